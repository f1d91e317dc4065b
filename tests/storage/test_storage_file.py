"""The campaign file: create, close, reopen, transactions, pragmas, read-only, copies."""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError
from sqlmodel import select

from ryf_desktop.rules.profile import REALISTA, CriticalDamage, DiagonalRule
from ryf_desktop.storage import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    CampaignClosedError,
    CampaignExistsError,
    CampaignFile,
    CampaignReadOnlyError,
    ReadOnlyReason,
)
from ryf_desktop.storage.file_format import REVISION_BY_VERSION
from ryf_desktop.storage.tables import Character, LogEntry, Skill
from tests.storage.storage_samples import (
    assert_sound,
    fill_campaign,
    sha256_of,
    sidecars,
    table_contents,
)
from tests.storage.test_storage_sidecars import crash_with_edits


@pytest.fixture
def read_only_file(blank_path: Path) -> Iterator[Path]:
    blank_path.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    yield blank_path
    blank_path.chmod(stat.S_IRUSR | stat.S_IWUSR)


def test_create_close_reopen_keeps_every_table(tmp_path: Path, backup_dir: Path) -> None:
    path = tmp_path / "Mi campaña.ryf"
    campaign = CampaignFile.create(path, "Mi campaña", "medieval", REALISTA,
                                   backup_dir=backup_dir)
    ids = fill_campaign(campaign)
    before = table_contents(path)
    campaign.close()
    assert sidecars(path) == []
    assert_sound(path)

    with CampaignFile.open(path, backup_dir=backup_dir) as reopened:
        assert table_contents(path) == before
        row = reopened.campaign()
        assert (row.name, row.setting, row.in_game_day) == ("Mi campaña", "medieval", 1)
        assert row.rules_profile() == REALISTA
        with reopened.transaction() as session:
            ana = session.get(Character, ids["ana"])
            assert ana is not None
            assert (ana.fisico, ana.wounds, ana.money, ana.token_penalty) == (7, 4, 1350, True)
    assert all(before[table] for table in before if table != "alembic_version")


def test_new_file_identifies_itself(blank_path: Path) -> None:
    connection = sqlite3.connect(blank_path)
    try:
        assert connection.execute("PRAGMA application_id").fetchone() == (APPLICATION_ID,)
        assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        assert connection.execute("SELECT version_num FROM alembic_version").fetchall() == [
            (REVISION_BY_VERSION[SCHEMA_VERSION],)
        ]
        assert connection.execute("PRAGMA journal_mode").fetchone() == ("delete",)
    finally:
        connection.close()
    assert blank_path.read_bytes()[68:72] == b"RyF1"


def test_create_refuses_an_existing_file(blank_path: Path) -> None:
    before = sha256_of(blank_path)
    with pytest.raises(CampaignExistsError, match="already a file"):
        CampaignFile.create(blank_path, "Otra", "actual")
    assert sha256_of(blank_path) == before


def test_create_refuses_an_unknown_setting_or_no_name(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="steampunk"):
        CampaignFile.create(tmp_path / "a.ryf", "Nombre", "steampunk")
    with pytest.raises(ValueError, match="needs a name"):
        CampaignFile.create(tmp_path / "a.ryf", "  ", "medieval")
    assert list(tmp_path.iterdir()) == []


def test_connections_have_foreign_keys_and_full_sync_and_wal_only_while_open(
    blank_path: Path, backup_dir: Path
) -> None:
    assert blank_path.read_bytes()[18:20] == b"\x01\x01"  # rollback journal at rest
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign, \
            campaign.transaction() as session:
        connection = session.connection()
        assert connection.execute(text("PRAGMA foreign_keys")).scalar() == 1
        # FULL: a commit returns when it is on disk (SQLite syncs the -wal at each commit).
        assert connection.execute(text("PRAGMA synchronous")).scalar() == 2
        assert connection.execute(text("PRAGMA journal_mode")).scalar() == "wal"
    assert blank_path.read_bytes()[18:20] == b"\x01\x01"
    assert sidecars(blank_path) == []


def test_a_transaction_is_on_disk_when_its_block_ends(blank_path: Path, backup_dir: Path) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        with campaign.transaction() as session:
            session.add(Character(name="Ana"))
        other = sqlite3.connect(f"{blank_path.as_uri()}?mode=ro", uri=True)
        try:
            assert other.execute("SELECT name FROM character").fetchall() == [("Ana",)]
        finally:
            other.close()
    assert sidecars(blank_path) == []


def test_a_failing_block_rolls_back(blank_path: Path, backup_dir: Path) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        with pytest.raises(RuntimeError), campaign.transaction() as session:
            session.add(Character(name="Ana"))
            session.flush()
            raise RuntimeError("the command failed")
        with campaign.transaction() as session:
            assert session.exec(select(Character)).all() == []


def test_foreign_keys_and_checks_are_enforced(blank_path: Path, backup_dir: Path) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        with pytest.raises(IntegrityError), campaign.transaction() as session:
            session.add(Skill(character_id=999, name="Esquivar", attribute="destreza"))
        with pytest.raises(IntegrityError), campaign.transaction() as session:
            session.add(Character(name="Ana", wounds=-1))
        with pytest.raises(IntegrityError), campaign.transaction() as session:
            session.add(Character(name="Ana", fisico=21))
        with campaign.transaction() as session:
            ana = Character(name="Ana")
            session.add(ana)
            session.flush()
            session.add(Skill(character_id=ana.id or 0, name="Esquivar", attribute="destreza"))
        with campaign.transaction() as session:
            session.delete(session.exec(select(Character)).one())
        with campaign.transaction() as session:
            assert session.exec(select(Skill)).all() == []


def test_rules_profile_changes_are_stored(blank_path: Path, backup_dir: Path) -> None:
    changed = REALISTA.with_changes(
        attribute_points=22, critical_damage=CriticalDamage.DOUBLE,
        diagonal_rule=DiagonalRule.EUCLIDEAN, explode_attribute_rolls=True, magic=False,
    )
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign, \
            campaign.transaction() as session:
        row = campaign.campaign()
        row.set_rules_profile(changed)
        row.in_game_day = 12
        session.add(row)
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        assert campaign.campaign().rules_profile() == changed
        assert campaign.campaign().in_game_day == 12


def test_read_only_on_request_reads_and_refuses_writes(
    blank_path: Path, backup_dir: Path
) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign, \
            campaign.transaction() as session:
        session.add(Character(name="Ana"))
    before = sha256_of(blank_path)
    with CampaignFile.open(blank_path, read_only=True, backup_dir=backup_dir) as campaign:
        assert campaign.read_only
        assert campaign.read_only_reason is ReadOnlyReason.REQUESTED
        with campaign.transaction() as session:
            assert [c.name for c in session.exec(select(Character))] == ["Ana"]
        with pytest.raises(CampaignReadOnlyError, match="read-only"), \
                campaign.transaction() as session:
            session.add(Character(name="Bea"))
    assert sha256_of(blank_path) == before
    assert sidecars(blank_path) == []


def test_a_file_without_write_permission_opens_read_only(
    read_only_file: Path, backup_dir: Path
) -> None:
    before = sha256_of(read_only_file)
    with CampaignFile.open(read_only_file, backup_dir=backup_dir) as campaign:
        assert campaign.read_only
        assert campaign.read_only_reason is ReadOnlyReason.NOT_WRITABLE
        assert campaign.campaign().name == "Plantilla"
    assert sha256_of(read_only_file) == before


def test_no_sidecar_left_when_the_writer_closes_before_a_reader(
    blank_path: Path, backup_dir: Path
) -> None:
    writer = CampaignFile.open(blank_path, backup_dir=backup_dir)
    reader = CampaignFile.open(blank_path, read_only=True, backup_dir=backup_dir)
    with writer.transaction() as session:
        session.add(Character(name="Ana"))
    with reader.transaction() as session:
        assert [c.name for c in session.exec(select(Character))] == ["Ana"]
    writer.close()
    assert sidecars(blank_path) == []
    with reader.transaction() as session:
        assert [c.name for c in session.exec(select(Character))] == ["Ana"]
    reader.close()
    assert sidecars(blank_path) == []
    assert_sound(blank_path)


def test_a_campaign_left_open_by_a_crash_opens_and_is_one_file_again(
    tmp_path: Path, blank_path: Path, backup_dir: Path
) -> None:
    # What a power cut leaves: the file and its WAL sidecars, the commits only in the -wal,
    # and the lock row of a process that is gone.
    crash_with_edits(blank_path, backup_dir, edits=1)
    path = blank_path
    assert len(sidecars(path)) == 3  # -wal, -shm and the -wal's owner
    with CampaignFile.open(path, read_only=True, backup_dir=backup_dir) as reader, \
            reader.transaction() as session:
        assert [e.text for e in session.exec(select(LogEntry))] == ["old edit 0"]
    with CampaignFile.open(path, backup_dir=backup_dir) as campaign:
        assert campaign.took_over_from is not None
        with campaign.transaction() as session:
            assert [e.text for e in session.exec(select(LogEntry))] == ["old edit 0"]
    assert sidecars(path) == []
    assert_sound(path)


def test_closed_file_refuses_work_and_close_twice_is_harmless(
    blank_path: Path, backup_dir: Path
) -> None:
    campaign = CampaignFile.open(blank_path, backup_dir=backup_dir)
    campaign.close()
    campaign.close()
    assert campaign.closed
    with pytest.raises(CampaignClosedError), campaign.transaction():
        pass
    with pytest.raises(CampaignClosedError):
        campaign.backup_now()


def test_save_copy_is_whole_and_unlocked(
    tmp_path: Path, blank_path: Path, backup_dir: Path
) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        fill_campaign(campaign)
        copy = campaign.save_copy(tmp_path / "copia.ryf")
        with pytest.raises(CampaignExistsError):
            campaign.save_copy(copy)
        with pytest.raises(CampaignExistsError, match="open"):
            campaign.save_copy(blank_path, overwrite=True)
        assert campaign.lock_holder() is not None
        assert_sound(copy)
        assert sidecars(copy) == []
        assert table_contents(copy) == table_contents(blank_path)
        # The copy is not "open somewhere": it opens for writing at once.
        with CampaignFile.open(copy, backup_dir=backup_dir) as second:
            assert not second.read_only
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_lock_row_is_gone_after_close(blank_path: Path, backup_dir: Path) -> None:
    campaign = CampaignFile.open(blank_path, backup_dir=backup_dir)
    holder = campaign.lock_holder()
    assert holder is not None
    assert holder.pid == os.getpid()
    campaign.close()
    connection = sqlite3.connect(blank_path)
    try:
        assert connection.execute("SELECT count(*) FROM file_lock").fetchone() == (0,)
    finally:
        connection.close()
