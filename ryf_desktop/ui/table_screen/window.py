"""The players' window: the map as the players may see it, the turn order and the last roll.

:class:`TableScreenWindow` is a second view of the open campaign, never a copy of the GM's: it
makes its own map scene with ``audience="players"`` (fog opaque, hidden tokens absent, no GM
overlays), reads the running combat and the log through session queries, and refreshes itself
from the session's signals. What it frames and whether it is blacked out come from a
:class:`~ryf_desktop.ui.table_screen.state.TableScreenState` the GM's tools write.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QMetaObject, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QKeyEvent,
    QPainter,
    QPalette,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.table_screen.roll_banner import ROLL_DISPLAY_MS, RollBanner, newest_public_roll
from ryf_desktop.ui.table_screen.state import TableScreenState
from ryf_desktop.ui.table_screen.turn_strip import (
    RUNNING,
    StripEntry,
    TurnStrip,
    strip_entries,
)

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.combat_queries import CombatView

# Makes the players' scene for a map: ``MapScene(session, map_id, audience="players")``.
SceneFactory = Callable[["CampaignSession", int], QGraphicsScene]

# How many of the newest log entries are searched for a public roll after a log write (a
# command writes a few lines at most; more than this many at once only loses a banner).
LOG_LOOKBACK = 20
BACKDROP = QColor("#101014")
CONTENT_PAGE = 0
BLACKOUT_PAGE = 1


def players_scene(session: CampaignSession, map_id: int) -> QGraphicsScene:
    """The battlemap as the players may see it."""
    from ryf_desktop.ui.map.scene import MapScene

    return MapScene(session, map_id, audience="players")


class PlayersView(QGraphicsView):
    """A view the players only look at: no scroll bars, no dragging, no wheel."""

    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players_view")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setInteractive(False)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The viewport's own fill shows around the map; the scene's background stays the scene's
        # (a view background brush would stop the scene from drawing its own).
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Base, BACKDROP)
        palette.setColor(QPalette.ColorRole.Window, BACKDROP)
        self.setPalette(palette)
        self.viewport().setAutoFillBackground(True)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.resized.emit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        event.ignore()  # the players' window frames itself; a stray wheel must not move it


class TableScreenWindow(QWidget):
    """The players' window; see the module docstring. ``closed`` is emitted when it closes."""

    closed = Signal()
    # The window asked to go full screen (True) or back to a window (False): F11, Esc.
    full_screen_requested = Signal(bool)

    def __init__(
        self,
        state: TableScreenState,
        *,
        scene_factory: SceneFactory = players_scene,
        roll_display_ms: int = ROLL_DISPLAY_MS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("table_screen")
        self.setWindowTitle(self.tr("RyF Desktop — Table screen"))
        self.state = state
        self._scene_factory = scene_factory
        self._session: CampaignSession | None = None
        self._connections: list[QMetaObject.Connection] = []
        self._last_log_id = 0
        self._map_id: int | None = None
        self._map_size: tuple[int, int] | None = None
        self._combat: CombatView | None = None
        self._strip_shown: tuple[int, tuple[StripEntry, ...]] | None = None
        self._maps_pending = False
        # Closed, the window follows the fight no further than noting it is behind: the turn
        # strip re-styles fifty chips on every Next turn, which nobody would see.
        self._behind = False
        self._rolls_behind = False
        self._empty_scene = QGraphicsScene(self)
        self.scene: QGraphicsScene = self._empty_scene

        self.view = PlayersView()
        self.view.setScene(self._empty_scene)
        self.view.resized.connect(self._frame)
        self.strip = TurnStrip()
        content = QWidget()
        content.setObjectName("table_content")
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.strip)
        column.addWidget(self.view, 1)
        self.banner = RollBanner(content, roll_display_ms)

        self.blackout_page = QWidget()
        self.blackout_page.setObjectName("blackout")
        self.blackout_page.setAutoFillBackground(True)
        black = self.blackout_page.palette()
        black.setColor(QPalette.ColorRole.Window, QColor(0, 0, 0))
        self.blackout_page.setPalette(black)
        self.blackout_page.setCursor(Qt.CursorShape.BlankCursor)

        self._pages = QStackedLayout(self)
        self._pages.setContentsMargins(0, 0, 0, 0)
        self._pages.addWidget(content)
        self._pages.addWidget(self.blackout_page)
        self.resize(960, 600)

        state.map_changed.connect(self._refresh_map)
        state.area_changed.connect(self._frame)
        state.blackout_changed.connect(self._show_blackout)
        self._show_blackout(state.blackout)

    # --- the campaign -------------------------------------------------------------------------
    @property
    def session(self) -> CampaignSession | None:
        return self._session

    def set_session(self, session: CampaignSession | None) -> None:
        """Show ``session`` (None: nothing). Only rolls made from now on are shown."""
        if session is self._session:
            return
        for connection in self._connections:
            QObject.disconnect(connection)
        self._connections = []
        self._session = session
        self._combat = None
        self.banner.dismiss()
        # Another campaign's map of the same id is another map: never keep the old scene.
        self._use_scene(None)
        self._show_strip_none()
        if session is None or session.closed:
            self._session = None
            self._last_log_id = 0
            return
        from ryf_desktop.session import catalog_events

        events = catalog_events(session)
        self._connections = [
            session.log_appended.connect(self._show_newest_roll),
            session.character_changed.connect(self._character_changed),
            session.closing.connect(self._session_closing),
            events.combats_changed.connect(self._refresh_combat),
            events.maps_changed.connect(self._maps_changed),
        ]
        newest = session.log(1)
        self._last_log_id = newest[-1].id if newest else 0
        self._refresh_combat()

    def _session_closing(self) -> None:
        self.set_session(None)

    def _live_session(self) -> CampaignSession | None:
        session = self._session
        return None if session is None or session.closed else session

    # --- the map ------------------------------------------------------------------------------
    @property
    def shown_map_id(self) -> int | None:
        """The map on screen: the GM's choice, else the running combat's map."""
        return self._map_id

    def _wanted_map_id(self) -> int | None:
        if self.state.map_id is not None:
            return self.state.map_id
        combat = self._combat
        if combat is not None and combat.status == "running":
            return combat.map_id
        return None

    def _refresh_map(self) -> None:
        session = self._live_session()
        wanted = self._wanted_map_id() if session is not None else None
        size = _map_size(session, wanted) if wanted is not None and session is not None else None
        if size is None:
            wanted = None
        resized = size != self._map_size
        self._map_size = size
        if wanted == self._map_id and (wanted is None) == (self.scene is self._empty_scene):
            if resized:
                self._frame()
            return
        self._map_id = wanted
        self._use_scene(None if wanted is None or session is None
                        else self._scene_factory(session, wanted))

    def _use_scene(self, scene: QGraphicsScene | None) -> None:
        old = self.scene
        self.scene = scene if scene is not None else self._empty_scene
        if scene is None:
            self._map_id = None
            self._map_size = None
        self.view.setScene(self.scene)
        if old is not self._empty_scene and old is not self.scene:
            detach = getattr(old, "detach", None)
            if callable(detach):
                detach()  # a MapScene stops following the session at once, not at deletion
            old.deleteLater()
        if self.scene is not self._empty_scene:
            self.scene.sceneRectChanged.connect(self._frame)
        self._frame()

    def _maps_changed(self) -> None:
        # Folded onto the next turn of the event loop, with the players' scene's own refresh:
        # the command's signals have all been emitted by then, and the map is read once.
        if not self._maps_pending:
            self._maps_pending = True
            QTimer.singleShot(0, self, self._maps_refresh)

    def _maps_refresh(self) -> None:
        if not self._maps_pending:
            return
        self._maps_pending = False
        if not self.isVisible():
            self._behind = True
            return
        self._refresh_map()  # the shown map may have been deleted
        self._refresh_strip()  # a token may have been hidden, shown, fogged or revealed

    # --- framing ------------------------------------------------------------------------------
    def framed_rect(self) -> QRectF | None:
        """The scene rectangle the view fits: the players' area, else the whole map."""
        if self.scene is self._empty_scene or self._map_size is None:
            return None
        from ryf_desktop.ui.map.geometry import SQUARE_PX, map_rect

        whole = map_rect(*self._map_size)
        area = self.state.area
        if area is None:
            return whole
        wanted = QRectF(area.x() * SQUARE_PX, area.y() * SQUARE_PX, area.width() * SQUARE_PX,
                        area.height() * SQUARE_PX)
        inside = wanted.intersected(whole)
        return inside if not inside.isEmpty() else whole

    def _frame(self) -> None:
        rect = self.framed_rect()
        if rect is not None and not rect.isEmpty():
            self.view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
            set_detail = getattr(self.scene, "set_detail_px", None)
            if callable(set_detail):
                from ryf_desktop.ui.map.geometry import SQUARE_PX

                # The zoom the players see, as the GM's view tells its scene: tokens kept in
                # pixmaps, or one picture of dots when the whole map is framed small. Left out,
                # every token in a repainted area was drawn again in Python.
                set_detail(self.view.transform().m11() * SQUARE_PX)
        self.strip.set_text_size(max(16, self.height() // 32))
        if self.banner.isVisible():
            self.banner.place()

    # --- combat -------------------------------------------------------------------------------
    def _refresh_combat(self) -> None:
        session = self._live_session()
        if session is None:
            return
        if not self.isVisible():
            self._behind = True
            return
        self._behind = False
        from ryf_desktop.session.combat_queries import current_combat

        self._combat = current_combat(session)
        self._refresh_map()
        self._refresh_strip()

    def _character_changed(self, _character_id: int) -> None:
        if self._combat is not None:
            self._refresh_combat()  # the combat's rows carry each fighter's state

    def _refresh_strip(self) -> None:
        session = self._live_session()
        if session is None:
            self._show_strip_none()
            return
        combat = self._combat
        unseen = _unseen_tokens(session, combat)
        round_number = combat.round if combat is not None else 0
        entries = strip_entries(combat, unseen)
        if (round_number, entries) != self._strip_shown:
            # Re-styling the chips costs more than the rest of a map change: only when the
            # players' order changed (most map changes leave it as it was).
            self._strip_shown = (round_number, entries)
            self.strip.set_entries(round_number, entries)

    def _show_strip_none(self) -> None:
        self._strip_shown = (0, ())
        self.strip.set_entries(0, ())

    # --- rolls --------------------------------------------------------------------------------
    def _show_newest_roll(self) -> None:
        session = self._live_session()
        if session is None:
            return
        if not self.isVisible():
            # Nobody sees a roll made while the window is closed; it opens on the next one.
            self._rolls_behind = True
            return
        lines = session.log(LOG_LOOKBACK)
        line = newest_public_roll(lines, self._last_log_id)
        # The newest id now, even when lower: an undo takes log lines away (and announces it
        # the same way), and SQLite hands their ids to the next lines written.
        self._last_log_id = lines[-1].id if lines else 0
        if line is not None:
            self.banner.show_roll(line.text, line.detail)

    # --- blackout and keys --------------------------------------------------------------------
    def _show_blackout(self, on: bool) -> None:
        self._pages.setCurrentIndex(BLACKOUT_PAGE if on else CONTENT_PAGE)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_F11:
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
        if self._behind:
            self._refresh_combat()
        session = self._live_session()
        if self._rolls_behind and session is not None:
            self._rolls_behind = False
            newest = session.log(1)
            self._last_log_id = newest[-1].id if newest else 0

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        super().closeEvent(event)
        if event.isAccepted():
            self.closed.emit()


def _map_size(session: CampaignSession, map_id: int) -> tuple[int, int] | None:
    """The map's width and height in squares, or None when there is no such map."""
    from ryf_desktop.ui.map.reading import map_reader

    # The map's own reading, not the list of maps: the players' scene takes the same one when
    # it refreshes after this change (no transaction of its own).
    try:
        view = map_reader(session).read(map_id)
    except KeyError:
        return None
    return view.width, view.height


def _unseen_tokens(session: CampaignSession, combat: CombatView | None) -> frozenset[int]:
    """The combatants' tokens the players' map does not show (hidden by the GM, or with a square
    under the fog), read only while a combat runs (only then does the strip show)."""
    if combat is None or combat.status != RUNNING or combat.map_id is None:
        return frozenset()
    wanted = {row.token_id for row in combat.combatants if row.token_id is not None}
    if not wanted:
        return frozenset()
    from ryf_desktop.session.map_queries import visible_to_players
    from ryf_desktop.ui.map.reading import map_reader

    # The same reading the players' scene draws from, judged by the scene's own rule, so the
    # strip and the map never disagree.
    try:
        view = map_reader(session).read(combat.map_id)
    except KeyError:
        return frozenset()
    return frozenset(token.id for token in view.tokens
                     if token.id in wanted and not visible_to_players(token, view.fog))
