"""The rules' error messages about dice and difficulties, reworded in the language of the UI.

``ryf_desktop.rules`` knows nothing of Qt and writes its messages in English; the dice dock shows
them beside the field the game master typed in, so a Spanish program must say them in Spanish.
Each message the dock can meet is recognised by its wording and said again through ``translate``
(context ``DiceRuleMessages``); a message not recognised is shown as the rules wrote it, which
tests/ui/test_translations.py guards against.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ryf_desktop.ui.dice.formatting import number

_QUOTED = r"'(?:\\.|[^'\\])*'" + "|" + r'"(?:\\.|[^"\\])*"'
_AT = rf" at position (?P<position>\d+) in (?:{_QUOTED})"


def _unquote(quoted: str) -> str:
    """The text inside a Python repr such as ``'x'``, as the game master typed it."""
    try:
        text = ast.literal_eval(quoted)
    except (ValueError, SyntaxError):
        return quoted[1:-1]
    return text if isinstance(text, str) else quoted


def _unexpected(match: re.Match[str]) -> str:
    found = match.group("found")
    if found == "end":
        problem = QCoreApplication.translate("DiceRuleMessages", "The expression ends too soon")
    else:
        problem = QCoreApplication.translate(
            "DiceRuleMessages", "“{char}” does not fit at character {position}"
        ).format(char=_unquote(found), position=number(int(match.group("position"))))
    fix = _expected_fix(match.group("expected"))
    if fix is None:
        return ""
    return QCoreApplication.translate("DiceRuleMessages", "{problem}: {fix}.").format(
        problem=problem, fix=fix
    )


def _expected_fix(expected: str) -> str | None:
    # Written out one by one so that pyside6-lupdate finds every string.
    if expected.startswith("'+' or '-'"):
        return QCoreApplication.translate(
            "DiceRuleMessages", "put + or − between the terms, as in 2d6+1"
        )
    if expected.startswith("a number or a die"):
        return QCoreApplication.translate(
            "DiceRuleMessages", "write a number or a die such as 2d6 or d6"
        )
    if expected.startswith("a number of faces after 'd' (e.g."):
        return QCoreApplication.translate(
            "DiceRuleMessages", "write the number of faces after the d, as in d6"
        )
    if expected.startswith("a number of faces after 'd' (as in"):
        return QCoreApplication.translate(
            "DiceRuleMessages", "write the number of faces after the d, as in 1o3d10"
        )
    if expected.startswith("the number of dice thrown after 'o'"):
        return QCoreApplication.translate(
            "DiceRuleMessages", "write how many dice are thrown after the o, as in 1o3d10"
        )
    if expected.startswith("'d' after the number of dice"):
        return QCoreApplication.translate(
            "DiceRuleMessages", "write a d after the number of dice, as in 1o3d10"
        )
    return None


def _too_long(match: re.Match[str]) -> str:
    return QCoreApplication.translate(
        "DiceRuleMessages", "The expression is too long: write at most {limit} characters."
    ).format(limit=number(int(match.group("limit"))))


def _empty(_match: re.Match[str]) -> str:
    return QCoreApplication.translate("DiceRuleMessages", "Type the dice to roll, such as 2d6+1")


def _number_too_large(match: re.Match[str]) -> str:
    return QCoreApplication.translate(
        "DiceRuleMessages", "The number {value} is too large: use at most {limit}."
    ).format(value=match.group("value"), limit=number(int(match.group("limit"))))


def _unsupported_kept(match: re.Match[str]) -> str:
    return QCoreApplication.translate(
        "DiceRuleMessages",
        "“{dice}” is not a RyF roll: the only roll that keeps one die of several is 1o3d10.",
    ).format(dice=match.group("dice"))


def _no_dice(match: re.Match[str]) -> str:
    return QCoreApplication.translate(
        "DiceRuleMessages", "“{dice}” rolls no dice: roll at least one, as in 1d6."
    ).format(dice=match.group("dice"))


def _too_many_dice(match: re.Match[str]) -> str:
    return QCoreApplication.translate(
        "DiceRuleMessages", "Too many dice in one term ({count}): roll at most {limit} at a time."
    ).format(count=number(int(match.group("count"))), limit=number(int(match.group("limit"))))


def _bad_faces(match: re.Match[str]) -> str:
    return QCoreApplication.translate(
        "DiceRuleMessages", "A d{faces} cannot be rolled: a die has {low} to {high} faces."
    ).format(
        faces=match.group("faces"),
        low=number(int(match.group("low"))),
        high=number(int(match.group("high"))),
    )


def _unknown_difficulty(match: re.Match[str]) -> str:
    return QCoreApplication.translate(
        "DiceRuleMessages",
        "“{text}” is not a difficulty: type a number such as 15, or Easy, Normal, Hard, "
        "Very hard or Nearly impossible.",
    ).format(text=_unquote(match.group("text")))


def _difficulty_out_of_range(match: re.Match[str]) -> str:
    return QCoreApplication.translate(
        "DiceRuleMessages",
        "A difficulty of {value} is out of range: use a number from {low} to {high}.",
    ).format(
        value=number(int(match.group("value"))),
        low=number(int(match.group("low"))),
        high=number(int(match.group("high"))),
    )


def _throw_after_no_explosion(match: re.Match[str]) -> str:
    return QCoreApplication.translate(
        "DiceRuleMessages",
        "Throw {throw} did not explode, so no throw {next} follows: "
        "remove the dice typed after throw {throw}.",
    ).format(throw=number(int(match.group("throw"))), next=number(int(match.group("throw")) + 1))


_PATTERNS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (
        re.compile(rf"unexpected (?P<found>end|{_QUOTED})" + _AT + r": expected (?P<expected>.*)"),
        _unexpected,
    ),
    (re.compile(r"the dice expression is \d+ characters long: at most (?P<limit>\d+) "), _too_long),
    (re.compile(r"the dice expression .* is empty: "), _empty),
    (
        re.compile(
            r"the number (?P<value>\d+) is too large" + _AT + r": use at most (?P<limit>\d+)"
        ),
        _number_too_large,
    ),
    (re.compile(r"'(?P<dice>\d+o\d+d\d+)' is not supported" + _AT), _unsupported_kept),
    (re.compile(r"'(?P<dice>\d+d\d+)' rolls no dice" + _AT), _no_dice),
    (
        re.compile(
            r"(?P<count>\d+) dice in one term is too many" + _AT + r": use at most (?P<limit>\d+) "
        ),
        _too_many_dice,
    ),
    (
        re.compile(
            r"a d(?P<faces>\d+) is not a die that can be rolled"
            + _AT
            + r": a die needs (?P<low>\d+) to (?P<high>\d+) faces"
        ),
        _bad_faces,
    ),
    (re.compile(rf"unknown difficulty (?P<text>{_QUOTED}): "), _unknown_difficulty),
    (
        re.compile(
            r"difficulty (?P<value>-?\d+) is out of range: use a number from (?P<low>\d+) "
            r"to (?P<high>\d+)"
        ),
        _difficulty_out_of_range,
    ),
    (
        re.compile(r"throw (?P<throw>\d+) did not explode \(.*\), so throw \d+ must not be given"),
        _throw_after_no_explosion,
    ),
)


def rule_message(error: Exception) -> str:
    """``error``'s message for the game master, in the UI's language when the wording is known."""
    message = str(error)
    for pattern, reword in _PATTERNS:
        match = pattern.match(message)
        if match is not None:
            reworded = reword(match)
            if reworded:
                return reworded
    return message
