"""A big map picture that pans and zooms smoothly in bounded memory.

A 6912×3840 picture drawn whole into a 1600-pixel viewport would sample 26 million pixels a
frame: :class:`TiledPicture` keeps it at each halving down to :data:`LEVEL_MIN_SIDE` pixels (a
third more memory) and draws only the exposed tiles of the coarsest level that still has a
pixel for every device pixel. A picture over :data:`DECODED_PIXELS_MAX` (a 16384² one is a
gigabyte decoded) is decoded halved until it fits, so the picture keeps under about 350 MB; one
over :data:`DECODE_AWAY_PIXELS` decodes on a worker thread, so the window keeps drawing.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from concurrent.futures import Future

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QStyleOptionGraphicsItem, QWidget

from ryf_desktop.session.picture_reading import PictureReader

#: Most pixels a picture is decoded to (8192², 256 MB at 4 bytes: a quarter of a 16384² one).
DECODED_PIXELS_MAX = 8192 * 8192
#: Pictures with more pixels than this decode on a worker thread (4096² decodes in ~0.3 s).
DECODE_AWAY_PIXELS = 4096 * 4096
#: How often the item looks whether the worker has finished, in ms.
_POLL_MS = 40
#: Side of a tile, in pixels of its level.
TILE_SIDE = 1024
#: Levels stop halving at this side.
LEVEL_MIN_SIDE = 512


class TiledPicture:
    """A decoded picture and its halvings (see the module); sizes in the picture's own pixels."""

    def __init__(self, image: QImage, size: QSize | None = None) -> None:
        wanted = (QImage.Format.Format_ARGB32_Premultiplied if image.hasAlphaChannel()
                  else QImage.Format.Format_RGB32)
        first = image if image.format() == wanted else image.convertToFormat(wanted)
        #: The picture's size as stored (it may be decoded smaller: see :attr:`reduction`).
        self.size = size if size is not None else first.size()
        #: Picture pixels per pixel of level 0 (1 unless decoded scaled down).
        self.reduction = self.size.width() / max(1, first.width())
        self.levels: list[QImage] = [first]
        while max(self.levels[-1].width(), self.levels[-1].height()) > LEVEL_MIN_SIDE:
            last = self.levels[-1]
            self.levels.append(last.scaled(
                max(1, last.width() // 2), max(1, last.height() // 2),
                Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation,
            ))

    @classmethod
    def from_bytes(cls, data: bytes) -> TiledPicture | None:
        """The picture in ``data`` (PNG, JPEG, WebP), decoded at most :data:`DECODED_PIXELS_MAX`
        pixels; None when it does not decode. Safe on a worker thread."""
        source = PictureReader(data)
        size = source.size()
        image = source.read_scaled(DECODED_PIXELS_MAX)  # (null when no picture is there)
        return None if image.isNull() else cls(image, size)

    @property
    def bytes_held(self) -> int:
        return sum(level.sizeInBytes() for level in self.levels)

    def level_for(self, device_per_pixel: float) -> int:
        """The coarsest level with at least one pixel for each device pixel at this zoom
        (``device_per_pixel``: device pixels per picture pixel)."""
        per_level0 = device_per_pixel * self.reduction
        if per_level0 <= 0:
            return len(self.levels) - 1
        level = math.floor(math.log2(1 / per_level0)) if per_level0 < 1 else 0
        return max(0, min(len(self.levels) - 1, level))

    def tiles_in(self, level: int, exposed: QRectF) -> list[QRect]:
        """The tiles of ``level`` (in its pixels) that meet ``exposed`` (in picture pixels)."""
        image = self.levels[level]
        across, down = self._level_scale(level)
        left = max(0, math.floor(exposed.left() / across / TILE_SIDE))
        top = max(0, math.floor(exposed.top() / down / TILE_SIDE))
        right = min(math.ceil(image.width() / TILE_SIDE),
                    math.ceil(exposed.right() / across / TILE_SIDE))
        bottom = min(math.ceil(image.height() / TILE_SIDE),
                     math.ceil(exposed.bottom() / down / TILE_SIDE))
        return [
            QRect(column * TILE_SIDE, row * TILE_SIDE, TILE_SIDE, TILE_SIDE).intersected(
                image.rect())
            for row in range(top, bottom) for column in range(left, right)
        ]

    def _level_scale(self, level: int) -> tuple[float, float]:
        """Picture pixels per pixel of ``level``, across and down (levels round their sides
        down)."""
        image = self.levels[level]
        return self.size.width() / image.width(), self.size.height() / image.height()

    def paint(self, painter: QPainter, exposed: QRectF, *, smooth: bool) -> int:
        """Draw the tiles that meet ``exposed`` (the painter maps picture pixels to the
        device); how many were drawn."""
        device = painter.worldTransform()
        device_per_pixel = math.hypot(device.m11(), device.m12())
        level = self.level_for(device_per_pixel)
        image = self.levels[level]
        sx, sy = self._level_scale(level)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
        # An antialiased edge at a fraction of a device pixel lets the backdrop show through
        # between two tiles: a faint seam. Tiles are drawn aliased, their edges on whole device
        # pixels, so neighbours meet exactly (the same edge rounds to the same pixel).
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        inverse, invertible = device.inverted()
        tiles = self.tiles_in(level, exposed.intersected(QRectF(0, 0, self.size.width(),
                                                                self.size.height())))
        for tile in tiles:
            target = QRectF(tile.x() * sx, tile.y() * sy, tile.width() * sx, tile.height() * sy)
            if invertible:
                target = inverse.mapRect(_on_device_pixels(device.mapRect(target)))
            painter.drawImage(target, image, QRectF(tile))
        return len(tiles)


def _on_device_pixels(rect: QRectF) -> QRectF:
    """``rect`` (in device pixels) with its edges moved to the nearest whole pixel."""
    return QRectF(QPointF(round(rect.left()), round(rect.top())),
                  QPointF(round(rect.right()), round(rect.bottom())))


class TiledBackground(QGraphicsPixmapItem):
    """The map's picture item: placed and scaled on the map like the pixmap item it replaces
    (its pixmap stays empty), drawn by the grid through :meth:`paint_picture`."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.picture: TiledPicture | None = None
        #: Called when a picture decoded away is ready (or turned out not to decode).
        self.on_decoded: Callable[[], None] | None = None
        self._pending: Future[TiledPicture | None] | None = None
        self._pending_size = QSize()
        self._poll = QTimer()
        self._poll.setInterval(_POLL_MS)
        self._poll.timeout.connect(self._collect)

    def set_picture_data(self, data: bytes | None) -> bool:
        """Show the picture in ``data`` (None: none); whether there is one to show (a big one
        may still be decoding)."""
        self.prepareGeometryChange()
        self.picture, self._pending = None, None
        self._poll.stop()
        self.setPixmap(QPixmap())
        if data is None:
            return False
        size = PictureReader(data).size()
        if not size.isValid() or size.isEmpty():
            return False
        if size.width() * size.height() <= DECODE_AWAY_PIXELS:
            self.picture = TiledPicture.from_bytes(data)
            return self.picture is not None
        pending: Future[TiledPicture | None] = Future()
        threading.Thread(target=_decode_into, args=(pending, data), daemon=True,
                         name="picture-decode").start()
        self._pending, self._pending_size = pending, size
        self._poll.start()
        return True

    def decoding(self) -> bool:
        return self._pending is not None

    def _collect(self) -> None:
        pending = self._pending
        if pending is None or not pending.done():
            return
        self._poll.stop()
        try:
            self.prepareGeometryChange()
        except RuntimeError:  # the item went with its scene while the picture decoded
            return
        self._pending = None
        self.picture = pending.result()
        if self.picture is None:
            self.setVisible(False)
        if self.on_decoded is not None:
            self.on_decoded()

    def boundingRect(self) -> QRectF:  # noqa: N802
        if self.picture is not None:
            return QRectF(QPointF(0, 0), self.picture.size.toSizeF())
        if self._pending is not None:
            return QRectF(QPointF(0, 0), self._pending_size.toSizeF())
        return QRectF()

    def paint_picture(self, painter: QPainter, exposed_scene: QRectF) -> None:
        """Draw the part of the picture in ``exposed_scene`` (the painter in scene units)."""
        picture = self.picture
        if picture is None or not self.isVisible():
            return
        painter.save()
        painter.setTransform(self.sceneTransform(), True)
        exposed = self.mapRectFromScene(exposed_scene)
        picture.paint(painter, exposed, smooth=(
            self.transformationMode() == Qt.TransformationMode.SmoothTransformation))
        painter.restore()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        # Drawn by the grid (one pixmap of the view at rest holds both); nothing here.
        del painter, option, widget


def _decode_into(result: Future[TiledPicture | None], data: bytes) -> None:
    """On the worker thread: the picture and its levels (QImage is safe off the GUI thread)."""
    try:
        result.set_result(TiledPicture.from_bytes(data))
    except Exception:  # out of memory and the like: no picture, as for a damaged one
        result.set_result(None)
