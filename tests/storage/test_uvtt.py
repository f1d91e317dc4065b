"""Universal VTT files read and checked: coordinates, doors, lights, pictures, and every kind of
malformed file refused with the path of its first bad field."""

from __future__ import annotations

import base64
import copy
import json
import math
import random
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from ryf_desktop.rules.map_features import Light, Segment, SegmentKind
from ryf_desktop.storage.image_headers import IMAGE_SIDE_MAX
from ryf_desktop.storage.uvtt import (
    UVTT_FILE_MAX,
    UvttError,
    UvttProblem,
    read_uvtt,
    read_uvtt_file,
)
from ryf_desktop.storage.uvtt_simplify import TOLERANCE, simplify_polyline
from tests import uvtt_files
from tests.uvtt_files import Document, raw_bytes

WALL, OBJECT, DOOR = SegmentKind.WALL, SegmentKind.OBJECT, SegmentKind.DOOR


@pytest.fixture(scope="module")
def sample() -> Document:
    return uvtt_files.dungeon("png")


def _read(document: Document, **options: bool) -> Any:
    return read_uvtt(raw_bytes(document), **options)


@pytest.mark.parametrize("image_format", ["png", "jpeg", "webp"])
def test_each_picture_format_is_read_with_its_size(image_format: str) -> None:
    read = _read(uvtt_files.dungeon(image_format, pixels_per_grid=40))
    assert read.picture.mime == f"image/{image_format}"
    assert (read.picture.width, read.picture.height) == (480, 320)
    assert (read.width, read.height, read.pixels_per_grid) == (12, 8, 40.0)
    assert read.image_offset == (0.0, 0.0)
    assert read.format_version == 0.3


def test_walls_on_grid_lines_keep_whole_coordinates(sample: Document) -> None:
    read = _read(sample)
    walls = [s for s in read.segments if s.kind is WALL]
    # The room's west wall on grid line x = 3: between squares 2 and 3.
    assert Segment(3, 2, 3, 1, WALL) in walls
    assert Segment(3, 1, 9, 1, WALL) in walls
    assert all(isinstance(v, float) and v.is_integer() for s in walls[:6]
               for v in (s.x1, s.y1, s.x2, s.y2))


def test_doors_keep_open_and_closed_and_objects_are_sight_only(sample: Document) -> None:
    read = _read(sample)
    assert [s for s in read.segments if s.kind is DOOR] == [
        Segment(3, 2, 3, 3, DOOR, True), Segment(9, 3, 9, 4, DOOR, False)
    ]
    objects = [s for s in read.segments if s.kind is OBJECT]
    assert len(objects) == 4 and not objects[0].blocks_movement and objects[0].blocks_sight
    chosen = _read(sample, objects_block_movement=True)
    assert read.count(OBJECT) == 4 and chosen.count(OBJECT) == 0
    assert chosen.count(WALL) == read.count(WALL) + 4


def test_lights_drop_the_alpha_byte(sample: Document) -> None:
    assert _read(sample).lights == (
        Light(6.0, 2.0, 4.0, "ffcc88", 1.0, True), Light(1.0, 1.0, 2.5, "ff0000", 1.0, True)
    )


def test_a_cropped_origin_moves_walls_doors_and_lights_alike(sample: Document) -> None:
    cropped = _read(uvtt_files.dungeon("png", origin=(4.0, 3.0)))
    plain = _read(sample)
    # Equal up to the rounding of adding the origin and taking it away again.
    assert [_rounded(s) for s in cropped.segments] == [_rounded(s) for s in plain.segments]
    assert cropped.lights == plain.lights
    assert cropped.image_offset == (0.0, 0.0)


def _rounded(segment: Segment) -> tuple[object, ...]:
    ends = (segment.x1, segment.y1, segment.x2, segment.y2)
    return (*(round(value, 9) for value in ends), segment.kind, segment.closed)


def test_a_fractional_origin_becomes_a_picture_offset() -> None:
    read = _read(uvtt_files.dungeon("png", origin=(2.5, 0.0)))
    # The map's corner is grid line x = 2: the picture starts half a square (25 px) right of it.
    assert read.image_offset == (-25.0, 0.0)
    assert Segment(3.5, 2, 3.5, 1, WALL) in read.segments
    assert read.width == 13  # half a square more to cover the picture


def test_dense_cave_walls_are_simplified_without_a_gap(sample: Document) -> None:
    read = _read(sample)
    cave = uvtt_files.cave()
    kept = [s for s in read.segments if s.kind is WALL][7:]
    assert 2 < len(kept) < len(cave) // 3
    # Still one unbroken line from the cave's first point to its last.
    assert (kept[0].x1, kept[0].y1) == cave[0] and (kept[-1].x2, kept[-1].y2) == cave[-1]
    assert all((a.x2, a.y2) == (b.x1, b.y1) for a, b in pairwise(kept))


def test_a_junction_point_is_kept_so_walls_stay_joined() -> None:
    document = uvtt_files.dungeon("png")
    # A wall ending on the middle of a straight run: that middle point must stay.
    document["line_of_sight"] = [
        [{"x": 0, "y": 5}, {"x": 1, "y": 5}, {"x": 2, "y": 5}],
        [{"x": 1, "y": 5}, {"x": 1, "y": 7}],
    ]
    walls = [s for s in _read(document).segments if s.kind is WALL]
    assert walls == [Segment(0, 5, 1, 5), Segment(1, 5, 2, 5), Segment(1, 5, 1, 7)]


def test_walls_off_the_map_are_cut_at_its_edge_or_dropped() -> None:
    document = uvtt_files.dungeon("png")
    document["line_of_sight"] = [
        [{"x": -2, "y": 1}, {"x": 4, "y": 1}],
        [{"x": 13, "y": 0}, {"x": 14, "y": 5}],
    ]
    assert [s for s in _read(document).segments if s.kind is WALL] == [Segment(0, 1, 4, 1)]


def test_a_file_on_disk_is_read_and_a_missing_one_refused(tmp_path: Path,
                                                          sample: Document) -> None:
    path = uvtt_files.write(tmp_path / "room.dd2vtt", sample)
    assert read_uvtt_file(path).count(DOOR) == 2
    with pytest.raises(UvttError) as refused:
        read_uvtt_file(tmp_path / "gone.dd2vtt")
    assert refused.value.problem is UvttProblem.UNREADABLE


# --------------------------------------------------------------------------- malformed files

Change = Callable[[Document], None]


def _set(path: str, value: Any) -> Change:
    def change(document: Document) -> None:
        *parents, last = _steps(path)
        target: Any = document
        for step in parents:
            target = target[step]
        target[last] = value
    return change


def _drop(path: str) -> Change:
    def change(document: Document) -> None:
        *parents, last = _steps(path)
        target: Any = document
        for step in parents:
            target = target[step]
        del target[last]
    return change


def _steps(path: str) -> list[str | int]:
    steps: list[str | int] = []
    for part in path.replace("[", ".[").split("."):
        if part:
            steps.append(int(part[1:-1]) if part.startswith("[") else part)
    return steps


_HUGE_PNG = base64.b64encode(
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR" + (IMAGE_SIDE_MAX + 1).to_bytes(4, "big")
    + (10).to_bytes(4, "big") + b"\x08\x02\x00\x00\x00" + b"\x00" * 8
).decode()

MALFORMED: list[tuple[str, Change, UvttProblem, str]] = [
    ("no format", _drop("format"), UvttProblem.MISSING, "format"),
    ("format text", _set("format", "0.3"), UvttProblem.WRONG_TYPE, "format"),
    ("no resolution", _drop("resolution"), UvttProblem.MISSING, "resolution"),
    ("resolution list", _set("resolution", []), UvttProblem.WRONG_TYPE, "resolution"),
    ("no origin", _drop("resolution.map_origin"), UvttProblem.MISSING, "resolution.map_origin"),
    ("origin y text", _set("resolution.map_origin.y", "0"), UvttProblem.WRONG_TYPE,
     "resolution.map_origin.y"),
    ("size zero", _set("resolution.map_size.x", 0), UvttProblem.OUT_OF_RANGE,
     "resolution.map_size.x"),
    ("size huge", _set("resolution.map_size.y", 5000), UvttProblem.OUT_OF_RANGE,
     "resolution.map_size.y"),
    ("no ppg", _drop("resolution.pixels_per_grid"), UvttProblem.MISSING,
     "resolution.pixels_per_grid"),
    ("ppg negative", _set("resolution.pixels_per_grid", -50), UvttProblem.OUT_OF_RANGE,
     "resolution.pixels_per_grid"),
    ("ppg true", _set("resolution.pixels_per_grid", True), UvttProblem.WRONG_TYPE,
     "resolution.pixels_per_grid"),
    ("walls object", _set("line_of_sight", {}), UvttProblem.WRONG_TYPE, "line_of_sight"),
    ("wall not list", _set("line_of_sight[1]", 3), UvttProblem.WRONG_TYPE, "line_of_sight[1]"),
    ("point not object", _set("line_of_sight[2][1]", [1, 2]), UvttProblem.WRONG_TYPE,
     "line_of_sight[2][1]"),
    ("point no x", _drop("line_of_sight[0][3].x"), UvttProblem.MISSING, "line_of_sight[0][3].x"),
    ("point null", _set("line_of_sight[0][0].y", None), UvttProblem.WRONG_TYPE,
     "line_of_sight[0][0].y"),
    ("point far off", _set("line_of_sight[3][5].x", 1e6), UvttProblem.OUT_OF_RANGE,
     "line_of_sight[3][5].x"),
    ("object point text", _set("objects_line_of_sight[0][2].x", "a"), UvttProblem.WRONG_TYPE,
     "objects_line_of_sight[0][2].x"),
    ("portals object", _set("portals", {}), UvttProblem.WRONG_TYPE, "portals"),
    ("portal no bounds", _drop("portals[1].bounds"), UvttProblem.MISSING, "portals[1].bounds"),
    ("portal one bound", _set("portals[0].bounds", [{"x": 1, "y": 1}]), UvttProblem.WRONG_TYPE,
     "portals[0].bounds"),
    ("portal bound text", _set("portals[1].bounds[1].y", "4"), UvttProblem.WRONG_TYPE,
     "portals[1].bounds[1].y"),
    ("portal closed text", _set("portals[0].closed", "yes"), UvttProblem.WRONG_TYPE,
     "portals[0].closed"),
    ("portal rotation text", _set("portals[0].rotation", "90"), UvttProblem.WRONG_TYPE,
     "portals[0].rotation"),
    ("light no range", _drop("lights[1].range"), UvttProblem.MISSING, "lights[1].range"),
    ("light range negative", _set("lights[0].range", -1), UvttProblem.OUT_OF_RANGE,
     "lights[0].range"),
    ("light colour", _set("lights[1].color", "red"), UvttProblem.WRONG_TYPE, "lights[1].color"),
    ("light position", _set("lights[0].position", None), UvttProblem.WRONG_TYPE,
     "lights[0].position"),
    ("light shadows", _set("lights[0].shadows", 1), UvttProblem.WRONG_TYPE, "lights[0].shadows"),
    ("ambient colour", _set("environment.ambient_light", 7), UvttProblem.WRONG_TYPE,
     "environment.ambient_light"),
    ("no image", _drop("image"), UvttProblem.MISSING, "image"),
    ("image number", _set("image", 12), UvttProblem.WRONG_TYPE, "image"),
    ("image a path", _set("image", "C:\\maps\\cave.png"), UvttProblem.IMAGE_PATH, "image"),
    ("image bad base64", _set("image", "iVBOR!!"), UvttProblem.NOT_IMAGE, "image"),
    ("image a gif", _set("image", base64.b64encode(b"GIF89a" + b"\0" * 20).decode()),
     UvttProblem.NOT_IMAGE, "image"),
    ("image too big", _set("image", _HUGE_PNG), UvttProblem.IMAGE_TOO_LARGE, "image"),
]


@pytest.mark.parametrize(("change", "problem", "path"),
                         [case[1:] for case in MALFORMED], ids=[case[0] for case in MALFORMED])
def test_a_malformed_field_is_refused_with_its_path(
    sample: Document, change: Change, problem: UvttProblem, path: str
) -> None:
    document = copy.deepcopy(sample)
    change(document)
    with pytest.raises(UvttError) as refused:
        _read(document)
    assert (refused.value.problem, refused.value.path) == (problem, path)


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b"", UvttProblem.NOT_JSON),
        (b"{\"format\": 0.3,", UvttProblem.NOT_JSON),
        (b"\xff\xfe\x00garbage", UvttProblem.NOT_JSON),
        (b"{\"format\": NaN}", UvttProblem.NOT_A_NUMBER),
        (b"[1, 2, 3]", UvttProblem.WRONG_TYPE),
        (b"[" * 100_000, UvttProblem.NESTED_TOO_DEEPLY),
    ],
    ids=["empty", "cut short", "not text", "NaN", "a list", "too deep"],
)
def test_a_file_that_is_not_a_map_object_is_refused(data: bytes, problem: UvttProblem) -> None:
    with pytest.raises(UvttError) as refused:
        read_uvtt(data)
    assert refused.value.problem is problem


def test_a_file_over_the_limit_is_refused_by_its_size_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "huge.dd2vtt"
    with path.open("wb") as out:
        out.truncate(UVTT_FILE_MAX + 1)
    with pytest.raises(UvttError) as refused:
        read_uvtt_file(path)
    assert refused.value.problem is UvttProblem.TOO_LARGE


def test_the_first_bad_field_is_the_one_named(sample: Document) -> None:
    document = copy.deepcopy(sample)
    document["line_of_sight"][1][0]["x"] = "bad"
    document["lights"][0]["range"] = "bad"
    with pytest.raises(UvttError) as refused:
        _read(document)
    assert refused.value.path == "line_of_sight[1][0].x"
    assert "line_of_sight[1][0].x" in str(refused.value)


def test_lenient_on_other_format_numbers_and_a_data_uri(sample: Document) -> None:
    document = copy.deepcopy(sample)
    document["format"] = 1.0
    document["image"] = "data:image/png;base64," + document["image"]
    del document["objects_line_of_sight"], document["environment"]
    read = _read(document)
    assert read.format_version == 1.0 and read.count(OBJECT) == 0
    assert json.loads(raw_bytes(sample))["format"] == 0.3


def _away(point: tuple[float, float], line: list[tuple[float, float]]) -> float:
    """How far ``point`` lies from the polyline ``line``."""
    nearest = math.inf
    for a, b in pairwise(line):
        dx, dy = b[0] - a[0], b[1] - a[1]
        t = max(0.0, min(1.0, ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy)
                         / (dx * dx + dy * dy)))
        nearest = min(nearest, math.dist(point, (a[0] + t * dx, a[1] + t * dy)))
    return nearest


def test_simplifying_keeps_every_dropped_point_near_the_wall_and_the_ends_joined() -> None:
    rng = random.Random(18)
    for _ in range(50):
        points = [(rng.random() * 0.05 + step * 0.04, math.sin(step / 7) + rng.random() * 0.01)
                  for step in range(200)]
        kept = simplify_polyline(points)
        assert kept[0] == points[0] and kept[-1] == points[-1]
        assert set(kept) <= set(points) and len(kept) < len(points)
        assert max(_away(point, kept) for point in points) <= TOLERANCE + 1e-12


def test_a_long_zig_zag_is_simplified_in_bounded_stretches() -> None:
    # A zig-zag keeps every point; past STRETCH_MAX points a straight run keeps one point in
    # each stretch, so no polyline costs the square of its length.
    from ryf_desktop.storage.uvtt_simplify import STRETCH_MAX

    zig_zag = [(float(x), 0.5 * (x % 2)) for x in range(3 * STRETCH_MAX)]
    assert simplify_polyline(zig_zag) == zig_zag
    straight = [(float(x), 0.0) for x in range(3 * STRETCH_MAX)]
    assert simplify_polyline(straight) == [
        (0.0, 0.0), (float(STRETCH_MAX), 0.0), (float(2 * STRETCH_MAX), 0.0),
        (float(3 * STRETCH_MAX - 1), 0.0),
    ]
