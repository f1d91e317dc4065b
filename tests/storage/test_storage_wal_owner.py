"""A ``-wal`` is applied only to its own file: another campaign's ``-wal`` renamed beside a
file, or a crashed campaign's stale one beside a backup copied over it by hand, is moved aside
(named, byte for byte) and never applied."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from sqlmodel import select

from ryf_desktop.storage import CampaignFile, check_campaign
from ryf_desktop.storage.tables import LogEntry
from tests.storage.storage_samples import sha256_of, sidecars
from tests.storage.test_storage_sidecars import crash_with_edits

SIDECARS = ("-wal", "-shm", "-wal-owner")


def _texts(path: Path, backups: Path) -> list[str]:
    with CampaignFile.open(path, backup_dir=backups) as campaign, \
            campaign.transaction() as session:
        return list(session.exec(select(LogEntry.text)).all())


def _moved(path: Path) -> dict[str, str]:
    return {
        moved.name.split(".orphaned-")[0]: sha256_of(moved)
        for moved in path.parent.glob(f"{path.name}-*.orphaned-*")
    }


@pytest.mark.damaged_files  # the moved-aside -wal stays beside the file
def test_another_campaigns_wal_renamed_beside_a_file_is_moved_aside(
    tmp_path: Path, blank_template: Path, backup_dir: Path
) -> None:
    other = tmp_path / "other.ryf"
    shutil.copyfile(blank_template, other)
    crash_with_edits(other, backup_dir, edits=3)
    mine = tmp_path / "mine.ryf"
    shutil.copyfile(blank_template, mine)
    before = sha256_of(mine)
    carried = {}
    for suffix in SIDECARS:
        shutil.move(f"{other}{suffix}", f"{mine}{suffix}")
        carried[f"{mine.name}{suffix}"] = sha256_of(Path(f"{mine}{suffix}"))
    report = check_campaign(mine)
    assert report.ok, report.problems
    assert any("not its own" in note for note in report.notes)
    assert sha256_of(mine) == before and len(sidecars(mine)) == 3  # check changed nothing
    with CampaignFile.open(mine, backup_dir=backup_dir) as campaign:
        assert {path.name.split(".orphaned-")[0] for path in campaign.set_aside} == {
            f"{mine.name}{suffix}" for suffix in SIDECARS
        }
    assert _texts(mine, backup_dir) == []  # the other campaign's edits were not applied
    assert _moved(mine) == carried  # kept, byte for byte


@pytest.mark.damaged_files
def test_a_backup_copied_by_hand_over_a_crashed_campaign_is_kept(
    tmp_path: Path, blank_path: Path, backup_dir: Path
) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        with campaign.transaction() as session:
            session.add(LogEntry(kind="note", text="in the backup"))
        backup = campaign.backup_now()
    crash_with_edits(blank_path, backup_dir, edits=2)
    assert len(sidecars(blank_path)) == 3
    shutil.copyfile(backup.path, blank_path)  # the GM restores by hand, sidecars left behind
    assert _texts(blank_path, backup_dir) == ["in the backup"]
    assert sidecars(blank_path) == []
    assert set(_moved(blank_path)) == {f"{blank_path.name}{suffix}" for suffix in SIDECARS}


def test_a_campaigns_own_wal_is_still_applied_after_a_crash(
    blank_path: Path, backup_dir: Path
) -> None:
    crash_with_edits(blank_path, backup_dir, edits=2)
    assert _texts(blank_path, backup_dir) == ["old edit 0", "old edit 1"]
    assert sidecars(blank_path) == []
