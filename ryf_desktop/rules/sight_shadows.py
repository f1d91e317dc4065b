"""Lines of sight from one viewer past many thin segments, fast: the segments' shadows binned by
angle around the viewer.

The answer is exactly :func:`~ryf_desktop.rules.thin_walls.line_cut` of the viewer's centre and
the target's, over every sight-blocking segment; only the work differs. Around the viewer the
full turn is cut into :data:`BINS` angles. A segment is put in every bin its angular extent
touches, nearest first; a segment that spans a whole bin casts a sure shadow there: any target
of that bin farther than the segment's farthest end is hidden (its line crosses the segment
properly), with no test. A nearer target is tested against the few segments of its bin that
come nearer than it. A segment lying wholly in the sure shadows of nearer ones is left out. In
a dungeon of rooms almost every target is settled by its bin's shadow.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping

from ryf_desktop.rules.map_features import Segment

#: Angular bins around the viewer (a bin is a third of a degree).
BINS = 1080
_BIN = 2 * math.pi / BINS
#: Slack on angles and distances, far above rounding and far below a square.
_SLACK = 1e-9

_Entry = tuple[float, float, float, float, Segment, bool]
LineCut = Callable[[tuple[float, float], tuple[float, float], Iterable[Segment]], bool]


class ViewerShadows:
    """What one viewer at ``(px, py)`` (in squares) sees past the segments (all taken as
    blocking sight); :meth:`clear` answers for one target point, and nothing farther than
    :attr:`reach` is seen.

    ``cells`` holds the segments by the unit cells they touch (square ``(x, y)`` spans
    ``[x, x+1]×[y, y+1]``), within ``bounds`` (the first and last cell column and row). They
    are taken ring by ring of cells around the viewer, nearest first, and no farther once every
    bin has a sure shadow nearer than the ring. ``chains`` holds, the same way, runs of
    segments joined end to end on one line (see :func:`chains_of`): a line of sight crossing a
    run is cut (inside a segment, or at a joint with a segment on either side), so a run casts
    a sure shadow across the bins of its joints, where none of its pieces does.
    """

    __slots__ = ("_bins", "_cover", "_cut", "_px", "_py", "reach")

    def __init__(self, px: float, py: float, cells: Mapping[tuple[int, int], list[Segment]],
                 chains: Mapping[tuple[int, int], list[Segment]],
                 bounds: tuple[int, int, int, int], cut: LineCut) -> None:
        self._px, self._py = px, py
        self._cut = cut
        self._cover = cover = [math.inf] * BINS
        self._bins: list[list[tuple[float, Segment]]] = [[] for _ in range(BINS)]
        if not cells:
            self.reach = 0.0
            return
        vx, vy = math.floor(px), math.floor(py)
        first_x, first_y, last_x, last_y = bounds
        last_ring = max(abs(first_x - vx), abs(last_x - vx), abs(first_y - vy),
                        abs(last_y - vy))
        taken: set[int] = set()
        pending: list[_Entry] = []
        for ring in range(last_ring + 1):
            for cell in _ring(vx, vy, ring):
                for found, real in ((cells.get(cell), True), (chains.get(cell), False)):
                    for segment in found or ():
                        if id(segment) not in taken:
                            taken.add(id(segment))
                            entry = self._entry(segment, real)
                            if entry is not None:
                                pending.append(entry)
            # Everything in the rings beyond lies at least this far from the viewer.
            beyond = ring + 0.5
            pending.sort(key=lambda entry: entry[0])
            ready = 0
            while ready < len(pending) and pending[ready][0] < beyond:
                ready += 1
            self._add(pending[:ready])
            del pending[:ready]
            if max(cover) < beyond - 2 * _SLACK:
                break  # the rest lies wholly in sure shadows
        else:
            self._add(pending)
        self.reach = max(cover)

    def _entry(self, segment: Segment, real: bool) -> _Entry | None:
        """(nearest distance, farthest end, first angle, last angle, segment, whether it is a
        real segment rather than a run) as seen from the viewer; None for a segment that stops
        no line of sight from it."""
        px, py = self._px, self._py
        ax, ay = segment.x1 - px, segment.y1 - py
        bx, by = segment.x2 - px, segment.y2 - py
        if abs(ax * by - ay * bx) <= _SLACK:
            # Its line passes through the viewer: it lies along every line of sight it
            # meets, or through the viewer's own centre, and so stops none (line_cut).
            return None
        first, second = math.atan2(ay, ax) % (2 * math.pi), math.atan2(by, bx) % (2 * math.pi)
        span = (second - first) % (2 * math.pi)
        if span > math.pi:
            first, span = second, 2 * math.pi - span
        far = max(math.hypot(ax, ay), math.hypot(bx, by))
        return (_distance_to(ax, ay, bx, by), far, first, first + span, segment, real)

    def _add(self, entries: Iterable[_Entry]) -> None:
        """Put segments in their bins, nearest first (each nearer than any put in later); runs
        only cast their sure shadows."""
        cover, bins = self._cover, self._bins
        for near, far, low, high, segment, real in entries:
            first_bin = math.floor((low - _SLACK) / _BIN)
            last_bin = math.floor((high + _SLACK) / _BIN)
            spanned = range(first_bin, last_bin + 1)
            if all(cover[k % BINS] < near - 2 * _SLACK for k in spanned):
                continue  # wholly in nearer segments' sure shadows
            for k in spanned:
                kept = k % BINS
                if real:
                    bins[kept].append((near, segment))
                if low + _SLACK < k * _BIN and (k + 1) * _BIN < high - _SLACK and far < cover[kept]:
                    cover[kept] = far

    def clear(self, qx: float, qy: float) -> bool:
        """Whether the line from the viewer to ``(qx, qy)`` crosses none of the segments."""
        dx, dy = qx - self._px, qy - self._py
        distance = math.hypot(dx, dy)
        if distance == 0:
            return True
        kept = int((math.atan2(dy, dx) % (2 * math.pi)) / _BIN) % BINS
        if distance > self._cover[kept] + _SLACK:
            return False
        nearer = []
        for near, segment in self._bins[kept]:
            if near > distance + _SLACK:
                break
            nearer.append(segment)
        return not nearer or not self._cut((self._px, self._py), (qx, qy), nearer)


def _ring(vx: int, vy: int, ring: int) -> list[tuple[int, int]]:
    """The cells at Chebyshev distance ``ring`` from cell (vx, vy)."""
    if ring == 0:
        return [(vx, vy)]
    top, bottom = vy - ring, vy + ring
    cells = [(x, top) for x in range(vx - ring, vx + ring + 1)]
    cells += [(x, bottom) for x in range(vx - ring, vx + ring + 1)]
    cells += [(vx - ring, y) for y in range(top + 1, bottom)]
    cells += [(vx + ring, y) for y in range(top + 1, bottom)]
    return cells


def _distance_to(ax: float, ay: float, bx: float, by: float) -> float:
    """The distance from the origin to the segment from (ax, ay) to (bx, by)."""
    dx, dy = bx - ax, by - ay
    length_sq = dx * dx + dy * dy
    t = 0.0 if length_sq == 0 else max(0.0, min(1.0, -(ax * dx + ay * dy) / length_sq))
    return math.hypot(ax + t * dx, ay + t * dy)


def chains_of(segments: Iterable[Segment]) -> list[Segment]:
    """Runs of two or more segments lying on one line, each joined to the next at a common end
    (the very same point) or overlapping it, as one segment each from the run's first end to
    its last. Walls drawn square by square, or a map maker's polyline along a room's side, are
    such runs."""
    lines: dict[tuple[float, float, float], list[tuple[float, float, Segment]]] = {}
    for segment in segments:
        dx, dy = segment.x2 - segment.x1, segment.y2 - segment.y1
        length = math.hypot(dx, dy)
        if length == 0:
            continue
        ux, uy = dx / length, dy / length
        if ux < 0 or (ux == 0 and uy < 0):
            ux, uy = -ux, -uy
        offset = ux * segment.y1 - uy * segment.x1
        key = (round(ux, 9), round(uy, 9), round(offset, 9))
        start = ux * segment.x1 + uy * segment.y1
        end = ux * segment.x2 + uy * segment.y2
        lines.setdefault(key, []).append((min(start, end), max(start, end), segment))
    runs: list[Segment] = []
    for pieces in lines.values():
        if len(pieces) < 2:
            continue
        pieces.sort(key=lambda piece: piece[0])
        run = [pieces[0]]
        for piece in pieces[1:]:
            last = run[-1]
            if piece[0] < max(p[1] for p in run) - _SLACK or _joined(last[2], piece[2]):
                run.append(piece)
            else:
                runs.extend(_run_segment(run))
                run = [piece]
        runs.extend(_run_segment(run))
    return runs


def _joined(a: Segment, b: Segment) -> bool:
    """Whether two segments share an end, exactly."""
    ends_a = {(a.x1, a.y1), (a.x2, a.y2)}
    return (b.x1, b.y1) in ends_a or (b.x2, b.y2) in ends_a


def _run_segment(run: list[tuple[float, float, Segment]]) -> list[Segment]:
    if len(run) < 2:
        return []
    ends = [(s.x1, s.y1) for _, _, s in run] + [(s.x2, s.y2) for _, _, s in run]
    first, last = min(ends), max(ends)
    return [Segment(first[0], first[1], last[0], last[1])]
