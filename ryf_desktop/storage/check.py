"""``ryf-desktop check CAMPAIGN.ryf``: an integrity and schema report that changes nothing.

The same checks as opening (:mod:`~ryf_desktop.storage.inspection`), but the full
``PRAGMA integrity_check`` instead of ``quick_check``, plus ``PRAGMA foreign_key_check``, the
number of rows in the main tables and who holds the lock. Everything is read through a read-only
connection; a file that needs crash recovery is reported, not repaired. ``CheckReport.ok`` is the
command's exit status (0 when ok): an older schema is fine (it is upgraded on opening), a newer
one is not (this program cannot open it).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from ryf_desktop.storage.connect import connect
from ryf_desktop.storage.errors import CampaignFileError, LockHolder
from ryf_desktop.storage.file_format import SCHEMA_VERSION
from ryf_desktop.storage.inspection import inspect_campaign
from ryf_desktop.storage.locking import LockState, lock_state

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
    counts: dict[str, int] = field(default_factory=dict)
    lock_holder: LockHolder | None = None

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
            lines.append(f"  integrity: {'; '.join(self.integrity[:10])}")
        lines.extend(f"  {table}: {count} rows" for table, count in self.counts.items())
        if self.lock_holder is not None:
            lines.append(f"  open in: {self.lock_holder.describe()}")
        lines.extend(f"  problem: {problem}" for problem in self.problems)
        lines.extend(f"  note: {note}" for note in self.notes)
        return lines


def check_campaign(path: Path | str) -> CheckReport:
    """Check the file at ``path`` without changing it."""
    path = Path(path)
    try:
        inspection = inspect_campaign(path, recover=False, full_check=True)
    except CampaignFileError as error:
        size = path.stat().st_size if path.is_file() else 0
        return CheckReport(path, ok=False, problems=(str(error),), size_bytes=size)
    notes: list[str] = []
    problems: list[str] = []
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
    connection = connect(path, read_only=True)
    try:
        broken = connection.execute("PRAGMA foreign_key_check").fetchall()
        if broken:
            problems.append(
                f"{len(broken)} rows refer to rows that do not exist (first: "
                f"{tuple(broken[0])})"
            )
        for table in COUNTED_TABLES:
            counts[table] = int(connection.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0])
    except sqlite3.Error as error:
        problems.append(f"reading the file failed: {error}")
    finally:
        connection.close()
    return CheckReport(
        path,
        ok=not problems,
        problems=tuple(problems),
        notes=tuple(notes),
        size_bytes=inspection.size,
        schema_version=inspection.schema_version,
        integrity=inspection.integrity,
        counts=counts,
        lock_holder=holder,
    )
