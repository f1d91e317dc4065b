"""Attacks over a fight: malherido and the double action lowering later rolls, undo and redo of
an attack, the preview's odds against ``rules.odds``, spells, opposed rolls, recovering breath."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ryf_desktop.rules.attacks import Cover
from ryf_desktop.rules.odds import check_odds, expected_damage
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.fighting.actions import CastSpell, OpposedRoll, RecoverBreath
from ryf_desktop.session.fighting.attack import Attack
from ryf_desktop.session.fighting.plan import AttackModifiers, attack_preview
from ryf_desktop.storage.records import Character, Combat, Combatant, MonsterInstance
from tests.scripted_rng import ScriptedRng
from tests.session.session_samples import SignalRecorder
from tests.session.test_attack_helpers import (
    PISTOL,
    SWORD,
    Fighter,
    add_character,
    add_monster,
    change,
    goblin_against_aldric,
    log_rows,
    move_token,
    read,
    row_dump,
    set_turn,
    start_combat,
)


def test_malherido_lowers_the_rank_of_later_rolls(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session, aldric_square=(6, 5))
    set_turn(session, aldric.combatant_id)
    before = attack_preview(session, aldric.combatant_id, goblin.combatant_id, "item:1")
    assert (before.rank, before.rank_reasons) == (0, ())

    set_turn(session, goblin.combatant_id)
    assert session.push(Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                               rng=ScriptedRng(3, 3, 9, 6, 4, 3)))  # → malherido
    set_turn(session, aldric.combatant_id)
    after = attack_preview(session, aldric.combatant_id, goblin.combatant_id, "item:1")
    assert (after.rank, after.rank_reasons) == (-1, ("malherido −1",))
    assert after.p_hit == check_odds(10, 16, -1).success < before.p_hit

    attack = Attack(session, aldric.combatant_id, goblin.combatant_id, "item:1",
                    rng=ScriptedRng(9, 2, 5))  # rank -1: the low die, 2 → 12
    assert session.push(attack)
    assert attack.outcome is not None and attack.outcome.total == 12
    data = json.loads(log_rows(session, "attack")[-1].data)
    assert (data["rank"], data["rank_reasons"]) == (-1, ["malherido −1"])


def test_a_double_action_lowers_the_rank_too(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session, aldric_square=(6, 5))
    change(session, Combatant, goblin.combatant_id, double_action=True)
    preview = attack_preview(session, goblin.combatant_id, aldric.combatant_id, "monster")
    assert (preview.rank, preview.rank_reasons) == (-1, ("double action −1",))


def test_undo_restores_wounds_state_budget_and_the_log(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session, aldric_square=(6, 5))
    rows: dict[str, tuple[Any, int | None]] = {
        "aldric": (Character, aldric.character_id),
        "goblin_row": (Combatant, goblin.combatant_id),
        "aldric_row": (Combatant, aldric.combatant_id),
    }
    before = {name: row_dump(session, *key) for name, key in rows.items()}
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(3, 3, 9, 6, 4, 3))
    assert session.push(attack)
    after = {name: row_dump(session, *key) for name, key in rows.items()}
    assert after != before
    assert len(log_rows(session, "attack")) == 1

    session.undo_stack.undo()
    assert {name: row_dump(session, *key) for name, key in rows.items()} == before
    assert log_rows(session, "attack") == []
    preview = attack_preview(session, goblin.combatant_id, aldric.combatant_id, "monster")
    assert preview.refusal is None  # the major is back

    session.undo_stack.redo()
    assert {name: row_dump(session, *key) for name, key in rows.items()} == after
    [line] = log_rows(session, "attack")
    assert line.text.endswith("Aldric is now malherido")


def test_undo_of_a_kill_brings_the_monster_back(session: CampaignSession) -> None:
    aldric_id = add_character(session, "Aldric", weapons=[SWORD])
    goblin_id = add_monster(session, "Goblin 1", pv=5)
    aldric = Fighter(character_id=aldric_id, square=(1, 1))
    goblin = Fighter(monster_id=goblin_id, square=(2, 2))
    start_combat(session, [aldric, goblin])
    assert session.push(Attack(session, aldric.combatant_id, goblin.combatant_id, "item:1",
                               rng=ScriptedRng(6, 6, 6, 5)))
    assert read(session, Combatant, goblin.combatant_id).out
    session.undo_stack.undo()
    assert not read(session, Combatant, goblin.combatant_id).out
    assert read(session, MonsterInstance, goblin.monster_id).wounds == 0


def test_an_attacker_that_is_out_cannot_attack(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session, wounds=21, aldric_square=(6, 5))  # inconsciente
    set_turn(session, aldric.combatant_id)
    preview = attack_preview(session, aldric.combatant_id, goblin.combatant_id, "item:1")
    assert preview.refusal is not None and "out of the fight" in preview.refusal


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    ata=st.integers(0, 30),
    defensa=st.integers(5, 40),
    damage=st.sampled_from(["1d6", "2d6+1", "3d6", "1d10+2"]),
    malherido=st.booleans(),
)
def test_preview_odds_are_those_of_rules_odds(
    session: CampaignSession,
    ata: int,
    defensa: int,
    damage: str,
    malherido: bool,
) -> None:
    goblin, aldric = _odds_combat(session)
    change(session, MonsterInstance, goblin.monster_id,
           fields=json.dumps({"ata": ata, "def": 10, "abs": 0, "dano": damage}))
    change(session, Character, aldric.character_id, wounds=15 if malherido else 0,
           destreza=max(1, min(20, defensa - 8)))
    preview = attack_preview(session, goblin.combatant_id, aldric.combatant_id, "monster")
    assert preview.refusal is None
    difficulty = max(1, min(20, defensa - 8)) + 3 + 5
    odds = check_odds(ata, difficulty, 0)
    assert preview.difficulty == difficulty
    assert (preview.p_hit, preview.p_critical, preview.p_fumble) == (
        odds.success, odds.critical, odds.fumble,
    )
    assert preview.expected_damage == expected_damage(
        damage, ata, difficulty, absorption=2, profile=session.profile, rank=0
    )


_ODDS: dict[int, tuple[Fighter, Fighter]] = {}


def _odds_combat(session: CampaignSession) -> tuple[Fighter, Fighter]:
    """One combat per session for the property above (examples share the fixture)."""
    key = id(session)
    if key not in _ODDS:
        _ODDS[key] = goblin_against_aldric(session, aldric_square=(6, 5))
    return _ODDS[key]


def test_ranged_preview_odds_use_the_rank_and_absorption(session: CampaignSession) -> None:
    mira_id = add_character(session, "Mira", weapons=[PISTOL], wounds=16)  # malherido
    goblin_id = add_monster(session, "Goblin 1", absorption=1)
    mira = Fighter(character_id=mira_id, square=(0, 0))
    goblin = Fighter(monster_id=goblin_id, square=(12, 0))
    start_combat(session, [mira, goblin])
    preview = attack_preview(session, mira.combatant_id, goblin.combatant_id, "item:1",
                             AttackModifiers(cover=Cover.MEDIUM))
    assert (preview.rank, preview.difficulty) == (-1, 24)
    odds = check_odds(11, 24, -1)
    assert (preview.p_hit, preview.p_critical, preview.p_fumble) == (
        odds.success, odds.critical, odds.fumble,
    )
    assert preview.expected_damage == expected_damage(
        "2d6", 11, 24, absorption=1, profile=session.profile, rank=-1
    )
    move_token(session, goblin.combatant_id, (2, 0))
    assert attack_preview(session, mira.combatant_id, goblin.combatant_id,
                          "item:1").difficulty == 15


def test_cast_spell_spends_a_major_and_the_mana(session: CampaignSession) -> None:
    mira_id = add_character(
        session, "Mira", inteligencia=8,
        spells=[{"name": "Luz", "level": 3, "difficulty": 15, "mana_cost": 4}],
    )
    goblin_id = add_monster(session, "Goblin 1")
    mira = Fighter(character_id=mira_id, square=(0, 0))
    goblin = Fighter(monster_id=goblin_id, square=(5, 0))
    start_combat(session, [mira, goblin])
    cast = CastSpell(session, mira.combatant_id, 1, rng=ScriptedRng(4, 5, 6))
    assert session.push(cast)
    assert cast.result is not None and cast.result.success
    assert read(session, Character, mira_id).mana_spent == 4
    assert read(session, Combatant, mira.combatant_id).majors_spent == 1
    assert log_rows(session, "spell")[-1].text == (
        "Mira casts Luz: 16 against 15 — succeeds; 4 maná spent, 20 left"
    )
    session.undo_stack.undo()
    assert read(session, Character, mira_id).mana_spent == 0


def test_opposed_roll_logs_both_and_the_winner(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session, aldric_square=(6, 5))
    roll = OpposedRoll(session, aldric.combatant_id, goblin.combatant_id, "Físico", 7,
                       "Ata", 5, rng=ScriptedRng(5, 5, 5, 4, 4, 4))
    assert session.push(roll)
    assert roll.result is not None and roll.result.winner == "first"
    [line] = log_rows(session, "opposed")
    assert line.text == "Aldric (Físico) 12 against Goblin 2 (Ata) 9 — Aldric wins"
    data = json.loads(line.data)
    assert (data["first_combatant_id"], data["second_combatant_id"]) == (
        aldric.combatant_id, goblin.combatant_id,
    )


def test_recover_breath_after_the_combat(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session, wounds=9, aldric_square=(6, 5))
    recorder = SignalRecorder(session)
    assert not session.push(RecoverBreath(session, [aldric.character_id or 0], ScriptedRng(3)))
    assert "still fighting" in recorder.failures()[0]
    change(session, Combat, read(session, Combatant, goblin.combatant_id).combat_id,
           status="ended")
    # Healing dice do not explode (RULES §11): the 6 stays a 6 and the 2 is never drawn.
    dice = ScriptedRng(6, 2)
    breath = RecoverBreath(session, [aldric.character_id or 0], dice)
    assert session.push(breath)
    assert dice.faces == [2]
    assert breath.healed == {aldric.character_id: 6}
    assert read(session, Character, aldric.character_id).wounds == 3
    assert log_rows(session, "recover_breath")[-1].text == (
        "Aldric recovers their breath: 1d6 (6) → 6 PV healed, 3 wounds left"
    )
    session.undo_stack.undo()
    assert read(session, Character, aldric.character_id).wounds == 9
