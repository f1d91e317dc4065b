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
from pathlib import Path

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
_BUSY = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})
_UNREACHABLE = frozenset({
    sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH,
    sqlite3.SQLITE_NOLFS,
})


def primary_code(error: BaseException | None) -> int | None:
    """SQLite's primary result code of a driver error (None: no code, not SQLite's)."""
    if isinstance(error, DBAPIError):
        error = error.orig
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


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
    if isinstance(error, UnicodeDecodeError):
        return _damaged(path, "its text is not valid UTF-8")
    if not isinstance(error, sqlite3.Error) or isinstance(
        error, sqlite3.ProgrammingError | sqlite3.InterfaceError
    ):
        return None
    code = primary_code(error)
    detail = str(error)
    if code == sqlite3.SQLITE_FULL:
        return disk_full(path)
    if code in _BUSY:
        return CampaignBusyError(
            f"The file {path.name} is busy: another copy of RyF Desktop is working on it. Try "
            "again in a moment.",
            path,
            problem=StorageProblem.BUSY,
            name=path.name,
            detail=detail,
        )
    if code == sqlite3.SQLITE_READONLY:
        return CampaignDiskError(
            f"The file {path.name} cannot be written ({detail}): it, its folder or its disk is "
            "read-only. Nothing was lost.",
            path,
            problem=StorageProblem.NOT_WRITABLE,
            name=path.name,
            detail=detail,
        )
    if code in _UNREACHABLE:
        return CampaignDiskError(
            f"The disk failed while reading or writing {path.name} ({detail}). Nothing was "
            "written; check the disk (is it still connected?) and try again.",
            path,
            problem=StorageProblem.DISK_FAILED,
            name=path.name,
            detail=detail,
        )
    if code == sqlite3.SQLITE_NOTADB:
        return NotSQLiteError(
            f"The file {path.name} is not a RyF Desktop campaign: it is not a database at all.",
            path,
            problem=StorageProblem.NOT_SQLITE,
            name=path.name,
        )
    if code == sqlite3.SQLITE_CORRUPT:
        return _damaged(path, detail)
    return None


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
