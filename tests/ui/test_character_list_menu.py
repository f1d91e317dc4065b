"""The character list's rows have a context menu: the panel's actions on the character under the
pointer (open its sheet, duplicate, export, delete — deleting asks first), and put it on the
GM's map or damage or heal it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from ryf_desktop.session import NewCharacter
from ryf_desktop.session.present import players_view_of
from ryf_desktop.storage.records import Character, MapToken
from ryf_desktop.ui.sheet.character_list import CharacterListController
from tests.ui.dialog_walk import DemoDesk

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise",
                                      "This plugin does not support grabbing the keyboard")


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
                             "Put on the map": True, "Damage or heal…": True, "Delete…": True}
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


def right_click(qtbot: QtBot, controller: CharacterListController, character_id: int,
                action: str) -> None:
    """Right-click the character's row, then click ``action`` in the menu that pops up."""
    view = controller.panel.list
    row = controller.rows.row_of(character_id)
    assert row is not None
    at = view.visualRect(controller.rows.index(row)).center()
    QApplication.sendEvent(view.viewport(), QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, at, view.viewport().mapToGlobal(at)))
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    chosen = next(a for a in menu.actions() if a.text() == action)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(chosen).center())


def test_put_on_the_map_places_the_character_where_the_gm_looks(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = DemoDesk(qtbot, tmp_path)
    session = desk.session
    docks = desk.window.sheet_docks.docks
    assert docks is not None
    controller = docks.characters
    desk.window.dock("characters").raise_()
    map_id = desk.window.map_panel.controller.map_id()
    assert map_id is not None
    players_view_of(session).show_map(map_id)
    command = NewCharacter(session, "Nuria", "pc")
    assert session.push(command) and command.character_id is not None
    right_click(qtbot, controller, command.character_id, "Put on the map")
    token = next(t for t in session.model.all(MapToken)
                 if t.character_id == command.character_id)
    assert token.map_id == map_id
    # The players see this map: the token comes hidden, as from the catalog and the tracker.
    assert token.hidden
    from ryf_desktop.ui.map.placing import view_target

    target = view_target(desk.window.map_panel.controller)
    assert target is not None and target.view is not None
    x, y, width, height = target.view
    assert x - 1 <= token.x <= x + width and y - 1 <= token.y <= y + height
    assert "Nuria" in desk.window.statusBar().currentMessage()
    # Once more: refused (it already stands there, the GM is told), no second token.
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, _title, text, *_args: warned.append(text))
    right_click(qtbot, controller, command.character_id, "Put on the map")
    assert len(warned) == 1 and "Nuria" in warned[0]
    assert [t.id for t in session.model.all(MapToken)
            if t.character_id == command.character_id] == [token.id]
    desk.window.close()


def test_damage_or_heal_opens_the_sheets_harm_window(qtbot: QtBot, tmp_path: Path) -> None:
    desk = DemoDesk(qtbot, tmp_path)
    session = desk.session
    docks = desk.window.sheet_docks.docks
    assert docks is not None
    desk.window.dock("characters").raise_()
    marta = next(c for c in session.characters() if c.name == "Marta Vidal")

    def wounds() -> int:
        record = session.model.get(Character, marta.id)
        assert record is not None
        return record.wounds

    before = wounds()
    right_click(qtbot, docks.characters, marta.id, "Damage or heal…")
    qtbot.waitUntil(lambda: desk.window.findChild(QDialog, "harm_dialog") is not None)
    dialog = desk.window.findChild(QDialog, "harm_dialog")
    assert isinstance(dialog, QDialog) and "Marta Vidal" in dialog.windowTitle()
    amount = dialog.findChild(QLineEdit, "harm_amount")
    assert isinstance(amount, QLineEdit)
    amount.setFocus()
    QTest.keyClicks(amount, "3")
    QTest.keyClick(amount, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: wounds() == before + 3)
    dialog.close()
    desk.window.close()
