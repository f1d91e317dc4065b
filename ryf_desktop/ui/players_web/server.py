"""The players' web server: ``/`` (the page), ``/ws`` (the picture, the turn order, a sheet, a
roll) and ``/api/handout`` (a handout's picture); any other path 404. Pure asyncio and aiohttp
(no Qt): of the campaign it knows what the program publishes and its callbacks.

Who rolls or reads a private handout is always the character whose code was checked (a roll: the
sheet its WebSocket opened), never a name or id the request carries besides; a handout shown to
one player reaches only the sockets that opened that player's sheet. Every refusal is a status
and a short text in the program's language (:class:`Refusals`), never a traceback; connections
are held, and closed when idle, by :mod:`~ryf_desktop.ui.players_web.guard`.

The page is three files in ``resources/players_page/`` that an editor and a linter read as they
are (its words in Spanish and English are data in ``page.js``: Qt's translator does not reach a
browser); :func:`players_page` serves the style and the script inline, as one answer: every
request needs the join secret, which a second request for a file would have to carry too.
"""

from __future__ import annotations

import asyncio
import base64
import collections
import hashlib
import hmac
import json
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

from aiohttp import WSMsgType, web

from ryf_desktop.paths import resource_path
from ryf_desktop.ui.players_web.guard import (
    BODY_TIMEOUT_S,
    IDLE_TIMEOUT_S,
    ConnectionGuard,
    RateLimits,
    RefusedError,
    RollFor,
    RollLimits,
    configure_logging,
    roll_request,
)

# Request bodies and WebSocket messages are tiny: a character id and a code.
MAX_BODY_BYTES = 2048
# Connections the system queues before we accept them; asyncio accepts up to this many at one
# wake-up, so it also bounds the sockets open before the guard has turned the extra ones away.
LISTEN_BACKLOG = 16
MAX_MESSAGE_BYTES = 512
MAX_SOCKETS = 32
#: WebSockets one address may hold (a phone and a reloaded page or two): one device cannot take
#: every slot.
MAX_SOCKETS_PER_ADDRESS = 4
#: Requests handled at once, open WebSockets included: past it a device gets 503, so a flood of
#: slow connections cannot pile up in the GM's program.
MAX_REQUESTS_AT_ONCE = MAX_SOCKETS + 32
SECURITY_HEADERS: Mapping[str, str] = MappingProxyType({
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    # Nothing but the page runs a style or a script: it carries its own policy (their hashes).
    "Content-Security-Policy": "default-src 'none'; img-src 'self' blob:; connect-src 'self'",
})

#: The tags of ``page.html`` that :func:`players_page` replaces with the file they name, inline.
STYLE_LINK = '<link rel="stylesheet" href="page.css">'
SCRIPT_TAG = '<script src="page.js"></script>'


class PlayersPage(NamedTuple):
    """The page as served, and the Content-Security-Policy that lets only its own style and
    script run (by their SHA-256: a script slipped into the page some other way does not)."""

    html: str
    policy: str


def _inline(html: str, tag: str, element: str, text: str) -> str:
    """``html`` with its one ``tag`` replaced by ``text`` inside an ``element`` of its own.
    Text that would end the element early, or open an HTML comment inside a script, is refused
    (ValueError): the page is the program's, and must stay whole."""
    if html.count(tag) != 1:
        raise ValueError(f"the players' page must hold {tag} once")
    lowered = text.lower()
    if f"</{element}" in lowered or "<!--" in lowered:
        raise ValueError(f"the players' page's {element} must not hold </{element} or <!--")
    return html.replace(tag, f"<{element}>{_inlined(text)}</{element}>")


def _inlined(text: str) -> str:
    return f"\n{text}"


def _digest(text: str) -> str:
    """A CSP source for ``text`` inline: ``'sha256-…'`` of exactly what stands in the element."""
    digest = hashlib.sha256(_inlined(text).encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def players_page(folder: Path | None = None) -> PlayersPage:
    """The page as served: ``page.html`` with ``page.css`` and ``page.js`` inline in place of the
    tags that name them, and its policy. ``folder``: where the three files are (the program's
    resources by default). OSError when one cannot be read."""
    folder = folder if folder is not None else resource_path("players_page")
    html, style, script = ((folder / name).read_text(encoding="utf-8")
                           for name in ("page.html", "page.css", "page.js"))
    page = _inline(_inline(html, STYLE_LINK, "style", style), SCRIPT_TAG, "script", script)
    policy = (f"default-src 'none'; img-src 'self' blob:; style-src {_digest(style)}; "
              f"script-src {_digest(script)}; connect-src 'self'")
    return PlayersPage(page, policy)


SheetOf = Callable[[int], Mapping[str, Any] | None]
#: The handouts a device may have: player character ``id``'s (None: a device that opened no
#: sheet, which has what was shown to the table), each ``{"id", "title", "text", "picture",
#: "to_table", "serial"}``, oldest first.
HandoutsFor = Callable[[int | None], list[dict[str, Any]]]
#: A handout's picture as sent to phones (PNG or JPEG, bounded), None for none.
HandoutPicture = Callable[[int], Awaitable[bytes | None]]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802
    """Marks ``text`` for lupdate without importing Qt: the program translates it (in context
    ``PlayersWeb``) when it makes its :class:`Refusals`."""
    del context
    return text


@dataclass(frozen=True)
class Refusals:
    """The words of each refusal a device may show as a page; the program gives them in its own
    language (:class:`~ryf_desktop.ui.players_web.dialog.PlayersWeb`), English by default."""

    no_secret: str = QT_TRANSLATE_NOOP(
        "PlayersWeb", "This page needs the address the game master shows: scan the code on "
        "the game master's screen again.")
    busy: str = QT_TRANSLATE_NOOP("PlayersWeb", "Too busy: try again in a moment.")
    too_many_requests: str = QT_TRANSLATE_NOOP("PlayersWeb", "Too many requests: wait a moment.")
    too_many_codes: str = QT_TRANSLATE_NOOP("PlayersWeb",
                                            "Too many codes tried: wait a few minutes.")
    wrong_code: str = QT_TRANSLATE_NOOP("PlayersWeb", "Wrong code.")
    no_character: str = QT_TRANSLATE_NOOP("PlayersWeb", "No such character.")
    too_many_devices: str = QT_TRANSLATE_NOOP("PlayersWeb", "Too many devices are connected.")
    bad_request: str = QT_TRANSLATE_NOOP("PlayersWeb", "Bad request.")
    too_slow: str = QT_TRANSLATE_NOOP("PlayersWeb", "The request took too long.")
    went_wrong: str = QT_TRANSLATE_NOOP("PlayersWeb", "Something went wrong.")
    rolls_off: str = QT_TRANSLATE_NOOP(
        "PlayersWeb", "The game master has switched rolls from the phones off.")
    not_yours: str = QT_TRANSLATE_NOOP("PlayersWeb", "Open your own sheet with your code first.")
    too_many_rolls: str = QT_TRANSLATE_NOOP("PlayersWeb", "Too many rolls: wait a moment.")
    no_handout: str = QT_TRANSLATE_NOOP("PlayersWeb", "No such handout.")


def _json(data: object) -> str:
    # Unescaped: Spanish names stay readable and a third shorter.
    return json.dumps(data, ensure_ascii=False)


class PlayersServer:
    def __init__(self, sheet_of: SheetOf, codes: Mapping[int, str],
                 characters: list[dict[str, Any]], secret: str, refusals: Refusals, *,
                 roll_for: RollFor, odds_for: RollFor, handouts_for: HandoutsFor,
                 handout_picture: HandoutPicture) -> None:
        self.secret = secret
        self.refusals = refusals
        self._sheet_of = sheet_of
        self.codes = dict(codes)
        self.characters = list(characters)
        self.limits = RateLimits()
        self.roll_limits = RollLimits()
        self._roll_for = roll_for
        self._odds_for = odds_for
        self._rolls_allowed = True
        self._handouts_for = handouts_for
        self._handout_picture = handout_picture
        # The handouts each socket was sent last: only a change (or a handout just shown to
        # it) is sent, so a handout shown to another player sends this device nothing at all.
        self._handouts_sent: dict[web.WebSocketResponse, str] = {}
        self.guard = ConnectionGuard()
        self._server: asyncio.AbstractServer | None = None
        self._state = '{"type": "state", "turn": [], "round": null, "roll": null}'
        self._picture: bytes | None = None
        self._sockets: dict[web.WebSocketResponse, int | None] = {}
        self._socket_addresses: collections.Counter[str] = collections.Counter()
        self.requests_at_once = 0
        self._runner: web.AppRunner | None = None
        self.host = ""
        self.port = 0
        # The page as served, read from its files once each time the server starts.
        self._served_page = PlayersPage("", "")
        self.app = web.Application(client_max_size=MAX_BODY_BYTES,
                                   middlewares=[self._guard])
        self.app.on_response_prepare.append(_secured)
        # The page talks over the WebSocket; a handout's picture is the one thing it fetches.
        self.app.router.add_get("/", self._page)
        self.app.router.add_post("/api/handout", self._handout_route)
        self.app.router.add_get("/ws", self._socket_route)

    # --- running ------------------------------------------------------------------------------
    async def start(self, host: str, port: int) -> None:
        self._served_page = players_page()
        configure_logging()
        # aiohttp's own idle timer too (it counts from a connection's start, an hour by
        # default); the guard below is what bounds a connection that never sends a request.
        runner = web.AppRunner(self.app, access_log=None, handle_signals=False,
                               keepalive_timeout=IDLE_TIMEOUT_S, handler_cancellation=True)
        await runner.setup()
        loop = asyncio.get_running_loop()
        # Listening ourselves rather than through a TCPSite: every connection passes the guard
        # before aiohttp sees it.
        factory = self.guard.protocol_factory(runner.server)  # type: ignore[arg-type]
        try:
            server = await loop.create_server(factory, host, port, backlog=LISTEN_BACKLOG,
                                              reuse_address=True)
        except OSError:
            await runner.cleanup()
            raise
        self._server = server
        self._runner = runner
        self.host = host
        # Port 0 asks the system for a free one: read back which it gave.
        self.port = int(server.sockets[0].getsockname()[1])

    async def stop(self) -> None:
        for socket in list(self._sockets):
            await socket.close()
        self._sockets.clear()
        if self._server is not None:
            self._server.close()
            self._server = None
        self.guard.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @property
    def running(self) -> bool:
        return self._runner is not None

    def address(self) -> str:
        """The page's address with the join secret, as the QR code holds it."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/?k={self.secret}"

    # --- publishing ---------------------------------------------------------------------------
    def publish(self, state: Mapping[str, Any] | None, picture: bytes | None) -> None:
        """Send the new state (JSON-ready) and picture (PNG) to every device, and keep them
        for the next to join. None leaves that part as it was."""
        if state is not None:
            self._state = _json(state)
        if picture is not None:
            self._picture = picture
        for socket in list(self._sockets):
            if state is not None:
                self._send(socket, self._state)
            if picture is not None:
                self._send(socket, picture)

    def publish_sheets(self) -> None:
        """Send each device that opened a sheet that sheet as it is now."""
        for socket, character_id in list(self._sockets.items()):
            sheet = None if character_id is None else self._sheet_of(character_id)
            if sheet is not None:
                self._send(socket, _json(sheet))

    @property
    def rolls_allowed(self) -> bool:
        """Whether the phones may roll (the GM's switch; on by default): read-only, because a
        change must reach the devices (:meth:`set_rolls_allowed`)."""
        return self._rolls_allowed

    def set_rolls_allowed(self, allowed: bool) -> None:
        """Switch the phones' rolls on or off and tell every device (its roll button shows or
        hides)."""
        self._rolls_allowed = allowed
        for socket in list(self._sockets):
            self._send(socket, self._options())

    def publish_handouts(self, newest: int | None = None, to: int | None = None) -> None:
        """Send each device its handouts (the list changed: one shown, edited or removed);
        ``newest`` the one just shown — to the table (``to`` None) or to player character
        ``to`` alone — which the devices it reached show large."""
        for socket, character in list(self._sockets.items()):
            reached = newest is not None and (to is None or to == character)
            self._send_handouts(socket, character, newest if reached else None)

    def _send_handouts(self, socket: web.WebSocketResponse, character: int | None,
                       newest: int | None) -> None:
        listed = self._handouts_for(character)
        if not any(int(entry["id"]) == newest for entry in listed):
            newest = None
        key = _json(listed)
        if newest is None and self._handouts_sent.get(socket) == key:
            return
        self._handouts_sent[socket] = key
        self._send(socket, _json({"type": "handouts", "list": listed, "newest": newest}))

    def _options(self) -> str:
        return _json({"type": "options", "rolls": self.rolls_allowed})

    def _send(self, socket: web.WebSocketResponse, data: str | bytes) -> None:
        if socket.closed:
            self._sockets.pop(socket, None)
            self._handouts_sent.pop(socket, None)
            return
        send: Awaitable[None] = (socket.send_bytes(data) if isinstance(data, bytes)
                                 else socket.send_str(data))
        task = asyncio.ensure_future(send)
        task.add_done_callback(lambda done: done.exception() if not done.cancelled() else None)

    # --- the guard ----------------------------------------------------------------------------
    @web.middleware
    async def _guard(self, request: web.Request,
                     handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
                     ) -> web.StreamResponse:
        address = request.remote or "?"
        if self.requests_at_once >= MAX_REQUESTS_AT_ONCE:
            return _text(503, self.refusals.busy)
        if not self.limits.allow_request(address):
            return _text(429, self.refusals.too_many_requests)
        self.requests_at_once += 1
        try:
            with self.guard.answering(request.transport):
                # As bytes: a key typed with accents must be refused, not raise.
                if not hmac.compare_digest(request.query.get("k", "").encode("utf-8", "replace"),
                                           self.secret.encode("utf-8")):
                    return _text(403, self.refusals.no_secret)
                try:
                    return await handler(request)
                except RefusedError as refused:
                    return _text(refused.status, refused.text)
                except web.HTTPException as refused:
                    return _text(refused.status, refused.reason or self.refusals.bad_request)
                except (ValueError, KeyError, TypeError, UnicodeDecodeError):
                    return _text(400, self.refusals.bad_request)
                except TimeoutError:
                    return _text(408, self.refusals.too_slow)
                except Exception:  # whatever went wrong, the device gets no traceback
                    return _text(500, self.refusals.went_wrong)
        finally:
            self.requests_at_once -= 1

    # --- routes -------------------------------------------------------------------------------
    async def _page(self, request: web.Request) -> web.StreamResponse:
        del request
        return web.Response(text=self._served_page.html, content_type="text/html",
                            charset="utf-8",
                            headers={"Content-Security-Policy": self._served_page.policy})

    def _opened(self, address: str, data: object, *, counted: bool) -> int:
        """The character whose right code ``data`` carries (else :class:`RefusedError`).
        ``counted``: the try counts towards the address's limit (opening a sheet); else (a
        handout's picture, which a player asks often) a right code is not counted as a try,
        but is only looked at while the address may still try codes, and a wrong one counts
        like a wrong code for a sheet."""
        fields = data if isinstance(data, dict) else {}
        character, code = fields.get("character"), fields.get("code")
        if not isinstance(character, int) or not isinstance(code, str) or len(code) > 16:
            raise RefusedError(400, self.refusals.bad_request)
        if not (self.limits.allow_code(address) if counted
                else self.limits.may_try_code(address)):
            raise RefusedError(429, self.refusals.too_many_codes)
        expected = self.codes.get(character, "")
        right = bool(expected) and hmac.compare_digest(code.strip().upper().encode(),
                                                       expected.encode())
        if not right and not counted:
            self.limits.allow_code(address)
        self.limits.code_result(address, right)
        if not right:
            raise RefusedError(403, self.refusals.wrong_code)
        return character

    def _roll(self, socket: web.WebSocketResponse, address: str, data: dict[str, Any],
              odds: bool) -> dict[str, Any]:
        """A roll (or its odds) for the character the socket opened, whatever ``data`` says."""
        opened = self._sockets.get(socket)
        if opened is None or data.get("character", opened) != opened:
            raise RefusedError(403, self.refusals.not_yours)
        if not self.rolls_allowed:
            raise RefusedError(403, self.refusals.rolls_off)
        try:
            wanted = roll_request(data)
        except ValueError:
            raise RefusedError(400, self.refusals.bad_request) from None
        if not odds and not self.roll_limits.allow(address):
            raise RefusedError(429, self.refusals.too_many_rolls)
        try:
            return dict((self._odds_for if odds else self._roll_for)(opened, wanted))
        except RefusedError:
            raise
        except Exception:  # whatever went wrong, the device gets no traceback
            raise RefusedError(500, self.refusals.went_wrong) from None

    async def _open_sheet(self, socket: web.WebSocketResponse, address: str,
                          data: object) -> None:
        sheet = self._sheet_of(self._opened(address, data, counted=True))
        if sheet is None:
            raise RefusedError(404, self.refusals.no_character)
        self._sockets[socket] = int(sheet["id"])
        await socket.send_str(_json(sheet))
        # A reloaded phone gets its handouts again once its code is right.
        self._handouts_sent.pop(socket, None)
        self._send_handouts(socket, int(sheet["id"]), None)

    async def _socket_message(self, socket: web.WebSocketResponse, address: str,
                              data: object) -> None:
        """One message of a device: a roll or its odds for the sheet this socket opened, or a
        sheet asked for with its code."""
        rolling = isinstance(data, dict) and data.get("type") in ("roll", "odds")
        try:
            if isinstance(data, dict) and rolling:
                answer = self._roll(socket, address, data, odds=data["type"] == "odds")
                await socket.send_str(_json(answer))
            else:
                await self._open_sheet(socket, address, data)
        except RefusedError as refused:
            await socket.send_str(_json({"type": "roll_refused" if rolling else "refused",
                                         "status": refused.status, "text": refused.text}))

    async def _handout_route(self, request: web.Request) -> web.StreamResponse:
        """A handout's picture: one shown to the table for any device with the join secret,
        one shown to a player only with that player's code."""
        async with asyncio.timeout(BODY_TIMEOUT_S):  # a body sent a byte a minute
            data = await request.json()
        if not isinstance(data, dict) or type(data.get("id")) is not int:
            return _text(400, self.refusals.bad_request)
        character: int | None = None
        if "character" in data or "code" in data:
            character = self._opened(request.remote or "?", data, counted=False)
        if not any(entry["id"] == data["id"] and entry["picture"]
                   for entry in self._handouts_for(character)):
            return _text(404, self.refusals.no_handout)
        picture = await self._handout_picture(data["id"])
        if picture is None:
            return _text(404, self.refusals.no_handout)
        kind = "image/png" if picture.startswith(b"\x89PNG") else "image/jpeg"
        return web.Response(body=picture, content_type=kind)

    async def _socket_route(self, request: web.Request) -> web.StreamResponse:
        address = request.remote or "?"
        if (len(self._sockets) >= MAX_SOCKETS
                or self._socket_addresses[address] >= MAX_SOCKETS_PER_ADDRESS):
            return _text(503, self.refusals.too_many_devices)
        socket = web.WebSocketResponse(max_msg_size=MAX_MESSAGE_BYTES, heartbeat=20)
        await socket.prepare(request)
        self._sockets[socket] = None
        self._socket_addresses[address] += 1
        await socket.send_str(self._state)
        await socket.send_str(_json({"type": "characters", "list": self.characters}))
        if self._picture is not None:
            await socket.send_bytes(self._picture)
        await socket.send_str(self._options())
        self._send_handouts(socket, None, None)
        try:
            async for message in socket:
                if message.type != WSMsgType.TEXT:
                    break
                if not self.limits.allow_request(address):
                    continue
                try:
                    data = json.loads(message.data)
                except ValueError:
                    await socket.send_str('{"type": "error", "text": "Bad request"}')
                    continue
                await self._socket_message(socket, address, data)
        finally:
            self._sockets.pop(socket, None)
            self._handouts_sent.pop(socket, None)
            self._socket_addresses -= collections.Counter((address,))
        return socket


def _text(status: int, text: str) -> web.Response:
    return web.Response(status=status, text=text)


async def _secured(request: web.Request, response: web.StreamResponse) -> None:
    """Every answer but a WebSocket's gets the security headers (the page keeps its own policy)."""
    del request
    if not isinstance(response, web.WebSocketResponse):
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
