"""A character with every row that belongs to it, taken out of a campaign and put back intact.

Deleting a character cascades in the file to its skills (and their specialisations), spells,
equipment, its tokens on maps, its places in combats and the healing records it appears in,
and sets the ``character_id`` of log entries about it to NULL. :func:`remove_character`
records all of that first, so :func:`restore_character` can put back every row with the same
ids (a later command in the history may name any of them) and point the log entries at it
again. :func:`copy_character` makes a new character from one (for "Duplicate").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication
from sqlalchemy import delete, func, insert, or_, update
from sqlmodel import Session, col, select

from ryf_desktop.session.command import CommandError
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.tables import (
    Character,
    Combatant,
    EquipmentItem,
    HealingRecord,
    LogEntry,
    MapToken,
    Skill,
    Specialisation,
    Spell,
)

Row = dict[str, Any]


@dataclass(frozen=True)
class CharacterRows:
    """Column values of a character and of every row that refers to it."""

    character: Row
    skills: list[Row] = field(default_factory=list)
    specialisations: list[Row] = field(default_factory=list)
    spells: list[Row] = field(default_factory=list)
    equipment: list[Row] = field(default_factory=list)
    tokens: list[Row] = field(default_factory=list)
    combatants: list[Row] = field(default_factory=list)
    healing: list[Row] = field(default_factory=list)
    #: Log entries about the character (their link is cleared on delete, set on restore).
    log_entry_ids: list[int] = field(default_factory=list)

    @property
    def character_id(self) -> int:
        return int(self.character["id"])


def missing_character(character_id: int) -> CommandError:
    return CommandError(
        fill(
            QCoreApplication.translate(
                "SessionCommand",
                "The character no longer exists in this campaign (id %1); it may have been "
                "deleted. Refresh the list and try again.",
            ),
            character_id,
        )
    )


def get_character(db: Session, character_id: int) -> Character:
    row = db.get(Character, character_id)
    if row is None:
        raise missing_character(character_id)
    return row


def take_character(db: Session, character_id: int) -> CharacterRows:
    """Everything about one character, read in the transaction ``db``."""
    character = get_character(db, character_id)
    skills = list(db.exec(
        select(Skill).where(col(Skill.character_id) == character_id).order_by(col(Skill.id))
    ))
    skill_ids = [skill.id for skill in skills]
    specialisations = list(db.exec(
        select(Specialisation)
        .where(col(Specialisation.skill_id).in_(skill_ids))
        .order_by(col(Specialisation.id))
    )) if skill_ids else []

    def rows_of(table: Any, *conditions: Any) -> list[Row]:
        found = db.exec(select(table).where(or_(*conditions)).order_by(col(table.id)))
        return [row.model_dump() for row in found]

    return CharacterRows(
        character=character.model_dump(),
        skills=[skill.model_dump() for skill in skills],
        specialisations=[special.model_dump() for special in specialisations],
        spells=rows_of(Spell, col(Spell.character_id) == character_id),
        equipment=rows_of(EquipmentItem, col(EquipmentItem.character_id) == character_id),
        tokens=rows_of(MapToken, col(MapToken.character_id) == character_id),
        combatants=rows_of(Combatant, col(Combatant.character_id) == character_id),
        healing=rows_of(
            HealingRecord,
            col(HealingRecord.healer_id) == character_id,
            col(HealingRecord.patient_id) == character_id,
        ),
        log_entry_ids=[
            int(entry_id)
            for entry_id in db.exec(
                select(col(LogEntry.id))
                .where(col(LogEntry.character_id) == character_id)
                .order_by(col(LogEntry.id))
            )
            if entry_id is not None
        ],
    )


def remove_character(db: Session, character_id: int) -> CharacterRows:
    """Delete the character (the file cascades to its rows); return what was there."""
    rows = take_character(db, character_id)
    db.execute(delete(Character).where(col(Character.id) == character_id))
    # The ORM would otherwise keep the deleted rows in its identity map for this transaction.
    db.expunge_all()
    return rows


def restore_character(db: Session, rows: CharacterRows) -> None:
    """Put back a character removed by :func:`remove_character`, every row with its own id."""
    if db.get(Character, rows.character_id) is not None:
        raise CommandError(
            fill(
                QCoreApplication.translate(
                    "SessionCommand",
                    "A character with id %1 is already in the campaign, so “%2” cannot be put "
                    "back.",
                ),
                rows.character_id,
                rows.character["name"],
            )
        )
    db.execute(insert(Character), [rows.character])
    for table, table_rows in (
        (Skill, rows.skills),
        (Specialisation, rows.specialisations),
        (Spell, rows.spells),
        (EquipmentItem, rows.equipment),
        (MapToken, rows.tokens),
        (Combatant, rows.combatants),
        (HealingRecord, rows.healing),
    ):
        if table_rows:
            db.execute(insert(table), table_rows)
    if rows.log_entry_ids:
        db.execute(
            update(LogEntry)
            .where(col(LogEntry.id).in_(rows.log_entry_ids))
            .values(character_id=rows.character_id)
        )
    db.expunge_all()


def next_character_position(db: Session) -> int:
    highest = db.exec(select(func.max(col(Character.position)))).one()
    return 0 if highest is None else int(highest) + 1


def copy_character(db: Session, source_id: int, name: str) -> int:
    """A new character with the source's values, skills (with specialisations), spells and
    equipment — not its tokens, combats or healing records; return its id."""
    source = take_character(db, source_id)
    values = {key: value for key, value in source.character.items() if key != "id"}
    values.update(name=name, position=next_character_position(db))
    copy = Character(**values)
    db.add(copy)
    db.flush()
    copy_id = int(copy.id or 0)
    for skill_values in source.skills:
        skill = Skill(**{**_without_id(skill_values), "character_id": copy_id})
        db.add(skill)
        db.flush()
        for special in source.specialisations:
            if special["skill_id"] == skill_values["id"]:
                db.add(Specialisation(name=special["name"], skill_id=int(skill.id or 0)))
    for spell in source.spells:
        db.add(Spell(**{**_without_id(spell), "character_id": copy_id}))
    for item in source.equipment:
        db.add(EquipmentItem(**{**_without_id(item), "character_id": copy_id}))
    db.flush()
    return copy_id


def _without_id(row: Row) -> Row:
    return {key: value for key, value in row.items() if key != "id"}
