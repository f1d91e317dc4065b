"""What keeps anyone on the network from starving the players' server (the connections it holds,
the requests and player codes tried) and bounds a phone's roll: its shape, how often, its refusal.

aiohttp has no timeout for reading a request's head (its keep-alive timeout counts from the
connection's start, an hour by default), so the guard closes a connection that has no request
being answered for :data:`IDLE_TIMEOUT_S`: a half-open or slow-header connection is gone in
seconds, and at most :data:`MAX_CONNECTIONS` file descriptors are ever spent on devices, well
under a desktop's 1,024 (``RLIMIT_NOFILE``), so backups and the GM's own files never run out.
"""

from __future__ import annotations

import asyncio
import collections
import logging
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

#: Connections held at once, from every device together and from one address.
MAX_CONNECTIONS = 128
MAX_CONNECTIONS_PER_ADDRESS = 16
#: Of the process's open-file limit, the share the devices may take at most.
FILE_LIMIT_SHARE = 8
#: Seconds a connection may stay without a request being answered (its first request's head
#: included): a phone sends it at once; a half-open or slowloris connection is closed.
IDLE_TIMEOUT_S = 10.0
#: Seconds a request's body may take to arrive.
BODY_TIMEOUT_S = 10.0
# Per address: requests per second (and the burst allowed), and player codes tried per minute.
REQUEST_RATE = 20.0
REQUEST_BURST = 40.0
CODE_TRIES_PER_MINUTE = 6
#: From every address together: codes tried per minute; past as many wrong codes in a minute,
#: every code is refused for :data:`LOCKOUT_S` (a device that already opened its sheet with its
#: right code keeps its access meanwhile).
ALL_CODE_TRIES_PER_MINUTE = 30
WRONG_CODES_BEFORE_LOCKOUT = 20
LOCKOUT_S = 300.0
#: Addresses remembered for their own limits (the oldest forgotten first; the limits of every
#: address together are kept apart, so forgetting one resets nothing that matters).
MAX_ADDRESSES = 4096
#: Devices that opened a sheet with their right code, remembered through a lockout.
MAX_TRUSTED = 64


def connection_limit() -> int:
    """The most connections to hold given the process's open-file limit."""
    try:
        import resource
    except ImportError:  # Windows: no RLIMIT_NOFILE; sockets are not bounded that way
        return MAX_CONNECTIONS
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY or soft <= 0:
        return MAX_CONNECTIONS
    return max(8, min(MAX_CONNECTIONS, soft // FILE_LIMIT_SHARE))


@dataclass
class _Connection:
    address: str
    transport: asyncio.Transport
    idle_since: float
    answering: int = 0


class _GuardedProtocol(asyncio.Protocol):
    """aiohttp's protocol for one connection, seen first by the guard."""

    def __init__(self, guard: ConnectionGuard, inner: asyncio.Protocol) -> None:
        self._guard = guard
        self._inner = inner
        self._connection: _Connection | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self._connection = self._guard.admit(transport)
        if self._connection is None:
            transport.abort()
            return
        self._inner.connection_made(transport)

    def connection_lost(self, exc: Exception | None) -> None:
        if self._connection is None:
            return
        self._guard.forget(self._connection)
        self._connection = None
        self._inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._connection is not None:
            self._inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self._inner.eof_received() if self._connection is not None else None

    def pause_writing(self) -> None:
        self._inner.pause_writing()

    def resume_writing(self) -> None:
        self._inner.resume_writing()


class ConnectionGuard:
    """Admits connections up to the caps and closes those idle past :data:`IDLE_TIMEOUT_S`.

    Past the total cap the oldest connection with no request being answered makes room (a flood
    of half-open connections cannot keep a real phone out); past an address's cap that address's
    new connection is closed at once.
    """

    def __init__(self) -> None:
        self.limit = connection_limit()
        self.idle_timeout = IDLE_TIMEOUT_S
        self._open: dict[asyncio.Transport, _Connection] = {}
        self._by_address: collections.Counter[str] = collections.Counter()
        self._sweeper: asyncio.TimerHandle | None = None

    def protocol_factory(self, inner: Callable[[], asyncio.Protocol],
                         ) -> Callable[[], asyncio.Protocol]:
        return lambda: _GuardedProtocol(self, inner())

    @property
    def open_count(self) -> int:
        return len(self._open)

    def admit(self, transport: asyncio.Transport) -> _Connection | None:
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        if self._by_address[address] >= MAX_CONNECTIONS_PER_ADDRESS or (
                len(self._open) >= self.limit and not self._make_room()):
            return None
        connection = _Connection(address, transport, time.monotonic())
        self._open[transport] = connection
        self._by_address[address] += 1
        self._sweep_later()
        return connection

    def _make_room(self) -> bool:
        idle = [c for c in self._open.values() if not c.answering]
        if idle:
            self._close(min(idle, key=lambda c: c.idle_since))
        return bool(idle)

    def forget(self, connection: _Connection) -> None:
        if self._open.pop(connection.transport, None) is None:
            return
        self._by_address -= collections.Counter((connection.address,))

    def _close(self, connection: _Connection) -> None:
        self.forget(connection)
        connection.transport.abort()

    @contextmanager
    def answering(self, transport: asyncio.BaseTransport | None) -> Iterator[None]:
        """While a request on ``transport`` is being answered its connection is not idle."""
        connection = self._open.get(transport) if isinstance(transport, asyncio.Transport) \
            else None
        if connection is not None:
            connection.answering += 1
        try:
            yield
        finally:
            if connection is not None:
                connection.answering -= 1
                connection.idle_since = time.monotonic()

    def _sweep(self) -> None:
        """Close every connection idle past the timeout (one still sending its answer out gets
        twice as long: a slow phone on a poor Wi-Fi); again in a moment while any is open."""
        self._sweeper = None
        now = time.monotonic()
        for connection in list(self._open.values()):
            sending = connection.transport.get_write_buffer_size() > 0
            allowed = self.idle_timeout * (2 if sending else 1)
            if not connection.answering and now - connection.idle_since >= allowed:
                self._close(connection)
        if self._open:
            self._sweep_later()

    def _sweep_later(self) -> None:
        if self._sweeper is None:
            self._sweeper = asyncio.get_running_loop().call_later(
                min(1.0, self.idle_timeout / 4), self._sweep)

    def close(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        for connection in list(self._open.values()):
            self._close(connection)


@dataclass
class Bucket:
    """An address's tokens and the times it tried something in the last minute, oldest first."""

    tokens: float
    at: float
    minute: collections.deque[float] = field(default_factory=collections.deque)


def within_minute(times: collections.deque[float], now: float) -> int:
    """How many of ``times`` (oldest first) are less than a minute before ``now``; the older
    ones are forgotten."""
    while times and now - times[0] >= 60:
        times.popleft()
    return len(times)


class TokenBuckets:
    """A token bucket per address (``rate`` tokens a second, up to ``burst``), for the ``most``
    addresses seen last (the oldest forgotten first)."""

    def __init__(self, rate: float, burst: float, most: int) -> None:
        self.rate = rate
        self.burst = burst
        self._most = most
        self._buckets: collections.OrderedDict[str, Bucket] = collections.OrderedDict()

    def _refilled(self, address: str, now: float) -> Bucket:
        bucket = self._buckets.get(address)
        if bucket is None:
            while len(self._buckets) >= self._most:
                self._buckets.popitem(last=False)
            bucket = self._buckets[address] = Bucket(self.burst, now)
        self._buckets.move_to_end(address)
        bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.at) * self.rate)
        bucket.at = now
        return bucket


class RateLimits(TokenBuckets):
    """Per-address token buckets (requests) and a sliding minute (player codes), and the same
    minute over every address together, with its lockout."""

    def __init__(self) -> None:
        super().__init__(REQUEST_RATE, REQUEST_BURST, MAX_ADDRESSES)
        self._all_tries: collections.deque[float] = collections.deque()
        self._wrong: collections.deque[float] = collections.deque()
        self.locked_until = 0.0
        self._trusted: collections.OrderedDict[str, None] = collections.OrderedDict()

    def allow_request(self, address: str) -> bool:
        bucket = self._refilled(address, time.monotonic())
        if bucket.tokens < 1:
            return False
        bucket.tokens -= 1
        return True

    def may_try_code(self, address: str) -> bool:
        """Whether ``address`` may try a code now, without counting a try (a lockout and the
        limit of every address together spare trusted devices)."""
        now = time.monotonic()
        if address not in self._trusted and (
                now < self.locked_until
                or within_minute(self._all_tries, now) >= ALL_CODE_TRIES_PER_MINUTE):
            return False
        bucket = self._buckets.get(address)
        return bucket is None or within_minute(bucket.minute, now) < CODE_TRIES_PER_MINUTE

    def allow_code(self, address: str) -> bool:
        """Whether ``address`` may try a code now (counted as tried when it may)."""
        if not self.may_try_code(address):
            return False
        now = time.monotonic()
        bucket = self._refilled(address, now)
        bucket.minute.append(now)
        self._all_tries.append(now)
        return True

    def code_result(self, address: str, right: bool) -> None:
        """Count a code tried by ``address``: a wrong one towards the lockout of everyone."""
        now = time.monotonic()
        if right:
            self._trusted[address] = None
            self._trusted.move_to_end(address)
            while len(self._trusted) > MAX_TRUSTED:
                self._trusted.popitem(last=False)
            return
        self._wrong.append(now)
        if within_minute(self._wrong, now) >= WRONG_CODES_BEFORE_LOCKOUT:
            self.locked_until = now + LOCKOUT_S
            self._wrong.clear()


# --- rolls asked from a phone: the server never decides a rule; it checks who asks, bounds
# what is asked and how often, and hands it to the program's ``roll_for`` / ``odds_for``.

#: Per address: rolls per second once the burst is spent, the burst, and rolls per minute.
ROLL_RATE = 1.0
ROLL_BURST = 3.0
ROLLS_PER_MINUTE = 20
#: From every address together, rolls per minute: the log grows by at most this many a minute.
ALL_ROLLS_PER_MINUTE = 60
#: Addresses remembered for their own limits (the oldest forgotten first).
MAX_ROLL_ADDRESSES = 256
MAX_THROWS = 12
MAX_WORD = 64
MAX_DIFFICULTY_TEXT = 24

#: The program's side of a roll: the character the code opened and the request (bounded by
#: :func:`roll_request`) → what the phone is told. Raises :class:`RefusedError`.
RollFor = Callable[[int, Mapping[str, Any]], Mapping[str, Any]]


class RefusedError(Exception):
    """What the server or the program refuses a device: ``status`` (4xx, 500) and ``text`` for
    the player."""

    def __init__(self, status: int, text: str) -> None:
        super().__init__(text)
        self.status = status
        self.text = text


def _optional_word(data: Mapping[str, Any], name: str, most: int) -> str | None:
    value = data.get(name)
    if value is not None and (not isinstance(value, str) or len(value) > most):
        raise ValueError(name)
    return value


def _flag(data: Mapping[str, Any], name: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise ValueError(name)
    return value


def _throws(value: object) -> list[list[int]] | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) > MAX_THROWS or not all(
            isinstance(throw, list) and len(throw) == 3
            and all(type(die) is int and 1 <= die <= 10 for die in throw) for throw in value):
        raise ValueError("throws")
    return [list(throw) for throw in value]


def roll_request(data: object) -> dict[str, Any]:
    """The roll a phone asks for, keeping only the fields a roll has, each within its bounds
    (ValueError otherwise): ``skill`` (an id) or ``attribute`` (a key), ``specialisation``,
    ``difficulty`` (a name or a number), ``spend_token``, ``secret``, ``throws`` (lists of three
    d10). Anything else — a name, a player, another character — is dropped: who rolls is the
    server's to say."""
    if not isinstance(data, dict):
        raise ValueError("not an object")
    skill = data.get("skill")
    if skill is not None and (type(skill) is not int or not 0 < skill < 2**31):
        raise ValueError("skill")
    attribute = _optional_word(data, "attribute", 32)
    if (skill is None) == (attribute is None):
        raise ValueError("a skill or an attribute")
    difficulty = data.get("difficulty")
    if difficulty is not None and not (
            (type(difficulty) is int and 0 <= difficulty < 10_000)
            or (isinstance(difficulty, str) and len(difficulty) <= MAX_DIFFICULTY_TEXT)):
        raise ValueError("difficulty")
    return {
        "skill": skill, "attribute": attribute,
        "specialisation": _optional_word(data, "specialisation", MAX_WORD) or "",
        "difficulty": difficulty,
        "spend_token": _flag(data, "spend_token"), "secret": _flag(data, "secret"),
        "throws": _throws(data.get("throws")),
    }


class RollLimits(TokenBuckets):
    """How often rolls are taken: per address a token bucket (:data:`ROLL_RATE`, burst
    :data:`ROLL_BURST`) and a sliding minute (:data:`ROLLS_PER_MINUTE`), and a minute over every
    address together (:data:`ALL_ROLLS_PER_MINUTE`)."""

    def __init__(self) -> None:
        super().__init__(ROLL_RATE, ROLL_BURST, MAX_ROLL_ADDRESSES)
        self._all: collections.deque[float] = collections.deque()

    def allow(self, address: str) -> bool:
        """Whether ``address`` may roll now (counted when it may)."""
        now = time.monotonic()
        bucket = self._refilled(address, now)
        if (within_minute(bucket.minute, now) >= ROLLS_PER_MINUTE
                or within_minute(self._all, now) >= ALL_ROLLS_PER_MINUTE or bucket.tokens < 1):
            return False
        bucket.tokens -= 1
        bucket.minute.append(now)
        self._all.append(now)
        return True


class OneLineHandler(logging.Handler):
    """A log record in one line (an exception's type and message, never its traceback), written
    to the stderr of the moment (a test may have swapped it since the server began)."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            line = f"{logging.Formatter().formatTime(record)} {record.name}: {record.getMessage()}"
            if record.exc_info and record.exc_info[1] is not None:
                error = record.exc_info[1]
                line += f": {type(error).__name__}: {error}"
            # A request's own line breaks stay on this line.
            sys.stderr.write(" ".join(line.split()) + "\n")
        except Exception:
            self.handleError(record)


SERVER_LOGGERS = ("aiohttp.server", "aiohttp.web", "aiohttp.access", "aiohttp.websocket")


def configure_logging() -> None:
    """Let aiohttp's complaints about a device's request cost one line on stderr each."""
    for name in SERVER_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(handler, OneLineHandler) for handler in logger.handlers):
            logger.addHandler(OneLineHandler(logging.WARNING))
        logger.propagate = False
