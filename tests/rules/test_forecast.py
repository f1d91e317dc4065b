"""The fight forecast against an exact reference written from the rules alone
(:mod:`tests.rules.forecast_reference`), its monotonicity and its seeds."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from ryf_desktop.rules.attacks import Ranges
from ryf_desktop.rules.forecast import (
    FightState,
    ForecastAttack,
    ForecastFighter,
    KeptInitiative,
    wound_distribution,
)
from ryf_desktop.rules.forecast_play import forecast
from ryf_desktop.rules.odds import expected_damage
from ryf_desktop.rules.profile import HEROICO, REALISTA
from ryf_desktop.rules.strike import MELEE, RANGED, Weapon
from tests.rules.forecast_reference import Side, attack_wounds, duel_first_wins

FIGHTS = 20_000


@pytest.mark.parametrize(
    ("text", "modifier", "difficulty", "absorption", "rank"),
    [
        ("2d6", 12, 15, 0, 0),
        ("1d10+2", 16, 12, 3, 0),  # criticals often, armour
        ("1d8", 9, 16, 0, -1),  # malherido rank
        ("3d6+2", 11, 15, 5, 1),
    ],
)
def test_a_blows_wounds_are_the_rules_exactly(
    text: str, modifier: int, difficulty: int, absorption: int, rank: int
) -> None:
    ours = wound_distribution(text, modifier, difficulty, absorption=absorption, rank=rank)
    exact = attack_wounds(text, modifier, difficulty, absorption=absorption, rank=rank)
    spread = sum(abs(ours.get(w, 0.0) - exact.get(w, 0.0)) for w in set(ours) | set(exact))
    assert spread < 1e-8
    # And its mean is the expected damage the attack dialog shows.
    mean = sum(w * p for w, p in ours.items())
    dialog = expected_damage(text, modifier, difficulty, absorption=absorption, rank=rank)
    assert mean == pytest.approx(dialog, abs=1e-6)


def _fighter(
    name: str, party: bool, side: Side, attack: ForecastAttack, *, fisico: int | None,
    total: int,
) -> ForecastFighter:
    return ForecastFighter(
        name, party, iniciativa=10, defensa=side.defensa, attacks=(attack,), pv_max=side.out_at,
        absorption=side.absorption, fisico=fisico,
        initiative=KeptInitiative(total, side.actions),
    )


def _duel(first: Side, second: Side, first_fisico: int | None,
          second_fisico: int | None) -> FightState:
    """``first`` (the party, higher initiative) against ``second``; melee, skill 3 (rank 0)."""
    one = ForecastAttack(Weapon(MELEE, first.modifier, first.damage), skill_level=3)
    two = ForecastAttack(Weapon(MELEE, second.modifier, second.damage), skill_level=None)
    return FightState((
        _fighter("Lucía", True, first, one, fisico=first_fisico, total=10 * first.actions + 5),
        _fighter("Ogro", False, second, two, fisico=second_fisico, total=5),
    ), HEROICO)


# Heroic PV: Físico × 4; malherido from PV ≤ Físico, i.e. wounds ≥ 3 × Físico.
LUCIA = Side("1d10+1", 13, 16, 2, out_at=28, malherido_at=21, actions=1)
OGRO_ARMOURED = Side("2d6", 12, 13, 4, out_at=30, malherido_at=None, actions=1)
OGRO_BARE = dataclasses.replace(OGRO_ARMOURED, absorption=0)
SWIFT = dataclasses.replace(LUCIA, damage="1d6", modifier=17, actions=2)  # criticals, 2 actions
BRUTE = Side("3d6+1", 14, 12, 1, out_at=24, malherido_at=18, actions=1)  # a character too


@pytest.mark.parametrize(
    ("first", "second", "first_fisico", "second_fisico"),
    [
        (LUCIA, OGRO_ARMOURED, 7, None),  # armour mattering
        (LUCIA, OGRO_BARE, 7, None),
        (SWIFT, BRUTE, 7, 6),  # explosions and criticals, malherido on both sides
    ],
    ids=["armour", "no-armour", "criticals-malherido"],
)
def test_the_simulator_agrees_with_the_exact_duel(
    first: Side, second: Side, first_fisico: int | None, second_fisico: int | None
) -> None:
    exact = duel_first_wins(first, second)
    result = forecast(_duel(first, second, first_fisico, second_fisico), FIGHTS, seed=7)
    assert abs(result.party_wins - exact) <= result.party_wins_margin
    assert result.falls[1] == pytest.approx(result.party_wins)  # the ogre falls when she wins
    assert result.draws == 0.0


def test_each_rule_matters_in_those_duels() -> None:
    """The matchups above would not tell armour, criticals or malherido apart otherwise."""
    margin = 2 * 1.96 * (0.25 / FIGHTS) ** 0.5
    assert duel_first_wins(LUCIA, OGRO_BARE) - duel_first_wins(LUCIA, OGRO_ARMOURED) > margin
    both = duel_first_wins(SWIFT, BRUTE)
    assert duel_first_wins(dataclasses.replace(SWIFT, malherido_at=None), BRUTE) > both + margin
    assert duel_first_wins(SWIFT, dataclasses.replace(BRUTE, malherido_at=None)) < both - margin
    # Without explosions a 1d6 could not reach 7 in one blow: the chain's tail matters.
    assert sum(p for w, p in attack_wounds("1d6", 17, 16).items() if w > 12) > 0.01


def test_explosions_and_armour_bypass_reach_the_simulator() -> None:
    """A mace ignores armour: the simulator's wounds follow (more ogres fall)."""
    mace = ForecastAttack(Weapon(MELEE, 13, "1d10+1", ignores_armour=True), skill_level=3)
    state = _duel(LUCIA, OGRO_ARMOURED, 7, None)
    with_mace = dataclasses.replace(
        state, fighters=(dataclasses.replace(state.fighters[0], attacks=(mace,)),
                         state.fighters[1])
    )
    plain = forecast(state, FIGHTS, seed=3)
    ignoring = forecast(with_mace, FIGHTS, seed=3)
    exact = duel_first_wins(LUCIA, OGRO_BARE)
    assert abs(ignoring.party_wins - exact) <= ignoring.party_wins_margin
    assert ignoring.party_wins > plain.party_wins + plain.party_wins_margin


def _party_against(goblins: int, profile: object = HEROICO) -> FightState:
    sword = ForecastAttack(Weapon(MELEE, 12, "1d10+1"), skill_level=4)
    bow = ForecastAttack(Weapon(RANGED, 11, "1d8", Ranges(25, 50, 100)), skill_level=3)
    claw = ForecastAttack(Weapon(MELEE, 10, "1d6+1"))
    party = tuple(
        ForecastFighter(name, True, 12, 15, (sword, bow), pv_max=28, fisico=7, absorption=2)
        for name in ("Lucía", "Pedro")
    )
    creatures = tuple(
        ForecastFighter(f"Goblin {n}", False, 8, 13, (claw,), pv_formula="8+1d6")
        for n in range(1, goblins + 1)
    )
    assert profile is HEROICO or profile is REALISTA
    return FightState(party + creatures, profile)


def test_one_more_creature_never_helps_the_party() -> None:
    chances = [forecast(_party_against(n), 5_000, seed=n).party_wins for n in range(1, 7)]
    margin = 2 * 1.96 * (0.25 / 5_000) ** 0.5
    for fewer, more in itertools.pairwise(chances):
        assert more <= fewer + margin
    assert chances[0] > chances[-1] + margin


def test_the_same_seed_gives_the_same_forecast() -> None:
    state = _party_against(4)
    first = dataclasses.replace(forecast(state, 3_000, seed=11), seconds=0.0)
    again = dataclasses.replace(forecast(state, 3_000, seed=11), seconds=0.0)
    other = dataclasses.replace(forecast(state, 3_000, seed=12), seconds=0.0)
    assert first == again
    assert other != first


def test_summary_figures_hold_together() -> None:
    result = forecast(_party_against(3), 4_000, seed=5)
    assert result.fights == 4_000
    assert 0.0 < result.party_wins < 1.0
    assert result.rounds_p10 <= result.rounds_median <= result.rounds_p90
    assert len(result.falls) == 5
    assert result.party_wounds > 0 and result.enemy_wounds > 0
    assert result.as_json()["falls"] == {name: round(p, 4) for name, p in
                                         zip(result.names, result.falls, strict=True)}


def test_a_fight_with_one_side_empty_is_refused() -> None:
    state = _party_against(2)
    with pytest.raises(ValueError, match="other side"):
        forecast(dataclasses.replace(state, fighters=state.fighters[:2]), 100)
    with pytest.raises(ValueError, match="1 or more"):
        forecast(state, 0)


def test_a_running_round_starts_at_the_turn_and_its_actions_left() -> None:
    """Lucía has acted; the ogre's turn with no action left: the next round begins with her."""
    state = _duel(LUCIA, OGRO_ARMOURED, 7, None)
    waiting = dataclasses.replace(state, round=3, turn=1, actions_left=0)
    exact = duel_first_wins(LUCIA, OGRO_ARMOURED)
    result = forecast(waiting, FIGHTS, seed=9)
    assert abs(result.party_wins - exact) <= result.party_wins_margin
    # With the ogre's action still to come, the ogre strikes first: the party does worse.
    striking = forecast(dataclasses.replace(waiting, actions_left=1), FIGHTS, seed=9)
    assert striking.party_wins < result.party_wins


def test_a_weapon_that_needs_reloading_shoots_every_other_action() -> None:
    """Two actions with a crossbow are a shot and a reload each round: the duel of one action.
    Loaded or not when the forecast begins tells who shoots first."""
    crossbow = ForecastAttack(Weapon(RANGED, 13, "1d10+1", Ranges(15, 30, 60)), skill_level=3,
                              reload=True)
    state = _duel(dataclasses.replace(LUCIA, actions=2), OGRO_ARMOURED, 7, None)
    shooter = dataclasses.replace(state.fighters[0], attacks=(crossbow,), defensa=LUCIA.defensa)
    shooting = dataclasses.replace(state, fighters=(shooter, state.fighters[1]))
    # At short range the difficulty is 15 whatever the ogre's Defensa.
    exact = duel_first_wins(dataclasses.replace(LUCIA, actions=1),
                            dataclasses.replace(OGRO_ARMOURED, defensa=15))
    result = forecast(shooting, FIGHTS, seed=4)
    assert abs(result.party_wins - exact) <= result.party_wins_margin
    # With one action a round, an empty crossbow shoots in rounds 2, 4…, a loaded one in 1, 3…
    slow = dataclasses.replace(shooter, initiative=KeptInitiative(15, 1))
    loaded = forecast(dataclasses.replace(shooting, fighters=(slow, state.fighters[1])),
                      FIGHTS, seed=4)
    empty = forecast(dataclasses.replace(shooting, fighters=(
        dataclasses.replace(slow, loaded=False), state.fighters[1])), FIGHTS, seed=4)
    assert empty.party_wins < loaded.party_wins - loaded.party_wins_margin
