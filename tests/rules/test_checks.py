"""Tests of rolls against a difficulty: skill, attribute, attack and opposed checks."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.checks import (
    ATTRIBUTE_DIFFICULTIES,
    MAX_DIFFICULTY,
    SKILL_DIFFICULTIES,
    DifficultyError,
    DifficultyProblem,
    attack_check,
    attribute_check,
    opposed_check,
    parse_difficulty,
    resolve_attack_check,
    resolve_attribute_check,
    resolve_skill_check,
    skill_check,
)
from ryf_desktop.rules.dice import IncompleteThrowError
from tests.scripted_rng import RecordingRng, ScriptedRng


def as_throws(drawn: list[int]) -> list[tuple[int, ...]]:
    return [tuple(drawn[i:i + 3]) for i in range(0, len(drawn), 3)]


# --------------------------------------------------------------------------- difficulties


def test_difficulty_tables() -> None:
    assert SKILL_DIFFICULTIES == {
        "facil": 10, "normal": 15, "dificil": 20, "muy_dificil": 25, "casi_imposible": 30,
    }
    assert ATTRIBUTE_DIFFICULTIES == {
        "facil": 9, "normal": 12, "dificil": 15, "muy_dificil": 18, "casi_imposible": 21,
    }


@pytest.mark.parametrize(
    ("text", "skill", "attribute"),
    [
        ("Fácil", 10, 9),
        ("facil", 10, 9),
        ("NORMAL", 15, 12),
        ("Difícil", 20, 15),
        ("dificil", 20, 15),
        ("Muy difícil", 25, 18),
        ("muy dificil", 25, 18),
        ("muy_dificil", 25, 18),
        ("Casi imposible", 30, 21),
        ("easy", 10, 9),
        ("normal", 15, 12),
        ("hard", 20, 15),
        ("very hard", 25, 18),
        ("nearly impossible", 30, 21),
        ("  Very  Hard ", 25, 18),
    ],
)
def test_parse_difficulty_names(text: str, skill: int, attribute: int) -> None:
    assert parse_difficulty(text) == skill
    assert parse_difficulty(text, attribute=True) == attribute


@pytest.mark.parametrize(("text", "value"), [("15", 15), (" 22 ", 22), ("0", 0), (17, 17)])
def test_parse_difficulty_numbers(text: str | int, value: int) -> None:
    assert parse_difficulty(text) == value
    assert parse_difficulty(text, attribute=True) == value


@pytest.mark.parametrize("text", ["", "imposible", "hardish", "-3", "15.5", "1e3", "100000"])
def test_parse_difficulty_refuses_with_what_is_accepted(text: str) -> None:
    with pytest.raises(ValueError, match=r"number|difficulty") as error:
        parse_difficulty(text)
    assert "Difícil" in str(error.value) or "from 0 to" in str(error.value)


@pytest.mark.parametrize(
    ("typed", "text", "problem", "params"),
    [
        ("imposible del todo", "imposible del todo", DifficultyProblem.UNKNOWN_NAME, {}),
        ("", "", DifficultyProblem.UNKNOWN_NAME, {}),
        ("15.5", "15.5", DifficultyProblem.UNKNOWN_NAME, {}),
        (
            " 2000 ",
            " 2000 ",
            DifficultyProblem.OUT_OF_RANGE,
            {"value": 2000, "low": 0, "high": MAX_DIFFICULTY},
        ),
        ("-3", "-3", DifficultyProblem.OUT_OF_RANGE, {"value": -3, "low": 0, "high": 1000}),
        (1001, "1001", DifficultyProblem.OUT_OF_RANGE, {"value": 1001, "low": 0, "high": 1000}),
        (None, "None", DifficultyProblem.NOT_A_DIFFICULTY, {}),
        (True, "True", DifficultyProblem.NOT_A_DIFFICULTY, {}),
    ],
)
def test_every_difficulty_error_keeps_what_was_typed_and_names_its_problem(
    typed: object, text: str, problem: DifficultyProblem, params: dict[str, int]
) -> None:
    with pytest.raises(DifficultyError) as caught:
        parse_difficulty(typed)  # type: ignore[arg-type]
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.text == text
    assert error.problem is problem
    assert dict(error.params) == params


def test_a_check_with_an_unknown_difficulty_raises_a_difficulty_error() -> None:
    with pytest.raises(DifficultyError) as caught:
        skill_check(6, 3, "hardish", ScriptedRng([5, 5, 5]))
    assert caught.value.text == "hardish"


# --------------------------------------------------------------------------- seed examples


def test_manual_example_fisico_8_breaks_handcuffs_at_difficulty_15_with_7_or_more() -> None:
    difficulty = parse_difficulty("difícil", attribute=True)
    assert difficulty == 15
    seven = resolve_attribute_check(8, difficulty, [(2, 7, 9)])
    six = resolve_attribute_check(8, difficulty, [(2, 6, 9)])
    assert seven.success
    assert seven.total == 15
    assert not six.success
    assert six.margin == -1


def test_manual_example_perception_15_rolls_32_against_20_a_critical() -> None:
    # Percepción + Advertir/Notar = 15, (3,10,10) then (5,7,8): 15 + 10 + 7 = 32.
    result = skill_check(10, 5, 20, ScriptedRng([3, 10, 10, 5, 7, 8]))
    assert result.total == 32
    assert result.success
    assert result.critical
    assert result.margin == 12


def test_critical_needs_ten_over_the_difficulty() -> None:
    assert resolve_skill_check(10, 5, 20, [(3, 10, 10), (5, 5, 8)]).critical  # 30
    assert not resolve_skill_check(10, 5, 20, [(3, 10, 10), (4, 4, 8)]).critical  # 29


def test_manual_example_fred_destreza_8_armas_a_distancia_4_needs_20_at_medium_range() -> None:
    # 12 + 1o3d10 >= 20 at medium range (difficulty 20): an 8 hits, a 7 misses.
    assert resolve_attack_check(8 + 4, 20, [(8, 8, 2)]).success
    assert resolve_attack_check(8 + 4, 20, [(8, 8, 2)]).total == 20
    assert not resolve_attack_check(8 + 4, 20, [(7, 9, 2)]).success


def test_manual_example_search_for_a_secret_door_at_difficulty_20() -> None:
    result = resolve_skill_check(8, 2, "difícil", [(10, 3, 9)])
    assert result.difficulty == 20
    assert result.total == 19
    assert not result.success


# --------------------------------------------------------------------------- rules


def test_natural_one_fails_a_skill_roll_whatever_the_total() -> None:
    result = resolve_skill_check(10, 6, 10, [(1, 1, 7)])
    assert result.total == 17
    assert result.natural_one
    assert not result.fumble
    assert not result.success
    assert not result.critical


def test_natural_one_alone_does_not_fail_an_attribute_roll() -> None:
    result = resolve_attribute_check(10, 9, [(1, 1, 7)])
    assert result.natural_one
    assert result.success


def test_a_fumble_fails_an_attribute_roll() -> None:
    result = resolve_attribute_check(10, 9, [(1, 1, 5)])
    assert result.fumble
    assert not result.success


def test_a_skill_of_zero_rolls_one_rank_lower() -> None:
    result = resolve_skill_check(8, 0, 10, [(4, 8, 3)])
    assert result.rank == -1
    assert result.total == 11
    # with a specialisation (+1) the -1 cancels out
    assert resolve_skill_check(8, 0, 10, [(4, 8, 3)], rank=1).rank == 0


def test_skill_rank_is_clamped_after_summing_shifts() -> None:
    assert resolve_skill_check(8, 3, 10, [(4, 8, 3)], rank=2).rank == 1
    assert resolve_skill_check(8, 0, 10, [(4, 8, 3)], rank=-1).rank == -1


def test_skill_rolls_explode_attribute_rolls_do_not_by_default() -> None:
    skill = skill_check(5, 5, 15, ScriptedRng([10, 10, 1, 2, 3, 4]))
    assert skill.roll.value == 13
    attribute = attribute_check(5, 12, ScriptedRng([10, 10, 1]))
    assert attribute.roll.value == 10
    exploding = attribute_check(5, 12, ScriptedRng([10, 10, 1, 2, 3, 4]), explode=True)
    assert exploding.roll.value == 13


def test_attribute_difficulty_names_use_the_attribute_table() -> None:
    assert attribute_check(8, "normal", ScriptedRng([4, 4, 4])).difficulty == 12
    assert skill_check(8, 1, "normal", ScriptedRng([4, 4, 4])).difficulty == 15


def test_attack_at_rank_minus_one_for_a_double_action() -> None:
    result = attack_check(12, 16, ScriptedRng([9, 3, 5]), rank=-1)
    assert result.rank == -1
    assert result.total == 15
    assert not result.success


def test_resolve_check_asks_for_the_next_throw() -> None:
    with pytest.raises(IncompleteThrowError):
        resolve_skill_check(8, 3, 15, [(10, 10, 2)])


@given(st.integers(0, 2**32), st.integers(0, 10), st.integers(0, 6), st.integers(0, 40),
       st.integers(-2, 2))
def test_rolled_skill_check_equals_resolved_from_the_same_dice(
    seed: int, attribute: int, skill: int, difficulty: int, rank: int
) -> None:
    rng = RecordingRng(seed)
    rolled = skill_check(attribute, skill, difficulty, rng, rank=rank)
    assert resolve_skill_check(attribute, skill, difficulty, as_throws(rng.drawn), rank) == rolled
    assert rolled.success == (
        rolled.total >= difficulty and not rolled.natural_one and not rolled.fumble
    )
    assert rolled.critical == (rolled.success and rolled.total >= difficulty + 10)


@given(st.integers(0, 2**32), st.integers(0, 10), st.integers(0, 30), st.booleans())
def test_rolled_attribute_check_equals_resolved(
    seed: int, attribute: int, difficulty: int, explode: bool
) -> None:
    rng = RecordingRng(seed)
    rolled = attribute_check(attribute, difficulty, rng, explode=explode)
    resolved = resolve_attribute_check(
        attribute, difficulty, as_throws(rng.drawn), explode=explode
    )
    assert resolved == rolled
    assert rolled.success == (rolled.total >= difficulty and not rolled.fumble)


# --------------------------------------------------------------------------- opposed rolls


def test_opposed_higher_total_wins() -> None:
    # Sigilo (Destreza 8 + 4) against Advertir/Notar (Percepción 8 + 5).
    result = opposed_check(12, 13, ScriptedRng(5, 6, 7, 2, 3, 4))
    assert (result.first.total, result.second.total) == (18, 16)
    assert result.winner == "first"
    assert result.margin == 2


def test_opposed_tie_is_shown_as_a_tie() -> None:
    assert opposed_check(10, 10, ScriptedRng(5, 6, 7, 6, 6, 1)).winner == "tie"


def test_opposed_a_fumble_loses_whatever_the_totals() -> None:
    result = opposed_check(20, 5, ScriptedRng(1, 1, 2, 2, 2, 2))
    assert result.first.failed
    assert result.winner == "second"


def test_opposed_natural_one_loses_only_in_skill_rolls() -> None:
    skill = opposed_check(20, 5, ScriptedRng(1, 1, 9, 2, 2, 2))
    assert skill.winner == "second"
    pulso = opposed_check(20, 5, ScriptedRng(1, 1, 9, 2, 2, 2), natural_one_fails=False)
    assert pulso.winner == "first"


def test_opposed_both_failing_is_a_tie_for_the_gm() -> None:
    assert opposed_check(20, 5, ScriptedRng(1, 1, 2, 1, 1, 1)).winner == "tie"


def test_opposed_rolls_explode_and_draw_first_side_first() -> None:
    result = opposed_check(5, 5, ScriptedRng([10, 10, 3, 2, 2, 2, 4, 4, 4]))
    assert result.first.roll.value == 12
    assert result.second.roll.value == 4
    assert result.winner == "first"


@given(st.integers(0, 2**32), st.integers(0, 20), st.integers(0, 20))
def test_opposed_winner_is_the_higher_total_unless_one_failed(
    seed: int, first: int, second: int
) -> None:
    rolled = opposed_check(first, second, RecordingRng(seed))
    if not rolled.first.failed and not rolled.second.failed:
        expected = ("first" if rolled.margin > 0 else "second" if rolled.margin < 0 else "tie")
        assert rolled.winner == expected
