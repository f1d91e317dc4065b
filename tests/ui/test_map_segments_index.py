"""Thin walls and doors are drawn in a time that follows what is in view: a frame of a fight's
zoom on a map of 20,000 doors looks at a few hundred of them, on a map of long random walls at
no more than pass near the view, and draws the picture that drawing every one of them gives (up
to the anti-aliasing where two walls cross)."""

from __future__ import annotations

import random

import numpy as np
import numpy.typing as npt
import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

from ryf_desktop.rules.map_features import Segment, SegmentKind
from ryf_desktop.rules.movement import Square
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.ui.map import segments_layer
from ryf_desktop.ui.map.floor import DoorsItem
from ryf_desktop.ui.map.geometry import SQUARE_PX
from ryf_desktop.ui.map.segments_layer import SegmentIndex, SegmentsItem, segment_ends

VIEW = (640, 400)


def doors(count: int, size: int, rng: random.Random) -> list[Segment]:
    found = []
    for index in range(count):
        x, y = rng.randrange(size), rng.randrange(size)
        across = rng.random() < 0.5
        found.append(Segment(x, y, x + (1 if across else 0), y + (0 if across else 1),
                             SegmentKind.DOOR, closed=index % 2 == 0))
    return found


def long_walls(count: int, size: int, rng: random.Random) -> list[Segment]:
    kinds = (SegmentKind.WALL, SegmentKind.OBJECT)
    return [Segment(rng.uniform(0, size), rng.uniform(0, size), rng.uniform(0, size),
                    rng.uniform(0, size), kinds[i % 2]) for i in range(count)]


class Shown:
    """A view of ``segments`` on a ``size``-square map; ``frame`` paints it as the screen would."""

    def __init__(self, segments: list[Segment], size: int) -> None:
        self.scene = QGraphicsScene()
        self.scene.setSceneRect(QRectF(0, 0, size * SQUARE_PX, size * SQUARE_PX))
        self.item = SegmentsItem(1.0)
        self.scene.addItem(self.item)
        self.item.set_segments(segments)
        self.view = QGraphicsView(self.scene)
        self.view.resize(*VIEW)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def frame(self, x: float, y: float, zoom: float = 1.0) -> QImage:
        self.view.resetTransform()
        self.view.scale(zoom, zoom)
        self.view.centerOn(x * SQUARE_PX, y * SQUARE_PX)
        image = QImage(VIEW[0], VIEW[1], QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0xFFFFFFFF)
        painter = QPainter(image)
        self.view.render(painter)
        painter.end()
        return image


@pytest.fixture
def looked_at(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many segments each frame looked at (a performance contract: the picture is the same
    whichever were looked at)."""
    counts: list[int] = []
    near = SegmentIndex.near

    def counting(self: SegmentIndex, *rect: float) -> segments_layer.IntArray:
        found = near(self, *rect)
        counts.append(len(found))
        return found

    monkeypatch.setattr(SegmentIndex, "near", counting)
    return counts


def test_a_frame_looks_only_at_the_doors_near_the_view(
    qapp: QApplication, looked_at: list[int]
) -> None:
    segments = doors(20_000, 300, random.Random(25))
    Shown(segments, 300).frame(100, 100)
    assert looked_at and max(looked_at) < 500, max(looked_at)


def test_a_frame_looks_only_at_the_long_walls_passing_near_the_view(
    qapp: QApplication, looked_at: list[int]
) -> None:
    segments = long_walls(3_000, 200, random.Random(25))
    Shown(segments, 200).frame(100, 100)
    # The view is 10 × 6.25 squares about (100, 100); the query widens it by the drawing's reach
    # and rounds it out to whole cells, a cell more on each side.
    margin = 2 * segments_layer.CELL + 1.2
    near = sum(crosses(s, 95 - margin, 96.875 - margin, 105 + margin, 103.125 + margin)
               for s in segments)
    assert looked_at and max(looked_at) <= near < len(segments) // 2, (max(looked_at), near)


@pytest.mark.parametrize("zoom", [1.0, 0.3, 0.05])
def test_the_picture_is_the_one_every_segment_drawn_gives(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, zoom: float
) -> None:
    rng = random.Random(7)
    segments = doors(400, 40, rng) + long_walls(300, 40, rng)
    segments.append(Segment(-5, 3, 1e6, 3))  # too long to index: drawn all the same
    shown = Shown(segments, 40)
    indexed = [shown.frame(x, y, zoom) for x, y in ((20, 20), (3, 35), (37, 4))]
    monkeypatch.setattr(SegmentIndex, "near", lambda self, *rect: self.everything())
    every = [shown.frame(x, y, zoom) for x, y in ((20, 20), (3, 35), (37, 4))]
    for mine, theirs in zip(indexed, every, strict=True):
        difference = np.abs(pixels(mine) - pixels(theirs)).max(axis=2)
        # A wall left out would differ by far more, along hundreds of pixels.
        assert difference.max() <= 64 and (difference > 8).sum() < 600, (
            difference.max(), (difference > 8).sum())
    assert all((pixels(image) != 255).any() for image in every)  # something was drawn


def pixels(image: QImage) -> npt.NDArray[np.int16]:
    data = np.frombuffer(image.constBits(), dtype=np.uint8)
    return data.reshape(image.height(), image.width(), 4).astype(np.int16)


def test_the_index_finds_every_segment_crossing_a_rectangle() -> None:
    rng = random.Random(3)
    segments = long_walls(2_000, 100, rng) + doors(500, 100, rng)
    index = SegmentIndex(segment_ends(segments))
    for _ in range(50):
        left, top = rng.uniform(-5, 100), rng.uniform(-5, 100)
        right, bottom = left + rng.uniform(0.1, 30), top + rng.uniform(0.1, 30)
        found = set(index.near(left, top, right, bottom).tolist())
        for number, segment in enumerate(segments):
            if crosses(segment, left, top, right, bottom):
                assert number in found
    assert segments_layer.MAX_QUERY_CELLS > 0


def crosses(segment: Segment, left: float, top: float, right: float, bottom: float) -> bool:
    """Whether the segment meets the rectangle (sampled finely: a test's slow, sure way)."""
    for step in range(401):
        t = step / 400
        x = segment.x1 + t * (segment.x2 - segment.x1)
        y = segment.y1 + t * (segment.y2 - segment.y1)
        if left <= x <= right and top <= y <= bottom:
            return True
    return False


def test_a_frame_draws_only_the_door_squares_in_view(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(4)
    size = 300
    squares = {(rng.randrange(size), rng.randrange(size)) for _ in range(20_000)}
    item = DoorsItem(size, size, 1.0)
    item.set_doors(SquareMask.from_squares(size, size, squares),
                   SquareMask.from_squares(size, size, list(squares)[::2]),
                   SquareMask.empty(size, size))
    drawn: list[Square] = []
    # A performance contract: which doors a frame works on is counted where each is drawn (the
    # picture would be the same if every door of the map were drawn, only slower).
    horizontal = DoorsItem._horizontal

    def counting(self: DoorsItem, square: Square) -> bool:
        drawn.append(square)
        return horizontal(self, square)

    monkeypatch.setattr(DoorsItem, "_horizontal", counting)
    shown = Shown([], size)
    shown.scene.addItem(item)
    shown.frame(100, 100)
    seen = shown.view.mapToScene(shown.view.viewport().rect()).boundingRect()
    left, right = seen.left() / SQUARE_PX, seen.right() / SQUARE_PX
    top, bottom = seen.top() / SQUARE_PX, seen.bottom() / SQUARE_PX

    def within(margin: float) -> set[Square]:
        return {(x, y) for x, y in squares if left - margin <= x + 0.5 <= right + margin
                and top - margin <= y + 0.5 <= bottom + margin}

    # Every door in view is drawn, and none more than a square or two beyond it.
    assert within(0) and within(0) <= set(drawn) <= within(3)
    assert len(drawn) < 200
