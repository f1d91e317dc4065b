"""Whose ``-wal`` is this? A ``-wal`` is applied only to the file it was written for.

SQLite applies whatever ``-wal`` lies beside a database at its next read, and checks no more
than the page size: another campaign's ``-wal`` renamed beside a file turns it into the other
campaign, and the stale ``-wal`` of a crashed campaign undoes a backup that the GM copied over
it by hand. So while a campaign is open for writing, an **owner file** ``<name>-wal-owner``
beside its ``-wal`` names the open's lock token, which the lock row holds in the file itself
(written before the file enters WAL mode). Closing removes it with the ``-wal``.

A ``-wal`` belongs to the file when its owner file names the token of the file's own lock row,
read from the file's bytes alone (``immutable=1``: SQLite does not look at the ``-wal`` then);
or, with no owner file (a crash of an older version of the program), when the file has a lock
row at all: a file closed properly, a copy and a backup have none, so a ``-wal`` beside one of
them is not its own. When the file itself is still in WAL mode (another copy held it as it was
taken over) its lock row may lie only in the ``-wal``, and the owner file is trusted. A ``-wal``
that does not belong is moved aside, renamed, never applied and never deleted.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from pathlib import Path

from ryf_desktop.storage.connect import connect
from ryf_desktop.storage.file_format import read_header, sidecar_paths
from ryf_desktop.storage.locking import read_lock

OWNER_SUFFIX = "-wal-owner"
#: Bytes 18 and 19 of an SQLite header: 2 and 2 in WAL mode, 1 and 1 in rollback-journal mode.
_WAL_VERSIONS = b"\x02\x02"


def owner_path(path: Path) -> Path:
    return path.with_name(path.name + OWNER_SUFFIX)


def write_owner(path: Path, token: str) -> None:
    """Name the open holding ``token`` as the owner of the ``-wal`` it is about to write."""
    owner = owner_path(path)
    temporary = owner.with_name(owner.name + ".tmp")
    with temporary.open("w", encoding="ascii") as stream:
        stream.write(token)
        stream.flush()
        os.fsync(stream.fileno())
    temporary.replace(owner)


def remove_owner(path: Path) -> None:
    """Forget the owner once the ``-wal`` is folded in and gone."""
    if not sidecar_paths(path)[1].exists():
        owner_path(path).unlink(missing_ok=True)


def wal_belongs(path: Path) -> bool:
    """Whether the ``-wal`` beside ``path`` (if any) was written for this file."""
    wal = sidecar_paths(path)[1]
    try:
        if wal.stat().st_size == 0:
            return True  # nothing in it to apply
    except FileNotFoundError:
        return True
    token = _own_token(path)
    try:
        owner: str | None = owner_path(path).read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        owner = None
    if owner is not None:
        return owner == token or _in_wal_mode(path)
    return token is not None


def _own_token(path: Path) -> str | None:
    """The token of the lock row in the file's own bytes (what its ``-wal`` says is ignored)."""
    try:
        with closing(connect(path, read_only=True, immutable=True)) as connection:
            lock = read_lock(connection)
    except (sqlite3.Error, ValueError, UnicodeDecodeError):
        return None
    return None if lock is None else lock.token


def _in_wal_mode(path: Path) -> bool:
    try:
        return read_header(path)[18:20] == _WAL_VERSIONS
    except OSError:
        return False
