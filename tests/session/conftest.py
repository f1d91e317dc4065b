"""Fixtures of the session tests: offscreen Qt, fresh settings, campaign files in tmp_path.

After every test, every ``.ryf`` file the test left in its ``tmp_path`` must pass
``PRAGMA integrity_check`` and ``foreign_key_check`` and be at rest (no sidecar file: the
session closed it), unless the test is marked ``damaged_files``.
"""

from __future__ import annotations

import os

# Before any QApplication exists: without a display the process would abort.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession
from ryf_desktop.storage import CampaignFile
from tests.storage.storage_samples import assert_sound, sidecars

APP_NAME = "RyF Desktop"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "damaged_files: the test damages campaign files on purpose"
    )


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
def every_campaign_file_is_sound(
    request: pytest.FixtureRequest, tmp_path: Path
) -> Iterator[None]:
    yield
    if request.node.get_closest_marker("damaged_files") is not None:
        return
    for path in sorted(tmp_path.rglob("*.ryf")):
        assert sidecars(path) == [], f"{path} is not at rest"
        assert_sound(path)


@pytest.fixture(scope="session")
def session_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One new present-day campaign with the realistic preset, made once; tests copy it."""
    path = tmp_path_factory.mktemp("session-template") / "template.ryf"
    CampaignFile.create(
        path, "La partida", "actual", REALISTA, backup_dir=path.parent / "backups"
    ).close()
    return path


@pytest.fixture
def backup_dir(tmp_path: Path) -> Path:
    return tmp_path / "backups"


@pytest.fixture
def campaign_path(tmp_path: Path, session_template: Path) -> Path:
    """A closed, empty campaign file."""
    path = tmp_path / "campaign.ryf"
    shutil.copyfile(session_template, path)
    return path


@pytest.fixture
def open_session(backup_dir: Path) -> Iterator[Callable[..., CampaignSession]]:
    """Opens sessions (with the test's backup folder) and closes them all after the test."""
    opened: list[CampaignSession] = []

    def open_it(path: Path, **options: bool) -> CampaignSession:
        session = CampaignSession.open(path, backup_dir=backup_dir, **options)
        opened.append(session)
        return session

    yield open_it
    for session in opened:
        session.close()


@pytest.fixture
def session(
    campaign_path: Path, open_session: Callable[..., CampaignSession]
) -> CampaignSession:
    """A writable session on an empty campaign."""
    return open_session(campaign_path)
