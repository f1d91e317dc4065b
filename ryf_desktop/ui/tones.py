"""Colours that carry meaning (danger, success, accent), in a shade that stays readable on the
system palette's light or dark window colour.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtGui import QColor, QPalette


class Tone(StrEnum):
    """What a piece of text or a die means to the game master."""

    NEUTRAL = "neutral"
    SUCCESS = "success"
    CRITICAL = "critical"
    FAILURE = "failure"
    DANGER = "danger"


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def tone_color(tone: Tone, palette: QPalette) -> QColor:
    """A text colour for ``tone`` that keeps contrast on ``palette``'s window and base colours."""
    dark = is_dark(palette)
    if tone is Tone.SUCCESS:
        return QColor("#7bd88f" if dark else "#1b6e2a")
    if tone is Tone.CRITICAL:
        return QColor("#9fe7ff" if dark else "#005f8f")
    if tone in (Tone.FAILURE, Tone.DANGER):
        return QColor("#ff7b72" if dark else "#b3261e")
    return palette.color(QPalette.ColorRole.WindowText)


def danger_fill(palette: QPalette) -> QColor:
    """A fill for a die that fumbled: strong enough to see at a glance in either theme."""
    return QColor("#c62828") if not is_dark(palette) else QColor("#e5534b")


def dimmed(color: QColor, palette: QPalette, amount: float = 0.55) -> QColor:
    """``color`` mixed towards the window colour, for what no longer counts (discarded dice)."""
    back = palette.color(QPalette.ColorRole.Window)
    keep = 1.0 - amount
    return QColor.fromRgbF(
        color.redF() * keep + back.redF() * amount,
        color.greenF() * keep + back.greenF() * amount,
        color.blueF() * keep + back.blueF() * amount,
    )
