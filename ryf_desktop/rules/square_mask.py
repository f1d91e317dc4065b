"""A set of squares of one map: walls, difficult terrain, fog, doors, what tokens see, where a
token may go. One type for all of them, a 2-D numpy boolean array indexed ``[y, x]`` with the
map's height and width, so that unions, differences and painting are whole-array operations.

A mask is immutable (its array is read-only) and compares by value: two masks are equal when
they have the same size and the same squares. Squares are ``(x, y)`` pairs, x to the right and y
downwards, as :mod:`ryf_desktop.rules.movement` counts them; a square off the map is never in a
mask, and :meth:`SquareMask.from_squares` leaves such squares out.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TypeAlias

import numpy as np
import numpy.typing as npt

Square: TypeAlias = tuple[int, int]
Cells: TypeAlias = npt.NDArray[np.bool_]


class SquareMask:
    """The squares of a ``width``×``height`` map that are in the set."""

    __slots__ = ("_cells", "_hash")

    def __init__(self, cells: npt.ArrayLike) -> None:
        array = np.array(cells, dtype=np.bool_, copy=True)
        if array.ndim != 2:
            raise ValueError(f"a square mask is a 2-D array (rows of squares), not {array.ndim}-D")
        array.flags.writeable = False
        self._cells: Cells = array
        self._hash: int | None = None

    # ------------------------------------------------------------------ making one

    @classmethod
    def _wrap(cls, cells: Cells) -> SquareMask:
        """A mask around ``cells``, a fresh boolean array nothing else holds (no copy made)."""
        mask = cls.__new__(cls)
        cells.flags.writeable = False
        mask._cells = cells
        mask._hash = None
        return mask

    @classmethod
    def empty(cls, width: int, height: int) -> SquareMask:
        _check_size(width, height)
        return cls._wrap(np.zeros((height, width), dtype=np.bool_))

    @classmethod
    def full(cls, width: int, height: int) -> SquareMask:
        _check_size(width, height)
        return cls._wrap(np.ones((height, width), dtype=np.bool_))

    @classmethod
    def from_squares(cls, width: int, height: int, squares: Iterable[Square]) -> SquareMask:
        """The squares of ``squares`` that lie on the map (the others are left out)."""
        _check_size(width, height)
        cells = np.zeros((height, width), dtype=np.bool_)
        pairs = np.array(list(squares), dtype=np.int64).reshape(-1, 2)
        if len(pairs):
            xs, ys = pairs[:, 0], pairs[:, 1]
            inside = (xs >= 0) & (xs < width) & (ys >= 0) & (ys < height)
            cells[ys[inside], xs[inside]] = True
        return cls._wrap(cells)

    @classmethod
    def rect(cls, width: int, height: int, a: Square, b: Square) -> SquareMask:
        """Every square of the rectangle with corners ``a`` and ``b`` (both included), clipped."""
        _check_size(width, height)
        x0, x1 = sorted((a[0], b[0]))
        y0, y1 = sorted((a[1], b[1]))
        cells = np.zeros((height, width), dtype=np.bool_)
        cells[max(y0, 0):max(y1 + 1, 0), max(x0, 0):max(x1 + 1, 0)] = True
        return cls._wrap(cells)

    # ------------------------------------------------------------------ reading

    @property
    def width(self) -> int:
        return int(self._cells.shape[1])

    @property
    def height(self) -> int:
        return int(self._cells.shape[0])

    @property
    def size(self) -> tuple[int, int]:
        """``(width, height)``."""
        return self.width, self.height

    @property
    def cells(self) -> Cells:
        """The read-only boolean array, indexed ``[y, x]``."""
        return self._cells

    def count(self) -> int:
        return int(np.count_nonzero(self._cells))

    def __len__(self) -> int:
        return self.count()

    def __bool__(self) -> bool:
        return bool(self._cells.any())

    def __contains__(self, square: object) -> bool:
        if not (isinstance(square, tuple) and len(square) == 2):
            return False
        x, y = square
        if not (isinstance(x, int) and isinstance(y, int)):
            return False
        height, width = self._cells.shape
        return 0 <= x < width and 0 <= y < height and bool(self._cells[y, x])

    def __iter__(self) -> Iterator[Square]:
        """The squares, row by row from the top, left to right in a row."""
        ys, xs = np.nonzero(self._cells)
        return zip(xs.tolist(), ys.tolist(), strict=True)

    def squares(self) -> frozenset[Square]:
        return frozenset(self)

    def rows(self) -> list[tuple[int, int, int]]:
        """The squares as row runs ``(y, x_first, x_last)``, top to bottom and left to right,
        runs never touching: what the file stores and what a layer fills as rectangles."""
        height, width = self._cells.shape
        if not height or not width:
            return []
        padded = np.zeros((height, width + 2), dtype=np.int8)
        padded[:, 1:-1] = self._cells
        steps = np.diff(padded, axis=1)
        start_y, start_x = np.nonzero(steps == 1)
        _, end_x = np.nonzero(steps == -1)
        return list(zip(start_y.tolist(), start_x.tolist(), (end_x - 1).tolist(), strict=True))

    def bounds(self) -> tuple[int, int, int, int] | None:
        """``(x_first, y_first, x_last, y_last)`` of the squares, or None when there are none."""
        rows = np.flatnonzero(self._cells.any(axis=1))
        if not len(rows):
            return None
        columns = np.flatnonzero(self._cells.any(axis=0))
        return int(columns[0]), int(rows[0]), int(columns[-1]), int(rows[-1])

    # ------------------------------------------------------------------ comparing

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SquareMask):
            return NotImplemented
        return self._cells.shape == other._cells.shape and bool(
            np.array_equal(self._cells, other._cells)
        )

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash((self._cells.shape, np.packbits(self._cells).tobytes()))
        return self._hash

    def __repr__(self) -> str:
        shown = ", ".join(map(str, list(self)[:8]))
        more = ", …" if self.count() > 8 else ""
        return f"SquareMask({self.width}×{self.height}: {{{shown}{more}}})"

    # ------------------------------------------------------------------ combining

    def _other(self, other: SquareMask) -> Cells:
        if other._cells.shape != self._cells.shape:
            raise ValueError(
                f"masks of different maps: {self.width}×{self.height} and "
                f"{other.width}×{other.height}"
            )
        return other._cells

    def __or__(self, other: SquareMask) -> SquareMask:
        return SquareMask._wrap(self._cells | self._other(other))

    def __and__(self, other: SquareMask) -> SquareMask:
        return SquareMask._wrap(self._cells & self._other(other))

    def __sub__(self, other: SquareMask) -> SquareMask:
        return SquareMask._wrap(self._cells & ~self._other(other))

    def __xor__(self, other: SquareMask) -> SquareMask:
        return SquareMask._wrap(self._cells ^ self._other(other))

    def __invert__(self) -> SquareMask:
        return SquareMask._wrap(~self._cells)

    def with_squares(self, squares: Iterable[Square], value: bool = True) -> SquareMask:
        """This mask with ``squares`` (those on the map) added, or taken away if not ``value``."""
        return self.painted(SquareMask.from_squares(self.width, self.height, squares), value)

    def painted(self, brush: SquareMask, value: bool = True) -> SquareMask:
        """This mask with the squares of ``brush`` added (``value``) or taken away."""
        return self | brush if value else self - brush

    def resized(self, width: int, height: int) -> SquareMask:
        """The mask on a map resized to ``width``×``height``: squares past the new edges are cut
        off, new squares are not in the set."""
        _check_size(width, height)
        cells = np.zeros((height, width), dtype=np.bool_)
        keep_h, keep_w = min(height, self.height), min(width, self.width)
        cells[:keep_h, :keep_w] = self._cells[:keep_h, :keep_w]
        return SquareMask._wrap(cells)

    def window(self, x0: int, y0: int, x1: int, y1: int) -> Cells:
        """The cells of columns ``x0..x1`` and rows ``y0..y1`` (both included), False off the
        map: a search or a cast lays its grid out from this."""
        cells = np.zeros((y1 - y0 + 1, x1 - x0 + 1), dtype=np.bool_)
        in_x0, in_y0 = max(x0, 0), max(y0, 0)
        in_x1, in_y1 = min(x1, self.width - 1), min(y1, self.height - 1)
        if in_x0 <= in_x1 and in_y0 <= in_y1:
            cells[in_y0 - y0:in_y1 - y0 + 1, in_x0 - x0:in_x1 - x0 + 1] = (
                self._cells[in_y0:in_y1 + 1, in_x0:in_x1 + 1]
            )
        return cells


def as_mask(squares: SquareMask | Iterable[Square], width: int, height: int) -> SquareMask:
    """``squares`` as a mask of a ``width``×``height`` map (a mask of that size as it is)."""
    if isinstance(squares, SquareMask):
        if squares.size != (width, height):
            return squares.resized(width, height)
        return squares
    return SquareMask.from_squares(width, height, squares)


def _check_size(width: int, height: int) -> None:
    if width < 0 or height < 0:
        raise ValueError(f"a map cannot be {width}×{height} squares")
