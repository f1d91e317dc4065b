"""The players' hands under 8 phones: a phone's roll and a handout shown, as
:mod:`benchmarks.players` runs them; imported by it (one figure a line, ``name: value unit``).

8 phones (each from its own loopback address, on a thread and loop of their own, as other
machines would be) open a player's sheet with its code; the table screen is open.

- ``phone_roll_to_banner_median`` / ``_p95``: from the moment a phone sends a roll (an attribute
  check with the three dice typed) to the moment the table screen's banner shows its line.
- ``phone_roll_to_other_phones_median`` / ``_p95``: from the same moment to the moment the last
  of the 7 other phones has the new public roll.
- ``handout_to_table_median`` / ``_p95``: from the GM's *Show to the table* to the moment the
  table screen's overlay holds the handout with its picture decoded (a 2600 × 1800 PNG).
- ``handout_to_phones_median`` / ``_p95``: from the same moment to the moment the last of the 8
  phones has the handout's message and has fetched its picture.
- ``hands_gui_block_longest``: the longest the GM's (GUI) thread went without turning its
  event loop during all of the above (target: under 16 ms).
"""

from __future__ import annotations

import asyncio
import json
import statistics
import threading
import time
from collections.abc import Callable, Coroutine, Sequence
from functools import partial
from typing import Any

import aiohttp
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QImage

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.handout_commands import AddHandout
from ryf_desktop.session.present import players_view_of
from ryf_desktop.ui.players_web import PlayersWeb
from ryf_desktop.ui.table_screen.window import TableScreenWindow

PHONES = 8
ROLLS = 24
# Phones roll in turn, one roll every ROLL_GAP_S: each phone rolls every 8 × 0.35 s, inside the
# server's bounds for one device (one a second, a burst of three) and for all (sixty a minute).
ROLL_GAP_S = 0.35
SHOWS = 12
HANDOUT_SIZE = (2600, 1800)


def percentile_95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(len(ordered) * 0.95) - 1)]


def png(width: int, height: int, colour: str) -> bytes:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]
    return bytes(data.data())


class Phones:
    """``PHONES`` phones on their own thread and loop: each opens its player's sheet, notes when
    a new public roll arrives, and fetches every handout it is sent."""

    def __init__(self, base: str, secret: str, sheets: list[tuple[int, str]]) -> None:
        self.base = base
        self.secret = secret
        self.sheets = sheets  # (character id, code) per phone
        # Each new public roll a phone is sent: its text and when it came.
        self.rolls_seen: list[list[tuple[str, float]]] = [[] for _ in range(PHONES)]
        self.handouts_fetched: list[list[float]] = [[] for _ in range(PHONES)]
        self.joined = [False] * PHONES
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self._sockets: list[aiohttp.ClientWebSocketResponse | None] = [None] * PHONES
        self._stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._all())

    def call(self, work: Coroutine[Any, Any, Any]) -> asyncio.Future[Any]:
        """Run ``work`` on the phones' loop; the future is the GUI loop's to await."""
        return asyncio.wrap_future(asyncio.run_coroutine_threadsafe(work, self.loop))

    async def _all(self) -> None:
        self._stop = asyncio.Event()
        clients = [aiohttp.ClientSession(connector=aiohttp.TCPConnector(
            local_addr=(f"127.0.1.{index + 1}", 0))) for index in range(PHONES)]
        try:
            tasks = [asyncio.create_task(self._phone(index, clients[index]))
                     for index in range(PHONES)]
            await self._stop.wait()
            for socket in self._sockets:
                if socket is not None:
                    await socket.close()
            await asyncio.gather(*tasks, return_exceptions=True)
        finally:
            for client in clients:
                await client.close()

    async def _phone(self, index: int, client: aiohttp.ClientSession) -> None:
        character, code = self.sheets[index]
        async with client.ws_connect(f"{self.base}/ws?k={self.secret}") as socket:
            self._sockets[index] = socket
            await socket.send_str(json.dumps({"type": "sheet", "character": character,
                                              "code": code}))
            last_roll = None
            async for message in socket:
                if message.type != aiohttp.WSMsgType.TEXT:
                    continue
                data = json.loads(message.data)
                kind = data.get("type")
                if kind == "sheet":
                    self.joined[index] = True
                    if all(self.joined):
                        self.ready.set()
                elif kind == "state" and data.get("roll") != last_roll:
                    last_roll = data.get("roll")
                    if last_roll is not None:
                        self.rolls_seen[index].append((last_roll["text"], time.perf_counter()))
                elif kind == "handouts" and data.get("newest") is not None:
                    await self._fetch(index, client, int(data["newest"]))

    async def _fetch(self, index: int, client: aiohttp.ClientSession, handout_id: int) -> None:
        async with client.post(f"{self.base}/api/handout?k={self.secret}",
                               json={"id": handout_id}) as answer:
            if answer.status != 200:
                raise SystemExit(f"a phone could not fetch handout {handout_id}: {answer.status}")
            await answer.read()
        self.handouts_fetched[index].append(time.perf_counter())

    async def roll(self, index: int, die: int) -> float:
        """Phone ``index`` rolls Físico with the dice 1, ``die``, 9 typed; when it was sent."""
        socket = self._sockets[index]
        assert socket is not None
        sent = time.perf_counter()
        await socket.send_str(json.dumps({"type": "roll", "attribute": "fisico",
                                          "throws": [[1, die, 9]]}))
        return sent

    async def stop(self) -> None:
        assert self._stop is not None
        self._stop.set()


async def until(done: Callable[[], object], what: str, seconds: float = 5.0) -> None:
    deadline = time.perf_counter() + seconds
    while not done():
        if time.perf_counter() > deadline:
            raise SystemExit(f"never happened: {what}")
        await asyncio.sleep(0.001)


def every(checks: Sequence[Callable[[], object]]) -> bool:
    return all(check() for check in checks)


def longer(items: list[float], than: int) -> bool:
    return len(items) > than


def first_since(seen: list[tuple[str, float]], sent: float,
                text: str | None = None) -> tuple[str, float] | None:
    """The first of ``seen`` (text, time) at or after ``sent`` (with ``text``, when given)."""
    return next(((said, at) for said, at in seen
                 if at >= sent and (text is None or said == text)), None)


async def measure_rolls(phones: Phones, banner: list[tuple[str, float]]) -> dict[str, float]:
    to_banner: list[float] = []
    to_others: list[float] = []
    for step in range(ROLLS):
        roller = step % PHONES
        sent = await phones.call(phones.roll(roller, 2 + step % 7))
        await until(partial(first_since, banner, sent), "the banner")
        shown = first_since(banner, sent)
        assert shown is not None
        text, shown_at = shown
        others = [seen for index, seen in enumerate(phones.rolls_seen) if index != roller]
        arrivals = [partial(first_since, seen, sent, text) for seen in others]
        await until(partial(every, arrivals), "the other phones")
        to_banner.append(shown_at - sent)
        to_others.append(max(arrived()[1] for arrived in arrivals  # type: ignore[index]
                             ) - sent)
        await asyncio.sleep(ROLL_GAP_S)
    return {
        "phone_roll_to_banner_median": statistics.median(to_banner) * 1000,
        "phone_roll_to_banner_p95": percentile_95(to_banner) * 1000,
        "phone_roll_to_other_phones_median": statistics.median(to_others) * 1000,
        "phone_roll_to_other_phones_p95": percentile_95(to_others) * 1000,
    }


def add_handouts(session: CampaignSession) -> list[int]:
    """Three picture handouts, added before the clock runs (the dock proves a picture off the
    GUI thread before it pushes; here the command decodes it)."""
    handouts = []
    for colour in ("#884422", "#224488", "#448822"):
        command = AddHandout(session, f"Mapa {colour}", "", png(*HANDOUT_SIZE, colour))
        assert session.push(command)
        assert command.handout_id is not None
        handouts.append(command.handout_id)
    return handouts


async def measure_handouts(session: CampaignSession, handouts: list[int], phones: Phones,
                           window: TableScreenWindow) -> dict[str, float]:
    players = players_view_of(session)
    overlay = window.handout
    to_table: list[float] = []
    to_phones: list[float] = []
    for step in range(SHOWS):
        handout = handouts[step % len(handouts)]
        before = [len(fetched) for fetched in phones.handouts_fetched]
        started = time.perf_counter()
        players.show_handout(handout)

        def on_the_table(handout: int = handout) -> bool:
            current = overlay.shown
            return (current is not None and current.handout_id == handout
                    and not overlay.picture.isNull())

        await until(on_the_table, "the handout on the table screen")
        to_table.append(time.perf_counter() - started)
        fetched_since = [partial(longer, fetched, was)
                         for fetched, was in zip(phones.handouts_fetched, before, strict=True)]
        await until(partial(every, fetched_since), "the handout on 8 phones")
        to_phones.append(max(fetched[-1] for fetched in phones.handouts_fetched) - started)
        await asyncio.sleep(0.1)
    return {
        "handout_to_table_median": statistics.median(to_table) * 1000,
        "handout_to_table_p95": percentile_95(to_table) * 1000,
        "handout_to_phones_median": statistics.median(to_phones) * 1000,
        "handout_to_phones_p95": percentile_95(to_phones) * 1000,
    }


async def measure_hands(web: PlayersWeb, session: CampaignSession, window: TableScreenWindow,
                        ticker_of: Callable[[], Any]) -> dict[str, float]:
    """The figures of the module's docstring; ``ticker_of`` makes the GUI-block ticker."""
    banner: list[tuple[str, float]] = []
    show_roll = window.banner.show_roll

    def noted(text: str, detail: str = "", line: Any = None) -> None:
        show_roll(text, detail, line)
        banner.append((text, time.perf_counter()))

    window.banner.show_roll = noted  # type: ignore[method-assign]
    server = await web.start(session, "127.0.0.1", 0)
    # The roll limits are per device: each phone is its own; the codes' ones are not at stake.
    characters = sorted(server.codes)
    sheets = [(characters[index % len(characters)],
               server.codes[characters[index % len(characters)]]) for index in range(PHONES)]
    phones = Phones(f"http://127.0.0.1:{server.port}", server.secret, sheets)
    phones.thread.start()
    await until(phones.ready.is_set, "8 phones joined", 10)
    await asyncio.sleep(0.3)
    handouts = add_handouts(session)
    await asyncio.sleep(0.3)
    ticker = ticker_of()
    figures = await measure_rolls(phones, banner)
    figures |= await measure_handouts(session, handouts, phones, window)
    figures["hands_gui_block_longest"] = ticker.stop() * 1000
    await phones.call(phones.stop())
    phones.thread.join(5)
    await web.stop()
    return figures
