"""Puts the character list dock and the floating sheet window in the main window. The layouts are
made at once; the controllers, which read the campaign, are imported and made when the first
campaign opens, so the window shows before any database code is loaded."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from ryf_desktop.ui.common import follow_session
from ryf_desktop.ui.sheet.panels import CharacterListPanel, SheetTabs
from ryf_desktop.ui.window_parts import DockArea

#: Narrower, the sheet would not fit even one column.
SHEET_MIN_WIDTH = 440

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.ui.catalog.play_actions import MapTarget
    from ryf_desktop.ui.dice.controller import DiceRollerController
    from ryf_desktop.ui.sheet.sheets import SheetDocks


class SheetDockInstaller(QObject):
    """The two docks; :attr:`docks` holds their controllers once a campaign has opened."""

    def __init__(self, host: DockArea, dice: DiceRollerController) -> None:
        super().__init__(host.window())
        self.host = host
        self.dice = dice
        self.list_panel = CharacterListPanel()
        self.tabs = SheetTabs()
        self.docks: SheetDocks | None = None
        #: The map open in the GM's panel and the part in view, where "Put on the map" puts a
        #: character (the window gives it once the map panel is made).
        self.map_target: Callable[[], MapTarget | None] = lambda: None
        host.add_dock("characters", self.tr("Characters"), self.list_panel,
                      Qt.DockWidgetArea.RightDockWidgetArea)
        # The sheets float in a window of their own (see ui.dock_layout): a sheet is read like a
        # page, and a dock wide enough for one would squeeze the map. Hidden until one opens.
        host.add_dock("sheets", self.tr("Sheets"), self.tabs,
                      Qt.DockWidgetArea.LeftDockWidgetArea, hidden=True)
        self.tabs.setMinimumWidth(SHEET_MIN_WIDTH)
        self.follower = follow_session(self, host.campaign, on_session=self._make_docks)

    def _make_docks(self, session: CampaignSession | None) -> None:
        if self.docks is not None or session is None:
            return
        from ryf_desktop.ui.sheet.sheets import SheetDocks

        self.docks = SheetDocks(self.host, self.dice, lambda: self.map_target(), self.list_panel,
                                self.tabs, self)

    def sheet_in_front(self) -> int | None:
        """The character whose sheet the GM sees in front (None: no sheet shows)."""
        if self.docks is None or not self.host.dock("sheets").isVisible():
            return None
        current = self.docks.sheets.current()
        return None if current is None else current.character_id


def install_sheets(window: DockArea, dice: DiceRollerController) -> SheetDockInstaller:
    """The character list and the sheet window in ``window``, rolling with ``dice``."""
    return SheetDockInstaller(window, dice)
