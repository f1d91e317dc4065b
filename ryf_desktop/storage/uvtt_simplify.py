"""Dense walls made few without opening gaps: a polyline's points dropped where it runs straight.

Caves come as thousands of tiny segments. A point is dropped only when the polyline without it
stays within :data:`TOLERANCE` squares of where it ran (Ramer–Douglas–Peucker), so the wall
still runs unbroken from its first point to its last; points that other walls or doors touch
(``pinned``: every polyline's ends and any point two polylines share) are never dropped, so
junctions stay joined. Walls on grid lines lose only the points along straight runs, and their
corners stay on whole numbers.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import pairwise

Point = tuple[float, float]

#: How far (in squares) a simplified wall may run from the drawn one: far less than a token's
#: width, and less than a sight ray needs to slip past a corner.
TOLERANCE = 0.02


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
    for index, point in enumerate(unique):
        if point in pinned:
            keep[index] = True
    # Each stretch between kept points is simplified on its own (an explicit stack, no recursion).
    anchors = [index for index, kept in enumerate(keep) if kept]
    stack = list(pairwise(anchors))
    while stack:
        first, last = stack.pop()
        if last - first < 2:
            continue
        farthest, distance = first, -1.0
        for index in range(first + 1, last):
            away = _distance_to_segment(unique[index], unique[first], unique[last])
            if away > distance:
                farthest, distance = index, away
        if distance > tolerance:
            keep[farthest] = True
            stack += [(first, farthest), (farthest, last)]
    return [point for point, kept in zip(unique, keep, strict=True) if kept]


def _distance_to_segment(point: Point, start: Point, end: Point) -> float:
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = dx * dx + dy * dy
    if length == 0.0:
        return math.dist(point, start)
    along = max(0.0, min(1.0, ((point[0] - start[0]) * dx + (point[1] - start[1]) * dy) / length))
    return math.dist(point, (start[0] + along * dx, start[1] + along * dy))
