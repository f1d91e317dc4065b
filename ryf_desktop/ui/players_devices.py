"""Window → Players' devices…: the dialog that lets the players see the map, the turn order and
their own sheet on their phones (the players' web view, :mod:`ryf_desktop.ui.players_web`, loaded
when the GM first opens it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QWidget

from ryf_desktop.ui.table_screen.install import window_menu

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.ui.players_web import PlayersWeb
    from ryf_desktop.ui.table_screen.state import TableScreenState
    from ryf_desktop.ui.window_parts import MenuWindow


class PlayersDevices(QObject):
    """The menu action and the players' web view it opens (one per window)."""

    def __init__(self, window: MenuWindow, state: TableScreenState,
                 session_of: Callable[[], CampaignSession | None]) -> None:
        super().__init__(window.window())
        self.setObjectName("players_devices")
        self.state = state
        self.session_of = session_of
        self.web: PlayersWeb | None = None
        # The words of the Window menu's context, where the table screen's entries are.
        self.action = window_menu(window).addAction(
            QCoreApplication.translate("TableScreenControl", "Players' &devices…"))
        self.action.setObjectName("players_devices_action")
        self.action.setStatusTip(QCoreApplication.translate(
            "TableScreenControl",
            "Let the players see the map, the turn order and their own sheet on their phones"))
        self.action.triggered.connect(self.open_dialog)

    def open_dialog(self) -> None:
        from ryf_desktop.ui.players_web import PlayersDevicesDialog, PlayersWeb

        if self.web is None:
            self.web = PlayersWeb(self.state, self)
        parent = self.parent()
        dialog = PlayersDevicesDialog(self.web, self.session_of,
                                      parent if isinstance(parent, QWidget) else None)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
