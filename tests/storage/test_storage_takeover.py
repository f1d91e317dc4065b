"""Nobody is locked out for good: a lock whose pid now belongs to another process is stale, a
lock from another computer can be taken over, and a holder that comes back after a take-over is
refused its next change (never writing over its successor's) and may open read-only."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlmodel import func, select

from ryf_desktop.storage import (
    CampaignFile,
    CampaignLockedError,
    CampaignTakenOverError,
)
from ryf_desktop.storage.errors import StorageProblem
from ryf_desktop.storage.lock_file import unlock_campaign
from ryf_desktop.storage.locking import current_host, new_token
from ryf_desktop.storage.tables import LogEntry


def _write_lock(
    path: Path, *, host: str, pid: int, since: str, token: str | None = None
) -> None:
    # As this version writes it on this computer (its token marked with the machine's mark).
    token = token if token is not None else new_token()
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        connection.execute(
            'INSERT OR REPLACE INTO file_lock (id, "user", host, pid, since, token, program) '
            "VALUES (1, 'marta', ?, ?, ?, ?, 'RyF Desktop')",
            (host, pid, since, token),
        )
    finally:
        connection.close()


@pytest.fixture
def newer_process() -> Iterator[subprocess.Popen[bytes]]:
    """A live process of this host that started long after the lock rows below were written."""
    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield process
    process.kill()
    process.wait()


def test_a_lock_whose_pid_was_reused_is_stale(
    blank_path: Path, backup_dir: Path, newer_process: subprocess.Popen[bytes]
) -> None:
    _write_lock(blank_path, host=current_host(), pid=newer_process.pid,
                since="2024-05-01T18:30:00+00:00")
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        assert campaign.took_over_from is not None
        assert campaign.took_over_from.pid == newer_process.pid


def test_a_lock_from_another_computer_is_reported_then_taken_over(
    blank_path: Path, backup_dir: Path
) -> None:
    _write_lock(blank_path, host="portatil-de-marta", pid=4242,
                since="2024-05-01T18:30:00+00:00")
    with pytest.raises(CampaignLockedError) as raised:
        CampaignFile.open(blank_path, backup_dir=backup_dir)
    assert raised.value.params["host"] == "portatil-de-marta"
    assert raised.value.problem is StorageProblem.LOCKED
    with CampaignFile.open(blank_path, force=True, backup_dir=backup_dir) as campaign:
        assert campaign.took_over_from is not None
        assert campaign.took_over_from.host == "portatil-de-marta"
        with campaign.transaction() as session:
            session.add(LogEntry(kind="note", text="aquí"))


def _log_count(campaign: CampaignFile) -> int:
    with campaign.transaction() as session:
        return int(session.exec(select(func.count()).select_from(LogEntry)).one())


def test_the_holder_that_comes_back_is_refused_and_may_open_read_only(
    blank_path: Path, backup_dir: Path
) -> None:
    first = CampaignFile.open(blank_path, backup_dir=backup_dir)
    try:
        with CampaignFile.open(blank_path, force=True, backup_dir=backup_dir) as second:
            with second.transaction() as session:
                session.add(LogEntry(kind="note", text="del segundo"))
            with pytest.raises(CampaignTakenOverError) as raised, \
                    first.transaction() as session:
                session.add(LogEntry(kind="note", text="del primero"))
            assert raised.value.problem is StorageProblem.TAKEN_OVER
            assert raised.value.holder is not None
            assert _log_count(first) == 1  # a read still works, and shows the successor's edit
            with CampaignFile.open(blank_path, read_only=True) as looking:
                assert looking.held_by is not None
                assert _log_count(looking) == 1
            first.close()  # leaves the successor's lock alone
            with second.transaction() as session:
                session.add(LogEntry(kind="note", text="sigue"))
            assert _log_count(second) == 2
    finally:
        first.close()


def test_after_unlock_the_holders_next_change_is_refused(
    blank_path: Path, backup_dir: Path
) -> None:
    campaign = CampaignFile.open(blank_path, backup_dir=backup_dir)
    try:
        holder = unlock_campaign(blank_path)
        assert holder is not None
        with pytest.raises(CampaignTakenOverError) as raised, \
                campaign.transaction() as session:
            session.add(LogEntry(kind="note", text="tarde"))
        assert raised.value.params["user"] == ""
        assert _log_count(campaign) == 0
    finally:
        campaign.close()
