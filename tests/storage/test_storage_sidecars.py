"""What a crash leaves beside a campaign (``-wal``, ``-shm``) is never merged into another file
and never changed by a refusal: stale sidecars of a deleted file are moved aside (not deleted)
before a campaign is created or imported at that path, and a crashed file is recovered on a copy
first, so a damaged one is refused with it and its sidecars exactly as found."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from sqlmodel import select

from ryf_desktop.storage import (
    CampaignCorruptError,
    CampaignFile,
    check_campaign,
    export_campaign,
    import_campaign,
)
from ryf_desktop.storage.errors import StorageProblem
from ryf_desktop.storage.tables import LogEntry
from tests.storage.storage_samples import fill_campaign, sha256_of, sidecars

ROOT = Path(__file__).resolve().parents[2]
EDITS = 30

#: Opens the campaign, commits EDITS log entries, says so, and waits to be killed.
CRASHER = """
import sys, time
from pathlib import Path
from ryf_desktop.storage import CampaignFile
from ryf_desktop.storage.tables import LogEntry

campaign = CampaignFile.open(Path(sys.argv[1]), backup_dir=Path(sys.argv[2]))
for number in range(int(sys.argv[3])):
    with campaign.transaction() as session:
        session.add(LogEntry(kind="edit", text=f"old edit {number}"))
print("done", flush=True)
time.sleep(600)
"""


def crash_with_edits(path: Path, backups: Path, edits: int = EDITS) -> None:
    """Commit ``edits`` edits to ``path`` in a child process and SIGKILL it: the commits stay
    in the ``-wal`` beside the file."""
    child = subprocess.Popen(
        [sys.executable, "-c", CRASHER, str(path), str(backups), str(edits)],
        stdout=subprocess.PIPE, text=True, cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline() == "done\n"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    assert path.with_name(path.name + "-wal").stat().st_size > 0


def _sidecar_bytes(path: Path) -> dict[str, str]:
    return {
        sidecar.name: sha256_of(sidecar)
        for sidecar in sorted(path.parent.iterdir())
        if sidecar.name.startswith(path.name + "-")
    }


def _log_texts(path: Path) -> list[str]:
    with CampaignFile.open(path, read_only=True) as campaign, campaign.transaction() as session:
        return list(session.exec(select(LogEntry.text)).all())


@pytest.fixture
def orphaned_sidecars(tmp_path: Path, blank_path: Path, backup_dir: Path) -> dict[str, str]:
    """A crashed campaign whose file was then deleted: only its -wal and -shm are left."""
    crash_with_edits(blank_path, backup_dir)
    left = _sidecar_bytes(blank_path)
    assert set(left) == {"campaign.ryf-wal", "campaign.ryf-shm", "campaign.ryf-wal-owner"}
    blank_path.unlink()
    return left


def _moved_aside(path: Path, left: dict[str, str]) -> None:
    """Each old sidecar is still there, renamed out of the way, byte for byte."""
    for name, digest in left.items():
        moved = sorted(path.parent.glob(f"{name}.orphaned-*"))
        assert len(moved) == 1, f"{name} was not moved aside: {sorted(path.parent.iterdir())}"
        assert sha256_of(moved[0]) == digest


@pytest.mark.damaged_files  # the orphaned -wal and -shm stay beside the folder's files
def test_an_import_over_a_deleted_files_sidecars_is_a_sound_campaign(
    tmp_path: Path, blank_template: Path, orphaned_sidecars: dict[str, str], backup_dir: Path
) -> None:
    source = tmp_path / "source.ryf"
    source.write_bytes(blank_template.read_bytes())
    with CampaignFile.open(source, backup_dir=backup_dir) as campaign:
        fill_campaign(campaign)
    exported = export_campaign(source, tmp_path / "source.json")
    target = tmp_path / "campaign.ryf"

    import_campaign(exported, target)

    report = check_campaign(target)
    assert report.ok, report.problems
    assert not any(text.startswith("old edit") for text in _log_texts(target))
    assert _log_texts(target) == _log_texts(source)
    _moved_aside(target, orphaned_sidecars)
    assert sidecars(target) == []


@pytest.mark.damaged_files
def test_a_new_campaign_over_a_deleted_files_sidecars_starts_empty(
    tmp_path: Path, orphaned_sidecars: dict[str, str]
) -> None:
    target = tmp_path / "campaign.ryf"
    CampaignFile.create(target, "Nueva", "medieval").close()
    assert _log_texts(target) == []
    assert check_campaign(target).ok
    _moved_aside(target, orphaned_sidecars)


def test_a_crashed_sound_file_is_recovered_with_every_commit(
    blank_path: Path, backup_dir: Path
) -> None:
    crash_with_edits(blank_path, backup_dir)
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        assert campaign.took_over_from is not None
    assert len(_log_texts(blank_path)) == EDITS


@pytest.mark.damaged_files
def test_a_crashed_damaged_file_is_refused_as_found(blank_path: Path, backup_dir: Path) -> None:
    crash_with_edits(blank_path, backup_dir)
    data = bytearray(blank_path.read_bytes())
    page = 4096
    assert len(data) >= 4 * page
    data[2 * page + 8 : 3 * page] = bytes([0xA5]) * (page - 8)
    blank_path.write_bytes(bytes(data))
    before = {blank_path.name: sha256_of(blank_path), **_sidecar_bytes(blank_path)}
    size = blank_path.stat().st_size

    with pytest.raises(CampaignCorruptError) as raised:
        CampaignFile.open(blank_path, backup_dir=backup_dir)

    assert raised.value.problem is StorageProblem.RECOVERY_FAILED
    assert "did not change it" in str(raised.value)
    assert {blank_path.name: sha256_of(blank_path), **_sidecar_bytes(blank_path)} == before
    assert blank_path.stat().st_size == size
    report = check_campaign(blank_path)
    assert not report.ok
    assert {blank_path.name: sha256_of(blank_path), **_sidecar_bytes(blank_path)} == before


@pytest.mark.damaged_files
def test_check_of_a_crashed_file_changes_nothing_beside_it(
    blank_path: Path, backup_dir: Path
) -> None:
    crash_with_edits(blank_path, backup_dir)
    (blank_path.parent / "campaign.ryf-shm").unlink()  # as after a reboot: only the -wal left
    before = {blank_path.name: sha256_of(blank_path), **_sidecar_bytes(blank_path)}
    report = check_campaign(blank_path)
    assert report.ok, report.problems
    assert report.counts["log_entry"] == EDITS
    assert any("not closed properly" in note for note in report.notes)
    assert {blank_path.name: sha256_of(blank_path), **_sidecar_bytes(blank_path)} == before
