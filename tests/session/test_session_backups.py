"""Backups taken by the session: off the GUI thread, one at once then one every interval, the
newest ten kept, failures reported, and the file at rest after close."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

import pytest
import qasync
from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession
from ryf_desktop.storage import BACKUPS_KEPT, BackupError, BackupInfo, backups
from ryf_desktop.storage.backups import list_backups

#: The GUI thread must tick this many times while the backup waits for it.
TICKS_DURING_BACKUP = 10


def test_a_backup_runs_off_the_gui_thread_while_the_gui_keeps_ticking(
    session: CampaignSession, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The backup cannot finish until the GUI thread has ticked ten times: had it run on the
    GUI thread, it would wait for ticks that never come (and fail, not hang)."""
    real_take_backup = backups.take_backup
    gui_ticked = threading.Event()
    seen: dict[str, Any] = {}

    def gated_take_backup(source: Path, backup_dir: Path) -> BackupInfo:
        seen["thread"] = threading.current_thread()
        seen["ticked_in_time"] = gui_ticked.wait(timeout=10)
        return real_take_backup(source, backup_dir)

    monkeypatch.setattr(backups, "take_backup", gated_take_backup)
    ticks: list[int] = []

    def tick() -> None:
        ticks.append(1)
        if len(ticks) >= TICKS_DURING_BACKUP:
            gui_ticked.set()

    ticker = QTimer()
    ticker.setInterval(5)
    ticker.timeout.connect(tick)
    ticker.start()
    try:
        with qtbot.waitSignal(session.backup_taken, timeout=15_000) as taken:
            future = session.backup_now_async()
    finally:
        ticker.stop()
    assert seen["thread"] is not threading.main_thread()
    assert seen["ticked_in_time"]
    assert len(ticks) >= TICKS_DURING_BACKUP
    info = future.result()
    assert taken.args == [str(info.path)]
    assert session.list_backups() == [info]


def test_start_backups_takes_one_at_once(session: CampaignSession, qtbot: QtBot) -> None:
    with qtbot.waitSignal(session.backup_taken, timeout=10_000):
        session.start_backups(interval_s=3600)
    assert len(session.list_backups()) == 1


def test_periodic_backups_keep_the_newest_ten(
    session: CampaignSession, qtbot: QtBot, backup_dir: Path
) -> None:
    taken: list[str] = []
    session.backup_taken.connect(taken.append)
    session.start_backups(interval_s=0.01)
    qtbot.waitUntil(lambda: len(taken) >= BACKUPS_KEPT + 2, timeout=20_000)
    session.close()  # stops the timer and waits for the backup that runs
    listed = [str(info.path) for info in list_backups(backup_dir)]
    qtbot.waitUntil(lambda: taken[-1] == listed[0], timeout=10_000)
    assert len(listed) == BACKUPS_KEPT
    assert listed == list(reversed(taken))[: BACKUPS_KEPT]
    assert not Path(taken[0]).exists()


def test_a_failed_backup_is_reported(
    session: CampaignSession, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full_disk(source: Path, backup_dir: Path) -> BackupInfo:
        raise BackupError(f"Could not copy the campaign to {backup_dir}: disk full.", backup_dir)

    monkeypatch.setattr(backups, "take_backup", full_disk)
    with qtbot.waitSignal(session.backup_failed, timeout=10_000) as failed:
        session.backup_now_async()
    message = str(failed.args[0])
    assert message.startswith("The automatic backup of “La partida” failed: Could not copy")
    assert "disk full. The campaign itself is not affected" in message


def test_close_waits_for_a_running_backup_and_leaves_the_file_at_rest(
    session: CampaignSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_take_backup = backups.take_backup
    started = threading.Event()
    finished: list[BackupInfo] = []

    def slow_take_backup(source: Path, backup_dir: Path) -> BackupInfo:
        started.set()
        threading.Event().wait(0.2)
        info = real_take_backup(source, backup_dir)
        finished.append(info)
        return info

    monkeypatch.setattr(backups, "take_backup", slow_take_backup)
    session.start_backups()
    assert started.wait(timeout=10)
    session.close()
    assert len(finished) == 1
    assert finished[0].path.exists()
    # The autouse fixture then checks the campaign is one sound file with no sidecar.


def test_a_read_only_session_takes_no_backups_by_itself(
    campaign_path: Path, open_session: Any, backup_dir: Path
) -> None:
    viewer: CampaignSession = open_session(campaign_path, read_only=True)
    viewer.start_backups(interval_s=0.01)
    QTest.qWait(50)
    assert not backup_dir.exists()


def test_a_backup_can_be_awaited_under_qasync(session: CampaignSession, qapp: QApplication) -> None:
    async def back_up() -> BackupInfo:
        return await asyncio.wrap_future(session.backup_now_async())

    loop = qasync.QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    try:
        info = loop.run_until_complete(back_up())
    finally:
        loop.close()
        asyncio.set_event_loop(None)
    assert info.path.exists()
    assert session.list_backups() == [info]
