"""Where the forecast's fights are played (issue #26): one worker PROCESS per window, so the
thousands of simulated fights never hold the GUI thread's interpreter lock.

The window's dialogs and dock share it (:func:`worker_for`). Only picklable rules-level data
crosses, and the process imports only ``ryf_desktop.rules``.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal

from ryf_desktop.rules.forecast import DEFAULT_FIGHTS, FightState, Forecast
from ryf_desktop.rules.forecast_play import forecast, ready

__all__ = ["SEED", "ForecastRunner", "ForecastWorker", "worker_for"]

#: The same seed for every forecast: the figures of an unchanged fight do not flicker, and two
#: encounters the GM compares are played with the same dice.
SEED = 26
#: How much nicer (lower in priority) the worker process is than the program (POSIX).
WORKER_NICENESS = 10


class _Pool:
    """The executor itself, kept apart from the QObject so that the window's destruction can
    still shut it down (the QObject's Python side may be gone by then)."""

    def __init__(self) -> None:
        self.executor: ProcessPoolExecutor | None = None
        self.closed = False

    def get(self) -> ProcessPoolExecutor:
        if self.executor is None:
            # spawn, not fork: a forked copy of a Qt program with threads running can deadlock,
            # and spawn is what Windows and macOS do anyway.
            # Below the window's priority: on a busy machine the GUI is scheduled first.
            nice: dict[str, Any] = (
                {"initializer": os.nice, "initargs": (WORKER_NICENESS,)}
                if hasattr(os, "nice") else {})
            self.executor = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"), **nice)
        return self.executor

    def drop(self) -> None:
        """Let the executor go; the next request starts another. A fight being played is
        finished first, its figures unused."""
        executor, self.executor = self.executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def shutdown(self) -> None:
        self.closed = True
        self.drop()


class ForecastWorker(QObject):
    """The window's forecast process, started at first use, shut down with the window."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = pool = _Pool()
        # A closure, not a method of this object: its Python side may be gone when Qt destroys it.
        self.destroyed.connect(lambda: pool.shutdown())
        #: The process id of the worker, once it has answered (tests check it is not ours).
        self.pid: int | None = None
        self._relay = _Relay(self)
        self._relay.finished.connect(self._ready)
        if parent is not None:
            parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 -- Qt's name
        if watched is self.parent() and event.type() == QEvent.Type.Close:
            # The window closes: let the process go (a window kept open starts another later).
            self.let_go()
        return False

    def warm(self) -> None:
        """Start the process now and have it import the simulator, so that the first forecast
        waits only for its fights."""
        if self._pool.executor is not None or self._pool.closed:
            return
        self.submit(ready).add_done_callback(self._relay.carry(0))

    def submit(self, function: Callable[..., Any], *args: object) -> Future[Any]:
        """Run ``function(*args)`` in the process; a dead process is replaced once."""
        try:
            return self._pool.get().submit(function, *args)
        except BrokenProcessPool:
            self._pool.drop()
            return self._pool.get().submit(function, *args)

    def let_go(self) -> None:
        """End the process (the window closes, or it died)."""
        self._pool.drop()
        self.pid = None

    def _ready(self, _generation: int, done: Future[int]) -> None:
        if not done.cancelled() and done.exception() is None:
            self.pid = done.result()


def worker_for(widget: QObject) -> ForecastWorker:
    """The worker of the window ``widget`` belongs to (its outermost parent), made if it has none;
    the Start combat dialog's parent is the main window, so it shares the dock's."""
    root = widget
    while (parent := root.parent()) is not None:
        root = parent
    found = root.findChild(ForecastWorker, "", Qt.FindChildOption.FindDirectChildrenOnly)
    return found if isinstance(found, ForecastWorker) else ForecastWorker(root)


class _Relay(QObject):
    """Carries a finished job from the executor's thread to the GUI thread (a queued signal)."""

    finished = Signal(int, object)

    def carry(self, generation: int) -> Callable[[Future[Any]], None]:
        def arrived(done: Future[Any]) -> None:
            # The window may have closed meanwhile: then nobody waits for these figures.
            with contextlib.suppress(RuntimeError):
                self.finished.emit(generation, done)

        return arrived


class ForecastRunner(QObject):
    """One panel's forecasts in the window's worker process: one at a time; :meth:`submit`
    replaces whatever was asked before. ``done`` carries the newest request's :class:`Forecast`."""

    done = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, *, fights: int = DEFAULT_FIGHTS) -> None:
        super().__init__(parent)
        self.fights = fights
        self._worker: ForecastWorker | None = None
        self._relay = _Relay(self)
        self._relay.finished.connect(self._finished)
        self._generation = 0
        #: Whether a forecast is being played for this panel (or waits for the process).
        self.busy = False
        self._pending: FightState | None = None

    @property
    def worker(self) -> ForecastWorker:
        if self._worker is None:
            self._worker = worker_for(self)
        return self._worker

    def submit(self, state: FightState) -> None:
        """Forecast ``state``; an older request still waiting is forgotten, one running has its
        figures dropped."""
        self._generation += 1
        if self.busy:
            self._pending = state
            return
        self._start(state)

    def cancel(self) -> None:
        """Forget every request (nothing to forecast now)."""
        self._generation += 1
        self._pending = None

    def _start(self, state: FightState) -> None:
        self.busy = True
        future = self.worker.submit(forecast, state, self.fights, SEED)
        future.add_done_callback(self._relay.carry(self._generation))

    def _finished(self, generation: int, done: Future[Forecast]) -> None:
        self.busy = False
        pending, self._pending = self._pending, None
        if pending is not None:
            self._start(pending)
            return
        if generation != self._generation or done.cancelled():
            return
        error = done.exception()
        if isinstance(error, BrokenProcessPool):
            self.worker.let_go()
        if error is not None:
            self.failed.emit(str(error) or type(error).__name__)
            return
        self.done.emit(done.result())
