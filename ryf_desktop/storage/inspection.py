"""The checks a file passes before it is opened: is it there, is it SQLite, is it whole, is it
ours, is its schema one this version knows, who holds it.

Order (cheapest and least invasive first): the path (missing, a folder, unreadable), the size
(0 bytes), the 100-byte header read with plain file I/O (not SQLite; cut short), then a read-only
SQLite connection (``mode=ro``, which cannot write): ``application_id``, ``user_version`` (newer
than this program, or none), ``quick_check`` (or the full ``integrity_check``), the Alembic
revision, and the lock row. Each refusal raises its own :class:`CampaignFileError` subclass with
a message for the GM, and nothing has been written.

The one exception is crash recovery: if the program or the computer stopped while the campaign
was open, SQLite left a ``-wal`` file (commits not yet folded into the file) or a hot
``-journal`` (a commit to roll back) beside it, and reading needs that recovery first. When
``recover`` is allowed a read-write connection lets SQLite do exactly that — what any SQLite
program does on its next read (with another copy of the program still running it is only a
read). A read-only connection cannot recover; if SQLite says so, the file is refused with
:class:`RecoveryNeededError`.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from ryf_desktop.storage.connect import connect
from ryf_desktop.storage.errors import (
    CampaignCorruptError,
    CampaignEmptyError,
    CampaignFileError,
    CampaignNotFoundError,
    ForeignDatabaseError,
    NewerSchemaError,
    NotSQLiteError,
    RecoveryNeededError,
)
from ryf_desktop.storage.file_format import (
    APPLICATION_ID,
    HEADER_SIZE,
    REVISION_BY_VERSION,
    SCHEMA_VERSION,
    SQLITE_MAGIC,
    SQLiteHeader,
    parse_header,
    read_header,
    sidecar_paths,
)
from ryf_desktop.storage.locking import LockRow, read_lock


@dataclass(frozen=True, slots=True)
class Inspection:
    path: Path
    size: int
    header: SQLiteHeader
    schema_version: int
    lock: LockRow | None
    #: Lines of ``quick_check``/``integrity_check`` (["ok"] for a sound file).
    integrity: tuple[str, ...]


def inspect_campaign(path: Path, *, recover: bool, full_check: bool = False) -> Inspection:
    """Check that ``path`` is a sound campaign file; raise the matching error if not."""
    size = _size(path)
    header = _header(path, size)
    if recover and _has_leftovers(path):
        _recover(path)
        size = _size(path)
        header = _header(path, size)
    try:
        connection = connect(path, read_only=True)
    except sqlite3.Error as error:
        raise _refusal(path, error, opening=True) from error
    try:
        return _inspect_database(path, size, header, connection, full_check=full_check)
    except sqlite3.Error as error:
        raise _refusal(path, error, opening=False) from error
    finally:
        connection.close()


def _refusal(path: Path, error: sqlite3.Error, *, opening: bool) -> CampaignFileError:
    if _needs_write_to_recover(error):
        return RecoveryNeededError(
            f"The file {path.name} was not closed properly (the program or the computer "
            "stopped while it was open) and must be repaired before it can be read, which "
            "needs write permission. Open it normally (not read-only), or allow writing to "
            "the file.",
            path,
        )
    if opening and "not a database" not in str(error):
        return CampaignFileError(
            f"Cannot open {path.name}: {error}. Check that the file and its folder may be "
            "read.",
            path,
        )
    return _corrupt(path, str(error))


def _size(path: Path) -> int:
    try:
        stat = path.stat()
    except FileNotFoundError:
        raise CampaignNotFoundError(
            f"There is no campaign file at {path}. It may have been moved, renamed or deleted; "
            "use File → Open… to find it.",
            path,
        ) from None
    except OSError as error:
        raise CampaignFileError(f"Cannot read {path}: {error.strerror}.", path) from error
    if path.is_dir():
        raise NotSQLiteError(
            f"{path} is a folder, not a campaign file. Choose a .ryf campaign file.", path
        )
    if stat.st_size == 0:
        raise CampaignEmptyError(
            f"The file {path.name} is empty (0 bytes): it holds no campaign. If it should, "
            "restore it from a backup (File → Restore a backup…).",
            path,
        )
    return stat.st_size


def _header(path: Path, size: int) -> SQLiteHeader:
    try:
        data = read_header(path)
    except OSError as error:
        raise CampaignFileError(
            f"Cannot read {path.name}: {error.strerror}. Check that you may read the file.", path
        ) from error
    header = parse_header(data)
    if header is None:
        if data.startswith(SQLITE_MAGIC) and len(data) < HEADER_SIZE:
            raise _truncated(path, size, None)
        raise NotSQLiteError(
            f"The file {path.name} is not a RyF Desktop campaign: it is not a database at all "
            "(perhaps a picture, a document or a download that did not finish). Choose a .ryf "
            "campaign file.",
            path,
        )
    expected = header.expected_size
    if (expected is not None and size < expected) or size % header.page_size:
        raise _truncated(path, size, expected)
    return header


def _truncated(path: Path, size: int, expected: int | None) -> CampaignCorruptError:
    should = f", but it should be {expected:,} bytes" if expected else ""
    return CampaignCorruptError(
        f"The file {path.name} is incomplete: it is {size:,} bytes{should}. It was probably cut "
        "short while being copied or downloaded. RyF Desktop did not change it. Copy it again "
        "from where it came from, or restore a backup (File → Restore a backup…).",
        path,
    )


def _corrupt(path: Path, detail: str) -> CampaignCorruptError:
    return CampaignCorruptError(
        f"The file {path.name} is damaged ({detail}). RyF Desktop did not change it. Restore a "
        "backup (File → Restore a backup…); `ryf-desktop check` lists what is wrong.",
        path,
    )


def _has_leftovers(path: Path) -> bool:
    journal, wal, _shm = sidecar_paths(path)
    try:
        return journal.stat().st_size > 0 or wal.exists()
    except OSError:
        return wal.exists()


def _needs_write_to_recover(error: sqlite3.Error) -> bool:
    # SQLITE_READONLY_ROLLBACK (hot journal), _RECOVERY (WAL index), _CANTINIT...: the primary
    # code of all of them is SQLITE_READONLY (8).
    code = getattr(error, "sqlite_errorcode", None)
    return isinstance(code, int) and code & 0xFF == sqlite3.SQLITE_READONLY


def _recover(path: Path) -> None:
    try:
        connection = connect(path, read_only=False, rollback_journal=False)
        try:
            # Any read makes SQLite roll the interrupted commit back from the journal.
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        finally:
            connection.close()
    except sqlite3.Error as error:
        raise _corrupt(path, f"recovery after a crash failed: {error}") from error


def _inspect_database(
    path: Path,
    size: int,
    header: SQLiteHeader,
    connection: sqlite3.Connection,
    *,
    full_check: bool,
) -> Inspection:
    name = path.name
    application_id = int(connection.execute("PRAGMA application_id").fetchone()[0])
    if application_id != APPLICATION_ID:
        raise ForeignDatabaseError(
            f"The file {name} is a database made by another program, not a RyF Desktop "
            "campaign. Choose a .ryf campaign file.",
            path,
        )
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    if version > SCHEMA_VERSION:
        raise NewerSchemaError(
            f"This file was made by a newer version of RyF Desktop (schema {version}, this "
            f"version knows up to {SCHEMA_VERSION}). Update the program to open it.",
            path,
            found=version,
            known=SCHEMA_VERSION,
        )
    if version not in REVISION_BY_VERSION:
        raise _corrupt(path, f"its schema version {version} is not valid")
    pragma = "integrity_check" if full_check else "quick_check"
    integrity = tuple(str(row[0]) for row in connection.execute(f"PRAGMA {pragma}").fetchall())
    if integrity != ("ok",):
        raise _corrupt(path, "; ".join(integrity[:3]))
    revision = _alembic_revision(connection)
    if revision != REVISION_BY_VERSION[version]:
        raise _corrupt(
            path,
            f"its schema record says revision {revision!r} but schema version {version}",
        )
    lock = read_lock(connection)
    return Inspection(path, size, header, version, lock, integrity)


def _alembic_revision(connection: sqlite3.Connection) -> str | None:
    try:
        rows = connection.execute("SELECT version_num FROM alembic_version").fetchall()
    except sqlite3.OperationalError:
        return None
    return str(rows[0][0]) if len(rows) == 1 else None
