"""Helpers of the session tests: a recorder of the session's events, and reading what is
committed through a connection of its own (proof that a change is on disk, not in memory)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ryf_desktop.session import CampaignSession, Changed
from ryf_desktop.session.model import CampaignModel
from ryf_desktop.storage.change import Change, Edit
from ryf_desktop.storage.connect import connect
from ryf_desktop.storage.records import RECORD_KINDS
from ryf_desktop.storage.repositories import Loaded

SIGNALS = ("command_failed", "backup_taken", "backup_failed", "closing")


def event_names(changed: Changed) -> list[tuple[Any, ...]]:
    """What one ``changed`` event says, as the names the tests check: the campaign record,
    the list of characters, each character's data, the log."""
    names: list[tuple[Any, ...]] = []
    if changed.campaign:
        names.append(("campaign_changed",))
    if changed.character_list or changed.campaign:
        names.append(("characters_changed",))
    names.extend(("character_changed", character_id) for character_id in sorted(changed.characters))
    if changed.log_added or changed.log_removed:
        names.append(("log_appended",))
    return names


class SignalRecorder:
    """Records the session's events as ``(name, *arguments)``: each ``changed`` event by what
    it names (:func:`event_names`), and the other signals as they are."""

    def __init__(self, session: CampaignSession) -> None:
        self.events: list[tuple[Any, ...]] = []
        session.changed.connect(lambda changed: self.events.extend(event_names(changed)))
        for name in SIGNALS:
            getattr(session, name).connect(
                lambda *arguments, name=name: self.events.append((name, *arguments))
            )

    def take(self) -> list[tuple[Any, ...]]:
        """The events so far, forgetting them."""
        events, self.events = self.events, []
        return events

    def names(self) -> list[str]:
        return [event[0] for event in self.take()]

    def failures(self) -> list[str]:
        return [str(event[1]) for event in self.events if event[0] == "command_failed"]


def committed(path: Path, sql: str, *parameters: object) -> list[tuple[Any, ...]]:
    """Rows of ``sql`` read through a new read-only connection to the file."""
    connection = connect(path, read_only=True)
    try:
        return [tuple(row) for row in connection.execute(sql, parameters).fetchall()]
    finally:
        connection.close()


def committed_value(path: Path, sql: str, *parameters: object) -> Any:
    rows = committed(path, sql, *parameters)
    assert len(rows) == 1 and len(rows[0]) == 1, rows
    return rows[0][0]


def difference(model: CampaignModel, loaded: Loaded) -> Change:
    """The change that makes ``model`` hold exactly the records of ``loaded`` (none: the model
    in memory is the file)."""
    edits = []
    for kind in RECORD_KINDS:
        now = loaded.get(kind, {})
        kept = {record.id: record for record in model.all(kind)}
        for record_id in kept.keys() | now.keys():
            before, after = kept.get(record_id), now.get(record_id)
            if before != after:
                edits.append(Edit(before, after))
    return Change(tuple(edits))
