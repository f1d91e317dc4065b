"""The opposed roll as a GM makes it on the demo (the GM's report: the modifier was 8 for everyone,
and the result showed no dice and no rank): the modifier comes from the chosen combatant's
attribute or skill, a creature's value is typed by the GM (the bestiary gives it no attributes),
and the result shows each side's dice and rank — malherido Ramón's −1 among them — as the log's
detail keeps them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ryf_desktop.session.character_commands import SetWounds
from ryf_desktop.ui.combat.opposed_dialog import OpposedRollDialog
from tests.ui.combat_demo import DemoTable, open_demo


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    yield table
    table.close()


def opposed(demo: DemoTable, first: str, second: str) -> OpposedRollDialog:
    dialog = demo.controller.dialogs.open_opposed(demo.row(first).id)
    assert isinstance(dialog, OpposedRollDialog)
    dialog.second_combo.setCurrentIndex(dialog.second_combo.findData(demo.row(second).id))
    return dialog


def test_the_modifier_is_the_chosen_characters_attribute_or_skill(demo: DemoTable) -> None:
    demo.begin()
    dialog = opposed(demo, "Ramón Galán", "Marta Vidal")
    # The demo's sheets: Ramón Físico 7, Marta Físico 9 (RULES §2: each side its own total).
    assert dialog.first_label.text() == "Físico"
    assert dialog.first_modifier.value() == 7
    assert dialog.second_modifier.value() == 9
    assert dialog.notes[0].text() == "Físico 7"
    dialog.second_label.setText("Percepción")
    dialog.second_label.editingFinished.emit()
    assert dialog.second_modifier.value() == 8
    # A skill adds its attribute; one the character lacks has 0 points and rolls at −1 (§2).
    dialog.first_label.setText("sigilo")
    dialog.first_label.editingFinished.emit()
    assert dialog.first_modifier.value() == 6 and dialog.notes[0].text() == (
        "Destreza 6 + Sigilo 0 · no points in Sigilo −1")


def test_a_creatures_value_is_typed_and_the_result_shows_dice_and_rank(demo: DemoTable) -> None:
    demo.begin()
    ramon = demo.row("Ramón Galán")
    assert ramon.character_id is not None
    assert demo.session.push(SetWounds(demo.session, ramon.character_id, 16))  # malherido
    dialog = opposed(demo, "Ramón Galán", "Goblin 2")
    assert dialog.first_modifier.value() == 7
    assert dialog.notes[0].text() == "Físico 7 · malherido −1"
    assert "Goblin 2 is a creature" in dialog.notes[1].text()
    assert "Ata" in dialog.notes[1].text()
    before = demo.session.undo_stack.count()
    dialog.roll_button.click()
    assert demo.session.undo_stack.count() == before  # nothing rolled before the value is typed
    assert "Type the value Goblin 2 rolls first" in dialog.error.text()
    dialog.second_modifier.setValue(5)
    demo.dice.faces.extend([2, 6, 9, 4, 4, 4])
    dialog.roll_button.click()
    result = dialog.result_label.text()
    # Ramón: (2,6,9) at rank −1 keeps 2: 9; Goblin 2: (4,4,4) keeps 4: 9 — a tie, shown so.
    assert "Ramón Galán (Físico) 9 against Goblin 2 (Físico) 9" in result
    assert "Ramón Galán: 1o3d10 rank -1 (malherido −1): " in result
    assert "= 2 + 7 = 9" in result
    assert "Goblin 2: 1o3d10 rank 0: " in result
    line = demo.session.log(1)[0]
    assert "malherido −1" in line.detail and "Goblin 2: " in line.detail
