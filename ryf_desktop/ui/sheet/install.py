"""Puts the character list and sheet docks in the main window.

The docks' layouts are made at once (they hold no campaign code); their controllers, which read
the campaign, are imported and made when the first campaign opens, so the window shows before
any database code is loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from ryf_desktop.ui.sheet.panels import CharacterListPanel, SheetTabs

#: Wide enough for the sheet's two columns; narrower, the sheet reflows to one.
SHEET_DOCK_WIDTH = 940
SHEET_MIN_WIDTH = 440

if TYPE_CHECKING:
    from ryf_desktop.ui.main_window import MainWindow
    from ryf_desktop.ui.sheet.sheets import SheetDocks


class SheetDockInstaller(QObject):
    """The two docks; :attr:`docks` holds their controllers once a campaign has opened."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.list_panel = CharacterListPanel()
        self.tabs = SheetTabs()
        self.docks: SheetDocks | None = None
        window.add_dock("characters", self.tr("Characters"), self.list_panel,
                        Qt.DockWidgetArea.LeftDockWidgetArea)
        window.add_dock("sheets", self.tr("Sheets"), self.tabs,
                        Qt.DockWidgetArea.LeftDockWidgetArea)
        # A sheet is read like a page: it shares the wide left column with the campaign (a tab
        # beside it) rather than squeezing in beside the dice, and never gets narrower than a
        # one-column sheet needs.
        self.tabs.setMinimumWidth(SHEET_MIN_WIDTH)
        window.tabifyDockWidget(window.dock("campaign"), window.dock("characters"))
        window.tabifyDockWidget(window.dock("campaign"), window.dock("sheets"))
        window.dock("campaign").raise_()
        # Shown when a sheet opens: an empty column would only take room from the map.
        window.dock("sheets").hide()
        window.campaign.session_changed.connect(self._session_changed)

    def _session_changed(self) -> None:
        if self.docks is not None or self.window.campaign.session is None:
            return
        from ryf_desktop.ui.sheet.sheets import SheetDocks

        self.docks = SheetDocks(self.window, self.list_panel, self.tabs)


def install_sheets(window: MainWindow) -> SheetDockInstaller:
    return SheetDockInstaller(window)
