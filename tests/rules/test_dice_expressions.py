"""Tests of dice expressions: parsing, error messages, limits, rolling with exploding damage."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.dice import (
    MAX_REROLLS,
    ConstantTerm,
    DiceError,
    DiceProblem,
    DiceSyntaxError,
    DiceTerm,
    TargetDieTerm,
    parse,
    roll,
    roll_damage,
)
from tests.scripted_rng import ScriptedRng

# --------------------------------------------------------------------------- seed examples


def test_manual_example_mace_3_6_then_6_then_1_is_16() -> None:
    rng = ScriptedRng([3, 6, 6, 1])
    result = roll_damage("2d6", rng)
    assert result.total == 16
    assert result.dice == [[3], [6, 6, 1]]
    assert rng.calls == [(1, 6)] * 4
    assert result.describe() == "2d6: 3 + 6→6→1 = 16"


def test_quick_sheet_example_2d6_4_6_rerolls_the_6_and_keeps_going() -> None:
    # "2d6, 4,6 = 10 y tiramos 1 dado de nuevo, si sale 6 de nuevo, se suma (16) y se sigue
    # tirando": after 4, 6, 6 the running total is 16 and one more die is rolled.
    result = roll_damage("2d6", ScriptedRng([4, 6, 6, 2]))
    assert result.dice == [[4], [6, 6, 2]]
    assert result.total == 18


def test_unexploded_roll_keeps_the_maximum_once() -> None:
    result = roll("2d6", ScriptedRng([3, 6]))
    assert result.total == 9
    assert result.dice == [[3], [6]]


def test_bestiary_hit_points_47_plus_1d6() -> None:
    result = roll("47+1d6", ScriptedRng([4]))
    assert result.total == 51
    assert result.subtotals == (47, 4)


# --------------------------------------------------------------------------- parsing


@pytest.mark.parametrize(
    ("text", "normalised", "low", "high"),
    [
        ("2d6", "2d6", 2, 12),
        ("2d6+1", "2d6+1", 3, 13),
        ("1d6+2", "1d6+2", 3, 8),
        ("3d6+2", "3d6+2", 5, 20),
        ("d6", "1d6", 1, 6),
        ("1o3d10", "1o3d10", 1, 10),
        ("1o3d10+12", "1o3d10+12", 13, 22),
        ("2d6-1", "2d6-1", 1, 11),
        ("47+1d6", "47+1d6", 48, 53),
        ("100+5d10", "100+5d10", 105, 150),
        (" 2 D 6 + 1 ", "2d6+1", 3, 13),
        ("1O3D10", "1o3d10", 1, 10),
        ("2d6\u22121", "2d6-1", 1, 11),
        ("7", "7", 7, 7),
        ("1d8-1d4", "1d8-1d4", -3, 7),
    ],
)
def test_parse_accepts_the_catalog_forms(text: str, normalised: str, low: int, high: int) -> None:
    expression = parse(text)
    assert str(expression) == normalised
    assert expression.min_total() == low
    assert expression.max_total() == high
    assert parse(str(expression)) == expression


def test_parse_builds_terms() -> None:
    assert parse("2d6+1").terms == (DiceTerm(2, 6), ConstantTerm(1))
    assert parse("1o3d10-3").terms == (TargetDieTerm(), ConstantTerm(3, sign=-1))
    assert parse("3d6+2d4").terms == (DiceTerm(3, 6), DiceTerm(2, 4))


def test_syntax_error_names_what_where_and_what_is_expected() -> None:
    with pytest.raises(DiceSyntaxError) as error:
        parse("2dx6")
    assert error.value.position == 2
    message = str(error.value)
    assert "unexpected 'x' at position 3 in '2dx6'" in message
    assert "expected a number of faces after 'd'" in message


@pytest.mark.parametrize(
    ("text", "position", "fragment"),
    [
        ("", 0, "empty"),
        ("   ", 0, "empty"),
        ("2d", 2, "unexpected end"),
        ("2d6+", 4, "expected a number or a die"),
        ("2d6 3", 4, "expected '+' or '-'"),
        ("2d6*2", 3, "unexpected '*'"),
        ("x", 0, "unexpected 'x'"),
        ("1o3d", 4, "number of faces"),
        ("1o3x10", 3, "'d' after the number of dice"),
        ("2d6++1", 4, "expected a number or a die"),
    ],
)
def test_syntax_errors(text: str, position: int, fragment: str) -> None:
    with pytest.raises(DiceSyntaxError, match=re.escape(fragment)) as error:
        parse(text)
    assert error.value.position == position
    assert repr(text) in str(error.value)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("101d6", "at most 50 dice"),
        ("2d1", "2 to 1000 faces"),
        ("2d0", "2 to 1000 faces"),
        ("1d1001", "2 to 1000 faces"),
        ("0d6", "at least 1 die"),
        ("2o3d10", "only kept-dice roll is '1o3d10'"),
        ("1o2d6", "only kept-dice roll is '1o3d10'"),
        ("2d6+123456789", "too large"),
        ("1+" * 100 + "1", "at most 200"),
    ],
)
def test_absurd_sizes_are_refused_clearly(text: str, fragment: str) -> None:
    with pytest.raises(DiceSyntaxError, match=re.escape(fragment)):
        parse(text)


# Each raise site of the parser: a text that reaches it, the problem it names and its exact params.
SYNTAX_ERRORS: list[tuple[str, DiceProblem, dict[str, int | str]]] = [
    ("2dx6", DiceProblem.EXPECTED_FACES, {"position": 2, "found": "x"}),
    ("2d", DiceProblem.EXPECTED_FACES, {"position": 2, "found": ""}),
    ("2d6+", DiceProblem.EXPECTED_TERM, {"position": 4, "found": ""}),
    ("x", DiceProblem.EXPECTED_TERM, {"position": 0, "found": "x"}),
    ("2d6 3", DiceProblem.EXPECTED_OPERATOR, {"position": 4, "found": "3"}),
    ("2d6*2", DiceProblem.EXPECTED_OPERATOR, {"position": 3, "found": "*"}),
    ("1o", DiceProblem.EXPECTED_TARGET_DICE, {"position": 2, "found": ""}),
    ("1o3x10", DiceProblem.EXPECTED_TARGET_D, {"position": 3, "found": "x"}),
    ("1o3d", DiceProblem.EXPECTED_TARGET_FACES, {"position": 4, "found": ""}),
    (
        "2d6+123456789",
        DiceProblem.NUMBER_TOO_LARGE,
        {"position": 4, "value": "123456789", "limit": 1_000_000},
    ),
    (
        "9999999",
        DiceProblem.NUMBER_TOO_LARGE,
        {"position": 0, "value": "9999999", "limit": 1_000_000},
    ),
    (
        "2o3d10",
        DiceProblem.UNSUPPORTED_KEPT_DICE,
        {"position": 0, "kept": 2, "count": 3, "faces": 10},
    ),
    ("0d6", DiceProblem.NO_DICE, {"position": 0, "count": 0, "faces": 6}),
    ("2d6+101d6", DiceProblem.TOO_MANY_DICE, {"position": 4, "count": 101, "limit": 50}),
    # The weapon whose attack preview took 8-13 s of the GM's time, and more dice in all than
    # one roll may throw, counting a 1o3d10's three.
    (
        "100d3+100d3+100d3+100d3+100d3",
        DiceProblem.TOO_MANY_DICE,
        {"position": 0, "count": 100, "limit": 50},
    ),
    (
        "20d3+20d3+20d3",
        DiceProblem.TOO_MANY_DICE_IN_ALL,
        {"position": 10, "count": 60, "limit": 50},
    ),
    ("40d6+11d6", DiceProblem.TOO_MANY_DICE_IN_ALL, {"position": 5, "count": 51, "limit": 50}),
    ("48d6 - 1o3d10", DiceProblem.TOO_MANY_DICE_IN_ALL, {"position": 7, "count": 51, "limit": 50}),
    (
        "3d1001",
        DiceProblem.FACES_OUT_OF_RANGE,
        {"position": 2, "faces": 1001, "low": 2, "high": 1000},
    ),
    ("   ", DiceProblem.EMPTY, {"position": 0}),
    ("1+" * 100 + "1", DiceProblem.TOO_LONG, {"position": 200, "length": 201, "limit": 200}),
]


@pytest.mark.parametrize(("text", "problem", "params"), SYNTAX_ERRORS)
def test_every_syntax_error_names_its_problem_and_params(
    text: str, problem: DiceProblem, params: dict[str, int | str]
) -> None:
    with pytest.raises(DiceSyntaxError) as caught:
        parse(text)
    error = caught.value
    assert error.problem is problem
    assert dict(error.params) == params
    assert error.position == params["position"]
    assert error.text == text


def test_the_other_expression_errors_name_their_problem_and_params() -> None:
    with pytest.raises(DiceError) as not_text:
        parse(6)  # type: ignore[arg-type]
    assert not_text.value.problem is DiceProblem.NOT_TEXT
    assert dict(not_text.value.params) == {"found": "6"}

    class Stuck:
        def __init__(self, face: int) -> None:
            self.face = face

        def randint(self, a: int, b: int) -> int:
            return self.face

    with pytest.raises(DiceError) as endless:
        roll_damage("2d6", Stuck(6))
    assert endless.value.problem is DiceProblem.ENDLESS_EXPLOSION
    assert dict(endless.value.params) == {"faces": 6, "limit": MAX_REROLLS}
    with pytest.raises(DiceError) as out_of_range:
        roll("1d4", Stuck(5))
    assert out_of_range.value.problem is DiceProblem.RANDOM_SOURCE_OUT_OF_RANGE
    assert dict(out_of_range.value.params) == {"found": "5", "faces": 4}


@given(st.text(alphabet="0123456789dDoO+-\u2212 x*.", max_size=12))
def test_any_unreadable_text_says_what_and_where(text: str) -> None:
    try:
        parse(text)
    except DiceSyntaxError as error:
        assert isinstance(error.problem, DiceProblem)
        assert error.params["position"] == error.position
        assert 0 <= error.position <= len(text)
        if "found" in error.params:
            found = text[error.position] if error.position < len(text) else ""
            assert error.params["found"] == found


def test_limits_themselves_are_accepted() -> None:
    assert parse("50d1000").max_total() == 50_000
    assert parse("1d2").min_total() == 1
    assert len(str(parse("1+" * 99 + "1"))) == 199


def test_parse_refuses_non_text() -> None:
    with pytest.raises(DiceError, match="must be text"):
        parse(6)  # type: ignore[arg-type]


def test_syntax_error_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="position"):
        parse("2d6+x")


# --------------------------------------------------------------------------- rolling


def test_dice_are_drawn_left_to_right_each_with_its_rerolls() -> None:
    rng = ScriptedRng([4, 4, 1, 2, 6, 3])
    result = roll_damage("2d4+1d6", rng)
    assert result.dice == [[4, 4, 1], [2], [6, 3]]
    assert result.total == 20
    assert rng.calls == [(1, 4), (1, 4), (1, 4), (1, 4), (1, 6), (1, 6)]


def test_subtracted_dice_and_constants() -> None:
    result = roll("1d8-1d4-2", ScriptedRng([5, 3]))
    assert result.total == 0
    assert result.subtotals == (5, -3, -2)


def test_target_die_term_follows_the_1o3d10_rules_and_explodes() -> None:
    result = roll("1o3d10+12", ScriptedRng([3, 10, 10, 3, 4, 7]))
    assert result.total == 26
    assert result.dice == []
    assert len(result.target_rolls) == 1
    assert result.target_rolls[0].kept == (10, 4)


def test_roll_accepts_a_parsed_expression() -> None:
    expression = parse("1d6+2")
    assert roll(expression, ScriptedRng([6])).expression is expression


def test_a_broken_rng_that_always_rolls_the_maximum_is_stopped() -> None:
    class AlwaysMax:
        def randint(self, a: int, b: int) -> int:
            return b

    with pytest.raises(DiceError, match="not fair"):
        roll_damage("1d6", AlwaysMax())


@given(st.integers(0, 2**32), st.integers(1, 5), st.integers(2, 12), st.integers(-5, 5))
def test_exploding_rolls_are_consistent(seed: int, count: int, faces: int, bonus: int) -> None:
    text = f"{count}d{faces}{bonus:+d}"
    result = roll_damage(text, random.Random(seed))
    assert len(result.dice) == count
    for shown in result.dice:
        assert all(face == faces for face in shown[:-1])
        assert 1 <= shown[-1] < faces
    assert result.total == sum(map(sum, result.dice)) + bonus
    assert result.total >= parse(text).min_total()


@given(st.integers(0, 2**32), st.integers(1, 5), st.integers(2, 12))
def test_plain_rolls_stay_within_bounds(seed: int, count: int, faces: int) -> None:
    expression = parse(f"{count}d{faces}")
    result = roll(expression, random.Random(seed))
    assert expression.min_total() <= result.total <= expression.max_total()
    assert all(len(shown) == 1 for shown in result.dice)


def test_as_many_dice_in_all_as_real_play_needs_are_read() -> None:
    assert parse("25d6+25d6").terms == (DiceTerm(25, 6), DiceTerm(25, 6))
    assert parse("47d6+1o3d10").terms == (DiceTerm(47, 6), TargetDieTerm())
    assert parse("5d10+1o3d10+3").max_total() == 5 * 10 + 10 + 3
