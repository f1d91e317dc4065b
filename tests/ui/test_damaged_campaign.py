"""A campaign only the full integrity check finds damaged: the window says so in the GM's words
and offers to look at it read-only or to go on with a repaired copy; the file stays as it was."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.storage import CampaignFile
from ryf_desktop.ui.campaign import file_dialogs
from ryf_desktop.ui.campaign.lock_dialog import DamagedFileDialog
from ryf_desktop.ui.main_window import MainWindow
from tests.storage.storage_samples import fill_campaign, sha256_of
from tests.ui.test_campaign_flows import make_campaign_file, on_next_modal


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    made = MainWindow(QSettings(), rng=random.Random(4), persist_layout=False, take_backups=False)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.close()


@pytest.fixture
def damaged(tmp_path: Path) -> Path:
    path = make_campaign_file(tmp_path / "dañada.ryf", name="La dañada")
    with CampaignFile.open(path, backup_dir=tmp_path / "backups") as campaign:
        fill_campaign(campaign)
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA writable_schema=ON")
    connection.execute(
        "UPDATE sqlite_master SET sql = sql || ' WHERE 0' "
        "WHERE name = 'ix_equipment_item_character_id'"
    )
    connection.close()
    return path


def _choose(button: str, seen: list[str]) -> None:
    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, DamagedFileDialog)
        seen.append(dialog.text())
        getattr(dialog, button).click()

    on_next_modal(answer)


def test_a_damaged_campaign_opens_read_only_on_request(window: MainWindow, damaged: Path) -> None:
    before = sha256_of(damaged)
    seen: list[str] = []
    _choose("read_only_button", seen)
    assert window.campaign.open_path(damaged)
    assert seen and seen[0].startswith("The file dañada.ryf is damaged (wrong # of entries")
    session = window.campaign.session
    assert session is not None and session.read_only
    window.campaign.close_campaign()
    assert sha256_of(damaged) == before


def test_a_damaged_campaign_goes_on_as_a_repaired_copy(
    window: MainWindow, damaged: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = sha256_of(damaged)
    repaired = damaged.with_name("reparada.ryf")
    asked: list[Path] = []

    def ask(_parent: object, _title: str, suggested: Path) -> Path:
        asked.append(suggested)
        return repaired

    monkeypatch.setattr(file_dialogs, "ask_save_path", ask)
    _choose("repair_button", [])
    assert window.campaign.open_path(damaged)
    assert asked == [damaged.with_name("dañada (repaired).ryf")]
    session = window.campaign.session
    assert session is not None and not session.read_only
    assert session.path == repaired
    assert session.name == "La dañada"
    window.campaign.close_campaign()
    assert sha256_of(damaged) == before


def test_closing_the_question_opens_nothing(window: MainWindow, damaged: Path) -> None:
    _choose("close_button", [])
    assert not window.campaign.open_path(damaged)
    assert window.campaign.session is None
