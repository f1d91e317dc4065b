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
        # The settings group of the open campaign (None: none is open).
        self._group: str | None = None
        self._frozen = False
        maps.map_changed.connect(self._map_changed)
        table_action.toggled.connect(lambda shown: self._keep("table_screen", bool(shown)))

    def _keep(self, name: str, value: object) -> None:
        if self._group is not None and not self._frozen:
            self._settings.setValue(f"{self._group}/{name}", value)

    def _map_changed(self, map_id: object) -> None:
        # None: the campaign closing lets go of its map; that is not a choice of the GM's.
        if isinstance(map_id, int):
            self._keep("map_id", map_id)

    def freeze(self) -> None:
        """The program is closing: what happens now (the table screen hidden) is not kept."""
        self._frozen = True
        self._settings.sync()

    def follow(self, campaign: Path | None) -> None:
        """A campaign opened (None: none open): give back its map and table screen."""
        if campaign is None:
            self._group = None
            return
        self._group = f"{GROUP}/{campaign_digest(campaign)}"
        # As text: an INI file gives the number back as one.
        stored = str(self._settings.value(f"{self._group}/map_id", ""))
        if stored in {str(summary.id) for summary in self._maps.map_list}:
            self._maps.show_map(int(stored))
        shown = self._settings.value(f"{self._group}/table_screen", False)
        if str(shown).lower() == "true" and not self._table_action.isChecked():
            self._table_action.trigger()
