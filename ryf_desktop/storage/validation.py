"""What a campaign file holds, held to what this program expects before it is loaded.

SQLite's ``integrity_check`` says whether the file's *structure* is sound; it does not say that
the tables are the ones this program made, and on a read-only connection it skips the tables'
CHECK constraints. A file edited by hand (or by a flipped bit in the schema's text) can be
whole for SQLite and still crash the program that loads it. So, on every open and in
``ryf-desktop check`` alike (the same function, the same words):

- **the schema**: every table of :data:`~ryf_desktop.storage.tables.METADATA` is there with
  every column, of the declared type;
- **the values**: each column holds its type's values (``typeof``; a ``NULL`` only where the
  column allows one); the tables' own CHECK constraints, evaluated here from the expected
  schema (so they hold on a read-only connection too, and whatever the file's schema text now
  says); and the limits an import holds a JSON document to where a constraint does not say them
  (the rules profile's choices, numbers within ±10¹², JSON text that parses, map layers and
  features the codecs read, pictures whose headers give their size).

The first problem is returned as one English clause naming the table, the row and the column,
which the caller words as a damaged file.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from types import MappingProxyType

from sqlalchemy import Boolean, CheckConstraint, Column, Float, Integer, LargeBinary, Table
from sqlalchemy.dialects import sqlite as sqlite_dialect

from ryf_desktop.rules.character import Attribute
from ryf_desktop.rules.profile import CriticalDamage, DiagonalRule, PyramidFamily
from ryf_desktop.storage.image_headers import read_picture_header
from ryf_desktop.storage.map_features_codec import MapFeaturesError, unpack_lights, unpack_segments
from ryf_desktop.storage.squares import SquareSetError, unpack_mask
from ryf_desktop.storage.tables import METADATA

#: The largest number a column may hold (as an import allows).
NUMBER_MAX = 10**12
#: How much of a picture is read to find its size in its header.
PICTURE_HEADER_BYTES = 64 * 1024
#: Text columns whose value is one of a few words, and those words.
CHOICES = MappingProxyType({
    ("campaign", "skill_pyramids"): tuple(str(value) for value in PyramidFamily),
    ("campaign", "critical_damage"): tuple(str(value) for value in CriticalDamage),
    ("campaign", "diagonal_rule"): tuple(str(value) for value in DiagonalRule),
    ("skill", "attribute"): tuple(str(value) for value in Attribute),
})
#: Map columns that hold a square set, and those that hold features.
SQUARE_LAYERS = ("walls", "difficult", "fog", "doors", "open_doors")


def file_problem(connection: sqlite3.Connection) -> str | None:
    """The first thing in the file that this program cannot load, or None."""
    return next((problem for problem in _problems(connection) if problem is not None), None)


def _problems(connection: sqlite3.Connection) -> Iterator[str | None]:
    # Lazy: the checks after the first problem found are never run.
    tables = list(METADATA.sorted_tables)
    yield from (_schema_problem(connection, table) for table in tables)
    yield from (_row_problem(connection, table) for table in tables)
    yield from _map_problems(connection)
    yield from _picture_problems(connection)


def _declared(column: Column[object]) -> str:
    return str(column.type.compile(dialect=sqlite_dialect.dialect())).upper()


def _schema_problem(connection: sqlite3.Connection, table: Table) -> str | None:
    found = {
        str(name): str(kind).upper()
        for _cid, name, kind, *_rest in connection.execute(f'PRAGMA table_info("{table.name}")')
    }
    if not found:
        return f"the table {table.name} is missing"
    for column in table.columns:
        kind = found.get(column.name)
        if kind is None:
            return f"the table {table.name} has no column {column.name}"
        if kind != _declared(column):
            return (
                f"the column {table.name}.{column.name} is of type {kind or 'none'}, not "
                f"{_declared(column)}"
            )
    return None


def _type_rule(column: Column[object]) -> str:
    """The SQL condition that ``column`` holds a value of its type (and in range)."""
    name = f'"{column.name}"'
    if isinstance(column.type, Boolean):
        rule = f"{name} IN (0, 1) AND typeof({name}) = 'integer'"
    elif isinstance(column.type, Integer):
        rule = f"typeof({name}) = 'integer' AND abs({name}) <= {NUMBER_MAX}"
    elif isinstance(column.type, Float):
        # x = x is false for NaN; abs() of an infinity is above any finite bound.
        rule = (f"typeof({name}) IN ('integer', 'real') AND {name} = {name} "
                f"AND abs({name}) <= {NUMBER_MAX}")
    elif isinstance(column.type, LargeBinary):
        rule = f"typeof({name}) = 'blob'"
    else:
        rule = f"typeof({name}) = 'text'"
    if column.nullable and not column.primary_key:
        rule = f"{name} IS NULL OR ({rule})"
    return rule


def _rules(table: Table) -> list[tuple[str, str]]:
    """(what it means, SQL condition) for every rule a row of ``table`` must keep."""
    rules: list[tuple[str, str]] = []
    for column in table.columns:
        rules.append((f"{column.name} is not a value of its type", _type_rule(column)))
        choices = CHOICES.get((table.name, column.name))
        if choices is not None:
            words = ", ".join(f"'{choice}'" for choice in choices)
            rules.append((f"{column.name} is not one of {words}", f'"{column.name}" IN ({words})'))
        default = getattr(column.default, "arg", None)
        if default in ("{}", "[]"):
            rules.append((f"{column.name} is not JSON", f'json_valid("{column.name}")'))
    for constraint in table.constraints:
        if isinstance(constraint, CheckConstraint):
            text = str(constraint.sqltext)
            rules.append((f"it breaks the rule “{text}”", text))
    return rules


def _row_problem(connection: sqlite3.Connection, table: Table) -> str | None:
    rules = _rules(table)
    # One pass over the table: each rule a column of the result; a CHECK passes when NULL.
    columns = ", ".join(f"coalesce(({condition}), 1)" for _words, condition in rules)
    failing = " OR ".join(f"NOT coalesce(({condition}), 1)" for _words, condition in rules)
    row = connection.execute(
        f'SELECT rowid, {columns} FROM "{table.name}" WHERE {failing} LIMIT 1'
    ).fetchone()
    if row is None:
        return None
    for (words, _condition), passed in zip(rules, row[1:], strict=True):
        if not passed:
            return f"row {row[0]} of {table.name}: {words}"
    return f"row {row[0]} of {table.name} is not valid"


def _map_problems(connection: sqlite3.Connection) -> Iterator[str]:
    layers = ", ".join(SQUARE_LAYERS)
    for row in connection.execute(
        f"SELECT id, grid_width, grid_height, segments, lights, {layers} FROM map"
    ):
        map_id, width, height, segments, lights, *squares = row
        for layer, text in zip(SQUARE_LAYERS, squares, strict=True):
            try:
                unpack_mask(str(text), int(width), int(height))
            except (SquareSetError, ValueError, OverflowError) as error:
                yield f"row {map_id} of map: {layer} cannot be read ({error})"
                return
        try:
            unpack_segments(str(segments))
            unpack_lights(str(lights))
        except (MapFeaturesError, ValueError, OverflowError) as error:
            yield f"row {map_id} of map: its walls or lights cannot be read ({error})"
            return


def _picture_problems(connection: sqlite3.Connection) -> Iterator[str]:
    for image_id, mime, head in connection.execute(
        f"SELECT id, mime, substr(data, 1, {PICTURE_HEADER_BYTES}) FROM image"
    ):
        header = read_picture_header(bytes(head or b""))
        if header is None or header.mime != mime:
            yield f"row {image_id} of image: the picture is not a {mime} that can be read"
            return

