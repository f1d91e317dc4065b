"""Attacks and damage (RULES.md §6) with the seeds' worked examples."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.attacks import (
    BAND_DIFFICULTY,
    BOCAJARRO_MAX_M,
    UNARMED_DAMAGE,
    BandDamage,
    Cover,
    CriticalBonus,
    RangeBand,
    Ranges,
    absorb,
    band_damage,
    critical_bonus,
    critical_extra_dice,
    damage_for_band,
    parse_ranges,
    ranged_band,
    ranged_difficulty_terms,
    resolve_attack_damage,
)
from ryf_desktop.rules.checks import resolve_attack_check
from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.rules.profile import HEROICO, CriticalDamage
from tests.scripted_rng import ScriptedRng

ARCO_LARGO = Ranges(25, 50, 100)
ESCOPETA_RECORTADA = Ranges(10, 25, None)
DOUBLE = HEROICO.with_changes(critical_damage="double")


# --------------------------------------------------------------------------- melee


def test_melee_hits_when_total_reaches_defensa() -> None:
    assert resolve_attack_check(10, 16, [(5, 6, 7)]).success
    assert resolve_attack_check(11, 16, [(5, 6, 7)]).success
    assert not resolve_attack_check(9, 16, [(5, 6, 7)]).success


def test_natural_one_or_fumble_misses_whatever_the_total() -> None:
    assert not resolve_attack_check(29, 16, [(1, 1, 9)]).success  # a natural 1
    assert not resolve_attack_check(29, 16, [(1, 1, 2)]).success  # a fumble


def test_unarmed_attacks_deal_1d6() -> None:
    assert UNARMED_DAMAGE == "1d6"
    breakdown = resolve_attack_damage(UNARMED_DAMAGE, ScriptedRng(4), attack_total=16,
                                      difficulty=16)
    assert breakdown.wounds == 4


# --------------------------------------------------------------------------- ranged bands


@pytest.mark.parametrize(
    ("distance", "band"),
    [
        (1.5, RangeBand.BOCAJARRO),
        (3, RangeBand.CORTA),
        (25, RangeBand.CORTA),
        (26, RangeBand.MEDIA),
        (50, RangeBand.MEDIA),
        (51, RangeBand.LARGA),
        (100, RangeBand.LARGA),
        (100.5, None),
        (150, None),
    ],
)
def test_manual_arco_largo_25_50_100_bands(distance: float, band: RangeBand | None) -> None:
    assert ranged_band(distance, ARCO_LARGO) == band


@pytest.mark.parametrize(
    ("distance", "difficulty"), [(1.5, 10), (25, 15), (26, 20), (50, 20), (51, 25), (100, 25)]
)
def test_manual_arco_largo_difficulties(distance: float, difficulty: int) -> None:
    assert ranged_difficulty_terms(distance, ARCO_LARGO).value == difficulty


def test_manual_arco_largo_beyond_100_m_no_attack() -> None:
    with pytest.raises(RuleViolation) as info:
        ranged_difficulty_terms(101, ARCO_LARGO)
    assert "beyond this weapon's reach (100 m" in str(info.value)


def test_band_difficulties_10_15_20_25() -> None:
    assert list(BAND_DIFFICULTY.values()) == [10, 15, 20, 25]


def test_weapon_without_a_long_range_stops_at_medium() -> None:
    assert ranged_band(25, ESCOPETA_RECORTADA) is RangeBand.MEDIA
    assert ranged_band(26, ESCOPETA_RECORTADA) is None


@pytest.mark.parametrize(
    ("modifiers", "extra"),
    [
        ({"running": True}, 3),
        ({"prone": True}, 5),
        ({"cover": Cover.LIGHT}, 2),
        ({"cover": Cover.MEDIUM}, 4),
        ({"cover": "heavy"}, 6),
        ({"among_people": True}, 2),
        ({"shield_cobertura": 4}, 4),
    ],
)
def test_quick_sheet_ranged_modifiers(modifiers: dict[str, object], extra: int) -> None:
    terms = ranged_difficulty_terms(30, ARCO_LARGO, **modifiers)  # type: ignore[arg-type]
    assert terms.value == 20 + extra


def test_modifiers_add_up_and_explain_themselves() -> None:
    terms = ranged_difficulty_terms(
        30, ARCO_LARGO, running=True, cover=Cover.MEDIUM, shield_cobertura=2
    )
    assert terms.explain() == (
        "29 = distancia media 20 + corriendo 3 + cobertura media 4 + cobertura del escudo 2"
    )


@pytest.mark.parametrize(
    ("text", "ranges"),
    [
        ("25/50/100m", Ranges(25, 50, 100)),
        ("25m/50m/100m", Ranges(25, 50, 100)),
        ("25m / 50m / 100m", Ranges(25, 50, 100)),
        ("10m / 25m / 50m", Ranges(10, 25, 50)),
        ("15/30/60m", Ranges(15, 30, 60)),
        ("3/6/9m", Ranges(3, 6, 9)),
        ("10m/25m/-", Ranges(10, 25, None)),
        ("10m/-/-", Ranges(10, None, None)),
        ("2,5/5/7.5 M", Ranges(2.5, 5, 7.5)),
        ("n/a", None),
        ("N/A", None),
    ],
)
def test_parse_ranges_as_the_catalog_writes_them(text: str, ranges: Ranges | None) -> None:
    assert parse_ranges(text) == ranges


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("25/50", "three bands short/medium/long"),
        ("", "three bands short/medium/long"),
        ("-/25m/50m", "the short band cannot be '-'"),
        ("10m/-/50m", "a band after a '-' must also be '-'"),
        ("50m/25m/100m", "must grow"),
        ("0m/25m/100m", "more than 0 m"),
        ("10km/25m/50m", "the short band '10km' is not metres"),
    ],
)
def test_bad_ranges_are_refused_saying_why(text: str, reason: str) -> None:
    with pytest.raises(ValueError, match=f"cannot read the range {text!r}") as info:
        parse_ranges(text)
    assert reason in str(info.value)


def test_ranges_built_in_code_are_checked_too() -> None:
    with pytest.raises(ValueError, match="must grow"):
        Ranges(50, 25, 100)
    with pytest.raises(ValueError, match="cannot follow a band the weapon lacks"):
        Ranges(10, None, 50)
    assert str(ESCOPETA_RECORTADA) == "10/25/- m"


@given(st.lists(st.integers(1, 500), min_size=3, max_size=3, unique=True), st.booleans())
def test_ranges_round_trip(values: list[int], unit_each: bool) -> None:
    short, medium, long = sorted(values)
    text = f"{short}m/{medium}m/{long}m" if unit_each else f"{short}/{medium}/{long}m"
    parsed = parse_ranges(text)
    assert parsed == Ranges(short, medium, long)
    assert parsed is not None
    assert parsed.for_band(RangeBand.MEDIA) == medium


def test_each_band_reaches_its_range_and_bocajarro_is_an_adjacent_square() -> None:
    assert [ARCO_LARGO.for_band(band) for band in RangeBand] == [BOCAJARRO_MAX_M, 25, 50, 100]
    assert ESCOPETA_RECORTADA.for_band("larga") is None
    assert ESCOPETA_RECORTADA.farthest == 25


@given(distance=st.floats(0, 200, allow_nan=False))
def test_difficulty_never_falls_as_the_target_moves_away(distance: float) -> None:
    near = ranged_band(distance, ARCO_LARGO)
    far = ranged_band(distance + 1, ARCO_LARGO)
    if far is not None:
        assert near is not None
        assert BAND_DIFFICULTY[near] <= BAND_DIFFICULTY[far]


# --------------------------------------------------------------------------- per-band damage


def test_sawn_off_shotgun_damage_by_band() -> None:
    damage = "3d6+2/2d6/-"
    assert band_damage(damage) == BandDamage("3d6+2", "2d6", None)
    assert band_damage(" 3d6+2 / 2d6 / - ") == ("3d6+2", "2d6", None)
    assert damage_for_band(damage, RangeBand.BOCAJARRO) == "3d6+2"
    assert damage_for_band(damage, RangeBand.CORTA) == "3d6+2"
    assert damage_for_band(damage, RangeBand.MEDIA) == "2d6"
    with pytest.raises(RuleViolation, match="cannot hit at distancia larga"):
        damage_for_band(damage, RangeBand.LARGA)


def test_band_damage_gives_none_where_the_weapon_cannot_hit() -> None:
    bands = BandDamage("3d6+2", "2d6", None)
    assert [bands.for_band(band) for band in RangeBand] == ["3d6+2", "3d6+2", "2d6", None]


def test_damage_that_is_not_per_band_applies_at_every_band() -> None:
    assert band_damage("2d6(1M)/2d6+1(2M)") is None
    assert band_damage("2d6") is None
    assert damage_for_band("2d6", RangeBand.LARGA) == "2d6"


def test_per_band_damage_needs_a_band() -> None:
    with pytest.raises(ValueError, match="band="):
        resolve_attack_damage("3d6+2/2d6/-", ScriptedRng(1, 1, 1), attack_total=20,
                              difficulty=15)


# --------------------------------------------------------------------------- criticals


def test_quick_sheet_36_against_15_adds_2d6() -> None:
    assert critical_extra_dice(36, 15) == 2
    assert critical_bonus(36, 15) == CriticalBonus(extra_d6=2)


@pytest.mark.parametrize(("total", "extra"), [(14, 0), (15, 0), (24, 0), (25, 1), (34, 1),
                                              (35, 2), (45, 3)])
def test_one_d6_per_full_10_over_the_difficulty(total: int, extra: int) -> None:
    assert critical_extra_dice(total, 15) == extra


def test_manual_critical_doubles_damage() -> None:
    assert critical_bonus(36, 15, CriticalDamage.DOUBLE) == CriticalBonus(multiplier=2)
    assert critical_bonus(24, 15, "double") == CriticalBonus()
    assert not critical_bonus(24, 15).critical


# --------------------------------------------------------------------------- absorption


def test_absorption_subtracts_not_below_0_and_star_weapons_ignore_it() -> None:
    assert absorb(7, 4) == 3
    assert absorb(3, 6) == 0
    assert absorb(7, 6, ignores_armour=True) == 7


# --------------------------------------------------------------------------- damage rolls


def test_manual_mace_2d6_3_6_6_1_is_16() -> None:
    breakdown = resolve_attack_damage("2d6", ScriptedRng(3, 6, 6, 1), attack_total=16,
                                      difficulty=16)
    assert breakdown.roll.dice == [[3], [6, 6, 1]]
    assert breakdown.wounds == 16


def test_quick_sheet_exploding_2d6_4_6_6_is_16_plus_the_next_die() -> None:
    breakdown = resolve_attack_damage("2d6", ScriptedRng(4, 6, 6, 2), attack_total=16,
                                      difficulty=16)
    assert breakdown.wounds == 18


def test_flat_bonus_is_added_once() -> None:
    breakdown = resolve_attack_damage("1d6+2", ScriptedRng(6, 6, 3), attack_total=16,
                                      difficulty=16)
    assert breakdown.wounds == 17


def test_critical_d6_are_rolled_after_the_weapon_and_explode() -> None:
    breakdown = resolve_attack_damage(
        "2d6+1", ScriptedRng(3, 4, 6, 1, 5), attack_total=36, difficulty=15, absorption=4
    )
    assert breakdown.roll.total == 8
    assert breakdown.critical_roll is not None
    assert breakdown.critical_roll.dice == [[6, 1], [5]]
    assert breakdown.rolled == 20
    assert breakdown.absorbed == 4
    assert breakdown.wounds == 16


def test_double_critical_doubles_before_absorption() -> None:
    breakdown = resolve_attack_damage(
        "2d6+1", ScriptedRng(3, 4), attack_total=36, difficulty=15, absorption=4, profile=DOUBLE
    )
    assert breakdown.before_armour == 16
    assert breakdown.wounds == 12
    assert (breakdown.rolled, breakdown.critical.multiplier) == (8, 2)


def test_star_weapon_ignores_absorption_in_the_breakdown() -> None:
    breakdown = resolve_attack_damage(
        "1d6+3", ScriptedRng(2), attack_total=16, difficulty=16, absorption=6,
        ignores_armour=True,
    )
    assert breakdown.wounds == 5
    assert breakdown.absorbed == 0
    assert (breakdown.before_armour, breakdown.absorption) == (5, 6)


def test_armour_can_stop_all_damage() -> None:
    breakdown = resolve_attack_damage("1d6", ScriptedRng(2), attack_total=16, difficulty=16,
                                      absorption=6)
    assert breakdown.wounds == 0
    assert breakdown.absorbed == 2


def test_no_damage_for_a_miss() -> None:
    with pytest.raises(RuleViolation, match="miss"):
        resolve_attack_damage("2d6", ScriptedRng(3, 3), attack_total=14, difficulty=15)


def test_shotgun_damage_by_band_is_rolled() -> None:
    breakdown = resolve_attack_damage("3d6+2/2d6/-", ScriptedRng(2, 3), attack_total=20,
                                      difficulty=20, band=RangeBand.MEDIA)
    assert breakdown.expression == "2d6"
    assert breakdown.wounds == 5
