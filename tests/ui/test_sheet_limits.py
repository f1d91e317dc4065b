"""A new GM's findings on the demo, played the way they played them: a spell cast from the sheet
spends its maná (and in a fight points to the Combat dock), recuperar el aliento is once after
each fight and never during one — the end-of-fight summary offers every hurt character of the
fight, NPCs too — and a night's rest is once a campaign day (RULES.md §3, §8)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QPushButton, QToolButton
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.combat.combat_dialogs import CombatSummaryDialog
from ryf_desktop.ui.sheet.sheets import CharacterSheetController
from tests.campaign_steps import next_day, set_wounds
from tests.ui.combat_demo import DemoTable, open_demo


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path, refusals: list[str]) -> Iterator[DemoTable]:
    """The demo; a refused step's message box is recorded in ``refusals`` (tests/ui/conftest)."""
    del refusals
    table = open_demo(qtbot, tmp_path)
    yield table
    table.close()


def sheet_of(demo: DemoTable, name: str) -> CharacterSheetController:
    docks = demo.window.sheet_docks.docks
    assert docks is not None
    character_id = demo.row(name).character_id
    assert character_id is not None
    sheet = docks.sheets.open_sheet(character_id)
    assert sheet is not None
    return sheet


def click(button: QPushButton) -> None:
    """As the GM's click does (the sheet's dock may sit behind another tab here)."""
    button.click()


def steps(demo: DemoTable) -> int:
    return demo.session.undo_stack.count()


def wounds(sheet: CharacterSheetController) -> int:
    return sheet.view.wounds_spin.value()


def mana(sheet: CharacterSheetController) -> str:
    label = sheet.view.findChild(QLabel, "derived_mana")
    assert label is not None
    return label.text()


def cast_first_spell(demo: DemoTable, sheet: CharacterSheetController) -> None:
    sheet.view.spells_table.selectRow(0)
    click(sheet.view.cast_button)


def test_a_spell_cast_from_the_sheet_spends_its_mana_and_in_a_fight_points_to_the_combat(
    demo: DemoTable, refusals: list[str]
) -> None:
    inaki = sheet_of(demo, "Iñaki Sáez")
    assert mana(inaki) == "30 of 30"
    before = steps(demo)
    demo.dice.faces.extend([1, 2, 3])  # the middle die: 2, and 12 + 2 = 14 against 15
    cast_first_spell(demo, inaki)
    assert mana(inaki) == "27 of 30", "a failed cast spends its maná too (RULES.md §8)"
    result = inaki.view.spell_result_label
    assert "14 against 15 — fails; 3 maná spent, 27 left" in result.text()
    assert steps(demo) == before + 1
    line = demo.session.log(1)[-1]
    assert line.kind == "spell" and line.text == result.text()
    # The rules leave it to the GM when maná comes back: the sheet's Restore gives it all back.
    restore = inaki.view.findChild(QToolButton, "restore_mana")
    assert restore is not None and restore.isEnabled()
    restore.click()
    assert mana(inaki) == "30 of 30" and not restore.isEnabled()
    assert steps(demo) == before + 2
    demo.session.undo_stack.undo()
    assert mana(inaki) == "27 of 30"
    demo.session.undo_stack.undo()  # one step: the maná and the line together
    assert mana(inaki) == "30 of 30"
    assert demo.session.log(1)[-1].text != result.text()

    demo.begin()
    demo.turn_of("Iñaki Sáez")
    before = steps(demo)
    cast_first_spell(demo, inaki)
    assert "Combat dock" in result.text() and "major action" in result.text()
    assert refusals == [result.text()]
    assert steps(demo) == before and not demo.dice.faces
    assert mana(inaki) == "30 of 30"
    assert demo.row("Iñaki Sáez").majors_left == 1


def test_recover_breath_once_after_each_fight_and_never_during_it(demo: DemoTable) -> None:
    ramon = sheet_of(demo, "Ramón Galán")
    assert set_wounds(demo.session, demo.row("Ramón Galán").character_id or 0, 16)
    demo.begin()
    before = steps(demo)
    demo.dice.faces.append(6)
    click(ramon.view.breath_button)
    assert wounds(ramon) == 16 and steps(demo) == before
    assert demo.dice.faces == [6], "refused before rolling"
    demo.dice.faces.clear()
    assert "still fighting" in ramon.view.healing_label.text()

    summary = demo.controller.dialogs.end_combat_now()
    assert isinstance(summary, CombatSummaryDialog)
    # The hurt NPC is offered, ticked; the unhurt player characters are not (they heal nothing).
    assert [check.text() for check in summary.breath_checks.values()] == ["Ramón Galán"]
    assert all(check.isChecked() for check in summary.breath_checks.values())
    demo.dice.faces.append(4)
    click(summary.breath_button)
    assert wounds(ramon) == 12
    summary.close()

    click(ramon.view.breath_button)
    assert wounds(ramon) == 12, "a second breath after the same fight"
    assert "already recovered their breath after" in ramon.view.healing_label.text()
    demo.session.undo_stack.undo()  # the summary's breath taken back: the sheet's may follow
    demo.dice.faces.append(5)
    click(ramon.view.breath_button)
    assert wounds(ramon) == 11
    assert "recuperar el aliento, 1d6 → 5 PV" in ramon.view.healing_label.text()


def test_a_nights_rest_once_a_campaign_day(demo: DemoTable) -> None:
    ramon = sheet_of(demo, "Ramón Galán")
    assert set_wounds(demo.session, demo.row("Ramón Galán").character_id or 0, 12)
    click(ramon.view.rest_button)
    assert wounds(ramon) == 11
    before = steps(demo)
    click(ramon.view.rest_button)
    click(ramon.view.comfort_button)
    assert wounds(ramon) == 11 and steps(demo) == before
    assert "already rested on day 1" in ramon.view.healing_label.text()
    assert next_day(demo.session)
    click(ramon.view.comfort_button)
    assert wounds(ramon) == 9
