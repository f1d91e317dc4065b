"""Attacks and damage (RULES.md §5, §6): melee hits, ranged bands and their difficulty,
per-band damage, critical damage, armour absorption, and a damage roll the UI can show.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from ryf_desktop.rules.character import DerivedValue, Term
from ryf_desktop.rules.combat import SQUARE_M, RuleViolation
from ryf_desktop.rules.dice import DiceRoll, RandomSource, roll_damage
from ryf_desktop.rules.profile import HEROICO, CriticalDamage, RulesProfile

__all__ = [
    "AMONG_PEOPLE_MODIFIER",
    "BAND_DIFFICULTY",
    "BOCAJARRO_MAX_M",
    "COVER_MODIFIER",
    "MELEE_ONLY",
    "NO_BAND",
    "PRONE_MODIFIER",
    "RUNNING_MODIFIER",
    "UNARMED_DAMAGE",
    "BandDamage",
    "Cover",
    "CriticalBonus",
    "DamageBreakdown",
    "RangeBand",
    "Ranges",
    "absorb",
    "band_damage",
    "critical_bonus",
    "critical_extra_dice",
    "damage_for_band",
    "parse_ranges",
    "ranged_band",
    "ranged_difficulty_terms",
    "resolve_attack_damage",
]

UNARMED_DAMAGE = "1d6"
#: An adjacent square.
BOCAJARRO_MAX_M = SQUARE_M

_EPSILON_M = 1e-6


class RangeBand(StrEnum):
    """How far a ranged target is, nearest first; each band has its difficulty."""

    BOCAJARRO = "bocajarro"
    CORTA = "corta"
    MEDIA = "media"
    LARGA = "larga"


BAND_DIFFICULTY: Mapping[RangeBand, int] = MappingProxyType({
    RangeBand.BOCAJARRO: 10,
    RangeBand.CORTA: 15,
    RangeBand.MEDIA: 20,
    RangeBand.LARGA: 25,
})

_BAND_LABELS: Mapping[RangeBand, str] = MappingProxyType({
    RangeBand.BOCAJARRO: "bocajarro",
    RangeBand.CORTA: "distancia corta",
    RangeBand.MEDIA: "distancia media",
    RangeBand.LARGA: "distancia larga",
})


class Cover(StrEnum):
    NONE = "none"
    LIGHT = "light"  # a lamp post
    MEDIUM = "medium"  # a car
    HEAVY = "heavy"  # a bunker


COVER_MODIFIER: Mapping[Cover, int] = MappingProxyType({
    Cover.NONE: 0, Cover.LIGHT: 2, Cover.MEDIUM: 4, Cover.HEAVY: 6,
})
_COVER_LABELS: Mapping[Cover, str] = MappingProxyType({
    Cover.LIGHT: "cobertura ligera",
    Cover.MEDIUM: "cobertura media",
    Cover.HEAVY: "cobertura grande",
})
RUNNING_MODIFIER = 3
PRONE_MODIFIER = 5
AMONG_PEOPLE_MODIFIER = 2


# --------------------------------------------------------------------------- ranges

#: The range of a weapon that only strikes in melee.
MELEE_ONLY = "n/a"
#: A range band (or a band's damage) the weapon lacks: "10m/25m/-", "3d6+2/2d6/-".
NO_BAND = "-"

_BAND_NAMES = ("short", "medium", "long")


@dataclass(frozen=True, slots=True)
class Ranges:
    """A ranged weapon's short/medium/long range in metres; ``None`` = no such band."""

    short: float
    medium: float | None = None
    long: float | None = None

    def __post_init__(self) -> None:
        previous = 0.0
        ended = False
        for name, value in zip(_BAND_NAMES, (self.short, self.medium, self.long), strict=True):
            if value is None:
                ended = True
                continue
            if ended:
                raise ValueError(
                    f"the {name} range cannot follow a band the weapon lacks: "
                    f"a band after a '{NO_BAND}' must also be '{NO_BAND}'"
                )
            if value <= 0:
                raise ValueError(f"a range must be more than 0 m, got {value:g} for {name}")
            if value <= previous:
                raise ValueError(f"ranges must grow: short < medium < long, got {self}")
            previous = value

    @property
    def farthest(self) -> float:
        return next(v for v in (self.long, self.medium, self.short) if v is not None)

    def for_band(self, band: RangeBand | str) -> float | None:
        """The farthest distance in metres at which ``band`` applies; None for a band the
        weapon lacks. Bocajarro (an adjacent square) is the same for every weapon."""
        return {
            RangeBand.BOCAJARRO: BOCAJARRO_MAX_M,
            RangeBand.CORTA: self.short,
            RangeBand.MEDIA: self.medium,
            RangeBand.LARGA: self.long,
        }[RangeBand(band)]

    def __str__(self) -> str:
        parts = [NO_BAND if v is None else f"{v:g}" for v in (self.short, self.medium, self.long)]
        return "/".join(parts) + " m"


_METRES = re.compile(r"^(?P<value>\d+(?:[.,]\d+)?)\s*m?$", re.IGNORECASE)


def parse_ranges(text: str) -> Ranges | None:
    """Read a range as the catalog writes it; "n/a" (a melee weapon) gives None.

    "15/30/60m" writes the unit once at the end, "25m / 50m / 100m" after each number; both
    mean metres. A band written "-" does not exist ("10m/25m/-": nothing beyond 25 m); only
    the last bands may be missing, and the bands must grow.
    """
    stripped = text.strip()
    if stripped.casefold() == MELEE_ONLY:
        return None
    parts = [part.strip() for part in stripped.split("/")]
    if len(parts) != len(_BAND_NAMES):
        raise ValueError(
            f"cannot read the range {text!r}: a range has three bands short/medium/long such as "
            f"'25m/50m/100m' or '15/30/60m', or is '{MELEE_ONLY}' for a melee weapon; "
            f"found {len(parts)} part(s)"
        )
    values: list[float | None] = []
    for name, part in zip(_BAND_NAMES, parts, strict=True):
        if part == NO_BAND:
            values.append(None)
            continue
        match = _METRES.match(part)
        if match is None:
            raise ValueError(
                f"cannot read the range {text!r}: the {name} band {part!r} is not metres; "
                f"write a number such as '25m', or '{NO_BAND}' for a band the weapon lacks"
            )
        values.append(float(match["value"].replace(",", ".")))
    short, medium, long_ = values
    if short is None:
        raise ValueError(
            f"cannot read the range {text!r}: the short band cannot be '{NO_BAND}'; "
            f"a weapon with no bands is written '{MELEE_ONLY}'"
        )
    try:
        return Ranges(short, medium, long_)
    except ValueError as error:
        raise ValueError(f"cannot read the range {text!r}: {error}") from None


def ranged_band(distance_m: float, ranges: Ranges) -> RangeBand | None:
    """The distance band of a target, or None when it is beyond the weapon's reach."""
    if distance_m < 0:
        raise ValueError(f"a distance cannot be negative ({distance_m} m)")
    for band in RangeBand:
        limit = ranges.for_band(band)
        if limit is None:
            return None
        if distance_m <= limit + _EPSILON_M:
            return band
    return None


def ranged_difficulty_terms(
    distance_m: float,
    ranges: Ranges,
    *,
    running: bool = False,
    prone: bool = False,
    cover: Cover | str = Cover.NONE,
    among_people: bool = False,
    shield_cobertura: int = 0,
) -> DerivedValue:
    """The difficulty of a ranged attack, with the terms that make it up.

    RuleViolation when the target is beyond the weapon's farthest range.
    """
    band = ranged_band(distance_m, ranges)
    if band is None:
        raise RuleViolation(
            f"The target is {distance_m:g} m away, beyond this weapon's reach "
            f"({ranges.farthest:g} m, ranges {ranges}): no ranged attack is possible. "
            f"Move closer or pick another weapon."
        )
    if shield_cobertura < 0:
        raise ValueError(f"shield cobertura cannot be negative ({shield_cobertura})")
    cover = Cover(cover)
    terms = [Term(_BAND_LABELS[band], BAND_DIFFICULTY[band])]
    if running:
        terms.append(Term("corriendo", RUNNING_MODIFIER))
    if prone:
        terms.append(Term("tumbado", PRONE_MODIFIER))
    if cover is not Cover.NONE:
        terms.append(Term(_COVER_LABELS[cover], COVER_MODIFIER[cover]))
    if among_people:
        terms.append(Term("entre otra gente", AMONG_PEOPLE_MODIFIER))
    if shield_cobertura:
        terms.append(Term("cobertura del escudo", shield_cobertura))
    return DerivedValue("ranged_difficulty", "Dificultad", tuple(terms))


# --------------------------------------------------------------------------- hitting


# --------------------------------------------------------------------------- damage


class BandDamage(NamedTuple):
    """Damage at short, medium and long range; None where the weapon cannot hit ("-")."""

    short: str | None
    medium: str | None
    long: str | None

    def for_band(self, band: RangeBand | str) -> str | None:
        """The damage at ``band``, None where the weapon cannot hit.

        Bocajarro lies inside the short band and uses its damage.
        """
        return {
            RangeBand.BOCAJARRO: self.short,
            RangeBand.CORTA: self.short,
            RangeBand.MEDIA: self.medium,
            RangeBand.LARGA: self.long,
        }[RangeBand(band)]


def band_damage(damage: str) -> BandDamage | None:
    """Per-band damage such as the sawn-off shotgun's "3d6+2/2d6/-": (short, medium, long).

    Per-band damage is exactly three parts separated by "/", each a dice expression or "-"
    (cannot hit at that band). Anything else ("2d6(1M)/2d6+1(2M)", "2d6") gives None.
    """
    parts = [p.strip() for p in damage.split("/")]
    if len(parts) != len(_BAND_NAMES) or any("(" in p or not p for p in parts):
        return None
    short, medium, long_ = (None if p == NO_BAND else p for p in parts)
    return BandDamage(short, medium, long_)


def damage_for_band(damage: str, band: RangeBand) -> str:
    """The damage expression that applies at a band; the weapon's only one if not per band.

    Bocajarro uses the short-range damage. RuleViolation when the weapon cannot hit there.
    """
    per_band = band_damage(damage)
    if per_band is None:
        return damage.strip()
    chosen = per_band.for_band(band)
    if chosen is None:
        raise RuleViolation(
            f"This weapon (damage {damage}) cannot hit at {_BAND_LABELS[band]}: its damage "
            f"there is '{NO_BAND}'. Move closer."
        )
    return chosen


@dataclass(frozen=True, slots=True)
class CriticalBonus:
    """What a critical adds to the damage: extra d6 (quick sheet) or a multiplier (manual)."""

    extra_d6: int = 0
    multiplier: int = 1

    @property
    def critical(self) -> bool:
        return self.extra_d6 > 0 or self.multiplier > 1


def critical_extra_dice(total: int, difficulty: int) -> int:
    """Extra d6 for every full 10 by which the total exceeds the difficulty (36 vs 15: 2)."""
    if total < difficulty:
        return 0
    return (total - difficulty) // 10


def critical_bonus(
    total: int, difficulty: int, critical_damage: CriticalDamage | str = CriticalDamage.D6_PER_10
) -> CriticalBonus:
    rule = CriticalDamage(critical_damage)
    extra = critical_extra_dice(total, difficulty)
    if extra == 0:
        return CriticalBonus()
    if rule is CriticalDamage.DOUBLE:
        return CriticalBonus(multiplier=2)
    return CriticalBonus(extra_d6=extra)


def absorb(damage: int, absorption: int, *, ignores_armour: bool = False) -> int:
    """Damage after armour: absorption subtracted, not below 0; * weapons ignore armour."""
    if damage < 0 or absorption < 0:
        raise ValueError(f"damage ({damage}) and absorption ({absorption}) cannot be negative")
    if ignores_armour:
        return damage
    return max(0, damage - absorption)


@dataclass(frozen=True, slots=True)
class DamageBreakdown:
    """A damage roll step by step, for the UI: dice, critical, absorption, final wounds."""

    expression: str
    roll: DiceRoll
    critical: CriticalBonus
    critical_roll: DiceRoll | None
    absorption: int
    ignores_armour: bool

    @property
    def rolled(self) -> int:
        """Weapon dice and bonus plus the critical dice, before any multiplier."""
        extra = 0 if self.critical_roll is None else self.critical_roll.total
        return self.roll.total + extra

    @property
    def before_armour(self) -> int:
        return self.rolled * self.critical.multiplier

    @property
    def absorbed(self) -> int:
        return self.before_armour - self.wounds

    @property
    def wounds(self) -> int:
        """The wounds the target takes."""
        return absorb(self.before_armour, self.absorption, ignores_armour=self.ignores_armour)

def resolve_attack_damage(
    damage: str,
    rng: RandomSource,
    *,
    attack_total: int,
    difficulty: int,
    absorption: int = 0,
    ignores_armour: bool = False,
    band: RangeBand | None = None,
    profile: RulesProfile = HEROICO,
) -> DamageBreakdown:
    """Roll the damage of a hit: weapon dice (exploding), critical bonus, minus absorption.

    ``damage`` is the weapon's damage text ("2d6+1"; per-band "3d6+2/2d6/-" with ``band``);
    use ``UNARMED_DAMAGE`` for fists. The weapon dice are rolled first, then the critical d6.
    """
    if attack_total < difficulty:
        raise RuleViolation(
            f"The attack total {attack_total} does not reach the difficulty {difficulty}: "
            f"a miss deals no damage."
        )
    if absorption < 0:
        raise ValueError(f"absorption cannot be negative ({absorption})")
    if band is not None:
        expression = damage_for_band(damage, band)
    elif band_damage(damage) is not None:
        raise ValueError(f"the damage {damage!r} depends on the range band; pass band=")
    else:
        expression = damage.strip()
    base = roll_damage(expression, rng)
    bonus = critical_bonus(attack_total, difficulty, profile.critical_damage)
    extra = roll_damage(f"{bonus.extra_d6}d6", rng) if bonus.extra_d6 else None
    return DamageBreakdown(expression, base, bonus, extra, absorption, ignores_armour)
