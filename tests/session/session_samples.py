"""Helpers of the session tests: a recorder of the session's signals, and reading what is
committed through a connection of its own (proof that a change is on disk, not in memory)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ryf_desktop.session import CampaignSession
from ryf_desktop.storage.connect import connect

SIGNALS = (
    "campaign_changed", "characters_changed", "character_changed", "log_appended",
    "command_failed", "backup_taken", "backup_failed", "closing",
)


class SignalRecorder:
    """Records every signal of a session as ``(name, *arguments)``."""

    def __init__(self, session: CampaignSession) -> None:
        self.events: list[tuple[Any, ...]] = []
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
