"""The import preview's picture with what the file holds drawn over it: walls, object outlines,
doors (closed and open told apart) and the lights' reach, as the GM will get them.

Colours are chosen to stand out on the usual map pictures (browns, greys, greens) and to say
the same as the legend under the picture (:data:`LEGEND_COLOURS`).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from ryf_desktop.rules.map_features import Segment, SegmentKind
from ryf_desktop.storage.uvtt import UvttMap

#: What each thing is drawn in (name: "#RRGGBB").
LEGEND_COLOURS: Mapping[str, str] = MappingProxyType({
    "wall": "#e53935",
    "object": "#1e88e5",
    "closed_door": "#ff9800",
    "open_door": "#43a047",
    "light": "#fdd835",
})
#: Line widths in preview pixels: walls and doors must read at 360 px for a 40-square map.
WALL_WIDTH = 2.0
DOOR_WIDTH = 3.5


def _pen(name: str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(QColor(LEGEND_COLOURS[name]), width)
    pen.setStyle(style)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _segment_pen(segment: Segment) -> QPen:
    if segment.kind is SegmentKind.DOOR:
        if segment.closed:
            return _pen("closed_door", DOOR_WIDTH)
        return _pen("open_door", DOOR_WIDTH, Qt.PenStyle.DashLine)
    if segment.kind is SegmentKind.OBJECT:
        return _pen("object", WALL_WIDTH)
    return _pen("wall", WALL_WIDTH)


def preview_with_features(preview: QImage, uvtt: UvttMap) -> QImage:
    """A copy of ``preview`` (the file's picture, scaled down) with the walls, doors and lights
    drawn where they stand on the picture; ``preview`` itself when it is null."""
    if preview.isNull() or uvtt.picture.width <= 0:
        return preview
    drawn = preview.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    scale = drawn.width() / uvtt.picture.width
    step = uvtt.pixels_per_grid * scale
    left, top = uvtt.image_offset[0] * scale, uvtt.image_offset[1] * scale

    def at(x: float, y: float) -> QPointF:
        return QPointF(left + x * step, top + y * step)

    painter = QPainter(drawn)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # Walls under doors: a door drawn on a wall's line stays visible.
        order = {SegmentKind.WALL: 0, SegmentKind.OBJECT: 1, SegmentKind.DOOR: 2}
        for segment in sorted(uvtt.segments, key=lambda s: order.get(s.kind, 0)):
            painter.setPen(_segment_pen(segment))
            painter.drawLine(QLineF(at(segment.x1, segment.y1), at(segment.x2, segment.y2)))
        for light in uvtt.lights:
            colour = QColor(LEGEND_COLOURS["light"])
            painter.setPen(_pen("light", 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            centre = at(light.x, light.y)
            radius = light.radius * step
            painter.drawEllipse(centre, radius, radius)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(centre, 3.0, 3.0)
    finally:
        painter.end()
    return drawn
