"""``ryf-desktop check CAMPAIGN.ryf``: an integrity and schema report that changes nothing.

The same checks as opening (:mod:`~ryf_desktop.storage.inspection`) with the full
``PRAGMA integrity_check``, plus ``PRAGMA foreign_key_check``, each stored picture against its
sha256, the number of rows in the main tables and who holds the lock, and the schema and
every value against what this program loads (:mod:`~ryf_desktop.storage.validation`, which
also evaluates the CHECK constraints that SQLite's ``integrity_check`` skips on a read-only
connection). A file at rest (no journal, no ``-wal``) is read where it is through an
``immutable=1`` read-only connection: no lock, no sidecar, no copy (so neither a sparse file's
holes nor a full temporary folder matter). A file that needs crash recovery is checked on a copy
(:mod:`~ryf_desktop.storage.working_copy`) as its recovery would leave it, and reported, not
repaired. Either way not a byte beside the file changes, not even a ``-shm``.
``CheckReport.ok`` is the command's exit status (0 when ok): an older schema is fine (it is
upgraded on opening), a newer one is not (this program cannot open it).
"""

from __future__ import annotations

import dataclasses
import hashlib
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from ryf_desktop.storage.connect import connect
from ryf_desktop.storage.errors import CampaignFileError, LockHolder, StorageProblem
from ryf_desktop.storage.file_format import SCHEMA_VERSION
from ryf_desktop.storage.inspection import (
    check_bytes,
    has_leftovers,
    inspect_campaign,
    recovery_failed,
)
from ryf_desktop.storage.locking import LockState, lock_state
from ryf_desktop.storage.wal_identity import wal_belongs
from ryf_desktop.storage.working_copy import recover_copy, working_copy

#: What the report says of a -wal beside the file that is not its own.
FOREIGN_WAL_NOTE = (
    "the -wal beside the file is not its own (another file's, or older than a backup put in "
    "its place): it was not looked at, and opening the campaign moves it aside, never applies it"
)
#: Tables whose row counts the report shows.
COUNTED_TABLES = (
    "character", "image", "map", "map_token", "monster_instance", "combat", "log_entry",
    "catalog_entry", "healing_record",
)


@dataclass(frozen=True)
class CheckReport:
    path: Path
    ok: bool
    #: What makes the file unusable (empty when ``ok``).
    problems: tuple[str, ...] = ()
    #: Facts worth knowing that are not problems (an older schema, a stale lock).
    notes: tuple[str, ...] = ()
    size_bytes: int = 0
    schema_version: int | None = None
    known_schema_version: int = SCHEMA_VERSION
    integrity: tuple[str, ...] = ()
    #: Rows that name a row that does not exist (``foreign_key_check``).
    foreign_key_problems: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    images: ImageCheck | None = None
    lock_holder: LockHolder | None = None
    #: Why the file was refused before it could be read at all (None: it was read).
    refusal: CampaignFileError | None = None

    def lines(self) -> list[str]:
        """The report as text lines, for the command line."""
        lines = [f"{self.path}: {'ok' if self.ok else 'NOT OK'}"]
        if self.size_bytes:
            lines.append(f"  size: {self.size_bytes:,} bytes")
        if self.schema_version is not None:
            lines.append(
                f"  schema: {self.schema_version} (this program knows up to "
                f"{self.known_schema_version})"
            )
        if self.integrity:
            lines.append(f"  integrity (full check): {'; '.join(self.integrity[:10])}")
        if self.schema_version is not None:
            found = self.foreign_key_problems
            lines.append(f"  references: {'ok' if not found else f'{found} broken'}")
        if self.images is not None:
            damaged = len(self.images.damaged)
            lines.append(
                f"  pictures: {self.images.checked} checked against their sha256, "
                f"{'all ok' if not damaged else f'{damaged} damaged'}"
            )
        lines.extend(f"  {table}: {count} rows" for table, count in self.counts.items())
        if self.lock_holder is not None:
            lines.append(f"  open in: {self.lock_holder.describe()}")
        lines.extend(f"  problem: {problem}" for problem in self.problems)
        lines.extend(f"  note: {note}" for note in self.notes)
        return lines


def check_campaign(path: Path | str) -> CheckReport:
    """Check the file at ``path`` without changing it (every look is at a copy)."""
    path = Path(path)
    try:
        check_bytes(path)
        if has_leftovers(path) and not wal_belongs(path):
            report = _check_copy(path, path)
            return dataclasses.replace(report, notes=(*report.notes, FOREIGN_WAL_NOTE))
        if not has_leftovers(path):
            return _check_copy(path, path)
        try:
            with working_copy(path) as copy:
                return _check_copy(path, copy)
        except OSError as error:
            raise CampaignFileError(
                f"The file {path.name} could not be checked: the temporary folder has no room "
                f"for the copy the check works on ({error.strerror or error}).",
                path,
                problem=StorageProblem.NO_ROOM_TO_CHECK,
                name=path.name,
                detail=str(error.strerror or error),
            ) from error
    except CampaignFileError as error:
        error.path = path
        size = path.stat().st_size if path.is_file() else 0
        return CheckReport(
            path, ok=False, problems=(str(error),), size_bytes=size, refusal=error
        )
    except OSError as error:
        return CheckReport(
            path, ok=False, problems=(f"the file could not be copied to check it: {error}",)
        )


def _check_copy(path: Path, copy: Path) -> CheckReport:
    notes: list[str] = []
    problems: list[str] = []
    at_rest = copy == path
    if not at_rest:
        notes.append(
            "the file was not closed properly: what its journal or -wal holds is applied when "
            "it is next opened (the check looked at it with that applied)"
        )
        try:
            recover_copy(copy)
        except sqlite3.Error as error:
            raise recovery_failed(path, str(error)) from error
    inspection = inspect_campaign(copy, recover=False, full_check=True, immutable=at_rest)
    if inspection.schema_version < SCHEMA_VERSION:
        notes.append(
            f"older schema {inspection.schema_version}: the file is upgraded to "
            f"{SCHEMA_VERSION} (after a backup copy) when it is opened"
        )
    holder: LockHolder | None = None
    if inspection.lock is not None:
        holder = inspection.lock.holder
        if lock_state(inspection.lock) is LockState.STALE:
            notes.append("the lock is left over from a session that did not close properly")
    counts: dict[str, int] = {}
    images = ImageCheck()
    broken: list[sqlite3.Row] = []
    connection = connect(copy, read_only=True, immutable=at_rest)
    try:
        broken = connection.execute("PRAGMA foreign_key_check").fetchall()
        if broken:
            problems.append(
                f"{len(broken)} rows refer to rows that do not exist (first: "
                f"{tuple(broken[0])})"
            )
        for table in COUNTED_TABLES:
            counts[table] = int(connection.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0])
        images = _check_images(connection)
    except sqlite3.Error as error:
        problems.append(f"reading the file failed: {error}")
    finally:
        connection.close()
    if images.damaged:
        problems.append(
            f"{len(images.damaged)} of {images.checked} pictures do not match their sha256 "
            f"(ids {', '.join(str(image_id) for image_id in images.damaged[:10])})"
        )
    return CheckReport(
        path,
        ok=not problems,
        problems=tuple(problems),
        notes=tuple(notes),
        size_bytes=path.stat().st_size,
        schema_version=inspection.schema_version,
        integrity=inspection.integrity,
        foreign_key_problems=len(broken),
        counts=counts,
        images=images,
        lock_holder=holder,
    )


@dataclass(frozen=True)
class ImageCheck:
    """The stored pictures compared with their sha256."""

    checked: int = 0
    #: Ids of the pictures whose bytes are not what their sha256 says.
    damaged: tuple[int, ...] = ()


def _check_images(connection: sqlite3.Connection) -> ImageCheck:
    checked = 0
    damaged: list[int] = []
    for image_id, digest, data in connection.execute("SELECT id, sha256, data FROM image"):
        checked += 1
        if hashlib.sha256(bytes(data or b"")).hexdigest() != digest:
            damaged.append(int(image_id))
    return ImageCheck(checked, tuple(damaged))
