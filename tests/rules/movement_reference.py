"""References the movement search is checked against: what an explicit path costs, worked out
step by step from the manual's rules (:func:`path_cost_m`), and the cheapest path to a square
as :func:`~ryf_desktop.rules.movement.check_move` finds it (:func:`shortest_path`). The program
asks only ``reachable_squares`` and ``check_move``."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ryf_desktop.rules.movement import SQUARE_M, Square, check_move
from ryf_desktop.rules.movement_args import check_diagonals_taken as _check_diagonals_taken
from ryf_desktop.rules.movement_args import check_size as _check_size
from ryf_desktop.rules.movement_args import parse_rule as _rule
from ryf_desktop.rules.movement_search import SquaresArg, diagonal_costs, newly_covered
from ryf_desktop.rules.profile import DiagonalRule

_NO_SQUARES: frozenset[Square] = frozenset()


def path_cost_m(
    path: Sequence[Square],
    diagonal_rule: str = "alternate",
    *,
    difficult: SquaresArg = _NO_SQUARES,
    diagonals_taken: int = 0,
    size: int = 1,
) -> float:
    """The metres an explicit path costs (start square first). Walls and tokens are not checked.

    Raises ValueError if the path is empty or two consecutive squares are not neighbours.
    """
    rule = _rule(diagonal_rule)
    _check_size(size)
    _check_diagonals_taken(diagonals_taken)
    if not path:
        raise ValueError("a path needs at least its start square; got an empty path")
    costs = diagonal_costs(rule)
    flip = 1 if rule is DiagonalRule.ALTERNATE else 0
    parity = diagonals_taken & 1 if flip else 0
    total = 0.0
    for index in range(1, len(path)):
        x0, y0 = path[index - 1]
        x1, y1 = path[index]
        dx = x1 - x0
        dy = y1 - y0
        if max(abs(dx), abs(dy)) != 1:
            raise ValueError(
                f"step {index} of the path goes from {(x0, y0)} to {(x1, y1)}, which are not "
                f"neighbouring squares; a path must move one square at a time, without repeats"
            )
        if dx and dy:
            cost = costs[parity]
            parity ^= flip
        else:
            cost = SQUARE_M
        if difficult and _enters_difficult(x1, y1, dx, dy, size, difficult):
            cost = 2 * cost
        # Summed in path order, exactly as the search does, so both give the same float.
        total = total + cost
    return total


def _enters_difficult(x: int, y: int, dx: int, dy: int, size: int, difficult: SquaresArg) -> bool:
    return any((x + i, y + j) in difficult for i, j in newly_covered(dx, dy, size))


def shortest_path(start: Square, goal: Square, *, max_m: float | None = None,
                  **search: Any) -> list[Square] | None:
    """The cheapest legal path from ``start`` to ``goal`` (both included), or None if the token may
    not end on ``goal``, no path leads there, or (with ``max_m``) the cheapest one costs more."""
    if max_m is not None and (math.isnan(max_m) or max_m < 0):
        raise ValueError(f"max_m must be 0 or more metres, or None for no limit, not {max_m}")
    checked = check_move(start, goal, math.inf if max_m is None else max_m, **search)
    return list(checked.path) if checked.ok and checked.path is not None else None
