"""Puts the character list dock and the floating sheet window in the main window.

The docks' layouts are made at once (they hold no campaign code); their controllers, which read
the campaign, are imported and made when the first campaign opens, so the window shows before
any database code is loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from ryf_desktop.ui.sheet.panels import CharacterListPanel, SheetTabs

#: Narrower, the sheet would not fit even one column.
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
                        Qt.DockWidgetArea.RightDockWidgetArea)
        # The sheets float in a window of their own (see ui.dock_layout): a sheet is read like a
        # page, and a dock wide enough for one would squeeze the map. Hidden until one opens.
        window.add_dock("sheets", self.tr("Sheets"), self.tabs,
                        Qt.DockWidgetArea.LeftDockWidgetArea, hidden=True)
        self.tabs.setMinimumWidth(SHEET_MIN_WIDTH)
        window.campaign.session_changed.connect(self._session_changed)

    def _session_changed(self) -> None:
        if self.docks is not None or self.window.campaign.session is None:
            return
        from ryf_desktop.ui.sheet.sheets import SheetDocks

        self.docks = SheetDocks(self.window, self.list_panel, self.tabs)


def install_sheets(window: MainWindow) -> SheetDockInstaller:
    return SheetDockInstaller(window)
