"""Opening a campaign with another campaign's ``-wal`` beside it: the window tells the GM that
the file was not applied and names where it was moved, in English and in Spanish."""

from __future__ import annotations

import random
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTranslator
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.main_window import MainWindow
from tests.storage.test_storage_sidecars import crash_with_edits
from tests.ui.test_campaign_flows import make_campaign_file
from tests.ui.test_translations import compiled_qm, spanish

__all__ = ["compiled_qm", "spanish"]  # fixtures, used by name


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


def _with_a_foreign_wal(tmp_path: Path) -> Path:
    """A campaign with another campaign's crash leftovers renamed beside it."""
    other = make_campaign_file(tmp_path / "otra.ryf", "Otra")
    crash_with_edits(other, tmp_path / "backups", edits=2)
    mine = make_campaign_file(tmp_path / "mia.ryf", "Mía")
    for suffix in ("-wal", "-shm", "-wal-owner"):
        shutil.move(f"{other}{suffix}", f"{mine}{suffix}")
    return mine


def test_the_gm_is_told_a_foreign_wal_was_moved_aside(
    window: MainWindow, tmp_path: Path
) -> None:
    path = _with_a_foreign_wal(tmp_path)
    assert window.campaign.open_path(path)
    session = window.campaign.session
    assert session is not None and session.name == "Mía"
    moved = sorted(tmp_path.glob("mia.ryf-wal.orphaned-*"))
    assert len(moved) == 1
    note = window.statusBar().currentMessage()
    assert "was not its own" in note and "not applied" in note
    assert moved[0].name in note


def test_the_notice_in_spanish(
    spanish: list[QTranslator], window: MainWindow, tmp_path: Path
) -> None:
    del spanish
    path = _with_a_foreign_wal(tmp_path)
    assert window.campaign.open_path(path)
    note = window.statusBar().currentMessage()
    moved = sorted(tmp_path.glob("mia.ryf-wal.orphaned-*"))
    assert "no era suyo" in note and moved[0].name in note, note
