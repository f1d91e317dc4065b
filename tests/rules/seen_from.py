"""What one square, or one token's squares, see on a grid: the tests' shorthand for a
:class:`~ryf_desktop.rules.sight.SightGrid` made for one question (the program keeps its grid and
asks it many)."""

from __future__ import annotations

from collections.abc import Sequence, Set

from ryf_desktop.rules.map_features import Segment
from ryf_desktop.rules.movement import footprint
from ryf_desktop.rules.sight import SightGrid, Square
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.rules.thin_walls import ThinWalls


def visible_from(
    origin: Square,
    *,
    width: int,
    height: int,
    opaque: SquareMask | Set[Square],
    radius: int | None = None,
    segments: ThinWalls | Sequence[Segment] | None = None,
) -> set[Square]:
    """The squares seen from ``origin`` on a ``width``×``height`` grid."""
    return set(SightGrid(width, height, opaque, segments).seen_mask([origin], radius))


def visible_from_footprint(
    top_left: Square,
    size: int,
    *,
    width: int,
    height: int,
    opaque: SquareMask | Set[Square],
    radius: int | None = None,
) -> set[Square]:
    """The squares seen by a token of ``size`` at ``top_left``: what any of its squares sees."""
    return set(SightGrid(width, height, opaque).seen_mask(footprint(top_left, size), radius))
