"""Commands on the GM's own catalog entries: :class:`CreateGmEntry` (new, or duplicated from any
entry), :class:`EditGmEntry`, :class:`DeleteGmEntry` — rows of the ``catalog_entry`` table,
validated as the shipped catalog is (:mod:`~ryf_desktop.session.gm_entries`) and announced through
the session's catalog events (``gm_entries_changed``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from sqlmodel import Session, col, select

from ryf_desktop.catalog import CatalogEntry, EntryKind
from ryf_desktop.session.catalog_commands import (
    CatalogChanges,
    CatalogCommand,
    Row,
    remove_row,
    restore_rows,
)
from ryf_desktop.session.changes import NOTHING, Changes
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.gm_entries import GmEntryError, build_gm_entry, stored_fields
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.tables import CatalogEntry as CatalogEntryRow
from ryf_desktop.storage.tables.base import dump_json, load_json

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession


def _missing_entry(gm_id: int) -> CommandError:
    return CommandError(
        fill(
            QCoreApplication.translate(
                "CatalogCommands",
                "Your catalog entry no longer exists in this campaign (id %1); it may have been "
                "deleted. Refresh the catalog and try again.",
            ),
            gm_id,
        )
    )


def _get_entry(db: Session, gm_id: int) -> CatalogEntryRow:
    row = db.get(CatalogEntryRow, gm_id)
    if row is None:
        raise _missing_entry(gm_id)
    return row


def _check_unique(db: Session, kind: EntryKind, name: str, own_id: int | None = None) -> None:
    clash = db.exec(
        select(CatalogEntryRow).where(
            col(CatalogEntryRow.kind) == kind.value, col(CatalogEntryRow.name) == name
        )
    ).first()
    if clash is not None and clash.id != own_id:
        raise GmEntryError(
            fill(
                QCoreApplication.translate(
                    "CatalogCommands",
                    "You already have an entry of this kind called “%1”. Give this one another "
                    "name.",
                ),
                name,
            ),
            "name",
        )


class CreateGmEntry(CatalogCommand):
    """A new entry of the GM's own, validated as the shipped catalog is. ``source`` names the
    shipped entry it duplicates, for the undo history."""

    def __init__(
        self,
        session: CampaignSession,
        kind: EntryKind | str,
        name: str,
        fields: dict[str, object],
        *,
        source: str = "",
    ) -> None:
        if source:
            text = fill(
                QCoreApplication.translate("CatalogCommands", "Duplicate “%1” as “%2”"),
                source,
                name.strip(),
            )
        else:
            text = fill(
                QCoreApplication.translate("CatalogCommands", "New catalog entry “%1”"),
                name.strip(),
            )
        super().__init__(session, text)
        self.kind = kind
        self.name = name
        self.fields = fields
        self.gm_id: int | None = None
        self.entry: CatalogEntry | None = None
        self._row: Row | None = None

    def check(self) -> None:
        self.entry = build_gm_entry(self.kind, self.name, self.fields)

    def forwards(self, db: Session) -> Changes:
        if self._row is not None:
            restore_rows(db, CatalogEntryRow, [self._row])
            return CatalogChanges(gm_entries=True)
        entry = self.entry
        assert entry is not None  # check() ran first
        _check_unique(db, entry.kind, entry.name)
        row = CatalogEntryRow(
            kind=entry.kind.value,
            name=entry.name,
            fields=dump_json(stored_fields(entry.kind, self.fields)),
        )
        db.add(row)
        db.flush()
        self.gm_id = row.id
        self._row = row.model_dump()
        return CatalogChanges(gm_entries=True)

    def backwards(self, db: Session) -> Changes:
        remove_row(db, CatalogEntryRow, self.gm_id)
        return CatalogChanges(gm_entries=True)


class EditGmEntry(CatalogCommand):
    """New values (and name) for one of the GM's entries; its kind stays."""

    def __init__(
        self, session: CampaignSession, gm_id: int, name: str, fields: dict[str, object]
    ) -> None:
        super().__init__(
            session,
            fill(QCoreApplication.translate("CatalogCommands", "Edit catalog entry “%1”"),
                 name.strip()),
        )
        self.gm_id = gm_id
        self.name = name
        self.fields = fields
        self._old: tuple[str, str] | None = None
        self._new: tuple[str, str] | None = None

    def forwards(self, db: Session) -> Changes:
        row = _get_entry(db, self.gm_id)
        if self._new is None:
            kind = EntryKind(row.kind)
            entry = build_gm_entry(kind, self.name, self.fields)
            _check_unique(db, kind, entry.name, self.gm_id)
            new = (entry.name, dump_json(stored_fields(kind, self.fields)))
            if new == (row.name, dump_json(load_json(row.fields))):
                return NOTHING
            self._new = new
            self._old = (row.name, row.fields)
        row.name, row.fields = self._new
        db.add(row)
        return CatalogChanges(gm_entries=True)

    def backwards(self, db: Session) -> Changes:
        if self._old is None:
            return NOTHING
        row = _get_entry(db, self.gm_id)
        row.name, row.fields = self._old
        db.add(row)
        return CatalogChanges(gm_entries=True)


class DeleteGmEntry(CatalogCommand):
    """Delete one of the GM's entries (what was already taken from it stays in play)."""

    def __init__(self, session: CampaignSession, gm_id: int) -> None:
        super().__init__(
            session, QCoreApplication.translate("CatalogCommands", "Delete catalog entry")
        )
        self.gm_id = gm_id
        self._row: Row | None = None

    def forwards(self, db: Session) -> Changes:
        row = _get_entry(db, self.gm_id)
        self._row = row.model_dump()
        self.setText(
            fill(QCoreApplication.translate("CatalogCommands", "Delete catalog entry “%1”"),
                 row.name)
        )
        remove_row(db, CatalogEntryRow, self.gm_id)
        db.expunge_all()
        return CatalogChanges(gm_entries=True)

    def backwards(self, db: Session) -> Changes:
        if self._row is None:
            raise _missing_entry(self.gm_id)
        restore_rows(db, CatalogEntryRow, [self._row])
        return CatalogChanges(gm_entries=True)
