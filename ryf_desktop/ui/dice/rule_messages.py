"""The rules' errors about dice and difficulties, said in the language of the UI.

``ryf_desktop.rules`` knows nothing of Qt: its errors carry a problem code (``DiceProblem``,
``DifficultyProblem``) and the details in ``params``, and their ``str()`` is English for logs.
The dice dock shows them beside the field the game master typed in, so here each problem code
becomes a sentence through ``translate`` (context ``DiceRuleMessages``), one literal per problem so
that pyside6-lupdate finds every one. An error without a problem code, or one whose params lack
what its code promises, is shown as the rules wrote it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import assert_never

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.checks import DifficultyError, DifficultyProblem
from ryf_desktop.rules.dice import DiceError, DiceProblem
from ryf_desktop.ui.dice.formatting import number
from ryf_desktop.ui.message_params import param_int

Params = Mapping[str, int | str]


def rule_message(error: Exception) -> str:
    """``error``'s message for the game master, in the UI's language when its problem is known."""
    try:
        if isinstance(error, DiceError) and error.problem is not None:
            return dice_problem_text(error.problem, error.params)
        if isinstance(error, DifficultyError):
            return difficulty_problem_text(error.problem, error.text, error.params)
    except (KeyError, ValueError):
        pass  # params without what the code promises: the rules' own words still say it
    return str(error)


def _value(params: Params, key: str) -> str:
    """A param as the locale writes it: numbers with QLocale, text as it is."""
    value = params[key]
    return number(value) if isinstance(value, int) else value


def _misplaced(params: Params, fix: str) -> str:
    """'“x” does not fit at character 3: <fix>.' or 'The expression ends too soon: <fix>.'"""
    found = str(params["found"])
    if found:
        problem = QCoreApplication.translate(
            "DiceRuleMessages", "“{char}” does not fit at character {position}"
        ).format(char=found, position=number(param_int(params, "position") + 1))
    else:
        problem = QCoreApplication.translate("DiceRuleMessages", "The expression ends too soon")
    return QCoreApplication.translate("DiceRuleMessages", "{problem}: {fix}.").format(
        problem=problem, fix=fix
    )


def dice_problem_text(problem: DiceProblem, params: Params) -> str:
    """The sentence for one ``DiceProblem``; raises KeyError when ``params`` lack a promised name.

    Every member is named in one group's ``case``: mypy's exhaustiveness check
    (``assert_never``) fails when the rules gain a problem no group words.
    """
    match problem:
        case (
            DiceProblem.BAD_RANK | DiceProblem.WRONG_DICE_COUNT | DiceProblem.DIE_OUT_OF_RANGE |
            DiceProblem.NO_THROW | DiceProblem.THROW_MISSING | DiceProblem.EXTRA_THROW |
            DiceProblem.RANDOM_SOURCE_OUT_OF_RANGE | DiceProblem.ENDLESS_EXPLOSION
        ):
            return _throw_text(problem, params)
        case (
            DiceProblem.NOT_TEXT | DiceProblem.TOO_LONG | DiceProblem.EMPTY |
            DiceProblem.EXPECTED_TERM | DiceProblem.EXPECTED_OPERATOR |
            DiceProblem.EXPECTED_FACES | DiceProblem.EXPECTED_TARGET_DICE |
            DiceProblem.EXPECTED_TARGET_D | DiceProblem.EXPECTED_TARGET_FACES
        ):
            return _syntax_text(problem, params)
        case (
            DiceProblem.NUMBER_TOO_LARGE | DiceProblem.UNSUPPORTED_KEPT_DICE |
            DiceProblem.NO_DICE | DiceProblem.TOO_MANY_DICE | DiceProblem.FACES_OUT_OF_RANGE |
            DiceProblem.TOO_MANY_DICE_IN_ALL
        ):
            return _limit_text(problem, params)
        case _:
            assert_never(problem)


def _throw_text(problem: DiceProblem, params: Params) -> str:
    """Problems of 1o3d10 throws and of a random source that is not a fair die."""
    match problem:
        case DiceProblem.BAD_RANK:
            return QCoreApplication.translate(
                "DiceRuleMessages", "Rank {rank} is not a rank: a roll's rank is −1, 0 or +1."
            ).format(rank=_value(params, "rank"))
        case DiceProblem.WRONG_DICE_COUNT:
            if "throw" in params:
                return QCoreApplication.translate(
                    "DiceRuleMessages",
                    "Throw {throw} needs exactly three d10, as in 4 8 3 (it has {count}).",
                ).format(throw=_value(params, "throw"), count=_value(params, "count"))
            return QCoreApplication.translate(
                "DiceRuleMessages",
                "A throw needs exactly three d10, as in 4 8 3 (this one has {count}).",
            ).format(count=_value(params, "count"))
        case DiceProblem.DIE_OUT_OF_RANGE:
            if "throw" in params:
                return QCoreApplication.translate(
                    "DiceRuleMessages",
                    "Die {die} of throw {throw} is {found}: a d10 shows a whole number from "
                    "{low} to {high}.",
                ).format(
                    die=_value(params, "die"),
                    throw=_value(params, "throw"),
                    found=_value(params, "found"),
                    low=_value(params, "low"),
                    high=_value(params, "high"),
                )
            return QCoreApplication.translate(
                "DiceRuleMessages",
                "Die {die} of the throw is {found}: a d10 shows a whole number from {low} to "
                "{high}.",
            ).format(
                die=_value(params, "die"),
                found=_value(params, "found"),
                low=_value(params, "low"),
                high=_value(params, "high"),
            )
        case DiceProblem.NO_THROW:
            return QCoreApplication.translate(
                "DiceRuleMessages", "Type the three d10 of the first throw, as in 3 8 10."
            )
        case DiceProblem.THROW_MISSING:
            return QCoreApplication.translate(
                "DiceRuleMessages",
                "Throw {throw} exploded with a 10: type the three d10 of throw {next}.",
            ).format(throw=_value(params, "throw"), next=_value(params, "next"))
        case DiceProblem.EXTRA_THROW:
            return QCoreApplication.translate(
                "DiceRuleMessages",
                "Throw {throw} did not explode, so no throw {next} follows: "
                "remove the dice typed after throw {throw}.",
            ).format(throw=_value(params, "throw"), next=_value(params, "next"))
        case DiceProblem.RANDOM_SOURCE_OUT_OF_RANGE:
            return QCoreApplication.translate(
                "DiceRuleMessages",
                "The random source gave {found} for a d{faces}, which no such die can show.",
            ).format(found=_value(params, "found"), faces=param_int(params, "faces"))
        case DiceProblem.ENDLESS_EXPLOSION:
            return QCoreApplication.translate(
                "DiceRuleMessages",
                "A d{faces} exploded {limit} times in a row: the random source is not fair.",
            ).format(faces=param_int(params, "faces"), limit=_value(params, "limit"))
        case _:
            raise ValueError(f"not a throw problem: {problem}")


def _syntax_text(problem: DiceProblem, params: Params) -> str:
    """Problems of a dice expression that does not read."""
    match problem:
        case DiceProblem.NOT_TEXT:
            return QCoreApplication.translate(
                "DiceRuleMessages", "Dice are written as text such as 2d6+1, not {found}."
            ).format(found=_value(params, "found"))
        case DiceProblem.TOO_LONG:
            return QCoreApplication.translate(
                "DiceRuleMessages", "The expression is too long: write at most {limit} characters."
            ).format(limit=_value(params, "limit"))
        case DiceProblem.EMPTY:
            return QCoreApplication.translate(
                "DiceRuleMessages", "Type the dice to roll, such as 2d6+1"
            )
        case DiceProblem.EXPECTED_TERM:
            return _misplaced(
                params,
                QCoreApplication.translate(
                    "DiceRuleMessages", "write a number or a die such as 2d6 or d6"
                ),
            )
        case DiceProblem.EXPECTED_OPERATOR:
            return _misplaced(
                params,
                QCoreApplication.translate(
                    "DiceRuleMessages", "put + or − between the terms, as in 2d6+1"
                ),
            )
        case DiceProblem.EXPECTED_FACES:
            return _misplaced(
                params,
                QCoreApplication.translate(
                    "DiceRuleMessages", "write the number of faces after the d, as in d6"
                ),
            )
        case DiceProblem.EXPECTED_TARGET_DICE:
            return _misplaced(
                params,
                QCoreApplication.translate(
                    "DiceRuleMessages", "write how many dice are thrown after the o, as in 1o3d10"
                ),
            )
        case DiceProblem.EXPECTED_TARGET_D:
            return _misplaced(
                params,
                QCoreApplication.translate(
                    "DiceRuleMessages", "write a d after the number of dice, as in 1o3d10"
                ),
            )
        case DiceProblem.EXPECTED_TARGET_FACES:
            return _misplaced(
                params,
                QCoreApplication.translate(
                    "DiceRuleMessages", "write the number of faces after the d, as in 1o3d10"
                ),
            )
        case _:
            raise ValueError(f"not a syntax problem: {problem}")


def _limit_text(problem: DiceProblem, params: Params) -> str:
    """Problems of a dice expression that reads but asks for dice RyF does not roll."""
    match problem:
        case DiceProblem.NUMBER_TOO_LARGE:
            # The digits as typed: a number this long has no business being regrouped.
            return QCoreApplication.translate(
                "DiceRuleMessages", "The number {value} is too large: use at most {limit}."
            ).format(value=str(params["value"]), limit=_value(params, "limit"))
        case DiceProblem.UNSUPPORTED_KEPT_DICE:
            kept, count = param_int(params, "kept"), param_int(params, "count")
            dice = f"{kept}o{count}d{param_int(params, 'faces')}"
            return QCoreApplication.translate(
                "DiceRuleMessages",
                "“{dice}” is not a RyF roll: the only roll that keeps one die of several is "
                "1o3d10.",
            ).format(dice=dice)
        case DiceProblem.NO_DICE:
            dice = f"{param_int(params, 'count')}d{param_int(params, 'faces')}"
            return QCoreApplication.translate(
                "DiceRuleMessages", "“{dice}” rolls no dice: roll at least one, as in 1d6."
            ).format(dice=dice)
        case DiceProblem.TOO_MANY_DICE:
            return QCoreApplication.translate(
                "DiceRuleMessages",
                "Too many dice in one term ({count}): roll at most {limit} at a time.",
            ).format(count=_value(params, "count"), limit=_value(params, "limit"))
        case DiceProblem.TOO_MANY_DICE_IN_ALL:
            return QCoreApplication.translate(
                "DiceRuleMessages",
                "Too many dice in all ({count}): one roll throws at most {limit} dice.",
            ).format(count=_value(params, "count"), limit=_value(params, "limit"))
        case DiceProblem.FACES_OUT_OF_RANGE:
            return QCoreApplication.translate(
                "DiceRuleMessages", "A d{faces} cannot be rolled: a die has {low} to {high} faces."
            ).format(
                faces=param_int(params, "faces"),
                low=_value(params, "low"),
                high=_value(params, "high"),
            )
        case _:
            raise ValueError(f"not a limit problem: {problem}")


def difficulty_problem_text(problem: DifficultyProblem, text: str, params: Params) -> str:
    """The sentence for one ``DifficultyProblem``; ``text`` is what the game master typed."""
    match problem:
        case DifficultyProblem.NOT_A_DIFFICULTY | DifficultyProblem.UNKNOWN_NAME:
            if not text.strip():
                return QCoreApplication.translate(
                    "DiceRuleMessages",
                    "Type a difficulty: a number such as 15, or Easy, Normal, Hard, Very hard or "
                    "Nearly impossible.",
                )
            return QCoreApplication.translate(
                "DiceRuleMessages",
                "“{text}” is not a difficulty: type a number such as 15, or Easy, Normal, Hard, "
                "Very hard or Nearly impossible.",
            ).format(text=text.strip())
        case DifficultyProblem.OUT_OF_RANGE:
            return QCoreApplication.translate(
                "DiceRuleMessages",
                "A difficulty of {value} is out of range: use a number from {low} to {high}.",
            ).format(
                value=_value(params, "value"),
                low=_value(params, "low"),
                high=_value(params, "high"),
            )
        case _:
            assert_never(problem)
