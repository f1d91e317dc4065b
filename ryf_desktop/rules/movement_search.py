"""The searches behind :mod:`ryf_desktop.rules.movement`: the part of the map a search may touch
laid out as flat byte arrays (built from the map's square masks with numpy), Dijkstra for every
square within a budget and A* for one route. The rulings are the movement module's."""

from __future__ import annotations

import math
from collections.abc import Set
from dataclasses import dataclass
from heapq import heappop, heappush
from typing import TypeAlias

import numpy as np
import numpy.typing as npt

from ryf_desktop.rules.profile import DiagonalRule
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.rules.thin_walls import ThinWalls, window_cuts

Square: TypeAlias = tuple[int, int]
#: A set of squares as the searches take it: a map's mask, or any set of squares.
SquaresArg: TypeAlias = SquareMask | Set[Square]

SQUARE_M = 1.5
#: Costs compare with this slack so that sums of euclidean diagonals do not miss a budget by an ulp.
TOLERANCE_M = 1e-9

_DIAGONAL_EUCLIDEAN_M = SQUARE_M * math.sqrt(2.0)

# Cell flags of the search window.
_WALL = 1
_ENEMY = 2
_ALLY = 4
_DIFFICULT = 8
_OFF = 16

DIRECTIONS: tuple[Square, ...] = (
    (1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1),
)


def _table(mask: int, value: int) -> bytes:
    """A bytes.translate table mapping a flag byte to ``value`` if it has any bit of ``mask``."""
    return bytes(value if flags & mask else 0 for flags in range(256))


_STOPS_TABLE = _table(_WALL | _ENEMY | _OFF, 1)
_NO_END_TABLE = _table(_WALL | _ENEMY | _OFF | _ALLY, 1)
_DOUBLE_TABLE = _table(_DIFFICULT, 2)


def newly_covered(dx: int, dy: int, size: int) -> list[Square]:
    """Squares (relative to the new top-left) a footprint covers after a step and not before."""
    return [
        (i, j)
        for j in range(size)
        for i in range(size)
        if not (0 <= i + dx < size and 0 <= j + dy < size)
    ]


def diagonal_costs(rule: DiagonalRule) -> tuple[float, float]:
    """Cost of a diagonal when an even / odd number of diagonals came before it this turn."""
    if rule is DiagonalRule.ALTERNATE:
        return (SQUARE_M, 2 * SQUARE_M)
    if rule is DiagonalRule.CHEBYSHEV:
        return (SQUARE_M, SQUARE_M)
    return (_DIAGONAL_EUCLIDEAN_M, _DIAGONAL_EUCLIDEAN_M)


def _window_of(squares: SquaresArg, x0: int, y0: int, x1: int, y1: int
               ) -> npt.NDArray[np.bool_]:
    """The cells of columns ``x0..x1`` and rows ``y0..y1`` that are in ``squares``."""
    if isinstance(squares, SquareMask):
        return squares.window(x0, y0, x1, y1)
    cells = np.zeros((y1 - y0 + 1, x1 - x0 + 1), dtype=np.bool_)
    for x, y in squares:
        if x0 <= x <= x1 and y0 <= y <= y1:
            cells[y - y0, x - x0] = True
    return cells


@dataclass(slots=True)
class Window:
    """Flat arrays over the part of the map a search may touch, with a one-square frame.

    Index ``i`` stands for the cell, and for the creature position whose top-left is that cell.
    """

    x0: int
    y0: int
    cols: int
    stops: bytes  # 1: a creature placed here overlaps a wall, an enemy or the map edge
    no_end: bytes  # 1: a creature may not end here (``stops`` or an ally)
    cells: bytes  # the flags of each cell
    # Per direction: (index offset, costs by parity, doubling and cut, parity flip, corner
    # offsets, cost index bytes indexed by the entered position: 2 where the step doubles, 4
    # where a thin wall cuts it, which picks an infinite cost, so the search loop is the same
    # with thin walls as without).
    moves: tuple[tuple[int, tuple[float, ...], int, int, int, bytes], ...]

    def index(self, square: Square) -> int:
        return (square[1] - self.y0) * self.cols + square[0] - self.x0

    def square(self, index: int) -> Square:
        row, col = divmod(index, self.cols)
        return (col + self.x0, row + self.y0)


def build_window(
    start: Square,
    steps: int | None,
    *,
    width: int,
    height: int,
    size: int,
    rule: DiagonalRule,
    blocked: SquaresArg,
    difficult: SquaresArg,
    enemies: SquaresArg,
    allies: SquaresArg,
    thin_walls: ThinWalls | None = None,
) -> Window:
    sx, sy = start
    # Positions up to `steps` squares away plus one ring, and the cells their footprints cover.
    # Every step costs at least 1.5 m, so no search with that budget reaches further.
    if steps is None:
        x0, x1, y0, y1 = -1, width, -1, height
    else:
        x0 = max(sx - steps - 1, -1)
        x1 = min(sx + steps + size, width)
        y0 = max(sy - steps - 1, -1)
        y1 = min(sy + steps + size, height)
    cols = x1 - x0 + 1
    rows = y1 - y0 + 1
    count = cols * rows
    cells = _flag_cells(start, size, (x0, y0, x1, y1), width, height,
                        (blocked, difficult, enemies, allies))

    stops1 = cells.translate(_STOPS_TABLE)
    no_end1 = cells.translate(_NO_END_TABLE)
    double1 = cells.translate(_DOUBLE_TABLE)
    if size == 1:
        stops, no_end = bytes(stops1), bytes(no_end1)
    else:
        whole = [j * cols + i for j in range(size) for i in range(size)]
        frame = _frame(cols, rows, size)
        stops = _or_shifted(stops1, whole, frame)
        no_end = _or_shifted(no_end1, whole, frame)

    cut_costs = (math.inf,) * 4
    costs_orth = (SQUARE_M, SQUARE_M, 2 * SQUARE_M, 2 * SQUARE_M, *cut_costs)
    diag0, diag1 = diagonal_costs(rule)
    costs_diag = (diag0, diag1, 2 * diag0, 2 * diag1, *cut_costs)
    flip = 1 if rule is DiagonalRule.ALTERNATE else 0
    no_double = bytes(count)
    has_difficult = any(double1)
    single_doubles = bytes(double1)
    offsets = [dy * cols + dx for dx, dy in DIRECTIONS]
    cut: list[int] | None = None
    if thin_walls is not None and thin_walls.blocks_any_movement:
        stops, cut = window_cuts(thin_walls, stops, x0=x0, y0=y0, cols=cols, size=size,
                                 offsets=offsets)
        no_end = bytes(a | b for a, b in zip(no_end, stops, strict=True))
    moves = []
    for direction_index, (dx, dy) in enumerate(DIRECTIONS):
        if not has_difficult:
            doubles = no_double
        elif size == 1:
            doubles = single_doubles
        else:
            newly = [j * cols + i for i, j in newly_covered(dx, dy, size)]
            doubles = _or_shifted(double1, newly, None)
        if cut is not None:
            # 4 added where the step is cut: its cost index then picks an infinite cost.
            value = int.from_bytes(doubles, "little") | (cut[direction_index] << 2)
            doubles = value.to_bytes(count, "little")
        if dx and dy:
            # The two squares swept past outside both the old and the new footprint.
            c1 = (size if dx > 0 else -1) + (0 if dy > 0 else size - 1) * cols
            c2 = (0 if dx > 0 else size - 1) + (size if dy > 0 else -1) * cols
            moves.append((dy * cols + dx, costs_diag, flip, c1, c2, doubles))
        else:
            moves.append((dy * cols + dx, costs_orth, 0, 0, 0, doubles))
    return Window(x0, y0, cols, stops, no_end, cells, tuple(moves))


def _flag_cells(start: Square, size: int, frame: tuple[int, int, int, int], width: int,
                height: int, layers: tuple[SquaresArg, SquaresArg, SquaresArg, SquaresArg]
                ) -> bytes:
    """The flags of each cell of the window ``frame`` (``x0, y0, x1, y1``), row by row: off the
    map, and in which of the blocked, difficult, enemy and ally squares."""
    x0, y0, x1, y1 = frame
    in_x0, in_x1 = max(x0, 0), min(x1, width - 1)
    in_y0, in_y1 = max(y0, 0), min(y1, height - 1)
    grid = np.full((y1 - y0 + 1, x1 - x0 + 1), _OFF, dtype=np.uint8)
    grid[in_y0 - y0:in_y1 - y0 + 1, in_x0 - x0:in_x1 - x0 + 1] = 0
    for squares, flag in zip(layers, (_WALL, _DIFFICULT, _ENEMY, _ALLY), strict=True):
        if squares:
            grid[_window_of(squares, x0, y0, x1, y1)] |= flag
    if layers[2] or layers[3]:
        # Squares under the mover's own start footprint are never enemies or allies to it.
        sx, sy = start
        grid[sy - y0:sy - y0 + size, sx - x0:sx - x0 + size] &= ~(_ENEMY | _ALLY) & 0xFF
    return grid.tobytes()


def _or_shifted(values: bytes | bytearray, offsets: list[int], frame: bytes | None) -> bytes:
    """``out[i] = OR of values[i + o]`` over ``offsets``, done on big ints to stay in C."""
    whole = int.from_bytes(values, "little")
    acc = 0
    for offset in offsets:
        acc |= whole >> (8 * offset)
    if frame is not None:
        acc |= int.from_bytes(frame, "little")
    return acc.to_bytes(len(values), "little")


def _frame(cols: int, rows: int, size: int) -> bytes:
    """1 at positions whose footprint would run past the window's right or bottom side."""
    out = np.zeros((rows, cols), dtype=np.uint8)
    out[:, max(cols - size + 1, 0):] = 1
    out[max(rows - size + 1, 0):, :] = 1
    return out.tobytes()


# --------------------------------------------------------------------------- searches


def explore(window: Window, start: int, parity: int, limit: float) -> list[float]:
    """Dijkstra over (position, diagonal parity) states; returns the cost of every state."""
    stops = window.stops
    cells = window.cells
    moves = window.moves
    dist = [math.inf] * (2 * len(stops))
    first = (start << 1) | parity
    dist[first] = 0.0
    heap: list[tuple[float, int]] = [(0.0, first)]
    while heap:
        d, state = heappop(heap)
        if d > dist[state]:
            continue
        pos = state >> 1
        par = state & 1
        for offset, costs, flip, c1, c2, doubles in moves:
            target = pos + offset
            if stops[target]:
                continue
            if c1 and (cells[pos + c1] & _WALL or cells[pos + c2] & _WALL):
                continue
            nd = d + costs[par | doubles[target]]
            if nd > limit:
                continue
            next_state = (target << 1) | (par ^ flip)
            if nd < dist[next_state]:
                dist[next_state] = nd
                heappush(heap, (nd, next_state))
    return dist


def route(
    window: Window, start: int, parity: int, goal: int, limit: float
) -> tuple[list[int], float] | None:
    """A* from start to goal within ``limit`` metres; the cheapest route as window indices, and its
    cost."""
    stops = window.stops
    cells = window.cells
    moves = window.moves
    cols = window.cols
    goal_row, goal_col = divmod(goal, cols)
    dist = [math.inf] * (2 * len(stops))
    parent = [-1] * (2 * len(stops))
    first = (start << 1) | parity
    dist[first] = 0.0
    # (estimate, cost so far, state); 1.5 m per square of Chebyshev distance never overestimates.
    heap: list[tuple[float, float, int]] = [(0.0, 0.0, first)]
    best = math.inf
    while heap:
        estimate, d, state = heappop(heap)
        if estimate > best + TOLERANCE_M:
            break
        if d > dist[state]:
            continue
        pos = state >> 1
        if pos == goal:
            best = min(best, d)
            continue
        par = state & 1
        for offset, costs, flip, c1, c2, doubles in moves:
            target = pos + offset
            if stops[target]:
                continue
            if c1 and (cells[pos + c1] & _WALL or cells[pos + c2] & _WALL):
                continue
            nd = d + costs[par | doubles[target]]
            if nd > limit:
                continue
            next_state = (target << 1) | (par ^ flip)
            if nd < dist[next_state]:
                dist[next_state] = nd
                parent[next_state] = state
                row, col = divmod(target, cols)
                heuristic = SQUARE_M * max(abs(row - goal_row), abs(col - goal_col))
                heappush(heap, (nd + heuristic, nd, next_state))
    if best == math.inf:
        return None
    # Prefer an even diagonal count on a tie: the next diagonal of the turn is then the cheap one.
    even, odd = dist[goal << 1], dist[(goal << 1) | 1]
    state = goal << 1 if even <= odd + TOLERANCE_M else (goal << 1) | 1
    cost = dist[state]
    indices = []
    while state != -1:
        indices.append(state >> 1)
        state = parent[state]
    indices.reverse()
    return indices, cost
