"""Tests of the exact odds, against an independent brute-force enumeration of the dice."""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.dice import DiceError
from ryf_desktop.rules.odds import (
    RANK_TABLES,
    attribute_check_odds,
    check_odds,
    damage_distribution,
    expected_damage,
    roll_value_distribution,
    skill_check_odds,
)
from ryf_desktop.rules.profile import HEROICO, CriticalDamage

DOUBLE = HEROICO.with_changes(critical_damage=CriticalDamage.DOUBLE)

# --------------------------------------------------------------------------- brute force
# A deliberately naive second implementation: every ordered throw of three d10 is walked with
# explicit loops, level after level, up to a fixed depth of explosions.

TRIPLES = list(itertools.product(range(1, 11), repeat=3))


def target_die_distribution(rank: int) -> dict[int, float]:
    """P(target die = v) for one throw of 1o3d10 at ``rank``, from the per-rank table."""
    return {face: RANK_TABLES[rank].probability(face) for face in range(1, 11)}


def naive_target(triple: tuple[int, ...], rank: int) -> int:
    low, mid, high = sorted(triple)
    return {-1: low, 0: mid, 1: high}[rank]


def naive_pifia(triple: tuple[int, ...], rank: int) -> bool:
    low, mid, high = sorted(triple)
    if rank == 1:
        return low == mid == high == 1
    if rank == 0:
        return mid == 1 and high <= 5
    return low == 1 and mid <= 5


@dataclass
class Enumeration:
    """Every throw sequence of up to ``depth`` throws. ``leaves[(value, natural_one, pifia)]``
    counts finished sequences in units of 1000**-depth; ``unresolved`` counts the sequences
    whose ``depth`` throws all exploded (value 10 * depth so far, to be continued)."""

    depth: int
    leaves: Counter[tuple[int, bool, bool]]
    unresolved: int

    @property
    def unit(self) -> int:
        return int(1000**self.depth)


def enumerate_throws(rank: int, depth: int, explode: bool = True) -> Enumeration:
    outcomes = [(naive_target(t, rank), naive_pifia(t, rank)) for t in TRIPLES]
    leaves: Counter[tuple[int, bool, bool]] = Counter()
    unresolved = 0

    def walk(level: int, value: int, first: tuple[bool, bool] | None) -> None:
        nonlocal unresolved
        for kept, pifia in outcomes:
            flags = first if first is not None else (kept == 1, pifia)
            if explode and kept == 10:
                if level == depth:
                    unresolved += 1
                else:
                    walk(level + 1, value + 10, flags)
            else:
                leaves[(value + kept, *flags)] += 1000 ** (depth - level)

    walk(1, 0, None)
    return Enumeration(depth if explode else 1, leaves, unresolved)


DEPTHS = {-1: 4, 0: 3, 1: 2}
ENUMERATIONS = {rank: enumerate_throws(rank, depth) for rank, depth in DEPTHS.items()}
PLAIN_ENUMERATIONS = {rank: enumerate_throws(rank, 1, explode=False) for rank in (-1, 0, 1)}


def brute_chain_at_least(enum: Enumeration, need: int) -> float:
    """P(value of a fresh exploding roll >= need): the finished sequences, plus the unresolved
    ones continued by a fresh roll (exact, by recursion on the same enumeration)."""
    if need <= 1:
        return 1.0
    finished = sum(w for (value, _, _), w in enum.leaves.items() if value >= need)
    rest = brute_chain_at_least(enum, need - 10 * enum.depth) if enum.unresolved else 0.0
    return (finished + enum.unresolved * rest) / enum.unit


def brute_success(
    enum: Enumeration, need: int, natural_one_fails: bool
) -> tuple[float, float, float]:
    """(exact, lower bound, upper bound) of P(value >= need, no pifia, no natural 1 if it
    fails). The bounds count the unresolved sequences as all failing / all succeeding."""
    finished = sum(
        w
        for (value, natural_one, pifia), w in enum.leaves.items()
        if value >= need and not pifia and not (natural_one_fails and natural_one)
    )
    continued = brute_chain_at_least(enum, need - 10 * enum.depth) if enum.unresolved else 0.0
    exact = (finished + enum.unresolved * continued) / enum.unit
    return exact, finished / enum.unit, (finished + enum.unresolved) / enum.unit


def test_brute_force_is_sane() -> None:
    # A different count: 28 ordered throws have a middle die of 10 (3 * 9 + 1).
    assert sum(1 for t in TRIPLES if naive_target(t, 0) == 10) == 28
    assert ENUMERATIONS[0].unresolved == 28**3
    total = sum(ENUMERATIONS[0].leaves.values()) + ENUMERATIONS[0].unresolved
    assert total == 1000**3


@pytest.mark.parametrize("rank", [-1, 0, 1])
@pytest.mark.parametrize("natural_one_fails", [True, False])
def test_check_odds_match_brute_force(rank: int, natural_one_fails: bool) -> None:
    enum = ENUMERATIONS[rank]
    for modifier in range(0, 21, 2):
        for difficulty in range(-5, 56):
            odds = check_odds(
                modifier, difficulty, rank, natural_one_fails=natural_one_fails
            )
            need = difficulty - modifier
            exact, low, high = brute_success(enum, need, natural_one_fails)
            assert odds.success == pytest.approx(exact, abs=1e-9), (modifier, difficulty)
            assert low - 1e-12 <= odds.success <= high + 1e-12
            critical, _, _ = brute_success(enum, need + 10, natural_one_fails)
            assert odds.critical == pytest.approx(critical, abs=1e-9), (modifier, difficulty)


@pytest.mark.parametrize("rank", [-1, 0, 1])
@pytest.mark.parametrize("natural_one_fails", [True, False])
def test_unexploding_odds_match_brute_force(rank: int, natural_one_fails: bool) -> None:
    enum = PLAIN_ENUMERATIONS[rank]
    assert enum.unresolved == 0
    for modifier in range(11):
        for difficulty in range(31):
            odds = check_odds(
                modifier, difficulty, rank, explode=False, natural_one_fails=natural_one_fails
            )
            exact, _, _ = brute_success(enum, difficulty - modifier, natural_one_fails)
            assert odds.success == pytest.approx(exact, abs=1e-12)


@pytest.mark.parametrize("rank", [-1, 0, 1])
def test_first_throw_tables_match_brute_force(rank: int) -> None:
    enum = PLAIN_ENUMERATIONS[rank]
    faces = {face: sum(w for (v, _, _), w in enum.leaves.items() if v == face) / 1000
             for face in range(1, 11)}
    assert target_die_distribution(rank) == pytest.approx(faces, abs=1e-15)
    pifias = sum(w for (_, _, pifia), w in enum.leaves.items() if pifia) / 1000
    naturals = sum(w for (_, one, _), w in enum.leaves.items() if one) / 1000
    odds = check_odds(0, 0, rank)
    assert odds.fumble == pytest.approx(pifias, abs=1e-15)
    assert odds.natural_one == pytest.approx(naturals, abs=1e-15)
    assert RANK_TABLES[rank].fumble == odds.fumble


def test_rank_table_known_counts() -> None:
    # Counted by hand: (1,1,x) with x <= 5 at rank 0 is 3 * 4 + 1 = 13 of the 1000 throws;
    # at rank -1 a 1 with both others >= 6 is 3 * 25 = 75 of the 271 throws whose low die is 1.
    assert RANK_TABLES[0].fumbles == 13
    assert RANK_TABLES[-1].fumbles == 271 - 75
    assert RANK_TABLES[1].fumbles == 1
    assert RANK_TABLES[0].counts == (28, 76, 112, 136, 148, 148, 136, 112, 76, 28)


@pytest.mark.parametrize("rank", [-1, 0, 1])
def test_roll_value_distribution_matches_brute_force(rank: int) -> None:
    enum = ENUMERATIONS[rank]
    distribution = roll_value_distribution(rank)
    assert sum(distribution.values()) == pytest.approx(1.0, abs=1e-9)
    for value in range(1, 10 * enum.depth):
        brute = sum(w for (v, _, _), w in enum.leaves.items() if v == value) / enum.unit
        assert distribution.get(value, 0.0) == pytest.approx(brute, abs=1e-9)


# --------------------------------------------------------------------------- seed examples


def test_manual_example_fred_needs_8_on_the_target_die() -> None:
    # Destreza 8 + Armas a Distancia 4 against 20: P(middle die >= 8) = (112 + 76 + 28) / 1000.
    assert check_odds(12, 20).success == pytest.approx(0.216, abs=1e-15)


def test_manual_example_fisico_8_handcuffs_needs_7_or_more() -> None:
    # Without explosion and with a natural 1 not failing: P(middle die >= 7).
    assert attribute_check_odds(8, 15).success == pytest.approx(
        (136 + 112 + 76 + 28) / 1000, abs=1e-15
    )


def test_manual_example_perception_15_critical_at_20_needs_15_or_more() -> None:
    # 15 + die >= 30: a 10 and then at least a 5.
    expected = 0.028 * sum(RANK_TABLES[0].counts[4:]) / 1000
    assert skill_check_odds(10, 5, 20).critical == pytest.approx(expected, abs=1e-15)


# --------------------------------------------------------------------------- wrappers


def test_skill_of_zero_rolls_at_minus_one() -> None:
    assert skill_check_odds(8, 0, 15) == check_odds(8, 15, -1)
    assert skill_check_odds(8, 0, 15, rank=1) == check_odds(8, 15, 0)
    assert skill_check_odds(8, 3, 15).success == check_odds(11, 15).success


def test_attribute_odds_do_not_explode_by_default() -> None:
    assert attribute_check_odds(5, 16).success == 0.0
    assert attribute_check_odds(5, 16, explode=True).success > 0.0
    assert attribute_check_odds(20, 0).success == pytest.approx(1 - 0.013, abs=1e-15)


def test_rank_is_clamped() -> None:
    assert check_odds(10, 15, 5) == check_odds(10, 15, 1)
    assert check_odds(10, 15, -3) == check_odds(10, 15, -1)


def test_certain_success_still_fails_on_natural_one() -> None:
    odds = check_odds(100, 0)
    assert odds.success == pytest.approx(1 - 0.028, abs=1e-15)
    assert odds.failure == pytest.approx(0.028, abs=1e-15)


# --------------------------------------------------------------------------- properties

modifiers = st.integers(min_value=-20, max_value=60)
difficulties = st.integers(min_value=-10, max_value=120)
ranks = st.sampled_from([-1, 0, 1])


@given(modifiers, difficulties, ranks, st.booleans(), st.booleans())
def test_odds_are_probabilities(
    modifier: int, difficulty: int, rank: int, explode: bool, natural_one_fails: bool
) -> None:
    odds = check_odds(
        modifier, difficulty, rank, explode=explode, natural_one_fails=natural_one_fails
    )
    for p in (odds.success, odds.critical, odds.fumble, odds.natural_one):
        assert 0.0 <= p <= 1.0
    assert odds.success >= odds.critical
    assert odds.natural_one >= odds.fumble


@given(modifiers, difficulties, ranks, st.booleans(), st.booleans())
def test_success_is_monotone(
    modifier: int, difficulty: int, rank: int, explode: bool, natural_one_fails: bool
) -> None:
    def success(m: int, d: int, r: int) -> float:
        return check_odds(m, d, r, explode=explode, natural_one_fails=natural_one_fails).success

    here = success(modifier, difficulty, rank)
    assert success(modifier + 1, difficulty, rank) >= here
    assert success(modifier, difficulty + 1, rank) <= here
    if rank < 1:
        assert success(modifier, difficulty, rank + 1) >= here


@given(
    st.lists(
        st.tuples(st.integers(1, 3), st.sampled_from([2, 3, 4, 6, 8, 10, 12, 20])),
        min_size=1, max_size=3,
    ),
    st.integers(-5, 5),
    st.booleans(),
)
def test_damage_distributions_sum_to_one(
    dice: list[tuple[int, int]], bonus: int, explode: bool
) -> None:
    text = "+".join(f"{count}d{faces}" for count, faces in dice) + f"{bonus:+d}"
    distribution = damage_distribution(text, explode=explode)
    assert sum(distribution.values()) == pytest.approx(1.0, abs=1e-9)
    assert min(distribution) == sum(count for count, _ in dice) + bonus
    assert all(p > 0 for p in distribution.values())


# --------------------------------------------------------------------------- damage


def naive_exploding_die(faces: int, rerolls: int) -> dict[int, float]:
    """Every sequence max, max, ..., r (r < max) with up to ``rerolls`` maxima."""
    out: dict[int, float] = {}
    for maxima in range(rerolls + 1):
        for last in range(1, faces):
            out[maxima * faces + last] = (1 / faces) ** (maxima + 1)
    return out


def naive_add(a: dict[int, float], b: dict[int, float]) -> dict[int, float]:
    out: dict[int, float] = {}
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] = out.get(x + y, 0.0) + p * q
    return out


@pytest.mark.parametrize(
    ("text", "sides", "bonus"),
    [
        ("2d6", [6, 6], 0),
        ("1d6+2", [6], 2),
        ("3d4-1", [4, 4, 4], -1),
        ("1d8-1d4", [8, -4], 0),
        ("1d20", [20], 0),
        ("2d2", [2, 2], 0),
    ],
)
def test_damage_distribution_matches_naive_enumeration(
    text: str, sides: list[int], bonus: int
) -> None:
    distribution = damage_distribution(text)
    naive: dict[int, float] = {bonus: 1.0}
    for faces in sides:
        die = naive_exploding_die(abs(faces), 40 if abs(faces) <= 4 else 16)
        if faces < 0:
            die = {-value: p for value, p in die.items()}
        naive = naive_add(naive, die)
    for value in range(-20, 60):
        assert distribution.get(value, 0.0) == pytest.approx(
            naive.get(value, 0.0), abs=1e-9
        ), value


def test_unexploded_distribution_is_exact() -> None:
    distribution = damage_distribution("2d6", explode=False)
    assert distribution == pytest.approx(
        {total: (6 - abs(total - 7)) / 36 for total in range(2, 13)}, abs=1e-15
    )


def test_mace_example_16_has_the_chance_of_its_branches() -> None:
    # An exploding d6 ends on r, 6 + r or 12 + r (r in 1..5); 16 is a + b over those, e.g. the
    # mace's 3 + (6 + 6 + 1). The cut tail moves chances by less than 1e-9.
    singles = {r + 6 * k: Fraction(1, 6) ** (k + 1) for k in range(4) for r in range(1, 6)}
    expected = sum(p * singles.get(16 - v, Fraction(0)) for v, p in singles.items())
    assert expected == Fraction(21, 1296)
    assert damage_distribution("2d6")[16] == pytest.approx(float(expected), abs=1e-9)


def test_target_die_term_in_a_damage_expression() -> None:
    distribution = damage_distribution("1o3d10+12")
    assert min(distribution) == 13
    assert distribution[13] == pytest.approx(0.028, abs=1e-9)
    assert 22 not in distribution  # a 10 is never a final value
    assert sum(distribution.values()) == pytest.approx(1.0, abs=1e-9)


def test_absurd_distributions_are_refused_clearly() -> None:
    with pytest.raises(DiceError, match="too many"):
        damage_distribution("100d1000")
    with pytest.raises(ValueError, match="tail"):
        damage_distribution("1d6", tail=0.0)


def brute_attack_chance(need: int, rank: int) -> dict[int, float]:
    """P(hit and full tens over the difficulty = k) for k = 0, 1, ... from the enumeration."""
    enum = ENUMERATIONS[rank]
    chances: dict[int, float] = {}
    for k in range(12):
        at_least = brute_success(enum, need + 10 * k, True)[0]
        beyond = brute_success(enum, need + 10 * (k + 1), True)[0]
        chances[k] = at_least - beyond
    return chances


def brute_expected_damage(
    sides: list[int], bonus: int, attack_value: int, difficulty: int, absorption: int,
    double: bool, rank: int = 0,
) -> float:
    damage: dict[int, float] = {bonus: 1.0}
    for faces in sides:
        damage = naive_add(damage, naive_exploding_die(faces, 12))
    chances = brute_attack_chance(difficulty - attack_value, rank)
    expected = 0.0
    extra: dict[int, float] = {0: 1.0}
    d6 = naive_exploding_die(6, 12)
    for tens, chance in chances.items():
        if double:
            factor = 2 if tens >= 1 else 1
            mean = sum(max(0, factor * v - absorption) * p for v, p in damage.items())
        else:
            total = naive_add(damage, extra)
            mean = sum(max(0, v - absorption) * p for v, p in total.items())
            extra = naive_add(extra, d6)
        expected += chance * mean
    return expected


@pytest.mark.parametrize(
    ("sides", "bonus", "attack_value", "difficulty", "absorption", "double"),
    [
        ([6, 6], 0, 12, 15, 0, False),
        ([6, 6], 0, 12, 15, 3, False),
        ([6], 2, 20, 10, 4, False),
        ([6], 2, 20, 10, 4, True),
        ([8], 0, 9, 16, 6, False),
        ([10], 1, 15, 20, 2, True),
    ],
)
def test_expected_damage_matches_brute_force(
    sides: list[int], bonus: int, attack_value: int, difficulty: int, absorption: int,
    double: bool,
) -> None:
    text = "+".join(f"1d{faces}" for faces in sides) + (f"+{bonus}" if bonus else "")
    profile = DOUBLE if double else HEROICO
    brute = brute_expected_damage(sides, bonus, attack_value, difficulty, absorption, double)
    result = expected_damage(
        text, attack_value, difficulty, absorption=absorption, profile=profile
    )
    assert result == pytest.approx(brute, abs=1e-7)


def test_expected_damage_of_a_flat_hit_that_cannot_miss_except_on_a_natural_one() -> None:
    hit = 1 - 0.028
    assert expected_damage("4", 100, 0, absorption=5, profile=DOUBLE) == pytest.approx(
        hit * 3, abs=1e-12
    )
    assert expected_damage(
        "4", 100, 0, absorption=5, ignores_armour=True, profile=DOUBLE
    ) == pytest.approx(hit * 8, abs=1e-12)
    assert expected_damage("4", 100, 0, absorption=9, profile=DOUBLE) == 0.0


def test_expected_damage_without_absorption_is_linear() -> None:
    # d6_per_10, no absorption: E = P(hit) * E[1d6] + E[1d6] * sum over t >= 1 of P(total >=
    # difficulty + 10 t); an exploding d6 averages 3.5 * 6 / 5 = 4.2.
    tens = sum(check_odds(12, 15 + 10 * t).success for t in range(1, 40))
    expected = 4.2 * (check_odds(12, 15).success + tens)
    assert expected_damage("1d6", 12, 15) == pytest.approx(expected, abs=1e-7)


def test_expected_damage_rank_and_armour() -> None:
    low = expected_damage("2d6", 12, 15, rank=-1)
    mid = expected_damage("2d6", 12, 15)
    high = expected_damage("2d6", 12, 15, rank=1)
    assert low < mid < high
    assert expected_damage("2d6", 12, 15, absorption=3) < mid
    assert expected_damage("2d6", 12, 15, absorption=3, ignores_armour=True) == mid
    with pytest.raises(ValueError, match="absorption"):
        expected_damage("2d6", 12, 15, absorption=-1)
