"""The shipped catalog: every table of the manual.

Bestiary, weapons, armour, shields, equipment and money.

``load_catalog()`` gives the parsed, immutable ``Catalog``; ``search(text)`` finds entries of every
kind by name, ignoring case and accents.

Entries hold the rules engine's own types where the rules have one: ``Price`` and ``Currency``
(``rules.money``), ``Ranges``, ``RangeBand`` and ``BandDamage`` (``rules.attacks``),
``Attribute`` (``rules.character``); ``Era`` is the rules' ``Setting``. They are re-exported here.
"""

from __future__ import annotations

from ryf_desktop.catalog.damage import DamageForm, Grip, GripDamage, WeaponDamage
from ryf_desktop.catalog.entries import (
    ERAS,
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
from ryf_desktop.catalog.money import MoneyRules, SocialClassRow, StartingMoneyRule
from ryf_desktop.catalog.monster_texts import PvFormula
from ryf_desktop.catalog.requirements import Requirement
from ryf_desktop.catalog.schema import SchemaError
from ryf_desktop.rules.attacks import BandDamage, RangeBand, Ranges
from ryf_desktop.rules.character import Attribute
from ryf_desktop.rules.money import Currency, Price, SocialClass

__all__ = [
    "ERAS",
    "Armor",
    "Attribute",
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
    "RangeBand",
    "Ranges",
    "Requirement",
    "SchemaError",
    "Shield",
    "SocialClass",
    "SocialClassRow",
    "StartingMoneyRule",
    "Weapon",
    "WeaponDamage",
    "load_catalog",
    "load_catalog_from",
    "search",
]
