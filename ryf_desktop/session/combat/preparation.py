"""Preparing a fight: :class:`StartCombat`, :class:`AddCombatant`, :class:`RemoveCombatant`.

Rulings (RULES.md leaves these open):

- Monsters named by the catalog are looked up among the GM's own entries first, then in the
  shipped bestiary (accents and case ignored); a new one is placed on the combat's map at its
  first free square when it has a map.
- A start on a map gives every combatant without a token one next to its side (map_placement).
- A combatant removed on its own turn hands the turn to the next one who acts.
- A creature put into play from the catalog (its button, a drop on the map) joins the running
  combat first — the one the GM fights and the tracker shows — unless that one is on another map
  than the creature's token; else the newest one being prepared; else a new "Encounter"
  (:func:`join_creature`). In a running combat it waits, like every newcomer, for the GM to roll
  its initiative.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import KW_ONLY, field
from typing import TYPE_CHECKING

from ryf_desktop.catalog import Monster, load_catalog
from ryf_desktop.rules.character import normalise_name
from ryf_desktop.rules.dice import RandomSource

# The module, not its function: map_placement reads the combat's state (an import cycle).
from ryf_desktop.session import map_placement
from ryf_desktop.session.catalog_commands import monster_fields, roll_pv
from ryf_desktop.session.catalog_queries import next_monster_number
from ryf_desktop.session.character_commands import character_of
from ryf_desktop.session.combat.common import (
    COMBAT_KIND,
    get_combatant,
    log_line,
    open_combat,
    open_row,
    translate,
)
from ryf_desktop.session.combat.people import (
    Owner,
    character_iniciativa,
    is_hidden,
    monster_ini,
    name_of,
    owner_key,
    owner_name,
)
from ryf_desktop.session.combat.state import PREPARING, RUNNING, renumber
from ryf_desktop.session.combat.turns import advance
from ryf_desktop.session.command import CommandError, ModelCommand, command, exactly_one, required
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.gm_entries import GmEntryError, build_gm_entry
from ryf_desktop.session.model import Records
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import (
    CatalogEntry,
    Combat,
    Combatant,
    Map,
    MapToken,
    MonsterInstance,
    dump_json,
    load_json,
)

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

__all__ = [
    "AddCombatant", "RemoveCombatant", "StartCombat", "combat_to_join", "find_monster",
    "join_creature", "monster_names",
]


def find_monster(draft: Records, name: str) -> Monster:
    """A creature by its name: the GM's own entries first, then the shipped bestiary (accents
    and case ignored); CommandError when there is none."""
    wanted = normalise_name(name)
    for entry in draft.all(CatalogEntry):
        if entry.kind != "monster" or normalise_name(entry.name) != wanted:
            continue
        try:
            fields = load_json(entry.fields)
            built = build_gm_entry(
                entry.kind, entry.name, fields if isinstance(fields, dict) else {}
            )
        except (ValueError, GmEntryError):
            continue  # an entry that does not read is shown (and fixed) in the catalog
        if isinstance(built, Monster):
            return built
    for monster in load_catalog().monsters:
        if normalise_name(monster.name) == wanted:
            return monster
    raise CommandError(
        translate(
            "CombatCommands",
            "There is no creature called “%1” in the catalog or among your own entries. "
            "Check the name in the catalog browser.",
        ),
        name,
    )


def monster_names(records: Records) -> list[str]:
    """The creatures a fight may be started with (those :func:`find_monster` finds): the GM's
    own and the bestiary's, each name once, in alphabetical order."""
    names = dict.fromkeys(entry.name for entry in records.all(CatalogEntry)
                          if entry.kind == "monster")
    names.update(dict.fromkeys(monster.name for monster in load_catalog().monsters))
    return sorted(names, key=str.casefold)


def _already_fights(draft: Draft, owner: tuple[int | None, int | None], combat: Combat) -> str:
    return fill(
        translate("CombatCommands", "%1 already fights in the combat “%2”."),
        owner_name(draft, *owner),
        combat.name,
    )


class _Adder:
    """Adds combatants to one combat within a command's work, remembering the new ones."""

    def __init__(self, draft: Draft, combat: Combat) -> None:
        self.draft = draft
        self.combat = combat
        self.combatant_ids: list[int] = []
        self.names: list[str] = []
        present = draft.of(Combatant, "combat_id", combat.id)
        self._owners: set[Owner] = {owner_key(c.character_id, c.monster_id) for c in present}
        self._highest = max((row.order_position for row in present), default=-1)
        self._numbers: dict[str, int] = {}
        #: Whether a new creature gets a token at once (StartCombat places all at the end).
        self.places_tokens = True

    @property
    def map_id(self) -> int | None:
        return self.combat.map_id

    def _new(self, character_id: int | None, monster_id: int | None, iniciativa: int) -> Combatant:
        """A new combatant at the end of the order (not yet in the fight)."""
        self._highest += 1
        self._owners.add(owner_key(character_id, monster_id))
        row = self.draft.add(
            Combatant, combat_id=self.combat.id, character_id=character_id,
            monster_id=monster_id, order_position=self._highest, actions=0, majors_left=0,
            minors_left=0, iniciativa=iniciativa,
        )
        self.combatant_ids.append(row.id)
        return row

    def fights(self, character_id: int | None, monster_id: int | None) -> bool:
        return owner_key(character_id, monster_id) in self._owners

    def add_character(self, character_id: int, *, strict: bool) -> Combatant | None:
        character = character_of(self.draft, character_id)
        if self.fights(character_id, None):
            if strict:
                raise CommandError(_already_fights(self.draft, (character_id, None), self.combat))
            return None
        iniciativa = character_iniciativa(self.draft, character_id)
        row = self._new(character_id, None, 0 if iniciativa is None else iniciativa[0])
        self.names.append(character.name)
        return row

    def add_creature(self, monster_id: int) -> Combatant | None:
        """A creature already in play (its token was chosen)."""
        if self.fights(None, monster_id):
            return None
        monster = self.draft.get(MonsterInstance, monster_id)
        row = self._new(None, monster_id, monster_ini(monster, 0))
        self.names.append("?" if monster is None else monster.name)
        return row

    def add_token(self, token_id: int) -> Combatant | None:
        token = required(self.draft, MapToken, token_id, translate(
            "CombatCommands", "Token %1 is not on the map any more. Choose the tokens again."
        ))
        if self.map_id is None:
            self.combat = self.draft.update(self.combat, map_id=token.map_id)
        elif token.map_id != self.map_id:
            raise CommandError(
                translate(
                    "CombatCommands",
                    "The token of %1 stands on another map than the combat's. Choose tokens "
                    "of one map.",
                ),
                owner_name(self.draft, token.character_id, token.monster_id),
            )
        if token.character_id is not None:
            return self.add_character(token.character_id, strict=False)
        return self.add_creature(int(token.monster_id or 0))

    def add_monsters(self, monster: Monster, count: int, rng: RandomSource) -> list[Combatant]:
        """``count`` new creatures of the kind (PV rolled in turn, numbered on), each placed on
        the combat's map when it has one and :attr:`places_tokens`, all in the fight."""
        draft = self.draft
        number = self._numbers.get(monster.name)
        if number is None:
            number = next_monster_number(draft, monster.name)
        self._numbers[monster.name] = number + count
        fields = dump_json(monster_fields(monster))
        map_record = draft.get(Map, self.map_id) if self.places_tokens else None
        rows = []
        for offset in range(count):
            instance = draft.add(
                MonsterInstance, catalog_name=monster.name,
                name=f"{monster.name} {number + offset}", number=number + offset,
                pv_max=roll_pv(monster, rng), fields=fields,
            )
            if map_record is not None:
                # One at a time: each token takes the first square the previous ones left free.
                square = map_placement.square_for_creature(draft, map_record, self.combat.id)
                if square is not None:
                    draft.add(MapToken, map_id=map_record.id, monster_id=instance.id,
                              x=square[0], y=square[1])
            rows.append(self._new(None, instance.id, monster_ini(instance, 0)))
            self.names.append(instance.name)
        return rows


def combat_to_join(records: Records, map_id: int | None) -> Combat | None:
    """The combat a creature put into play from the catalog joins: the running one (the fight
    the Combat dock shows), else the newest one being prepared — each only when it is on the map
    ``map_id`` the creature stands on, or on none; None when a new one is to be prepared."""
    for status in (RUNNING, PREPARING):
        found = [combat for combat in records.all(Combat) if combat.status == status
                 and (map_id is None or combat.map_id in (None, map_id))]
        if found:
            return found[-1]
    return None


def join_creature(draft: Draft, monster_id: int, map_id: int | None, *,
                  secret: bool = False) -> tuple[Combat, bool]:
    """The creature in play ``monster_id`` joins :func:`combat_to_join` — at the end of the
    order, without initiative, as :class:`AddCombatant` adds it (in a running combat the GM
    rolls it from the tracker; it acts once it has one) — or a new "Encounter" prepared on
    ``map_id``. Joining a running combat is logged, as a fight's event (secret with ``secret``:
    its token stands hidden). The combat, and whether it is new."""
    combat = combat_to_join(draft, map_id)
    created = combat is None
    if combat is None:
        combat = draft.add(Combat, name=translate("CatalogCommands", "Encounter"), map_id=map_id,
                           status=PREPARING, started_day=draft.model.day)
    elif combat.map_id is None and map_id is not None:
        combat = draft.update(combat, map_id=map_id)
    adder = _Adder(draft, combat)
    row = adder.add_creature(monster_id)
    assert row is not None  # a new creature fights nowhere yet
    if combat.status == RUNNING:
        _log_join(draft, combat, row, adder.names[-1], secret=secret)
    return combat, created


def _log_join(draft: Draft, combat: Combat, row: Combatant, name: str, *, secret: bool) -> None:
    log_line(
        draft,
        COMBAT_KIND,
        fill(translate("CombatCommands", "%1 joins the combat “%2”."), name, combat.name),
        {"combatant": row.id},
        combat_id=combat.id,
        character_id=row.character_id,
        secret=secret,
    )


@command
class StartCombat(ModelCommand):
    """A new combat being prepared: the map's tokens, characters and catalog monsters in it.
    On its map, every combatant without a token gets one next to its side (map_placement);
    with ``hide_creatures`` the new creatures' tokens are hidden from the players."""

    name: str
    _: KW_ONLY
    map_id: int | None = None
    token_ids: Sequence[int] = ()
    character_ids: Sequence[int] = ()
    monsters: Sequence[tuple[str, int]] = ()
    rng: RandomSource
    hide_creatures: bool = False
    combat_id: int | None = field(default=None, init=False)

    def initial_text(self) -> str:
        return fill(translate("CombatCommands", "Start the combat “%1”"), self.name)

    def check(self) -> None:
        self.name = self.name.strip()
        if not self.name:
            raise CommandError(
                translate("CombatCommands", "A combat needs a name. Type one, such as “Ambush”.")
            )
        for monster_name, count in self.monsters:
            if count < 1:
                raise CommandError(
                    translate(
                        "CombatCommands",
                        "%1 × “%2”: the number of creatures must be 1 or more.",
                    ),
                    count,
                    monster_name,
                )

    def work_out(self, draft: Draft) -> None:
        if self.map_id is not None and draft.get(Map, self.map_id) is None:
            raise CommandError(
                translate(
                    "CombatCommands", "Map %1 is not in this campaign any more. Choose a map."
                ),
                self.map_id,
            )
        monsters = [(find_monster(draft, name), count) for name, count in self.monsters]
        combat = draft.add(
            Combat, name=self.name, map_id=self.map_id, status=PREPARING,
            started_day=draft.model.day,
        )
        self.combat_id = combat.id
        adder = _Adder(draft, combat)
        for token_id in self.token_ids:
            adder.add_token(token_id)
        for character_id in self.character_ids:
            adder.add_character(character_id, strict=False)
        adder.places_tokens = False
        creatures: set[int] = set()
        for monster, count in monsters:
            creatures.update(row.monster_id for row in adder.add_monsters(monster, count, self.rng)
                             if row.monster_id is not None)
        if adder.map_id is not None:
            # Every combatant without a token gets one next to its side, in this same step.
            made = map_placement.place_missing_tokens(draft, combat.id, adder.map_id)
            for token_id in made if self.hide_creatures else ():
                token = draft.get(MapToken, token_id)
                if token is not None and token.monster_id in creatures:
                    draft.update(token, hidden=True)
        names = ", ".join(adder.names) or translate("CombatCommands", "nobody yet")
        log_line(
            draft,
            COMBAT_KIND,
            fill(translate("CombatCommands", "Combat “%1” prepared: %2."), combat.name, names),
            {"combatants": adder.combatant_ids},
            combat_id=combat.id,
        )


@command
class AddCombatant(ModelCommand):
    """One more combatant: a character, a new creature of the catalog, or a token's owner."""

    combat_id: int
    _: KW_ONLY
    character_id: int | None = None
    monster_name: str | None = None
    token_id: int | None = None
    rng: RandomSource | None = None
    combatant_id: int | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        exactly_one("AddCombatant", character_id=self.character_id,
                    monster_name=self.monster_name, token_id=self.token_id)
        if self.monster_name is not None and self.rng is None:
            raise ValueError("adding a creature rolls its PV: pass rng")
        super().__post_init__()

    def initial_text(self) -> str:
        return translate("CombatCommands", "Add a combatant")

    def work_out(self, draft: Draft) -> None:
        combat = open_combat(draft, self.combat_id)
        adder = _Adder(draft, combat)
        row: Combatant | None
        if self.token_id is not None:
            row = adder.add_token(self.token_id)
            if row is None:
                token = draft.get(MapToken, self.token_id)
                assert token is not None
                raise CommandError(
                    _already_fights(draft, (token.character_id, token.monster_id), combat)
                )
        elif self.monster_name is not None:
            assert self.rng is not None
            row = adder.add_monsters(find_monster(draft, self.monster_name), 1, self.rng)[-1]
        else:
            assert self.character_id is not None
            row = adder.add_character(self.character_id, strict=True)
        assert row is not None
        self.combatant_id = row.id
        name = adder.names[-1]
        self.setText(
            fill(translate("CombatCommands", "Add %1 to the combat “%2”"), name, combat.name)
        )
        _log_join(draft, combat, row, name, secret=is_hidden(draft, adder.combat, row))


class RemoveCombatant(ModelCommand):
    """A combatant leaves the combat (its character or creature and token stay)."""

    def __init__(self, session: CampaignSession, combatant_id: int) -> None:
        super().__init__(session, translate("CombatCommands", "Remove a combatant"))
        self.combatant_id = combatant_id

    def work_out(self, draft: Draft) -> None:
        combat, row = open_row(draft, self.combatant_id)
        name = name_of(draft, row)
        hidden = is_hidden(draft, combat, row)
        if combat.status == RUNNING and combat.turn_position == row.order_position:
            # When nobody else can act the turn stays empty until Next turn finds someone.
            with contextlib.suppress(CommandError):
                advance(draft, combat, forwards=True, leaving=row)
        draft.remove(get_combatant(draft, self.combatant_id))
        renumber(draft, open_combat(draft, combat.id))
        self.setText(fill(translate("CombatCommands", "Remove %1 from the combat"), name))
        log_line(
            draft,
            COMBAT_KIND,
            fill(translate("CombatCommands", "%1 leaves the combat “%2”."), name, combat.name),
            {"combatant": self.combatant_id},
            combat_id=combat.id,
            character_id=row.character_id,
            secret=hidden,
        )
