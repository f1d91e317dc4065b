"""Records to rows and back, for every table.

A record kind maps to its table (:data:`TABLES`); its fields are the table's columns, in the same
order. Loading selects whole tables (an open reads the campaign once); writing a change sends
its deletes (children first), inserts (parents first) and updates, each batch one
``executemany`` per table and set of columns.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, fields
from types import MappingProxyType
from typing import Any

from sqlalchemy import Connection, Table, bindparam, select

from ryf_desktop.storage import records as r
from ryf_desktop.storage import tables as t
from ryf_desktop.storage.change import Change, Edit
from ryf_desktop.storage.records import RECORD_KINDS, Record


def _table(model: Any) -> Table:
    table = model.__table__
    assert isinstance(table, Table)
    return table


#: The table of each kind of record.
TABLES: Mapping[type[Record], Table] = MappingProxyType(
    {
        r.Campaign: _table(t.Campaign),
        r.Image: _table(t.Image),
        r.Character: _table(t.Character),
        r.Skill: _table(t.Skill),
        r.Specialisation: _table(t.Specialisation),
        r.Spell: _table(t.Spell),
        r.EquipmentItem: _table(t.EquipmentItem),
        r.HealingRecord: _table(t.HealingRecord),
        r.CatalogEntry: _table(t.CatalogEntry),
        r.MonsterInstance: _table(t.MonsterInstance),
        r.Map: _table(t.Map),
        r.MapToken: _table(t.MapToken),
        r.Combat: _table(t.Combat),
        r.Combatant: _table(t.Combatant),
        r.LogEntry: _table(t.LogEntry),
        r.Handout: _table(t.Handout),
    }
)
_KIND_OF_TABLE: Mapping[str, type[Record]] = MappingProxyType(
    {table.name: kind for kind, table in TABLES.items()}
)
#: Columns a record in memory does without (an image's bytes are read on demand).
_NOT_LOADED: Mapping[type[Record], frozenset[str]] = MappingProxyType(
    {r.Image: frozenset({"data"})}
)


def field_names(kind: type[Record]) -> tuple[str, ...]:
    return tuple(field.name for field in fields(kind))


@dataclass(frozen=True, slots=True)
class Relation:
    """A foreign key: ``child.field`` names a ``parent``; ``on_delete`` is CASCADE or SET NULL."""

    child: type[Record]
    field: str
    parent: type[Record]
    on_delete: str


def _relations() -> tuple[Relation, ...]:
    found = []
    for kind, table in TABLES.items():
        for key in table.foreign_keys:
            parent = _KIND_OF_TABLE[key.column.table.name]
            found.append(Relation(kind, key.parent.name, parent, (key.ondelete or "").upper()))
    return tuple(found)


#: Every foreign key between the records (the model indexes them; a removal follows them).
RELATIONS: tuple[Relation, ...] = _relations()


def load_kind(connection: Connection, kind: type[Record]) -> dict[int, Record]:
    """Every row of ``kind``'s table as records, by id."""
    table = TABLES[kind]
    names = tuple(n for n in field_names(kind) if n not in _NOT_LOADED.get(kind, ()))
    rows = connection.execute(select(*(table.c[n] for n in names)).order_by(table.c.id))
    return {row[0]: kind(**dict(zip(names, row, strict=True))) for row in rows}


def write_change(connection: Connection, change: Change) -> None:
    """Write every edit of ``change`` (inside the caller's transaction)."""
    rank = {kind: position for position, kind in enumerate(RECORD_KINDS)}
    deletes: dict[type[Record], list[int]] = defaultdict(list)
    inserts: dict[type[Record], list[dict[str, Any]]] = defaultdict(list)
    updates: dict[tuple[type[Record], tuple[str, ...]], list[dict[str, Any]]] = defaultdict(list)
    for edit in change.edits:
        if edit.after is None:
            deletes[edit.kind].append(edit.id)
        elif edit.before is None:
            inserts[edit.kind].append(_values(edit.after))
        else:
            _add_update(updates, edit)
    connection.exec_driver_sql("PRAGMA defer_foreign_keys = ON")
    for kind in sorted(deletes, key=rank.__getitem__, reverse=True):
        table = TABLES[kind]
        connection.execute(
            table.delete().where(table.c.id == bindparam("_id")),
            [{"_id": row_id} for row_id in deletes[kind]],
        )
    for kind in sorted(inserts, key=rank.__getitem__):
        connection.execute(TABLES[kind].insert(), inserts[kind])
    for (kind, columns), rows in updates.items():
        table = TABLES[kind]
        statement = (
            table.update()
            .where(table.c.id == bindparam("_id"))
            .values({name: bindparam(f"v_{name}") for name in columns})
        )
        connection.execute(statement, rows)


def _values(record: Record) -> dict[str, Any]:
    values = {name: getattr(record, name) for name in field_names(type(record))}
    if isinstance(record, r.Image) and record.data is None:
        raise ValueError(f"image {record.id} is inserted without its bytes")
    return values


def _add_update(
    updates: dict[tuple[type[Record], tuple[str, ...]], list[dict[str, Any]]], edit: Edit
) -> None:
    before, after = edit.before, edit.after
    assert before is not None and after is not None
    skipped = _NOT_LOADED.get(edit.kind, frozenset())
    columns = tuple(
        name
        for name in field_names(edit.kind)
        if name not in skipped and getattr(before, name) != getattr(after, name)
    )
    if columns:
        row = {f"v_{name}": getattr(after, name) for name in columns}
        row["_id"] = edit.id
        updates[(edit.kind, columns)].append(row)

