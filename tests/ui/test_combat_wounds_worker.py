"""The attack preview's expected wounds off the GUI thread: few dice are answered at once; many
go to the worker and come back by signal; a newer question replaces an older one."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.rules.strike import WoundsQuestion
from ryf_desktop.ui.combat.roll_dialog import WoundsWorker


def question(damage: str) -> WoundsQuestion:
    return WoundsQuestion(damage, 12, 15, 2, False, HEROICO, 0)


@pytest.fixture
def worker(qtbot: QtBot) -> Iterator[WoundsWorker]:
    del qtbot
    made = WoundsWorker()
    yield made
    made.stop()


def test_few_dice_are_answered_at_once(worker: WoundsWorker) -> None:
    asked = question("2d6+1")
    assert asked.quick
    assert worker.ask(asked) == pytest.approx(asked.answer())


def test_many_dice_are_answered_by_the_worker_not_the_gui_thread(
    worker: WoundsWorker, qtbot: QtBot
) -> None:
    slow = question("48d3")  # within the 50 dice an expression may roll
    assert not slow.quick
    start = time.perf_counter()
    with qtbot.waitSignal(worker.answered, timeout=60_000) as blocker:
        assert worker.ask(slow) is None  # nothing waited for here
        assert time.perf_counter() - start < 0.5
    answered, wounds = blocker.args
    assert answered == slow and worker.take(answered, wounds)
    assert wounds == pytest.approx(slow.answer())
    assert worker.ask(slow) == pytest.approx(wounds)  # known now: at once


def test_the_newest_question_replaces_an_older_one(worker: WoundsWorker, qtbot: QtBot) -> None:
    older, newer = question("50d3"), question("40d3")
    answers: list[WoundsQuestion] = []
    worker.answered.connect(lambda asked, _wounds: answers.append(asked))
    assert worker.ask(older) is None
    assert worker.ask(newer) is None
    qtbot.waitUntil(lambda: newer in answers, timeout=60_000)
    # The older one, if it was already being worked out, is dropped when it comes back.
    assert not worker.take(older, 1.0) and worker.take(newer, 2.0)
