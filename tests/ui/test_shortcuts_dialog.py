"""Help → Keyboard shortcuts lists every shortcut of the program, read from the actions: each
action with keys anywhere in the window (menus, the combat dock, the map's tools, the table
screen) is in the list, with its keys as the GM presses them."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QTableWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.shortcuts_dialog import ShortcutsDialog
from tests.ui.test_translations import compiled_qm, spanish

__all__ = ["compiled_qm", "spanish"]  # fixtures, used by name

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    made = MainWindow(QSettings(), rng=random.Random(2), persist_layout=False, take_backups=False)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    made.install_catalog()
    made.install_play()
    yield made
    made.close()


def text_at(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def test_the_help_menu_lists_every_shortcut_of_the_window(window: MainWindow,
                                                          qtbot: QtBot) -> None:
    assert window.shortcuts_action in window.help_menu.actions()
    window.shortcuts_action.trigger()
    dialog = QApplication.activeModalWidget() or window.findChild(ShortcutsDialog)
    assert isinstance(dialog, ShortcutsDialog)
    table = dialog.table
    listed = {(text_at(table, row, 0), text_at(table, row, 1)) for row in range(table.rowCount())}
    expected = set()
    for action in window.findChildren(QAction):
        keys = [key for key in action.shortcuts() if not key.isEmpty()]
        if keys and action.text():
            name = action.text().replace("&", "").rstrip("…").strip()
            shown = ", ".join(key.toString(QKeySequence.SequenceFormat.NativeText)
                              for key in keys)
            expected.add((name, shown))
    assert expected, "the window has shortcuts"
    assert expected <= listed, sorted(expected - listed)
    names = {name for name, _keys in listed}
    # From each part of the window: the File menu, the combat dock, the map, the dice.
    assert {"New campaign", "Undo", "Roll the dice panel's roll"} <= names, sorted(names)
    assert len(listed) >= 15
    dialog.close()


def test_every_action_reads_whole_in_spanish_and_long_keys_wrap(
    spanish: object, window: MainWindow, qtbot: QtBot
) -> None:
    # Before: the keys column took the width of "Control+Mayúsculas+Espacio, Control+Izquierda"
    # and the actions were cut ("Hacer la tirada del panel de …").
    del spanish
    dialog = ShortcutsDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        assert metrics.horizontalAdvance(text_at(table, row, 0)) < table.columnWidth(0), (
            text_at(table, row, 0))
    assert table.columnWidth(1) <= 220
    longest = max(range(table.rowCount()),
                  key=lambda row: metrics.horizontalAdvance(text_at(table, row, 1)))
    if metrics.horizontalAdvance(text_at(table, longest, 1)) > table.columnWidth(1):
        assert table.rowHeight(longest) > table.rowHeight(0)  # wrapped onto lines
