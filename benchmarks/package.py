"""Size and start-up of the native executable; prints one figure a line, ``name: value unit``.

- ``executable_size``: the one-folder build ``dist/ryf-desktop/`` (every file, links not followed);
  ``archive_size`` too when the ``.tar.gz`` is there.
- ``packaged_window_shown`` and ``source_window_shown``: from spawning the process (the built
  executable; ``python -m ryf_desktop``) to the program printing ``window_shown_ms:`` on stdout
  (``RYF_REPORT_STARTUP=1``, ``--smoke``), best of 3. Both run in a throwaway home so that the
  user's settings and campaigns play no part and stay untouched.

Target (issue 8): the packaged program shows its window within 1 s. Builds first
(packaging/build.sh) when ``dist/ryf-desktop/`` is missing. ``QT_QPA_PLATFORM`` defaults to
``offscreen``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "ryf-desktop"
DIST = ROOT / "dist" / NAME
EXECUTABLE = DIST / NAME
REPEATS = 3
STARTUP_LINE = "window_shown_ms:"
RUN_TIMEOUT_S = 60.0


def folder_size_bytes(folder: Path) -> int:
    files = (path for path in folder.rglob("*") if path.is_file() and not path.is_symlink())
    return sum(path.stat().st_size for path in files)


def spawn_to_window_ms(command: Sequence[str], *, repeats: int = REPEATS) -> float:
    """Best of ``repeats``: from spawning ``command`` to its ``window_shown_ms:`` line."""
    best = float("inf")
    for _ in range(repeats):
        with tempfile.TemporaryDirectory(prefix="ryf-bench-") as home:
            env = dict(
                os.environ,
                QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                RYF_REPORT_STARTUP="1",
                HOME=home,
                XDG_CONFIG_HOME=str(Path(home) / "config"),
                XDG_DATA_HOME=str(Path(home) / "data"),
                XDG_CACHE_HOME=str(Path(home) / "cache"),
            )
            start = time.perf_counter()
            proc = subprocess.Popen(
                [*command, "--smoke"],
                cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            )
            assert proc.stdout is not None
            shown = None
            for line in proc.stdout:
                if line.startswith(STARTUP_LINE):
                    shown = (time.perf_counter() - start) * 1e3
                    break
            proc.stdout.close()
            code = proc.wait(timeout=RUN_TIMEOUT_S)
        if shown is None:
            raise SystemExit(
                f"{' '.join(command)} --smoke ended (exit code {code}) without printing "
                f"'{STARTUP_LINE}'; run it by hand to see why."
            )
        best = min(best, shown)
    return best


def ensure_built() -> None:
    if EXECUTABLE.is_file():
        return
    print(f"{EXECUTABLE.relative_to(ROOT)} is missing: building it first", file=sys.stderr)
    subprocess.run([str(ROOT / "packaging" / "build.sh")], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)


def main() -> None:
    ensure_built()
    print(f"executable_size: {folder_size_bytes(DIST) / 1e6:.0f} MB")
    archives = sorted(DIST.parent.glob(f"{NAME}-*.tar.gz"), key=lambda path: path.stat().st_mtime)
    if archives:
        print(f"archive_size: {archives[-1].stat().st_size / 1e6:.0f} MB")
    packaged = spawn_to_window_ms([str(EXECUTABLE)])
    print(f"packaged_window_shown: {packaged:.0f} ms")
    source = spawn_to_window_ms([sys.executable, "-m", "ryf_desktop"])
    print(f"source_window_shown: {source:.0f} ms")


if __name__ == "__main__":
    main()
