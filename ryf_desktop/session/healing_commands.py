"""Commands that heal a character: rest and recuperar el aliento (:class:`Heal`), and a
Medicina roll made on the campaign's day (:class:`MedicineAttempt`, RULES.md §3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.health import apply_healing, medicine_permission
from ryf_desktop.session.character_commands import character_of
from ryf_desktop.session.command import CommandError, ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.model import Records
from ryf_desktop.session.sheet_queries import healing_log
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import HealingRecord

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


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


class MedicineAttempt(ModelCommand):
    """A Medicina roll made on the campaign's day: recorded (success or not), healing applied.

    Refused when the patient was already healed with Medicina today, or this healer already
    failed with this patient today (RULES.md §3).
    """

    def __init__(
        self,
        session: CampaignSession,
        healer_id: int,
        patient_id: int,
        *,
        success: bool,
        critical: bool = False,
        healed: int = 0,
    ) -> None:
        super().__init__(session, translate("SheetCommand", "Medicina"))
        self.healer_id = healer_id
        self.patient_id = patient_id
        self.success = success
        self.critical = critical
        self.healed = healed if success else 0

    def work_out(self, draft: Draft) -> None:
        day = draft.model.day
        refusal = medicine_refusal_in(draft, self.healer_id, self.patient_id, day)
        if refusal:
            raise CommandError(refusal)
        healer = character_of(draft, self.healer_id)
        patient = character_of(draft, self.patient_id)
        draft.add(HealingRecord, healer_id=self.healer_id, patient_id=self.patient_id, day=day,
                  success=self.success, critical=self.critical, healed=self.healed)
        draft.update(patient, wounds=apply_healing(patient.wounds, self.healed))
        self.setText(
            fill(translate("SheetCommand", "Medicina by “%1” on “%2”"), healer.name, patient.name)
        )


def medicine_refusal_now(session: CampaignSession, healer_id: int, patient_id: int) -> str:
    """Why ``healer`` may not roll Medicina on ``patient`` today ("" when they may); asked before
    the roll, since a roll that was not allowed must not be made."""
    return medicine_refusal_in(session.model, healer_id, patient_id, session.day)


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
