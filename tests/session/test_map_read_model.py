"""The map's read model (session.present.map_view): worked out once per step, the same values
while a step leaves them as they were, dropped by the steps that change them; and a creature
added to a combat on a map stands next to its side (the one placement rule)."""

from __future__ import annotations

import random

from ryf_desktop.session import CampaignSession, map_commands
from ryf_desktop.session.combat import AddCombatant, StartCombat
from ryf_desktop.session.events import Changed
from ryf_desktop.session.present.map_view import affects, dropped_by, map_view_of
from tests.session.test_combat_helpers import add_character, add_map, add_token
from tests.session.test_combat_initiative import failures


def test_a_reveal_keeps_the_tokens_and_a_move_reads_them_again(
    session: CampaignSession,
) -> None:
    failed = failures(session)
    map_id = add_map(session)
    hero = add_character(session, "Hero")
    token = add_token(session, map_id, (2, 2), character_id=hero)
    read = map_view_of(session)
    assert map_view_of(session) is read
    first = read.view(map_id)
    assert first is not None and read.view(map_id) is first
    every = [(x, y) for y in range(10) for x in range(20)]
    assert session.push(map_commands.PaintSquares(session, map_id, "fog", every, True)), failed
    assert session.push(map_commands.RevealFromSight(session, map_id)), failed
    revealed = read.view(map_id)
    assert revealed is not None and revealed is not first
    assert revealed.tokens is first.tokens  # a reveal reads no token
    assert len(revealed.fog) < len(every)
    assert session.push(map_commands.MoveToken(session, token, 3, 2)), failed
    moved = read.view(map_id)
    assert moved is not None and [(t.x, t.y) for t in moved.tokens] == [(3, 2)]
    assert read.active_token_id(map_id) is None
    session.undo_stack.undo()
    back = read.view(map_id)
    assert back is not None and [(t.x, t.y) for t in back.tokens] == [(2, 2)]


def test_one_predicate_says_what_a_step_drops() -> None:
    assert not dropped_by(Changed(map_squares=frozenset({1}))).anything
    assert affects(Changed(map_squares=frozenset({1})), 1)
    assert not affects(Changed(map_squares=frozenset({2})), 1)
    assert dropped_by(Changed(tokens=frozenset({5}))).tokens
    assert dropped_by(Changed(combat_list=True)).active
    assert not affects(Changed(log_added=(3,)), 1)


def test_a_creature_added_to_a_combat_stands_next_to_the_creatures(
    session: CampaignSession,
) -> None:
    failed = failures(session)
    map_id = add_map(session, 20, 10)
    hero = add_character(session, "Hero")
    token = add_token(session, map_id, (0, 0), character_id=hero)
    start = StartCombat(session, "Pelea", map_id=map_id, token_ids=[token],
                        monsters=[("Goblin", 1)], rng=random.Random(1))
    assert session.push(start), failed
    view = map_view_of(session).view(map_id)
    assert view is not None
    first = next(t for t in view.tokens if t.name == "Goblin 1")
    assert session.push(AddCombatant(session, start.combat_id or 0, monster_name="Goblin",
                                     rng=random.Random(1))), failed
    view = map_view_of(session).view(map_id)
    assert view is not None
    second = next(t for t in view.tokens if t.name == "Goblin 2")
    assert max(abs(second.x - first.x), abs(second.y - first.y)) == 1
