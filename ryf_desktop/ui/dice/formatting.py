"""Plain-words text for the dice roller: odds, ranks, difficulties, totals, every string
translated (context ``DiceText``) and every number written by QLocale ("73 % éxito")."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from ryf_desktop.rules.dice import DiceExpression, DiceTerm, TargetDieTerm

NBSP = "\u00a0"
MINUS = "\u2212"


def number(value: int) -> str:
    """An integer as the locale writes it, with a real minus sign."""
    text = QLocale().toString(abs(value))
    return f"{MINUS}{text}" if value < 0 else text


def decimal(value: float, digits: int = 1) -> str:
    """A decimal number as the locale writes it ("9.4" / "9,4"), trailing ".0" dropped."""
    if round(value, digits) == round(value):
        return number(round(value))
    text = QLocale().toString(abs(value), "f", digits)
    return f"{MINUS}{text}" if value < 0 else text


def percent(probability: float) -> str:
    """A probability as a whole percentage; never shows 0 % or 100 % for what can still happen."""
    shown = round(probability * 100)
    if shown == 0 and probability > 0:
        return f"<1{NBSP}%"
    if shown == 100 and probability < 1:
        return f">99{NBSP}%"
    return f"{QLocale().toString(shown)}{NBSP}%"


def odds_sentence(success: float, critical: float, fumble: float) -> str:
    """'73 % success · 4 % critical · 1 % fumble'."""
    return QCoreApplication.translate(
        "DiceText", "{success} success · {critical} critical · {fumble} fumble"
    ).format(success=percent(success), critical=percent(critical), fumble=percent(fumble))


def signed(value: int) -> str:
    return f"+{number(value)}" if value > 0 else number(value)


def rank_sentence(rank: int, reasons: Sequence[str] = ()) -> str:
    """What a final rank means at the table, with the ``reasons`` it moved for in brackets."""
    if rank < 0:
        text = QCoreApplication.translate("DiceText", "Rank {rank}: the lowest die counts")
    elif rank > 0:
        text = QCoreApplication.translate("DiceText", "Rank {rank}: the highest die counts")
    else:
        text = QCoreApplication.translate("DiceText", "Rank 0: the middle die counts")
    text = text.format(rank=signed(rank))
    return f"{text} ({', '.join(reasons)})" if reasons else text


# Keys of checks.SKILL_DIFFICULTIES with their English source names (translated via ``tr``).
DIFFICULTY_NAMES: Mapping[str, str] = MappingProxyType({
    "facil": str(QT_TRANSLATE_NOOP("DiceText", "Easy")),
    "normal": str(QT_TRANSLATE_NOOP("DiceText", "Normal")),
    "dificil": str(QT_TRANSLATE_NOOP("DiceText", "Hard")),
    "muy_dificil": str(QT_TRANSLATE_NOOP("DiceText", "Very hard")),
    "casi_imposible": str(QT_TRANSLATE_NOOP("DiceText", "Nearly impossible")),
})


def difficulty_item(key: str, value: int) -> str:
    """'Normal (15)'."""
    name = QCoreApplication.translate("DiceText", DIFFICULTY_NAMES[key])
    return QCoreApplication.translate("DiceText", "{name} ({value})").format(
        name=name, value=number(value))


def sum_line(parts: Iterable[int], total: int) -> str:
    """'12 + 10 + 4 = 26' with real minus signs for subtracted parts."""
    first, *rest = parts
    text = "".join(f" {MINUS} {number(-part)}" if part < 0 else f" + {number(part)}"
                   for part in rest)
    return f"{number(first)}{text} = {number(total)}"


def expression_text(expression: DiceExpression) -> str:
    """The normalised expression with a real minus sign, e.g. '2d6 − 1'."""
    return str(expression).replace("-", MINUS)


def expression_summary(expression: DiceExpression, *, explode: bool, mean: float | None) -> str:
    """Range and average of an expression in plain words."""
    kinds = {type(term) for term in expression.terms}
    shown = expression_text(expression)
    if not kinds & {DiceTerm, TargetDieTerm}:
        return QCoreApplication.translate("DiceText", "{expression}: always {total}").format(
            expression=shown, total=number(expression.min_total()))
    low, high = number(expression.min_total()), number(expression.max_total())
    # 1o3d10 always explodes on a 10; NdS dice explode only for damage.
    if TargetDieTerm in kinds or (explode and DiceTerm in kinds):
        text = QCoreApplication.translate(
            "DiceText", "{expression}: {low} to {high}, more when dice explode"
        ).format(expression=shown, low=low, high=high)
    else:
        text = QCoreApplication.translate("DiceText", "{expression}: {low} to {high}").format(
            expression=shown, low=low, high=high)
    if mean is not None:
        text += " · " + QCoreApplication.translate("DiceText", "average {mean}").format(
            mean=decimal(mean))
    return text
