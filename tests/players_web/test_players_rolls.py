"""Rolls from a player's phone through the server: the sheet carries what may be rolled, the odds
come before the roll, typed dice that explode ask for the next throw, the result comes back and
the roll reaches the other devices' banner (unless kept for the GM), the GM's undo takes it away,
and the GM's switch (remembered) turns the phones' rolls off."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from ryf_desktop.session.present import players_view_of
from ryf_desktop.ui.players_web.dialog import ROLLS_KEY, PlayersDevicesDialog, PlayersWeb
from tests.players_web.scenario import ALEX, Served
from tests.players_web.test_players_security import next_of

SIGILO = 2


@pytest.fixture
def served(qapp: QApplication, tmp_path: Path) -> Iterator[Served]:
    table = Served(qapp, tmp_path)
    yield table
    table.close()


async def newest_state(socket: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    """The last state pushed before the socket goes quiet."""
    state: dict[str, Any] = {}
    while True:
        try:
            message = await socket.receive(timeout=0.4)
        except TimeoutError:
            return state
        if message.type == aiohttp.WSMsgType.TEXT and message.data.startswith(
                '{"type": "state"'):
            state = json.loads(message.data)


def test_a_phone_sees_the_odds_rolls_typed_dice_and_the_others_see_the_banner(
        served: Served) -> None:
    seen: dict[str, Any] = {}

    async def story() -> None:
        await served.start()
        code = served.server.codes[ALEX]
        async with aiohttp.ClientSession() as client, client.ws_connect(
                served.url("/ws")) as phone, client.ws_connect(served.url("/ws")) as other:
            seen["options"] = await next_of(phone, "options")
            await phone.send_str(json.dumps({"type": "sheet", "character": ALEX, "code": code}))
            seen["sheet"] = await next_of(phone, "sheet")
            asked = {"character": ALEX, "skill": SIGILO, "difficulty": "dificil"}
            await phone.send_str(json.dumps({"type": "odds", **asked}))
            seen["odds"] = await next_of(phone, "odds")
            await phone.send_str(json.dumps({"type": "roll", **asked,
                                             "throws": [[3, 10, 10]]}))
            seen["more"] = await next_of(phone, "more")
            await phone.send_str(json.dumps({"type": "roll", **asked,
                                             "throws": [[3, 10, 10], [3, 4, 7]]}))
            seen["rolled"] = await next_of(phone, "rolled")
            await served.settle(80)
            seen["banner"] = (await newest_state(other))["roll"]
            await phone.send_str(json.dumps({"type": "roll", **asked, "secret": True}))
            seen["secret"] = await next_of(phone, "rolled")
            await served.settle(80)
            seen["banner after secret"] = (await newest_state(other))["roll"]
            served.session.undo_stack.undo()
            served.session.undo_stack.undo()
            await served.settle(80)
            seen["banner after undo"] = (await newest_state(other))["roll"]

    served.run(story)
    assert seen["options"]["rolls"] is True
    rolls = seen["sheet"]["rolls"]
    assert any(skill["id"] == SIGILO for skill in rolls["skills"])
    assert seen["odds"]["rank"] == 0 and 0 < seen["odds"]["success"] < 1
    assert seen["more"]["throws"] == 1
    rolled = seen["rolled"]
    assert rolled["total"] == 12 + 10 + 4 and rolled["success"] is True
    assert rolled["margin"] == 6
    assert seen["banner"]["text"].startswith("Ana (Álex Rivera): Sigilo")
    assert "26" in seen["banner"]["text"]
    assert seen["secret"]["secret"] is True
    assert seen["banner after secret"] == seen["banner"]
    assert seen["banner after undo"] != seen["banner"]
    banner = players_view_of(served.session).roll
    assert banner is None or "Sigilo" not in banner.text


def test_the_gm_switches_phone_rolls_off_and_it_is_remembered(
        served: Served, qapp: QApplication) -> None:
    seen: dict[str, Any] = {}

    async def story() -> None:
        await served.start()
        code = served.server.codes[ALEX]
        async with aiohttp.ClientSession() as client, client.ws_connect(
                served.url("/ws")) as phone:
            await phone.send_str(json.dumps({"type": "sheet", "character": ALEX, "code": code}))
            await next_of(phone, "sheet")
            dialog = PlayersDevicesDialog(served.web, lambda: served.session)
            assert dialog.rolls.isChecked()
            dialog.rolls.setChecked(False)
            seen["options"] = await next_of(phone, "options")
            await phone.send_str(json.dumps({"type": "roll", "attribute": "fisico"}))
            seen["socket"] = await next_of(phone, "roll_refused")
            dialog.close()

    before = len(served.session.log(500))
    served.run(story)
    assert seen["options"]["rolls"] is False
    assert seen["socket"]["status"] == 403 and "off" in seen["socket"]["text"]
    assert len(served.session.log(500)) == before
    assert QSettings().value(ROLLS_KEY, True, type=bool) is False
    assert PlayersWeb(served.state).rolls_allowed is False
    assert PlayersDevicesDialog(PlayersWeb(served.state), lambda: None).rolls.isChecked() is False
