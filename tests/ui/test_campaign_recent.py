"""What the program remembers between runs: recent campaigns (at most ten, missing ones pruned),
the last campaign, and the Open recent menu built from them."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.campaign.recent import RECENT_MAX, CampaignMemory
from ryf_desktop.ui.main_window import MainWindow


def touch(folder: Path, name: str) -> Path:
    path = folder / name
    path.write_bytes(b"")
    return path


def test_recent_keeps_the_newest_ten_without_repeats(tmp_path: Path) -> None:
    memory = CampaignMemory(QSettings())
    paths = [touch(tmp_path, f"c{number}.ryf") for number in range(12)]
    for path in paths:
        memory.add_recent(path)
    memory.add_recent(paths[5])
    recent = memory.recent()
    assert len(recent) == RECENT_MAX == 10
    assert recent[0] == paths[5]
    assert recent[1:4] == [paths[11], paths[10], paths[9]]
    assert paths[0] not in recent
    assert paths[1] not in recent
    assert len(set(recent)) == len(recent)


def test_missing_files_are_pruned_when_read(tmp_path: Path) -> None:
    memory = CampaignMemory(QSettings())
    kept = touch(tmp_path, "queda.ryf")
    gone = touch(tmp_path, "borrada.ryf")
    memory.add_recent(kept)
    memory.add_recent(gone)
    gone.unlink()
    assert memory.recent() == [kept]
    # Pruned in the settings too, not only in what was returned.
    assert CampaignMemory(QSettings()).recent() == [kept]
    assert QSettings().value("campaigns/recent") in ([str(kept)], str(kept))


def test_one_recent_file_survives_an_ini_round_trip(tmp_path: Path) -> None:
    # An INI file hands a one-item list back as a plain string.
    settings = QSettings(str(tmp_path / "ryf.ini"), QSettings.Format.IniFormat)
    path = touch(tmp_path, "sola.ryf")
    CampaignMemory(settings).add_recent(path)
    settings.sync()
    again = QSettings(str(tmp_path / "ryf.ini"), QSettings.Format.IniFormat)
    assert CampaignMemory(again).recent() == [path]


def test_last_campaign_and_folder(tmp_path: Path) -> None:
    memory = CampaignMemory(QSettings())
    assert memory.last() is None
    assert memory.folder() is None
    path = touch(tmp_path, "ultima.ryf")
    memory.add_recent(path)
    memory.set_last(path)
    assert memory.last() == path
    assert memory.folder() == tmp_path
    memory.set_last(None)
    assert memory.last() is None


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    made = MainWindow(QSettings(), rng=random.Random(1), persist_layout=False, take_backups=False)
    qtbot.addWidget(made)
    yield made
    made.close()


def test_open_recent_menu_lists_files_and_clears(window: MainWindow, tmp_path: Path) -> None:
    first = touch(tmp_path, "primera & segunda.ryf")
    second = touch(tmp_path, "otra.ryf")
    window.campaign.memory.add_recent(first)
    window.campaign.memory.add_recent(second)
    menu = window.campaign_actions.recent_menu
    window.campaign.fill_recent_menu()
    texts = [action.text() for action in menu.actions() if not action.isSeparator()]
    assert texts == ["&1 otra", "&2 primera && segunda", "&Clear the list"]
    assert menu.actions()[0].statusTip() == str(second)

    window.campaign_actions.clear_recent_action.trigger()
    window.campaign.fill_recent_menu()
    texts = [action.text() for action in menu.actions() if not action.isSeparator()]
    assert texts == ["No recent campaigns", "&Clear the list"]
    assert not window.campaign_actions.clear_recent_action.isEnabled()
