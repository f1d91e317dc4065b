"""Thin walls and doors on lines: the crossing rule, and movement and sight across them checked
against brute-force references on random small maps."""

from __future__ import annotations

import heapq
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from ryf_desktop.rules.map_features import Segment, SegmentKind
from ryf_desktop.rules.movement import check_move, reachable_squares
from ryf_desktop.rules.sight import SightGrid
from ryf_desktop.rules.thin_walls import DIRECTIONS, ThinWalls, line_cut
from tests.rules.movement_reference import shortest_path
from tests.rules.seen_from import visible_from

Square = tuple[int, int]


def wall(x1: float, y1: float, x2: float, y2: float) -> Segment:
    return Segment(x1, y1, x2, y2)


def step_blocked(square: Square, direction: Square, segments: list[Segment]) -> bool:
    """The crossing rule, as the reference the search is checked against: the step from
    ``square`` by ``direction`` is cut when a segment cuts the line between the squares' centres."""
    x, y = square
    return line_cut((x + 0.5, y + 0.5), (x + direction[0] + 0.5, y + direction[1] + 0.5),
                    segments)


# --------------------------------------------------------------------------- the crossing rule


def test_a_wall_on_the_edge_between_two_squares_blocks_the_step_across_it() -> None:
    edge = [wall(1, 0, 1, 1)]
    assert step_blocked((0, 0), (1, 0), edge)
    assert step_blocked((1, 0), (-1, 0), edge)
    assert not step_blocked((0, 0), (0, 1), edge)
    assert not step_blocked((0, 1), (1, 0), edge)


def test_a_diagonal_past_the_tip_of_one_wall_is_free() -> None:
    assert not step_blocked((0, 0), (1, 1), [wall(1, 0, 1, 1)])
    assert not step_blocked((0, 0), (1, 1), [wall(0, 1, 1, 1)])


def test_a_diagonal_squeezing_between_two_walls_meeting_at_the_corner_is_blocked() -> None:
    # The right and bottom edges of square (0, 0): the diagonal leaves through their corner.
    assert step_blocked((0, 0), (1, 1), [wall(1, 0, 1, 1), wall(0, 1, 1, 1)])
    # A straight wall made of two pieces joined at the corner: no gap at the joint.
    assert step_blocked((0, 0), (1, 1), [wall(1, 0, 1, 1), wall(1, 1, 1, 2)])
    # Both walls on the same side of the diagonal (around square (1, 0)): it passes outside.
    assert not step_blocked((0, 0), (1, 1), [wall(1, 0, 1, 1), wall(1, 1, 2, 1)])


def test_a_wall_along_the_line_does_not_cut_it() -> None:
    assert not line_cut((0.5, 0.5), (3.5, 0.5), [wall(1, 0.5, 2, 0.5)])


def test_a_free_polyline_has_no_gap_at_its_joints() -> None:
    # Two free pieces meeting at (1, 0.5), on the step's line, one above it and one below.
    assert step_blocked((0, 0), (1, 0), [wall(0.8, 0, 1, 0.5), wall(1, 0.5, 1.2, 1)])


def test_open_doors_and_objects_do_not_block_movement() -> None:
    door = Segment(1, 0, 1, 1, SegmentKind.DOOR, closed=True)
    opened = Segment(1, 0, 1, 1, SegmentKind.DOOR, closed=False)
    pillar = Segment(1, 0, 1, 1, SegmentKind.OBJECT)
    def cut_east(segment: Segment) -> frozenset[Square]:
        return ThinWalls([segment]).cut_steps().get((1, 0), frozenset())

    assert (0, 0) in cut_east(door)
    assert (0, 0) not in cut_east(opened)
    assert (0, 0) not in cut_east(pillar)
    assert not ThinWalls([pillar]).sees((0, 0), (2, 0))
    assert ThinWalls([opened]).sees((0, 0), (2, 0))


# --------------------------------------------------------------------------- random maps

WIDTH, HEIGHT = 6, 5

grid_segments = st.builds(
    lambda x, y, horizontal, length, kind, closed: Segment(
        x, y, x + (length if horizontal else 0), y + (0 if horizontal else length), kind, closed
    ),
    st.integers(0, WIDTH), st.integers(0, HEIGHT), st.booleans(), st.integers(1, 3),
    st.sampled_from(list(SegmentKind)), st.booleans(),
)
# Free lines on a half-square lattice (so that they often touch centres, corners and each
# other) and anywhere.
half = st.integers(0, 2 * WIDTH).map(lambda v: v / 2)
free_segments = st.builds(
    lambda x1, y1, x2, y2, kind: Segment(x1, y1, x2, y2, kind),
    half, half, half, half, st.sampled_from(list(SegmentKind)),
) | st.builds(
    lambda x1, y1, x2, y2: Segment(x1, y1, x2, y2),
    st.floats(0, WIDTH), st.floats(0, HEIGHT), st.floats(0, WIDTH), st.floats(0, HEIGHT),
)
segment_lists = st.lists(grid_segments | free_segments, max_size=12)
squares = st.tuples(st.integers(0, WIDTH - 1), st.integers(0, HEIGHT - 1))


def reference_costs(
    start: Square, size: int, segments: list[Segment], walls: frozenset[Square]
) -> dict[Square, float]:
    """Dijkstra written from the rulings alone: euclidean steps, a footprint step cut when any
    of its squares' steps is cut by a movement-blocking segment (checked segment by segment),
    no position astride a wall, and for one square the corner rule of wall squares."""
    blocking = [segment for segment in segments if segment.blocks_movement]

    def cells(position: Square) -> list[Square]:
        x, y = position
        return [(x + i, y + j) for j in range(size) for i in range(size)]

    def may_stand(position: Square) -> bool:
        x, y = position
        if x < 0 or y < 0 or x + size > WIDTH or y + size > HEIGHT:
            return False
        if any(cell in walls for cell in cells(position)):
            return False
        for cx, cy in cells(position):
            if cx + 1 < x + size and step_blocked((cx, cy), (1, 0), blocking):
                return False
            if cy + 1 < y + size and step_blocked((cx, cy), (0, 1), blocking):
                return False
        return True

    costs = {start: 0.0}
    heap = [(0.0, start)]
    while heap:
        cost, (x, y) = heapq.heappop(heap)
        if cost > costs[(x, y)]:
            continue
        for dx, dy in DIRECTIONS:
            target = (x + dx, y + dy)
            if not may_stand(target):
                continue
            if dx and dy and ((x + dx, y) in walls or (x, y + dy) in walls):
                continue
            if any(step_blocked(cell, (dx, dy), blocking) for cell in cells((x, y))):
                continue
            new = cost + 1.5 * (math.sqrt(2) if dx and dy else 1)
            if new < costs.get(target, math.inf) - 1e-9:
                costs[target] = new
                heapq.heappush(heap, (new, target))
    return costs


@settings(max_examples=150, deadline=None)
@given(segment_lists, squares, st.frozensets(squares, max_size=5))
def test_reachable_squares_across_thin_walls_equal_the_reference(
    segments: list[Segment], start: Square, walls: frozenset[Square]
) -> None:
    walls = walls - {start}
    found = reachable_squares(start, 100.0, width=WIDTH, height=HEIGHT, blocked=walls,
                              diagonal_rule="euclidean", segments=segments)
    expected = reference_costs(start, 1, segments, walls)
    assert found.keys() == expected.keys()
    for square, cost in expected.items():
        assert math.isclose(found[square], cost, abs_tol=1e-6)


@settings(max_examples=80, deadline=None)
@given(segment_lists, st.tuples(st.integers(0, WIDTH - 2), st.integers(0, HEIGHT - 2)))
def test_a_large_creature_across_thin_walls_equals_the_reference(
    segments: list[Segment], start: Square
) -> None:
    found = reachable_squares(start, 100.0, width=WIDTH, height=HEIGHT, size=2,
                              diagonal_rule="euclidean", segments=segments)
    expected = reference_costs(start, 2, segments, frozenset())
    # The start always counts, even astride a wall; the reference only walks from it.
    assert found.keys() == expected.keys()
    for square, cost in expected.items():
        assert math.isclose(found[square], cost, abs_tol=1e-6)


@settings(max_examples=80, deadline=None)
@given(segment_lists, squares, squares)
def test_shortest_paths_never_cross_a_thin_wall(
    segments: list[Segment], start: Square, goal: Square
) -> None:
    path = shortest_path(start, goal, width=WIDTH, height=HEIGHT, segments=segments)
    reachable = reference_costs(start, 1, segments, frozenset())
    assert (path is not None) == (goal in reachable)
    blocking = [segment for segment in segments if segment.blocks_movement]
    for (x0, y0), (x1, y1) in zip(path or [], (path or [])[1:], strict=False):
        assert not step_blocked((x0, y0), (x1 - x0, y1 - y0), blocking)


@settings(max_examples=150, deadline=None)
@given(segment_lists, squares, st.frozensets(squares, max_size=6))
def test_sight_across_thin_walls_equals_the_reference(
    segments: list[Segment], origin: Square, opaque: frozenset[Square]
) -> None:
    found = visible_from(origin, width=WIDTH, height=HEIGHT, opaque=opaque, segments=segments)
    blocking = [segment for segment in segments if segment.blocks_sight]
    cast = visible_from(origin, width=WIDTH, height=HEIGHT, opaque=opaque)
    centre = (origin[0] + 0.5, origin[1] + 0.5)
    expected = {
        square for square in cast
        if square == origin or not line_cut(centre, (square[0] + 0.5, square[1] + 0.5), blocking)
    }
    assert found == expected


@settings(max_examples=60, deadline=None)
@given(segment_lists, st.lists(squares, min_size=1, max_size=4))
def test_sight_from_many_origins_is_the_union_of_each(
    segments: list[Segment], origins: list[Square]
) -> None:
    grid = SightGrid(WIDTH, HEIGHT, (), segments)
    union: set[Square] = set()
    for origin in origins:
        union |= grid.seen_mask([origin]).squares()
    assert grid.seen_mask(origins).squares() == union


# --------------------------------------------------------------------------- doors


def _room(door_closed: bool) -> list[Segment]:
    """A 3×3 room (squares 1..3) with a door on its right wall beside square (3, 2)."""
    return [
        wall(1, 1, 4, 1), wall(1, 4, 4, 4), wall(1, 1, 1, 4), wall(4, 1, 4, 2), wall(4, 3, 4, 4),
        Segment(4, 2, 4, 3, SegmentKind.DOOR, closed=door_closed),
    ]


def test_a_closed_door_stops_a_token_and_an_opened_one_lets_it_through() -> None:
    closed = check_move((2, 2), (5, 2), 30.0, width=7, height=6, segments=_room(True))
    assert not closed.ok
    assert closed.reason == "blocked"
    opened = check_move((2, 2), (5, 2), 30.0, width=7, height=6, segments=_room(False))
    assert opened.ok
    assert opened.path == ((2, 2), (3, 2), (4, 2), (5, 2))


def test_a_closed_door_stops_sight_and_an_opened_one_lets_it_through() -> None:
    inside = visible_from((2, 2), width=7, height=6, opaque=frozenset(), segments=_room(True))
    assert inside == {(x, y) for x in range(1, 4) for y in range(1, 4)}
    through = visible_from((2, 2), width=7, height=6, opaque=frozenset(),
                           segments=_room(False))
    assert (5, 2) in through and (6, 2) in through
    assert (5, 0) not in through


def test_a_room_with_thin_walls_keeps_a_token_in() -> None:
    costs = reachable_squares((2, 2), 100.0, width=7, height=6, segments=_room(True))
    assert set(costs) == {(x, y) for x in range(1, 4) for y in range(1, 4)}
