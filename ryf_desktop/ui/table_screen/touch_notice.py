"""Why a touch did nothing, said on the table's glass: :class:`TouchNotice`.

A plate with a short sentence ("That square is a wall or obstacle") laid on the players' scene
beside the finger, above the fog and every token. Being an item of the scene it is turned with
the picture, so the players on the side the table screen faces read it upright, as they read the
turn strip and the roll banner; its letters are a fixed size on the glass (millimetres, readable
from across the table) whatever the zoom. It fades after a few seconds.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

# How long a notice stays, then how long it takes to fade.
NOTICE_MS = 3500
FADE_MS = 700
# The letters' height on the glass, and the widest the plate grows before it wraps, in mm.
NOTICE_TEXT_MM = 9.0
NOTICE_WIDTH_MM = 220.0
# Over the fog, the tokens, the route and the GM's marks.
NOTICE_Z = 60.0
_PLATE = QColor(12, 12, 16, 225)
_EDGE = QColor("#ef5350")
_INK = QColor("#ffffff")
_FLAGS = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)


class NoticeItem(QGraphicsItem):
    """The plate and its sentence, laid out in scene units (see :meth:`TouchNotice.say`)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(NOTICE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.text = ""
        self._font = QFont()
        self._plate = QRectF()
        self._text_box = QRectF()

    def set_text(self, text: str, text_px: float, max_width: float) -> None:
        """``text`` in letters ``text_px`` scene units tall, wrapped at ``max_width``."""
        self.prepareGeometryChange()
        self.text = text
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(1, round(text_px)))
        self._font = font
        metrics = QFontMetricsF(font)
        box = metrics.boundingRect(QRectF(0, 0, max_width, 1e6), _FLAGS, text)
        pad = text_px * 0.6
        self._text_box = QRectF(pad, pad, box.width(), box.height())
        self._plate = QRectF(0, 0, box.width() + 2 * pad, box.height() + 2 * pad)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        edge = self._plate.height() * 0.05
        return self._plate.adjusted(-edge, -edge, edge, edge)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = self._plate.height() * 0.18
        edge = QPen(_EDGE, self._plate.height() * 0.05)
        painter.setPen(edge)
        painter.setBrush(_PLATE)
        painter.drawRoundedRect(self._plate, radius, radius)
        painter.setFont(self._font)
        painter.setPen(_INK)
        painter.drawText(self._text_box, _FLAGS, self.text)


class TouchNotice(QObject):
    """Shows a :class:`NoticeItem` on a scene for a while (``NOTICE_MS``), then fades it."""

    def __init__(self, parent: QObject | None = None, shown_ms: int = NOTICE_MS) -> None:
        super().__init__(parent)
        self.item = NoticeItem()
        self.item.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(shown_ms)
        self._fading = QVariantAnimation(self)
        self._fading.setDuration(FADE_MS)
        self._fading.setStartValue(1.0)
        self._fading.setEndValue(0.0)
        self._fading.valueChanged.connect(self._set_opacity)
        self._fading.finished.connect(self.dismiss)
        self._timer.timeout.connect(self._fading.start)

    @property
    def text(self) -> str:
        """The sentence on show ('' when none is)."""
        return self.item.text if self.item.isVisible() else ""

    def say(self, text: str, near: QPointF, visible: QRectF, *, px_per_mm: float) -> None:
        """Lay ``text`` above the scene point ``near``, kept inside the scene area ``visible``
        (what the view shows), letters NOTICE_TEXT_MM tall at ``px_per_mm`` scene units a
        millimetre. The item must be on the scene already (see :meth:`put_on`)."""
        item = self.item
        item.set_text(text, NOTICE_TEXT_MM * px_per_mm,
                      min(NOTICE_WIDTH_MM * px_per_mm, visible.width() * 0.8))
        size = item.boundingRect()
        gap = NOTICE_TEXT_MM * px_per_mm
        x = near.x() - size.width() / 2
        y = near.y() - size.height() - gap
        if y < visible.top():
            y = near.y() + gap  # no room above the finger: under it
        x = min(max(x, visible.left()), visible.right() - size.width())
        y = min(max(y, visible.top()), visible.bottom() - size.height())
        item.setPos(x, y)
        self._fading.stop()
        item.setOpacity(1.0)
        item.show()
        self._timer.start()

    def put_on(self, scene: QGraphicsScene | None) -> None:
        """Move the item to ``scene`` (a QGraphicsScene; None: off any), hidden."""
        self.dismiss()
        current = self.item.scene()
        if current is scene:
            return
        if current is not None:
            current.removeItem(self.item)
        if scene is not None:
            scene.addItem(self.item)

    def dismiss(self) -> None:
        self._timer.stop()
        self._fading.stop()
        self.item.hide()
        self.item.setOpacity(1.0)

    def _set_opacity(self, value: object) -> None:
        if isinstance(value, float):
            self.item.setOpacity(value)
