"""Puts the character list dock and the floating sheet window in the main window.

The docks' layouts are made at once (they hold no campaign code); their controllers, which read
the campaign, are imported and made when the first campaign opens, so the window shows before
any database code is loaded. They reach the window through three small protocols
(:class:`DockHost`, :class:`CampaignSource`, :class:`DiceSource`), not through its insides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, SignalInstance
from PySide6.QtWidgets import QDockWidget, QStatusBar, QWidget

from ryf_desktop.ui.sheet.panels import CharacterListPanel, SheetTabs

#: Narrower, the sheet would not fit even one column.
SHEET_MIN_WIDTH = 440

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.ui.dice.check_inputs import RollSubject
    from ryf_desktop.ui.main_window import MainWindow
    from ryf_desktop.ui.sheet.sheet_section import RandomSource
    from ryf_desktop.ui.sheet.sheets import SheetDocks


class DockHost(Protocol):
    """The window the docks live in (the main window)."""

    def add_dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea = ...,
                 *, hidden: bool = ...) -> QDockWidget: ...

    def dock(self, name: str) -> QDockWidget: ...

    def show_floating_dock(self, name: str) -> QDockWidget: ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802


class CampaignSource(Protocol):
    """The open campaign (the campaign controller): its session and the signal of a new one."""

    @property
    def session(self) -> CampaignSession | None: ...

    @property
    def session_changed(self) -> SignalInstance: ...


class DiceSource(Protocol):
    """The dice panel's controller: the sheets' rolls are made there, with its dice."""

    @property
    def rng(self) -> RandomSource: ...

    def roll_check(self, attribute: int, skill: int | None = None, *,
                   subject: RollSubject | None = None, difficulty: str = "",
                   specialisation: bool = False, token: bool = False, malherido: bool = False,
                   disadvantages: int = 0) -> None: ...


class SheetDockInstaller(QObject):
    """The two docks; :attr:`docks` holds their controllers once a campaign has opened."""

    def __init__(self, host: DockHost, campaign: CampaignSource, dice: DiceSource,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.campaign = campaign
        self.dice = dice
        self.list_panel = CharacterListPanel()
        self.tabs = SheetTabs()
        self.docks: SheetDocks | None = None
        host.add_dock("characters", self.tr("Characters"), self.list_panel,
                      Qt.DockWidgetArea.RightDockWidgetArea)
        # The sheets float in a window of their own (see ui.dock_layout): a sheet is read like a
        # page, and a dock wide enough for one would squeeze the map. Hidden until one opens.
        host.add_dock("sheets", self.tr("Sheets"), self.tabs,
                      Qt.DockWidgetArea.LeftDockWidgetArea, hidden=True)
        self.tabs.setMinimumWidth(SHEET_MIN_WIDTH)
        campaign.session_changed.connect(self._session_changed)

    def _session_changed(self) -> None:
        if self.docks is not None or self.campaign.session is None:
            return
        from ryf_desktop.ui.sheet.sheets import SheetDocks

        self.docks = SheetDocks(self, self.list_panel, self.tabs)


def install_sheets(window: MainWindow) -> SheetDockInstaller:
    return SheetDockInstaller(window, window.campaign, window.dice_roller.controller, window)
