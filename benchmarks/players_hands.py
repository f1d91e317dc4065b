"""The players' hands under 8 phones: a phone's roll and a handout shown, as
:mod:`benchmarks.players` runs them; imported by it (one figure a line, ``name: value unit``).

8 phones (:mod:`benchmarks.phones`: each from its own loopback address, in a process of their own
as other machines would be) open a player's sheet with its code; the table screen is open.

- ``phone_roll_to_banner_median`` / ``_p95``: from the moment a phone sends a roll (an attribute
  check with the three dice typed) to the moment the table screen's banner shows its line.
- ``phone_roll_to_other_phones_median`` / ``_p95``: from the same moment to the moment the last
  of the 7 other phones has the new public roll.
- ``handout_to_table_median`` / ``_p95``: from the GM's *Show to the table* to the moment the
  table screen's overlay holds the handout with its picture decoded (a 2600 × 1800 PNG).
- ``handout_to_phones_median`` / ``_p95``: from the same moment to the moment the last of the 8
  phones has the handout's message and has fetched its picture.
- ``hands_gui_block_longest``: the longest the GM's (GUI) thread went without turning its
  event loop during all of the above (target: under 16 ms), after one handout was shown and
  taken down to warm up: ``handout_first_show_gui_block`` is that first show's block (the
  table screen lays out its handout overlay and the campaign file's picture pages are read
  for the first time).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import statistics
import time
from collections.abc import Callable
from functools import partial
from multiprocessing.connection import Connection
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QImage

from benchmarks import phones
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.handout_commands import AddHandout
from ryf_desktop.session.present import players_view_of
from ryf_desktop.ui.players_web import PlayersWeb
from ryf_desktop.ui.table_screen.window import TableScreenWindow

PHONES = 8
ROLLS = 24
# Phones roll in turn, one roll every ROLL_GAP_S: each phone rolls every 8 × 0.35 s, inside the
# server's bounds for one device (one a second, a burst of three) and for all (sixty a minute).
ROLL_GAP_S = 0.35
SHOWS = 12
# Time for every phone to fetch a handout's picture before the next is shown.
SHOW_GAP_S = 0.4
HANDOUT_SIZE = (2600, 1800)


def percentile_95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(len(ordered) * 0.95) - 1)]


def png(width: int, height: int, colour: str) -> bytes:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]
    return bytes(data.data())


async def ask(pipe: Connection, *message: object) -> tuple[Any, ...]:
    """Send ``message`` to the phones' process and wait (off the GUI thread) for its answer."""
    pipe.send(message)
    answer: tuple[Any, ...] = await asyncio.get_running_loop().run_in_executor(None, pipe.recv)
    return answer


async def until(done: Callable[[], object], what: str, seconds: float = 5.0) -> None:
    deadline = time.perf_counter() + seconds
    while not done():
        if time.perf_counter() > deadline:
            raise SystemExit(f"never happened: {what}")
        await asyncio.sleep(0.001)


def first_since(seen: list[tuple[str, float]], sent: float,
                text: str | None = None) -> tuple[str, float] | None:
    """The first of ``seen`` (text, time) at or after ``sent`` (with ``text``, when given)."""
    return next(((said, at) for said, at in seen
                 if at >= sent and (text is None or said == text)), None)


async def roll_from_phones(pipe: Connection,
                           banner: list[tuple[str, float]]) -> list[tuple[int, float, str, float]]:
    """Each roll: the phone, when it was sent, its text and when the banner showed it."""
    rolls = []
    for step in range(ROLLS):
        roller = step % PHONES
        _, sent = await ask(pipe, "roll", roller, 2 + step % 7)
        await until(partial(first_since, banner, sent), "the banner")
        shown = first_since(banner, sent)
        assert shown is not None
        rolls.append((roller, sent, *shown))
        await asyncio.sleep(ROLL_GAP_S)
    return rolls


def roll_figures(rolls: list[tuple[int, float, str, float]],
                 seen: list[list[tuple[str, float]]]) -> dict[str, float]:
    to_banner = [shown_at - sent for _, sent, _, shown_at in rolls]
    to_others = []
    for roller, sent, text, _ in rolls:
        arrivals = [first_since(seen[index], sent, text)
                    for index in range(PHONES) if index != roller]
        if not all(arrivals):
            raise SystemExit(f"a phone never got the roll {text!r}")
        to_others.append(max(arrived[1] for arrived in arrivals if arrived) - sent)
    return {
        "phone_roll_to_banner_median": statistics.median(to_banner) * 1000,
        "phone_roll_to_banner_p95": percentile_95(to_banner) * 1000,
        "phone_roll_to_other_phones_median": statistics.median(to_others) * 1000,
        "phone_roll_to_other_phones_p95": percentile_95(to_others) * 1000,
    }


def add_handouts(session: CampaignSession) -> list[int]:
    """Three picture handouts, added before the clock runs (the dock proves a picture off the
    GUI thread before it pushes; here the command decodes it)."""
    handouts = []
    for colour in ("#884422", "#224488", "#448822"):
        command = AddHandout(session, f"Mapa {colour}", "", png(*HANDOUT_SIZE, colour))
        assert session.push(command)
        assert command.handout_id is not None
        handouts.append(command.handout_id)
    return handouts


async def show_on_the_table(session: CampaignSession, window: TableScreenWindow,
                            handout: int) -> float:
    """Show ``handout`` to the table; how long until the table screen holds its picture."""
    overlay = window.handout

    def on_the_table() -> bool:
        current = overlay.shown
        return (current is not None and current.handout_id == handout
                and not overlay.picture.isNull())

    started = time.perf_counter()
    players_view_of(session).show_handout(handout)
    await until(on_the_table, "the handout on the table screen")
    return time.perf_counter() - started


async def show_handouts(session: CampaignSession, handouts: list[int],
                        window: TableScreenWindow) -> tuple[list[float], list[float]]:
    """Each show: when it began, and how long the table screen took."""
    started: list[float] = []
    to_table: list[float] = []
    for step in range(SHOWS):
        started.append(time.perf_counter())
        to_table.append(await show_on_the_table(session, window, handouts[step % len(handouts)]))
        await asyncio.sleep(SHOW_GAP_S)
    return started, to_table


def handout_figures(started: list[float], to_table: list[float],
                    fetched: list[list[float]]) -> dict[str, float]:
    to_phones = []
    for show, began in enumerate(started):
        ends = [times[show] for times in fetched if len(times) > show]
        if len(ends) < PHONES:
            raise SystemExit(f"a phone never got handout {show + 1}")
        to_phones.append(max(ends) - began)
    return {
        "handout_to_table_median": statistics.median(to_table) * 1000,
        "handout_to_table_p95": percentile_95(to_table) * 1000,
        "handout_to_phones_median": statistics.median(to_phones) * 1000,
        "handout_to_phones_p95": percentile_95(to_phones) * 1000,
    }


async def measure_hands(web: PlayersWeb, session: CampaignSession, window: TableScreenWindow,
                        ticker_of: Callable[[], Any]) -> dict[str, float]:
    """The figures of the module's docstring; ``ticker_of`` makes the GUI-block ticker."""
    banner: list[tuple[str, float]] = []
    show_roll = window.banner.show_roll

    def noted(text: str, detail: str = "", line: Any = None) -> None:
        show_roll(text, detail, line)
        banner.append((text, time.perf_counter()))

    window.banner.show_roll = noted  # type: ignore[method-assign]
    handouts = add_handouts(session)
    ticker = ticker_of()
    await show_on_the_table(session, window, handouts[-1])
    players_view_of(session).dismiss_handout()
    figures = {"handout_first_show_gui_block": ticker.stop() * 1000}
    server = await web.start(session, "127.0.0.1", 0)
    characters = sorted(server.codes)
    chosen = [characters[index % len(characters)] for index in range(PHONES)]
    sheets = [(character, server.codes[character]) for character in chosen]
    ours, theirs = multiprocessing.get_context("spawn").Pipe()
    process = multiprocessing.get_context("spawn").Process(
        target=phones.run, args=(f"http://127.0.0.1:{server.port}", server.secret, sheets, theirs),
        daemon=True)
    process.start()
    answer: tuple[Any, ...] = await asyncio.get_running_loop().run_in_executor(None, ours.recv)
    assert answer == ("joined",), answer
    await asyncio.sleep(0.3)
    ticker = ticker_of()
    rolls = await roll_from_phones(ours, banner)
    started, to_table = await show_handouts(session, handouts, window)
    figures["hands_gui_block_longest"] = ticker.stop() * 1000
    _, seen, fetched = await ask(ours, "stop")
    process.join(10)
    await web.stop()
    return figures | roll_figures(rolls, seen) | handout_figures(started, to_table, fetched)
