"""The map's floor and doors: :class:`GridItem` (its picture and the grid lines, in one item so a
view at rest blends one pixmap of them) and :class:`DoorsItem` (every door, open or closed)."""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ryf_desktop.rules.movement import Square
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.ui.map.geometry import SQUARE_PX, map_rect
from ryf_desktop.ui.map.layers import MapSizedItem, squares_around
from ryf_desktop.ui.map.segments_layer import DETAIL_MIN_SQUARE_PX, drawn_rect
from ryf_desktop.ui.map.tiled_background import TiledBackground

# Below this many device pixels per square the grid lines would merge into a grey wash.
GRID_MIN_PX = 6.0


class GridItem(MapSizedItem):
    """The map's floor: its :attr:`picture` and over it the grid lines and the map's border.

    One item for both: a view at rest blends a pixmap of each item at every repaint, and the
    picture and the grid as two viewport-sized pixmaps cost a third of the GM's repaint more
    than as one. Lines are one-pixel rectangles in device pixels in an opaque colour: Qt draws
    those ten times faster than translucent cosmetic lines (a hundred in view each frame).
    """

    def __init__(self, width: int, height: int, z: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(width, height, z, parent)
        self.line_color = QColor("#4d4a45")
        self.border_color = QColor("#1b1b1b")
        self._lines_shown = True
        #: The map's picture, placed and scaled on the map by the scene (hidden without one):
        #: drawn here, with the grid in one pixmap of a view at rest. Tiled and with downscaled
        #: levels, so a 16384-pixel picture pans smoothly.
        self.picture = TiledBackground()
        self.picture.setZValue(z)
        self.picture.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.picture.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.picture.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.picture.setVisible(False)
        # A big picture decodes on a worker thread; drawn when it is ready.
        self.picture.on_decoded = self.picture_changed

    def set_lines_shown(self, shown: bool) -> None:
        """Show or hide the grid lines and the border (the picture stays)."""
        if shown != self._lines_shown:
            self._lines_shown = shown
            self.update()

    def picture_changed(self) -> None:
        """The picture, its place, its scale or its smoothing changed: drawn again."""
        self.prepareGeometryChange()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        bounds = map_rect(self._width, self._height).adjusted(-2, -2, 2, 2)
        if self.picture.isVisible():
            bounds = bounds.united(self.mapRectFromScene(self.picture.sceneBoundingRect()))
        return bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        # Only the part in view, from the level that suits the zoom.
        self.picture.paint_picture(painter, self.mapRectToScene(option.exposedRect))
        if self._lines_shown:
            self._paint_lines(painter, option)

    def _paint_lines(self, painter: QPainter, option: QStyleOptionGraphicsItem) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        whole = map_rect(self._width, self._height)
        transform = painter.worldTransform()
        # The device-pixel lines below assume an upright view; a turned one (a table screen at
        # 90° or 180°: a half turn is a mirror on both axes, not "rotating") is drawn in the scene.
        if transform.isRotating() or transform.m11() < 0 or transform.m22() < 0:
            in_scene = [QLineF(x * SQUARE_PX, 0, x * SQUARE_PX, whole.bottom())
                        for x in range(self._width + 1)]
            in_scene += [QLineF(0, y * SQUARE_PX, whole.right(), y * SQUARE_PX)
                         for y in range(self._height + 1)]
            painter.setPen(QPen(self.line_color, 0))
            painter.drawLines(in_scene)
            return
        area = squares_around(option.exposedRect.intersected(whole), self._width, self._height)
        first_x, first_y = area.left(), area.top()
        last_x, last_y = first_x + area.width(), first_y + area.height()
        corner = transform.map(QPointF(first_x * SQUARE_PX, first_y * SQUARE_PX))
        far = transform.map(QPointF(last_x * SQUARE_PX, last_y * SQUARE_PX))
        step_x = transform.m11() * SQUARE_PX
        step_y = transform.m22() * SQUARE_PX
        painter.save()
        painter.resetTransform()
        left, top = round(corner.x()), round(corner.y())
        right, bottom = round(far.x()), round(far.y())
        # All the lines of a colour in one call: the same pixels as a fill a line (aliased,
        # whole pixels), a fraction of the calls from Python on every frame of a pan.
        painter.setPen(Qt.PenStyle.NoPen)
        if min(step_x, step_y) >= GRID_MIN_PX:
            x0, y0, high, wide = corner.x(), corner.y(), bottom - top, right - left
            lines = [QRect(round(x0 + column * step_x), top, 1, high)
                     for column in range(last_x - first_x + 1)]
            lines += [QRect(left, round(y0 + row * step_y), wide, 1)
                      for row in range(last_y - first_y + 1)]
            painter.setBrush(self.line_color)
            painter.drawRects(lines)
        # The map's edge, two pixels wide, wherever it is in view.
        edge = transform.mapRect(whole).toRect()
        painter.setBrush(self.border_color)
        painter.drawRects([
            QRect(edge.left() - 1, edge.top() - 1, edge.width() + 2, 2),
            QRect(edge.left() - 1, edge.bottom(), edge.width() + 2, 2),
            QRect(edge.left() - 1, edge.top() - 1, 2, edge.height() + 2),
            QRect(edge.right(), edge.top() - 1, 2, edge.height() + 2),
        ])
        painter.restore()


class DoorsItem(MapSizedItem):
    """Every door of the map: a solid leaf when closed, a swung-open outline when open."""

    def __init__(self, width: int, height: int, z: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(width, height, z, parent)
        self._doors = SquareMask.empty(width, height)
        self._open = SquareMask.empty(width, height)
        self._walls = SquareMask.empty(width, height)
        # Hidden while the map has no door (see SquareLayer._show); only the doors in the
        # exposed part are drawn (20,000 doors took 23 s a frame).
        self.setVisible(False)

    def set_doors(self, doors: SquareMask, open_doors: SquareMask, walls: SquareMask) -> None:
        if (doors, open_doors, walls) == (self._doors, self._open, self._walls):
            return
        self._doors, self._open, self._walls = doors, open_doors, walls
        self.setVisible(bool(doors))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return map_rect(self._width, self._height).adjusted(
            -SQUARE_PX, -SQUARE_PX, SQUARE_PX, SQUARE_PX
        )

    def _horizontal(self, square: Square) -> bool:
        """A door between walls to its left and right runs left to right."""
        x, y = square
        sideways = ((x - 1, y) in self._walls) + ((x + 1, y) in self._walls)
        upright = ((x, y - 1) in self._walls) + ((x, y + 1) in self._walls)
        return sideways >= upright

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._doors:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        frame = QPen(QColor("#2b1a0e"), SQUARE_PX * 0.05)
        leaf = QColor("#8d5a2b")
        area = drawn_rect(painter, option, self.boundingRect())
        left, top = math.floor(area.left() / SQUARE_PX) - 1, math.floor(area.top() / SQUARE_PX) - 1
        right = math.floor(area.right() / SQUARE_PX) + 1
        bottom = math.floor(area.bottom() / SQUARE_PX) + 1
        ys, xs = np.nonzero(self._doors.window(left, top, right, bottom))
        squares = list(zip((xs + left).tolist(), (ys + top).tolist(), strict=True))
        square_px = SQUARE_PX * QStyleOptionGraphicsItem.levelOfDetailFromTransform(
            painter.worldTransform())
        if square_px < DETAIL_MIN_SQUARE_PX:
            # Zoomed far out a door is a dot of its leaf's colour: one call for them all.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(leaf)
            painter.drawRects([QRectF(x * SQUARE_PX, y * SQUARE_PX, SQUARE_PX, SQUARE_PX)
                               for x, y in squares])
            return
        thick = SQUARE_PX * 0.28
        for square in squares:
            x0, y0 = square[0] * SQUARE_PX, square[1] * SQUARE_PX
            if self._horizontal(square):
                closed = QRectF(x0, y0 + (SQUARE_PX - thick) / 2, SQUARE_PX, thick)
                # Open: the leaf stands across the doorway's left end, swung out of the way.
                swung = QRectF(x0, y0 + SQUARE_PX / 2 - SQUARE_PX * 0.8, thick * 0.6,
                               SQUARE_PX * 0.8)
            else:
                closed = QRectF(x0 + (SQUARE_PX - thick) / 2, y0, thick, SQUARE_PX)
                swung = QRectF(x0 + SQUARE_PX / 2, y0, SQUARE_PX * 0.8, thick * 0.6)
            if square in self._open:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(leaf, SQUARE_PX * 0.04, Qt.PenStyle.DashLine))
                painter.drawRect(closed)
                closed = swung
            painter.setPen(frame)
            painter.setBrush(leaf)
            painter.drawRect(closed)
