"""Reading dice a player threw at the table, as the GM types them: ``read_throws("3 10 10 /
3 4 7")`` (1o3d10 throws) and ``read_damage_dice("3, 6 6 1")`` (each damage die with its
rerolls). Only the shape is checked here; which die counts and what explodes is for the rules.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

_SEPARATORS = re.compile(r"[\s,;/]+")
_DICE = re.compile(r"[,;/]+")
_REROLLS = re.compile(r"[\s→>-]+")


def _numbers(text: str, separators: re.Pattern[str]) -> list[int]:
    values: list[int] = []
    for token in (token for token in separators.split(text.strip()) if token):
        if not token.isdigit() or int(token) < 1:
            raise ValueError(QCoreApplication.translate(
                "CombatDiceEntry",
                "“{token}” is not a die: type whole numbers from 1 up, such as 3 8 10.",
            ).format(token=token))
        values.append(int(token))
    return values


def read_throws(text: str) -> list[tuple[int, int, int]]:
    """'3 8 10' or '3 10 10 / 3 4 7' → throws of three d10."""
    values = _numbers(text, _SEPARATORS)
    if not values:
        raise ValueError(QCoreApplication.translate(
            "CombatDiceEntry", "Type the three dice the player threw, for example 3 8 10."))
    if (too_high := next((value for value in values if value > 10), None)) is not None:
        raise ValueError(QCoreApplication.translate(
            "CombatDiceEntry", "{value} is not a d10 face: each die shows 1 to 10."
        ).format(value=too_high))
    if len(values) % 3:
        raise ValueError(QCoreApplication.translate(
            "CombatDiceEntry",
            "A throw is three dice; you typed {n}. Type them in threes, as in 3 8 10, and "
            "after a 10 that explodes the next three, as in 3 10 10 / 3 4 7.",
        ).format(n=len(values)))
    return [(values[i], values[i + 1], values[i + 2]) for i in range(0, len(values), 3)]


def read_damage_dice(text: str) -> list[list[int]]:
    """'3, 6 6 1' → [[3], [6, 6, 1]]: each damage die with the rerolls of its highest face."""
    dice = [_numbers(part, _REROLLS) for part in _DICE.split(text.strip()) if part.strip()]
    if not dice:
        raise ValueError(QCoreApplication.translate(
            "CombatDiceEntry",
            "Type the damage dice, apart by commas, each with its rerolls: 3, 6 6 1."))
    return dice
