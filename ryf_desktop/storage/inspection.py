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
``recover`` is allowed, a copy of the file and its sidecars is recovered and checked first
(:mod:`~ryf_desktop.storage.working_copy`); only if it comes out sound does a read-write
connection let SQLite recover the file itself — what any SQLite program does on its next read.
A file that comes out damaged is refused with it and its sidecars exactly as they were. A
read-only connection cannot recover; if SQLite says so, the file is refused with
:class:`RecoveryNeededError`. Every refusal carries a :class:`StorageProblem` code for the UI's
words; SQLite's own errors about the bytes (not a database, malformed, text that is not UTF-8)
mean damage, and only a refusal to reach the file at all is about permissions or the disk.
"""

from __future__ import annotations

import dataclasses
import sqlite3
import stat as _stat
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from ryf_desktop.storage.connect import connect
from ryf_desktop.storage.driver_errors import classified, disk_full, is_disk_full, primary_code
from ryf_desktop.storage.errors import (
    CampaignBusyError,
    CampaignCorruptError,
    CampaignEmptyError,
    CampaignFileError,
    CampaignNotFoundError,
    ForeignDatabaseError,
    NewerSchemaError,
    NotSQLiteError,
    Param,
    RecoveryNeededError,
    StorageProblem,
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
from ryf_desktop.storage.validation import file_problem
from ryf_desktop.storage.wal_identity import wal_belongs
from ryf_desktop.storage.working_copy import recovery_problem


@dataclass(frozen=True, slots=True)
class Inspection:
    path: Path
    size: int
    header: SQLiteHeader
    schema_version: int
    lock: LockRow | None
    #: Lines of ``quick_check``/``integrity_check`` (["ok"] for a sound file).
    integrity: tuple[str, ...]
    #: Where a ``-wal`` (and its ``-shm``) that was not the file's own was moved.
    set_aside: tuple[Path, ...] = ()


def inspect_campaign(
    path: Path, *, recover: bool, full_check: bool = False, immutable: bool = False
) -> Inspection:
    """Check that ``path`` is a sound campaign file; raise the matching error if not
    (``immutable``: read it as bytes that nothing writes, see ``check``)."""
    size = _size(path)
    header = _header(path, size)
    set_aside: tuple[Path, ...] = ()
    if recover and has_leftovers(path):
        if not wal_belongs(path):
            # Another file's -wal (or one older than a backup put in this file's place):
            # applied, it would turn this campaign into something else.
            set_aside = tuple(_set_wal_aside(path))
        if has_leftovers(path):
            _recover(path)
        size = _size(path)
        header = _header(path, size)
    try:
        connection = connect(path, read_only=True, immutable=immutable)
    except (sqlite3.Error, UnicodeDecodeError) as error:
        raise refusal(path, error, opening=True) from error
    try:
        inspection = _inspect_database(path, size, header, connection, full_check=full_check)
        return dataclasses.replace(inspection, set_aside=set_aside)
    except (sqlite3.Error, UnicodeDecodeError) as error:
        raise refusal(path, error, opening=False) from error
    finally:
        connection.close()


def refusal(
    path: Path, error: sqlite3.Error | UnicodeDecodeError, *, opening: bool
) -> CampaignFileError:
    """What an error of the driver about the file means for the GM."""
    if isinstance(error, UnicodeDecodeError):
        # SQLite quoted damaged bytes (a mangled schema) in its message, which is not UTF-8.
        return corrupt(path, "its text is not valid UTF-8")
    if _needs_write_to_recover(error):
        return RecoveryNeededError(
            f"The file {path.name} was not closed properly (the program or the computer "
            "stopped while it was open) and must be repaired before it can be read, which "
            "needs write permission. Open it normally (not read-only), or allow writing to "
            "the file.",
            path,
            problem=StorageProblem.RECOVERY_NEEDS_WRITE,
            name=path.name,
        )
    primary = primary_code(error)
    if primary == sqlite3.SQLITE_FULL:
        return disk_full(path)
    if primary in _BUSY_CODES:
        return CampaignBusyError(
            f"The file {path.name} is busy: another copy of RyF Desktop is working on it "
            "(opening or upgrading it). Try again in a moment.",
            path,
            problem=StorageProblem.BUSY,
            name=path.name,
            detail=str(error),
        )
    if not opening and primary == sqlite3.SQLITE_IOERR:
        # A disk that fails to read is not a damaged file: a backup would not help.
        refused = classified(path, error)
        assert refused is not None
        return refused
    # Only a refusal to open the file at all is about permissions; anything else SQLite says
    # about the bytes (not a database, malformed) means they are damaged.
    if opening and primary in _ACCESS_CODES:
        return CampaignFileError(
            f"Cannot open {path.name}: {error}. Check that the file and its folder may be "
            "read.",
            path,
            problem=StorageProblem.CANNOT_OPEN,
            name=path.name,
            detail=str(error),
        )
    return corrupt(path, str(error))


#: How many copies of a crashed file are recovered before it is called damaged.
RECOVERY_CHECKS = 2
#: SQLite's primary result codes that say the file could not be reached, not that it is damaged.
_ACCESS_CODES = frozenset({
    sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH, sqlite3.SQLITE_IOERR,
    sqlite3.SQLITE_FULL, sqlite3.SQLITE_NOLFS,
})
#: Another connection holds the file (a race with another copy of the program).
_BUSY_CODES = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})


def check_bytes(path: Path) -> SQLiteHeader:
    """The checks made with plain file I/O, before SQLite sees the file: it is there, a file,
    not empty, an SQLite header, not cut short."""
    return _header(path, _size(path))


def _size(path: Path) -> int:
    try:
        stat = path.stat()
    except FileNotFoundError:
        raise CampaignNotFoundError(
            f"There is no campaign file at {path}. It may have been moved, renamed or deleted; "
            "use File → Open… to find it.",
            path,
            problem=StorageProblem.NOT_FOUND,
            file=str(path),
        ) from None
    except OSError as error:
        raise _unreadable(path, error) from error
    if path.is_dir():
        raise NotSQLiteError(
            f"{path} is a folder, not a campaign file. Choose a .ryf campaign file.",
            path,
            problem=StorageProblem.IS_FOLDER,
            file=str(path),
        )
    if not _stat.S_ISREG(stat.st_mode):
        raise NotSQLiteError(
            f"{path.name} is not a file (it is a pipe, a device or a socket). Choose a .ryf "
            "campaign file.",
            path,
            problem=StorageProblem.NOT_A_FILE,
            name=path.name,
        )
    if stat.st_size == 0:
        raise CampaignEmptyError(
            f"The file {path.name} is empty (0 bytes): it holds no campaign. If it should, "
            "restore it from a backup (File → Restore a backup…).",
            path,
            problem=StorageProblem.EMPTY,
            name=path.name,
        )
    return stat.st_size


def _unreadable(path: Path, error: OSError) -> CampaignFileError:
    return CampaignFileError(
        f"Cannot read {path}: {error.strerror or error}. Check that you may read the file.",
        path,
        problem=StorageProblem.UNREADABLE,
        file=str(path),
        reason=str(error.strerror or error),
    )


def _header(path: Path, size: int) -> SQLiteHeader:
    try:
        data = read_header(path)
    except OSError as error:
        raise _unreadable(path, error) from error
    header = parse_header(data)
    if header is None:
        if data.startswith(SQLITE_MAGIC) and len(data) < HEADER_SIZE:
            raise _truncated(path, size, None)
        raise NotSQLiteError(
            f"The file {path.name} is not a RyF Desktop campaign: it is not a database at all "
            "(perhaps a picture, a document or a download that did not finish). Choose a .ryf "
            "campaign file.",
            path,
            problem=StorageProblem.NOT_SQLITE,
            name=path.name,
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
        problem=StorageProblem.TRUNCATED,
        name=path.name,
        size=size,
        expected=expected or 0,
    )


def corrupt(
    path: Path,
    detail: str,
    *,
    problem: StorageProblem = StorageProblem.DAMAGED,
    **params: Param,
) -> CampaignCorruptError:
    """A damaged file: ``detail`` (SQLite's words, or what disagrees) in the English message."""
    return CampaignCorruptError(
        f"The file {path.name} is damaged ({detail}). RyF Desktop did not change it. Restore a "
        "backup (File → Restore a backup…); `ryf-desktop check` lists what is wrong.",
        path,
        problem=problem,
        **({"name": path.name, "detail": detail} | params),
    )


def recovery_failed(path: Path, detail: str) -> CampaignCorruptError:
    """A crashed file whose recovery (tried on a copy first) fails or leaves it damaged."""
    return CampaignCorruptError(
        f"The file {path.name} was not closed properly and does not come out of the repair "
        f"whole ({detail}). RyF Desktop did not change it. Restore a backup (File → Restore a "
        "backup…); `ryf-desktop check` lists what is wrong.",
        path,
        problem=StorageProblem.RECOVERY_FAILED,
        name=path.name,
        detail=detail,
    )


def _set_wal_aside(path: Path) -> list[Path]:
    from ryf_desktop.storage.new_files import move_sidecars_aside

    try:
        return move_sidecars_aside(path, wal_only=True)
    except OSError as error:
        raise _unreadable(path, error) from error


def has_leftovers(path: Path) -> bool:
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
    """Recover a crashed file, having first recovered a copy of it: a file that comes out of
    recovery damaged is refused with it and its sidecars exactly as they were."""
    _refuse_unreadable_sidecars(path)
    problem = None
    for _attempt in range(RECOVERY_CHECKS):
        try:
            problem = recovery_problem(path)
        except (OSError, sqlite3.Error):
            # No room for a copy (or the copy's disk failed): recover in place, as any SQLite
            # program would; a full disk there is told below.
            problem = None
        # Another copy of the program writing the file while it was copied gives a copy that
        # looks damaged; the file itself is then fine, and a second copy says so.
        if problem is None:
            break
    if problem is not None:
        raise recovery_failed(path, problem)
    try:
        with closing(connect(path, read_only=False, rollback_journal=False)) as connection:
            # Any read makes SQLite roll the interrupted commit back from the journal.
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error as error:
        refused = classified(path, error)
        if refused is not None and refused.problem is not StorageProblem.DAMAGED:
            raise refused from error  # a full or failing disk: the -wal still holds the edits
        raise recovery_failed(path, str(error)) from error


def _refuse_unreadable_sidecars(path: Path) -> None:
    """A journal or ``-wal`` that cannot be read holds the last edits: the way out is to make
    it readable, not to restore a backup (which would lose them)."""
    for sidecar in sidecar_paths(path)[:2]:
        try:
            with sidecar.open("rb") as stream:
                stream.read(1)
        except FileNotFoundError:
            continue
        except OSError as error:
            if is_disk_full(error):
                raise disk_full(path) from error
            raise CampaignFileError(
                f"The file {path.name} was not closed properly, and what it holds of the last "
                f"edits is in {sidecar.name} beside it, which cannot be read "
                f"({error.strerror or error}). RyF Desktop changed nothing. Allow reading that "
                "file (or copy it back from where it came from), then open the campaign again.",
                path,
                problem=StorageProblem.SIDECAR_UNREADABLE,
                name=path.name,
                sidecar=sidecar.name,
                reason=str(error.strerror or error),
            ) from error


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
            problem=StorageProblem.FOREIGN,
            name=name,
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
        raise corrupt(
            path, f"its schema version {version} is not valid",
            problem=StorageProblem.SCHEMA_INVALID, version=version,
        )
    pragma = "integrity_check" if full_check else "quick_check"
    integrity = tuple(str(row[0]) for row in connection.execute(f"PRAGMA {pragma}").fetchall())
    if integrity != ("ok",):
        raise corrupt(path, "; ".join(integrity[:3]))
    revision = _alembic_revision(connection)
    if revision != REVISION_BY_VERSION[version]:
        raise corrupt(
            path,
            f"its schema record says revision {revision!r} but schema version {version}",
            problem=StorageProblem.SCHEMA_MISMATCH,
            version=version,
            revision=str(revision),
        )
    if version == SCHEMA_VERSION:
        # What SQLite calls whole may still not be what this program can load (a file edited
        # by hand): the schema and every value, the same words here and in `check`.
        problem = file_problem(connection)
        if problem is not None:
            raise corrupt(path, problem)
    lock = read_lock(connection)
    return Inspection(path, size, header, version, lock, integrity)


def _alembic_revision(connection: sqlite3.Connection) -> str | None:
    try:
        rows = connection.execute("SELECT version_num FROM alembic_version").fetchall()
    except sqlite3.OperationalError:
        return None
    return str(rows[0][0]) if len(rows) == 1 else None


def is_busy(error: BaseException | None) -> bool:
    """Whether a driver error says another connection holds the file (a race, not damage)."""
    code = getattr(error, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    return "locked" in str(error) or "busy" in str(error)


def open_failed(path: Path, error: BaseException | None) -> CampaignFileError:
    """What a driver error while opening means for the GM: busy (another copy is opening or
    upgrading it), or a file SQLite could not use."""
    detail = str(error) if error is not None else "busy"
    if error is None or is_busy(error):
        return CampaignBusyError(
            f"The file {path.name} is busy: another copy of RyF Desktop is opening or upgrading "
            "it. Try again in a moment.",
            path,
            problem=StorageProblem.BUSY,
            name=path.name,
            detail=detail,
        )
    if isinstance(error, sqlite3.Error | UnicodeDecodeError):
        return refusal(path, error, opening=True)
    return CampaignFileError(
        f"Cannot open {path.name}: {detail}. Check that the file and its folder may be read "
        "and written.",
        path,
        problem=StorageProblem.CANNOT_OPEN,
        name=path.name,
        detail=detail,
    )
