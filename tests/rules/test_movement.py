"""Tests for ryf_desktop.rules.movement: worked examples of RULES.md §7, rulings, and properties
checked against a brute-force reference search."""

from __future__ import annotations

import itertools
import math
import random
import timeit
from collections.abc import Set
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ryf_desktop.rules.movement import (
    MoveReason,
    Square,
    check_move,
    count_diagonals,
    distance_m,
    footprint,
    footprint_distance_m,
    format_metres,
    reachable_squares,
)
from ryf_desktop.rules.profile import DiagonalRule
from ryf_desktop.rules.square_mask import SquareMask
from tests.rules.movement_reference import path_cost_m, shortest_path

RULES = ("alternate", "chebyshev", "euclidean")
DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))
DIAGONAL_EUCLIDEAN = 1.5 * math.sqrt(2)


def line(n: int, dx: int = 1, dy: int = 0, start: Square = (0, 0)) -> list[Square]:
    return [(start[0] + k * dx, start[1] + k * dy) for k in range(n + 1)]


# --------------------------------------------------------------------------- worked examples


def test_major_move_of_four_squares_costs_6_m() -> None:
    assert path_cost_m(line(4)) == 6.0
    reach = reachable_squares((0, 0), 6.0, width=10, height=1)
    assert reach[(4, 0)] == 6.0
    assert (5, 0) not in reach


def test_minor_move_of_two_squares_costs_3_m() -> None:
    assert path_cost_m(line(2)) == 3.0


def test_six_squares_cost_9_m_the_turn_maximum() -> None:
    assert path_cost_m(line(6)) == 9.0
    reach = reachable_squares((0, 0), 9.0, width=10, height=1)
    assert reach[(6, 0)] == 9.0
    assert (7, 0) not in reach


def test_two_diagonals_under_alternate_cost_1_5_plus_3() -> None:
    assert path_cost_m(line(1, 1, 1), "alternate") == 1.5
    assert path_cost_m(line(2, 1, 1), "alternate") == 4.5
    assert path_cost_m(line(3, 1, 1), "alternate") == 6.0
    assert path_cost_m(line(4, 1, 1), "alternate") == 9.0


def test_two_diagonals_under_chebyshev_cost_3_m() -> None:
    assert path_cost_m(line(2, 1, 1), "chebyshev") == 3.0


def test_two_diagonals_under_euclidean_cost_twice_1_5_root_2() -> None:
    assert path_cost_m(line(2, 1, 1), "euclidean") == pytest.approx(2 * 1.5 * math.sqrt(2))


def test_diagonals_taken_1_makes_the_first_diagonal_cost_3_m() -> None:
    assert path_cost_m(line(1, 1, 1), diagonals_taken=1) == 3.0
    assert path_cost_m(line(2, 1, 1), diagonals_taken=1) == 4.5
    assert path_cost_m(line(1, 1, 1), diagonals_taken=2) == 1.5
    reach = reachable_squares((0, 0), 9.0, width=10, height=10, diagonals_taken=1)
    assert reach[(1, 1)] == 3.0
    assert reach[(3, 3)] == 7.5
    fresh = reachable_squares((0, 0), 9.0, width=10, height=10)
    assert fresh[(3, 3)] == 6.0


def test_diagonals_taken_does_nothing_under_chebyshev_or_euclidean() -> None:
    assert path_cost_m(line(1, 1, 1), "chebyshev", diagonals_taken=1) == 1.5
    assert path_cost_m(line(1, 1, 1), "euclidean", diagonals_taken=1) == DIAGONAL_EUCLIDEAN


def test_alternate_parity_is_counted_across_the_whole_path_not_per_run() -> None:
    # diagonal, straight, diagonal: the second diagonal is the 2nd of the turn and costs 3 m.
    assert path_cost_m([(0, 0), (1, 1), (2, 1), (3, 2)]) == 1.5 + 1.5 + 3.0


def test_nine_metres_reach_four_diagonals_under_alternate_on_an_open_map() -> None:
    reach = reachable_squares((5, 5), 9.0, width=11, height=11)
    assert reach[(9, 9)] == 9.0
    assert (10, 10) not in reach
    assert reach[(10, 5)] == 7.5
    assert reach[(10, 8)] == 9.0  # 3 diagonals (1.5 + 3 + 1.5) and 2 straight


def test_start_is_included_at_zero() -> None:
    assert reachable_squares((2, 3), 0.0, width=5, height=5) == {(2, 3): 0.0}


# --------------------------------------------------------------------------- walls and corners


def test_corner_cutting_past_a_wall_is_refused() -> None:
    walls = frozenset({(1, 0)})
    reach = reachable_squares((0, 0), 9.0, width=5, height=5, blocked=walls)
    assert reach[(1, 1)] == 3.0  # around the corner: (0, 1) then (1, 1)
    path = shortest_path((0, 0), (1, 1), width=5, height=5, blocked=walls)
    assert path == [(0, 0), (0, 1), (1, 1)]


def test_a_diagonal_between_two_walls_is_shut() -> None:
    walls = frozenset({(1, 0), (0, 1)})
    assert reachable_squares((0, 0), 9.0, width=3, height=3, blocked=walls) == {(0, 0): 0.0}


def test_an_enemy_on_the_corner_does_not_stop_a_diagonal() -> None:
    reach = reachable_squares((0, 0), 9.0, width=3, height=3, enemies=frozenset({(1, 0)}))
    assert reach[(1, 1)] == 1.5


def test_walls_block() -> None:
    wall = frozenset((2, y) for y in range(5))
    reach = reachable_squares((0, 2), 100.0, width=5, height=5, blocked=wall)
    assert all(x < 2 for x, _ in reach)
    assert check_move((0, 2), (4, 2), 100.0, width=5, height=5, blocked=wall).reason == (
        MoveReason.BLOCKED
    )


def test_walls_force_a_detour_and_its_cost() -> None:
    wall = frozenset((2, y) for y in range(4))  # a wall down column 2 with a gap at (2, 4)
    reach = reachable_squares((0, 0), 100.0, width=5, height=5, blocked=wall)
    # Down to (1, 4) in four steps with one diagonal (6 m), then straight into the gap: the
    # diagonal (1, 3) -> (2, 4) would cut the corner of the wall at (2, 3).
    assert reach[(2, 4)] == 7.5
    path = shortest_path((0, 0), (2, 4), width=5, height=5, blocked=wall)
    assert path is not None and path[-2] == (1, 4)
    # Out of the gap straight to (3, 4), then up to (4, 0) with one diagonal, the 2nd (3 m).
    assert reach[(4, 0)] == 7.5 + 1.5 + 3 * 1.5 + 3.0
    assert (2, 0) not in reach


def test_enemies_block() -> None:
    reach = reachable_squares((0, 0), 9.0, width=5, height=1, enemies=frozenset({(2, 0)}))
    assert set(reach) == {(0, 0), (1, 0)}


def test_allies_may_be_crossed_but_not_ended_on() -> None:
    reach = reachable_squares((0, 0), 9.0, width=5, height=1, allies=frozenset({(1, 0)}))
    assert (1, 0) not in reach
    assert reach[(2, 0)] == 3.0
    assert shortest_path((0, 0), (2, 0), width=5, height=1, allies=frozenset({(1, 0)})) == [
        (0, 0), (1, 0), (2, 0)
    ]
    assert shortest_path((0, 0), (1, 0), width=5, height=1, allies=frozenset({(1, 0)})) is None


def test_own_squares_are_not_obstacles_to_the_token_itself() -> None:
    own = frozenset({(0, 0)})
    assert reachable_squares((0, 0), 3.0, width=3, height=1, enemies=own) == {
        (0, 0): 0.0, (1, 0): 1.5, (2, 0): 3.0
    }
    big_own = frozenset(footprint((0, 0), 2))
    reach = reachable_squares((0, 0), 1.5, width=4, height=2, size=2, allies=big_own)
    assert reach == {(0, 0): 0.0, (1, 0): 1.5}  # overlapping its own old squares is fine


# --------------------------------------------------------------------------- difficult terrain


def test_difficult_terrain_costs_double_to_enter_not_to_leave() -> None:
    mud = frozenset({(1, 0)})
    reach = reachable_squares((0, 0), 9.0, width=5, height=1, difficult=mud)
    assert reach[(1, 0)] == 3.0
    assert reach[(2, 0)] == 4.5
    assert path_cost_m(line(2), difficult=mud) == 4.5
    assert path_cost_m([(1, 0), (2, 0)], difficult=mud) == 1.5  # starting in mud: leaving is normal


def test_a_diagonal_into_difficult_terrain_costs_double_that_diagonal() -> None:
    mud = frozenset({(1, 1), (2, 2)})
    assert path_cost_m(line(1, 1, 1), difficult=mud) == 3.0
    assert path_cost_m(line(2, 1, 1), difficult=mud) == 3.0 + 6.0
    assert path_cost_m(line(2, 1, 1), "chebyshev", difficult=mud) == 6.0
    assert path_cost_m(line(1, 1, 1), "euclidean", difficult=mud) == 2 * DIAGONAL_EUCLIDEAN


def test_a_diagonal_into_difficult_terrain_still_counts_for_the_parity() -> None:
    mud = frozenset({(1, 1)})
    assert path_cost_m([(0, 0), (1, 1), (2, 2)], difficult=mud) == 3.0 + 3.0


# --------------------------------------------------------------------------- large creatures


def gap_map(gap: int) -> frozenset[Square]:
    """A wall down column 3 of a 7×6 map with a gap of ``gap`` squares from row 2."""
    return frozenset((3, y) for y in range(6) if not 2 <= y < 2 + gap)


def test_a_2x2_creature_does_not_fit_through_a_one_square_gap() -> None:
    walls = gap_map(1)
    small = reachable_squares((0, 2), 100.0, width=7, height=6, blocked=walls)
    assert (5, 2) in small
    big = reachable_squares((0, 2), 100.0, width=7, height=6, blocked=walls, size=2)
    assert all(x + 1 < 3 for x, _ in big)
    check = check_move((0, 2), (5, 2), 100.0, width=7, height=6, blocked=walls, size=2)
    assert check.reason is MoveReason.BLOCKED


def test_a_2x2_creature_fits_through_a_two_square_gap() -> None:
    big = reachable_squares((0, 2), 100.0, width=7, height=6, blocked=gap_map(2), size=2)
    assert (5, 2) in big
    assert big[(5, 2)] == 7.5  # five straight steps through the gap


def test_a_3x3_creature_keeps_its_whole_footprint_on_the_map() -> None:
    reach = reachable_squares((0, 0), 100.0, width=5, height=4, size=3)
    assert set(reach) == {(x, y) for x in range(3) for y in range(2)}


def test_a_large_creature_checks_its_footprint_against_enemies_and_allies() -> None:
    enemies = frozenset({(3, 0)})
    reach = reachable_squares((0, 0), 100.0, width=5, height=4, size=2, enemies=enemies)
    assert (2, 0) not in reach  # would cover (3, 0)
    assert (3, 1) in reach
    allies = frozenset({(2, 1)})
    reach = reachable_squares((0, 0), 100.0, width=5, height=2, size=2, allies=allies)
    assert (1, 0) not in reach and (2, 0) not in reach  # cannot end over the ally
    assert reach[(3, 0)] == 4.5  # but may walk across it


def test_a_large_creature_pays_double_when_its_footprint_enters_difficult_terrain() -> None:
    mud = frozenset({(2, 1)})
    reach = reachable_squares((0, 0), 100.0, width=6, height=2, size=2, difficult=mud)
    assert reach[(1, 0)] == 3.0  # newly covers (2, 0) and (2, 1): double
    assert reach[(2, 0)] == 4.5  # newly covers (3, 0) and (3, 1): normal


def test_a_large_creature_may_not_cut_a_wall_corner() -> None:
    # 2×2 at (0,0) moving diagonally to (1,1) sweeps past (2, 0) and (0, 2).
    for corner in ((2, 0), (0, 2)):
        reach = reachable_squares((0, 0), 1.5, width=4, height=4, size=2,
                                  blocked=frozenset({corner}))
        assert (1, 1) not in reach
    reach = reachable_squares((0, 0), 1.5, width=4, height=4, size=2,
                              blocked=frozenset({(3, 0)}))
    assert reach[(1, 1)] == 1.5


# --------------------------------------------------------------------------- straight measures


@pytest.mark.parametrize(
    ("rule", "expected"),
    [("alternate", 1.5 * (3 + 1)), ("chebyshev", 4.5), ("euclidean", 1.5 * math.hypot(3, 2))],
)
def test_distance_m(rule: str, expected: float) -> None:
    assert distance_m((1, 1), (4, 3), rule) == pytest.approx(expected)
    assert distance_m((4, 3), (1, 1), rule) == pytest.approx(expected)


def test_distance_m_alternate_examples() -> None:
    assert distance_m((0, 0), (0, 0)) == 0.0
    assert distance_m((0, 0), (1, 1)) == 1.5
    assert distance_m((0, 0), (2, 2)) == 4.5
    assert distance_m((0, 0), (6, 0)) == 9.0


def test_footprint_distance_m_uses_the_nearest_squares() -> None:
    assert footprint_distance_m((0, 0), 2, (2, 0), 1) == 1.5  # adjacent
    assert footprint_distance_m((0, 0), 2, (5, 5), 1) == distance_m((1, 1), (5, 5))
    assert footprint_distance_m((5, 5), 3, (0, 0), 2) == distance_m((5, 5), (1, 1))
    assert footprint_distance_m((0, 0), 3, (1, 1), 1) == 0.0  # inside
    assert footprint_distance_m((0, 4), 2, (3, 0), 2, "euclidean") == pytest.approx(
        1.5 * math.hypot(2, 3)
    )


# --------------------------------------------------------------------------- argument errors


def test_path_cost_rejects_squares_that_are_not_neighbours() -> None:
    with pytest.raises(ValueError, match=r"step 2 .*\(1, 0\) to \(3, 0\).*not neighbouring"):
        path_cost_m([(0, 0), (1, 0), (3, 0)])
    with pytest.raises(ValueError, match="not neighbouring"):
        path_cost_m([(0, 0), (0, 0)])
    with pytest.raises(ValueError, match="empty"):
        path_cost_m([])


def test_a_single_square_path_costs_nothing() -> None:
    assert path_cost_m([(3, 3)]) == 0.0


def test_bad_arguments_are_refused_with_a_clear_message() -> None:
    with pytest.raises(ValueError, match="diagonal_rule must be one of 'alternate'"):
        distance_m((0, 0), (1, 1), "manhattan")
    with pytest.raises(ValueError, match="does not lie wholly inside"):
        reachable_squares((9, 0), 3.0, width=5, height=5)
    with pytest.raises(ValueError, match="does not lie wholly inside"):
        reachable_squares((4, 4), 3.0, width=5, height=5, size=2)
    with pytest.raises(ValueError, match="max_m"):
        reachable_squares((0, 0), -1.0, width=5, height=5)
    with pytest.raises(ValueError, match="size"):
        reachable_squares((0, 0), 3.0, width=5, height=5, size=0)
    with pytest.raises(ValueError, match="diagonals_taken"):
        path_cost_m([(0, 0)], diagonals_taken=-1)


def test_the_profile_enum_is_accepted_as_a_rule() -> None:
    assert path_cost_m(line(2, 1, 1), DiagonalRule.CHEBYSHEV) == 3.0


# --------------------------------------------------------------------------- check_move


def test_check_move_accepts_with_cost_path_and_diagonal_count() -> None:
    check = check_move((0, 0), (2, 2), 9.0, width=5, height=5)
    assert check.ok and check.reason is MoveReason.OK
    assert check.cost_m == 4.5
    assert check.path == ((0, 0), (1, 1), (2, 2))
    assert check.diagonals_taken == 2


def test_check_move_too_far() -> None:
    check = check_move((0, 0), (7, 0), 9.0, width=10, height=1)
    assert check.reason is MoveReason.TOO_FAR
    assert check.message == "Too far: 10.5 m, only 9 m left this turn"
    assert check.cost_m == 10.5
    assert check.path is not None and len(check.path) == 8


def test_check_move_too_far_with_an_odd_budget() -> None:
    check = check_move((0, 0), (3, 0), 4.0, width=10, height=1)
    assert check.message == "Too far: 4.5 m, only 4 m left this turn"


def test_check_move_off_the_map() -> None:
    assert check_move((0, 0), (5, 0), 9.0, width=5, height=5).reason is MoveReason.OFF_MAP
    assert check_move((0, 0), (-1, 0), 9.0, width=5, height=5).message == "Off the map"
    assert check_move((0, 0), (4, 0), 9.0, width=5, height=5, size=2).reason is MoveReason.OFF_MAP


def test_check_move_onto_a_wall_an_enemy_or_an_ally() -> None:
    kwargs: dict[str, Any] = {"width": 5, "height": 5}
    wall = check_move((0, 0), (1, 0), 9.0, blocked=frozenset({(1, 0)}), **kwargs)
    assert wall.reason is MoveReason.WALL
    enemy = check_move((0, 0), (1, 0), 9.0, enemies=frozenset({(1, 0)}), **kwargs)
    assert enemy.reason is MoveReason.ENEMY
    ally = check_move((0, 0), (1, 0), 9.0, allies=frozenset({(1, 0)}), **kwargs)
    assert ally.reason is MoveReason.ALLY
    assert ally.message == "That square is occupied by an ally"


def test_check_move_blocked_by_walls_or_by_enemies() -> None:
    walls = frozenset((2, y) for y in range(5))
    blocked = check_move((0, 0), (4, 4), 100.0, width=5, height=5, blocked=walls)
    assert blocked.reason is MoveReason.BLOCKED
    assert blocked.message == "Blocked: a wall is in the way"
    assert blocked.path is None and blocked.cost_m is None
    enemies = frozenset((2, y) for y in range(5))
    by_enemies = check_move((0, 0), (4, 4), 100.0, width=5, height=5, enemies=enemies)
    assert by_enemies.reason is MoveReason.BLOCKED_BY_ENEMIES


def test_check_move_to_its_own_square_is_free() -> None:
    check = check_move((1, 1), (1, 1), 0.0, width=3, height=3)
    assert check.ok and check.cost_m == 0.0 and check.path == ((1, 1),)


def test_format_metres() -> None:
    assert format_metres(9.0) == "9"
    assert format_metres(10.5) == "10.5"
    assert format_metres(0.0) == "0"
    assert format_metres(4.2426406871) == "4.24"
    assert format_metres(9.0001, round_up=True) == "9.01"


# --------------------------------------------------------------------------- speed


def test_nine_metres_on_a_100x100_map_with_30_percent_walls_is_fast() -> None:
    rng = random.Random(1)
    walls = frozenset((x, y) for y in range(100) for x in range(100) if rng.random() < 0.3)
    start = min(
        ((x, y) for y in range(100) for x in range(100) if (x, y) not in walls),
        key=lambda s: (abs(s[0] - 50) + abs(s[1] - 50), s),
    )
    seconds = min(timeit.repeat(
        lambda: reachable_squares(start, 9.0, width=100, height=100, blocked=walls),
        number=20, repeat=3,
    )) / 20
    # The target is well under 2 ms; the bound is loose so a slow CI machine does not flake.
    assert seconds < 0.02


# --------------------------------------------------------------------------- reference search


def brute_force(
    start: Square,
    max_m: float,
    *,
    width: int,
    height: int,
    blocked: Set[Square],
    difficult: Set[Square],
    diagonal_rule: str,
    enemies: Set[Square],
    allies: Set[Square],
    size: int,
    diagonals_taken: int,
) -> dict[Square, float]:
    """Bellman-Ford over every (position, diagonal parity) with no pruning at all."""
    own = set(footprint(start, size))

    def cells(pos: Square) -> list[Square]:
        return [(pos[0] + i, pos[1] + j) for i in range(size) for j in range(size)]

    def may_stand(pos: Square) -> bool:
        return all(
            0 <= x < width and 0 <= y < height and (x, y) not in blocked
            and ((x, y) in own or (x, y) not in enemies)
            for x, y in cells(pos)
        )

    def may_end(pos: Square) -> bool:
        return may_stand(pos) and all(c in own or c not in allies for c in cells(pos))

    positions = [(x, y) for x in range(width) for y in range(height)]
    alternate = diagonal_rule == "alternate"
    dist = {(pos, parity): math.inf for pos in positions for parity in (0, 1)}
    dist[(start, diagonals_taken % 2 if alternate else 0)] = 0.0
    changed = True
    while changed:
        changed = False
        for (pos, parity), d in list(dist.items()):
            if d == math.inf:
                continue
            for dx, dy in DIRECTIONS:
                target = (pos[0] + dx, pos[1] + dy)
                if not may_stand(target):
                    continue
                new_parity = parity
                if dx and dy:
                    side_a = cells((pos[0] + dx, pos[1]))
                    side_b = cells((pos[0], pos[1] + dy))
                    if any(c in blocked for c in side_a + side_b):
                        continue
                    if diagonal_rule == "alternate":
                        step = 3.0 if parity else 1.5
                        new_parity = 1 - parity
                    elif diagonal_rule == "chebyshev":
                        step = 1.5
                    else:
                        step = DIAGONAL_EUCLIDEAN
                else:
                    step = 1.5
                if (set(cells(target)) - set(cells(pos))) & set(difficult):
                    step *= 2
                if d + step < dist[(target, new_parity)] - 1e-12:
                    dist[(target, new_parity)] = d + step
                    changed = True
    result = {start: 0.0}
    for (pos, _), d in dist.items():
        if d <= max_m + 1e-9 and may_end(pos) and d < result.get(pos, math.inf):
            result[pos] = d
    return result


@st.composite
def scenarios(draw: st.DrawFn, max_side: int = 6) -> dict[str, Any]:
    size = draw(st.sampled_from([1, 1, 1, 2, 3]))
    width = draw(st.integers(size, max_side))
    height = draw(st.integers(size, max_side))
    squares = [(x, y) for x in range(width) for y in range(height)]
    start = draw(st.sampled_from([(x, y) for x in range(width - size + 1)
                                  for y in range(height - size + 1)]))
    own = set(footprint(start, size))
    # Walls never under the start: a token is not placed inside a wall during a fight.
    blocked = draw(st.frozensets(st.sampled_from(squares), max_size=len(squares) // 2)) - own
    some = st.frozensets(st.sampled_from(squares), max_size=len(squares) // 3)
    return {
        "start": start,
        "max_m": draw(st.one_of(st.sampled_from([0.0, 1.5, 3.0, 4.5, 6.0, 9.0, 12.0]),
                                st.floats(0.0, 15.0))),
        "width": width,
        "height": height,
        "blocked": blocked,
        "difficult": draw(some),
        "diagonal_rule": draw(st.sampled_from(RULES)),
        "enemies": draw(some),
        "allies": draw(some),
        "size": size,
        "diagonals_taken": draw(st.integers(0, 3)),
    }


def search_keywords(scenario: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in scenario.items() if key not in ("start", "max_m")}


def assert_legal(path: list[Square], scenario: dict[str, Any]) -> None:
    """Check a route square by square, independently of the search."""
    size = scenario["size"]
    own = set(footprint(scenario["start"], size))
    assert path[0] == scenario["start"]
    for before, after in itertools.pairwise(path):
        dx, dy = after[0] - before[0], after[1] - before[1]
        assert max(abs(dx), abs(dy)) == 1
        for x, y in footprint(after, size):
            assert 0 <= x < scenario["width"] and 0 <= y < scenario["height"]
            assert (x, y) not in scenario["blocked"]
            assert (x, y) in own or (x, y) not in scenario["enemies"]
        if dx and dy:
            sides = footprint((before[0] + dx, before[1]), size) + footprint(
                (before[0], before[1] + dy), size)
            assert not any(c in scenario["blocked"] for c in sides)
    assert all(c in own or c not in scenario["allies"] for c in footprint(path[-1], size))


@settings(max_examples=200, deadline=None)
@given(scenarios())
def test_reachable_squares_match_a_brute_force_search(scenario: dict[str, Any]) -> None:
    expected = brute_force(**scenario)
    got = reachable_squares(**scenario)
    assert set(got) == set(expected)
    for square, cost in expected.items():
        assert got[square] == pytest.approx(cost, abs=1e-9)


def as_masks(scenario: dict[str, Any]) -> dict[str, Any]:
    """The scenario with its square sets as the map's masks, as the session passes them."""
    width, height = scenario["width"], scenario["height"]
    return {key: SquareMask.from_squares(width, height, value)
            if key in ("blocked", "difficult", "enemies", "allies") else value
            for key, value in scenario.items()}


@settings(max_examples=100, deadline=None)
@given(scenarios())
def test_masks_search_as_sets_do(scenario: dict[str, Any]) -> None:
    masked = as_masks(scenario)
    assert reachable_squares(**masked) == reachable_squares(**scenario)
    goal = max(brute_force(**scenario))
    keywords = search_keywords(scenario)
    assert (shortest_path(scenario["start"], goal, **search_keywords(masked))
            == shortest_path(scenario["start"], goal, **keywords))
    assert (check_move(scenario["start"], goal, scenario["max_m"], **search_keywords(masked))
            == check_move(scenario["start"], goal, scenario["max_m"], **keywords))


@settings(max_examples=100, deadline=None)
@given(scenarios(), st.floats(0.0, 6.0))
def test_the_reachable_set_grows_with_the_budget(scenario: dict[str, Any], extra: float) -> None:
    smaller = reachable_squares(**scenario)
    larger = reachable_squares(**{**scenario, "max_m": scenario["max_m"] + extra})
    assert set(smaller) <= set(larger)
    for square, cost in smaller.items():
        assert larger[square] == cost


@settings(max_examples=100, deadline=None)
@given(scenarios())
def test_every_reachable_cost_is_the_cost_of_the_shortest_path(scenario: dict[str, Any]) -> None:
    reach = reachable_squares(**scenario)
    keywords = search_keywords(scenario)
    for square, cost in reach.items():
        path = shortest_path(scenario["start"], square, **keywords)
        assert path is not None
        assert path[-1] == square
        assert_legal(path, scenario)
        assert path_cost_m(
            path, scenario["diagonal_rule"], difficult=scenario["difficult"],
            diagonals_taken=scenario["diagonals_taken"], size=scenario["size"],
        ) == pytest.approx(cost, abs=1e-9)
        check = check_move(scenario["start"], square, scenario["max_m"], **keywords)
        assert check.ok
        assert check.cost_m == pytest.approx(cost, abs=1e-9)


@settings(max_examples=100, deadline=None)
@given(scenarios())
def test_squares_out_of_reach_are_refused_by_check_move(scenario: dict[str, Any]) -> None:
    reach = reachable_squares(**scenario)
    keywords = search_keywords(scenario)
    size = scenario["size"]
    for x in range(-1, scenario["width"] + 1):
        for y in range(-1, scenario["height"] + 1):
            if (x, y) in reach:
                continue
            check = check_move(scenario["start"], (x, y), scenario["max_m"], **keywords)
            assert not check.ok
            bounded = shortest_path(scenario["start"], (x, y), max_m=scenario["max_m"], **keywords)
            assert bounded is None
            if check.reason is MoveReason.TOO_FAR:
                assert check.cost_m is not None and check.cost_m > scenario["max_m"]
            if not (0 <= x <= scenario["width"] - size and 0 <= y <= scenario["height"] - size):
                assert check.reason is MoveReason.OFF_MAP


@settings(max_examples=100, deadline=None)
@given(scenarios())
def test_reachable_costs_stay_within_budget_and_off_blocked_squares(
    scenario: dict[str, Any],
) -> None:
    reach = reachable_squares(**scenario)
    own = set(footprint(scenario["start"], scenario["size"]))
    for square, cost in reach.items():
        assert 0.0 <= cost <= scenario["max_m"] + 1e-9
        if square == scenario["start"]:
            continue
        for cell in footprint(square, scenario["size"]):
            assert cell not in scenario["blocked"]
            assert cell in own or cell not in scenario["enemies"]
            assert cell in own or cell not in scenario["allies"]


walks = st.tuples(
    st.tuples(st.integers(-5, 5), st.integers(-5, 5)),
    st.lists(st.sampled_from(DIRECTIONS), max_size=15),
)


def walk_path(walk: tuple[Square, list[Square]]) -> list[Square]:
    (x, y), steps = walk
    path = [(x, y)]
    for dx, dy in steps:
        x, y = x + dx, y + dy
        path.append((x, y))
    return path


@given(walks, st.frozensets(st.tuples(st.integers(-8, 8), st.integers(-8, 8)), max_size=40),
       st.integers(0, 3), st.sampled_from([1, 2]))
def test_a_euclidean_path_is_never_shorter_than_the_straight_line(
    walk: tuple[Square, list[Square]], difficult: frozenset[Square], taken: int, size: int
) -> None:
    path = walk_path(walk)
    (x0, y0), (x1, y1) = path[0], path[-1]
    cost = path_cost_m(path, "euclidean", difficult=difficult, diagonals_taken=taken, size=size)
    assert cost >= 1.5 * math.hypot(x1 - x0, y1 - y0) - 1e-9
    assert cost >= distance_m(path[0], path[-1], "euclidean") - 1e-9


@given(walks, st.frozensets(st.tuples(st.integers(-8, 8), st.integers(-8, 8)), max_size=40),
       st.integers(0, 3))
def test_alternate_never_costs_less_than_chebyshev(
    walk: tuple[Square, list[Square]], difficult: frozenset[Square], taken: int
) -> None:
    path = walk_path(walk)
    alternate = path_cost_m(path, "alternate", difficult=difficult, diagonals_taken=taken)
    chebyshev = path_cost_m(path, "chebyshev", difficult=difficult, diagonals_taken=taken)
    assert alternate >= chebyshev
    assert chebyshev >= distance_m(path[0], path[-1], "chebyshev")
    if taken % 2 == 0 and not difficult:
        assert alternate >= distance_m(path[0], path[-1], "alternate")
    diagonals = count_diagonals(path)
    assert alternate <= chebyshev * 2
    assert diagonals <= len(path) - 1
