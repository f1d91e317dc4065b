"""A writable open renews a heartbeat in its lock row, so another copy can tell a holder that went
silent minutes ago (a crash on another computer, a laptop asleep) from one that still works."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from ryf_desktop.storage import CampaignFile, CampaignLockedError
from ryf_desktop.storage.errors import HEARTBEAT_STALE, LockHolder
from ryf_desktop.storage.lock_file import unlock_campaign
from ryf_desktop.storage.locking import read_lock

NOW = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def _holder(heartbeat: datetime | None) -> LockHolder:
    return LockHolder("marta", "portatil", 4242, NOW - timedelta(hours=2), "RyF Desktop", heartbeat)


def _lock_row(path: Path) -> tuple[str, str | None]:
    connection = sqlite3.connect(path)
    try:
        since, heartbeat = connection.execute(
            "SELECT since, heartbeat FROM file_lock WHERE id = 1"
        ).fetchone()
    finally:
        connection.close()
    return str(since), heartbeat


def test_a_holder_silent_longer_than_the_limit_is_probably_stale() -> None:
    assert not _holder(None).probably_stale(NOW)
    assert not _holder(NOW - timedelta(minutes=1)).probably_stale(NOW)
    assert _holder(NOW - HEARTBEAT_STALE - timedelta(seconds=1)).probably_stale(NOW)
    assert _holder(NOW - timedelta(minutes=12)).silent_for(NOW) == timedelta(minutes=12)


def test_opening_writes_a_heartbeat_and_beat_renews_it(
    blank_path: Path, backup_dir: Path
) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        since, heartbeat = _lock_row(blank_path)
        assert heartbeat == since
        connection = sqlite3.connect(blank_path, isolation_level=None)
        connection.execute("UPDATE file_lock SET heartbeat = '2020-01-01T00:00:00+00:00'")
        connection.close()
        assert campaign.beat()
        _, renewed = _lock_row(blank_path)
        assert renewed is not None and renewed > "2026"


def test_another_copy_reads_how_long_the_holder_has_been_silent(
    blank_path: Path, backup_dir: Path
) -> None:
    campaign = CampaignFile.open(blank_path, backup_dir=backup_dir)
    try:
        connection = sqlite3.connect(blank_path, isolation_level=None)
        connection.execute("UPDATE file_lock SET host = 'otro-portatil', "
                           "heartbeat = '2020-01-01T00:00:00+00:00'")
        lock = read_lock(connection)
        connection.close()
        assert lock is not None and lock.holder.probably_stale(datetime.now(UTC))
        try:
            CampaignFile.open(blank_path, backup_dir=backup_dir)
        except CampaignLockedError as error:
            assert error.holder.probably_stale(datetime.now(UTC))
        else:
            raise AssertionError("a lock of another host must be reported")
        assert unlock_campaign(blank_path) is not None
        # The copy that was taken over renews nothing of its successor's.
        assert not campaign.beat()
    finally:
        campaign.close()
