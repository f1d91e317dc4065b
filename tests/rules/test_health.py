"""Health states, PV and healing (RULES.md §3) with the seeds' worked examples."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.checks import resolve_skill_check
from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.rules.dice import target_die
from ryf_desktop.rules.health import (
    MEDICINE_DIFFICULTY,
    HealingKind,
    HealingLog,
    HealingRecord,
    HealthState,
    apply_damage,
    apply_healing,
    creature_state,
    current_hp,
    health_of,
    hp_max,
    medicine_permission,
    natural_rest_healing,
    rank_penalty,
    recover_breath,
    roll_medicine,
    state,
    state_thresholds,
)
from ryf_desktop.rules.profile import HEROICO, REALISTA, RulesProfile
from tests.scripted_rng import ScriptedRng

# --------------------------------------------------------------------------- PV and states


def test_quick_sheet_fisico_7_has_21_pv_realistic() -> None:
    assert hp_max(7, REALISTA) == 21


def test_heroic_pv_are_fisico_times_4() -> None:
    assert hp_max(8, HEROICO) == 32


@pytest.mark.parametrize(
    ("wounds", "expected"),
    [
        (0, HealthState.NORMAL),
        (16, HealthState.MALHERIDO),
        (24, HealthState.INCONSCIENTE),
        (40, HealthState.MUERTO),
    ],
)
def test_quick_sheet_fisico_8_states_at_wounds_0_16_24_40(
    wounds: int, expected: HealthState
) -> None:
    assert state(8, wounds, REALISTA) is expected


@pytest.mark.parametrize(
    ("wounds", "expected"),
    [
        (15, HealthState.NORMAL),
        (23, HealthState.MALHERIDO),
        (39, HealthState.INCONSCIENTE),
        (41, HealthState.MUERTO),
    ],
)
def test_fisico_8_realistic_one_wound_before_each_threshold(
    wounds: int, expected: HealthState
) -> None:
    assert state(8, wounds, REALISTA) is expected


@pytest.mark.parametrize(
    ("wounds", "expected"),
    [
        (23, HealthState.NORMAL),
        (24, HealthState.MALHERIDO),
        (31, HealthState.MALHERIDO),
        (32, HealthState.INCONSCIENTE),
        (47, HealthState.INCONSCIENTE),
        (48, HealthState.MUERTO),
    ],
)
def test_manual_heroic_fisico_8_malherido_24_inconsciente_32_muerto_48(
    wounds: int, expected: HealthState
) -> None:
    assert state(8, wounds, HEROICO) is expected


def test_manual_death_at_fisico_times_6_wounds_heroic() -> None:
    for fisico in range(4, 11):
        assert state(fisico, fisico * 6, HEROICO) is HealthState.MUERTO
        assert state(fisico, fisico * 6 - 1, HEROICO) is HealthState.INCONSCIENTE


def test_state_thresholds_quick_sheet_fisico_8() -> None:
    assert list(state_thresholds(8, REALISTA).values()) == [0, 16, 24, 40]
    assert list(state_thresholds(8, HEROICO).values()) == [0, 24, 32, 48]


def test_current_hp_is_max_minus_wounds_and_goes_negative() -> None:
    assert current_hp(7, 5, REALISTA) == 16
    assert current_hp(7, 30, REALISTA) == -9


def test_manual_malherido_fisico_8_with_7_pv_keeps_the_lowest_die_3_of_3_5_6() -> None:
    wounds = hp_max(8, HEROICO) - 7
    health = state(8, wounds, HEROICO)
    assert health is HealthState.MALHERIDO
    assert rank_penalty(health) == -1
    assert target_die((3, 5, 6), rank_penalty(health)) == 3
    check = resolve_skill_check(8, 2, 15, [(3, 5, 6)], rank=rank_penalty(health))
    assert check.roll.kept == (3,)


def test_rank_penalty_only_where_pv_at_or_below_fisico() -> None:
    assert rank_penalty(HealthState.NORMAL) == 0
    assert rank_penalty(HealthState.MALHERIDO) == -1
    assert rank_penalty(HealthState.INCONSCIENTE) == -1
    assert rank_penalty(HealthState.DERROTADO) == 0


@given(
    fisico=st.integers(1, 12),
    wounds=st.integers(0, 200),
    profile=st.sampled_from([HEROICO, REALISTA]),
)
def test_states_only_worsen_as_wounds_grow(
    fisico: int, wounds: int, profile: RulesProfile
) -> None:
    p = profile
    order = [HealthState.NORMAL, HealthState.MALHERIDO, HealthState.INCONSCIENTE,
             HealthState.MUERTO]
    assert order.index(state(fisico, wounds, p)) <= order.index(state(fisico, wounds + 1, p))


def test_negative_wounds_are_refused() -> None:
    with pytest.raises(ValueError, match="negative"):
        state(8, -1, HEROICO)


# --------------------------------------------------------------------------- creatures


def test_creature_is_normal_until_0_pv_then_derrotado() -> None:
    assert creature_state(47, 0) is HealthState.NORMAL
    assert creature_state(47, 46) is HealthState.NORMAL
    assert creature_state(47, 47) is HealthState.DERROTADO
    assert creature_state(47, 80) is HealthState.DERROTADO


def test_creature_has_no_malherido_even_at_1_pv() -> None:
    assert creature_state(10, 9) is HealthState.NORMAL


# --------------------------------------------------------------------------- damage, healing


def test_damage_adds_wounds_and_healing_never_goes_below_0() -> None:
    assert apply_damage(3, 5) == 8
    assert apply_healing(8, 5) == 3
    assert apply_healing(3, 6) == 0


@given(wounds=st.integers(0, 100), healed=st.integers(0, 100))
def test_healing_never_leaves_negative_wounds(wounds: int, healed: int) -> None:
    after = apply_healing(wounds, healed)
    assert after >= 0
    assert after == max(0, wounds - healed)


def test_quick_sheet_natural_rest_1_pv_a_night_2_in_full_comfort() -> None:
    assert natural_rest_healing() == 1
    assert natural_rest_healing(3) == 3
    assert natural_rest_healing(3, full_comfort=True) == 6


def test_quick_sheet_recuperar_el_aliento_heals_1d6() -> None:
    healing = recover_breath(ScriptedRng(4))
    assert healing.kind is HealingKind.RECOVER_BREATH
    assert healing.amount == 4


def test_recuperar_el_aliento_does_not_explode() -> None:
    # RULES §11: a 6 is a 6; the next face is never drawn.
    rng = ScriptedRng(6, 6, 2)
    healing = recover_breath(rng)
    assert healing.amount == 6
    assert healing.rolls[0].dice == [[6]]
    assert rng.faces == [6, 2]


# --------------------------------------------------------------------------- Medicina


def test_quick_sheet_medicina_at_15_heals_1d6() -> None:
    # Inteligencia 7 + Medicina 3 + die 6 (5,6,7) = 16 ≥ 15; then 1d6 shows 4.
    result = roll_medicine(HealingLog(), patient="Ana", healer="Bea", day=1,
                           attribute=7, skill=3, rng=ScriptedRng(5, 6, 7, 4))
    assert MEDICINE_DIFFICULTY == 15
    assert result.check.success
    assert not result.check.critical
    assert result.amount == 4
    assert result.log.records == (HealingRecord("Ana", "Bea", 1, True),)


def test_quick_sheet_critical_medicina_heals_1d6_more() -> None:
    # (10,10,3) explodes → 10, then (5,5,5) → 5: 10 + 15 = 25 ≥ 15 + 10.
    result = roll_medicine(HealingLog(), patient="Ana", healer="Bea", day=1,
                           attribute=7, skill=3, rng=ScriptedRng(10, 10, 3, 5, 5, 5, 3, 2))
    assert result.check.critical
    assert result.amount == 5
    assert result.healing is not None
    assert [r.total for r in result.healing.rolls] == [3, 2]


def test_medicina_healing_dice_do_not_explode() -> None:
    # 7 + 3 + 6 (5,6,7) = 16 succeeds; the healing d6 shows 6 and stays 6.
    rng = ScriptedRng(5, 6, 7, 6, 6)
    result = roll_medicine(HealingLog(), patient="Ana", healer="Bea", day=1,
                           attribute=7, skill=3, rng=rng)
    assert result.amount == 6
    assert rng.faces == [6]


def test_critical_medicina_heals_two_plain_dice() -> None:
    # (10,10,3) → 10, then (5,5,5) → 5: 25 is a critical; both healing d6 show 6, no reroll.
    rng = ScriptedRng(10, 10, 3, 5, 5, 5, 6, 6, 4)
    result = roll_medicine(HealingLog(), patient="Ana", healer="Bea", day=1,
                           attribute=7, skill=3, rng=rng)
    assert result.check.critical
    assert result.amount == 12
    assert rng.faces == [4]


def test_failed_medicina_heals_nothing_and_draws_no_healing_die() -> None:
    rng = ScriptedRng(2, 3, 4, 6)
    result = roll_medicine(HealingLog(), patient="Ana", healer="Bea", day=1,
                           attribute=7, skill=3, rng=rng)
    assert not result.check.success
    assert result.amount == 0
    assert result.healing is None
    assert rng.faces == [6]
    assert result.log.records == (HealingRecord("Ana", "Bea", 1, False),)


def test_quick_sheet_failed_healer_may_not_retry_that_patient_that_day() -> None:
    log = HealingLog((HealingRecord("Ana", "Bea", 1, False),))
    refused = medicine_permission(log, "Ana", "Bea", 1)
    assert not refused
    assert "Bea already failed" in refused.reason
    assert "Another healer may try" in refused.reason
    assert medicine_permission(log, "Ana", "Carlos", 1)
    assert medicine_permission(log, "Ana", "Bea", 2)
    assert medicine_permission(log, "Dani", "Bea", 1)


def test_quick_sheet_medicina_heals_a_patient_once_a_day() -> None:
    log = HealingLog((HealingRecord("Ana", "Bea", 1, True),))
    for healer in ("Bea", "Carlos"):
        refused = medicine_permission(log, "Ana", healer, 1)
        assert not refused
        assert "once a day" in refused.reason
    assert medicine_permission(log, "Ana", "Carlos", 2)


def test_refused_medicina_raises_and_rolls_nothing() -> None:
    log = HealingLog((HealingRecord("Ana", "Bea", 1, True),))
    rng = ScriptedRng(5, 6, 7)
    with pytest.raises(RuleViolation, match="already been healed"):
        roll_medicine(log, patient="Ana", healer="Carlos", day=1, attribute=7, skill=3, rng=rng)
    assert rng.faces == [5, 6, 7]


def test_second_healer_after_a_failure_then_nobody_after_a_success() -> None:
    first = roll_medicine(HealingLog(), patient="Ana", healer="Bea", day=1,
                          attribute=7, skill=3, rng=ScriptedRng(2, 3, 4))
    second = roll_medicine(first.log, patient="Ana", healer="Carlos", day=1,
                           attribute=7, skill=3, rng=ScriptedRng(5, 6, 7, 2))
    assert second.amount == 2
    assert not medicine_permission(second.log, "Ana", "Dani", 1)


# --------------------------------------------------------------------------- health_of


class _Body:
    def __init__(self, wounds: int, *, fisico: int | None = None, pv_max: int | None = None):
        self.wounds = wounds
        if fisico is not None:
            self.fisico = fisico
        if pv_max is not None:
            self.pv_max = pv_max


def test_health_of_a_character_is_its_state_from_fisico() -> None:
    found = health_of(_Body(22, fisico=6), HEROICO)  # 24 PV, 2 left: malherido
    assert (found.pv_max, found.wounds, found.current_hp) == (24, 22, 2)
    assert found.state is HealthState.MALHERIDO
    assert (found.rank_shift, found.lasting_shift, found.out) == (-1, -1, False)
    after = health_of(_Body(22, fisico=6), HEROICO, wounds=30)
    assert after.state is HealthState.INCONSCIENTE and after.out
    assert (after.rank_shift, after.lasting_shift) == (-1, 0)


def test_health_of_a_creature_has_no_malherido() -> None:
    hurt = health_of(_Body(9, pv_max=10), HEROICO)
    assert hurt.state is HealthState.NORMAL and hurt.rank_shift == 0
    assert health_of(_Body(9, pv_max=10), HEROICO, wounds=10).state is HealthState.DERROTADO
