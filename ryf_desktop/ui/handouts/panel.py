"""The Handouts dock's layout: the list of handouts, the buttons that add, delete and show them,
and the line that says which one is on the table; the controller wires it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QListView,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.common.widgets import fill, named, text_label

THUMB_SIZE = 48


class HandoutsPanel(QWidget):
    """The dock's widget; the controller switches its buttons on and off."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handouts_panel")
        # A long title wraps in the dock's width rather than widening the list (a scroll bar).
        self.list = named(QListView(wordWrap=True, resizeMode=QListView.ResizeMode.Adjust),
                          "handout_list",
                          self.tr("Drop PNG, JPEG or WebP pictures here to add them"))
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setIconSize(QSize(THUMB_SIZE, THUMB_SIZE))
        self.list.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.list.setSelectionMode(QListView.SelectionMode.SingleSelection)
        self.empty_note = text_label(self.tr(
            "No handouts yet: add a picture or a short text, or drop picture files here."),
            "handouts_empty_note", wrap=True)
        self.empty_note.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.add_picture_button = named(QPushButton(self.tr("Add picture…")),
                                        "add_handout_picture")
        self.add_text_button = named(QPushButton(self.tr("Add text…")), "add_handout_text")
        self.delete_button = named(QPushButton(self.tr("Delete")), "delete_handout")
        self.show_button = named(QPushButton(self.tr("Show to the table")),
                                 "show_handout_to_table")
        self.player_menu = named(QMenu(self), "handout_player_menu")
        self.player_button = named(QToolButton(), "show_handout_to_player",
                                   self.tr("Send the handout to one player's phone only"))
        self.player_button.setText(self.tr("To one player"))
        self.player_button.setMenu(self.player_menu)
        self.player_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.player_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.player_button.setSizePolicy(QSizePolicy.Policy.Preferred,
                                         QSizePolicy.Policy.Fixed)
        self.on_table = text_label(name="handout_on_table")
        self.on_table.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.take_down_button = named(QPushButton(self.tr("Take down")), "take_down_handout")

        adding = QGridLayout()
        adding.addWidget(self.add_picture_button, 0, 0)
        adding.addWidget(self.add_text_button, 0, 1)
        adding.addWidget(self.delete_button, 0, 2)
        adding.addWidget(self.show_button, 1, 0, 1, 2)
        adding.addWidget(self.player_button, 1, 2)
        fill(QVBoxLayout(self), (self.list, 1), self.empty_note, adding,
             fill(QHBoxLayout(), (self.on_table, 1), self.take_down_button))


#: The file names a picture handout may have (its content is checked as well).
PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")


class HandoutDrops(QObject):
    """Watches the panel and its list for drops of files; ``add`` adds them."""

    def __init__(self, panel: HandoutsPanel, add: Callable[[list[Path]], object]) -> None:
        super().__init__(panel)
        self._add = add
        for widget in (panel, panel.list.viewport()):
            widget.setAcceptDrops(True)
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # A drag's enter and move, and its drop, are QDropEvents.
        if not isinstance(event, QDropEvent) or (mime := event.mimeData()) is None:
            return False
        files = [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]
        if not files:
            return False  # no drag of files
        event.acceptProposedAction()
        if event.type() == QEvent.Type.Drop:
            # Once the drop is over: the drag's source (a file manager) is not kept waiting
            # while the pictures are read.
            QTimer.singleShot(0, self, lambda: self._add(files))
        return True
