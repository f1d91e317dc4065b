"""Grid movement on the battlemap (RULES.md §7): step costs, reachable squares, routes, drop checks.

Squares are ``(x, y)`` pairs of ints, x to the right and y downwards; one square is 1.5 m. A
creature of ``size`` n covers an n×n block and is placed by its top-left square.

Rulings on what RULES.md §7 leaves open:

- Difficult terrain doubles the cost of the step that ENTERS it; leaving it costs normally. A
  diagonal into difficult terrain costs double that diagonal's own cost (under "alternate": 3 m
  for an odd-numbered diagonal, 6 m for an even-numbered one) and still counts as a diagonal.
- A large creature pays double for a step when any square its footprint newly covers is difficult.
- Only walls stop a diagonal from cutting a corner; an enemy (or ally) on a corner square does not.
  For a large creature the corner squares are the two squares swept past outside both its old and
  new footprint.
- Enemies block every square of the footprint; allies may be crossed, but the footprint may not END
  on any ally square. Squares under the moving token's own start footprint are never enemies or
  allies to it (the caller may pass every token's squares without leaving the mover out).
- The start position always counts as reached at 0 m, whatever lies under it (the GM may have put
  the token anywhere out of combat); steps away from it are checked normally.
- Thin walls and doors on lines (``segments``) cut steps as :mod:`ryf_desktop.rules.thin_walls`
  rules; a map without them is searched as before.
- Under "alternate" the parity of the diagonals taken earlier this turn carries over
  (``diagonals_taken``); among routes of equal cost the one leaving an even count is preferred, so
  the next move of the turn starts with a cheap diagonal.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias

from ryf_desktop.rules.map_features import Segment
from ryf_desktop.rules.movement_args import check_search as _check_search
from ryf_desktop.rules.movement_args import check_size as _check_size
from ryf_desktop.rules.movement_args import inside as _inside
from ryf_desktop.rules.movement_args import parse_rule as _rule
from ryf_desktop.rules.movement_search import SQUARE_M as SQUARE_M
from ryf_desktop.rules.movement_search import TOLERANCE_M as TOLERANCE_M
from ryf_desktop.rules.movement_search import (
    SquaresArg,
    build_window,
    diagonal_costs,
    explore,
    newly_covered,
    route,
)
from ryf_desktop.rules.profile import DiagonalRule
from ryf_desktop.rules.thin_walls import ThinWalls, as_thin_walls

Square: TypeAlias = tuple[int, int]
#: Thin walls and doors as the searches take them: prebuilt (kept per map) or plain segments.
SegmentsArg: TypeAlias = ThinWalls | Sequence[Segment] | None

_NO_SQUARES: frozenset[Square] = frozenset()


class MoveReason(StrEnum):
    """Why a drop is accepted or refused; the UI translates by this code."""

    OK = "ok"
    OFF_MAP = "off_map"
    WALL = "wall"
    ENEMY = "enemy"
    ALLY = "ally"
    BLOCKED = "blocked"
    BLOCKED_BY_ENEMIES = "blocked_by_enemies"
    TOO_FAR = "too_far"


@dataclass(frozen=True, slots=True)
class MoveCheck:
    """The verdict on dropping a token on ``goal``.

    ``cost_m`` and ``path`` are set when a route exists (also for TOO_FAR, so the UI can draw the
    route it refuses). ``left_m`` is the movement that was available. ``diagonals_taken`` is the
    count to pass to the next move of the same turn if this one is made.
    """

    reason: MoveReason
    message: str
    cost_m: float | None = None
    path: tuple[Square, ...] | None = None
    left_m: float = 0.0
    diagonals_taken: int = 0
    #: Of ``cost_m``, the metres paid over for entering difficult terrain (each such step
    #: counted once more), so a route dearer than the ruler's measure can say why.
    difficult_m: float = 0.0

    @property
    def ok(self) -> bool:
        return self.reason is MoveReason.OK


# --------------------------------------------------------------------------- straight measures


def distance_m(a: Square, b: Square, diagonal_rule: str = "alternate") -> float:
    """Straight distance between two squares ignoring walls, for ranged attack bands."""
    return _gap_distance_m(abs(a[0] - b[0]), abs(a[1] - b[1]), _rule(diagonal_rule))


def footprint_distance_m(
    a: Square, size_a: int, b: Square, size_b: int, diagonal_rule: str = "alternate"
) -> float:
    """Distance between the nearest squares of two footprints given by their top-left squares."""
    _check_size(size_a)
    _check_size(size_b)
    gap_x = max(0, b[0] - (a[0] + size_a - 1), a[0] - (b[0] + size_b - 1))
    gap_y = max(0, b[1] - (a[1] + size_a - 1), a[1] - (b[1] + size_b - 1))
    # Every rule grows with each axis gap on its own, so the nearest pair has the smallest gaps.
    return _gap_distance_m(gap_x, gap_y, _rule(diagonal_rule))


def _gap_distance_m(dx: int, dy: int, rule: DiagonalRule) -> float:
    if rule is DiagonalRule.EUCLIDEAN:
        return SQUARE_M * math.hypot(dx, dy)
    if rule is DiagonalRule.CHEBYSHEV:
        return SQUARE_M * max(dx, dy)
    return SQUARE_M * (max(dx, dy) + min(dx, dy) // 2)


def footprint(top_left: Square, size: int = 1) -> list[Square]:
    """The squares a creature of ``size`` covers when its top-left square is ``top_left``."""
    _check_size(size)
    x, y = top_left
    return [(x + i, y + j) for j in range(size) for i in range(size)]


def count_diagonals(path: Sequence[Square]) -> int:
    """How many diagonal steps a path takes (add it to ``diagonals_taken`` for the next move)."""
    return sum(
        1 for (x0, y0), (x1, y1) in itertools.pairwise(path) if x0 != x1 and y0 != y1
    )


# --------------------------------------------------------------------------- public searches


def reachable_squares(
    start: Square,
    max_m: float,
    *,
    width: int,
    height: int,
    blocked: SquaresArg = _NO_SQUARES,
    difficult: SquaresArg = _NO_SQUARES,
    diagonal_rule: str = "alternate",
    enemies: SquaresArg = _NO_SQUARES,
    allies: SquaresArg = _NO_SQUARES,
    size: int = 1,
    diagonals_taken: int = 0,
    segments: SegmentsArg = None,
) -> dict[Square, float]:
    """Every top-left square the token may END a move on with at most ``max_m`` metres, with the
    cheapest cost in metres; the start is always included at 0."""
    rule = _check_search(start, width, height, size, diagonal_rule, diagonals_taken)
    if math.isnan(max_m) or max_m < 0:
        raise ValueError(f"max_m must be 0 or more metres, not {max_m}")
    limit = max_m + TOLERANCE_M
    steps = int(limit // SQUARE_M) if math.isfinite(limit) else None
    window = build_window(
        start, steps, width=width, height=height, size=size, rule=rule, blocked=blocked,
        difficult=difficult, enemies=enemies, allies=allies, thin_walls=as_thin_walls(segments),
    )
    parity = diagonals_taken & 1 if rule is DiagonalRule.ALTERNATE else 0
    dist = explore(window, window.index(start), parity, limit)
    no_end = window.no_end
    result: dict[Square, float] = {start: 0.0}
    for state, cost in enumerate(dist):
        if cost <= limit and not no_end[state >> 1]:
            square = window.square(state >> 1)
            if cost < result.get(square, math.inf):
                result[square] = cost
    return result


def check_move(
    start: Square,
    goal: Square,
    max_m: float,
    *,
    width: int,
    height: int,
    blocked: SquaresArg = _NO_SQUARES,
    difficult: SquaresArg = _NO_SQUARES,
    diagonal_rule: str = "alternate",
    enemies: SquaresArg = _NO_SQUARES,
    allies: SquaresArg = _NO_SQUARES,
    size: int = 1,
    diagonals_taken: int = 0,
    segments: SegmentsArg = None,
) -> MoveCheck:
    """Whether the token may be dropped on ``goal`` with ``max_m`` metres left this turn, and why
    not; on success (and for TOO_FAR) the cheapest route and its cost."""
    rule = _check_search(start, width, height, size, diagonal_rule, diagonals_taken)
    if math.isnan(max_m) or max_m < 0:
        raise ValueError(f"max_m must be 0 or more metres, not {max_m}")
    if not _inside(goal, size, width, height):
        return MoveCheck(MoveReason.OFF_MAP, "Off the map", left_m=max_m,
                         diagonals_taken=diagonals_taken)
    thin_walls = as_thin_walls(segments)
    own = set(footprint(start, size))
    covered = [square for square in footprint(goal, size) if square not in own]
    refusal = None
    if any(square in blocked for square in footprint(goal, size)):
        refusal = (MoveReason.WALL, "That square is a wall or obstacle")
    elif any(square in enemies for square in covered):
        refusal = (MoveReason.ENEMY, "That square is occupied by an enemy")
    elif any(square in allies for square in covered):
        refusal = (MoveReason.ALLY, "That square is occupied by an ally")
    if refusal is not None and goal != start:
        return MoveCheck(refusal[0], refusal[1], left_m=max_m, diagonals_taken=diagonals_taken)

    parity = diagonals_taken & 1 if rule is DiagonalRule.ALTERNATE else 0

    def route_to(enemy_squares: SquaresArg, limit: float) -> tuple[list[Square], float] | None:
        """The cheapest route to ``goal`` past ``enemy_squares`` within ``limit`` metres."""
        if goal == start:
            return [start], 0.0
        steps = int(limit // SQUARE_M) if math.isfinite(limit) else None
        if steps is not None and max(abs(goal[0] - start[0]), abs(goal[1] - start[1])) > steps:
            return None  # every step costs at least 1.5 m
        window = build_window(
            start, steps, width=width, height=height, size=size, rule=rule, blocked=blocked,
            difficult=difficult, enemies=enemy_squares, allies=allies, thin_walls=thin_walls,
        )
        goal_index = window.index(goal)
        if window.no_end[goal_index]:
            return None
        found = route(window, window.index(start), parity, goal_index, limit)
        if found is None:
            return None
        indices, cost = found
        return [window.square(index) for index in indices], cost

    # The bounded search is cheap and settles the usual case; the whole map only to explain a no.
    found = route_to(enemies, max_m + TOLERANCE_M) or route_to(enemies, math.inf)
    if found is None:
        if enemies and route_to(_NO_SQUARES, math.inf) is not None:
            return MoveCheck(MoveReason.BLOCKED_BY_ENEMIES, "Blocked: enemies are in the way",
                             left_m=max_m, diagonals_taken=diagonals_taken)
        return MoveCheck(MoveReason.BLOCKED, "Blocked: a wall is in the way", left_m=max_m,
                         diagonals_taken=diagonals_taken)
    path, cost = found
    after = diagonals_taken + count_diagonals(path)
    surcharge = difficult_surcharge_m(path, difficult, rule, size, diagonals_taken)
    if cost > max_m + TOLERANCE_M:
        message = (f"Too far: {format_metres(cost, round_up=True)} m, "
                   f"only {format_metres(max_m)} m left this turn")
        return MoveCheck(MoveReason.TOO_FAR, message, cost, tuple(path), max_m, after,
                         surcharge)
    return MoveCheck(MoveReason.OK, f"Move {format_metres(cost)} m", cost, tuple(path), max_m,
                     after, surcharge)


def difficult_surcharge_m(
    path: Sequence[Square], difficult: SquaresArg, diagonal_rule: str | DiagonalRule,
    size: int = 1, diagonals_taken: int = 0,
) -> float:
    """The metres ``path`` pays over its plain cost for entering difficult terrain: each step
    into it costs double (RULES.md §7), so its own cost once more, by the rulings above."""
    diagonal = diagonal_costs(_rule(str(diagonal_rule)))
    # (Under the other rules both parities cost the same: counting does no harm.)
    diagonals = diagonals_taken
    extra = 0.0
    for (x0, y0), (x1, y1) in itertools.pairwise(path):
        dx, dy = x1 - x0, y1 - y0
        step = diagonal[diagonals & 1] if dx and dy else SQUARE_M
        if dx and dy:
            diagonals += 1
        if any((x1 + i, y1 + j) in difficult for i, j in newly_covered(dx, dy, size)):
            extra += step
    return extra


def format_metres(metres: float, *, round_up: bool = False) -> str:
    """Metres to at most two decimals without trailing zeros ("9", "10.5", "4.24").

    A cost shown with ``round_up`` never reads as equal to a smaller budget shown rounded down.
    """
    scaled = metres * 100
    hundredths = math.ceil(scaled - 1e-6) if round_up else math.floor(scaled + 1e-6)
    return f"{hundredths / 100:.2f}".rstrip("0").rstrip(".")
