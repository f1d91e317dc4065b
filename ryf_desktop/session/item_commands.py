"""Commands of a sheet's things: spells (add or change, remove), equipment (equip and grip,
quantity, remove) and the portrait."""

from __future__ import annotations

from dataclasses import KW_ONLY
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.session.character_commands import character_of
from ryf_desktop.session.command import CommandError, ModelCommand, command, required
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.skill_commands import level_of
from ryf_desktop.session.stored_values import json_object
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import NAME_MAX, TEXT_MAX, clean_name
from ryf_desktop.storage.records import EquipmentItem, Spell

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

#: Grips of an equipped weapon: not held, one hand (1M), two hands (2M).
GRIPS: tuple[str, ...] = ("", "one_hand", "two_hands")
#: Most of one item a sheet holds: beyond it a typo (an extra zero or two) is likelier than a hoard.
QUANTITY_MAX = 100_000


# ----------------------------------------------------------------------------- spells


def _spell(draft: Draft, spell_id: int) -> Spell:
    return required(draft, Spell, spell_id, translate(
        "SheetCommand", "The spell no longer exists. Refresh the sheet."
    ))


@command
class SetSpell(ModelCommand):
    """Add a spell (``spell_id`` None) or change one; only when the profile has magic."""

    character_id: int
    spell_id: int | None
    _: KW_ONLY
    name: str
    level: int
    difficulty: int
    mana_cost: int
    notes: str = ""

    def initial_text(self) -> str:
        return translate("SheetCommand", "Set spell")

    def check(self) -> None:
        if not self.session.profile.magic:
            raise CommandError(
                translate(
                    "SheetCommand",
                    "This campaign's rules profile has no magic. Turn magic on in the campaign "
                    "settings to give characters spells.",
                )
            )
        self.name = clean_name(
            self.name,
            translate("SheetCommand", "A spell needs a name. Type one and try again."),
            fill(
                translate("SheetCommand", "A spell's name has at most %1 characters. Shorten it."),
                NAME_MAX,
            ),
        )
        self.level = level_of(self.level, translate("SheetCommand", "The spell's level"))
        for value, label in (
            (self.difficulty, translate("SheetCommand", "The spell's difficulty")),
            (self.mana_cost, translate("SheetCommand", "The spell's maná cost")),
        ):
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 100:
                raise CommandError(
                    translate(
                        "SheetCommand", "%1 must be a whole number between 0 and 100, not “%2”."
                    ),
                    label,
                    value,
                )
        if not isinstance(self.notes, str) or len(self.notes) > TEXT_MAX:
            raise CommandError(
                translate(
                    "SheetCommand", "A spell's effect has at most %1 characters. Shorten it."
                ),
                TEXT_MAX,
            )

    def work_out(self, draft: Draft) -> None:
        character = character_of(draft, self.character_id)
        self.setText(fill(translate("SheetCommand", "Set spell %1 of “%2”"), self.name,
                          character.name))
        values = {"name": self.name, "level": self.level, "difficulty": self.difficulty,
                  "mana_cost": self.mana_cost, "notes": self.notes}
        if self.spell_id is None:
            self.spell_id = draft.add(Spell, character_id=self.character_id, **values).id
            return
        draft.update(_spell(draft, self.spell_id), **values)


class RemoveSpell(ModelCommand):
    def __init__(self, session: CampaignSession, character_id: int, spell_id: int) -> None:
        super().__init__(session, translate("SheetCommand", "Remove spell"))
        self.character_id = character_id
        self.spell_id = spell_id

    def work_out(self, draft: Draft) -> None:
        spell = _spell(draft, self.spell_id)
        self.setText(fill(translate("SheetCommand", "Remove spell %1"), spell.name))
        draft.remove(spell)


# -------------------------------------------------------------------------- equipment


def own_item(draft: Draft, character_id: int, item_id: int) -> EquipmentItem:
    """The item, when it is on ``character_id``'s sheet; the refusal otherwise."""
    item = draft.get(EquipmentItem, item_id)
    if item is None or item.character_id != character_id:
        raise CommandError(
            translate("SheetCommand", "The item is no longer on this sheet. Refresh the sheet.")
        )
    return item


@command
class EquipItem(ModelCommand):
    """Equip or unequip an item, and for a weapon set how it is held (1M or 2M)."""

    character_id: int
    item_id: int
    _: KW_ONLY
    equipped: bool
    grip: str = ""

    def initial_text(self) -> str:
        return (
            translate("SheetCommand", "Equip item")
            if self.equipped
            else translate("SheetCommand", "Unequip item")
        )

    def check(self) -> None:
        if self.grip not in GRIPS:
            raise CommandError(
                translate(
                    "SheetCommand",
                    "“%1” is not a grip; a weapon is held in one hand (1M) or two (2M).",
                ),
                self.grip,
            )

    def work_out(self, draft: Draft) -> None:
        item = own_item(draft, self.character_id, self.item_id)
        grip = self.grip if self.equipped else ""
        if self.equipped and item.kind == "weapon" and not grip:
            grip = "two_hands" if json_object(item.details).get("two_handed") else "one_hand"
        if grip and item.kind != "weapon":
            raise CommandError(
                translate(
                    "SheetCommand",
                    "%1 is not a weapon; only weapons are held in one or two hands.",
                ),
                item.name,
            )
        if (item.equipped, item.grip) == (self.equipped, grip):
            return
        self.setText(
            fill(
                translate("SheetCommand", "Equip %1")
                if self.equipped
                else translate("SheetCommand", "Unequip %1"),
                item.name,
            )
        )
        draft.update(item, equipped=self.equipped, grip=grip)


class SetItemQuantity(ModelCommand):
    """How many of an item the character carries (at least 1; remove the item to have none)."""

    def __init__(
        self, session: CampaignSession, character_id: int, item_id: int, quantity: int
    ) -> None:
        super().__init__(session, translate("SheetCommand", "Change quantity"))
        self.character_id = character_id
        self.item_id = item_id
        self.quantity = quantity

    def check(self) -> None:
        if not 1 <= self.quantity <= QUANTITY_MAX:
            raise CommandError(
                translate(
                    "SheetCommand",
                    "A quantity of %1 is out of range: type a number from 1 to %2, or "
                    "remove the item to carry none.",
                ),
                str(self.quantity),
                str(QUANTITY_MAX),
            )

    def work_out(self, draft: Draft) -> None:
        item = own_item(draft, self.character_id, self.item_id)
        if item.quantity == self.quantity:
            return
        self.setText(
            fill(translate("SheetCommand", "%1: quantity %2"), item.name, str(self.quantity))
        )
        draft.update(item, quantity=self.quantity)


class RemoveItem(ModelCommand):
    """Take an item off the sheet; undo puts it back with its own id."""

    def __init__(self, session: CampaignSession, character_id: int, item_id: int) -> None:
        super().__init__(session, translate("SheetCommand", "Remove item"))
        self.character_id = character_id
        self.item_id = item_id

    def work_out(self, draft: Draft) -> None:
        item = own_item(draft, self.character_id, self.item_id)
        self.setText(fill(translate("SheetCommand", "Remove %1"), item.name))
        draft.remove(item)


# ---------------------------------------------------------------------------- portrait


@command
class SetPortrait(ModelCommand):
    """Give a character a portrait (PNG bytes, already square) or take it away (``None``).

    The picture goes into the image table once per content (shared by SHA-256); undo points the
    character back at its old portrait and takes away the picture it added.
    """

    character_id: int
    png: bytes | None
    side: int = 0

    def initial_text(self) -> str:
        return (
            translate("SheetCommand", "Change portrait")
            if self.png is not None
            else translate("SheetCommand", "Remove portrait")
        )

    def check(self) -> None:
        if self.png is not None and (not self.png or self.side <= 0):
            raise CommandError(
                translate("SheetCommand", "The portrait is empty. Import the picture again.")
            )

    def work_out(self, draft: Draft) -> None:
        row = character_of(draft, self.character_id)
        new_id: int | None = None
        if self.png is not None:
            new_id = draft.picture(self.png, "image/png", self.side, self.side).id
        if row.portrait_image_id == new_id:
            return
        self.setText(
            fill(
                translate("SheetCommand", "Change portrait of %1")
                if self.png is not None
                else translate("SheetCommand", "Remove portrait of %1"),
                row.name,
            )
        )
        draft.update(row, portrait_image_id=new_id)
