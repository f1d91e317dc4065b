"""Filling Qt-style ``%1`` placeholders in translated messages; metres in the reader's way.

Every message a GM may read is written at its call site as ``QCoreApplication.translate(context,
text)`` so that ``pyside6-lupdate`` finds it; :func:`fill` then puts the values in, the way
``QString.arg`` would (translations may move the placeholders around).
"""

from __future__ import annotations

from types import MappingProxyType

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


#: Outer quote → (its closing, the inner pair a quote inside it takes).
_NESTED_QUOTES = MappingProxyType({"«": ("»", "“", "”"), "“": ("”", "‘", "’")})


def nest_quotes(text: str) -> str:
    """Quotes inside quotes in the typographer's way: «combate «Lucía»» → «combate “Lucía”»
    and “fight “Lucía”” → “fight ‘Lucía’” (a name in quotes put into a sentence that quotes)."""
    out: list[str] = []
    closers: list[str] = []  # the closing mark each open quote waits for, as written
    for char in text:
        if closers and char == closers[-1]:
            depth = len(closers)
            closers.pop()
            outer = _outer_of(char)
            out.append(_NESTED_QUOTES[outer][2] if depth > 1 and outer else char)
        elif char in _NESTED_QUOTES:
            closers.append(_NESTED_QUOTES[char][0])
            out.append(_NESTED_QUOTES[char][1] if len(closers) > 1 else char)
        else:
            out.append(char)
    return "".join(out)


def _outer_of(closing: str) -> str:
    return next((opening for opening, pair in _NESTED_QUOTES.items() if pair[0] == closing), "")
