"""Eight phones for :mod:`benchmarks.players_hands`, in a process of their own (no Qt here).

Phones are other machines: run in the GM's process, even on a thread of their own, their work
would take Python's lock from the GM's thread and count as the program's. The process talks to
the benchmark over a pipe: ``("roll", phone, die)`` makes that phone roll Físico with the dice
1, ``die``, 9 typed and answers when it was sent; ``("stop",)`` closes the phones and answers
what each saw — every new public roll (its text and when it came) and when it had fetched each
handout it was sent. Times are ``time.perf_counter()``, one clock for every process on Linux.
"""

from __future__ import annotations

import asyncio
import json
import time
from multiprocessing.connection import Connection
from typing import Any

import aiohttp


class Phones:
    """The phones, each from its own loopback address, each with a player's sheet open."""

    def __init__(self, base: str, secret: str, sheets: list[tuple[int, str]]) -> None:
        self.base = base
        self.secret = secret
        self.sheets = sheets  # (character id, code) per phone
        self.rolls_seen: list[list[tuple[str, float]]] = [[] for _ in sheets]
        self.handouts_fetched: list[list[float]] = [[] for _ in sheets]
        self.sockets: list[aiohttp.ClientWebSocketResponse | None] = [None] * len(sheets)
        self.joined = asyncio.Event()
        self._waiting = len(sheets)

    async def phone(self, index: int, client: aiohttp.ClientSession) -> None:
        character, code = self.sheets[index]
        async with client.ws_connect(f"{self.base}/ws?k={self.secret}") as socket:
            self.sockets[index] = socket
            await socket.send_str(json.dumps({"type": "sheet", "character": character,
                                              "code": code}))
            last_roll = None
            async for message in socket:
                if message.type != aiohttp.WSMsgType.TEXT:
                    continue
                data = json.loads(message.data)
                kind = data.get("type")
                if kind == "sheet":
                    self._waiting -= 1
                    if self._waiting == 0:
                        self.joined.set()
                elif kind == "state" and data.get("roll") != last_roll:
                    last_roll = data.get("roll")
                    if last_roll is not None:
                        self.rolls_seen[index].append((last_roll["text"], time.perf_counter()))
                elif kind == "handouts" and data.get("newest") is not None:
                    await self.fetch(index, client, int(data["newest"]))

    async def fetch(self, index: int, client: aiohttp.ClientSession, handout_id: int) -> None:
        async with client.post(f"{self.base}/api/handout?k={self.secret}",
                               json={"id": handout_id}) as answer:
            if answer.status != 200:
                raise SystemExit(f"a phone could not fetch handout {handout_id}: {answer.status}")
            await answer.read()
        self.handouts_fetched[index].append(time.perf_counter())

    async def roll(self, index: int, die: int) -> float:
        socket = self.sockets[index]
        assert socket is not None
        sent = time.perf_counter()
        await socket.send_str(json.dumps({"type": "roll", "attribute": "fisico",
                                          "throws": [[1, die, 9]]}))
        return sent


async def serve(base: str, secret: str, sheets: list[tuple[int, str]],
                pipe: Connection) -> None:
    phones = Phones(base, secret, sheets)
    clients = [aiohttp.ClientSession(connector=aiohttp.TCPConnector(
        local_addr=(f"127.0.1.{index + 1}", 0))) for index in range(len(sheets))]
    loop = asyncio.get_running_loop()
    tasks = [asyncio.create_task(phones.phone(index, client))
             for index, client in enumerate(clients)]
    try:
        await asyncio.wait_for(phones.joined.wait(), 10)
        pipe.send(("joined",))
        while True:
            asked: tuple[Any, ...] = await loop.run_in_executor(None, pipe.recv)
            if asked[0] == "roll":
                pipe.send(("sent", await phones.roll(asked[1], asked[2])))
            else:
                break
        for socket in phones.sockets:
            if socket is not None:
                await socket.close()
        await asyncio.gather(*tasks, return_exceptions=True)
        pipe.send(("seen", phones.rolls_seen, phones.handouts_fetched))
    finally:
        for client in clients:
            await client.close()


def run(base: str, secret: str, sheets: list[tuple[int, str]], pipe: Connection) -> None:
    """The phones' process: serve ``pipe`` until it says stop."""
    asyncio.run(serve(base, secret, sheets, pipe))
