"""Manual damage and healing from the tracker's context menu and from the character sheet: a real
top-level window of the main window; an amount or dice, armour on or off, the log's sentence,
undo, and a bad expression refused in words."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ryf_desktop.session.fighting.harm import HARM_KIND
from ryf_desktop.ui.combat.harm_dialog import HarmDialog
from tests.ui.combat_demo import DemoTable, open_demo


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    table.begin()
    yield table
    table.close()


def open_from_menu(demo: DemoTable, name: str) -> HarmDialog:
    rows = demo.controller.model.rows
    number = next(i for i, row in enumerate(rows) if row.name == name)
    menu = demo.controller.row_menu(number)
    assert menu is not None
    action = menu.findChild(QAction, "combat_row_harm")
    assert action is not None and action.text() == f"Damage or heal {name}…"
    action.trigger()
    menu.close()
    dialog = demo.controller.dialog
    assert isinstance(dialog, HarmDialog)
    return dialog


def monster_wounds(demo: DemoTable, name: str) -> int:
    return demo.row(name).wounds


def test_damage_a_goblin_from_the_tracker_and_undo(demo: DemoTable, qtbot: QtBot) -> None:
    dialog = open_from_menu(demo, "Goblin 2")
    qtbot.waitExposed(dialog)
    # A real window of the main window, not a child drawn inside a dock.
    assert dialog.isWindow() and dialog.isVisible()
    assert dialog.parentWidget() is demo.window
    assert dialog.windowFlags() & Qt.WindowType.Dialog
    before = monster_wounds(demo, "Goblin 2")
    QTest.keyClicks(dialog.amount_edit, "3")
    QTest.keyClicks(dialog.reason_edit, "molotov")
    dialog.armour_check.setChecked(False)
    QTest.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert dialog.error_label.text() == ""
    assert dialog.result_label.text().startswith("Goblin 2 takes 3 damage (molotov)")
    assert monster_wounds(demo, "Goblin 2") == before + 3
    line = demo.session.log(1)[-1]
    assert (line.kind, line.text) == (HARM_KIND, dialog.result_label.text())
    demo.window.campaign.undo_group.undo()
    assert monster_wounds(demo, "Goblin 2") == before


def test_dice_and_healing_from_the_tracker(demo: DemoTable, qtbot: QtBot) -> None:
    dialog = open_from_menu(demo, "Goblin 1")
    before = monster_wounds(demo, "Goblin 1")
    demo.dice.faces.extend([2, 5])
    dialog.amount_edit.setText("2d6")
    assert dialog.apply()
    assert monster_wounds(demo, "Goblin 1") == before + 7 - demo_absorption(demo, "Goblin 1")
    dialog.heal_radio.setChecked(True)
    assert not dialog.armour_check.isEnabled()
    demo.dice.faces.extend([6, 4])  # a plain 6: the 4 is left
    dialog.amount_edit.setText("1d6")
    assert dialog.apply()
    assert demo.dice.faces == [4]
    demo.dice.faces.clear()
    assert "is healed 6 PV" in dialog.result_label.text()


def demo_absorption(demo: DemoTable, name: str) -> int:
    stats = demo.controller.fighters_of(demo.row(name).id)
    assert stats is not None
    return stats.absorption


def test_a_bad_expression_is_refused_in_the_dialog(
    demo: DemoTable, qtbot: QtBot, refusals: list[str]
) -> None:
    dialog = open_from_menu(demo, "Goblin 2")
    before = monster_wounds(demo, "Goblin 2")
    QTest.keyClicks(dialog.amount_edit, "muchos")
    QTest.keyClick(dialog.amount_edit, Qt.Key.Key_Return)
    assert dialog.error_label.text().startswith("“muchos” is not an amount or dice")
    assert monster_wounds(demo, "Goblin 2") == before
    assert refusals == []  # said beside the field, not in a message box


def test_damage_a_character_from_the_sheet(demo: DemoTable, qtbot: QtBot) -> None:
    docks = demo.window.sheet_docks.docks
    assert docks is not None
    character_id = demo.row("Marta Vidal").character_id
    assert character_id is not None
    sheet = docks.sheets.open_sheet(character_id)
    assert sheet is not None
    QTest.mouseClick(sheet.view.harm_button, Qt.MouseButton.LeftButton)
    dialog = next(
        (w for w in demo.window.findChildren(HarmDialog) if w.isVisible()), None
    )
    assert dialog is not None and dialog.isWindow() and dialog.parentWidget() is demo.window
    dialog.amount_edit.setText("4")
    assert dialog.apply()
    details = demo.session.character(character_id)
    assert details is not None and details.character.wounds == 4
    assert sheet.view.wounds_spin.value() == 4
    dialog.close()


def test_a_hurried_second_enter_closes_the_window_and_harms_once(
    demo: DemoTable, qtbot: QtBot
) -> None:
    dialog = open_from_menu(demo, "Goblin 2")
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.armour_check.setChecked(False)
    dialog.amount_edit.setFocus()
    qtbot.waitUntil(dialog.amount_edit.hasFocus)
    before = monster_wounds(demo, "Goblin 2")
    QTest.keyClicks(dialog.amount_edit, "2")
    QTest.keyClick(dialog.amount_edit, Qt.Key.Key_Return)
    assert monster_wounds(demo, "Goblin 2") == before + 2
    assert not dialog.apply_button.isEnabled(), "Apply waits for the next change"
    focused = QApplication.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, Qt.Key.Key_Return)  # the second Enter of a hurried GM
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert monster_wounds(demo, "Goblin 2") == before + 2


def test_going_back_into_the_amount_applies_the_same_again(
    demo: DemoTable, qtbot: QtBot
) -> None:
    dialog = open_from_menu(demo, "Goblin 2")
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.armour_check.setChecked(False)
    before = monster_wounds(demo, "Goblin 2")
    dialog.amount_edit.setText("1")
    QTest.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert not dialog.apply_button.isEnabled()
    dialog.amount_edit.setFocus()  # as a click into the field does
    qtbot.waitUntil(dialog.apply_button.isEnabled)
    QTest.keyClick(dialog.amount_edit, Qt.Key.Key_Return)
    assert monster_wounds(demo, "Goblin 2") == before + 2
