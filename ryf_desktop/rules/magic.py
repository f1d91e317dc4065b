"""Magic (RULES.md §8, profile switch ``magic``): maná and casting spells.

A spell is an Inteligencia skill with a level, a difficulty and a maná cost. Casting is a
major action rolled as Inteligencia + level + 1o3d10 − armour estorbo against the spell's
difficulty, and spends the spell's maná whatever the roll gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ryf_desktop.rules.checks import CheckResult, resolve_skill_check, skill_check
from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.rules.profile import HEROICO, RulesProfile

__all__ = [
    "MANA_PER_INTELIGENCIA",
    "CastResult",
    "Spell",
    "cast_spell",
    "check_can_cast",
    "mana_left",
    "mana_max",
    "resolve_cast_spell",
]

MANA_PER_INTELIGENCIA = 3


def mana_max(inteligencia: int) -> int:
    """Maná = Inteligencia × 3."""
    if inteligencia < 0:
        raise ValueError(f"Inteligencia cannot be negative ({inteligencia})")
    return inteligencia * MANA_PER_INTELIGENCIA


def mana_left(inteligencia: int, spent: int) -> int:
    """The maná a caster has now: Inteligencia × 3 less what was spent (the one figure the sheet
    and the combat both show)."""
    return max(0, mana_max(inteligencia) - spent)


@dataclass(frozen=True, slots=True)
class Spell:
    name: str
    level: int
    difficulty: int
    mana_cost: int

    def __post_init__(self) -> None:
        if self.level < 0 or self.mana_cost < 0:
            raise ValueError(
                f"spell {self.name!r}: level and maná cost cannot be negative "
                f"(level {self.level}, cost {self.mana_cost})"
            )


@dataclass(frozen=True, slots=True)
class CastResult:
    spell: Spell
    check: CheckResult
    mana_before: int

    @property
    def success(self) -> bool:
        return self.check.success

    @property
    def mana_spent(self) -> int:
        return self.spell.mana_cost

    @property
    def mana_left(self) -> int:
        return self.mana_before - self.spell.mana_cost


def check_can_cast(spell: Spell, mana_current: int, profile: RulesProfile = HEROICO) -> None:
    """Raise RuleViolation when the spell cannot be cast now (no magic, not enough maná)."""
    if not profile.magic:
        raise RuleViolation(
            f"Cannot cast {spell.name}: magic is switched off in this campaign's rules profile. "
            f"Switch it on in the campaign settings to use spells."
        )
    if spell.mana_cost > mana_current:
        raise RuleViolation(
            f"Cannot cast {spell.name}: it costs {spell.mana_cost} maná and only "
            f"{mana_current} are left. Choose a cheaper spell or recover maná first."
        )


def cast_spell(
    spell: Spell,
    *,
    inteligencia: int,
    mana_current: int,
    rng: RandomSource,
    estorbo: int = 0,
    rank: int = 0,
    profile: RulesProfile = HEROICO,
) -> CastResult:
    """Cast a spell: a skill roll of Inteligencia + level − estorbo against its difficulty."""
    check_can_cast(spell, mana_current, profile)
    # The spell level is the skill; estorbo lowers the attribute side so that a spell of
    # level 0 still gets the -1 rank of a skill without points.
    check = skill_check(
        casting_attribute(inteligencia, estorbo), spell.level, spell.difficulty, rng, rank=rank
    )
    return CastResult(spell, check, mana_current)


def resolve_cast_spell(
    spell: Spell,
    *,
    inteligencia: int,
    mana_current: int,
    throws: Sequence[Sequence[int]],
    estorbo: int = 0,
    rank: int = 0,
    profile: RulesProfile = HEROICO,
) -> CastResult:
    """``cast_spell`` with the 1o3d10 thrown at the table."""
    check_can_cast(spell, mana_current, profile)
    check = resolve_skill_check(
        casting_attribute(inteligencia, estorbo), spell.level, spell.difficulty, throws,
        rank=rank,
    )
    return CastResult(spell, check, mana_current)


def casting_attribute(inteligencia: int, estorbo: int) -> int:
    """The attribute side of a casting roll: Inteligencia less the armour's estorbo (the spell's
    level is its skill), wherever the spell is cast from."""
    if estorbo < 0:
        raise ValueError(f"estorbo cannot be negative ({estorbo}); use 0 for no armour")
    return inteligencia - estorbo
