"""What the GM had in view, remembered per campaign and given back when it opens again: the map
shown and whether the table screen was open. Kept as it changes, not read at the end: a closing
campaign's map panel lets go of its map first, and the program hides the table screen on its way
out.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction

from ryf_desktop.ui.map.controller import MapController
from ryf_desktop.ui.secret_rolls import campaign_digest

GROUP = "last_view"


class LastView(QObject):
    """Follows the map controller and the table screen's action for the open campaign."""

    def __init__(self, settings: QSettings, maps: MapController, table_action: QAction,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._maps = maps
        self._table_action = table_action
        self._campaign: Path | None = None
        self._frozen = False
        maps.map_changed.connect(self._map_changed)
        table_action.toggled.connect(self._table_toggled)

    def _key(self, name: str) -> str | None:
        if self._campaign is None:
            return None
        return f"{GROUP}/{campaign_digest(self._campaign)}/{name}"

    def _map_changed(self, map_id: object) -> None:
        key = self._key("map_id")
        # None: the campaign closing lets go of its map; that is not a choice of the GM's.
        if key is not None and isinstance(map_id, int) and not self._frozen:
            self._settings.setValue(key, map_id)

    def _table_toggled(self, shown: bool) -> None:
        key = self._key("table_screen")
        if key is not None and not self._frozen:
            self._settings.setValue(key, bool(shown))

    def freeze(self) -> None:
        """The program is closing: what happens now (the table screen hidden) is not kept."""
        self._frozen = True
        self._settings.sync()

    def follow(self, campaign: Path | None) -> None:
        """A campaign opened (None: none open): give back its map and table screen."""
        self._campaign = campaign
        if campaign is None:
            return
        key = self._key("map_id")
        stored = self._settings.value(key) if key is not None else None
        try:
            map_id = int(str(stored)) if stored is not None else None
        except ValueError:
            map_id = None
        if map_id is not None and map_id in {summary.id for summary in self._maps.map_list}:
            self._maps.show_map(map_id)
        table_key = self._key("table_screen")
        shown = self._settings.value(table_key, False) if table_key is not None else False
        if str(shown).lower() == "true" and not self._table_action.isChecked():
            self._table_action.trigger()
