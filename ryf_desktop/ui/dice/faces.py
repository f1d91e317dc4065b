"""A painted row of dice faces: the three d10 of a throw, or damage dice with their rerolls. It
only draws what it is given; which die is kept or rerolled is for the rules and the presentation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from math import ceil
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ryf_desktop.ui.tones import Tone, danger_fill, dimmed, tone_color

#: A strip with more faces than this draws them at ``COMPACT_SCALE``.
COMPACT_AFTER = 8
COMPACT_SCALE = 0.7


class FaceStyle(StrEnum):
    """How a die counts in the result."""

    KEPT = "kept"
    DISCARDED = "discarded"
    PLAIN = "plain"
    MAXED = "maxed"
    FUMBLE = "fumble"
    NATURAL_ONE = "natural_one"


@dataclass(frozen=True)
class Face:
    """One die to draw; ``joiner`` is drawn in the gap before it (e.g. the arrow to a reroll)."""

    value: int
    style: FaceStyle = FaceStyle.PLAIN
    caption: str = ""
    joiner: str = ""


@dataclass(frozen=True)
class PlacedFace:
    """Where one face goes: its line, its left edge, and the gap before it (for the joiner)."""

    face: Face
    line: int
    left: float
    gap: float


class DiceStrip(QWidget):
    """Draws d10-shaped faces with large numbers and a caption under each, in as many lines as the
    width needs (height-for-width), so a big damage roll wraps instead of widening the dock.

    A die's rerolls ("6 → 6 → 1") stay on one line when they fit on a line of their own; a joiner
    that begins a line is drawn at its start, so the "+" or "→" still shows how it goes on.
    """

    def __init__(self, faces: Sequence[Face] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._faces = tuple(faces)
        description = ", ".join(f"{face.value} ({face.caption})" if face.caption
                                else str(face.value) for face in faces)
        self.setAccessibleName(description)
        self.setToolTip(description)

    def faces(self) -> tuple[Face, ...]:
        return self._faces

    # Sizes follow the font so the dice stay readable at any DPI and font size.
    def _unit(self) -> float:
        return QFontMetricsF(self.font()).height()

    def _scale(self) -> float:
        # A throw or a small damage roll gets big dice; a pile of them gets smaller ones, so the
        # total under them stays in sight.
        return 1.0 if len(self._faces) <= COMPACT_AFTER else COMPACT_SCALE

    def _face_size(self) -> tuple[float, float]:
        unit = self._unit() * self._scale()
        return unit * 3.3, unit * 3.7

    def face_width(self) -> float:
        return self._face_size()[0]

    def face_height(self) -> int:
        """Height of one line of faces without captions: text beside the strip centres on it."""
        return ceil(self._face_size()[1] + 2)

    def _caption_height(self) -> float:
        return self._unit() * 1.3 if any(face.caption for face in self._faces) else 0.0

    def _gap(self, face: Face, line_start: bool) -> float:
        """Room before ``face``: its joiner, or a plain gap between two faces."""
        spacing = self._unit() * 0.5 * self._scale()
        if face.joiner:
            return QFontMetricsF(self._joiner_font()).horizontalAdvance(face.joiner) + spacing
        return 0.0 if line_start else spacing

    def _joiner_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(10, round(self._unit() * 1.2 * self._scale())))
        return font

    def _units(self) -> list[list[Face]]:
        """The faces grouped by die: a face joined by "→" is a reroll of the die before it."""
        units: list[list[Face]] = []
        for face in self._faces:
            if units and face.joiner == "→":
                units[-1].append(face)
            else:
                units.append([face])
        return units

    def placed(self, width: float) -> list[PlacedFace]:
        """Every face with its line and position when the strip is ``width`` pixels wide."""
        face_width = self._face_size()[0]
        room = max(width - 2.0, face_width)
        placed: list[PlacedFace] = []
        line, x = 0, 0.0
        for unit in self._units():
            whole = sum(self._gap(face, False) + face_width for face in unit)
            if x > 0 and x + whole > room:
                line, x = line + 1, 0.0
            for face in unit:
                gap = self._gap(face, x == 0)
                if x > 0 and x + gap + face_width > room:
                    line, x = line + 1, 0.0
                    gap = self._gap(face, True)
                placed.append(PlacedFace(face, line, 1.0 + x + gap, gap))
                x += gap + face_width
        return placed

    def _line_tops(self, placed: Sequence[PlacedFace]) -> list[float]:
        """Top of each line, and after the last one the strip's height: a line makes room for
        captions only when one of its faces has one."""
        lines = placed[-1].line + 1 if placed else 1
        captioned = {spot.line for spot in placed if spot.face.caption}
        face_height = self._face_size()[1]
        tops = [1.0]
        for line in range(lines):
            height = face_height + (self._caption_height() if line in captioned else 0.0)
            gap = self._unit() * 0.3 if line < lines - 1 else 1.0
            tops.append(tops[-1] + height + gap)
        return tops

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return ceil(self._line_tops(self.placed(width))[-1])

    def sizeHint(self) -> QSize:  # noqa: N802
        face_width = self._face_size()[0]
        one_line = sum(
            self._gap(face, index == 0) + face_width for index, face in enumerate(self._faces))
        return QSize(ceil(one_line + 2), self.heightForWidth(ceil(one_line + 2)))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        # One face a line at worst: the dock may be narrow, the dice must not widen it.
        face_width = self._face_size()[0]
        widest = max((self._gap(face, True) for face in self._faces), default=0.0)
        return QSize(ceil(widest + face_width + 2), self.face_height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        del event
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        width, height = self._face_size()
        placed = self.placed(self.width())
        tops = self._line_tops(placed)
        for spot in placed:
            top = tops[spot.line]
            if spot.face.joiner:
                painter.setFont(self._joiner_font())
                painter.setPen(palette.color(QPalette.ColorRole.WindowText))
                painter.drawText(QRectF(spot.left - spot.gap, top, spot.gap, height),
                                 Qt.AlignmentFlag.AlignCenter, spot.face.joiner)
            self._paint_face(painter, QRectF(spot.left, top, width, height), spot.face, palette)
        painter.end()

    def _paint_face(self, painter: QPainter, rect: QRectF, face: Face, palette: QPalette) -> None:
        look = _look_of(face.style, palette)
        # A d10 face is a kite: short top, wide shoulders, long point below.
        inset = look.border_width / 2 + 1
        left, right = rect.left() + inset, rect.right() - inset
        top, bottom = rect.top() + inset, rect.bottom() - inset
        shoulder = top + (bottom - top) * 0.36
        middle = rect.center().x()
        kite = QPolygonF([QPointF(middle, top), QPointF(right, shoulder), QPointF(middle, bottom),
                          QPointF(left, shoulder)])
        painter.setPen(QPen(look.border, look.border_width, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(look.fill)
        painter.drawPolygon(kite)

        font = QFont(self.font())
        font.setPixelSize(max(12, round(rect.height() * (0.34 if face.value < 10 else 0.30))))
        font.setBold(look.bold)
        painter.setFont(font)
        painter.setPen(look.number)
        number_rect = QRectF(rect.left(), top + (bottom - top) * 0.14, rect.width(),
                             (bottom - top) * 0.5)
        painter.drawText(number_rect, Qt.AlignmentFlag.AlignCenter, str(face.value))
        if not face.caption:
            return
        # The word under the face ("kept", "fumble").
        font.setBold(face.style is not FaceStyle.DISCARDED)
        font.setPixelSize(max(9, round(self._unit() * 0.8)))
        painter.setFont(font)
        painter.setPen(look.caption)
        spare = self._unit() * 0.6
        caption_rect = QRectF(rect.left() - spare, rect.bottom() + 1, rect.width() + 2 * spare,
                              self._caption_height())
        painter.drawText(caption_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                         face.caption)


class _Look(NamedTuple):
    fill: QColor
    number: QColor
    border: QColor
    border_width: float
    caption: QColor
    bold: bool


def _look_of(style: FaceStyle, palette: QPalette) -> _Look:
    text = palette.color(QPalette.ColorRole.WindowText)
    base = palette.color(QPalette.ColorRole.Base)
    accent = palette.color(QPalette.ColorRole.Highlight)
    accent_text = palette.color(QPalette.ColorRole.HighlightedText)
    border = palette.color(QPalette.ColorRole.Mid)
    if style is FaceStyle.KEPT:
        return _Look(accent, accent_text, accent.darker(130), 3.0,
                     tone_color(Tone.CRITICAL, palette), True)
    if style is FaceStyle.DISCARDED:
        return _Look(dimmed(base, palette, 0.4), dimmed(text, palette), dimmed(border, palette),
                     1.5, dimmed(text, palette), False)
    if style is FaceStyle.MAXED:
        return _Look(base, text, accent, 3.0, tone_color(Tone.CRITICAL, palette), True)
    if style is FaceStyle.FUMBLE:
        fill = danger_fill(palette)
        return _Look(fill, accent_text, fill.darker(140), 3.0,
                     tone_color(Tone.DANGER, palette), True)
    if style is FaceStyle.NATURAL_ONE:
        return _Look(accent, accent_text, danger_fill(palette), 4.0,
                     tone_color(Tone.DANGER, palette), True)
    return _Look(base, text, border, 1.5, text, True)
