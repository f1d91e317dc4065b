"""The shape of each catalog file, and a validator naming the file, the entry and the key at fault.

Each file's schema is a small tree of ``Table``, ``ListOf``, ``Text`` and ``Integer``.
``validate_document`` collects every problem (unknown key, missing key, wrong type, value outside
its choices) before raising one ``SchemaError``, so a GM who edits a file sees all that is wrong.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ryf_desktop.catalog.entries import ERAS, FootnoteEffect, ItemCategory
from ryf_desktop.catalog.errors import CatalogError, format_location


@dataclass(frozen=True)
class Text:
    choices: tuple[str, ...] = ()
    empty_ok: bool = False


@dataclass(frozen=True)
class Integer:
    minimum: int | None = None


@dataclass(frozen=True)
class ListOf:
    item: Spec
    min_items: int = 0


@dataclass(frozen=True)
class Table:
    fields: Mapping[str, Spec]
    optional: frozenset[str] = field(default_factory=frozenset)
    min_keys: int = 0


Spec = Text | Integer | ListOf | Table


@dataclass(frozen=True, slots=True)
class Problem:
    file: str
    entry: str
    key: str
    message: str

    def __str__(self) -> str:
        return format_location(self.file, self.entry, self.key) + self.message


class SchemaError(CatalogError):
    """A catalog file whose shape is wrong; ``problems`` lists every fault found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = tuple(problems)
        first = problems[0]
        message = first.message
        if len(problems) > 1:
            message += f"\n(and {len(problems) - 1} more:)\n" + "\n".join(
                str(p) for p in problems[1:]
            )
        super().__init__(message, file=first.file, entry=first.entry, key=first.key)


_NAME = Text()
_PRICE = Text()
_STAT = Integer(minimum=0)


def _by_era(table: Table) -> Table:
    """A file holds one table per setting; any of the settings may be there, at least one must."""
    return Table(dict.fromkeys(ERAS, table), optional=frozenset(ERAS), min_keys=1)


BESTIARY = _by_era(
    Table(
        {
            "title": Text(),
            "monsters": ListOf(
                Table(
                    {
                        "name": _NAME,
                        "pv": Text(),
                        "initiative": Integer(),
                        "attack": Integer(),
                        "defense": Integer(),
                        "absorption": _STAT,
                        "damage": Text(),
                        "special": Text(empty_ok=True),
                    }
                )
            ),
        }
    )
)

WEAPONS = _by_era(
    Table(
        {
            "title": Text(),
            "footnotes": ListOf(
                Table(
                    {
                        "marker": Text(),
                        "effect": Text(choices=tuple(FootnoteEffect)),
                        "text": Text(),
                    }
                )
            ),
            "weapons": ListOf(
                Table(
                    {
                        "name": _NAME,
                        "damage": Text(),
                        "unlabelled": Integer(),
                        "range": Text(),
                        "price": _PRICE,
                    }
                )
            ),
        }
    )
)

ARMOUR = _by_era(
    Table(
        {
            "title": Text(),
            "armours": ListOf(
                Table(
                    {
                        "name": _NAME,
                        "absorption": _STAT,
                        "encumbrance": _STAT,
                        "price": _PRICE,
                    }
                )
            ),
        }
    )
)

SHIELDS = _by_era(
    Table(
        {
            "title": Text(),
            "shields": ListOf(
                Table(
                    {
                        "name": _NAME,
                        "defense": Integer(),
                        "cover": Integer(),
                        "encumbrance": _STAT,
                        "price": _PRICE,
                    }
                )
            ),
        }
    )
)

EQUIPMENT = _by_era(
    Table(
        {
            "title": Text(),
            "lists": ListOf(
                Table(
                    {
                        "category": Text(choices=tuple(ItemCategory)),
                        "title": Text(),
                        "note": Text(empty_ok=True),
                        "items": ListOf(Table({"name": _NAME, "price": _PRICE})),
                    }
                )
            ),
        }
    )
)

MONEY = _by_era(
    Table(
        {
            "title": Text(),
            "starting_money": Table({"rule": Text(), "condition": Text(empty_ok=True)}),
            "exchange": Table({"lines": ListOf(Text(), min_items=1)}),
            "social_classes": Table(
                {
                    "die": Text(),
                    "classes": ListOf(
                        Table({"name": _NAME, "monthly_income": _PRICE, "roll": Text()}),
                        min_items=1,
                    ),
                }
            ),
        }
    )
)

SCHEMAS: Mapping[str, Table] = MappingProxyType({
    "bestiary.toml": BESTIARY,
    "weapons.toml": WEAPONS,
    "armour.toml": ARMOUR,
    "shields.toml": SHIELDS,
    "equipment.toml": EQUIPMENT,
    "money.toml": MONEY,
})


def read_catalog_file(path: Path) -> dict[str, Any]:
    """Read and validate one catalog file against the schema of its file name."""
    schema = SCHEMAS.get(path.name)
    if schema is None:
        known = ", ".join(SCHEMAS)
        raise CatalogError(f"not a catalog file; the catalog files are {known}", file=path.name)
    try:
        document = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise CatalogError(
            f"not valid TOML: {error}; fix the line it names", file=path.name
        ) from error
    except (OSError, UnicodeDecodeError) as error:
        raise CatalogError(f"cannot be read: {error}", file=path.name) from error
    validate_document(path.name, document, schema)
    return document


def validate_document(file: str, document: Mapping[str, Any], schema: Table | None = None) -> None:
    """Raise SchemaError listing every problem of ``document`` against ``schema``.

    ``schema`` defaults to the one of the file name.
    """
    problems: list[Problem] = []
    _check_table(file, "", document, schema if schema is not None else SCHEMAS[file], problems)
    if problems:
        raise SchemaError(problems)


def _check_table(
    file: str, entry: str, table: Mapping[str, Any], schema: Table, problems: list[Problem]
) -> None:
    where = entry or "top level"
    for key in table:
        if key not in schema.fields:
            allowed = ", ".join(schema.fields)
            problems.append(Problem(file, where, key, f"unknown key; the keys here are {allowed}"))
    for key, spec in schema.fields.items():
        if key not in table:
            if key not in schema.optional:
                problems.append(Problem(file, where, key, f"missing; add {_describe(spec)}"))
            continue
        _check_value(file, where, _join(entry, key), key, table[key], spec, problems)
    if len(table.keys() & schema.fields.keys()) < schema.min_keys:
        problems.append(
            Problem(file, where, "", f"empty; add at least one of {', '.join(schema.fields)}")
        )


def _check_value(
    file: str, entry: str, path: str, key: str, value: Any, spec: Spec, problems: list[Problem]
) -> None:
    if isinstance(spec, Table):
        if not isinstance(value, dict):
            problems.append(
                Problem(file, entry, key, f"must be {_describe(spec)}, found {_found(value)}")
            )
            return
        _check_table(file, path, value, spec, problems)
    elif isinstance(spec, ListOf):
        if not isinstance(value, list):
            problems.append(
                Problem(file, entry, key, f"must be {_describe(spec)}, found {_found(value)}")
            )
            return
        if len(value) < spec.min_items:
            problems.append(Problem(file, entry, key, f"needs at least {spec.min_items} entries"))
        for index, item in enumerate(value, start=1):
            row = f"{path} row {index}"
            if isinstance(item, dict) and isinstance(item.get("name"), str):
                row += f" {item['name']!r}"
            if isinstance(spec.item, Table) and isinstance(item, dict):
                _check_table(file, row, item, spec.item, problems)
            else:
                _check_value(file, row, row, "", item, spec.item, problems)
    elif isinstance(spec, Text):
        if not isinstance(value, str):
            problems.append(
                Problem(file, entry, key, f"must be {_describe(spec)}, found {_found(value)}")
            )
        elif not value.strip() and not spec.empty_ok:
            problems.append(Problem(file, entry, key, "must not be empty"))
        elif spec.choices and value not in spec.choices:
            problems.append(
                Problem(
                    file, entry, key, f"must be one of {', '.join(spec.choices)}; found {value!r}"
                )
            )
    elif not isinstance(value, int) or isinstance(value, bool):
        problems.append(
            Problem(file, entry, key, f"must be {_describe(spec)}, found {_found(value)}")
        )
    elif spec.minimum is not None and value < spec.minimum:
        problems.append(
            Problem(file, entry, key, f"must be at least {spec.minimum}, found {value}")
        )


def _join(entry: str, key: str) -> str:
    return f"{entry}.{key}" if entry else key


def _describe(spec: Spec) -> str:
    if isinstance(spec, Text):
        return "a text in quotes"
    if isinstance(spec, Integer):
        return "a whole number (no quotes)"
    if isinstance(spec, ListOf):
        return "a list [...]"
    return "a table"


def _found(value: Any) -> str:
    if isinstance(value, bool):
        return f"true/false ({str(value).lower()})"
    if isinstance(value, str):
        return f"a text ({value!r})"
    if isinstance(value, int):
        return f"a whole number ({value})"
    if isinstance(value, float):
        return f"a decimal number ({value})"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return f"{type(value).__name__} ({value!r})"
