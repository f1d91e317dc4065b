"""A hostile device for the players' server's tests, run as a process of its own (its sockets are
its own file descriptors, as another machine's would be). Loopback only: every address it uses
is in 127.0.0.0/8, and it connects only to 127.0.0.1.

``python -m tests.players_web.flood half-open PORT COUNT HOLD_S``
    COUNT connections, each from its own loopback address, half sending nothing and half a
    request's head cut short; held HOLD_S seconds. Prints JSON: how many connected and how many
    the server closed within the hold.
``python -m tests.players_web.flood codes PORT KEY CHARACTER ADDRESSES TRIES``
    From each of ADDRESSES loopback addresses, TRIES wrong codes for CHARACTER, each asking for
    a private handout's picture (the one HTTP route that checks a code). Prints JSON: the count
    of each answer's status.
"""

from __future__ import annotations

import asyncio
import collections
import ipaddress
import json
import sys

HOST = "127.0.0.1"
# Addresses from 127.1.0.1 up: never 127.0.0.1, the real player's.
FIRST_ADDRESS = int(ipaddress.IPv4Address("127.1.0.1"))
CONNECT_AT_ONCE = 100
CONNECT_TIMEOUT_S = 10.0


def loopback(index: int) -> str:
    address = ipaddress.IPv4Address(FIRST_ADDRESS + index)
    assert address in ipaddress.IPv4Network("127.0.0.0/8")
    return str(address)


async def half_open(port: int, count: int, hold: float) -> dict[str, int]:
    gate = asyncio.Semaphore(CONNECT_AT_ONCE)
    tally: collections.Counter[str] = collections.Counter()

    async def one(index: int) -> None:
        async with gate:
            try:
                reader, writer = await asyncio.wait_for(asyncio.open_connection(
                    HOST, port, local_addr=(loopback(index), 0)), CONNECT_TIMEOUT_S)
            except (OSError, TimeoutError):
                tally["not_connected"] += 1
                return
        tally["connected"] += 1
        if index % 2:
            writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        try:
            data = await asyncio.wait_for(reader.read(1024), hold)
            tally["closed_by_server" if not data else "answered"] += 1
        except (ConnectionError, OSError):
            tally["closed_by_server"] += 1
        except TimeoutError:
            tally["still_open"] += 1
        writer.close()

    await asyncio.gather(*(one(index) for index in range(count)))
    return dict(tally)


async def codes(port: int, key: str, character: int, addresses: int,
                tries: int) -> dict[str, int]:
    gate = asyncio.Semaphore(CONNECT_AT_ONCE)
    tally: collections.Counter[str] = collections.Counter()
    body = json.dumps({"id": 1, "character": character, "code": "ZZZZZ"}).encode()
    request = (f"POST /api/handout?k={key} HTTP/1.1\r\nHost: {HOST}\r\n"
               f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
               "Connection: close\r\n\r\n").encode() + body

    async def one(index: int) -> None:
        for _ in range(tries):
            async with gate:
                try:
                    reader, writer = await asyncio.wait_for(asyncio.open_connection(
                        HOST, port, local_addr=(loopback(index), 0)), CONNECT_TIMEOUT_S)
                    writer.write(request)
                    head = await asyncio.wait_for(reader.readline(), CONNECT_TIMEOUT_S)
                    writer.close()
                except (OSError, TimeoutError):
                    tally["no_answer"] += 1
                    continue
            parts = head.split()
            tally[parts[1].decode() if len(parts) > 1 else "no_answer"] += 1

    await asyncio.gather(*(one(index) for index in range(addresses)))
    return dict(tally)


def main(argv: list[str]) -> int:
    mode, port = argv[0], int(argv[1])
    if mode == "half-open":
        result = asyncio.run(half_open(port, int(argv[2]), float(argv[3])))
    elif mode == "codes":
        result = asyncio.run(codes(port, argv[2], int(argv[3]), int(argv[4]), int(argv[5])))
    else:
        raise SystemExit(f"unknown mode {mode}")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
