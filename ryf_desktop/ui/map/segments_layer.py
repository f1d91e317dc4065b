"""The map's thin walls, object outlines and doors on lines as one graphics item, and the
preview of a stroke being drawn. A frame draws only the segments near what it exposes
(:class:`SegmentIndex`), so its time follows what is in view, not the map's total.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from types import MappingProxyType

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ryf_desktop.rules.map_features import Segment, SegmentKind
from ryf_desktop.ui.map.geometry import SQUARE_PX
from ryf_desktop.ui.map.layers import LayerItem

WALL_COLOUR = QColor("#1b1b22")
WALL_EDGE = QColor(235, 235, 225, 200)
OBJECT_COLOUR = QColor("#4d4d58")
DOOR_FRAME = QColor("#2b1a0e")
DOOR_LEAF = QColor("#d08a3a")
PREVIEW_WALL = QColor(0, 150, 210, 220)
PREVIEW_DOOR = QColor(210, 120, 20, 230)
ERASE_MARK = QColor(220, 40, 40, 230)

#: Line widths in squares.
WALL_WIDTH = 0.16
OBJECT_WIDTH = 0.09
DOOR_WIDTH = 0.22
#: Below this many pixels a square, segments are drawn as plain lines.
DETAIL_MIN_SQUARE_PX = 6.0
#: Past this many walls and outlines in view they are drawn plainly (see paint()).
DENSE_LINES = 150
#: How far past its line a segment's drawing reaches, in squares (a door swung open).
REACH = 1.2
_KIND_CODE = MappingProxyType({SegmentKind.WALL: 0, SegmentKind.OBJECT: 1, SegmentKind.DOOR: 2})


def scene_point(x: float, y: float) -> QPointF:
    """A point in squares as a scene position."""
    return QPointF(x * SQUARE_PX, y * SQUARE_PX)


class SegmentsItem(LayerItem):
    """Every thin segment of the map, drawn in one pass (a cave may hold thousands)."""

    def __init__(self, z: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(z, parent)
        self.segments: tuple[Segment, ...] = ()
        self._index = SegmentIndex(segment_ends(()))
        self._ends = np.zeros((0, 4), dtype=np.float64)
        self._kinds = np.zeros(0, dtype=np.int8)
        self.setVisible(False)

    def set_segments(self, segments: Sequence[Segment]) -> None:
        chosen = tuple(segments)
        if chosen == self.segments:
            return
        self.prepareGeometryChange()
        self.segments = chosen
        ends = segment_ends(chosen)
        self._index = SegmentIndex(ends)
        self._ends = ends * SQUARE_PX
        self._kinds = np.array([_KIND_CODE[s.kind] for s in chosen], dtype=np.int8)
        self._bounds = QRectF()
        ends = ends[np.isfinite(ends).all(axis=1)]
        if len(ends):
            xs, ys = ends[:, 0::2], ends[:, 1::2]
            # Room for the line widths and a door swung open.
            self._bounds = QRectF(scene_point(float(xs.min()) - REACH, float(ys.min()) - REACH),
                                  scene_point(float(xs.max()) + REACH, float(ys.max()) + REACH))
        self.setVisible(bool(chosen))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        exposed = drawn_rect(painter, option, self._bounds)
        shown = self._index.near(exposed.left() / SQUARE_PX - REACH,
                                 exposed.top() / SQUARE_PX - REACH,
                                 exposed.right() / SQUARE_PX + REACH,
                                 exposed.bottom() / SQUARE_PX + REACH)
        if not len(shown):
            return
        kinds = self._kinds[shown]
        # Long walls are cut to the exposed part (a caps' width beyond it): the painter then
        # strokes what shows, not a line across the whole map.
        around = exposed.adjusted(-SQUARE_PX, -SQUARE_PX, SQUARE_PX, SQUARE_PX)
        walls = clipped_lines(self._ends[shown[kinds == 0]], around)
        objects = clipped_lines(self._ends[shown[kinds == 1]], around)
        doors = [self.segments[i] for i in shown[kinds == 2].tolist()]
        square = SQUARE_PX * QStyleOptionGraphicsItem.levelOfDetailFromTransform(
            painter.worldTransform())
        if square < DETAIL_MIN_SQUARE_PX:
            _paint_plain(painter, walls, objects, clipped_lines(self._ends[shown[kinds == 2]],
                                                                around))
            return
        # Line by line: Qt fills wide lines given at once as one shape, in time growing with
        # their crossings (30,000 long walls took 78 s). Past a few score lines in view the
        # smoothing goes: it costs 30 times the time and adds nothing to such a tangle.
        dense = len(walls) + len(objects) > DENSE_LINES
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, not dense)
        # A light edge under the dark line keeps a wall visible on a dark floor.
        for colour, width, lines in ((WALL_EDGE, WALL_WIDTH + 0.06, walls),
                                     (WALL_COLOUR, WALL_WIDTH, walls),
                                     (OBJECT_COLOUR, OBJECT_WIDTH, objects)):
            painter.setPen(QPen(colour, SQUARE_PX * width, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            for line in lines:
                painter.drawLine(line)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for door in doors:
            _paint_door(painter, door)


def clipped_lines(ends: npt.NDArray[np.float64], area: QRectF) -> list[QLineF]:
    """The lines ``ends`` (rows x1, y1, x2, y2) cut to ``area`` (Liang-Barsky, all at once);
    those outside it left out."""
    if not len(ends):
        return []
    x1, y1, x2, y2 = ends[:, 0], ends[:, 1], ends[:, 2], ends[:, 3]
    dx, dy = x2 - x1, y2 - y1
    low = np.zeros(len(ends))
    high = np.ones(len(ends))
    keep = np.isfinite(ends).all(axis=1)
    for p, q in ((-dx, x1 - area.left()), (dx, area.right() - x1),
                 (-dy, y1 - area.top()), (dy, area.bottom() - y1)):
        with np.errstate(divide="ignore", invalid="ignore"):
            ratio = q / p
        keep &= ~((p == 0) & (q < 0))
        low = np.where(p < 0, np.maximum(low, ratio), low)
        high = np.where(p > 0, np.minimum(high, ratio), high)
    keep &= low <= high
    rows = np.column_stack((x1 + low * dx, y1 + low * dy, x1 + high * dx, y1 + high * dy))[keep]
    return [QLineF(a, b, c, d) for a, b, c, d in rows.tolist()]


def drawn_rect(painter: QPainter, option: QStyleOptionGraphicsItem, bounds: QRectF) -> QRectF:
    """What a paint() call can show of an item, in its coordinates: the exposed rectangle (the
    item needs ``ItemUsesExtendedStyleOption``) within the painter's device."""
    exposed = option.exposedRect if not option.exposedRect.isEmpty() else bounds
    device = painter.device()
    inverse, invertible = painter.worldTransform().inverted()
    if device is not None and invertible:
        # A render() to a picture exposes the whole item: what lands on the picture is less.
        exposed = exposed.intersected(inverse.mapRect(QRectF(0, 0, device.width(),
                                                             device.height())))
    return exposed


def _paint_plain(painter: QPainter, walls: list[QLineF], objects: list[QLineF],
                 doors: list[QLineF]) -> None:
    """Zoomed far out: each segment one thin line of its colour (a door its leaf's, shut or
    open), no edges, no swung leaves."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    for colour, width, chosen in ((WALL_COLOUR, 1.5, walls), (OBJECT_COLOUR, 1.5, objects),
                                  (DOOR_LEAF, 2.0, doors)):
        if chosen:
            pen = QPen(colour, width)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawLines(chosen)


def _paint_door(painter: QPainter, door: Segment) -> None:
    line = QLineF(scene_point(door.x1, door.y1), scene_point(door.x2, door.y2))
    thick = SQUARE_PX * DOOR_WIDTH
    if door.closed:
        # A light edge, then the dark frame and the leaf: a door reads on a wooden floor too.
        _stroke_layers(painter, line, thick, SQUARE_PX * 0.12, SQUARE_PX * 0.06)
        return
    # Open: the doorway dashed, the leaf swung a quarter turn on the door's first end.
    painter.setPen(QPen(WALL_EDGE, SQUARE_PX * 0.07, Qt.PenStyle.DashLine))
    painter.drawLine(line)
    swung = QLineF(line.p1(), line.p2())
    swung.setAngle(line.angle() + 90.0)
    _stroke_layers(painter, swung, thick * 0.55, SQUARE_PX * 0.1, SQUARE_PX * 0.04)


def _stroke_layers(painter: QPainter, line: QLineF, leaf: float, edge: float,
                   frame: float) -> None:
    """A door's leaf ``leaf`` wide over its frame and a light edge (each that much wider)."""
    for colour, width in ((WALL_EDGE, leaf + edge), (DOOR_FRAME, leaf + frame), (DOOR_LEAF, leaf)):
        painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(line)


class StrokePreview(LayerItem):
    """The line being drawn (walls blue, doors orange) or the eraser's reach (a red circle)."""

    def __init__(self, z: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(z, parent)
        self.line: QLineF | None = None
        self.colour = PREVIEW_WALL
        self.circle: tuple[QPointF, float] | None = None
        self.setVisible(False)

    def set_shape(self, line: QLineF | None = None, circle: tuple[QPointF, float] | None = None,
                  *, door: bool = False) -> None:
        """Show ``line`` (a door's when ``door``) or the eraser's ``circle``; neither: nothing."""
        self.prepareGeometryChange()
        self.line, self.circle = line, circle
        self.colour = PREVIEW_DOOR if door else PREVIEW_WALL
        self._bounds = QRectF()
        if line is not None:
            pad = SQUARE_PX * 0.5
            self._bounds = QRectF(line.p1(), line.p2()).normalized().adjusted(-pad, -pad, pad, pad)
        elif circle is not None:
            centre, reach = circle[0], circle[1] + 2
            self._bounds = QRectF(centre.x() - reach, centre.y() - reach, 2 * reach, 2 * reach)
        self.setVisible(line is not None or circle is not None)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.line is not None:
            painter.setPen(QPen(self.colour, SQUARE_PX * 0.12, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(self.line)
            painter.setBrush(self.colour)
            painter.setPen(Qt.PenStyle.NoPen)
            for end in (self.line.p1(), self.line.p2()):
                painter.drawEllipse(end, SQUARE_PX * 0.1, SQUARE_PX * 0.1)
        elif self.circle is not None:
            centre, radius = self.circle
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(ERASE_MARK, SQUARE_PX * 0.04))
            painter.drawEllipse(centre, radius, radius)


def near_segments(segments: Sequence[Segment], x: float, y: float,
                  reach: float) -> list[Segment]:
    """The segments passing within ``reach`` squares of the point (x, y), in squares."""
    found = []
    for segment in segments:
        dx, dy = segment.x2 - segment.x1, segment.y2 - segment.y1
        length_sq = dx * dx + dy * dy
        t = 0.0 if length_sq == 0 else max(0.0, min(1.0, (
            (x - segment.x1) * dx + (y - segment.y1) * dy) / length_sq))
        if math.hypot(segment.x1 + t * dx - x, segment.y1 + t * dy - y) <= reach:
            found.append(segment)
    return found


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
    """Which of a map's thin segments (ends ``coords``, see :func:`segment_ends`) pass near a
    rectangle (:meth:`near`), without looking at all of them: a uniform grid of :data:`CELL`
    squares, each cell listing the segments that cross it (numpy arrays in compressed rows).

    A segment is sampled every half cell along its length and filed under each sample's cell; a
    query widens its rectangle by one cell, so a segment that crosses the rectangle anywhere has
    a sample in the widened one. Segments too long to sample (past :data:`MAX_SAMPLES`, or not
    finite) are answered by every query — never lost, only not indexed.
    """

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
