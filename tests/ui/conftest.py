"""Fixtures for the widget tests: offscreen Qt, fresh settings and a data folder of their own for
every test; a new campaign (``session``) and the refused commands' messages (``refusals``) for the
tests that ask."""

from __future__ import annotations

import os

# Before any QApplication exists: without a display the process would abort.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession

APP_NAME = "RyF Desktop"


@pytest.fixture(autouse=True)
def fresh_settings(qapp: QApplication, tmp_path: Path) -> Iterator[Path]:
    """Every test reads and writes settings in its own folder, never the user's."""
    folder = tmp_path / "settings"
    folder.mkdir()
    QStandardPaths.setTestModeEnabled(True)
    QCoreApplication.setOrganizationName(APP_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(settings_format, scope, str(folder))
    QSettings().clear()
    yield folder
    QSettings().clear()


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Backups and the demo go to a folder of the test, never the user's."""
    folder = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


@pytest.fixture
def session(tmp_path: Path) -> Iterator[CampaignSession]:
    """A new, empty campaign (realistic profile), closed after the test."""
    opened = CampaignSession.create(tmp_path / "c.ryf", "Prueba", "actual", REALISTA,
                                    backup_dir=tmp_path / "backups")
    yield opened
    opened.close()


@pytest.fixture
def refusals(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The window shows a refused command in a message box: recorded here instead."""
    seen: list[str] = []

    def warning(parent: QWidget | None, title: str, text: str, *args: Any) -> Any:
        del parent, title, args
        seen.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return seen
