"""Dice expressions of RyF ("2d6+1", "1d10+1o3d10"): their terms, their parser and the errors
of a mistyped one (RULES.md §6). Rolling them is :mod:`ryf_desktop.rules.dice`'s."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

#: Limits that keep a mistyped expression from asking for absurd work.
MAX_EXPRESSION_LENGTH = 200
#: Dice one expression may roll in all (a 1o3d10 counts its three): ten times the most a
#: shipped weapon rolls (5d10), and the exact odds of that many still take about a second.
#: ``100d3+100d3+100d3+100d3+100d3`` took 8-13 s of the GM's time for its attack preview.
MAX_DICE_IN_ALL = 50
MAX_DICE_PER_TERM = MAX_DICE_IN_ALL
MIN_FACES = 2  # a d1 would explode forever
MAX_FACES = 1000
MAX_FLAT_BONUS = 1_000_000
#: A fair die cannot keep exploding this long; a broken ``rng`` (always the maximum) could.
MAX_REROLLS = 1000



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
    TOO_MANY_DICE_IN_ALL = "too_many_dice_in_all"  # position, count, limit
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
        terms = [self.counted(self.term(self.sign() or 1), 0, 0)]
        dice = _dice_rolled(terms[0])
        while True:
            if self.peek() == "":
                return DiceExpression(tuple(terms))
            sign = self.sign()
            if sign is None:
                raise self.error(
                    DiceProblem.EXPECTED_OPERATOR, "'+' or '-' between terms (e.g. '2d6+1')"
                )
            self.skip_spaces()
            start = self.pos
            terms.append(self.counted(self.term(sign), dice, start))
            dice += _dice_rolled(terms[-1])

    def counted(self, term: Term, before: int, start: int) -> Term:
        """``term``, unless it takes the dice rolled past :data:`MAX_DICE_IN_ALL`."""
        count = before + _dice_rolled(term)
        if count > MAX_DICE_IN_ALL:
            raise self.fail(
                DiceProblem.TOO_MANY_DICE_IN_ALL,
                {"count": count, "limit": MAX_DICE_IN_ALL},
                f"{count} dice in all is too many",
                start,
                f"an expression rolls at most {MAX_DICE_IN_ALL} dice",
            )
        return term

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


def _dice_rolled(term: Term) -> int:
    if isinstance(term, DiceTerm):
        return term.count
    return 3 if isinstance(term, TargetDieTerm) else 0


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
