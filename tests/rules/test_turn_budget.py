"""The per-turn budget of major and minor actions and movement (RULES.md §5)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.combat import (
    MAX_MOVE_PER_TURN_M,
    MOVE_MAJOR_M,
    MOVE_MINOR_M,
    SQUARE_M,
    RuleViolation,
    TurnBudget,
)


def test_constants() -> None:
    assert (MOVE_MAJOR_M, MOVE_MINOR_M, MAX_MOVE_PER_TURN_M, SQUARE_M) == (6.0, 3.0, 9.0, 1.5)


def test_each_action_grants_one_major_and_one_minor() -> None:
    for actions in range(1, 5):
        budget = TurnBudget(actions)
        assert (budget.majors_left, budget.minors_left) == (actions, actions)


# --------------------------------------------------------------------------- one action


def test_one_action_up_to_3_m_costs_the_minor() -> None:
    budget = TurnBudget(1)
    budget.move(3)
    assert budget.movement_charge == (0, 1)
    assert (budget.majors_left, budget.minors_left) == (1, 0)


def test_one_action_up_to_6_m_costs_the_major() -> None:
    budget = TurnBudget(1)
    budget.move(4.5)
    assert budget.movement_charge == (1, 0)
    assert (budget.majors_left, budget.minors_left) == (0, 1)
    budget.move(1.5)
    assert budget.movement_charge == (1, 0)


def test_one_action_up_to_9_m_costs_both() -> None:
    budget = TurnBudget(1)
    budget.move(9)
    assert budget.movement_charge == (1, 1)
    assert (budget.majors_left, budget.minors_left) == (0, 0)
    assert budget.max_move_m() == 0


def test_one_action_moves_add_up_and_are_recharged() -> None:
    budget = TurnBudget(1)
    budget.move(1.5)
    assert (budget.majors_left, budget.minors_left) == (1, 0)
    budget.move(3)
    # 4.5 m in total: now the major pays, and the minor comes back.
    assert (budget.majors_left, budget.minors_left) == (0, 1)
    assert budget.moved_m == 4.5


def test_one_action_move_3_then_attack() -> None:
    budget = TurnBudget(1)
    budget.move(3)
    budget.spend_major()
    assert budget.max_move_m() == 0
    with pytest.raises(RuleViolation, match="no movement left"):
        budget.move(1.5)


def test_one_action_attack_leaves_3_m() -> None:
    budget = TurnBudget(1)
    budget.spend_major()
    assert budget.max_move_m() == 3
    budget.move(3)
    assert (budget.majors_left, budget.minors_left) == (0, 0)


def test_one_action_move_6_leaves_no_attack() -> None:
    budget = TurnBudget(1)
    budget.move(6)
    with pytest.raises(RuleViolation, match="No major action left"):
        budget.spend_major()
    budget.spend_minor()
    assert budget.minors_left == 0


# --------------------------------------------------------------------------- two actions


def test_two_actions_up_to_6_m_costs_the_two_minors() -> None:
    budget = TurnBudget(2)
    budget.move(6)
    assert budget.movement_charge == (0, 2)
    assert (budget.majors_left, budget.minors_left) == (2, 0)


def test_two_actions_up_to_9_m_costs_a_major_and_a_minor() -> None:
    budget = TurnBudget(2)
    budget.move(7.5)
    assert budget.movement_charge == (1, 1)
    assert (budget.majors_left, budget.minors_left) == (1, 1)


def test_quick_sheet_two_actions_move_9_m_and_still_shoot() -> None:
    budget = TurnBudget(2)
    budget.move(9)
    budget.spend_major()
    assert budget.majors_left == 0
    assert budget.minors_left == 1


def test_quick_sheet_two_actions_shoot_first_then_move_9_m() -> None:
    budget = TurnBudget(2)
    budget.spend_major()
    budget.move(9)
    assert (budget.majors_left, budget.minors_left) == (0, 1)


def test_two_actions_two_attacks_leave_6_m() -> None:
    budget = TurnBudget(2)
    budget.spend_major()
    budget.spend_major()
    assert budget.max_move_m() == 6
    with pytest.raises(RuleViolation) as info:
        budget.move(7.5)
    assert str(info.value).startswith(
        "Cannot move 7.5 m: only 6 m of movement left this turn (9 m per turn at most"
    )


# --------------------------------------------------------------------------- the 9 m cap


@pytest.mark.parametrize("actions", [1, 2, 3, 5, 8])
def test_movement_is_at_most_9_m_however_many_actions(actions: int) -> None:
    budget = TurnBudget(actions)
    assert budget.max_move_m() == 9
    budget.move(4.5)
    with pytest.raises(RuleViolation) as info:
        budget.move(6)
    assert str(info.value).startswith(
        "Cannot move 6 m: only 4.5 m of movement left this turn (9 m per turn at most"
    )
    budget.move(4.5)
    assert budget.moved_m == 9


def test_three_actions_9_m_costs_three_minors() -> None:
    budget = TurnBudget(3)
    budget.move(9)
    assert budget.movement_charge == (0, 3)
    assert budget.majors_left == 3


def test_readable_message_for_4_5_m_with_3_m_left() -> None:
    budget = TurnBudget(1)
    budget.move(6)
    with pytest.raises(RuleViolation) as info:
        budget.move(4.5)
    message = str(info.value)
    assert message.startswith(
        "Cannot move 4.5 m: only 3 m of movement left this turn (9 m per turn at most;"
    )
    assert "6 m moved" in message
    assert message.endswith("Choose a nearer square.")


# --------------------------------------------------------------------------- minor actions


def test_spend_minor_uses_a_major_when_no_minor_is_left() -> None:
    budget = TurnBudget(1)
    budget.spend_minor()
    budget.spend_minor()
    assert (budget.majors_left, budget.minors_left) == (0, 0)
    with pytest.raises(RuleViolation, match="No action left"):
        budget.spend_minor()


def test_draw_after_a_short_move_keeps_the_move_cheap() -> None:
    budget = TurnBudget(1)
    budget.move(3)
    budget.spend_minor()
    # 3 m and a draw: one of them takes the major, so no attack is left.
    assert (budget.majors_left, budget.minors_left) == (0, 0)
    assert not budget.can_spend_major()


def test_a_major_may_be_spent_as_a_minor_but_not_the_other_way() -> None:
    budget = TurnBudget(1)
    budget.spend_major()
    assert budget.can_spend_minor()
    assert not budget.can_spend_major()


def test_zero_actions_do_nothing() -> None:
    budget = TurnBudget(0)
    assert budget.max_move_m() == 0
    with pytest.raises(RuleViolation):
        budget.spend_minor()
    with pytest.raises(RuleViolation, match="does not act"):
        budget.take_double_action()


# --------------------------------------------------------------------------- double action


def test_double_action_adds_one_action_and_lowers_rank() -> None:
    budget = TurnBudget(1)
    assert budget.rank_shift == 0
    budget.spend_major()
    budget.take_double_action()
    assert budget.actions == 2
    assert budget.rank_shift == -1
    budget.spend_major()
    with pytest.raises(RuleViolation, match="already taken"):
        budget.take_double_action()


def test_double_action_from_the_constructor() -> None:
    budget = TurnBudget(1, True)
    assert budget.actions == 2
    assert budget.double_action
    assert budget.rank_shift == -1


def test_quick_sheet_no_double_action_while_malherido() -> None:
    budget = TurnBudget(1, lasting_penalty=True)
    assert not budget.can_take_double_action()
    with pytest.raises(RuleViolation, match="malherido"):
        budget.take_double_action()
    with pytest.raises(RuleViolation, match="malherido"):
        TurnBudget(1, True, lasting_penalty=True)


def test_out_of_actions_message_suggests_a_double_action_when_allowed() -> None:
    budget = TurnBudget(1)
    budget.spend_major()
    with pytest.raises(RuleViolation, match="Take a double action"):
        budget.spend_major()
    budget.take_double_action()
    budget.spend_major()
    with pytest.raises(RuleViolation, match="End the turn"):
        budget.spend_major()


# --------------------------------------------------------------------------- restoring, copying


def test_restoring_a_saved_turn() -> None:
    budget = TurnBudget(2, moved_m=9, majors_spent=1)
    assert (budget.majors_left, budget.minors_left) == (0, 1)
    with pytest.raises(RuleViolation, match="cannot hold"):
        TurnBudget(1, moved_m=9, majors_spent=1)


def test_copy_is_independent() -> None:
    budget = TurnBudget(2)
    budget.move(3)
    twin = budget.copy()
    twin.move(3)
    assert budget.moved_m == 3
    assert twin.moved_m == 6


def test_negative_move_is_refused() -> None:
    with pytest.raises(ValueError, match="negative"):
        TurnBudget(1).move(-1.5)


# --------------------------------------------------------------------------- properties

steps = st.lists(
    st.one_of(
        st.sampled_from(["major", "minor", "double"]),
        st.sampled_from([1.5, 3.0, 2.1213203435596424, 4.5, 6.0]),
    ),
    max_size=10,
)


def _play(budget: TurnBudget, plan: list[str | float]) -> None:
    for step in plan:
        try:
            if step == "major":
                budget.spend_major()
            elif step == "minor":
                budget.spend_minor()
            elif step == "double":
                budget.take_double_action()
            else:
                assert isinstance(step, float)
                budget.move(step)
        except RuleViolation:
            pass


@given(actions=st.integers(0, 5), penalty=st.booleans(), plan=steps)
def test_max_move_never_exceeds_what_is_left_of_9_m(
    actions: int, penalty: bool, plan: list[str | float]
) -> None:
    budget = TurnBudget(actions, lasting_penalty=penalty)
    _play(budget, plan)
    assert budget.moved_m <= MAX_MOVE_PER_TURN_M
    assert 0 <= budget.max_move_m() <= MAX_MOVE_PER_TURN_M - budget.moved_m + 1e-9
    assert budget.majors_left >= 0
    assert budget.minors_left >= 0


@given(actions=st.integers(0, 5), plan=steps)
def test_moving_max_move_always_succeeds(actions: int, plan: list[str | float]) -> None:
    budget = TurnBudget(actions)
    _play(budget, plan)
    before = budget.moved_m
    left = budget.max_move_m()
    budget.move(left)
    assert budget.moved_m == pytest.approx(before + left)
    assert budget.max_move_m() == pytest.approx(0)


@given(
    actions=st.integers(0, 5),
    plan=steps,
    extra=st.floats(min_value=0.001, max_value=20, allow_nan=False),
)
def test_moving_more_than_max_move_always_raises(
    actions: int, plan: list[str | float], extra: float
) -> None:
    budget = TurnBudget(actions)
    _play(budget, plan)
    before = (budget.moved_m, budget.majors_left, budget.minors_left)
    with pytest.raises(RuleViolation, match="Cannot move"):
        budget.move(budget.max_move_m() + extra)
    assert (budget.moved_m, budget.majors_left, budget.minors_left) == before


def _outcome(actions: int, deeds: list[str]) -> tuple[int, int, float] | None:
    budget = TurnBudget(actions)
    try:
        for deed in deeds:
            if deed == "major":
                budget.spend_major()
            elif deed == "minor":
                budget.spend_minor()
            else:
                budget.move(SQUARE_M)
    except RuleViolation:
        return None
    return budget.majors_left, budget.minors_left, budget.moved_m


deeds = st.lists(st.sampled_from(["major", "minor", "move"]), max_size=12)


@given(actions=st.integers(1, 4), data=st.data(), plan=deeds)
def test_the_order_of_deeds_does_not_change_what_is_left(
    actions: int, data: st.DataObject, plan: list[str]
) -> None:
    """The budget pays the whole turn so far, so any order of the same deeds ends the same."""
    shuffled = data.draw(st.permutations(plan))
    assert _outcome(actions, plan) == _outcome(actions, list(shuffled))


@given(actions=st.integers(1, 6), metres=st.sampled_from([1.5, 3, 4.5, 6, 7.5, 9]))
def test_movement_charge_uses_fewest_majors_then_fewest_minors(
    actions: int, metres: float
) -> None:
    budget = TurnBudget(actions)
    budget.move(metres)
    majors, minors = budget.movement_charge
    assert majors * MOVE_MAJOR_M + minors * MOVE_MINOR_M >= metres
    cheaper = [
        (a, b) for a in range(actions + 1) for b in range(actions + 1)
        if a * MOVE_MAJOR_M + b * MOVE_MINOR_M >= metres and (a, b) < (majors, minors)
    ]
    assert cheaper == []
