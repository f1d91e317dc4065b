"""Casting a spell in a fight: a dialog with the exact odds and the maná before the cast, the
dice thrown may be typed, Enter casts once; the sheet and the log agree on the maná left."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.odds import skill_check_odds
from ryf_desktop.session.item_commands import SetSpell
from ryf_desktop.ui.combat.roll_dialog import SpellDialog
from tests.ui.combat_demo import DemoTable, open_demo


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    alex = table.row("Álex Rivera").character_id
    assert alex is not None
    spell = SetSpell(table.session, alex, None, name="Bola de fuego", level=2, difficulty=15,
                     mana_cost=3)
    assert table.session.attempt(spell) is None
    table.begin()  # Álex acts
    yield table
    table.close()


def open_spell(demo: DemoTable) -> SpellDialog:
    dialog = demo.controller.other.open_spell()
    assert isinstance(dialog, SpellDialog)
    demo.qtbot.waitExposed(dialog)
    return dialog


def test_the_odds_and_the_mana_are_shown_before_the_cast(demo: DemoTable) -> None:
    dialog = open_spell(demo)
    preview = dialog.preview_shown
    assert preview is not None and preview.refusal is None
    details = demo.session.character(demo.row("Álex Rivera").character_id or 0)
    assert details is not None
    inteligencia = details.character.inteligencia
    expected = skill_check_odds(inteligencia, 2, 15, 0).success  # no armour estorbo
    assert preview.p_success == pytest.approx(expected)
    assert dialog.success_tile.value_label.text().endswith("%")
    assert dialog.mana_label.text() == f"Costs 3 maná of the {inteligencia * 3} left"
    assert dialog.roll_label.text() == f"{inteligencia + 2} + 1o3d10 against 15"


def test_typed_dice_and_enter_cast_once_and_the_sheet_agrees(demo: DemoTable) -> None:
    dialog = open_spell(demo)
    steps = demo.session.undo_stack.count()
    dialog.activateWindow()
    dialog.throws_edit.setFocus()
    QTest.keyClicks(dialog.throws_edit, "4 8 9")
    QTest.keyClick(dialog.throws_edit, Qt.Key.Key_Return)
    assert demo.session.undo_stack.count() == steps + 1
    assert demo.dice.faces == []
    line = demo.session.log(1)[-1].text
    character_id = demo.row("Álex Rivera").character_id
    assert character_id is not None
    details = demo.session.character(character_id)
    assert details is not None
    most = details.character.inteligencia * 3
    assert f"{most - 3}" in line, line
    docks = demo.window.sheet_docks.docks
    assert docks is not None
    sheet = docks.sheets.open_sheet(character_id)
    assert sheet is not None
    mana = sheet.view.findChild(type(dialog.mana_label), "derived_mana")
    assert mana is not None and mana.text() == f"{most - 3} of {most}"
    # The dialog, open for a second spell, counts from the same maná.
    assert dialog.mana_label.text() == f"Costs 3 maná of the {most - 3} left"
