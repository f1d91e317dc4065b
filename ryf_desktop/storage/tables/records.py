"""The roll and event log, and healing records.

- ``log_entry``: one line of the campaign's history (a roll, damage, a turn, a note): when it
  happened (real time, UTC, and the in-game day), a ``kind``, the text shown to the GM and a JSON
  object with the details (dice thrown, totals...). It may point at the character and combat it
  is about; deleting those keeps the entry.
- ``healing_record``: who tried to heal whom on which in-game day, and whether it worked; the rules
  allow one successful Medicina roll per patient per day and no second try by a healer who
  failed that day (RULES.md §3).
"""

from __future__ import annotations

from sqlalchemy import CheckConstraint, Index
from sqlmodel import Field

from ryf_desktop.storage.records import utc_now_text
from ryf_desktop.storage.tables.base import CampaignTable


class LogEntry(CampaignTable, table=True):
    __tablename__ = "log_entry"

    id: int | None = Field(default=None, primary_key=True)
    at: str = Field(default_factory=utc_now_text)
    game_day: int = 1
    kind: str = "note"
    text: str = ""
    data: str = "{}"
    character_id: int | None = Field(
        default=None, foreign_key="character.id", ondelete="SET NULL", index=True
    )
    combat_id: int | None = Field(
        default=None, foreign_key="combat.id", ondelete="SET NULL", index=True
    )


class HealingRecord(CampaignTable, table=True):
    __tablename__ = "healing_record"
    __table_args__ = (
        CheckConstraint("healed >= 0", name="healed_not_negative"),
        Index("ix_healing_record_patient_day", "patient_id", "day"),
    )

    id: int | None = Field(default=None, primary_key=True)
    healer_id: int = Field(foreign_key="character.id", ondelete="CASCADE", index=True)
    patient_id: int = Field(foreign_key="character.id", ondelete="CASCADE")
    day: int
    success: bool
    critical: bool = False
    #: PV healed (0 for a failure).
    healed: int = 0
