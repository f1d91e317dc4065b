"""Help → Keyboard shortcuts: every shortcut of the program, read from the window's actions and
shortcuts when the dialog opens, so a shortcut added anywhere shows here without a list to keep.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QHeaderView,
    QMainWindow,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.common.widgets import dialog_buttons, fill, named

#: The keys column's widest: past it an action's several shortcuts wrap onto lines.
KEYS_WIDTH = 220


@dataclass(frozen=True)
class ShortcutRow:
    """One line of the list: what the keys do, the keys, and where they work."""

    what: str
    keys: str
    where: str


def _plain(text: str) -> str:
    """An action's text without its mnemonic marks and trailing dots."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def _everywhere() -> str:
    return QCoreApplication.translate("ShortcutsDialog", "Everywhere")


def _where(window: QMainWindow, owner: QObject | None, context: Qt.ShortcutContext) -> str:
    """The panel a shortcut works in (its dock's title), or everywhere in the window."""
    if context in (Qt.ShortcutContext.WindowShortcut, Qt.ShortcutContext.ApplicationShortcut):
        return _everywhere()
    widget = owner if isinstance(owner, QWidget) else None
    while widget is not None and widget is not window:
        if isinstance(widget, QDockWidget):
            return _plain(widget.windowTitle())
        if widget is window.centralWidget() or widget.objectName() == "map_panel":
            return QCoreApplication.translate("ShortcutsDialog", "Map")
        widget = widget.parentWidget()
    return _everywhere()


def shortcut_rows(window: QMainWindow) -> list[ShortcutRow]:
    """Every action and shortcut under ``window`` that has keys, sorted by what they do."""
    found = [
        (action.shortcuts(), action.text(),
         action.associatedObjects()[0] if action.associatedObjects() else action.parent(),
         action.shortcutContext())
        for action in window.findChildren(QAction)
    ]
    found += [([shortcut.key()], shortcut.whatsThis(), shortcut.parent(), shortcut.context())
              for shortcut in window.findChildren(QShortcut)]
    rows: set[ShortcutRow] = set()
    for sequences, text, owner, context in found:
        keys = [key for key in sequences if not key.isEmpty()]
        what = _plain(text)
        if keys and what:
            shown = ", ".join(key.toString(QKeySequence.SequenceFormat.NativeText) for key in keys)
            rows.add(ShortcutRow(what, shown, _where(window, owner, context)))
    return sorted(rows, key=lambda row: (row.where != _everywhere(), row.where,
                                         row.what.casefold()))


class ShortcutsDialog(QDialog):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("shortcuts_dialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = shortcut_rows(window)
        self.table = named(QTableWidget(len(rows), 3), "shortcuts_table")
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Keys"),
                                              self.tr("Where")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        for number, row in enumerate(rows):
            for column, text in enumerate((row.what, row.keys, row.where)):
                self.table.setItem(number, column, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Two shortcuts of one action side by side would take the action's room: they wrap.
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        self.table.resizeColumnToContents(1)
        self.table.setColumnWidth(1, min(self.table.columnWidth(1), KEYS_WIDTH))
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        buttons = dialog_buttons(self, buttons=QDialogButtonBox.StandardButton.Close)
        fill(QVBoxLayout(self), self.table, buttons)
        self.resize(760, 520)
