"""Taking a campaign over from the window: the lock dialog names the holder and offers Take
over, which asks once more; the copy that was taken over is told so at its next change and may
go on read-only."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.storage import CampaignFile
from ryf_desktop.ui.campaign.lock_dialog import LockDialog, TakenOverDialog, TakeOverDialog
from ryf_desktop.ui.main_window import MainWindow
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


def _locked_elsewhere(path: Path) -> Path:
    make_campaign_file(path)
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute(
        'INSERT INTO file_lock (id, "user", host, pid, since, token, program) '
        "VALUES (1, 'marta', 'portatil-de-marta', 4242, '2025-03-01T18:30:00+00:00', 'ajeno', "
        "'RyF Desktop')"
    )
    connection.close()
    return path


def test_take_over_from_the_lock_dialog_after_confirming(
    window: MainWindow, tmp_path: Path
) -> None:
    path = _locked_elsewhere(tmp_path / "ocupada.ryf")
    texts: list[str] = []

    def confirm(dialog: QWidget) -> None:
        assert isinstance(dialog, TakeOverDialog)
        texts.append(dialog.text() + "\n" + dialog.informativeText())
        dialog.take_over_button.click()

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, LockDialog)
        texts.append(dialog.text() + "\n" + dialog.informativeText())
        on_next_modal(confirm, after=dialog)
        dialog.take_over_button.click()

    on_next_modal(answer)
    assert window.campaign.open_path(path)
    assert "marta" in texts[0] and "portatil-de-marta" in texts[0] and "RyF Desktop" in texts[0]
    assert "cannot tell from here" in texts[1]
    session = window.campaign.session
    assert session is not None and not session.read_only
    holder = session.file.lock_holder()
    assert holder is not None and holder.host != "portatil-de-marta"


def test_cancelling_the_confirmation_opens_nothing(window: MainWindow, tmp_path: Path) -> None:
    path = _locked_elsewhere(tmp_path / "ocupada.ryf")
    before = path.read_bytes()

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, LockDialog)
        on_next_modal(lambda confirm: confirm.cancel_button.click(), after=dialog)  # type: ignore[attr-defined]
        dialog.take_over_button.click()

    on_next_modal(answer)
    assert not window.campaign.open_path(path)
    assert window.campaign.session is None
    assert path.read_bytes() == before


def test_the_copy_taken_over_is_told_and_goes_on_read_only(
    window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    path = make_campaign_file(tmp_path / "mesa.ryf")
    assert window.campaign.open_path(path)
    shown: list[str] = []

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, TakenOverDialog)
        shown.append(dialog.text())
        dialog.read_only_button.click()

    with CampaignFile.open(path, force=True) as successor:
        on_next_modal(answer)
        assert not window.campaign.next_day()
        qtbot.waitUntil(lambda: bool(shown) and QApplication.activeModalWidget() is None)
        qtbot.waitUntil(lambda: window.campaign.session is not None)
        session = window.campaign.session
        assert session is not None
        assert session.read_only
        assert "mesa.ryf" in shown[0]
        assert successor.campaign().in_game_day == 1
    assert window.read_only_banner.isVisible()


def test_a_second_start_asks_about_the_last_campaign_held_elsewhere(
    window: MainWindow, tmp_path: Path
) -> None:
    """Start-up with the last campaign open in another copy: the lock dialog says so, and
    closing it opens nothing (before, the demo opened in silence)."""
    path = _locked_elsewhere(tmp_path / "ocupada.ryf")
    window.campaign.memory.set_last(path)
    asked: list[str] = []

    def close(dialog: QWidget) -> None:
        assert isinstance(dialog, LockDialog)
        asked.append(dialog.text())
        dialog.cancel_button.click()

    on_next_modal(close)
    window.campaign.open_at_startup(None)
    assert asked and "is already open" in asked[0], "the lock dialog was shown"
    assert window.campaign.session is None


def test_a_second_start_may_open_the_held_campaign_read_only(
    window: MainWindow, tmp_path: Path
) -> None:
    path = _locked_elsewhere(tmp_path / "ocupada.ryf")
    window.campaign.memory.set_last(path)

    def read_only(dialog: QWidget) -> None:
        assert isinstance(dialog, LockDialog)
        dialog.read_only_button.click()

    on_next_modal(read_only)
    window.campaign.open_at_startup(None)
    session = window.campaign.session
    assert session is not None and session.path == path and session.read_only
