"""From the session's change events to the players' devices: :class:`PlayersFeed`.

A committed step's signals make one publication a few milliseconds later (once the players'
scene has refreshed from the same step): the public state, the sheets and, when the map may have
changed, :class:`PublicPicture` (fog opaque, hidden tokens absent) encoded as PNG in a worker
thread. Handouts go only to the phones they are for; a handout's picture is made fit for a phone
once, in a worker thread, when it is shown.
"""

from __future__ import annotations

import asyncio
import collections
import time
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (
    QBuffer,
    QIODevice,
    QMetaObject,
    QObject,
    QRectF,
    QSize,
    Qt,
    QTimer,
    SignalInstance,
)
from PySide6.QtGui import QColor, QImage, QPainter

from ryf_desktop.session.events import Changed
from ryf_desktop.session.handout_queries import handout_picture
from ryf_desktop.session.picture_reading import PictureReader, read_fitted
from ryf_desktop.session.present import players_view_of
from ryf_desktop.session.present.players_view import HANDOUTS, SHOWN
from ryf_desktop.storage.records import Handout, Map
from ryf_desktop.ui.common.session_follow import SessionHolder, follow_session
from ryf_desktop.ui.map.geometry import map_rect
from ryf_desktop.ui.map.scene import PLAYERS, MapScene

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.present import PlayersView
    from ryf_desktop.session.present.players_view import ShownHandout
    from ryf_desktop.ui.players_web.server import PlayersServer

# After a step's signals: long enough for the players' scene's own next-turn refresh to run.
SETTLE_MS = 5
# Qt's PNG "quality" sets zlib's effort: 50 makes the demo's map ~105 kB in ~55 ms (0 saves 5 %
# for three times the time; 100 sends 3 MB).
PNG_QUALITY = 50
#: The longest side of a handout's picture sent to phones (a phone's screen at its sharpest).
MAX_PICTURE_SIDE = 2048
JPEG_QUALITY = 85
#: Pictures kept made for phones (the handouts of an evening; each a few hundred kB).
KEPT_PICTURES = 16
# The widest picture sent: a phone's or tablet's screen, not the GM's full-size map.
MAX_PICTURE_PX = 1280
BACKDROP = QColor("#101014")


class PlayersArea(Protocol):
    """The part of the map the GM framed for the players (the table screen's state)."""

    @property
    def area_changed(self) -> SignalInstance: ...

    def framed(self, map_id: int | None, whole: QRectF) -> QRectF: ...


class PublicPicture(QObject):
    """The players' scene of the shown map (``scene``, of ``map_id``), rendered on demand."""

    def __init__(self, session: CampaignSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.map_id: int | None = None
        self.scene: MapScene | None = None

    def use_map(self, map_id: int | None) -> None:
        """Follow ``map_id`` (None: no map); another map's scene is dropped at once."""
        if map_id == self.map_id:  # the scene is there exactly while a map_id is
            return
        self.drop()
        if map_id is not None and self._session.model.get(Map, map_id) is not None:
            self.map_id = map_id
            self.scene = MapScene(self._session, map_id, audience=PLAYERS)

    def drop(self) -> None:
        scene, self.scene = self.scene, None
        self.map_id = None
        if scene is not None:
            scene.detach()
            scene.deleteLater()

    def render(self, state: PlayersArea) -> QImage | None:
        """The map as the players see it — framed as ``state`` frames it for the table screen
        (the GM's players' area) — at most :data:`MAX_PICTURE_PX` wide or tall."""
        scene = self.scene
        row = None if self.map_id is None else self._session.model.get(Map, self.map_id)
        if scene is None or row is None:
            return None
        source = state.framed(self.map_id, QRectF(map_rect(row.grid_width, row.grid_height)))
        zoom = min(1.0, MAX_PICTURE_PX / max(source.width(), source.height()))
        image = QImage(max(1, round(source.width() * zoom)), max(1, round(source.height() * zoom)),
                       QImage.Format.Format_RGB32)
        image.fill(BACKDROP)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        scene.render(painter, QRectF(image.rect()), source, Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()
        return image


def public_state(session: CampaignSession, players: PlayersView) -> dict[str, Any]:
    """The players' view's turn order and public roll, as JSON-ready data."""
    turn, line = players.turn, players.roll
    return {
        "type": "state",
        "campaign": session.name,
        "round": turn.round if turn.combat_id is not None else None,
        "turn": [{"name": entry.name, "active": entry.active, "out": entry.out}
                 for entry in turn.entries],
        "roll": {"text": line.text, "detail": line.detail} if line is not None else None,
    }


def encoded(image: QImage, kind: str, quality: int = -1) -> bytes:
    """``image`` as ``kind`` ("PNG", "JPEG") bytes (safe off the GUI thread: a QImage is plain
    memory)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, kind, quality)  # type: ignore[call-overload]
    return bytes(buffer.data().data())


def phone_picture(data: bytes) -> bytes | None:
    """``data`` (PNG, JPEG or WebP) fit for a phone: as it is when it is a PNG or JPEG no wider
    nor taller than :data:`MAX_PICTURE_SIDE`; otherwise scaled down to it and written as JPEG
    (PNG when it has transparency). None when it cannot be read. Safe off the GUI thread."""
    if data.startswith((b"\x89PNG", b"\xff\xd8")):
        size = PictureReader(data).size()
        if size.isValid() and max(size.width(), size.height()) <= MAX_PICTURE_SIDE:
            return data
    image = read_fitted(data, QSize(MAX_PICTURE_SIDE, MAX_PICTURE_SIDE))
    if image.isNull():
        return None
    if image.hasAlphaChannel():
        return encoded(image, "PNG")
    return encoded(image, "JPEG", JPEG_QUALITY)


class PlayersFeed(QObject):
    """Publishes ``session`` as the players may see it to ``server`` on every change (from
    :meth:`serve` when the server is made after the feed, with its :meth:`handouts_for` and
    :meth:`picture_for_phones`)."""

    def __init__(self, session: CampaignSession, state: PlayersArea,
                 server: PlayersServer | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.state = state
        self.server = server
        self.picture = PublicPicture(session, self)
        # Everything sent: the players' view the table screen reads too.
        self.players = players_view_of(session)
        self._pending_map = True
        self._timer = QTimer(self, singleShot=True, interval=SETTLE_MS)
        self._timer.timeout.connect(self.publish_now)
        # On the loop's next turn: the GM's Show returns at once, and a show's two signals
        # (shown, the table's handout changed) make one publication.
        self._handouts_timer = QTimer(self, singleShot=True, interval=0)
        self._handouts_timer.timeout.connect(self._publish_handouts)
        # One plain thread of its own for the PNG (qasync's default pool is of QThreads, which
        # Qt aborts on if they are still running when the program ends); shut down in stop().
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="players-png")
        # The handouts' pictures have their own: a large one must not hold up the map's.
        self._handout_pool = ThreadPoolExecutor(max_workers=1,
                                                thread_name_prefix="players-handouts")
        # (handout, image) → the picture made for phones, or being made.
        self._pictures: collections.OrderedDict[
            tuple[int, int], asyncio.Future[bytes | None]] = collections.OrderedDict()
        self._pending_shows: list[ShownHandout] = []
        self._pending_lists = False
        self._stopped = False
        # The longest publication on the GUI thread so far, in seconds (for the benchmark).
        self.longest_publish_s = 0.0
        self._connections: list[QMetaObject.Connection] = [
            self.players.changed.connect(self._players_changed),
            state.area_changed.connect(lambda _area: self._changed(True)),
            self.players.handout_shown.connect(self._shown),
            self.players.table_handout_changed.connect(self._handouts_changed),
        ]
        # The campaign's name is in the state too, and handouts are edited by commands.
        self.follower = follow_session(self, SessionHolder(session, self),
                                       on_change=self._session_changed)
        self._changed(True)

    def stop(self) -> None:
        self._stopped = True
        for connection in self._connections:
            QObject.disconnect(connection)
        self._connections = []
        self._timer.stop()
        self.picture.drop()
        for future in self._pictures.values():
            future.cancel()
        self._pictures.clear()
        for pool in (self._pool, self._handout_pool):
            pool.shutdown(wait=True, cancel_futures=True)

    def serve(self, server: PlayersServer) -> None:
        """Publish to ``server`` from now on, beginning with everything."""
        self.server = server
        self._changed(True)

    def _session_changed(self, event: Changed) -> None:
        if event.campaign:
            self._changed(False)
        if event.handouts or event.handout_list:
            self._handouts_changed()

    def _players_changed(self, stale: object) -> None:
        # The handouts reach the phones on their own (below), and only the phones they are for.
        if stale == frozenset({HANDOUTS}):
            return
        self._changed(isinstance(stale, frozenset) and SHOWN in stale)

    def _changed(self, map_too: bool) -> None:
        self._pending_map = self._pending_map or map_too
        if not self._timer.isActive():
            self._timer.start()

    def publish_now(self) -> None:
        """Send the state now, and the picture if the map may have changed."""
        started = time.perf_counter()
        try:
            self._publish()
        finally:
            self.longest_publish_s = max(self.longest_publish_s, time.perf_counter() - started)

    def _publish(self) -> None:
        if self.server is None or self._stopped or self.session.closed:
            return
        self.server.publish(public_state(self.session, self.players), None)
        self.server.publish_sheets()
        if not self._pending_map:
            return
        self._pending_map = False
        shown = self.players.shown_map_id
        self.picture.use_map(shown)
        scene = self.picture.scene
        if scene is not None:
            # The scene refreshes itself on the next loop turn; now, so the picture is this
            # step's (its own turn then finds nothing left to do).
            scene.refresh()
        image = self.picture.render(self.state)
        if image is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.server.publish(None, encoded(image, "PNG", PNG_QUALITY))  # no loop: a test
            return
        future = loop.run_in_executor(self._pool, encoded, image, "PNG", PNG_QUALITY)
        future.add_done_callback(self._encoded)

    def _encoded(self, future: asyncio.Future[bytes]) -> None:
        if (self.server is None or self._stopped or future.cancelled()
                or future.exception() is not None):
            return
        self.server.publish(None, future.result())

    # --- what each device may have ------------------------------------------------------------
    def handouts_for(self, character_id: int | None) -> list[dict[str, Any]]:
        """The handouts of player character ``character_id``'s phone, oldest first; for a device
        that opened no sheet (None), those shown to the table."""
        if self._stopped or self.session.closed:
            return []
        shown = (self.players.table_handouts() if character_id is None
                 else self.players.handouts_for(character_id))
        return [{"id": handout.handout_id, "title": handout.title, "text": handout.text,
                 "picture": handout.has_picture, "to_table": handout.to is None,
                 "serial": handout.serial} for handout in shown]

    def _shown(self, shown: ShownHandout) -> None:
        self._pending_shows.append(shown)
        self._handouts_timer.start()

    def _handouts_changed(self) -> None:
        self._pending_lists = True
        self._handouts_timer.start()

    def _publish_handouts(self) -> None:
        shows, self._pending_shows = self._pending_shows, []
        lists, self._pending_lists = self._pending_lists, False
        if self.server is None or self._stopped or self.session.closed:
            return
        for shown in shows:
            if shown.has_picture:
                self.prepare(shown.handout_id)  # before the phones ask for it
            self.server.publish_handouts(shown.handout_id, shown.to)
        if lists and not shows:  # a publication of a show sends every device its list too
            self.server.publish_handouts()

    # --- pictures -----------------------------------------------------------------------------
    async def picture_for_phones(self, handout_id: int) -> bytes | None:
        future = self.prepare(handout_id)
        return None if future is None else await asyncio.shield(future)

    def prepare(self, handout_id: int) -> asyncio.Future[bytes | None] | None:
        """Begin making handout ``handout_id``'s picture for phones, once (None: no picture)."""
        if self._stopped or self.session.closed:
            return None
        row = self.session.model.get(Handout, handout_id)
        if row is None or row.image_id is None:
            return None
        key = (handout_id, row.image_id)
        future = self._pictures.get(key)
        if future is not None:
            self._pictures.move_to_end(key)
            return future
        try:
            loop = asyncio.get_event_loop()
        except RuntimeError:  # no loop (a test without one): made when a phone asks
            return None
        data = handout_picture(self.session.model, handout_id)  # read from the file here
        if data is None:
            future = loop.create_future()
            future.set_result(None)
        else:
            future = loop.run_in_executor(self._handout_pool, phone_picture, data)
        self._pictures[key] = future
        while len(self._pictures) > KEPT_PICTURES:
            self._pictures.popitem(last=False)
        return future
