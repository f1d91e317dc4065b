"""Commands of the character sheet: skills and specialisations, closing creation, raising a skill
with XP, spells, equipping and grip, and healing (RULES.md §3, §8).

Each is one undoable step. Rows a command deletes are put back with their own ids on undo, so a
later step of the history that names them still finds them. Money, XP and tokens are plain
fields changed with :class:`~ryf_desktop.session.character_commands.EditCharacterField`.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from sqlalchemy import delete, insert
from sqlmodel import Session, col, select

from ryf_desktop.rules.character import (
    CREATION_ATTRIBUTE_PLUS_SKILL_MAX,
    CREATION_SKILL_MAX,
    Attribute,
    normalise_name,
    xp_cost,
)
from ryf_desktop.rules.health import apply_healing, medicine_permission
from ryf_desktop.rules.skills import default_skills
from ryf_desktop.session.changes import NOTHING, Changes
from ryf_desktop.session.character_commands import AddCharacter
from ryf_desktop.session.character_rows import get_character
from ryf_desktop.session.command import CommandError, SessionCommand
from ryf_desktop.session.sheet_queries import healing_log, json_object
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import NAME_MAX, TEXT_MAX, clean_name
from ryf_desktop.storage.tables import (
    LEVEL_MAX,
    Character,
    EquipmentItem,
    HealingRecord,
    Image,
    Skill,
    Specialisation,
    Spell,
)

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

__all__ = [
    "GRIPS",
    "QUANTITY_MAX",
    "AddSpecialisation",
    "CloseCreation",
    "EquipItem",
    "Heal",
    "MedicineAttempt",
    "NewCharacter",
    "RaiseSkill",
    "RemoveItem",
    "RemoveSkill",
    "RemoveSpecialisation",
    "RemoveSpell",
    "SetItemQuantity",
    "SetPortrait",
    "SetSkill",
    "SetSpell",
    "item_details",
    "medicine_refusal",
    "medicine_refusal_now",
]

#: Grips of an equipped weapon: not held, one hand (1M), two hands (2M).
GRIPS: tuple[str, ...] = ("", "one_hand", "two_hands")

Row = dict[str, Any]


def _changed(character_id: int) -> Changes:
    return Changes(character_ids=frozenset({character_id}))


def _level(value: object, label: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= LEVEL_MAX:
        raise CommandError(
            fill(
                QCoreApplication.translate(
                    "SheetCommand", "%1 must be a whole number between 0 and %2, not “%3”."
                ),
                label,
                LEVEL_MAX,
                value,
            )
        )
    return value


def _get_skill(db: Session, skill_id: int) -> Skill:
    row = db.get(Skill, skill_id)
    if row is None:
        raise CommandError(
            fill(
                QCoreApplication.translate(
                    "SheetCommand",
                    "The skill no longer exists (id %1); it may have been removed. Refresh the "
                    "sheet and try again.",
                ),
                skill_id,
            )
        )
    return row


# ------------------------------------------------------------------------- a new character


class NewCharacter(AddCharacter):
    """A character to build on the sheet: in creation, with the default skills of the campaign's
    setting at 0 points (RULES.md §8), all in one step."""

    def __init__(self, session: CampaignSession, name: str, kind: str = "pc") -> None:
        super().__init__(session, name, kind, in_creation=True)

    def create(self, db: Session) -> int:
        character_id = super().create(db)
        for position, skill in enumerate(default_skills(self.session.setting)):
            db.add(
                Skill(
                    character_id=character_id,
                    name=skill.name,
                    attribute=skill.attribute.value,
                    level=0,
                    position=position,
                )
            )
        db.flush()
        return character_id


# --------------------------------------------------------------------------------- skills


class SetSkill(SessionCommand):
    """Add a skill (``skill_id`` None) or change one: its name, attribute and points.

    While the character is in creation the caps apply (skill ≤ 6, attribute + skill ≤ 16); after
    creation the GM may still set points directly (raising with XP is :class:`RaiseSkill`).
    """

    def __init__(
        self,
        session: CampaignSession,
        character_id: int,
        skill_id: int | None,
        name: str,
        attribute: str,
        level: int,
    ) -> None:
        super().__init__(session, translate("SheetCommand", "Set skill"))
        self.character_id = character_id
        self.skill_id = skill_id
        self.name = name
        self.attribute = attribute
        self.level = level
        self._old: Row | None = None
        self._added = False

    def check(self) -> None:
        self.name = clean_name(
            self.name,
            translate("SheetCommand", "A skill needs a name. Type one and try again."),
            fill(
                translate("SheetCommand", "A skill's name has at most %1 characters. Shorten it."),
                NAME_MAX,
            ),
        )
        if self.attribute not in {str(a) for a in Attribute}:
            raise CommandError(
                fill(
                    translate(
                        "SheetCommand",
                        "“%1” is not an attribute; choose Físico, Destreza, Inteligencia or "
                        "Percepción.",
                    ),
                    self.attribute,
                )
            )
        self.level = _level(self.level, self.name)

    def apply(self, db: Session) -> Changes:
        character = get_character(db, self.character_id)
        if character.in_creation:
            self._check_caps(getattr(character, self.attribute))
        others = db.exec(select(Skill).where(col(Skill.character_id) == self.character_id))
        wanted = normalise_name(self.name)
        for other in others:
            if other.id != self.skill_id and normalise_name(other.name) == wanted:
                raise CommandError(
                    fill(
                        translate(
                            "SheetCommand",
                            "%1 already has a skill called “%2”. Choose another name.",
                        ),
                        character.name,
                        other.name,
                    )
                )
        self.setText(
            fill(
                translate("SheetCommand", "Set %1 %2 of “%3”"),
                self.name,
                self.level,
                character.name,
            )
        )
        if self.skill_id is None or self._added:
            row = Skill(
                id=self.skill_id,
                character_id=self.character_id,
                name=self.name,
                attribute=self.attribute,
                level=self.level,
                position=_next_position(db, self),
            )
            db.add(row)
            db.flush()
            self.skill_id = int(row.id or 0)
            self._added = True
            return _changed(self.character_id)
        skill = _get_skill(db, self.skill_id)
        old = skill.model_dump()
        if (skill.name, skill.attribute, skill.level) == (self.name, self.attribute, self.level):
            return NOTHING
        self._old = old
        skill.name, skill.attribute, skill.level = self.name, self.attribute, self.level
        db.add(skill)
        return _changed(self.character_id)

    def _check_caps(self, attribute_value: int) -> None:
        if self.level > CREATION_SKILL_MAX:
            raise CommandError(
                fill(
                    translate(
                        "SheetCommand",
                        "At creation a skill is at most %1; %2 cannot be %3. Lower it, or close "
                        "creation first.",
                    ),
                    CREATION_SKILL_MAX,
                    self.name,
                    self.level,
                )
            )
        total = attribute_value + self.level
        if total > CREATION_ATTRIBUTE_PLUS_SKILL_MAX:
            raise CommandError(
                fill(
                    translate(
                        "SheetCommand",
                        "At creation attribute + skill is at most %1; %2 would be %3. Lower "
                        "the skill by %4.",
                    ),
                    CREATION_ATTRIBUTE_PLUS_SKILL_MAX,
                    self.name,
                    total,
                    total - CREATION_ATTRIBUTE_PLUS_SKILL_MAX,
                )
            )

    def revert(self, db: Session) -> Changes:
        if self.skill_id is None:
            return NOTHING
        if self._added:
            # The command added the skill: remove it again (specialisations cascade).
            db.execute(delete(Skill).where(col(Skill.id) == self.skill_id))
            db.expunge_all()
            return _changed(self.character_id)
        if self._old is None:
            return NOTHING
        skill = _get_skill(db, self.skill_id)
        skill.name = self._old["name"]
        skill.attribute = self._old["attribute"]
        skill.level = self._old["level"]
        db.add(skill)
        return _changed(self.character_id)


def _next_position(db: Session, command: SetSkill) -> int:
    positions = [
        s.position
        for s in db.exec(select(Skill).where(col(Skill.character_id) == command.character_id))
    ]
    return max(positions, default=-1) + 1


class RemoveSkill(SessionCommand):
    """Remove a skill with its specialisations; undo puts both back."""

    def __init__(self, session: CampaignSession, character_id: int, skill_id: int) -> None:
        super().__init__(session, translate("SheetCommand", "Remove skill"))
        self.character_id = character_id
        self.skill_id = skill_id
        self._skill: Row | None = None
        self._specialisations: list[Row] = []

    def apply(self, db: Session) -> Changes:
        skill = _get_skill(db, self.skill_id)
        self._skill = skill.model_dump()
        self._specialisations = [
            s.model_dump()
            for s in db.exec(
                select(Specialisation).where(col(Specialisation.skill_id) == self.skill_id)
            )
        ]
        self.setText(fill(translate("SheetCommand", "Remove skill %1"), skill.name))
        db.execute(delete(Skill).where(col(Skill.id) == self.skill_id))
        db.expunge_all()
        return _changed(self.character_id)

    def revert(self, db: Session) -> Changes:
        if self._skill is None:
            return NOTHING
        db.execute(insert(Skill), [self._skill])
        if self._specialisations:
            db.execute(insert(Specialisation), self._specialisations)
        return _changed(self.character_id)


class AddSpecialisation(SessionCommand):
    """A specialisation of a skill (rolls that use it are at +1 rank)."""

    def __init__(
        self, session: CampaignSession, character_id: int, skill_id: int, name: str
    ) -> None:
        super().__init__(session, translate("SheetCommand", "Add specialisation"))
        self.character_id = character_id
        self.skill_id = skill_id
        self.name = name
        self._id: int | None = None

    def check(self) -> None:
        self.name = clean_name(
            self.name,
            translate("SheetCommand", "A specialisation needs a name. Type one and try again."),
            fill(
                translate(
                    "SheetCommand", "A specialisation's name has at most %1 characters. Shorten it."
                ),
                NAME_MAX,
            ),
        )

    def apply(self, db: Session) -> Changes:
        skill = _get_skill(db, self.skill_id)
        for other in db.exec(
            select(Specialisation).where(col(Specialisation.skill_id) == self.skill_id)
        ):
            if normalise_name(other.name) == normalise_name(self.name):
                raise CommandError(
                    fill(
                        translate("SheetCommand", "%1 already has the specialisation “%2”."),
                        skill.name,
                        other.name,
                    )
                )
        self.setText(
            fill(translate("SheetCommand", "Add specialisation %1 to %2"), self.name, skill.name)
        )
        row = Specialisation(id=self._id, skill_id=self.skill_id, name=self.name)
        db.add(row)
        db.flush()
        self._id = int(row.id or 0)
        return _changed(self.character_id)

    def revert(self, db: Session) -> Changes:
        db.execute(delete(Specialisation).where(col(Specialisation.id) == self._id))
        db.expunge_all()
        return _changed(self.character_id)


class RemoveSpecialisation(SessionCommand):
    def __init__(
        self, session: CampaignSession, character_id: int, skill_id: int, name: str
    ) -> None:
        super().__init__(session, translate("SheetCommand", "Remove specialisation"))
        self.character_id = character_id
        self.skill_id = skill_id
        self.name = name
        self._row: Row | None = None

    def apply(self, db: Session) -> Changes:
        skill = _get_skill(db, self.skill_id)
        for row in db.exec(
            select(Specialisation).where(col(Specialisation.skill_id) == self.skill_id)
        ):
            if normalise_name(row.name) == normalise_name(self.name):
                self._row = row.model_dump()
                db.delete(row)
                self.setText(
                    fill(
                        translate("SheetCommand", "Remove specialisation %1 of %2"),
                        row.name,
                        skill.name,
                    )
                )
                return _changed(self.character_id)
        raise CommandError(
            fill(
                translate("SheetCommand", "%1 has no specialisation “%2”. Refresh the sheet."),
                skill.name,
                self.name,
            )
        )

    def revert(self, db: Session) -> Changes:
        if self._row is None:
            return NOTHING
        db.execute(insert(Specialisation), [self._row])
        return _changed(self.character_id)


# ---------------------------------------------------------------------- creation and XP


class CloseCreation(SessionCommand):
    """The character is made: from now on skills rise with XP (RULES.md §8)."""

    def __init__(self, session: CampaignSession, character_id: int) -> None:
        super().__init__(session, translate("SheetCommand", "Close creation"))
        self.character_id = character_id

    def apply(self, db: Session) -> Changes:
        row = get_character(db, self.character_id)
        if not row.in_creation:
            raise CommandError(
                fill(
                    translate(
                        "SheetCommand",
                        "“%1” is not in creation any more; there is nothing to close.",
                    ),
                    row.name,
                )
            )
        self.setText(fill(translate("SheetCommand", "Close creation of “%1”"), row.name))
        row.in_creation = False
        db.add(row)
        return _changed(self.character_id)

    def revert(self, db: Session) -> Changes:
        row = get_character(db, self.character_id)
        row.in_creation = True
        db.add(row)
        return _changed(self.character_id)


class RaiseSkill(SessionCommand):
    """Spend XP to raise a skill after creation: each new level n costs n XP."""

    def __init__(
        self, session: CampaignSession, character_id: int, skill_id: int, to_level: int
    ) -> None:
        super().__init__(session, translate("SheetCommand", "Raise skill"))
        self.character_id = character_id
        self.skill_id = skill_id
        self.to_level = to_level
        self._from: int | None = None
        self._cost = 0

    def check(self) -> None:
        self.to_level = _level(self.to_level, translate("SheetCommand", "The new level"))

    def apply(self, db: Session) -> Changes:
        character = get_character(db, self.character_id)
        skill = _get_skill(db, self.skill_id)
        if character.in_creation:
            raise CommandError(
                fill(
                    translate(
                        "SheetCommand",
                        "“%1” is still in creation: set the skill's points directly, or close "
                        "creation before spending XP.",
                    ),
                    character.name,
                )
            )
        if self.to_level <= skill.level:
            raise CommandError(
                fill(
                    translate(
                        "SheetCommand",
                        "%1 is already at level %2; XP only raises skills. Choose a level "
                        "above %2.",
                    ),
                    skill.name,
                    skill.level,
                )
            )
        cost = xp_cost(skill.level, self.to_level)
        if cost > character.xp:
            steps = " + ".join(str(n) for n in range(skill.level + 1, self.to_level + 1))
            raise CommandError(
                fill(
                    translate(
                        "SheetCommand",
                        "Raising %1 from %2 to %3 costs %4 XP (%5), but “%6” has only %7 XP. "
                        "Raise it fewer levels or award more XP first.",
                    ),
                    skill.name,
                    skill.level,
                    self.to_level,
                    cost,
                    steps,
                    character.name,
                    character.xp,
                )
            )
        self._from, self._cost = skill.level, cost
        self.setText(
            fill(
                translate("SheetCommand", "Raise %1 to %2 (%3 XP)"), skill.name, self.to_level, cost
            )
        )
        skill.level = self.to_level
        character.xp -= cost
        db.add(skill)
        db.add(character)
        return _changed(self.character_id)

    def revert(self, db: Session) -> Changes:
        if self._from is None:
            return NOTHING
        character = get_character(db, self.character_id)
        skill = _get_skill(db, self.skill_id)
        skill.level = self._from
        character.xp += self._cost
        db.add(skill)
        db.add(character)
        return _changed(self.character_id)


# ----------------------------------------------------------------------------- spells


class SetSpell(SessionCommand):
    """Add a spell (``spell_id`` None) or change one; only when the profile has magic."""

    def __init__(
        self,
        session: CampaignSession,
        character_id: int,
        spell_id: int | None,
        *,
        name: str,
        level: int,
        difficulty: int,
        mana_cost: int,
        notes: str = "",
    ) -> None:
        super().__init__(session, translate("SheetCommand", "Set spell"))
        self.character_id = character_id
        self.spell_id = spell_id
        self.values: Row = {
            "name": name,
            "level": level,
            "difficulty": difficulty,
            "mana_cost": mana_cost,
            "notes": notes,
        }
        self._old: Row | None = None
        self._added = False

    def check(self) -> None:
        if not self.session.profile.magic:
            raise CommandError(
                translate(
                    "SheetCommand",
                    "This campaign's rules profile has no magic. Turn magic on in the campaign "
                    "settings to give characters spells.",
                )
            )
        values = self.values
        values["name"] = clean_name(
            values["name"],
            translate("SheetCommand", "A spell needs a name. Type one and try again."),
            fill(
                translate("SheetCommand", "A spell's name has at most %1 characters. Shorten it."),
                NAME_MAX,
            ),
        )
        values["level"] = _level(values["level"], translate("SheetCommand", "The spell's level"))
        for key, label in (
            ("difficulty", translate("SheetCommand", "The spell's difficulty")),
            ("mana_cost", translate("SheetCommand", "The spell's maná cost")),
        ):
            value = values[key]
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 100:
                raise CommandError(
                    fill(
                        translate(
                            "SheetCommand", "%1 must be a whole number between 0 and 100, not “%2”."
                        ),
                        label,
                        value,
                    )
                )
        if not isinstance(values["notes"], str) or len(values["notes"]) > TEXT_MAX:
            raise CommandError(
                fill(
                    translate(
                        "SheetCommand", "A spell's effect has at most %1 characters. Shorten it."
                    ),
                    TEXT_MAX,
                )
            )

    def apply(self, db: Session) -> Changes:
        character = get_character(db, self.character_id)
        self.setText(
            fill(
                translate("SheetCommand", "Set spell %1 of “%2”"),
                self.values["name"],
                character.name,
            )
        )
        if self.spell_id is None or self._added:
            row = Spell(id=self.spell_id, character_id=self.character_id, **self.values)
            db.add(row)
            db.flush()
            self.spell_id = int(row.id or 0)
            self._added = True
            return _changed(self.character_id)
        spell = self._spell(db)
        self._old = {key: getattr(spell, key) for key in self.values}
        if self._old == self.values:
            return NOTHING
        for key, value in self.values.items():
            setattr(spell, key, value)
        db.add(spell)
        return _changed(self.character_id)

    def _spell(self, db: Session) -> Spell:
        spell = db.get(Spell, self.spell_id) if self.spell_id is not None else None
        if spell is None:
            raise CommandError(
                translate("SheetCommand", "The spell no longer exists. Refresh the sheet.")
            )
        return spell

    def revert(self, db: Session) -> Changes:
        if self._added:
            db.execute(delete(Spell).where(col(Spell.id) == self.spell_id))
            db.expunge_all()
            return _changed(self.character_id)
        if self._old is None:
            return NOTHING
        spell = self._spell(db)
        for key, value in self._old.items():
            setattr(spell, key, value)
        db.add(spell)
        return _changed(self.character_id)


class RemoveSpell(SessionCommand):
    def __init__(self, session: CampaignSession, character_id: int, spell_id: int) -> None:
        super().__init__(session, translate("SheetCommand", "Remove spell"))
        self.character_id = character_id
        self.spell_id = spell_id
        self._row: Row | None = None

    def apply(self, db: Session) -> Changes:
        spell = db.get(Spell, self.spell_id)
        if spell is None:
            raise CommandError(
                translate("SheetCommand", "The spell no longer exists. Refresh the sheet.")
            )
        self._row = spell.model_dump()
        self.setText(fill(translate("SheetCommand", "Remove spell %1"), spell.name))
        db.delete(spell)
        return _changed(self.character_id)

    def revert(self, db: Session) -> Changes:
        if self._row is None:
            return NOTHING
        db.execute(insert(Spell), [self._row])
        return _changed(self.character_id)


# -------------------------------------------------------------------------- equipment


def item_details(item: EquipmentItem) -> Row:
    """The item's own values (damage, absorption, …) as a dict; {} when unreadable."""
    return json_object(item.details)


class EquipItem(SessionCommand):
    """Equip or unequip an item, and for a weapon set how it is held (1M or 2M)."""

    def __init__(
        self,
        session: CampaignSession,
        character_id: int,
        item_id: int,
        *,
        equipped: bool,
        grip: str = "",
    ) -> None:
        super().__init__(
            session,
            translate("SheetCommand", "Equip item")
            if equipped
            else translate("SheetCommand", "Unequip item"),
        )
        self.character_id = character_id
        self.item_id = item_id
        self.equipped = equipped
        self.grip = grip
        self._old: tuple[bool, str] | None = None

    def check(self) -> None:
        if self.grip not in GRIPS:
            raise CommandError(
                fill(
                    translate(
                        "SheetCommand",
                        "“%1” is not a grip; a weapon is held in one hand (1M) or two (2M).",
                    ),
                    self.grip,
                )
            )

    def _item(self, db: Session) -> EquipmentItem:
        item = db.get(EquipmentItem, self.item_id)
        if item is None or item.character_id != self.character_id:
            raise CommandError(
                translate("SheetCommand", "The item is no longer on this sheet. Refresh the sheet.")
            )
        return item

    def apply(self, db: Session) -> Changes:
        item = self._item(db)
        grip = self.grip if self.equipped else ""
        if self.equipped and item.kind == "weapon" and not grip:
            grip = "two_hands" if item_details(item).get("two_handed") else "one_hand"
        if grip and item.kind != "weapon":
            raise CommandError(
                fill(
                    translate(
                        "SheetCommand",
                        "%1 is not a weapon; only weapons are held in one or two hands.",
                    ),
                    item.name,
                )
            )
        if (item.equipped, item.grip) == (self.equipped, grip):
            return NOTHING
        self._old = (item.equipped, item.grip)
        self.setText(
            fill(
                translate("SheetCommand", "Equip %1")
                if self.equipped
                else translate("SheetCommand", "Unequip %1"),
                item.name,
            )
        )
        item.equipped, item.grip = self.equipped, grip
        db.add(item)
        return _changed(self.character_id)

    def revert(self, db: Session) -> Changes:
        if self._old is None:
            return NOTHING
        item = self._item(db)
        item.equipped, item.grip = self._old
        db.add(item)
        return _changed(self.character_id)


#: Most of one item a sheet holds: beyond it a typo (an extra zero or two) is likelier than a hoard.
QUANTITY_MAX = 100_000


class SetItemQuantity(SessionCommand):
    """How many of an item the character carries (at least 1; remove the item to have none)."""

    def __init__(
        self, session: CampaignSession, character_id: int, item_id: int, quantity: int
    ) -> None:
        super().__init__(session, translate("SheetCommand", "Change quantity"))
        self.character_id = character_id
        self.item_id = item_id
        self.quantity = quantity
        self._old: int | None = None

    def check(self) -> None:
        if not 1 <= self.quantity <= QUANTITY_MAX:
            raise CommandError(
                fill(
                    translate(
                        "SheetCommand",
                        "A quantity of %1 is out of range: type a number from 1 to %2, or "
                        "remove the item to carry none.",
                    ),
                    str(self.quantity),
                    str(QUANTITY_MAX),
                )
            )

    def apply(self, db: Session) -> Changes:
        item = _own_item(db, self.character_id, self.item_id)
        if item.quantity == self.quantity:
            return NOTHING
        self._old = item.quantity
        self.setText(
            fill(translate("SheetCommand", "%1: quantity %2"), item.name, str(self.quantity))
        )
        item.quantity = self.quantity
        db.add(item)
        return _changed(self.character_id)

    def revert(self, db: Session) -> Changes:
        if self._old is None:
            return NOTHING
        item = _own_item(db, self.character_id, self.item_id)
        item.quantity = self._old
        db.add(item)
        return _changed(self.character_id)


class RemoveItem(SessionCommand):
    """Take an item off the sheet; undo puts it back with its own id."""

    def __init__(self, session: CampaignSession, character_id: int, item_id: int) -> None:
        super().__init__(session, translate("SheetCommand", "Remove item"))
        self.character_id = character_id
        self.item_id = item_id
        self._row: Row | None = None

    def apply(self, db: Session) -> Changes:
        item = _own_item(db, self.character_id, self.item_id)
        self._row = item.model_dump()
        self.setText(fill(translate("SheetCommand", "Remove %1"), item.name))
        db.delete(item)
        return _changed(self.character_id)

    def revert(self, db: Session) -> Changes:
        if self._row is None:
            return NOTHING
        db.execute(insert(EquipmentItem), [self._row])
        return _changed(self.character_id)


def _own_item(db: Session, character_id: int, item_id: int) -> EquipmentItem:
    item = db.get(EquipmentItem, item_id)
    if item is None or item.character_id != character_id:
        raise CommandError(
            translate("SheetCommand", "The item is no longer on this sheet. Refresh the sheet.")
        )
    return item


# ---------------------------------------------------------------------------- portrait


class SetPortrait(SessionCommand):
    """Give a character a portrait (PNG bytes, already square) or take it away (``None``).

    The picture goes into the image table once per content (shared by SHA-256); undo points the
    character back at its old portrait and drops the picture it added if nothing else uses it.
    """

    def __init__(
        self, session: CampaignSession, character_id: int, png: bytes | None, side: int = 0
    ) -> None:
        super().__init__(
            session,
            translate("SheetCommand", "Change portrait")
            if png is not None
            else translate("SheetCommand", "Remove portrait"),
        )
        self.character_id = character_id
        self.png = png
        self.side = side
        self._old: tuple[int | None, int | None] | None = None  # old portrait, image added

    def check(self) -> None:
        if self.png is not None and (not self.png or self.side <= 0):
            raise CommandError(
                translate("SheetCommand", "The portrait is empty. Import the picture again.")
            )

    def apply(self, db: Session) -> Changes:
        row = get_character(db, self.character_id)
        added: int | None = None
        new_id: int | None = None
        if self.png is not None:
            digest = hashlib.sha256(self.png).hexdigest()
            image = db.exec(select(Image).where(col(Image.sha256) == digest)).first()
            if image is None:
                image = Image(mime="image/png", width=self.side, height=self.side,
                              sha256=digest, data=self.png)
                db.add(image)
                db.flush()
                added = image.id
            new_id = image.id
        if row.portrait_image_id == new_id:
            return NOTHING
        self._old = (row.portrait_image_id, added)
        self.setText(
            fill(
                translate("SheetCommand", "Change portrait of %1")
                if self.png is not None
                else translate("SheetCommand", "Remove portrait of %1"),
                row.name,
            )
        )
        row.portrait_image_id = new_id
        db.add(row)
        return _changed(self.character_id)

    def revert(self, db: Session) -> Changes:
        if self._old is None:
            return NOTHING
        old, added = self._old
        row = get_character(db, self.character_id)
        row.portrait_image_id = old
        db.add(row)
        db.flush()
        if added is not None:
            users = db.exec(
                select(Character.id).where(col(Character.portrait_image_id) == added)
            ).first()
            if users is None:
                db.execute(delete(Image).where(col(Image.id) == added))
        return _changed(self.character_id)


# ---------------------------------------------------------------------------- healing


class Heal(SessionCommand):
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
        self._old: int | None = None

    def check(self) -> None:
        if isinstance(self.amount, bool) or not isinstance(self.amount, int) or self.amount < 0:
            raise CommandError(
                fill(
                    translate(
                        "SheetCommand", "Healing is a whole number of PV, 0 or more, not “%1”."
                    ),
                    self.amount,
                )
            )

    def apply(self, db: Session) -> Changes:
        row = get_character(db, self.character_id)
        wounds = apply_healing(row.wounds, self.amount)
        if wounds == row.wounds:
            return NOTHING
        self._old = row.wounds
        self.setText(
            fill(
                translate("SheetCommand", "%1: “%2” heals %3 PV"),
                self.reason,
                row.name,
                row.wounds - wounds,
            )
        )
        row.wounds = wounds
        db.add(row)
        return _changed(self.character_id)

    def revert(self, db: Session) -> Changes:
        if self._old is None:
            return NOTHING
        row = get_character(db, self.character_id)
        row.wounds = self._old
        db.add(row)
        return _changed(self.character_id)


class MedicineAttempt(SessionCommand):
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
        self._record_id: int | None = None
        self._old_wounds: int | None = None

    def apply(self, db: Session) -> Changes:
        healer = get_character(db, self.healer_id)
        patient = get_character(db, self.patient_id)
        day = self.session.day
        log = healing_log(db, day)
        patient_key, healer_key = str(self.patient_id), str(self.healer_id)
        if not medicine_permission(log, patient_key, healer_key, day):
            healed_today = any(r.patient == patient_key and r.success for r in log.on_day(day))
            raise CommandError(
                medicine_refusal(healer.name, patient.name, day, patient_healed=healed_today)
            )
        record = HealingRecord(
            id=self._record_id,
            healer_id=self.healer_id,
            patient_id=self.patient_id,
            day=day,
            success=self.success,
            critical=self.critical,
            healed=self.healed,
        )
        db.add(record)
        db.flush()
        self._record_id = int(record.id or 0)
        self._old_wounds = patient.wounds
        patient.wounds = apply_healing(patient.wounds, self.healed)
        db.add(patient)
        self.setText(
            fill(translate("SheetCommand", "Medicina by “%1” on “%2”"), healer.name, patient.name)
        )
        return _changed(self.patient_id)

    def revert(self, db: Session) -> Changes:
        db.execute(delete(HealingRecord).where(col(HealingRecord.id) == self._record_id))
        db.expunge_all()
        if self._old_wounds is not None:
            patient = get_character(db, self.patient_id)
            patient.wounds = self._old_wounds
            db.add(patient)
        return _changed(self.patient_id)


def medicine_refusal_now(session: CampaignSession, healer_id: int, patient_id: int) -> str:
    """Why ``healer`` may not roll Medicina on ``patient`` today ("" when they may); asked before
    the roll, since a roll that was not allowed must not be made."""
    with session.file.transaction() as db:
        healer = get_character(db, healer_id)
        patient = get_character(db, patient_id)
        day = session.day
        log = healing_log(db, day)
        patient_key, healer_key = str(patient_id), str(healer_id)
        if medicine_permission(log, patient_key, healer_key, day):
            return ""
        healed_today = any(r.patient == patient_key and r.success for r in log.on_day(day))
        return medicine_refusal(healer.name, patient.name, day, patient_healed=healed_today)


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
