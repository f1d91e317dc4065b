"""Start-up from the command line, in a child process so the QApplication singleton stays clean."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from ryf_desktop import __version__
from ryf_desktop.app import main

ROOT = Path(__file__).resolve().parents[2]


def run_app(
    args: list[str], tmp_path: Path, *, before: str = "", **env: str
) -> subprocess.CompletedProcess[str]:
    child_env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        # The child must not read or write the user's settings either.
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "HOME": str(tmp_path),
        **env,
    }
    code = f"{before}\nimport sys\nfrom ryf_desktop.app import main\nsys.exit(main({args!r}))"
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=child_env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_smoke_run_exits_zero_and_prints_nothing(tmp_path: Path) -> None:
    result = run_app(["--smoke"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    assert "Traceback" not in result.stderr


def test_smoke_run_in_english_reports_startup_time(tmp_path: Path) -> None:
    result = run_app(["--smoke", "--language", "en"], tmp_path, RYF_REPORT_STARTUP="1")
    assert result.returncode == 0, result.stderr
    match = re.fullmatch(r"window_shown_ms: (\d+)\n", result.stdout)
    assert match, result.stdout
    assert 0 < int(match.group(1)) < 20_000


QUIT_FROM_OUTSIDE = """
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import ryf_desktop.ui.main_window as main_window
shown = main_window.MainWindow.show
def show_then_quit(self):
    shown(self)
    QTimer.singleShot(200, QApplication.instance().quit)
main_window.MainWindow.show = show_then_quit
"""


def test_quit_from_outside_saves_the_layout_and_exits_zero(tmp_path: Path) -> None:
    # As when the desktop session ends: Qt quits without the window being closed first.
    result = run_app([], tmp_path, before=QUIT_FROM_OUTSIDE)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    saved = list((tmp_path / "config").rglob("*.conf"))
    assert saved, "the window layout was not saved"
    assert "geometry" in saved[0].read_text()


def test_terminate_signal_closes_the_window_and_saves_the_layout(tmp_path: Path) -> None:
    child_env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "HOME": str(tmp_path),
        "RYF_REPORT_STARTUP": "1",
    }
    with subprocess.Popen(
        [sys.executable, "-m", "ryf_desktop", "--language", "en"],
        cwd=ROOT,
        env=child_env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as child:
        assert child.stdout is not None
        assert child.stdout.readline().startswith("window_shown_ms: ")
        child.send_signal(signal.SIGTERM)
        _, stderr = child.communicate(timeout=30)
    assert child.returncode == 0, stderr
    assert list((tmp_path / "config").rglob("*.conf")), "the window layout was not saved"


def test_version_and_usage_errors_return_codes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert __version__ in capsys.readouterr().out
    assert main(["--language", "fr"]) == 2
    assert "invalid choice" in capsys.readouterr().err
