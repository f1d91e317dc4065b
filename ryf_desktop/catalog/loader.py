"""Loads the shipped catalog (resources/catalog/*.toml) into a typed, immutable ``Catalog``.

Every text is parsed at load time: a line that does not read stops the load with an error naming
the file, the entry and the key, so no field is ever left blank in silence.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from ryf_desktop.catalog.damage import parse_damage
from ryf_desktop.catalog.dice_text import check_dice_expression
from ryf_desktop.catalog.entries import (
    ERAS,
    Armor,
    CatalogEntry,
    Era,
    Footnote,
    FootnoteEffect,
    Item,
    ItemCategory,
    Monster,
    Shield,
    Weapon,
)
from ryf_desktop.catalog.errors import CatalogError
from ryf_desktop.catalog.money import (
    MoneyRules,
    SocialClassRow,
    check_exchange,
    check_roll_bands,
    parse_exchange,
    parse_roll_band,
    parse_starting_money,
)
from ryf_desktop.catalog.monster_texts import parse_pv, parse_special
from ryf_desktop.catalog.names import TWO_HANDED_MARK, parse_written_name
from ryf_desktop.catalog.schema import SCHEMAS, read_catalog_file
from ryf_desktop.catalog.search import SearchIndex
from ryf_desktop.paths import resource_path
from ryf_desktop.rules.attacks import Ranges, parse_ranges
from ryf_desktop.rules.money import parse_price, parse_social_class

T = TypeVar("T")


@dataclass(frozen=True)
class Catalog:
    """Every table of the manual, parsed. Entries keep the manual's order within each table."""

    monsters: tuple[Monster, ...]
    weapons: tuple[Weapon, ...]
    armors: tuple[Armor, ...]
    shields: tuple[Shield, ...]
    items: tuple[Item, ...]
    money: tuple[MoneyRules, ...]
    _index: SearchIndex = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", SearchIndex(self.entries()))

    def entries(self) -> tuple[CatalogEntry, ...]:
        """All entries of every kind: monsters, weapons, armour, shields, items."""
        return (*self.monsters, *self.weapons, *self.armors, *self.shields, *self.items)

    def search(self, text: str) -> tuple[CatalogEntry, ...]:
        """Entries whose name holds every word of ``text``, ignoring case and accents.

        "dragon" finds "Dragón", "pequeno" finds "Pequeño".

        Names that start with the text come first; an empty text gives every entry.
        """
        return self._index.search(text)

    def ranged_weapons(self, era: Era | None) -> tuple[tuple[str, Ranges], ...]:
        """Each weapon with ranges once, as name and ranges: those of ``era`` first, then the
        rest, each by name. A weapon in several tables with the same ranges is listed once."""
        found: dict[tuple[str, str], tuple[bool, str, Ranges]] = {}
        for weapon in self.weapons:
            if weapon.ranges is not None:
                key = (weapon.name, str(weapon.ranges))
                ours = weapon.era == era
                if key not in found or ours:
                    found[key] = (ours, weapon.name, weapon.ranges)
        ordered = sorted(found.values(), key=lambda item: (not item[0], item[1]))
        return tuple((name, ranges) for _, name, ranges in ordered)

@functools.cache
def load_catalog() -> Catalog:
    """The shipped catalog, loaded once per process."""
    return load_catalog_from(resource_path("catalog"))


def search(text: str) -> tuple[CatalogEntry, ...]:
    """Search the shipped catalog's names across every kind (see ``Catalog.search``)."""
    return load_catalog().search(text)


def load_catalog_from(directory: Path) -> Catalog:
    """Load and validate the six catalog files of ``directory`` (uncached; for tests and tools)."""
    documents = {name: read_catalog_file(directory / name) for name in SCHEMAS}
    return Catalog(
        monsters=_monsters(documents["bestiary.toml"]),
        weapons=_weapons(documents["weapons.toml"]),
        armors=_armors(documents["armour.toml"]),
        shields=_shields(documents["shields.toml"]),
        items=_items(documents["equipment.toml"]),
        money=_money(documents["money.toml"]),
    )


class _Reader:
    """Reads one entry's keys; a parser's complaint becomes a CatalogError naming where it is."""

    def __init__(self, file: str, entry: str) -> None:
        self.file = file
        self.entry = entry

    def parse(self, key: str, text: str, parser: Callable[[str], T]) -> T:
        """``parser(text)``; its complaint (a CatalogTextError, or the ValueError with which a
        parser of the rules engine refuses a text) becomes a CatalogError naming the place."""
        try:
            return parser(text)
        except ValueError as error:
            raise self.error(key, f"{error}; correct the text in the file") from error

    def error(self, key: str, message: str) -> CatalogError:
        return CatalogError(message, file=self.file, entry=self.entry, key=key)


def _tables(document: Mapping[str, Any]) -> Iterator[tuple[Era, Any]]:
    """The table of each setting the file has, in the manual's order."""
    return ((era, document[era]) for era in ERAS if document.get(era) is not None)


def _rows(file: str, document: Mapping[str, Any], key: str) -> Iterator[tuple[Era, _Reader, Any]]:
    for era, table in _tables(document):
        for index, row in enumerate(table[key], start=1):
            label = f" {row['name']!r}" if isinstance(row, dict) and "name" in row else ""
            yield era, _Reader(file, f"{era}.{key} row {index}{label}"), row


def _monsters(document: Mapping[str, Any]) -> tuple[Monster, ...]:
    monsters = []
    for era, reader, row in _rows("bestiary.toml", document, "monsters"):
        monsters.append(
            Monster(
                name=row["name"].strip(),
                era=era,
                pv=row["pv"],
                pv_formula=reader.parse("pv", row["pv"], parse_pv),
                initiative=row["initiative"],
                attack=row["attack"],
                defense=row["defense"],
                absorption=row["absorption"],
                damage=reader.parse("damage", row["damage"], check_dice_expression),
                special=row["special"],
                special_numbers=reader.parse("special", row["special"], parse_special),
            )
        )
    return tuple(monsters)


def _footnotes(document: Mapping[str, Any]) -> dict[Era, dict[str, Footnote]]:
    footnotes: dict[Era, dict[str, Footnote]] = {}
    for era, table in _tables(document):
        by_marker: dict[str, Footnote] = {}
        for index, row in enumerate(table["footnotes"], start=1):
            marker = row["marker"].strip()
            if marker in by_marker:
                raise CatalogError(
                    f"the mark {marker!r} is explained twice; keep one footnote per mark",
                    file="weapons.toml",
                    entry=f"{era}.footnotes row {index}",
                    key="marker",
                )
            by_marker[marker] = Footnote(marker, FootnoteEffect(row["effect"]), row["text"])
        footnotes[era] = by_marker
    return footnotes


def _weapons(document: Mapping[str, Any]) -> tuple[Weapon, ...]:
    footnotes = _footnotes(document)
    weapons = []
    for era, reader, row in _rows("weapons.toml", document, "weapons"):
        written = reader.parse("name", row["name"], parse_written_name)
        damage = reader.parse("damage", row["damage"], parse_damage)
        marks = footnotes[era]
        applied: list[Footnote] = []
        if written.mark:
            if written.mark not in marks:
                raise reader.error(
                    "name",
                    f"the mark {written.mark!r} has no footnote in the {era} table; add one to "
                    f"{era}.footnotes or take the mark out of the name",
                )
            applied.append(marks[written.mark])
        if written.two_handed and TWO_HANDED_MARK in marks:
            applied.append(marks[TWO_HANDED_MARK])
        if written.requirement is not None and damage.requirement is not None:
            raise reader.error(
                "name", "the requirement is written both in the name and in the damage"
            )
        effects = {footnote.effect for footnote in applied}
        weapons.append(
            Weapon(
                name=written.name,
                written_name=row["name"],
                era=era,
                damage=row["damage"],
                parsed_damage=damage,
                unlabelled=row["unlabelled"],
                range_written=row["range"],
                ranges=reader.parse("range", row["range"], parse_ranges),
                price=reader.parse("price", row["price"], parse_price),
                # "(2M)" means two hands wherever it is written; the medieval footnote says so.
                two_handed=written.two_handed or FootnoteEffect.TWO_HANDED in effects,
                reload=damage.reload or FootnoteEffect.RELOAD in effects,
                ignores_armour=FootnoteEffect.IGNORES_ARMOUR in effects,
                requirement=written.requirement or damage.requirement,
                notes=tuple(footnote.text for footnote in applied),
            )
        )
    return tuple(weapons)


def _armors(document: Mapping[str, Any]) -> tuple[Armor, ...]:
    armors = []
    for era, reader, row in _rows("armour.toml", document, "armours"):
        written = reader.parse("name", row["name"], parse_written_name)
        if written.mark or written.two_handed:
            raise reader.error("name", "armour names take no '*' or '(2M)' marks")
        armors.append(
            Armor(
                name=written.name,
                written_name=row["name"],
                era=era,
                absorption=row["absorption"],
                encumbrance=row["encumbrance"],
                requirement=written.requirement,
                price=reader.parse("price", row["price"], parse_price),
            )
        )
    return tuple(armors)


def _shields(document: Mapping[str, Any]) -> tuple[Shield, ...]:
    shields = []
    for era, reader, row in _rows("shields.toml", document, "shields"):
        shields.append(
            Shield(
                name=row["name"].strip(),
                era=era,
                defense=row["defense"],
                cover=row["cover"],
                encumbrance=row["encumbrance"],
                price=reader.parse("price", row["price"], parse_price),
            )
        )
    return tuple(shields)


def _items(document: Mapping[str, Any]) -> tuple[Item, ...]:
    items = []
    for era, table in _tables(document):
        for list_index, item_list in enumerate(table["lists"], start=1):
            for index, row in enumerate(item_list["items"], start=1):
                reader = _Reader(
                    "equipment.toml",
                    f"{era}.lists row {list_index}.items row {index} {row['name']!r}",
                )
                items.append(
                    Item(
                        name=row["name"].strip(),
                        era=era,
                        category=ItemCategory(item_list["category"]),
                        category_title=item_list["title"],
                        price=reader.parse("price", row["price"], parse_price),
                        notes=item_list["note"],
                    )
                )
    return tuple(items)


def _money(document: Mapping[str, Any]) -> tuple[MoneyRules, ...]:
    all_rules = []
    for era, table in _tables(document):
        exchange_reader = _Reader("money.toml", f"{era}.exchange")
        exchange = tuple(
            exchange_reader.parse("lines", line, parse_exchange)
            for line in table["exchange"]["lines"]
        )
        try:
            check_exchange(exchange)
        except ValueError as error:
            raise exchange_reader.error("lines", str(error)) from error
        start = table["starting_money"]
        starting_money = _Reader("money.toml", f"{era}.starting_money").parse(
            "rule",
            start["rule"],
            functools.partial(parse_starting_money, rates=exchange, condition=start["condition"]),
        )
        classes_table = table["social_classes"]
        classes_reader = _Reader("money.toml", f"{era}.social_classes")
        classes_reader.parse("die", classes_table["die"], check_dice_expression)
        classes = []
        for index, row in enumerate(classes_table["classes"], start=1):
            reader = _Reader(
                "money.toml", f"{era}.social_classes.classes row {index} {row['name']!r}"
            )
            low, high = reader.parse("roll", row["roll"], parse_roll_band)
            classes.append(
                SocialClassRow(
                    social_class=reader.parse("name", row["name"], parse_social_class),
                    name=row["name"].strip(),
                    roll_written=row["roll"],
                    roll_low=low,
                    roll_high=high,
                    monthly_income=reader.parse(
                        "monthly_income", row["monthly_income"], parse_price
                    ),
                )
            )
        try:
            check_roll_bands(classes_table["die"], tuple(classes))
        except ValueError as error:
            raise classes_reader.error("classes", str(error)) from error
        all_rules.append(
            MoneyRules(
                era=era,
                title=table["title"],
                starting_money=starting_money,
                exchange=exchange,
                class_die=classes_table["die"],
                social_classes=tuple(classes),
            )
        )
    return tuple(all_rules)
