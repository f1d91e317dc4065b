"""A storage refusal met while a campaign is open reaches the GM in the program's words."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from ryf_desktop.session.campaign_session import CampaignSession
from ryf_desktop.session.command import describe_error, push_failure_message
from ryf_desktop.storage import CampaignFileError
from ryf_desktop.storage.errors import StorageProblem
from ryf_desktop.ui.campaign.storage_messages import storage_message
from ryf_desktop.ui.main_window import MainWindow


def _refusal() -> CampaignFileError:
    return CampaignFileError("English words", problem=next(iter(StorageProblem)))


def test_a_storage_refusal_is_worded_by_the_words_given() -> None:
    error = _refusal()
    assert describe_error(error) == "English words"
    assert describe_error(error, lambda _: "palabras del programa.") == "palabras del programa"
    message = push_failure_message("Rename", error, lambda _: "palabras del programa")
    assert "palabras del programa" in message and "English words" not in message


def test_the_campaign_controller_gives_its_session_the_ui_words(
    session: CampaignSession, tmp_path: Path
) -> None:
    window = MainWindow(
        QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
        persist_layout=False,
        take_backups=False,
    )
    path = session.path
    session.close()
    assert window.campaign.open_path(path)
    opened = window.campaign.session
    assert opened is not None
    assert opened.file_error_words is storage_message
    window.close()
