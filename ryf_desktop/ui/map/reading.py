"""One reading of a map shared by every scene of the session that shows it.

The GM's scene and the players' scene refresh from the same signals; the first to refresh reads
the map (``map_queries.map_view``) and the other takes the same reading. Any signal that may
change what a map shows, or any step of the undo history, drops the reading.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ryf_desktop.session import CampaignSession, catalog_events, map_queries

READER_NAME = "map_reader"


class MapReader(QObject):
    """The last reading of each map of ``session``, until something changes."""

    def __init__(self, session: CampaignSession) -> None:
        super().__init__(session)
        self.setObjectName(READER_NAME)
        self.session = session
        self._readings: dict[int, map_queries.MapView] = {}
        # The session's generation the readings were made at: a reader asked inside a signal
        # handler that runs before :meth:`forget` must not hand out the reading of before.
        self._generation = session.generation
        events = catalog_events(session)
        events.maps_changed.connect(self.forget)
        events.combats_changed.connect(self.forget)
        session.character_changed.connect(self.forget)
        session.characters_changed.connect(self.forget)
        session.campaign_changed.connect(self.forget)
        session.undo_stack.indexChanged.connect(self.forget)

    def forget(self, *_: object) -> None:
        self._readings.clear()

    def read(self, map_id: int) -> map_queries.MapView:
        """The map as it is now; KeyError when the campaign has no such map."""
        generation = self.session.generation
        if generation != self._generation:
            self._readings.clear()
            self._generation = generation
        found = self._readings.get(map_id)
        if found is None:
            found = self._readings[map_id] = map_queries.map_view(self.session, map_id)
        return found


def map_reader(session: CampaignSession) -> MapReader:
    """The session's reader (made on first use; it lives as long as the session)."""
    found = session.findChild(MapReader, READER_NAME)
    return found if found is not None else MapReader(session)
