"""Speed of map makers' maps and big pictures (issue 18 §6); one figure a line, ``name: value``.

Each part runs in a process of its own, so its ``*_peak_memory`` is its own:

- ``uvtt_import_6912x3840``: a Universal VTT file of 27×15 squares at 256 px a square (a
  6912×3840 JPEG) with 40 walls, 20 doors and 15 lights, from the file on disk to the map made
  (read and checked, the picture decoded once, the map created in one step; median of 3).
- ``uvtt_pan_zoom_median`` / ``_p95``: frames of a pan/zoom sequence on that map in the GM's
  map panel (1280×800, offscreen), from the whole map to 300 px a square and back.
- ``big_pan_zoom_median`` / ``_p95``: the same on a map of 64×64 squares whose background is a
  16384×16384 JPEG (put in the file directly), and ``big_png_*`` with a 16384×16384 RGB PNG
  (``big_png_pan_zoom_peak_memory`` is the peak of decoding it: Qt's PNG reader decodes the
  whole picture, a gigabyte, before scaling it to the 8192² the levels keep).
- ``thin_sight_reveal_5_tokens``: Reveal from sight for 5 player characters on a 100×100 map
  with 5,000 thin-wall segments, from the push to the fog written (median of 5).

Targets: import < 2 s; pan/zoom median < 8 ms, p95 < 16 ms; peak memory < 1 GB; reveal < 20 ms.
    python benchmarks/map_big.py [import|big|png|sight]   (all of them when none is named)
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import hashlib
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.map import _p95, _SetFog, _Setup, run_frames  # noqa: E402
from ryf_desktop.app import configure_qt_threads  # noqa: E402
from ryf_desktop.rules.map_features import Segment, SegmentKind  # noqa: E402
from ryf_desktop.rules.profile import HEROICO  # noqa: E402
from ryf_desktop.session import CampaignSession, map_commands  # noqa: E402
from ryf_desktop.session.map_features_commands import SetMapFeatures  # noqa: E402
from ryf_desktop.session.map_import import import_map  # noqa: E402
from ryf_desktop.storage.tables import Image, Map  # noqa: E402
from ryf_desktop.storage.uvtt import read_uvtt_file  # noqa: E402
from ryf_desktop.ui.common import SessionHolder  # noqa: E402
from ryf_desktop.ui.map import SQUARE_PX, MapPanel  # noqa: E402
from tests import uvtt_files  # noqa: E402
from tests.big_png import quadrant_png  # noqa: E402

VIEW_SIZE = (1280, 800)
BIG_SIDE = 16384
BIG_SQUARES = 64
SIGHT_SIZE = 100
SIGHT_SEGMENTS = 5000


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def _peak(name: str) -> None:
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"{name}_peak_memory: {peak_kb / 1024:.0f} MB", flush=True)


def _session(folder: Path) -> CampaignSession:
    folder.mkdir(parents=True, exist_ok=True)
    return CampaignSession.create(folder / "bench.ryf", "Bench", "medieval", HEROICO,
                                  backup_dir=folder / "backups")


def steps_for(width: int, height: int) -> list[tuple[float, QPointF]]:
    """(pixels per square, scene centre) of each frame: in from the whole map, pans, out."""
    whole = min(VIEW_SIZE[0] / width, VIEW_SIZE[1] / height)
    centre = QPointF(width * SQUARE_PX / 2, height * SQUARE_PX / 2)
    steps: list[tuple[float, QPointF]] = []
    scale = whole
    while scale < 300:
        scale *= 1.2
        steps.append((scale, QPointF(centre)))
    for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
        for _ in range(20):
            centre += QPointF(dx * 0.6 * SQUARE_PX, dy * 0.6 * SQUARE_PX)
            steps.append((scale, QPointF(centre)))
    while scale > whole / 1.5:
        scale /= 1.2
        steps.append((scale, QPointF(centre)))
    for dx, dy in ((1, 1), (-1, -1)):
        for _ in range(15):
            centre += QPointF(dx * width * SQUARE_PX / 40, dy * height * SQUARE_PX / 40)
            steps.append((scale, QPointF(centre)))
    return steps


def _pan_zoom(session: CampaignSession, map_id: int, width: int, height: int,
              name: str) -> None:
    app = QApplication.instance()
    assert app is not None
    panel = MapPanel(SessionHolder(session))
    panel.resize(*VIEW_SIZE)
    panel.show()
    began = time.perf_counter()
    panel.controller.show_map(map_id)
    app.processEvents()
    scene = panel.controller.scene
    assert scene is not None
    # A big picture decodes off the GUI thread: wait for it (the window keeps drawing meanwhile).
    while (scene.background.picture is None and scene.background.decoding()
           and time.perf_counter() - began < 60):
        app.processEvents()
        time.sleep(0.01)
    if scene.background.picture is None:
        print(f"{name}_picture: none shown (it did not decode)")
        panel.close()
        return
    print(f"{name}_picture_shown_after: {_ms(time.perf_counter() - began)}")
    held = scene.background.picture.bytes_held
    print(f"{name}_picture_held: {held / (1024 * 1024):.0f} MB in "
          f"{len(scene.background.picture.levels)} levels")
    steps = steps_for(width, height)
    run_frames(panel.view, steps[:10])  # warm up
    frames = run_frames(panel.view, steps)
    print(f"{name}_pan_zoom_median: {_ms(statistics.median(frames))}")
    print(f"{name}_pan_zoom_p95: {_ms(_p95(frames))}")
    panel.close()


def part_import(folder: Path) -> None:
    path = uvtt_files.write(folder / "big.dd2vtt", uvtt_files.big_map())
    print(f"uvtt_file_size: {path.stat().st_size / (1024 * 1024):.1f} MB")
    times = []
    sessions = [_session(folder / f"run{run}") for run in range(3)]
    for session in sessions:
        began = time.perf_counter()
        uvtt = read_uvtt_file(path)
        map_id = import_map(session, uvtt, "Grande")
        times.append(time.perf_counter() - began)
    for session in sessions[:-1]:
        session.close()
    session = sessions[-1]
    print(f"uvtt_import_6912x3840: {_ms(statistics.median(times))}")
    _peak("uvtt_import")
    _pan_zoom(session, map_id, uvtt.width, uvtt.height, "uvtt")
    _peak("uvtt_pan_zoom")
    session.close()


def big_picture(path: Path) -> None:
    """A 16384×16384 grey JPEG with a pattern (made a band at a time would be nicer: a
    grayscale image is a quarter of the memory)."""
    image = QImage(BIG_SIDE, BIG_SIDE, QImage.Format.Format_Grayscale8)
    image.fill(QColor("#a0a0a0"))
    painter = QPainter(image)
    rng = random.Random(7)
    for _ in range(4000):
        shade = rng.randrange(40, 220)
        painter.fillRect(rng.randrange(BIG_SIDE), rng.randrange(BIG_SIDE), rng.randrange(40, 600),
                         rng.randrange(40, 600), QColor(shade, shade, shade))
    painter.end()
    path.write_bytes(uvtt_files.encode(image, "jpeg"))


def part_big(folder: Path) -> None:
    picture = folder / "big.jpg"
    # Made in a process of its own, so its memory is not counted here.
    subprocess.run([sys.executable, __file__, "make-big", str(picture)], check=True)
    _big_background(folder, picture.read_bytes(), "image/jpeg", "big")


def part_png(folder: Path) -> None:
    """The same with a 16384×16384 RGB PNG, which Qt decodes whole before scaling it down."""
    _big_background(folder, quadrant_png(BIG_SIDE, BIG_SIDE), "image/png", "big_png")


def _big_background(folder: Path, data: bytes, mime: str, name: str) -> None:
    session = _session(folder)
    create = map_commands.CreateMap(session, "16384", BIG_SQUARES, BIG_SQUARES)
    assert session.push(create) and create.map_id is not None
    with session.file.transaction() as db:
        image = Image(mime=mime, width=BIG_SIDE, height=BIG_SIDE,
                      sha256=hashlib.sha256(data).hexdigest(), data=data)
        db.add(image)
        db.flush()
        row = db.get(Map, create.map_id)
        assert row is not None
        row.background_image_id = image.id
        row.image_scale = BIG_SIDE / BIG_SQUARES
        db.add(row)
    del data
    session.close()
    session = CampaignSession.open(folder / "bench.ryf", backup_dir=folder / "backups")
    _pan_zoom(session, create.map_id, BIG_SQUARES, BIG_SQUARES, name)
    _peak(f"{name}_pan_zoom")
    session.close()


def thin_walls(rng: random.Random) -> list[Segment]:
    """5,000 segments: room walls on grid lines and short free cave lines, the middle clear."""
    segments: list[Segment] = []
    while len(segments) < SIGHT_SEGMENTS:
        x, y = rng.randrange(SIGHT_SIZE), rng.randrange(SIGHT_SIZE)
        if abs(x - 50) < 8 and abs(y - 50) < 8:
            continue
        if rng.random() < 0.6:
            horizontal = rng.random() < 0.5
            end = (min(SIGHT_SIZE, x + 1), y) if horizontal else (x, min(SIGHT_SIZE, y + 1))
            if end != (x, y):
                segments.append(Segment(x, y, *end, SegmentKind.WALL))
        else:
            fx, fy = x + rng.random() * 0.5, y + rng.random() * 0.5
            segments.append(Segment(x + 0.0, y + 0.0, min(SIGHT_SIZE, fx + 0.4),
                                    min(SIGHT_SIZE, fy + 0.3), SegmentKind.WALL))
    return segments


def part_sight(folder: Path) -> None:
    session = _session(folder)
    create = map_commands.CreateMap(session, "Cuevas", SIGHT_SIZE, SIGHT_SIZE)
    assert session.push(create) and create.map_id is not None
    map_id = create.map_id
    segments = thin_walls(random.Random(18))
    session.command_failed.connect(lambda text: print(f"refused: {text}", file=sys.stderr))
    assert session.push(SetMapFeatures(session, map_id, segments, []))
    fog = {(x, y) for x in range(SIGHT_SIZE) for y in range(SIGHT_SIZE)}
    heroes = [(46 + 2 * n, 50) for n in range(5)]
    assert session.push(_Setup(session, map_id, set(), fog, [], heroes))
    times = []
    for _ in range(6):
        assert session.push(_SetFog(session, map_id, fog))
        command = map_commands.RevealFromSight(session, map_id)
        began = time.perf_counter()
        assert session.push(command)
        times.append(time.perf_counter() - began)
        assert command.revealed > 0
    print(f"thin_sight_reveal_5_tokens: {_ms(statistics.median(times[1:]))} "
          f"({SIGHT_SEGMENTS} segments)")
    _peak("thin_sight")
    session.close()


PARTS = {"import": part_import, "big": part_big, "png": part_png, "sight": part_sight}


def main() -> None:
    arguments = sys.argv[1:]
    if arguments[:1] == ["make-big"]:
        big_picture(Path(arguments[1]))
        return
    if not arguments:
        for name in PARTS:
            subprocess.run([sys.executable, __file__, name], check=True)
        return
    configure_qt_threads()
    app = QApplication.instance() or QApplication([])
    assert app is not None
    with tempfile.TemporaryDirectory() as name:
        PARTS[arguments[0]](Path(name))


if __name__ == "__main__":
    main()
