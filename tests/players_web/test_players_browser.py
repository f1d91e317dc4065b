"""The players' page in a real browser (Debian's headless Chromium through Playwright), phone
sized: it joins, shows the map, shows it change and the turn order appear after the GM's steps,
refuses a wrong code and opens the player's own sheet with the right one. Screenshots are kept
in $RYF_SHOTS (default: the test's folder) to be looked at."""

from __future__ import annotations

import os
import random
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from ryf_desktop.session.combat import BeginCombat, RollInitiative
from ryf_desktop.session.map_commands import MoveToken
from ryf_desktop.session.present import players_view_of
from tests.players_web.scenario import ALEX, SEEN_TOKEN, Served

CHROMIUM = os.environ.get("RYF_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]
PHONE: Any = {"width": 390, "height": 844}

pytestmark = pytest.mark.skipif(
    not Path(CHROMIUM).exists() and not os.environ.get("RYF_CI"),
    reason="needs Debian's chromium (apt-get install chromium)",
)


@pytest.fixture
def served(qapp: QApplication, tmp_path: Path) -> Iterator[Served]:
    table = Served(qapp, tmp_path)
    yield table
    table.close()


def pictures(page: Any) -> int:
    return int(page.evaluate("Number(document.body.dataset.pictures || 0)"))


def phone_story(url: str, code: str, gm_step: Callable[[], None], shots: Path) -> dict[str, Any]:
    """What a player's phone does and sees; ``gm_step`` runs the GM's step and returns after."""
    from playwright.sync_api import sync_playwright

    seen: dict[str, Any] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                             headless=True)
        try:
            # The page forbids eval; Playwright waits by evaluating strings, so only its tab may.
            page = browser.new_page(viewport=PHONE, device_scale_factor=2, locale="es-ES",
                                    bypass_csp=True)
            page.goto(url)
            page.wait_for_function("Number(document.body.dataset.pictures || 0) >= 1",
                                   timeout=10000)
            seen["map_width"] = page.evaluate("document.getElementById('map').naturalWidth")
            seen["first_src"] = page.evaluate("document.getElementById('map').src")
            seen["turn_before"] = page.inner_text("#turn")
            page.screenshot(path=str(shots / "phone_joined.png"))
            before = pictures(page)
            gm_step()
            page.wait_for_function(
                f"Number(document.body.dataset.pictures || 0) > {before}", timeout=5000)
            page.wait_for_selector("#turn .chip", timeout=5000)
            seen["second_src"] = page.evaluate("document.getElementById('map').src")
            seen["turn_after"] = page.inner_text("#turn")
            seen["active"] = page.inner_text("#turn .chip.active")
            page.select_option("#who", str(ALEX))
            page.fill("#code", "ZZZZZ")
            page.click("#open")
            page.wait_for_selector("#refused:not(:empty)", timeout=5000)
            seen["refused"] = page.inner_text("#refused")
            seen["sheet_after_wrong"] = page.inner_text("#sheet")
            page.fill("#code", code.lower())
            page.click("#open")
            page.wait_for_selector("#sheet h2", timeout=5000)
            seen["sheet"] = page.inner_text("#sheet")
            page.screenshot(path=str(shots / "phone_sheet.png"), full_page=True)
        finally:
            browser.close()
    return seen


def test_a_phone_joins_sees_the_map_change_and_opens_its_own_sheet(
    served: Served, tmp_path: Path
) -> None:
    shots = Path(os.environ.get("RYF_SHOTS", str(tmp_path)))
    shots.mkdir(parents=True, exist_ok=True)
    done = threading.Event()

    def gm_step_on_gui_thread() -> None:
        combat_id = served.combat().id
        served.push(RollInitiative(served.session, combat_id, None, random.Random(3)))
        served.push(BeginCombat(served.session, combat_id))
        served.push(MoveToken(served.session, SEEN_TOKEN, 13, 10))
        done.set()

    def gm_step() -> None:
        # Asked from the browser's thread: the session belongs to the GUI thread.
        served.loop.call_soon_threadsafe(gm_step_on_gui_thread)
        assert done.wait(10)

    async def story() -> dict[str, Any]:
        await served.start()
        with ThreadPoolExecutor(max_workers=1) as pool:
            seen: dict[str, Any] = await served.loop.run_in_executor(
                pool, phone_story, served.url("/"), served.server.codes[ALEX], gm_step, shots)
        return seen

    seen = served.run(story)
    assert seen["map_width"] == 1280
    assert seen["turn_before"] == ""
    assert seen["second_src"] != seen["first_src"]
    assert "Álex Rivera" in seen["turn_after"] and "Goblin 2" in seen["turn_after"]
    assert seen["active"]
    assert seen["refused"] == "Código incorrecto" and seen["sheet_after_wrong"] == ""
    assert "Álex Rivera" in seen["sheet"] and "PV" in seen["sheet"]
    assert "Pistola automática" in seen["sheet"]
    # The whole sheet, as the desktop shows it: attributes, the derived values with their sums,
    # skills with attribute and points, maná.
    for words in ("Atributos", "Destreza", "Defensa", "16 = Destreza 8 + Esquivar 3 + 5",
                  "Habilidades", "Sigilo", "Destreza + 4", "Maná", "21 de 21", "250 $"):
        assert words in seen["sheet"], words
    assert (shots / "phone_sheet.png").stat().st_size > 10000


def rolling_story(url: str, code: str, shots: Path) -> dict[str, Any]:
    """A player opens their sheet, reads the odds, rolls Sigilo with the dice they threw (the
    first throw explodes), and tries to roll as another character."""
    from playwright.sync_api import sync_playwright

    seen: dict[str, Any] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                             headless=True)
        try:
            page = browser.new_page(viewport=PHONE, device_scale_factor=2, locale="es-ES",
                                    bypass_csp=True)
            page.goto(url)
            page.select_option("#who", str(ALEX))
            page.fill("#code", code)
            page.click("#open")
            page.wait_for_selector("#rolls:not([hidden])", timeout=5000)
            page.select_option("#roll_what", "s:2")
            page.select_option("#roll_diff", "dificil")
            page.wait_for_function(
                "document.getElementById('roll_odds').textContent.includes('éxito')",
                timeout=5000)
            seen["odds"] = page.inner_text("#roll_odds")
            page.fill("#roll_dice", "3 10 10")
            page.click("#roll_typed")
            page.wait_for_selector("#roll_prompt:not(:empty)", timeout=5000)
            seen["prompt"] = page.inner_text("#roll_prompt")
            page.fill("#roll_dice", "3 4 7")
            page.click("#roll_typed")
            page.wait_for_function("Number(document.body.dataset.rolls || 0) >= 1",
                                   timeout=5000)
            seen["total"] = page.inner_text("#roll_total")
            seen["verdict"] = page.inner_text("#roll_verdict")
            seen["dice"] = page.inner_text("#roll_dice_shown")
            page.wait_for_function(
                "document.getElementById('roll_text').textContent.includes('Sigilo')",
                timeout=5000)
            seen["banner"] = page.inner_text("#roll_text")
            page.locator("#rolls").scroll_into_view_if_needed()
            page.evaluate("document.getElementById('rolls').scrollIntoView()")
            page.screenshot(path=str(shots / "phone_rolls.png"))
            page.select_option("#roll_diff", "n")
            page.fill("#roll_diff_number", "")
            page.screenshot(path=str(shots / "phone_rolls_other_difficulty.png"))
            # A forged message: the socket rolls for Marta, whose sheet it never opened.
            page.evaluate("socket.send(JSON.stringify({type: 'roll', character: 2, "
                          "attribute: 'fisico'}))")
            page.wait_for_selector("#roll_refused:not(:empty)", timeout=5000)
            seen["refused"] = page.inner_text("#roll_refused")
        finally:
            browser.close()
    return seen


def test_a_phone_rolls_with_the_dice_thrown_and_is_refused_another_character(
    served: Served, tmp_path: Path
) -> None:
    shots = Path(os.environ.get("RYF_SHOTS", str(tmp_path)))
    shots.mkdir(parents=True, exist_ok=True)

    async def story() -> dict[str, Any]:
        await served.start()
        with ThreadPoolExecutor(max_workers=1) as pool:
            seen: dict[str, Any] = await served.loop.run_in_executor(
                pool, rolling_story, served.url("/"), served.server.codes[ALEX], shots)
        return seen

    before = len(served.session.log(500))
    seen = served.run(story)
    assert "Rango 0" in seen["odds"] and "éxito" in seen["odds"]
    assert "tirada 2" in seen["prompt"]
    assert seen["total"] == "26"  # Destreza 8 + Sigilo 4 + 10 + 4
    assert seen["verdict"] == "Éxito (margen +6)"
    assert "(3, 10, 10) → 10" in seen["dice"]
    lines = served.session.log(500)
    assert len(lines) == before + 1
    line = lines[-1]
    assert line.kind == "roll" and line.character_id == ALEX and "→ 26" in line.text
    # The table screen's banner is the players' view's public roll: this line.
    assert players_view_of(served.session).roll == line
    assert seen["banner"] == line.text
    assert seen["refused"]


def handout_story(url: str, code: str, gm_show: Callable[[str], None],
                  shots: Path) -> dict[str, Any]:
    """A player opens their sheet; the GM shows a letter to the table, then a note to this
    player alone; the phone shows the newest large and both in its list."""
    from playwright.sync_api import sync_playwright

    seen: dict[str, Any] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                             headless=True)
        try:
            page = browser.new_page(viewport=PHONE, device_scale_factor=2, locale="es-ES",
                                    bypass_csp=True)
            page.goto(url)
            page.select_option("#who", str(ALEX))
            page.fill("#code", code)
            page.click("#open")
            page.wait_for_selector("#sheet h2", timeout=5000)
            gm_show("table")
            page.wait_for_function(
                "Number(document.body.dataset.handoutPictures || 0) >= 1", timeout=5000)
            seen["table title"] = page.inner_text("#handout_title")
            seen["table picture"] = page.evaluate(
                "[document.getElementById('handout_picture').naturalWidth,"
                " document.getElementById('handout_picture').getBoundingClientRect().width]")
            page.evaluate("document.getElementById('handouts').scrollIntoView()")
            page.screenshot(path=str(shots / "phone_handout_table.png"))
            gm_show("alex")
            page.wait_for_function(
                "Number(document.body.dataset.handoutPictures || 0) >= 2", timeout=5000)
            seen["private title"] = page.inner_text("#handout_title")
            seen["private text"] = page.inner_text("#handout_text")
            seen["private to"] = page.inner_text("#handout_to")
            seen["list"] = page.inner_text("#handout_list")
            page.evaluate("document.getElementById('handouts').scrollIntoView()")
            page.screenshot(path=str(shots / "phone_handout_private.png"))
            page.screenshot(path=str(shots / "phone_handout_page.png"), full_page=True)
            page.reload()
            page.select_option("#who", str(ALEX))
            page.fill("#code", code)
            page.click("#open")
            page.wait_for_function(
                "document.getElementById('handout_list').children.length >= 2", timeout=5000)
            seen["list after reload"] = page.inner_text("#handout_list")
        finally:
            browser.close()
    return seen


def test_a_phone_sees_a_handout_for_the_table_and_one_for_its_player(
    served: Served, tmp_path: Path
) -> None:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage, QPainter

    from ryf_desktop.session.handout_commands import AddHandout

    shots = Path(os.environ.get("RYF_SHOTS", str(tmp_path)))
    shots.mkdir(parents=True, exist_ok=True)

    def picture(width: int, height: int, colour: str) -> bytes:
        image = QImage(width, height, QImage.Format.Format_RGB32)
        image.fill(QColor(colour))
        painter = QPainter(image)
        painter.setPen(QColor("#f0e0b0"))
        painter.drawRect(20, 20, width - 40, height - 40)
        painter.drawLine(0, 0, width, height)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")  # type: ignore[call-overload]
        return bytes(data.data())

    letters: dict[str, int] = {}
    for name, title, text, data in (
            ("table", "Carta del conde", "Venid solos a la cripta a medianoche.",
             picture(2400, 1600, "#5a3a1a")),
            ("alex", "Nota para Álex", "El mayordomo miente: la llave está en su bota.",
             picture(600, 900, "#1a3a5a"))):
        command = AddHandout(served.session, title, text, data)
        served.push(command)
        assert command.handout_id is not None
        letters[name] = command.handout_id
    done = threading.Event()

    def show_on_gui_thread(to: str) -> None:
        players_view_of(served.session).show_handout(letters[to],
                                                     None if to == "table" else ALEX)
        done.set()

    def gm_show(to: str) -> None:
        done.clear()
        served.loop.call_soon_threadsafe(show_on_gui_thread, to)
        assert done.wait(10)

    async def story() -> dict[str, Any]:
        await served.start()
        with ThreadPoolExecutor(max_workers=1) as pool:
            seen: dict[str, Any] = await served.loop.run_in_executor(
                pool, handout_story, served.url("/"), served.server.codes[ALEX], gm_show,
                shots)
        return seen

    seen = served.run(story)
    assert seen["table title"] == "Carta del conde"
    natural, shown = seen["table picture"]
    assert natural == 2048 and shown <= PHONE["width"]
    assert seen["private title"] == "Nota para Álex"
    assert "bota" in seen["private text"] and seen["private to"] == "Solo para ti"
    assert "Carta del conde" in seen["list"] and "Nota para Álex" in seen["list"]
    assert "Carta del conde" in seen["list after reload"]
    assert "Nota para Álex" in seen["list after reload"]



def policy_story(url: str) -> dict[str, Any]:
    """The page as a browser runs it under the page's own policy (no bypass): its script and
    style run, and a script the page did not ship is refused."""
    from playwright.sync_api import Error, sync_playwright

    console: list[str] = []
    seen: dict[str, Any] = {"console": console}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                             headless=True)
        try:
            page = browser.new_page(viewport=PHONE, locale="es-ES")
            page.on("console", lambda message: console.append(message.text))
            page.goto(url)
            # Selectors run in Playwright's own world, which the page's policy does not reach.
            page.wait_for_selector("#map[src]", state="attached", timeout=10000)
            seen["open"] = page.inner_text("#open")
            seen["header_colour"] = page.locator("header").evaluate(
                "element => getComputedStyle(element).backgroundColor")
            seen["refused_before"] = [line for line in console if "Content Security" in line]
            try:
                page.add_script_tag(content="document.body.dataset.injected = 'yes';")
            except Error as refused:  # Playwright says so when the browser refuses the tag
                seen["tag_refused"] = str(refused)
            seen["injected"] = page.locator("body").get_attribute("data-injected")
        finally:
            browser.close()
    return seen


def test_the_page_runs_under_its_own_policy_and_nothing_else_does(served: Served) -> None:
    async def story() -> dict[str, Any]:
        await served.start()
        with ThreadPoolExecutor(max_workers=1) as pool:
            seen: dict[str, Any] = await served.loop.run_in_executor(
                pool, policy_story, served.url("/"))
        return seen

    seen = served.run(story)
    assert seen["open"] == "Ver mi hoja", seen  # the words the page's script writes
    assert seen["header_colour"] == "rgb(21, 21, 27)"  # page.css's #15151b: the style applies
    assert seen["refused_before"] == []
    assert seen["injected"] is None, seen  # a script slipped into the page does not run
    assert "Content Security Policy" in seen.get("tag_refused", ""), seen
