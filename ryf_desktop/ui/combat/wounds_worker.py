"""The attack dialog's expected wounds, worked out off the GUI thread (:class:`WoundsWorker`).

The odds of a hit are instant; the expected wounds of a weapon with hundreds of dice
(100d3+100d3…) take seconds. A question with few dice is answered at once; a slow one goes to
one worker thread, and the newest question replaces any older one still waiting (the one being
worked out is let finish, and its answer dropped). Answers come back on the GUI thread through
``answered``.
"""

from __future__ import annotations

import contextlib
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from ryf_desktop.rules.strike import WoundsQuestion

__all__ = ["WoundsWorker"]


class WoundsWorker(QObject):
    """Answers :class:`WoundsQuestion`; ``answered(question, wounds)`` for the newest only."""

    #: (the question, its expected wounds): emitted on the GUI thread (queued from the worker).
    answered = Signal(object, float)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ryf-wounds")
        self._newest: WoundsQuestion | None = None
        self._waiting: Future[float] | None = None
        #: Answers already worked out while this dialog is open (the GM goes back and forth).
        self._known: dict[WoundsQuestion, float] = {}

    def ask(self, question: WoundsQuestion) -> float | None:
        """The answer now when it is quick or known; else None, and ``answered`` later."""
        self._newest = question
        if question in self._known:
            return self._known[question]
        if question.quick:
            return self._remember(question, question.answer())
        if self._waiting is not None:
            self._waiting.cancel()  # not started yet: the newer question replaces it
        future = self._pool.submit(question.answer)
        self._waiting = future
        future.add_done_callback(lambda done: self._done(question, done))
        return None

    def _remember(self, question: WoundsQuestion, wounds: float) -> float:
        self._known[question] = wounds
        return wounds

    def _done(self, question: WoundsQuestion, future: Future[float]) -> None:
        # On the worker thread: only a signal crosses back (queued to the GUI thread).
        if future.cancelled() or future.exception() is not None:
            return
        # RuntimeError: the dialog was closed and deleted meanwhile; nobody waits for it.
        with contextlib.suppress(RuntimeError):
            self.answered.emit(question, future.result())

    def take(self, question: WoundsQuestion, wounds: float) -> bool:
        """Keep an answer (on the GUI thread); whether it is the newest question's."""
        self._remember(question, wounds)
        return question == self._newest

    def stop(self) -> None:
        """Drop what waits; the thread ends after the answer it is working on."""
        self._newest = None
        self._pool.shutdown(wait=False, cancel_futures=True)
