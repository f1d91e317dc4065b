"""Tests for ryf_desktop.rules.sight: small pictures of what a token sees, the rulings (opaque
squares seen, diagonal walls sealed, radius, footprints), properties (symmetry, no sight through
a sealed wall) and the speed the battlemap needs."""

from __future__ import annotations

import random
import timeit
from collections.abc import Set
from math import isqrt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ryf_desktop.rules.movement import footprint
from ryf_desktop.rules.sight import SightGrid, Square
from ryf_desktop.rules.square_mask import SquareMask
from tests.rules.seen_from import visible_from, visible_from_footprint


def parse(picture: str) -> tuple[int, int, set[Square], Square, set[Square]]:
    """A map drawn as text: '#' wall, '@' the origin, '.' a square that must be seen, ' ' or
    ',' a square that must not. Returns width, height, walls, origin and the squares seen (walls
    marked '#' are checked separately: '#' seen, 'X' a wall not seen)."""
    rows = picture.strip("\n").split("\n")
    width = max(len(row) for row in rows)
    walls: set[Square] = set()
    seen: set[Square] = set()
    origin = (-1, -1)
    for y, row in enumerate(rows):
        for x, mark in enumerate(row.ljust(width)):
            if mark in "#X":
                walls.add((x, y))
            if mark in ".@#":
                seen.add((x, y))
            if mark == "@":
                origin = (x, y)
    return width, len(rows), walls, origin, seen


def check_picture(picture: str) -> None:
    width, height, walls, origin, expected = parse(picture)
    got = visible_from(origin, width=width, height=height, opaque=walls)
    assert got == expected, draw(width, height, walls, origin, got)


def draw(width: int, height: int, walls: Set[Square], origin: Square, seen: Set[Square]) -> str:
    lines = []
    for y in range(height):
        line = ""
        for x in range(width):
            square = (x, y)
            if square == origin:
                line += "@"
            elif square in walls:
                line += "#" if square in seen else "X"
            else:
                line += "." if square in seen else ","
        lines.append(line)
    return "\n" + "\n".join(lines)


# --------------------------------------------------------------------------- pictures


def test_an_empty_room_is_seen_whole() -> None:
    check_picture(
        """
.....
..@..
.....
"""
    )


def test_a_wall_is_seen_and_hides_what_lies_behind_it() -> None:
    check_picture(
        """
.......
.......
@..#,,,
.......
.......
"""
    )


def test_a_closed_room_next_door_stays_unseen() -> None:
    check_picture(
        """
......#XXXXX
......#,,,,X
..@...#,,,,X
......#,,,,X
......#XXXXX
"""
    )


def test_a_door_gap_lets_sight_through_in_a_cone() -> None:
    check_picture(
        """
....#XXXXXXX
....#,,,....
@...........
....#,,,....
....#XXXXXXX
"""
    )


def test_a_diagonal_wall_drawn_square_by_square_blocks_sight() -> None:
    check_picture(
        """
.....#,,,,
.@..#,,,,,
...#,,,,,,
..#,,,,,,,
.#,,,,,,,,
#,,,,,,,,,
"""
    )


def test_walls_touching_at_the_origins_corner_seal_that_corner() -> None:
    check_picture(
        """
,#..
#@..
....
"""
    )


def test_a_pillar_casts_a_shadow() -> None:
    check_picture(
        """
.........
.......,,
..@.#,,,,
.......,,
.........
"""
    )


def test_a_token_standing_on_a_wall_still_sees_around() -> None:
    assert visible_from((1, 1), width=3, height=3, opaque={(1, 1)}) == {
        (x, y) for x in range(3) for y in range(3)
    }


def test_an_origin_off_the_map_sees_nothing() -> None:
    assert visible_from((5, 0), width=3, height=3, opaque=set()) == set()


def test_squares_off_the_map_are_never_seen() -> None:
    seen = visible_from((0, 0), width=4, height=2, opaque={(3, 5), (-1, 0)})
    assert seen == {(x, y) for x in range(4) for y in range(2)}


def test_radius_limits_sight_to_a_circle() -> None:
    seen = visible_from((5, 5), width=11, height=11, opaque=set(), radius=2)
    assert seen == {
        (x, y) for x in range(11) for y in range(11) if (x - 5) ** 2 + (y - 5) ** 2 <= 4
    }
    assert visible_from((5, 5), width=11, height=11, opaque=set(), radius=0) == {(5, 5)}


def test_negative_radius_is_refused() -> None:
    with pytest.raises(ValueError, match="negative"):
        visible_from((0, 0), width=2, height=2, opaque=set(), radius=-1)


def test_a_map_without_squares_is_refused() -> None:
    with pytest.raises(ValueError, match="at least one square"):
        SightGrid(0, 3, set())


def test_a_large_token_sees_what_any_of_its_squares_sees() -> None:
    width, height, walls, _origin, _seen = parse(
        """
.....#....
.....#....
..........
.....#....
.....#....
"""
    )
    together = visible_from_footprint((2, 1), 2, width=width, height=height, opaque=walls)
    apart: set[Square] = set()
    for square in footprint((2, 1), 2):
        apart |= visible_from(square, width=width, height=height, opaque=walls)
    assert together == apart
    # The lower squares see through the gap in row 2 further than the upper-left one alone.
    assert together > visible_from((2, 1), width=width, height=height, opaque=walls)


def test_footprint_refuses_size_zero() -> None:
    with pytest.raises(ValueError, match="at least one square"):
        footprint((0, 0), 0)


def test_one_grid_casts_from_many_origins_as_the_union() -> None:
    rng = random.Random(3)
    walls = {(x, y) for x in range(30) for y in range(30) if rng.random() < 0.3}
    origins = [(3, 4), (20, 20), (10, 25)]
    grid = SightGrid(30, 30, walls)
    union: set[Square] = set()
    for origin in origins:
        union |= visible_from(origin, width=30, height=30, opaque=walls)
    assert grid.seen_mask(origins).squares() == union


# --------------------------------------------------------------------------- properties


@st.composite
def maps(draw: st.DrawFn) -> tuple[int, int, frozenset[Square], Square, Square]:
    width = draw(st.integers(1, 12))
    height = draw(st.integers(1, 12))
    density = draw(st.sampled_from((0.0, 0.15, 0.3, 0.5)))
    seed = draw(st.integers(0, 2**32))
    rng = random.Random(seed)
    walls = frozenset(
        (x, y) for x in range(width) for y in range(height) if rng.random() < density
    )
    squares = st.tuples(st.integers(0, width - 1), st.integers(0, height - 1))
    return width, height, walls, draw(squares), draw(squares)


@settings(max_examples=150, deadline=None)
@given(maps())
def test_sight_is_symmetric_between_floor_squares(
    case: tuple[int, int, frozenset[Square], Square, Square],
) -> None:
    width, height, walls, a, b = case
    if a in walls or b in walls:
        return
    a_sees = visible_from(a, width=width, height=height, opaque=walls)
    b_sees = visible_from(b, width=width, height=height, opaque=walls)
    assert (b in a_sees) == (a in b_sees)


def four_connected(origin: Square, width: int, height: int, walls: Set[Square]) -> set[Square]:
    """The floor squares a token could walk to without cutting a wall's corner."""
    reached = {origin}
    todo = [origin]
    while todo:
        x, y = todo.pop()
        for step in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if (
                0 <= step[0] < width and 0 <= step[1] < height
                and step not in walls and step not in reached
            ):
                reached.add(step)
                todo.append(step)
    return reached


@settings(max_examples=150, deadline=None)
@given(maps())
def test_sight_never_reaches_a_floor_square_walled_off_from_the_origin(
    case: tuple[int, int, frozenset[Square], Square, Square],
) -> None:
    width, height, walls, origin, _other = case
    seen = visible_from(origin, width=width, height=height, opaque=walls)
    walkable = four_connected(origin, width, height, walls)
    assert {square for square in seen if square not in walls} <= walkable | {origin}


@settings(max_examples=60, deadline=None)
@given(maps())
def test_neighbours_are_always_seen_and_walls_only_next_to_something_seen(
    case: tuple[int, int, frozenset[Square], Square, Square],
) -> None:
    width, height, walls, origin, _other = case
    seen = visible_from(origin, width=width, height=height, opaque=walls)
    x, y = origin
    for step in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
        if 0 <= step[0] < width and 0 <= step[1] < height:
            assert step in seen
    assert all(0 <= sx < width and 0 <= sy < height for sx, sy in seen)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 25), st.integers(1, 25), st.data())
def test_without_walls_everything_is_seen(width: int, height: int, data: st.DataObject) -> None:
    origin = (data.draw(st.integers(0, width - 1)), data.draw(st.integers(0, height - 1)))
    assert len(visible_from(origin, width=width, height=height, opaque=set())) == width * height




# --------------------------------------------------------------------------- the frozen scan

# The shadowcasting as it stood before the scan was reworked for speed (session 5), kept here
# unchanged so that the faster one can be checked to see exactly the same squares.

_FLOOR = 0
_WALL = 1
_OFF = 2


def frozen_visible(grid: SightGrid, origins: list[Square], radius: int | None) -> set[Square]:
    """What ``grid`` sees from ``origins`` by the frozen scan (the grid's own layouts)."""
    limit = -1 if radius is None else radius
    cells, across = grid._cells, grid._across
    stride, across_stride = grid.stride, grid.across_stride
    width, height = grid.width, grid.height
    seen = bytearray(len(cells))
    seen_across = bytearray(len(cells))
    ones = grid._ones
    for x, y in origins:
        if not (0 <= x < width and 0 <= y < height):
            continue
        origin = (y + 1) * stride + x + 1
        seen[origin] = 1
        _frozen_scan(cells, seen, ones, origin, -stride, -x, width - 1 - x, limit)
        _frozen_scan(cells, seen, ones, origin, stride, -x, width - 1 - x, limit)
        origin = (x + 1) * across_stride + y + 1
        _frozen_scan(across, seen_across, ones, origin, across_stride, -y, height - 1 - y, limit)
        _frozen_scan(across, seen_across, ones, origin, -across_stride, -y, height - 1 - y,
                     limit)
    found = {(index % stride - 1, index // stride - 1) for index, lit in enumerate(seen) if lit}
    found |= {(index // across_stride - 1, index % across_stride - 1)
              for index, lit in enumerate(seen_across) if lit}
    return found


def _frozen_scan(
    cells: bytearray, seen: bytearray, ones: bytes, origin: int, depth_step: int, low: int,
    high: int, limit: int,
) -> None:
    """One quadrant: rows ``depth_step`` apart away from ``origin``, each row a run of
    consecutive cells, its columns ``low``..``high`` on the map (relative to the origin).

    Most rows are a square or two wide (the light splits between walls), so the work per row
    is kept small: the lit squares are one slice assignment, the diagonal seals of
    :func:`_sealed_start` and :func:`_sealed_end` are written out where the edge is a square's.
    """
    limit_sq = limit * limit
    # The columns next to the map: clamping a row to them scans the same as the whole run of
    # off-map cells would.
    outside_low = low - 1
    outside_high = high + 1
    # Rows to scan: (depth, start slope n/d, end slope n/d), denominators > 0. The first one
    # starts from the origin's row, where only the origin is lit.
    start_n, start_d = _frozen_sealed_start(cells, origin, origin + depth_step, 0, 0, -1, 1)
    end_n, end_d = _frozen_sealed_end(cells, origin, origin + depth_step, 0, 1, 1, 1)
    rows: list[tuple[int, int, int, int, int]] = [(1, start_n, start_d, end_n, end_d)]
    pop = rows.pop
    push = rows.append
    reach = high - low  # no radius: every column of the map is within reach
    while rows:
        depth, start_n, start_d, end_n, end_d = pop()
        if start_n * end_d > end_n * start_d:
            continue
        if limit >= 0:
            if depth > limit:
                continue
            reach = isqrt(limit_sq - depth * depth)
        two_depth = depth + depth
        # Columns from round-ties-up(depth·start) to round-ties-down(depth·end).
        first = (two_depth * start_n + start_d) // (start_d + start_d)
        if first < outside_low:
            first = outside_low
        last = -((end_d - two_depth * end_n) // (end_d + end_d))
        if last > outside_high:
            last = outside_high
        base = origin + depth * depth_step
        # What the row lights: a floor square only when its centre lies inside the light (this
        # is what makes the view symmetric), an opaque one whenever the row reaches it. The
        # centres inside run from ceil(depth·start) to floor(depth·end), at most one column in
        # from each end of the row; on the map and within the radius.
        lit_first = -((-depth * start_n) // start_d)
        if lit_first < first:
            lit_first = first
        if lit_first < low:
            lit_first = low
        if lit_first < -reach:
            lit_first = -reach
        lit_last = (depth * end_n) // end_d
        if lit_last > last:
            lit_last = last
        if lit_last > high:
            lit_last = high
        if lit_last > reach:
            lit_last = reach
        # (A row past the map's edge is all border: nothing on it is lit.)
        if lit_first <= lit_last and cells[base + lit_first] != _OFF:
            seen[base + lit_first : base + lit_last + 1] = ones[: lit_last - lit_first + 1]
        if first < lit_first and cells[base + first] == _WALL and -reach <= first <= reach:
            seen[base + first] = 1
        if last > lit_last and cells[base + last] == _WALL and -reach <= last <= reach:
            seen[base + last] = 1
        # The rows beyond: one for each run of floor squares, lit between its edges. Its start
        # is the row's own where the run starts the row, else the left edge of its first
        # square; its end likewise; each narrowed where a diagonal gap is sealed.
        beyond = base + depth_step
        sealed_d = two_depth + 2
        column = first
        in_floor = False
        push_n = push_d = 0
        for cell in cells[base + first : base + last + 1]:
            if cell == _FLOOR:
                if not in_floor:
                    in_floor = True
                    edge = column + column - 1
                    if column == first:
                        push_n, push_d = start_n, start_d
                        if (
                            edge < 0
                            and cells[base + column - 1] != _FLOOR
                            and cells[beyond + column] != _FLOOR
                            and edge * start_d > start_n * sealed_d
                        ):
                            push_n, push_d = edge, sealed_d
                    elif edge < 0 and cells[beyond + column] != _FLOOR:
                        push_n, push_d = edge, sealed_d
                    else:
                        push_n, push_d = edge, two_depth
            elif in_floor:
                in_floor = False
                edge = column + column - 1
                if edge > 0 and cells[beyond + column - 1] != _FLOOR:
                    push((depth + 1, push_n, push_d, edge, sealed_d))
                else:
                    push((depth + 1, push_n, push_d, edge, two_depth))
            column += 1
        if in_floor:
            edge = column + column - 1
            if (
                edge > 0
                and cells[base + column] != _FLOOR
                and cells[beyond + last] != _FLOOR
                and edge * end_d < end_n * sealed_d
            ):
                push((depth + 1, push_n, push_d, edge, sealed_d))
            else:
                push((depth + 1, push_n, push_d, end_n, end_d))


def _frozen_sealed_end(
    cells: bytearray, base: int, beyond: int, depth: int, column: int, end_n: int, end_d: int
) -> tuple[int, int]:
    """The end slope of the next row when the light of this row stops before the opaque square
    at ``column``: narrowed to the right edge of an opaque square at ``column - 1`` beyond."""
    edge_n = 2 * column - 1
    if (
        edge_n > 0
        and cells[base + column] != _FLOOR
        and cells[beyond + column - 1] != _FLOOR
        and edge_n * end_d < end_n * (2 * depth + 2)
    ):
        return edge_n, 2 * depth + 2
    return end_n, end_d


def _frozen_sealed_start(
    cells: bytearray, base: int, beyond: int, depth: int, column: int, start_n: int,
    start_d: int,
) -> tuple[int, int]:
    """The start slope of the next rows when the light of this row starts after the opaque
    square at ``column - 1``: narrowed to the left edge of an opaque square at ``column`` beyond."""
    edge_n = 2 * column - 1
    if (
        edge_n < 0
        and cells[base + column - 1] != _FLOOR
        and cells[beyond + column] != _FLOOR
        and edge_n * start_d > start_n * (2 * depth + 2)
    ):
        return edge_n, 2 * depth + 2
    return start_n, start_d



@st.composite
def crowded_maps(draw: st.DrawFn) -> tuple[int, int, frozenset[Square], list[Square], int | None]:
    width = draw(st.integers(1, 40))
    height = draw(st.integers(1, 40))
    density = draw(st.sampled_from((0.0, 0.1, 0.2, 0.3, 0.45, 0.6)))
    rng = random.Random(draw(st.integers(0, 2**32)))
    walls = frozenset(
        (x, y) for x in range(width) for y in range(height) if rng.random() < density
    )
    # Origins on or off the map, on floor or on walls; radius none or any.
    squares = st.tuples(st.integers(-1, width), st.integers(-1, height))
    origins = draw(st.lists(squares, min_size=1, max_size=5))
    radius = draw(st.none() | st.integers(0, 30))
    return width, height, walls, origins, radius


@settings(max_examples=250, deadline=None)
@given(crowded_maps())
def test_the_scan_sees_exactly_what_the_frozen_scan_saw(
    case: tuple[int, int, frozenset[Square], list[Square], int | None],
) -> None:
    width, height, walls, origins, radius = case
    grid = SightGrid(width, height, walls)
    expected = frozen_visible(grid, origins, radius)
    assert grid.seen_mask(origins, radius) == SquareMask.from_squares(width, height, expected)
    assert grid.seen_mask(origins, radius).squares() == expected
    assert SightGrid(width, height, SquareMask.from_squares(width, height, walls)).seen_mask(
        origins, radius).squares() == expected


def test_the_scan_sees_what_the_frozen_scan_saw_on_the_benchmark_map() -> None:
    rng = random.Random(6)
    room = {(x, y) for x in range(42, 59) for y in range(42, 59)}
    every = [(x, y) for y in range(100) for x in range(100)]
    walls = set(rng.sample([square for square in every if square not in room], 3000))
    origins = [(50 + dx, 50) for dx in range(-4, 6, 2)] + [(3, 97), (97, 2)]
    grid = SightGrid(100, 100, walls)
    for radius in (None, 7, 40):
        assert grid.seen_mask(origins, radius).squares() == frozen_visible(grid, origins, radius)


# --------------------------------------------------------------------------- speed


def test_five_tokens_on_a_100x100_map_with_30_percent_walls_see_in_well_under_20_ms() -> None:
    rng = random.Random(1)
    walls = frozenset((x, y) for y in range(100) for x in range(100) if rng.random() < 0.3)
    floor = [(x, y) for y in range(100) for x in range(100) if (x, y) not in walls]
    origins = rng.sample(floor, 5)

    def reveal() -> SquareMask:
        return SightGrid(100, 100, walls).seen_mask(origins)

    seconds = min(timeit.repeat(reveal, number=5, repeat=3)) / 5
    # About 2 ms here; the bound leaves room for a slow CI machine.
    assert seconds < 0.02


def test_five_tokens_on_an_open_100x100_map_stay_far_from_quadratic() -> None:
    origins = [(10, 10), (50, 50), (90, 10), (10, 90), (90, 90)]
    seconds = min(timeit.repeat(
        lambda: SightGrid(100, 100, set()).seen_mask(origins), number=2, repeat=3
    )) / 2
    # About 20 ms here (every square is seen five times); not a target, a guard against a
    # rewrite that scans squares more than once (loose: CI machines are shared).
    assert seconds < 0.25
