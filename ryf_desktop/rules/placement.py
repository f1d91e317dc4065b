"""Where a new token goes on a map: the one placement rule of the program.

Rulings:

- A token may not stand on a wall, a closed door, off the map or on another token.
- "Next to its side": the sides are the characters (PCs and NPCs, owners ``("c", id)``) and the
  creatures (``("m", id)``). The search walks outwards square by square from the side's tokens
  — its fighters' on the map, else every token of that kind on the map, else the map's centre —
  walls and closed doors stopping it, and takes the first free square met (the nearest the
  tokens' centre among those as near): next to the side, on its side of a wall. Only when that
  part of the map is full does it take the free square nearest that centre anywhere.
- Without a side (a creature put on the map from the catalog), the first free square row by row
  from the top left, or the free square nearest the centre of the part of the map the GM sees.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Set
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ryf_desktop.rules.movement import footprint
from ryf_desktop.rules.square_mask import SquareMask

Square = tuple[int, int]
#: A token's owner: ("c", character id) or ("m", creature id).
Owner = tuple[str, int]
#: A part of the map in squares: x, y, width, height.
ViewRect = tuple[float, float, float, float]

_NEIGHBOURS = tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0))


@dataclass
class Ground:
    """One map as the placement sees it: its size, the squares nothing may stand on (walls,
    closed doors) and the squares tokens cover, kept up to date as tokens are placed."""

    width: int
    height: int
    blocked: SquareMask | Set[Square]
    taken: set[Square] = field(default_factory=set)
    #: Where each owner's token stands (its top-left square) and its size.
    placed: dict[Owner, tuple[Square, int]] = field(default_factory=dict)

    def stand(self, owner: Owner, square: Square, size: int) -> None:
        self.placed.setdefault(owner, (square, size))
        self.taken.update(footprint(square, size))

    def walkable(self, square: Square) -> bool:
        x, y = square
        return 0 <= x < self.width and 0 <= y < self.height and square not in self.blocked

    def fits(self, square: Square, size: int) -> bool:
        """Whether a token of ``size`` may stand with ``square`` as its top-left square."""
        return all(
            self.walkable(part) and part not in self.taken for part in footprint(square, size)
        )

    def centre_of(self, owners: Iterable[Owner]) -> tuple[float, float] | None:
        """The centre of the tokens of ``owners`` on this map (in squares), None if none."""
        centres = [
            (square[0] + (size - 1) / 2, square[1] + (size - 1) / 2)
            for square, size in (self.placed[owner] for owner in owners if owner in self.placed)
        ]
        if not centres:
            return None
        return (sum(x for x, _ in centres) / len(centres),
                sum(y for _, y in centres) / len(centres))

    def free_square_near(self, centre: tuple[float, float], size: int = 1,
                         around: Iterable[Square] = ()) -> Square | None:
        """A free square for a token of ``size``: the fewest steps from the squares ``around``
        (a side's tokens; else from the square nearest ``centre``) without crossing a wall or a
        closed door, the nearest ``centre`` among those as near; else the free square nearest
        ``centre`` anywhere; None when the map is full."""
        starts = [square for square in around if self.walkable(square)]
        if not starts:
            start = self._walkable_near(centre)
            if start is None:
                return None
            starts = [start]
        found = self._flood_from(starts, centre, size)
        if found is not None:
            return found
        return next((square for square in self._spiral(centre) if self.fits(square, size)), None)

    def first_free(self, size: int = 1, view: ViewRect | None = None) -> Square | None:
        """The first square, row by row from the top left, where a token of ``size`` fits;
        with ``view``, the free square nearest its centre, inside it when one is free there;
        None when none is free."""
        width, height = self.width, self.height
        if size < 1 or size > width or size > height:
            return None
        free = ~self._blocked_cells()
        # Where a token's top-left corner may go: every square of its footprint is free.
        fits = free[: height - size + 1, : width - size + 1].copy()
        for dy in range(size):
            for dx in range(size):
                fits &= free[dy: dy + height - size + 1, dx: dx + width - size + 1]
        found = np.flatnonzero(fits)
        if not len(found):
            return None
        if view is not None:
            return _nearest_in_view(np.argwhere(fits), size, view)
        y, x = divmod(int(found[0]), width - size + 1)
        return (x, y)

    def _blocked_cells(self) -> np.ndarray[Any, Any]:
        """Walls, closed doors and tokens as one array indexed [y, x]."""
        if isinstance(self.blocked, SquareMask):
            cells = np.array(self.blocked.cells)
        else:
            cells = np.zeros((self.height, self.width), dtype=bool)
            for x, y in self.blocked:
                if 0 <= x < self.width and 0 <= y < self.height:
                    cells[y, x] = True
        for x, y in self.taken:
            if 0 <= x < self.width and 0 <= y < self.height:
                cells[y, x] = True
        return cells

    def _walkable_near(self, centre: tuple[float, float]) -> Square | None:
        return next((square for square in self._spiral(centre) if self.walkable(square)), None)

    def _spiral(self, centre: tuple[float, float]) -> Iterator[Square]:
        """Every square of the map, ring by ring around ``centre``, the nearest first in each."""
        cx = min(self.width - 1, max(0, math.floor(centre[0] + 0.5)))
        cy = min(self.height - 1, max(0, math.floor(centre[1] + 0.5)))
        for radius in range(max(self.width, self.height)):
            ring = [
                (x, y)
                for y in range(max(0, cy - radius), min(self.height, cy + radius + 1))
                for x in range(max(0, cx - radius), min(self.width, cx + radius + 1))
                if max(abs(x - cx), abs(y - cy)) == radius
            ]
            yield from sorted(ring, key=lambda square: _distance(square, centre))

    def _flood_from(self, starts: list[Square], centre: tuple[float, float], size: int
                    ) -> Square | None:
        """Walk outwards from ``starts`` a step at a time (walls and closed doors stop the walk,
        tokens do not); the first free square met, the nearest ``centre`` among a step's."""
        seen = set(starts)
        layer = list(seen)
        while layer:
            for square in sorted(layer, key=lambda square: _distance(square, centre)):
                if self.fits(square, size):
                    return square
            following: list[Square] = []
            for x, y in layer:
                for dx, dy in _NEIGHBOURS:
                    step = (x + dx, y + dy)
                    if step not in seen and self.walkable(step):
                        seen.add(step)
                        following.append(step)
            layer = following
        return None


def _distance(square: Square, centre: tuple[float, float]) -> tuple[float, int, int]:
    # (Ties by row, then column: the same map always gives the same square.)
    return (math.hypot(square[0] - centre[0], square[1] - centre[1]), square[1], square[0])


def _nearest_in_view(corners: np.ndarray[Any, Any], size: int, view: ViewRect) -> Square:
    """Of the free top-left ``corners`` (row, column), the one whose token's centre is nearest
    the centre of ``view``, among those wholly inside it when there are any."""
    left, top, wide, tall = view
    rows, columns = corners[:, 0], corners[:, 1]
    inside = ((columns >= left - 1e-6) & (columns + size <= left + wide + 1e-6)
              & (rows >= top - 1e-6) & (rows + size <= top + tall + 1e-6))
    if inside.any():
        corners, rows, columns = corners[inside], rows[inside], columns[inside]
    distance = ((columns + size / 2 - (left + wide / 2)) ** 2
                + (rows + size / 2 - (top + tall / 2)) ** 2)
    row, column = corners[int(np.argmin(distance))]
    return (int(column), int(row))


def free_square_for_side(ground: Ground, fighters: Iterable[Owner], monster_side: bool
                         ) -> Square | None:
    """Where a new token of a side goes: next to the side's fighters on the map, else next to
    every token of that kind there, else at the map's centre (see :meth:`Ground.free_square_near`,
    the centre of those tokens breaking ties)."""
    kind = "m" if monster_side else "c"
    side = [owner for owner in fighters if owner[0] == kind and owner in ground.placed]
    if not side:
        side = [owner for owner in ground.placed if owner[0] == kind]
    centre = ground.centre_of(side) or ((ground.width - 1) / 2, (ground.height - 1) / 2)
    around = [part for owner in side for part in footprint(*ground.placed[owner])]
    return ground.free_square_near(centre, 1, around)
