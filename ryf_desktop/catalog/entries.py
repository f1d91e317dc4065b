"""The catalog's entries: creatures, weapons, armour, shields and items, as frozen typed records."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from ryf_desktop.catalog.damage import WeaponDamage
from ryf_desktop.catalog.monster_texts import PvFormula
from ryf_desktop.catalog.requirements import Requirement
from ryf_desktop.rules.attacks import Ranges
from ryf_desktop.rules.money import Price
from ryf_desktop.rules.skills import Setting

#: The setting of a table: the rules' ``Setting`` (the same enum, so an entry's era and a
#: campaign's setting compare directly).
Era = Setting

#: The settings in the order the manual gives its tables; the catalog keeps that order.
ERAS: tuple[Era, ...] = (Era.ACTUAL, Era.FUTURO, Era.MEDIEVAL)


class EntryKind(StrEnum):
    MONSTER = "monster"
    WEAPON = "weapon"
    ARMOR = "armor"
    SHIELD = "shield"
    ITEM = "item"


class ItemCategory(StrEnum):
    """The manual's equipment lists ("Varios precios de:")."""

    WEAPON_EXTRAS = "weapon_extras"  # "Armas"
    CLOTHING = "clothing"  # "Ropa"
    ANIMALS = "animals"  # "Animales"
    MISCELLANY = "miscellany"  # "Miscelánea"
    INSTRUMENTS = "instruments"  # "Instrumentos"
    VEHICLES = "vehicles"  # "Vehículos"


class FootnoteEffect(StrEnum):
    """What a footnote mark after a weapon's name does in play."""

    RELOAD = "reload"  # a major action to reload after each shot
    IGNORES_ARMOUR = "ignores_armour"  # armour absorbs none of its damage
    TWO_HANDED = "two_handed"  # needs both hands


@dataclass(frozen=True, slots=True)
class Footnote:
    marker: str
    effect: FootnoteEffect
    text: str


@dataclass(frozen=True, slots=True)
class Monster:
    """A bestiary creature. ``pv`` is the formula as written; ``pv_formula`` its (flat, dice)."""

    kind: ClassVar[EntryKind] = EntryKind.MONSTER

    name: str
    era: Era
    pv: str
    pv_formula: PvFormula
    initiative: int
    attack: int
    defense: int
    absorption: int
    damage: str
    special: str  # the Esp. column as written: "", "1", "4 y 5"
    special_numbers: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Weapon:
    """A weapon. ``name`` is clean ("Mandoble"); ``written_name`` as written ("Mandoble (2M)").

    ``damage`` is the damage text as written and ``parsed_damage`` what it says; ``ranges`` is None
    for melee weapons ("n/a"). ``notes`` are the footnotes of the manual that apply to this weapon.
    """

    kind: ClassVar[EntryKind] = EntryKind.WEAPON

    name: str
    written_name: str
    era: Era
    damage: str
    parsed_damage: WeaponDamage
    unlabelled: int  # the manual's column with an empty header (0 on every row)
    range_written: str
    ranges: Ranges | None
    price: Price
    two_handed: bool
    reload: bool
    ignores_armour: bool
    requirement: Requirement | None
    notes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Armor:
    """An armour: absorption and encumbrance ("estorbo").

    ``written_name`` keeps the manual's text, "(req. Físico 8)" included.
    """

    kind: ClassVar[EntryKind] = EntryKind.ARMOR

    name: str
    written_name: str
    era: Era
    absorption: int
    encumbrance: int
    requirement: Requirement | None
    price: Price


@dataclass(frozen=True, slots=True)
class Shield:
    """A shield: ``defense`` adds to the bearer's Defensa, ``cover`` to ranged difficulties."""

    kind: ClassVar[EntryKind] = EntryKind.SHIELD

    name: str
    era: Era
    defense: int
    cover: int
    encumbrance: int
    price: Price


@dataclass(frozen=True, slots=True)
class Item:
    """A piece of equipment from the manual's price lists, its name exactly as written."""

    kind: ClassVar[EntryKind] = EntryKind.ITEM

    name: str
    era: Era
    category: ItemCategory
    category_title: str  # the manual's heading: "Ropa", "Miscelánea", ...
    price: Price
    notes: str  # the manual's sentence under the item's list, "" when there is none


CatalogEntry = Monster | Weapon | Armor | Shield | Item
