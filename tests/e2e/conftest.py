"""End-to-end tests on a real X display (the xcb platform), never offscreen.

Run them through ``tests/e2e/two_screens.sh``, which starts Xvfb with the two monitors of a game
night and sets ``QT_QPA_PLATFORM=xcb``:

    tests/e2e/two_screens.sh .venv/bin/python -m pytest -p no:cacheprovider tests/e2e

Elsewhere (the offscreen run of the whole suite) this folder collects nothing: a window's place on
a monitor, a real drag or a screen grab mean nothing without a display. Each step saves a grab of
the whole X screen in the artifacts folder (``RYF_E2E_ARTIFACTS``, else tests/e2e/artifacts),
named in the run's header.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

ON_XCB = os.environ.get("QT_QPA_PLATFORM") == "xcb"
HERE = Path(__file__).resolve().parent

# Offscreen, nothing here is collected (see the docstring).
collect_ignore_glob = [] if ON_XCB else ["test_*.py"]


def artifacts_folder() -> Path:
    return Path(os.environ.get("RYF_E2E_ARTIFACTS") or HERE / "artifacts").resolve()


def pytest_report_header(config: pytest.Config) -> str:
    del config
    if not ON_XCB:
        return "e2e: not collected (QT_QPA_PLATFORM is not xcb; run tests/e2e/two_screens.sh)"
    return f"e2e: screen grabs in {artifacts_folder()}"


if ON_XCB:
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    from tests.e2e.desk import Desk, RealMouse, ScreenGrabs, clear_windows, find_desk

    APP_NAME = "RyF Desktop"

    @pytest.fixture(scope="session")
    def desk(qapp: QApplication) -> Iterator[Desk]:
        found = find_desk()
        if isinstance(found, str):
            pytest.fail(found)
        yield found
        clear_windows()

    @pytest.fixture(scope="session")
    def grabs_root() -> Path:
        folder = artifacts_folder()
        folder.mkdir(parents=True, exist_ok=True)
        return folder

    @pytest.fixture(scope="module")
    def grabs(grabs_root: Path, request: pytest.FixtureRequest) -> ScreenGrabs:
        """This module's grabs, in a folder of their own, emptied of a previous run's."""
        folder = grabs_root / request.module.__name__.rsplit(".", 1)[-1]
        folder.mkdir(exist_ok=True)
        for old in [*folder.glob("*.png"), *folder.glob("*.json")]:
            old.unlink()
        return ScreenGrabs(folder)

    @pytest.fixture(scope="session")
    def mouse() -> RealMouse:
        return RealMouse()

    @pytest.fixture(scope="module")
    def gm_home(
        qapp: QApplication, tmp_path_factory: pytest.TempPathFactory
    ) -> Iterator[Path]:
        """A home of the module's own: settings and the demo never touch the user's."""
        home = tmp_path_factory.mktemp("gm_home")
        settings_folder = home / "settings"
        settings_folder.mkdir()
        QStandardPaths.setTestModeEnabled(True)
        QCoreApplication.setOrganizationName(APP_NAME)
        QCoreApplication.setApplicationName(APP_NAME)
        for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
                QSettings.setPath(settings_format, scope, str(settings_folder))
        QSettings().clear()
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("XDG_DATA_HOME", str(home / "data"))
            yield home
        QSettings().clear()
