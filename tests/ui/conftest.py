"""Fixtures for the widget tests: offscreen Qt and fresh settings for every test."""

from __future__ import annotations

import os

# Before any QApplication exists: without a display the process would abort.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

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
