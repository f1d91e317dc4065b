"""A map's ``segments`` and ``lights`` in an imported JSON document, checked with the rules of
:mod:`~ryf_desktop.storage.map_features_codec` but refused the JSON import's way: the path of the
first bad field (``maps[0].segments[3].kind``) and an :class:`ImportProblem` for the UI's words.

A document from before thin walls and lights has neither list: the map gets none.
"""

from __future__ import annotations

import re

from ryf_desktop.rules.map_features import Light, Segment, SegmentKind
from ryf_desktop.storage.errors import ImportProblem
from ryf_desktop.storage.json_reader import Obj, expected
from ryf_desktop.storage.map_features_codec import (
    MAX_COORDINATE,
    MAX_FEATURES,
    pack_lights,
    pack_segments,
)

_COLOUR = re.compile(r"[0-9a-fA-F]{6}")
SEGMENT_FIELDS = ("x1", "y1", "x2", "y2", "kind", "closed")
LIGHT_FIELDS = ("x", "y", "radius", "color", "intensity", "shadows")
KINDS = tuple(str(kind) for kind in SegmentKind)


def read_segments(entry: Obj) -> str:
    """The map's ``segments`` list, checked, packed for its column (``"[]"`` when absent)."""
    segments = []
    for path, item in entry.items("segments", max_items=MAX_FEATURES):
        segment = Obj(item, path, SEGMENT_FIELDS)
        x1, y1, x2, y2 = (_coordinate(segment, key) for key in ("x1", "y1", "x2", "y2"))
        kind = SegmentKind(segment.choice("kind", KINDS))
        segments.append(Segment(x1, y1, x2, y2, kind, segment.flag("closed")))
    return pack_segments(segments)


def read_lights(entry: Obj) -> str:
    """The map's ``lights`` list, checked, packed for its column (``"[]"`` when absent)."""
    lights = []
    for path, item in entry.items("lights", max_items=MAX_FEATURES):
        light = Obj(item, path, LIGHT_FIELDS)
        x, y = _coordinate(light, "x"), _coordinate(light, "y")
        radius = _amount(light, "radius")
        color = light.text("color", 6)
        if not _COLOUR.fullmatch(color):
            expected(light.at("color"), "a colour 'rrggbb'", color, ImportProblem.EXPECTED_COLOUR)
        intensity = _amount(light, "intensity")
        lights.append(Light(x, y, radius, color.lower(), intensity, light.flag("shadows")))
    return pack_lights(lights)


def _coordinate(entry: Obj, key: str) -> float:
    """The number as written (6 stays 6, not 6.0) so the column's text survives a round trip."""
    entry.number(key, -MAX_COORDINATE, MAX_COORDINATE)
    value: float = entry.value[key]
    return value


def _amount(entry: Obj, key: str) -> float:
    entry.number(key, 0.0, MAX_COORDINATE)
    value: float = entry.value[key]
    return value
