"""Copies of the program opening the same old file at once get a campaign or a clear refusal,
never a raw driver error; the upgrade's safety copy is made once per schema version, holds that
version, and is named with it; a backup killed mid-way leaves nothing behind for ever."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ryf_desktop.storage import CampaignFile, MigrationFailedError, migrate
from ryf_desktop.storage.backups import LEFTOVER_AGE_S, remove_leftovers, take_backup
from ryf_desktop.storage.file_format import REVISION_BY_VERSION, SCHEMA_VERSION
from tests.storage.storage_samples import sha256_of

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
OPENERS = 4

#: Waits for the start signal, opens the campaign, says how it went, and holds it a moment.
OPENER = """
import sys, time
from pathlib import Path
from ryf_desktop.storage import CampaignFile

path, start, backups = Path(sys.argv[1]), float(sys.argv[2]), Path(sys.argv[3])
time.sleep(max(0.0, start - time.time()))
try:
    campaign = CampaignFile.open(path, backup_dir=backups)
except BaseException as error:
    print(type(error).__module__ + "." + type(error).__name__, flush=True)
else:
    print("opened" if campaign.upgraded_from is None else "upgraded", flush=True)
    time.sleep(1.5)
    campaign.close()
"""


def _user_version(path: Path) -> int:
    connection = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return int(connection.execute("PRAGMA user_version").fetchone()[0])
    finally:
        connection.close()


@pytest.mark.parametrize("round_number", range(2))
def test_four_copies_opening_an_old_file_at_once(tmp_path: Path, round_number: int) -> None:
    del round_number
    path = tmp_path / "La Marca.ryf"
    shutil.copyfile(FIXTURES / "campaign_v1.ryf", path)
    start = time.time() + 2.5  # every child has imported the storage by then
    children = [
        subprocess.Popen(
            [sys.executable, "-c", OPENER, str(path), str(start), str(tmp_path / "backups")],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        for _ in range(OPENERS)
    ]
    outcomes = []
    for child in children:
        out, err = child.communicate(timeout=120)
        outcomes.append(out.strip())
        assert child.returncode == 0, err
    # One copy upgrades the file; it may then find another already holding it (that one opened
    # the upgraded file between the upgrade and the lock) and be refused like the rest.
    assert outcomes.count("upgraded") <= 1, outcomes
    assert outcomes.count("upgraded") + outcomes.count("opened") >= 1, outcomes
    refusals = [outcome for outcome in outcomes if outcome not in ("upgraded", "opened")]
    allowed = {
        "ryf_desktop.storage.errors.CampaignLockedError",
        "ryf_desktop.storage.errors.CampaignBusyError",
    }
    assert set(refusals) <= allowed, outcomes
    copies = sorted(tmp_path.glob("*.schema1-backup*.ryf"))
    assert [copy.name for copy in copies] == ["La Marca.schema1-backup.ryf"]
    assert _user_version(copies[0]) == 1
    assert sha256_of(copies[0]) == sha256_of(FIXTURES / "campaign_v1.ryf")
    assert _user_version(path) == SCHEMA_VERSION


def test_a_retried_upgrade_makes_no_second_safety_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "La Marca.ryf"
    shutil.copyfile(FIXTURES / "campaign_v1.ryf", path)
    step = migrate.script_directory().get_revision(REVISION_BY_VERSION[SCHEMA_VERSION])
    assert step is not None

    def fail() -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(step.module, "upgrade", fail)
    for _attempt in range(3):
        with pytest.raises(MigrationFailedError) as raised:
            CampaignFile.open(path, backup_dir=tmp_path / "backups")
        assert raised.value.params["copy"] == str(tmp_path / "La Marca.schema1-backup.ryf")
    monkeypatch.undo()
    with CampaignFile.open(path, backup_dir=tmp_path / "backups") as campaign:
        assert campaign.upgrade_backup == tmp_path / "La Marca.schema1-backup.ryf"
    assert sorted(copy.name for copy in tmp_path.glob("*backup*")) == [
        "La Marca.schema1-backup.ryf"
    ]


@pytest.mark.damaged_files  # the other "copy" is no campaign at all
def test_another_old_file_of_the_same_name_gets_its_own_copy(tmp_path: Path) -> None:
    path = tmp_path / "La Marca.ryf"
    (tmp_path / "La Marca.schema1-backup.ryf").write_bytes(b"some other campaign's copy")
    shutil.copyfile(FIXTURES / "campaign_v1.ryf", path)
    with CampaignFile.open(path, backup_dir=tmp_path / "backups") as campaign:
        assert campaign.upgrade_backup == tmp_path / "La Marca.schema1-backup-2.ryf"
    assert (tmp_path / "La Marca.schema1-backup.ryf").read_bytes() == (
        b"some other campaign's copy"
    )


def test_a_backup_killed_mid_way_leaves_nothing_for_ever(
    blank_path: Path, tmp_path: Path
) -> None:
    backups = tmp_path / "backups"
    backups.mkdir()
    old = backups / ".campaign-20250301T183000000000Z.ryf.0123abcd.tmp"
    old_journal = backups / (old.name + "-journal")
    fresh = backups / ".campaign-20250301T190000000000Z.ryf.89abcdef.tmp"
    for leftover in (old, old_journal, fresh):
        leftover.write_bytes(bytes(4096))
    long_ago = time.time() - LEFTOVER_AGE_S - 60
    os.utime(old, (long_ago, long_ago))
    os.utime(old_journal, (long_ago, long_ago))
    taken = take_backup(blank_path, backups)
    assert sorted(path.name for path in backups.iterdir()) == sorted([taken.path.name, fresh.name])
    assert remove_leftovers(backups, now=time.time() + LEFTOVER_AGE_S + 60) == [fresh]
