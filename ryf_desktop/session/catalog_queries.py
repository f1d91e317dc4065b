"""What the catalog browser and its commands read from an open campaign: the GM's own entries as
typed catalog entries, money written in the campaign's currency, the next number of a monster,
the combat being prepared, the first map and its first free square.

Read-only helpers over a transaction (``db``), plus :func:`gm_entries` that opens one on a
session; results are plain frozen dataclasses or detached rows.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from sqlalchemy import bindparam, func
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from ryf_desktop.catalog import CatalogEntry, EntryKind
from ryf_desktop.rules.money import Currency, Price, format_copper
from ryf_desktop.rules.skills import Setting
from ryf_desktop.session.gm_entries import ERA_CURRENCIES, GmEntryError, build_gm_entry
from ryf_desktop.session.texts import fill
from ryf_desktop.storage import unpack_squares
from ryf_desktop.storage.raw_sql import FastSelect
from ryf_desktop.storage.squares import SquareSetError
from ryf_desktop.storage.tables import CatalogEntry as CatalogEntryRow
from ryf_desktop.storage.tables import Combat, Combatant, Map, MapToken, MonsterInstance

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

_log = logging.getLogger(__name__)

Square = tuple[int, int]

# The status of a combat whose initiative has not been rolled yet.
PREPARING = "preparing"


@dataclass(frozen=True, slots=True)
class GmEntry:
    """One of the GM's own entries: its row id, the typed entry and the stored fields."""

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


# Read at every start of a fight (a creature's name is looked up among them first).
_GM_ENTRY_ROWS = FastSelect(
    sa_select(
        col(CatalogEntryRow.id), col(CatalogEntryRow.kind), col(CatalogEntryRow.name),
        col(CatalogEntryRow.fields),
    ).order_by(col(CatalogEntryRow.id))
)
_HIGHEST_NUMBER = FastSelect(
    sa_select(func.max(col(MonsterInstance.number))).where(
        col(MonsterInstance.catalog_name) == bindparam("catalog_name")
    )
)


def read_gm_entries(db: Session) -> GmEntries:
    entries: list[GmEntry] = []
    problems: list[str] = []
    for row_id, kind, name, stored in _GM_ENTRY_ROWS.rows(db):
        try:
            fields = json.loads(stored)
            if not isinstance(fields, dict):
                raise GmEntryError("the stored fields are not a JSON object")
            entry = build_gm_entry(kind, name, fields)
        except (ValueError, GmEntryError) as error:
            _log.warning("GM catalog entry %s (%s) does not read: %s", row_id, name, error)
            problems.append(
                fill(
                    QCoreApplication.translate(
                        "CatalogQueries", "Your entry “%1” (%2) cannot be shown: %3"
                    ),
                    name,
                    kind,
                    error,
                )
            )
            continue
        entries.append(GmEntry(id=int(row_id), entry=entry, fields=fields))
    return GmEntries(tuple(entries), tuple(problems))


def gm_entries(session: CampaignSession) -> GmEntries:
    """The open campaign's own entries, in the order they were made."""
    with session.file.transaction() as db:
        return read_gm_entries(db)


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


def next_monster_number(db: Session, catalog_name: str) -> int:
    """The number the next creature of this kind gets: one more than the highest in play."""
    highest = _HIGHEST_NUMBER.first_value(db, {"catalog_name": catalog_name})
    return 1 if highest is None else int(highest) + 1


def preparing_combat(db: Session) -> Combat | None:
    """The first combat still being prepared (initiative not rolled), if any."""
    return db.exec(
        select(Combat).where(col(Combat.status) == PREPARING).order_by(col(Combat.id))
    ).first()


def next_order_position(db: Session, combat_id: int) -> int:
    highest = db.exec(
        select(func.max(col(Combatant.order_position))).where(
            col(Combatant.combat_id) == combat_id
        )
    ).one()
    return 0 if highest is None else int(highest) + 1


def first_map(db: Session) -> Map | None:
    """The campaign's first map (in the GM's order)."""
    return db.exec(select(Map).order_by(col(Map.position), col(Map.id))).first()


def _squares(text: str) -> frozenset[Square]:
    try:
        return unpack_squares(text)
    except SquareSetError:
        return frozenset()


def first_free_square(db: Session, map_row: Map, size: int = 1) -> Square | None:
    """The first square, row by row from the top left, where a token of ``size``×``size``
    squares fits on the grid without a wall, a closed door or another token; None when full."""
    blocked = set(_squares(map_row.walls))
    blocked |= _squares(map_row.doors) - _squares(map_row.open_doors)
    for token in db.exec(select(MapToken).where(col(MapToken.map_id) == map_row.id)):
        blocked.update(
            (token.x + dx, token.y + dy) for dx in range(token.size) for dy in range(token.size)
        )
    for y in range(map_row.grid_height - size + 1):
        for x in range(map_row.grid_width - size + 1):
            if all(
                (x + dx, y + dy) not in blocked for dx in range(size) for dy in range(size)
            ):
                return (x, y)
    return None
