"""Where a map's lights reach, for the table screen's "darkness outside lights".

Rulings (the texts say nothing of light; this is a display aid the GM switches on):

- A light lights the circle of its ``radius`` squares around its point.
- A light with ``shadows`` lights, of that circle, only the squares that the circle reaches
  (some part of the square in it) and that are seen from the light's square past walls, closed
  doors and sight-blocking segments, exactly as a token there would see
  (:mod:`ryf_desktop.rules.sight`); its own square is always lit. So the lit shape is round where
  nothing stops the light and follows the walls where they do. A light placed off the map casts
  from the nearest square of the map.
- A light without shadows lights its whole circle, walls or not.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from ryf_desktop.rules.map_features import Light
from ryf_desktop.rules.sight import SightGrid
from ryf_desktop.rules.square_mask import SquareMask


@dataclass(frozen=True, slots=True)
class LitArea:
    """What one light lights: its circle, cut to ``squares`` when it casts shadows."""

    light: Light
    #: The squares a light with shadows reaches; None for a light without (the whole circle).
    squares: SquareMask | None


def lit_areas(lights: Iterable[Light], grid: SightGrid) -> tuple[LitArea, ...]:
    """The area of each light on the map ``grid`` casts sight on (see the module rulings)."""
    return tuple(_lit(light, grid) for light in lights)


def _lit(light: Light, grid: SightGrid) -> LitArea:
    if not light.shadows:
        return LitArea(light, None)
    origin = (min(grid.width - 1, max(0, math.floor(light.x))),
              min(grid.height - 1, max(0, math.floor(light.y))))
    # Sight's radius is counted between centres; a square the circle only grazes counts too.
    seen = grid.seen_mask([origin], math.ceil(light.radius) + 2)
    lit = seen & _reached(light, grid.width, grid.height)
    return LitArea(light, lit.with_squares([origin]))


def _reached(light: Light, width: int, height: int) -> SquareMask:
    """The squares some part of which lies within the light's circle."""
    xs = np.arange(width, dtype=np.float64)
    ys = np.arange(height, dtype=np.float64)
    # How far the point of each square nearest the light is from it, along each axis.
    dx = np.maximum(np.maximum(xs - light.x, 0.0), light.x - (xs + 1))
    dy = np.maximum(np.maximum(ys - light.y, 0.0), light.y - (ys + 1))
    return SquareMask(np.hypot(dx[np.newaxis, :], dy[:, np.newaxis]) <= light.radius)
