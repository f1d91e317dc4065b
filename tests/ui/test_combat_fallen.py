"""Fallen creatures after a fight: the next *Start combat* does not tick them, and a combat ended
before round 1 neither lists them as fallen nor offers *recuperar el aliento*."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ryf_desktop.session.fighting.harm import ManualHarm
from ryf_desktop.ui.combat.combat_dialogs import CombatSummaryDialog
from ryf_desktop.ui.combat.start_dialog import ID_ROLE, StartCombatDialog
from tests.ui.combat_demo import DemoTable, open_demo


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    yield table
    table.close()


def defeat_goblin_1_and_end(demo: DemoTable) -> int:
    demo.begin()
    goblin = demo.row("Goblin 1")
    harm = ManualHarm(demo.session, "99", combatant_id=goblin.id, armour=False, rng=demo.dice)
    assert demo.session.attempt(harm) is None
    assert goblin.token_id is not None
    summary = demo.controller.dialogs.end_combat_now()
    assert summary is not None
    summary.close()
    return goblin.token_id


def start_dialog(demo: DemoTable) -> StartCombatDialog:
    demo.controller.dialogs.start_combat()
    dialog = demo.controller.dialog
    assert isinstance(dialog, StartCombatDialog)
    return dialog


def test_the_next_start_does_not_tick_a_defeated_creature(demo: DemoTable) -> None:
    token_id = defeat_goblin_1_and_end(demo)
    dialog = start_dialog(demo)
    items = {dialog.tokens.item(n).data(ID_ROLE): dialog.tokens.item(n)
             for n in range(dialog.tokens.count())}
    assert items[token_id].checkState() == Qt.CheckState.Unchecked
    assert items[token_id].text() == "Goblin 1 (derrotado)"
    others = [item for key, item in items.items() if key != token_id]
    assert others and all(item.checkState() == Qt.CheckState.Checked for item in others)


def test_a_fight_ended_before_round_1_lists_no_fallen_and_offers_no_breath(
    demo: DemoTable,
) -> None:
    token_id = defeat_goblin_1_and_end(demo)
    dialog = start_dialog(demo)
    for n in range(dialog.tokens.count()):  # the GM ticks the body back, by hand
        if dialog.tokens.item(n).data(ID_ROLE) == token_id:
            dialog.tokens.item(n).setCheckState(Qt.CheckState.Checked)
    dialog.accept()
    summary = demo.controller.dialogs.end_combat_now()
    assert isinstance(summary, CombatSummaryDialog)
    assert summary.fallen_label.text() == "Nobody fell."
    assert summary.breath_checks == {} and not summary.breath_button.isEnabled()
