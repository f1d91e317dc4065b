"""The GM's own catalog entries: the values a form gives, checked by the catalog's own parsers and
built into the same typed entries as the shipped catalog (``ryf_desktop.catalog``).

A GM entry is stored in the campaign's ``catalog_entry`` table as ``kind`` (an
:class:`~ryf_desktop.catalog.EntryKind` value), ``name`` and a JSON object of the kind's fields,
each written the way the manual writes it:

- monster: ``era``, ``pv`` ("10+1d6"), ``ini``, ``ata``, ``def``, ``abs``, ``dano`` ("1d6+2"),
  ``esp`` ("4 y 5") — the keys a monster in play keeps (``monster_instance.fields``);
- weapon: ``era``, ``damage`` ("2d6(1M)/2d6+1(2M)"), ``range`` ("25m/50m/100m" or "n/a"),
  ``price``, ``two_handed``, ``reload``, ``ignores_armour``, ``requirement`` ("req. Físico 9" or
  ""), ``notes``;
- armor: ``era``, ``absorption``, ``encumbrance``, ``requirement``, ``price``;
- shield: ``era``, ``defense``, ``cover``, ``encumbrance``, ``price``;
- item: ``era``, ``category`` (an :class:`~ryf_desktop.catalog.ItemCategory` value), ``price``,
  ``notes``.

:func:`build_gm_entry` refuses what the shipped catalog would refuse, with the parser's reason
(:class:`GmEntryError` names the field, so a form can point at it); :func:`entry_fields` gives the
fields of any entry, so a shipped one can be duplicated into a GM entry.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TypeVar

from PySide6.QtCore import QCoreApplication

from ryf_desktop.catalog import (
    Armor,
    CatalogEntry,
    CatalogTextError,
    EntryKind,
    Era,
    Item,
    ItemCategory,
    Monster,
    Shield,
    Weapon,
    load_catalog,
)
from ryf_desktop.catalog.damage import DamageForm, parse_damage
from ryf_desktop.catalog.dice_text import check_dice_expression
from ryf_desktop.catalog.monster_texts import parse_pv, parse_special
from ryf_desktop.catalog.requirements import Requirement, parse_requirement
from ryf_desktop.rules.attacks import MELEE_ONLY, parse_ranges
from ryf_desktop.rules.money import Currency, Price, parse_price
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import NAME_MAX, TEXT_MAX

T = TypeVar("T")
Fields = dict[str, object]

# The fields of each kind with the value a new entry starts from.
DEFAULT_FIELDS: Mapping[EntryKind, Mapping[str, object]] = MappingProxyType({
    EntryKind.MONSTER: MappingProxyType({
        "era": "medieval", "pv": "10+1d6", "ini": 12, "ata": 12, "def": 15, "abs": 0,
        "dano": "1d6+2", "esp": "",
    }),
    EntryKind.WEAPON: MappingProxyType({
        "era": "medieval", "damage": "1d6+2", "range": MELEE_ONLY, "price": "1 mo",
        "two_handed": False, "reload": False, "ignores_armour": False, "requirement": "",
        "notes": "",
    }),
    EntryKind.ARMOR: MappingProxyType({
        "era": "medieval", "absorption": 2, "encumbrance": 1, "requirement": "", "price": "7 mo",
    }),
    EntryKind.SHIELD: MappingProxyType({
        "era": "medieval", "defense": 1, "cover": 2, "encumbrance": 0, "price": "2 mo",
    }),
    EntryKind.ITEM: MappingProxyType({
        "era": "medieval", "category": ItemCategory.MISCELLANY.value, "price": "1 mp", "notes": "",
    }),
})

# The whole numbers of each kind and the range a GM may give them (wider than the manual's
# tables, narrow enough to catch a slip of the finger).
NUMBER_RANGES: Mapping[str, tuple[int, int]] = MappingProxyType({
    "ini": (0, 50),
    "ata": (0, 50),
    "def": (0, 50),
    "abs": (0, 20),
    "absorption": (0, 20),
    "encumbrance": (0, 10),
    "defense": (0, 10),
    "cover": (0, 20),
})

# The currencies a price of each setting is written in.
ERA_CURRENCIES: Mapping[Era, tuple[Currency, ...]] = MappingProxyType({
    Era.MEDIEVAL: (Currency.MO, Currency.MP, Currency.MC),
    Era.ACTUAL: (Currency.DOLLAR,),
    Era.FUTURO: (Currency.CREDIT,),
})


class GmEntryError(CommandError):
    """A GM entry refused; ``field`` names the field at fault ("" for the entry as a whole)."""

    def __init__(self, message: str, *values: object, field: str = "") -> None:
        super().__init__(message, *values)
        self.field = field


def field_label(field: str) -> str:
    """The field's name as the form shows it."""
    labels = {
        "name": QCoreApplication.translate("GmEntries", "Name"),
        "era": QCoreApplication.translate("GmEntries", "Setting"),
        "pv": QCoreApplication.translate("GmEntries", "PV"),
        "ini": QCoreApplication.translate("GmEntries", "Ini."),
        "ata": QCoreApplication.translate("GmEntries", "Ata."),
        "def": QCoreApplication.translate("GmEntries", "Def."),
        "abs": QCoreApplication.translate("GmEntries", "Abs."),
        "dano": QCoreApplication.translate("GmEntries", "Damage"),
        "esp": QCoreApplication.translate("GmEntries", "Esp."),
        "damage": QCoreApplication.translate("GmEntries", "Damage"),
        "range": QCoreApplication.translate("GmEntries", "Range"),
        "price": QCoreApplication.translate("GmEntries", "Price"),
        "two_handed": QCoreApplication.translate("GmEntries", "Two hands"),
        "reload": QCoreApplication.translate("GmEntries", "Reload"),
        "ignores_armour": QCoreApplication.translate("GmEntries", "Ignores armour"),
        "requirement": QCoreApplication.translate("GmEntries", "Requirement"),
        "notes": QCoreApplication.translate("GmEntries", "Notes"),
        "absorption": QCoreApplication.translate("GmEntries", "Absorption"),
        "encumbrance": QCoreApplication.translate("GmEntries", "Encumbrance"),
        "defense": QCoreApplication.translate("GmEntries", "Defence bonus"),
        "cover": QCoreApplication.translate("GmEntries", "Cover"),
        "category": QCoreApplication.translate("GmEntries", "Category"),
    }
    return labels.get(field, field)


def era_label(era: Era | str) -> str:
    """A setting named for a message."""
    labels = {
        Era.MEDIEVAL: QCoreApplication.translate("GmEntries", "medieval"),
        Era.ACTUAL: QCoreApplication.translate("GmEntries", "present-day"),
        Era.FUTURO: QCoreApplication.translate("GmEntries", "future"),
    }
    return labels.get(Era(era), str(era))


def currencies_text(era: Era) -> str:
    return ", ".join(currency.value for currency in ERA_CURRENCIES[era])


# --------------------------------------------------------------------------- building


def build_gm_entry(
    kind: EntryKind | str, name: object, fields: Mapping[str, object]
) -> CatalogEntry:
    """The typed entry the form's values describe; :class:`GmEntryError` saying what to fix."""
    try:
        entry_kind = EntryKind(kind)
    except ValueError:
        raise GmEntryError(
            QCoreApplication.translate("GmEntries", "“%1” is not a kind of catalog entry."),
            kind,
        ) from None
    reader = _Fields(entry_kind, fields)
    clean_name = reader.name(name)
    builders: dict[EntryKind, Callable[[_Fields, str], CatalogEntry]] = {
        EntryKind.MONSTER: _monster,
        EntryKind.WEAPON: _weapon,
        EntryKind.ARMOR: _armor,
        EntryKind.SHIELD: _shield,
        EntryKind.ITEM: _item,
    }
    return builders[entry_kind](reader, clean_name)


def stored_fields(kind: EntryKind | str, fields: Mapping[str, object]) -> Fields:
    """The fields as they are stored: the kind's keys only, missing ones at their default."""
    defaults = DEFAULT_FIELDS[EntryKind(kind)]
    return {key: fields.get(key, default) for key, default in defaults.items()}


class _Fields:
    """Reads a form's values for one kind, refusing each with its field's name and the reason."""

    def __init__(self, kind: EntryKind, fields: Mapping[str, object]) -> None:
        self.kind = kind
        self.fields = stored_fields(kind, fields)

    def name(self, value: object) -> str:
        if not isinstance(value, str) or not value.strip():
            raise GmEntryError(
                QCoreApplication.translate(
                    "GmEntries", "The entry needs a name. Type one and save again."
                ),
                field="name",
            )
        name = " ".join(value.split())
        if len(name) > NAME_MAX:
            raise GmEntryError(
                QCoreApplication.translate(
                    "GmEntries",
                    "A name has at most %1 characters. Shorten it and save again.",
                ),
                NAME_MAX,
                field="name",
            )
        return name

    def era(self) -> Era:
        value = self.fields["era"]
        try:
            return Era(str(value))
        except ValueError:
            raise GmEntryError(
                QCoreApplication.translate(
                    "GmEntries",
                    "The setting must be medieval, actual or futuro, not “%1”.",
                ),
                value,
                field="era",
            ) from None

    def text(self, key: str, *, required: bool = False, limit: int = NAME_MAX) -> str:
        value = self.fields[key]
        if not isinstance(value, str):
            raise GmEntryError(
                fill(QCoreApplication.translate("GmEntries", "%1 must be text."), field_label(key)),
                field=key,
            )
        value = value.strip()
        if required and not value:
            raise GmEntryError(
                QCoreApplication.translate(
                    "GmEntries", "%1 is required. Fill it in and save again."
                ),
                field_label(key),
                field=key,
            )
        if len(value) > limit:
            raise GmEntryError(
                QCoreApplication.translate(
                    "GmEntries", "%1 has at most %2 characters. Shorten it and save again."
                ),
                field_label(key),
                limit,
                field=key,
            )
        return value

    def number(self, key: str) -> int:
        value = self.fields[key]
        low, high = NUMBER_RANGES[key]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise GmEntryError(
                QCoreApplication.translate(
                    "GmEntries",
                    "%1 must be a whole number from %2 to %3, not “%4”. Type a value in "
                    "that range.",
                ),
                field_label(key),
                low,
                high,
                value,
                field=key,
            )
        return value

    def flag(self, key: str) -> bool:
        value = self.fields[key]
        if not isinstance(value, bool):
            raise GmEntryError(
                QCoreApplication.translate("GmEntries", "%1 is either on or off."),
                field_label(key),
                field=key,
            )
        return value

    def parsed(self, key: str, text: str, parser: Callable[[str], T]) -> T:
        """``parser(text)``; the catalog's or the rules' complaint becomes the GM's message."""
        try:
            return parser(text)
        except CatalogTextError as error:
            reason = error.reason
        except ValueError as error:
            reason = str(error)
        raise GmEntryError(
            QCoreApplication.translate(
                "GmEntries", "%1 “%2” cannot be used: %3. Correct it and save again."
            ),
            field_label(key),
            text,
            reason,
            field=key,
        )

    def price(self, era: Era) -> Price:
        text = self.text("price", required=True)
        price = self.parsed("price", text, parse_price)
        if price.currency not in ERA_CURRENCIES[era]:
            raise GmEntryError(
                QCoreApplication.translate(
                    "GmEntries",
                    "A %1 price is written in %2, such as “%3”; “%4” is in %5. Change the "
                    "price or the setting.",
                ),
                era_label(era),
                currencies_text(era),
                f"10 {ERA_CURRENCIES[era][0].value}",
                text,
                price.currency.value,
                field="price",
            )
        return price

    def requirement(self) -> Requirement | None:
        text = self.text("requirement")
        return self.parsed("requirement", text, parse_requirement) if text else None


def _monster(reader: _Fields, name: str) -> Monster:
    era = reader.era()
    pv = reader.text("pv", required=True)
    damage = reader.text("dano", required=True)
    special = reader.text("esp")
    return Monster(
        name=name,
        era=era,
        pv=pv,
        pv_formula=reader.parsed("pv", pv, parse_pv),
        initiative=reader.number("ini"),
        attack=reader.number("ata"),
        defense=reader.number("def"),
        absorption=reader.number("abs"),
        damage=reader.parsed("dano", damage, functools.partial(
            check_dice_expression, what="the damage"
        )),
        special=special,
        special_numbers=reader.parsed("esp", special, parse_special),
    )


def _weapon(reader: _Fields, name: str) -> Weapon:
    era = reader.era()
    damage_text = reader.text("damage", required=True)
    damage = reader.parsed("damage", damage_text, parse_damage)
    range_text = reader.text("range") or MELEE_ONLY
    ranges = reader.parsed("range", range_text, parse_ranges)
    if damage.form is DamageForm.BY_BAND and ranges is None:
        raise GmEntryError(
            QCoreApplication.translate(
                "GmEntries",
                "Damage by range band (short/medium/long) needs the weapon's ranges, such as "
                "“10m/25m/50m”. Give the ranges, or a single damage for a melee weapon.",
            ),
            field="range",
        )
    requirement = reader.requirement()
    if (
        requirement is not None
        and damage.requirement is not None
        and (requirement.attribute, requirement.value)
        != (damage.requirement.attribute, damage.requirement.value)
    ):
        raise GmEntryError(
            QCoreApplication.translate(
                "GmEntries",
                "The damage and the requirement name different requirements. Keep one of them.",
            ),
            field="requirement",
        )
    notes = reader.text("notes", limit=TEXT_MAX)
    return Weapon(
        name=name,
        written_name=name,
        era=era,
        damage=damage_text,
        parsed_damage=damage,
        unlabelled=0,
        range_written=range_text,
        ranges=ranges,
        price=reader.price(era),
        two_handed=reader.flag("two_handed"),
        reload=damage.reload or reader.flag("reload"),
        ignores_armour=reader.flag("ignores_armour"),
        requirement=damage.requirement or requirement,
        notes=(notes,) if notes else (),
    )


def _armor(reader: _Fields, name: str) -> Armor:
    era = reader.era()
    return Armor(
        name=name,
        written_name=name,
        era=era,
        absorption=reader.number("absorption"),
        encumbrance=reader.number("encumbrance"),
        requirement=reader.requirement(),
        price=reader.price(era),
    )


def _shield(reader: _Fields, name: str) -> Shield:
    era = reader.era()
    return Shield(
        name=name,
        era=era,
        defense=reader.number("defense"),
        cover=reader.number("cover"),
        encumbrance=reader.number("encumbrance"),
        price=reader.price(era),
    )


def _item(reader: _Fields, name: str) -> Item:
    era = reader.era()
    value = reader.fields["category"]
    try:
        category = ItemCategory(str(value))
    except ValueError:
        known = ", ".join(category.value for category in ItemCategory)
        raise GmEntryError(
            QCoreApplication.translate(
                "GmEntries", "“%1” is not an equipment list; the lists are %2."
            ),
            value,
            known,
            field="category",
        ) from None
    return Item(
        name=name,
        era=era,
        category=category,
        category_title=category_title(category),
        price=reader.price(era),
        notes=reader.text("notes", limit=TEXT_MAX),
    )


def category_title(category: ItemCategory) -> str:
    """The manual's heading of an equipment list ("Miscelánea"), the heading a GM item shares."""
    return next(
        (item.category_title for item in load_catalog().items if item.category == category),
        category.value,
    )


# --------------------------------------------------------------------------- from an entry


def entry_fields(entry: CatalogEntry) -> Fields:
    """The form's values for ``entry`` (a shipped one to duplicate, or a GM one to edit)."""
    era = str(entry.era)
    if isinstance(entry, Monster):
        return {
            "era": era, "pv": entry.pv, "ini": entry.initiative, "ata": entry.attack,
            "def": entry.defense, "abs": entry.absorption, "dano": entry.damage,
            "esp": entry.special,
        }
    if isinstance(entry, Weapon):
        # A requirement written inside the damage text ("2d6+2 (req. Físico 9)") stays there.
        in_damage = entry.parsed_damage.requirement is not None
        return {
            "era": era, "damage": entry.damage, "range": entry.range_written,
            "price": entry.price.written, "two_handed": entry.two_handed,
            "reload": entry.reload and not entry.parsed_damage.reload,
            "ignores_armour": entry.ignores_armour,
            "requirement": "" if in_damage or entry.requirement is None
            else entry.requirement.written,
            "notes": "",
        }
    if isinstance(entry, Armor):
        return {
            "era": era, "absorption": entry.absorption, "encumbrance": entry.encumbrance,
            "requirement": "" if entry.requirement is None else entry.requirement.written,
            "price": entry.price.written,
        }
    if isinstance(entry, Shield):
        return {
            "era": era, "defense": entry.defense, "cover": entry.cover,
            "encumbrance": entry.encumbrance, "price": entry.price.written,
        }
    return {
        "era": era, "category": entry.category.value, "price": entry.price.written,
        "notes": entry.notes,
    }
