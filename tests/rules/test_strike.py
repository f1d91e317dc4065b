"""The attack's arithmetic as a pure function (rules.strike): aim, odds, strike."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ryf_desktop.rules.attacks import Cover, RangeBand, Ranges
from ryf_desktop.rules.health import HealthState
from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.rules.strike import (
    MELEE,
    RANGED,
    Aim,
    AimRefusal,
    Conditions,
    Stand,
    Weapon,
    adjacent,
    aim,
    odds,
    strike,
)
from tests.scripted_rng import ScriptedRng

SWORD = Weapon(MELEE, 10, "1d6+3")
PISTOL = Weapon(RANGED, 11, "2d6", Ranges(10, 25, 50))
SHOTGUN = Weapon(RANGED, 11, "3d6+2/2d6/-", Ranges(10, 25), ignores_armour=True)


@dataclass(frozen=True)
class _Goblin:
    pv_max: int = 10
    wounds: int = 0


@dataclass(frozen=True)
class _Hero:
    fisico: int = 6
    wounds: int = 0


def test_melee_is_against_defensa_and_needs_touching_footprints() -> None:
    here, there = Stand((0, 0)), Stand((1, 1), defensa=14)
    aimed = aim(SWORD, here, there, diagonal_rule="alternate")
    assert (aimed.refusal, aimed.difficulty, aimed.damage) == (None, 14, "1d6+3")
    far = aim(SWORD, here, Stand((3, 0), defensa=14), diagonal_rule="alternate")
    assert far.refusal is AimRefusal.NOT_ADJACENT
    assert far.difficulty == 14  # the odds are still shown beside the refusal
    assert adjacent(Stand(None), there) is None
    off_map = aim(SWORD, Stand(None), there, diagonal_rule="alternate")
    assert off_map.refusal is None  # the GM has judged the reach


def test_ranged_band_difficulty_and_conditions() -> None:
    target = Stand((6, 0), shield_cobertura=4)
    aimed = aim(
        PISTOL, Stand((0, 0)), target, diagonal_rule="alternate",
        conditions=Conditions(running=True, cover=Cover.LIGHT),
    )
    assert aimed.band is RangeBand.CORTA and aimed.distance_m == pytest.approx(9.0)
    assert aimed.difficulty_value == 15 + 3 + 2 + 4


def test_ranged_refusals() -> None:
    no_ranges = aim(Weapon(RANGED, 5, "1d6"), Stand((0, 0)), Stand((3, 0)),
                    diagonal_rule="alternate")
    assert no_ranges.refusal is AimRefusal.NO_RANGES
    unknown = aim(PISTOL, Stand(None), Stand(None), diagonal_rule="alternate")
    assert unknown.refusal is AimRefusal.DISTANCE_UNKNOWN
    stated = aim(PISTOL, Stand(None), Stand(None), diagonal_rule="alternate",
                 conditions=Conditions(distance_m=20))
    assert stated.band is RangeBand.MEDIA
    beyond = aim(PISTOL, Stand((0, 0)), Stand((40, 0)), diagonal_rule="alternate")
    assert beyond.refusal is AimRefusal.OUT_OF_REACH
    no_band = aim(SHOTGUN, Stand(None), Stand(None), diagonal_rule="alternate",
                  conditions=Conditions(distance_m=20))
    assert no_band.band is RangeBand.MEDIA and no_band.damage == "2d6"
    unreadable = aim(Weapon(MELEE, 5, "2x6"), Stand(None), Stand(None),
                     diagonal_rule="alternate")
    assert unreadable.refusal is AimRefusal.DAMAGE_UNREADABLE and unreadable.unreadable
    assert unreadable.unreadable_damage == "2x6"


def test_a_stated_distance_wins_over_the_map() -> None:
    # 6 squares is 9 m, corta; the GM says 20 m (a window two floors up): media.
    aimed = aim(PISTOL, Stand((0, 0)), Stand((6, 0)), diagonal_rule="alternate",
                conditions=Conditions(distance_m=20))
    assert (aimed.distance_m, aimed.band) == (20, RangeBand.MEDIA)
    adjacent_but_far = aim(PISTOL, Stand((0, 0)), Stand((1, 0)), diagonal_rule="alternate",
                           conditions=Conditions(distance_m=20))
    assert adjacent_but_far.band is RangeBand.MEDIA


def test_adjacent_on_a_diagonal_is_bocajarro() -> None:
    aimed = aim(SHOTGUN, Stand((0, 0)), Stand((1, 1)), diagonal_rule="euclidean")
    assert aimed.band is RangeBand.BOCAJARRO and aimed.damage == "3d6+2"


def test_odds_are_zero_without_a_difficulty() -> None:
    refused = aim(PISTOL, Stand(None), Stand(None), diagonal_rule="alternate")
    assert odds(refused, PISTOL, Stand(), rank=0).hit == 0.0
    aimed = aim(SWORD, Stand(None), Stand(None, defensa=12), diagonal_rule="alternate")
    chances = odds(aimed, SWORD, Stand(absorption=2), rank=0)
    assert 0 < chances.hit < 1 and chances.expected_damage > 0


def test_strike_hits_wounds_and_defeats_a_creature() -> None:
    aimed = aim(SWORD, Stand(None), Stand(None, defensa=12), diagonal_rule="alternate")
    # 1o3d10 (5, 6, 7) → 6: 16 against 12, a hit; 1d6 = 6 explodes, 2 more: 6+2+3 = 11.
    blow = strike(aimed, SWORD, Stand(absorption=1), _Goblin(), rank=0,
                  rng=ScriptedRng([5, 6, 7, 6, 2]), profile=HEROICO)
    assert blow.check.success and blow.damage is not None
    assert blow.wounds == 10
    assert (blow.before.state, blow.after.state) == (HealthState.NORMAL, HealthState.DERROTADO)


def test_strike_miss_leaves_the_target_as_it_was() -> None:
    aimed = aim(SWORD, Stand(None), Stand(None, defensa=30), diagonal_rule="alternate")
    blow = strike(aimed, SWORD, Stand(), _Hero(wounds=3), rank=0, rng=ScriptedRng([]),
                  throws=[[2, 3, 4]])
    assert not blow.check.success and blow.wounds == 0 and blow.after == blow.before


def test_strike_refuses_a_refused_aim() -> None:
    with pytest.raises(ValueError, match="refused"):
        strike(Aim(MELEE, refusal=AimRefusal.NOT_ADJACENT), SWORD, Stand(), _Hero(), rank=0,
               rng=ScriptedRng([]))


def test_a_hit_rolls_damage_and_a_miss_rolls_none() -> None:
    aimed = aim(Weapon(MELEE, 9, "2d6"), Stand(), Stand(defensa=15), diagonal_rule="alternate")
    # Ataque 9 + (5,6,7) → 6 = 15 against Defensa 15; then 2d6 shows 2 and 3.
    hit = strike(aimed, Weapon(MELEE, 9, "2d6"), Stand(absorption=1), _Goblin(pv_max=20),
                 rank=0, rng=ScriptedRng([5, 6, 7, 2, 3]))
    assert hit.check.total == 15 and hit.wounds == 4
    rng = ScriptedRng([2, 3, 4, 6])
    miss = strike(aimed, Weapon(MELEE, 9, "2d6"), Stand(), _Goblin(), rank=0, rng=rng)
    assert miss.damage is None and miss.wounds == 0
    assert rng.faces == [6]


@given(seed=st.integers(0, 2**32), absorption=st.integers(0, 8))
def test_wounds_are_never_negative_and_never_above_the_roll(seed: int, absorption: int) -> None:
    weapon = Weapon(MELEE, 12, "2d6+1")
    aimed = aim(weapon, Stand(), Stand(defensa=15), diagonal_rule="alternate")
    blow = strike(aimed, weapon, Stand(absorption=absorption), _Hero(), rank=0,
                  rng=random.Random(seed))
    if blow.damage is not None:
        assert 0 <= blow.damage.wounds <= blow.damage.before_armour
        assert blow.damage.wounds + blow.damage.absorbed == blow.damage.before_armour
        assert blow.after.wounds == blow.before.wounds + blow.wounds
