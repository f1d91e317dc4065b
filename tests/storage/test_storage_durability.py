"""Each commit of an open campaign reaches the disk right after it returns, from a thread of its
own (ryf_desktop.storage.durability): what is synced, when, and what a failed sync tells."""

from __future__ import annotations

import errno
import os
import threading
import time
from pathlib import Path

import pytest
from sqlmodel import select

from ryf_desktop.storage import CampaignFile, CampaignFileError
from ryf_desktop.storage.durability import WalSyncer
from ryf_desktop.storage.tables import Character
from tests.storage.storage_samples import sidecars


class Syncs:
    """Every ``os.fsync`` made, as the inode of the file synced and when it ended."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *, delay: float = 0.0,
                 error: OSError | None = None) -> None:
        self.inodes: list[int] = []
        self.ended: list[float] = []
        self._lock = threading.Lock()
        real = os.fsync

        def fsync(fd: int) -> None:
            inode = os.fstat(fd).st_ino
            time.sleep(delay)
            if error is not None:
                raise error
            real(fd)
            with self._lock:
                self.inodes.append(inode)
                self.ended.append(time.monotonic())

        monkeypatch.setattr(os, "fsync", fsync)

    def count(self) -> int:
        with self._lock:
            return len(self.inodes)


def wal_inode(path: Path) -> int:
    return path.with_name(path.name + "-wal").stat().st_ino


def test_a_commit_that_writes_is_synced_to_disk_after_it_returns(
    blank_path: Path, backup_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    syncs = Syncs(monkeypatch)
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        assert campaign.wait_until_on_disk(5)
        before = syncs.count()
        with campaign.transaction() as session:
            session.add(Character(name="Ana"))
        assert campaign.wait_until_on_disk(5)
        assert syncs.count() == before + 1
        assert syncs.inodes[-1] == wal_inode(blank_path)
        # A unit of work that only reads asks for no sync.
        with campaign.transaction() as session:
            assert [row.name for row in session.exec(select(Character))] == ["Ana"]
        assert campaign.wait_until_on_disk(5)
        assert syncs.count() == before + 1
        # Nor does one that rolls back.
        with pytest.raises(RuntimeError), campaign.transaction() as session:
            session.add(Character(name="Bea"))
            session.flush()
            raise RuntimeError("the command failed")
        assert campaign.wait_until_on_disk(5)
        assert syncs.count() == before + 1


def test_a_write_past_the_orm_is_synced_too_and_rolls_back_on_failure(
    blank_path: Path, backup_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    syncs = Syncs(monkeypatch)
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        assert campaign.wait_until_on_disk(5)
        before = syncs.count()
        with campaign.writing() as raw:
            raw.execute("UPDATE campaign SET name = 'Ana'")
        assert campaign.wait_until_on_disk(5)
        assert syncs.count() == before + 1
        with pytest.raises(RuntimeError), campaign.writing() as raw:
            raw.execute("UPDATE campaign SET name = 'Bea'")
            raise RuntimeError("the step failed")
        with campaign.reading() as raw:
            assert raw.execute("SELECT name FROM campaign").fetchall() == [("Ana",)]


def test_closing_waits_for_the_last_sync(
    blank_path: Path, backup_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    syncs = Syncs(monkeypatch, delay=0.2)
    campaign = CampaignFile.open(blank_path, backup_dir=backup_dir)
    assert campaign.wait_until_on_disk(5)
    before = syncs.count()
    with campaign.transaction() as session:
        session.add(Character(name="Ana"))
    returned = time.monotonic()
    campaign.close()
    # The sync began after the commit returned and ended before the file was let go.
    assert syncs.count() == before + 1
    assert syncs.ended[-1] - returned >= 0.15
    assert sidecars(blank_path) == []


def test_a_sync_the_disk_refuses_is_told_at_the_next_step_and_the_one_after_goes_on(
    blank_path: Path, backup_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        assert campaign.wait_until_on_disk(5)
        Syncs(monkeypatch, error=OSError(errno.EIO, "Input/output error"))
        with campaign.transaction() as session:
            session.add(Character(name="Ana"))
        assert campaign.wait_until_on_disk(5)
        with pytest.raises(CampaignFileError) as refused, campaign.transaction():
            pass
        message = str(refused.value)
        assert "may not have reached the disk" in message
        assert "Input/output error" in message and "Save a copy" in message
        monkeypatch.undo()
        with campaign.transaction() as session:
            session.add(Character(name="Bea"))
            assert sorted(row.name for row in session.exec(select(Character))) == ["Ana", "Bea"]


def test_the_syncer_follows_the_wal_when_it_is_made_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    syncs = Syncs(monkeypatch)
    wal = tmp_path / "c.ryf-wal"
    syncer = WalSyncer(wal)
    try:
        syncer.committed()  # no log yet: nothing to sync, nothing fails
        assert syncer.wait(5)
        assert syncs.count() == 0 and syncer.take_error() is None
        wal.write_bytes(b"one")
        syncer.committed()
        assert syncer.wait(5)
        first = wal.stat().st_ino
        wal.unlink()
        wal.write_bytes(b"two")  # a new file (SQLite deleted the log and made it again)
        syncer.committed()
        assert syncer.wait(5)
        assert syncs.inodes == [first, wal.stat().st_ino]
    finally:
        syncer.close()
