"""Tokens put on a map without the GM picking every square: a character dropped on a square, a
combatant put on the map, and every combatant of a new combat placed next to its side."""

from __future__ import annotations

import random

from ryf_desktop.rules.placement import Ground
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import StartCombat, combat_view
from ryf_desktop.session.map_placement import PutCharacterOnMap, PutCombatantOnMap
from ryf_desktop.session.map_queries import TokenView, map_view
from ryf_desktop.storage import pack_squares
from ryf_desktop.storage.tables import Combat
from tests.session.test_combat_helpers import add_character, add_map, add_token
from tests.session.test_combat_initiative import failures

Square = tuple[int, int]


def tokens_by_name(session: CampaignSession, map_id: int) -> dict[str, TokenView]:
    return {token.name: token for token in map_view(session.model, map_id).tokens}


def touches(a: Square, b: Square) -> bool:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1


# --------------------------------------------------------------------------- the search


def test_the_search_stays_on_the_side_of_the_wall_until_that_side_is_full() -> None:
    wall = frozenset((3, y) for y in range(3))
    ground = Ground(7, 3, wall)
    for y in range(3):
        ground.stand(("c", 10 + y), (2, y), 1)  # the side, against the wall
        ground.stand(("m", 20 + y), (1, y), 1)  # others behind it
    ground.stand(("m", 30), (0, 0), 1)
    ground.stand(("m", 31), (0, 1), 1)
    centre = ground.centre_of([("c", 10), ("c", 11), ("c", 12)])
    assert centre == (2.0, 1.0)
    # (4, 1), past the wall, is nearer; (0, 2) is on the side's side of it.
    assert ground.free_square_near(centre) == (0, 2)
    ground.stand(("m", 32), (0, 2), 1)
    assert ground.free_square_near(centre) == (4, 1)


def test_the_search_never_gives_a_wall_a_closed_door_or_a_taken_square() -> None:
    blocked = frozenset({(1, 1), (2, 1)})
    ground = Ground(3, 2, blocked)
    ground.stand(("c", 1), (0, 0), 1)
    picked = []
    while (square := ground.free_square_near((1.0, 1.0))) is not None:
        assert square not in blocked and square not in ground.taken
        picked.append(square)
        ground.stand(("m", len(picked)), square, 1)
    assert sorted(picked) == [(0, 1), (1, 0), (2, 0)]


# --------------------------------------------------------------------------- a new combat


def test_a_new_combat_puts_every_combatant_without_a_token_next_to_its_side(
    session: CampaignSession,
) -> None:
    failed = failures(session)
    map_id = add_map(session, walls=pack_squares({(3, 5), (3, 4), (1, 5)}))
    aldric, brunilda = add_character(session, "Aldric"), add_character(session, "Brunilda")
    newcomer = add_character(session, "Nuevo")
    tokens = [add_token(session, map_id, (2, 4), character_id=aldric),
              add_token(session, map_id, (2, 6), character_id=brunilda)]
    before = map_view(session.model, map_id).tokens
    start = StartCombat(session, "Emboscada", map_id=map_id, token_ids=tokens,
                        character_ids=[newcomer], monsters=[("Goblin", 3)],
                        rng=random.Random(2))
    assert session.push(start), failed
    placed = tokens_by_name(session, map_id)
    assert set(placed) == {"Aldric", "Brunilda", "Nuevo", "Goblin 1", "Goblin 2", "Goblin 3"}
    # Between the two PCs is the square (2, 5): free, and next to both.
    assert (placed["Nuevo"].x, placed["Nuevo"].y) == (2, 5)
    squares = [(token.x, token.y) for token in placed.values()]
    assert len(set(squares)) == len(squares)
    assert not set(squares) & {(3, 5), (3, 4), (1, 5)}
    goblins = [(placed[f"Goblin {n}"].x, placed[f"Goblin {n}"].y) for n in (1, 2, 3)]
    # The first at the map's centre, the others beside it, far from the PCs.
    assert goblins[0] == (10, 5)
    assert touches(goblins[1], goblins[0]) and any(touches(goblins[2], g) for g in goblins[:2])
    assert all(row.token_id is not None for row in combat_view(session.model, start.combat_id
                                                               or 0).combatants)
    # One undo takes back the combat and the tokens it put on the map; redo the same squares.
    session.undo_stack.undo()
    assert map_view(session.model, map_id).tokens == before
    with session.file.transaction() as db:
        assert db.get(Combat, start.combat_id) is None
    session.undo_stack.redo()
    assert tokens_by_name(session, map_id) == placed


def test_a_combat_without_a_map_places_no_token(session: CampaignSession) -> None:
    failed = failures(session)
    map_id = add_map(session)
    hero = add_character(session, "Hero")
    start = StartCombat(session, "Sin mapa", character_ids=[hero], rng=random.Random(1))
    assert session.push(start), failed
    assert map_view(session.model, map_id).tokens == ()


# --------------------------------------------------------------------------- a character dropped


def test_a_dropped_character_gets_a_token_and_a_second_drop_moves_it(
    session: CampaignSession,
) -> None:
    failed = failures(session)
    map_id = add_map(session)
    hero = add_character(session, "Hero")
    assert session.push(PutCharacterOnMap(session, map_id, hero, (4, 3))), failed
    assert session.undo_stack.undoText() == "Put “Hero” on the map “Campo”"
    (token,) = map_view(session.model, map_id).tokens
    assert (token.x, token.y, token.character_id) == (4, 3, hero)
    assert session.push(PutCharacterOnMap(session, map_id, hero, (7, 1))), failed
    assert session.undo_stack.undoText() == "Move “Hero” to square 8, 2"
    (moved,) = map_view(session.model, map_id).tokens
    assert (moved.id, moved.x, moved.y) == (token.id, 7, 1)
    session.undo_stack.undo()
    (back,) = map_view(session.model, map_id).tokens
    assert (back.x, back.y) == (4, 3)
    session.undo_stack.undo()
    assert map_view(session.model, map_id).tokens == ()


def test_a_drop_on_a_wall_or_on_another_token_is_refused_with_the_reason(
    session: CampaignSession,
) -> None:
    failed = failures(session)
    map_id = add_map(session, walls=pack_squares({(5, 5)}))
    hero, other = add_character(session, "Hero"), add_character(session, "Otra")
    add_token(session, map_id, (2, 2), character_id=other)
    steps = session.undo_stack.count()
    assert not session.push(PutCharacterOnMap(session, map_id, hero, (5, 5)))
    assert "wall" in failed[-1] and "6, 6" in failed[-1]
    assert not session.push(PutCharacterOnMap(session, map_id, hero, (2, 2)))
    assert failed[-1] == (
        "“Hero” cannot stand on square 3, 3: “Otra” stands there. Drop it on a free square."
    )
    assert session.undo_stack.count() == steps
    assert len(map_view(session.model, map_id).tokens) == 1


# --------------------------------------------------------------------------- put on the map


def test_a_combatant_without_a_token_is_put_next_to_its_side(session: CampaignSession) -> None:
    failed = failures(session)
    map_id = add_map(session)
    aldric, newcomer = add_character(session, "Aldric"), add_character(session, "Nuevo")
    token = add_token(session, map_id, (6, 6), character_id=aldric)
    start = StartCombat(session, "Pelea", token_ids=[token], rng=random.Random(1))
    assert session.push(start), failed
    from ryf_desktop.session.combat import AddCombatant

    assert session.push(AddCombatant(session, start.combat_id or 0, character_id=newcomer,
                                     rng=random.Random(1))), failed
    row = next(row for row in combat_view(session.model, start.combat_id or 0).combatants
               if row.name == "Nuevo")
    assert row.token_id is None
    assert session.push(PutCombatantOnMap(session, row.id)), failed
    placed = tokens_by_name(session, map_id)["Nuevo"]
    assert touches((placed.x, placed.y), (6, 6))
    assert not session.push(PutCombatantOnMap(session, row.id))
    assert failed[-1].startswith("“Nuevo” already stands on the map “Campo”")
    session.undo_stack.undo()
    assert "Nuevo" not in tokens_by_name(session, map_id)


def test_a_combat_without_a_map_takes_the_shown_one(session: CampaignSession) -> None:
    failed = failures(session)
    map_id = add_map(session)
    hero = add_character(session, "Hero")
    start = StartCombat(session, "Sin mapa", character_ids=[hero], rng=random.Random(1))
    assert session.push(start), failed
    (row,) = combat_view(session.model, start.combat_id or 0).combatants
    assert not session.push(PutCombatantOnMap(session, row.id))
    assert "no map" in failed[-1]
    assert session.push(PutCombatantOnMap(session, row.id, map_id)), failed
    assert combat_view(session.model, start.combat_id or 0).map_id == map_id
    (token,) = map_view(session.model, map_id).tokens
    assert (token.x, token.y) == (10, 5)
    session.undo_stack.undo()
    assert combat_view(session.model, start.combat_id or 0).map_id is None
    assert map_view(session.model, map_id).tokens == ()


def test_a_spread_side_gets_the_new_token_beside_one_of_its_tokens() -> None:
    from ryf_desktop.rules.placement import free_square_for_side

    ground = Ground(11, 5, frozenset())
    ground.stand(("c", 1), (0, 0), 1)
    ground.stand(("c", 2), (10, 0), 1)
    ground.stand(("m", 3), (5, 0), 1)
    # Not at the centre of the two (5, 1), which is next to neither, but beside one of them.
    square = free_square_for_side(ground, [("c", 1), ("c", 2)], monster_side=False)
    assert square == (1, 0)
    # The creatures' side: beside its own token.
    square = free_square_for_side(ground, [("m", 3)], monster_side=True)
    assert square is not None and touches(square, (5, 0))


def test_a_drop_does_not_move_a_token_fighting_in_a_running_combat(
    session: CampaignSession,
) -> None:
    from ryf_desktop.session.combat import BeginCombat, SetInitiative

    failed = failures(session)
    map_id = add_map(session)
    hero = add_character(session, "Hero")
    token = add_token(session, map_id, (2, 2), character_id=hero)
    start = StartCombat(session, "Pelea", map_id=map_id, token_ids=[token],
                        rng=random.Random(1))
    assert session.push(start), failed
    assert session.push(PutCharacterOnMap(session, map_id, hero, (3, 3))), failed
    (row,) = combat_view(session.model, start.combat_id or 0).combatants
    assert session.push(SetInitiative(session, row.id, total=12)), failed
    assert session.push(BeginCombat(session, start.combat_id or 0)), failed
    assert not session.push(PutCharacterOnMap(session, map_id, hero, (6, 6)))
    assert failed[-1].startswith("“Hero” fights in the combat running on this map")
    (still,) = map_view(session.model, map_id).tokens
    assert (still.x, still.y) == (3, 3)
