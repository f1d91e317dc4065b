"""Commands on characters: add, delete, duplicate, edit a field, set the wounds.

Adding (or duplicating) and deleting are each other's reverse: the side that removes the
character records every row that belongs to it (:mod:`~ryf_desktop.session.character_rows`) and
the side that brings it back restores those rows with the same ids, so later steps of the
history that name the character, its skills or its tokens still find them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from sqlmodel import Session

from ryf_desktop.session.changes import NOTHING, Changes
from ryf_desktop.session.character_rows import (
    CharacterRows,
    copy_character,
    get_character,
    missing_character,
    next_character_position,
    remove_character,
    restore_character,
)
from ryf_desktop.session.command import CommandError, SessionCommand
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import (
    CHARACTER_FIELDS,
    NAME_MAX,
    field_label,
    validated_field,
    validated_wounds,
)
from ryf_desktop.storage.tables import Character

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: Attributes of a new character unless given: the quick sheet's (Físico 7, Destreza 8,
#: Inteligencia 7, Percepción 8), which spend the 30 points of both presets exactly.
DEFAULT_ATTRIBUTES: dict[str, int] = {
    "fisico": 7, "destreza": 8, "inteligencia": 7, "percepcion": 8,
}


class _CharacterLifeCommand(SessionCommand):
    """Shared by the commands whose redo creates a character and whose undo removes it."""

    def __init__(self, session: CampaignSession, text: str) -> None:
        super().__init__(session, text)
        self.character_id: int | None = None
        self._removed: CharacterRows | None = None

    def create(self, db: Session) -> int:
        raise NotImplementedError

    def apply(self, db: Session) -> Changes:
        if self._removed is None:
            self.character_id = self.create(db)
        else:
            restore_character(db, self._removed)
        return Changes(characters=True)

    def revert(self, db: Session) -> Changes:
        if self.character_id is None:
            return NOTHING
        self._removed = remove_character(db, self.character_id)
        return Changes(characters=True)


class AddCharacter(_CharacterLifeCommand):
    """A new player character or NPC at the end of the list."""

    def __init__(
        self,
        session: CampaignSession,
        name: str,
        kind: str = "pc",
        *,
        player: str = "",
        concept: str = "",
        fisico: int = DEFAULT_ATTRIBUTES["fisico"],
        destreza: int = DEFAULT_ATTRIBUTES["destreza"],
        inteligencia: int = DEFAULT_ATTRIBUTES["inteligencia"],
        percepcion: int = DEFAULT_ATTRIBUTES["percepcion"],
        in_creation: bool = False,
    ) -> None:
        super().__init__(
            session,
            fill(QCoreApplication.translate("SessionCommand", "Add character “%1”"),
                 name.strip()),
        )
        self.values: dict[str, object] = {
            "name": name, "kind": kind, "player": player, "concept": concept,
            "fisico": fisico, "destreza": destreza, "inteligencia": inteligencia,
            "percepcion": percepcion, "in_creation": in_creation,
        }
        self._clean: dict[str, str | int | bool] = {}

    def check(self) -> None:
        self._clean = {key: validated_field(key, value) for key, value in self.values.items()}

    def create(self, db: Session) -> int:
        row = Character.model_validate({**self._clean, "position": next_character_position(db)})
        db.add(row)
        db.flush()
        return int(row.id or 0)


class DuplicateCharacter(_CharacterLifeCommand):
    """A copy of a character ("<name> (copy)") with its skills, spells and equipment."""

    def __init__(self, session: CampaignSession, character_id: int) -> None:
        super().__init__(
            session, QCoreApplication.translate("SessionCommand", "Duplicate character")
        )
        self.source_id = character_id

    def create(self, db: Session) -> int:
        source = get_character(db, self.source_id)
        name = fill(QCoreApplication.translate("SessionCommand", "%1 (copy)"), source.name)
        self.setText(
            fill(QCoreApplication.translate("SessionCommand", "Duplicate character “%1”"),
                 source.name)
        )
        return copy_character(db, self.source_id, name[:NAME_MAX])


class DeleteCharacter(SessionCommand):
    """Delete a character with everything that belongs to it; undo brings all of it back."""

    def __init__(self, session: CampaignSession, character_id: int) -> None:
        super().__init__(
            session, QCoreApplication.translate("SessionCommand", "Delete character")
        )
        self.character_id = character_id
        self._removed: CharacterRows | None = None

    def apply(self, db: Session) -> Changes:
        removed = remove_character(db, self.character_id)
        self._removed = removed
        self.setText(
            fill(QCoreApplication.translate("SessionCommand", "Delete character “%1”"),
                 removed.character["name"])
        )
        return Changes(characters=True)

    def revert(self, db: Session) -> Changes:
        if self._removed is None:
            raise missing_character(self.character_id)
        restore_character(db, self._removed)
        return Changes(characters=True)


class EditCharacterField(SessionCommand):
    """Change one field of a character's sheet (see ``validation.CHARACTER_FIELDS``)."""

    def __init__(
        self, session: CampaignSession, character_id: int, field: str, value: object
    ) -> None:
        if field not in CHARACTER_FIELDS:
            allowed = ", ".join(CHARACTER_FIELDS)
            raise ValueError(f"EditCharacterField cannot change {field!r}; it changes {allowed}")
        super().__init__(
            session,
            fill(QCoreApplication.translate("SessionCommand", "Change %1"), field_label(field)),
        )
        self.character_id = character_id
        self.field = field
        self.value = value
        self._new: str | int | bool | None = None
        self._old: str | int | bool | None = None

    def check(self) -> None:
        self._new = validated_field(self.field, self.value)

    def apply(self, db: Session) -> Changes:
        row = get_character(db, self.character_id)
        old = getattr(row, self.field)
        if old == self._new and type(old) is type(self._new):
            return NOTHING
        self._old = old
        self.setText(
            fill(
                QCoreApplication.translate("SessionCommand", "Change %1 of “%2”"),
                field_label(self.field),
                row.name,
            )
        )
        setattr(row, self.field, self._new)
        db.add(row)
        return Changes(character_ids=frozenset({self.character_id}))

    def revert(self, db: Session) -> Changes:
        if self._old is None:
            return NOTHING
        row = get_character(db, self.character_id)
        setattr(row, self.field, self._old)
        db.add(row)
        return Changes(character_ids=frozenset({self.character_id}))


class SetWounds(SessionCommand):
    """Set a character's wounds (damage taken; RULES.md §3)."""

    def __init__(self, session: CampaignSession, character_id: int, wounds: int) -> None:
        super().__init__(session, QCoreApplication.translate("SessionCommand", "Set wounds"))
        self.character_id = character_id
        self.wounds = wounds
        self._old: int | None = None

    def check(self) -> None:
        validated_wounds(self.wounds)

    def apply(self, db: Session) -> Changes:
        row = get_character(db, self.character_id)
        if row.wounds == self.wounds:
            return NOTHING
        self._old = row.wounds
        self.setText(
            fill(
                QCoreApplication.translate("SessionCommand", "Set wounds of “%1” to %2"),
                row.name,
                self.wounds,
            )
        )
        row.wounds = self.wounds
        db.add(row)
        return Changes(character_ids=frozenset({self.character_id}))

    def revert(self, db: Session) -> Changes:
        if self._old is None:
            raise CommandError(
                QCoreApplication.translate("SessionCommand", "There is nothing to undo.")
            )
        row = get_character(db, self.character_id)
        row.wounds = self._old
        db.add(row)
        return Changes(character_ids=frozenset({self.character_id}))
