"""One attack from start to end as pure arithmetic (RULES.md §5, §6): :func:`aim` works out
where the blow lands before the dice (reach, distance band, difficulty, damage), :func:`odds`
what it may give, and :func:`strike` rolls it and says what it did to the target.

The session gathers the numbers (the attacker's weapon, both fighters' places and protection,
the target's body) from the campaign and words the refusals; nothing here reads a file.

- Melee only against an adjacent target (footprints touching, diagonals included) against its
  Defensa; without squares the GM has judged the reach.
- Ranged: the distance the GM states, else the one between the nearest squares of the two
  footprints under the campaign's diagonal rule (a stated distance wins: the GM knows a height,
  a window or a token left behind that the squares do not show), its band and difficulty from
  the weapon's ranges plus the ticked conditions and the target's shield cobertura; an adjacent
  target is at bocajarro under every diagonal rule (unless a distance is stated); the damage of
  the band.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from ryf_desktop.rules.attacks import (
    BOCAJARRO_MAX_M,
    Cover,
    DamageBreakdown,
    RangeBand,
    Ranges,
    damage_for_band,
    ranged_band,
    ranged_difficulty_terms,
    resolve_attack_damage,
)
from ryf_desktop.rules.character import DerivedValue
from ryf_desktop.rules.checks import CheckResult, attack_check, resolve_attack_check
from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.rules.dice import DiceError, RandomSource, parse
from ryf_desktop.rules.health import CharacterBody, CreatureBody, Health, health_of
from ryf_desktop.rules.movement import Square, footprint_distance_m
from ryf_desktop.rules.odds import check_odds, expected_damage
from ryf_desktop.rules.profile import HEROICO, RulesProfile

__all__ = [
    "MELEE",
    "RANGED",
    "Aim",
    "AimRefusal",
    "AttackOdds",
    "Blow",
    "Conditions",
    "Stand",
    "Weapon",
    "adjacent",
    "aim",
    "odds",
    "strike",
]

MELEE = "melee"
RANGED = "ranged"


class AimRefusal(StrEnum):
    """Why the blow cannot be aimed; the session says it in the GM's words."""

    NOT_ADJACENT = "not_adjacent"
    NO_RANGES = "no_ranges"
    DISTANCE_UNKNOWN = "distance_unknown"
    OUT_OF_REACH = "out_of_reach"
    BAND_CANNOT_HIT = "band_cannot_hit"
    DAMAGE_UNREADABLE = "damage_unreadable"


@dataclass(frozen=True, slots=True)
class Weapon:
    """What the attack is made with: melee or ranged, the value added to 1o3d10, the damage text
    (per band allowed, "3d6+2/2d6/-"), the ranges of a ranged weapon."""

    kind: str
    modifier: int
    damage: str
    ranges: Ranges | None = None
    ignores_armour: bool = False


@dataclass(frozen=True, slots=True)
class Stand:
    """Where a fighter stands (None: off the map) and what protects it."""

    square: Square | None = None
    size: int = 1
    defensa: int = 0
    absorption: int = 0
    shield_cobertura: int = 0


@dataclass(frozen=True, slots=True)
class Conditions:
    """The ranged modifiers the GM ticks (melee ignores them) and the distance the GM states
    (it wins over the one measured on the map)."""

    running: bool = False
    prone: bool = False
    cover: Cover = Cover.NONE
    among_people: bool = False
    distance_m: float | None = None


@dataclass(frozen=True, slots=True)
class Aim:
    """The blow before its dice; ``refusal`` None when it may be struck. ``damage`` is the
    expression that will be rolled (None when unknown); a damage that cannot be rolled is kept
    in ``unreadable_damage`` with its dice error in ``unreadable``."""

    kind: str
    distance_m: float | None = None
    band: RangeBand | None = None
    difficulty: DerivedValue | int | None = None
    damage: str | None = None
    refusal: AimRefusal | None = None
    unreadable: str = ""
    unreadable_damage: str = ""

    @property
    def difficulty_value(self) -> int | None:
        if self.difficulty is None or isinstance(self.difficulty, int):
            return self.difficulty
        return self.difficulty.value


def adjacent(a: Stand, b: Stand) -> bool | None:
    """Whether two footprints touch (diagonally too); None when one has no square."""
    if a.square is None or b.square is None:
        return None
    # Chebyshev: a diagonal neighbour is adjacent whatever the campaign's diagonal rule.
    return footprint_distance_m(a.square, a.size, b.square, b.size, "chebyshev") <= BOCAJARRO_MAX_M


def _distance(a: Stand, b: Stand, diagonal_rule: str) -> float | None:
    if a.square is None or b.square is None:
        return None
    return footprint_distance_m(a.square, a.size, b.square, b.size, diagonal_rule)


def _readable(aim_so_far: Aim, damage: str) -> Aim:
    """The aim with its damage, or refused when the damage cannot be rolled."""
    try:
        parse(damage)
    except DiceError as error:
        refusal = aim_so_far.refusal or AimRefusal.DAMAGE_UNREADABLE
        return Aim(aim_so_far.kind, aim_so_far.distance_m, aim_so_far.band,
                   aim_so_far.difficulty, None, refusal, str(error), damage)
    return Aim(aim_so_far.kind, aim_so_far.distance_m, aim_so_far.band, aim_so_far.difficulty,
               damage.strip(), aim_so_far.refusal)


def aim(
    weapon: Weapon,
    attacker: Stand,
    target: Stand,
    *,
    diagonal_rule: str,
    conditions: Conditions = Conditions(),
) -> Aim:
    """Distance, band, difficulty and damage of the blow, or the first reason it cannot be."""
    distance = _distance(attacker, target, diagonal_rule)
    touching = adjacent(attacker, target)
    if weapon.kind != RANGED:
        refusal = AimRefusal.NOT_ADJACENT if touching is False else None
        # The roll still needs Defensa, so the odds are shown beside the refusal.
        return _readable(Aim(weapon.kind, distance, None, target.defensa, None, refusal),
                         weapon.damage)
    if weapon.ranges is None:
        return Aim(weapon.kind, distance, refusal=AimRefusal.NO_RANGES)
    stated = conditions.distance_m is not None
    if stated:
        distance = conditions.distance_m
    if distance is None:
        return Aim(weapon.kind, None, refusal=AimRefusal.DISTANCE_UNKNOWN)
    # An adjacent target is at bocajarro even where a diagonal measures more than 1.5 m.
    measured = BOCAJARRO_MAX_M if touching and not stated else distance
    band = ranged_band(measured, weapon.ranges)
    if band is None:
        return Aim(weapon.kind, distance, refusal=AimRefusal.OUT_OF_REACH)
    try:
        damage = damage_for_band(weapon.damage, band)
    except RuleViolation:
        return Aim(weapon.kind, distance, band, refusal=AimRefusal.BAND_CANNOT_HIT)
    difficulty = ranged_difficulty_terms(
        measured,
        weapon.ranges,
        running=conditions.running,
        prone=conditions.prone,
        cover=conditions.cover,
        among_people=conditions.among_people,
        shield_cobertura=target.shield_cobertura,
    )
    return _readable(Aim(weapon.kind, distance, band, difficulty), damage)


@dataclass(frozen=True, slots=True)
class AttackOdds:
    """Exact chances of hit, critical and fumble, and the expected wounds."""

    hit: float = 0.0
    critical: float = 0.0
    fumble: float = 0.0
    expected_damage: float = 0.0


#: Up to this many dice, the expected wounds are worked out at once; above, they may take
#: seconds (100d3+100d3…), so a view asks :meth:`WoundsQuestion.answer` off its thread.
QUICK_DICE = 24


@dataclass(frozen=True, slots=True)
class WoundsQuestion:
    """What the expected wounds of a blow depend on: a pure question, answered anywhere."""

    damage: str
    modifier: int
    difficulty: int
    absorption: int
    ignores_armour: bool
    profile: RulesProfile
    rank: int

    @property
    def quick(self) -> bool:
        """Whether :meth:`answer` is fast enough for the GUI thread (few dice)."""
        try:
            expression = parse(self.damage.split("/")[0] or "0")
        except DiceError:
            return True  # an unreadable damage is answered at once (0)
        dice = sum(getattr(term, "count", 0) for term in expression.terms)
        return dice <= QUICK_DICE

    def answer(self) -> float:
        return expected_damage(
            self.damage, self.modifier, self.difficulty, absorption=self.absorption,
            ignores_armour=self.ignores_armour, profile=self.profile, rank=self.rank,
        )


def wounds_question(
    aimed: Aim, weapon: Weapon, target: Stand, *, rank: int, profile: RulesProfile = HEROICO
) -> WoundsQuestion | None:
    """The question of the blow's expected wounds (None while difficulty or damage is unknown)."""
    difficulty = aimed.difficulty_value
    if difficulty is None or aimed.damage is None:
        return None
    return WoundsQuestion(aimed.damage, weapon.modifier, difficulty, target.absorption,
                          weapon.ignores_armour, profile, rank)


def odds(
    aimed: Aim,
    weapon: Weapon,
    target: Stand,
    *,
    rank: int,
    profile: RulesProfile = HEROICO,
    with_wounds: bool = True,
) -> AttackOdds:
    """What the blow may give (all 0 while the difficulty or the damage is unknown); without
    ``with_wounds`` the expected wounds are left at 0 (see :class:`WoundsQuestion`)."""
    difficulty = aimed.difficulty_value
    if difficulty is None or aimed.damage is None:
        return AttackOdds()
    chances = check_odds(weapon.modifier, difficulty, rank)
    if not with_wounds:
        return AttackOdds(chances.success, chances.critical, chances.fumble, 0.0)
    mean = expected_damage(
        aimed.damage,
        weapon.modifier,
        difficulty,
        absorption=target.absorption,
        ignores_armour=weapon.ignores_armour,
        profile=profile,
        rank=rank,
    )
    return AttackOdds(chances.success, chances.critical, chances.fumble, mean)


@dataclass(frozen=True, slots=True)
class Blow:
    """A blow struck: the attack roll, its damage on a hit, the target's health before and
    after."""

    check: CheckResult
    damage: DamageBreakdown | None
    before: Health
    after: Health

    @property
    def wounds(self) -> int:
        """The wounds the target took."""
        return 0 if self.damage is None else self.damage.wounds


def strike(
    aimed: Aim,
    weapon: Weapon,
    target: Stand,
    body: CharacterBody | CreatureBody,
    *,
    rank: int,
    rng: RandomSource,
    throws: Sequence[Sequence[int]] | None = None,
    damage_rng: RandomSource | None = None,
    profile: RulesProfile = HEROICO,
) -> Blow:
    """Roll the blow: the attack (``throws`` when thrown at the table, else ``rng``) and, on a
    hit, the damage (``damage_rng``, else ``rng``): weapon dice exploding, the critical, the
    target's absorption; the wounds added to ``body``'s.

    ValueError when the aim was refused; DiceError for throws that cannot be read.
    """
    difficulty = aimed.difficulty_value
    if aimed.refusal is not None or difficulty is None or aimed.damage is None:
        raise ValueError(f"a refused aim cannot be struck ({aimed.refusal})")
    if throws is not None:
        check = resolve_attack_check(weapon.modifier, difficulty, throws, rank)
    else:
        check = attack_check(weapon.modifier, difficulty, rng, rank)
    before = health_of(body, profile)
    if not check.success:
        return Blow(check, None, before, before)
    damage = resolve_attack_damage(
        aimed.damage,
        rng if damage_rng is None else damage_rng,
        attack_total=check.total,
        difficulty=difficulty,
        absorption=target.absorption,
        ignores_armour=weapon.ignores_armour,
        profile=profile,
    )
    after = health_of(body, profile, wounds=before.wounds + damage.wounds)
    return Blow(check, damage, before, after)
