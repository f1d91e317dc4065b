"""The GM's own entries in the browser: new (a form per kind), duplicate (from any entry), edit,
delete; each change is one session command."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from ryf_desktop.catalog import EntryKind, Era
from ryf_desktop.session import (
    CreateGmEntry,
    DeleteGmEntry,
    EditGmEntry,
    GmEntryError,
    build_gm_entry,
    entry_fields,
)
from ryf_desktop.session.gm_entries import DEFAULT_FIELDS
from ryf_desktop.session.texts import fill
from ryf_desktop.ui.catalog import labels
from ryf_desktop.ui.catalog.gm_entry_dialog import GmEntryDialog, Refusal
from ryf_desktop.ui.catalog.mime import EntryRef
from ryf_desktop.ui.common.widgets import open_modal

if TYPE_CHECKING:
    from ryf_desktop.ui.catalog.play_actions import BrowserParts

Values = dict[str, object]

# The price a new entry starts with: one the setting's money can pay, to be changed.
STARTING_PRICE: Mapping[Era, str] = MappingProxyType(
    {Era.MEDIEVAL: "1 mo", Era.ACTUAL: "100 $", Era.FUTURO: "10 cr"}
)


class GmEntryActions(QObject):
    """New, duplicate, edit and delete the GM's entries, from the browser's chosen entry."""

    def __init__(self, browser: BrowserParts, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.browser = browser

    def new_entry(self, kind: EntryKind) -> None:
        browser = self.browser
        fields = dict(DEFAULT_FIELDS[kind])
        session = browser.session
        setting = browser.setting() or (session.setting if session is not None else None)
        # A new entry belongs to the campaign's setting (a monster too: an "Actual" campaign's
        # new monster defaulted to Medieval).
        if setting is not None:
            fields["era"] = setting.value
            if kind is not EntryKind.MONSTER:
                fields["price"] = STARTING_PRICE[setting]
        self._open_form(kind, "", fields, labels.new_entry_label(kind).rstrip("…"))

    def duplicate_entry(self) -> None:
        entry = self.browser.current_entry()
        if entry is None:
            return
        name = fill(QCoreApplication.translate("CatalogBrowser", "%1 (copy)"), entry.name)
        self._open_form(entry.kind, name, entry_fields(entry.entry),
                        self.tr("Duplicate “{name}”").format(name=entry.name), source=entry.name)

    def edit_entry(self) -> None:
        entry = self.browser.current_entry()
        if entry is None or entry.gm_id is None:
            return
        # As stored (the index holds the GM's entries the browser last read, as this does).
        fields = next(item.fields for item in self.browser.gm_entries().entries
                      if item.id == entry.gm_id)
        self._open_form(entry.kind, entry.name, dict(fields),
                        self.tr("Edit “{name}”").format(name=entry.name), entry.gm_id)

    def delete_entry(self) -> None:
        browser = self.browser
        entry, session = browser.current_entry(), browser.session
        if entry is None or entry.gm_id is None or session is None:
            return
        problem = session.attempt(DeleteGmEntry(session, entry.gm_id))
        browser.report(problem or self.tr(
            "“{name}” deleted. Undo (Ctrl+Z) brings it back."
        ).format(name=entry.name))

    # --- the form ---------------------------------------------------------------------------
    def _open_form(self, kind: EntryKind, name: str, fields: Values, title: str,
                   gm_id: int | None = None, *, source: str = "") -> None:
        """The form; saving makes the entry (``gm_id`` None) or changes it."""
        dialog = GmEntryDialog(
            kind, name, fields,
            lambda new_name, values: self._push(kind, new_name, values, gm_id, source=source),
            title=title, parent=self.browser.view)
        self.browser.dialog = open_modal(dialog)

    def _push(self, kind: EntryKind, name: str, values: Values, gm_id: int | None, *,
              source: str = "") -> Refusal | None:
        """Make the entry (``gm_id`` None) or change it; the form's values are refused before
        anything is pushed, so the form keeps what was typed and points at the field."""
        session = self.browser.session
        if session is None:
            return (self.tr("Open a campaign first."), "")
        try:
            entry = build_gm_entry(kind, name, values)
        except GmEntryError as error:
            return (str(error), error.field)
        if any(item.entry.kind is kind and item.entry.name == entry.name and item.id != gm_id
               for item in self.browser.gm_entries().entries):
            return (
                self.tr("You already have an entry of this kind called “{name}”. Give this one "
                        "another name.").format(name=entry.name),
                "name",
            )
        command = (CreateGmEntry(session, kind, name, values, source=source) if gm_id is None
                   else EditGmEntry(session, gm_id, name, values))
        problem = session.attempt(command)
        if problem is not None:
            return (problem, "")
        # The browser has reloaded the entries (the command announced the change).
        if command.gm_id is not None:
            self.browser.reveal(EntryRef.of(entry, command.gm_id))
        if isinstance(command, CreateGmEntry):
            self.browser.report(self.tr("“{name}” is now one of your entries.").format(
                name=entry.name
            ))
        return None
