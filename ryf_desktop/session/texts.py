"""Filling Qt-style ``%1`` placeholders in translated messages; metres in the reader's way.

Every message a GM may read is written at its call site as ``QCoreApplication.translate(context,
text)`` so that ``pyside6-lupdate`` finds it; :func:`fill` then puts the values in, the way
``QString.arg`` would (translations may move the placeholders around).
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from ryf_desktop.rules.movement import format_metres


def fill(text: str, *values: object) -> str:
    """``text`` with ``%1``, ``%2`` … replaced by ``values`` (highest number first, so ``%1``
    never eats the start of ``%10``)."""
    for number in range(len(values), 0, -1):
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text


def metres_text(metres: float, *, round_up: bool = False) -> str:
    """Metres as :func:`~ryf_desktop.rules.movement.format_metres` writes them, with the
    decimal point of the program's language ("10,5" in Spanish)."""
    return format_metres(metres, round_up=round_up).replace(".", QLocale().decimalPoint())
