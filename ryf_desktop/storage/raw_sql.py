"""Statements run on the SQLite connection of a unit of work, past SQLAlchemy's per-call work.

SQLAlchemy spends 60–250 µs of Python on every execution (cache key, result processing, the
ORM's identity map) where SQLite answers a primary-key look-up in about 6 µs. The steps a GM
repeats all evening — Next turn, an attack, a move — run a dozen statements each, and each must
show within a frame, so their undo photographs and their hot reads go through here: on the very
connection and transaction of the :class:`~sqlmodel.Session` (callers flush the ORM first).

:class:`FastSelect` compiles a prebuilt ``select()`` once to SQLite's SQL and applies
SQLAlchemy's own result processors (booleans come back as ``bool``), so its rows equal what
``db.execute(statement)`` returns. :func:`where_sql` turns the simple WHERE clauses of an undo
scope (``column == value``, ``column IN (...)``, ``column > value``, ``false()``, or a plain
:class:`Rows`) into SQL without compiling anything. The row writers (:func:`insert_rows` fills in
the columns' defaults as ``insert()`` would) and :func:`fast_get` (a row read here and handed to
the unit of work as if the ORM had loaded it) serve the same steps.
"""

from __future__ import annotations

import functools
import operator
import re
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple, TypeVar

from sqlalchemy import Column, ColumnElement, Select, Table, bindparam, select
from sqlalchemy.dialects import sqlite
from sqlalchemy.orm import make_transient_to_detached
from sqlalchemy.orm.util import identity_key
from sqlalchemy.sql import operators
from sqlalchemy.sql.elements import (
    BinaryExpression,
    BindParameter,
    False_,
)
from sqlmodel import Session, SQLModel

_DIALECT = sqlite.dialect()
_POSTCOMPILE = re.compile(r"__\[POSTCOMPILE_(\w+)\]")
_OPERATORS: dict[object, str] = {
    operator.eq: "=",
    operator.gt: ">",
    operator.ge: ">=",
    operator.lt: "<",
    operator.le: "<=",
}

Row = tuple[Any, ...]
_Model = TypeVar("_Model", bound=SQLModel)
_CONNECTION_KEY = "ryf_dbapi_connection"
_Processor = Callable[[Any], Any] | None
_Compiled = tuple[str, tuple[str, ...], dict[str, Any], frozenset[str], list[_Processor]]


def dbapi(db: Session) -> sqlite3.Connection:
    """The SQLite connection under ``db``'s transaction (it begins the transaction if need be)."""
    # ``Session.connection()`` alone costs more than a primary-key look-up: keep the answer
    # for as long as the same transaction runs.
    transaction = db.get_transaction()
    cached = db.info.get(_CONNECTION_KEY)
    if transaction is not None and cached is not None and cached[0] is transaction:
        connection: object = cached[1]
    else:
        connection = db.connection().connection.driver_connection
        db.info[_CONNECTION_KEY] = (db.get_transaction(), connection)
    assert isinstance(connection, sqlite3.Connection)
    return connection


def table_of(model: Any) -> Table:
    """The table of a SQLModel class."""
    table = model.__table__
    assert isinstance(table, Table)
    return table


def quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


@functools.cache
def column_names(table: Table) -> tuple[str, ...]:
    return tuple(column.name for column in table.columns)


@functools.cache
def select_sql(table: Table) -> str:
    """``SELECT every column FROM table`` in the table's column order, without a WHERE."""
    return (
        "SELECT " + ", ".join(quoted(name) for name in column_names(table))
        + " FROM " + quoted(table.name)
    )


class Rows(NamedTuple):
    """Rows of a table whose ``column`` is one of ``values`` (or, with ``above``, greater than
    ``values[0]``): a WHERE clause for the steps of a fight, which build one or two per step
    and would spend more on SQLAlchemy's expressions than on reading the rows."""

    column: str
    values: tuple[Any, ...]
    above: bool = False


def where_sql(table: Table, where: ColumnElement[bool] | Rows) -> tuple[str, list[Any]]:
    """SQL and parameters of a WHERE clause on ``table``'s own columns.

    The shapes undo scopes use are written directly; anything else is compiled by SQLAlchemy
    with its values inlined (slower, but exact).
    """
    if isinstance(where, Rows):
        if where.column not in table.c:
            raise ValueError(f"{table.name} has no column {where.column!r}")
        name = quoted(where.column)
        if where.above:
            return f"{name} > ?", [where.values[0]]
        if not where.values:
            return "0", []
        return f"{name} IN ({', '.join('?' * len(where.values))})", list(where.values)
    if isinstance(where, False_):
        return "0", []
    if isinstance(where, BinaryExpression):
        left, right = where.left, where.right
        if (
            isinstance(left, Column)
            and left.table is table
            and isinstance(right, BindParameter)
        ):
            name = quoted(left.name)
            value = right.effective_value
            if where.operator is operators.in_op and right.expanding:
                values = list(value or ())
                if not values:
                    return "0", []
                return f"{name} IN ({', '.join('?' * len(values))})", values
            symbol = _OPERATORS.get(where.operator)
            if symbol is not None and not right.expanding:
                return f"{name} {symbol} ?", [value]
    compiled = where.compile(dialect=_DIALECT, compile_kwargs={"literal_binds": True})
    return str(compiled), []


def select_rows(
    db: Session, table: Table, where: ColumnElement[bool] | Rows
) -> list[dict[str, Any]]:
    """Every column of the rows of ``table`` that ``where`` selects, as stored (raw values)."""
    clause, params = where_sql(table, where)
    names = column_names(table)
    cursor = dbapi(db).execute(f"{select_sql(table)} WHERE {clause}", params)
    return [dict(zip(names, row, strict=True)) for row in cursor]


def with_defaults(table: Table, row: Mapping[str, Any]) -> dict[str, Any]:
    """``row`` with the table's column defaults filled in where it has no value, as
    SQLAlchemy's ``insert()`` would (a default worked out by a function is called)."""
    filled = dict(row)
    for column in table.columns:
        default = column.default
        if column.name in filled or default is None:
            continue
        arg = getattr(default, "arg", None)
        if getattr(default, "is_scalar", False):
            filled[column.name] = arg
        elif callable(arg):
            filled[column.name] = arg(None)
    return filled


def insert_rows(db: Session, table: Table, rows: Sequence[Mapping[str, Any]]) -> list[int]:
    """Insert ``rows`` (with the column defaults filled in); their new ids in order."""
    connection = dbapi(db)
    ids: list[int] = []
    sql_by_names: dict[tuple[str, ...], str] = {}
    for row in rows:
        filled = with_defaults(table, row)
        names = tuple(filled)
        sql = sql_by_names.get(names)
        if sql is None:
            sql = (
                f"INSERT INTO {quoted(table.name)} ({', '.join(quoted(n) for n in names)}) "
                f"VALUES ({', '.join('?' * len(names))})"
            )
            sql_by_names[names] = sql
        cursor = connection.execute(sql, [filled[name] for name in names])
        ids.append(int(cursor.lastrowid or 0))
    return ids


def insert_row(db: Session, table: Table, row: Mapping[str, Any]) -> int:
    """Insert ``row`` (raw values, as :func:`select_rows` returns them); returns its id."""
    names = list(row)
    cursor = dbapi(db).execute(
        f"INSERT INTO {quoted(table.name)} ({', '.join(quoted(n) for n in names)}) "
        f"VALUES ({', '.join('?' * len(names))})",
        [row[name] for name in names],
    )
    return int(cursor.lastrowid or 0)


def update_row(db: Session, table: Table, row_id: int, row: Mapping[str, Any]) -> None:
    names = [name for name in row if name != "id"]
    if not names:
        return
    dbapi(db).execute(
        f"UPDATE {quoted(table.name)} SET {', '.join(quoted(n) + ' = ?' for n in names)} "
        "WHERE id = ?",
        [*(row[name] for name in names), row_id],
    )


def delete_row(db: Session, table: Table, row_id: int) -> None:
    dbapi(db).execute(f"DELETE FROM {quoted(table.name)} WHERE id = ?", [row_id])


def max_ids(db: Session, tables: Sequence[Table]) -> list[int]:
    """The largest id of each table (0 for an empty one), in one statement."""
    if not tables:
        return []
    sql = "SELECT " + ", ".join(
        f"(SELECT max(id) FROM {quoted(table.name)})" for table in tables
    )
    row = dbapi(db).execute(sql).fetchone()
    assert row is not None
    return [int(value or 0) for value in row]


class FastSelect:
    """A prebuilt ``select()`` compiled once and run on the unit of work's connection.

    Its bind parameters are given by name at each call (an expanding ``IN`` takes a list);
    values bound in the statement itself are kept. Rows are tuples of the selected columns,
    converted as SQLAlchemy would.
    """

    def __init__(self, statement: Select[*tuple[Any, ...]]) -> None:
        self._statement = statement
        self._compiled: _Compiled | None = None

    def _compile(self) -> _Compiled:
        if self._compiled is None:
            compiled = self._statement.compile(dialect=_DIALECT)
            positions = tuple(compiled.positiontup or ())
            expanding = frozenset(
                name for name, bind in compiled.binds.items() if bind.expanding
            )
            defaults = {
                name: bind.effective_value for name, bind in compiled.binds.items()
                if not bind.required
            }
            processors: list[_Processor] = [
                column.type.result_processor(_DIALECT, None)
                for column in self._statement.selected_columns
            ]
            self._compiled = (compiled.string, positions, defaults, expanding, processors)
        return self._compiled

    def rows(
        self, db: Session | sqlite3.Connection, params: Mapping[str, Any] | None = None
    ) -> list[Row]:
        """The rows; on a unit of work, after the ORM's pending changes are flushed (as
        ``db.execute`` would). ``db`` may also be a connection of ``CampaignFile.reading``."""
        if isinstance(db, Session):
            db.flush()
            connection = dbapi(db)
        else:
            connection = db
        sql, positions, defaults, expanding, processors = self._compile()
        given = {**defaults, **(params or {})}
        values: list[Any] = []
        if expanding:
            sizes: dict[str, int] = {}
            for name in positions:
                if name in expanding:
                    items = list(given[name])
                    sizes[name] = len(items)
                    values.extend(items)
                else:
                    values.append(given[name])

            def spread(match: re.Match[str]) -> str:
                count = sizes[match.group(1)]
                return ", ".join("?" * count) if count else "NULL"

            sql = _POSTCOMPILE.sub(spread, sql)
        else:
            values = [given[name] for name in positions]
        cursor = connection.execute(sql, values)
        rows = cursor.fetchall()
        converted = [(index, process) for index, process in enumerate(processors) if process]
        if not converted:
            return rows
        # Only the few columns with a conversion (booleans) are touched.
        result: list[Row] = []
        for row in rows:
            values = list(row)
            for index, process in converted:
                if values[index] is not None:
                    values[index] = process(values[index])
            result.append(tuple(values))
        return result

    def first_value(
        self, db: Session | sqlite3.Connection, params: Mapping[str, Any] | None = None
    ) -> Any:
        """The first column of the first row, or None when there is no row."""
        rows = self.rows(db, params)
        return rows[0][0] if rows else None


@functools.cache
def _by_id(table: Table) -> FastSelect:
    return FastSelect(select(*table.columns).where(table.c.id == bindparam("id")))


def fast_get(db: Session, model: type[_Model], row_id: int) -> _Model | None:
    """``db.get(model, row_id)`` for a step of a fight: a row already in the unit of work is
    returned as it is; another is read past the ORM and handed to the unit of work as if
    loaded (changed attributes are written on flush as usual), about a third of the ORM's
    own look-up."""
    found = db.identity_map.get(identity_key(model, row_id))
    if found is not None:
        assert isinstance(found, model)
        return found
    table = table_of(model)
    rows = _by_id(table).rows(db, {"id": row_id})
    if not rows:
        return None
    instance = model(**dict(zip(column_names(table), rows[0], strict=True)))
    make_transient_to_detached(instance)
    db.add(instance)
    return instance


@functools.cache
def _column_processors(table: Table) -> tuple[tuple[str, Callable[[Any], Any]], ...]:
    found: list[tuple[str, Callable[[Any], Any]]] = []
    for column in table.columns:
        process = column.type.result_processor(_DIALECT, None)
        if process is not None:
            found.append((column.name, process))
    return tuple(found)


def typed_row(table: Table, row: Mapping[str, Any]) -> dict[str, Any]:
    """A raw row of ``table`` (as :func:`select_rows` returns it) with its values converted as
    SQLAlchemy reads them (booleans come back as ``bool``): a step that has photographed a row
    uses it as if the ORM had loaded it, without reading it again."""
    typed = dict(row)
    for name, process in _column_processors(table):
        value = typed.get(name)
        if value is not None:
            typed[name] = process(value)
    return typed


def row_by_id(db: Session, table: Table, row_id: int) -> dict[str, Any] | None:
    """Every column of one row of ``table`` as stored (raw values), or None when it is gone."""
    found = select_rows(db, table, Rows("id", (row_id,)))
    return found[0] if found else None


_LARGEST_ROWID = 2**63 - 1


class _Defaults(NamedTuple):
    """The defaults :func:`with_defaults` adds to a row holding only some columns: those of a
    fixed value, then those a function works out (called for each row)."""

    fixed_names: tuple[str, ...]
    fixed: tuple[Any, ...]
    made_names: tuple[str, ...]
    made: tuple[Callable[[Any], Any], ...]


@functools.cache
def _defaults_for(table: Table, given: tuple[str, ...]) -> _Defaults:
    fixed: dict[str, Any] = {}
    made: dict[str, Callable[[Any], Any]] = {}
    for column in table.columns:
        default = column.default
        if column.name in given or default is None:
            continue
        arg = getattr(default, "arg", None)
        if getattr(default, "is_scalar", False):
            fixed[column.name] = arg
        elif callable(arg):
            made[column.name] = arg
    return _Defaults(tuple(fixed), tuple(fixed.values()), tuple(made), tuple(made.values()))


def insert_many(db: Session, table: Table, rows: Sequence[Mapping[str, Any]]) -> list[int]:
    """What :func:`insert_rows` does (the same rows, defaults and ids, in order), in one
    ``executemany`` when the rows name the same columns and no id: a start of fifty inserts a
    hundred and fifty rows, and a statement each cost more than the rows themselves.

    SQLite gives a new row the largest id so far plus one (or, for an AUTOINCREMENT table, the
    largest it ever gave plus one), so the rows take consecutive ids ending at the last one
    inserted; near the largest id SQLite can hold (where it picks free ids at random) the rows
    go one at a time."""
    if not rows:
        return []
    given = tuple(rows[0])
    if "id" in given or any(tuple(row) != given for row in rows):
        return insert_rows(db, table, rows)
    connection = dbapi(db)
    name = quoted(table.name)
    found = connection.execute(f"SELECT max(id) FROM {name}").fetchone()
    highest = int(found[0] or 0) if found is not None else 0
    if highest > _LARGEST_ROWID - len(rows):
        return insert_rows(db, table, rows)
    defaults = _defaults_for(table, given)
    names = given + defaults.fixed_names + defaults.made_names
    values = [
        (
            *(row[column] for column in given),
            *defaults.fixed,
            *(make(None) for make in defaults.made),
        )
        for row in rows
    ]
    connection.executemany(
        f"INSERT INTO {name} ({', '.join(quoted(n) for n in names)}) "
        f"VALUES ({', '.join('?' * len(names))})",
        values,
    )
    found = connection.execute("SELECT last_insert_rowid()").fetchone()
    last = 0 if found is None else int(found[0])
    first = last - len(rows) + 1
    if first <= highest:
        # Something else chose the ids (a trigger, say): the rows cannot be told apart here.
        raise RuntimeError(f"{table.name}: the rows inserted did not take consecutive ids")
    return list(range(first, last + 1))


def update_rows(db: Session, table: Table, rows: Mapping[int, Mapping[str, Any]]) -> None:
    """:func:`update_row` for many rows (by id), one ``executemany`` per set of columns: fifty
    combatants rolling initiative change the same columns."""
    groups: dict[tuple[str, ...], list[list[Any]]] = {}
    for row_id, row in rows.items():
        names = tuple(name for name in row if name != "id")
        if names:
            groups.setdefault(names, []).append([*(row[name] for name in names), row_id])
    connection = dbapi(db)
    for names, values in groups.items():
        connection.executemany(
            f"UPDATE {quoted(table.name)} SET {', '.join(quoted(n) + ' = ?' for n in names)} "
            "WHERE id = ?",
            values,
        )


def select_tuples(db: Session, table: Table, where: ColumnElement[bool] | Rows) -> list[Row]:
    """:func:`select_rows` as tuples in the table's column order (:func:`column_names`): an
    undo photograph of a hundred rows keeps few of them, and a dict each costs more than the
    read."""
    clause, params = where_sql(table, where)
    return dbapi(db).execute(f"{select_sql(table)} WHERE {clause}", params).fetchall()


@functools.cache
def id_index(table: Table) -> int:
    """Where the ``id`` column is in :func:`column_names`."""
    return column_names(table).index("id")
