"""The catalog browser's widgets and their layout (no behaviour: see ``controller.py``): search
and setting filter, the category tree beside the table, the detail pane under them (beside them
in a wide dock), the actions and a status line."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSignalBlocker, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMenu,
    QSizePolicy,
    QSplitter,
    QStyle,
    QTableView,
    QTextBrowser,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.catalog import EntryKind
from ryf_desktop.ui.catalog import labels
from ryf_desktop.ui.catalog.tree_model import COUNT_COLUMN, NAME_COLUMN
from ryf_desktop.ui.common.widgets import STRETCH, InlineMessage, fill, named
from ryf_desktop.ui.tones import Tone

# From this width on, the detail pane stands beside the table instead of under it.
WIDE_LAYOUT_PX = 1400
# The detail pane's share of the width in the wide layout.
DETAILS_SHARE_WIDE = 0.33
# The least width the table of entries keeps beside the tree (its columns scroll sideways).
TABLE_MIN_PX = 150
# Under the table, the details take what the table leaves beyond this many rows (a short dock).
TABLE_ROWS_KEPT = 6
DETAILS_MIN_HEIGHT = 40
# The category tree's least width on screen.
TREE_MIN_PX = 150

def details_style(palette: QPalette) -> str:
    """The detail pane's style sheet in the colours of ``palette`` (rich text knows no
    ``palette()`` references)."""
    text = palette.color(QPalette.ColorRole.Text)
    base = palette.color(QPalette.ColorRole.Base)
    # Half way between the text and its background: readable, clearly secondary.
    quiet = QColor(
        (text.red() * 11 + base.red() * 9) // 20,
        (text.green() * 11 + base.green() * 9) // 20,
        (text.blue() * 11 + base.blue() * 9) // 20,
    ).name()
    badge = palette.color(QPalette.ColorRole.Highlight).name()
    badge_text = palette.color(QPalette.ColorRole.HighlightedText).name()
    return f"""
h2 {{ margin-top: 0px; margin-bottom: 2px; }}
p.sub {{ color: {quiet}; margin-top: 0px; margin-bottom: 8px; }}
p.hint {{ color: {quiet}; }}
p.note {{ margin-top: 6px; font-style: italic; }}
span.badge {{ background-color: {badge}; color: {badge_text}; font-weight: bold; }}
table.facts th {{ text-align: left; padding-right: 10px; white-space: nowrap; }}
span.why {{ color: {quiet}; }}
table.bands th {{ text-align: left; padding-right: 12px; color: {quiet}; }}
table.bands td {{ padding-right: 12px; }}
"""


def _splitter(orientation: Qt.Orientation, name: str,
              *parts: tuple[QWidget, int]) -> QSplitter:
    """A splitter of ``parts`` (each with its stretch factor) that never collapses one."""
    splitter = named(QSplitter(orientation), name)
    for number, (widget, stretch) in enumerate(parts):
        splitter.addWidget(widget)
        splitter.setStretchFactor(number, stretch)
    splitter.setChildrenCollapsible(False)
    return splitter


class CatalogBrowserView(QWidget):
    """Layout only; the controller fills and drives it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        # Layout code, longer than 80 lines on purpose: the widgets in the order they show.
        super().__init__(parent)
        self.setObjectName("catalog_browser_view")

        self.search = named(QLineEdit(), "catalog_search", self.tr(
            "Finds monsters, weapons, armour, shields and equipment by name; accents and "
            "capitals do not matter"))
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Search every kind, e.g. dragon"))
        self.setting_filter = named(
            QComboBox(), "catalog_setting",
            self.tr("Show the tables of one setting (the bestiary serves every setting)"))

        self.tree = named(QTreeView(), "catalog_tree")
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setMinimumWidth(130)

        self.table = named(QTableView(), "catalog_table")
        for view in (self.tree, self.table):
            view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
            view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setSortingEnabled(True)
        self.table.setDragEnabled(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.table.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(
            self.table.fontMetrics().height() + 8
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setHighlightSections(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

        self.details = named(QTextBrowser(), "catalog_details")
        self.details.setOpenLinks(False)
        self.details.document().setDefaultStyleSheet(details_style(self.palette()))
        # Low enough that the list keeps a useful number of rows in a short dock (1366×768).
        self.details.setMinimumHeight(DETAILS_MIN_HEIGHT)

        self.add_to_character_action = self._action(
            self.tr("Add to character…"),
            self.tr("Put it in a character's equipment, bought or given"))
        self.add_to_combat_action = self._action(
            self.tr("Add to combat"),
            self.tr("A new creature of this kind, PV rolled, joins the running combat, else the "
                    "one being prepared"))
        self.place_on_map_action = self._action(
            self.tr("Place on map"),
            self.tr("A new creature of this kind stands on the first free square of the map"))
        self.new_actions: dict[EntryKind, QAction] = {
            kind: self._action(labels.new_entry_label(kind)) for kind in EntryKind
        }
        self.duplicate_action = self._action(
            self.tr("Duplicate as my entry…"),
            self.tr("Make an entry of your own from this one, to change as you like"))
        self.edit_action = self._action(self.tr("Edit my entry…"))
        self.delete_action = self._action(self.tr("Delete my entry"))

        self.play_actions = [
            self.add_to_character_action, self.add_to_combat_action, self.place_on_map_action
        ]
        self.own_entry_actions = [self.duplicate_action, self.edit_action, self.delete_action]

        self.gm_menu = QMenu(self)
        self.gm_menu.addActions(list(self.new_actions.values()))
        self.gm_menu.addSeparator()
        self.gm_menu.addActions(self.own_entry_actions)

        self.add_to_character_button = self._button(self.add_to_character_action,
                                                    "catalog_add_to_character")
        self.add_to_combat_button = self._button(self.add_to_combat_action,
                                                 "catalog_add_to_combat")
        self.place_on_map_button = self._button(self.place_on_map_action, "catalog_place_on_map")
        self.hide_new_check = named(QCheckBox(self.tr("Hidden")), "catalog_hide_new", self.tr(
            "Creatures put on any map from here (the button or a drag) come hidden from the "
            "players. Unticked, they come hidden only on the map the players see."))
        self.gm_button = named(QToolButton(), "catalog_my_entries",
                               self.tr("Make, duplicate, edit and delete your own entries"))
        self.gm_button.setText(self.tr("My entries"))
        self.gm_button.setMenu(self.gm_menu)
        self.gm_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)

        # A search the setting filter empties says where its matches are.
        self.search_hint = named(InlineMessage(tone=Tone.NEUTRAL), "catalog_search_hint")

        # Shown only while it says something: empty, its line is given to the list (a short dock
        # at 1366×768 showed under two rows).
        self.status = named(InlineMessage(tone=Tone.NEUTRAL), "catalog_status")
        self.status.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        self._placed = False
        # Once the GM drags the tree's edge, that width stands; until then it follows the dock.
        self._tree_dragged = False
        self._lay_out()

    def _action(self, text: str, tip: str = "") -> QAction:
        action = QAction(text, self)
        if tip:
            action.setToolTip(tip)
        return action

    def _button(self, action: QAction, name: str) -> QToolButton:
        button = named(QToolButton(), name)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        return button

    def _lay_out(self) -> None:
        top = fill(QHBoxLayout(), (self.search, 1), self.setting_filter)

        self.main_splitter = _splitter(Qt.Orientation.Horizontal, "catalog_main_splitter",
                                       (self.tree, 0), (self.table, 1))
        self.main_splitter.setSizes([170, 600])
        self.main_splitter.splitterMoved.connect(self._tree_edge_dragged)
        # The details go under tree and table in a narrow dock, beside them in a wide one.
        self.content_splitter = _splitter(Qt.Orientation.Vertical, "catalog_content_splitter",
                                          (self.main_splitter, 3), (self.details, 1))

        # Two rows, so the dock can stay as narrow as the dice dock it is tabbed with.
        buttons = fill(
            QVBoxLayout(),
            fill(QHBoxLayout(), self.add_to_character_button, self.add_to_combat_button, STRETCH),
            fill(QHBoxLayout(), self.place_on_map_button, self.hide_new_check, STRETCH,
                 self.gm_button),
        )
        # Tight, like a tool bar's rows: the list keeps the height in a short dock.
        buttons.setSpacing(2)

        layout = fill(QVBoxLayout(self), top, self.search_hint, (self.content_splitter, 1),
                      buttons, self.status, margin=6)
        layout.setSpacing(3)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.details.document().setDefaultStyleSheet(details_style(self.palette()))

    def tree_width_needed(self) -> int:
        """The width at which no category's name or count is shortened: the widest name with its
        indentation, the count column, the tree's frame and room for its scroll bar."""
        tree = self.tree
        names = tree.sizeHintForColumn(NAME_COLUMN) + tree.indentation()
        counts = tree.header().sectionSize(COUNT_COLUMN)  # 0 before the model comes
        scroll_bar = tree.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, tree)
        return max(TREE_MIN_PX, names + counts + 2 * tree.frameWidth() + scroll_bar + 4)

    def _tree_edge_dragged(self, _position: int, _index: int) -> None:
        self._tree_dragged = True

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        wide = event.size().width() >= WIDE_LAYOUT_PX
        orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        if self.content_splitter.orientation() != orientation:
            self.content_splitter.setOrientation(orientation)
            self._placed = False
        if not self._placed or not self._tree_dragged:
            # Once the splitters have their new geometry (after this event).
            QTimer.singleShot(0, self, lambda: self._place_splitters(self.width()))

    def _place_splitters(self, width: int) -> None:
        """Share the width out once per layout (the tree its names' width, as long as the table
        keeps its least); afterwards the GM's own dragging stands."""
        if width <= 0 or not self.isVisible():
            return
        wide = self.content_splitter.orientation() == Qt.Orientation.Horizontal
        if not self._placed:
            if wide:
                details = int(width * DETAILS_SHARE_WIDE)
                self.content_splitter.setSizes([width - details, details])
            else:
                height = self.content_splitter.height()
                rows = (self.table.horizontalHeader().sizeHint().height()
                        + TABLE_ROWS_KEPT * self.table.verticalHeader().defaultSectionSize())
                table = min(height - DETAILS_MIN_HEIGHT, max(height * 3 // 5, rows))
                self.content_splitter.setSizes([table, height - table])
        self._placed = True
        if self._tree_dragged:
            return
        rest = sum(self.main_splitter.sizes()) or (
            self.content_splitter.sizes()[0] if wide else width
        )
        tree = max(1, min(self.tree_width_needed(), rest - TABLE_MIN_PX))
        with QSignalBlocker(self.main_splitter):  # placing it is not the GM's drag
            self.main_splitter.setSizes([tree, max(1, rest - tree)])
