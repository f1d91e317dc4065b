"""Manual damage and healing (issue #15): amounts and dice, armour on and off, the healing floor,
the state and ``out`` as after an attack, the log line, undo and redo, refusals in words."""

from __future__ import annotations

import json

import pytest

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.fighting.harm import HARM_KIND, ManualHarm
from ryf_desktop.storage.records import Character, Combatant, MapToken, MonsterInstance
from tests.scripted_rng import ScriptedRng
from tests.session.session_samples import SignalRecorder
from tests.session.test_attack_helpers import (
    ARMOUR_2,
    add_character,
    change,
    goblin_against_aldric,
    log_rows,
    read,
)


def harm(session: CampaignSession, amount: str, rng: ScriptedRng | None = None,
         **options: object) -> ManualHarm:
    command = ManualHarm(session, amount, rng=rng or ScriptedRng(), **options)  # type: ignore[arg-type]
    assert session.push(command)
    return command


def test_a_typed_amount_hurts_a_creature_through_its_armour_and_logs_the_reason(
    session: CampaignSession,
) -> None:
    goblin, _ = goblin_against_aldric(session)
    change(session, MonsterInstance, goblin.monster_id,
           fields=json.dumps({"ini": 15, "ata": 14, "def": 16, "abs": 2, "dano": "2d6"}))
    command = harm(session, "7", combatant_id=goblin.combatant_id, reason="molotov")
    assert command.result is not None
    assert (command.result.rolled, command.result.absorbed, command.result.change) == (7, 2, 5)
    assert read(session, MonsterInstance, goblin.monster_id).wounds == 5
    assert read(session, Combatant, goblin.combatant_id).damage_taken == 5
    [line] = log_rows(session, HARM_KIND)
    assert line.text == "Goblin 2 takes 7 damage (molotov), absorbs 2 → 5 wounds"
    assert json.loads(line.data)["rolled"] == 7


def test_damage_dice_explode_and_armour_can_be_left_out(session: CampaignSession) -> None:
    _, aldric = goblin_against_aldric(session, wounds=3)
    # 2d6+1: 6 explodes into 3, then 2: 6 + 3 + 2 + 1 = 12; armour 2 not applied.
    command = harm(session, "2d6+1", ScriptedRng(6, 3, 2), combatant_id=aldric.combatant_id,
                   armour=False)
    assert command.result is not None and command.result.change == 12
    # 21 PV − 15 wounds = 6 ≤ Físico 7.
    assert read(session, Character, aldric.character_id).wounds == 15
    assert log_rows(session, HARM_KIND)[-1].text == (
        "Aldric takes 12 damage: 2d6+1 (6→3, 2), armour not applied → 12 wounds; "
        "Aldric is now malherido"
    )


def test_armour_never_makes_damage_negative(session: CampaignSession) -> None:
    _, aldric = goblin_against_aldric(session, wounds=0)
    command = harm(session, "1", combatant_id=aldric.combatant_id)
    assert command.result is not None
    assert (command.result.absorbed, command.result.change) == (1, 0)
    assert read(session, Character, aldric.character_id).wounds == 0


def test_healing_dice_do_not_explode_and_wounds_stop_at_zero(session: CampaignSession) -> None:
    _, aldric = goblin_against_aldric(session, wounds=4)
    dice = ScriptedRng(6, 5)
    command = harm(session, "1d6", dice, combatant_id=aldric.combatant_id, healing=True)
    assert dice.faces == [5]  # the 6 did not explode
    assert command.result is not None
    assert (command.result.rolled, command.result.wounds_after) == (6, 0)
    assert read(session, Character, aldric.character_id).wounds == 0
    assert log_rows(session, HARM_KIND)[-1].text == "Aldric is healed 6 PV: 1d6 (6) → 0 wounds left"
    # Healing is not damage taken.
    assert read(session, Combatant, aldric.combatant_id).damage_taken == 0


def test_a_creature_brought_down_is_out_and_back_in_when_healed(session: CampaignSession) -> None:
    goblin, _ = goblin_against_aldric(session)
    harm(session, "12", combatant_id=goblin.combatant_id)
    assert read(session, Combatant, goblin.combatant_id).out
    assert "Goblin 2 is now derrotado" in log_rows(session, HARM_KIND)[-1].text
    harm(session, "3", combatant_id=goblin.combatant_id, healing=True)
    assert not read(session, Combatant, goblin.combatant_id).out


def test_a_character_out_of_combat_through_its_sheet_armour(session: CampaignSession) -> None:
    mira = add_character(session, "Mira", armour=ARMOUR_2, fisico=6)
    harm(session, "5", character_id=mira, reason="caída")
    assert read(session, Character, mira).wounds == 3
    [line] = log_rows(session, HARM_KIND)
    assert (line.character_id, line.combat_id) == (mira, None)
    assert line.text == "Mira takes 5 damage (caída), absorbs 2 → 3 wounds"


def test_one_undoable_step_with_redo(session: CampaignSession) -> None:
    goblin, _ = goblin_against_aldric(session)
    harm(session, "12", combatant_id=goblin.combatant_id)
    session.undo_stack.undo()
    assert read(session, MonsterInstance, goblin.monster_id).wounds == 0
    row = read(session, Combatant, goblin.combatant_id)
    assert (row.out, row.damage_taken) == (False, 0)
    assert log_rows(session, HARM_KIND) == []
    session.undo_stack.redo()
    assert read(session, MonsterInstance, goblin.monster_id).wounds == 12
    assert read(session, Combatant, goblin.combatant_id).out
    assert len(log_rows(session, HARM_KIND)) == 1


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("dos", "“dos” is not an amount or dice: type a number such as 7, or dice such as 2d6+1."),
        ("", "“” is not an amount or dice: type a number such as 7, or dice such as 2d6+1."),
        ("1o3d10", "Damage and healing are rolled with ordinary dice, such as 2d6+1, not 1o3d10."),
    ],
)
def test_a_bad_expression_is_refused_in_words_and_changes_nothing(
    session: CampaignSession, typed: str, message: str
) -> None:
    goblin, _ = goblin_against_aldric(session)
    recorder = SignalRecorder(session)
    assert not session.push(
        ManualHarm(session, typed, combatant_id=goblin.combatant_id, rng=ScriptedRng())
    )
    assert recorder.failures() == [message]
    assert read(session, MonsterInstance, goblin.monster_id).wounds == 0
    assert session.undo_stack.count() == 0


def test_the_line_of_a_hidden_creature_is_secret_and_a_visible_ones_is_not(
    session: CampaignSession,
) -> None:
    goblin, aldric = goblin_against_aldric(session)
    harm(session, "2", combatant_id=aldric.combatant_id)
    [token] = session.model.of(MapToken, "monster_id", int(goblin.monster_id or 0))
    change(session, MapToken, token.id, hidden=True)
    harm(session, "2", combatant_id=goblin.combatant_id)
    harm(session, "1", combatant_id=aldric.combatant_id, secret=True)
    secrets = [json.loads(line.data).get("secret", False) for line in log_rows(session, HARM_KIND)]
    assert secrets == [False, True, True]
    assert [line.secret for line in session.log(3)] == [False, True, True]
