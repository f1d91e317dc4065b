"""Dice of RyF: the 1o3d10 roll (target die, explosion, natural 1, pifia) and dice expressions.

RULES.md §1 (the 1o3d10 roll) and §6 (exploding damage dice). Everything that rolls takes ``rng``:
any object with ``randint(a, b)``, such as ``random.Random``. A 1o3d10 throw draws three
``randint(1, 10)`` in order; a dice expression draws its dice left to right, each die with all its
rerolls before the next die.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Protocol

__all__ = [
    "MAX_DICE_PER_TERM",
    "MAX_EXPRESSION_LENGTH",
    "MAX_FACES",
    "MAX_FLAT_BONUS",
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

#: Limits that keep a mistyped expression from asking for absurd work.
MAX_EXPRESSION_LENGTH = 200
MAX_DICE_PER_TERM = 100
MIN_FACES = 2  # a d1 would explode forever
MAX_FACES = 1000
MAX_FLAT_BONUS = 1_000_000
#: A fair die cannot keep exploding this long; a broken ``rng`` (always the maximum) could.
MAX_REROLLS = 1000


class RandomSource(Protocol):
    """Anything with ``randint(a, b)`` returning an int in [a, b], like ``random.Random``."""

    def randint(self, a: int, b: int) -> int: ...


class DiceProblem(StrEnum):
    """What is wrong with dice that cannot be rolled or read, for a program to act on.

    A ``DiceError`` carries one of these as ``problem`` and the details as ``params``; the names
    each member promises in ``params`` are listed beside it. ``position`` is 0-based, like
    ``DiceSyntaxError.position``; ``found`` is the character met there, or "" at the end of the
    text. Throws and dice within a throw are numbered from 1, as a person counts them.
    """

    # --- 1o3d10 throws
    BAD_RANK = "bad_rank"  # rank
    WRONG_DICE_COUNT = "wrong_dice_count"  # count; throw when the throws are numbered
    DIE_OUT_OF_RANGE = "die_out_of_range"  # die, found, low, high; throw when numbered
    NO_THROW = "no_throw"  # (none)
    THROW_MISSING = "throw_missing"  # throw (the one that exploded), next (the one missing)
    EXTRA_THROW = "extra_throw"  # throw (did not explode), next (given anyway), kept
    # --- a random source that is not a fair die
    RANDOM_SOURCE_OUT_OF_RANGE = "random_source_out_of_range"  # found, faces
    ENDLESS_EXPLOSION = "endless_explosion"  # faces, limit
    # --- dice expressions (every DiceSyntaxError also has position)
    NOT_TEXT = "not_text"  # found
    TOO_LONG = "too_long"  # position, length, limit
    EMPTY = "empty"  # position
    EXPECTED_TERM = "expected_term"  # position, found
    EXPECTED_OPERATOR = "expected_operator"  # position, found
    EXPECTED_FACES = "expected_faces"  # position, found
    EXPECTED_TARGET_DICE = "expected_target_dice"  # position, found
    EXPECTED_TARGET_D = "expected_target_d"  # position, found
    EXPECTED_TARGET_FACES = "expected_target_faces"  # position, found
    NUMBER_TOO_LARGE = "number_too_large"  # position, value (the digits typed), limit
    UNSUPPORTED_KEPT_DICE = "unsupported_kept_dice"  # position, kept, count, faces
    NO_DICE = "no_dice"  # position, count, faces
    TOO_MANY_DICE = "too_many_dice"  # position, count, limit
    FACES_OUT_OF_RANGE = "faces_out_of_range"  # position, faces, low, high


Params = Mapping[str, int | str]


class DiceError(ValueError):
    """Dice that cannot be rolled or read as given; the message says what to change.

    ``problem`` says what is wrong (None only for errors raised without one) and ``params`` holds
    the details a user interface needs to say it in its own words; ``str()`` is the English
    message for logs and tests.
    """

    def __init__(
        self, message: str, problem: DiceProblem | None = None, params: Params | None = None
    ) -> None:
        super().__init__(message)
        self.problem = problem
        self.params: Params = MappingProxyType(dict(params or {}))


class DiceSyntaxError(DiceError):
    """A dice expression that cannot be read.

    ``position`` is the 0-based index of the problem in ``text``; the message counts characters
    from 1, as a person does ("unexpected 'x' at position 3 in '2dx6'").
    """

    def __init__(
        self,
        message: str,
        position: int,
        text: str = "",
        *,
        problem: DiceProblem | None = None,
        params: Params | None = None,
    ) -> None:
        super().__init__(message, problem, {"position": position, **(params or {})})
        self.position = position
        self.text = text


class IncompleteThrowError(DiceError):
    """The last throw given exploded: the follow-up throw is still missing (a UI may ask for it)."""


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


def _make_roll(throws: Sequence[tuple[int, int, int]], rank: int) -> Roll1o3d10:
    kept = tuple(target_die(throw, rank) for throw in throws)
    return Roll1o3d10(
        value=sum(kept),
        throws=tuple(throws),
        kept=kept,
        rank=rank,
        natural_one=kept[0] == 1,
        fumble=is_fumble(throws[0], rank),
    )


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
    return _make_roll(checked, final_rank)


# --------------------------------------------------------------------------- expressions


@dataclass(frozen=True)
class DiceTerm:
    """``count`` dice of ``faces`` faces (``2d6``), added (sign +1) or subtracted (sign -1)."""

    count: int
    faces: int
    sign: int = 1

    def __str__(self) -> str:
        return f"{self.count}d{self.faces}"


@dataclass(frozen=True)
class ConstantTerm:
    """A flat number added once (``+2``) or subtracted."""

    value: int
    sign: int = 1

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class TargetDieTerm:
    """A ``1o3d10`` inside an expression: rolled by the 1o3d10 rules at rank 0, exploding."""

    sign: int = 1

    def __str__(self) -> str:
        return "1o3d10"


Term = DiceTerm | ConstantTerm | TargetDieTerm


@dataclass(frozen=True)
class DiceExpression:
    """A parsed dice expression such as ``3d6+2``; ``str()`` gives its normalised form."""

    terms: tuple[Term, ...]

    def __str__(self) -> str:
        text = ""
        for index, term in enumerate(self.terms):
            if term.sign < 0:
                text += "-"
            elif index > 0:
                text += "+"
            text += str(term)
        return text

    def min_total(self) -> int:
        """The lowest total the expression can give."""
        return sum(_term_bounds(term)[0] for term in self.terms)

    def max_total(self) -> int:
        """The highest total without explosions."""
        return sum(_term_bounds(term)[1] for term in self.terms)

    @property
    def dice_count(self) -> int:
        """How many NdS dice the expression rolls (1o3d10 terms not counted)."""
        return sum(term.count for term in self.terms if isinstance(term, DiceTerm))


def _term_bounds(term: Term) -> tuple[int, int]:
    if isinstance(term, ConstantTerm):
        low = high = term.value
    elif isinstance(term, DiceTerm):
        low, high = term.count, term.count * term.faces
    else:
        low, high = 1, 10
    if term.sign < 0:
        return -high, -low
    return low, high


_MINUS_SIGNS = "-\u2212\u2013"  # ASCII hyphen, the minus sign and an en dash pasted from a PDF


class _Parser:
    """Recursive descent over ``expression := [sign] term (sign term)*`` with
    ``term := number | [number] "d" number | number "o" number "d" number``."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def error(self, problem: DiceProblem, expected: str) -> DiceSyntaxError:
        """Something other than ``expected`` stands at the current position."""
        where = self.pos
        found = self.text[where] if where < len(self.text) else ""
        met = f"unexpected {found!r}" if found else "unexpected end"
        return DiceSyntaxError(
            f"{met} at position {where + 1} in {self.text!r}: expected {expected}",
            where,
            self.text,
            problem=problem,
            params={"found": found},
        )

    def fail(
        self, problem: DiceProblem, params: Params, what: str, position: int, fix: str
    ) -> DiceSyntaxError:
        return DiceSyntaxError(
            f"{what} at position {position + 1} in {self.text!r}: {fix}",
            position,
            self.text,
            problem=problem,
            params=params,
        )

    def too_large(self, digits: str, position: int) -> DiceSyntaxError:
        return self.fail(
            DiceProblem.NUMBER_TOO_LARGE,
            {"value": digits, "limit": MAX_FLAT_BONUS},
            f"the number {digits} is too large",
            position,
            f"use at most {MAX_FLAT_BONUS}",
        )

    def skip_spaces(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        self.skip_spaces()
        return self.text[self.pos].lower() if self.pos < len(self.text) else ""

    def number(self, problem: DiceProblem, expected: str) -> tuple[int, int]:
        """The whole number at the current position and where it starts; ``problem`` and
        ``expected`` describe the error when there is none."""
        self.skip_spaces()
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] in "0123456789":
            self.pos += 1
        if start == self.pos:
            raise self.error(problem, expected)
        digits = self.text[start:self.pos]
        if len(digits) > len(str(MAX_FLAT_BONUS)):
            raise self.too_large(digits, start)
        return int(digits), start

    def sign(self) -> int | None:
        char = self.peek()
        if char == "+":
            self.pos += 1
            return 1
        if char and char in _MINUS_SIGNS:
            self.pos += 1
            return -1
        return None

    def parse(self) -> DiceExpression:
        if len(self.text) > MAX_EXPRESSION_LENGTH:
            raise DiceSyntaxError(
                f"the dice expression is {len(self.text)} characters long: at most "
                f"{MAX_EXPRESSION_LENGTH} are allowed (from position {MAX_EXPRESSION_LENGTH + 1} "
                "on it is past the limit); shorten it",
                MAX_EXPRESSION_LENGTH,
                self.text,
                problem=DiceProblem.TOO_LONG,
                params={"length": len(self.text), "limit": MAX_EXPRESSION_LENGTH},
            )
        if not self.text.strip():
            raise DiceSyntaxError(
                f"the dice expression {self.text!r} is empty: expected dice such as '2d6', "
                "'1d6+2' or '1o3d10'",
                0,
                self.text,
                problem=DiceProblem.EMPTY,
            )
        terms = [self.term(self.sign() or 1)]
        while True:
            if self.peek() == "":
                return DiceExpression(tuple(terms))
            sign = self.sign()
            if sign is None:
                raise self.error(
                    DiceProblem.EXPECTED_OPERATOR, "'+' or '-' between terms (e.g. '2d6+1')"
                )
            terms.append(self.term(sign))

    def term(self, sign: int) -> Term:
        start_char = self.peek()
        start = self.pos
        if start_char == "d":
            count = 1
        else:
            count, start = self.number(
                DiceProblem.EXPECTED_TERM, "a number or a die such as '2d6' or 'd6'"
            )
            if self.peek() not in ("d", "o"):
                if count > MAX_FLAT_BONUS:
                    raise self.too_large(str(count), start)
                return ConstantTerm(count, sign)
        if self.peek() == "o":
            return self.target_term(count, start, sign)
        self.pos += 1  # the "d"
        faces, faces_at = self.number(
            DiceProblem.EXPECTED_FACES, "a number of faces after 'd' (e.g. 'd6')"
        )
        self.check_dice(count, start, faces, faces_at)
        return DiceTerm(count, faces, sign)

    def target_term(self, kept: int, start: int, sign: int) -> TargetDieTerm:
        self.pos += 1  # the "o"
        count, _ = self.number(
            DiceProblem.EXPECTED_TARGET_DICE,
            "the number of dice thrown after 'o' (as in '1o3d10')",
        )
        if self.peek() != "d":
            raise self.error(
                DiceProblem.EXPECTED_TARGET_D, "'d' after the number of dice (as in '1o3d10')"
            )
        self.pos += 1
        faces, _ = self.number(
            DiceProblem.EXPECTED_TARGET_FACES, "a number of faces after 'd' (as in '1o3d10')"
        )
        if (kept, count, faces) != (1, 3, 10):
            raise self.fail(
                DiceProblem.UNSUPPORTED_KEPT_DICE,
                {"kept": kept, "count": count, "faces": faces},
                f"'{kept}o{count}d{faces}' is not supported",
                start,
                "the only kept-dice roll is '1o3d10' (keep 1 of 3 d10)",
            )
        return TargetDieTerm(sign)

    def check_dice(self, count: int, start: int, faces: int, faces_at: int) -> None:
        if count < 1:
            raise self.fail(
                DiceProblem.NO_DICE,
                {"count": count, "faces": faces},
                f"'{count}d{faces}' rolls no dice",
                start,
                "a term needs at least 1 die",
            )
        if count > MAX_DICE_PER_TERM:
            raise self.fail(
                DiceProblem.TOO_MANY_DICE,
                {"count": count, "limit": MAX_DICE_PER_TERM},
                f"{count} dice in one term is too many",
                start,
                f"use at most {MAX_DICE_PER_TERM} dice per term",
            )
        if not MIN_FACES <= faces <= MAX_FACES:
            raise self.fail(
                DiceProblem.FACES_OUT_OF_RANGE,
                {"faces": faces, "low": MIN_FACES, "high": MAX_FACES},
                f"a d{faces} is not a die that can be rolled",
                faces_at,
                f"a die needs {MIN_FACES} to {MAX_FACES} faces (a d1 would explode forever)",
            )


def parse(expression: str) -> DiceExpression:
    """Read a dice expression: "2d6", "1d6+2", "d6", "1o3d10+12", "47 + 1d6", "2D6-1".

    Raises ``DiceSyntaxError`` (with ``position``) saying what is wrong, where, and what was
    expected there.
    """
    if not isinstance(expression, str):
        raise DiceError(
            f"a dice expression must be text such as '2d6+1', not {expression!r}",
            DiceProblem.NOT_TEXT,
            {"found": repr(expression)},
        )
    return _parse_text(expression)


@functools.lru_cache(maxsize=1024)
def _parse_text(text: str) -> DiceExpression:
    # Expressions are immutable, and the same few weapon and bestiary strings are rolled over
    # and over, so each is read once.
    return _Parser(text).parse()


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
