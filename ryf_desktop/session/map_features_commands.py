"""Undoable commands on a map's thin walls, doors on lines and lights (schema 4).

For the GM's drawing tools and for importers (Universal VTT):

- :class:`AddSegments` — thin walls, object outlines or doors drawn (one stroke, one undo step);
- :class:`RemoveSegments` — segments erased (matched by value: ends, kind; a door's state aside);
- :class:`ToggleThinDoor` — a door on a line opened or closed;
- :class:`SetMapFeatures` — a map's segments and lights replaced at once (an import).

Coordinates are in squares, as :class:`~ryf_desktop.rules.map_features.Segment` and
:class:`~ryf_desktop.rules.map_features.Light` hold them. Every command is a
:class:`~ryf_desktop.session.command.ModelCommand` on the map's record, so undo puts the record
back as it was; a command that would change nothing succeeds without an undo step. Views
refresh from the ``changed`` event (``map_squares`` names the map).

Rulings:

- A segment must lie within the map (ends from 0 to the width and height, in squares) and have
  two different ends; anything else is refused with the first bad segment named.
- Drawing a segment that the map holds already (same ends either way round, same kind) adds
  nothing more.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.map_features import Light, Segment, SegmentKind
from ryf_desktop.session.command import CommandError, ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.common import get_map
from ryf_desktop.session.maps.counts import MapCounts
from ryf_desktop.session.maps.views import lights_of, segments_of
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.map_features_codec import MAX_FEATURES, pack_lights, pack_segments
from ryf_desktop.storage.records import Map

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

# Written out at every call site so that pyside6-lupdate finds the strings.
translate = QCoreApplication.translate


def same_line(a: Segment, b: Segment) -> bool:
    """Whether two segments are the same line of the same kind (either way round)."""
    if a.kind is not b.kind:
        return False
    ends_a = ((a.x1, a.y1), (a.x2, a.y2))
    return ((b.x1, b.y1), (b.x2, b.y2)) in (ends_a, ends_a[::-1])


def _check_segments(row: Map, segments: Iterable[Segment]) -> None:
    width, height = row.grid_width, row.grid_height
    for number, segment in enumerate(segments, start=1):
        ends = (segment.x1, segment.y1, segment.x2, segment.y2)
        if not all(math.isfinite(value) for value in ends) or not (
            0 <= segment.x1 <= width and 0 <= segment.x2 <= width
            and 0 <= segment.y1 <= height and 0 <= segment.y2 <= height
        ):
            raise CommandError(fill(translate(
                "MapFeatureCommands",
                "Line %1 runs off “%2” (from %3, %4 to %5, %6; the map is %7×%8 squares). "
                "Draw it on the map."
            ), number, row.name, *(_shown(value) for value in ends), width, height))
        if (segment.x1, segment.y1) == (segment.x2, segment.y2):
            raise CommandError(fill(translate(
                "MapFeatureCommands",
                "Line %1 on “%2” has both ends at %3, %4. Drag from one end to the other."
            ), number, row.name, _shown(segment.x1), _shown(segment.y1)))


def _check_lights(row: Map, lights: Iterable[Light]) -> None:
    for number, light in enumerate(lights, start=1):
        values = (light.x, light.y, light.radius, light.intensity)
        if not all(math.isfinite(value) for value in values) or light.radius < 0 \
                or light.intensity < 0:
            raise CommandError(fill(translate(
                "MapFeatureCommands",
                "Light %1 on “%2” has no valid place, range or intensity."
            ), number, row.name))


def _shown(value: float) -> str:
    return f"{value:g}"


def _too_many(row: Map) -> CommandError:
    return CommandError(fill(translate(
        "MapFeatureCommands", "“%1” would hold more than %2 lines or lights."
    ), row.name, MAX_FEATURES))


class _FeaturesCommand(ModelCommand):
    """A command on one map's thin segments or lights."""

    def __init__(self, session: CampaignSession, text: str, map_id: int) -> None:
        super().__init__(session, text)
        self.map_id = map_id


class AddSegments(_FeaturesCommand):
    """Thin walls, object outlines or doors added to a map (a stroke of the drawing tool)."""

    def __init__(
        self, session: CampaignSession, map_id: int, segments: Iterable[Segment]
    ) -> None:
        super().__init__(session, translate("MapFeatureCommands", "Draw walls"), map_id)
        self.segments = tuple(segments)

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        _check_segments(row, self.segments)
        current = list(segments_of(row.segments))
        added = 0
        for segment in self.segments:
            if not any(same_line(segment, held) for held in current):
                current.append(segment)
                added += 1
        if not added:
            return
        if len(current) > MAX_FEATURES:
            raise _too_many(row)
        draft.update(row, segments=pack_segments(current))
        doors = all(segment.kind is SegmentKind.DOOR for segment in self.segments)
        counts = MapCounts()
        text = counts.doors_drawn(added) if doors else counts.wall_lines_drawn(added)
        self.setText(fill(text, row.name))


class RemoveSegments(_FeaturesCommand):
    """Segments erased from a map (matched by :func:`same_line`; ones it lacks are ignored)."""

    def __init__(
        self, session: CampaignSession, map_id: int, segments: Iterable[Segment]
    ) -> None:
        super().__init__(session, translate("MapFeatureCommands", "Erase walls"), map_id)
        self.segments = tuple(segments)

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        current = segments_of(row.segments)
        kept = [held for held in current
                if not any(same_line(held, gone) for gone in self.segments)]
        removed = len(current) - len(kept)
        if not removed:
            return
        draft.update(row, segments=pack_segments(kept))
        self.setText(fill(MapCounts().lines_erased(removed), row.name))


class ToggleThinDoor(_FeaturesCommand):
    """A door on a line opened or closed."""

    def __init__(self, session: CampaignSession, map_id: int, door: Segment) -> None:
        super().__init__(session, translate("MapFeatureCommands", "Open or close a door"),
                         map_id)
        self.door = door

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        current = list(segments_of(row.segments))
        found = next((index for index, held in enumerate(current)
                      if held.kind is SegmentKind.DOOR and same_line(held, self.door)), None)
        if found is None:
            raise CommandError(fill(translate(
                "MapFeatureCommands",
                "There is no door from %1, %2 to %3, %4 on “%5” any more (erased, or an undo "
                "took it back). Choose a door on the map."
            ), _shown(self.door.x1), _shown(self.door.y1), _shown(self.door.x2),
                _shown(self.door.y2), row.name))
        held = current[found]
        current[found] = Segment(held.x1, held.y1, held.x2, held.y2, held.kind,
                                 closed=not held.closed)
        draft.update(row, segments=pack_segments(current))
        self.setText(translate("MapFeatureCommands", "Open the door") if held.closed
                     else translate("MapFeatureCommands", "Close the door"))


class SetMapFeatures(_FeaturesCommand):
    """A map's segments and lights replaced at once (an importer's; one undo step)."""

    def __init__(
        self,
        session: CampaignSession,
        map_id: int,
        segments: Iterable[Segment],
        lights: Iterable[Light],
    ) -> None:
        super().__init__(session, translate("MapFeatureCommands", "Set walls and lights"),
                         map_id)
        self.segments = tuple(segments)
        self.lights = tuple(lights)

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        if len(self.segments) > MAX_FEATURES or len(self.lights) > MAX_FEATURES:
            raise _too_many(row)
        _check_segments(row, self.segments)
        _check_lights(row, self.lights)
        if (segments_of(row.segments), lights_of(row.lights)) == (self.segments, self.lights):
            return
        draft.update(row, segments=pack_segments(self.segments), lights=pack_lights(self.lights))
        # Qt's plural forms take one number a text: the two counts are two texts.
        self.setText(fill(
            translate("MapFeatureCommands", "Set %1 and %2 on “%3”"),
            MapCounts().lines(len(self.segments)),
            MapCounts().lights(len(self.lights)),
            row.name,
        ))
