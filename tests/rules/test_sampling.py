"""Sampling checks: rolls drawn from a seeded random.Random follow the exact odds.

Each frequency of n = 200,000 rolls must lie within 5 binomial standard deviations,
5 * sqrt(p * (1 - p) / n), of the exact chance; with the seed fixed the test is deterministic,
and a wrong rule (another target die, a missed explosion) moves a frequency by far more.
"""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from ryf_desktop.rules.checks import skill_check
from ryf_desktop.rules.dice import parse, roll_1o3d10, roll_damage
from ryf_desktop.rules.odds import (
    RANK_TABLES,
    damage_distribution,
    roll_value_distribution,
    skill_check_odds,
)

ROLLS = 200_000
SIGMAS = 5.0


def target_die_distribution(rank: int) -> dict[int, float]:
    """P(target die = v) for one throw of 1o3d10 at ``rank``, from the per-rank table."""
    return {face: RANK_TABLES[rank].probability(face) for face in range(1, 11)}


def assert_frequency(count: int, n: int, p: float, label: object) -> None:
    tolerance = SIGMAS * math.sqrt(p * (1 - p) / n) + 1e-12
    frequency = count / n
    assert abs(frequency - p) <= tolerance, (label, frequency, p, tolerance)


@pytest.mark.parametrize("rank", [-1, 0, 1])
def test_kept_die_and_roll_value_frequencies_match_the_exact_odds(rank: int) -> None:
    rng = random.Random(20240 + rank)
    rolls = [roll_1o3d10(rng, rank) for _ in range(ROLLS)]
    # The first throw's target die follows the per-rank table, exploded or not.
    kept = Counter(roll.kept[0] for roll in rolls)
    exact_kept = target_die_distribution(rank)
    assert set(kept) <= set(exact_kept)
    for face, p in exact_kept.items():
        assert_frequency(kept[face], ROLLS, p, (rank, face))
    values = Counter(roll.value for roll in rolls)
    exact_values = roll_value_distribution(rank)
    for value in range(1, 31):
        assert_frequency(values[value], ROLLS, exact_values.get(value, 0.0), (rank, value))


def test_skill_check_success_rate_matches_the_exact_odds() -> None:
    # Percepción 8 + Buscar 2 against Difícil (20): needs a 10 on the die, or a 10 and more.
    rng = random.Random(1234)
    results = [skill_check(8, 2, 20, rng) for _ in range(ROLLS)]
    odds = skill_check_odds(8, 2, 20)
    assert_frequency(sum(r.success for r in results), ROLLS, odds.success, "success")
    assert_frequency(sum(r.critical for r in results), ROLLS, odds.critical, "critical")
    assert_frequency(sum(r.fumble for r in results), ROLLS, odds.fumble, "fumble")
    assert_frequency(sum(r.natural_one for r in results), ROLLS, odds.natural_one, "one")


def test_exploding_damage_frequencies_match_the_exact_distribution() -> None:
    # Fewer rolls here: an extra check beyond the 1o3d10 ones, and the tolerance follows n.
    rolls = 50_000
    rng = random.Random(6)
    expression = parse("2d6")
    totals = Counter(roll_damage(expression, rng).total for _ in range(rolls))
    exact = damage_distribution("2d6")
    for total in range(2, 30):
        assert_frequency(totals[total], rolls, exact.get(total, 0.0), total)
