"""Window → Players' devices…: the GM switches the players' web server on and off.

:class:`PlayersDevicesDialog` picks the interface (this computer only by default, or one of its
local-network addresses — never every interface), starts the server on the program's own
asyncio loop, and shows the address, its QR code and each player character's code to read out.
Closing the dialog leaves the server as it is; Stop, closing the campaign or the program stop it.

The key, the codes, the interface and the port are kept per campaign in the program's settings
(the GM's machine, never the campaign file, which is copied to backups and other machines), so a
phone that scanned the QR code keeps working after Stop/Start or a restart; only the GM's *New
key and codes* makes fresh ones, and the dialog says when the players must scan again.
"""

from __future__ import annotations

import asyncio
import io
import ipaddress
import json
import random
import secrets
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import segno
from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.session.phone_rolls import PhoneRollError, odds_for, phone_roll, roll_choices
from ryf_desktop.session.present import players_view_of
from ryf_desktop.session.present.players_view import player_characters
from ryf_desktop.ui.common.widgets import fill, named, text_label
from ryf_desktop.ui.players_web.feed import PlayersArea, PlayersFeed
from ryf_desktop.ui.players_web.guard import RefusedError
from ryf_desktop.ui.players_web.server import PlayersServer, Refusals
from ryf_desktop.ui.secret_rolls import campaign_digest

if TYPE_CHECKING:
    from ryf_desktop.rules.dice import RandomSource
    from ryf_desktop.session import CampaignSession

LOCALHOST = "127.0.0.1"
DEFAULT_PORT = 8765
QR_SCALE = 6
#: Where the GM's switch of the phones' rolls is remembered (on unless switched off).
ROLLS_KEY = "players_web/rolls"
KEYS_PREFIX = "players_web/campaign/"
#: The letters and digits of the join key and the codes: none to be taken for another when read
#: aloud or off a screen (no 0/O, 1/I/l, 2/Z, 5/S, 6/G, 8/B).
CODE_ALPHABET = "ACDEFHJKMNPRTUVWXY3479"
CODE_LENGTH = 5
#: 22**24 keys: about 107 bits, out of reach of guessing at any rate a Wi-Fi allows.
SECRET_LENGTH = 24


def new_code(length: int = CODE_LENGTH) -> str:
    """A short code the GM reads out, or (``SECRET_LENGTH``) the join key the QR code carries."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def well_formed(text: object, length: int) -> bool:
    return isinstance(text, str) and len(text) == length and all(c in CODE_ALPHABET for c in text)


@dataclass(frozen=True)
class PlayersKeys:
    """A campaign's key, codes (character id → code), interface and port."""

    secret: str = field(default_factory=lambda: new_code(SECRET_LENGTH))
    codes: Mapping[int, str] = field(default_factory=dict)
    host: str = ""
    port: int = 0

    def for_characters(self, ids: Iterable[int]) -> PlayersKeys:
        """These keys with a code for each of ``ids`` (new ones for new characters; a deleted
        character's code dropped)."""
        return replace(self, codes={cid: self.codes.get(cid) or new_code() for cid in ids})


def _group(campaign: Path) -> str:
    return KEYS_PREFIX + campaign_digest(campaign) + "/"


def read_keys(settings: QSettings, campaign: Path) -> PlayersKeys | None:
    """The campaign's remembered keys; None if none (or garbled: a fresh start is safer)."""
    group = _group(campaign)
    secret = settings.value(group + "secret", "")
    if not well_formed(secret, SECRET_LENGTH):
        return None
    try:
        raw = json.loads(str(settings.value(group + "codes", "{}")))
        codes = {int(cid): code for cid, code in raw.items() if well_formed(code, CODE_LENGTH)}
        port = int(str(settings.value(group + "port", "0")))
    except (ValueError, TypeError, AttributeError):
        return None
    host = str(settings.value(group + "host", "") or "")
    return PlayersKeys(str(secret), codes, host, port if 0 <= port <= 65535 else 0)


def write_keys(settings: QSettings, campaign: Path, keys: PlayersKeys) -> None:
    group = _group(campaign)
    settings.setValue(group + "secret", keys.secret)
    settings.setValue(group + "codes", json.dumps({str(k): v for k, v in keys.codes.items()}))
    settings.setValue(group + "host", keys.host)
    settings.setValue(group + "port", str(keys.port))
    settings.sync()


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on private networks (a LAN, never a public address)."""
    found: list[str] = []
    for address in QNetworkInterface.allAddresses():
        if (address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
                or address.isLoopback()
                or address == QHostAddress(QHostAddress.SpecialAddress.Any)):
            continue
        text = address.toString()
        # 169.254.x.x is a network adapter that got no address (common on Windows): unreachable.
        ip = ipaddress.ip_address(text)
        if ip.is_private and not ip.is_link_local:
            found.append(text)
    return found


def qr_pixmap(text: str) -> QPixmap:
    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="png", scale=QR_SCALE, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(out.getvalue(), "PNG")
    return pixmap


class PlayersWeb(QObject):
    """The running server and its feed (one per GM window); :meth:`start` and :meth:`stop`."""

    def __init__(self, state: PlayersArea, parent: QObject | None = None,
                 settings: QSettings | None = None, rng: RandomSource | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players_web")
        self.state = state
        self.settings = settings if settings is not None else QSettings()
        #: The program's dice for the phones' rolls.
        self.rng: RandomSource = rng if rng is not None else random.Random()
        # Each sheet sent with its roll choices, kept while the players' view keeps that sheet.
        self._sheets: dict[int, tuple[Mapping[str, Any], dict[str, Any]]] = {}
        #: Whether the last start gave the phones another address than they had (they must
        #: scan the QR code again).
        self.address_changed = False
        self.server: PlayersServer | None = None
        self.feed: PlayersFeed | None = None
        # The stop begun when the campaign closes, kept so the loop does not drop it.
        self._stopping: asyncio.Future[None] | None = None

    async def start(self, session: CampaignSession, host: str, port: int,
                    fresh: bool = False) -> PlayersServer:
        """Serve ``session`` on ``host``:``port`` with the campaign's remembered key and codes
        (new ones when ``fresh`` or none is remembered)."""
        await self.stop()
        characters: list[dict[str, Any]] = [{"id": character_id, "name": name}
                      for character_id, name in player_characters(session)]
        before = None if fresh else read_keys(self.settings, session.path)
        keys = (before or PlayersKeys()).for_characters(int(entry["id"]) for entry in characters)
        self._sheets = {}
        feed = PlayersFeed(session, self.state, parent=self)
        server = PlayersServer(
            partial(self.sheet, session), keys.codes, characters, keys.secret, self.refusals(),
            roll_for=partial(self.roll, session), odds_for=partial(self.roll, session, odds=True),
            handouts_for=feed.handouts_for, handout_picture=feed.picture_for_phones)
        server.set_rolls_allowed(self.rolls_allowed)
        try:
            await server.start(host, port)
        except OSError:
            feed.stop()
            raise
        keys = replace(keys, host=host, port=server.port)
        write_keys(self.settings, session.path, keys)
        self.address_changed = fresh or (before is not None and (before.host, before.port) !=
                                         (keys.host, keys.port))
        self.server = server
        self.feed = feed
        feed.serve(server)
        session.closing.connect(self.stop_soon)
        return server

    @property
    def rolls_allowed(self) -> bool:
        """Whether the phones may roll (the GM's switch, remembered; on by default)."""
        return bool(self.settings.value(ROLLS_KEY, True, type=bool))

    def set_rolls_allowed(self, allowed: bool) -> None:
        self.settings.setValue(ROLLS_KEY, allowed)
        if self.server is not None:
            self.server.set_rolls_allowed(allowed)

    def sheet(self, session: CampaignSession, character_id: int) -> Mapping[str, Any] | None:
        """Player character ``character_id``'s public sheet with what its phone may roll."""
        sheet = players_view_of(session).sheet(character_id)
        if sheet is None:
            return None
        kept = self._sheets.get(character_id)
        if kept is None or kept[0] is not sheet:
            kept = (sheet, {**sheet, "rolls": roll_choices(session, character_id)})
            self._sheets[character_id] = kept
        return kept[1]

    def roll(self, session: CampaignSession, character_id: int,
             request: Mapping[str, Any], odds: bool = False) -> Mapping[str, Any]:
        """Roll what a phone asks for its character, as one step of the campaign; ``odds``:
        only its rank and odds (nothing rolled)."""
        if session.closed:
            raise RefusedError(409, self.refusals().went_wrong)
        try:
            if odds:
                return odds_for(session, character_id, request)
            return phone_roll(session, character_id, request, self.rng)
        except PhoneRollError as refused:
            raise RefusedError(409, str(refused)) from None

    def refusals(self) -> Refusals:
        """The words a phone may be shown, in the program's language."""
        return Refusals(**{field.name: QCoreApplication.translate("PlayersWeb", str(field.default))
                           for field in fields(Refusals)})

    def _stop_feed(self) -> None:
        if self.feed is not None:
            self.feed.stop()
            self.feed = None

    def stop_soon(self) -> None:
        self._stop_feed()
        if self.server is not None:
            self._stopping = asyncio.ensure_future(self.stop())

    async def stop(self) -> None:
        self._stop_feed()
        server, self.server = self.server, None
        if server is not None:
            await server.stop()


class PlayersDevicesDialog(QDialog):
    def __init__(self, web: PlayersWeb, session_of: Callable[[], CampaignSession | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players_devices_dialog")
        self.setWindowTitle(self.tr("Players' devices"))
        self.web = web
        self._session_of = session_of
        self.interface = named(QComboBox(), "players_interface")
        self.interface.addItem(self.tr("This computer only (%1)").replace("%1", LOCALHOST),
                               LOCALHOST)
        for address in local_addresses():
            self.interface.addItem(self.tr("Local network: %1").replace("%1", address), address)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.switch = named(QPushButton(), "players_switch")
        self.switch.clicked.connect(lambda: self._toggle_soon(fresh=False))
        self.renew = named(QPushButton(self.tr("&New key and codes")), "players_renew",
                           self.tr("Lock out every device that has the address now: each "
                                   "player scans the new code and gets a new code"))
        self.renew.clicked.connect(lambda: self._toggle_soon(fresh=True))
        self.rolls = named(QCheckBox(self.tr("Players may &roll from their phones")),
                           "players_rolls",
                           self.tr("A player rolls checks of their own character on their "
                                   "phone; each roll is logged and can be undone"))
        self.rolls.setChecked(web.rolls_allowed)
        self.rolls.toggled.connect(web.set_rolls_allowed)
        self.address = text_label(name="players_address", wrap=True, selectable=True)
        self.qr = text_label(name="players_qr")
        self.codes = text_label(name="players_codes")
        self.codes.setTextFormat(Qt.TextFormat.PlainText)
        self.message = text_label(wrap=True)
        # The start or stop begun by a button, kept so the loop does not drop it.
        self._toggling: asyncio.Future[None] | None = None
        form = QFormLayout()
        form.addRow(self.tr("Listen on:"), self.interface)
        form.addRow(self.tr("Port:"), self.port)
        form.addRow(self.rolls)
        layout = fill(QVBoxLayout(self), form, fill(QHBoxLayout(), self.switch, self.renew),
                      self.message)
        layout.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignCenter)
        fill(layout, self.address, self.codes)
        self._pick_remembered()
        self._show()

    def _pick_remembered(self) -> None:
        """The campaign's last interface and port: the LAN address again, or — when this
        computer's LAN address changed since — its new one (the players will have to rescan)."""
        session = self._session_of()
        server = self.web.server
        keys = (None if session is None or session.closed
                else read_keys(self.web.settings, session.path))
        host, port = ((server.host, server.port) if server is not None
                      else (keys.host, keys.port) if keys is not None else (LOCALHOST, 0))
        index = self.interface.findData(host)
        if index < 0 and host != LOCALHOST and self.interface.count() > 1:
            index = 1  # the LAN address moved: its new one, as the GM chose the LAN last time
        if index >= 0:
            self.interface.setCurrentIndex(index)
        if self.port.minimum() <= port <= self.port.maximum():
            self.port.setValue(port)

    def _show(self) -> None:
        server = self.web.server  # None unless running: the web sets it once started
        self.switch.setText(self.tr("&Start") if server is None else self.tr("&Stop"))
        self.interface.setEnabled(server is None)
        self.port.setEnabled(server is None)
        if server is None:
            self.address.setText(self.tr("Off: no device can connect."))
            self.qr.clear()
            self.codes.clear()
            return
        if self.web.address_changed:
            self.message.setText(self.tr("The address has changed: each player must scan the "
                                         "new code."))
        elif server.host == LOCALHOST:
            # The safe default reaches no phone: say so before a player tries the code.
            self.message.setText(
                self.tr("Only this computer can open this address, so no phone can. For the "
                        "players' phones: Stop, choose “Local network” in “Listen on” and "
                        "Start again.") if self.interface.count() > 1 else
                self.tr("Only this computer can open this address, and it is on no local "
                        "network: join it to the phones' Wi-Fi and open this window again."))
        self.port.setValue(server.port)  # the one given when 0 asked for any: kept for next time
        self.address.setText(server.address())
        self.qr.setPixmap(qr_pixmap(server.address()))
        names = {int(entry["id"]): str(entry["name"]) for entry in server.characters}
        lines = [self.tr("Read each player their code:")]
        lines += [f"{names.get(cid, cid)}: {code}" for cid, code in server.codes.items()]
        self.codes.setText("\n".join(lines))

    def _toggle_soon(self, *, fresh: bool) -> None:
        self._toggling = asyncio.ensure_future(self.toggle(fresh))

    async def toggle(self, fresh: bool = False) -> None:
        """Start the server (off) or stop it (on); ``fresh``: (re)start it with a new key and
        new codes."""
        self.message.clear()
        if self.web.server is not None and not fresh:
            await self.web.stop()
        else:
            session = self._session_of()
            if session is None or session.closed:
                self.message.setText(self.tr("Open a campaign first."))
                return
            try:
                server = self.web.server
                host, port = ((server.host, server.port) if server is not None
                              else (str(self.interface.currentData()), self.port.value()))
                await self.web.start(session, host, port, fresh=fresh)
            except OSError as error:
                self.message.setText(self.tr("Could not listen there: %1").replace(
                    "%1", error.strerror or str(error)))
        self._show()
