"""A commit put on disk by a thread of its own, right after the writer's commit returns.

While a campaign is open for writing it runs in WAL mode (see :mod:`~ryf_desktop.storage.connect`)
and a commit only appends to the ``-wal`` file. With ``synchronous=FULL`` SQLite would wait for
that file to reach the disk (an ``fsync``) before the commit returns: half a millisecond to a few
on these machines, on the GUI thread, at every step of a fight and every reveal. The writer's
connections use ``synchronous=NORMAL`` instead, which never corrupts the file (SQLite's
guarantee for WAL mode) but leaves the last commits in the system's cache until the next
checkpoint, and a :class:`WalSyncer` puts each one on disk from its own thread as soon as it is
told of it (:meth:`WalSyncer.committed`): the GUI goes on drawing while the disk writes, and a
power cut can take at most the step made in the last moment, never the file.

Closing the campaign waits for the last sync (:meth:`WalSyncer.close`). A sync that fails is
kept (:meth:`WalSyncer.take_error`) for the campaign file to report at its next transaction.
"""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path


class WalSyncer:
    """Puts the ``-wal`` file beside a campaign on disk after each commit it is told of."""

    def __init__(self, wal_path: Path) -> None:
        self._wal_path = wal_path
        self._condition = threading.Condition()
        # Commits told of, and how many of them were on disk when the last sync began.
        self._asked = 0
        self._synced = 0
        self._closing = False
        self._error: OSError | None = None
        self._fd: int | None = None
        self._inode: int | None = None
        self._thread = threading.Thread(target=self._run, name="ryf-wal-sync", daemon=True)
        self._thread.start()

    def committed(self) -> None:
        """A commit returned: put it on disk soon."""
        with self._condition:
            self._asked += 1
            self._condition.notify_all()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until every commit told of so far is on disk (or failed to get there, see
        :meth:`take_error`); False if ``timeout`` (seconds) passed first."""
        with self._condition:
            wanted = self._asked
            return self._condition.wait_for(lambda: self._synced >= wanted, timeout)

    def take_error(self) -> OSError | None:
        """The first sync that failed since the last call, if any (then forgotten)."""
        with self._condition:
            error, self._error = self._error, None
            return error

    def close(self) -> None:
        """Put the last commits on disk and stop."""
        with self._condition:
            self._closing = True
            self._condition.notify_all()
        self._thread.join()
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: self._asked > self._synced or self._closing)
                if self._asked == self._synced:  # closing, nothing left
                    return
                target = self._asked
            # Outside the lock: commits told of meanwhile are asked again, as the sync may
            # have begun before they were written.
            try:
                self._sync()
            except OSError as error:
                with self._condition:
                    if self._error is None:
                        self._error = error
            with self._condition:
                self._synced = target
                self._condition.notify_all()

    def _sync(self) -> None:
        try:
            inode = self._wal_path.stat().st_ino
            if self._fd is None or inode != self._inode:
                if self._fd is not None:
                    os.close(self._fd)
                    self._fd = None
                # Read and write: some systems refuse to sync a file opened only for reading.
                self._fd = os.open(self._wal_path, os.O_RDWR | getattr(os, "O_BINARY", 0))
                self._inode = inode
        except FileNotFoundError:
            # No ``-wal`` (even between the look and the open): the last connection closed and
            # SQLite checkpointed it into the file, which a checkpoint syncs itself.
            return
        os.fsync(self._fd)
