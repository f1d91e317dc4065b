"""Every kind of bad file is refused with its own message, and its bytes do not change."""

from __future__ import annotations

import re
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from ryf_desktop.storage import (
    CampaignCorruptError,
    CampaignEmptyError,
    CampaignFile,
    CampaignFileError,
    CampaignNotFoundError,
    ForeignDatabaseError,
    NewerSchemaError,
    NotSQLiteError,
    RecoveryNeededError,
)
from ryf_desktop.storage.file_format import SCHEMA_VERSION
from tests.storage.storage_samples import PNG_2X1, fill_campaign, sha256_of, sidecars

pytestmark = pytest.mark.damaged_files

MakeFile = Callable[[Path, Path], Path]

#: A schema version this program does not know yet.
NEWER = SCHEMA_VERSION + 1


def _filled(folder: Path, blank: Path) -> Path:
    path = folder / "full.ryf"
    shutil.copyfile(blank, path)
    with CampaignFile.open(path, backup_dir=folder / "backups") as campaign:
        fill_campaign(campaign)
    return path


def _raw_sql(path: Path, *statements: str) -> None:
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        for statement in statements:
            connection.execute(statement)
    finally:
        connection.close()


def empty_file(folder: Path, _blank: Path) -> Path:
    path = folder / "empty.ryf"
    path.write_bytes(b"")
    return path


def text_file(folder: Path, _blank: Path) -> Path:
    path = folder / "notes.ryf"
    path.write_text("Sesión 3: los goblins atacan al amanecer.\n" * 20, encoding="utf-8")
    return path


def picture(folder: Path, _blank: Path) -> Path:
    path = folder / "map.ryf"
    path.write_bytes(PNG_2X1)
    return path


def cut_in_half(folder: Path, blank: Path) -> Path:
    path = _filled(folder, blank)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    return path


def cut_to_one_page(folder: Path, blank: Path) -> Path:
    path = _filled(folder, blank)
    path.write_bytes(path.read_bytes()[:4096])
    return path


def cut_inside_header(folder: Path, blank: Path) -> Path:
    path = _filled(folder, blank)
    path.write_bytes(path.read_bytes()[:60])
    return path


def cut_mid_page(folder: Path, blank: Path) -> Path:
    path = _filled(folder, blank)
    data = path.read_bytes()
    path.write_bytes(data[:-1000])
    return path


def _overwrite_page_of(table: str) -> MakeFile:
    def make(folder: Path, blank: Path) -> Path:
        path = _filled(folder, blank)
        connection = sqlite3.connect(path)
        try:
            (root_page,) = connection.execute(
                "SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)
            ).fetchone()
            (page_size,) = connection.execute("PRAGMA page_size").fetchone()
        finally:
            connection.close()
        data = bytearray(path.read_bytes())
        start = (root_page - 1) * page_size
        data[start : start + page_size] = b"\xa5" * page_size
        path.write_bytes(bytes(data))
        return path

    make.__name__ = f"damaged_{table}_page"
    return make


def foreign_database(folder: Path, _blank: Path) -> Path:
    path = folder / "contacts.ryf"
    _raw_sql(path, "CREATE TABLE contact (name TEXT)", "INSERT INTO contact VALUES ('Ana')")
    return path


def geopackage(folder: Path, _blank: Path) -> Path:
    path = folder / "world.ryf"
    _raw_sql(path, "PRAGMA application_id = 1196444487", "CREATE TABLE gpkg_contents (x)")
    return path


def newer_schema(folder: Path, blank: Path) -> Path:
    path = folder / "future.ryf"
    shutil.copyfile(blank, path)
    _raw_sql(path, f"PRAGMA user_version = {NEWER}")
    return path


def no_schema_version(folder: Path, blank: Path) -> Path:
    path = folder / "zero.ryf"
    shutil.copyfile(blank, path)
    _raw_sql(path, "PRAGMA user_version = 0")
    return path


def wrong_revision(folder: Path, blank: Path) -> Path:
    path = folder / "revision.ryf"
    shutil.copyfile(blank, path)
    _raw_sql(path, "UPDATE alembic_version SET version_num = '0001'")
    return path


BAD_FILES: list[tuple[MakeFile, type[CampaignFileError], str]] = [
    (empty_file, CampaignEmptyError, "is empty (0 bytes)"),
    (text_file, NotSQLiteError, "not a database at all"),
    (picture, NotSQLiteError, "not a database at all"),
    (cut_in_half, CampaignCorruptError, "is incomplete"),
    (cut_to_one_page, CampaignCorruptError, "is incomplete"),
    (cut_inside_header, CampaignCorruptError, "is incomplete"),
    (cut_mid_page, CampaignCorruptError, "is incomplete"),
    (_overwrite_page_of("character"), CampaignCorruptError, "is damaged"),
    (_overwrite_page_of("ix_log_entry_character_id"), CampaignCorruptError, "is damaged"),
    (_overwrite_page_of("image"), CampaignCorruptError, "is damaged"),
    (foreign_database, ForeignDatabaseError, "made by another program"),
    (geopackage, ForeignDatabaseError, "made by another program"),
    (newer_schema, NewerSchemaError, f"made by a newer version of RyF Desktop (schema {NEWER}"),
    (no_schema_version, CampaignCorruptError, "schema version 0 is not valid"),
    (wrong_revision, CampaignCorruptError, f"revision '0001' but schema version {SCHEMA_VERSION}"),
]


@pytest.mark.parametrize("read_only", [False, True], ids=["open", "read-only"])
@pytest.mark.parametrize(
    ("make", "error", "message"), BAD_FILES, ids=[make.__name__ for make, _, _ in BAD_FILES]
)
def test_bad_file_is_refused_and_left_untouched(
    tmp_path: Path,
    blank_path: Path,
    make: MakeFile,
    error: type[CampaignFileError],
    message: str,
    read_only: bool,
) -> None:
    path = make(tmp_path, blank_path)
    before = sha256_of(path)
    with pytest.raises(error, match=re.escape(message)) as raised:
        CampaignFile.open(path, read_only=read_only, backup_dir=tmp_path / "backups")
    assert sha256_of(path) == before
    assert sidecars(path) == []
    assert raised.value.path == path
    # The message names the file or tells the GM what to do.
    assert path.name in str(raised.value) or "Update the program" in str(raised.value)


def test_newer_schema_message_in_full(tmp_path: Path, blank_path: Path) -> None:
    path = newer_schema(tmp_path, blank_path)
    with pytest.raises(NewerSchemaError) as raised:
        CampaignFile.open(path)
    assert str(raised.value) == (
        f"This file was made by a newer version of RyF Desktop (schema {NEWER}, this version "
        f"knows up to {SCHEMA_VERSION}). Update the program to open it."
    )
    assert (raised.value.found, raised.value.known) == (NEWER, SCHEMA_VERSION)


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(CampaignNotFoundError, match="no campaign file at"):
        CampaignFile.open(tmp_path / "gone.ryf")
    with pytest.raises(NotSQLiteError, match="is a folder"):
        CampaignFile.open(tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_interrupted_commit_needs_write_access_to_recover(
    tmp_path: Path, blank_path: Path
) -> None:
    journal = blank_path.with_name(blank_path.name + "-journal")
    _leave_hot_journal(blank_path)
    assert journal.stat().st_size > 0
    before = sha256_of(blank_path)
    journal_before = sha256_of(journal)
    with pytest.raises(RecoveryNeededError, match="not closed properly"):
        CampaignFile.open(blank_path, read_only=True, backup_dir=tmp_path / "backups")
    assert sha256_of(blank_path) == before
    assert sha256_of(journal) == journal_before
    # Opened normally, SQLite rolls the interrupted commit back and the file is whole.
    with CampaignFile.open(blank_path, backup_dir=tmp_path / "backups") as campaign:
        assert campaign.campaign().name == "Plantilla"
    assert sidecars(blank_path) == []


def _leave_hot_journal(path: Path) -> None:
    """Simulate a crash in the middle of a commit: a journal beside a half-written file."""
    journal = path.with_name(path.name + "-journal")
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA journal_mode=DELETE")
    connection.execute("BEGIN IMMEDIATE")
    connection.execute("UPDATE campaign SET name = 'a half-written name'")
    # Enough new pages that SQLite spills to the file before the commit.
    connection.execute("PRAGMA cache_size=1")
    connection.execute(
        "INSERT INTO log_entry (at, game_day, kind, text, data) "
        "SELECT '2025-01-01T00:00:00+00:00', 1, 'note', hex(randomblob(500)), '{}' "
        "FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200) "
        "SELECT i FROM n)"
    )
    saved = journal.read_bytes()
    connection.execute("ROLLBACK")
    connection.close()
    # Put the journal back as it was before the rollback: a crash at that moment looks so.
    journal.write_bytes(saved)
    data = bytearray(path.read_bytes())
    data[200:300] = b"\x00" * 100
    path.write_bytes(bytes(data))
