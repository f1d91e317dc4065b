"""Where each token's name may lie on the table screen, whose names are set larger than a
square to be read from across the table: :func:`label_lanes`.

A name lies under its token, on the row below the token's squares. Two tokens side by side on
one row would have their large names overlap ("IñakGoblin 2" on the demo); so the row is shared
out between them, halfway between their squares, and a name takes what its lane gives it
(shifted off its token's centre towards free room, elided only when its lane is too narrow).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from ryf_desktop.ui.map.geometry import SQUARE_PX

#: A lane's bounds in scene units along x: the left and the right (infinite where free).
Lane = tuple[float, float]


def label_lanes(tokens: Iterable[tuple[int, int, int, int]]) -> dict[int, Lane]:
    """Each token's lane, by id, from ``(id, x, y, size)``: from halfway to the nearest token on
    its left whose name lies on the same row to halfway to the nearest on its right."""
    rows: dict[int, list[tuple[int, int, int]]] = {}
    for token_id, x, y, size in tokens:
        rows.setdefault(y + size, []).append((x, x + size, token_id))
    lanes: dict[int, Lane] = {}
    for row in rows.values():
        row.sort()
        last = len(row) - 1
        for index, (left, right, token_id) in enumerate(row):
            low = -math.inf if index == 0 else (row[index - 1][1] + left) / 2 * SQUARE_PX
            high = math.inf if index == last else (right + row[index + 1][0]) / 2 * SQUARE_PX
            lanes[token_id] = (low, high)
    return lanes
