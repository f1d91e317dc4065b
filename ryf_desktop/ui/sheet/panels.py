"""The layouts of the character list and the sheet tabs, free of campaign code so the window
shows them before a campaign (and its database code) is loaded."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QDrag, QIcon
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QListView,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.common.widgets import fill, named, text_label

ICON_SIZE = 36
#: Rows of the character list laid out in one turn of the event loop.
LAYOUT_BATCH = 500


class CharacterListView(QListView):
    """The character list: a row dragged out carries its model's drag data (the character), the
    row's badge under the cursor."""

    def startDrag(self, supportedActions: Qt.DropAction) -> None:  # noqa: N802, N803
        del supportedActions  # a character is only ever copied (its token put on the map)
        index = self.currentIndex()
        model = self.model()
        if model is None or not index.isValid():
            return
        drag = QDrag(self)
        drag.setMimeData(model.mimeData([index]))
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        if isinstance(icon, QIcon):
            drag.setPixmap(icon.pixmap(ICON_SIZE, ICON_SIZE))
        drag.setHotSpot(QPoint(ICON_SIZE // 2, ICON_SIZE // 2))
        drag.exec(Qt.DropAction.CopyAction)


class CharacterListPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("character_list_panel")
        self.list = named(CharacterListView(), "character_list")
        self.list.setDragEnabled(True)
        self.list.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
        # Every row two lines and a badge: the view never measures thousands of rows; and it
        # lays them out a batch per turn of the event loop, so a long list never blocks it.
        self.list.setUniformItemSizes(True)
        self.list.setLayoutMode(QListView.LayoutMode.Batched)
        self.list.setBatchSize(LAYOUT_BATCH)
        self.new_button = named(QPushButton(self.tr("New")), "new_character")
        self.duplicate_button = named(QPushButton(self.tr("Duplicate")), "duplicate_character")
        self.delete_button = named(QPushButton(self.tr("Delete")), "delete_character")
        self.open_button = named(QPushButton(self.tr("Open sheet")), "open_sheet")
        self.import_button = named(QPushButton(self.tr("Import…")), "import_character")
        self.export_button = named(QPushButton(self.tr("Export…")), "export_character")
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        # Two a row, so the list stays as narrow as the campaign panel it shares a column with.
        buttons = QGridLayout()
        for index, button in enumerate((
            self.new_button, self.open_button, self.duplicate_button, self.delete_button,
            self.import_button, self.export_button,
        )):
            buttons.addWidget(button, index // 2, index % 2)
            # Nothing to act on until a campaign is open (the controller enables them then).
            button.setEnabled(False)
        layout.addLayout(buttons)


class SheetTabs(QWidget):
    """The "Sheets" dock's widget: closable tabs and a Print to PDF button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sheet_tabs_panel")
        self.tabs = named(QTabWidget(), "sheet_tabs")
        self.tabs.setTabsClosable(True)
        self.tabs.setDocumentMode(True)
        self.pdf_button = named(QPushButton(self.tr("Print to PDF…")), "sheet_pdf")
        # Where the PDF went, or why not: the sheets float over the main window's status bar.
        self.note = text_label(name="sheet_note", selectable=True)
        self.note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        buttons = fill(QHBoxLayout(), (self.note, 1), self.pdf_button)
        buttons.setContentsMargins(6, 0, 0, 0)
        fill(QVBoxLayout(self), (self.tabs, 1), buttons, margin=0)
        self.pdf_button.setEnabled(False)

    def show_note(self, text: str) -> None:
        """A line beside the Print button (the whole of it in the tooltip, when shortened)."""
        self.note.setText(text)
        self.note.setToolTip(text)
