"""The reach overlay: :class:`ReachLayer`, a :class:`~ryf_desktop.ui.map.layers.SquareLayer` by
tier with each tier's area outlined (and a tier hatched), readable on any floor."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ryf_desktop.rules.movement import Square
from ryf_desktop.ui.map.geometry import SQUARE_PX
from ryf_desktop.ui.map.layers import SquareLayer


class ReachLayer(SquareLayer):
    """The squares a combatant can still reach, shaded by tier (:meth:`set_tiers`), each tier's
    area outlined in its own colour over a dark edge, and the tiers in ``hatched`` crossed by a
    light hatch: a floor of any colour, or the GM's fog tint, cannot blend two tiers into one."""

    def __init__(self, width: int, height: int, z: float, fills: Mapping[str, QColor],
                 lines: Mapping[str, QColor], hatched: Iterable[str] = (),
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(width, height, z, parent)
        self._fills = dict(fills)
        self._lines = dict(lines)
        self._hatched = frozenset(hatched)
        # Each tier a layer of set_flags, in the order of ``fills`` (a square is in one tier).
        self._table_of_tiers = [0] * (1 << len(self._fills))
        for bit, colour in enumerate(self._fills.values()):
            self._table_of_tiers[1 << bit] = colour.rgba()
        # (line colour, the tier's edges) and the hatched area, made once a reach is shown.
        self._edges: list[tuple[QColor, QPainterPath]] = []
        self._hatch = QPainterPath()

    def set_tiers(self, tiers: Mapping[Square, str]) -> None:
        """Show ``tiers`` (square → tier); tiers without a fill colour are left out."""
        by_tier: dict[str, set[Square]] = {tier: set() for tier in self._fills}
        for square, tier in tiers.items():
            if tier in by_tier:
                by_tier[tier].add(square)
        self.set_flags(list(by_tier.values()), self._table_of_tiers)
        self._edges = []
        self._hatch = QPainterPath()
        for tier, squares in by_tier.items():
            if not squares:
                continue
            self._edges.append((self._lines.get(tier, self._fills[tier]), _edges_of(squares)))
            if tier in self._hatched:
                for x, y in sorted(squares):
                    self._hatch.addRect(x * SQUARE_PX, y * SQUARE_PX, SQUARE_PX, SQUARE_PX)
        self.update()

    def clear(self) -> None:
        self._edges = []
        self._hatch = QPainterPath()
        super().clear()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if self._image.isNull():
            return
        if not self._hatch.isEmpty():
            # A cosmetic pattern: the same fine hatch at any zoom.
            painter.fillPath(self._hatch, QBrush(HATCH_COLOUR, Qt.BrushStyle.BDiagPattern))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        halo = QPen(EDGE_HALO_COLOUR, 4.0)
        halo.setCosmetic(True)
        for _colour, edges in self._edges:
            painter.setPen(halo)
            painter.drawPath(edges)
        for colour, edges in self._edges:
            line = QPen(colour, 2.0)
            line.setCosmetic(True)
            painter.setPen(line)
            painter.drawPath(edges)


# The dark edge under each reach tier's outline and the hatch of the marked tiers.
EDGE_HALO_COLOUR = QColor(0, 0, 0, 150)
HATCH_COLOUR = QColor(255, 255, 255, 120)


def _edges_of(squares: set[Square]) -> QPainterPath:
    """The outline of the area ``squares`` cover: each square side with no square of the set
    beyond it, runs along a row or column joined into one line."""
    path = QPainterPath()
    # Horizontal sides by the grid line they lie on, vertical ones likewise, then runs.
    rows: dict[int, list[int]] = {}
    columns: dict[int, list[int]] = {}
    for x, y in squares:
        if (x, y - 1) not in squares:
            rows.setdefault(y, []).append(x)
        if (x, y + 1) not in squares:
            rows.setdefault(y + 1, []).append(x)
        if (x - 1, y) not in squares:
            columns.setdefault(x, []).append(y)
        if (x + 1, y) not in squares:
            columns.setdefault(x + 1, []).append(y)
    for line, starts in rows.items():
        for first, last in _runs_of_numbers(starts):
            path.moveTo(first * SQUARE_PX, line * SQUARE_PX)
            path.lineTo((last + 1) * SQUARE_PX, line * SQUARE_PX)
    for line, starts in columns.items():
        for first, last in _runs_of_numbers(starts):
            path.moveTo(line * SQUARE_PX, first * SQUARE_PX)
            path.lineTo(line * SQUARE_PX, (last + 1) * SQUARE_PX)
    return path


def _runs_of_numbers(numbers: list[int]) -> list[tuple[int, int]]:
    """``(first, last)`` of each run of consecutive numbers (each side once: a square side lies
    on one line, and the sides of one line are distinct)."""
    runs: list[tuple[int, int]] = []
    for number in sorted(numbers):
        if runs and runs[-1][1] == number - 1:
            runs[-1] = (runs[-1][0], number)
        else:
            runs.append((number, number))
    return runs
