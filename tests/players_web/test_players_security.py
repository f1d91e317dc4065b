"""No GM-only data reaches a player's device: after a hidden goblin attacks, the GM writes a
note and a catalog entry of their own and shows another player a handout, every route and every
pushed message is read, and none holds the goblin's name, the note, the entry, the campaign's
file, another player's sheet or handout; the picture has no pixel of the hidden goblin. A
player's code opens that player's sheet, rolls and handouts only: a phone cannot roll for
another character nor under another name, nor flood the log; bad requests get a 4xx and never
a traceback; requests, codes, bodies and devices are bounded; no path but the page's answers."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from ryf_desktop.session.map_commands import MoveToken
from ryf_desktop.session.map_queries import map_view
from ryf_desktop.ui.map.geometry import SQUARE_PX, map_rect
from ryf_desktop.ui.map.scene import MapScene
from ryf_desktop.ui.players_web import server as server_module
from ryf_desktop.ui.players_web.feed import MAX_PICTURE_PX
from ryf_desktop.ui.players_web.guard import ROLL_BURST, ROLLS_PER_MINUTE
from tests.players_web.scenario import (
    ALEX,
    DEMO_MAP,
    GM_ENTRY,
    GM_NOTE,
    HIDDEN,
    HIDDEN_TO,
    HIDDEN_TOKEN,
    MARTA,
    PRIVATE_TEXT,
    PRIVATE_TITLE,
    PUBLIC_TITLE,
    RAMON,
    SEEN_TOKEN,
    Served,
)

# How near a colour counts as the hidden token's fill, per channel.
TOLERANCE = 12
#: Routes the page never called, taken away: each answers 404 now, as any other path.
GONE_ROUTES = ("/api/state", "/api/map.png", "/api/sheet", "/api/roll", "/api/odds")


@pytest.fixture
def served(qapp: QApplication, tmp_path: Path) -> Iterator[Served]:
    table = Served(qapp, tmp_path)
    yield table
    table.close()


def forbidden(served: Served) -> list[str]:
    """What no player may ever read: the hidden goblin, the GM's note and entry, the file, and
    what only Marta's sheet holds."""
    session = served.session
    alex = session.character(ALEX)
    marta = session.character(MARTA)
    assert alex is not None and marta is not None
    alex_items = {item.name for item in alex.equipment}
    only_marta = [item.name for item in marta.equipment if item.name not in alex_items]
    assert only_marta  # the check of another's sheet can fail
    return [HIDDEN, GM_NOTE, GM_ENTRY, str(session.path), session.path.name,
            str(session.path.parent), *only_marta]


def near(image: QImage, colour: QColor, area: QRectF) -> int:
    """Pixels of ``image`` within ``area`` close to ``colour``."""
    count = 0
    for y in range(int(area.top()), int(area.bottom())):
        for x in range(int(area.left()), int(area.right())):
            pixel = QColor(image.pixel(x, y))
            if (abs(pixel.red() - colour.red()) <= TOLERANCE
                    and abs(pixel.green() - colour.green()) <= TOLERANCE
                    and abs(pixel.blue() - colour.blue()) <= TOLERANCE):
                count += 1
    return count


async def drained(socket: aiohttp.ClientWebSocketResponse,
                  pictures: list[bytes] | None = None) -> list[str]:
    """Every text ``socket`` was sent until it goes quiet; its pictures into ``pictures``."""
    texts: list[str] = []
    while True:
        try:
            message = await socket.receive(timeout=0.3)
        except TimeoutError:
            return texts
        if message.type == aiohttp.WSMsgType.BINARY:
            if pictures is not None:
                pictures.append(message.data)
        elif message.type == aiohttp.WSMsgType.TEXT:
            texts.append(message.data)
        else:
            return texts


def test_every_route_and_message_after_secrets_holds_no_gm_only_data(served: Served) -> None:
    bodies: list[str] = []
    pictures: list[bytes] = []

    async def walk() -> None:
        await served.start()
        async with aiohttp.ClientSession() as client, client.ws_connect(
                served.url("/ws")) as socket:
            await served.hidden_goblin_attacks()
            await served.gm_writes()
            private = served.handouts_shown()
            served.push(MoveToken(served.session, SEEN_TOKEN, 13, 10))
            await served.settle(150)
            # Alex's player opens Alex's sheet over the socket.
            await socket.send_str(json.dumps(
                {"type": "sheet", "character": ALEX, "code": served.server.codes[ALEX]}))
            await served.settle(100)
            bodies.extend(await drained(socket, pictures))
            gets: list[tuple[str, dict[str, str | None]]] = [
                ("/", {}), ("/nowhere", {}), ("/", {"k": "wrong"}), ("/", {"k": None}),
                *((route, {}) for route in GONE_ROUTES)]
            for route, query in gets:
                async with client.get(served.url(route, **query)) as response:
                    bodies.append(await response.text())
            for character, code in ((ALEX, served.server.codes[ALEX]),
                                    (ALEX, served.server.codes[MARTA]),
                                    (MARTA, "XXXXX"), (RAMON, served.server.codes[ALEX])):
                asked = {"character": character, "code": code}
                for kind in ("sheet", "odds", "roll"):
                    await socket.send_str(json.dumps(
                        {"type": kind, **asked, "attribute": "fisico", "difficulty": "normal"}))
                async with client.post(served.url("/api/handout"), json={
                        **asked, "id": private}) as response:
                    bodies.append(await response.text())
            async with client.post(served.url("/api/handout"), json={"id": private}) as response:
                bodies.append(await response.text())
            await served.settle(100)
            bodies.extend(await drained(socket))

    served.run(walk)
    # JSON read back and written unescaped: a name escaped as \\u00e1 must not slip past.
    texts = "\n".join(json.dumps(json.loads(body), ensure_ascii=False)
                      if body.startswith(("{", "[")) else body for body in bodies)
    for secret in [*forbidden(served), PRIVATE_TITLE, PRIVATE_TEXT]:
        assert secret not in texts, secret
    assert "Traceback" not in texts and "File \"" not in texts
    # Reading is not vacuous: the public parts are there.
    assert "Álex Rivera" in texts and "Goblin 1" in texts and '"round": 1' in texts
    assert PUBLIC_TITLE in texts
    assert any(json.loads(body).get("type") == "sheet" for body in bodies
               if body.startswith("{"))
    assert served.session.name in texts
    # Goblin 2 is still acting: the order stays as it was shown, with its highlight, so not even
    # a blank highlight tells the players that someone unseen acts.
    states = [json.loads(body) for body in bodies if body.startswith('{"type": "state"')]
    acting = served.combat().active
    assert acting is not None and acting.name == HIDDEN
    active = [entry["name"] for entry in states[-1]["turn"] if entry["active"]]
    assert len(active) == 1 and active[0] != HIDDEN
    # Every picture lacks the hidden goblin, which the GM's own picture shows.
    assert len(pictures) >= 2
    token = next(t for t in map_view(served.session.model, DEMO_MAP).tokens if t.id == HIDDEN_TOKEN)
    colour = QColor(token.colour)
    view = map_view(served.session.model, DEMO_MAP)
    zoom = min(1.0, MAX_PICTURE_PX / max(map_rect(view.width, view.height).width(),
                                         map_rect(view.width, view.height).height()))
    square = QRectF(HIDDEN_TO[0] * SQUARE_PX * zoom, HIDDEN_TO[1] * SQUARE_PX * zoom,
                    SQUARE_PX * zoom, SQUARE_PX * zoom)
    gm_scene = MapScene(served.session, DEMO_MAP, audience="gm")
    gm_image = QImage(round(map_rect(view.width, view.height).width() * zoom),
                      round(map_rect(view.width, view.height).height() * zoom),
                      QImage.Format.Format_RGB32)
    from PySide6.QtGui import QPainter

    painter = QPainter(gm_image)
    gm_scene.render(painter, QRectF(gm_image.rect()), map_rect(view.width, view.height))
    painter.end()
    gm_scene.detach()
    assert near(gm_image, colour, square) > 20
    for picture in pictures:
        image = QImage.fromData(picture)
        assert not image.isNull()
        assert near(image, colour, square) < 3


def test_codes_open_only_their_own_sheet_and_bad_requests_get_4xx(served: Served) -> None:
    answers: dict[str, dict[str, Any]] = {}
    statuses: dict[str, int] = {}

    async def walk() -> None:
        await served.start()
        codes = served.server.codes
        assert set(codes) == {ALEX, MARTA, 3}  # the player characters, never the NPC
        assert codes[ALEX] != codes[MARTA]
        async with aiohttp.ClientSession() as client:
            async with client.ws_connect(served.url("/ws")) as socket:
                async def ask(name: str, message: object) -> None:
                    await socket.send_str(message if isinstance(message, str)
                                          else json.dumps(message))
                    answers[name] = await next_of(socket, "sheet", "refused", "error")

                await ask("own", {"type": "sheet", "character": ALEX, "code": codes[ALEX].lower()})
                await ask("other", {"type": "sheet", "character": MARTA, "code": codes[ALEX]})
                await ask("npc", {"type": "sheet", "character": RAMON, "code": codes[ALEX]})
                await ask("not json", "{{{")
                await ask("a list", [1, 2])
                await ask("a string id", {"character": "1", "code": codes[ALEX]})
                await ask("long code", {"character": ALEX, "code": "A" * 100})
                # Six codes a minute from one address: the seventh is refused whatever it is.
                for attempt in range(4):
                    await ask(f"guess {attempt}", {"character": MARTA, "code": "ZZZZZ"})
                await ask("after guesses", {"character": ALEX, "code": codes[ALEX]})
                # A message over the bound closes the socket.
                await socket.send_str(json.dumps({"character": ALEX, "code": "A" * 5000}))
                statuses["huge"] = (await socket.receive(timeout=3)).type
            async with client.post(served.url("/api/handout"), data="{" + " " * 5000 + "}",
                                   headers={"Content-Type": "application/json"}) as answer:
                statuses["huge body"] = answer.status
            async with client.get(served.url("/", k="")) as answer:
                statuses["page without secret"] = answer.status
            async with client.post(served.url("/api/handout", k="nope"),
                                   json={"id": 1}) as answer:
                statuses["picture without secret"] = answer.status
            async with client.get(served.url("/ws", k="nope")) as answer:
                statuses["socket without secret"] = answer.status

    served.run(walk)
    sheet = answers["own"]
    assert sheet["type"] == "sheet"
    assert sheet["name"] == "Álex Rivera" and sheet["pv_max"] >= sheet["pv"] >= 0
    assert {"wounds", "state", "money", "equipment"} <= set(sheet)
    assert answers["other"]["status"] == answers["npc"]["status"] == 403
    assert answers["not json"]["type"] == "error"
    assert answers["a list"]["status"] == answers["a string id"]["status"] == 400
    assert answers["long code"]["status"] == 400
    assert answers["guess 3"]["status"] == 429 and answers["after guesses"]["status"] == 429
    assert statuses["huge"] in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
    assert statuses["huge body"] == 413
    assert statuses["page without secret"] == statuses["picture without secret"] == 403
    assert statuses["socket without secret"] == 403
    assert all("Traceback" not in json.dumps(answer) for answer in answers.values())


def test_routes_no_page_calls_answer_404_and_need_the_secret_first(served: Served) -> None:
    statuses: dict[tuple[str, str, bool], int] = {}

    async def walk() -> None:
        await served.start()
        async with aiohttp.ClientSession() as client:
            for route in GONE_ROUTES:
                for method in ("GET", "POST"):
                    for secret in (True, False):
                        url = served.url(route, **({} if secret else {"k": "nope"}))
                        async with client.request(method, url, json={
                                "character": ALEX, "code": served.server.codes[ALEX],
                                "attribute": "fisico"}) as answer:
                            statuses[route, method, secret] = answer.status
                            assert "Traceback" not in await answer.text()

    before = len(served.session.log(500))
    served.run(walk)
    assert {status for (_r, _m, secret), status in statuses.items() if secret} == {404}
    assert {status for (_r, _m, secret), status in statuses.items() if not secret} == {403}
    assert len(served.session.log(500)) == before


def test_request_rate_and_device_count_are_bounded(
    served: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server_module, "MAX_SOCKETS", 2)
    seen: list[int] = []

    async def walk() -> None:
        await served.start()
        async with aiohttp.ClientSession() as client:
            upgrade = {"Upgrade": "websocket", "Connection": "Upgrade",
                       "Sec-WebSocket-Version": "13",
                       "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="}
            async with (client.ws_connect(served.url("/ws")), client.ws_connect(served.url("/ws")),
                        client.get(served.url("/ws"), headers=upgrade) as third):
                seen.append(third.status)
            served.server.limits.rate = 0.0  # no refill: the burst is all there is
            statuses = []
            for _ in range(int(served.server.limits.burst) + 5):
                async with client.get(served.url("/")) as answer:
                    statuses.append(answer.status)
            seen.extend(statuses)

    served.run(walk)
    assert seen[0] == 503
    assert 200 in seen[1:] and seen[-1] == 429


def test_a_move_reaches_a_connected_device_within_200_ms(served: Served) -> None:
    delays: list[float] = []

    async def walk() -> None:
        await served.start()
        async with aiohttp.ClientSession() as client, client.ws_connect(
                served.url("/ws")) as socket:
            await served.settle(100)
            while True:  # what was sent on joining
                try:
                    await socket.receive(timeout=0.1)
                except TimeoutError:
                    break
            for square in ((13, 10), (13, 11), (13, 10)):
                started = time.perf_counter()
                served.push(MoveToken(served.session, SEEN_TOKEN, *square))
                while True:
                    message = await socket.receive(timeout=2)
                    if message.type == aiohttp.WSMsgType.BINARY:
                        delays.append(time.perf_counter() - started)
                        break
                await asyncio.sleep(0.05)

    served.run(walk)
    assert len(delays) == 3
    assert sorted(delays)[1] < 0.2, delays  # the median: the VM is shared and may stall once


def test_past_the_requests_it_handles_at_once_a_device_is_told_to_wait(served: Served) -> None:
    statuses: list[int] = []

    async def walk() -> None:
        server = await served.start()
        async with aiohttp.ClientSession() as client:
            async with client.get(served.url("/")) as answer:
                statuses.append(answer.status)
            # As if that many slow devices were being answered right now.
            server.requests_at_once = server_module.MAX_REQUESTS_AT_ONCE
            async with client.get(served.url("/")) as answer:
                statuses.append(answer.status)
                assert "Traceback" not in await answer.text()
            server.requests_at_once = 0
            async with client.get(served.url("/")) as answer:
                statuses.append(answer.status)

    served.run(walk)
    assert statuses == [200, 503, 200]


def test_a_phone_rolls_only_for_its_own_character_under_its_own_name(served: Served) -> None:
    answers: dict[str, dict[str, Any]] = {}

    async def walk() -> None:
        await served.start()
        codes = served.server.codes
        async with aiohttp.ClientSession() as client, client.ws_connect(
                served.url("/ws")) as socket:
            async def ask(name: str, message: dict[str, Any]) -> None:
                await socket.send_str(json.dumps(message))
                answers[name] = await next_of(socket, "rolled", "roll_refused", "sheet",
                                              "refused")

            await ask("socket without sheet", {"type": "roll", "attribute": "fisico"})
            await ask("wrong code", {"type": "sheet", "character": ALEX, "code": "XXXXX"})
            await ask("after a wrong code", {"type": "roll", "attribute": "fisico"})
            await ask("npc", {"type": "sheet", "character": RAMON, "code": codes[ALEX]})
            await ask("own sheet", {"type": "sheet", "character": ALEX, "code": codes[ALEX]})
            await ask("other's id", {"type": "roll", "character": MARTA, "attribute": "fisico"})
            await ask("other's odds", {"type": "odds", "character": MARTA, "attribute": "fisico"})
            # Marta's skill asked from Alex's sheet: not on Alex's sheet.
            await ask("other's skill", {"type": "roll", "character": ALEX, "skill": 15})
            await ask("forged names", {
                "type": "roll", "character": ALEX, "attribute": "destreza", "name": "Marta Vidal",
                "player": "Luis", "who": "Luis (Marta Vidal)", "character_id": MARTA,
                "throws": [[2, 9, 5]]})

    before = len(served.session.log(500))
    served.run(walk)
    for name in ("socket without sheet", "wrong code", "after a wrong code", "npc",
                 "other's id", "other's odds"):
        assert answers[name]["type"] in ("roll_refused", "refused"), name
        assert answers[name]["status"] == 403, name
    assert answers["own sheet"]["type"] == "sheet"
    assert answers["other's skill"]["status"] == 409
    assert answers["forged names"]["type"] == "rolled"
    lines = served.session.log(500)
    assert len(lines) == before + 1
    line = lines[-1]
    assert line.character_id == ALEX and line.text.startswith("Ana (Álex Rivera): Destreza")
    assert "Marta" not in line.text and "Luis" not in line.text


async def opened_sheet(served: Served, socket: aiohttp.ClientWebSocketResponse) -> None:
    """``socket`` opens Alex's sheet with Alex's code."""
    await socket.send_str(json.dumps(
        {"type": "sheet", "character": ALEX, "code": served.server.codes[ALEX]}))
    await next_of(socket, "sheet")


async def next_of(socket: aiohttp.ClientWebSocketResponse, *kinds: str) -> dict[str, Any]:
    """The next message of one of the types ``kinds`` on ``socket`` (others passed over)."""
    while True:
        message = await socket.receive(timeout=3)
        if message.type == aiohttp.WSMsgType.TEXT:
            data: dict[str, Any] = json.loads(message.data)
            if data.get("type") in kinds:
                return data
        elif message.type != aiohttp.WSMsgType.BINARY:
            raise AssertionError(f"socket closed waiting for {kinds}")


def test_a_flood_of_rolls_is_bounded(served: Served) -> None:
    statuses: list[list[int]] = []
    grown: list[int] = []

    async def walk() -> None:
        await served.start()
        # Only the rolls' own limits: the requests' (per second) would refuse first.
        served.server.limits.rate = served.server.limits.burst = 1000.0
        async with aiohttp.ClientSession() as client, client.ws_connect(
                served.url("/ws")) as socket:
            await opened_sheet(served, socket)

            async def flood(times: int) -> None:
                before = len(served.session.log(500))
                for _ in range(times):
                    await socket.send_str(json.dumps({"type": "roll", "attribute": "destreza"}))
                answers = [await next_of(socket, "rolled", "roll_refused") for _ in range(times)]
                statuses.append([answer.get("status", 200) for answer in answers])
                grown.append(len(served.session.log(500)) - before)

            await flood(30)
            # With a bucket that never empties, the minute's bound is what holds.
            served.server.roll_limits.rate = served.server.roll_limits.burst = 1000.0
            await flood(60)
            await flood(30)

    served.run(walk)
    assert grown[0] <= ROLL_BURST + 2  # the burst, and a token a second while it ran
    assert 429 in statuses[0]
    assert grown[0] + grown[1] <= ROLLS_PER_MINUTE
    assert grown[2] == 0 and set(statuses[2]) == {429}


@pytest.mark.parametrize("message", [
    "{{{", "[1, 2]", '"roll"', "null",
    json.dumps({"skill": "2"}),
    json.dumps({"attribute": "destreza", "skill": 2}),  # a skill and an attribute
    json.dumps({"character": ALEX}),  # neither
    json.dumps({"attribute": "destreza", "throws": "3 8 10"}),
    json.dumps({"attribute": "destreza", "throws": [[3, 8, 10, 2]]}),
    json.dumps({"attribute": "destreza", "throws": [[3, 8, 11]]}),
    json.dumps({"attribute": "destreza", "throws": [[3, 10, 10]] * 13}),
    json.dumps({"attribute": "destreza", "difficulty": {"value": 15}}),
    json.dumps({"attribute": "destreza", "difficulty": True}),
    json.dumps({"attribute": "destreza", "spend_token": "yes"}),
    json.dumps({"attribute": "destreza", "specialisation": "x" * 100}),
    json.dumps({"attribute": ["destreza"]}),
    json.dumps({"attribute": "destreza", "padding": "x" * 5000}),
])
def test_malformed_roll_messages_get_4xx_and_write_nothing(served: Served, message: str) -> None:
    answers: list[dict[str, Any]] = []

    async def walk() -> None:
        await served.start()
        async with aiohttp.ClientSession() as client, client.ws_connect(
                served.url("/ws")) as socket:
            await opened_sheet(served, socket)
            for kind in ("roll", "odds"):
                # An object is sent as a roll or its odds; anything else as it is.
                sent = (json.dumps({"type": kind, **json.loads(message)})
                        if message.startswith("{\"") else message)
                await socket.send_str(sent)
                try:
                    answers.append(await next_of(
                        socket, "rolled", "odds", "more", "roll_refused", "refused", "error"))
                except AssertionError:  # over the message's bound: the socket is closed
                    answers.append({"type": "closed", "status": 413})
                    return

    before = len(served.session.log(500))
    served.run(walk)
    assert all(answer["type"] in ("roll_refused", "refused", "error", "closed")
               for answer in answers), answers
    assert all(400 <= answer.get("status", 400) < 500 for answer in answers), answers
    assert all("Traceback" not in json.dumps(answer) for answer in answers)
    assert len(served.session.log(500)) == before
