"""From the handouts the GM shows to the players' phones: :class:`HandoutFeed`.

What each phone may have is the players' view's (:meth:`PlayersView.handouts_for`): the
handouts shown to the table, and those shown to that phone's character alone — never another
player's. A device that opened no sheet has only what was shown to the table. A handout's
picture is made fit for a phone once (at most :data:`MAX_PICTURE_SIDE` pixels on its long
side, PNG or JPEG), in a worker thread, as soon as it is shown, so that every phone that asks
for it shares that one piece of work.
"""

from __future__ import annotations

import asyncio
import collections
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMetaObject, QObject, QSize, QTimer

from ryf_desktop.session.events import Changed
from ryf_desktop.session.handout_queries import handout_picture
from ryf_desktop.session.picture_reading import PictureReader, read_fitted
from ryf_desktop.session.present import players_view_of
from ryf_desktop.storage.records import Handout
from ryf_desktop.ui.players_web.feed import encoded

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.present.players_view import ShownHandout
    from ryf_desktop.ui.players_web.server import PlayersServer

#: The longest side of a handout's picture sent to phones (a phone's screen at its sharpest).
MAX_PICTURE_SIDE = 2048
JPEG_QUALITY = 85
#: Pictures kept made for phones (the handouts of an evening; each a few hundred kB).
KEPT_PICTURES = 16


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


class HandoutFeed(QObject):
    """Tells ``server`` (set once it exists) whenever the handouts a phone may have change, and
    makes their pictures fit for phones."""

    def __init__(self, session: CampaignSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.players = players_view_of(session)
        self.server: PlayersServer | None = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="players-handouts")
        # (handout, image) → the picture made for phones, or being made.
        self._pictures: collections.OrderedDict[
            tuple[int, int], asyncio.Future[bytes | None]] = collections.OrderedDict()
        self._stopped = False
        self._pending_shows: list[ShownHandout] = []
        self._pending_lists = False
        self._publishing_soon = False
        self._connections: list[QMetaObject.Connection] = [
            self.players.handout_shown.connect(self._shown),
            self.players.table_handout_changed.connect(self._changed),
            session.changed.connect(self._session_changed),
        ]

    def stop(self) -> None:
        self._stopped = True
        for connection in self._connections:
            QObject.disconnect(connection)
        self._connections = []
        for future in self._pictures.values():
            future.cancel()
        self._pictures.clear()
        self._pool.shutdown(wait=True, cancel_futures=True)

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
        self._publish_soon()

    def _changed(self) -> None:
        self._pending_lists = True
        self._publish_soon()

    def _publish_soon(self) -> None:
        # On the loop's next turn: the GM's Show returns at once, and a show's two signals
        # (shown, the table's handout changed) make one publication.
        if not self._publishing_soon:
            self._publishing_soon = True
            QTimer.singleShot(0, self, self._publish)

    def _publish(self) -> None:
        self._publishing_soon = False
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

    def _session_changed(self, event: Changed) -> None:
        if event.handouts or event.handout_list:
            self._changed()

    # --- pictures -----------------------------------------------------------------------------
    async def picture(self, handout_id: int) -> bytes | None:
        """Handout ``handout_id``'s picture fit for a phone (None: none)."""
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
            future = loop.run_in_executor(self._pool, phone_picture, data)
        self._pictures[key] = future
        while len(self._pictures) > KEPT_PICTURES:
            self._pictures.popitem(last=False)
        return future
