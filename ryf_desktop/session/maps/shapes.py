"""What the rules take of a map's stored layers, kept while they stay the same.

Decoding a map's walls, doors and difficult terrain and laying out a few thousand thin segments
cost more than a search or a cast, and a reveal may follow every move and a drag asks for a
board at every press; so the session keeps, for each map, the last decoded
:class:`~ryf_desktop.rules.square_mask.SquareMask` of each layer, the last
:class:`~ryf_desktop.rules.thin_walls.ThinWalls` and the last
:class:`~ryf_desktop.rules.sight.SightGrid` made, under the stored texts they were made from:
a map whose layers changed no longer matches, and they are made again.
"""

from __future__ import annotations

from ryf_desktop.rules.map_features import blocked_squares
from ryf_desktop.rules.sight import SightGrid
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.rules.thin_walls import ThinWalls
from ryf_desktop.session.maps.views import layer, segments_of
from ryf_desktop.storage.records import Map

#: The map's size and the stored texts a shape was made from.
_Key = tuple[int | str, ...]


class MapShapes:
    """The rules' shapes of each map's layers (see the module docstring); each is kept until
    the map record's layers it was made from change."""

    def __init__(self) -> None:
        self._masks: dict[tuple[int, str], tuple[_Key, SquareMask]] = {}
        self._thin: dict[int, tuple[str, ThinWalls]] = {}
        self._sight: dict[int, tuple[_Key, SightGrid]] = {}

    def layer(self, row: Map, name: str) -> SquareMask:
        """One stored square layer of the map (walls, difficult, fog, doors, open_doors)."""
        key: _Key = (row.grid_width, row.grid_height, getattr(row, name))
        kept = self._masks.get((row.id, name))
        if kept is None or kept[0] != key:
            kept = self._masks[(row.id, name)] = (key, layer(row, name))
        return kept[1]

    def blocked(self, row: Map) -> SquareMask:
        """Walls and closed doors of the map: what stops movement and sight."""
        key: _Key = (row.grid_width, row.grid_height, row.walls, row.doors, row.open_doors)
        kept = self._masks.get((row.id, "blocked"))
        if kept is None or kept[0] != key:
            blocked = blocked_squares(self.layer(row, "walls"), self.layer(row, "doors"),
                                      self.layer(row, "open_doors"))
            kept = self._masks[(row.id, "blocked")] = (key, blocked)
        return kept[1]

    def thin_walls(self, row: Map) -> ThinWalls:
        """The map's thin walls and doors on lines, laid out for the rules."""
        kept = self._thin.get(row.id)
        if kept is None or kept[0] != row.segments:
            kept = self._thin[row.id] = (row.segments, ThinWalls(segments_of(row.segments)))
        return kept[1]

    def sight_grid(self, row: Map) -> SightGrid:
        """The grid to cast sight on: walls and closed doors opaque, thin segments cutting."""
        key: _Key = (row.grid_width, row.grid_height, row.walls, row.doors, row.open_doors,
                     row.segments)
        kept = self._sight.get(row.id)
        if kept is None or kept[0] != key:
            grid = SightGrid(row.grid_width, row.grid_height, self.blocked(row),
                             self.thin_walls(row))
            kept = self._sight[row.id] = (key, grid)
        return kept[1]
