"""The recent campaigns remember a file whose name is not UTF-8 (a Latin-1 folder from an old
USB stick): Qt's settings would drop its undecodable bytes, and hashing its name for the
campaign's remembered name raised UnicodeEncodeError."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

from ryf_desktop.ui.campaign.recent import CampaignMemory


def test_a_latin1_path_is_remembered_and_found_again(tmp_path: Path) -> None:
    folder = tmp_path / os.fsdecode(b"Campa\xf1a")
    folder.mkdir()
    path = folder / os.fsdecode(b"mesa\xe9.ryf")
    path.write_bytes(b"")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    memory = CampaignMemory(settings)
    memory.add_recent(path, "La mesa")
    memory.set_last(path)
    settings.sync()
    again = CampaignMemory(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert again.recent() == [path.absolute()]
    assert again.name_of(path) == "La mesa"
    assert again.last() == path.absolute()
    assert again.dialog_folder() == folder.absolute()


def test_a_utf8_path_is_stored_as_plain_text(tmp_path: Path) -> None:
    path = tmp_path / "Campaña.ryf"
    path.write_bytes(b"")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    CampaignMemory(settings).set_last(path)
    assert settings.value("campaigns/last") == str(path.absolute())
