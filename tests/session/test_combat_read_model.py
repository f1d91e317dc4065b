"""The combat read model (session/present/combat_view.py): the current combat and its active
combatant, the targets an attack offers (enemies first, the nearest first offered), who may move
a token and why not — the same refusal the session gives a move out of turn — and the values
dropped after a step that names them, kept after one that does not."""

from __future__ import annotations

from dataclasses import replace

from ryf_desktop.rules.sides import SIDE_MONSTER, SIDE_NPC, SIDE_PC, enemies, side_of_character
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import MoveCombatant, NextTurn
from ryf_desktop.session.present.combat_view import (
    COMBAT,
    FREE,
    OVERRIDE,
    breathers,
    combat_view_of,
)
from tests.session.test_combat_initiative import failures
from tests.session.test_combat_moves import aldrics_turn


def test_sides_are_characters_against_creatures() -> None:
    assert side_of_character("pc") == SIDE_PC and side_of_character("npc") == SIDE_NPC
    assert side_of_character(None) == SIDE_MONSTER
    assert enemies(SIDE_PC, SIDE_MONSTER) and enemies(SIDE_MONSTER, SIDE_NPC)
    assert not enemies(SIDE_PC, SIDE_NPC) and not enemies(SIDE_MONSTER, SIDE_MONSTER)


def test_the_combat_its_active_combatant_and_the_targets(session: CampaignSession) -> None:
    enc = aldrics_turn(session)
    reads = combat_view_of(session)
    assert combat_view_of(session) is reads  # one per session
    combat = reads.combat
    assert combat is not None and combat.id == enc.combat_id
    assert reads.active is not None and reads.active.name == "Aldric"
    targets = reads.targets(enc.ids()["Aldric"])
    # Enemies first, in the round's order; the ally after.
    assert [(target.name, target.enemy) for target in targets] == [
        *((row.name, True) for row in combat.combatants if row.side == SIDE_MONSTER),
        ("Brunilda", False)]
    assert reads.first_target(enc.ids()["Aldric"]) in {enc.ids()["Goblin 1"],
                                                       enc.ids()["Goblin 2"]}


def test_only_the_active_token_moves_with_the_session_s_own_refusal(
    session: CampaignSession,
) -> None:
    enc = aldrics_turn(session)
    reads = combat_view_of(session)
    ids = enc.ids()
    assert reads.movement(enc.map_id, enc.aldric_token, override=False).mode == COMBAT
    refused = reads.movement(enc.map_id, enc.brunilda_token, override=False)
    assert refused.mode is None and refused.combatant_id == ids["Brunilda"]
    failed = failures(session)
    assert not session.push(MoveCombatant(session, ids["Brunilda"], (3, 6)))
    assert failed[-1] == refused.refusal  # one refusal, the session's
    anyway = reads.movement(enc.map_id, enc.brunilda_token, override=True)
    assert (anyway.mode, anyway.combatant_id) == (OVERRIDE, ids["Brunilda"])
    # Another map, or no token of the fight: free.
    assert reads.movement(enc.map_id + 1, enc.brunilda_token, override=False).mode == FREE
    assert reads.movement(enc.map_id, 9999, override=False).mode == FREE


def test_a_step_that_names_the_combat_drops_it_and_says_so(session: CampaignSession) -> None:
    enc = aldrics_turn(session)
    reads = combat_view_of(session)
    said: list[None] = []
    reads.changed.connect(lambda: said.append(None))
    before = reads.combat
    assert reads.combat is before  # worked out once
    assert session.push(NextTurn(session, enc.combat_id))
    assert said and reads.combat is not before
    assert reads.active is not None and reads.active.name != "Aldric"


def test_the_player_characters_standing_recover_breath_after_a_fight_fought(
    session: CampaignSession,
) -> None:
    enc = aldrics_turn(session)
    combat = combat_view_of(session).combat
    assert combat is not None
    assert sorted(breathers(combat)) == sorted([(enc.aldric, "Aldric"),
                                                (enc.brunilda, "Brunilda")])
    assert breathers(replace(combat, status="preparing")) == []


def test_a_view_that_listened_before_the_read_model_existed_reads_it_fresh(
    session: CampaignSession,
) -> None:
    # The read models drop what a step makes stale on the session's ``stale`` signal, told
    # before ``changed``: a view connected to ``changed`` first still reads the new turn.
    enc = aldrics_turn(session)
    seen: list[str | None] = []

    def read(_event: object) -> None:
        active = combat_view_of(session).active
        seen.append(None if active is None else active.name)

    session.changed.connect(read)
    reads = combat_view_of(session)
    before = reads.active
    assert before is not None and before.name == "Aldric"
    assert session.push(NextTurn(session, enc.combat_id))
    after = reads.active
    assert after is not None and after.name != "Aldric"
    assert seen == [after.name]
