"""The lit areas of a map as the session reads it (see :mod:`ryf_desktop.rules.lighting`)."""

from __future__ import annotations

from ryf_desktop.rules.lighting import LitArea, lit_areas
from ryf_desktop.rules.sight import SightGrid
from ryf_desktop.session.map_queries import MapView


def lit_areas_of(view: MapView) -> tuple[LitArea, ...]:
    """What each of the map's lights lights: walls and closed doors block a light with shadows,
    as they block sight."""
    if not any(light.shadows for light in view.lights):
        return lit_areas(view.lights, SightGrid(1, 1, ()))
    grid = SightGrid(view.width, view.height, view.blocked, view.thin_walls)
    return lit_areas(view.lights, grid)
