"""Nobody on the network can starve the players' server, even without the join key (bounded
loops, loopback addresses only: 127.0.0.0/8).

- 1,000 half-open connections (from 1,000 addresses; half send nothing, half a head cut short)
  are closed within the idle timeout, the program's open files stay far under a desktop's 1,024
  (the open-file limit is lowered to 1,024 for the test), and meanwhile a real player reads the
  page and the map over a WebSocket and the campaign takes a backup.
- 1,100 addresses trying codes get at most the global allowance answered, then a lockout that a
  new address does not reset; a device that opened its sheet before keeps its access.
- One device opening 100 WebSockets gets its few slots, and a real player still gets one.
- One address holds at most its share of connections; a body sent too slowly gets 408.
- A malformed request costs one line on stderr, not a traceback.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from PySide6.QtWidgets import QApplication

from ryf_desktop.ui.players_web import guard as guard_module
from ryf_desktop.ui.players_web import server as server_module
from tests.players_web.scenario import ALEX, MARTA, Served
from tests.players_web.test_players_security import next_of

resource = pytest.importorskip("resource", reason="RLIMIT_NOFILE is a POSIX limit")
ROOT = Path(__file__).resolve().parents[2]
DESKTOP_FILES = 1024
IDLE_S = 2.0


@pytest.fixture
def served(qapp: QApplication, tmp_path: Path) -> Iterator[Served]:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    # A desktop's limit: 1,000 sockets held open would exhaust it without the guard.
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(DESKTOP_FILES, hard), hard))
    try:
        table = Served(qapp, tmp_path)
        yield table
        table.close()
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def open_files() -> int:
    return sum(1 for _ in Path("/proc/self/fd").iterdir())


async def attacker(*args: object) -> asyncio.subprocess.Process:
    def raise_limit() -> None:  # the attacker is another machine: its own, full, limit
        _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))

    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.players_web.flood", *map(str, args), cwd=ROOT,
        stdout=asyncio.subprocess.PIPE, preexec_fn=raise_limit)


async def result_of(process: asyncio.subprocess.Process) -> dict[str, int]:
    out, _ = await asyncio.wait_for(process.communicate(), 120)
    assert process.returncode == 0
    parsed: dict[str, int] = json.loads(out)
    return parsed


async def real_player(served: Served) -> dict[str, Any]:
    """What a real phone at 127.0.0.1 gets: the page, and on the socket the state and map."""
    seen: dict[str, Any] = {}
    timeout = aiohttp.ClientTimeout(total=15)
    async with aiohttp.ClientSession(timeout=timeout) as client:
        async with client.get(served.url("/")) as page:
            seen["page"] = page.status
        async with client.ws_connect(served.url("/ws")) as socket:
            kinds = []
            for _ in range(3):
                message = await socket.receive(timeout=10)
                kinds.append("picture" if message.type == aiohttp.WSMsgType.BINARY
                             else json.loads(message.data)["type"])
            seen["socket"] = kinds
    return seen


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="counts open files in /proc")
def test_a_thousand_half_open_connections_starve_neither_players_nor_backups(
    served: Served,
) -> None:
    seen: dict[str, Any] = {}

    async def walk() -> None:
        server = await served.start()
        assert server.guard.limit == DESKTOP_FILES // guard_module.FILE_LIMIT_SHARE
        server.guard.idle_timeout = IDLE_S
        files_before = open_files()
        flood = await attacker("half-open", server.port, 1000, 4 * IDLE_S)
        most_files = 0
        for _ in range(40):  # while the flood connects
            await asyncio.sleep(0.05)
            most_files = max(most_files, open_files())
        seen["player"] = await real_player(served)
        backup = await asyncio.wrap_future(served.session.backup_now_async())
        seen["backup"] = backup.path.is_file()
        for _ in range(20):
            await asyncio.sleep(0.05)
            most_files = max(most_files, open_files())
        seen["flood"] = await result_of(flood)
        seen["extra_files"] = most_files - files_before
        seen["held_after"] = server.guard.open_count
        seen["player_after"] = await real_player(served)

    served.run(walk)
    assert seen["player"] == seen["player_after"] == {
        "page": 200, "socket": ["state", "characters", "picture"]}
    assert seen["backup"]
    flood = seen["flood"]
    # Every connection was refused or closed by the server: none outlived the hold.
    assert flood.get("still_open", 0) == 0 and flood.get("answered", 0) == 0, flood
    assert flood["connected"] + flood.get("not_connected", 0) == 1000
    assert flood["connected"] >= 900, flood
    # The devices never cost more files than the guard's share, plus the sockets accepted but not
    # yet turned away (asyncio accepts a backlog's worth at one wake-up and closes the refused
    # ones a few loop turns later), the real player's sockets (both ends in this process) and
    # the backup's files. Without the guard the flood would hold all 1,000.
    in_flight = 3 * server_module.LISTEN_BACKLOG
    assert seen["extra_files"] <= (
        DESKTOP_FILES // guard_module.FILE_LIMIT_SHARE + in_flight + 48), seen
    assert seen["held_after"] <= 1


async def sheet_answer(client: aiohttp.ClientSession, served: Served, character: int) -> str:
    """What a phone at 127.0.0.1 is answered when it opens ``character``'s sheet with its right
    code: ``sheet``, or ``refused`` and the status."""
    async with client.ws_connect(served.url("/ws")) as socket:
        await socket.send_str(json.dumps({"type": "sheet", "character": character,
                                          "code": served.server.codes[character]}))
        answer = await next_of(socket, "sheet", "refused")
    return "sheet" if answer["type"] == "sheet" else f"refused {answer['status']}"


def test_eleven_hundred_addresses_trying_codes_meet_one_global_lockout(served: Served) -> None:
    seen: dict[str, Any] = {}

    async def walk() -> None:
        server = await served.start()
        timeout = aiohttp.ClientTimeout(total=15)
        async with aiohttp.ClientSession(timeout=timeout) as client:
            # A player opened a sheet before the flood.
            seen["before"] = await sheet_answer(client, served, ALEX)
            flood = await attacker("codes", server.port, server.secret, MARTA, 1100, 3)
            seen["flood"] = await result_of(flood)
            # A fresh address after the flood: still locked out.
            seen["fresh"] = (await result_of(await attacker(
                "codes", server.port, server.secret, MARTA, 1, 1)))
            seen["marta"] = await sheet_answer(client, served, MARTA)

    served.run(walk)
    flood = seen["flood"]
    assert seen["before"] == "sheet"
    assert sum(flood.values()) == 3300
    # No more wrong codes were checked than the lockout allows: the rest were 429 unread.
    assert flood.get("403", 0) <= guard_module.WRONG_CODES_BEFORE_LOCKOUT, flood
    assert flood.get("429", 0) >= 3300 - guard_module.ALL_CODE_TRIES_PER_MINUTE, flood
    assert seen["fresh"] == {"429": 1}
    # The device that opened its sheet before (127.0.0.1) keeps its access: Marta's right code
    # from it is checked and opens her sheet.
    assert seen["marta"] == "sheet"


def test_one_device_cannot_hold_every_websocket_slot(served: Served) -> None:
    statuses: list[int] = []
    seen: dict[str, Any] = {}

    async def walk() -> None:
        await served.start()
        upgrade = {"Upgrade": "websocket", "Connection": "Upgrade",
                   "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="}
        connector = aiohttp.TCPConnector(local_addr=("127.3.0.1", 0), limit=0)
        async with contextlib.AsyncExitStack() as stack:
            client = await stack.enter_async_context(aiohttp.ClientSession(connector=connector))
            for _ in range(100):
                answer = await stack.enter_async_context(
                    client.get(served.url("/ws"), headers=upgrade))
                statuses.append(answer.status)
            seen["player"] = await real_player(served)

    served.run(walk)
    assert statuses.count(101) == server_module.MAX_SOCKETS_PER_ADDRESS
    assert statuses.count(101) + statuses.count(503) + statuses.count(429) == 100
    assert seen["player"] == {"page": 200, "socket": ["state", "characters", "picture"]}


def test_a_malformed_request_costs_one_line_not_a_traceback(
    served: Served, capfd: pytest.CaptureFixture[str]
) -> None:
    async def walk() -> None:
        server = await served.start()
        long_header = b"GET / HTTP/1.1\r\nHost: a\r\nX: " + b"a" * 20000 + b"\r\n\r\n"
        for junk in (b"\x16\x03\x01garbage\r\n\r\n", long_header, b"GET /\x00 HTTP/1.1\r\n\r\n"):
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
            writer.write(junk)
            with contextlib.suppress(ConnectionError):
                await asyncio.wait_for(reader.read(4096), 5)
            writer.close()
        await asyncio.sleep(0.2)

    capfd.readouterr()
    served.run(walk)
    err = capfd.readouterr().err
    lines = [line for line in err.splitlines() if "aiohttp" in line]
    assert "Traceback" not in err and 'File "' not in err
    assert 1 <= len(lines) <= 3, err


def test_one_address_holds_its_share_of_connections_and_a_slow_body_is_cut(
    served: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server_module, "BODY_TIMEOUT_S", 0.5)
    seen: dict[str, Any] = {}

    async def walk() -> None:
        server = await served.start()
        held = []
        for _ in range(40):
            held.append(await asyncio.open_connection(
                "127.0.0.1", server.port, local_addr=("127.5.0.1", 0)))
        await asyncio.sleep(0.3)
        seen["held"] = server.guard.open_count
        for _reader, writer in held:
            writer.close()
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        writer.write(f"POST /api/handout?k={server.secret} HTTP/1.1\r\nHost: a\r\n"
                     "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{".encode())
        seen["slow body"] = (await asyncio.wait_for(reader.readline(), 5)).decode().strip()
        writer.close()
        seen["player"] = await real_player(served)

    served.run(walk)
    assert seen["held"] == guard_module.MAX_CONNECTIONS_PER_ADDRESS
    assert seen["slow body"] == "HTTP/1.1 408 Request Timeout"
    assert seen["player"] == {"page": 200, "socket": ["state", "characters", "picture"]}
