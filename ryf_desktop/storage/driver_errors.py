"""What an error of the SQLite driver (or of the OS, writing a file) means for the GM.

SQLite's exceptions carry the extended result code (``sqlite_errorcode``, Python 3.11); its low
byte is the primary code, which is what decides: the disk is full, the file is busy (another
copy of the program), it cannot be written (read-only media), the disk failed (an I/O error),
the bytes are damaged, or it is not a database. Anything else (a misuse of the API, SQL that
does not fit the schema) is a bug of the program and is left to propagate as it is, never
dressed up as a damaged file. An OSError of a full disk (ENOSPC, EDQUOT) is told the same way as
SQLite's, since the GM cannot tell (and need not) which of the two filled it.
"""

from __future__ import annotations

import errno
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

from sqlalchemy.exc import DBAPIError

from ryf_desktop.storage.errors import (
    CampaignBusyError,
    CampaignCorruptError,
    CampaignDiskError,
    CampaignDiskFullError,
    CampaignFileError,
    NotSQLiteError,
    StorageProblem,
)

#: OS error numbers of a full disk or an exhausted quota.
FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT})

#: SQLite's primary result code → what it means for the GM (the UI words each kind and says
#: how to fix it). A code not here is a bug of the program, not a state of the file or disk.
PROBLEM_OF_CODE: Mapping[int, StorageProblem] = MappingProxyType({
    sqlite3.SQLITE_FULL: StorageProblem.DISK_FULL,
    sqlite3.SQLITE_BUSY: StorageProblem.BUSY,
    sqlite3.SQLITE_LOCKED: StorageProblem.BUSY,
    sqlite3.SQLITE_READONLY: StorageProblem.NOT_WRITABLE,
    sqlite3.SQLITE_IOERR: StorageProblem.DISK_FAILED,
    sqlite3.SQLITE_CANTOPEN: StorageProblem.DISK_FAILED,
    sqlite3.SQLITE_PERM: StorageProblem.DISK_FAILED,
    sqlite3.SQLITE_AUTH: StorageProblem.DISK_FAILED,
    sqlite3.SQLITE_NOLFS: StorageProblem.DISK_FAILED,
    sqlite3.SQLITE_CORRUPT: StorageProblem.DAMAGED,
    sqlite3.SQLITE_NOTADB: StorageProblem.NOT_SQLITE,
})


def primary_code(error: BaseException | None) -> int | None:
    """SQLite's primary result code of a driver error (None: no code, not SQLite's)."""
    if isinstance(error, DBAPIError):
        error = error.orig
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def sqlite_problem(error: BaseException | None) -> StorageProblem | None:
    """What SQLite's error (bare or wrapped by SQLAlchemy) means for the file; None when it
    is not SQLite's or is a bug of the program (a misuse of the API, SQL that does not fit)."""
    if isinstance(error, DBAPIError):
        error = error.orig
    if not isinstance(error, sqlite3.Error) or isinstance(
        error, sqlite3.ProgrammingError | sqlite3.InterfaceError
    ):
        return None
    code = primary_code(error)
    return None if code is None else PROBLEM_OF_CODE.get(code)


def is_disk_full(error: BaseException | None) -> bool:
    """Whether ``error`` (SQLite's or the OS's) says the disk is full."""
    if isinstance(error, OSError):
        return error.errno in FULL_ERRNOS
    return primary_code(error) == sqlite3.SQLITE_FULL


def disk_full(path: Path) -> CampaignDiskFullError:
    return CampaignDiskFullError(
        f"The disk that holds {path.name} is full: nothing was written, and nothing is lost. "
        "Free some space on it (delete or move other files), then try again.",
        path,
        problem=StorageProblem.DISK_FULL,
        name=path.name,
    )


def classified(path: Path, error: BaseException) -> CampaignFileError | None:
    """The refusal that ``error`` means for the file at ``path``; None when it is not about
    the file or the disk at all (a programming error, to be raised as it is)."""
    if isinstance(error, DBAPIError) and error.orig is not None:
        error = error.orig
    if isinstance(error, OSError):
        return _os_refusal(path, error)
    if isinstance(error, UnicodeDecodeError):
        return _damaged(path, "its text is not valid UTF-8")
    problem = sqlite_problem(error)
    return None if problem is None else _refusal(path, problem, str(error))


def _os_refusal(path: Path, error: OSError) -> CampaignFileError | None:
    if error.errno in FULL_ERRNOS:
        return disk_full(path)
    if error.errno == errno.EIO:
        return CampaignDiskError(
            f"The disk failed while writing {path.name} ({error.strerror}). Nothing was "
            "written; check the disk (is it still connected?) and try again.",
            path,
            problem=StorageProblem.DISK_FAILED,
            name=path.name,
            detail=str(error.strerror or error),
        )
    return None  # permissions, a missing folder: the OSError says it well enough


def _refusal(path: Path, problem: StorageProblem, detail: str) -> CampaignFileError:
    """The refusal of one kind of SQLite's, with English words for the log."""
    name = path.name
    if problem is StorageProblem.DISK_FULL:
        return disk_full(path)
    if problem is StorageProblem.BUSY:
        return CampaignBusyError(
            f"The file {name} is busy: another copy of RyF Desktop is working on it. Try "
            "again in a moment.",
            path, problem=problem, name=name, detail=detail,
        )
    if problem is StorageProblem.NOT_WRITABLE:
        return CampaignDiskError(
            f"The file {name} cannot be written ({detail}): it, its folder or its disk is "
            "read-only. Nothing was lost. Allow writing to it, or copy it to a folder where "
            "you can write and open the copy, then try again.",
            path, problem=problem, name=name, detail=detail,
        )
    if problem is StorageProblem.DISK_FAILED:
        return CampaignDiskError(
            f"The disk failed while reading or writing {name} ({detail}). Nothing was "
            "written; check the disk (is it still connected?) and try again.",
            path, problem=problem, name=name, detail=detail,
        )
    if problem is StorageProblem.NOT_SQLITE:
        return NotSQLiteError(
            f"The file {name} is not a RyF Desktop campaign: it is not a database at all.",
            path, problem=problem, name=name,
        )
    return _damaged(path, detail)


def raise_classified(path: Path, error: BaseException) -> None:
    """Raise the refusal ``error`` means (from it); return when it is a bug to re-raise."""
    refusal = classified(path, error)
    if refusal is not None:
        raise refusal from error


def _damaged(path: Path, detail: str) -> CampaignCorruptError:
    return CampaignCorruptError(
        f"The file {path.name} is damaged ({detail}). RyF Desktop did not change it. Restore a "
        "backup (File → Restore a backup…); `ryf-desktop check` lists what is wrong.",
        path,
        problem=StorageProblem.DAMAGED,
        name=path.name,
        detail=detail,
    )
