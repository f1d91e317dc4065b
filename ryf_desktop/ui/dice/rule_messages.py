"""The rules' errors about dice and difficulties, said in the language of the UI.

``ryf_desktop.rules`` knows nothing of Qt: its errors carry a problem code and ``params``; here
each code becomes a ``QT_TRANSLATE_NOOP`` sentence of a table (context ``DiceRuleMessages``). An
error without a code, or whose params lack what its code promises, is shown as the rules wrote it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ryf_desktop.rules.checks import DifficultyError, DifficultyProblem
from ryf_desktop.rules.dice import DiceError, DiceProblem
from ryf_desktop.ui.dice.formatting import number
from ryf_desktop.ui.message_params import MessageTable, Sentence, param_int, param_text, sentence

Params = Mapping[str, int | str]


def rule_message(error: Exception) -> str:
    """``error``'s message for the game master, in the UI's language when its problem is known."""
    try:
        if isinstance(error, DiceError) and error.problem is not None:
            return _DICE.text(error.problem, error.params)
        if isinstance(error, DifficultyError):
            # ``text``: what the game master typed.
            return _DIFFICULTY.text(error.problem, {**error.params, "text": error.text.strip()})
    except (KeyError, ValueError):
        pass  # params without what the code promises: the rules' own words still say it
    return str(error)


def _value(params: Params, key: str) -> str:
    """A param as the locale writes it: numbers with QLocale, text as it is."""
    value = params[key]
    return number(value) if isinstance(value, int) else value


def _where(params: Params) -> str:
    """'“x” does not fit at character 3' or 'The expression ends too soon'."""
    found = str(params["found"])
    if found:
        return QCoreApplication.translate(
            "DiceRuleMessages", "“{char}” does not fit at character {position}"
        ).format(char=found, position=number(param_int(params, "position") + 1))
    return QCoreApplication.translate("DiceRuleMessages", "The expression ends too soon")


def _misplaced(fix: object) -> Sentence:
    """'“x” does not fit at character 3: <fix>.' or 'The expression ends too soon: <fix>.'"""
    return sentence(
        QT_TRANSLATE_NOOP("DiceRuleMessages", "{problem}: {fix}."),
        problem=_where,
        fix=lambda _: QCoreApplication.translate("DiceRuleMessages", str(fix)),
    )


def _kept_dice(params: Params) -> str:
    kept, count = param_int(params, "kept"), param_int(params, "count")
    return f"{kept}o{count}d{param_int(params, 'faces')}"


def _of_throw(of_throw: Sentence, plain: Sentence) -> Callable[[Params], Sentence]:
    """``of_throw`` when the params name which throw (of several), else ``plain``."""
    return lambda params: of_throw if "throw" in params else plain


_D = DiceProblem
_DICE = MessageTable[DiceProblem](
    "DiceRuleMessages",
    MappingProxyType({
        # 1o3d10 throws, and a random source that is not a fair die.
        _D.BAD_RANK: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "Rank {rank} is not a rank: a roll's rank is −1, 0 or +1.")),
        _D.WRONG_DICE_COUNT: _of_throw(
            sentence(QT_TRANSLATE_NOOP("DiceRuleMessages",
                "Throw {throw} needs exactly three d10, as in 4 8 3 (it has {count}).")),
            sentence(QT_TRANSLATE_NOOP("DiceRuleMessages",
                "A throw needs exactly three d10, as in 4 8 3 (this one has {count}).")),
        ),
        _D.DIE_OUT_OF_RANGE: _of_throw(
            sentence(QT_TRANSLATE_NOOP("DiceRuleMessages",
                "Die {die} of throw {throw} is {found}: a d10 shows a whole number from "
                "{low} to {high}.")),
            sentence(QT_TRANSLATE_NOOP("DiceRuleMessages",
                "Die {die} of the throw is {found}: a d10 shows a whole number from {low} to "
                "{high}.")),
        ),
        _D.NO_THROW: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "Type the three d10 of the first throw, as in 3 8 10.")),
        _D.THROW_MISSING: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages",
            "Throw {throw} exploded with a 10: type the three d10 of throw {next}.")),
        _D.EXTRA_THROW: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "Throw {throw} did not explode, so no throw {next} follows: "
            "remove the dice typed after throw {throw}.")),
        _D.RANDOM_SOURCE_OUT_OF_RANGE: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages",
            "The random source gave {found} for a d{faces}, which no such die can show.")),
        _D.ENDLESS_EXPLOSION: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages",
            "A d{faces} exploded {limit} times in a row: the random source is not fair.")),
        # A dice expression that does not read.
        _D.NOT_TEXT: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "Dice are written as text such as 2d6+1, not {found}.")),
        _D.TOO_LONG: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "The expression is too long: write at most {limit} characters.")),
        _D.EMPTY: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "Type the dice to roll, such as 2d6+1")),
        _D.EXPECTED_TERM: _misplaced(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "write a number or a die such as 2d6 or d6")),
        _D.EXPECTED_OPERATOR: _misplaced(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "put + or − between the terms, as in 2d6+1")),
        _D.EXPECTED_FACES: _misplaced(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "write the number of faces after the d, as in d6")),
        _D.EXPECTED_TARGET_DICE: _misplaced(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "write how many dice are thrown after the o, as in 1o3d10")),
        _D.EXPECTED_TARGET_D: _misplaced(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "write a d after the number of dice, as in 1o3d10")),
        _D.EXPECTED_TARGET_FACES: _misplaced(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "write the number of faces after the d, as in 1o3d10")),
        # A dice expression that reads but asks for dice RyF does not roll.
        _D.NUMBER_TOO_LARGE: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "The number {value} is too large: use at most {limit}."
        ), value=lambda params: param_text(params, "value")),  # as typed: not regrouped
        _D.UNSUPPORTED_KEPT_DICE: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages",
            "“{dice}” is not a RyF roll: the only roll that keeps one die of several is "
            "1o3d10.",
        ), dice=_kept_dice),
        _D.NO_DICE: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "“{dice}” rolls no dice: roll at least one, as in 1d6."
        ), dice=lambda params: f"{param_int(params, 'count')}d{param_int(params, 'faces')}"),
        _D.TOO_MANY_DICE: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages",
            "Too many dice in one term ({count}): roll at most {limit} at a time.")),
        _D.TOO_MANY_DICE_IN_ALL: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages",
            "Too many dice in all ({count}): one roll throws at most {limit} dice.")),
        _D.FACES_OUT_OF_RANGE: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages", "A d{faces} cannot be rolled: a die has {low} to {high} faces.")),
    }),
    # A die's faces as a plain whole number: "d1000", never regrouped.
    MappingProxyType({"faces": lambda params: str(param_int(params, "faces"))}),
    _value,
)


def _not_a_difficulty(params: Params) -> Sentence:
    return _NOT_A_DIFFICULTY if params["text"] else _TYPE_A_DIFFICULTY


_TYPE_A_DIFFICULTY = sentence(QT_TRANSLATE_NOOP(
    "DiceRuleMessages",
    "Type a difficulty: a number such as 15, or Easy, Normal, Hard, Very hard or "
    "Nearly impossible."))
_NOT_A_DIFFICULTY = sentence(QT_TRANSLATE_NOOP(
    "DiceRuleMessages",
    "“{text}” is not a difficulty: type a number such as 15, or Easy, Normal, Hard, "
    "Very hard or Nearly impossible."))
_DIFFICULTY = MessageTable[DifficultyProblem](
    "DiceRuleMessages",
    MappingProxyType({
        DifficultyProblem.NOT_A_DIFFICULTY: _not_a_difficulty,
        DifficultyProblem.UNKNOWN_NAME: _not_a_difficulty,
        DifficultyProblem.OUT_OF_RANGE: sentence(QT_TRANSLATE_NOOP(
            "DiceRuleMessages",
            "A difficulty of {value} is out of range: use a number from {low} to {high}.")),
    }),
    plain=_value,
)
