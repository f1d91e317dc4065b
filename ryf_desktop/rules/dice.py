"""Dice of RyF: the 1o3d10 roll (target die, explosion, natural 1, pifia) and dice expressions.

RULES.md §1 (the 1o3d10 roll) and §6 (exploding damage dice). Everything that rolls takes ``rng``:
any object with ``randint(a, b)``, such as ``random.Random``. A 1o3d10 throw draws three
``randint(1, 10)`` in order; a dice expression draws its dice left to right, each die with all its
rerolls before the next die. What an expression is, and how its text is read, is in
:mod:`~ryf_desktop.rules.dice_expressions` (its names are imported here for the rollers' callers).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ryf_desktop.rules.dice_expressions import (
    MAX_DICE_PER_TERM,
    MAX_EXPRESSION_LENGTH,
    MAX_FACES,
    MAX_FLAT_BONUS,
    MAX_REROLLS,
    MIN_FACES,
    ConstantTerm,
    DiceError,
    DiceExpression,
    DiceProblem,
    DiceSyntaxError,
    DiceTerm,
    IncompleteThrowError,
    TargetDieTerm,
    Term,
    parse,
)

__all__ = [
    "MAX_DICE_PER_TERM",
    "MAX_EXPRESSION_LENGTH",
    "MAX_FACES",
    "MAX_FLAT_BONUS",
    "MAX_REROLLS",
    "MIN_FACES",
    "ConstantTerm",
    "DiceError",
    "DiceExpression",
    "DiceProblem",
    "DiceRoll",
    "DiceSyntaxError",
    "DiceTerm",
    "IncompleteThrowError",
    "RandomSource",
    "Roll1o3d10",
    "TargetDieTerm",
    "Term",
    "clamp_rank",
    "is_fumble",
    "parse",
    "resolve_1o3d10",
    "roll",
    "roll_1o3d10",
    "roll_damage",
    "target_die",
]

class RandomSource(Protocol):
    """Anything with ``randint(a, b)`` returning an int in [a, b], like ``random.Random``."""

    def randint(self, a: int, b: int) -> int: ...



# --------------------------------------------------------------------------- 1o3d10


def clamp_rank(shift: int) -> int:
    """The rank of a roll from the sum of its shifts: advantages and disadvantages cancel, and
    the result is clamped to -1 (low die), 0 (middle die) or +1 (high die)."""
    return max(-1, min(1, shift))


def _check_rank(rank: int) -> int:
    if rank not in (-1, 0, 1):
        raise DiceError(
            f"rank {rank} is not valid: use -1 (lowest die), 0 (middle die) or +1 (highest die); "
            "clamp a sum of shifts with clamp_rank() first",
            DiceProblem.BAD_RANK,
            {"rank": rank},
        )
    return rank


def _check_throw(dice: Sequence[int], number: int | None = None) -> tuple[int, int, int]:
    """The three dice of a throw, checked; ``number`` names the throw in messages (1, 2, …)."""
    where = "the throw" if number is None else f"throw {number}"
    numbered: dict[str, int | str] = {} if number is None else {"throw": number}
    if len(dice) != 3:
        raise DiceError(
            f"{where} has {len(dice)} dice; a 1o3d10 throw has exactly three d10, e.g. (4, 8, 3)",
            DiceProblem.WRONG_DICE_COUNT,
            {"count": len(dice), **numbered},
        )
    for index, die in enumerate(dice):
        if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 10:
            raise DiceError(
                f"die {index + 1} of {where} is {die!r}; each die of a 1o3d10 must be a whole "
                "number from 1 to 10",
                DiceProblem.DIE_OUT_OF_RANGE,
                {
                    "die": index + 1,
                    "found": die if type(die) is int else repr(die),
                    "low": 1,
                    "high": 10,
                    **numbered,
                },
            )
    return (dice[0], dice[1], dice[2])


def target_die(dice: Sequence[int], rank: int) -> int:
    """The target die ("dado objetivo") of three d10 in any order: rank -1 keeps the lowest,
    0 the middle one, +1 the highest."""
    throw = _check_throw(dice)
    return sorted(throw)[_check_rank(rank) + 1]


def is_fumble(dice: Sequence[int], rank: int) -> bool:
    """A pifia: the target die is 1 and the die ranked just above it in the sorted dice is 5 or
    less. At rank +1 the target die is 1 only on a triple 1, which is always a fumble."""
    low_mid_high = sorted(_check_throw(dice))
    index = _check_rank(rank) + 1
    if low_mid_high[index] != 1:
        return False
    return index == 2 or low_mid_high[index + 1] <= 5


@dataclass(frozen=True)
class Roll1o3d10:
    """A 1o3d10 roll with its explosions.

    ``throws`` are the dice as thrown (unsorted), ``kept`` the target die of each throw and
    ``value`` their sum. ``natural_one`` and ``fumble`` look at the first throw only.
    """

    value: int
    throws: tuple[tuple[int, int, int], ...]
    kept: tuple[int, ...]
    rank: int
    natural_one: bool
    fumble: bool

    @property
    def exploded(self) -> bool:
        return len(self.throws) > 1

    def describe(self) -> str:
        """The throws for a log line, e.g. "(3,10,10)→10 + (3,4,7)→4 = 14"."""
        parts = [
            f"({','.join(str(d) for d in throw)})→{kept}"
            for throw, kept in zip(self.throws, self.kept, strict=True)
        ]
        return f"{' + '.join(parts)} = {self.value}"


def roll_1o3d10(rng: RandomSource, rank: int = 0, explode: bool = True) -> Roll1o3d10:
    """Roll 1o3d10. ``rank`` is the sum of the roll's shifts (clamped to [-1, +1]). With
    ``explode`` a target die of 10 is kept and the roll repeated at the same rank."""
    final_rank = clamp_rank(rank)
    index = final_rank + 1
    randint = rng.randint
    throws: list[tuple[int, int, int]] = []
    kept: list[int] = []
    # This is the hot path of every simulation, so it sorts once per throw and builds the
    # result directly instead of going through target_die/is_fumble.
    while True:
        throw = (randint(1, 10), randint(1, 10), randint(1, 10))
        if not (0 < throw[0] < 11 and 0 < throw[1] < 11 and 0 < throw[2] < 11):
            raise DiceError(
                f"the random source gave {throw} for three d10",
                DiceProblem.RANDOM_SOURCE_OUT_OF_RANGE,
                {"found": str(throw), "faces": 10},
            )
        throws.append(throw)
        kept.append(sorted(throw)[index])
        if not (explode and kept[-1] == 10):
            break
        if len(throws) >= MAX_REROLLS:
            raise DiceError(
                f"the roll exploded {MAX_REROLLS} times in a row; the random source is not fair",
                DiceProblem.ENDLESS_EXPLOSION,
                {"faces": 10, "limit": MAX_REROLLS},
            )
    return Roll1o3d10(
        value=sum(kept),
        throws=tuple(throws),
        kept=tuple(kept),
        rank=final_rank,
        natural_one=kept[0] == 1,
        fumble=kept[0] == 1 and is_fumble(throws[0], final_rank),
    )


def resolve_1o3d10(
    throws: Sequence[Sequence[int]], rank: int = 0, explode: bool = True
) -> Roll1o3d10:
    """Apply the 1o3d10 rules to dice a player threw at the table.

    ``throws`` lists every throw in order (three dice each). Raises ``DiceError`` for a die out
    of 1..10, a throw without three dice or a throw given after one that did not explode, and
    ``IncompleteThrowError`` when the last throw exploded (or none is given) so the next throw is
    still missing.
    """
    final_rank = clamp_rank(rank)
    if not throws:
        raise IncompleteThrowError(
            "no throw given: enter the three d10 of the first throw", DiceProblem.NO_THROW
        )
    checked = [_check_throw(throw, number) for number, throw in enumerate(throws, 1)]
    for number, throw in enumerate(checked, 1):
        kept = target_die(throw, final_rank)
        exploded = explode and kept == 10
        is_last = number == len(checked)
        if not exploded and not is_last:
            why = "this roll does not explode" if not explode else f"its target die is {kept}"
            raise DiceError(
                f"throw {number} did not explode ({why}), so throw {number + 1} must not be "
                f"given; remove the throws after throw {number}",
                DiceProblem.EXTRA_THROW,
                {"throw": number, "next": number + 1, "kept": kept},
            )
        if exploded and is_last:
            raise IncompleteThrowError(
                f"throw {number} exploded (target die 10): enter the three d10 of throw "
                f"{number + 1}",
                DiceProblem.THROW_MISSING,
                {"throw": number, "next": number + 1},
            )
    kept_dice = tuple(target_die(throw, final_rank) for throw in checked)
    return Roll1o3d10(
        value=sum(kept_dice),
        throws=tuple(checked),
        kept=kept_dice,
        rank=final_rank,
        natural_one=kept_dice[0] == 1,
        fumble=is_fumble(checked[0], final_rank),
    )


@dataclass(frozen=True)
class DiceRoll:
    """The result of rolling a dice expression.

    ``dice`` has one list per NdS die, in the order rolled, with every face it showed including
    rerolls (``[[3], [6, 6, 1]]`` for the mace's 2d6). ``target_rolls`` holds the detail of each
    1o3d10 term; ``subtotals`` the signed value of each term.
    """

    expression: DiceExpression
    total: int
    dice: list[list[int]]
    target_rolls: tuple[Roll1o3d10, ...] = ()
    subtotals: tuple[int, ...] = ()

    def describe(self) -> str:
        """The dice for a log line, e.g. "2d6: 3 + 6→6→1 = 16"."""
        shown = " + ".join("→".join(str(face) for face in faces) for faces in self.dice)
        rolls = " + ".join(f"1o3d10 {roll.describe()}" for roll in self.target_rolls)
        detail = "; ".join(part for part in (shown, rolls) if part)
        if not detail:
            return f"{self.expression} = {self.total}"
        return f"{self.expression}: {detail} = {self.total}"


def _as_expression(expression: str | DiceExpression) -> DiceExpression:
    return expression if isinstance(expression, DiceExpression) else parse(expression)


def _roll_die(faces: int, rng: RandomSource, explode: bool) -> list[int]:
    shown = [rng.randint(1, faces)]
    while explode and shown[-1] == faces:
        if len(shown) > MAX_REROLLS:
            raise DiceError(
                f"a d{faces} exploded {MAX_REROLLS} times in a row; the random source is not fair",
                DiceProblem.ENDLESS_EXPLOSION,
                {"faces": faces, "limit": MAX_REROLLS},
            )
        shown.append(rng.randint(1, faces))
    for face in shown:
        if not 1 <= face <= faces:
            raise DiceError(
                f"the random source gave {face} for a d{faces}",
                DiceProblem.RANDOM_SOURCE_OUT_OF_RANGE,
                {"found": str(face), "faces": faces},
            )
    return shown


def roll(
    expression: str | DiceExpression, rng: RandomSource, explode: bool = False
) -> DiceRoll:
    """Roll a dice expression. With ``explode`` every die that shows its maximum is rolled again
    and added, repeatedly. A 1o3d10 term always follows the 1o3d10 rules (rank 0, exploding)."""
    parsed = _as_expression(expression)
    dice: list[list[int]] = []
    target_rolls: list[Roll1o3d10] = []
    subtotals: list[int] = []
    for term in parsed.terms:
        if isinstance(term, ConstantTerm):
            value = term.value
        elif isinstance(term, DiceTerm):
            value = 0
            for _ in range(term.count):
                shown = _roll_die(term.faces, rng, explode)
                dice.append(shown)
                value += sum(shown)
        else:
            target = roll_1o3d10(rng, 0, explode=True)
            target_rolls.append(target)
            value = target.value
        subtotals.append(term.sign * value)
    return DiceRoll(
        expression=parsed,
        total=sum(subtotals),
        dice=dice,
        target_rolls=tuple(target_rolls),
        subtotals=tuple(subtotals),
    )


def roll_damage(expression: str | DiceExpression, rng: RandomSource) -> DiceRoll:
    """Roll damage: every die showing its maximum explodes (RULES.md §6)."""
    return roll(expression, rng, explode=True)
