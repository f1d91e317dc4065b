"""Initiative, actions per turn and turn order (RULES.md §5)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.combat import (
    actions_for_initiative,
    initiative_key,
    resolve_initiative,
    roll_initiative,
    sits_out_round,
)
from ryf_desktop.rules.dice import DiceError, IncompleteThrowError
from tests.scripted_rng import ScriptedRng


@pytest.mark.parametrize(
    ("total", "actions"),
    [(-3, 1), (0, 1), (19, 1), (20, 2), (29, 2), (30, 3), (39, 3), (40, 4), (49, 4), (57, 5)],
)
def test_actions_per_turn_from_initiative(total: int, actions: int) -> None:
    assert actions_for_initiative(total) == actions


def test_quick_sheet_20_or_more_gives_2_actions_30_gives_3_40_gives_4() -> None:
    assert [actions_for_initiative(t) for t in (19, 20, 30, 40)] == [1, 2, 3, 4]


# --------------------------------------------------------------------------- initiative rolls


def test_initiative_is_iniciativa_plus_target_die() -> None:
    result = roll_initiative(12, ScriptedRng(5, 6, 7))
    assert result.total == 18
    assert result.actions == 1
    assert not result.fumble


def test_initiative_explodes_and_can_give_two_actions() -> None:
    # (10,10,2) keeps 10 and explodes; (3,4,5) keeps 4: 12 + 14 = 26.
    result = roll_initiative(12, ScriptedRng(10, 10, 2, 3, 4, 5))
    assert result.roll.kept == (10, 4)
    assert result.total == 26
    assert result.actions == 2


def test_estorbo_is_subtracted_from_initiative() -> None:
    result = roll_initiative(12, ScriptedRng(5, 6, 7), estorbo=3)
    assert result.total == 15


def test_malherido_initiative_keeps_the_low_die() -> None:
    result = roll_initiative(12, ScriptedRng(3, 5, 6), rank=-1)
    assert result.total == 15


def test_quick_sheet_fumbled_initiative_no_action_in_round_1_then_last() -> None:
    fumbler = roll_initiative(15, ScriptedRng(1, 1, 3))
    assert fumbler.fumble
    assert sits_out_round(fumbler.fumble, 1)
    assert not sits_out_round(fumbler.fumble, 2)
    assert fumbler.actions == 1


def test_natural_one_without_fumble_only_counts_its_one() -> None:
    result = roll_initiative(15, ScriptedRng(1, 1, 7))
    assert result.natural_one
    assert not result.fumble
    assert result.total == 16
    assert result.actions == 1 and not sits_out_round(result.fumble, 1)


def test_resolve_initiative_from_table_dice() -> None:
    result = resolve_initiative(12, [(10, 10, 2), (3, 4, 5)], estorbo=1)
    assert result.total == 25
    assert result.actions == 2
    with pytest.raises(IncompleteThrowError):
        resolve_initiative(12, [(10, 10, 2)])
    with pytest.raises(DiceError):
        resolve_initiative(12, [(11, 3, 4)])


def test_negative_estorbo_is_refused() -> None:
    with pytest.raises(ValueError, match="estorbo"):
        roll_initiative(12, ScriptedRng(5, 6, 7), estorbo=-1)


@given(st.integers(0, 2**32))
def test_initiative_total_matches_its_parts(seed: int) -> None:
    result = roll_initiative(11, random.Random(seed), estorbo=2)
    assert result.total == 11 - 2 + result.roll.value
    assert result.actions == actions_for_initiative(result.total)


def test_ties_are_broken_by_the_iniciativa_value_after_estorbo() -> None:
    # Both total 18: the armoured one has Iniciativa 13 - 3 = 10, the other 11.
    armoured = roll_initiative(13, ScriptedRng(7, 8, 9), estorbo=3)
    light = roll_initiative(11, ScriptedRng(7, 7, 7))
    assert (armoured.total, light.total) == (18, 18)
    assert (armoured.iniciativa, armoured.base) == (10, 13)
    assert light.iniciativa > armoured.iniciativa


def test_the_initiative_key_sorts_by_total_then_iniciativa_fumblers_and_unrolled_last() -> None:
    keys = {
        "fumbler": initiative_key(25, True, 9, 0),
        "unrolled": initiative_key(None, False, 20, 1),
        "twenty, Ini 8": initiative_key(20, False, 8, 2),
        "eighteen": initiative_key(18, False, 12, 3),
        "twenty, Ini 10": initiative_key(20, False, 10, 4),
        "twenty, Ini 10, later": initiative_key(20, False, 10, 5),
    }
    assert sorted(keys, key=keys.__getitem__) == [
        "twenty, Ini 10", "twenty, Ini 10, later", "twenty, Ini 8", "eighteen", "fumbler",
        "unrolled",
    ]
