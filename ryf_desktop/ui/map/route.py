"""The drag path or the ruler, with a label at its end that stays inside the view."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ryf_desktop.rules.movement import Square
from ryf_desktop.ui.map.geometry import SQUARE_PX, square_centre
from ryf_desktop.ui.map.layers import LayerItem
from ryf_desktop.ui.map.tokens import pixel_font

# How far the label sits from the end square's centre: clear of the token dropped there.
_LABEL_OFFSET = SQUARE_PX * 0.55


def _font() -> QFont:
    return pixel_font(int(SQUARE_PX * 0.32), bold=True)


class RouteItem(LayerItem):
    """A route through square centres (or a straight ruler line) with a label at its end."""

    def __init__(self, z: float) -> None:
        super().__init__(z)
        self._points: list[QPointF] = []
        self.label = ""
        self._color = QColor("#1565c0")
        self._dots = False
        # The scene area the label must stay inside (the view's visible part), if any.
        self._keep_in: QRectF | None = None
        self.setVisible(False)

    def set_route(self, squares: Sequence[Square], label: str, color: QColor, *,
                  size: int = 1, straight: bool = False, keep_in: QRectF | None = None) -> None:
        """Draw ``squares`` (centres of a ``size`` footprint) joined; ``straight`` joins only the
        first and the last (the ruler). The label stays inside ``keep_in`` (scene units) when
        given: the part of the map the view shows."""
        self.prepareGeometryChange()
        self._keep_in = keep_in
        points = [square_centre(square, size) for square in squares]
        if straight and len(points) > 1:
            points = [points[0], points[-1]]
        self._points = points
        self._dots = not straight
        self.label = label
        self._color = color
        self._bounds = self._compute_bounds()
        self.setVisible(bool(points))
        self.update()

    def clear(self) -> None:
        self.set_route((), "", self._color)

    def label_rect(self) -> QRectF:
        """Where the label is drawn, in scene units (empty without a label)."""
        if not self._points or not self.label:
            return QRectF()
        metrics = QFontMetricsF(_font())
        text = metrics.boundingRect(self.label)
        end = self._points[-1]
        width = text.width() + SQUARE_PX * 0.3
        height = text.height() + SQUARE_PX * 0.15
        box = QRectF(end.x() - width / 2, end.y() - _LABEL_OFFSET - height, width, height)
        keep = self._keep_in
        if keep is None or keep.isEmpty():
            return box
        if box.top() < keep.top():
            # Near the view's top: under the end square instead.
            box.moveTop(end.y() + _LABEL_OFFSET)
        # Pushed in from any edge still crossed (the left and top win when it cannot fit).
        box.moveLeft(max(keep.left(), min(box.left(), keep.right() - width)))
        box.moveTop(max(keep.top(), min(box.top(), keep.bottom() - height)))
        return box

    def _compute_bounds(self) -> QRectF:
        if not self._points:
            return QRectF()
        margin = SQUARE_PX * 0.3
        bounds = QPolygonF(self._points).boundingRect().adjusted(-margin, -margin, margin, margin)
        return bounds.united(self.label_rect()).adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._points:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        path = QPainterPath(self._points[0])
        for point in self._points[1:]:
            path.lineTo(point)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((QColor(255, 255, 255, 200), 0.16), (self._color, 0.08)):
            painter.setPen(QPen(colour, SQUARE_PX * width, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)
        painter.setBrush(self._color)
        painter.setPen(Qt.PenStyle.NoPen)
        ends = self._points if self._dots else [self._points[0], self._points[-1]]
        for point in ends:
            painter.drawEllipse(point, SQUARE_PX * 0.09, SQUARE_PX * 0.09)
        if self.label:
            box = self.label_rect()
            painter.setBrush(QColor(255, 255, 255, 235))
            painter.setPen(QPen(self._color, 2))
            painter.drawRoundedRect(box, 6, 6)
            painter.setFont(_font())
            painter.setPen(QColor("#111111"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.label)
