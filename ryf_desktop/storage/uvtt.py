"""Universal VTT map files (``.dd2vtt``, ``.df2vtt``, ``.uvtt``) read and checked, field by field.

A map maker's export is untrusted input: one JSON object with the picture in base64, walls as
polylines, doors as portals and lights (see ``UVTT.md``). :func:`read_uvtt` checks every field
and refuses the file with :class:`UvttError`, which names the JSON path of the first bad field
(``portals[2].bounds[1].x``), before anything is created. The picture is held to the limits of
the map background picker (:mod:`~ryf_desktop.storage.image_headers`) from its header alone;
the session decodes it once to prove it whole.

Coordinates are turned into the map's own: the map's square (0, 0) has its corner at the whole
grid coordinate at or before ``map_origin``, so walls drawn on grid lines stay on whole numbers
and a fractional origin becomes a picture offset (:attr:`UvttMap.image_offset`).
"""

from __future__ import annotations

import base64
import binascii
import json
import math
from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import pairwise
from pathlib import Path
from typing import Any

from ryf_desktop.rules.map_features import Light, Segment, SegmentKind
from ryf_desktop.storage.bounded_read import NotARegularFileError, TooLargeError, read_bounded
from ryf_desktop.storage.image_headers import (
    IMAGE_BYTES_MAX,
    IMAGE_PIXELS_MAX,
    IMAGE_SIDE_MAX,
    PictureHeader,
    read_picture_header,
)
from ryf_desktop.storage.tables import GRID_MAX
from ryf_desktop.storage.uvtt_simplify import Point, pinned_points, simplify_polyline

#: The file extensions map makers give the format.
UVTT_SUFFIXES = (".dd2vtt", ".df2vtt", ".uvtt")
#: Largest file read, in bytes: the largest picture in base64 (4/3 of its bytes) and room for walls.
UVTT_FILE_MAX = IMAGE_BYTES_MAX * 4 // 3 + 8 * 1024 * 1024
#: Most wall points, portals and lights a file may hold (far past any real map).
POINTS_MAX = 500_000
PORTALS_MAX = 20_000
LIGHTS_MAX = 5_000
#: How far outside the map (in squares) a wall or light may lie before the file is refused.
COORDINATE_MARGIN = 50.0
#: Largest light range, in squares.
LIGHT_RANGE_MAX = 1000.0


class UvttProblem(StrEnum):
    """Why a file is refused; the window words each one (with :attr:`UvttError.path`)."""

    UNREADABLE = "unreadable"  # detail: the system's reason
    TOO_LARGE = "too_large"  # detail: the size in bytes
    NOT_JSON = "not_json"  # detail: line and column
    MISSING = "missing"  # a required field is not there
    WRONG_TYPE = "wrong_type"  # detail: what it should be
    OUT_OF_RANGE = "out_of_range"  # detail: the allowed range
    TOO_MANY = "too_many"  # detail: the most allowed
    IMAGE_PATH = "image_path"  # the picture is a file name, not embedded
    NOT_IMAGE = "not_image"  # not base64 of a PNG, JPEG or WebP
    IMAGE_TOO_LARGE = "image_too_large"  # detail: "WxH" or bytes
    NOT_A_FILE = "not_a_file"  # a FIFO, a device or a socket
    NOT_A_NUMBER = "not_a_number"  # detail: what was written (NaN, Infinity, 1e400)
    NESTED_TOO_DEEPLY = "nested_too_deeply"


class UvttError(Exception):
    """A refused map file: the problem, the JSON path of the first bad field, and a detail."""

    def __init__(self, problem: UvttProblem, path: str = "", detail: str = "") -> None:
        super().__init__(f"{problem.value} at {path or '(file)'}: {detail}".rstrip(": "))
        self.problem = problem
        self.path = path
        self.detail = detail


@dataclass(frozen=True, slots=True)
class UvttMap:
    """A checked map file, in the map's own coordinates (squares from the map's corner)."""

    #: The ``format`` number the file declared (0.2, 0.3, 1.0...).
    format_version: float
    #: The map's size in squares (whole squares covering the picture).
    width: int
    height: int
    pixels_per_grid: float
    #: The picture pixel at the corner of square (0, 0) (zero or negative: see the module).
    image_offset: tuple[float, float]
    #: Walls, then objects, then doors, in the file's order (dense walls simplified).
    segments: tuple[Segment, ...]
    lights: tuple[Light, ...]
    image: bytes = field(repr=False)
    picture: PictureHeader
    #: The file's ``map_origin``, as read.
    origin: tuple[float, float] = (0.0, 0.0)

    def count(self, kind: SegmentKind) -> int:
        return sum(1 for segment in self.segments if segment.kind is kind)


def read_uvtt_file(path: Path, *, objects_block_movement: bool = False) -> UvttMap:
    """The checked map of a file on disk; :class:`UvttError` when it is refused."""
    try:
        data = read_bounded(path, UVTT_FILE_MAX)
    except TooLargeError as error:
        raise UvttError(UvttProblem.TOO_LARGE, "", str(error.size)) from error
    except NotARegularFileError as error:
        raise UvttError(UvttProblem.NOT_A_FILE, "", "") from error
    except OSError as error:
        raise UvttError(UvttProblem.UNREADABLE, "", error.strerror or str(error)) from error
    return read_uvtt(data, objects_block_movement=objects_block_movement)


def read_uvtt(data: bytes, *, objects_block_movement: bool = False) -> UvttMap:
    """The checked map of a file's bytes; :class:`UvttError` names the first bad field."""
    if len(data) > UVTT_FILE_MAX:
        raise UvttError(UvttProblem.TOO_LARGE, "", str(len(data)))
    try:
        document = json.loads(
            data.decode("utf-8-sig"), parse_constant=_refuse_constant, parse_float=_finite
        )
    except UnicodeDecodeError as error:
        raise UvttError(UvttProblem.NOT_JSON, "", f"byte {error.start}") from error
    except json.JSONDecodeError as error:
        raise UvttError(UvttProblem.NOT_JSON, "", f"{error.lineno}:{error.colno}") from error
    except _NotANumberError as error:
        raise UvttError(UvttProblem.NOT_A_NUMBER, "", error.written) from error
    except RecursionError as error:
        raise UvttError(UvttProblem.NESTED_TOO_DEEPLY, "", "") from error
    except ValueError as error:
        raise UvttError(UvttProblem.NOT_JSON, "", str(error)) from error
    return _Reader(objects_block_movement).document(document)


class _NotANumberError(ValueError):
    def __init__(self, written: str) -> None:
        super().__init__(f"{written} is not a number a map may hold")
        self.written = written[:40]


def _refuse_constant(name: str) -> float:
    raise _NotANumberError(name)


def _finite(text: str) -> float:
    """A JSON number as a float, refused when it does not fit one (``1e400`` is infinite)."""
    number = float(text)
    if not math.isfinite(number):
        raise _NotANumberError(text)
    return number


# --------------------------------------------------------------------------- field checks


def _object(value: Any, path: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise UvttError(UvttProblem.WRONG_TYPE, path, "object")
    return value


def _list(value: Any, path: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise UvttError(UvttProblem.WRONG_TYPE, path, "list")
    if len(value) > most:
        raise UvttError(UvttProblem.TOO_MANY, path, str(most))
    return value


def _required(parent: dict[str, Any], key: str, path: str) -> Any:
    if key not in parent:
        raise UvttError(UvttProblem.MISSING, _join(path, key))
    return parent[key]


def _number(value: Any, path: str, low: float, high: float) -> float:
    # bool is an int in Python, never a number in the file.
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise UvttError(UvttProblem.WRONG_TYPE, path, "number")
    number = float(value)
    if not (math.isfinite(number) and low <= number <= high):
        raise UvttError(UvttProblem.OUT_OF_RANGE, path, f"{_shown(low)}..{_shown(high)}")
    return number


def _flag(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise UvttError(UvttProblem.WRONG_TYPE, path, "true/false")
    return value


def _colour(value: Any, path: str) -> str:
    # "AARRGGBB" (or "RRGGBB"); the alpha byte is dropped, as every reader does.
    if not isinstance(value, str):
        raise UvttError(UvttProblem.WRONG_TYPE, path, "colour")
    text = value.strip().removeprefix("#").lower()
    if len(text) not in (6, 8) or any(char not in "0123456789abcdef" for char in text):
        raise UvttError(UvttProblem.WRONG_TYPE, path, "colour")
    return text[-6:]


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def _shown(number: float) -> str:
    return str(int(number)) if number == int(number) else str(number)


# --------------------------------------------------------------------------- the document


class _Reader:
    """One file's checks: holds the origin and the bounds every point is held to."""

    def __init__(self, objects_block_movement: bool) -> None:
        self.objects_kind = SegmentKind.WALL if objects_block_movement else SegmentKind.OBJECT
        self.shift = (0.0, 0.0)
        self.bounds = (0.0, 0.0)
        self.points = 0

    def document(self, value: Any) -> UvttMap:
        document = _object(value, "")
        version = _number(_required(document, "format", ""), "format", 0.0, 100.0)
        resolution = _object(_required(document, "resolution", ""), "resolution")
        origin = self.point(_required(resolution, "map_origin", "resolution"),
                            "resolution.map_origin", absolute=True)
        size = self.point(_required(resolution, "map_size", "resolution"),
                          "resolution.map_size", absolute=True)
        if not (0 < size[0] <= GRID_MAX and 0 < size[1] <= GRID_MAX):
            which = "x" if not 0 < size[0] <= GRID_MAX else "y"
            raise UvttError(UvttProblem.OUT_OF_RANGE, f"resolution.map_size.{which}",
                            f"1..{GRID_MAX}")
        ppg = _number(_required(resolution, "pixels_per_grid", "resolution"),
                      "resolution.pixels_per_grid", 1.0, float(IMAGE_SIDE_MAX))
        # The map's corner: the whole grid line at or before the picture's corner.
        corner = (math.floor(origin[0]), math.floor(origin[1]))
        self.shift = corner
        width = max(1, math.ceil(origin[0] + size[0] - corner[0] - 1e-9))
        height = max(1, math.ceil(origin[1] + size[1] - corner[1] - 1e-9))
        if width > GRID_MAX or height > GRID_MAX:
            raise UvttError(UvttProblem.OUT_OF_RANGE, "resolution.map_size", f"1..{GRID_MAX}")
        self.bounds = (float(width), float(height))
        walls = self.polylines(document, "line_of_sight")
        objects = self.polylines(document, "objects_line_of_sight")
        doors = self.portals(document)
        # Points other walls or doors touch stay, so simplifying opens no gap at a junction.
        door_ends = [[(door.x1, door.y1), (door.x2, door.y2)] for door in doors]
        pinned = pinned_points([*walls, *objects, *door_ends])
        found = [
            *_segments(walls, SegmentKind.WALL, pinned),
            *_segments(objects, self.objects_kind, pinned),
            *doors,
        ]
        # What lies off the map stops nothing on it: cut at the map's edges.
        segments = [kept for kept in (clip(s, width, height) for s in found) if kept is not None]
        lights = self.lights(document)
        if "environment" in document:
            self.environment(document["environment"])
        image, picture = _image(_required(document, "image", ""))
        return UvttMap(
            format_version=version,
            width=width,
            height=height,
            pixels_per_grid=ppg,
            image_offset=((corner[0] - origin[0]) * ppg, (corner[1] - origin[1]) * ppg),
            segments=tuple(segments),
            lights=tuple(lights),
            image=image,
            picture=picture,
            origin=origin,
        )

    def point(self, value: Any, path: str, *, absolute: bool = False) -> tuple[float, float]:
        """A ``{x, y}``: as written when ``absolute``, else in the map's coordinates."""
        item = _object(value, path)
        limit = 1e7 if absolute else math.inf
        x = _number(_required(item, "x", path), _join(path, "x"), -limit, limit)
        y = _number(_required(item, "y", path), _join(path, "y"), -limit, limit)
        if absolute:
            return x, y
        x, y = x - self.shift[0], y - self.shift[1]
        for name, coordinate, bound in (("x", x, self.bounds[0]), ("y", y, self.bounds[1])):
            if not -COORDINATE_MARGIN <= coordinate <= bound + COORDINATE_MARGIN:
                low = _shown(self.shift[0 if name == "x" else 1] - COORDINATE_MARGIN)
                high = _shown(self.shift[0 if name == "x" else 1] + bound + COORDINATE_MARGIN)
                raise UvttError(UvttProblem.OUT_OF_RANGE, _join(path, name), f"{low}..{high}")
        return x, y

    def polylines(self, document: dict[str, Any], key: str) -> list[list[Point]]:
        if key not in document or document[key] is None:
            return []
        lines: list[list[Point]] = []
        for index, line in enumerate(_list(document[key], key, POINTS_MAX)):
            path = _join(key, index)
            points = _list(line, path, POINTS_MAX)
            self.points += len(points)
            if self.points > POINTS_MAX:
                raise UvttError(UvttProblem.TOO_MANY, path, str(POINTS_MAX))
            lines.append([self.point(point, _join(path, at)) for at, point in enumerate(points)])
        return lines

    def portals(self, document: dict[str, Any]) -> list[Segment]:
        if "portals" not in document or document["portals"] is None:
            return []
        doors: list[Segment] = []
        for index, value in enumerate(_list(document["portals"], "portals", PORTALS_MAX)):
            path = _join("portals", index)
            portal = _object(value, path)
            bounds = _list(_required(portal, "bounds", path), _join(path, "bounds"), 2)
            if len(bounds) != 2:
                raise UvttError(UvttProblem.WRONG_TYPE, _join(path, "bounds"), "two points")
            a, b = (self.point(point, _join(_join(path, "bounds"), at))
                    for at, point in enumerate(bounds))
            closed = _flag(portal.get("closed", True), _join(path, "closed"))
            for optional in ("position",):
                if optional in portal:
                    self.point(portal[optional], _join(path, optional))
            if "rotation" in portal:
                _number(portal["rotation"], _join(path, "rotation"), -1e6, 1e6)
            if "freestanding" in portal:
                _flag(portal["freestanding"], _join(path, "freestanding"))
            if a != b:
                doors.append(Segment(a[0], a[1], b[0], b[1], SegmentKind.DOOR, closed))
        return doors

    def lights(self, document: dict[str, Any]) -> list[Light]:
        if "lights" not in document or document["lights"] is None:
            return []
        lights: list[Light] = []
        for index, value in enumerate(_list(document["lights"], "lights", LIGHTS_MAX)):
            path = _join("lights", index)
            light = _object(value, path)
            x, y = self.point(_required(light, "position", path), _join(path, "position"))
            radius = _number(_required(light, "range", path), _join(path, "range"),
                             0.0, LIGHT_RANGE_MAX)
            intensity = _number(light.get("intensity", 1.0), _join(path, "intensity"),
                                0.0, 1000.0)
            colour = _colour(light.get("color", "ffffffff"), _join(path, "color"))
            shadows = _flag(light.get("shadows", True), _join(path, "shadows"))
            lights.append(Light(x, y, radius, colour, intensity, shadows))
        return lights

    def environment(self, value: Any) -> None:
        environment = _object(value, "environment")
        if "baked_lighting" in environment:
            _flag(environment["baked_lighting"], "environment.baked_lighting")
        if "ambient_light" in environment:
            _colour(environment["ambient_light"], "environment.ambient_light")


def _segments(
    lines: list[list[Point]], kind: SegmentKind, pinned: frozenset[Point]
) -> list[Segment]:
    segments: list[Segment] = []
    for line in lines:
        kept = simplify_polyline(line, pinned)
        segments += [Segment(a[0], a[1], b[0], b[1], kind) for a, b in pairwise(kept)]
    return segments


def clip(segment: Segment, width: float, height: float) -> Segment | None:
    """The part of ``segment`` on the map (0..width × 0..height), None when none is
    (Liang–Barsky)."""
    x1, y1 = segment.x1, segment.y1
    dx, dy = segment.x2 - x1, segment.y2 - y1
    low, high = 0.0, 1.0
    for p, q in ((-dx, x1), (dx, width - x1), (-dy, y1), (dy, height - y1)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
    if low >= high:
        return None
    if (low, high) == (0.0, 1.0):
        return segment
    return replace(segment, x1=x1 + low * dx, y1=y1 + low * dy,
                   x2=x1 + high * dx, y2=y1 + high * dy)


def _image(value: Any) -> tuple[bytes, PictureHeader]:
    """The embedded picture's bytes and header, held to the background picker's limits."""
    if not isinstance(value, str):
        raise UvttError(UvttProblem.WRONG_TYPE, "image", "text")
    text = value.strip()
    if text.startswith("data:") and "," in text:  # a data URI some converters write
        text = text.split(",", 1)[1]
    # A dot, a colon or a backslash is no base64 character: this is a file name.
    if any(char in text for char in ".:\\"):
        raise UvttError(UvttProblem.IMAGE_PATH, "image", text[:80])
    if len(text) > IMAGE_BYTES_MAX * 4 // 3 + 4:
        raise UvttError(UvttProblem.IMAGE_TOO_LARGE, "image", f"{len(text) * 3 // 4} bytes")
    encoded = "".join(text.split()).encode("ascii", "replace")
    try:
        data = base64.b64decode(encoded, validate=True)
    except (binascii.Error, ValueError) as error:
        raise UvttError(UvttProblem.NOT_IMAGE, "image", "base64") from error
    header = read_picture_header(data)
    if header is None:
        raise UvttError(UvttProblem.NOT_IMAGE, "image", "PNG, JPEG, WebP")
    if (max(header.width, header.height) > IMAGE_SIDE_MAX
            or header.width * header.height > IMAGE_PIXELS_MAX or len(data) > IMAGE_BYTES_MAX):
        raise UvttError(UvttProblem.IMAGE_TOO_LARGE, "image", f"{header.width}×{header.height}")
    return data, header



def objects_blocking_movement(uvtt: UvttMap) -> UvttMap:
    """The same map with its objects' outlines as walls (the GM's choice at import)."""
    segments = tuple(
        replace(segment, kind=SegmentKind.WALL) if segment.kind is SegmentKind.OBJECT else segment
        for segment in uvtt.segments
    )
    return replace(uvtt, segments=segments)
