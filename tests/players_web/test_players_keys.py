"""The phones keep their connection: the key, the codes, the interface and the port are the
campaign's, kept across Stop/Start and a restart of the program; the dialog picks the LAN address
again (its new one if it moved, and says the players must scan again); only *New key and codes*
changes them; key and codes have no look-alike characters. Loopback aliases stand in for LAN
addresses (127.0.0.0/8 only)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest
import qasync
from PySide6.QtCore import QSettings, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ryf_desktop.session import ensure_demo_campaign
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.players_web import dialog as dialog_module
from ryf_desktop.ui.players_web.dialog import (
    CODE_ALPHABET,
    PlayersDevicesDialog,
    PlayersKeys,
    read_keys,
    write_keys,
)
from tests.players_web.scenario import ALEX, Served
from tests.players_web.test_players_dialog import open_dialog, until
from tests.ui.test_translations import compiled_qm, spanish

__all__ = ["compiled_qm", "spanish"]  # fixtures

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")
LOOKALIKES = set("0O1Il2Z5S6G8B")


class Program:
    """The GM's program on one settings file: started, and started again as after a restart."""

    def __init__(self, qtbot: QtBot, folder: Path) -> None:
        self.qtbot = qtbot
        self.folder = folder
        self.path = ensure_demo_campaign(folder / "demo" / "demo.ryf")
        self.window: MainWindow | None = None

    def start(self) -> MainWindow:
        self.quit()
        gm = MainWindow(QSettings(str(self.folder / "s.ini"), QSettings.Format.IniFormat),
                        rng=random.Random(5), persist_layout=False, take_backups=False)
        self.qtbot.addWidget(gm)
        gm.show()
        assert gm.campaign.open_path(self.path)
        gm.install_play()
        self.window = gm
        return gm

    def quit(self) -> None:
        gm, self.window = self.window, None
        if gm is None:
            return
        loop = asyncio.get_event_loop()
        for dialog in gm.findChildren(PlayersDevicesDialog):
            if dialog.web.server is not None:
                loop.run_until_complete(dialog.web.stop())
            dialog.close()
        gm.close()


@pytest.fixture
def program(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[Program]:
    loop = qasync.QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    running = Program(qtbot, tmp_path)
    yield running
    running.quit()
    loop.close()
    asyncio.set_event_loop(None)


def start_on(dialog: PlayersDevicesDialog, fresh: bool = False) -> tuple[str, dict[int, str],
                                                                          str, int]:
    """Click Start (or New key and codes) and wait; the key, codes, host and port served."""
    loop = asyncio.get_event_loop()
    before = dialog.web.server

    async def story() -> None:
        (dialog.renew if fresh else dialog.switch).click()
        await until(lambda: dialog.web.server is not None and dialog.web.server is not before
                    and dialog.web.server.running)

    loop.run_until_complete(story())
    server = dialog.web.server
    assert server is not None
    return server.secret, dict(server.codes), server.host, server.port


def stop(dialog: PlayersDevicesDialog) -> None:
    loop = asyncio.get_event_loop()

    async def story() -> None:
        dialog.switch.click()
        await until(lambda: dialog.web.server is None)

    loop.run_until_complete(story())


def test_key_codes_and_lan_address_survive_stop_start_and_a_restart(
    program: Program, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(dialog_module, "local_addresses", lambda: ["127.0.0.2"])
    dialog = open_dialog(program.start())
    dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.2"))
    dialog.port.setRange(0, 65535)
    dialog.port.setValue(0)
    first = start_on(dialog)
    assert first[2] == "127.0.0.2"
    assert not set(first[0]) & LOOKALIKES and set(first[0]) <= set(CODE_ALPHABET)
    assert all(not set(code) & LOOKALIKES for code in first[1].values())
    assert dialog.message.text() == ""  # the first start: nothing to rescan
    stop(dialog)
    assert start_on(dialog) == first  # Stop/Start: the phones reconnect as they were
    assert dialog.address.text().startswith(f"http://127.0.0.2:{first[3]}/?k={first[0]}")
    # A restart of the program: the dialog offers the LAN address and the port again.
    dialog = open_dialog(program.start())
    assert dialog.interface.currentData() == "127.0.0.2"
    assert dialog.port.value() == first[3]
    assert start_on(dialog) == first
    assert dialog.message.text() == ""


def test_a_moved_lan_address_is_picked_and_the_players_are_told_to_rescan(
    program: Program, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = QSettings()  # the program's own settings, in the test's folder
    write_keys(settings, program.path, PlayersKeys(host="127.0.0.3", port=0))
    settings.sync()
    # Since the last evening the router gave this computer another address.
    monkeypatch.setattr(dialog_module, "local_addresses", lambda: ["127.0.0.2"])
    dialog = open_dialog(program.start())
    assert dialog.interface.currentData() == "127.0.0.2"
    dialog.port.setRange(0, 65535)
    dialog.port.setValue(0)
    served = start_on(dialog)
    assert served[2] == "127.0.0.2"
    assert dialog.message.text() == "The address has changed: each player must scan the new code."


def test_only_new_key_and_codes_changes_them(program: Program) -> None:
    dialog = open_dialog(program.start())
    dialog.port.setRange(0, 65535)
    dialog.port.setValue(0)
    first = start_on(dialog)
    renewed = start_on(dialog, fresh=True)
    assert renewed[0] != first[0]
    assert set(renewed[1]) == set(first[1]) and renewed[1] != first[1]
    assert renewed[2:] == first[2:]  # the same interface and port
    assert dialog.message.text() == "The address has changed: each player must scan the new code."
    settings = QSettings()  # the program's own settings, in the test's folder
    kept = read_keys(settings, program.path)
    assert kept is not None and kept.secret == renewed[0] and dict(kept.codes) == renewed[1]


def test_a_phone_without_the_key_is_told_in_the_programs_language(
    qapp: QApplication, tmp_path: Path, spanish: list[QTranslator]
) -> None:
    served = Served(qapp, tmp_path)
    texts: dict[str, str] = {}

    async def walk() -> None:
        await served.start()
        async with aiohttp.ClientSession() as client:
            async with client.get(served.url("/", k="OLDKEY")) as answer:
                texts["no key"] = f"{answer.status} {await answer.text()}"
            async with client.get(served.url("/", k="cl%C3%A1ve")) as answer:
                texts["accented key"] = f"{answer.status} {await answer.text()}"
            async with client.post(served.url("/api/handout"), json={
                    "id": 1, "character": ALEX, "code": "ZZZZZ"}) as answer:
                texts["wrong"] = f"{answer.status} {await answer.text()}"

    try:
        served.run(walk)
    finally:
        served.close()
    assert texts["no key"] == ("403 Esta página necesita la dirección que muestra el director de "
                               "juego: vuelve a escanear el código de su pantalla.")
    assert texts["wrong"] == "403 Código incorrecto."
    assert texts["accented key"] == texts["no key"]  # refused, not a server error
