"""Tests of the 1o3d10 roll: target die by rank, explosion, natural 1, pifia, typed-in throws."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.dice import (
    MAX_REROLLS,
    DiceError,
    DiceProblem,
    DiceSyntaxError,
    IncompleteThrowError,
    clamp_rank,
    is_fumble,
    resolve_1o3d10,
    roll_1o3d10,
    target_die,
)
from tests.scripted_rng import RecordingRng, ScriptedRng

dice_d10 = st.integers(min_value=1, max_value=10)
throws_st = st.tuples(dice_d10, dice_d10, dice_d10)
ranks = st.sampled_from([-1, 0, 1])


# --------------------------------------------------------------------------- manual examples


def test_manual_example_4_8_3_target_die_by_rank() -> None:
    assert target_die((4, 8, 3), 0) == 4
    assert target_die((4, 8, 3), 1) == 8
    assert target_die((4, 8, 3), -1) == 3


def test_manual_example_explosion_3_10_10_then_3_4_7_is_14() -> None:
    roll = roll_1o3d10(ScriptedRng([3, 10, 10, 3, 4, 7]), rank=0)
    assert roll.value == 14
    assert roll.kept == (10, 4)
    assert roll.throws == ((3, 10, 10), (3, 4, 7))
    assert roll.exploded
    assert not roll.natural_one
    assert not roll.fumble


def test_manual_example_malherido_3_5_6_keeps_the_3() -> None:
    # Físico 8 with 7 PV left: malherido, so the target die drops one rank.
    assert target_die((3, 5, 6), -1) == 3


def test_manual_example_natural_one_from_two_ones_at_middle_rank() -> None:
    roll = roll_1o3d10(ScriptedRng([1, 7, 1]), rank=0)
    assert roll.natural_one
    assert roll.value == 1
    assert not roll.fumble  # the die above the 1 is a 7


def test_manual_example_triple_one_is_always_a_fumble() -> None:
    for rank in (-1, 0, 1):
        assert is_fumble((1, 1, 1), rank)


# --------------------------------------------------------------------------- quick sheet examples


@pytest.mark.parametrize(("dice", "kept"), [((5, 3, 9), 5), ((4, 4, 2), 4), ((8, 6, 1), 6)])
def test_quick_sheet_middle_die_examples(dice: tuple[int, int, int], kept: int) -> None:
    assert target_die(dice, 0) == kept


@pytest.mark.parametrize(("dice", "kept"), [((5, 3, 9), 9), ((8, 6, 1), 8)])
def test_quick_sheet_high_die_examples(dice: tuple[int, int, int], kept: int) -> None:
    assert target_die(dice, 1) == kept


def test_quick_sheet_high_die_4_4_2_is_4_not_2() -> None:
    # Ruling: the quick sheet's "4,4,2 = 2" under "dado alto" is a typo of the source (2 is the
    # lowest die, and its own middle-die line keeps 4 from the same dice). The highest die is 4.
    assert target_die((4, 4, 2), 1) == 4
    assert target_die((4, 4, 2), 1) != 2
    assert target_die((4, 4, 2), -1) == 2


def test_quick_sheet_10_7_10_explodes_at_middle_rank() -> None:
    roll = roll_1o3d10(ScriptedRng([10, 7, 10, 2, 5, 6]), rank=0)
    assert roll.kept == (10, 5)
    assert roll.value == 15


def test_quick_sheet_10_7_10_explodes_again_keeping_the_highest() -> None:
    # "guardando otra vez el mayor": the follow-up throw keeps the same rank.
    roll = roll_1o3d10(ScriptedRng([10, 7, 10, 2, 5, 6]), rank=1)
    assert roll.kept == (10, 6)
    assert roll.value == 16
    assert roll.rank == 1


def test_quick_sheet_fumble_is_one_kept_and_five_or_less_above() -> None:
    assert is_fumble((1, 1, 5), 0)
    assert not is_fumble((1, 1, 6), 0)


# --------------------------------------------------------------------------- RULES.md §1 fumbles


@pytest.mark.parametrize("x", range(1, 11))
def test_rank_0_one_one_x_is_a_fumble_iff_x_at_most_5(x: int) -> None:
    for dice in ((1, 1, x), (x, 1, 1), (1, x, 1)):
        assert is_fumble(dice, 0) is (x <= 5)


@pytest.mark.parametrize("y", range(1, 11))
@pytest.mark.parametrize("z", range(1, 11))
def test_rank_minus_1_one_y_z_is_a_fumble_iff_y_at_most_5(y: int, z: int) -> None:
    low, mid = 1, min(y, z)
    assert is_fumble((z, low, y), -1) is (mid <= 5)


@pytest.mark.parametrize("dice", [(1, 1, 2), (1, 2, 3), (1, 1, 10), (2, 2, 2)])
def test_rank_plus_1_only_triple_one_fumbles(dice: tuple[int, int, int]) -> None:
    assert not is_fumble(dice, 1)


def test_fumble_checked_on_first_throw_only() -> None:
    # A 10 explodes at rank -1 only on (10,10,10); a later (1,1,1) is just a 1.
    roll = roll_1o3d10(ScriptedRng([10, 10, 10, 1, 1, 1]), rank=-1)
    assert roll.value == 11
    assert not roll.fumble
    assert not roll.natural_one


def test_no_fumble_when_the_target_die_is_not_one() -> None:
    assert not is_fumble((1, 2, 3), 0)
    assert is_fumble((1, 2, 3), -1)


# --------------------------------------------------------------------------- ranks and rolls


@pytest.mark.parametrize(("shift", "rank"), [(-3, -1), (-1, -1), (0, 0), (1, 1), (2, 1)])
def test_clamp_rank(shift: int, rank: int) -> None:
    assert clamp_rank(shift) == rank


def test_roll_clamps_a_sum_of_shifts() -> None:
    assert roll_1o3d10(ScriptedRng([4, 8, 3]), rank=3).value == 8
    assert roll_1o3d10(ScriptedRng([4, 8, 3]), rank=-2).value == 3


def test_target_die_refuses_a_bad_rank_or_dice() -> None:
    with pytest.raises(DiceError, match="rank 2"):
        target_die((1, 2, 3), 2)
    with pytest.raises(DiceError, match="exactly three"):
        target_die((1, 2), 0)
    with pytest.raises(DiceError, match="1 to 10"):
        target_die((1, 2, 11), 0)


def test_roll_draws_three_d10_per_throw_in_order() -> None:
    rng = ScriptedRng([10, 10, 1, 2, 9, 4])
    roll = roll_1o3d10(rng, rank=0)
    assert rng.calls == [(1, 10)] * 6
    assert roll.throws == ((10, 10, 1), (2, 9, 4))


def test_no_explosion_when_explode_is_off() -> None:
    roll = roll_1o3d10(ScriptedRng([10, 10, 10]), rank=0, explode=False)
    assert roll.value == 10
    assert not roll.exploded


def test_a_broken_random_source_is_reported() -> None:
    with pytest.raises(DiceError, match="random source gave"):
        roll_1o3d10(_Returns(11))

    with pytest.raises(DiceError, match="not fair"):
        roll_1o3d10(_Returns(10), rank=0)


class _Returns:
    """A random source stuck on one value (no bounds check, unlike ScriptedRng)."""

    def __init__(self, value: int) -> None:
        self.value = value

    def randint(self, a: int, b: int) -> int:
        return self.value


def test_describe_shows_every_throw() -> None:
    roll = roll_1o3d10(ScriptedRng([3, 10, 10, 3, 4, 7]))
    assert roll.describe() == "(3,10,10)→10 + (3,4,7)→4 = 14"


# --------------------------------------------------------------------------- typed-in throws


def test_resolve_applies_the_same_rules() -> None:
    roll = resolve_1o3d10([(3, 10, 10), (3, 4, 7)])
    assert roll.value == 14
    assert roll.kept == (10, 4)


def test_resolve_asks_for_the_missing_follow_up_throw() -> None:
    with pytest.raises(IncompleteThrowError, match="throw 2"):
        resolve_1o3d10([(3, 10, 10)])
    with pytest.raises(IncompleteThrowError):
        resolve_1o3d10([])


def test_resolve_refuses_a_throw_after_one_that_did_not_explode() -> None:
    with pytest.raises(DiceError, match="throw 1 did not explode") as error:
        resolve_1o3d10([(3, 4, 7), (1, 2, 3)])
    assert not isinstance(error.value, IncompleteThrowError)
    with pytest.raises(DiceError, match="does not explode"):
        resolve_1o3d10([(10, 10, 10), (1, 2, 3)], explode=False)


def test_resolve_refuses_bad_dice() -> None:
    with pytest.raises(DiceError, match="die 3 of throw 1 is 0"):
        resolve_1o3d10([(3, 4, 0)])
    with pytest.raises(DiceError, match="throw 2 has 2 dice"):
        resolve_1o3d10([(10, 10, 1), (3, 4)])
    with pytest.raises(DiceError, match="1 to 10"):
        resolve_1o3d10([(3, 4, 11)])


def test_resolve_at_high_rank_needs_a_follow_up_only_when_the_high_die_is_10() -> None:
    assert resolve_1o3d10([(1, 2, 10), (5, 6, 7)], rank=1).value == 17
    assert resolve_1o3d10([(1, 2, 10)], rank=0).value == 2


# --------------------------------------------------------------------------- problem codes

# Each raise site of the 1o3d10 rules: what raises, the problem it names and its exact params.
THROW_ERRORS: list[tuple[str, Callable[[], object], DiceProblem, dict[str, int | str]]] = [
    ("bad rank", lambda: target_die((1, 2, 3), 2), DiceProblem.BAD_RANK, {"rank": 2}),
    (
        "two dice",
        lambda: target_die((1, 2), 0),
        DiceProblem.WRONG_DICE_COUNT,
        {"count": 2},
    ),
    (
        "two dice in throw 2",
        lambda: resolve_1o3d10([(10, 10, 1), (3, 4)]),
        DiceProblem.WRONG_DICE_COUNT,
        {"count": 2, "throw": 2},
    ),
    (
        "an 11",
        lambda: is_fumble((1, 2, 11), 0),
        DiceProblem.DIE_OUT_OF_RANGE,
        {"die": 3, "found": 11, "low": 1, "high": 10},
    ),
    (
        "a 0 in throw 1",
        lambda: resolve_1o3d10([(0, 4, 5)]),
        DiceProblem.DIE_OUT_OF_RANGE,
        {"die": 1, "found": 0, "low": 1, "high": 10, "throw": 1},
    ),
    (
        "a die that is not a number",
        lambda: resolve_1o3d10([(3, "4", 5)]),  # type: ignore[list-item]
        DiceProblem.DIE_OUT_OF_RANGE,
        {"die": 2, "found": "'4'", "low": 1, "high": 10, "throw": 1},
    ),
    ("no throw", lambda: resolve_1o3d10([]), DiceProblem.NO_THROW, {}),
    (
        "throw 2 exploded",
        lambda: resolve_1o3d10([(10, 10, 10), (3, 10, 10)]),
        DiceProblem.THROW_MISSING,
        {"throw": 2, "next": 3},
    ),
    (
        "a throw after one that kept 4",
        lambda: resolve_1o3d10([(3, 4, 7), (1, 2, 3)]),
        DiceProblem.EXTRA_THROW,
        {"throw": 1, "next": 2, "kept": 4},
    ),
    (
        "a throw after one that may not explode",
        lambda: resolve_1o3d10([(10, 10, 10), (1, 2, 3)], explode=False),
        DiceProblem.EXTRA_THROW,
        {"throw": 1, "next": 2, "kept": 10},
    ),
    (
        "a d10 showing 11",
        lambda: roll_1o3d10(_Returns(11)),
        DiceProblem.RANDOM_SOURCE_OUT_OF_RANGE,
        {"found": "(11, 11, 11)", "faces": 10},
    ),
    (
        "a 10 for ever",
        lambda: roll_1o3d10(_Returns(10)),
        DiceProblem.ENDLESS_EXPLOSION,
        {"faces": 10, "limit": MAX_REROLLS},
    ),
]


@pytest.mark.parametrize(
    ("raises", "problem", "params"),
    [case[1:] for case in THROW_ERRORS],
    ids=[case[0] for case in THROW_ERRORS],
)
def test_every_1o3d10_error_names_its_problem_and_params(
    raises: Callable[[], object], problem: DiceProblem, params: dict[str, int | str]
) -> None:
    with pytest.raises(DiceError) as caught:
        raises()
    error = caught.value
    assert error.problem is problem
    assert dict(error.params) == params
    assert not isinstance(error, DiceSyntaxError)
    # Only a missing follow-up throw is something a dialog may simply ask for.
    missing = problem in (DiceProblem.NO_THROW, DiceProblem.THROW_MISSING)
    assert isinstance(error, IncompleteThrowError) is missing


def test_the_english_message_names_the_same_throw_as_the_params() -> None:
    with pytest.raises(IncompleteThrowError) as caught:
        resolve_1o3d10([(10, 10, 10), (3, 10, 10)])
    assert str(caught.value) == (
        "throw 2 exploded (target die 10): enter the three d10 of throw 3"
    )


def test_error_params_cannot_be_changed() -> None:
    with pytest.raises(DiceError) as caught:
        target_die((1, 2, 3), 5)
    with pytest.raises(TypeError):
        caught.value.params["rank"] = 1  # type: ignore[index]


def test_an_error_raised_without_a_problem_still_reads() -> None:
    error = DiceError("these dice are too many")
    assert error.problem is None
    assert dict(error.params) == {}
    assert str(error) == "these dice are too many"
    assert isinstance(error, ValueError)


# --------------------------------------------------------------------------- properties


@given(throws_st, st.sampled_from([-1, 0]))
def test_a_higher_rank_never_lowers_the_target_die(dice: tuple[int, int, int], rank: int) -> None:
    assert target_die(dice, rank + 1) >= target_die(dice, rank)


@given(throws_st, ranks)
def test_target_die_is_one_of_the_dice_and_order_does_not_matter(
    dice: tuple[int, int, int], rank: int
) -> None:
    kept = target_die(dice, rank)
    assert kept in dice
    assert kept == target_die(tuple(reversed(dice)), rank)
    assert is_fumble(dice, rank) == is_fumble((dice[1], dice[2], dice[0]), rank)


@given(throws_st, ranks)
def test_a_fumble_always_keeps_a_one(dice: tuple[int, int, int], rank: int) -> None:
    if is_fumble(dice, rank):
        assert target_die(dice, rank) == 1


@given(st.integers(min_value=0, max_value=2**32), ranks)
def test_explosion_totals(seed: int, rank: int) -> None:
    roll = roll_1o3d10(random.Random(seed), rank=rank)
    assert roll.value == sum(roll.kept)
    assert all(kept == 10 for kept in roll.kept[:-1])
    assert roll.kept[-1] < 10
    assert len(roll.kept) == len(roll.throws)
    assert roll.natural_one == (roll.kept[0] == 1)


@given(
    st.lists(st.tuples(st.integers(2, 10), st.integers(2, 10)), min_size=0, max_size=4),
    throws_st,
    ranks,
)
def test_scripted_explosions_add_ten_per_throw(
    tens: list[tuple[int, int]], last: tuple[int, int, int], rank: int
) -> None:
    # Build throws whose target die is exactly 10 at the rank, then a final non-10 throw.
    exploding = [(10, 10, 10) if rank == -1 else (10, a, 10) if rank == 0 else (a, b, 10)
                 for a, b in tens]
    final = last if target_die(last, rank) != 10 else (1, 1, 1)
    script = [die for throw in [*exploding, final] for die in throw]
    roll = roll_1o3d10(ScriptedRng(script), rank=rank)
    assert roll.value == 10 * len(exploding) + target_die(final, rank)
    assert len(roll.throws) == len(exploding) + 1


@given(st.integers(min_value=0, max_value=2**32), ranks, st.booleans())
def test_roll_from_rng_equals_resolve_from_the_same_dice(
    seed: int, rank: int, explode: bool
) -> None:
    rng = RecordingRng(seed)
    rolled = roll_1o3d10(rng, rank=rank, explode=explode)
    drawn = rng.drawn
    throws = [tuple(drawn[i:i + 3]) for i in range(0, len(drawn), 3)]
    assert resolve_1o3d10(throws, rank=rank, explode=explode) == rolled
