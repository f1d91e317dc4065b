"""The players' web view under 8 devices; prints one figure a line, ``name: value unit``.

The demo campaign is served on 127.0.0.1; 8 WebSocket clients run in a thread of their own (as
phones would be other machines, their work must not land on the GM's thread). A goblin is moved
back and forth ``STEPS`` times, one committed command each.

- ``commit_to_all_clients_median`` / ``_p95``: from just before the command is pushed (its
  commit) to the moment the last of the 8 clients has received the new picture.
- ``gui_block_longest``: the longest the GM's (GUI) thread was busy without turning its event
  loop meanwhile, measured by a 1 ms timer's late ticks, with the 8 devices connected; and
  ``gui_block_longest_without_web`` for the same moves with the server off (the command's own
  commit and the GM's scene). What the devices add is the difference (target: under 16 ms).
- ``publish_on_gui_longest``: the longest single publication step on the GUI thread (render of
  the players' scene, the state, the sheets; the PNG is encoded off it).
- ``first_publish_on_start``: the first publication, which builds the players' scene, once.
- ``picture_bytes``: the size of the picture sent (PNG), and ``state_bytes`` of the state.

Then the players' hands (:mod:`benchmarks.players_hands`): a phone's roll to the table screen's
banner and the other phones, a handout shown to the table screen and 8 phones, and the longest
GUI block meanwhile.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The checkout this script is in, not whichever the environment has installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import aiohttp
import qasync
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from benchmarks.players_hands import measure_hands
from ryf_desktop.app import configure_qt_threads
from ryf_desktop.session import CampaignSession, ensure_demo_campaign
from ryf_desktop.session.map_commands import MoveToken
from ryf_desktop.session.present import players_view_of
from ryf_desktop.ui.players_web import PlayersWeb
from ryf_desktop.ui.table_screen import TableScreenState
from ryf_desktop.ui.table_screen.window import TableScreenWindow

CLIENTS = 8
STEPS = 30
DEMO_MAP = 1
# Goblin 1 and two free squares it walks between.
TOKEN, SQUARES = 5, ((13, 10), (13, 11))


class Clients:
    """``CLIENTS`` WebSocket clients on their own loop and thread, counting pictures."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.counts = [0] * CLIENTS
        self.last_at = [0.0] * CLIENTS
        self.picture_bytes = 0
        self.state_bytes = 0
        self.ready = threading.Event()
        self.stop = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run()), daemon=True)

    async def _client(self, index: int, session: aiohttp.ClientSession) -> None:
        async with session.ws_connect(self.url) as socket:
            while not self.stop.is_set():
                try:
                    message = await socket.receive(timeout=0.2)
                except TimeoutError:
                    continue
                if message.type == aiohttp.WSMsgType.BINARY:
                    self.last_at[index] = time.perf_counter()
                    self.counts[index] += 1
                    self.picture_bytes = len(message.data)
                elif message.type == aiohttp.WSMsgType.TEXT:
                    self.state_bytes = max(self.state_bytes, len(message.data.encode()))
                else:
                    return

    async def _run(self) -> None:
        # Each phone from its own loopback address, as each has its own on a Wi-Fi (the server
        # gives one address only a few WebSockets).
        sessions = [aiohttp.ClientSession(connector=aiohttp.TCPConnector(
            local_addr=(f"127.0.1.{i + 1}", 0))) for i in range(CLIENTS)]
        try:
            tasks = [asyncio.create_task(self._client(i, sessions[i])) for i in range(CLIENTS)]
            await asyncio.sleep(0.5)
            self.ready.set()
            await asyncio.gather(*tasks)
        finally:
            for session in sessions:
                await session.close()


class Ticker:
    """A 1 ms timer on the GUI thread; ``longest`` is the widest gap between its ticks."""

    def __init__(self) -> None:
        self.longest = 0.0
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setInterval(1)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self._last)
        self._last = now

    def stop(self) -> float:
        self._timer.stop()
        return self.longest


async def without_web(session: CampaignSession) -> float:
    """The longest GUI block for the same moves with no server."""
    ticker = Ticker()
    for step in range(STEPS):
        assert session.push(MoveToken(session, TOKEN, *SQUARES[step % 2]))
        await asyncio.sleep(0.08)
    return ticker.stop() * 1000


async def measure(web: PlayersWeb, session: CampaignSession) -> dict[str, float]:
    baseline = await without_web(session)
    server = await web.start(session, "127.0.0.1", 0)
    clients = Clients(f"http://127.0.0.1:{server.port}/ws?k={server.secret}")
    clients.thread.start()
    while not clients.ready.is_set():
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.5)
    feed = web.feed
    assert feed is not None
    # The first publication builds the players' scene (once, when the GM presses Start): apart.
    first_publish = feed.longest_publish_s
    feed.longest_publish_s = 0.0
    ticker = Ticker()
    delays: list[float] = []
    for step in range(STEPS):
        before = list(clients.counts)
        started = time.perf_counter()
        ok = session.push(MoveToken(session, TOKEN, *SQUARES[step % 2]))
        assert ok
        deadline = started + 5
        while any(now <= was for now, was in zip(clients.counts, before, strict=True)):
            if time.perf_counter() > deadline:
                raise SystemExit("a client never got the picture")
            await asyncio.sleep(0.001)
        delays.append(max(clients.last_at) - started)
        await asyncio.sleep(0.05)
    longest_block = ticker.stop()
    clients.stop.set()
    clients.thread.join(5)
    await web.stop()
    delays.sort()
    return {
        "commit_to_all_clients_median": statistics.median(delays) * 1000,
        "commit_to_all_clients_p95": delays[int(len(delays) * 0.95) - 1] * 1000,
        "gui_block_longest": longest_block * 1000,
        "gui_block_longest_without_web": baseline,
        "publish_on_gui_longest": feed.longest_publish_s * 1000,
        "first_publish_on_start": first_publish * 1000,
        "picture_bytes": float(clients.picture_bytes),
        "state_bytes": float(clients.state_bytes),
    }


def main() -> int:
    configure_qt_threads()
    app = QApplication(sys.argv[:1])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    folder = Path(tempfile.mkdtemp())
    session = CampaignSession.open(ensure_demo_campaign(folder / "demo.ryf"))
    state = TableScreenState()
    # The GM's choice goes to the campaign's players' view (the table screen attaches it so).
    state.attach(players_view_of(session))
    state.set_map_id(DEMO_MAP)
    web = PlayersWeb(state)
    figures = loop.run_until_complete(measure(web, session))
    window = TableScreenWindow(TableScreenState())
    window.set_session(session)
    window.show()
    figures |= loop.run_until_complete(measure_hands(web, session, window, Ticker))
    window.close()
    session.close()
    loop.close()
    units = {"picture_bytes": "B", "state_bytes": "B"}
    for name, value in figures.items():
        unit = units.get(name, "ms")
        print(f"{name}: {value:.0f} {unit}" if unit == "B" else f"{name}: {value:.1f} {unit}")
    print(f"clients: {CLIENTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
