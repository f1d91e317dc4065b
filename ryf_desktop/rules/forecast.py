"""The fight forecast (issue #26): who is likely to win a fight, how long it lasts and who may fall,
from RyF's own rules, by playing the fight many times (:mod:`~ryf_desktop.rules.forecast_play`).

This module holds what goes in (:class:`FightState` of :class:`ForecastFighter`), what comes out
(:class:`Forecast`) and the exact per-blow tables the player samples from; it is pure Python +
numpy, every random number comes from the ``seed`` given.

What the forecast plays (RULES.md §11: the rules, nothing else) — the same functions as the
attack dialog: :func:`~ryf_desktop.rules.strike.aim` and :func:`~ryf_desktop.rules.strike.odds`
for the blow, :func:`~ryf_desktop.rules.odds.check_odds` for the chance of reaching each full 10
over the difficulty (hit, critical dice), :func:`~ryf_desktop.rules.odds.damage_distribution` for
the exploding weapon and critical dice, the profile's critical rule, armour absorption (not for
weapons that ignore it), :class:`~ryf_desktop.rules.rank.RollShifts` for the rank (a weapon skill
of 0 −1, malherido −1), the health thresholds of :mod:`~ryf_desktop.rules.health` (malherido for
characters, out at 0 PV), initiative as Iniciativa + 1o3d10 at the malherido rank with the actions
of :func:`~ryf_desktop.rules.combat.actions_for_initiative` (natural 1: one action; a fumble sits
out round 1 and acts last), order by total then Iniciativa then the order given.

What the forecast simplifies (tactics, said once here and in the README):

- **Every action is an attack.** Each fighter spends each action of its turn attacking an enemy
  still standing with the attack of highest expected damage against it (the dialog's figure);
  a weapon that must be reloaded counts half (a shot, then a reload action).
- **Target: the most wounded enemy it can hit** — the standing enemy with the fewest PV left
  among those it has an attack with some expected damage against; ties go to the first listed.
- **Positions are ignored**: everyone reaches everyone; melee is against Defensa; a ranged
  attack is at short range (difficulty 15 plus the target's shield cobertura) with the short
  band's damage. Nobody moves, flees, casts spells, heals, spends tokens or specialisations, or
  takes a double action.
- A creature whose PV are not rolled yet (the Start combat dialog) has them rolled anew in every
  simulated fight; initiative not rolled yet is rolled in every fight; a running combat keeps its
  order, its actions, its round and whose turn it is.
- A fight ends when one side has nobody standing; after :data:`MAX_ROUNDS` rounds it is a draw.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from ryf_desktop.rules.dice import clamp_rank
from ryf_desktop.rules.health import HealthState, state_thresholds
from ryf_desktop.rules.odds import check_odds, damage_distribution
from ryf_desktop.rules.profile import HEROICO, CriticalDamage, RulesProfile
from ryf_desktop.rules.rank import RollShifts
from ryf_desktop.rules.strike import RANGED, Aim, Conditions, Stand, Weapon, aim, odds

__all__ = [
    "DEFAULT_FIGHTS",
    "MAX_ROUNDS",
    "FightState",
    "Forecast",
    "ForecastAttack",
    "ForecastFighter",
    "KeptInitiative",
    "WoundTable",
    "build_wound_table",
    "forecast_aim",
    "health_limits",
    "margin_95",
    "wound_distribution",
]

DEFAULT_FIGHTS = 10_000
#: A fight still going after this many rounds counts as a draw (nobody can hurt anybody).
MAX_ROUNDS = 100
#: Critical tens less likely than this add nothing a forecast can show.
_NEGLIGIBLE = 1e-12


@dataclass(frozen=True, slots=True)
class ForecastAttack:
    """One way a fighter attacks: the rules' :class:`Weapon`, the level of the skill it rolls
    (None: a creature's Ata), whether it needs a reload after each shot."""

    weapon: Weapon
    skill_level: int | None = None
    reload: bool = False
    label: str = ""

    def rank(self, malherido: bool) -> int:
        """The attack roll's rank (RULES.md §11) with nothing chosen for it."""
        return RollShifts(skill_points=self.skill_level, malherido=malherido).rank


@dataclass(frozen=True, slots=True)
class KeptInitiative:
    """A combatant's initiative as the combat keeps it: total, actions a turn, fumble."""

    total: int
    actions: int
    fumble: bool = False


@dataclass(frozen=True, slots=True)
class ForecastFighter:
    """A fighter as the forecast reads it. ``pv_formula`` ("10+1d6", plain dice) is rolled in
    every simulated fight instead of ``pv_max``; ``fisico`` None for a creature (no malherido)."""

    name: str
    party: bool
    iniciativa: int
    defensa: int
    attacks: tuple[ForecastAttack, ...]
    pv_max: int = 1
    wounds: int = 0
    absorption: int = 0
    shield_cobertura: int = 0
    fisico: int | None = None
    pv_formula: str | None = None
    initiative: KeptInitiative | None = None
    #: Whether its weapons that need reloading are loaded (a shot in the combat empties them).
    loaded: bool = True

    @property
    def stand(self) -> Stand:
        """Off the map: the forecast ignores positions."""
        return Stand(None, 1, self.defensa, self.absorption, self.shield_cobertura)


@dataclass(frozen=True, slots=True)
class FightState:
    """The fight from where it is: its fighters in the combat's order, the round (1 before it
    begins), whose turn it is (an index of ``fighters``, None before the first turn) and the
    actions that fighter has left."""

    fighters: tuple[ForecastFighter, ...]
    profile: RulesProfile = HEROICO
    round: int = 1
    turn: int | None = None
    actions_left: int | None = None

    def problem(self) -> str | None:
        """Why this fight cannot be forecast, in English (the caller words it for the GM)."""
        standing = [f for f in self.fighters if f.pv_formula is not None or f.wounds < f.pv_max]
        if not any(f.party for f in standing):
            return "the party's side has nobody standing"
        if all(f.party for f in standing):
            return "the other side has nobody standing"
        return None


def margin_95(p: float, n: int) -> float:
    """Half the width of the 95 % interval of a chance estimated from ``n`` fights (normal
    approximation; at 0 % or 100 % the chance is taken as half a fight, so the margin is never
    zero)."""
    if n <= 0:
        return 1.0
    kept = min(max(p, 0.5 / n), 1.0 - 0.5 / n)
    return 1.96 * math.sqrt(kept * (1.0 - kept) / n)


@dataclass(frozen=True, slots=True)
class Forecast:
    """What ``fights`` simulated fights gave: the party's win chance with its 95 % margin,
    draws, rounds (median, 10th and 90th percentile), each fighter's chance to be out at the end
    (by its index), the wounds each side is expected to take from now on, the time it took."""

    fights: int
    party_wins: float
    party_wins_margin: float
    draws: float
    rounds_median: float
    rounds_p10: float
    rounds_p90: float
    falls: tuple[float, ...]
    party_wounds: float
    enemy_wounds: float
    seconds: float = 0.0
    names: tuple[str, ...] = field(default=())
    #: Whether each fighter is of the party.
    party: tuple[bool, ...] = field(default=())

    def as_json(self) -> dict[str, object]:
        """The command line's ``--json`` object."""
        return {
            "fights": self.fights,
            "party_wins": round(self.party_wins, 4),
            "party_wins_margin": round(self.party_wins_margin, 4),
            "rounds": {"median": self.rounds_median, "p10": self.rounds_p10,
                       "p90": self.rounds_p90},
            "falls": {name: round(p, 4) for name, p in zip(self.names, self.falls, strict=True)},
            "expected_wounds": {"party": round(self.party_wounds, 2),
                                "enemies": round(self.enemy_wounds, 2)},
            "draws": round(self.draws, 4),
            "seconds": round(self.seconds, 4),
        }


# --------------------------------------------------------------------------- one blow


def forecast_aim(attack: ForecastAttack, target: ForecastFighter, profile: RulesProfile) -> Aim:
    """The blow as :func:`~ryf_desktop.rules.strike.aim` works it out with positions ignored:
    melee against Defensa, ranged at the weapon's short range."""
    weapon = attack.weapon
    conditions = Conditions()
    if weapon.kind == RANGED and weapon.ranges is not None:
        conditions = Conditions(distance_m=weapon.ranges.short)
    return aim(weapon, Stand(), target.stand, diagonal_rule=str(profile.diagonal_rule),
               conditions=conditions)


def wound_distribution(
    damage: str,
    modifier: int,
    difficulty: int,
    *,
    absorption: int = 0,
    ignores_armour: bool = False,
    rank: int = 0,
    profile: RulesProfile = HEROICO,
) -> dict[int, float]:
    """P(the target takes w wounds) from one attack roll: a miss (short, natural 1, pifia) 0;
    a hit the exploding ``damage`` plus, for every full 10 over ``difficulty``, one exploding
    d6 (or the damage doubled with the manual's rule), less the absorption, never below 0."""
    rank = clamp_rank(rank)
    soaked = 0 if ignores_armour else absorption
    base = damage_distribution(damage)
    base_low = min(base)
    base_probs = np.array([base.get(v, 0.0) for v in range(base_low, max(base) + 1)])
    mass = np.zeros(1)
    mass[0] = 1.0 - check_odds(modifier, difficulty, rank).success
    d6 = damage_distribution("1d6")
    d6_probs = np.array([d6.get(v, 0.0) for v in range(1, max(d6) + 1)])
    low, probs = base_low, base_probs
    tens = 0
    while (reach := check_odds(modifier, difficulty + 10 * tens, rank).success) >= _NEGLIGIBLE:
        exact = reach - check_odds(modifier, difficulty + 10 * (tens + 1), rank).success
        factor = 1
        if profile.critical_damage == CriticalDamage.DOUBLE:
            factor = 2 if tens > 0 else 1
            low, probs = base_low, base_probs
        elif tens > 0:
            low, probs = low + 1, np.convolve(probs, d6_probs)
        values = np.maximum(0, factor * np.arange(low, low + len(probs)) - soaked)
        if values[-1] >= len(mass):
            mass = np.concatenate([mass, np.zeros(int(values[-1]) + 1 - len(mass))])
        np.add.at(mass, values, exact * probs)
        tens += 1
    return {value: float(p) for value, p in enumerate(mass.tolist()) if p > 0.0}


@dataclass(frozen=True, slots=True)
class WoundTable:
    """Every blow the fight may see, ready for sampling: row ``(attacker * F + target) * 2 +
    malherido`` is the chosen attack's wound distribution (``cumulative`` holds ``row + CDF``
    so one ``searchsorted`` samples every row at once); ``can_hit`` and ``reload`` by row,
    ``hittable[attacker, malherido]`` the targets."""

    cumulative: npt.NDArray[np.float64]
    values: npt.NDArray[np.int64]
    can_hit: npt.NDArray[np.bool_]
    reload: npt.NDArray[np.bool_]
    hittable: npt.NDArray[np.bool_]


def _best_attack(
    attacker: ForecastFighter, target: ForecastFighter, malherido: bool, profile: RulesProfile
) -> tuple[ForecastAttack, Aim] | None:
    """The attack of highest expected damage against ``target`` (a reloading weapon counts
    half), or None when no attack can hurt it."""
    best: tuple[ForecastAttack, Aim] | None = None
    best_value = 0.0
    for attack in attacker.attacks:
        aimed = forecast_aim(attack, target, profile)
        if aimed.refusal is not None:
            continue
        expected = odds(aimed, attack.weapon, target.stand, rank=attack.rank(malherido),
                        profile=profile).expected_damage
        value = expected / 2 if attack.reload else expected
        if value > best_value:
            best, best_value = (attack, aimed), value
    return best


def build_wound_table(state: FightState) -> WoundTable:
    """The :class:`WoundTable` of a fight (every attacker against every enemy, both ranks)."""
    fighters = state.fighters
    count = len(fighters)
    rows = count * count * 2
    cumulative: list[npt.NDArray[np.float64]] = []
    values: list[npt.NDArray[np.int64]] = []
    can_hit = np.zeros(rows, dtype=bool)
    reload = np.zeros(rows, dtype=bool)
    # Twelve goblins strike alike: each distinct blow is worked out once.
    known: dict[tuple[object, ...], tuple[npt.NDArray[np.float64], npt.NDArray[np.int64]]] = {}
    for a, attacker in enumerate(fighters):
        for t, target in enumerate(fighters):
            for malherido in (0, 1):
                row = (a * count + t) * 2 + malherido
                chosen = None
                if attacker.party != target.party:
                    chosen = _best_attack(attacker, target, bool(malherido), state.profile)
                if chosen is None:
                    cumulative.append(np.array([row + 1.0]))
                    values.append(np.zeros(1, dtype=np.int64))
                    continue
                attack, aimed = chosen
                assert aimed.damage is not None and aimed.difficulty_value is not None
                blow = (aimed.damage, attack.weapon.modifier, aimed.difficulty_value,
                        target.absorption, attack.weapon.ignores_armour,
                        attack.rank(bool(malherido)))
                if blow not in known:
                    dist = wound_distribution(
                        aimed.damage, attack.weapon.modifier, aimed.difficulty_value,
                        absorption=target.absorption,
                        ignores_armour=attack.weapon.ignores_armour,
                        rank=attack.rank(bool(malherido)), profile=state.profile,
                    )
                    kept = np.array(sorted(dist), dtype=np.int64)
                    cdf = np.cumsum([dist[w] for w in kept.tolist()])
                    cdf /= cdf[-1]
                    cdf[-1] = 1.0
                    known[blow] = (cdf, kept)
                cdf, wounds = known[blow]
                cumulative.append(row + cdf)
                values.append(wounds)
                can_hit[row] = True
                reload[row] = attack.reload
    # by_actor[a, malherido, t]: a can hurt t (one row gathered per blow in the player).
    by_actor = np.ascontiguousarray(can_hit.reshape(count, count, 2).transpose(0, 2, 1))
    return WoundTable(np.concatenate(cumulative), np.concatenate(values), can_hit, reload,
                      by_actor)


def health_limits(fighter: ForecastFighter, profile: RulesProfile) -> tuple[int, int]:
    """(wounds at which the fighter is malherido, wounds at which it is out) for a fixed PV
    máx, from the health rules; a creature is never malherido."""
    if fighter.fisico is None:
        return 1 << 30, fighter.pv_max
    limits = state_thresholds(fighter.fisico, profile)
    return limits[HealthState.MALHERIDO], limits[HealthState.INCONSCIENTE]
