"""Window → Players' devices…: the GM switches the players' web server on and off.

:class:`PlayersDevicesDialog` picks the interface (this computer only by default, or one of its
local-network addresses — never every interface), starts the server on the program's own
asyncio loop with a fresh join secret, and shows the address, its QR code and each player
character's code to read out. Closing the dialog leaves the server as it is; Stop, closing the
campaign or the program stop it.
"""

from __future__ import annotations

import asyncio
import io
import ipaddress
from collections.abc import Callable
from typing import TYPE_CHECKING

import segno
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.players_web.feed import PlayersFeed
from ryf_desktop.ui.players_web.server import PlayersServer, new_code
from ryf_desktop.ui.players_web.snapshot import player_characters, public_sheet

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.ui.table_screen.state import TableScreenState

LOCALHOST = "127.0.0.1"
DEFAULT_PORT = 8765
QR_SCALE = 6


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on private networks (a LAN, never a public address)."""
    found: list[str] = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        if address.isLoopback() or address == QHostAddress(QHostAddress.SpecialAddress.Any):
            continue
        text = address.toString()
        # 169.254.x.x is a network adapter that got no address (common on Windows): unreachable.
        ip = ipaddress.ip_address(text)
        if ip.is_private and not ip.is_link_local:
            found.append(text)
    return found


def qr_pixmap(text: str) -> QPixmap:
    """``text`` as a QR code picture."""
    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="png", scale=QR_SCALE, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(out.getvalue(), "PNG")
    return pixmap


class PlayersWeb(QObject):
    """The running server and its feed (one per GM window); :meth:`start` and :meth:`stop`."""

    def __init__(self, state: TableScreenState, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players_web")
        self.state = state
        self.server: PlayersServer | None = None
        self.feed: PlayersFeed | None = None
        # The stop begun when the campaign closes, kept so the loop does not drop it.
        self._stopping: asyncio.Future[None] | None = None

    async def start(self, session: CampaignSession, host: str, port: int) -> PlayersServer:
        await self.stop()
        characters = player_characters(session)
        codes = {int(entry["id"]): new_code() for entry in characters}
        server = PlayersServer(lambda character_id: public_sheet(session, character_id), codes,
                               characters)
        await server.start(host, port)
        self.server = server
        self.feed = PlayersFeed(session, self.state, server, self)
        session.closing.connect(self.stop_soon)
        return server

    def stop_soon(self) -> None:
        if self.feed is not None:
            self.feed.stop()
            self.feed = None
        if self.server is not None:
            self._stopping = asyncio.ensure_future(self.stop())

    async def stop(self) -> None:
        if self.feed is not None:
            self.feed.stop()
            self.feed = None
        server, self.server = self.server, None
        if server is not None:
            await server.stop()


class PlayersDevicesDialog(QDialog):
    """Start or stop the players' web view; see the module docstring."""

    def __init__(self, web: PlayersWeb, session_of: Callable[[], CampaignSession | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players_devices_dialog")
        self.setWindowTitle(self.tr("Players' devices"))
        self.web = web
        self._session_of = session_of
        self.interface = QComboBox()
        self.interface.setObjectName("players_interface")
        self.interface.addItem(self.tr("This computer only (%1)").replace("%1", LOCALHOST),
                               LOCALHOST)
        for address in local_addresses():
            self.interface.addItem(self.tr("Local network: %1").replace("%1", address), address)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.switch = QPushButton()
        self.switch.setObjectName("players_switch")
        self.switch.clicked.connect(self._switch)
        self.address = QLabel()
        self.address.setObjectName("players_address")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setWordWrap(True)
        self.qr = QLabel()
        self.qr.setObjectName("players_qr")
        self.codes = QLabel()
        self.codes.setObjectName("players_codes")
        self.codes.setTextFormat(Qt.TextFormat.PlainText)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self._toggling: asyncio.Future[None] | None = None
        form = QFormLayout()
        form.addRow(self.tr("Listen on:"), self.interface)
        form.addRow(self.tr("Port:"), self.port)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.switch)
        layout.addWidget(self.message)
        layout.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.address)
        layout.addWidget(self.codes)
        self._show()

    def _show(self) -> None:
        server = self.web.server
        running = server is not None and server.running
        self.switch.setText(self.tr("&Stop") if running else self.tr("&Start"))
        self.interface.setEnabled(not running)
        self.port.setEnabled(not running)
        if server is None or not running:
            self.address.setText(self.tr("Off: no device can connect."))
            self.qr.clear()
            self.codes.clear()
            return
        self.address.setText(server.address())
        self.qr.setPixmap(qr_pixmap(server.address()))
        names = {int(entry["id"]): str(entry["name"]) for entry in server.characters}
        lines = [self.tr("Read each player their code:")]
        lines += [f"{names.get(cid, cid)}: {code}" for cid, code in server.codes.items()]
        self.codes.setText("\n".join(lines))

    def _switch(self) -> None:
        self._toggling = asyncio.ensure_future(self.toggle())

    async def toggle(self) -> None:
        """Start the server (off) or stop it (on)."""
        self.message.clear()
        if self.web.server is not None:
            await self.web.stop()
        else:
            session = self._session_of()
            if session is None or session.closed:
                self.message.setText(self.tr("Open a campaign first."))
                return
            try:
                await self.web.start(session, str(self.interface.currentData()),
                                     self.port.value())
            except OSError as error:
                self.message.setText(self.tr("Could not listen there: %1").replace(
                    "%1", error.strerror or str(error)))
        self._show()
