"""Commands on the GM's own catalog entries: :class:`CreateGmEntry` (new, or duplicated from any
entry), :class:`EditGmEntry`, :class:`DeleteGmEntry` — records of the ``catalog_entry`` table,
validated as the shipped catalog is (:mod:`~ryf_desktop.session.gm_entries`); the session's
event names them in ``gm_entries``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import KW_ONLY, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.catalog import CatalogEntry, EntryKind
from ryf_desktop.session.command import ModelCommand, command, required
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.gm_entries import GmEntryError, build_gm_entry, stored_fields
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import CatalogEntry as CatalogEntryRecord
from ryf_desktop.storage.records import dump_json, load_json

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession


def _get_entry(draft: Draft, gm_id: int) -> CatalogEntryRecord:
    return required(draft, CatalogEntryRecord, gm_id, QCoreApplication.translate(
        "CatalogCommands",
        "Your catalog entry no longer exists in this campaign (id %1); it may have been "
        "deleted. Refresh the catalog and try again.",
    ))


def _check_unique(draft: Draft, kind: EntryKind, name: str, own_id: int | None = None) -> None:
    clash = next(
        (record for record in draft.all(CatalogEntryRecord)
         if record.kind == kind.value and record.name == name and record.id != own_id),
        None,
    )
    if clash is not None:
        raise GmEntryError(
            QCoreApplication.translate(
                "CatalogCommands",
                "You already have an entry of this kind called “%1”. Give this one another "
                "name.",
            ),
            name,
            field="name",
        )


@command
class CreateGmEntry(ModelCommand):
    """A new entry of the GM's own, validated as the shipped catalog is. ``source`` names the
    shipped entry it duplicates, for the undo history."""

    kind: EntryKind | str
    name: str
    fields: Mapping[str, object]
    _: KW_ONLY
    source: str = ""
    gm_id: int | None = field(default=None, init=False)
    entry: CatalogEntry | None = field(default=None, init=False)

    def initial_text(self) -> str:
        if self.source:
            return fill(
                QCoreApplication.translate("CatalogCommands", "Duplicate “%1” as “%2”"),
                self.source,
                self.name.strip(),
            )
        return fill(
            QCoreApplication.translate("CatalogCommands", "New catalog entry “%1”"),
            self.name.strip(),
        )

    def check(self) -> None:
        self.entry = build_gm_entry(self.kind, self.name, self.fields)

    def work_out(self, draft: Draft) -> None:
        entry = self.entry
        assert entry is not None  # check() ran first
        _check_unique(draft, entry.kind, entry.name)
        record = draft.add(
            CatalogEntryRecord,
            kind=entry.kind.value,
            name=entry.name,
            fields=dump_json(stored_fields(entry.kind, self.fields)),
        )
        self.gm_id = record.id


@command
class EditGmEntry(ModelCommand):
    """New values (and name) for one of the GM's entries; its kind stays."""

    gm_id: int
    name: str
    fields: Mapping[str, object]

    def initial_text(self) -> str:
        return fill(QCoreApplication.translate("CatalogCommands", "Edit catalog entry “%1”"),
                    self.name.strip())

    def work_out(self, draft: Draft) -> None:
        record = _get_entry(draft, self.gm_id)
        kind = EntryKind(record.kind)
        entry = build_gm_entry(kind, self.name, self.fields)
        _check_unique(draft, kind, entry.name, self.gm_id)
        fields = dump_json(stored_fields(kind, self.fields))
        if (entry.name, fields) == (record.name, dump_json(load_json(record.fields))):
            return  # nothing new: no step in the history
        draft.update(record, name=entry.name, fields=fields)


class DeleteGmEntry(ModelCommand):
    """Delete one of the GM's entries (what was already taken from it stays in play)."""

    def __init__(self, session: CampaignSession, gm_id: int) -> None:
        super().__init__(
            session, QCoreApplication.translate("CatalogCommands", "Delete catalog entry")
        )
        self.gm_id = gm_id

    def work_out(self, draft: Draft) -> None:
        record = _get_entry(draft, self.gm_id)
        self.setText(
            fill(QCoreApplication.translate("CatalogCommands", "Delete catalog entry “%1”"),
                 record.name)
        )
        draft.remove(record)
