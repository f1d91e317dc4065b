"""A map of ours written as a Universal VTT file, format 0.3 (what Dungeondraft writes).

The inverse of :mod:`~ryf_desktop.storage.uvtt`: walls and objects go out as one two-point
polyline each (so reading them back simplifies nothing away and the round trip is exact),
doors as portals, lights with an opaque alpha byte. The picture's corner becomes ``map_origin``
in the map's squares (``-offset / scale``), so a background calibrated with an offset lines up
again in any reader. A map without a background gets a plain grey picture, since the format
requires one.
"""

from __future__ import annotations

import base64
import json
import math
import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass

from ryf_desktop.rules.map_features import Light, Segment, SegmentKind

#: The format number written.
UVTT_FORMAT = 0.3
#: Pixels per square of the grey picture made for a map without a background (kept small).
_PLAIN_PIXELS_MAX = 4_000_000


@dataclass(frozen=True, slots=True)
class UvttExport:
    """What an export needs of a map: its size, calibration, features and picture."""

    width: int
    height: int
    #: Picture pixels per square, and the picture pixel at the corner of square (0, 0).
    image_scale: float
    image_offset: tuple[float, float]
    segments: Sequence[Segment]
    lights: Sequence[Light]
    #: The picture's bytes (PNG, JPEG or WebP) and its size, or None for none.
    image: bytes | None
    image_size: tuple[int, int] = (0, 0)


def write_uvtt(source: UvttExport) -> bytes:
    """The ``.dd2vtt`` file's bytes for the map."""
    image, (pixels_x, pixels_y), scale, offset = _picture(source)
    origin = {"x": _number(-offset[0] / scale), "y": _number(-offset[1] / scale)}
    document = {
        "format": UVTT_FORMAT,
        "resolution": {
            "map_origin": origin,
            "map_size": {"x": _number(pixels_x / scale), "y": _number(pixels_y / scale)},
            "pixels_per_grid": _number(scale),
        },
        "line_of_sight": _lines(source.segments, SegmentKind.WALL),
        "objects_line_of_sight": _lines(source.segments, SegmentKind.OBJECT),
        "portals": [_portal(segment) for segment in source.segments
                    if segment.kind is SegmentKind.DOOR],
        "environment": {"baked_lighting": True, "ambient_light": "ffffffff"},
        "lights": [_light(light) for light in source.lights],
        "image": base64.b64encode(image).decode("ascii"),
    }
    return json.dumps(document, indent=1).encode("utf-8")


def _picture(source: UvttExport) -> tuple[bytes, tuple[int, int], float, tuple[float, float]]:
    if source.image is not None:
        return source.image, source.image_size, source.image_scale, source.image_offset
    scale = max(1, min(70, int(math.sqrt(_PLAIN_PIXELS_MAX / (source.width * source.height)))))
    size = (source.width * scale, source.height * scale)
    return plain_png(*size), size, float(scale), (0.0, 0.0)


def _number(value: float) -> float | int:
    # Whole numbers as integers, as map makers write them (pixels_per_grid is an integer).
    return int(value) if float(value).is_integer() else float(value)


def _point(x: float, y: float) -> dict[str, float | int]:
    return {"x": _number(x), "y": _number(y)}


def _lines(segments: Sequence[Segment], kind: SegmentKind) -> list[list[dict[str, float | int]]]:
    return [[_point(s.x1, s.y1), _point(s.x2, s.y2)] for s in segments if s.kind is kind]


def _portal(door: Segment) -> dict[str, object]:
    return {
        "position": _point((door.x1 + door.x2) / 2, (door.y1 + door.y2) / 2),
        "bounds": [_point(door.x1, door.y1), _point(door.x2, door.y2)],
        "rotation": math.atan2(door.y2 - door.y1, door.x2 - door.x1),
        "closed": door.closed,
        "freestanding": False,
    }


def _light(light: Light) -> dict[str, object]:
    return {
        "position": _point(light.x, light.y),
        "range": _number(light.radius),
        "intensity": _number(light.intensity),
        "color": "ff" + light.color,
        "shadows": light.shadows,
    }


def plain_png(width: int, height: int, grey: int = 0x80) -> bytes:
    """A one-colour greyscale PNG (written by hand: storage loads no Qt)."""
    row = b"\x00" + bytes([grey]) * width
    pixels = zlib.compress(row * height, 6)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels)
            + chunk(b"IEND", b""))
