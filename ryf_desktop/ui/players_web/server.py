"""The players' web server: a page, the picture and the turn order pushed over a WebSocket, and
each player's own sheet behind a code.

Pure asyncio and aiohttp (no Qt), so it is tested alone: the program hands it what it may publish
(:meth:`PlayersServer.publish`) and how to read a sheet (``sheet_of``). Everything it answers is
in those two; it knows nothing else of the campaign. A request without the join secret gets 403;
a wrong player code 403; too many requests or codes from one address 429; too many devices 503;
a body or message over the bounds 413 or a closed socket; anything unexpected a 4xx or 500 with a
short text, never a traceback.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import secrets
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from aiohttp import WSMsgType, web

from ryf_desktop.ui.players_web.page import PAGE_HTML

# Request bodies and WebSocket messages are tiny: a character id and a code.
MAX_BODY_BYTES = 2048
MAX_MESSAGE_BYTES = 512
MAX_SOCKETS = 32
#: Requests handled at once, open WebSockets included: past it a device gets 503, so a flood of
#: slow connections cannot pile up in the GM's program.
MAX_REQUESTS_AT_ONCE = MAX_SOCKETS + 32
# Per address: requests per second (and the burst allowed), and player codes tried per minute.
REQUEST_RATE = 20.0
REQUEST_BURST = 40.0
CODE_TRIES_PER_MINUTE = 6
CODE_ALPHABET = "ACDEFHJKMNPRTUVWXY3479"
CODE_LENGTH = 5
SECURITY_HEADERS: Mapping[str, str] = MappingProxyType({
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": ("default-src 'none'; img-src 'self' blob:; "
                                "style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
                                "connect-src 'self'"),
})

SheetOf = Callable[[int], Mapping[str, Any] | None]


def _json(data: object) -> str:
    # Unescaped: Spanish names stay readable and a third shorter.
    return json.dumps(data, ensure_ascii=False)


def new_code() -> str:
    """A short code the GM reads out: no letters that look like digits."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


@dataclass
class _Bucket:
    tokens: float
    at: float
    code_tries: list[float] = field(default_factory=list)


class RateLimits:
    """Per-address token buckets (requests) and a sliding minute (player codes)."""

    def __init__(self, rate: float = REQUEST_RATE, burst: float = REQUEST_BURST) -> None:
        self.rate = rate
        self.burst = burst
        self._buckets: dict[str, _Bucket] = {}

    def _bucket(self, address: str) -> _Bucket:
        bucket = self._buckets.get(address)
        if bucket is None:
            if len(self._buckets) > 1024:  # a flood of addresses forgets the old ones
                self._buckets.clear()
            bucket = self._buckets[address] = _Bucket(self.burst, time.monotonic())
        return bucket

    def allow_request(self, address: str) -> bool:
        bucket = self._bucket(address)
        now = time.monotonic()
        bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.at) * self.rate)
        bucket.at = now
        if bucket.tokens < 1:
            return False
        bucket.tokens -= 1
        return True

    def allow_code(self, address: str) -> bool:
        bucket = self._bucket(address)
        now = time.monotonic()
        bucket.code_tries = [at for at in bucket.code_tries if now - at < 60]
        if len(bucket.code_tries) >= CODE_TRIES_PER_MINUTE:
            return False
        bucket.code_tries.append(now)
        return True


class PlayersServer:
    """The server; :meth:`start` listens on one address, :meth:`stop` closes everything."""

    def __init__(self, sheet_of: SheetOf, codes: Mapping[int, str],
                 characters: list[dict[str, Any]]) -> None:
        self.secret = secrets.token_urlsafe(18)
        self._sheet_of = sheet_of
        self.codes = dict(codes)
        self.characters = list(characters)
        self.limits = RateLimits()
        self._state = b'{"type": "state", "turn": [], "round": null, "roll": null}'
        self._picture: bytes | None = None
        self._sockets: dict[web.WebSocketResponse, int | None] = {}
        self.requests_at_once = 0
        self._runner: web.AppRunner | None = None
        self.host = ""
        self.port = 0
        self.app = web.Application(client_max_size=MAX_BODY_BYTES,
                                   middlewares=[self._guard])
        self.app.router.add_get("/", self._page)
        self.app.router.add_get("/api/state", self._state_route)
        self.app.router.add_get("/api/map.png", self._map_route)
        self.app.router.add_post("/api/sheet", self._sheet_route)
        self.app.router.add_get("/ws", self._socket_route)

    # --- running ------------------------------------------------------------------------------
    async def start(self, host: str, port: int) -> None:
        runner = web.AppRunner(self.app, access_log=None, handle_signals=False)
        await runner.setup()
        site = web.TCPSite(runner, host, port, backlog=16, reuse_address=True)
        try:
            await site.start()
        except OSError:
            await runner.cleanup()
            raise
        self._runner = runner
        self.host = host
        # Port 0 asks the system for a free one: read back which it gave.
        names = [sock.getsockname() for sock in getattr(site._server, "sockets", None) or []]
        self.port = int(names[0][1]) if names else port

    async def stop(self) -> None:
        for socket in list(self._sockets):
            await socket.close()
        self._sockets.clear()
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
            self._state = _json(state).encode("utf-8")
        if picture is not None:
            self._picture = picture
        for socket in list(self._sockets):
            if state is not None:
                self._send(socket, self._state.decode("utf-8"))
            if picture is not None:
                self._send(socket, picture)

    def publish_sheets(self) -> None:
        """Send each device that opened a sheet that sheet as it is now."""
        for socket, character_id in list(self._sockets.items()):
            if character_id is not None:
                sheet = self._sheet_of(character_id)
                if sheet is not None:
                    self._send(socket, _json(sheet))

    def _send(self, socket: web.WebSocketResponse, data: str | bytes) -> None:
        if socket.closed:
            self._sockets.pop(socket, None)
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
            return _text(503, "Too busy: try again in a moment")
        if not self.limits.allow_request(address):
            return _text(429, "Too many requests")
        self.requests_at_once += 1
        try:
            return await self._answer(request, handler)
        finally:
            self.requests_at_once -= 1

    async def _answer(self, request: web.Request,
                      handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
                      ) -> web.StreamResponse:
        if not hmac.compare_digest(request.query.get("k", ""), self.secret):
            return _text(403, "This page needs the address the game master shows")
        try:
            response = await handler(request)
        except web.HTTPException as refused:
            return _text(refused.status, refused.reason or "Refused")
        except (ValueError, KeyError, TypeError, UnicodeDecodeError):
            return _text(400, "Bad request")
        except Exception:  # whatever went wrong, the device gets no traceback
            return _text(500, "Something went wrong")
        if not isinstance(response, web.WebSocketResponse):
            response.headers.update(SECURITY_HEADERS)
        return response

    # --- routes -------------------------------------------------------------------------------
    async def _page(self, request: web.Request) -> web.StreamResponse:
        del request
        return web.Response(text=PAGE_HTML, content_type="text/html", charset="utf-8")

    async def _state_route(self, request: web.Request) -> web.StreamResponse:
        del request
        state = json.loads(self._state)
        state["characters"] = self.characters
        return web.json_response(state, dumps=_json)

    async def _map_route(self, request: web.Request) -> web.StreamResponse:
        del request
        if self._picture is None:
            return _text(404, "No map is shown")
        return web.Response(body=self._picture, content_type="image/png")

    async def _sheet_route(self, request: web.Request) -> web.StreamResponse:
        data = await request.json()
        sheet = self._checked_sheet(request.remote or "?", data)
        if isinstance(sheet, web.Response):
            return sheet
        return web.json_response(sheet, dumps=_json)

    def _checked_sheet(self, address: str, data: object) -> Mapping[str, Any] | web.Response:
        if not isinstance(data, dict):
            return _text(400, "Bad request")
        character = data.get("character")
        code = data.get("code")
        if not isinstance(character, int) or not isinstance(code, str) or len(code) > 16:
            return _text(400, "Bad request")
        if not self.limits.allow_code(address):
            return _text(429, "Too many codes tried: wait a minute")
        expected = self.codes.get(character, "")
        if not expected or not hmac.compare_digest(code.strip().upper().encode(),
                                                   expected.encode()):
            return _text(403, "Wrong code")
        sheet = self._sheet_of(character)
        if sheet is None:
            return _text(404, "No such character")
        return sheet

    async def _socket_route(self, request: web.Request) -> web.StreamResponse:
        if len(self._sockets) >= MAX_SOCKETS:
            return _text(503, "Too many devices")
        socket = web.WebSocketResponse(max_msg_size=MAX_MESSAGE_BYTES, heartbeat=20)
        await socket.prepare(request)
        self._sockets[socket] = None
        await socket.send_str(self._state.decode("utf-8"))
        await socket.send_str(_json({"type": "characters", "list": self.characters}))
        if self._picture is not None:
            await socket.send_bytes(self._picture)
        try:
            async for message in socket:
                if message.type != WSMsgType.TEXT:
                    break
                if not self.limits.allow_request(request.remote or "?"):
                    continue
                try:
                    data = json.loads(message.data)
                except ValueError:
                    await socket.send_str('{"type": "error", "text": "Bad request"}')
                    continue
                sheet = self._checked_sheet(request.remote or "?", data)
                if isinstance(sheet, web.Response):
                    await socket.send_str(_json({"type": "refused",
                                                      "status": sheet.status,
                                                      "text": sheet.text}))
                else:
                    self._sockets[socket] = int(sheet["id"])
                    await socket.send_str(_json(sheet))
        finally:
            self._sockets.pop(socket, None)
        return socket


def _text(status: int, text: str) -> web.Response:
    response = web.Response(status=status, text=text)
    response.headers.update(SECURITY_HEADERS)
    return response
