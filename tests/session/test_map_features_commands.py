"""Thin walls, doors on lines and lights through the session: the commands forwards, back and
forwards again, their refusals, and movement, reach and Reveal from sight honouring them."""

from __future__ import annotations

import pytest

from ryf_desktop.rules.map_features import Light, Segment, SegmentKind
from ryf_desktop.rules.movement import MoveReason
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import (
    BeginCombat,
    SetInitiative,
    StartCombat,
    combat_view,
    move_check,
    reach,
)
from ryf_desktop.session.map_commands import MoveToken, RevealFromSight
from ryf_desktop.session.map_features_commands import (
    AddSegments,
    RemoveSegments,
    SetMapFeatures,
    ToggleThinDoor,
)
from ryf_desktop.session.map_queries import map_view, sight_squares
from ryf_desktop.storage.map_features_codec import unpack_segments
from tests.scripted_rng import ScriptedRng
from tests.session.map_samples import new_character, new_map
from tests.session.session_samples import committed_value
from tests.session.test_combat_helpers import add_character, add_map, add_token
from tests.session.test_map_commands import (
    layer,
    place,
    refused,
    round_trip,
    unchanged,
)

DOOR = Segment(4, 2, 4, 3, SegmentKind.DOOR)
#: A 3×3 room (squares 1..3) with a closed door on its right wall beside square (3, 2).
ROOM = (
    Segment(1, 1, 4, 1), Segment(1, 4, 4, 4), Segment(1, 1, 1, 4), Segment(4, 1, 4, 2),
    Segment(4, 3, 4, 4), DOOR,
)
INSIDE = {(x, y) for x in range(1, 4) for y in range(1, 4)}


def stored(session: CampaignSession, map_id: int) -> tuple[Segment, ...]:
    return unpack_segments(
        str(committed_value(session.path, "SELECT segments FROM map WHERE id = ?", map_id))
    )


def test_drawing_erasing_and_opening_are_each_one_undo_step(session: CampaignSession) -> None:
    map_id = new_map(session, 7, 6)
    assert round_trip(session, AddSegments(session, map_id, ROOM)) == [True, True, True]
    assert stored(session, map_id) == ROOM
    assert map_view(session.model, map_id).segments == ROOM
    # The same line drawn again (either way round) adds nothing.
    unchanged(session, AddSegments(session, map_id, [Segment(4, 1, 1, 1)]))
    round_trip(session, ToggleThinDoor(session, map_id, DOOR))
    assert stored(session, map_id)[-1] == Segment(4, 2, 4, 3, SegmentKind.DOOR, closed=False)
    round_trip(session, RemoveSegments(session, map_id, [Segment(1, 1, 1, 4)]))
    assert Segment(1, 1, 1, 4) not in stored(session, map_id)
    unchanged(session, RemoveSegments(session, map_id, [Segment(0, 0, 0, 1)]))


def test_an_importer_sets_segments_and_lights_at_once(session: CampaignSession) -> None:
    map_id = new_map(session, 7, 6)
    light = Light(2.5, 2.5, 4.0, "ffcc88", 0.8, True)
    round_trip(session, SetMapFeatures(session, map_id, ROOM, [light]))
    view = map_view(session.model, map_id)
    assert (view.segments, view.lights) == (ROOM, (light,))
    unchanged(session, SetMapFeatures(session, map_id, ROOM, [light]))


@pytest.mark.parametrize(
    ("segment", "words"),
    [
        (Segment(1, 1, 9, 1), ("runs off", "7×6")),
        (Segment(-1, 1, 2, 1), ("runs off",)),
        (Segment(2, 2, 2, 2), ("both ends",)),
    ],
)
def test_lines_off_the_map_or_of_no_length_are_refused(
    session: CampaignSession, segment: Segment, words: tuple[str, ...]
) -> None:
    map_id = new_map(session, 7, 6)
    refused(session, AddSegments(session, map_id, [segment]), *words)


def test_toggling_a_door_that_is_gone_is_refused(session: CampaignSession) -> None:
    map_id = new_map(session, 7, 6)
    refused(session, ToggleThinDoor(session, map_id, DOOR), "no door", "any more")


def test_reveal_from_sight_stops_at_thin_walls_and_passes_an_opened_door(
    session: CampaignSession,
) -> None:
    everything = {(x, y) for x in range(7) for y in range(6)}
    map_id = new_map(session, 7, 6, fog=everything)
    assert session.push(AddSegments(session, map_id, ROOM))
    place(session, map_id, 2, 2, character_id=new_character(session))
    assert sight_squares(map_view(session.model, map_id)).squares() == INSIDE
    round_trip(session, RevealFromSight(session, map_id))
    assert layer(session, map_id, "fog") == everything - INSIDE
    assert session.push(ToggleThinDoor(session, map_id, DOOR))
    assert session.push(RevealFromSight(session, map_id))
    fog = layer(session, map_id, "fog")
    assert (5, 2) not in fog and (6, 2) not in fog and (5, 0) in fog


def test_a_combatant_cannot_walk_through_a_thin_wall_but_can_through_an_opened_door(
    session: CampaignSession,
) -> None:
    map_id = add_map(session, 7, 6)
    assert session.push(AddSegments(session, map_id, ROOM))
    hero = add_character(session, "Hero")
    token = add_token(session, map_id, (2, 2), character_id=hero)
    start = StartCombat(session, "Sala", map_id=map_id, token_ids=[token],
                        monsters=[("Goblin", 1)], rng=ScriptedRng(1))
    assert session.push(start)
    assert start.combat_id is not None
    hero_id, goblin_id = (row.id for row in combat_view(session.model, start.combat_id).combatants)
    assert session.push(SetInitiative(session, hero_id, total=25))
    assert session.push(SetInitiative(session, goblin_id, total=5))
    goblin = next(t for t in map_view(session.model, map_id).tokens if t.monster_id)
    assert session.push(MoveToken(session, goblin.id, 6, 5))
    assert session.push(BeginCombat(session, start.combat_id))
    found = reach(session.model, hero_id)
    assert found is not None and set(found.costs) == INSIDE
    assert move_check(session.model, hero_id, (5, 2)).reason is MoveReason.BLOCKED
    assert session.push(ToggleThinDoor(session, map_id, DOOR))
    verdict = move_check(session.model, hero_id, (5, 2))
    assert verdict.ok and verdict.path == ((2, 2), (3, 2), (4, 2), (5, 2))
