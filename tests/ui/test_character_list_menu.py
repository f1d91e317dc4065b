"""The character list's rows have a context menu: the panel's actions on the character under the
pointer (open its sheet, duplicate, export, delete — deleting asks first)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.dialog_walk import DemoDesk

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


def entries(menu: QMenu) -> dict[str, bool]:
    return {action.text(): action.isEnabled() for action in menu.actions()
            if not action.isSeparator()}


def test_a_right_click_on_a_character_offers_its_actions(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = DemoDesk(qtbot, tmp_path)
    docks = desk.window.sheet_docks.docks
    assert docks is not None
    desk.window.dock("characters").raise_()
    controller = docks.characters
    view = controller.panel.list
    qtbot.waitUntil(lambda: view.model().rowCount() > 1)
    second = view.model().index(1, 0)
    menu = controller.row_menu(second)
    assert menu is not None
    assert entries(menu) == {"Open sheet": True, "Duplicate": True, "Export…": True,
                             "Delete…": True}
    assert controller.row_menu(view.indexAt(QPoint(-5, -5))) is None
    # Open sheet: the sheet of the character right-clicked.
    characters = desk.session.characters()
    next(a for a in menu.actions() if a.text() == "Open sheet").trigger()
    qtbot.waitUntil(lambda: docks.sheets.current() is not None)
    current = docks.sheets.current()
    assert current is not None and current.character_id == characters[1].id
    # Delete asks first: Cancel keeps the character, Yes deletes it.
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_args: object) -> object:
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    for _ in range(2):
        menu = controller.row_menu(view.model().index(1, 0))
        assert menu is not None
        next(a for a in menu.actions() if a.text() == "Delete…").trigger()
        if len(asked) == 1:
            assert len(desk.session.characters()) == len(characters)
    assert characters[1].name in asked[0]
    assert [c.id for c in desk.session.characters()] == [
        c.id for c in characters if c.id != characters[1].id]
    desk.window.close()
