"""What the rules lay out of a map's walls and thin segments, kept while they stay the same.

Laying out a few thousand thin segments for the movement and sight rules costs more than a
search or a cast, and a reveal may follow every move; so the session keeps, for each map, the
last :class:`~ryf_desktop.rules.thin_walls.ThinWalls` and
:class:`~ryf_desktop.rules.sight.SightGrid` made, under the stored texts they were made from:
a map whose walls, doors or segments changed no longer matches, and they are made again.
"""

from __future__ import annotations

from ryf_desktop.rules.sight import SightGrid
from ryf_desktop.rules.thin_walls import ThinWalls
from ryf_desktop.session.maps.views import blocked_of, segments_of
from ryf_desktop.storage.records import Map

_SightKey = tuple[int, int, str, str, str, str]


class MapShapes:
    """The rules' layouts of each map's walls and segments (see the module docstring)."""

    def __init__(self) -> None:
        self._thin: dict[int, tuple[str, ThinWalls]] = {}
        self._sight: dict[int, tuple[_SightKey, SightGrid]] = {}

    def thin_walls(self, row: Map) -> ThinWalls:
        """The map's thin walls and doors on lines, laid out for the rules."""
        kept = self._thin.get(row.id)
        if kept is None or kept[0] != row.segments:
            kept = self._thin[row.id] = (row.segments, ThinWalls(segments_of(row.segments)))
        return kept[1]

    def sight_grid(self, row: Map) -> SightGrid:
        """The grid to cast sight on: walls and closed doors opaque, thin segments cutting."""
        key = (row.grid_width, row.grid_height, row.walls, row.doors, row.open_doors,
               row.segments)
        kept = self._sight.get(row.id)
        if kept is None or kept[0] != key:
            grid = SightGrid(row.grid_width, row.grid_height, blocked_of(row),
                             self.thin_walls(row))
            kept = self._sight[row.id] = (key, grid)
        return kept[1]
