"""Which of a map's thin segments pass near a rectangle, without looking at all of them: a
uniform grid of :data:`CELL` squares, each cell listing the segments that cross it (numpy arrays
in compressed rows, built once when the segments change).

A segment is sampled every half cell along its length and filed under each sample's cell; a query
widens its rectangle by one cell, so a segment that crosses the rectangle anywhere has a sample
in the widened one. Segments too long to sample (past :data:`MAX_SAMPLES`, or not finite) are
answered by every query — never lost, only not indexed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from ryf_desktop.rules.map_features import Segment

#: A cell's side, in squares: a fight's view (about 21 × 12 squares) meets a dozen cells.
CELL = 8.0
#: Samples one segment may take (a wall 16,000 squares long); longer ones are always answered.
MAX_SAMPLES = 4096
#: A query meeting more cells than this answers every segment (the map is all in view anyway).
MAX_QUERY_CELLS = 4096

IntArray = npt.NDArray[np.int64]


FloatArray = npt.NDArray[np.float64]


def segment_ends(segments: Sequence[Segment]) -> FloatArray:
    """The segments' ends as rows x1, y1, x2, y2 (squares)."""
    return np.array([(s.x1, s.y1, s.x2, s.y2) for s in segments],
                    dtype=np.float64).reshape(len(segments), 4)


class SegmentIndex:
    """The grid over segments whose ends are ``coords`` (see :func:`segment_ends`);
    :meth:`near` gives the indices of those near a rectangle."""

    def __init__(self, coords: FloatArray) -> None:
        count = len(coords)
        self.count = count
        finite = np.isfinite(coords).all(axis=1)
        x1, y1, x2, y2 = (np.where(finite, coords[:, i], 0.0) for i in range(4))
        dx, dy = x2 - x1, y2 - y1
        steps = np.ceil(np.hypot(dx, dy) / (CELL / 2)).astype(np.int64) + 1
        indexed = finite & (steps <= MAX_SAMPLES)
        self._always: IntArray = np.flatnonzero(~indexed).astype(np.int64)
        steps = np.where(indexed, steps, 0)
        total = int(steps.sum())
        owner = np.repeat(np.arange(count, dtype=np.int64), steps)
        first = np.repeat(np.cumsum(steps) - steps, steps)
        along = (np.arange(total, dtype=np.int64) - first).astype(np.float64)
        t = along / np.maximum(np.repeat(steps - 1, steps), 1)
        cx = np.floor((x1[owner] + t * dx[owner]) / CELL).astype(np.int64)
        cy = np.floor((y1[owner] + t * dy[owner]) / CELL).astype(np.int64)
        self._x0 = int(cx.min()) if total else 0
        self._y0 = int(cy.min()) if total else 0
        self._columns = (int(cx.max()) - self._x0 + 1) if total else 1
        self._rows = (int(cy.max()) - self._y0 + 1) if total else 1
        cells = (cy - self._y0) * self._columns + (cx - self._x0)
        pairs = np.unique(cells * max(1, count) + owner)
        cell_of_pair = pairs // max(1, count)
        self._owners: IntArray = pairs % max(1, count)
        self._cells, self._starts = np.unique(cell_of_pair, return_index=True)
        self._ends: IntArray = np.append(self._starts[1:], len(pairs)).astype(np.int64)

    def everything(self) -> IntArray:
        return np.arange(self.count, dtype=np.int64)

    def near(self, left: float, top: float, right: float, bottom: float) -> IntArray:
        """Sorted indices of the segments that may pass through the rectangle (in squares);
        every one that does is among them."""
        if not self.count:
            return np.zeros(0, dtype=np.int64)
        if not all(math.isfinite(v) for v in (left, top, right, bottom)):
            return self.everything()
        first_x = max(self._x0, math.floor(left / CELL) - 1)
        last_x = min(self._x0 + self._columns - 1, math.floor(right / CELL) + 1)
        first_y = max(self._y0, math.floor(top / CELL) - 1)
        last_y = min(self._y0 + self._rows - 1, math.floor(bottom / CELL) + 1)
        if first_x > last_x or first_y > last_y:
            return self._always
        if (last_x - first_x + 1) * (last_y - first_y + 1) > MAX_QUERY_CELLS:
            return self.everything()
        xs = np.arange(first_x, last_x + 1, dtype=np.int64) - self._x0
        ys = np.arange(first_y, last_y + 1, dtype=np.int64) - self._y0
        wanted = (ys[:, None] * self._columns + xs[None, :]).ravel()
        at = np.searchsorted(self._cells, wanted[np.isin(wanted, self._cells)])
        starts, ends = self._starts[at], self._ends[at]
        sizes = ends - starts
        if not sizes.sum():
            return self._always
        offsets = np.repeat(starts - (np.cumsum(sizes) - sizes), sizes)
        picked = self._owners[offsets + np.arange(int(sizes.sum()), dtype=np.int64)]
        return np.union1d(picked, self._always)
