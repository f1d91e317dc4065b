"""Exact odds of RyF rolls: checks against a difficulty, damage distributions, expected damage.

Everything is computed by enumeration and recursion, never by sampling. At import, the 1000
ordered outcomes of three d10 are enumerated once per rank into ``RANK_TABLES`` (how often each
face is the target die, how often the first throw is a natural 1 or a pifia). An exploding
1o3d10 can only pass 10k when its first k target dice are all 10, so the chance of reaching any
total is a power of P(10) times one table entry: a check's odds cost a handful of float
operations (and are memoised on top).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ryf_desktop.rules.checks import skill_rank
from ryf_desktop.rules.dice import (
    ConstantTerm,
    DiceError,
    DiceExpression,
    DiceTerm,
    clamp_rank,
    is_fumble,
    parse,
    target_die,
)
from ryf_desktop.rules.profile import HEROICO, CriticalDamage, RulesProfile

__all__ = [
    "DEFAULT_TAIL",
    "RANK_TABLES",
    "CheckOdds",
    "RankTable",
    "attribute_check_odds",
    "check_odds",
    "clear_cache",
    "damage_distribution",
    "expected_damage",
    "roll_value_distribution",
    "skill_check_odds",
]

#: Explosion tails are cut once the probability mass left is below this.
DEFAULT_TAIL = 1e-9
#: Beyond this many multiply-adds in one convolution the exact distribution is refused.
_MAX_CONVOLUTION_WORK = 4_000_000
#: Attack outcomes less likely than this add nothing visible to an expected damage.
_NEGLIGIBLE = 1e-16


@dataclass(frozen=True)
class RankTable:
    """One rank's first throw over the 1000 ordered outcomes of three d10.

    ``counts[v - 1]`` is how many of them have target die ``v``; ``fumbles`` how many are a pifia.
    ``at_least[j]`` is P(target die >= j) for j in 0..11, ``powers_of_ten[k]`` is P(10)**k built
    by repeated multiplication (so equal chances compare equal, bit for bit).
    """

    rank: int
    counts: tuple[int, ...]
    fumbles: int
    at_least: tuple[float, ...]
    at_least_counts: tuple[int, ...]
    powers_of_ten: tuple[float, ...]

    def probability(self, face: int) -> float:
        return self.counts[face - 1] / 1000

    @property
    def natural_one(self) -> float:
        return self.counts[0] / 1000

    @property
    def fumble(self) -> float:
        return self.fumbles / 1000

    @property
    def ten(self) -> float:
        return self.counts[9] / 1000


def _build_rank_table(rank: int) -> RankTable:
    counts = [0] * 10
    fumbles = 0
    for throw in itertools.product(range(1, 11), repeat=3):
        counts[target_die(throw, rank) - 1] += 1
        fumbles += is_fumble(throw, rank)
    at_least_counts = tuple(
        1000 if j <= 1 else sum(counts[j - 1:]) if j <= 10 else 0 for j in range(12)
    )
    p_ten = counts[9] / 1000
    powers = [1.0]
    while powers[-1] > 0.0:
        powers.append(powers[-1] * p_ten)
    return RankTable(
        rank=rank,
        counts=tuple(counts),
        fumbles=fumbles,
        at_least=tuple(count / 1000 for count in at_least_counts),
        at_least_counts=at_least_counts,
        powers_of_ten=tuple(powers),
    )


RANK_TABLES: Mapping[int, RankTable] = MappingProxyType(
    {rank: _build_rank_table(rank) for rank in (-1, 0, 1)}
)


def _chain_at_least(table: RankTable, need: int) -> float:
    """P(exploding 1o3d10 value >= need), ignoring natural 1 and fumble. For need = 10k + j
    (j in 1..10) the first k target dice must be 10 and the next one at least j."""
    if need <= 1:
        return 1.0
    k, j = divmod(need - 1, 10)
    powers = table.powers_of_ten
    return powers[k] * table.at_least[j + 1] if k < len(powers) else 0.0


def _success(table: RankTable, need: int, explode: bool, natural_one_fails: bool) -> float:
    """P(die value >= need and the first throw does not fail by itself)."""
    if need > 10:
        # Only an explosion gets there: the first die is a 10, never a natural 1 or a fumble.
        return _chain_at_least(table, need) if explode else 0.0
    lowest = max(need, 2) if natural_one_fails else max(need, 1)
    count = table.at_least_counts[lowest]
    if lowest == 1:
        count -= table.fumbles
    return count / 1000


@dataclass(frozen=True)
class CheckOdds:
    """Exact chances of one roll against a difficulty."""

    success: float
    critical: float
    fumble: float
    natural_one: float

    @property
    def failure(self) -> float:
        return 1.0 - self.success


@functools.lru_cache(maxsize=65536)
def check_odds(
    modifier: int,
    difficulty: int,
    rank: int = 0,
    *,
    explode: bool = True,
    natural_one_fails: bool = True,
) -> CheckOdds:
    """Exact odds of modifier + 1o3d10 >= difficulty at ``rank`` (a sum of shifts, clamped).

    Success also needs no fumble and, with ``natural_one_fails`` (skills, attacks, initiative),
    no natural 1. Critical: a success whose total is at least difficulty + 10.
    """
    table = RANK_TABLES[clamp_rank(rank)]
    need = difficulty - modifier
    return CheckOdds(
        success=_success(table, need, explode, natural_one_fails),
        critical=_success(table, need + 10, explode, natural_one_fails),
        fumble=table.fumble,
        natural_one=table.natural_one,
    )


def skill_check_odds(attribute: int, skill: int, difficulty: int, rank: int = 0) -> CheckOdds:
    """Odds of a skill roll (a skill of 0 rolls one rank lower)."""
    return check_odds(attribute + skill, difficulty, skill_rank(skill, rank))


def attribute_check_odds(
    attribute: int, difficulty: int, rank: int = 0, explode: bool = False
) -> CheckOdds:
    """Odds of an attribute roll: only a fumble fails it whatever the total."""
    return check_odds(attribute, difficulty, rank, explode=explode, natural_one_fails=False)


# --------------------------------------------------------------------------- distributions

# A distribution over consecutive integers: (lowest value, probabilities from it upwards).
_Dist = tuple[int, tuple[float, ...]]


def _convolve(first: _Dist, second: _Dist) -> _Dist:
    (low_a, probs_a), (low_b, probs_b) = first, second
    if len(probs_a) * len(probs_b) > _MAX_CONVOLUTION_WORK:
        raise DiceError(
            "these dice are too many to compute their exact distribution; odds are available "
            "for expressions of up to a few dozen dice"
        )
    out = [0.0] * (len(probs_a) + len(probs_b) - 1)
    for i, p in enumerate(probs_a):
        if p:
            for j, q in enumerate(probs_b):
                out[i + j] += p * q
    return low_a + low_b, tuple(out)


def _negate(dist: _Dist) -> _Dist:
    low, probs = dist
    return -(low + len(probs) - 1), tuple(reversed(probs))


def _explosions_to_keep(p_explode: float, tail: float) -> int:
    """Fewest explosions k to follow so that P(more than k explosions) <= tail."""
    kept, mass = 0, p_explode
    while mass > tail:
        kept += 1
        mass *= p_explode
    return kept


def _die_dist(faces: int, explode: bool, tail: float) -> _Dist:
    """One die; exploding, a value k*faces + r (r < faces) has chance (1/faces)**(k + 1)."""
    p = 1.0 / faces
    if not explode:
        return 1, (p,) * faces
    explosions = _explosions_to_keep(p, tail)
    cut_mass = p ** (explosions + 1)
    probs: list[float] = []
    weight = p
    for _ in range(explosions + 1):
        probs.extend([weight / (1.0 - cut_mass)] * (faces - 1))
        probs.append(0.0)  # a multiple of the maximum is never a final total
        weight *= p
    return 1, tuple(probs[:-1])


def _chain_dist(rank: int, explode: bool, tail: float) -> _Dist:
    """The value of a 1o3d10 (the sum of its target dice)."""
    table = RANK_TABLES[rank]
    if not explode:
        return 1, tuple(table.probability(face) for face in range(1, 11))
    explosions = _explosions_to_keep(table.ten, tail)
    cut_mass = table.ten ** (explosions + 1)
    probs: list[float] = []
    weight = 1.0
    for _ in range(explosions + 1):
        probs.extend(weight * table.probability(face) / (1.0 - cut_mass) for face in range(1, 10))
        probs.append(0.0)
        weight *= table.ten
    return 1, tuple(probs[:-1])


@functools.lru_cache(maxsize=1024)
def _expression_dist(expression: DiceExpression, explode: bool, tail: float) -> _Dist:
    random_parts = sum(
        term.count if isinstance(term, DiceTerm) else 1
        for term in expression.terms
        if not isinstance(term, ConstantTerm)
    )
    # Every random part gets an equal share of the tail, so the total cut stays below ``tail``.
    share = tail / max(1, random_parts)
    dist: _Dist = (0, (1.0,))
    for term in expression.terms:
        if isinstance(term, ConstantTerm):
            part: _Dist = (term.value, (1.0,))
            for_each = 1
        elif isinstance(term, DiceTerm):
            part = _die_dist(term.faces, explode, share)
            for_each = term.count
        else:
            part = _chain_dist(0, True, share)
            for_each = 1
        if term.sign < 0:
            part = _negate(part)
        for _ in range(for_each):
            dist = _convolve(dist, part)
    low, probs = dist
    total = sum(probs)
    return low, tuple(p / total for p in probs)


def _as_expression(expression: str | DiceExpression) -> DiceExpression:
    return expression if isinstance(expression, DiceExpression) else parse(expression)


def damage_distribution(
    expression: str | DiceExpression, *, explode: bool = True, tail: float = DEFAULT_TAIL
) -> dict[int, float]:
    """P(total = v) for a dice expression. With ``explode`` (damage) every die showing its
    maximum is rolled again and added; the explosion tail is cut where less than ``tail`` of
    the mass is left, and the rest renormalised, so the chances sum to 1."""
    if not 0.0 < tail < 1.0:
        raise ValueError(f"tail must be between 0 and 1 (e.g. 1e-9), not {tail}")
    low, probs = _expression_dist(_as_expression(expression), explode, tail)
    return {low + index: p for index, p in enumerate(probs) if p > 0.0}


def roll_value_distribution(
    rank: int = 0, *, explode: bool = True, tail: float = DEFAULT_TAIL
) -> dict[int, float]:
    """P(1o3d10 value = v) at ``rank``, the sum of the target dice of an exploding roll."""
    low, probs = _chain_dist(clamp_rank(rank), explode, tail)
    return {low + index: p for index, p in enumerate(probs) if p > 0.0}


def _mean(dist: _Dist) -> float:
    low, probs = dist
    return sum((low + index) * p for index, p in enumerate(probs))


def _mean_after_absorption(dist: _Dist, absorption: int, factor: int = 1) -> float:
    low, probs = dist
    return sum(max(0, factor * (low + index) - absorption) * p for index, p in enumerate(probs))


@functools.lru_cache(maxsize=4096)
def expected_damage(
    damage: str | DiceExpression,
    attack_value: int,
    difficulty: int,
    *,
    absorption: int = 0,
    ignores_armour: bool = False,
    profile: RulesProfile = HEROICO,
    rank: int = 0,
) -> float:
    """Expected damage of one attack: a miss (no success, natural 1 or fumble) deals 0; a hit
    rolls ``damage`` (exploding) plus the profile's critical rule, minus absorption (never below
    0; none for weapons that ignore armour)."""
    if absorption < 0:
        raise ValueError(f"absorption must be 0 or more, not {absorption}")
    table = RANK_TABLES[clamp_rank(rank)]
    need = difficulty - attack_value
    soaked = 0 if ignores_armour else absorption
    base = _expression_dist(_as_expression(damage), True, DEFAULT_TAIL)

    def hit_with_margin(tens: int) -> float:
        """P(hit and total >= difficulty + 10 * tens)."""
        return _success(table, need + 10 * tens, explode=True, natural_one_fails=True)

    if profile.critical_damage == CriticalDamage.DOUBLE:
        hit, critical = hit_with_margin(0), hit_with_margin(1)
        return (hit - critical) * _mean_after_absorption(base, soaked) + (
            critical * _mean_after_absorption(base, soaked, factor=2)
        )

    extra_die = _die_dist(6, True, DEFAULT_TAIL)
    extra_mean = _mean(extra_die)
    expected = 0.0
    current, tens = base, 0
    while (mass := hit_with_margin(tens)) >= _NEGLIGIBLE:
        if current[0] >= soaked:
            # From here no outcome is cut at 0, so expectations add up linearly: each further
            # full 10 that is reached adds one more exploding d6 on average.
            further = 0.0
            more = tens + 1
            while (beyond := hit_with_margin(more)) >= _NEGLIGIBLE:
                further += beyond
                more += 1
            return expected + mass * (_mean(current) - soaked) + extra_mean * further
        exact = mass - hit_with_margin(tens + 1)
        expected += exact * _mean_after_absorption(current, soaked)
        current = _convolve(current, extra_die)
        tens += 1
    return expected


def clear_cache() -> None:
    """Empty every memo of this module (for benchmarks that time cold calls)."""
    check_odds.cache_clear()
    _expression_dist.cache_clear()
    expected_damage.cache_clear()
