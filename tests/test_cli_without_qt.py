"""The command line works where Qt cannot load (issue 27: Wine, a broken install, a server).

Each verb runs in a fresh interpreter whose imports of PySide6, shiboken6 and qasync fail, as
they would where Qt's DLLs cannot be loaded; it must do its work, or say the refusal in English
and end with its exit code, and never import Qt. Only ``import-map`` needs Qt (the session reads
the map's picture with QImage): without it, it says so.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from ryf_desktop.storage.locking import current_host, machine_mark
from tests.uvtt_files import dungeon, write

ROOT = Path(__file__).resolve().parent.parent
DEMO_JSON = ROOT / "resources" / "demo" / "demo_campaign.json"
#: Runs ryf_desktop.app.main with Qt made unimportable, then says whether Qt got loaded anyway.
WITHOUT_QT = """
import sys

class NoQt:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in ("PySide6", "shiboken6", "qasync"):
            raise ImportError(f"{name} is blocked: Qt cannot load here")
        return None

sys.meta_path.insert(0, NoQt())
from ryf_desktop.app import main
code = main(sys.argv[1:])
loaded = sorted(m for m in sys.modules if m.partition(".")[0] in ("PySide6", "shiboken6"))
print("qt-modules:", ",".join(loaded) or "none", file=sys.stderr)
sys.exit(code)
"""


def run_without_qt(
    *arguments: str | Path, encoding: str = "utf-8"
) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_QT, *map(str, arguments)],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "PYTHONIOENCODING": encoding}, encoding=encoding, errors="replace",
    )
    assert "Traceback" not in done.stderr, done.stderr
    assert "qt-modules: none" in done.stderr, done.stderr
    return done


def lock(path: Path, host: str, pid: int) -> None:
    """The row a copy of the program writes into the campaign it opens."""
    now = datetime.now(UTC).isoformat(timespec="seconds")
    with sqlite3.connect(path) as connection:
        connection.execute(
            'INSERT OR REPLACE INTO file_lock (id, "user", host, pid, since, token, program, '
            "heartbeat) VALUES (1, 'gm', ?, ?, ?, ?, 'RyF Desktop', ?)",
            # A token of this machine's (its mark first), as the program writes it.
            (host, pid, now, f"{machine_mark()}-old", now),
        )
    connection.close()


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("no-qt") / "demo.ryf"
    done = run_without_qt("import", DEMO_JSON, path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Imported ")
    return path


def test_version_loads_no_qt() -> None:
    done = run_without_qt("--version")
    assert done.returncode == 0
    assert done.stdout.startswith("ryf-desktop ")


def test_check_export_and_import_again_load_no_qt(demo: Path, tmp_path: Path) -> None:
    checked = run_without_qt("check", demo)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert f"{demo}: ok" in checked.stdout
    exported = run_without_qt("export", demo, tmp_path / "demo.json")
    assert exported.returncode == 0, exported.stderr
    assert b"\r" not in (tmp_path / "demo.json").read_bytes()
    again = run_without_qt("import", tmp_path / "demo.json", tmp_path / "again.ryf")
    assert again.returncode == 0, again.stderr
    assert run_without_qt("check", tmp_path / "again.ryf").returncode == 0


def test_unlock_of_a_copy_left_by_a_gone_process_loads_no_qt(demo: Path, tmp_path: Path) -> None:
    locked = tmp_path / "locked.ryf"
    locked.write_bytes(demo.read_bytes())
    # A pid above Linux's pid_max (4194304) is never alive.
    lock(locked, current_host(), 4_194_999)
    done = run_without_qt("unlock", locked)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"Took {locked} over from RyF Desktop (user gm on the computer")
    assert "is not locked" in run_without_qt("unlock", locked).stdout


def test_a_refusal_is_said_in_english_without_qt(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.ryf"
    done = run_without_qt("export", missing, tmp_path / "out.json")
    assert done.returncode == 1
    assert done.stderr.startswith(f"ryf-desktop export: There is no campaign file at {missing}")
    checked = run_without_qt("check", missing)
    assert checked.returncode == 1
    assert f"{missing}: NOT OK" in checked.stdout


def test_import_map_says_it_needs_qt(demo: Path, tmp_path: Path) -> None:
    campaign = tmp_path / "map.ryf"
    campaign.write_bytes(demo.read_bytes())
    map_file = write(tmp_path / "dungeon.dd2vtt", dungeon("png"))
    done = run_without_qt("import-map", map_file, campaign)
    assert done.returncode == 1
    assert done.stderr.startswith(
        "ryf-desktop import-map: Qt (PySide6), which reads the map's picture, could not be loaded:"
    )


def test_a_name_the_output_cannot_spell_does_not_stop_the_command(
    demo: Path, tmp_path: Path
) -> None:
    # Windows writes a redirected output in its ANSI code page (cp1252): no "→" or "★" there.
    named = tmp_path / "Mazmorra → ★.ryf"
    named.write_bytes(demo.read_bytes())
    done = run_without_qt("check", named, encoding="cp1252")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{tmp_path}{os.sep}Mazmorra ? ?.ryf: ok")
