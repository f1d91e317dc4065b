"""Window → Players' devices…: off until the GM starts it, on this computer only unless the GM
picks a local-network address (never every interface), a QR code of the address with the
campaign's key, each player character's code to read out; Stop closes the port."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest
import qasync
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from ryf_desktop.session import ensure_demo_campaign
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.players_web.dialog import LOCALHOST, PlayersDevicesDialog, local_addresses

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[MainWindow]:
    loop = qasync.QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    path = ensure_demo_campaign(tmp_path / "demo" / "demo.ryf")
    gm = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                    rng=random.Random(5), persist_layout=False, take_backups=False)
    qtbot.addWidget(gm)
    gm.show()
    qtbot.waitExposed(gm)
    assert gm.campaign.open_path(path)
    gm.install_play()
    yield gm
    for dialog in gm.findChildren(PlayersDevicesDialog):
        if dialog.web.server is not None:
            loop.run_until_complete(dialog.web.stop())
        dialog.close()
    gm.close()
    loop.close()
    asyncio.set_event_loop(None)


def open_dialog(window: MainWindow) -> PlayersDevicesDialog:
    menu = window.menuBar().findChild(QMenu, "window_menu")
    assert isinstance(menu, QMenu)
    action = next(entry for entry in menu.actions() if entry.objectName() ==
                  "players_devices_action")
    assert isinstance(action, QAction) and action.text() == "Players' &devices…"
    action.trigger()
    dialogs = window.findChildren(PlayersDevicesDialog)
    assert len(dialogs) == 1
    return dialogs[0]


def running_secret(dialog: PlayersDevicesDialog) -> str:
    """The join secret of the server the dialog runs (asked anew: a click starts another)."""
    server = dialog.web.server
    assert server is not None
    return server.secret


async def until(condition: object, seconds: float = 5) -> None:
    for _ in range(int(seconds * 100)):
        if callable(condition) and condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("never happened")


def test_the_gm_starts_and_stops_the_players_server_on_this_computer_only(
    window: MainWindow, qtbot: QtBot
) -> None:
    dialog = open_dialog(window)
    qtbot.waitExposed(dialog)
    assert dialog.web.server is None
    assert dialog.address.text() == "Off: no device can connect."
    assert dialog.interface.currentData() == LOCALHOST
    offered = [dialog.interface.itemData(i) for i in range(dialog.interface.count())]
    assert "0.0.0.0" not in offered and offered == [LOCALHOST, *local_addresses()]
    loop = asyncio.get_event_loop()
    secrets: list[str] = []

    async def story() -> None:
        # A free port: the default one may be taken on a shared machine.
        dialog.port.setRange(0, 65535)
        dialog.port.setValue(0)
        dialog.switch.click()
        await until(lambda: dialog.web.server is not None and dialog.web.server.running)
        server = dialog.web.server
        assert server is not None and server.host == LOCALHOST
        secrets.append(server.secret)
        assert dialog.switch.text() == "&Stop" and not dialog.interface.isEnabled()
        assert dialog.address.text() == server.address()
        assert dialog.address.text().startswith(f"http://{LOCALHOST}:{server.port}/?k=")
        # The safe default reaches no phone, and the window says so and what to do.
        assert dialog.message.text().startswith("Only this computer can open this address")
        pixmap = dialog.qr.pixmap()
        assert pixmap is not None and not pixmap.isNull() and pixmap.width() > 100
        names = {entry["id"]: entry["name"] for entry in server.characters}
        assert sorted(names.values()) == ["Iñaki Sáez", "Marta Vidal", "Álex Rivera"]
        for character_id, code in server.codes.items():
            assert f"{names[character_id]}: {code}" in dialog.codes.text()
        assert "Ramón Galán" not in dialog.codes.text()  # an NPC has no player
        port = server.port
        async with aiohttp.ClientSession() as client:
            async with client.get(server.address()) as answer:
                assert answer.status == 200
            dialog.switch.click()
            await until(lambda: dialog.switch.text() == "&Start")
            assert dialog.web.server is None and dialog.interface.isEnabled()
            with pytest.raises(aiohttp.ClientConnectionError):
                async with client.get(f"http://{LOCALHOST}:{port}/"):
                    pass
        dialog.switch.click()  # the same key again: the phones reconnect by themselves
        await until(lambda: dialog.web.server is not None)
        secrets.append(running_secret(dialog))

    loop.run_until_complete(story())
    assert secrets[0] == secrets[1] and len(secrets[0]) >= 20


def test_a_port_in_use_is_said_plainly(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_dialog(window)
    loop = asyncio.get_event_loop()

    async def story() -> None:
        server = await asyncio.start_server(lambda r, w: None, LOCALHOST, 0)
        port = server.sockets[0].getsockname()[1]
        dialog.port.setRange(0, 65535)
        dialog.port.setValue(port)
        dialog.switch.click()
        await until(lambda: bool(dialog.message.text()))
        server.close()

    loop.run_until_complete(story())
    assert dialog.message.text().startswith("Could not listen there:")
    assert dialog.web.server is None and dialog.switch.text() == "&Start"
