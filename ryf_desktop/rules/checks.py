"""Rolls against a difficulty: skill, attribute and attack checks, and opposed rolls (RULES.md §2).

Each check exists twice: rolled with ``rng``, and resolved from dice a player threw at the table
(``resolve_*``), both through the same rules.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Literal

from ryf_desktop.rules.dice import (
    RandomSource,
    Roll1o3d10,
    clamp_rank,
    resolve_1o3d10,
    roll_1o3d10,
)
from ryf_desktop.rules.rank import RollShifts

__all__ = [
    "ATTRIBUTE_DIFFICULTIES",
    "MAX_DIFFICULTY",
    "SKILL_DIFFICULTIES",
    "CheckResult",
    "DifficultyError",
    "DifficultyProblem",
    "OpposedResult",
    "OpposedSide",
    "attack_check",
    "attribute_check",
    "opposed_check",
    "parse_difficulty",
    "resolve_attack_check",
    "resolve_attribute_check",
    "resolve_skill_check",
    "skill_check",
    "skill_rank",
]

SKILL_DIFFICULTIES: Mapping[str, int] = MappingProxyType({
    "facil": 10,
    "normal": 15,
    "dificil": 20,
    "muy_dificil": 25,
    "casi_imposible": 30,
})
ATTRIBUTE_DIFFICULTIES: Mapping[str, int] = MappingProxyType({
    "facil": 9,
    "normal": 12,
    "dificil": 15,
    "muy_dificil": 18,
    "casi_imposible": 21,
})
_ENGLISH_NAMES: Mapping[str, str] = MappingProxyType({
    "easy": "facil",
    "normal": "normal",
    "hard": "dificil",
    "difficult": "dificil",
    "very_hard": "muy_dificil",
    "very_difficult": "muy_dificil",
    "nearly_impossible": "casi_imposible",
    "almost_impossible": "casi_imposible",
})
MAX_DIFFICULTY = 1000


class DifficultyProblem(StrEnum):
    """Why a difficulty cannot be read; the names each promises in ``DifficultyError.params``
    are listed beside it."""

    NOT_A_DIFFICULTY = "not_a_difficulty"  # (none): neither a number nor a name, e.g. None
    UNKNOWN_NAME = "unknown_name"  # (none): ``text`` is not a number or a known name
    OUT_OF_RANGE = "out_of_range"  # value, low, high


class DifficultyError(ValueError):
    """A difficulty that cannot be read. ``text`` is what was given (as typed, or the ``repr`` of
    what is not text); ``problem`` and ``params`` say what is wrong for a user interface to word;
    ``str()`` is the English message."""

    def __init__(
        self,
        message: str,
        text: str,
        problem: DifficultyProblem,
        params: Mapping[str, int | str] | None = None,
    ) -> None:
        super().__init__(message)
        self.text = text
        self.problem = problem
        self.params: Mapping[str, int | str] = MappingProxyType(dict(params or {}))


def _difficulty_key(text: str) -> str:
    without_accents = "".join(
        char for char in unicodedata.normalize("NFKD", text) if not unicodedata.combining(char)
    )
    return re.sub(r"[\s_\-]+", "_", without_accents.strip().lower())


def parse_difficulty(text: str | int, *, attribute: bool = False) -> int:
    """A difficulty from a number ("15") or a name in Spanish, accents optional, any case
    ("Difícil", "muy dificil", "casi_imposible") or English ("hard", "very hard").

    Names give the skill difficulties (10/15/20/25/30) or, with ``attribute``, the attribute
    ones (9/12/15/18/21). Raises ``DifficultyError`` (a ``ValueError``) naming what is accepted.
    """
    if isinstance(text, bool) or not isinstance(text, (str, int)):
        raise DifficultyError(
            f"a difficulty must be a number or a name such as 'Difícil', not {text!r}",
            repr(text),
            DifficultyProblem.NOT_A_DIFFICULTY,
        )
    if isinstance(text, int):
        return _check_difficulty(text, str(text))
    stripped = text.strip()
    if re.fullmatch(r"[+-]?\d+", stripped):
        return _check_difficulty(int(stripped), text)
    key = _difficulty_key(stripped)
    key = _ENGLISH_NAMES.get(key, key)
    table = ATTRIBUTE_DIFFICULTIES if attribute else SKILL_DIFFICULTIES
    if key in table:
        return table[key]
    raise DifficultyError(
        f"unknown difficulty {text!r}: write a number such as 15, or one of Fácil, Normal, "
        "Difícil, Muy difícil, Casi imposible (accents optional), or in English easy, normal, "
        "hard, very hard, nearly impossible",
        text,
        DifficultyProblem.UNKNOWN_NAME,
    )


def _check_difficulty(value: int, text: str) -> int:
    if not 0 <= value <= MAX_DIFFICULTY:
        raise DifficultyError(
            f"difficulty {value} is out of range: use a number from 0 to {MAX_DIFFICULTY}",
            text,
            DifficultyProblem.OUT_OF_RANGE,
            {"value": value, "low": 0, "high": MAX_DIFFICULTY},
        )
    return value


def _difficulty(difficulty: int | str, attribute: bool) -> int:
    return parse_difficulty(difficulty, attribute=attribute)


@dataclass(frozen=True)
class CheckResult:
    """A roll against a difficulty. ``modifier`` is what was added to the 1o3d10 (attribute +
    skill, or the attack value); ``rank`` the final, clamped rank."""

    total: int
    difficulty: int
    modifier: int
    rank: int
    success: bool
    critical: bool
    fumble: bool
    natural_one: bool
    roll: Roll1o3d10

    @property
    def margin(self) -> int:
        return self.total - self.difficulty


class Decided(StrEnum):
    """What decided a check, named in the order the rules weigh it (RULES.md §1)."""

    FUMBLE = "fumble"
    NATURAL_ONE = "natural_one"
    CRITICAL = "critical"
    SUCCESS = "success"
    FAILURE = "failure"


def decided_by(result: CheckResult, *, natural_one_fails: bool) -> Decided:
    """What decided ``result``: a fumble always fails; a natural 1 fails whatever the total
    where it counts (``natural_one_fails``: a skill roll, not an attribute roll); then a
    critical, a success or a failure."""
    if result.fumble:
        return Decided.FUMBLE
    if natural_one_fails and result.natural_one and not result.success:
        return Decided.NATURAL_ONE
    if result.critical:
        return Decided.CRITICAL
    return Decided.SUCCESS if result.success else Decided.FAILURE


def _judge(
    modifier: int, difficulty: int, roll: Roll1o3d10, *, natural_one_fails: bool
) -> CheckResult:
    total = modifier + roll.value
    failed_by_die = roll.fumble or (natural_one_fails and roll.natural_one)
    success = total >= difficulty and not failed_by_die
    return CheckResult(
        total=total,
        difficulty=difficulty,
        modifier=modifier,
        rank=roll.rank,
        success=success,
        critical=success and total >= difficulty + 10,
        fumble=roll.fumble,
        natural_one=roll.natural_one,
        roll=roll,
    )


def skill_rank(skill: int, rank: int = 0) -> int:
    """The final rank of a skill roll: the situational shifts, -1 more for a skill of 0,
    clamped to [-1, +1] (``rules.rank.RollShifts``, where every roll's rank is worked out)."""
    return RollShifts(skill_points=skill, other=rank).rank


def skill_check(
    attribute: int, skill: int, difficulty: int | str, rng: RandomSource, rank: int = 0
) -> CheckResult:
    """Attribute + skill + 1o3d10 (exploding) against a difficulty. Fails on a natural 1 or a
    fumble whatever the total. ``rank`` is the sum of situational shifts."""
    roll = roll_1o3d10(rng, skill_rank(skill, rank), explode=True)
    return _judge(attribute + skill, _difficulty(difficulty, False), roll, natural_one_fails=True)


def resolve_skill_check(
    attribute: int,
    skill: int,
    difficulty: int | str,
    throws: Sequence[Sequence[int]],
    rank: int = 0,
) -> CheckResult:
    """``skill_check`` from dice thrown at the table (see ``resolve_1o3d10`` for the errors)."""
    roll = resolve_1o3d10(throws, skill_rank(skill, rank), explode=True)
    return _judge(attribute + skill, _difficulty(difficulty, False), roll, natural_one_fails=True)


def attribute_check(
    attribute: int,
    difficulty: int | str,
    rng: RandomSource,
    rank: int = 0,
    explode: bool = False,
) -> CheckResult:
    """Attribute + 1o3d10 against a difficulty (names give the attribute difficulties 9..21).
    Only a fumble fails it regardless of the total; by default it does not explode."""
    roll = roll_1o3d10(rng, clamp_rank(rank), explode=explode)
    return _judge(attribute, _difficulty(difficulty, True), roll, natural_one_fails=False)


def resolve_attribute_check(
    attribute: int,
    difficulty: int | str,
    throws: Sequence[Sequence[int]],
    rank: int = 0,
    explode: bool = False,
) -> CheckResult:
    """``attribute_check`` from dice thrown at the table."""
    roll = resolve_1o3d10(throws, clamp_rank(rank), explode=explode)
    return _judge(attribute, _difficulty(difficulty, True), roll, natural_one_fails=False)


def attack_check(
    attack_value: int, difficulty: int | str, rng: RandomSource, rank: int = 0
) -> CheckResult:
    """An attack: attack value (Físico + Cuerpo a Cuerpo, Destreza + Armas a Distancia, or a
    creature's Ata) + 1o3d10 against Defensa or the ranged difficulty, rolled like a skill roll."""
    roll = roll_1o3d10(rng, clamp_rank(rank), explode=True)
    return _judge(attack_value, _difficulty(difficulty, False), roll, natural_one_fails=True)


def resolve_attack_check(
    attack_value: int, difficulty: int | str, throws: Sequence[Sequence[int]], rank: int = 0
) -> CheckResult:
    """``attack_check`` from dice thrown at the table."""
    roll = resolve_1o3d10(throws, clamp_rank(rank), explode=True)
    return _judge(attack_value, _difficulty(difficulty, False), roll, natural_one_fails=True)


# --------------------------------------------------------------------------- opposed rolls


@dataclass(frozen=True)
class OpposedSide:
    """One side of an opposed roll. ``failed`` is set by a fumble, or by a natural 1 when the
    roll is skill-based."""

    total: int
    modifier: int
    rank: int
    fumble: bool
    natural_one: bool
    failed: bool
    roll: Roll1o3d10


Winner = Literal["first", "second", "tie"]


@dataclass(frozen=True)
class OpposedResult:
    """Both sides of an opposed roll and who won. A tie is left to the GM (accept or roll
    again)."""

    first: OpposedSide
    second: OpposedSide
    winner: Winner

    @property
    def margin(self) -> int:
        """First total minus second total."""
        return self.first.total - self.second.total


def _side(modifier: int, roll: Roll1o3d10, natural_one_fails: bool) -> OpposedSide:
    return OpposedSide(
        total=modifier + roll.value,
        modifier=modifier,
        rank=roll.rank,
        fumble=roll.fumble,
        natural_one=roll.natural_one,
        failed=roll.fumble or (natural_one_fails and roll.natural_one),
        roll=roll,
    )


def _winner(first: OpposedSide, second: OpposedSide) -> Winner:
    # A side that fumbled (or rolled a natural 1 on a skill) loses to one that did not; when both
    # failed nobody achieved anything, which is shown as a tie for the GM to settle.
    if first.failed != second.failed:
        return "second" if first.failed else "first"
    if first.failed or first.total == second.total:
        return "tie"
    return "first" if first.total > second.total else "second"


def opposed_check(
    first_modifier: int,
    second_modifier: int,
    rng: RandomSource,
    *,
    first_rank: int = 0,
    second_rank: int = 0,
    natural_one_fails: bool = True,
    explode: bool = True,
) -> OpposedResult:
    """Both sides roll modifier + 1o3d10 (the first side's dice are drawn first); the higher
    total wins. ``natural_one_fails`` is for skill-based rolls (set it False for a pulso of
    Físico against Físico). Ranks are sums of shifts (a skill of 0: include its -1)."""
    first_roll = roll_1o3d10(rng, clamp_rank(first_rank), explode=explode)
    second_roll = roll_1o3d10(rng, clamp_rank(second_rank), explode=explode)
    first = _side(first_modifier, first_roll, natural_one_fails)
    second = _side(second_modifier, second_roll, natural_one_fails)
    return OpposedResult(first, second, _winner(first, second))
