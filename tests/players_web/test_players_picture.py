"""The picture sent to the devices is the table screen's: the whole map, or the players' area the
GM framed; and the state names the running fight's order and the newest public roll."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from ryf_desktop.session.present import players_view_of
from ryf_desktop.ui.players_web.feed import MAX_PICTURE_PX, public_state
from ryf_desktop.ui.players_web.server import players_page
from tests.players_web.scenario import ALEX, RAMON, Served


@pytest.fixture
def served(qapp: QApplication, tmp_path: Path) -> Iterator[Served]:
    table = Served(qapp, tmp_path)
    yield table
    table.close()


def test_the_picture_follows_the_players_area(served: Served) -> None:
    sizes: list[tuple[int, int]] = []

    async def picture(socket: aiohttp.ClientWebSocketResponse) -> None:
        """The size of the last picture pushed before the socket goes quiet."""
        last: bytes | None = None
        while True:  # the first picture is made as the server starts
            try:
                message = await socket.receive(timeout=5 if last is None else 0.5)
            except TimeoutError:
                break
            if message.type == aiohttp.WSMsgType.BINARY:
                last = message.data
            else:
                assert message.type == aiohttp.WSMsgType.TEXT
        assert last is not None, "no picture"
        image = QImage.fromData(last)
        sizes.append((image.width(), image.height()))

    async def story() -> None:
        await served.start()
        async with aiohttp.ClientSession() as client, client.ws_connect(
                served.url("/ws")) as socket:
            await picture(socket)
            served.state.set_area(QRectF(2, 3, 8, 4))
            await picture(socket)

    served.run(story)
    assert sizes[0] == (MAX_PICTURE_PX, round(MAX_PICTURE_PX * 16 / 24))  # the 24 × 16 map
    width, height = sizes[1]
    assert width / height == pytest.approx(2.0, rel=0.02)  # 8 × 4 squares


def test_state_and_sheets_hold_only_what_players_may_read(served: Served) -> None:
    players = players_view_of(served.session)
    state = public_state(served.session, players)
    assert state["round"] is None and state["turn"] == []  # the demo's fight is not begun
    sheet = players_view_of(served.session).sheet(ALEX)
    assert sheet is not None and sheet["name"] == "Álex Rivera"
    assert "notes" not in sheet and "id" in sheet
    assert players_view_of(served.session).sheet(RAMON) is None  # an NPC's sheet is the GM's
    assert players_view_of(served.session).sheet(999) is None


def test_the_phone_shows_money_with_its_unit_and_says_ronda_as_the_desktop(
    served: Served,
) -> None:
    page = players_page().html
    sheet = players_view_of(served.session).sheet(ALEX)
    assert sheet is not None
    assert sheet["money_text"] == f"{sheet['money']} $"  # the demo is set today: dollars
    assert "s.money_text" in page
    assert 'round: ["Ronda", "Round"]' in page and "Asalto" not in page
