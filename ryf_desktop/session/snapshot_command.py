"""Commands undone by putting rows back: :class:`SnapshotCommand`.

A map or combat step touches many rows at once (a combatant's budget, a token, the target's
wounds, a monster's state, a line of the log). Writing an exact inverse for each step is where
undo bugs live, so these commands say *which* rows they may touch (:meth:`SnapshotCommand.scope`)
and the base class photographs those rows before and after the first run. Undo writes the
"before" photograph back, redo the "after" one — same ids, same rolled dice — so later steps of
the history still find the rows they refer to.

:meth:`SnapshotCommand.photographed` hands :meth:`~SnapshotCommand.act` a row of the "before"
photograph, so a step that changes few rows need not read them a second time.

Rows a command inserts are told from rows it merely selected by their id: anything above the
table's largest id before the first run is new. A row the scope did not select before but does
select afterwards, with an older id, means the scope missed it; the command then fails (and
rolls back) rather than record a history it could not undo.

Log lines written by the first run (any ``log_entry`` with a new id) are tracked without being
named in the scope. A roll logged outside the undo history (``CampaignSession.log_roll``) may
take the id of an undone line; redo then gives the line a fresh id, since nothing refers to
log lines.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from sqlalchemy import ColumnElement, Table
from sqlmodel import Session

from ryf_desktop.session.catalog_commands import CatalogChanges, CatalogCommand
from ryf_desktop.session.changes import Changes
from ryf_desktop.storage.raw_sql import (
    Row,
    Rows,
    column_names,
    delete_row,
    id_index,
    insert_row,
    max_ids,
    select_rows,
    select_tuples,
    update_row,
)
from ryf_desktop.storage.tables import LogEntry
from ryf_desktop.storage.tables.base import METADATA

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: The tables and WHERE clauses of every row a command may touch.
Scope = list[tuple[Any, ColumnElement[bool] | Rows]]
_Key = tuple[str, int]
#: Rows as read: tuples in the table's column order (``raw_sql.column_names``), None for a
#: row that is not there. Made into dicts only when a row is written back: a start of fifty
#: photographs a hundred and fifty rows.
_Photo = dict[_Key, Row | None]

# Parents before children (foreign keys): inserts run in this order, deletes in reverse.
_RANK = {table.name: rank for rank, table in enumerate(METADATA.sorted_tables)}
_LOG = LogEntry.__tablename__


def _table(model: Any) -> Table:
    table = model.__table__
    assert isinstance(table, Table)
    return table


class SnapshotCommand(CatalogCommand):
    """An undoable step that records the rows it changed; see the module docstring.

    Subclasses implement :meth:`act` (the first run) and :meth:`scope`; they may refuse in
    :meth:`check` or by raising :class:`~ryf_desktop.session.command.CommandError` from
    :meth:`act` (the transaction then rolls back and nothing is recorded).
    """

    def __init__(self, session: CampaignSession, text: str) -> None:
        super().__init__(session, text)
        self._before: _Photo | None = None
        self._after: _Photo | None = None
        self._changes: Changes = CatalogChanges()
        #: The "before" photograph whole while the first run acts (see :meth:`photographed`).
        self._seen: _Photo | None = None

    # ------------------------------------------------------------------ for subclasses
    def act(self, db: Session) -> Changes:
        """Make the change (first run only); return what changed."""
        raise NotImplementedError

    def scope(self, db: Session) -> Scope:
        """Every row :meth:`act` may insert, update or delete, as (table, WHERE clause)."""
        raise NotImplementedError

    def photographed(self, model: Any, row_id: int) -> dict[str, Any] | None:
        """The row of ``model`` with ``row_id`` as the "before" photograph holds it (raw SQLite
        values, read in this very transaction just before :meth:`act`), or None when the scope
        did not select it or the first run is not acting. :meth:`act` reads what it changes
        from here rather than reading it again: rows it has written itself since are not
        seen here, so it asks before writing."""
        if self._seen is None:
            return None
        table = _table(model)
        found = self._seen.get((table.name, row_id))
        return None if found is None else _as_dict(table, found)

    @property
    def done(self) -> bool:
        """Whether the first run has happened (and was recorded)."""
        return self._after is not None

    # -------------------------------------------------------------- CatalogCommand hooks
    def forwards(self, db: Session) -> Changes:
        if self._before is None or self._after is None:
            return self._first_run(db)
        self._write(db, current=self._before, wanted=self._after)
        return self._changes

    def backwards(self, db: Session) -> Changes:
        if self._before is None or self._after is None:
            return CatalogChanges()
        self._write(db, current=self._after, wanted=self._before)
        return self._changes

    # ------------------------------------------------------------------------ internals
    def _first_run(self, db: Session) -> Changes:
        before_scope = self.scope(db)
        tables = {_table(model).name: _table(model) for model, _ in before_scope}
        tables[_LOG] = _table(LogEntry)
        marks = _max_ids(db, tables)
        before = _photograph(db, before_scope)
        self._seen = before
        try:
            changes = self.act(db)
        finally:
            self._seen = None
        db.flush()
        after_scope = [*self.scope(db), (LogEntry, Rows("id", (marks[_LOG],), above=True))]
        for model, _ in after_scope:
            table = _table(model)
            if table.name not in marks:
                raise RuntimeError(
                    f"{type(self).__name__}.scope named {table.name} only after acting"
                )
        after = _photograph(db, after_scope)
        for key in after.keys() - before.keys():
            if key[1] <= marks[key[0]]:
                raise RuntimeError(f"{type(self).__name__}.scope missed row {key} before acting")
        # Keep only what changed, so undo and redo write as little as possible; a row new
        # after is None before, a row gone after (deleted) None after.
        changed = [key for key in before if before[key] != after.get(key)]
        changed += [key for key in after if key not in before]
        self._before = {key: before.get(key) for key in changed}
        self._after = {key: after.get(key) for key in changed}
        self._changes = changes
        db.expunge_all()
        return changes

    def _write(self, db: Session, *, current: _Photo, wanted: _Photo) -> None:
        # Rows are written as they were photographed (raw SQLite values, past the ORM).
        db.flush()
        db.expunge_all()
        # Inserts first (parents before children) so updated rows may point at them, deletes
        # last (children first) so no cascade takes a row that an update has just moved away.
        by_rank = sorted(wanted.items(), key=lambda item: _RANK[item[0][0]])
        for key, row in by_rank:
            if row is None or current.get(key) is not None:
                continue
            table = METADATA.tables[key[0]]
            if key[0] == _LOG and _exists(db, table, key[1]):
                self._reinsert_log_line(db, table, key, row)
            else:
                insert_row(db, table, _as_dict(table, row))
        for key, row in by_rank:
            if row is not None and current.get(key) is not None:
                table = METADATA.tables[key[0]]
                update_row(db, table, key[1], _as_dict(table, row))
        for (name, row_id), row in reversed(by_rank):
            if row is None and current.get((name, row_id)) is not None:
                delete_row(db, METADATA.tables[name], row_id)
        db.expunge_all()

    def _reinsert_log_line(self, db: Session, table: Table, key: _Key, row: Row) -> None:
        fresh = _as_dict(table, row)
        fresh.pop("id")
        new_key = (key[0], insert_row(db, table, fresh))
        index = id_index(table)
        moved = (*row[:index], new_key[1], *row[index + 1:])
        # Both photographs follow the line to its new id.
        for photo in (self._before, self._after):
            if photo is not None and key in photo:
                photo[new_key] = photo.pop(key)
                if photo[new_key] is not None:
                    photo[new_key] = moved


def _max_ids(db: Session, tables: Mapping[str, Table]) -> dict[str, int]:
    """The largest id of every table, in one query (a step of the map runs many a second)."""
    names = list(tables)
    return dict(zip(names, max_ids(db, [tables[name] for name in names]), strict=True))


def _exists(db: Session, table: Table, row_id: int) -> bool:
    return bool(select_rows(db, table, table.c.id == row_id))


def _photograph(
    db: Session, scope: Iterable[tuple[Any, ColumnElement[bool] | Rows]]
) -> _Photo:
    photo: _Photo = {}
    for model, where in scope:
        table = _table(model)
        name, index = table.name, id_index(table)
        # Raw rows on the transaction's connection: its callers flush first, and a step of
        # a fight photographs several rows that SQLAlchemy would take far longer to read.
        for row in select_tuples(db, table, where):
            photo[(name, int(row[index]))] = row
    return photo


def _as_dict(table: Table, row: Row) -> dict[str, Any]:
    return dict(zip(column_names(table), row, strict=True))
