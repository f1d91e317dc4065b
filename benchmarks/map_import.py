"""Importing a huge map full of walls (issue 25): one figure a line, ``name: value unit``.

``import_map_walls_1000`` is ``ryf-desktop import-map`` of a ``.dd2vtt`` of 1000×1000
squares (4 px a square: a flat 4000×4000 JPEG) whose walls are 200 zig-zag polylines of 1000
points each (199,800 wall segments, just under a map's 200,000), run as the GM runs it, in a
process of its own; its ``_peak_memory`` is that process's peak resident size.
    python benchmarks/map_import.py
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import base64
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtGui import QColor, QImage  # noqa: E402

from ryf_desktop.rules.skills import Setting  # noqa: E402
from ryf_desktop.storage import CampaignFile  # noqa: E402
from tests.uvtt_files import _ensure_gui, encode  # noqa: E402

SQUARES = 1000
PIXELS_PER_GRID = 4
LINES = 200


def walls_map(path: Path) -> Path:
    """A 1000×1000 map with a zig-zag wall of 1000 points every fifth row."""
    _ensure_gui()
    image = QImage(SQUARES * PIXELS_PER_GRID, SQUARES * PIXELS_PER_GRID,
                   QImage.Format.Format_RGB32)
    image.fill(QColor("#b0a890"))
    walls = [[{"x": x, "y": 5 * row + (x % 2) * 0.5} for x in range(SQUARES)]
             for row in range(LINES)]
    document = {
        "format": 0.3,
        "resolution": {"map_origin": {"x": 0, "y": 0},
                       "map_size": {"x": SQUARES, "y": SQUARES},
                       "pixels_per_grid": PIXELS_PER_GRID},
        "line_of_sight": walls, "portals": [], "lights": [],
        "image": base64.b64encode(encode(image, "jpeg")).decode("ascii"),
    }
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        source = walls_map(Path(folder) / "muros.dd2vtt")
        campaign = Path(folder) / "mesa.ryf"
        CampaignFile.create(campaign, "Mesa", Setting.MEDIEVAL).close()
        started = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "ryf_desktop", "import-map", str(source), str(campaign)],
            cwd=ROOT, capture_output=True, text=True, check=False,
        )
        elapsed = time.perf_counter() - started
        if done.returncode != 0:
            raise SystemExit(done.stderr)
        peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        print(f"import_map_walls_1000: {elapsed:.2f} s")
        print(f"import_map_walls_1000_peak_memory: {peak_kb / 1024:.0f} MB")


if __name__ == "__main__":
    main()
