"""Commands of the catalog that put an entry into play, and what all its commands share.

- :class:`AddToCharacter` — a weapon, armour, shield or item into a character's equipment,
  optionally bought: the price leaves the character's money (RULES.md §9, change in the fewest
  coins), refused when it cannot be paid or is in another currency than the campaign's.
- :class:`AddMonsterToCombat` — a creature of the bestiary into the running combat, else the one
  being prepared (a new one, "Encounter", when there is none), its PV rolled from its formula,
  numbered "Goblin 3" (which combat: :func:`~ryf_desktop.session.combat.preparation.join_creature`).
- :class:`PlaceOnMap` — a token for a new creature, or for a character, on the campaign's first
  map at its first free square.

The GM's own entries have their commands in :mod:`~ryf_desktop.session.gm_entry_commands`.
Every one is a :class:`~ryf_desktop.session.command.ModelCommand`: whatever it rolls or numbers
is decided once, in its first run, and a redo puts back the very same records (same ids, same PV).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import KW_ONLY, field
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QCoreApplication

from ryf_desktop.catalog import Armor, CatalogEntry, EntryKind, Item, Monster, Shield, Weapon
from ryf_desktop.rules.dice import RandomSource, roll
from ryf_desktop.rules.money import Purse, pay
from ryf_desktop.session.catalog_queries import (
    campaign_currency,
    first_free_square,
    first_map,
    money_text,
    next_monster_number,
    price_in_campaign_money,
)
from ryf_desktop.session.character_commands import character_of
from ryf_desktop.session.command import CommandError, ModelCommand, command, exactly_one
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.gm_entries import era_label
from ryf_desktop.session.maps.common import get_map
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import (
    Combat,
    EquipmentItem,
    Map,
    MapToken,
    MonsterInstance,
    dump_json,
)

Row = dict[str, Any]

# The ``kind`` of a character's equipment row for each kind of catalog entry.
EQUIPMENT_KINDS: Mapping[EntryKind, str] = MappingProxyType({
    EntryKind.WEAPON: "weapon",
    EntryKind.ARMOR: "armour",
    EntryKind.SHIELD: "shield",
    EntryKind.ITEM: "gear",
})

# --------------------------------------------------------------------------- helpers


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


def _new_monster(draft: Draft, monster: Monster, rng: RandomSource) -> MonsterInstance:
    number = next_monster_number(draft, monster.name)
    return draft.add(
        MonsterInstance,
        catalog_name=monster.name,
        name=f"{monster.name} {number}",
        number=number,
        pv_max=roll_pv(monster, rng),
        fields=dump_json(monster_fields(monster)),
    )


# --------------------------------------------------------------------------- into a character


@command
class AddToCharacter(ModelCommand):
    """A catalog entry into a character's equipment; with ``buy`` its price is paid from the
    character's money."""

    character_id: int
    entry: CatalogEntry
    _: KW_ONLY
    buy: bool = False
    gm_id: int | None = None
    item_id: int | None = field(default=None, init=False)
    #: The character's money after buying (None when nothing was bought).
    money_after: int | None = field(default=None, init=False)

    def initial_text(self) -> str:
        return fill(QCoreApplication.translate("CatalogCommands", "Add “%1” to a character"),
                    self.entry.name)

    def check(self) -> None:
        if isinstance(self.entry, Monster):
            raise CommandError(
                QCoreApplication.translate(
                    "CatalogCommands",
                    "“%1” is a creature, not equipment: add it to a combat or place it on "
                    "the map instead.",
                ),
                self.entry.name,
            )

    def work_out(self, draft: Draft) -> None:
        character = character_of(draft, self.character_id)
        entry = self.entry
        assert not isinstance(entry, Monster)  # check() refused creatures
        if self.buy:
            self.money_after = self._pay(draft, character.name, character.money)
            draft.update(character, money=self.money_after)
            self.setText(
                fill(
                    QCoreApplication.translate("CatalogCommands", "Buy “%1” for “%2” (%3)"),
                    entry.name,
                    character.name,
                    entry.price,
                )
            )
        else:
            self.setText(
                fill(
                    QCoreApplication.translate("CatalogCommands", "Add “%1” to “%2”"),
                    entry.name,
                    character.name,
                )
            )
        items = draft.of(EquipmentItem, "character_id", self.character_id)
        item = draft.add(
            EquipmentItem,
            character_id=self.character_id,
            name=entry.name,
            kind=EQUIPMENT_KINDS[entry.kind],
            catalog_name=entry.name,
            details=dump_json(equipment_details(entry, self.gm_id)),
            position=max((item.position for item in items), default=-1) + 1,
        )
        self.item_id = item.id

    def _pay(self, draft: Draft, character_name: str, money: int) -> int:
        """The character's money after paying; CommandError when it cannot be paid."""
        entry = self.entry
        assert not isinstance(entry, Monster)
        setting = draft.model.setting
        cost = price_in_campaign_money(entry.price, setting)
        if cost is None:
            raise CommandError(
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
        if cost > money:
            raise CommandError(
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
        if campaign_currency(setting)[0].is_medieval:
            # Paid from the purse, the change given back in the fewest coins.
            return pay(Purse.from_copper(money), cost).copper
        return money - cost


# --------------------------------------------------------------------------- into a combat


@command
class AddMonsterToCombat(ModelCommand):
    """A creature, with its PV rolled and a numbered name, into the running combat, else the
    one being prepared (a new "Encounter" when none is): the session's one rule for which."""

    monster: Monster
    rng: RandomSource
    _: KW_ONLY
    gm_id: int | None = None
    # The map its token stands on (None: it has none yet): the combat it joins is on that map.
    map_id: int | None = None
    # Its token stands hidden from the players: the log line of its joining is secret.
    hidden: bool = False
    monster_id: int | None = field(default=None, init=False)
    combat_id: int | None = field(default=None, init=False)
    # The combat it joined, whether this step began preparing it, and whether it is running.
    combat_name: str = field(default="", init=False)
    combat_created: bool = field(default=False, init=False)
    combat_running: bool = field(default=False, init=False)
    pv: int | None = field(default=None, init=False)
    name: str = field(default="", init=False)

    def initial_text(self) -> str:
        return fill(QCoreApplication.translate("CatalogCommands", "Add “%1” to the combat"),
                    self.monster.name)

    def work_out(self, draft: Draft) -> None:
        instance = _new_monster(draft, self.monster, self.rng)
        combat, self.combat_created, self.combat_running = _join_encounter(
            draft, instance, self.map_id, secret=self.hidden)
        self.combat_id = combat.id
        self.combat_name = combat.name
        self.monster_id = instance.id
        self.pv = instance.pv_max
        self.name = instance.name
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


def _join_encounter(
    draft: Draft, instance: MonsterInstance, map_id: int | None, *, secret: bool
) -> tuple[Combat, bool, bool]:
    """``instance`` joins the combat the session's rule picks (the running one first; see
    :func:`~ryf_desktop.session.combat.preparation.join_creature`); the combat, whether it is
    new, and whether it is running."""
    # Imported here: the combat package imports this module (an import cycle).
    from ryf_desktop.session.combat.preparation import join_creature
    from ryf_desktop.session.combat.state import RUNNING

    combat, created = join_creature(draft, instance.id, map_id, secret=secret)
    return combat, created, combat.status == RUNNING


# --------------------------------------------------------------------------- onto the map


@command
class PlaceOnMap(ModelCommand):
    """A token on map ``map_id`` (None: the campaign's first) at a free square — the one nearest
    the centre of ``view`` (x, y, width, height in squares: the part the GM sees), else the first
    — for a new creature of the bestiary (``monster``, PV rolled, numbered; it joins the running
    combat on that map, else the one being prepared, else a new "Encounter") or for a character
    (``character_id``). ``hidden``: the token is hidden from the players."""

    _: KW_ONLY
    monster: Monster | None = None
    character_id: int | None = None
    rng: RandomSource | None = None
    gm_id: int | None = None
    # The map asked for (None: the campaign's first); after the run, the one it went on.
    map_id: int | None = None
    view: tuple[float, float, float, float] | None = None
    hidden: bool = False
    token_id: int | None = field(default=None, init=False)
    monster_id: int | None = field(default=None, init=False)
    # The combat a creature joined (None for a character), whether it is new, and running.
    combat_id: int | None = field(default=None, init=False)
    combat_name: str = field(default="", init=False)
    combat_created: bool = field(default=False, init=False)
    combat_running: bool = field(default=False, init=False)
    pv: int | None = field(default=None, init=False)
    # Who stands on the map: "Orco 2", or the character's name.
    name: str = field(default="", init=False)
    square: tuple[int, int] | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        exactly_one("PlaceOnMap", monster=self.monster, character_id=self.character_id)
        if self.monster is not None and self.rng is None:
            raise ValueError("placing a monster rolls its PV: pass rng")
        super().__post_init__()

    def initial_text(self) -> str:
        if self.monster is not None:
            return fill(
                QCoreApplication.translate("CatalogCommands", "Place “%1” on the map"),
                self.monster.name,
            )
        return QCoreApplication.translate("CatalogCommands", "Place a character on the map")

    def work_out(self, draft: Draft) -> None:
        map_record = first_map(draft) if self.map_id is None else get_map(draft, self.map_id)
        if map_record is None:
            raise CommandError(
                QCoreApplication.translate(
                    "CatalogCommands",
                    "This campaign has no map yet, so there is nowhere to place a token. Make a "
                    "map first.",
                )
            )
        name = self._owner_name(draft, map_record)
        square = first_free_square(draft, map_record, view=self.view)
        if square is None:
            raise CommandError(
                QCoreApplication.translate(
                    "CatalogCommands",
                    "The map “%1” has no free square left for “%2”. Clear a square or make "
                    "the map bigger.",
                ),
                map_record.name,
                name,
            )
        if self.monster is not None:
            assert self.rng is not None
            instance = _new_monster(draft, self.monster, self.rng)
            self.monster_id = instance.id
            self.pv = instance.pv_max
            name = instance.name
            combat, self.combat_created, self.combat_running = _join_encounter(
                draft, instance, map_record.id, secret=self.hidden)
            self.combat_id, self.combat_name = combat.id, combat.name
        token = draft.add(
            MapToken,
            map_id=map_record.id,
            character_id=self.character_id,
            monster_id=self.monster_id,
            x=square[0],
            y=square[1],
            hidden=self.hidden,
        )
        self.token_id = token.id
        self.map_id = map_record.id
        self.square = square
        self.name = name
        self.setText(
            fill(
                QCoreApplication.translate("CatalogCommands", "Place “%1” on the map “%2”"),
                name,
                map_record.name,
            )
        )

    def _owner_name(self, draft: Draft, map_record: Map) -> str:
        if self.monster is not None:
            return self.monster.name
        assert self.character_id is not None
        character = character_of(draft, self.character_id)
        already = next(
            (token for token in draft.of(MapToken, "map_id", map_record.id)
             if token.character_id == self.character_id),
            None,
        )
        if already is not None:
            raise CommandError(
                QCoreApplication.translate(
                    "CatalogCommands",
                    "“%1” already stands on the map “%2” (square %3, %4). Move that token "
                    "instead.",
                ),
                character.name,
                map_record.name,
                already.x + 1,
                already.y + 1,
            )
        return character.name
