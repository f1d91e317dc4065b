"""The decisions that differ on Windows, tested on Linux with the platform patched (issue 27).

The Windows branches themselves run for real under Wine in packaging/smoke-windows.sh (the demo in
%APPDATA%, the stale lock of a gone process, exports with LF line endings).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from PySide6.QtNetwork import QHostAddress, QNetworkInterface

from ryf_desktop.storage import backups, file_name_for, locking
from ryf_desktop.storage.backups import user_data_dir
from ryf_desktop.ui.players_web import dialog


def test_the_data_folder_is_appdata_on_windows(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    assert user_data_dir() == tmp_path / "Roaming" / "ryf-desktop"
    monkeypatch.delenv("APPDATA")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert user_data_dir() == tmp_path / "AppData" / "Roaming" / "ryf-desktop"


def test_the_data_folder_on_linux_and_macos(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "darwin")
    assert user_data_dir() == tmp_path / "Library" / "Application Support" / "ryf-desktop"
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert user_data_dir() == tmp_path / "data" / "ryf-desktop"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert user_data_dir() == tmp_path / ".local" / "share" / "ryf-desktop"


@pytest.mark.parametrize(
    ("name", "file_name"),
    [
        ("Con", "Con_.ryf"),
        ("nul", "nul_.ryf"),
        ("LPT1", "LPT1_.ryf"),
        ("Aux.viejo", "Aux.viejo_.ryf"),
        ("Com10", "Com10.ryf"),
        ("Consejo de Brujas", "Consejo de Brujas.ryf"),
        ("Sangre: segunda parte?", "Sangre  segunda parte.ryf"),
        ("Fin...", "Fin.ryf"),
        ("Con. ", "Con_.ryf"),
    ],
)
def test_campaign_file_names_are_valid_on_windows(name: str, file_name: str) -> None:
    assert file_name_for(name) == file_name


def test_the_process_check_asks_windows_on_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []

    def windows_answer(pid: int) -> bool:
        asked.append(pid)
        return False

    monkeypatch.setattr(locking, "_windows_pid_alive", windows_answer)
    monkeypatch.setattr(sys, "platform", "win32")
    # os.kill(pid, 0) would end the process on Windows instead of asking about it.
    monkeypatch.setattr(os, "kill", lambda *_: pytest.fail("os.kill on Windows"))
    assert locking.pid_alive(os.getpid()) is False
    assert asked == [os.getpid()]
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.undo()
    assert locking.pid_alive(os.getpid()) is True


def test_a_folder_is_not_opened_to_be_synced_on_windows(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def no_open(*_: object) -> int:
        raise PermissionError(13, "Access is denied", str(tmp_path))

    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(os, "open", no_open)
    backups._fsync_dir(tmp_path)  # Windows cannot open a folder: the rename is durable anyway
    monkeypatch.setattr(sys, "platform", "linux")
    with pytest.raises(PermissionError):
        backups._fsync_dir(tmp_path)


def test_players_are_not_offered_an_address_windows_made_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    addresses = ["127.0.0.1", "169.254.12.7", "192.168.1.40", "10.0.0.2", "8.8.8.8", "::1"]
    monkeypatch.setattr(
        QNetworkInterface, "allAddresses", lambda: [QHostAddress(a) for a in addresses]
    )
    assert dialog.local_addresses() == ["192.168.1.40", "10.0.0.2"]
