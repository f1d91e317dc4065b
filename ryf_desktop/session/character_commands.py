"""Commands on characters: add (a new one in creation with the setting's skills), duplicate,
delete, edit a field, set the wounds.

Each works its change out on the draft; undo and redo write the change's inverse and the change
again, so a deleted character comes back with every record that went with it (its skills, spells,
items, tokens, places in combats, healing records — the draft's removal follows the file's
foreign keys) under the same ids.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import KW_ONLY, field, fields
from types import MappingProxyType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.skills import default_skills
from ryf_desktop.session.command import ModelCommand, command, required
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.model import Records
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import (
    ATTRIBUTE_FIELDS,
    CHARACTER_FIELDS,
    NAME_MAX,
    field_label,
    validated_field,
    validated_wounds,
)
from ryf_desktop.storage.records import Character, EquipmentItem, Skill, Specialisation, Spell

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

#: Attributes of a new character unless given: the quick sheet's (Físico 7, Destreza 8,
#: Inteligencia 7, Percepción 8), which spend the 30 points of both presets exactly.
DEFAULT_ATTRIBUTES: Mapping[str, int] = MappingProxyType({
    "fisico": 7, "destreza": 8, "inteligencia": 7, "percepcion": 8,
})


def character_of(records: Records, character_id: int | None) -> Character:
    """The character, or the refusal that says it is gone."""
    return required(records, Character, character_id, translate(
        "SessionCommand",
        "The character no longer exists in this campaign (id %1); it may have been "
        "deleted. Refresh the list and try again.",
    ))


def next_position(records: Records) -> int:
    """The list position after every character's (the end of the list)."""
    return max((row.position for row in records.all(Character)), default=-1) + 1


@command
class AddCharacter(ModelCommand):
    """A new player character or NPC at the end of the list."""

    name: str
    kind: str = "pc"
    _: KW_ONLY
    player: str = ""
    concept: str = ""
    fisico: int = DEFAULT_ATTRIBUTES["fisico"]
    destreza: int = DEFAULT_ATTRIBUTES["destreza"]
    inteligencia: int = DEFAULT_ATTRIBUTES["inteligencia"]
    percepcion: int = DEFAULT_ATTRIBUTES["percepcion"]
    in_creation: bool = False
    character_id: int | None = field(default=None, init=False)
    _clean: dict[str, str | int | bool] = field(default_factory=dict, init=False)

    def initial_text(self) -> str:
        return fill(translate("SessionCommand", "Add character “%1”"), self.name.strip())

    def check(self) -> None:
        given = ("name", "kind", "player", "concept", *ATTRIBUTE_FIELDS, "in_creation")
        self._clean = {key: validated_field(key, getattr(self, key)) for key in given}

    def work_out(self, draft: Draft) -> None:
        row = draft.add(Character, **self._clean, position=next_position(draft))
        self.character_id = row.id


class NewCharacter(AddCharacter):
    """A character to build on the sheet: in creation, with the default skills of the campaign's
    setting at 0 points (RULES.md §8), all in one step."""

    def __init__(self, session: CampaignSession, name: str, kind: str = "pc") -> None:
        super().__init__(session, name, kind, in_creation=True)

    def work_out(self, draft: Draft) -> None:
        super().work_out(draft)
        assert self.character_id is not None
        for position, skill in enumerate(default_skills(draft.model.setting)):
            draft.add(Skill, character_id=self.character_id, name=skill.name,
                      attribute=skill.attribute.value, level=0, position=position)


class DuplicateCharacter(ModelCommand):
    """A copy of a character ("<name> (copy)") with its skills, spells and equipment — not its
    tokens, combats or healing records."""

    def __init__(self, session: CampaignSession, character_id: int) -> None:
        super().__init__(session, translate("SessionCommand", "Duplicate character"))
        self.source_id = character_id
        self.character_id: int | None = None

    def work_out(self, draft: Draft) -> None:
        source = character_of(draft, self.source_id)
        name = fill(translate("SessionCommand", "%1 (copy)"), source.name)
        self.setText(fill(translate("SessionCommand", "Duplicate character “%1”"), source.name))
        values = _copied(source)
        values.update(name=name[:NAME_MAX], position=next_position(draft))
        copy_id = draft.add(Character, **values).id
        self.character_id = copy_id
        for skill in draft.of(Skill, "character_id", source.id):
            skill_id = draft.add(Skill, **_copied(skill, character_id=copy_id)).id
            for special in draft.of(Specialisation, "skill_id", skill.id):
                draft.add(Specialisation, skill_id=skill_id, name=special.name)
        for spell in draft.of(Spell, "character_id", source.id):
            draft.add(Spell, **_copied(spell, character_id=copy_id))
        for item in draft.of(EquipmentItem, "character_id", source.id):
            draft.add(EquipmentItem, **_copied(item, character_id=copy_id))


def _copied(record: Character | Skill | Spell | EquipmentItem, **values: object
            ) -> dict[str, object]:
    """``record``'s values but its id, with ``values`` instead of its own."""
    found = {field.name: getattr(record, field.name) for field in fields(record)
             if field.name != "id"}
    found.update(values)
    return found


class DeleteCharacter(ModelCommand):
    """Delete a character with everything that belongs to it; undo brings all of it back."""

    def __init__(self, session: CampaignSession, character_id: int) -> None:
        super().__init__(session, translate("SessionCommand", "Delete character"))
        self.character_id = character_id

    def work_out(self, draft: Draft) -> None:
        row = character_of(draft, self.character_id)
        self.setText(fill(translate("SessionCommand", "Delete character “%1”"), row.name))
        draft.remove(row)


class EditCharacterField(ModelCommand):
    """Change one field of a character's sheet (see ``validation.CHARACTER_FIELDS``)."""

    def __init__(
        self, session: CampaignSession, character_id: int, field: str, value: object
    ) -> None:
        if field not in CHARACTER_FIELDS:
            allowed = ", ".join(CHARACTER_FIELDS)
            raise ValueError(f"EditCharacterField cannot change {field!r}; it changes {allowed}")
        super().__init__(
            session, fill(translate("SessionCommand", "Change %1"), field_label(field))
        )
        self.character_id = character_id
        self.field = field
        self.value = value
        self._new: str | int | bool | None = None

    def check(self) -> None:
        self._new = validated_field(self.field, self.value)

    def work_out(self, draft: Draft) -> None:
        row = character_of(draft, self.character_id)
        old = getattr(row, self.field)
        if old == self._new and type(old) is type(self._new):
            return
        self.setText(fill(translate("SessionCommand", "Change %1 of “%2”"),
                          field_label(self.field), row.name))
        draft.update(row, **{self.field: self._new})


class SetWounds(ModelCommand):
    """Set a character's wounds (damage taken; RULES.md §3)."""

    def __init__(self, session: CampaignSession, character_id: int, wounds: int) -> None:
        super().__init__(session, translate("SessionCommand", "Set wounds"))
        self.character_id = character_id
        self.wounds = wounds

    def check(self) -> None:
        validated_wounds(self.wounds)

    def work_out(self, draft: Draft) -> None:
        row = character_of(draft, self.character_id)
        if row.wounds == self.wounds:
            return
        self.setText(fill(translate("SessionCommand", "Set wounds of “%1” to %2"), row.name,
                          self.wounds))
        draft.update(row, wounds=self.wounds)
