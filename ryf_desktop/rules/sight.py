"""What a token sees on the battlemap: symmetric shadowcasting on the square grid (RULES.md §7,
issue #6 §7 "Reveal from sight").

The algorithm is Albert Ford's *symmetric shadowcasting*: the view is scanned in four quadrants,
row by row away from the origin, keeping the slopes of the light that still passes between the
opaque squares. Its properties are the ones a table wants:

- symmetric: a floor square B is seen from a floor square A exactly when A is seen from B, so a
  player can never be spotted by a monster it could not see;
- opaque squares (walls, closed doors) are themselves seen (the party sees the wall), nothing
  behind them is;
- no blind corners: a square is seen when the centre-to-centre line reaches it between the
  opaque squares, expanding pillars' shadows as little as the grid allows.

Rulings on what the texts leave open:

- The origin square always sees itself, even when it is opaque (the GM may place a token
  anywhere); its neighbours are checked normally.
- Everything outside the grid is opaque and is never part of the result.
- ``radius`` (in squares) limits sight to squares whose centre lies within that euclidean
  distance of the origin's centre; ``None`` = unlimited (the default: lighting is the GM's call).
- A token of ``size`` n sees what any square of its n×n footprint sees.

Pure Python on integers only (slopes are kept as exact fractions ``numerator/denominator`` and
compared by cross-multiplying); the grid is one ``bytearray`` with a border, so one token's view on
a 100×100 map takes a fraction of a millisecond with walls about.
"""

from __future__ import annotations

from collections.abc import Iterable, Set
from typing import TypeAlias

Square: TypeAlias = tuple[int, int]

# Cell values of the padded grid.
_FLOOR = 0
_WALL = 1
_OFF = 2


class SightGrid:
    """A map's opaque squares laid out for casting; build it once to cast from many origins."""

    __slots__ = ("_cells", "height", "stride", "width")

    def __init__(self, width: int, height: int, opaque: Iterable[Square]) -> None:
        if width < 1 or height < 1:
            raise ValueError(f"a map needs at least one square, not {width}×{height}")
        self.width = width
        self.height = height
        # One cell of border all round, so that the square next to the map is opaque without a
        # bounds check in the scan.
        self.stride = stride = width + 2
        cells = bytearray([_OFF]) * (stride * (height + 2))
        inner = bytes(width)
        for row in range(1, height + 1):
            start = row * stride + 1
            cells[start : start + width] = inner
        for x, y in opaque:
            if 0 <= x < width and 0 <= y < height:
                cells[(y + 1) * stride + x + 1] = _WALL
        self._cells = cells

    def visible(self, origins: Iterable[Square], radius: int | None = None) -> set[Square]:
        """Every square seen from any of ``origins`` (origins off the grid see nothing)."""
        if radius is not None and radius < 0:
            raise ValueError(f"a sight radius cannot be negative ({radius})")
        seen = bytearray(len(self._cells))
        for x, y in origins:
            if 0 <= x < self.width and 0 <= y < self.height:
                self._cast(x, y, seen, radius)
        stride = self.stride
        result: set[Square] = set()
        add = result.add
        index = seen.find(1)
        while index >= 0:
            row, column = divmod(index, stride)
            add((column - 1, row - 1))
            index = seen.find(1, index + 1)
        return result

    def _cast(self, ox: int, oy: int, seen: bytearray, radius: int | None) -> None:
        cells = self._cells
        stride = self.stride
        origin = (oy + 1) * stride + ox + 1
        seen[origin] = 1
        limit = -1 if radius is None else radius
        limit_sq = limit * limit
        # Each quadrant: (grid step per row of depth, grid step per column, lowest column on the
        # map, highest column on the map). Columns off the map are clamped to the border cell
        # next to it, which scans the same as the whole run of off-map cells would.
        quadrants = (
            (-stride, 1, -ox, self.width - 1 - ox),  # up
            (stride, 1, -ox, self.width - 1 - ox),  # down
            (1, stride, -oy, self.height - 1 - oy),  # right
            (-1, stride, -oy, self.height - 1 - oy),  # left
        )
        for depth_step, column_step, low, high in quadrants:
            low -= 1
            high += 1
            # Rows to scan: (depth, start slope n/d, end slope n/d), denominators > 0. The first
            # one starts from the origin's row, where only the origin is lit.
            start_n, start_d = _sealed_start(
                cells, origin, origin + depth_step, column_step, 0, 0, -1, 1
            )
            end_n, end_d = _sealed_end(cells, origin, origin + depth_step, column_step, 0, 1, 1, 1)
            rows: list[tuple[int, int, int, int, int]] = [(1, start_n, start_d, end_n, end_d)]
            pop = rows.pop
            push = rows.append
            while rows:
                depth, start_n, start_d, end_n, end_d = pop()
                if (limit >= 0 and depth > limit) or start_n * end_d > end_n * start_d:
                    continue
                # Columns from round-ties-up(depth·start) to round-ties-down(depth·end).
                first = (2 * depth * start_n + start_d) // (2 * start_d)
                last = -((end_d - 2 * depth * end_n) // (2 * end_d))
                first = max(first, low)
                last = min(last, high)
                base = origin + depth * depth_step
                beyond = base + depth_step
                depth_sq = depth * depth
                # The start slope of the rows pushed from this one: it differs from the row's
                # own ``start`` only where a diagonal gap was sealed (see _sealed_start).
                push_n, push_d = start_n, start_d
                if first > low and cells[base + first * column_step] == _FLOOR:
                    push_n, push_d = _sealed_start(
                        cells, base, beyond, column_step, depth, first, push_n, push_d
                    )
                previous = -1
                for column in range(first, last + 1):
                    index = base + column * column_step
                    cell = cells[index]
                    if cell == _FLOOR:
                        # A floor square is seen only when its centre lies inside the light
                        # (this is what makes the view symmetric).
                        if (
                            column * start_d >= depth * start_n
                            and column * end_d <= depth * end_n
                            and (limit < 0 or column * column + depth_sq <= limit_sq)
                        ):
                            seen[index] = 1
                        if previous > _FLOOR:
                            start_n = push_n = 2 * column - 1
                            start_d = push_d = 2 * depth
                            push_n, push_d = _sealed_start(
                                cells, base, beyond, column_step, depth, column, push_n, push_d
                            )
                    else:
                        if cell == _WALL and (limit < 0 or column * column + depth_sq <= limit_sq):
                            seen[index] = 1
                        if previous == _FLOOR:
                            edge_n, edge_d = _sealed_end(
                                cells, base, beyond, column_step, depth, column,
                                2 * column - 1, 2 * depth,
                            )
                            push((depth + 1, push_n, push_d, edge_n, edge_d))
                    previous = cell
                if previous == _FLOOR:
                    edge_n, edge_d = end_n, end_d
                    if last < high:
                        edge_n, edge_d = _sealed_end(
                            cells, base, beyond, column_step, depth, last + 1, edge_n, edge_d
                        )
                    push((depth + 1, push_n, push_d, edge_n, edge_d))


# Sealed diagonals. Two opaque squares that touch only at a corner leave a gap of a single point
# between them, and plain shadowcasting (which measures a square's edges on its row's centre line)
# lets a sliver of light through it. A diagonal wall drawn square by square must block sight as
# it blocks movement (a step may not cut a wall's corner), so where the last opaque square of a
# row, at ``column``, touches diagonally an opaque square of the next row, the light of the rows
# beyond is narrowed to the far square's edge; every ray in the cut-off sliver meets one of the two.


def _sealed_end(
    cells: bytearray, base: int, beyond: int, column_step: int, depth: int, column: int,
    end_n: int, end_d: int,
) -> tuple[int, int]:
    """The end slope of the next row when the light of this row stops before the opaque square
    at ``column``: narrowed to the right edge of an opaque square at ``column - 1`` beyond."""
    edge_n = 2 * column - 1
    if (
        edge_n > 0
        and cells[base + column * column_step] != _FLOOR
        and cells[beyond + (column - 1) * column_step] != _FLOOR
        and edge_n * end_d < end_n * (2 * depth + 2)
    ):
        return edge_n, 2 * depth + 2
    return end_n, end_d


def _sealed_start(
    cells: bytearray, base: int, beyond: int, column_step: int, depth: int, column: int,
    start_n: int, start_d: int,
) -> tuple[int, int]:
    """The start slope of the next rows when the light of this row starts after the opaque
    square at ``column - 1``: narrowed to the left edge of an opaque square at ``column`` beyond."""
    edge_n = 2 * column - 1
    if (
        edge_n < 0
        and cells[base + (column - 1) * column_step] != _FLOOR
        and cells[beyond + column * column_step] != _FLOOR
        and edge_n * start_d > start_n * (2 * depth + 2)
    ):
        return edge_n, 2 * depth + 2
    return start_n, start_d


def visible_from(
    origin: Square,
    *,
    width: int,
    height: int,
    opaque: Set[Square],
    radius: int | None = None,
) -> set[Square]:
    """The squares seen from ``origin`` on a ``width``×``height`` grid (see the module rulings)."""
    return SightGrid(width, height, opaque).visible([origin], radius)


def footprint(top_left: Square, size: int) -> list[Square]:
    """The squares covered by a token of ``size``×``size`` placed by its top-left square."""
    if size < 1:
        raise ValueError(f"a token covers at least one square, not size {size}")
    x, y = top_left
    return [(x + dx, y + dy) for dy in range(size) for dx in range(size)]


def visible_from_footprint(
    top_left: Square,
    size: int,
    *,
    width: int,
    height: int,
    opaque: Set[Square],
    radius: int | None = None,
) -> set[Square]:
    """The squares seen by a token of ``size`` at ``top_left``: what any of its squares sees."""
    return SightGrid(width, height, opaque).visible(footprint(top_left, size), radius)
