"""Square sets of a map (walls, difficult terrain, fog, doors) packed into one text column: the
one codec between a :class:`~ryf_desktop.rules.square_mask.SquareMask` and the file.

Format: a JSON array of row runs ``[[y, x_first, x_last], ...]`` (both ends included), sorted by
row then column, runs never touching. A wall line is a handful of runs and a fully fogged 200×200
map is 200 runs, where one row per square would be 40,000 rows; the text stays readable with the
plain ``sqlite3`` client. ``"[]"`` is the empty set.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence

import numpy as np
import numpy.typing as npt

from ryf_desktop.rules.square_mask import SquareMask

Square = tuple[int, int]


class SquareSetError(ValueError):
    """A packed square set that does not follow the format."""


def pack_mask(mask: SquareMask) -> str:
    """The stored text of ``mask``."""
    return _encode([[y, first, last] for y, first, last in mask.rows()])


def unpack_mask(text: str, width: int, height: int) -> SquareMask:
    """The squares stored as ``text`` on a ``width``×``height`` map (squares past its edges are
    left out: a map shrunk by an older version may have kept them)."""
    runs = _run_array(text)
    runs = runs[(runs[:, 0] < height) & (runs[:, 1] < width)]
    # Each run adds 1 from its first square and takes it away past its last (clipped to the
    # map); a running sum along each row is then above 0 exactly on the squares of the runs.
    stride = width + 1
    ends = np.minimum(runs[:, 2], width - 1) + 1
    places = np.concatenate([runs[:, 0] * stride + runs[:, 1], runs[:, 0] * stride + ends])
    weights = np.concatenate([np.ones(len(runs)), -np.ones(len(runs))])
    steps = np.bincount(places, weights=weights, minlength=height * stride)
    return SquareMask(np.cumsum(steps.reshape(height, stride), axis=1)[:, :width] > 0)


def read_mask(text: str, width: int, height: int) -> SquareMask:
    """:func:`unpack_mask`, a damaged text read as no squares rather than breaking the map."""
    try:
        return unpack_mask(text, width, height)
    except SquareSetError:
        return SquareMask.empty(width, height)


def pack_squares(squares: Iterable[Square]) -> str:
    """The stored text of any squares (of no map in particular: the JSON import and export)."""
    runs: list[list[int]] = []
    for x, y in sorted(set(squares), key=lambda square: (square[1], square[0])):
        if runs and runs[-1][0] == y and runs[-1][2] == x - 1:
            runs[-1][2] = x
        else:
            runs.append([y, x, x])
    return _encode(runs)


def unpack_squares(text: str) -> frozenset[Square]:
    squares: set[Square] = set()
    for y, first, last in _runs(text):
        squares.update((x, y) for x in range(first, last + 1))
    return frozenset(squares)


def _encode(runs: list[list[int]]) -> str:
    return json.dumps(runs, separators=(",", ":"))


def _runs(text: str) -> list[tuple[int, int, int]]:
    return [(y, first, last) for y, first, last in _run_array(text).tolist()]


def _run_array(text: str) -> npt.NDArray[np.int64]:
    """The runs of ``text`` as rows ``[y, x_first, x_last]`` of an array, checked whole."""
    if isinstance(text, str) and _PACKED.fullmatch(text) is not None:
        # As pack_squares writes it (plain integers ≥ 0 in runs of three): read in C, and only
        # each run's order left to check.
        numbers = text.replace("[", "").replace("]", "")
        array = (np.fromstring(numbers, dtype=np.int64, sep=",").reshape(-1, 3) if numbers
                 else np.zeros((0, 3), dtype=np.int64))
        if (array[:, 1] > array[:, 2]).any():
            raise SquareSetError(f"bad run {_first_bad(array.tolist())!r} in a square set")
        return array
    try:
        runs = json.loads(text)
    except (json.JSONDecodeError, TypeError) as error:
        raise SquareSetError(f"square set is not JSON: {error}") from error
    if not isinstance(runs, list):
        raise SquareSetError("square set must be a JSON array of [y, x_first, x_last] runs")
    bad = _first_bad(runs)
    if bad is not None:
        raise SquareSetError(f"bad run {bad!r} in a square set")
    return np.array(runs, dtype=np.int64).reshape(-1, 3)


def _first_bad(runs: Sequence[object]) -> object:
    """The first run that is not three plain integers ≥ 0, the first at most the last."""
    for run in runs:
        if (
            not isinstance(run, list)
            or len(run) != 3
            or not all(type(value) is int and value >= 0 for value in run)
            or run[1] > run[2]
        ):
            return run
    return None


#: A layer exactly as pack_squares writes it: runs of three plain integers, no spaces.
_PACKED = re.compile(r"\[(?:\[\d+,\d+,\d+\](?:,\[\d+,\d+,\d+\])*)?\]")
