"""A second copy of the program is told who has the campaign; stale locks are taken over."""

from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ryf_desktop.storage import CampaignFile, CampaignLockedError, holder_of
from ryf_desktop.storage.locking import new_token, pid_alive
from tests.storage.storage_samples import sha256_of


def _write_lock(
    path: Path, *, pid: int, host: str, token: str = "someone-else", since: str | None = None
) -> None:
    """A lock row as another copy of the program writes it (``since``: now, by default)."""
    since = since or datetime.now(UTC).isoformat(timespec="seconds")
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        connection.execute(
            'INSERT OR REPLACE INTO file_lock (id, "user", host, pid, since, token, program) '
            "VALUES (1, 'marta', ?, ?, ?, ?, 'RyF Desktop')",
            (host, pid, since, token),
        )
    finally:
        connection.close()


def _lock_token(path: Path) -> str | None:
    connection = sqlite3.connect(path)
    try:
        row = connection.execute("SELECT token FROM file_lock").fetchone()
    finally:
        connection.close()
    return None if row is None else str(row[0])


@pytest.fixture
def live_process() -> Iterator[subprocess.Popen[bytes]]:
    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield process
    process.kill()
    process.wait()


def test_second_open_is_told_who_holds_the_campaign(blank_path: Path, backup_dir: Path) -> None:
    with CampaignFile.open(blank_path, backup_dir=backup_dir):
        before = sha256_of(blank_path)
        with pytest.raises(CampaignLockedError) as raised:
            CampaignFile.open(blank_path, backup_dir=backup_dir)
        holder = raised.value.holder
        assert holder.pid == os.getpid()
        assert holder.host == socket.gethostname()
        assert holder.program == "RyF Desktop"
        message = str(raised.value)
        assert f"process {os.getpid()}" in message
        assert "already open" in message and "read-only" in message
        assert sha256_of(blank_path) == before

        with CampaignFile.open(blank_path, read_only=True, backup_dir=backup_dir) as second:
            assert second.read_only
            assert second.held_by == holder
        assert sha256_of(blank_path) == before


def test_a_running_process_on_this_host_holds_the_lock(
    blank_path: Path, backup_dir: Path, live_process: subprocess.Popen[bytes]
) -> None:
    _write_lock(
        blank_path, pid=live_process.pid, host=socket.gethostname(),
        since="2099-03-01T18:30:00+00:00",
    )
    before = sha256_of(blank_path)
    with pytest.raises(CampaignLockedError, match="user marta") as raised:
        CampaignFile.open(blank_path, backup_dir=backup_dir)
    assert raised.value.holder.pid == live_process.pid
    assert "2099-03-01" in str(raised.value)
    assert sha256_of(blank_path) == before

    with CampaignFile.open(blank_path, force=True, backup_dir=backup_dir) as campaign:
        assert campaign.took_over_from is not None
        assert campaign.took_over_from.pid == live_process.pid
        holder = campaign.lock_holder()
        assert holder is not None and holder.pid == os.getpid()


def test_stale_lock_of_a_dead_process_is_taken_over(blank_path: Path, backup_dir: Path) -> None:
    dead_pid = _dead_pid()
    _write_lock(blank_path, pid=dead_pid, host=socket.gethostname())
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        assert not campaign.read_only
        assert campaign.took_over_from is not None
        assert campaign.took_over_from.pid == dead_pid
        holder = campaign.lock_holder()
        assert holder is not None and holder.pid == os.getpid()
    assert _lock_token(blank_path) is None


def test_stale_lock_with_this_pid_from_an_earlier_process(
    blank_path: Path, backup_dir: Path
) -> None:
    # Same pid as this process, written before it started: an earlier process (pid reuse).
    earlier = (datetime.now(UTC) - timedelta(days=400)).isoformat(timespec="seconds")
    _write_lock(blank_path, pid=os.getpid(), host=socket.gethostname(), since=earlier,
                token=new_token())
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        assert campaign.took_over_from is not None


def test_lock_from_another_computer_is_reported_and_can_be_forced(
    blank_path: Path, backup_dir: Path
) -> None:
    _write_lock(blank_path, pid=_dead_pid(), host="portatil-de-marta")
    with pytest.raises(CampaignLockedError, match="on computer portatil-de-marta"):
        CampaignFile.open(blank_path, backup_dir=backup_dir)
    with CampaignFile.open(blank_path, read_only=True, backup_dir=backup_dir) as reader:
        assert reader.held_by is not None and reader.held_by.host == "portatil-de-marta"
    with CampaignFile.open(blank_path, force=True, backup_dir=backup_dir) as campaign:
        assert campaign.took_over_from is not None
        assert campaign.took_over_from.host == "portatil-de-marta"


def test_a_copy_that_was_taken_over_does_not_release_the_new_lock(
    blank_path: Path, backup_dir: Path
) -> None:
    first = CampaignFile.open(blank_path, backup_dir=backup_dir)
    second = CampaignFile.open(blank_path, force=True, backup_dir=backup_dir)
    token = _lock_token(blank_path)
    first.close()
    assert _lock_token(blank_path) == token
    second.close()
    assert _lock_token(blank_path) is None


def test_pid_alive() -> None:
    assert pid_alive(os.getpid())
    assert not pid_alive(_dead_pid())
    assert not pid_alive(0)


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_a_fresh_lock_of_this_host_name_from_another_machine_is_not_taken_silently(
    blank_path: Path, backup_dir: Path
) -> None:
    # Two computers with the same host name on a shared folder: the other one's copy runs (its
    # heartbeat is fresh) though its pid means nothing here.
    now = datetime.now(UTC).isoformat(timespec="seconds")
    _write_lock(blank_path, pid=_dead_pid(), host=socket.gethostname(),
                token="0123456789ab-" + "f" * 32)
    connection = sqlite3.connect(blank_path, isolation_level=None)
    connection.execute("UPDATE file_lock SET heartbeat = ?", (now,))
    connection.close()
    with pytest.raises(CampaignLockedError):
        CampaignFile.open(blank_path, backup_dir=backup_dir)
    # Once its heartbeat has been silent long enough, it is stale.
    old = (datetime.now(UTC) - timedelta(minutes=20)).isoformat(timespec="seconds")
    connection = sqlite3.connect(blank_path, isolation_level=None)
    connection.execute("UPDATE file_lock SET heartbeat = ?", (old,))
    connection.close()
    with CampaignFile.open(blank_path, backup_dir=backup_dir) as campaign:
        assert campaign.took_over_from is not None


def test_a_lock_naming_a_process_that_is_not_this_program_is_not_taken_silently(
    blank_path: Path, backup_dir: Path
) -> None:
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        # Written long before that process started: the pid is another's now, or the row is
        # another computer's of the same name; either way not silently ours.
        _write_lock(blank_path, pid=other.pid, host=socket.gethostname(),
                    since="2024-01-01T00:00:00+00:00")
        with pytest.raises(CampaignLockedError):
            CampaignFile.open(blank_path, backup_dir=backup_dir)
    finally:
        other.kill()
        other.wait()


def test_holder_of_names_who_has_a_campaign_open_for_writing(
    blank_path: Path, backup_dir: Path, tmp_path: Path
) -> None:
    assert holder_of(blank_path) is None
    with CampaignFile.open(blank_path, backup_dir=backup_dir):
        holder = holder_of(blank_path)
        assert holder is not None and holder.pid == os.getpid()
    assert holder_of(blank_path) is None
    # Not a campaign, or no file at all: nobody holds it.
    (tmp_path / "notes.txt").write_text("not a campaign")
    assert holder_of(tmp_path / "notes.txt") is None
    assert holder_of(tmp_path / "missing.ryf") is None
