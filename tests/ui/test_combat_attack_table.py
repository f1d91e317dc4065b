"""The attack dialog at the table: the typed distance moves the band and the odds as it is
typed; damage dice typed apart by spaces are taken; a refusal is said in words and goes away
with the next attack made; the target offered first is the nearest enemy the players see."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from ryf_desktop.session.maps.tokens import SetTokenHidden
from ryf_desktop.ui.combat.attack_dialog import AttackDialog
from tests.ui.combat_demo import DemoTable, open_demo


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    table.begin()  # Álex acts, his pistol (10/25/50 m) in hand
    yield table
    table.close()


def attack(demo: DemoTable, target: str | None = None) -> AttackDialog:
    dialog = demo.controller.attacks.open_attack(None if target is None else demo.row(target).id)
    assert isinstance(dialog, AttackDialog)
    demo.qtbot.waitExposed(dialog)
    return dialog


def test_the_typed_distance_moves_the_band_and_the_odds(demo: DemoTable) -> None:
    dialog = attack(demo, "Goblin 1")
    preview = dialog.preview_shown
    assert preview is not None and preview.band is not None
    assert preview.band.value == "media"  # 15 m on the map
    hit_before = dialog.hit_tile.value_label.text()
    dialog.distance_spin.setFocus()
    dialog.distance_spin.lineEdit().selectAll()
    QTest.keyClicks(dialog.distance_spin, "5")
    assert dialog.distance_label.text() == "Distance 5 m · corta"
    assert dialog.preview_shown is not None and dialog.preview_shown.difficulty == 15
    assert dialog.hit_tile.value_label.text() != hit_before
    QTest.keyClicks(dialog.distance_spin, "0")  # 50 m: long
    assert dialog.distance_label.text() == "Distance 50 m · larga"


def test_damage_dice_typed_apart_by_spaces(demo: DemoTable) -> None:
    dialog = attack(demo, "Goblin 1")
    dialog.distance_spin.setValue(5.0)  # corta: 15
    QTest.keyClicks(dialog.throws_edit, "9 9 9")
    QTest.keyClicks(dialog.damage_edit, "4 3")
    dialog.table_button.click()
    assert dialog.table_error.text() == ""
    assert "Goblin 1" in demo.session.log(1)[-1].text
    assert demo.dice.faces == [] and demo.dice.calls[-1:] != [(1, 6)]  # no die of the program


def test_a_refusal_in_words_then_gone_after_the_next_attack(
    demo: DemoTable, refusals: list[str]
) -> None:
    dialog = attack(demo, "Goblin 1")
    dialog.distance_spin.setValue(5.0)
    steps = demo.session.undo_stack.count()
    QTest.keyClicks(dialog.throws_edit, "9 9 9")
    QTest.keyClicks(dialog.damage_edit, "4 3 2 2")
    dialog.table_button.click()
    refusal = dialog.table_error.text()
    assert refusal.startswith("Too many damage dice typed: 4 3 2 2."), refusal
    assert "[" not in refusal
    assert demo.session.undo_stack.count() == steps
    status = demo.window.statusBar()
    assert status.currentMessage() == refusal and refusals == [refusal]
    demo.dice.faces.extend([9, 9, 9, 4, 3])
    dialog.roll_button.click()
    assert demo.session.undo_stack.count() == steps + 1
    assert dialog.table_error.text() == ""
    assert status.currentMessage() == ""


def test_the_nearest_enemy_is_offered_first(demo: DemoTable) -> None:
    # Goblin 3 comes first in the round; Goblin 1 stands nearest to Álex (15 m).
    dialog = attack(demo)
    assert dialog.target_id() == demo.row("Goblin 1").id
    dialog.close()


def test_a_hidden_enemy_is_not_offered_first(demo: DemoTable) -> None:
    goblin_1 = demo.row("Goblin 1")
    assert goblin_1.token_id is not None
    assert demo.session.attempt(SetTokenHidden(demo.session, goblin_1.token_id, True)) is None
    dialog = attack(demo)
    assert dialog.target_id() == demo.row("Goblin 2").id  # the next nearest, 16.5 m
