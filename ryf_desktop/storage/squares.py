"""Square sets of a map (walls, difficult terrain, fog, doors) packed into one text column.

Format: a JSON array of row runs ``[[y, x_first, x_last], ...]`` (both ends included), sorted by
row then column, runs never touching. A wall line is a handful of runs and a fully fogged 200×200
map is 200 runs, where one row per square would be 40,000 rows; the text stays readable with the
plain ``sqlite3`` client. ``"[]"`` is the empty set.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

Square = tuple[int, int]


class SquareSetError(ValueError):
    """A packed square set that does not follow the format."""


def pack_squares(squares: Iterable[Square]) -> str:
    runs: list[list[int]] = []
    for x, y in sorted(set(squares), key=lambda square: (square[1], square[0])):
        if runs and runs[-1][0] == y and runs[-1][2] == x - 1:
            runs[-1][2] = x
        else:
            runs.append([y, x, x])
    return json.dumps(runs, separators=(",", ":"))


def unpack_squares(text: str) -> frozenset[Square]:
    try:
        runs = json.loads(text)
    except json.JSONDecodeError as error:
        raise SquareSetError(f"square set is not JSON: {error}") from error
    if not isinstance(runs, list):
        raise SquareSetError("square set must be a JSON array of [y, x_first, x_last] runs")
    squares: set[Square] = set()
    for run in runs:
        if (
            not isinstance(run, list)
            or len(run) != 3
            or not all(type(value) is int and value >= 0 for value in run)
            or run[1] > run[2]
        ):
            raise SquareSetError(f"bad run {run!r} in a square set")
        y, first, last = run
        squares.update((x, y) for x in range(first, last + 1))
    return frozenset(squares)
