"""The players' window's scale, turn and pan: :class:`ScaleTurnPan`, a part of
:class:`~ryf_desktop.ui.table_screen.window.TableScreenWindow` kept in a module of its own.

The window keeps one zoom (``_zoom``) and frames the map in ``_frame``; this part holds what the
GM chose (the turn, a physical scale, a measured screen size, the pan point) and asks for a new
frame when it changes. Turned, the strip and the banner live offstage and are painted turned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QGraphicsScene, QStackedWidget, QVBoxLayout, QWidget

from ryf_desktop.ui.table_screen.framing import clamp_to
from ryf_desktop.ui.table_screen.glass import PlayersGraphicsView
from ryf_desktop.ui.table_screen.offstage import Offstage
from ryf_desktop.ui.table_screen.orientation import (
    Scale,
    normal_rotation,
    reported_pixels_per_mm,
    scene_step,
)
from ryf_desktop.ui.table_screen.pages import TitleCard
from ryf_desktop.ui.table_screen.roll_banner import RollBanner
from ryf_desktop.ui.table_screen.turn_strip import TurnStrip

# Under the turn strip, not turned: the players' map (page 0), or the title card when there is
# no map to show.
TITLE_PAGE = 1
# Pixels per millimetre when the screen reports no size and the GM has not calibrated it (96 dpi).
FALLBACK_PIXELS_PER_MM = 96 / 25.4
# How far the players may pinch the fitted map: out to the fitted size, in to this many times it.
MIN_TOUCH_ZOOM = 1.0
MAX_TOUCH_ZOOM = 8.0


class ScaleTurnPan:
    """Mixed into the players' window after QWidget; see the module docstring."""

    view: PlayersGraphicsView
    strip: TurnStrip
    banner: RollBanner
    offstage: Offstage
    _column: QVBoxLayout
    _content: QWidget
    map_pages: QStackedWidget
    title_card: TitleCard
    scene: QGraphicsScene
    _empty_scene: QGraphicsScene
    _map_size: tuple[int, int] | None
    _rotation: int
    _scale: Scale
    _pixels_per_mm_override: float | None
    _pan_centre: QPointF | None
    _zoom: float
    # The players' pinch on the fitted zoom (1: as fitted), see pinch.
    _touch_zoom: float

    if TYPE_CHECKING:
        def _frame(self) -> None: ...
        def framed_rect(self) -> QRectF | None: ...
        def screen(self) -> QScreen: ...

    @property
    def rotation(self) -> int:
        """The picture's turn, clockwise on the screen: 0, 90, 180 or 270 degrees."""
        return self._rotation

    def set_rotation(self, degrees: int) -> None:
        """Turn the map, the strip and the banner ``degrees`` clockwise (a quarter turn's
        multiple), to face the players round a screen laid flat."""
        turn = normal_rotation(degrees)
        if turn == self._rotation:
            return
        was_turned = self._rotation != 0
        self._rotation = turn
        if (turn != 0) != was_turned:
            self._move_overlays(turned=turn != 0)
        self.view.rotation = turn
        self._frame()

    def _move_overlays(self, *, turned: bool) -> None:
        """Hand the strip, the banner and the title card to the offstage window (turned) or take
        them back."""
        banner_shown = self.banner.isVisible()
        strip_shown = bool(self.strip.entries)
        if turned:
            self._column.removeWidget(self.strip)
            self.map_pages.removeWidget(self.title_card)
            self.offstage.hold(self.strip, self.banner, self.title_card)
            self.offstage.show()
            self.view.offstage = self.offstage
        else:
            self.view.offstage = None
            self.offstage.release()
            self.offstage.hide()
            self._column.insertWidget(0, self.strip)
            self.map_pages.insertWidget(TITLE_PAGE, self.title_card)
            self.banner.setParent(self._content)
        self.strip.setVisible(strip_shown)
        if banner_shown:
            self.banner.show()
            self.banner.raise_()
        self._show_page()
        self.view.viewport().update()

    def _show_page(self) -> None:
        """The players' map, or the title card when there is none; turned, the title card is
        painted by the view (turned) over an empty scene."""
        no_map = self.scene is self._empty_scene
        if self._rotation:
            self.map_pages.setCurrentWidget(self.view)
            self.title_card.setVisible(no_map)
        else:
            self.map_pages.setCurrentWidget(self.title_card if no_map else self.view)

    @property
    def scale(self) -> Scale:
        return self._scale

    def set_scale(self, scale: Scale) -> None:
        """Fit the map to the window, or lock the zoom so one square is ``scale.square_mm``."""
        if scale == self._scale:
            return
        self._scale = scale
        self._pan_centre = None
        self._touch_zoom = 1.0
        self._frame()

    def set_pixels_per_mm(self, pixels_per_mm: float | None) -> None:
        """The screen's pixels per millimetre as the GM measured them (None: as it reports)."""
        if pixels_per_mm == self._pixels_per_mm_override:
            return
        self._pixels_per_mm_override = pixels_per_mm
        if self._scale.physical:
            self._frame()

    def pixels_per_mm(self) -> float:
        """Logical pixels per millimetre on the window's screen: measured, else reported."""
        if self._pixels_per_mm_override is not None:
            return self._pixels_per_mm_override
        return reported_pixels_per_mm(self.screen()) or FALLBACK_PIXELS_PER_MM

    def pan(self, dx: int, dy: int) -> None:
        """At a physical scale, look one square further (``dx``, ``dy``) on the screen: right
        and down positive, whatever the turn."""
        if not self._scale.physical or self._map_size is None:
            return
        from ryf_desktop.ui.map.geometry import SQUARE_PX, map_rect

        step_x, step_y = scene_step(dx, dy, self._rotation)
        start = self._pan_centre
        if start is None:
            framed = self.framed_rect()
            start = framed.center() if framed is not None else QPointF()
        moved = QPointF(start.x() + step_x * SQUARE_PX, start.y() + step_y * SQUARE_PX)
        self._pan_centre = clamp_to(moved, map_rect(*self._map_size))
        self._frame()

    @property
    def pinchable(self) -> bool:
        """Whether the players may pinch and pan: a map shown, and no physical scale locked."""
        return not self._scale.physical and self._map_size is not None

    def pinch(self, ratio: float, before: QPointF, after: QPointF) -> None:
        """Two fingers: zoom ``ratio`` times (within the fitted size and MAX_TOUCH_ZOOM times it)
        and pan so that the map point under ``before`` lies under ``after`` (viewport pixels).
        Nothing at a physical scale: the squares keep their size under the miniatures."""
        if not self.pinchable or self._map_size is None:
            return
        from ryf_desktop.ui.map.geometry import map_rect

        view = self.view
        anchor = view.mapToScene(before.toPoint())
        framed = self.framed_rect()
        start = self._pan_centre or (framed.center() if framed is not None else QPointF())
        self._touch_zoom = min(max(self._touch_zoom * ratio, MIN_TOUCH_ZOOM), MAX_TOUCH_ZOOM)
        self._pan_centre = start
        self._frame()
        # The zoom is about the framed centre; shifting the look by what the fingers' point
        # drifted keeps the map under them.
        drift = anchor - view.mapToScene(after.toPoint())
        self._pan_centre = clamp_to(start + drift, map_rect(*self._map_size))
        self._frame()
