"""What makes a file a RyF Desktop campaign, what it is named, and reading an SQLite header
without SQLite.

A campaign is an SQLite 3 database (extension ``.ryf``) whose header says:
- ``PRAGMA application_id`` = :data:`APPLICATION_ID` (0x52794631, "RyF1" in ASCII), so the
  program (and the ``file`` command) can tell a campaign from any other SQLite database;
- ``PRAGMA user_version`` = the schema version, 1, 2, ...; the Alembic revision in the
  ``alembic_version`` table must be the one :data:`REVISION_BY_VERSION` pairs with it.

The header (the first 100 bytes) is read with plain file I/O before SQLite ever sees the file, so
a refusal of a file that is not SQLite, or is cut short, cannot change a byte of it.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

APPLICATION_ID = 0x52794631
SCHEMA_VERSION = 5
#: Alembic revision of each released schema version.
REVISION_BY_VERSION: Mapping[int, str] = MappingProxyType(
    {1: "0001", 2: "0002", 3: "0003", 4: "0004", 5: "0005"}
)
CAMPAIGN_SUFFIX = ".ryf"

SQLITE_MAGIC = b"SQLite format 3\x00"
HEADER_SIZE = 100
#: Files SQLite may leave beside a database; at rest a campaign has none of them.
SIDECAR_SUFFIXES = ("-journal", "-wal", "-shm")

_UNSAFE_IN_FILE_NAMES = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')
#: Names Windows keeps for devices, with any extension ("Con.ryf" is the console, not a file).
_RESERVED_ON_WINDOWS = frozenset(
    ("CON", "PRN", "AUX", "NUL", *(f"{port}{n}" for port in ("COM", "LPT") for n in range(1, 10)))
)


def file_name_for(name: str, fallback: str = "campaign") -> str:
    """A file name from a campaign name: 'La Marca del Este' → 'La Marca del Este.ryf'.

    Valid on every system, since campaign files travel: no character Windows forbids, no
    trailing dot or space, and not a device name of Windows ('Con' → 'Con_.ryf').
    """
    stem = _UNSAFE_IN_FILE_NAMES.sub(" ", name).strip(" .") or fallback
    stem = stem[:80].strip(" .")
    if stem.split(".", 1)[0].strip().upper() in _RESERVED_ON_WINDOWS:
        stem += "_"
    return f"{stem}{CAMPAIGN_SUFFIX}"


@dataclass(frozen=True, slots=True)
class SQLiteHeader:
    page_size: int
    #: Pages the header claims, or None when SQLite would not trust that field.
    page_count: int | None
    user_version: int
    application_id: int

    @property
    def expected_size(self) -> int | None:
        return None if self.page_count is None else self.page_count * self.page_size


def parse_header(data: bytes) -> SQLiteHeader | None:
    """The header fields of an SQLite file, or None when ``data`` is not one."""
    if len(data) < HEADER_SIZE or not data.startswith(SQLITE_MAGIC):
        return None
    (raw_page_size,) = struct.unpack_from(">H", data, 16)
    page_size = 65536 if raw_page_size == 1 else raw_page_size
    if page_size < 512 or page_size & (page_size - 1):
        return None
    (change_counter, page_count) = struct.unpack_from(">II", data, 24)
    (user_version,) = struct.unpack_from(">i", data, 60)
    (application_id,) = struct.unpack_from(">I", data, 68)
    (version_valid_for,) = struct.unpack_from(">I", data, 92)
    # SQLite trusts the in-header size only when it was written by a version that keeps it.
    trusted = page_count > 0 and version_valid_for == change_counter
    return SQLiteHeader(
        page_size=page_size,
        page_count=page_count if trusted else None,
        user_version=user_version,
        application_id=application_id,
    )


def read_header(path: Path) -> bytes:
    with path.open("rb") as stream:
        return stream.read(HEADER_SIZE)


def sidecar_paths(path: Path) -> list[Path]:
    return [path.with_name(path.name + suffix) for suffix in SIDECAR_SUFFIXES]


def remove_with_sidecars(path: Path) -> None:
    """Delete a database file and whichever of its sidecars exist."""
    for leftover in [path, *sidecar_paths(path)]:
        leftover.unlink(missing_ok=True)
