"""A painted row of dice faces: the three d10 of a throw, or one damage die with its rerolls.

The widget only draws what it is given (value, how it counts, a caption); which die is kept or
rerolled is decided by the rules and by the presentation code, never here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ryf_desktop.ui.tones import Tone, danger_fill, dimmed, tone_color


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


class DiceStrip(QWidget):
    """Draws a row of d10-shaped faces with large numbers and a caption under each."""

    def __init__(self, faces: Sequence[Face] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._faces: tuple[Face, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_faces(faces)

    def faces(self) -> tuple[Face, ...]:
        return self._faces

    def set_faces(self, faces: Sequence[Face]) -> None:
        self._faces = tuple(faces)
        description = ", ".join(
            f"{face.value} ({face.caption})" if face.caption else str(face.value) for face in faces
        )
        self.setAccessibleName(description)
        self.setToolTip(description)
        self.updateGeometry()
        self.update()

    # Sizes follow the font so the dice stay readable at any DPI and font size.
    def _unit(self) -> float:
        return QFontMetricsF(self.font()).height()

    def _face_size(self) -> tuple[float, float]:
        unit = self._unit()
        return unit * 3.3, unit * 3.7

    def _caption_height(self) -> float:
        if not any(face.caption for face in self._faces):
            return 0.0
        return self._unit() * 1.3

    def _joiner_width(self, face: Face) -> float:
        if not face.joiner:
            return self._unit() * 0.5
        return (
            QFontMetricsF(self._joiner_font()).horizontalAdvance(face.joiner) + self._unit() * 0.5
        )

    def _joiner_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(10, round(self._unit() * 1.2)))
        return font

    def sizeHint(self) -> QSize:  # noqa: N802
        width, height = self._face_size()
        total = 0.0
        for index, face in enumerate(self._faces):
            if index:
                total += self._joiner_width(face)
            total += width
        return QSize(int(total + 2), int(height + self._caption_height() + 2))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        del event
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        width, height = self._face_size()
        x = 1.0
        for index, face in enumerate(self._faces):
            if index:
                joiner_width = self._joiner_width(face)
                if face.joiner:
                    painter.setFont(self._joiner_font())
                    painter.setPen(palette.color(QPalette.ColorRole.WindowText))
                    painter.drawText(
                        QRectF(x, 1.0, joiner_width, height),
                        Qt.AlignmentFlag.AlignCenter,
                        face.joiner,
                    )
                x += joiner_width
            self._paint_face(painter, QRectF(x, 1.0, width, height), face, palette)
            x += width
        painter.end()

    def _paint_face(self, painter: QPainter, rect: QRectF, face: Face, palette: QPalette) -> None:
        text = palette.color(QPalette.ColorRole.WindowText)
        base = palette.color(QPalette.ColorRole.Base)
        accent = palette.color(QPalette.ColorRole.Highlight)
        accent_text = palette.color(QPalette.ColorRole.HighlightedText)
        border = palette.color(QPalette.ColorRole.Mid)
        number = text
        fill = base
        border_width = 1.5
        caption_color = text
        bold = False
        if face.style is FaceStyle.KEPT:
            fill, number, border, border_width, bold = (
                accent,
                accent_text,
                accent.darker(130),
                3.0,
                True,
            )
            caption_color = tone_color(Tone.CRITICAL, palette)
        elif face.style is FaceStyle.DISCARDED:
            fill = dimmed(base, palette, 0.4)
            number = dimmed(text, palette)
            border = dimmed(border, palette)
            caption_color = dimmed(text, palette)
        elif face.style is FaceStyle.MAXED:
            border, border_width, bold = accent, 3.0, True
            caption_color = tone_color(Tone.CRITICAL, palette)
        elif face.style is FaceStyle.FUMBLE:
            fill = danger_fill(palette)
            number, border, border_width, bold = accent_text, fill.darker(140), 3.0, True
            caption_color = tone_color(Tone.DANGER, palette)
        elif face.style is FaceStyle.NATURAL_ONE:
            fill, number = accent, accent_text
            border, border_width, bold = danger_fill(palette), 4.0, True
            caption_color = tone_color(Tone.DANGER, palette)
        else:
            bold = True

        # A d10 face is a kite: short top, wide shoulders, long point below.
        inset = border_width / 2 + 1
        left, right = rect.left() + inset, rect.right() - inset
        top, bottom = rect.top() + inset, rect.bottom() - inset
        shoulder = top + (bottom - top) * 0.36
        kite = QPolygonF(
            [
                QPointF(rect.center().x(), top),
                QPointF(right, shoulder),
                QPointF(rect.center().x(), bottom),
                QPointF(left, shoulder),
            ]
        )
        painter.setPen(
            QPen(
                border,
                border_width,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.setBrush(fill)
        painter.drawPolygon(kite)

        font = QFont(self.font())
        font.setPixelSize(max(12, round(rect.height() * (0.34 if face.value < 10 else 0.30))))
        font.setBold(bold)
        painter.setFont(font)
        painter.setPen(number)
        number_rect = QRectF(
            rect.left(), top + (bottom - top) * 0.14, rect.width(), (bottom - top) * 0.5
        )
        painter.drawText(number_rect, Qt.AlignmentFlag.AlignCenter, str(face.value))

        if face.caption:
            caption_font = QFont(self.font())
            caption_font.setBold(face.style is not FaceStyle.DISCARDED)
            caption_font.setPixelSize(max(9, round(self._unit() * 0.8)))
            painter.setFont(caption_font)
            painter.setPen(caption_color)
            spare = self._unit() * 0.6
            caption_rect = QRectF(
                rect.left() - spare,
                rect.bottom() + 1,
                rect.width() + 2 * spare,
                self._caption_height(),
            )
            painter.drawText(
                caption_rect,
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                face.caption,
            )
