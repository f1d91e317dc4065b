"""The map's lights as drawn (what is lit is :mod:`ryf_desktop.session.lighting`'s reading):
faint rings on the GM's map, and on the table screen (an option) a dim veil outside the lit
areas, not black, so the GM watching the table screen still knows where things are."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ryf_desktop.rules.lighting import LitArea
from ryf_desktop.rules.map_features import Light
from ryf_desktop.session.lighting import lit_areas_of
from ryf_desktop.session.map_queries import MapView
from ryf_desktop.ui.map.geometry import SQUARE_PX, map_rect
from ryf_desktop.ui.map.layers import LayerItem, MapSizedItem, square_region

#: How dark the unlit part of the table screen is (of 255: 85 % black).
DARKNESS_ALPHA = 217
#: The rings' opacity on the GM's map (of 255).
RING_ALPHA = 110
#: What a lit area depends on, of a map's reading.
_LIGHTING_FIELDS = ("lights", "walls", "doors", "open_doors", "segments")


def _circle(light: Light) -> QPainterPath:
    path = QPainterPath()
    radius = light.radius * SQUARE_PX
    path.addEllipse(QPointF(light.x * SQUARE_PX, light.y * SQUARE_PX), radius, radius)
    return path


def lit_path(areas: Iterable[LitArea]) -> QPainterPath:
    """The union of the lit areas, in scene units: each circle, cut to its squares when the
    light casts shadows."""
    lit = QPainterPath()
    for area in areas:
        if area.light.radius <= 0:
            continue
        shape = _circle(area.light)
        if area.squares is not None:
            squares = QPainterPath()
            squares.addRegion(square_region(area.squares, SQUARE_PX))
            shape = shape.intersected(squares)
        lit = lit.united(shape)
    return lit


class DarknessItem(MapSizedItem):
    """The veil over the map outside its lit areas (hidden until the option is on)."""

    def __init__(self, z: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(1, 1, z, parent)
        self._areas: tuple[LitArea, ...] = ()
        self._dark = QPainterPath()
        self.setVisible(False)

    def resize_map(self, width: int, height: int) -> bool:
        if not super().resize_map(width, height):
            return False
        self._rebuild()
        return True

    def set_darkness(self, on: bool, data: MapView | None) -> None:
        self.setVisible(on)
        if on and data is not None:
            self._light(data)

    def follow(self, data: MapView, changed: Callable[[str], bool]) -> None:
        """After a reading; ``changed(field)`` says whether that field of it changed."""
        if self.isVisible() and any(changed(name) for name in _LIGHTING_FIELDS):
            self._light(data)

    def _light(self, data: MapView) -> None:
        areas = lit_areas_of(data)
        if areas != self._areas:
            self._areas = areas
            self._rebuild()

    def _rebuild(self) -> None:
        whole = QPainterPath()
        whole.addRect(map_rect(self._width, self._height))
        self._dark = whole.subtracted(lit_path(self._areas))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        del option, widget
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillPath(self._dark, QColor(0, 0, 0, DARKNESS_ALPHA))


class LightRingsItem(LayerItem):
    """Each light's reach as a faint ring in its colour, with a dot where it stands."""

    def __init__(self, z: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(z, parent)
        self.lights: tuple[Light, ...] = ()
        #: Whether the GM wants the rings (View → Light radii); drawn when there are lights.
        self.wanted = True
        self.setVisible(False)

    def set_wanted(self, wanted: bool) -> None:
        self.wanted = wanted
        self.setVisible(wanted and bool(self.lights))

    def set_lights(self, lights: Iterable[Light]) -> None:
        chosen = tuple(lights)
        if chosen == self.lights:
            return
        self.prepareGeometryChange()
        self.lights = chosen
        self._bounds = QRectF()
        for light in chosen:
            self._bounds = self._bounds.united(_circle(light).boundingRect())
        self._bounds = self._bounds.adjusted(-4, -4, 4, 4)
        self.setVisible(self.wanted and bool(chosen))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        del option, widget
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for light in self.lights:
            colour = QColor("#" + light.color)
            colour.setAlpha(RING_ALPHA)
            pen = QPen(colour, 2.0, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(_circle(light))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(light.x * SQUARE_PX, light.y * SQUARE_PX), 5.0, 5.0)
