"""Window → Table screen → Show map: which map the players' window shows.

:class:`ShownMapMenu` lists "No map" (the campaign's title card) and then every map of the
campaign by name; the one the GM showed last is checked. Choosing one shows it to the players at
once (the table screen and the phones), and over a running fight's map; the next fight to begin
shows its own map. It is
rebuilt each time it opens, from the session's list of maps, so it never holds a stale entry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from ryf_desktop.session.map_queries import maps
from ryf_desktop.ui.table_screen.layout_menu import choice
from ryf_desktop.ui.table_screen.state import TableScreenState

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession

# The data of the "no map" entry (a map id is a positive int).
NO_MAP = -1


class ShownMapMenu(QMenu):
    """The chooser of the map shown to the players; writes ``state.map_id``."""

    def __init__(
        self,
        state: TableScreenState,
        session_of: Callable[[], CampaignSession | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("table_map_menu")
        self.setTitle(self.tr("Show &map"))
        self.setToolTipsVisible(True)
        self.state = state
        self._session_of = session_of
        self._group = QActionGroup(self)
        self._group.setExclusive(True)
        self._group.triggered.connect(self._chosen)
        self.aboutToShow.connect(self.rebuild)
        self.rebuild()

    def rebuild(self) -> None:
        """List the campaign's maps now, the one shown to the players checked."""
        for action in self._group.actions():
            self._group.removeAction(action)
            action.deleteLater()
        self.clear()
        nothing = self._entry(self.tr("&No map (the campaign's title)"), NO_MAP)
        nothing.setToolTip(self.tr(
            "The players see the campaign's name and day until you show them a map or a fight "
            "begins on one"))
        self.addSeparator()
        session = self._session_of()
        if session is None or session.closed:
            empty = self.addAction(self.tr("No campaign open"))
            empty.setEnabled(False)
            return
        listed = maps(session.model)
        for summary in listed:
            self._entry(summary.name, summary.id)
        if not listed:
            empty = self.addAction(self.tr("The campaign has no map yet"))
            empty.setEnabled(False)

    def _entry(self, text: str, data: int) -> QAction:
        chosen = self.state.map_id
        return choice(self, self._group, text, data,
                      chosen == data if chosen is not None else data == NO_MAP)

    def _chosen(self, action: QAction) -> None:
        data = action.data()
        map_id = data if isinstance(data, int) and data != NO_MAP else None
        self.state.set_map_id(map_id)
