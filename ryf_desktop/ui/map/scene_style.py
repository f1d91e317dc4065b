"""How the battlemap's scene looks: the stacking of its layers (z values), its colours and the
GM's terrain colours by layer, apart from the scene that uses them."""

from __future__ import annotations

from types import MappingProxyType

from PySide6.QtGui import QColor

# The map's picture and the grid lines (one item, see GridItem).
BACKGROUND_Z = 0.0
TERRAIN_Z = 3.0
DIFFICULT_Z = 3.5
DOORS_Z = 4.0
# Thin walls and doors on lines, over the square doors.
SEGMENTS_Z = 4.5
# Over the terrain layer (which holds the GM's fog tint), under the tokens.
REACH_Z = 6.0
PREVIEW_Z = 7.0
# The players' fog covers everything of the map but the tokens: the players' scene shows no
# token under it, and the name of one they see is read whole over the fog beside it.
FOG_Z = 19.0
# The table screen's veil outside the lights covers the tokens (and the fog); the GM's rings
# lie with the walls.
DARKNESS_Z = 25.0
LIGHTS_Z = 5.0
ROUTE_Z = 40.0
RULER_Z = 41.0
MARKS_Z = 45.0

WALL_COLOUR = QColor(28, 28, 36, 185)
DIFFICULT_COLOUR = QColor(196, 140, 30, 95)
# The stripes over difficult terrain (the tint alone vanished on a wooden floor).
DIFFICULT_STRIPES = QColor(255, 196, 40, 230)
GM_FOG_COLOUR = QColor(30, 40, 95, 115)
PLAYERS_FOG_COLOUR = QColor(12, 12, 14)
# The reach tiers: fills strong enough to show on a wooden floor or under the fog tint, each
# tier's area outlined in a bright line of its hue over a dark edge, and "both" hatched, so the
# three never read as one on a floor of their own colour.
REACH_COLOURS = MappingProxyType({
    "minor": QColor(30, 190, 80, 125),
    "major": QColor(250, 220, 20, 125),
    "both": QColor(225, 60, 40, 120),
})
REACH_LINES = MappingProxyType({
    "minor": QColor(70, 235, 120),
    "major": QColor(255, 240, 60),
    "both": QColor(255, 95, 70),
})
REACH_HATCHED = ("both",)
PAINT_PREVIEW = QColor(0, 170, 220, 120)
ERASE_PREVIEW = QColor(220, 40, 40, 110)
# Below this many device pixels a square, tokens are dots in one picture (see set_detail_px).
OVERVIEW_MAX_PX = 16.0
# Token pixmaps (see set_detail_px): from 16 to 256 pixels a square, in a cache big enough for a
# screenful of tokens at any zoom.
CACHE_MIN_PX = 16
CACHE_MAX_PX = 256
PIXMAP_CACHE_KB = 96 * 1024
# The scene reaches this many squares past the map's edges, so the map can be panned to a side.
SCENE_MARGIN_SQUARES = 3


def _over(top: QColor, bottom: QColor) -> QColor:
    """``top`` painted over ``bottom`` (both translucent)."""
    top_a, bottom_a = top.alphaF(), bottom.alphaF()
    alpha = top_a + bottom_a * (1 - top_a)  # (never 0: the fog is not clear)

    def channel(a: float, b: float) -> float:
        return (a * top_a + b * bottom_a * (1 - top_a)) / alpha

    return QColor.fromRgbF(channel(top.redF(), bottom.redF()),
                           channel(top.greenF(), bottom.greenF()),
                           channel(top.blueF(), bottom.blueF()), alpha)


def terrain_table() -> list[int]:
    """The GM's terrain colours (``rgba()``) by flags: fog 1, difficult terrain 2, wall 4; fog
    is painted over the wall or difficult terrain under it."""
    fogged_wall = _over(GM_FOG_COLOUR, WALL_COLOUR).rgba()
    fogged_difficult = _over(GM_FOG_COLOUR, DIFFICULT_COLOUR).rgba()
    wall = WALL_COLOUR.rgba()
    return [0, GM_FOG_COLOUR.rgba(), DIFFICULT_COLOUR.rgba(), fogged_difficult,
            wall, fogged_wall, wall, fogged_wall]
