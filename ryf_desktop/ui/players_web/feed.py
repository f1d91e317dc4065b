"""From the session's change events to the players' devices: :class:`PlayersFeed`.

Each committed step's signals are folded into one publication a few milliseconds later (after the
players' scene has refreshed from the same step): the public state and sheets of the players'
view, and — when what it shows of the map may have changed — the picture, rendered in the GUI
thread and encoded as PNG in a worker thread, so the GM's window is not held while it compresses.
"""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QMetaObject,
    QObject,
    QTimer,
)
from PySide6.QtGui import QImage

from ryf_desktop.session.events import Changed
from ryf_desktop.session.present import players_view_of
from ryf_desktop.session.present.players_view import HANDOUTS, SHOWN
from ryf_desktop.ui.common.session_follow import SessionHolder, follow_session
from ryf_desktop.ui.players_web.snapshot import PlayersArea, PublicPicture, public_state

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.ui.players_web.server import PlayersServer

# After a step's signals: long enough for the players' scene's own next-turn refresh to run.
SETTLE_MS = 5
# Qt's PNG "quality" sets zlib's effort: 50 makes the demo's map ~105 kB in ~55 ms (0 saves 5 %
# for three times the time; 100 sends 3 MB).
PNG_QUALITY = 50


def encoded(image: QImage, kind: str, quality: int = -1) -> bytes:
    """``image`` as ``kind`` ("PNG", "JPEG") bytes (safe off the GUI thread: a QImage is plain
    memory)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, kind, quality)  # type: ignore[call-overload]
    buffer.close()
    return bytes(data.data())


class PlayersFeed(QObject):
    """Publishes ``session`` as the players may see it to ``server`` on every change."""

    def __init__(self, session: CampaignSession, state: PlayersArea,
                 server: PlayersServer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.state = state
        self.server = server
        self.picture = PublicPicture(session, self)
        # Everything sent: the players' view the table screen reads too.
        self.players = players_view_of(session)
        self._pending_map = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SETTLE_MS)
        self._timer.timeout.connect(self.publish_now)
        # One plain thread of its own for the PNG (qasync's default pool is of QThreads, which
        # Qt aborts on if they are still running when the program ends); shut down in stop().
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="players-png")
        self._stopped = False
        # The longest publication on the GUI thread so far, in seconds (for the benchmark).
        self.longest_publish_s = 0.0
        self._connections: list[QMetaObject.Connection] = [
            self.players.changed.connect(self._players_changed),
            state.area_changed.connect(lambda _area: self._changed(True)),
        ]
        # The campaign's name is in the state too.
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
        self._pool.shutdown(wait=True, cancel_futures=True)

    def _session_changed(self, event: Changed) -> None:
        if event.campaign:
            self._changed(False)

    def _players_changed(self, stale: object) -> None:
        # The handouts reach the phones by their own feed, and only the phones they are for.
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
        if self._stopped or self.session.closed:
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
        if self._stopped or future.cancelled() or future.exception() is not None:
            return
        self.server.publish(None, future.result())
