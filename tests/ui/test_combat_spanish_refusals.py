"""No English in the Spanish combat flow: the refusals of typed initiative dice (a throw that
exploded) and of a reload without a major action left are said in Spanish, in a sentence."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from ryf_desktop.session.fighting.harm import ManualHarm
from ryf_desktop.ui.combat.start_dialog import InitiativeDialog
from tests.ui.combat_demo import DemoTable, open_demo
from tests.ui.test_translations import compiled_qm, spanish

__all__ = ["compiled_qm", "spanish"]  # fixtures, used by name

ENGLISH = ("throw", "exploded", "No major", "left this turn", "cannot be used:")


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path, spanish: object) -> Iterator[DemoTable]:
    del spanish
    table = open_demo(qtbot, tmp_path)
    yield table
    table.close()


def test_an_exploded_initiative_throw_is_said_in_spanish(
    demo: DemoTable, refusals: list[str]
) -> None:
    demo.controller.dialogs.type_initiative(demo.row("Goblin 1").id)
    dialog = demo.controller.dialog
    assert isinstance(dialog, InitiativeDialog)
    QTest.keyClicks(dialog.dice_edit, "3 10 10")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    message = dialog.error.text()
    assert "explotó" in message and "3 10 10 / 3 4 7" in message, message
    assert not any(word in message for word in ENGLISH), message
    assert dialog.error.wordWrap()
    assert refusals == [message]


def test_a_reload_without_a_major_action_is_refused_in_spanish(
    demo: DemoTable, refusals: list[str]
) -> None:
    demo.begin()
    demo.turn_of("Ramón Galán")
    ramon = demo.row("Ramón Galán")
    stats = demo.controller.fighters_of(ramon.id)
    assert stats is not None
    shotgun = next(option for option in stats.attacks if option.reload)
    demo.dice.faces.extend([2, 2, 2])  # a miss
    report = demo.controller.attacks.attack(ramon.id, demo.row("Goblin 4").id, shotgun.key)
    assert report.problem is None
    demo.controller.other.reload(shotgun.key)
    message = demo.dock.view.message_label.text()
    assert message.startswith("A Ramón Galán no le queda ninguna acción mayor"), message
    assert not any(word in message for word in ENGLISH), message
    assert refusals == [message]



def test_the_log_words_a_state_and_one_wound_in_good_spanish(demo: DemoTable) -> None:
    demo.begin()
    marta = demo.row("Marta Vidal")
    details = demo.session.character(marta.character_id or 0)
    assert details is not None
    fisico = details.character.fisico
    harm = ManualHarm(demo.session, str(marta.pv_max - fisico), combatant_id=marta.id,
                      armour=False, rng=demo.dice)
    assert demo.session.attempt(harm) is None
    line = demo.session.log(1)[-1].text
    assert "Marta Vidal pasa al estado malherido" in line, line
    assert "queda malherido" not in line
    goblin = demo.row("Goblin 1")
    one = ManualHarm(demo.session, "1", combatant_id=goblin.id, armour=False, rng=demo.dice)
    assert demo.session.attempt(one) is None
    assert demo.session.log(1)[-1].text.endswith("→ 1 herida"), demo.session.log(1)[-1].text
