"""What the catalog browser and its commands read from an open campaign: the GM's own entries as
typed catalog entries, money written in the campaign's currency, the next number of a monster,
the first map and its first free square.

Every function reads the campaign's records (the model, or a command's draft over it) and
returns plain values; nothing here reads the file.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ryf_desktop.catalog import CatalogEntry, EntryKind
from ryf_desktop.rules.money import Currency, Price, format_copper
from ryf_desktop.rules.movement import footprint
from ryf_desktop.rules.placement import Ground
from ryf_desktop.rules.skills import Setting
from ryf_desktop.session.gm_entries import ERA_CURRENCIES, GmEntryError, build_gm_entry
from ryf_desktop.session.maps.views import blocked_of
from ryf_desktop.session.model import Records
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import CatalogEntry as CatalogEntryRecord
from ryf_desktop.storage.records import Map, MapToken, MonsterInstance

_log = logging.getLogger(__name__)

Square = tuple[int, int]


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
    square nearest its centre, inside it when one is free there, instead (the placement rule:
    :mod:`ryf_desktop.rules.placement`).
    """
    ground = Ground(map_record.grid_width, map_record.grid_height, blocked_of(map_record))
    for token in records.of(MapToken, "map_id", map_record.id):
        ground.taken.update(footprint((token.x, token.y), token.size))
    return ground.first_free(size, view)
