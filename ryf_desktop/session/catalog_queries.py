"""What the catalog browser and its commands read from an open campaign: the GM's own entries as
typed catalog entries, money written in the campaign's currency, the next number of a monster,
the combat being prepared, the first map and its first free square.

Every function reads the campaign's records (the model, or a command's draft over it) and
returns plain values; nothing here reads the file.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication

from ryf_desktop.catalog import CatalogEntry, EntryKind
from ryf_desktop.rules.money import Currency, Price, format_copper
from ryf_desktop.rules.skills import Setting
from ryf_desktop.session.gm_entries import ERA_CURRENCIES, GmEntryError, build_gm_entry
from ryf_desktop.session.model import Records
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import CatalogEntry as CatalogEntryRecord
from ryf_desktop.storage.records import Combat, Combatant, Map, MapToken, MonsterInstance
from ryf_desktop.storage.squares import read_mask

_log = logging.getLogger(__name__)

Square = tuple[int, int]

# The status of a combat whose initiative has not been rolled yet.
PREPARING = "preparing"


@dataclass(frozen=True, slots=True)
class GmEntry:
    """One of the GM's own entries: its record id, the typed entry and the stored fields."""

    id: int
    entry: CatalogEntry
    fields: Mapping[str, object]

    @property
    def kind(self) -> EntryKind:
        return self.entry.kind


@dataclass(frozen=True, slots=True)
class GmEntries:
    """The GM's entries that read, and a message for each stored one that does not (a file
    edited by hand, say): those are left out of the browser, never half shown."""

    entries: tuple[GmEntry, ...] = ()
    problems: tuple[str, ...] = ()


def gm_entry(record: CatalogEntryRecord) -> GmEntry | str:
    """The typed entry a stored one describes, or why it cannot be shown (a message)."""
    try:
        fields = json.loads(record.fields)
        if not isinstance(fields, dict):
            raise GmEntryError("the stored fields are not a JSON object")
        entry = build_gm_entry(record.kind, record.name, fields)
    except (ValueError, GmEntryError) as error:
        _log.warning("GM catalog entry %s (%s) does not read: %s", record.id, record.name, error)
        return fill(
            QCoreApplication.translate(
                "CatalogQueries", "Your entry “%1” (%2) cannot be shown: %3"
            ),
            record.name,
            record.kind,
            error,
        )
    return GmEntry(id=record.id, entry=entry, fields=fields)


def gathered(read: Iterable[GmEntry | str]) -> GmEntries:
    """The entries read (in their order), and the messages of those that did not read."""
    entries: list[GmEntry] = []
    problems: list[str] = []
    for found in read:
        if isinstance(found, GmEntry):
            entries.append(found)
        else:
            problems.append(found)
    return GmEntries(tuple(entries), tuple(problems))


def gm_entries(records: Records) -> GmEntries:
    """The open campaign's own entries, in the order they were made."""
    return gathered(gm_entry(record) for record in records.all(CatalogEntryRecord))


# --------------------------------------------------------------------------- money


def campaign_currency(setting: Setting | str) -> tuple[Currency, ...]:
    """The currencies a campaign of ``setting`` counts its characters' money in."""
    return ERA_CURRENCIES[Setting(setting)]


def price_in_campaign_money(price: Price, setting: Setting | str) -> int | None:
    """The price in the unit a character's money is stored in (copper in a medieval campaign,
    whole $ or cr otherwise); None when the price is in another currency than the campaign's."""
    if price.currency not in campaign_currency(setting):
        return None
    copper = price.copper
    return copper if copper is not None else price.amount


def money_text(amount: int, setting: Setting | str) -> str:
    """A character's money as the sheet shows it: "1 mo 2 mp" (medieval), "250 $", "30 cr"."""
    currencies = campaign_currency(setting)
    if currencies[0].is_medieval:
        return format_copper(amount)
    return f"{amount} {currencies[0].value}"


# --------------------------------------------------------------------------- combats and maps


def next_monster_number(records: Records, catalog_name: str) -> int:
    """The number the next creature of this kind gets: one more than the highest in play."""
    numbers = [monster.number for monster in records.all(MonsterInstance)
               if monster.catalog_name == catalog_name]
    return max(numbers, default=0) + 1


def preparing_combat(records: Records) -> Combat | None:
    """The first combat still being prepared (initiative not rolled), if any."""
    return next((combat for combat in records.all(Combat) if combat.status == PREPARING), None)


def next_order_position(records: Records, combat_id: int) -> int:
    positions = [combatant.order_position
                 for combatant in records.of(Combatant, "combat_id", combat_id)]
    return max(positions, default=-1) + 1


def first_map(records: Records) -> Map | None:
    """The campaign's first map (in the GM's order)."""
    return min(records.all(Map), key=lambda map_record: (map_record.position, map_record.id),
               default=None)


def first_free_square(
    records: Records, map_record: Map, size: int = 1, *,
    view: tuple[float, float, float, float] | None = None,
) -> Square | None:
    """The first square, row by row from the top left, where a token of ``size``×``size``
    squares fits on the grid without a wall, a closed door or another token; None when full.

    With ``view`` (x, y, width, height in squares: the part of the map the GM sees) the free
    square nearest its centre, inside it when one is free there, instead.
    """
    width, height = map_record.grid_width, map_record.grid_height
    if size < 1 or size > width or size > height:
        return None
    walls = read_mask(map_record.walls, width, height)
    doors = read_mask(map_record.doors, width, height)
    closed = doors - read_mask(map_record.open_doors, width, height)
    blocked = np.array((walls | closed).cells)
    for token in records.of(MapToken, "map_id", map_record.id):
        blocked[max(token.y, 0):max(token.y + token.size, 0),
                max(token.x, 0):max(token.x + token.size, 0)] = True
    # Where a token's top-left corner may go: every square of its footprint is free.
    free = ~blocked
    fits = free[: height - size + 1, : width - size + 1].copy()
    for dy in range(size):
        for dx in range(size):
            fits &= free[dy: dy + height - size + 1, dx: dx + width - size + 1]
    found = np.flatnonzero(fits)
    if not len(found):
        return None
    if view is not None:
        return _nearest_in_view(np.argwhere(fits), size, view)
    y, x = divmod(int(found[0]), width - size + 1)
    return (x, y)


def _nearest_in_view(
    corners: np.ndarray[Any, Any], size: int, view: tuple[float, float, float, float]
) -> Square:
    """Of the free top-left ``corners`` (row, column), the one whose token's centre is nearest
    the centre of ``view``, among those wholly inside it when there are any."""
    left, top, wide, tall = view
    rows, columns = corners[:, 0], corners[:, 1]
    inside = ((columns >= left - 1e-6) & (columns + size <= left + wide + 1e-6)
              & (rows >= top - 1e-6) & (rows + size <= top + tall + 1e-6))
    if inside.any():
        corners, rows, columns = corners[inside], rows[inside], columns[inside]
    distance = ((columns + size / 2 - (left + wide / 2)) ** 2
                + (rows + size / 2 - (top + tall / 2)) ** 2)
    row, column = corners[int(np.argmin(distance))]
    return (int(column), int(row))
