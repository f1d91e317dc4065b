"""Upgrading an older campaign file in place, after a safety copy beside it.

The copy is ``<stem>.schema<N>-backup<suffix>``: one per schema version, named with it. Opening
the same old file again (an upgrade that failed and was rolled back, a race with another copy of
the program) finds that copy holding the same bytes and makes no other; only a different file
at schema N gets a numbered sibling. The copy is taken under a read transaction, which keeps any
writer out, and only while the file still has schema N, so it never holds a newer schema.
"""

from __future__ import annotations

import contextlib
import filecmp
import os
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import cast

from sqlalchemy.engine import Connection

from ryf_desktop.storage.connect import connect
from ryf_desktop.storage.errors import (
    CampaignLockedError,
    MigrationFailedError,
    StorageProblem,
    UpgradeNotPossibleError,
)
from ryf_desktop.storage.file_format import SCHEMA_VERSION
from ryf_desktop.storage.locking import pid_alive


class AlreadyUpgraded(Exception):  # noqa: N818 - a signal to open again, not an error
    """Another copy of the program upgraded the file between the look and the copy."""


def safety_copy_path(path: Path, version: int, counter: int = 1) -> Path:
    tail = "" if counter == 1 else f"-{counter}"
    return path.with_name(f"{path.stem}.schema{version}-backup{tail}{path.suffix}")


def upgrade_in_place(
    path: Path, version: int, *, check_lock: Callable[[sqlite3.Connection], None]
) -> Path:
    """Copy the file beside itself, then migrate it in one transaction; return the copy.

    ``check_lock`` runs inside the migration's write transaction (it raises to refuse). Raises
    :class:`AlreadyUpgraded` when the file no longer has schema ``version``.
    """
    from ryf_desktop.storage import migrate  # Alembic is only needed to create or upgrade.

    # A campaign left in WAL mode by a crash keeps recent commits in its -wal file: fold them
    # into the file first (nobody else has it open: the lock was checked), so the copy is whole.
    connect(path, read_only=False).close()
    copy = _copy_before_upgrade(path, version)

    def before(connection: Connection) -> None:
        raw = cast(sqlite3.Connection, connection.connection.dbapi_connection)
        if int(raw.execute("PRAGMA user_version").fetchone()[0]) != version:
            raise AlreadyUpgraded
        check_lock(raw)

    try:
        migrate.upgrade(path, before=before)
    except (CampaignLockedError, AlreadyUpgraded, sqlite3.OperationalError):
        raise  # a busy file is retried by the caller
    except Exception as error:
        raise MigrationFailedError(
            f"Upgrading the campaign {path.name} from schema {version} to {SCHEMA_VERSION} "
            f"failed ({error}). Nothing was changed: the file is as it was, and a copy of it is "
            f"also at {copy}. Please report this problem.",
            path,
            problem=StorageProblem.MIGRATION_FAILED,
            name=path.name,
            found=version,
            known=SCHEMA_VERSION,
            detail=str(error),
            copy=str(copy),
        ) from error
    return copy


def _copy_before_upgrade(path: Path, version: int) -> Path:
    # A read transaction keeps any writer out while the bytes are compared and copied.
    reader = connect(path, read_only=True)
    copy: Path | None = None
    made = False
    try:
        reader.execute("BEGIN")
        if int(reader.execute("PRAGMA user_version").fetchone()[0]) != version:
            raise AlreadyUpgraded
        _remove_dead_partials(path, version)
        counter = 1
        copy = safety_copy_path(path, version)
        while copy.exists():
            if filecmp.cmp(path, copy, shallow=False):
                return copy
            counter += 1
            copy = safety_copy_path(path, version, counter)
        # Copied under a hidden name and renamed, so a kill mid-way leaves no half copy that a
        # later open would take for the safety copy.
        partial = copy.with_name(f".{copy.name}.{os.getpid()}.partial")
        try:
            shutil.copyfile(path, partial)
            with partial.open("rb+") as stream:
                os.fsync(stream.fileno())
            partial.replace(copy)
            made = True
        finally:
            partial.unlink(missing_ok=True)
    except OSError as error:
        if made and copy is not None:
            copy.unlink(missing_ok=True)
        raise UpgradeNotPossibleError(
            f"This campaign was made by an older version of RyF Desktop (schema {version}) and "
            f"must be upgraded, but a safety copy could not be written next to it ({error}). "
            "Free some disk space or allow writing to the folder, and open it again.",
            path,
            problem=StorageProblem.UPGRADE_NO_SAFETY_COPY,
            name=path.name,
            found=version,
            reason=str(error.strerror or error),
        ) from error
    finally:
        with contextlib.suppress(sqlite3.Error):
            reader.execute("ROLLBACK")
        reader.close()
    return copy


def _remove_dead_partials(path: Path, version: int) -> None:
    """Delete the half-made safety copies of upgrades whose process was killed mid-copy."""
    for partial in path.parent.glob(f".{path.stem}.schema{version}-backup*.partial"):
        writer = partial.name.rsplit(".", 2)[-2]
        if writer.isdigit() and int(writer) != os.getpid() and not pid_alive(int(writer)):
            partial.unlink(missing_ok=True)
