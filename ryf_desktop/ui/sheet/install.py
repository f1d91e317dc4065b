"""Puts the character list and sheet docks in the main window.

The docks' layouts are made at once (they hold no campaign code); their controllers, which read
the campaign, are imported and made when the first campaign opens, so the window shows before
any database code is loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from ryf_desktop.ui.sheet.panels import CharacterListPanel, SheetTabs

SHEET_DOCK_WIDTH = 760

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
                        Qt.DockWidgetArea.RightDockWidgetArea)
        window.tabifyDockWidget(window.dock("campaign"), window.dock("characters"))
        # The sheet needs room: a column of its own beside the dice, whose rolls it fills in.
        window.splitDockWidget(
            window.dock("sheets"), window.dock("dice"), Qt.Orientation.Horizontal
        )
        window.resizeDocks([window.dock("sheets")], [SHEET_DOCK_WIDTH], Qt.Orientation.Horizontal)
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
