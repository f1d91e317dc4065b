"""Dense walls made few without opening gaps: a polyline's points dropped where it runs straight.

Caves come as thousands of tiny segments. A point is dropped only when the polyline without it
stays within :data:`TOLERANCE` squares of where it ran (Ramer–Douglas–Peucker), so the wall
still runs unbroken from its first point to its last; points that other walls or doors touch
(``pinned``: every polyline's ends and any point two polylines share) are never dropped, so
junctions stay joined. Walls on grid lines lose only the points along straight runs, and their
corners stay on whole numbers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import pairwise

import numpy as np
import numpy.typing as npt

Point = tuple[float, float]

#: How far (in squares) a simplified wall may run from the drawn one: far less than a token's
#: width, and less than a sight ray needs to slip past a corner.
TOLERANCE = 0.02
#: Every this many points a long polyline keeps one, so a stretch is simplified on its own and
#: the work is bounded by the points times this (a zig-zag of half a million points would
#: otherwise cost their square).
STRETCH_MAX = 512


def pinned_points(polylines: Iterable[Sequence[Point]]) -> frozenset[Point]:
    """The points to keep: every polyline's ends, and points more than one polyline passes."""
    seen: Counter[Point] = Counter()
    ends: set[Point] = set()
    for line in polylines:
        if line:
            ends.update((line[0], line[-1]))
        seen.update(set(line))
    return frozenset(ends | {point for point, times in seen.items() if times > 1})


def simplify_polyline(
    points: Sequence[Point], pinned: frozenset[Point] = frozenset(), tolerance: float = TOLERANCE
) -> list[Point]:
    """The polyline with repeated points and straight-run points dropped (see the module)."""
    unique: list[Point] = []
    for point in points:
        if not unique or point != unique[-1]:
            unique.append(point)
    if len(unique) <= 2:
        return unique if len(unique) == 2 else []
    keep = [False] * len(unique)
    keep[0] = keep[-1] = True
    for index in range(0, len(unique), STRETCH_MAX):
        keep[index] = True
    for index, point in enumerate(unique):
        if point in pinned:
            keep[index] = True
    xy = np.array(unique, dtype=np.float64)
    # Each stretch between kept points is simplified on its own (an explicit stack, no recursion).
    anchors = [index for index, kept in enumerate(keep) if kept]
    stack = list(pairwise(anchors))
    while stack:
        first, last = stack.pop()
        if last - first < 2:
            continue
        away = _distances_to_segment(xy[first + 1:last], xy[first], xy[last])
        # The first of the farthest points, as a loop keeping the strictly farther would find.
        farthest = int(np.argmax(away))
        if away[farthest] > tolerance:
            farthest += first + 1
            keep[farthest] = True
            stack += [(first, farthest), (farthest, last)]
    return [point for point, kept in zip(unique, keep, strict=True) if kept]


def _distances_to_segment(
    points: npt.NDArray[np.float64], start: npt.NDArray[np.float64],
    end: npt.NDArray[np.float64],
) -> npt.NDArray[np.float64]:
    """How far each of ``points`` is from the segment ``start``–``end`` (all at once)."""
    delta = end - start
    length = float(delta @ delta)
    if length == 0.0:
        along = np.zeros(len(points))
    else:
        along = np.clip((points - start) @ delta / length, 0.0, 1.0)
    nearest = start + along[:, None] * delta
    return np.hypot(points[:, 0] - nearest[:, 0], points[:, 1] - nearest[:, 1])
