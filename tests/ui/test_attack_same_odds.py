"""The same character gets the same odds from its sheet (the Dice dock) and from the Combat
dock's attack dialog (RULES.md §11): with a weapon skill of 0 points, with a specialisation of
it, and with a token spent. Álex Rivera shoots his pistol at the demo's first goblin."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ryf_desktop.rules import odds
from ryf_desktop.session import AddSpecialisation
from ryf_desktop.session.fighting.plan import AttackPreview
from ryf_desktop.ui.combat.attack_dialog import AttackDialog
from ryf_desktop.ui.dice.formatting import odds_sentence
from ryf_desktop.ui.sheet.sheets import CharacterSheetController
from tests.ui.combat_demo import DemoTable, open_demo

ALEX = "Álex Rivera"
SKILL = "Armas a Distancia"


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    table.begin()  # Álex acts first
    yield table
    table.close()


def alex_sheet(demo: DemoTable) -> CharacterSheetController:
    docks = demo.window.sheet_docks.docks
    assert docks is not None
    character_id = demo.row(ALEX).character_id
    assert character_id is not None
    sheet = docks.sheets.open_sheet(character_id)
    assert sheet is not None and sheet.sheet is not None
    return sheet


def skill_id(sheet: CharacterSheetController) -> int:
    assert sheet.sheet is not None
    return next(line.id for line in sheet.sheet.skills if line.name == SKILL)


def attack_dialog(demo: DemoTable) -> AttackDialog:
    demo.dock.view.attack_button.click()
    dialog = demo.controller.attack_dialog
    assert isinstance(dialog, AttackDialog) and dialog.isVisible()
    assert dialog.attack_combo.currentText().startswith("Pistola")
    return dialog


def shown(dialog: AttackDialog) -> AttackPreview:
    dialog.refresh()
    preview = dialog.preview_shown
    assert preview is not None and preview.difficulty is not None, dialog.refusal_label.text()
    return preview


def assert_dock_odds_are(demo: DemoTable, preview: AttackPreview) -> None:
    """The Dice dock, holding the sheet's roll, against the preview's difficulty: the same rank
    and the same odds (its own sentence, and the exact numbers it computes them from)."""
    dice = demo.window.dice_roller.controller
    assert preview.difficulty is not None
    dice.view.difficulty_combo.setEditText(str(preview.difficulty))
    inputs = dice.check_inputs()
    assert inputs.attribute + inputs.skill == preview.modifier
    assert inputs.rank == preview.rank
    chances = odds.skill_check_odds(inputs.attribute, inputs.skill, inputs.difficulty,
                                    inputs.shift)
    assert (chances.success, chances.critical, chances.fumble) == (
        preview.p_hit, preview.p_critical, preview.p_fumble,
    )
    assert dice.view.odds_label.text() == odds_sentence(
        preview.p_hit, preview.p_critical, preview.p_fumble
    )


def test_a_weapon_skill_of_zero_points(demo: DemoTable) -> None:
    sheet = alex_sheet(demo)
    assert sheet.skills.set_skill_level(skill_id(sheet), 0)
    preview = shown(attack_dialog(demo))
    assert preview.rank == -1 and "no points in Armas a Distancia −1" in preview.rank_reasons
    demo.dice.faces.extend([5, 5, 5])
    sheet.derived.roll_attack("ranged_attack")
    assert_dock_odds_are(demo, preview)


def test_a_specialisation_of_the_weapon_skill(demo: DemoTable) -> None:
    sheet = alex_sheet(demo)
    assert sheet.skills.push(AddSpecialisation, skill_id(sheet), "Pistolas")
    dialog = attack_dialog(demo)
    combo = dialog.roll_choices.specialisation_combo
    shown(dialog)
    assert not combo.isHidden()
    combo.setCurrentIndex(combo.findData("Pistolas"))
    preview = shown(dialog)
    assert preview.rank == 1 and "specialisation +1" in preview.rank_reasons
    demo.dice.faces.extend([5, 5, 5])
    sheet.skills.roll_skill(skill_id(sheet), specialisation="Pistolas")
    assert_dock_odds_are(demo, preview)


def test_a_token_spent(demo: DemoTable) -> None:
    sheet = alex_sheet(demo)
    assert sheet.edit("tokens", 2)
    dialog = attack_dialog(demo)
    shown(dialog)
    token = dialog.roll_choices.token_check
    assert token.isEnabled()
    token.setChecked(True)
    preview = shown(dialog)
    assert preview.rank == 1 and "token spent +1" in preview.rank_reasons
    sheet.view.token_roll_check.setChecked(True)
    demo.dice.faces.extend([5, 5, 5])
    sheet.derived.roll_attack("ranged_attack")
    assert_dock_odds_are(demo, preview)
    # The attack spends one more of the tokens (the sheet's roll spent the first).
    demo.dice.faces.extend([2, 3, 4])
    assert dialog.roll_choices.spend_token()
    dialog.roll()
    details = demo.session.character(demo.row(ALEX).character_id or 0)
    assert details is not None and details.character.tokens == 0
    assert not token.isChecked() and not token.isEnabled()


def test_a_creature_has_no_token_to_spend(demo: DemoTable) -> None:
    demo.turn_of("Goblin 3")
    demo.dock.view.attack_button.click()
    dialog = demo.controller.attack_dialog
    assert isinstance(dialog, AttackDialog) and dialog.isVisible()
    dialog.refresh()
    assert dialog.preview_shown is not None and dialog.preview_shown.tokens is None
    assert not dialog.roll_choices.token_check.isEnabled()
    assert dialog.roll_choices.specialisation_combo.isHidden()
