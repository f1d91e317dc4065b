"""The campaign's roll and event log as the views show it, and the counts of the overview."""

from __future__ import annotations

import bisect
import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from itertools import islice

from ryf_desktop.session.model import CampaignModel
from ryf_desktop.session.stored_values import json_object
from ryf_desktop.storage.records import Character, Combat, LogEntry, Map, MapToken


@dataclass(frozen=True, slots=True)
class LogLine:
    """One entry of the campaign's roll and event log."""

    id: int
    at: datetime
    game_day: int
    kind: str
    text: str
    detail: str
    character_id: int | None = None
    combat_id: int | None = None
    #: Kept off every player surface: the GM asked for it, or it names a hidden combatant
    #: (``"secret": true`` in the entry's data).
    secret: bool = False


@dataclass(frozen=True, slots=True)
class CampaignCounts:
    characters: int
    maps: int
    tokens: int
    combats: int
    log_entries: int


def log_line(entry: LogEntry) -> LogLine:
    data = json_object(entry.data)
    detail = data.get("detail", "")
    return LogLine(
        id=entry.id,
        at=_time(entry.at),
        game_day=entry.game_day,
        kind=entry.kind,
        text=entry.text,
        detail=detail if isinstance(detail, str) else json.dumps(detail, ensure_ascii=False),
        character_id=entry.character_id,
        combat_id=entry.combat_id,
        secret=data.get("secret") is True,
    )


def log_lines(model: CampaignModel, limit: int, before: int | None = None) -> list[LogLine]:
    """The newest ``limit`` entries (older than the entry ``before``, when given), oldest first
    (the order a log view shows them)."""
    entries = model.all(LogEntry)
    if before is not None:
        entries = entries[: bisect.bisect_left(entries, before, key=_entry_id)]
    newest = list(islice(reversed(entries), max(0, limit)))
    return [log_line(entry) for entry in reversed(newest)]


def lines_of(model: CampaignModel, entry_ids: Iterable[int]) -> list[LogLine]:
    """The lines of the entries ``entry_ids`` still in the log, in that order."""
    entries = (model.get(LogEntry, entry_id) for entry_id in entry_ids)
    return [log_line(entry) for entry in entries if entry is not None]


def _entry_id(entry: LogEntry) -> int:
    return entry.id


def campaign_counts(model: CampaignModel) -> CampaignCounts:
    return CampaignCounts(
        characters=model.count(Character),
        maps=model.count(Map),
        tokens=model.count(MapToken),
        combats=model.count(Combat),
        log_entries=model.count(LogEntry),
    )


def _time(text: str) -> datetime:
    try:
        return datetime.fromisoformat(text)
    except ValueError:  # written by hand with SQLite's own shell, say: keep the entry
        return datetime.fromtimestamp(0, UTC)
