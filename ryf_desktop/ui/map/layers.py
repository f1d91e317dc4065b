"""The map's painted layers: each is ONE graphics item however many squares it covers.

- :class:`SquareLayer` — a set of squares in one colour (walls, difficult terrain, the GM's fog
  tint, the reach overlay by tier, a brush preview): a one-pixel-per-square image, painted as
  one clipped fill a colour (its squares of that colour in view as a region, made in C++), or
  as the image scaled without smoothing where thousands of scattered squares are seen from afar.
- :class:`ReachLayer` — the reach overlay: a :class:`SquareLayer` by tier with each tier's area
  outlined (and a tier hatched), readable on any floor.
- :class:`ExactSquareLayer` — squares filled, each widened by half a scene pixel, for the
  players' fog, where no sliver of a hidden square may show at any zoom.
- :class:`GridItem` — the map's floor: its picture and the grid lines (only those in the exposed
  area, left out when squares are too small to see), in one item so a view at rest blends one
  pixmap of them.
- :class:`DoorsItem` — every door, open or closed.
(The drag path and the ruler are :class:`~ryf_desktop.ui.map.route.RouteItem`.)
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import cast

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBitmap,
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QRegion,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ryf_desktop.rules.movement import Square
from ryf_desktop.session.map_queries import FogLeft, FogLift, lift_between, lifted_between
from ryf_desktop.ui.map.geometry import SQUARE_PX, map_rect
from ryf_desktop.ui.map.tiled_background import TiledBackground

# Below this many device pixels per square the grid lines would merge into a grey wash.
GRID_MIN_PX = 6.0


def squares_rect(squares: Collection[Square]) -> QRectF:
    """The scene rectangle around ``squares`` (not empty)."""
    xs = [x for x, _ in squares]
    ys = [y for _, y in squares]
    left, top = min(xs), min(ys)
    return QRectF(left * SQUARE_PX, top * SQUARE_PX, (max(xs) - left + 1) * SQUARE_PX,
                  (max(ys) - top + 1) * SQUARE_PX)


def fog_change(old: frozenset[Square], new: frozenset[Square]) -> frozenset[Square]:
    """The squares in one of ``old`` and ``new`` but not both. The GM's and the players' scenes
    of a map refresh from the same reading, each layer and the players' tokens asking the same
    question after a reveal: the last answer is kept for the same two sets."""
    last = _LAST_CHANGE
    if last and last[0] is old and last[1] is new:
        return last[2]
    found = lifted_between(old, new)
    if found is None:
        found = old ^ new
    # The sets themselves are kept with the answer, so their ids cannot be taken by others.
    _LAST_CHANGE[:] = [old, new, found]
    return found


_LAST_CHANGE: list[frozenset[Square]] = []


class FogChange:
    """The squares in one of two layers but not both (:func:`fog_change`), laid out on a
    ``width``×``height`` map for layers that keep a byte a square: ``bits`` is that byte string
    (1 where a square on the map changed) read as one big-endian number, so a layer's bytes are
    brought up to date by one exclusive or; ``rows`` the rows that changed, top to bottom;
    ``rect`` the scene rectangle around the squares on the map that changed (empty if none).

    Made once for both scenes of a map (see :func:`fog_change_on`), from what the reveal laid
    out when it lifted the fog (``map_queries.lift_between``)."""

    __slots__ = ("bits", "rect", "rows", "squares")

    def __init__(self, squares: frozenset[Square], width: int, height: int,
                 lift: FogLift | None = None) -> None:
        self.squares = squares
        if lift is not None and (lift.width, lift.height) == (width, height):
            self.bits = lift.bits
            self.rows = lift.rows
            cells = lift.bits.to_bytes(width * height, "big")
        else:
            buffer = bytearray(width * height)
            found: set[int] = set()
            for x, y in squares:
                if 0 <= x < width and 0 <= y < height:
                    buffer[y * width + x] = 1
                    found.add(y)
            self.bits = int.from_bytes(buffer, "big")
            self.rows = tuple(sorted(found))
            cells = bytes(buffer)
        self.rect = QRectF()
        if self.rows:
            # The first and last square of each row that changed, found in C.
            left = min(cells.find(1, y * width, (y + 1) * width) - y * width for y in self.rows)
            right = max(cells.rfind(1, y * width, (y + 1) * width) - y * width
                        for y in self.rows)
            top, bottom = self.rows[0], self.rows[-1]
            self.rect = QRectF(left * SQUARE_PX, top * SQUARE_PX, (right - left + 1) * SQUARE_PX,
                               (bottom - top + 1) * SQUARE_PX)

    def apply(self, cells: bytearray, shift: int = 0) -> bytearray:
        """``cells`` (a byte a square) with bit ``shift`` of each changed square's byte
        flipped; ``shift`` below 8."""
        if not self.bits:
            return cells
        flipped = int.from_bytes(cells, "big") ^ (self.bits << shift)
        return bytearray(flipped.to_bytes(len(cells), "big"))


def fog_change_on(old: frozenset[Square], new: frozenset[Square], width: int, height: int
                  ) -> FogChange:
    """:func:`fog_change` laid out on a ``width``×``height`` map; the last answer is kept for
    the same two sets and size (the GM's tint and the players' fog ask the same after a
    reveal)."""
    last = _LAST_LAID_OUT
    if last and last[0][0] is old and last[0][1] is new and last[0][2] == (width, height):
        return last[0][3]
    change = FogChange(fog_change(old, new), width, height, lift_between(old, new))
    # The sets themselves are kept with the answer, so their ids cannot be taken by others.
    _LAST_LAID_OUT[:] = [(old, new, (width, height), change)]
    return change


_LAST_LAID_OUT: list[
    tuple[frozenset[Square], frozenset[Square], tuple[int, int], FogChange]
] = []


class SquareLayer(QGraphicsItem):
    """Squares of a map painted in colours, as one image with a pixel per square."""

    def __init__(self, width: int, height: int, z: float, parent: QGraphicsItem | None = None
                 ) -> None:
        super().__init__(parent)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._width = width
        self._height = height
        self._image = QImage()
        # The byte a square indexing ``_table`` the image was made from, and what paint filled
        # last: the squares it covered and each colour with its squares among them (None: not
        # made since the image changed).
        self._indices = b""
        self._table: list[int] = []
        self._painted: tuple[QRect, list[tuple[QColor, QRegion]]] | None = None
        # The region rectangles a square in the last fills made (None: none made yet).
        self._fill_density: float | None = None
        self._squares: frozenset[Square] | None = frozenset()
        # paint fills only the squares of the exposed area (option.exposedRect).
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.setVisible(False)  # nothing to show yet (see _show)
        # What set_flags showed last (None after any other setter): the layers and, a byte a
        # square, which of them cover it.
        self._flag_layers: tuple[frozenset[Square], ...] | None = None
        self._flags = bytearray()

    @property
    def squares(self) -> frozenset[Square]:
        """The squares shown in a colour (transparent ones included for set_flags' table)."""
        if self._squares is None:
            layers = self._flag_layers or ()
            width, height = self._width, self._height
            self._squares = frozenset(
                (x, y) for x, y in frozenset().union(*layers) if 0 <= x < width and 0 <= y < height
            )
        return self._squares

    def resize_map(self, width: int, height: int) -> None:
        if (width, height) != (self._width, self._height):
            self.prepareGeometryChange()
            self._width, self._height = width, height
            self.set_colours({})

    def set_flags(self, layers: Sequence[frozenset[Square]], table: Sequence[int]) -> None:
        """Show each square of the map in ``table[flags]`` (an ``rgba()`` value; ``table[0]``
        transparent), where bit ``k`` of ``flags`` is set when ``layers[k]`` holds the square.

        Called again with some layers changed, only the squares whose layers changed are
        written: lifting some fog off a 100×100 map touches those squares, not ten thousand.
        """
        width, height = self._width, self._height
        previous = self._flag_layers
        flags = self._flags
        # Only the area of the squares that changed is painted again (None: all of it).
        dirty: QRectF | None = QRectF()
        if previous is None or len(previous) != len(layers):
            flags = bytearray(width * height)
            previous = tuple(frozenset() for _ in layers)
            dirty = None
        for bit, (old, new) in enumerate(zip(previous, layers, strict=True)):
            if new is old:
                continue
            # (``table`` is indexed by a byte: eight layers at most, each bit within its byte.)
            change = fog_change_on(old, new, width, height)
            flags = change.apply(flags, bit)
            if dirty is not None and change.rows:
                dirty = dirty.united(change.rect)
        self._flag_layers = tuple(layers)
        self._flags = flags
        self._squares = None
        if not any(layers):
            self._show(QImage())
            return
        self._set_indexed(flags, list(table), keep_flags=True, dirty=dirty)

    def set_colours(self, colours: Mapping[Square, QColor]) -> None:
        """Show exactly the squares of ``colours``, each in its colour."""
        width, height = self._width, self._height
        self._squares = frozenset(colours)
        if not colours:
            self._flag_layers = None
            self._show(QImage())
            return
        # One byte a square indexing a colour table, converted once to the painting format.
        indices: dict[int, int] = {}
        table: list[int] = [0]
        buffer = bytearray(width * height)
        for (x, y), color in colours.items():
            if 0 <= x < width and 0 <= y < height:
                key = color.rgba()
                index = indices.get(key)
                if index is None:
                    index = indices[key] = len(table)
                    table.append(key)
                buffer[y * width + x] = index
        self._set_indexed(buffer, table)

    def set_squares(self, squares: Iterable[Square], color: QColor) -> None:
        """Show exactly ``squares``, all in ``color``."""
        width, height = self._width, self._height
        self._squares = frozenset(squares)
        if not self._squares:
            self._flag_layers = None
            self._show(QImage())
            return
        buffer = bytearray(width * height)
        for x, y in self._squares:
            if 0 <= x < width and 0 <= y < height:
                buffer[y * width + x] = 1
        self._set_indexed(buffer, [0, color.rgba()])

    def colour_at(self, square: Square) -> QColor:
        """The colour shown on ``square`` (transparent where none is)."""
        x, y = square
        if self._image.isNull() or not (0 <= x < self._width and 0 <= y < self._height):
            return QColor(0, 0, 0, 0)
        return self._image.pixelColor(x, y)

    def _set_indexed(self, buffer: bytearray, table: list[int], *, keep_flags: bool = False,
                     dirty: QRectF | None = None) -> None:
        if not keep_flags:
            self._flag_layers = None
        width = self._width
        indices = bytes(buffer)
        image = QImage(indices, width, self._height, width, QImage.Format.Format_Indexed8)
        image.setColorTable(table)
        # The conversion copies, so the image no longer points into the Python buffer.
        self._show(image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied), dirty)
        self._indices, self._table = indices, table

    def _show(self, image: QImage, dirty: QRectF | None = None) -> None:
        """Show ``image``; only ``dirty`` (scene coordinates) changed since the last one shown,
        when given and the last one was shown."""
        was_shown = not self._image.isNull() and self.isVisible()
        self._image = image
        self._painted = None
        # An empty layer is hidden, not painted blank: blending an empty image over the view,
        # or the viewport-sized pixmap a view at rest may keep of it
        # (MapScene.set_layers_cached), costs as much as a full one on every repaint.
        self.setVisible(not image.isNull())
        if dirty is not None and was_shown:
            # A reveal repaints the squares it lifted, not the viewports of both screens.
            if not dirty.isEmpty():
                self.update(dirty)
        else:
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return map_rect(self._width, self._height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._image.isNull():
            return
        # A fill clipped to a region covers the device pixels whose centres lie in its squares
        # (the image scaled without smoothing covers the same but for a pixel at some edges,
        # where its fixed-point stepping rounds the other way) in a fraction of the time: a
        # scaled image is blended pixel by pixel, a fill span by span. The GM's terrain is
        # painted so on every repaint of the GM's view: each frame of a drag or a pan, a reveal.
        area = _squares_around(option.exposedRect, self._width, self._height)
        if area.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        px = SQUARE_PX * math.sqrt(abs(painter.worldTransform().determinant()))
        if not self._fills_pay(area, px):
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.drawImage(self.boundingRect(), self._image)
            return
        for colour, region in self._fills_in(area):
            painter.save()
            painter.scale(SQUARE_PX, SQUARE_PX)
            painter.setClipRegion(region, Qt.ClipOperation.IntersectClip)
            painter.fillRect(region.boundingRect(), colour)
            painter.restore()

    def _fills_pay(self, area: QRect, px: float) -> bool:
        """Whether filling ``area`` at ``px`` device pixels a square costs less than drawing
        the image: a fill costs by rectangle and by device row of each (scattered walls seen
        from afar: thousands of rectangles, each a few pixels high), the image by device pixel.
        The rectangles are guessed from those a square of the last fills made."""
        density = self._fill_density
        if density is None:
            return True
        return density * (FILL_RECT_US + FILL_ROW_US * px) < IMAGE_PIXEL_US * px * px

    def _fills_in(self, area: QRect) -> list[tuple[QColor, QRegion]]:
        """Each colour shown in ``area`` (squares) with its squares there, as regions in squares.

        Made for the area painted, not the whole map: a reveal changes most of the image, and
        a region of ten thousand squares takes a few hundred microseconds to make again (on a
        map of scattered walls, thousands of rectangles), the few hundred squares in view a
        tenth of that; kept while the same area is painted again (a still view, a zoomed-out
        pan)."""
        kept = self._painted
        if kept is not None and kept[0] == area:
            return kept[1]
        image, indices, width = self._image, self._indices, self._width
        part = image.copy(area)
        start, end = area.top() * width, (area.bottom() + 1) * width
        fills: list[tuple[QColor, QRegion]] = []
        seen: set[int] = set()
        for index, rgba in enumerate(self._table):
            # (A square of that index in the area's rows; it may lie beside the area.)
            first = indices.find(index, start, end)
            if rgba >> 24 == 0 or first < 0:
                continue
            # Squares of one colour may come from several indices (a wall with or without
            # difficult terrain): one mask of the image's pixel takes them all.
            pixel = image.pixel(first % width, first // width)
            if pixel in seen:
                continue
            seen.add(pixel)
            mask = part.createMaskFromColor(pixel, Qt.MaskMode.MaskOutColor)
            region = QRegion(QBitmap.fromImage(mask))
            if not region.isEmpty():
                fills.append((QColor.fromRgba(rgba), region.translated(area.topLeft())))
        self._painted = (area, fills)
        squares = area.width() * area.height()
        # (Not from the few squares a drag's frame repaints: too few to tell the map.)
        if squares >= DENSITY_MIN_SQUARES or self._fill_density is None:
            self._fill_density = sum(region.rectCount() for _, region in fills) / squares
        return fills


# What painting costs on this machine's raster engine (µs), measured on the benchmark's map: a
# clipped fill by rectangle of the clip and by device row of each rectangle, a scaled image by
# device pixel. Only their ratio matters (SquareLayer._fills_pay).
FILL_RECT_US = 0.28
FILL_ROW_US = 0.021
IMAGE_PIXEL_US = 0.0011
# The fewest squares painted at once that tell how scattered a layer's squares are.
DENSITY_MIN_SQUARES = 64


def _squares_around(rect: QRectF, width: int, height: int) -> QRect:
    """The squares of a ``width``×``height`` map that ``rect`` (scene coordinates) touches."""
    left = max(0, math.floor(rect.left() / SQUARE_PX))
    top = max(0, math.floor(rect.top() / SQUARE_PX))
    right = min(width, math.ceil(rect.right() / SQUARE_PX))
    bottom = min(height, math.ceil(rect.bottom() / SQUARE_PX))
    return QRect(left, top, max(0, right - left), max(0, bottom - top))


class ReachLayer(SquareLayer):
    """The squares a combatant can still reach, shaded by tier (:meth:`set_tiers`), each tier's
    area outlined in its own colour over a dark edge, and the tiers in ``hatched`` crossed by a
    light hatch: a floor of any colour, or the GM's fog tint, cannot blend two tiers into one."""

    def __init__(self, width: int, height: int, z: float, fills: Mapping[str, QColor],
                 lines: Mapping[str, QColor], hatched: Iterable[str] = (),
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(width, height, z, parent)
        self._fills = dict(fills)
        self._lines = dict(lines)
        self._hatched = frozenset(hatched)
        # (line colour, the tier's edges) and the hatched area, made once a reach is shown.
        self._edges: list[tuple[QColor, QPainterPath]] = []
        self._hatch = QPainterPath()

    def set_tiers(self, tiers: Mapping[Square, str]) -> None:
        """Show ``tiers`` (square → tier); tiers without a fill colour are left out."""
        chosen = {square: tier for square, tier in tiers.items() if tier in self._fills}
        self.set_colours({square: self._fills[tier] for square, tier in chosen.items()})
        by_tier: dict[str, set[Square]] = {}
        for square, tier in chosen.items():
            by_tier.setdefault(tier, set()).add(square)
        self._edges = []
        self._hatch = QPainterPath()
        for tier, squares in by_tier.items():
            self._edges.append((self._lines.get(tier, self._fills[tier]), _edges_of(squares)))
            if tier in self._hatched:
                for x, y in sorted(squares):
                    self._hatch.addRect(x * SQUARE_PX, y * SQUARE_PX, SQUARE_PX, SQUARE_PX)
        self.update()

    def set_colours(self, colours: Mapping[Square, QColor]) -> None:
        self._edges = []
        self._hatch = QPainterPath()
        super().set_colours(colours)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if self._image.isNull():
            return
        if not self._hatch.isEmpty():
            # A cosmetic pattern: the same fine hatch at any zoom.
            painter.fillPath(self._hatch, QBrush(HATCH_COLOUR, Qt.BrushStyle.BDiagPattern))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        halo = QPen(EDGE_HALO_COLOUR, 4.0)
        halo.setCosmetic(True)
        for _colour, edges in self._edges:
            painter.setPen(halo)
            painter.drawPath(edges)
        for colour, edges in self._edges:
            line = QPen(colour, 2.0)
            line.setCosmetic(True)
            painter.setPen(line)
            painter.drawPath(edges)


# The dark edge under each reach tier's outline and the hatch of the marked tiers.
EDGE_HALO_COLOUR = QColor(0, 0, 0, 150)
HATCH_COLOUR = QColor(255, 255, 255, 120)


def _edges_of(squares: set[Square]) -> QPainterPath:
    """The outline of the area ``squares`` cover: each square side with no square of the set
    beyond it, runs along a row or column joined into one line."""
    path = QPainterPath()
    # Horizontal sides by the grid line they lie on, vertical ones likewise, then runs.
    rows: dict[int, list[int]] = {}
    columns: dict[int, list[int]] = {}
    for x, y in squares:
        if (x, y - 1) not in squares:
            rows.setdefault(y, []).append(x)
        if (x, y + 1) not in squares:
            rows.setdefault(y + 1, []).append(x)
        if (x - 1, y) not in squares:
            columns.setdefault(x, []).append(y)
        if (x + 1, y) not in squares:
            columns.setdefault(x + 1, []).append(y)
    for line, starts in rows.items():
        for first, last in _runs_of_numbers(starts):
            path.moveTo(first * SQUARE_PX, line * SQUARE_PX)
            path.lineTo((last + 1) * SQUARE_PX, line * SQUARE_PX)
    for line, starts in columns.items():
        for first, last in _runs_of_numbers(starts):
            path.moveTo(line * SQUARE_PX, first * SQUARE_PX)
            path.lineTo(line * SQUARE_PX, (last + 1) * SQUARE_PX)
    return path


def _runs_of_numbers(numbers: list[int]) -> list[tuple[int, int]]:
    """``(first, last)`` of each run of consecutive numbers (each side once: a square side lies
    on one line, and the sides of one line are distinct)."""
    runs: list[tuple[int, int]] = []
    for number in sorted(numbers):
        if runs and runs[-1][1] == number - 1:
            runs[-1] = (runs[-1][0], number)
        else:
            runs.append((number, number))
    return runs


class ExactSquareLayer(QGraphicsItem):
    """Squares filled with exact edges (the players' fog): one fill clipped to the squares'
    region, each square widened by half a scene pixel on every side, so antialiasing at any
    zoom never lets a seam through."""

    def __init__(self, width: int, height: int, color: QColor, z: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # paint fills only the exposed area (option.exposedRect).
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self._width = width
        self._height = height
        self._color = color
        self._squares: frozenset[Square] = frozenset()
        # A byte a square of the map: 1 where a square of ``_squares`` lies.
        self._cells = bytearray()
        self._cells_size = (0, 0)
        # What paint fills, in half scene pixels (None: not made since the squares changed).
        self._region: QRegion | None = QRegion()
        self.setVisible(False)  # nothing to cover yet

    @property
    def squares(self) -> frozenset[Square]:
        return self._squares

    @property
    def region(self) -> QRegion:
        """What is filled, in half scene pixels: the squares on the map, each widened by one."""
        region = self._region
        if region is None:
            region = self._region = _widened_region(self._cells, self._width, self._height)
        return region

    def resize_map(self, width: int, height: int) -> None:
        if (width, height) != (self._width, self._height):
            self.prepareGeometryChange()
            self._width, self._height = width, height

    def set_squares(self, squares: Iterable[Square]) -> None:
        # The very set handed in (not a copy): what changed since the last call is known by
        # the sets' identity (fog_change_on), and the fog after a reveal is made on demand.
        new = (cast(frozenset[Square], squares) if isinstance(squares, frozenset | FogLeft)
               else frozenset(squares))
        old = self._squares
        width, height = self._width, self._height
        cells = self._cells
        fresh = self._cells_size != (width, height)
        if fresh:
            cells = bytearray(width * height)
            old = frozenset()
        # Only the squares that changed since the last call are written (see SquareLayer) and
        # only their area painted again; the region is made again from all the bytes, in C++
        # (a few hundred rectangles made one by one in Python would cost more).
        change = fog_change_on(old, new, width, height)
        cells = change.apply(cells)
        self._cells = cells
        self._cells_size = (width, height)
        self._squares = new
        self._region = None
        self.setVisible(cells.find(1) >= 0)
        if fresh:
            self.update()
        elif change.rows:
            self.update(change.rect.adjusted(-1, -1, 1, 1))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return map_rect(self._width, self._height).adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        # (Half scene pixels, as the region.)
        exposed = QRectF(option.exposedRect.topLeft() * 2.0, option.exposedRect.size() * 2.0)
        part = self.region.intersected(exposed.toAlignedRect())
        if part.isEmpty():
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.scale(0.5, 0.5)
        # The device pixels whose centres lie in the region: those an aliased fill of each
        # widened square's rectangle would cover, without a rectangle made a square.
        painter.setClipRegion(part, Qt.ClipOperation.IntersectClip)
        painter.fillRect(part.boundingRect(), self._color)
        painter.restore()


def _widened_region(cells: bytearray, width: int, height: int) -> QRegion:
    """The squares whose byte in ``cells`` is 1, in half scene pixels, each widened by one."""
    if cells.find(1) < 0:
        return QRegion()
    image = QImage(bytes(cells), width, height, width, QImage.Format.Format_Indexed8)
    # 1 → black, a bitmap's "set" colour.
    image.setColorTable([0xFFFFFFFF, 0xFF000000])
    squares = QRegion(QBitmap.fromImage(image, Qt.ImageConversionFlag.ThresholdDither))
    half = QTransform.fromScale(2 * SQUARE_PX, 2 * SQUARE_PX).map(squares)
    # Each square widened by one (half a scene pixel) on every side: the region's own
    # rectangles shifted one left and right, then one up and down.
    wide = half.united(half.translated(-1, 0)).united(half.translated(1, 0))
    return wide.united(wide.translated(0, -1)).united(wide.translated(0, 1))


class GridItem(QGraphicsItem):
    """The map's floor: its picture (:attr:`picture`, drawn as that item would draw itself) and
    over it the grid lines and the map's border (:meth:`set_lines_shown`); only the lines in
    view are drawn.

    One item for both: a view at rest keeps each item in a pixmap of what it shows and blends
    them all at every repaint (a drag's frames, a reveal), and the picture and the grid blended
    as two viewport-sized pixmaps cost a third of the GM's repaint more than as one. (So the
    grid lies under the walls and the fog's tint, as the picture does.)

    Lines are filled one-pixel rectangles in device pixels, in an opaque colour: Qt draws those
    ten times faster than translucent cosmetic lines, which matters with a hundred lines in view
    on every frame of a pan.
    """

    def __init__(self, width: int, height: int, z: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self._width = width
        self._height = height
        self.line_color = QColor("#4d4a45")
        self.border_color = QColor("#1b1b1b")
        self._lines_shown = True
        #: The map's picture, placed and scaled on the map: shown here when visible (it draws
        #: nothing itself; see :meth:`picture_changed`).
        self.picture: QGraphicsPixmapItem | None = None

    @property
    def lines_shown(self) -> bool:
        return self._lines_shown

    def set_lines_shown(self, shown: bool) -> None:
        """Show or hide the grid lines and the border (the picture stays)."""
        if shown != self._lines_shown:
            self._lines_shown = shown
            self.update()

    def picture_changed(self) -> None:
        """The picture, its place, its scale or its smoothing changed: drawn again."""
        self.prepareGeometryChange()
        self.update()

    def resize_map(self, width: int, height: int) -> None:
        if (width, height) != (self._width, self._height):
            self.prepareGeometryChange()
            self._width, self._height = width, height

    def boundingRect(self) -> QRectF:  # noqa: N802
        bounds = map_rect(self._width, self._height).adjusted(-2, -2, 2, 2)
        picture = self.picture
        if picture is not None and picture.isVisible():
            bounds = bounds.united(self.mapRectFromScene(picture.sceneBoundingRect()))
        return bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        picture = self.picture
        if isinstance(picture, TiledBackground):
            # Only the part in view, from the level that suits the zoom.
            picture.paint_picture(painter, self.mapRectToScene(option.exposedRect))
        elif picture is not None and picture.isVisible() and not picture.pixmap().isNull():
            painter.save()
            painter.setRenderHint(
                QPainter.RenderHint.SmoothPixmapTransform,
                picture.transformationMode() == Qt.TransformationMode.SmoothTransformation,
            )
            painter.setTransform(picture.sceneTransform(), True)
            painter.drawPixmap(QPointF(picture.offset()), picture.pixmap())
            painter.restore()
        if self._lines_shown:
            self._paint_lines(painter, option)

    def _paint_lines(self, painter: QPainter, option: QStyleOptionGraphicsItem) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        whole = map_rect(self._width, self._height)
        transform = painter.worldTransform()
        # The device-pixel lines below assume an upright view; a turned one (a table screen at
        # 90° or 180°: a half turn is a mirror on both axes, not "rotating") is drawn in the scene.
        if transform.isRotating() or transform.m11() < 0 or transform.m22() < 0:
            self._paint_scene_lines(painter, option, whole)
            return
        exposed = option.exposedRect.intersected(whole)
        first_x = max(0, math.floor(exposed.left() / SQUARE_PX))
        last_x = min(self._width, math.ceil(exposed.right() / SQUARE_PX))
        first_y = max(0, math.floor(exposed.top() / SQUARE_PX))
        last_y = min(self._height, math.ceil(exposed.bottom() / SQUARE_PX))
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

    def _paint_scene_lines(self, painter: QPainter, option: QStyleOptionGraphicsItem,
                           whole: QRectF) -> None:
        """The plain way, for a rotated view."""
        lines = [QLineF(x * SQUARE_PX, 0, x * SQUARE_PX, whole.bottom())
                 for x in range(self._width + 1)]
        lines += [QLineF(0, y * SQUARE_PX, whole.right(), y * SQUARE_PX)
                  for y in range(self._height + 1)]
        painter.setPen(QPen(self.line_color, 0))
        painter.drawLines(lines)


class DoorsItem(QGraphicsItem):
    """Every door of the map: a solid leaf when closed, a swung-open outline when open."""

    def __init__(self, width: int, height: int, z: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._width = width
        self._height = height
        self._doors: frozenset[Square] = frozenset()
        self._open: frozenset[Square] = frozenset()
        self._walls: frozenset[Square] = frozenset()
        # Hidden while the map has no door (see SquareLayer._show).
        self.setVisible(False)

    def resize_map(self, width: int, height: int) -> None:
        if (width, height) != (self._width, self._height):
            self.prepareGeometryChange()
            self._width, self._height = width, height

    def set_doors(self, doors: frozenset[Square], open_doors: frozenset[Square],
                  walls: frozenset[Square]) -> None:
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
        for square in self._doors:
            x0, y0 = square[0] * SQUARE_PX, square[1] * SQUARE_PX
            thick = SQUARE_PX * 0.28
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
                painter.setPen(frame)
                painter.setBrush(leaf)
                painter.drawRect(swung)
            else:
                painter.setPen(frame)
                painter.setBrush(leaf)
                painter.drawRect(closed)
