"""Commands that heal a character: PV healed (:class:`Heal`), a night's rest (:class:`Rest`),
recuperar el aliento rolled with its log line (:class:`RecoverBreath`), and Medicina on the
campaign's day, recorded (:class:`MedicineAttempt`) or rolled with its log line
(:class:`TreatWithMedicine`, RULES.md §3).

A command that rolls rolls inside :meth:`~ModelCommand.work_out` with the dice it was given and
writes the roll's log line on the same draft: the healing and its line are one undo step."""

from __future__ import annotations

from dataclasses import KW_ONLY
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.character import Attribute, Attributes, normalise_name
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.rules.health import (
    MEDICINE_SKILLS,
    MedicineResult,
    apply_healing,
    health_of,
    medicine_permission,
    natural_rest_healing,
    rank_penalty,
    recover_breath,
    roll_medicine,
)
from ryf_desktop.session.character_commands import character_of
from ryf_desktop.session.combat_log import BREATH_KIND
from ryf_desktop.session.command import CommandError, ModelCommand, command
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.healing_limits import REST_KIND, breath_refusal, last_fight, rest_refusal
from ryf_desktop.session.model import Records
from ryf_desktop.session.sheet_queries import healing_log
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import TEXT_MAX
from ryf_desktop.storage.records import Character, HealingRecord, Skill

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate
#: The kind of a healing roll's line in the campaign's log.
HEALING_KIND = "healing"


class Heal(ModelCommand):
    """Take healed PV off the wounds (natural rest, recuperar el aliento): never below 0.

    ``amount`` was decided (rest) or rolled (1d6) before: a roll happened, the command only
    records its effect.
    """

    def __init__(
        self, session: CampaignSession, character_id: int, amount: int, reason: str
    ) -> None:
        super().__init__(session, reason)
        self.character_id = character_id
        self.amount = amount
        self.reason = reason

    def check(self) -> None:
        if isinstance(self.amount, bool) or not isinstance(self.amount, int) or self.amount < 0:
            raise CommandError(
                translate(
                    "SheetCommand", "Healing is a whole number of PV, 0 or more, not “%1”."
                ),
                self.amount,
            )

    def work_out(self, draft: Draft) -> None:
        row = character_of(draft, self.character_id)
        wounds = apply_healing(row.wounds, self.amount)
        if wounds == row.wounds:
            return
        self.setText(fill(translate("SheetCommand", "%1: “%2” heals %3 PV"), self.reason,
                          row.name, row.wounds - wounds))
        draft.update(row, wounds=wounds)


class Rest(Heal):
    """A night's rest (or, with ``full_comfort``, a comfortable one): the PV it heals by the
    rules, taken off the wounds, and its line in the log; refused a second time on the same
    campaign day (one night, one rest). :attr:`line` holds that line once pushed."""

    def __init__(self, session: CampaignSession, character_id: int, *,
                 full_comfort: bool) -> None:
        reason = (translate("SheetCommand", "Comfortable rest") if full_comfort
                  else translate("SheetCommand", "Night's rest"))
        super().__init__(session, character_id,
                         natural_rest_healing(1, full_comfort=full_comfort), reason)
        self.line = ""

    def work_out(self, draft: Draft) -> None:
        day = draft.model.day
        refusal = rest_refusal(draft, self.character_id, day)
        if refusal:
            raise CommandError(refusal)
        row = character_of(draft, self.character_id)
        super().work_out(draft)
        # The line marks the night as slept, healed or not (healing_limits.rest_refusal reads
        # it): a step of its own even for the unhurt.
        self.line = translate("SheetCommand", "{name}: {rest} on day {day}, {amount} PV healed"
                              ).format(name=row.name, rest=self.reason.lower(), day=day,
                                       amount=row.wounds - apply_healing(row.wounds, self.amount))
        self.setText(self.line)
        draft.log(self.line[:TEXT_MAX], kind=REST_KIND, character_id=row.id)


class RecoverBreath(Heal):
    """Recuperar el aliento: 1d6 rolled with ``rng`` and healed, and the roll's line in the log,
    one undo step. :attr:`line` holds that line once pushed."""

    def __init__(self, session: CampaignSession, character_id: int, rng: RandomSource) -> None:
        super().__init__(session, character_id, 0,
                         translate("SheetCommand", "Recuperar el aliento"))
        self.rng = rng
        self.line = ""

    def work_out(self, draft: Draft) -> None:
        refusal = breath_refusal(draft, self.character_id)
        if refusal:
            raise CommandError(refusal)
        row = character_of(draft, self.character_id)
        healing = recover_breath(self.rng)
        self.amount = healing.amount
        super().work_out(draft)
        self.line = translate(
            "SheetCommand", "{name}: recuperar el aliento, 1d6 → {amount} PV"
        ).format(name=row.name, amount=healing.amount)
        detail = "; ".join(roll.describe() for roll in healing.rolls)
        # A breath line names the fight it follows: the next breath waits for another fight.
        fight = last_fight(draft, row.id)
        draft.log(self.line[:TEXT_MAX], kind=BREATH_KIND, data={"detail": detail[:TEXT_MAX]},
                  character_id=row.id, combat_id=None if fight is None else fight.id)


def medicine_refusal_in(records: Records, healer_id: int, patient_id: int, day: int) -> str:
    """Why ``healer`` may not roll Medicina on ``patient`` on ``day`` ("" when they may)."""
    healer = character_of(records, healer_id)
    patient = character_of(records, patient_id)
    log = healing_log(records, day, patient_id)
    patient_key, healer_key = str(patient_id), str(healer_id)
    if medicine_permission(log, patient_key, healer_key, day):
        return ""
    healed_today = any(r.patient == patient_key and r.success for r in log.on_day(day))
    return medicine_refusal(healer.name, patient.name, day, patient_healed=healed_today)


@command
class MedicineAttempt(ModelCommand):
    """A Medicina roll made on the campaign's day: recorded (success or not), healing applied.

    Refused when the patient was already healed with Medicina today, or this healer already
    failed with this patient today (RULES.md §3).
    """

    healer_id: int
    patient_id: int
    _: KW_ONLY
    success: bool
    critical: bool = False
    healed: int = 0

    def initial_text(self) -> str:
        return translate("SheetCommand", "Medicina")

    def work_out(self, draft: Draft) -> None:
        healer, patient = _allowed_medicine(draft, self.healer_id, self.patient_id)
        healed = self.healed if self.success else 0
        self._record(draft, healer, patient, self.success, self.critical, healed)

    def _record(self, draft: Draft, healer: Character, patient: Character, success: bool,
                critical: bool, healed: int) -> None:
        draft.add(HealingRecord, healer_id=healer.id, patient_id=patient.id, day=draft.model.day,
                  success=success, critical=critical, healed=healed)
        draft.update(patient, wounds=apply_healing(patient.wounds, healed))
        self.setText(
            fill(translate("SheetCommand", "Medicina by “%1” on “%2”"), healer.name, patient.name)
        )


def _allowed_medicine(draft: Draft, healer_id: int, patient_id: int
                      ) -> tuple[Character, Character]:
    """The healer and the patient, or the refusal when Medicina is not allowed today."""
    refusal = medicine_refusal_in(draft, healer_id, patient_id, draft.model.day)
    if refusal:
        raise CommandError(refusal)
    return character_of(draft, healer_id), character_of(draft, patient_id)


class TreatWithMedicine(MedicineAttempt):
    """The healer rolls Medicina on the patient with ``rng`` (refused before rolling when the
    rules do not allow it today): the attempt recorded, the healing applied and the roll's line
    in the log, one undo step. :attr:`line` holds that line once pushed."""

    def __init__(self, session: CampaignSession, healer_id: int, patient_id: int,
                 rng: RandomSource) -> None:
        super().__init__(session, healer_id, patient_id, success=False)
        self.rng = rng
        self.line = ""

    def work_out(self, draft: Draft) -> None:
        healer, patient = _allowed_medicine(draft, self.healer_id, self.patient_id)
        day = draft.model.day
        attribute, level = medicine_skill(draft, healer)
        result = roll_medicine(
            healing_log(draft, day, patient.id), patient=str(patient.id), healer=str(healer.id),
            day=day, attribute=attribute, skill=level, rng=self.rng,
            rank=rank_penalty(health_of(healer, draft.model.profile).state),
        )
        check = result.check
        self.success, self.critical, self.healed = check.success, check.critical, result.amount
        self._record(draft, healer, patient, check.success, check.critical, result.amount)
        self.line = medicine_sentence(healer.name, patient.name, result)
        draft.log(self.line[:TEXT_MAX], kind=HEALING_KIND,
                  data={"detail": check.roll.describe()[:TEXT_MAX]}, character_id=patient.id)


def medicine_skill(records: Records, healer: Character) -> tuple[int, int]:
    """What ``healer`` rolls for Medicina: (attribute, skill level) — the attribute of their
    Medicina skill (Inteligencia without one) and its level (0 without one)."""
    wanted = {normalise_name(name) for name in MEDICINE_SKILLS}
    skill = next((s for s in records.of(Skill, "character_id", healer.id)
                  if normalise_name(s.name) in wanted), None)
    attribute = Attribute(skill.attribute) if skill else Attribute.INTELIGENCIA
    values = Attributes(healer.fisico, healer.destreza, healer.inteligencia, healer.percepcion)
    return values[attribute], skill.level if skill else 0


def medicine_sentence(healer: str, patient: str, result: MedicineResult) -> str:
    """The log's line of a Medicina roll."""
    if result.check.success:
        return translate(
            "SheetCommand",
            "{healer} treats {patient} with Medicina: {total} vs 15, success, heals {amount} PV",
        ).format(healer=healer, patient=patient, total=result.check.total, amount=result.amount)
    return translate(
        "SheetCommand",
        "{healer} treats {patient} with Medicina: {total} vs 15, failure; {healer} may not try "
        "again today",
    ).format(healer=healer, patient=patient, total=result.check.total)


def medicine_refusal(healer: str, patient: str, day: int, *, patient_healed: bool) -> str:
    """Why a Medicina attempt is not allowed, in the UI's language."""
    if patient_healed:
        return fill(
            translate(
                "SheetCommand",
                "%1 has already been healed with Medicina on day %2; Medicina heals a patient "
                "once a day. Try again on day %3.",
            ),
            patient,
            day,
            day + 1,
        )
    return fill(
        translate(
            "SheetCommand",
            "%1 already failed to treat %2 on day %3 and may not try again that day. Another "
            "healer may try, or %1 on day %4.",
        ),
        healer,
        patient,
        day,
        day + 1,
    )
