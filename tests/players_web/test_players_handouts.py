"""Handouts on the phones: one shown to the table reaches every device, one shown to a player
only the sockets that opened that player's sheet (no message at all to the others); a
reloaded phone gets its list again after its code; a picture is fetched with the code checked,
made fit for a phone once (a very large one scaled down); 8 phones each get every handout shown
and its picture (how fast: ``benchmarks/players.py``, never a timed assertion here)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from ryf_desktop.session.handout_commands import AddHandout, EditHandout, RemoveHandout
from ryf_desktop.session.present import players_view_of
from ryf_desktop.ui.players_web import server as server_module
from ryf_desktop.ui.players_web.feed import MAX_PICTURE_SIDE, phone_picture
from tests.players_web.scenario import ALEX, MARTA, Served
from tests.players_web.test_players_security import next_of

LETTER = "Carta del conde: venid solos"
SECRET_TITLE = "Nota para Álex: el mayordomo miente 4471"
SECRET_TEXT = "Solo tú lo sabes: la llave está en la bota"


@pytest.fixture
def served(qapp: QApplication, tmp_path: Path) -> Iterator[Served]:
    table = Served(qapp, tmp_path)
    yield table
    table.close()


def picture(width: int, height: int, image_format: str = "PNG") -> bytes:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#884422"))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert image.save(buffer, image_format)  # type: ignore[call-overload]
    return bytes(data.data())


def add(served: Served, title: str, text: str = "", data: bytes | None = None) -> int:
    command = AddHandout(served.session, title, text, data)
    served.push(command)
    assert command.handout_id is not None
    return command.handout_id


async def drain(socket: aiohttp.ClientWebSocketResponse, wait: float = 0.3) -> list[Any]:
    """Every text message the socket gets until it is quiet for ``wait`` seconds."""
    found: list[Any] = []
    while True:
        try:
            message = await socket.receive(timeout=wait)
        except TimeoutError:
            return found
        if message.type == aiohttp.WSMsgType.TEXT:
            found.append(json.loads(message.data))


def test_a_private_handout_reaches_only_its_players_sockets(served: Served) -> None:
    seen: dict[str, Any] = {}

    async def story() -> None:
        await served.start()
        codes = served.server.codes
        letter = add(served, LETTER, "Os espero a medianoche.", picture(3000, 1200))
        secret = add(served, SECRET_TITLE, SECRET_TEXT, picture(40, 30))
        players = players_view_of(served.session)
        async with aiohttp.ClientSession() as client, client.ws_connect(
                served.url("/ws")) as alex, client.ws_connect(
                served.url("/ws")) as marta, client.ws_connect(served.url("/ws")) as nobody:
            for socket, who in ((alex, ALEX), (marta, MARTA)):
                await socket.send_str(json.dumps(
                    {"type": "sheet", "character": who, "code": codes[who]}))
                await next_of(socket, "sheet")
            for socket in (alex, marta, nobody):
                await drain(socket, 0.2)
            players.show_handout(letter)
            for name, socket in (("alex", alex), ("marta", marta), ("nobody", nobody)):
                seen[f"table {name}"] = await drain(socket)
            players.show_handout(secret, to=ALEX)
            for name, socket in (("alex", alex), ("marta", marta), ("nobody", nobody)):
                seen[f"private {name}"] = await drain(socket)
            served.push(EditHandout(served.session, secret, text=SECRET_TEXT + " (editado)"))
            for name, socket in (("alex", alex), ("marta", marta), ("nobody", nobody)):
                seen[f"edit {name}"] = await drain(socket)
            async with client.ws_connect(served.url("/ws")) as reloaded:
                await reloaded.send_str(json.dumps(
                    {"type": "sheet", "character": ALEX, "code": codes[ALEX]}))
                await next_of(reloaded, "sheet")
                seen["reloaded"] = await next_of(reloaded, "handouts")

            async def fetch(name: str, body: dict[str, Any]) -> None:
                async with client.post(served.url("/api/handout"), json=body) as answer:
                    seen[f"fetch {name}"] = (answer.status, answer.content_type,
                                             await answer.read())

            await fetch("public, no code", {"id": letter})
            await fetch("private, own code", {"id": secret, "character": ALEX,
                                              "code": codes[ALEX]})
            await fetch("private, no code", {"id": secret})
            await fetch("private, other's code", {"id": secret, "character": MARTA,
                                                  "code": codes[MARTA]})
            await fetch("private, wrong code", {"id": secret, "character": ALEX,
                                                "code": codes[MARTA]})
            await fetch("not shown", {"id": secret + 1})
            await fetch("malformed", {"id": "1"})
            served.push(RemoveHandout(served.session, secret))
            seen["after removal"] = await drain(alex)
            await fetch("removed", {"id": secret, "character": ALEX, "code": codes[ALEX]})

    served.run(story)
    for name in ("alex", "marta", "nobody"):
        [message] = seen[f"table {name}"]
        assert message["type"] == "handouts" and message["newest"] is not None
        assert [entry["title"] for entry in message["list"]] == [LETTER]
        assert message["list"][0]["to_table"] is True
    [private] = seen["private alex"]
    assert private["list"][-1]["title"] == SECRET_TITLE and private["newest"] is not None
    assert private["list"][-1]["to_table"] is False
    # Not a word to the others: not even an unchanged list at that moment.
    assert seen["private marta"] == seen["private nobody"] == []
    assert seen["edit marta"] == seen["edit nobody"] == []
    assert seen["edit alex"][0]["list"][-1]["text"].endswith("(editado)")
    assert [entry["title"] for entry in seen["reloaded"]["list"]] == [LETTER, SECRET_TITLE]
    status, kind, body = seen["fetch public, no code"]
    assert status == 200 and kind == "image/jpeg"
    image = QImage.fromData(body)
    assert (image.width(), image.height()) == (MAX_PICTURE_SIDE, 819)
    status, kind, body = seen["fetch private, own code"]
    assert status == 200 and kind == "image/png" and not QImage.fromData(body).isNull()
    assert seen["fetch private, no code"][0] == 404
    assert seen["fetch private, other's code"][0] == 404
    assert seen["fetch private, wrong code"][0] == 403
    assert seen["fetch not shown"][0] == 404
    assert seen["fetch malformed"][0] == 400
    assert seen["fetch removed"][0] == 404
    assert [entry["title"] for entry in seen["after removal"][0]["list"]] == [LETTER]
    for name in ("table marta", "table nobody", "private marta", "private nobody",
                 "edit marta", "edit nobody", "fetch private, no code",
                 "fetch private, other's code", "fetch private, wrong code"):
        words = json.dumps(seen[name], ensure_ascii=False, default=repr)
        assert SECRET_TITLE not in words and "bota" not in words, name


def test_a_small_png_or_jpeg_is_sent_as_it_is_and_a_webp_as_jpeg() -> None:
    small = picture(300, 200)
    assert phone_picture(small) == small
    jpeg = picture(300, 200, "JPEG")
    assert phone_picture(jpeg) == jpeg
    webp = phone_picture(picture(300, 200, "WEBP"))
    assert webp is not None and webp.startswith(b"\xff\xd8")
    assert phone_picture(b"not a picture") is None


def test_eight_phones_each_get_every_handout_shown_and_its_picture(
        served: Served, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_module, "MAX_SOCKETS_PER_ADDRESS", 8)
    received: list[int] = []

    async def story() -> None:
        await served.start()
        # Eight phones on one address here: the requests' bucket is the address's.
        served.server.limits.rate = served.server.limits.burst = 1000.0
        players = players_view_of(served.session)
        handouts = [add(served, f"Mapa del tesoro {n}", "", picture(2600, 1800))
                    for n in range(3)]
        async with aiohttp.ClientSession() as client:
            phones = [await client.ws_connect(served.url("/ws")) for _ in range(8)]
            for phone in phones:
                await drain(phone, 0.1)

            async def receive(phone: aiohttp.ClientWebSocketResponse) -> int:
                message = await next_of(phone, "handouts")
                async with client.post(served.url("/api/handout"),
                                       json={"id": message["newest"]}) as answer:
                    assert answer.status == 200
                    assert QImage.fromData(await answer.read()).width() > 0
                return int(message["newest"])

            for handout in handouts:
                players.show_handout(handout)
                got = await asyncio.gather(*(receive(phone) for phone in phones))
                assert got == [handout] * 8
                received.append(handout)
            for phone in phones:
                await phone.close()

    served.run(story)
    assert len(received) == 3
