"""The shipped catalog: every table of the manual.

Bestiary, weapons, armour, shields, equipment and money.

``load_catalog()`` gives the parsed, immutable ``Catalog``; ``search(text)`` finds entries of every
kind by name, ignoring case and accents.
"""

from __future__ import annotations

from ryf_desktop.catalog.damage import BandDamage, DamageForm, Grip, GripDamage, WeaponDamage
from ryf_desktop.catalog.entries import (
    Armor,
    CatalogEntry,
    EntryKind,
    Era,
    Item,
    ItemCategory,
    Monster,
    Shield,
    Weapon,
)
from ryf_desktop.catalog.errors import CatalogError, CatalogTextError
from ryf_desktop.catalog.loader import Catalog, load_catalog, load_catalog_from, search
from ryf_desktop.catalog.money import MoneyRules, SocialClass, StartingMoney
from ryf_desktop.catalog.monster_texts import PvFormula
from ryf_desktop.catalog.prices import Currency, Price
from ryf_desktop.catalog.ranges import Band, Ranges
from ryf_desktop.catalog.requirements import Attribute, Requirement
from ryf_desktop.catalog.schema import SchemaError

__all__ = [
    "Armor",
    "Attribute",
    "Band",
    "BandDamage",
    "Catalog",
    "CatalogEntry",
    "CatalogError",
    "CatalogTextError",
    "Currency",
    "DamageForm",
    "EntryKind",
    "Era",
    "Grip",
    "GripDamage",
    "Item",
    "ItemCategory",
    "MoneyRules",
    "Monster",
    "Price",
    "PvFormula",
    "Ranges",
    "Requirement",
    "SchemaError",
    "Shield",
    "SocialClass",
    "StartingMoney",
    "Weapon",
    "WeaponDamage",
    "load_catalog",
    "load_catalog_from",
    "search",
]
