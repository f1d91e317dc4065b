"""Commands of the catalog that put an entry into play, and what all its commands share.

- :class:`AddToCharacter` — a weapon, armour, shield or item into a character's equipment,
  optionally bought: the price leaves the character's money (RULES.md §9, change in the fewest
  coins), refused when it cannot be paid or is in another currency than the campaign's.
- :class:`AddMonsterToCombat` — a creature of the bestiary into the combat being prepared (a new
  one, "Encounter", when there is none), its PV rolled from its formula, numbered "Goblin 3".
- :class:`PlaceOnMap` — a token for a new creature, or for a character, on the campaign's first
  map at its first free square.

The GM's own entries have their commands in :mod:`~ryf_desktop.session.gm_entry_commands`; they
share :class:`CatalogCommand` with these.

Whatever a command rolls or numbers is decided once, the first time it runs, and kept: a redo
puts back the very same rows (same ids, same PV), so later steps of the history still find them.

The session's :class:`~ryf_desktop.session.changes.Changes` name campaigns and characters only;
these commands also change the GM's entries, combats and maps. They return
:class:`CatalogChanges` and, once their transaction has committed, :func:`catalog_events` of the
session emits ``gm_entries_changed``, ``combats_changed`` and ``maps_changed`` for views to
refresh from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from sqlalchemy import delete, func, insert
from sqlmodel import Session, col, select

from ryf_desktop.catalog import Armor, CatalogEntry, EntryKind, Item, Monster, Shield, Weapon
from ryf_desktop.rules.dice import RandomSource, roll
from ryf_desktop.rules.money import Purse, pay
from ryf_desktop.session.catalog_queries import (
    PREPARING,
    campaign_currency,
    first_free_square,
    first_map,
    money_text,
    next_monster_number,
    next_order_position,
    preparing_combat,
    price_in_campaign_money,
)
from ryf_desktop.session.changes import NOTHING, Changes
from ryf_desktop.session.character_rows import get_character
from ryf_desktop.session.command import CommandError, SessionCommand
from ryf_desktop.session.gm_entries import (
    era_label,
)
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.tables import (
    Combat,
    Combatant,
    EquipmentItem,
    MapToken,
    MonsterInstance,
)
from ryf_desktop.storage.tables.base import dump_json

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

Row = dict[str, Any]

# The ``kind`` of a character's equipment row for each kind of catalog entry.
EQUIPMENT_KINDS: dict[EntryKind, str] = {
    EntryKind.WEAPON: "weapon",
    EntryKind.ARMOR: "armour",
    EntryKind.SHIELD: "shield",
    EntryKind.ITEM: "gear",
}

EVENTS_NAME = "catalog_events"


# --------------------------------------------------------------------------- announcing


@dataclass(frozen=True, slots=True)
class CatalogChanges(Changes):
    """:class:`Changes` plus the parts only the catalog's commands change."""

    gm_entries: bool = False
    combats: bool = False
    maps: bool = False
    #: With ``maps``: only squares of the maps' layers changed (walls, difficult terrain, fog,
    #: doors); no map came, went or changed its name, size or picture, and no token changed.
    map_layers_only: bool = False

    def __bool__(self) -> bool:
        return Changes.__bool__(self) or self.gm_entries or self.combats or self.maps


class CatalogEvents(QObject):
    """What the catalog's commands changed, announced after their transaction committed."""

    # The GM's own entries changed (one added, edited or deleted).
    gm_entries_changed = Signal()
    # A combat or its combatants changed.
    combats_changed = Signal()
    # A map or its tokens changed; the argument says whether only squares of the maps' layers
    # did (CatalogChanges.map_layers_only: a reveal, a stroke of the brush, a door), which
    # leaves the list of maps and every count as they were.
    maps_changed = Signal(bool)


def catalog_events(session: CampaignSession) -> CatalogEvents:
    """The session's catalog announcer (made on first use; it lives as long as the session)."""
    found = session.findChild(CatalogEvents, EVENTS_NAME)
    if found is None:
        found = CatalogEvents(session)
        found.setObjectName(EVENTS_NAME)
    return found


class CatalogCommand(SessionCommand):
    """A command whose changes are also announced through :func:`catalog_events`.

    Subclasses implement :meth:`forwards` and :meth:`backwards` (in place of ``apply`` and
    ``revert``).
    """

    def __init__(self, session: CampaignSession, text: str) -> None:
        super().__init__(session, text)
        self._done: Changes | None = None

    def forwards(self, db: Session) -> Changes:
        raise NotImplementedError

    def backwards(self, db: Session) -> Changes:
        raise NotImplementedError

    def apply(self, db: Session) -> Changes:
        self._done = self.forwards(db)
        return self._done

    def revert(self, db: Session) -> Changes:
        self._done = self.backwards(db)
        return self._done

    def redo(self) -> None:
        # The first redo is the stack's, after ``apply_first`` committed: announce that one.
        super().redo()
        self._announce_catalog()

    def undo(self) -> None:
        super().undo()
        self._announce_catalog()

    def _announce_catalog(self) -> None:
        done, self._done = self._done, None
        if not isinstance(done, CatalogChanges) or self.isObsolete():
            return
        events = catalog_events(self.session)
        if done.gm_entries:
            events.gm_entries_changed.emit()
        if done.combats:
            events.combats_changed.emit()
        if done.maps:
            events.maps_changed.emit(done.map_layers_only)


# --------------------------------------------------------------------------- helpers


def restore_rows(db: Session, table: Any, rows: list[Row]) -> None:
    """Put rows back with their own ids (they were made by this command's first run)."""
    for row in rows:
        db.execute(insert(table), [row])
    db.expunge_all()


def remove_row(db: Session, table: Any, row_id: int | None) -> None:
    if row_id is not None:
        db.execute(delete(table).where(col(table.id) == row_id))


def equipment_details(entry: CatalogEntry, gm_id: int | None = None) -> Row:
    """The values an equipment row keeps of its catalog entry (so the sheet needs no lookup)."""
    details: Row = {"era": str(entry.era)}
    if isinstance(entry, Weapon):
        details.update(damage=entry.damage, range=entry.range_written)
        if entry.two_handed:
            details["two_handed"] = True
        if entry.reload:
            details["reload"] = True
        if entry.ignores_armour:
            details["ignores_armour"] = True
    elif isinstance(entry, Armor):
        details.update(absorption=entry.absorption, encumbrance=entry.encumbrance)
    elif isinstance(entry, Shield):
        details.update(defense=entry.defense, cover=entry.cover, encumbrance=entry.encumbrance)
    elif isinstance(entry, Item):
        details.update(category=entry.category.value)
    if isinstance(entry, Weapon | Armor) and entry.requirement is not None:
        details["requirement"] = entry.requirement.written
    if not isinstance(entry, Monster):
        details["price"] = str(entry.price)
    if gm_id is not None:
        details["gm_entry"] = gm_id
    return details


def monster_fields(monster: Monster) -> Row:
    """A creature's values as a monster in play keeps them (``monster_instance.fields``)."""
    return {
        "pv": monster.pv, "ini": monster.initiative, "ata": monster.attack,
        "def": monster.defense, "abs": monster.absorption, "dano": monster.damage,
        "esp": monster.special,
    }


def roll_pv(monster: Monster, rng: RandomSource) -> int:
    """The creature's PV from its formula ("10+1d6"), rolled with the rules' dice."""
    formula = monster.pv_formula
    rolled = 0 if formula.dice is None else roll(formula.dice, rng).total
    return max(1, formula.flat + rolled)


def _new_monster(db: Session, monster: Monster, rng: RandomSource) -> MonsterInstance:
    number = next_monster_number(db, monster.name)
    instance = MonsterInstance(
        catalog_name=monster.name,
        name=f"{monster.name} {number}",
        number=number,
        pv_max=roll_pv(monster, rng),
        fields=dump_json(monster_fields(monster)),
    )
    db.add(instance)
    db.flush()
    return instance


# --------------------------------------------------------------------------- into a character


class AddToCharacter(CatalogCommand):
    """A catalog entry into a character's equipment; with ``buy`` its price is paid from the
    character's money."""

    def __init__(
        self,
        session: CampaignSession,
        character_id: int,
        entry: CatalogEntry,
        *,
        buy: bool = False,
        gm_id: int | None = None,
    ) -> None:
        super().__init__(
            session,
            fill(QCoreApplication.translate("CatalogCommands", "Add “%1” to a character"),
                 entry.name),
        )
        self.character_id = character_id
        self.entry = entry
        self.buy = buy
        self.gm_id = gm_id
        self.item_id: int | None = None
        self._item: Row | None = None
        self._money: tuple[int, int] | None = None  # before, after

    def check(self) -> None:
        if isinstance(self.entry, Monster):
            raise CommandError(
                fill(
                    QCoreApplication.translate(
                        "CatalogCommands",
                        "“%1” is a creature, not equipment: add it to a combat or place it on "
                        "the map instead.",
                    ),
                    self.entry.name,
                )
            )

    def forwards(self, db: Session) -> Changes:
        character = get_character(db, self.character_id)
        if self._item is None:
            self._first_run(db, character.name, character.money)
        else:
            restore_rows(db, EquipmentItem, [self._item])
            character = get_character(db, self.character_id)
        if self._money is not None:
            character.money = self._money[1]
            db.add(character)
        return Changes(character_ids=frozenset({self.character_id}))

    def _first_run(self, db: Session, character_name: str, money: int) -> None:
        entry = self.entry
        assert not isinstance(entry, Monster)  # check() refused creatures
        if self.buy:
            self._money = (money, self._pay(character_name, money))
            self.setText(
                fill(
                    QCoreApplication.translate("CatalogCommands", "Buy “%1” for “%2” (%3)"),
                    entry.name,
                    character_name,
                    entry.price,
                )
            )
        else:
            self.setText(
                fill(
                    QCoreApplication.translate("CatalogCommands", "Add “%1” to “%2”"),
                    entry.name,
                    character_name,
                )
            )
        highest = db.exec(
            select(func.max(col(EquipmentItem.position))).where(
                col(EquipmentItem.character_id) == self.character_id
            )
        ).one()
        item = EquipmentItem(
            character_id=self.character_id,
            name=entry.name,
            kind=EQUIPMENT_KINDS[entry.kind],
            catalog_name=entry.name,
            details=dump_json(equipment_details(entry, self.gm_id)),
            position=0 if highest is None else int(highest) + 1,
        )
        db.add(item)
        db.flush()
        self.item_id = item.id
        self._item = item.model_dump()

    def _pay(self, character_name: str, money: int) -> int:
        """The character's money after paying; CommandError when it cannot be paid."""
        entry = self.entry
        assert not isinstance(entry, Monster)
        setting = self.session.setting
        cost = price_in_campaign_money(entry.price, setting)
        if cost is None:
            raise CommandError(
                fill(
                    QCoreApplication.translate(
                        "CatalogCommands",
                        "“%1” costs %2, but money in this %3 campaign is counted in %4, so it "
                        "cannot be paid. Add it without buying, or change %5's money by hand.",
                    ),
                    entry.name,
                    entry.price,
                    era_label(setting),
                    ", ".join(currency.value for currency in campaign_currency(setting)),
                    character_name,
                )
            )
        if cost > money:
            raise CommandError(
                fill(
                    QCoreApplication.translate(
                        "CatalogCommands",
                        "%1 cannot pay %2 for “%3”: the purse holds %4 (%5 short). Add it "
                        "without buying, or give %1 more money first.",
                    ),
                    character_name,
                    money_text(cost, setting),
                    entry.name,
                    money_text(money, setting),
                    money_text(cost - money, setting),
                )
            )
        if campaign_currency(setting)[0].is_medieval:
            # Paid from the purse, the change given back in the fewest coins.
            return pay(Purse.from_copper(money), cost).copper
        return money - cost

    def backwards(self, db: Session) -> Changes:
        remove_row(db, EquipmentItem, self.item_id)
        if self._money is not None:
            character = get_character(db, self.character_id)
            character.money = self._money[0]
            db.add(character)
        return Changes(character_ids=frozenset({self.character_id}))

    @property
    def money_after(self) -> int | None:
        """The character's money after buying (None when nothing was bought)."""
        return None if self._money is None else self._money[1]


# --------------------------------------------------------------------------- into a combat


class AddMonsterToCombat(CatalogCommand):
    """A creature into the combat being prepared, with its PV rolled and a numbered name."""

    def __init__(
        self,
        session: CampaignSession,
        monster: Monster,
        rng: RandomSource,
        *,
        gm_id: int | None = None,
    ) -> None:
        super().__init__(
            session,
            fill(QCoreApplication.translate("CatalogCommands", "Add “%1” to the combat"),
                 monster.name),
        )
        self.monster = monster
        self.rng = rng
        self.gm_id = gm_id
        self.monster_id: int | None = None
        self.combat_id: int | None = None
        self.pv: int | None = None
        self.name = ""
        self._combat: Row | None = None  # the combat this command made, if it made one
        self._rows: tuple[Row, Row] | None = None  # monster, combatant

    def forwards(self, db: Session) -> Changes:
        if self._rows is None:
            self._first_run(db)
        else:
            if self._combat is not None:
                restore_rows(db, Combat, [self._combat])
            restore_rows(db, MonsterInstance, [self._rows[0]])
            restore_rows(db, Combatant, [self._rows[1]])
        return CatalogChanges(combats=True)

    def _first_run(self, db: Session) -> None:
        combat = preparing_combat(db)
        if combat is None:
            combat = Combat(
                name=QCoreApplication.translate("CatalogCommands", "Encounter"),
                status=PREPARING,
                started_day=self.session.day,
            )
            db.add(combat)
            db.flush()
            self._combat = combat.model_dump()
        combat_id = int(combat.id or 0)
        instance = _new_monster(db, self.monster, self.rng)
        combatant = Combatant(
            combat_id=combat_id,
            monster_id=instance.id,
            iniciativa=self.monster.initiative,
            order_position=next_order_position(db, combat_id),
        )
        db.add(combatant)
        db.flush()
        self.combat_id = combat_id
        self.monster_id = instance.id
        self.pv = instance.pv_max
        self.name = instance.name
        self._rows = (instance.model_dump(), combatant.model_dump())
        self.setText(
            fill(
                QCoreApplication.translate(
                    "CatalogCommands", "Add “%1” (%2 PV) to the combat “%3”"
                ),
                instance.name,
                instance.pv_max,
                combat.name,
            )
        )

    def backwards(self, db: Session) -> Changes:
        if self._rows is None:
            return NOTHING
        remove_row(db, Combatant, self._rows[1]["id"])
        remove_row(db, MonsterInstance, self.monster_id)
        if self._combat is not None:
            remove_row(db, Combat, self.combat_id)
        return CatalogChanges(combats=True)


# --------------------------------------------------------------------------- onto the map


class PlaceOnMap(CatalogCommand):
    """A token on the campaign's first map at its first free square: for a new creature of the
    bestiary (``monster``, PV rolled, numbered) or for a character (``character_id``)."""

    def __init__(
        self,
        session: CampaignSession,
        *,
        monster: Monster | None = None,
        character_id: int | None = None,
        rng: RandomSource | None = None,
        gm_id: int | None = None,
    ) -> None:
        if (monster is None) == (character_id is None):
            raise ValueError("PlaceOnMap places either a monster or a character")
        if monster is not None and rng is None:
            raise ValueError("placing a monster rolls its PV: pass rng")
        if monster is not None:
            text = fill(
                QCoreApplication.translate("CatalogCommands", "Place “%1” on the map"),
                monster.name,
            )
        else:
            text = QCoreApplication.translate("CatalogCommands", "Place a character on the map")
        super().__init__(session, text)
        self.monster = monster
        self.character_id = character_id
        self.rng = rng
        self.gm_id = gm_id
        self.token_id: int | None = None
        self.monster_id: int | None = None
        self.map_id: int | None = None
        # Who stands on the map: "Orco 2", or the character's name.
        self.name = ""
        self.square: tuple[int, int] | None = None
        self._rows: tuple[Row | None, Row] | None = None  # monster (if made), token

    def forwards(self, db: Session) -> Changes:
        if self._rows is None:
            self._first_run(db)
        else:
            monster_row, token_row = self._rows
            if monster_row is not None:
                restore_rows(db, MonsterInstance, [monster_row])
            restore_rows(db, MapToken, [token_row])
        return self._changes()

    def _changes(self) -> Changes:
        ids = frozenset() if self.character_id is None else frozenset({self.character_id})
        return CatalogChanges(character_ids=ids, maps=True)

    def _first_run(self, db: Session) -> None:
        map_row = first_map(db)
        if map_row is None:
            raise CommandError(
                QCoreApplication.translate(
                    "CatalogCommands",
                    "This campaign has no map yet, so there is nowhere to place a token. Make a "
                    "map first.",
                )
            )
        name = self._owner_name(db, int(map_row.id or 0), map_row.name)
        square = first_free_square(db, map_row)
        if square is None:
            raise CommandError(
                fill(
                    QCoreApplication.translate(
                        "CatalogCommands",
                        "The map “%1” has no free square left for “%2”. Clear a square or make "
                        "the map bigger.",
                    ),
                    map_row.name,
                    name,
                )
            )
        monster_row: Row | None = None
        if self.monster is not None:
            assert self.rng is not None
            instance = _new_monster(db, self.monster, self.rng)
            self.monster_id = instance.id
            name = instance.name
            monster_row = instance.model_dump()
        token = MapToken(
            map_id=int(map_row.id or 0),
            character_id=self.character_id,
            monster_id=self.monster_id,
            x=square[0],
            y=square[1],
        )
        db.add(token)
        db.flush()
        self.token_id = token.id
        self.map_id = map_row.id
        self.square = square
        self.name = name
        self._rows = (monster_row, token.model_dump())
        self.setText(
            fill(
                QCoreApplication.translate("CatalogCommands", "Place “%1” on the map “%2”"),
                name,
                map_row.name,
            )
        )

    def _owner_name(self, db: Session, map_id: int, map_name: str) -> str:
        if self.monster is not None:
            return self.monster.name
        assert self.character_id is not None
        character = get_character(db, self.character_id)
        already = db.exec(
            select(MapToken).where(
                col(MapToken.map_id) == map_id, col(MapToken.character_id) == self.character_id
            )
        ).first()
        if already is not None:
            raise CommandError(
                fill(
                    QCoreApplication.translate(
                        "CatalogCommands",
                        "“%1” already stands on the map “%2” (square %3, %4). Move that token "
                        "instead.",
                    ),
                    character.name,
                    map_name,
                    already.x + 1,
                    already.y + 1,
                )
            )
        return character.name

    def backwards(self, db: Session) -> Changes:
        remove_row(db, MapToken, self.token_id)
        remove_row(db, MonsterInstance, self.monster_id)
        return self._changes()
