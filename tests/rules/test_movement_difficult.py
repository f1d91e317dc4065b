"""Why a move costs more than the ruler says (finding 1 of the demo play-test): the route's
surcharge for difficult terrain, which :func:`~ryf_desktop.rules.movement.check_move` reports
so the map can name it."""

from __future__ import annotations

import random

import pytest

from ryf_desktop.rules.movement import check_move, difficult_surcharge_m, distance_m
from tests.rules.movement_reference import path_cost_m


def test_the_demo_move_onto_a_table_costs_the_ruler_s_6_m_plus_1_5_m_of_difficult_terrain(
) -> None:
    # Álex Rivera from (5, 10) to (8, 12) as the map's rulers count (1-based): the table at
    # (8, 12) is difficult terrain. Diagonal 1.5 m, diagonal 3 m, then the step onto the table
    # 1.5 m doubled: 7.5 m, where the ruler's straight measure is 6 m.
    check = check_move((4, 9), (7, 11), 9.0, width=24, height=16, difficult={(7, 11)})
    assert check.ok
    assert check.path == ((4, 9), (5, 10), (6, 11), (7, 11))
    assert check.cost_m == 7.5
    assert check.difficult_m == 1.5
    assert distance_m((4, 9), (7, 11)) == 6.0


def test_a_route_without_difficult_terrain_has_no_surcharge() -> None:
    check = check_move((4, 9), (7, 11), 9.0, width=24, height=16)
    assert (check.cost_m, check.difficult_m) == (6.0, 0.0)


def test_a_route_too_far_still_says_what_difficult_terrain_added() -> None:
    check = check_move((0, 0), (5, 0), 3.0, width=8, height=3,
                       difficult={(x, y) for x in range(1, 6) for y in range(3)})
    assert not check.ok
    assert (check.cost_m, check.difficult_m) == (15.0, 7.5)


@pytest.mark.parametrize("rule", ["alternate", "chebyshev", "euclidean"])
@pytest.mark.parametrize("size", [1, 2])
def test_the_surcharge_is_what_the_route_costs_over_the_same_route_on_plain_floor(
    rule: str, size: int
) -> None:
    rng = random.Random(f"{rule}{size}")
    for _ in range(60):
        difficult = {(rng.randrange(10), rng.randrange(10)) for _ in range(25)}
        taken = rng.randrange(3)
        goal = (rng.randrange(10 - size + 1), rng.randrange(10 - size + 1))
        check = check_move((0, 0), goal, 100.0, width=10, height=10, difficult=difficult,
                           diagonal_rule=rule, size=size, diagonals_taken=taken)
        assert check.ok and check.path is not None and check.cost_m is not None
        plain = path_cost_m(check.path, rule, diagonals_taken=taken, size=size)
        assert check.difficult_m == pytest.approx(check.cost_m - plain)
        assert difficult_surcharge_m(check.path, difficult, rule, size, taken) == (
            check.difficult_m)
