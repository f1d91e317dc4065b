"""Copies of a campaign: "Save a copy…", rolling backups, and restoring one.

- Every copy is taken with SQLite's online backup API, in one step, from a separate read-only
  connection: a consistent snapshot even while the campaign is open and being edited, and since
  an open campaign runs in WAL mode the snapshot does not hold its commits back. (Copying in
  several steps would let commits in, but SQLite restarts a stepwise backup after every commit
  by another connection, so a GM editing steadily could keep it from ever finishing.) The
  snapshot goes to memory and is written out a megabyte at a time, each flushed, so the disk is
  never asked to flush the whole copy at once while a commit waits (campaigns over
  :data:`IN_MEMORY_COPY_MAX` are copied straight to disk). The copy is a hidden temporary file
  beside its destination; its lock row is removed (a copy is nobody's open campaign), it is put
  back in rollback-journal mode, flushed, and renamed into place, so a crash never leaves a
  half-written copy under the real name.
- Rolling backups live in a folder per campaign *outside* the campaign's own folder (nothing
  sits beside the ``.ryf`` at rest): by default ``<user data dir>/backups/<stem>-<hash>/``, where
  the hash is of the campaign's absolute path. The folder is a parameter everywhere, so tests and
  the session layer can choose it. Names are ``<stem>-<UTC time>.ryf``; the newest
  :data:`BACKUPS_KEPT` are kept. The session layer takes one when a campaign is opened and every
  :data:`BACKUP_INTERVAL_S` of play, off the GUI thread.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import sqlite3
import sys
import time
import uuid
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ryf_desktop.storage.connect import connect
from ryf_desktop.storage.errors import (
    BackupError,
    CampaignExistsError,
    CampaignLockedError,
    StorageProblem,
)
from ryf_desktop.storage.file_format import CAMPAIGN_SUFFIX, remove_with_sidecars
from ryf_desktop.storage.locking import LockState, lock_state, pid_alive, read_lock
from ryf_desktop.storage.new_files import move_sidecars_aside

BACKUPS_KEPT = 10
BACKUP_INTERVAL_S = 30 * 60
#: Campaigns up to this size are copied through memory and written out in chunks.
IN_MEMORY_COPY_MAX = 512 * 1024 * 1024
WRITE_CHUNK = 1024 * 1024
APP_DIR_NAME = "ryf-desktop"

_STAMP_FORMAT = "%Y%m%dT%H%M%S%fZ"
#: The hidden copy :func:`copy_database` writes before renaming it, and SQLite's files beside it.
_LEFTOVER_NAME = re.compile(
    r"^\..+?(\.(?P<pid>\d+))?\.[0-9a-f]{8}\.tmp(-journal|-wal|-shm)?$"
)
#: How old a temporary copy of no known process must be to count as left over.
LEFTOVER_AGE_S = 10 * 60
_BACKUP_NAME = re.compile(
    r"^(?P<stem>.*)-(?P<stamp>\d{8}T\d{12}Z)" + re.escape(CAMPAIGN_SUFFIX) + "$"
)


@dataclass(frozen=True, slots=True)
class BackupInfo:
    path: Path
    taken_at: datetime
    size: int


def user_data_dir() -> Path:
    """The per-user folder for the program's data (never inside a campaign's folder)."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_DIR_NAME


def default_backup_dir(campaign: Path, data_dir: Path | None = None) -> Path:
    """The backup folder of one campaign, keyed by its absolute path."""
    resolved = campaign.resolve()
    # The path's bytes: the same digest as its UTF-8 text, and one for a name that is not UTF-8.
    digest = hashlib.sha256(os.fsencode(resolved)).hexdigest()[:12]
    safe_stem = re.sub(r"[^\w.-]+", "_", resolved.stem)[:40] or "campaign"
    return (data_dir or user_data_dir()) / "backups" / f"{safe_stem}-{digest}"


def copy_database(source: Path, dest: Path, *, overwrite: bool = False) -> None:
    """A consistent copy of the SQLite file ``source`` at ``dest``, without its lock row."""
    if dest.exists():
        if not overwrite:
            raise CampaignExistsError(
                f"There is already a file at {dest}. Choose another name, or allow replacing it.",
                dest,
            )
        _refuse_if_open_elsewhere(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    # The pid in the name tells a copy being written from one a killed process left behind.
    temporary = dest.with_name(f".{dest.name}.{os.getpid()}.{uuid.uuid4().hex[:8]}.tmp")
    try:
        if source.stat().st_size <= IN_MEMORY_COPY_MAX:
            _copy_through_memory(source, temporary)
        else:
            _copy_directly(source, temporary)
        with closing(sqlite3.connect(temporary, isolation_level=None)) as target:
            target.execute("PRAGMA journal_mode=DELETE")
            target.execute("DELETE FROM file_lock")
        _fsync_file(temporary)
        # What a crash left beside the file being replaced belongs to the old file: applied to
        # the new one it would damage it, so it is moved aside (not deleted).
        move_sidecars_aside(dest)
        temporary.replace(dest)
        _fsync_dir(dest.parent)
    except sqlite3.Error as error:
        raise BackupError(
            f"Could not copy the campaign to {dest}: {error}.",
            dest,
            problem=StorageProblem.COPY_FAILED,
            file=str(dest),
            detail=str(error),
        ) from error
    finally:
        remove_with_sidecars(temporary)


def _refuse_if_open_elsewhere(dest: Path) -> None:
    try:
        connection = connect(dest, read_only=True)
    except sqlite3.Error:
        return
    try:
        lock = read_lock(connection)
    except sqlite3.Error:
        return  # not a campaign (or a damaged one): nobody has it open in RyF Desktop
    finally:
        connection.close()
    if lock is not None and lock_state(lock) is LockState.HELD:
        raise CampaignLockedError(lock.holder, dest)


def _copy_through_memory(source: Path, temporary: Path) -> None:
    """Snapshot into memory, then write it out a chunk at a time, each chunk flushed to disk.

    One big flush of the whole copy at the end would make a commit of the open campaign (which
    waits for its own small flush) queue behind it for tens of milliseconds; small flushes keep
    that wait to one chunk's.
    """
    with (
        closing(connect(source, read_only=True)) as source_connection,
        closing(sqlite3.connect(":memory:")) as memory,
    ):
        source_connection.backup(memory)
        data = memory.serialize()
    view = memoryview(data)
    with temporary.open("wb") as stream:
        for start in range(0, len(view), WRITE_CHUNK):
            stream.write(view[start : start + WRITE_CHUNK])
            stream.flush()
            _sync_data(stream.fileno())


def _copy_directly(source: Path, temporary: Path) -> None:
    with (
        closing(connect(source, read_only=True)) as source_connection,
        closing(sqlite3.connect(temporary, isolation_level=None)) as target,
    ):
        source_connection.backup(target)


def take_backup(
    source: Path, backup_dir: Path, *, keep: int = BACKUPS_KEPT, now: datetime | None = None
) -> BackupInfo:
    """Copy ``source`` into ``backup_dir`` and delete all but the newest ``keep`` backups."""
    taken_at = (now or datetime.now(UTC)).astimezone(UTC)
    name = f"{source.stem}-{taken_at.strftime(_STAMP_FORMAT)}{CAMPAIGN_SUFFIX}"
    dest = backup_dir / name
    remove_leftovers(backup_dir)
    if dest.exists():
        raise BackupError(
            f"A backup named {name} already exists.",
            dest,
            problem=StorageProblem.BACKUP_EXISTS,
            name=name,
        )
    copy_database(source, dest)
    for old in list_backups(backup_dir)[keep:]:
        old.path.unlink(missing_ok=True)
    return BackupInfo(dest, taken_at, dest.stat().st_size)


def remove_leftovers(backup_dir: Path, *, now: float | None = None) -> list[Path]:
    """Delete the hidden temporary copies a backup killed mid-way left in ``backup_dir`` (they
    are outside the keep-ten rule and would stay for ever): those whose writer (the pid in the
    name) is gone, and any older than :data:`LEFTOVER_AGE_S`; a copy being written now stays."""
    if not backup_dir.is_dir():
        return []
    cutoff = (time.time() if now is None else now) - LEFTOVER_AGE_S
    removed: list[Path] = []
    for path in backup_dir.iterdir():
        match = _LEFTOVER_NAME.match(path.name)
        if match is None:
            continue
        writer = match.group("pid")
        gone = writer is not None and int(writer) != os.getpid() and not pid_alive(int(writer))
        with contextlib.suppress(FileNotFoundError):
            if gone or path.stat().st_mtime < cutoff:
                path.unlink()
                removed.append(path)
    return removed


def list_backups(backup_dir: Path) -> list[BackupInfo]:
    """The backups in ``backup_dir``, newest first."""
    if not backup_dir.is_dir():
        return []
    found: list[BackupInfo] = []
    for path in backup_dir.iterdir():
        match = _BACKUP_NAME.match(path.name)
        if match is None or not path.is_file():
            continue
        taken_at = datetime.strptime(match.group("stamp"), _STAMP_FORMAT).replace(tzinfo=UTC)
        found.append(BackupInfo(path, taken_at, path.stat().st_size))
    found.sort(key=lambda info: info.taken_at, reverse=True)
    return found


def _sync_data(descriptor: int) -> None:
    if sys.platform == "linux":
        os.fdatasync(descriptor)
    else:  # pragma: no cover - macOS and Windows have no fdatasync
        os.fsync(descriptor)


def _fsync_file(path: Path) -> None:
    with path.open("rb+") as stream:
        os.fsync(stream.fileno())


def _fsync_dir(path: Path) -> None:
    if sys.platform == "win32":  # pragma: no cover - directories cannot be opened on Windows
        return
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
