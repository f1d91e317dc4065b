"""The dice a player threw, refused in the GM's language (:func:`dice_error`).

``rules.dice`` errors carry a problem code and details; their ``str()`` is English, for logs. A
refusal of typed throws (an initiative, an attack, a spell) is said here with the code's sentence,
never the English text; a problem without its own sentence gets a plain one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.dice import DiceError, DiceProblem
from ryf_desktop.session.command import CommandError

__all__ = ["dice_error", "dice_words"]

translate = QCoreApplication.translate


def dice_words(error: DiceError) -> str:
    """What is wrong with the dice typed, in words."""
    params = error.params
    throw, following = params.get("throw"), params.get("next")
    match error.problem:
        case DiceProblem.THROW_MISSING if throw is not None:
            return translate(
                "CombatDiceWords",
                "Throw {throw} exploded (its die counts 10): type its three d10 and then the "
                "three d10 of throw {next}, as in 3 10 10 / 3 4 7.",
            ).format(throw=throw, next=following)
        case DiceProblem.EXTRA_THROW if throw is not None:
            return translate(
                "CombatDiceWords",
                "Throw {throw} did not explode, so no throw {next} follows: remove the dice "
                "typed after throw {throw}.",
            ).format(throw=throw, next=following)
        case DiceProblem.NO_THROW:
            return translate(
                "CombatDiceWords", "Type the three d10 of the first throw, as in 3 8 10."
            )
        case _:
            return translate(
                "CombatDiceWords",
                "These dice cannot be used: type three d10 from 1 to 10 for each throw, as in "
                "3 8 10.",
            )


def dice_error(error: DiceError) -> CommandError:
    return CommandError(
        translate("CombatDiceWords", "The dice thrown cannot be used. %1"), dice_words(error)
    )
