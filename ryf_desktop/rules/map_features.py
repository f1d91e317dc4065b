"""What a map holds besides its squares: thin walls and doors on lines, and lights.

Coordinates are in squares (grid units): the corner between squares lies on whole numbers, the
centre of square (x, y) at (x + 0.5, y + 0.5). A map maker's wall on a grid line is a segment
with whole-number ends; a cave wall may run anywhere. These are plain values: storage packs them,
the rules ask them whether a step or a line of sight crosses them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ryf_desktop.rules.square_mask import SquareMask


def blocked_squares(walls: SquareMask, doors: SquareMask, open_doors: SquareMask) -> SquareMask:
    """The squares that stop movement and sight: the walls and the doors not standing open
    (the one place this rule is written)."""
    return walls | (doors - open_doors)


class SegmentKind(StrEnum):
    """What a thin segment stops."""

    #: A wall: blocks movement and sight.
    WALL = "wall"
    #: The outline of an object (a pillar, furniture): blocks sight only.
    OBJECT = "object"
    #: A door: a wall while closed, nothing while open.
    DOOR = "door"


@dataclass(frozen=True, slots=True)
class Segment:
    """A thin wall, object outline or door from (x1, y1) to (x2, y2), in squares."""

    x1: float
    y1: float
    x2: float
    y2: float
    kind: SegmentKind = SegmentKind.WALL
    #: For doors: whether it is shut (ignored for walls and objects).
    closed: bool = True

    @property
    def blocks_movement(self) -> bool:
        if self.kind is SegmentKind.DOOR:
            return self.closed
        return self.kind is SegmentKind.WALL

    @property
    def blocks_sight(self) -> bool:
        if self.kind is SegmentKind.DOOR:
            return self.closed
        return True


@dataclass(frozen=True, slots=True)
class Light:
    """A light at (x, y) squares, lighting ``radius`` squares around it."""

    x: float
    y: float
    radius: float
    #: "RRGGBB" (the map maker's alpha byte dropped).
    color: str = "ffffff"
    intensity: float = 1.0
    shadows: bool = True
