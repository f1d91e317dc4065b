"""The map's painted layers of squares: each is ONE graphics item however many squares it
covers (the colour layers, the reach by tier, the players' exact fog, the hatched difficult
terrain)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

import numpy as np
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
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
    QStyleOptionGraphicsItem,
    QWidget,
)

from ryf_desktop.rules.movement import Square
from ryf_desktop.rules.square_mask import SquareMask, as_mask
from ryf_desktop.ui.map.geometry import SQUARE_PX, map_rect, square_rect


def mask_rect(mask: SquareMask) -> QRectF:
    """The scene rectangle around the squares of ``mask`` (empty when it has none)."""
    bounds = mask.bounds()
    if bounds is None:
        return QRectF()
    left, top, right, bottom = bounds
    return square_rect((left, top)).united(square_rect((right, bottom)))


class LayerItem(QGraphicsItem):
    """An item drawn at ``z`` that the mouse goes through to the tools; its bounds are
    ``_bounds`` unless it says otherwise."""

    def __init__(self, z: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Qt hands paint() the exposed rectangle only with this flag.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self._bounds = QRectF()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._bounds


class MapSizedItem(LayerItem):
    """An item as large as the map, ``width`` × ``height`` squares."""

    def __init__(self, width: int, height: int, z: float, parent: QGraphicsItem | None = None
                 ) -> None:
        super().__init__(z, parent)
        self._width = width
        self._height = height

    def resize_map(self, width: int, height: int) -> bool:
        """Take the map's new size; whether it changed."""
        if (width, height) == (self._width, self._height):
            return False
        self.prepareGeometryChange()
        self._width, self._height = width, height
        return True

    def boundingRect(self) -> QRectF:  # noqa: N802
        return map_rect(self._width, self._height)


class MaskLayer(MapSizedItem):
    """A layer of squares of the map (``mask``); hidden while it shows none, and cleared when
    the map is resized."""

    def __init__(self, width: int, height: int, z: float) -> None:
        super().__init__(width, height, z)
        self.mask = SquareMask.empty(width, height)
        self.setVisible(False)

    @property
    def squares(self) -> frozenset[Square]:
        return self.mask.squares()

    def resize_map(self, width: int, height: int) -> bool:
        if not super().resize_map(width, height):
            return False
        self.clear()
        return True

    def clear(self) -> None:
        raise NotImplementedError


class SquareLayer(MaskLayer):
    """Squares of a map painted in colours, as one image with a pixel per square."""

    def __init__(self, width: int, height: int, z: float) -> None:
        super().__init__(width, height, z)
        self._image = QImage()
        # The byte a square indexing ``_table`` the image was made from, and what paint filled
        # last: the squares it covered and each colour with its squares among them (None: not
        # made since the image changed).
        self._indices = b""
        self._table: list[int] = []
        self._painted: tuple[QRect, list[tuple[QColor, QRegion]]] | None = None
        # The region rectangles a square in the last fills made (None: none made yet).
        self._fill_density: float | None = None
        # What set_flags showed last (None: nothing yet): the layers and, a byte a square,
        # which of them cover it. (``mask``: the squares in a colour, transparent ones too.)
        self._flag_layers: tuple[SquareMask, ...] | None = None
        self._flags = np.zeros((height, width), dtype=np.uint8)

    def set_flags(self, layers: Sequence[SquareMask | Iterable[Square]], table: Sequence[int]
                  ) -> None:
        """Show each square of the map in ``table[flags]`` (an ``rgba()`` value; ``table[0]``
        transparent), where bit ``k`` of ``flags`` is set when ``layers[k]`` holds the square.

        Called again with the same table and some layers changed, only the area of the squares
        whose layers changed is painted again: lifting some fog off a 100×100 map repaints
        those squares.
        """
        width, height = self._width, self._height
        shown = tuple(as_mask(layer, width, height) for layer in layers)
        colours = list(table)
        previous = self._flag_layers
        flags = self._flags
        # Only the area of the squares that changed is painted again (None: all of it).
        dirty: QRectF | None = QRectF()
        if (previous is None or len(previous) != len(shown) or flags.shape != (height, width)
                or colours != self._table):
            flags = np.zeros((height, width), dtype=np.uint8)
            previous = tuple(SquareMask.empty(width, height) for _ in shown)
            dirty = None
        for bit, (old, new) in enumerate(zip(previous, shown, strict=True)):
            if new is old or new == old:
                continue
            # (``table`` is indexed by a byte: eight layers at most, each bit within its byte.)
            cleared = flags & np.uint8(0xFF ^ (1 << bit))
            flags = cleared | (new.cells.astype(np.uint8) << np.uint8(bit))
            if dirty is not None:
                dirty = dirty.united(mask_rect(old ^ new))
        self._flag_layers = shown
        self._flags = flags
        self.mask = SquareMask(flags != 0)
        self._indices, self._table = flags.tobytes(), colours
        if not self.mask:
            self._show(QImage())
            return
        image = QImage(self._indices, width, height, width, QImage.Format.Format_Indexed8)
        image.setColorTable(colours)
        # The conversion copies, so the image no longer points into the Python buffer.
        self._show(image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied), dirty)

    def set_squares(self, squares: SquareMask | Iterable[Square], color: QColor) -> None:
        """Show exactly ``squares``, all in ``color``."""
        self.set_flags((squares,), [0, color.rgba()])

    def clear(self) -> None:
        self.set_flags((), [0])

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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._image.isNull():
            return
        # A fill clipped to a region covers the device pixels whose centres lie in its squares
        # (the image scaled without smoothing covers the same but for a pixel at some edges,
        # where its fixed-point stepping rounds the other way) in a fraction of the time: a
        # scaled image is blended pixel by pixel, a fill span by span. The GM's terrain is
        # painted so on every repaint of the GM's view: each frame of a drag or a pan, a reveal.
        area = squares_around(option.exposedRect, self._width, self._height)
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


class ReachLayer(SquareLayer):
    """The squares a combatant can still reach, shaded by tier (:meth:`set_tiers`), each tier's
    area outlined in its own colour over a dark edge, and the tiers in ``hatched`` crossed by a
    light hatch: a floor of any colour, or the GM's fog tint, cannot blend two tiers into one."""

    def __init__(self, width: int, height: int, z: float, fills: Mapping[str, QColor],
                 lines: Mapping[str, QColor], hatched: Iterable[str] = ()) -> None:
        super().__init__(width, height, z)
        self._fills = dict(fills)
        self._lines = dict(lines)
        self._hatched = frozenset(hatched)
        # Each tier a layer of set_flags, in the order of ``fills`` (a square is in one tier).
        self._table_of_tiers = [0] * (1 << len(self._fills))
        for bit, colour in enumerate(self._fills.values()):
            self._table_of_tiers[1 << bit] = colour.rgba()
        # (line colour, the tier's edges) and the hatched area, made once a reach is shown.
        self._edges: list[tuple[QColor, QPainterPath]] = []
        self._hatch = QPainterPath()

    def set_tiers(self, tiers: Mapping[Square, str]) -> None:
        """Show ``tiers`` (square → tier); tiers without a fill colour are left out."""
        by_tier: dict[str, set[Square]] = {tier: set() for tier in self._fills}
        for square, tier in tiers.items():
            if tier in by_tier:
                by_tier[tier].add(square)
        self.set_flags(list(by_tier.values()), self._table_of_tiers)
        self._edges = []
        self._hatch = QPainterPath()
        for tier, mask in zip(by_tier, self._flag_layers or (), strict=True):
            if not mask:
                continue
            area = QPainterPath()
            area.addRegion(square_region(mask, SQUARE_PX))
            # (Simplified: the outline of the tier's area, not of each square.)
            self._edges.append((self._lines.get(tier, self._fills[tier]), area.simplified()))
            if tier in self._hatched:
                self._hatch.addPath(area)
        self.update()

    def clear(self) -> None:
        self._edges = []
        self._hatch = QPainterPath()
        super().clear()

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
        # Every tier's dark edge first, then the lines over them.
        for halo in (True, False):
            for colour, edges in self._edges:
                pen = QPen(EDGE_HALO_COLOUR, 4.0) if halo else QPen(colour, 2.0)
                pen.setCosmetic(True)
                painter.setPen(pen)
                painter.drawPath(edges)


# The dark edge under each reach tier's outline and the hatch of the marked tiers.
EDGE_HALO_COLOUR = QColor(0, 0, 0, 150)
HATCH_COLOUR = QColor(255, 255, 255, 120)


# What painting costs on this machine's raster engine (µs), measured on the benchmark's map: a
# clipped fill by rectangle of the clip and by device row of each rectangle, a scaled image by
# device pixel. Only their ratio matters (SquareLayer._fills_pay).
FILL_RECT_US = 0.28
FILL_ROW_US = 0.021
IMAGE_PIXEL_US = 0.0011
# The fewest squares painted at once that tell how scattered a layer's squares are.
DENSITY_MIN_SQUARES = 64


def squares_around(rect: QRectF, width: int, height: int) -> QRect:
    """The squares of a ``width``×``height`` map that ``rect`` (scene coordinates) touches."""
    left = max(0, math.floor(rect.left() / SQUARE_PX))
    top = max(0, math.floor(rect.top() / SQUARE_PX))
    right = min(width, math.ceil(rect.right() / SQUARE_PX))
    bottom = min(height, math.ceil(rect.bottom() / SQUARE_PX))
    return QRect(left, top, max(0, right - left), max(0, bottom - top))


class RegionLayer(MaskLayer):
    """Squares filled with ``fill`` through one region made from them (in C++: a few hundred
    rectangles made one by one in Python would cost more), in ``unit`` a square, made again when
    first painted after they change; only the area that changed is painted again."""

    def __init__(self, width: int, height: int, z: float, unit: float, fill: QColor | QBrush
                 ) -> None:
        super().__init__(width, height, z)
        self._unit = unit
        self._fill = fill
        # (None: not made since the squares changed.)
        self._region: QRegion | None = QRegion()

    @property
    def region(self) -> QRegion:
        region = self._region
        if region is None:
            region = self._region = self._make_region(self.mask)
        return region

    def _make_region(self, mask: SquareMask) -> QRegion:
        return square_region(mask, self._unit)

    def set_squares(self, squares: SquareMask | Iterable[Square]) -> None:
        new = as_mask(squares, self._width, self._height)
        old = self.mask
        if new == old:
            return
        self.mask = new
        self._region = None
        self.setVisible(bool(new))
        if old.size != new.size:
            self.update()
        else:
            self.update(mask_rect(old ^ new).adjusted(-1, -1, 1, 1))

    def clear(self) -> None:
        self.set_squares(SquareMask.empty(self._width, self._height))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = self._unit / SQUARE_PX
        exposed = QTransform.fromScale(scale, scale).mapRect(option.exposedRect)
        part = self.region.intersected(exposed.toAlignedRect())
        if part.isEmpty():
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.scale(1 / scale, 1 / scale)
        # The device pixels whose centres lie in the region: those an aliased fill of each
        # square's rectangle would cover, without a rectangle made a square.
        painter.setClipRegion(part, Qt.ClipOperation.IntersectClip)
        painter.fillRect(part.boundingRect(), self._fill)
        painter.restore()


class ExactSquareLayer(RegionLayer):
    """Squares filled with exact edges (the players' fog): each square widened by half a scene
    pixel on every side, so antialiasing at any zoom never lets a seam through."""

    def __init__(self, width: int, height: int, color: QColor, z: float) -> None:
        # (In half scene pixels.)
        super().__init__(width, height, z, 2 * SQUARE_PX, color)

    def _make_region(self, mask: SquareMask) -> QRegion:
        """The squares, each widened by one on every side: the region's own rectangles shifted
        one left and right, then one up and down."""
        half = super()._make_region(mask)
        wide = half.united(half.translated(-1, 0)).united(half.translated(1, 0))
        return wide.united(wide.translated(0, -1)).united(wide.translated(0, 1))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return map_rect(self._width, self._height).adjusted(-1, -1, 1, 1)


class HatchLayer(RegionLayer):
    """Squares crossed by diagonal stripes of ``colour`` over a dark edge, ``STRIPES`` a square
    at any zoom (the stripes are a tile of the scene, scaled with it): on the demo's wooden
    floor a tint of difficult terrain could not be told from the wood, stripes can."""

    STRIPES = 3

    def __init__(self, width: int, height: int, colour: QColor, z: float) -> None:
        side = SQUARE_PX / self.STRIPES
        tile = _stripe_tile(colour, side)
        brush = QBrush(tile)
        # The tile's whole pixels stretched to the exact share of a square, so stripes meet.
        brush.setTransform(QTransform.fromScale(side / tile.width(), side / tile.width()))
        super().__init__(width, height, z, SQUARE_PX, brush)


def square_region(mask: SquareMask, unit: float = 1.0) -> QRegion:
    """The squares of ``mask`` as a region (made in C++), ``unit`` a square."""
    if not mask:
        return QRegion()
    width, height = mask.size
    image = QImage(mask.cells.astype(np.uint8).tobytes(), width, height, width,
                   QImage.Format.Format_Indexed8)
    image.setColorTable([0xFFFFFFFF, 0xFF000000])
    region = QRegion(QBitmap.fromImage(image, Qt.ImageConversionFlag.ThresholdDither))
    return region if unit == 1.0 else QTransform.fromScale(unit, unit).map(region)


def _stripe_tile(colour: QColor, side: float) -> QImage:
    """A square tile ``side`` scene units wide crossed corner to corner by one stripe over a
    dark edge; tiled, its stripes join into diagonal lines across the squares."""
    pixels = max(4, round(side))
    tile = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(Qt.GlobalColor.transparent)
    painter = QPainter(tile)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for pen in (QPen(QColor(0, 0, 0, 120), pixels * 0.22), QPen(colour, pixels * 0.11)):
        painter.setPen(pen)
        # (The corners' neighbours too, so the stripe is whole where two tiles meet.)
        for shift in (-pixels, 0, pixels):
            painter.drawLine(QPointF(shift, pixels), QPointF(shift + pixels, 0))
    painter.end()
    return tile
