"""Start-up from the command line, in a child process so the QApplication singleton stays clean."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from ryf_desktop import __version__, app, cli
from ryf_desktop.app import CLI_SUBCOMMANDS, main
from ryf_desktop.rules.skills import Setting
from ryf_desktop.storage import CampaignFile

ROOT = Path(__file__).resolve().parents[2]


def run_app(
    args: list[str], tmp_path: Path, *, before: str = "", **env: str
) -> subprocess.CompletedProcess[str]:
    child_env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        # The child must not read or write the user's settings (or data) either.
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
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
        "XDG_DATA_HOME": str(tmp_path / "data"),
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


SPY_ON_OPEN = """
from PySide6.QtWidgets import QApplication
from ryf_desktop.session import CampaignSession
opened = CampaignSession.open.__func__
def spy(cls, path, **kwargs):
    visible = [w.objectName() for w in QApplication.topLevelWidgets() if w.isVisible()]
    print("opening", path, "while shown:", visible, flush=True)
    return opened(cls, path, **kwargs)
CampaignSession.open = classmethod(spy)
"""


def test_smoke_run_opens_the_demo_after_the_window_shows(tmp_path: Path) -> None:
    result = run_app(["--smoke", "--demo"], tmp_path, before=SPY_ON_OPEN)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    demo = tmp_path / "data" / "ryf-desktop"
    assert list(demo.rglob("*.ryf")), "the demo campaign was not built in the data folder"
    assert "while shown: ['main_window']" in result.stdout, result.stdout


def test_a_campaign_given_on_the_command_line_opens_and_is_remembered(tmp_path: Path) -> None:
    campaign = tmp_path / "mesa.ryf"
    CampaignFile.create(campaign, "Mesa", Setting.MEDIEVAL).close()
    result = run_app([str(campaign), "--smoke"], tmp_path, before=SPY_ON_OPEN)
    assert result.returncode == 0, result.stderr
    assert f"opening {campaign} while shown: ['main_window']" in result.stdout
    saved = list((tmp_path / "config").rglob("*.conf"))
    assert saved
    assert str(campaign) in saved[0].read_text()
    with CampaignFile.open(campaign) as reopened:  # closed cleanly: no lock left
        assert reopened.campaign().name == "Mesa"


def test_command_line_subcommands_go_to_the_cli_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign = tmp_path / "mesa.ryf"
    CampaignFile.create(campaign, "Mesa", Setting.MEDIEVAL).close()
    assert main(["check", str(campaign)]) == 0
    assert "mesa.ryf: ok" in capsys.readouterr().out
    broken = tmp_path / "rota.ryf"
    broken.write_bytes(b"not a campaign")
    assert main(["check", str(broken)]) == 1
    captured = capsys.readouterr()
    assert "rota.ryf" in captured.out + captured.err


def test_the_start_up_knows_every_cli_subcommand() -> None:
    assert CLI_SUBCOMMANDS == cli.SUBCOMMANDS


NOTHING_HEAVY_BEFORE_THE_WINDOW = """
import sys
import ryf_desktop.app
import ryf_desktop.ui.main_window
heavy = sorted(name for name in sys.modules if name.split(".")[0] in ("sqlalchemy", "sqlmodel",
    "alembic") or name.startswith(("ryf_desktop.storage", "ryf_desktop.session")))
print(heavy)
"""


def test_the_window_needs_no_database_code_before_it_shows(tmp_path: Path) -> None:
    # SQLAlchemy takes up to a second to import: it loads after the window shows, not before.
    result = subprocess.run(
        [sys.executable, "-c", NOTHING_HEAVY_BEFORE_THE_WINDOW],
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize(("cores", "expected"), [(1, "1"), (2, "1"), (4, None), (None, None)])
def test_qt_paints_without_its_thread_pool_on_two_cores_or_fewer(
    monkeypatch: pytest.MonkeyPatch, cores: int | None, expected: str | None
) -> None:
    monkeypatch.delenv(app.NO_GUI_THREAD_POOL_ENV, raising=False)
    monkeypatch.setattr(os, "cpu_count", lambda: cores)
    app.configure_qt_threads()
    assert os.environ.get(app.NO_GUI_THREAD_POOL_ENV) == expected


def test_a_thread_pool_setting_of_the_user_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(app.NO_GUI_THREAD_POOL_ENV, "0")
    app.configure_qt_threads(cpu_count=2)
    assert os.environ[app.NO_GUI_THREAD_POOL_ENV] == "0"
