"""A full disk is told as a full disk: nothing lost, the campaign still readable, never a raw
driver error nor "damaged, restore a backup"."""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from pathlib import Path

import pytest
from sqlmodel import select

from ryf_desktop.storage import (
    CampaignFile,
    CampaignFileError,
    ReadOnlyReason,
    check_campaign,
    export_campaign,
    import_campaign,
)
from ryf_desktop.storage import campaign_file as campaign_file_module
from ryf_desktop.storage.errors import CampaignDiskFullError, StorageProblem
from ryf_desktop.storage.tables import Character
from ryf_desktop.ui.campaign.storage_messages import storage_message
from tests.storage.full_disk import fill, small_disk
from tests.storage.storage_samples import sha256_of
from tests.storage.test_storage_sidecars import crash_with_edits


def sqlite_full() -> sqlite3.OperationalError:
    """The error SQLite raises when a write finds the disk full."""
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorcode = sqlite3.SQLITE_FULL
    error.sqlite_errorname = "SQLITE_FULL"
    return error


@pytest.mark.damaged_files
def test_a_sound_campaign_on_a_full_disk_opens_read_only_and_unchanged(
    tmp_path: Path, blank_template: Path
) -> None:
    with small_disk(tmp_path / "disk") as disk:
        path = disk / "mesa.ryf"
        shutil.copyfile(blank_template, path)
        fill(disk)
        before = sha256_of(path)
        with CampaignFile.open(path, backup_dir=tmp_path / "backups") as campaign:
            assert campaign.read_only_reason is ReadOnlyReason.DISK_FULL
            assert campaign.campaign().name == "Plantilla"
            with pytest.raises(CampaignFileError), campaign.transaction() as session:
                session.add(Character(kind="pc", name="Ana"))
        assert sha256_of(path) == before
        assert check_campaign(path).ok
        (disk / "filler").unlink()
        with CampaignFile.open(path, backup_dir=tmp_path / "backups") as campaign:
            assert not campaign.read_only  # space freed: writable again


@pytest.mark.damaged_files
def test_an_edit_on_a_disk_that_fills_is_refused_as_a_full_disk(
    tmp_path: Path, blank_template: Path
) -> None:
    with small_disk(tmp_path / "disk") as disk:
        path = disk / "mesa.ryf"
        shutil.copyfile(blank_template, path)
        with CampaignFile.open(path, backup_dir=tmp_path / "backups") as campaign:
            with campaign.transaction() as session:
                session.add(Character(kind="pc", name="Ana"))
            fill(disk)
            with pytest.raises(CampaignDiskFullError) as refused, \
                    campaign.transaction() as session:
                for number in range(200):
                    session.add(Character(kind="pc", name=f"PNJ {number}", notes="x" * 4000))
            assert "full" in storage_message(refused.value)
            with campaign.transaction() as session:
                names = session.exec(select(Character.name)).all()
            assert names == ["Ana"]  # the committed edit is there, the refused one is not
        (disk / "filler").unlink()
        assert check_campaign(path).ok


@pytest.mark.damaged_files
def test_import_and_new_campaign_on_a_full_disk_say_full(
    tmp_path: Path, blank_template: Path
) -> None:
    source = tmp_path / "mesa.ryf"
    shutil.copyfile(blank_template, source)
    exported = export_campaign(source, tmp_path / "mesa.json")
    with small_disk(tmp_path / "disk") as disk:
        fill(disk)
        with pytest.raises(CampaignDiskFullError) as refused:
            import_campaign(exported, disk / "nueva.ryf")
        assert refused.value.params["name"] == "nueva.ryf"
        assert "nueva.ryf is full" in storage_message(refused.value)
        with pytest.raises(CampaignDiskFullError):
            CampaignFile.create(disk / "otra.ryf", "Otra", "medieval",
                                backup_dir=tmp_path / "backups")
        assert sorted(child.name for child in disk.iterdir()) == ["filler"]


def test_check_of_a_sound_file_does_not_need_room_in_the_temporary_folder(
    tmp_path: Path, blank_template: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "mesa.ryf"
    shutil.copyfile(blank_template, path)
    with small_disk(tmp_path / "tmp") as temporary:
        fill(temporary)
        monkeypatch.setattr(tempfile, "tempdir", str(temporary))
        report = check_campaign(path)
        assert report.ok, report.problems


def test_a_full_disk_while_taking_the_lock_opens_read_only(
    blank_path: Path, backup_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Where no small disk can be mounted: SQLite's own error, raised where the lock is written.
    def lock_on_full_disk(*_args: object, **_kwargs: object) -> None:
        raise sqlite_full()

    monkeypatch.setattr(campaign_file_module, "lock_file", lock_on_full_disk)
    before = sha256_of(blank_path)
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        assert campaign.read_only_reason is ReadOnlyReason.DISK_FULL
    assert sha256_of(blank_path) == before


def test_a_full_disk_while_making_a_new_campaign_is_told(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ryf_desktop.storage import migrate

    def upgrade_on_full_disk(*_args: object, **_kwargs: object) -> None:
        raise sqlite_full()

    monkeypatch.setattr(migrate, "upgrade", upgrade_on_full_disk)
    with pytest.raises(CampaignDiskFullError) as refused:
        CampaignFile.create(tmp_path / "nueva.ryf", "Nueva", "medieval",
                            backup_dir=tmp_path / "backups")
    assert refused.value.problem is StorageProblem.DISK_FULL
    assert list(tmp_path.iterdir()) == []


@pytest.mark.damaged_files
def test_an_unreadable_wal_is_not_called_damaged(blank_path: Path, backup_dir: Path) -> None:
    # A crashed campaign whose -wal cannot be read (a folder in its place: not even by root).
    crash_with_edits(blank_path, backup_dir, edits=1)
    wal = blank_path.parent / f"{blank_path.name}-wal"
    wal.rename(blank_path.parent / "kept-wal")
    wal.mkdir()
    before = sha256_of(blank_path)
    with pytest.raises(CampaignFileError) as refused:
        CampaignFile.open(blank_path, backup_dir=backup_dir)
    assert refused.value.problem is StorageProblem.SIDECAR_UNREADABLE
    words = storage_message(refused.value)
    assert "campaign.ryf-wal" in words and "backup" not in words
    assert sha256_of(blank_path) == before
