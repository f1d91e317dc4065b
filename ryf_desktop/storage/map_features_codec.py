"""A map's thin segments and lights packed into its ``segments`` and ``lights`` text columns.

Format: a JSON array of objects, in squares (grid units, fractions allowed):

- segments: ``{"x1", "y1", "x2", "y2", "kind", "closed"}``, ``kind`` one of "wall", "object",
  "door" (:class:`~ryf_desktop.rules.map_features.SegmentKind`), ``closed`` a boolean;
- lights: ``{"x", "y", "radius", "color", "intensity", "shadows"}``, ``color`` "rrggbb".

``"[]"`` is none. Unpacking checks every field and refuses bad data with
:class:`MapFeaturesError`, naming the first bad field (``segments[3].kind``), never a traceback.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from typing import Any

from ryf_desktop.rules.map_features import Light, Segment, SegmentKind
from ryf_desktop.storage.errors import CampaignFileError

#: A map holds at most this many segments or lights (a dense cave is a few thousand).
MAX_FEATURES = 200_000
#: Coordinates lie within this many squares of the map's corner (maps are at most 1000 wide).
MAX_COORDINATE = 100_000.0

_COLOUR = re.compile(r"[0-9a-fA-F]{6}")
_SEGMENT_KEYS = ("x1", "y1", "x2", "y2", "kind", "closed")
_LIGHT_KEYS = ("x", "y", "radius", "color", "intensity", "shadows")


class MapFeaturesError(CampaignFileError, ValueError):
    """A stored list of segments or lights that does not follow the format; ``field`` is the
    path of the first bad field."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"the map's {field} is not valid: {reason}")
        self.field = field
        self.params["field"] = field


def pack_segments(segments: Iterable[Segment]) -> str:
    return _dump([
        {"x1": s.x1, "y1": s.y1, "x2": s.x2, "y2": s.y2, "kind": str(s.kind), "closed": s.closed}
        for s in segments
    ])


def pack_lights(lights: Iterable[Light]) -> str:
    return _dump([
        {"x": light.x, "y": light.y, "radius": light.radius, "color": light.color,
         "intensity": light.intensity, "shadows": light.shadows}
        for light in lights
    ])


def unpack_segments(text: str) -> tuple[Segment, ...]:
    found = []
    for index, item in enumerate(_items(text, "segments")):
        where = f"segments[{index}]"
        _keys(item, _SEGMENT_KEYS, where)
        kind = item["kind"]
        if kind not in {str(value) for value in SegmentKind}:
            raise MapFeaturesError(f"{where}.kind",
                                   f"{kind!r} is none of 'wall', 'object', 'door'")
        x1, y1, x2, y2 = (_coordinate(item, key, where) for key in ("x1", "y1", "x2", "y2"))
        found.append(Segment(x1, y1, x2, y2, SegmentKind(kind), _flag(item, "closed", where)))
    return tuple(found)


def unpack_lights(text: str) -> tuple[Light, ...]:
    found = []
    for index, item in enumerate(_items(text, "lights")):
        where = f"lights[{index}]"
        _keys(item, _LIGHT_KEYS, where)
        radius = _coordinate(item, "radius", where)
        intensity = _coordinate(item, "intensity", where)
        for key, value in (("radius", radius), ("intensity", intensity)):
            if value < 0:
                raise MapFeaturesError(f"{where}.{key}", f"{value} is negative")
        color = item["color"]
        if not isinstance(color, str) or not _COLOUR.fullmatch(color):
            raise MapFeaturesError(f"{where}.color", f"{color!r} is not a colour 'rrggbb'")
        found.append(Light(_coordinate(item, "x", where), _coordinate(item, "y", where), radius,
                           color.lower(), intensity, _flag(item, "shadows", where)))
    return tuple(found)


def _dump(items: list[dict[str, Any]]) -> str:
    return json.dumps(items, separators=(",", ":"))


def _items(text: str, name: str) -> list[dict[str, Any]]:
    try:
        items = json.loads(text)
    except (json.JSONDecodeError, TypeError) as error:
        raise MapFeaturesError(name, f"not JSON ({error})") from error
    if not isinstance(items, list):
        raise MapFeaturesError(name, "not a JSON array of objects")
    if len(items) > MAX_FEATURES:
        raise MapFeaturesError(name, f"{len(items)} items, more than {MAX_FEATURES}")
    for index, item in enumerate(items):
        if not isinstance(item, dict):
            raise MapFeaturesError(f"{name}[{index}]", "not a JSON object")
    return items


def _keys(item: dict[str, Any], keys: tuple[str, ...], where: str) -> None:
    for key in keys:
        if key not in item:
            raise MapFeaturesError(f"{where}.{key}", "missing")
    extra = sorted(set(item) - set(keys))
    if extra:
        raise MapFeaturesError(f"{where}.{extra[0]}", "not a known field")


def _coordinate(item: dict[str, Any], key: str, where: str) -> float:
    value = item[key]
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise MapFeaturesError(f"{where}.{key}", f"{value!r} is not a number")
    number = float(value)
    if not math.isfinite(number) or abs(number) > MAX_COORDINATE:
        raise MapFeaturesError(f"{where}.{key}", f"{value!r} is out of range")
    return number


def _flag(item: dict[str, Any], key: str, where: str) -> bool:
    value = item[key]
    if not isinstance(value, bool):
        raise MapFeaturesError(f"{where}.{key}", f"{value!r} is not true or false")
    return value
