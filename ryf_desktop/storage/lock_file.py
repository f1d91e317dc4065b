"""Taking and releasing a campaign file's lock row, each in its own short write transaction.

The row itself and whether its holder still runs are :mod:`~ryf_desktop.storage.locking`'s;
here the row is written under SQLite's write lock, re-checked there so two copies opening at
once cannot both take it, and deleted again on close. :func:`unlock_campaign` is
``ryf-desktop unlock``: it deletes whatever row the file holds, for a holder the GM knows is gone.
"""

from __future__ import annotations

import contextlib
import sqlite3
from contextlib import closing
from pathlib import Path

from ryf_desktop.storage.connect import connect, leave_wal
from ryf_desktop.storage.errors import CampaignLockedError, LockHolder
from ryf_desktop.storage.inspection import inspect_campaign
from ryf_desktop.storage.locking import (
    LockRow,
    LockState,
    lock_state,
    read_lock,
    release_lock,
    take_lock,
)
from ryf_desktop.storage.wal_identity import remove_owner


def refuse_if_held(lock: LockRow | None, path: Path) -> None:
    if lock is not None and lock_state(lock) is LockState.HELD:
        raise CampaignLockedError(lock.holder, path)


def lock_file(path: Path, token: str, *, force: bool) -> LockHolder | None:
    """Write our lock row (re-checking it under the write lock); return a replaced holder."""
    with closing(connect(path, read_only=False, rollback_journal=False)) as connection:
        connection.execute("BEGIN IMMEDIATE")
        try:
            current = read_lock(connection)
            if not force:
                refuse_if_held(current, path)
            take_lock(connection, token)
            connection.execute("COMMIT")
        except BaseException:
            # SQLite ends the transaction itself after some errors (a full disk): a ROLLBACK
            # then fails and would hide why.
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise
    return None if current is None else current.holder


def unlock_file(path: Path, token: str) -> None:
    """Delete our lock row and leave WAL mode. A failure here loses nothing: the row left
    behind is a stale lock, taken over at the next open."""
    with contextlib.suppress(sqlite3.Error, OSError):
        with closing(connect(path, read_only=False, rollback_journal=False)) as connection:
            connection.execute("BEGIN IMMEDIATE")
            release_lock(connection, token)
            connection.execute("COMMIT")
            leave_wal(connection)
        remove_owner(path)


def unlock_campaign(path: Path | str) -> LockHolder | None:
    """Delete the lock row of the campaign at ``path`` whoever wrote it; return who it named.

    The file is checked first as an open would (a damaged file is refused, unchanged). The
    holder, if it still runs, finds its lock gone and is told when it next writes.
    """
    path = Path(path)
    inspection = inspect_campaign(path, recover=True)
    if inspection.lock is None:
        return None
    # In the journal mode the file is in: a holder still running keeps it in WAL mode.
    with closing(connect(path, read_only=False, rollback_journal=False)) as connection:
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("DELETE FROM file_lock WHERE id = 1")
        connection.execute("COMMIT")
        leave_wal(connection)  # one file at rest again, unless the holder still has it open
    remove_owner(path)
    return inspection.lock.holder



def settle_unheld(path: Path) -> None:
    """After a copy that was taken over lets go: if nobody holds the campaign now (it was only
    unlocked), fold the ``-wal`` in and leave one file at rest, as a close would have."""
    with contextlib.suppress(sqlite3.Error, OSError, ValueError):
        with closing(connect(path, read_only=False, rollback_journal=False)) as connection:
            if read_lock(connection) is None:
                leave_wal(connection)
        remove_owner(path)
