"""The players' window: the map as the players may see it (its own players' scene: fog opaque,
hidden tokens absent), the turn order and the last roll, all read from the campaign's
:class:`~ryf_desktop.session.present.PlayersView` as the phones read them; what it frames and
whether it is blacked out is the GM's :class:`~ryf_desktop.ui.table_screen.state.TableScreenState`.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING

from PySide6.QtCore import QMetaObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QKeyEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QGraphicsScene,
    QStackedLayout,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.session.events import Changed
from ryf_desktop.session.present import NO_TURN, PlayersView, PublicTurn, players_view_of
from ryf_desktop.storage.locking import PROGRAM_NAME  # the title card's with no campaign
from ryf_desktop.ui.common.session_follow import SessionHolder, follow_session, relink
from ryf_desktop.ui.common.widgets import fill, named
from ryf_desktop.ui.map.geometry import SQUARE_PX, map_rect
from ryf_desktop.ui.map.scene import PLAYERS, MapScene
from ryf_desktop.ui.table_screen.handout_overlay import HandoutOverlay
from ryf_desktop.ui.table_screen.offstage import Offstage, PlayersGraphicsView
from ryf_desktop.ui.table_screen.orientation import (
    Scale,
    clamp_to,
    frame_turned,
    normal_rotation,
    reported_pixels_per_mm,
    scene_step,
    turned_size,
)
from ryf_desktop.ui.table_screen.pages import BlackoutPage, RollBanner, TitleCard
from ryf_desktop.ui.table_screen.state import TableScreenState
from ryf_desktop.ui.table_screen.touch import TableTouch
from ryf_desktop.ui.table_screen.turn_strip import TurnStrip

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession

# The least height of a token's name on the table's glass, in millimetres (its font's size).
MIN_LABEL_MM = 4.0
# Pixels per millimetre when the screen reports no size and the GM has not calibrated it (96 dpi).
FALLBACK_PIXELS_PER_MM = 96 / 25.4
# How far the players may pinch the fitted map: out to the fitted size, in to this many times it.
MIN_TOUCH_ZOOM = 1.0
MAX_TOUCH_ZOOM = 8.0
# Screen steps of the arrow keys, right and down positive.
PAN_KEYS = MappingProxyType({Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
                             Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)})


class TableScreenWindow(QWidget):
    """The players' window; see the module docstring. ``closed`` is emitted when it closes."""

    closed = Signal()
    # The window asked to go full screen (True) or back to a window (False): F11, Esc.
    full_screen_requested = Signal(bool)

    def __init__(self, state: TableScreenState) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setObjectName("table_screen")
        # Not "RyF Desktop — …": X11 and Wayland add the program's name to the title themselves.
        self.setWindowTitle(self.tr("Table screen"))
        self.state = state
        self._players_connection: QMetaObject.Connection | None = None
        # The newest log line when the window last looked: only a roll made since is shown.
        self._last_log_id = 0
        # The map on screen (the players' view's), None for the title card.
        self.shown_map_id: int | None = None
        self._players: PlayersView | None = None
        self._strip_shown: PublicTurn | None = None
        self._empty_scene = QGraphicsScene(self)
        self.scene: QGraphicsScene = self._empty_scene
        # The players' scene of the map shown (None: the empty scene).
        self.map_scene: MapScene | None = None
        # The picture's turn, clockwise on the screen: 0, 90, 180 or 270 degrees.
        self.rotation = 0
        self.scale = Scale()
        self._pixels_per_mm_override: float | None = None
        # At a physical scale: the map point the GM panned to (None: the framed area's centre).
        self._pan_centre: QPointF | None = None
        self._zoom = 1.0
        # The players' pinch on the fitted zoom (1: as fitted), see pinch.
        self._touch_zoom = 1.0
        self.offstage = Offstage(self)

        # The empty scene and the title card until a map is shown: _follow(None) puts them up.
        self.view = PlayersGraphicsView()
        self.view.resized.connect(self._frame)
        self.touch = TableTouch(self)
        self.strip = TurnStrip()
        self.title_card = TitleCard()
        self.map_pages = QStackedWidget()
        self.map_pages.addWidget(self.view)
        self.map_pages.addWidget(self.title_card)
        self._content = content = named(QWidget(), "table_content")
        self._column = fill(QVBoxLayout(content), self.strip, (self.map_pages, 1), margin=0)
        self._column.setSpacing(0)
        self.banner = RollBanner(content)
        # The handout the GM showed the table, over the map (not the strip), turned with it.
        self.handout = HandoutOverlay(content, self.map_pages, self.offstage, self.banner)
        self.offstage.changed.connect(self.view.viewport().update)

        self.blackout_page = BlackoutPage()

        self._pages = QStackedLayout(self)
        self._pages.setContentsMargins(0, 0, 0, 0)
        self._pages.addWidget(content)
        self._pages.addWidget(self.blackout_page)
        self.resize(960, 600)

        # "Show players this" centres the physical scale on the area.
        state.area_changed.connect(self._reset_look)
        state.blackout_changed.connect(self._show_blackout)
        self._show_blackout(state.blackout)
        state.darkness_changed.connect(self._apply_darkness)
        # The campaign shown: set_session puts it in the holder, the follower binds to it.
        self._holder = SessionHolder(parent=self)
        self.follower = follow_session(self, self._holder, on_session=self._follow,
                                       on_change=self._session_changed_event)

    # --- the campaign -------------------------------------------------------------------------
    @property
    def session(self) -> CampaignSession | None:
        return self.follower.session

    def set_session(self, session: CampaignSession | None) -> None:
        """Show ``session`` (None: nothing). Only rolls made from now on are shown."""
        self._holder.set_session(session)

    def _follow(self, session: CampaignSession | None) -> None:
        self._players = players = None if session is None else players_view_of(session)
        self._players_connection = relink(self._players_connection, None if players is None
                                          else players.changed, self._players_changed)
        self.banner.dismiss()
        # Another campaign's map of the same id is another map: never keep the old scene.
        self._use_scene(None)
        self._strip_shown = NO_TURN
        self.strip.set_entries(0, ())
        self.handout.follow(session)
        self.state.attach(players)
        if players is None:
            self._last_log_id = 0
            self.title_card.set_campaign(PROGRAM_NAME, None)
            return
        self._last_log_id = players.newest_log_id
        self._refresh_title()
        self._refresh_players()

    def _session_changed_event(self, event: Changed) -> None:
        if event.campaign:
            self._refresh_title()

    def _players_changed(self, _stale: object = None) -> None:
        self._show_newest_roll()
        self._refresh_players()

    # --- the map ------------------------------------------------------------------------------
    def _whole_map(self) -> QRectF | None:
        data = self.map_scene.view_data if self.map_scene is not None else None
        return None if data is None else map_rect(data.width, data.height)

    def _use_scene(self, scene: MapScene | None) -> None:
        old = self.map_scene
        self.map_scene = scene
        self.scene = scene if scene is not None else self._empty_scene
        if scene is None:
            self.shown_map_id = None
        self.touch.forget_scene()
        self.view.setScene(self.scene)
        self._apply_darkness(self.state.darkness)
        self._show_page()
        if old is not None and old is not scene:
            old.detach()  # it stops following the session at once, not at deletion
            old.deleteLater()
        if scene is not None:
            # A map resized or refreshed: framed again.
            scene.sceneRectChanged.connect(self._frame)
        self._reset_look()  # a pan belonged to the map it was made on

    def _apply_darkness(self, on: bool) -> None:
        # Only a map scene has lights; the empty scene has nothing to veil.
        if self.map_scene is not None:
            self.map_scene.set_darkness(on)

    def _refresh_title(self) -> None:
        session = self.session
        if session is not None:
            self.title_card.set_campaign(session.name, session.day)

    # --- framing ------------------------------------------------------------------------------
    def framed_rect(self) -> QRectF | None:
        """The scene rectangle the view fits: the players' area, else the whole map."""
        whole = self._whole_map()
        return None if whole is None else self.state.framed(self.shown_map_id, whole)

    def _look_centre(self) -> QPointF:
        """The map point looked at: the GM's (or the players') pan, else the framed centre."""
        framed = self.framed_rect()
        return self._pan_centre or (framed.center() if framed is not None else QPointF())

    def _reset_look(self) -> None:
        """Back to the framed area, unpinched."""
        self._pan_centre = None
        self._touch_zoom = 1.0
        self._frame()

    def _frame(self) -> None:
        self.strip.set_text_size(max(16, self.height() // 32))
        self.handout.set_rotation(self.rotation)
        turned = self.rotation != 0
        if turned:
            viewport = self.view.viewport().size()
            wide, tall = turned_size(viewport.width(), viewport.height(), self.rotation)
            self.offstage.resize(max(1, int(wide)), max(1, int(tall)))
            self.offstage.column.activate()
        rect, whole = self.framed_rect(), self._whole_map()
        if rect is not None and not rect.isEmpty() and whole is not None:
            pinched = self._touch_zoom != 1.0 or self._pan_centre is not None
            if not turned and not self.scale.physical and not pinched:
                self.view.setSceneRect(QRectF())  # the scene's own, as fitInView expects
                self.view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
                self._zoom = self.view.transform().m11()
            else:
                # The zoom at which a scene square is square_mm of glass, in logical pixels
                # (the ones a view's transform is in).
                locked = (self.scale.square_mm * self.pixels_per_mm() / SQUARE_PX
                          if self.scale.square_mm is not None else None)
                self._zoom = frame_turned(
                    self.view, rect, whole, rotation=self.rotation,
                    band=self.offstage.strip_band() if turned else 0, zoom=locked,
                    centre=self._pan_centre, factor=self._touch_zoom)
            scene = self.map_scene
            if scene is not None:
                # The zoom the players see, as the GM's view tells its scene: tokens kept in
                # pixmaps, or one picture of dots when the whole map is framed small. Left out,
                # every token in a repainted area was drawn again in Python.
                scene.set_detail_px(self._zoom * SQUARE_PX)
                if self._zoom > 0:
                    # Names read from across the table: at least MIN_LABEL_MM on the glass,
                    # however small the fitted map (the scene's own size when that is larger).
                    scene.set_label_px(MIN_LABEL_MM * self.pixels_per_mm() / self._zoom)
        if self.banner.isVisible():
            self.banner.place()
        if turned:
            self.offstage.touch()

    # --- scale, turn and pan: what the GM chose, and the players' pinch ---------------------
    def set_rotation(self, degrees: int) -> None:
        """Turn the map, the strip and the banner ``degrees`` clockwise (a quarter turn's
        multiple), to face the players round a screen laid flat."""
        turn = normal_rotation(degrees)
        if turn == self.rotation:
            return
        was_turned = self.rotation != 0
        self.rotation = turn
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
            self.map_pages.addWidget(self.title_card)  # after the map, as it was
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
        if self.rotation:
            self.map_pages.setCurrentWidget(self.view)
            self.title_card.setVisible(no_map)
        else:
            self.map_pages.setCurrentWidget(self.title_card if no_map else self.view)

    def set_scale(self, scale: Scale) -> None:
        """Fit the map to the window, or lock the zoom so one square is ``scale.square_mm``."""
        if scale == self.scale:
            return
        self.scale = scale
        self._reset_look()

    def set_pixels_per_mm(self, pixels_per_mm: float | None) -> None:
        """The screen's pixels per millimetre as the GM measured them (None: as it reports)."""
        if pixels_per_mm == self._pixels_per_mm_override:
            return
        self._pixels_per_mm_override = pixels_per_mm
        if self.scale.physical:
            self._frame()

    def pixels_per_mm(self) -> float:
        """Logical pixels per millimetre on the window's screen: measured, else reported."""
        return (self._pixels_per_mm_override or reported_pixels_per_mm(self.screen())
                or FALLBACK_PIXELS_PER_MM)

    def pan(self, dx: int, dy: int) -> None:
        """At a physical scale, look one square further (``dx``, ``dy``) on the screen: right
        and down positive, whatever the turn."""
        whole = self._whole_map()
        if not self.scale.physical or whole is None:
            return
        step_x, step_y = scene_step(dx, dy, self.rotation)
        self._pan_centre = clamp_to(
            self._look_centre() + QPointF(step_x * SQUARE_PX, step_y * SQUARE_PX), whole)
        self._frame()

    def pinch(self, ratio: float, before: QPointF, after: QPointF) -> None:
        """Two fingers: zoom ``ratio`` times (within the fitted size and MAX_TOUCH_ZOOM times it)
        and pan so that the map point under ``before`` lies under ``after`` (viewport pixels).
        Nothing at a physical scale: the squares keep their size under the miniatures."""
        whole = self._whole_map()
        if self.scale.physical or whole is None:
            return
        anchor = self.view.mapToScene(before.toPoint())
        start = self._look_centre()
        self._touch_zoom = min(max(self._touch_zoom * ratio, MIN_TOUCH_ZOOM), MAX_TOUCH_ZOOM)
        self._pan_centre = start
        self._frame()
        # The zoom is about the framed centre; shifting the look by what the fingers' point
        # drifted keeps the map under them.
        drift = anchor - self.view.mapToScene(after.toPoint())
        self._pan_centre = clamp_to(start + drift, whole)
        self._frame()

    # --- the players' view: the map and the strip ----------------------------------------------
    def _refresh_players(self) -> None:
        session, players = self.session, self._players
        if session is None or players is None:
            return
        if not self.isVisible():
            # Closed, the window makes no players' scene and styles no chips (the strip re-styles
            # fifty chips on every Next turn, for nobody): it catches up when it opens.
            return
        wanted = players.shown_map_id
        if wanted != self.shown_map_id:
            self.shown_map_id = wanted
            self._use_scene(None if wanted is None
                            else MapScene(session, wanted, audience=PLAYERS))
        turn = players.turn
        if turn != self._strip_shown:
            # Re-styling the chips costs more than the rest of a map change: only when the
            # players' order changed (most map changes leave it as it was).
            self._strip_shown = turn
            self.strip.set_entries(turn.round, turn.entries)
            if self.rotation:
                self._frame()  # the strip's band under a turned picture came or went

    # --- rolls --------------------------------------------------------------------------------
    def _show_newest_roll(self) -> None:
        players = self._players
        if players is None:
            return
        shown = self.banner.line
        if shown is not None and not players.still_logged(shown):
            # The GM undid the shown roll or attack: the players must not keep reading it.
            self.banner.dismiss()
        if not self.isVisible():
            # Nobody sees a roll made while the window is closed; it opens on the next one.
            return
        line = players.roll_after(self._last_log_id)
        # The newest id now, even when lower: an undo takes log lines away (and announces it
        # the same way), and SQLite hands their ids to the next lines written.
        self._last_log_id = players.newest_log_id
        if line is not None:
            self.banner.show_roll(line.text, line.detail, line)

    # --- blackout and keys --------------------------------------------------------------------
    def _show_blackout(self, on: bool) -> None:
        self._pages.setCurrentWidget(self.blackout_page if on else self._content)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        step = PAN_KEYS.get(Qt.Key(event.key()))
        if step is not None and self.scale.physical:
            self.pan(*step)
        elif event.key() == Qt.Key.Key_F11:
            self.full_screen_requested.emit(not self.isFullScreen())
        elif event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.full_screen_requested.emit(False)
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._frame()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._refresh_players()  # what changed while it was closed
        if self._players is not None:
            self._last_log_id = self._players.newest_log_id  # a roll made meanwhile is not shown

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        super().closeEvent(event)
        if event.isAccepted():
            self.closed.emit()
