"""Putting a new campaign file at a path: built under a hidden name, renamed into place, with
whatever an older file left beside that path moved aside first.

A crash of a campaign open in WAL mode leaves ``-wal`` and ``-shm`` beside it. If that file is
later deleted and a new campaign created (or imported, copied, restored) at the same path,
SQLite would take the old ``-wal`` for the new file's and merge another campaign's pages into
it. So before a new file takes the name, any such sidecar is renamed to
``<name>-wal.orphaned-<time>`` beside it: never deleted (it may hold the only copy of someone's
last edits), never applied.
"""

from __future__ import annotations

import os
import sqlite3
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError

from ryf_desktop.storage.driver_errors import raise_classified
from ryf_desktop.storage.errors import CampaignExistsError
from ryf_desktop.storage.file_format import remove_with_sidecars, sidecar_paths
from ryf_desktop.storage.wal_identity import owner_path


def move_sidecars_aside(path: Path, *, wal_only: bool = False) -> list[Path]:
    """Rename the journal, ``-wal``, ``-shm`` and the ``-wal``'s owner file beside ``path`` out
    of its way (``wal_only``: all but the journal); the new names."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    moved: list[Path] = []
    journal, wal, shm = sidecar_paths(path)
    for sidecar in ([] if wal_only else [journal]) + [wal, shm, owner_path(path)]:
        if not sidecar.exists():
            continue
        target = sidecar.with_name(f"{sidecar.name}.orphaned-{stamp}")
        counter = 2
        while target.exists():
            target = sidecar.with_name(f"{sidecar.name}.orphaned-{stamp}-{counter}")
            counter += 1
        sidecar.rename(target)
        moved.append(target)
    return moved


def place_new_file(temporary: Path, path: Path) -> None:
    """Rename the finished ``temporary`` file to ``path``, which must not exist."""
    if path.exists():
        raise CampaignExistsError(f"There is already a file at {path}. Choose another name.", path)
    move_sidecars_aside(path)
    temporary.replace(path)


def build_new_file(path: Path, *, after: Callable[[Connection], None]) -> None:
    """Create a campaign file at ``path`` in one transaction, via a hidden temporary file, so
    an interrupted creation never leaves a half-made file under the real name."""
    from ryf_desktop.storage import migrate  # Alembic is only needed to create or upgrade.

    temporary = path.with_name(f".{path.name}.{uuid.uuid4().hex[:8]}.creating")
    try:
        migrate.upgrade(temporary, after=after)
        with temporary.open("rb+") as stream:
            os.fsync(stream.fileno())
        place_new_file(temporary, path)
    except (sqlite3.Error, DBAPIError, OSError) as error:
        # A full or failing disk is told as such, with the real name, never as a raw error.
        raise_classified(path, error)
        raise
    finally:
        remove_with_sidecars(temporary)
