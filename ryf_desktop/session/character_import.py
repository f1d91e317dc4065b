"""A character from a character JSON file into the open campaign: :class:`ImportCharacter`.

Storage reads and validates the file (:func:`~ryf_desktop.storage.transfer.read_character`);
this command adds its records, reusing a picture the campaign already has, as one undo step.
"""

from __future__ import annotations

from dataclasses import field

from PySide6.QtCore import QCoreApplication

from ryf_desktop.session.command import ModelCommand, command
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import (
    Character,
    EquipmentItem,
    Image,
    Skill,
    Specialisation,
    Spell,
)
from ryf_desktop.storage.transfer import CharacterDocument


@command
class ImportCharacter(ModelCommand):
    """Add the character of a read character file; :attr:`character_id` is its new id."""

    document: CharacterDocument
    character_id: int | None = field(default=None, init=False)

    def initial_text(self) -> str:
        return fill(
            QCoreApplication.translate("SessionCommand", "Import character “%1”"),
            str(self.document.character.row.get("name", "")),
        )

    def work_out(self, draft: Draft) -> None:
        known = {image.sha256: image.id for image in draft.all(Image)}
        image_ids: dict[int, int] = {}
        for image in self.document.images:
            found = known.get(image["sha256"])
            if found is None:
                values = {key: value for key, value in image.items() if key != "id"}
                found = known[image["sha256"]] = draft.add(Image, **values).id
            image_ids[image["id"]] = found
        rows = self.document.character
        values = dict(rows.row)
        portrait = values.get("portrait_image_id")
        values["portrait_image_id"] = None if portrait is None else image_ids[portrait]
        character = draft.add(Character, **values)
        for skill_values, names in rows.skills:
            skill = draft.add(Skill, **skill_values, character_id=character.id)
            for name in names:
                draft.add(Specialisation, skill_id=skill.id, name=name)
        for spell in rows.spells:
            draft.add(Spell, **spell, character_id=character.id)
        for item in rows.equipment:
            draft.add(EquipmentItem, **item, character_id=character.id)
        self.character_id = character.id
