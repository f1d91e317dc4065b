"""An attack's first run past the ORM: its fighters' rows come from the undo photograph, its
plan equals the one read afresh, and the tracker patched after it (or after a turn that opens
a round) equals the whole combat read again."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from ryf_desktop.session import CampaignSession, attack_queries, combat_queries, queries
from ryf_desktop.session.attack_commands import Attack
from ryf_desktop.session.attack_queries import attack_preview, plan_attack
from ryf_desktop.session.combat_commands import NextTurn
from ryf_desktop.session.combat_queries import combat_view, current_combat, expect_step, step_done
from ryf_desktop.storage import raw_sql
from ryf_desktop.storage.raw_sql import Rows, select_rows, table_of
from ryf_desktop.storage.tables import Character, Combatant, MonsterInstance
from tests.scripted_rng import ScriptedRng
from tests.session.test_attack_helpers import (
    SWORD,
    Fighter,
    add_character,
    add_monster,
    goblin_against_aldric,
    log_rows,
    read,
    row_dump,
    start_combat,
)


def _no_read(*_: object) -> Any:
    raise AssertionError("read again a row the photograph holds")


def test_an_attack_reads_its_fighters_from_the_undo_photograph(
    session: CampaignSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    goblin, aldric = goblin_against_aldric(session)
    aldric_before = row_dump(session, Character, aldric.character_id)
    # Neither the combatants nor the character nor the monster are read a second time.
    monkeypatch.setattr(attack_queries, "row_by_id", _no_read)
    monkeypatch.setattr(queries, "fast_get", _no_read)
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(3, 3, 9, 6, 4, 3))
    assert session.push(attack)
    monkeypatch.undo()

    assert attack.outcome is not None and attack.outcome.wounds == 11
    assert [line.text for line in log_rows(session, "attack")] == [
        (
            "Goblin 2 attacks Aldric: 17 against Defensa 16 — hits; damage 2d6 (6→4, 3) = 13, "
            "absorbs 2 → 11 wounds; Aldric is now malherido"
        )
    ]
    # Only the wounds of the character changed, written past the ORM.
    assert row_dump(session, Character, aldric.character_id) == {**aldric_before, "wounds": 14}
    goblin_row = read(session, Combatant, goblin.combatant_id)
    assert (goblin_row.majors_spent, goblin_row.majors_left, goblin_row.damage_dealt) == (
        1, 0, 11
    )
    session.undo_stack.undo()
    assert row_dump(session, Character, aldric.character_id) == aldric_before
    assert log_rows(session, "attack") == []


def test_a_preview_reads_the_rows_itself(
    session: CampaignSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    goblin, aldric = goblin_against_aldric(session)
    read_ids: list[int] = []
    real = raw_sql.row_by_id

    def spy(db: Any, table: Any, row_id: int) -> Any:
        read_ids.append(row_id)
        return real(db, table, row_id)

    monkeypatch.setattr(attack_queries, "row_by_id", spy)
    preview = attack_preview(session, goblin.combatant_id, aldric.combatant_id, "monster")
    assert preview.refusal is None and preview.difficulty == 16
    # Both combatants and their monster and character.
    assert len(read_ids) == 4


def test_the_plan_from_rows_read_already_equals_the_plan_read_afresh(
    session: CampaignSession,
) -> None:
    aldric_id = add_character(session, "Aldric", weapons=[SWORD], wounds=16)
    ogre_id = add_monster(session, "Ogro 1", pv=30, absorption=1, damage="3d6", wounds=4)
    aldric = Fighter(character_id=aldric_id, square=(4, 4))
    ogre = Fighter(monster_id=ogre_id, square=(5, 5))
    start_combat(session, [aldric, ogre])
    with session.file.transaction() as db:
        rows: dict[tuple[str, int], dict[str, Any]] = {}
        for model, row_id in (
            (Combatant, aldric.combatant_id), (Combatant, ogre.combatant_id),
            (Character, aldric_id), (MonsterInstance, ogre_id),
        ):
            table = table_of(model)
            (rows[(table.name, row_id)],) = select_rows(db, table, Rows("id", (row_id,)))

        def known(model: Any, row_id: int) -> dict[str, Any] | None:
            return rows.get((table_of(model).name, row_id))

        key = "item:1"
        afresh = plan_attack(db, session.profile, aldric.combatant_id, ogre.combatant_id, key)
        given = plan_attack(
            db, session.profile, aldric.combatant_id, ogre.combatant_id, key, known=known
        )
    # A turn budget is compared by what it shows (it has no equality of its own).
    assert replace(given, budget=afresh.budget) == afresh
    assert repr(given.budget) == repr(afresh.budget)
    assert given.preview.refusal is None
    # Malherido (16 wounds of 28) shows in the rank; the ogre's wounds in its values.
    assert given.preview.rank_reasons and given.target.wounds == 4
    assert given.attacker_owner["wounds"] == 16


def _patched_equals_full_read(
    session: CampaignSession,
    monkeypatch: pytest.MonkeyPatch,
    combat_id: int,
    command: Any,
    changed: Any,
) -> None:
    current_combat(session)  # the view a step patches
    expect_step(session, combat_id, changed)
    generation = session.generation
    assert session.push(command)
    step_done(session, generation)
    with monkeypatch.context() as patch:
        patch.setattr(combat_queries, "_read_current", _no_read)  # the patched path, only
        patched = current_combat(session)
    assert patched == combat_view(session, combat_id)


def test_the_tracker_patched_after_an_attack_is_the_combat_read_again(
    session: CampaignSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    goblin, aldric = goblin_against_aldric(session, wounds=20)
    bystander = Fighter(monster_id=add_monster(session, "Goblin 3"), square=(1, 1),
                        extra={"initiative_fumble": True})
    combat_id = start_combat(session, [goblin, aldric, bystander])
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(3, 3, 9, 6, 4, 3))
    _patched_equals_full_read(
        session, monkeypatch, combat_id, attack,
        lambda: (goblin.combatant_id, aldric.combatant_id),
    )
    view = combat_view(session, combat_id)
    shown = {row.id: row for row in view.combatants}
    assert shown[aldric.combatant_id].out  # 31 wounds of 28: inconsciente
    assert not shown[bystander.combatant_id].acts_this_round  # a fumbler in round 1


def test_the_tracker_patched_after_a_turn_that_opens_a_round_is_the_combat_read_again(
    session: CampaignSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The fumbler is no part of the step, yet acts from round 2 on.
    first = Fighter(monster_id=add_monster(session, "Goblin 1"), square=(1, 1))
    fumbler = Fighter(monster_id=add_monster(session, "Goblin 2"), square=(2, 1),
                      extra={"initiative_fumble": True})
    last = Fighter(character_id=add_character(session, "Aldric"), square=(3, 1))
    combat_id = start_combat(session, [first, fumbler, last], active=2)
    step = NextTurn(session, combat_id)
    _patched_equals_full_read(session, monkeypatch, combat_id, step, step.changed_combatants)
    view = combat_view(session, combat_id)
    assert view.round == 2 and view.active_id == first.combatant_id
    shown = {row.id: row for row in view.combatants}
    assert shown[fumbler.combatant_id].acts_this_round


def test_the_log_shows_each_attack_s_own_detail_after_an_undo(session: CampaignSession) -> None:
    # The details are parsed once per text: an undone line and its successor differ.
    goblin, aldric = goblin_against_aldric(session, shield=True)  # Defensa 18
    details: list[str] = []
    for dice in ((4, 4, 9, 2, 3), (2, 3, 9)):  # a hit, then a miss
        attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                        rng=ScriptedRng(*dice))
        assert session.push(attack)
        [line] = log_rows(session, "attack")
        shown = session.log(8)[-1]
        assert (shown.id, shown.text) == (line.id, line.text)
        assert shown.detail == json.loads(line.data)["detail"]
        details.append(shown.detail)
        session.undo_stack.undo()
    assert details[0] != details[1]
