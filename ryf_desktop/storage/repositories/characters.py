"""The characters, everything on their sheets (skills, specialisations, spells, equipment),
and the healing records."""

from __future__ import annotations

from sqlalchemy import Connection

from ryf_desktop.storage import records as r
from ryf_desktop.storage.repositories.rows import load_kind

KINDS: tuple[type[r.Record], ...] = (
    r.Character, r.Skill, r.Specialisation, r.Spell, r.EquipmentItem, r.HealingRecord,
)


def load(connection: Connection) -> dict[type[r.Record], dict[int, r.Record]]:
    return {kind: load_kind(connection, kind) for kind in KINDS}
