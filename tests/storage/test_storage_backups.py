"""Rolling backups (the newest ten kept), restoring one, and where they are kept."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlmodel import select

from ryf_desktop.storage import (
    BACKUPS_KEPT,
    CampaignCorruptError,
    CampaignExistsError,
    CampaignFile,
    CampaignLockedError,
    backups,
    default_backup_dir,
    restore_backup,
    user_data_dir,
)
from ryf_desktop.storage.tables import Character
from tests.storage.storage_samples import assert_sound, sha256_of, sidecars
from tests.storage.test_storage_sidecars import crash_with_edits


def _names(path: Path) -> list[str]:
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return [row[0] for row in connection.execute("SELECT name FROM character ORDER BY id")]
    finally:
        connection.close()


def test_eleven_backups_keep_the_newest_ten(blank_path: Path, backup_dir: Path) -> None:
    taken = []
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        for number in range(11):
            with campaign.transaction() as session:
                session.add(Character(name=f"PJ {number}"))
            taken.append(campaign.backup_now())
        listed = campaign.list_backups()
    assert sidecars(blank_path) == []
    assert len(taken) == 11
    assert len(listed) == BACKUPS_KEPT == 10
    assert [info.path for info in listed] == [info.path for info in reversed(taken[1:])]
    assert not taken[0].path.exists()
    assert sorted(backup_dir.iterdir()) == sorted(info.path for info in listed)
    newest = listed[0].path
    assert _names(newest) == [f"PJ {number}" for number in range(11)]
    assert _names(listed[-1].path) == ["PJ 0", "PJ 1"]
    for info in listed:
        assert_sound(info.path)
        assert sidecars(info.path) == []
        assert info.path.read_bytes()[18:20] == b"\x01\x01"  # rollback journal, not WAL
        assert info.size == info.path.stat().st_size


@pytest.mark.parametrize("through_memory", [True, False], ids=["through-memory", "direct"])
def test_a_backup_is_a_snapshot_of_the_open_campaign(
    blank_path: Path, backup_dir: Path, through_memory: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    if not through_memory:
        monkeypatch.setattr(backups, "IN_MEMORY_COPY_MAX", 0)
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        with campaign.transaction() as session:
            session.add(Character(name="Ana"))
        backup = campaign.backup_now()
        with campaign.transaction() as session:
            session.add(Character(name="Bea"))
        assert _names(backup.path) == ["Ana"]
        assert_sound(backup.path)
        assert sidecars(backup.path) == []
        assert [p for p in backup_dir.iterdir() if p.name.startswith(".")] == []


def test_a_backup_is_nobodys_open_campaign(blank_path: Path, backup_dir: Path) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        backup = campaign.backup_now()
        connection = sqlite3.connect(backup.path)
        try:
            assert connection.execute("SELECT count(*) FROM file_lock").fetchone() == (0,)
        finally:
            connection.close()


def test_restore_a_backup_to_a_new_file(tmp_path: Path, blank_path: Path, backup_dir: Path) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        with campaign.transaction() as session:
            session.add(Character(name="Ana"))
        first = campaign.backup_now()
        with campaign.transaction() as session:
            session.add(Character(name="Bea"))
        with pytest.raises(CampaignExistsError, match="close the campaign first"):
            campaign.restore_backup(first, blank_path, overwrite=True)
        restored = campaign.restore_backup(first, tmp_path / "restaurada.ryf")
        with pytest.raises(CampaignExistsError, match="already a file"):
            campaign.restore_backup(first, restored)
    with CampaignFile.open(restored, backup_dir=backup_dir) as campaign, \
            campaign.transaction() as session:
        assert [c.name for c in session.exec(select(Character))] == ["Ana"]
    # After closing, a backup may replace the campaign itself; not while it is open.
    with CampaignFile.open(blank_path, backup_dir=backup_dir), \
            pytest.raises(CampaignLockedError):
        restore_backup(first, blank_path, overwrite=True)
    restore_backup(first, blank_path, overwrite=True)
    assert _names(blank_path) == ["Ana"]
    assert_sound(blank_path)


def test_restoring_over_a_crashed_file_drops_its_leftovers(
    tmp_path: Path, blank_path: Path, backup_dir: Path
) -> None:
    crashed = tmp_path / "crashed.ryf"
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        backup = campaign.backup_now()
    # A process that committed and was killed: the commit only in the -wal, its lock left.
    crash_with_edits(blank_path, backup_dir, edits=1)
    for suffix in ("", "-wal", "-shm", "-wal-owner"):
        shutil.move(f"{blank_path}{suffix}", f"{crashed}{suffix}")
    assert len(sidecars(crashed)) == 3  # -wal, -shm and the -wal's owner
    restore_backup(backup, crashed, overwrite=True)
    assert sidecars(crashed) == []
    assert _names(crashed) == []
    assert_sound(crashed)


@pytest.mark.damaged_files
def test_a_damaged_backup_is_not_restored(
    tmp_path: Path, blank_path: Path, backup_dir: Path
) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        backup = campaign.backup_now()
    backup.path.write_bytes(backup.path.read_bytes()[:5000])
    with pytest.raises(CampaignCorruptError, match="incomplete"):
        restore_backup(backup, tmp_path / "restaurada.ryf")
    assert not (tmp_path / "restaurada.ryf").exists()


def test_backup_of_a_read_only_campaign(blank_path: Path, backup_dir: Path) -> None:
    before = sha256_of(blank_path)
    with CampaignFile.open(blank_path, read_only=True, backup_dir=backup_dir) as campaign:
        backup = campaign.backup_now()
    assert_sound(backup.path)
    assert sha256_of(blank_path) == before


def test_backup_folder_is_per_user_and_per_campaign(
    tmp_path: Path,
    blank_path: Path,
    tmp_path_factory: pytest.TempPathFactory,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = tmp_path_factory.mktemp("home") / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("APPDATA", str(data))
    one = default_backup_dir(tmp_path / "a" / "Mi campaña.ryf")
    same = default_backup_dir(tmp_path / "a" / ".." / "a" / "Mi campaña.ryf")
    other = default_backup_dir(tmp_path / "b" / "Mi campaña.ryf")
    assert one == same != other
    assert user_data_dir() in one.parents
    assert one.name.startswith("Mi_campaña-")
    with CampaignFile.open(blank_path) as campaign:
        assert campaign.backup_dir == default_backup_dir(blank_path)
        assert blank_path.parent not in campaign.backup_dir.parents
        assert user_data_dir() in campaign.backup_dir.parents
