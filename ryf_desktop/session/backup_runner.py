"""Rolling backups of the open campaign, taken off the GUI thread.

The copy itself (SQLite's online backup, then a megabyte-at-a-time write; see
:mod:`ryf_desktop.storage.backups`) runs on a worker thread of this runner's own
:class:`~concurrent.futures.ThreadPoolExecutor`; the database driver releases the GIL while
SQLite and the disk work, so the GUI thread keeps painting. The result comes back to the GUI
thread through a queued Qt signal. This works the same with qasync's loop (where a coroutine
can ``await asyncio.wrap_future(runner.run_now())``) and with a plain Qt event loop (tests).

One backup at a time: asking while one runs (or before its outcome is reported) returns that one.
A :class:`QTimer` asks for one every interval.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal, Slot

from ryf_desktop.session.texts import fill
from ryf_desktop.storage import BackupInfo


class BackupRunner(QObject):
    """Takes backups with ``take`` on a worker thread and reports on the GUI thread."""

    #: The path of a backup just written.
    taken = Signal(str)
    #: Why a backup failed, for the GM.
    failed = Signal(str)
    #: Emitted from the worker thread; queued to this object's (the GUI) thread.
    _finished = Signal(object)

    def __init__(
        self,
        take: Callable[[], BackupInfo],
        campaign_name: Callable[[], str],
        describe: Callable[[BaseException], str] = str,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._take = take
        self._campaign_name = campaign_name
        # Why a backup failed, in the GM's language (the session words storage refusals).
        self._describe = describe
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ryf-backup")
        #: The backup started and not yet reported (set and cleared on the GUI thread only).
        self._pending: Future[BackupInfo] | None = None
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._on_timer)
        self._finished.connect(self._on_finished, Qt.ConnectionType.QueuedConnection)
        self._shut_down = False

    def start(self, interval_s: float) -> Future[BackupInfo]:
        """Take a backup now, then one every ``interval_s`` seconds."""
        if interval_s <= 0:
            raise ValueError(f"the backup interval must be positive, not {interval_s}")
        self._timer.start(max(1, round(interval_s * 1000)))
        return self.run_now()

    def stop(self) -> None:
        self._timer.stop()

    def run_now(self) -> Future[BackupInfo]:
        """Start a backup on the worker thread (or return the one not yet reported).

        Call it on the GUI thread."""
        if self._pending is not None:
            return self._pending
        if self._shut_down:
            refused: Future[BackupInfo] = Future()
            refused.set_exception(RuntimeError("the campaign is closed"))
            return refused
        future = self._executor.submit(self._take)
        self._pending = future
        # Runs on the worker thread; the signal is queued to this object's thread.
        future.add_done_callback(self._finished.emit)
        return future

    def shut_down(self) -> None:
        """Stop the timer and wait for a running backup (the file must not close under it)."""
        self._timer.stop()
        self._shut_down = True
        self._executor.shutdown(wait=True)

    @Slot()
    def _on_timer(self) -> None:
        if self._pending is None:
            self.run_now()

    @Slot(object)
    def _on_finished(self, future: Future[BackupInfo]) -> None:
        if future is self._pending:
            self._pending = None
        error = future.exception()
        if error is None:
            self.taken.emit(str(future.result().path))
            return
        self.failed.emit(
            fill(
                QCoreApplication.translate(
                    "CampaignSession",
                    "The automatic backup of “%1” failed: %2. The campaign itself is not "
                    "affected; the next backup will be tried at the usual time.",
                ),
                self._campaign_name(),
                self._describe(error).rstrip("."),
            )
        )
