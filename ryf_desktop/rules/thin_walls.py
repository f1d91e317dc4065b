"""Thin walls and doors on lines (:class:`~ryf_desktop.rules.map_features.Segment`) as the
movement and sight rules ask them: does the line between two square centres cross one?

Rulings:

- A line P→Q (two square centres) is cut by the blocking segments when one crosses its open
  interior properly, or when at a point T inside it segments that end or bend at T reach to
  both sides of the line: two walls meeting at a corner that a diagonal squeezes between block
  it (as the corner rule does for wall squares), the tip of a single wall does not, nor a wall
  lying along the line.
- Points at P and Q themselves are not looked at: a free wall running exactly through a
  square's centre is taken as passing beside it. Walls on grid lines never do.
- Movement: a step from a square to a neighbour is blocked when the line between their centres
  is cut by a segment that blocks movement (walls, closed doors). A creature of size n steps
  when every square of its footprint may make the same step, and may not stand astride a wall
  (two squares of its footprint on either side of one).
- Sight: a square is seen past the thin segments when the line from the viewer's centre to the
  square's centre is cut by no sight-blocking segment (walls, objects, closed doors). That is
  exact for walls on grid lines; for free lines it is rays to square centres, not a visibility
  polygon (a square whose centre is hidden is not seen even if a corner of it shows).

Segments are indexed by the unit cells they touch, and a line walks only the cells it passes
(a 2-D DDA), so a query costs the length of the line, not the number of segments.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TypeAlias

from ryf_desktop.rules.map_features import Segment
from ryf_desktop.rules.sight_shadows import ViewerShadows, chains_of

Square: TypeAlias = tuple[int, int]
Point: TypeAlias = tuple[float, float]

#: Cross products below this count as zero (coordinates are at most a thousand squares).
_EPSILON = 1e-9

#: The eight steps, in the order rules.movement searches them.
DIRECTIONS: tuple[Square, ...] = (
    (1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1),
)


#: One of each pair of opposite steps (a step is cut exactly when its reverse is).
_HALF_DIRECTIONS: tuple[Square, ...] = ((1, 0), (0, 1), (1, 1), (1, -1))


def _cross(ox: float, oy: float, ax: float, ay: float, bx: float, by: float) -> float:
    return (ax - ox) * (by - oy) - (ay - oy) * (bx - ox)


def _side(value: float) -> int:
    if value > _EPSILON:
        return 1
    if value < -_EPSILON:
        return -1
    return 0


def line_cut(p: Point, q: Point, segments: Iterable[Segment]) -> bool:
    """Whether ``segments`` (all taken as blocking) cut the line from ``p`` to ``q`` (see the
    module rulings); the plain definition, looked at segment by segment."""
    px, py = p
    qx, qy = q
    dx, dy = qx - px, qy - py
    length_sq = dx * dx + dy * dy
    if length_sq == 0:
        return False
    # Touch points inside the line: parameter t → the sides the touching segments reach to.
    touches: dict[float, set[int]] = {}
    for segment in segments:
        ax, ay, bx, by = segment.x1, segment.y1, segment.x2, segment.y2
        side_a = _side(_cross(px, py, qx, qy, ax, ay))
        side_b = _side(_cross(px, py, qx, qy, bx, by))
        if side_a and side_a == side_b:
            continue
        if not side_a and not side_b:
            continue  # along the line: it stops nothing crossing it
        side_p = _side(_cross(ax, ay, bx, by, px, py))
        side_q = _side(_cross(ax, ay, bx, by, qx, qy))
        if not side_p or not side_q or side_p == side_q:
            continue  # the segment's line does not pass strictly between P and Q
        if side_a and side_b:
            return True  # a proper crossing
        # One end of the segment lies on the line: where, and to which side the rest goes.
        tx, ty, side = (ax, ay, side_b) if not side_a else (bx, by, side_a)
        t = round(((tx - px) * dx + (ty - py) * dy) / length_sq, 9)
        sides = touches.setdefault(t, set())
        sides.add(side)
        if len(sides) == 2:
            return True
    return False


class _CellIndex:
    """Segments by the unit cells (square ``(x, y)`` spans ``[x, x+1]×[y, y+1]``) they touch."""

    __slots__ = ("bounds", "cells")

    def __init__(self, segments: Iterable[Segment]) -> None:
        self.cells: dict[Square, list[Segment]] = {}
        for segment in segments:
            for cell in _cells_touched(segment.x1, segment.y1, segment.x2, segment.y2):
                self.cells.setdefault(cell, []).append(segment)
        #: The first and last column and row of the cells (all 0 without segments).
        self.bounds = (0, 0, 0, 0)
        if self.cells:
            xs = [x for x, _ in self.cells]
            ys = [y for _, y in self.cells]
            self.bounds = (min(xs), min(ys), max(xs), max(ys))

    def along(self, p: Point, q: Point) -> list[Segment]:
        """The segments in the cells the line from ``p`` to ``q`` passes, each once."""
        found: dict[int, Segment] = {}
        cells = self.cells
        for cell in _cells_touched(p[0], p[1], q[0], q[1]):
            for segment in cells.get(cell, ()):
                found[id(segment)] = segment
        return list(found.values())


def _cells_touched(x1: float, y1: float, x2: float, y2: float) -> list[Square]:
    """Every unit cell whose closed square the segment meets (a cell-walk that also takes both
    neighbours where it runs along or through a grid line or corner)."""
    if x1 > x2:
        x1, y1, x2, y2 = x2, y2, x1, y1
    dx, dy = x2 - x1, y2 - y1
    cells: set[Square] = set()
    # Column by column: the y range the segment covers in each unit column it spans.
    last_col = math.floor(x2 + 1e-7)
    for column in range(math.floor(x1 - 1e-7), last_col + 1):
        left, right = max(x1, column), min(x2, column + 1)
        if left > right + 1e-7:
            continue
        if dx == 0:
            low, high = min(y1, y2), max(y1, y2)
        else:
            ya = y1 + dy * (left - x1) / dx
            yb = y1 + dy * (right - x1) / dx
            low, high = min(ya, yb), max(ya, yb)
        # Padded a little, so that rounding never drops a cell the segment just touches.
        for row in range(math.floor(low - 1e-7), math.floor(high + 1e-7) + 1):
            cells.add((column, row))
    return sorted(cells)


class ThinWalls:
    """A map's thin segments laid out for the rules; build it once per map and ask it many
    times (it keeps what it worked out)."""

    __slots__ = ("_chains", "_cuts", "_moving", "_sight", "segments")

    def __init__(self, segments: Iterable[Segment]) -> None:
        self.segments: tuple[Segment, ...] = tuple(segments)
        self._moving: _CellIndex | None = None
        self._sight: _CellIndex | None = None
        self._chains: _CellIndex | None = None
        self._cuts: dict[Square, frozenset[Square]] | None = None

    @property
    def blocks_any_movement(self) -> bool:
        return any(segment.blocks_movement for segment in self.segments)

    @property
    def blocks_any_sight(self) -> bool:
        return any(segment.blocks_sight for segment in self.segments)

    def _movement_index(self) -> _CellIndex:
        if self._moving is None:
            self._moving = _CellIndex(s for s in self.segments if s.blocks_movement)
        return self._moving

    def _sight_index(self) -> _CellIndex:
        if self._sight is None:
            self._sight = _CellIndex(s for s in self.segments if s.blocks_sight)
        return self._sight

    def cut_steps(self) -> dict[Square, frozenset[Square]]:
        """Direction → the squares whose step that way is cut (only squares near a segment).

        A step's line lies in the cells of its two squares and, for a diagonal, the two corner
        squares, so only segments touching those are asked; and a step is cut both ways, so
        half the directions are worked out and the other half mirrored.
        """
        if self._cuts is None:
            cells = self._movement_index().cells
            near: set[Square] = set()
            for x, y in cells:
                near.update((x + i, y + j) for i in (-1, 0, 1) for j in (-1, 0, 1))
            cuts: dict[Square, set[Square]] = {direction: set() for direction in DIRECTIONS}
            no_segments: list[Segment] = []
            for x, y in near:
                for dx, dy in _HALF_DIRECTIONS:
                    found = {id(segment): segment
                             for cell in ((x, y), (x + dx, y + dy), (x + dx, y), (x, y + dy))
                             for segment in cells.get(cell, no_segments)}
                    if found and line_cut((x + 0.5, y + 0.5), (x + dx + 0.5, y + dy + 0.5),
                                          found.values()):
                        cuts[(dx, dy)].add((x, y))
                        cuts[(-dx, -dy)].add((x + dx, y + dy))
            self._cuts = {direction: frozenset(found) for direction, found in cuts.items()}
        return self._cuts

    def sight_cut(self, p: Point, q: Point) -> bool:
        """Whether a sight-blocking segment cuts the line of sight from ``p`` to ``q``."""
        return line_cut(p, q, self._sight_index().along(p, q))

    def sees(self, viewer: Square, target: Square) -> bool:
        """Whether the centre-to-centre line from ``viewer`` to ``target`` is clear."""
        return not self.sight_cut((viewer[0] + 0.5, viewer[1] + 0.5),
                                  (target[0] + 0.5, target[1] + 0.5))

    def shadows_from(self, viewer: Square) -> ViewerShadows:
        """What the square ``viewer`` sees past the sight-blocking segments, laid out to ask
        for many squares (see :mod:`ryf_desktop.rules.sight_shadows`)."""
        index = self._sight_index()
        if self._chains is None:
            self._chains = _CellIndex(chains_of(s for s in self.segments if s.blocks_sight))
        return ViewerShadows(viewer[0] + 0.5, viewer[1] + 0.5, index.cells, self._chains.cells,
                             index.bounds, line_cut)


def as_thin_walls(walls: ThinWalls | Sequence[Segment] | None) -> ThinWalls | None:
    """``walls`` as a :class:`ThinWalls`, or None when there is nothing to stop anything."""
    if walls is None:
        return None
    found = walls if isinstance(walls, ThinWalls) else ThinWalls(walls)
    return found if found.segments else None


def window_cuts(
    walls: ThinWalls, stops: bytes, *, x0: int, y0: int, cols: int, size: int,
    offsets: Sequence[int],
) -> tuple[bytes, list[int]]:
    """What thin walls change in a movement search window (one byte a position whose top-left
    cell is at that index, the window's top-left cell being ``(x0, y0)``, ``cols`` wide): the
    window's ``stops`` with the positions astride a wall added, and for each of
    :data:`DIRECTIONS` (index offsets ``offsets``) the positions a step that way may not enter,
    each as a number read little-endian (``int.from_bytes(cells, "little")``), a byte 0 or 1
    each."""
    count = len(stops)
    cuts = walls.cut_steps()
    rows = count // cols

    def laid_out(squares: frozenset[Square]) -> int:
        cells = bytearray(count)
        for x, y in squares:
            col, row = x - x0, y - y0
            if 0 <= col < cols and 0 <= row < rows:
                cells[row * cols + col] = 1
        return int.from_bytes(cells, "little")

    def any_of(value: int, cells: Iterable[Square]) -> int:
        # out[i] = OR of value[i + offset]: a footprint placed at i has such a cell.
        acc = 0
        for i, j in cells:
            acc |= value >> (8 * (j * cols + i))
        return acc

    whole = [(i, j) for j in range(size) for i in range(size)]
    mask = (1 << (8 * count)) - 1
    by_direction = {direction: laid_out(cuts[direction]) for direction in DIRECTIONS}
    stops_value = int.from_bytes(stops, "little")
    if size > 1:
        east = [(i, j) for j in range(size) for i in range(size - 1)]
        south = [(i, j) for j in range(size - 1) for i in range(size)]
        stops_value |= any_of(by_direction[(1, 0)], east) | any_of(by_direction[(0, 1)], south)
        stops_value &= mask
    entered: list[int] = []
    for direction, offset in zip(DIRECTIONS, offsets, strict=True):
        cut = any_of(by_direction[direction], whole) & mask
        shifted = cut << (8 * offset) if offset >= 0 else cut >> (-8 * offset)
        entered.append(shifted & mask)
    return stops_value.to_bytes(count, "little"), entered
