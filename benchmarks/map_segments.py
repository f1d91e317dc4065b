"""Drawing thin walls and doors (issue 25 §4); one figure a line, ``name: value unit``.

A map's segments in the GM's map view (1366×768, offscreen): the time from setting them to the
first frame shown, at 64 px a square (a fight's zoom) in the middle of the map and with the whole
map in view, and the median of 10 frames panned by a quarter of the view.

- ``doors_20000``: 20,000 doors on lines, of one square, on a 300×300 map (half of them open).
- ``grid_doors_20000``: 20,000 doors in squares (the map's door squares) on a 300×300 map.
- ``long_walls_30000``: 30,000 walls between random points of a 200×200 map.
- ``walls_100000``: 100,000 walls of 1 to 20 squares on a 400×400 map.
- ``*_build``: the time to set the segments (the index is made there).

    python benchmarks/map_segments.py [doors|grid|long|many]   (all when none is named)
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView  # noqa: E402

from ryf_desktop.rules.map_features import Segment, SegmentKind  # noqa: E402
from ryf_desktop.rules.square_mask import SquareMask  # noqa: E402
from ryf_desktop.ui.map.floor import DoorsItem  # noqa: E402
from ryf_desktop.ui.map.geometry import SQUARE_PX  # noqa: E402
from ryf_desktop.ui.map.segments_layer import SegmentsItem  # noqa: E402

VIEW = (1366, 768)


def doors(count: int, size: int, rng: random.Random) -> list[Segment]:
    found = []
    for index in range(count):
        x, y = rng.randrange(size), rng.randrange(size)
        across = rng.random() < 0.5
        found.append(Segment(x, y, x + (1 if across else 0), y + (0 if across else 1),
                             SegmentKind.DOOR, closed=index % 2 == 0))
    return found


def long_walls(count: int, size: int, rng: random.Random) -> list[Segment]:
    return [Segment(rng.uniform(0, size), rng.uniform(0, size), rng.uniform(0, size),
                    rng.uniform(0, size)) for _ in range(count)]


def short_walls(count: int, size: int, rng: random.Random) -> list[Segment]:
    found = []
    for _ in range(count):
        x, y = rng.uniform(0, size), rng.uniform(0, size)
        length, turn = rng.uniform(1, 20), rng.uniform(0, 6.283)
        import math

        found.append(Segment(x, y, min(size, max(0.0, x + length * math.cos(turn))),
                             min(size, max(0.0, y + length * math.sin(turn)))))
    return found


def frame(view: QGraphicsView) -> float:
    """One whole frame of the view, as the screen would get it."""
    image = QImage(VIEW[0], VIEW[1], QImage.Format.Format_ARGB32_Premultiplied)
    started = time.perf_counter()
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    return time.perf_counter() - started


def grid_doors(count: int, size: int, rng: random.Random) -> DoorsItem:
    squares = {(rng.randrange(size), rng.randrange(size)) for _ in range(count)}
    while len(squares) < count:
        squares.add((rng.randrange(size), rng.randrange(size)))
    doors = SquareMask.from_squares(size, size, squares)
    open_doors = SquareMask.from_squares(size, size, list(squares)[::2])
    item = DoorsItem(size, size, 1.0)
    item.set_doors(doors, open_doors, SquareMask.empty(size, size))
    return item


def measure(name: str, segments: list[Segment] | DoorsItem, size: int) -> None:
    scene = QGraphicsScene()
    scene.setSceneRect(QRectF(0, 0, size * SQUARE_PX, size * SQUARE_PX))
    item: SegmentsItem | DoorsItem = (segments if isinstance(segments, DoorsItem)
                                      else SegmentsItem(1.0))
    scene.addItem(item)
    view = QGraphicsView(scene)
    view.resize(*VIEW)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    started = time.perf_counter()
    if isinstance(item, SegmentsItem) and isinstance(segments, list):
        item.set_segments(segments)
    build = time.perf_counter() - started
    centre = size * SQUARE_PX / 2
    view.centerOn(centre, centre)
    first = build + frame(view)
    pans = []
    for step in range(10):
        view.centerOn(centre + step * VIEW[0] / 4, centre)
        pans.append(frame(view))
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    whole = frame(view)
    print(f"{name}_build: {build * 1000:.0f} ms")
    print(f"{name}_first_frame: {first * 1000:.0f} ms")
    print(f"{name}_pan_median: {statistics.median(pans) * 1000:.1f} ms")
    print(f"{name}_whole_map: {whole * 1000:.0f} ms")
    sys.stdout.flush()


def main(argv: list[str]) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    del app
    rng = random.Random(25)
    chosen = set(argv) or {"doors", "grid", "long", "many"}
    if "doors" in chosen:
        measure("doors_20000", doors(20_000, 300, rng), 300)
    if "grid" in chosen:
        measure("grid_doors_20000", grid_doors(20_000, 300, rng), 300)
    if "long" in chosen:
        measure("long_walls_30000", long_walls(30_000, 200, rng), 200)
    if "many" in chosen:
        measure("walls_100000", short_walls(100_000, 400, rng), 400)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
