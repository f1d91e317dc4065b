"""Health (RULES.md §3): PV, wounds, health states, and healing with its once-a-day limits.

A character tracks *wounds* (damage taken); its current PV are PV máx − wounds. Bestiary
creatures have no Físico, hence no *malherido*: they are ``DERROTADO`` at 0 PV.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

from ryf_desktop.rules.checks import CheckResult, skill_check
from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.rules.dice import DiceRoll, RandomSource, roll
from ryf_desktop.rules.profile import RulesProfile

__all__ = [
    "MEDICINE_DIFFICULTY",
    "MEDICINE_SKILLS",
    "OUT_STATES",
    "CharacterBody",
    "CreatureBody",
    "HealingAttempt",
    "HealingKind",
    "HealingLog",
    "HealingRecord",
    "HealingRoll",
    "Health",
    "HealthState",
    "MedicineResult",
    "apply_damage",
    "apply_healing",
    "creature_state",
    "current_hp",
    "health_of",
    "hp_max",
    "medicine_permission",
    "natural_rest_healing",
    "rank_penalty",
    "recover_breath",
    "roll_medicine",
    "state",
    "state_thresholds",
]

#: Difficulty of the Medicina (medieval: Sanación/Hierbas) roll that heals (quick sheet).
MEDICINE_DIFFICULTY = 15
#: Skills that heal with Medicina, by setting (medieval: Sanación/Hierbas); without one the
#: healer rolls Inteligencia alone.
MEDICINE_SKILLS = ("Medicina", "Sanación/Hierbas")


class HealthState(StrEnum):
    NORMAL = "normal"
    MALHERIDO = "malherido"
    INCONSCIENTE = "inconsciente"
    MUERTO = "muerto"
    #: Only for bestiary creatures (``creature_state``): out of the fight at 0 PV.
    DERROTADO = "derrotado"


def _check_fisico(fisico: int) -> None:
    if fisico < 1:
        raise ValueError(f"Físico must be at least 1, not {fisico}")


def _check_wounds(wounds: int) -> None:
    if wounds < 0:
        raise ValueError(f"wounds cannot be negative ({wounds}); 0 means unhurt")


def hp_max(fisico: int, profile: RulesProfile) -> int:
    """PV máx = Físico × the profile's PV per Físico (heroic 4, realistic 3)."""
    _check_fisico(fisico)
    return fisico * profile.hp_per_fisico


def current_hp(fisico: int, wounds: int, profile: RulesProfile) -> int:
    """Current PV; negative below 0 (the character is then unconscious or dead)."""
    _check_wounds(wounds)
    return hp_max(fisico, profile) - wounds


def state(fisico: int, wounds: int, profile: RulesProfile) -> HealthState:
    """The character's health state for the wounds taken."""
    hp = current_hp(fisico, wounds, profile)
    if hp <= -2 * fisico:
        return HealthState.MUERTO
    if hp <= 0:
        return HealthState.INCONSCIENTE
    if hp <= fisico:
        return HealthState.MALHERIDO
    return HealthState.NORMAL


def state_thresholds(fisico: int, profile: RulesProfile) -> dict[HealthState, int]:
    """The wounds at which each state begins, e.g. Físico 8 realistic: 0 / 16 / 24 / 40."""
    top = hp_max(fisico, profile)
    return {
        HealthState.NORMAL: 0,
        # With 1 PV per Físico a fresh character is already at PV ≤ Físico.
        HealthState.MALHERIDO: max(0, top - fisico),
        HealthState.INCONSCIENTE: top,
        HealthState.MUERTO: top + 2 * fisico,
    }


def creature_state(pv_max: int, wounds: int) -> HealthState:
    """A bestiary creature: ``NORMAL`` until its PV reach 0, then ``DERROTADO``."""
    if pv_max < 1:
        raise ValueError(f"a creature needs at least 1 PV, not {pv_max}")
    _check_wounds(wounds)
    return HealthState.DERROTADO if wounds >= pv_max else HealthState.NORMAL


def rank_penalty(health: HealthState) -> int:
    """Rank shift that the state imposes on every 1o3d10 roll.

    -1 whenever current PV ≤ Físico: malherido, and also inconsciente and muerto, where the
    condition still holds should the GM call for a roll. Creatures have no such penalty.
    """
    if health in (HealthState.MALHERIDO, HealthState.INCONSCIENTE, HealthState.MUERTO):
        return -1
    return 0


#: States that take a combatant out of the fight.
OUT_STATES = frozenset({HealthState.INCONSCIENTE, HealthState.MUERTO, HealthState.DERROTADO})


class CharacterBody(Protocol):
    """A character as the health rules read it (a ``Character`` record)."""

    @property
    def fisico(self) -> int: ...

    @property
    def wounds(self) -> int: ...


class CreatureBody(Protocol):
    """A bestiary creature as the health rules read it (a ``MonsterInstance`` record)."""

    @property
    def pv_max(self) -> int: ...

    @property
    def wounds(self) -> int: ...


@dataclass(frozen=True, slots=True)
class Health:
    """How hurt a character or a creature is: PV máx, wounds and the state they give."""

    pv_max: int
    wounds: int
    state: HealthState

    @property
    def current_hp(self) -> int:
        return self.pv_max - self.wounds

    @property
    def rank_shift(self) -> int:
        """The shift the state puts on every roll (see :func:`rank_penalty`)."""
        return rank_penalty(self.state)

    @property
    def lasting_shift(self) -> int:
        """−1 while malherido: the lasting reason of a fighter's turn (no double action)."""
        return -1 if self.state is HealthState.MALHERIDO else 0

    @property
    def out(self) -> bool:
        """Whether the state takes the being out of a fight."""
        return self.state in OUT_STATES


def health_of(
    being: CharacterBody | CreatureBody, profile: RulesProfile, *, wounds: int | None = None
) -> Health:
    """The health of a character (it has Físico) or of a creature (it has PV máx); ``wounds``
    instead of the being's own, to ask what a blow or a cure would leave.

    The one place that tells the two apart: a creature has no malherido (RULES.md §3).
    """
    hurt = being.wounds if wounds is None else wounds
    fisico: int | None = getattr(being, "fisico", None)
    if fisico is None:
        pv_max = int(getattr(being, "pv_max"))  # noqa: B009 -- the other body of the union
        return Health(pv_max, hurt, creature_state(pv_max, hurt))
    return Health(hp_max(fisico, profile), hurt, state(fisico, hurt, profile))


def apply_damage(wounds: int, damage: int) -> int:
    """Wounds after taking damage."""
    _check_wounds(wounds)
    if damage < 0:
        raise ValueError(f"damage cannot be negative ({damage}); use apply_healing to heal")
    return wounds + damage


def apply_healing(wounds: int, healed: int) -> int:
    """Wounds after healing; never below 0."""
    _check_wounds(wounds)
    if healed < 0:
        raise ValueError(f"healing cannot be negative ({healed}); use apply_damage to hurt")
    return max(0, wounds - healed)


# --------------------------------------------------------------------------- healing


class HealingKind(StrEnum):
    NATURAL_REST = "natural_rest"
    RECOVER_BREATH = "recover_breath"  # recuperar el aliento
    MEDICINE = "medicine"


def natural_rest_healing(nights: int = 1, *, full_comfort: bool = False) -> int:
    """PV recovered by sleeping 6–8 hours: 1 a night, 2 with every comfort."""
    if nights < 0:
        raise ValueError(f"nights cannot be negative ({nights})")
    return nights * (2 if full_comfort else 1)


@dataclass(frozen=True, slots=True)
class HealingRoll:
    """Healing rolled with dice; ``rolls`` keeps every die with its explosions for the UI."""

    kind: HealingKind
    rolls: tuple[DiceRoll, ...]

    @property
    def amount(self) -> int:
        return sum(r.total for r in self.rolls)


def _roll_heal_d6(rng: RandomSource) -> DiceRoll:
    # Healing dice are plain: only damage rolls explode (RULES.md §11).
    return roll("1d6", rng, explode=False)


def recover_breath(rng: RandomSource) -> HealingRoll:
    """Recuperar el aliento: 5 minutes of rest after a combat heal 1d6 (plain)."""
    return HealingRoll(HealingKind.RECOVER_BREATH, (_roll_heal_d6(rng),))


@dataclass(frozen=True, slots=True)
class HealingRecord:
    """One Medicina attempt: who treated whom on which campaign day, and whether it worked."""

    patient: str
    healer: str
    day: int
    success: bool


@dataclass(frozen=True, slots=True)
class HealingAttempt:
    """Whether a Medicina attempt is allowed, and the reason a GM can read when it is not."""

    allowed: bool
    reason: str = ""

    def __bool__(self) -> bool:
        return self.allowed


@dataclass(frozen=True, slots=True)
class HealingLog:
    """The Medicina attempts made so far (a value: adding a record returns a new log)."""

    records: tuple[HealingRecord, ...] = field(default=())

    def with_record(self, record: HealingRecord) -> HealingLog:
        return HealingLog((*self.records, record))

    def on_day(self, day: int) -> tuple[HealingRecord, ...]:
        return tuple(r for r in self.records if r.day == day)


def medicine_permission(log: HealingLog, patient: str, healer: str, day: int) -> HealingAttempt:
    """May ``healer`` try Medicina on ``patient`` today?

    A patient is healed by Medicina at most once a day, and a healer who failed with a
    patient may not try that patient again the same day (another healer may).
    """
    today = log.on_day(day)
    if any(r.patient == patient and r.success for r in today):
        return HealingAttempt(
            False,
            f"{patient} has already been healed with Medicina on day {day}; "
            f"Medicina heals a patient once a day. Try again on day {day + 1}.",
        )
    if any(r.patient == patient and r.healer == healer and not r.success for r in today):
        return HealingAttempt(
            False,
            f"{healer} already failed to treat {patient} on day {day} and may not try again "
            f"that day. Another healer may try, or {healer} on day {day + 1}.",
        )
    return HealingAttempt(True)


@dataclass(frozen=True, slots=True)
class MedicineResult:
    """A Medicina attempt: the check, the healing rolled on success, and the updated log."""

    check: CheckResult
    healing: HealingRoll | None
    log: HealingLog

    @property
    def amount(self) -> int:
        return 0 if self.healing is None else self.healing.amount


def roll_medicine(
    log: HealingLog,
    *,
    patient: str,
    healer: str,
    day: int,
    attribute: int,
    skill: int,
    rng: RandomSource,
    rank: int = 0,
) -> MedicineResult:
    """Roll attribute + Medicina against 15; success heals 1d6, a critical 1d6 more (plain
    dice).

    Raises RuleViolation when ``medicine_permission`` refuses the attempt.
    """
    permission = medicine_permission(log, patient, healer, day)
    if not permission:
        raise RuleViolation(permission.reason)
    check = skill_check(attribute, skill, MEDICINE_DIFFICULTY, rng, rank=rank)
    healing = None
    if check.success:
        dice: Sequence[DiceRoll] = [_roll_heal_d6(rng)]
        if check.critical:
            dice = [*dice, _roll_heal_d6(rng)]
        healing = HealingRoll(HealingKind.MEDICINE, tuple(dice))
    record = HealingRecord(patient, healer, day, check.success)
    return MedicineResult(check, healing, log.with_record(record))
