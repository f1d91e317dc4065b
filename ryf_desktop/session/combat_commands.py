"""The combat round's commands: preparing a fight, initiative, turns, actions and moves.

Every command is a :class:`~ryf_desktop.session.snapshot_command.SnapshotCommand` (undo puts the
rows back as they were, log lines included) and announces ``combats_changed`` through
:func:`~ryf_desktop.session.catalog_commands.catalog_events`; moves also ``maps_changed``, and
commands that write the log ``log_appended``.

- Preparing: :class:`StartCombat`, :class:`AddCombatant`, :class:`RemoveCombatant`.
- Initiative (RULES.md §5): :class:`RollInitiative`, :class:`SetInitiative`,
  :class:`ReorderTie`.
- Turns: :class:`BeginCombat`, :class:`NextTurn`, :class:`PreviousTurn`, :class:`EndCombat`.
- The active combatant's turn: :class:`SetDoubleAction`, :class:`SpendAction`,
  :class:`MoveCombatant`; the GM's :class:`OverrideMove`.

Rulings (RULES.md leaves these open):

- One combat runs at a time: :class:`BeginCombat` refuses while another one runs.
- A malherido combatant rolls initiative at −1 rank like every other roll.
- A typed initiative total is not a fumble; type the three dice to record one.
- Initiative is kept for the whole combat: once the combat runs, only combatants without a total
  (added mid-fight) may roll or be given one.
- A combatant removed on its own turn hands the turn to the next one who acts.
- A turn starts with a fresh budget; the budget of the turn being left is reset as well (unused
  actions are lost) and kept in the step's log line, so a turn gone back to (Previous turn, and
  Next turn into it again) has what it spent still spent: an attack cannot be made twice.
- A natural 1 in initiative gives one action per turn whatever the total (RULES §11); the
  row's ``actions`` keeps that count for every turn.
- The rounds a combat lasted count the round in progress only once something was done in it.
- Next turn passes over combatants who are out, down (inconsciente, muerto, derrotado), without
  initiative, or fumblers in round 1; when nobody can act it refuses and says so.
- Monsters named by the catalog are looked up among the GM's own entries first, then in the
  shipped bestiary (accents and case ignored); a new one is placed on the combat's map at its
  first free square when it has a map.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QCoreApplication
from sqlalchemy import ColumnElement, bindparam, false
from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from ryf_desktop.catalog import Monster, load_catalog
from ryf_desktop.rules.character import normalise_name
from ryf_desktop.rules.combat import (
    InitiativeRoll,
    RuleViolation,
    TurnBudget,
    resolve_initiative,
    roll_initiative,
)
from ryf_desktop.rules.dice import DiceError, RandomSource
from ryf_desktop.rules.health import HealthState, creature_state, state
from ryf_desktop.rules.movement import Square
from ryf_desktop.session.catalog_commands import CatalogChanges, monster_fields, roll_pv
from ryf_desktop.session.catalog_queries import (
    first_free_square,
    next_monster_number,
    read_gm_entries,
)
from ryf_desktop.session.changes import Changes
from ryf_desktop.session.combat_log import mark_secret
from ryf_desktop.session.combat_queries import read_move_check
from ryf_desktop.session.combat_state import (
    ENDED,
    ENDED_BUDGET,
    ENDED_TURN,
    PREPARING,
    RUNNING,
    CombatNow,
    OrderKey,
    active_combatant,
    can_act,
    combatants_in_order,
    ended_turn_key,
    fresh_turn_values,
    initiative_key,
    initiative_values,
    kept_turn,
    load_budget,
    read_combat_now,
    renumber,
    reset_turn,
    rounds_fought,
    row_initiative_key,
    running_combat,
    store_budget,
    turn_left_behind,
)
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighters import (
    CombatantFacts,
    FighterBrief,
    FighterStats,
    briefed_facts,
    character_iniciativa,
    characters_iniciativa,
    fighter_briefs,
    fighter_stats,
    hidden_combatants,
    monster_iniciativa,
)
from ryf_desktop.session.map_placement import place_missing_tokens
from ryf_desktop.session.snapshot_command import Scope, SnapshotCommand
from ryf_desktop.session.texts import fill, metres_text
from ryf_desktop.session.validation import TEXT_MAX
from ryf_desktop.storage.raw_sql import (
    FastSelect,
    Rows,
    insert_many,
    insert_row,
    table_of,
    update_row,
    update_rows,
    with_defaults,
)
from ryf_desktop.storage.tables import (
    Character,
    Combat,
    Combatant,
    LogEntry,
    Map,
    MapToken,
    MonsterInstance,
)
from ryf_desktop.storage.tables.base import dump_json, utc_now_text

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

__all__ = [
    "ACTION_KIND",
    "COMBAT_KIND",
    "INITIATIVE_KIND",
    "MOVE_KIND",
    "OVERRIDE_KIND",
    "TURN_KIND",
    "AddCombatant",
    "BeginCombat",
    "EndCombat",
    "MoveCombatant",
    "NextTurn",
    "OverrideMove",
    "PreviousTurn",
    "RemoveCombatant",
    "ReorderTie",
    "RollInitiative",
    "SetDoubleAction",
    "SetInitiative",
    "SpendAction",
    "StartCombat",
]

#: ``LogEntry.kind`` of the lines these commands write.
COMBAT_KIND = "combat"
INITIATIVE_KIND = "initiative"
TURN_KIND = "turn"
ACTION_KIND = "action"
MOVE_KIND = "move"
OVERRIDE_KIND = "override"

_COMBATS = CatalogChanges(combats=True, log=True)
_LOG_TABLE = table_of(LogEntry)
_COMBATANT_TABLE = table_of(Combatant)
_COMBAT_TABLE = table_of(Combat)
_PRESENT = FastSelect(
    sa_select(
        col(Combatant.character_id), col(Combatant.monster_id), col(Combatant.order_position)
    ).where(col(Combatant.combat_id) == bindparam("combat_id"))
)
_CHARACTER_NAMES = FastSelect(
    sa_select(col(Character.id), col(Character.name)).where(
        col(Character.id).in_(bindparam("ids", expanding=True))
    )
)
_MOVES = CatalogChanges(combats=True, maps=True, log=True)
#: ``dump_json`` of a log line's data with one encoder made once: ``json.dumps`` with options
#: makes a new encoder at every call, and fifty combatants rolling log fifty lines.
_encode_json = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode


# --------------------------------------------------------------------------- shared


# Counts are worded by hand: pyside6-lupdate only marks a Python translate() as a plural when its
# count is a literal. Spanish, like English, uses the singular for 1 alone.


def actions_text(count: int) -> str:
    """The count of actions in words ("1 action", "2 actions")."""
    if count == 1:
        return translate("CombatCommands", "1 action")
    return fill(translate("CombatCommands", "%1 actions"), count)


def rounds_text(count: int) -> str:
    if count == 1:
        return translate("CombatCommands", "1 round")
    return fill(translate("CombatCommands", "%1 rounds"), count)


def squares_text(count: int) -> str:
    if count == 1:
        return translate("CombatCommands", "1 square")
    return fill(translate("CombatCommands", "%1 squares"), count)


def _nothing() -> ColumnElement[bool]:
    return false()


def _combat_scope(combat_id: int | None) -> Scope:
    if combat_id is None:
        return [(Combat, _nothing()), (Combatant, _nothing())]
    return [
        (Combat, Rows("id", (combat_id,))),
        (Combatant, Rows("combat_id", (combat_id,))),
    ]


def _combat_of(db: Session, combatant_id: int) -> int | None:
    row = db.get(Combatant, combatant_id)
    return None if row is None else row.combat_id


def _get_combat(db: Session, combat_id: int) -> Combat:
    combat = db.get(Combat, combat_id)
    if combat is None:
        raise CommandError(
            fill(
                translate(
                    "CombatCommands",
                    "The combat %1 is not in this campaign any more (deleted, or an undo took "
                    "it back). Choose another combat.",
                ),
                combat_id,
            )
        )
    return combat


def _get_combatant(db: Session, combatant_id: int) -> Combatant:
    row = db.get(Combatant, combatant_id)
    if row is None:
        raise CommandError(
            fill(
                translate(
                    "CombatCommands",
                    "Combatant %1 is not in the combat any more (removed, or an undo took it "
                    "back).",
                ),
                combatant_id,
            )
        )
    return row


def _refuse_ended(combat: Combat | CombatNow) -> None:
    if combat.status == ENDED:
        raise CommandError(
            fill(
                translate(
                    "CombatCommands",
                    "The combat “%1” has ended; it cannot change any more. Start a new combat.",
                ),
                combat.name,
            )
        )


def _require_running(combat: Combat | CombatNow) -> None:
    _refuse_ended(combat)
    if combat.status != RUNNING:
        raise CommandError(
            fill(
                translate(
                    "CombatCommands",
                    "The combat “%1” has not begun yet. Roll initiative for everyone and begin "
                    "it first.",
                ),
                combat.name,
            )
        )


class _CombatCommand(SnapshotCommand):
    """What the combat's commands share: the log and the combat's rows as scope."""

    def _log(
        self,
        db: Session,
        kind: str,
        text: str,
        data: dict[str, Any],
        *,
        combat_id: int | None,
        character_id: int | None = None,
        secret: bool = False,
    ) -> None:
        # Written past the ORM: every step of a fight logs a line (the undo snapshot finds
        # it by its id all the same).
        insert_row(
            db,
            _LOG_TABLE,
            self._log_row(
                kind, text, data, combat_id=combat_id, character_id=character_id, secret=secret
            ),
        )

    def _log_row(
        self,
        kind: str,
        text: str,
        data: dict[str, Any],
        *,
        combat_id: int | None,
        character_id: int | None = None,
        at: str | None = None,
        secret: bool = False,
    ) -> dict[str, Any]:
        """A log line's row; ``at`` is the time of the step (now when not given); ``secret``
        keeps it off the players' surfaces (see ``combat_log.mark_secret``)."""
        return {
            "at": utc_now_text() if at is None else at,
            "game_day": self.session.day,
            "kind": kind,
            "text": text[:TEXT_MAX],
            "data": _encode_json(mark_secret(data, secret)),
            "combat_id": combat_id,
            "character_id": character_id,
        }

    def _stats(self, db: Session, row: Combatant) -> FighterStats:
        return fighter_stats(db, row, self.session.profile)

    def _acting(self, db: Session, combatant_id: int) -> tuple[Combat, Combatant, FighterStats]:
        """The combatant whose turn it is, or CommandError saying whose turn it is."""
        row = _get_combatant(db, combatant_id)
        combat = _get_combat(db, row.combat_id)
        _require_running(combat)
        stats = self._stats(db, row)
        active = active_combatant(db, combat)
        if active is None or active.id != row.id:
            whose = "" if active is None else self._stats(db, active).name
            raise CommandError(
                fill(
                    translate(
                        "CombatCommands",
                        "It is not %1's turn (it is %2's). Only the combatant whose turn it is "
                        "can act; use Next turn to get there.",
                    ),
                    stats.name,
                    whose or "—",
                )
            )
        return combat, row, stats


class _WholeCombatCommand(_CombatCommand):
    """A command on one combat by id, with the combat and all its combatants as scope."""

    def __init__(self, session: CampaignSession, combat_id: int, text: str) -> None:
        super().__init__(session, text)
        self.combat_id = combat_id

    def scope(self, db: Session) -> Scope:
        return _combat_scope(self.combat_id)

    def _open_combat(self, db: Session) -> Combat:
        """The combat, or CommandError when it is gone or has ended."""
        combat = _get_combat(db, self.combat_id)
        _refuse_ended(combat)
        return combat

    def _open_combat_now(self, db: Session) -> CombatNow:
        """:meth:`_open_combat` past the ORM, from the "before" photograph (the scope holds
        the combat's row): on a campaign just opened, the ORM's look-up of one combat costs
        as much as rolling for fifty. Its turn is written with :func:`update_row`."""
        row = self.photographed(Combat, self.combat_id)
        if row is None:
            combat = _combat_now(db, self.combat_id)
        else:
            combat = CombatNow(
                int(row["id"]), str(row["name"]), str(row["status"]), int(row["round"]),
                int(row["turn_position"]), row["map_id"],
            )
        _refuse_ended(combat)
        return combat


class _CombatantCommand(_CombatCommand):
    """A command on one combatant by id, with its combat and all its combatants as scope."""

    def __init__(self, session: CampaignSession, combatant_id: int, text: str) -> None:
        super().__init__(session, text)
        self.combatant_id = combatant_id
        self._combat_id: int | None = None

    def scope(self, db: Session) -> Scope:
        if self._combat_id is None:
            self._combat_id = _combat_of(db, self.combatant_id)
        return _combat_scope(self._combat_id)

    def _open_row(self, db: Session) -> tuple[Combat, Combatant]:
        """The combat and the combatant's row, or CommandError when either is gone or the
        combat has ended."""
        row = _get_combatant(db, self.combatant_id)
        combat = _get_combat(db, row.combat_id)
        _refuse_ended(combat)
        return combat, row


def _owner_name(db: Session, character_id: int | None, monster_id: int | None) -> str:
    if character_id is not None:
        character = db.get(Character, character_id)
        return "?" if character is None else character.name
    monster = db.get(MonsterInstance, monster_id)
    return "?" if monster is None else monster.name


def _find_monster(db: Session, name: str) -> Monster:
    wanted = normalise_name(name)
    for gm_entry in read_gm_entries(db).entries:
        if isinstance(gm_entry.entry, Monster) and normalise_name(gm_entry.entry.name) == wanted:
            return gm_entry.entry
    for monster in load_catalog().monsters:
        if normalise_name(monster.name) == wanted:
            return monster
    raise CommandError(
        fill(
            translate(
                "CombatCommands",
                "There is no creature called “%1” in the catalog or among your own entries. "
                "Check the name in the catalog browser.",
            ),
            name,
        )
    )


class _Adder:
    """Adds combatants to one combat inside a command's first run, remembering new rows.

    Who already fights and the last place of the order are read once, so a start of fifty
    needs a few statements, not a few per combatant; :meth:`add_monsters` inserts a whole group.
    """

    def __init__(self, command: _CombatCommand, db: Session, combat: CombatNow) -> None:
        self.command = command
        self.db = db
        self.combat = combat
        #: The combat's map: the first token added gives a combat without one its map.
        self.map_id = combat.map_id
        self.monster_ids: list[int] = []
        self.token_ids: list[int] = []
        self.combatant_ids: list[int] = []
        self.names: list[str] = []
        present = _PRESENT.rows(db, {"combat_id": self.combat_id})
        self._owners = {_owner_key(c, m) for c, m, _ in present}
        self._highest = max((position for _, _, position in present), default=-1)
        self._numbers: dict[str, int] = {}
        #: Iniciativa and estorbo of characters read ahead, all in one go.
        self.iniciativas: dict[int, tuple[int, int]] = {}
        #: Whether a new creature gets a token at once (StartCombat places all at the end).
        self.places_tokens = True

    @property
    def combat_id(self) -> int:
        return self.combat.id

    def _new_row(
        self, character_id: int | None, monster_id: int | None, iniciativa: int
    ) -> dict[str, Any]:
        """The values of a new combatant row at the end of the order (not yet in the fight)."""
        self._highest += 1
        self._owners.add(_owner_key(character_id, monster_id))
        return {
            "combat_id": self.combat_id,
            "character_id": character_id,
            "monster_id": monster_id,
            "order_position": self._highest,
            "actions": 0,
            "majors_left": 0,
            "minors_left": 0,
            "iniciativa": iniciativa,
        }

    def add(
        self, character_id: int | None, monster_id: int | None, *, strict: bool
    ) -> Combatant | None:
        db = self.db
        character = None if character_id is None else db.get(Character, character_id)
        if character_id is not None and character is None:
            raise _character_gone(character_id)
        if _owner_key(character_id, monster_id) in self._owners:
            if not strict:
                return None
            raise CommandError(
                fill(
                    translate(
                        "CombatCommands", "%1 already fights in the combat “%2”."
                    ),
                    _owner_name(db, character_id, monster_id),
                    self.combat.name,
                )
            )
        if character_id is not None:
            known = self.iniciativas.get(character_id)
            iniciativa = (known or character_iniciativa(db, character_id))[0]
        else:
            monster = db.get(MonsterInstance, monster_id)
            iniciativa = 0 if monster is None else monster_iniciativa(monster.fields, 0)
        row = Combatant(**self._new_row(character_id, monster_id, iniciativa))
        db.add(row)
        db.flush()
        self.combatant_ids.append(int(row.id or 0))
        self.names.append(
            character.name if character is not None else _owner_name(db, None, monster_id)
        )
        return row

    def add_characters(self, character_ids: Sequence[int]) -> None:
        """The characters not fighting yet, in one insert (their Iniciativa read ahead into
        :attr:`iniciativas`); CommandError naming the first one gone from the campaign."""
        names: dict[int, str] = dict(_CHARACTER_NAMES.rows(self.db, {"ids": list(character_ids)}))
        rows = []
        for character_id in character_ids:
            if character_id not in names:
                raise _character_gone(character_id)
            if _owner_key(character_id, None) in self._owners:
                continue
            known = self.iniciativas.get(character_id)
            iniciativa = (known or character_iniciativa(self.db, character_id))[0]
            rows.append(self._new_row(character_id, None, iniciativa))
            self.names.append(str(names[character_id]))
        self.combatant_ids.extend(_insert_many(self.db, Combatant, rows))

    def add_token(self, token_id: int) -> Combatant | None:
        token = self.db.get(MapToken, token_id)
        if token is None:
            raise CommandError(
                fill(
                    translate(
                        "CombatCommands",
                        "Token %1 is not on the map any more. Choose the tokens again.",
                    ),
                    token_id,
                )
            )
        if self.map_id is None:
            self.map_id = token.map_id
            update_row(self.db, _COMBAT_TABLE, self.combat_id, {"map_id": token.map_id})
        elif token.map_id != self.map_id:
            raise CommandError(
                fill(
                    translate(
                        "CombatCommands",
                        "The token of %1 stands on another map than the combat's. Choose tokens "
                        "of one map.",
                    ),
                    _owner_name(self.db, token.character_id, token.monster_id),
                )
            )
        return self.add(token.character_id, token.monster_id, strict=False)

    def add_monster(self, monster: Monster, rng: RandomSource) -> Combatant | None:
        return self.db.get(Combatant, self.add_monsters(monster, 1, rng)[-1])

    def add_monsters(self, monster: Monster, count: int, rng: RandomSource) -> list[int]:
        """``count`` new creatures of the kind (PV rolled in turn, numbered on), each placed on
        the combat's map when it has one, all in the fight; the new combatants' ids.

        One insert of many rows per table, without building ORM objects: at fifty creatures
        their construction cost more than the statements."""
        db = self.db
        number = self._numbers.get(monster.name)
        if number is None:
            number = next_monster_number(db, monster.name)
        fields = dump_json(monster_fields(monster))
        instances = [
            {
                "catalog_name": monster.name,
                "name": f"{monster.name} {number + offset}",
                "number": number + offset,
                "pv_max": roll_pv(monster, rng),
                "fields": fields,
            }
            for offset in range(count)
        ]
        self._numbers[monster.name] = number + count
        monster_ids = _insert_many(db, MonsterInstance, instances)
        self.monster_ids.extend(monster_ids)
        map_row = None if self.map_id is None or not self.places_tokens else db.get(
            Map, self.map_id
        )
        if map_row is not None:
            for monster_id in monster_ids:
                # One at a time: each token takes the first square the previous ones left free.
                square = first_free_square(db, map_row)
                if square is not None:
                    token = MapToken(
                        map_id=int(map_row.id or 0), monster_id=monster_id, x=square[0],
                        y=square[1],
                    )
                    db.add(token)
                    db.flush()
                    self.token_ids.append(int(token.id or 0))
        iniciativa = monster_iniciativa(fields, 0)
        rows = [self._new_row(None, monster_id, iniciativa) for monster_id in monster_ids]
        combatant_ids = _insert_many(db, Combatant, rows)
        self.combatant_ids.extend(combatant_ids)
        self.names.extend(str(instance["name"]) for instance in instances)
        return combatant_ids


def _insert_many(
    db: Session, table: type[MonsterInstance | Combatant], rows: list[dict[str, Any]]
) -> list[int]:
    """Insert ``rows`` past the ORM (a start of fifty inserts a hundred rows); their new ids,
    in the rows' order."""
    if not rows:
        return []
    db.flush()
    return insert_many(db, table_of(table), rows)


def _character_gone(character_id: int) -> CommandError:
    return CommandError(
        fill(
            translate(
                "CombatCommands",
                "Character %1 is not in this campaign any more. Choose another one.",
            ),
            character_id,
        )
    )


def _owner_key(character_id: int | None, monster_id: int | None) -> tuple[str, int]:
    return ("c", character_id) if character_id is not None else ("m", int(monster_id or 0))


def _new_rows_scope(adder: _Adder | None) -> Scope:
    """The creatures and tokens an adder made (none before the first run)."""
    monster_ids = () if adder is None else tuple(adder.monster_ids)
    token_ids = () if adder is None else tuple(adder.token_ids)
    # Plain id lists: SQLAlchemy's IN of fifty values costs more to build than to run.
    return [
        (MonsterInstance, Rows("id", monster_ids)),
        (MapToken, Rows("id", token_ids)),
    ]


# --------------------------------------------------------------------------- preparing


class StartCombat(_CombatCommand):
    """A new combat being prepared: the map's tokens, characters and catalog monsters in it.
    On its map, every combatant without a token gets one next to its side (map_placement)."""

    def __init__(
        self,
        session: CampaignSession,
        name: str,
        *,
        map_id: int | None = None,
        token_ids: Sequence[int] = (),
        character_ids: Sequence[int] = (),
        monsters: Sequence[tuple[str, int]] = (),
        rng: RandomSource,
    ) -> None:
        super().__init__(
            session, fill(translate("CombatCommands", "Start the combat “%1”"), name)
        )
        self.name = name.strip()
        self.map_id = map_id
        self.token_ids = tuple(token_ids)
        self.character_ids = tuple(character_ids)
        self.monsters = tuple(monsters)
        self.rng = rng
        self.combat_id: int | None = None
        self._adder: _Adder | None = None

    def check(self) -> None:
        if not self.name:
            raise CommandError(
                translate("CombatCommands", "A combat needs a name. Type one, such as “Ambush”.")
            )
        for monster_name, count in self.monsters:
            if count < 1:
                raise CommandError(
                    fill(
                        translate(
                            "CombatCommands",
                            "%1 × “%2”: the number of creatures must be 1 or more.",
                        ),
                        count,
                        monster_name,
                    )
                )

    def scope(self, db: Session) -> Scope:
        return [*_combat_scope(self.combat_id), *_new_rows_scope(self._adder)]

    def act(self, db: Session) -> Changes:
        if self.map_id is not None and db.get(Map, self.map_id) is None:
            raise CommandError(
                fill(
                    translate(
                        "CombatCommands", "Map %1 is not in this campaign any more. Choose a map."
                    ),
                    self.map_id,
                )
            )
        monsters = [(_find_monster(db, name), count) for name, count in self.monsters]
        # Past the ORM: on a campaign just opened, the ORM's insert of one combat (its
        # statement compiled for this file's engine) costs as much as the fifty combatants.
        row = with_defaults(
            _COMBAT_TABLE,
            {
                "name": self.name, "map_id": self.map_id, "status": PREPARING,
                "started_day": self.session.day,
            },
        )
        self.combat_id = insert_row(db, _COMBAT_TABLE, row)
        combat = CombatNow(
            self.combat_id, str(row["name"]), str(row["status"]), int(row["round"]),
            int(row["turn_position"]), self.map_id,
        )
        adder = _Adder(self, db, combat)
        self._adder = adder
        for token_id in self.token_ids:
            adder.add_token(token_id)
        adder.iniciativas = characters_iniciativa(db, self.character_ids)
        adder.add_characters(self.character_ids)
        adder.places_tokens = False
        for monster, count in monsters:
            adder.add_monsters(monster, count, self.rng)
        if adder.map_id is not None:
            # Every combatant without a token gets one next to its side, in this same step.
            adder.token_ids.extend(place_missing_tokens(db, self.combat_id, adder.map_id))
        names = ", ".join(adder.names) or translate("CombatCommands", "nobody yet")
        self._log(
            db,
            COMBAT_KIND,
            fill(translate("CombatCommands", "Combat “%1” prepared: %2."), combat.name, names),
            {"combatants": adder.combatant_ids},
            combat_id=self.combat_id,
        )
        return _MOVES if adder.token_ids else _COMBATS


class AddCombatant(_WholeCombatCommand):
    """One more combatant: a character, a new creature of the catalog, or a token's owner."""

    def __init__(
        self,
        session: CampaignSession,
        combat_id: int,
        *,
        character_id: int | None = None,
        monster_name: str | None = None,
        token_id: int | None = None,
        rng: RandomSource | None = None,
    ) -> None:
        given = [value for value in (character_id, monster_name, token_id) if value is not None]
        if len(given) != 1:
            raise ValueError(
                "AddCombatant takes exactly one of character_id, monster_name, token_id"
            )
        if monster_name is not None and rng is None:
            raise ValueError("adding a creature rolls its PV: pass rng")
        super().__init__(session, combat_id, translate("CombatCommands", "Add a combatant"))
        self.character_id = character_id
        self.monster_name = monster_name
        self.token_id = token_id
        self.rng = rng
        self.combatant_id: int | None = None
        self._adder: _Adder | None = None

    def scope(self, db: Session) -> Scope:
        return [*super().scope(db), *_new_rows_scope(self._adder)]

    def act(self, db: Session) -> Changes:
        combat = self._open_combat_now(db)
        adder = _Adder(self, db, combat)
        self._adder = adder
        if self.token_id is not None:
            row = adder.add_token(self.token_id)
            if row is None:
                token = db.get(MapToken, self.token_id)
                assert token is not None
                raise CommandError(
                    fill(
                        translate("CombatCommands", "%1 already fights in the combat “%2”."),
                        _owner_name(db, token.character_id, token.monster_id),
                        combat.name,
                    )
                )
        elif self.monster_name is not None:
            assert self.rng is not None
            row = adder.add_monster(_find_monster(db, self.monster_name), self.rng)
        else:
            row = adder.add(self.character_id, None, strict=True)
        assert row is not None
        self.combatant_id = row.id
        name = adder.names[-1]
        self.setText(
            fill(translate("CombatCommands", "Add %1 to the combat “%2”"), name, combat.name)
        )
        self._log(
            db,
            COMBAT_KIND,
            fill(translate("CombatCommands", "%1 joins the combat “%2”."), name, combat.name),
            {"combatant": self.combatant_id},
            combat_id=self.combat_id,
            character_id=row.character_id,
            secret=row.id in hidden_combatants(db, self.combat_id),
        )
        return _MOVES if adder.token_ids else _COMBATS


class RemoveCombatant(_CombatantCommand):
    """A combatant leaves the combat (its character or creature and token stay)."""

    def __init__(self, session: CampaignSession, combatant_id: int) -> None:
        super().__init__(
            session, combatant_id, translate("CombatCommands", "Remove a combatant")
        )

    def act(self, db: Session) -> Changes:
        combat, row = self._open_row(db)
        name = self._stats(db, row).name
        character_id = row.character_id
        hidden = self.combatant_id in hidden_combatants(db, int(combat.id or 0))
        was_active = combat.status == RUNNING and combat.turn_position == row.order_position
        if was_active:
            # When nobody else can act the turn stays empty until Next turn finds someone.
            with contextlib.suppress(CommandError):
                _advance(self, db, combat, forwards=True, leaving=row)
        db.delete(row)
        db.flush()
        renumber(db, combat)
        self.setText(fill(translate("CombatCommands", "Remove %1 from the combat"), name))
        self._log(
            db,
            COMBAT_KIND,
            fill(translate("CombatCommands", "%1 leaves the combat “%2”."), name, combat.name),
            {"combatant": self.combatant_id},
            combat_id=combat.id,
            character_id=character_id,
            secret=hidden,
        )
        return _COMBATS


# --------------------------------------------------------------------------- initiative


def _roll_text(roll: InitiativeRoll) -> str:
    throws = " + ".join(
        f"({','.join(str(d) for d in throw)})→{kept}"
        for throw, kept in zip(roll.roll.throws, roll.roll.kept, strict=True)
    )
    return f"{roll.iniciativa} + 1o3d10 {throws}"


def _initiative_sentence(name: str, roll: InitiativeRoll) -> str:
    if roll.fumble:
        return fill(
            translate(
                "CombatCommands",
                "%1 rolls initiative: %2 = %3 — pifia: does not act in round 1 and acts last "
                "after that.",
            ),
            name,
            _roll_text(roll),
            roll.total,
        )
    return fill(
        translate("CombatCommands", "%1 rolls initiative: %2 = %3 — %4 per turn."),
        name,
        _roll_text(roll),
        roll.total,
        actions_text(roll.actions),
    )


def _keep_initiative(
    row: Combatant, total: int, fumble: bool, *, natural_one: bool = False
) -> None:
    values = initiative_values(row.iniciativa, total, fumble, natural_one=natural_one)
    for name, value in values.items():
        setattr(row, name, value)


def _refuse_kept(
    combat: Combat | CombatNow, row: Combatant | CombatantFacts, name: str
) -> None:
    if combat.status == RUNNING and row.initiative_total is not None:
        raise CommandError(
            fill(
                translate(
                    "CombatCommands",
                    "%1 already has initiative %2, kept for the whole combat (RULES §5). Undo "
                    "the roll instead if it was a mistake.",
                ),
                name,
                row.initiative_total,
            )
        )


def _initiative_data(roll: InitiativeRoll, combatant_id: int) -> dict[str, Any]:
    return {
        "combatant": combatant_id,
        "iniciativa": roll.iniciativa,
        "estorbo": roll.estorbo,
        "throws": [list(throw) for throw in roll.roll.throws],
        "kept": list(roll.roll.kept),
        "rank": roll.roll.rank,
        "total": roll.total,
        "fumble": roll.fumble,
        "actions": roll.actions,
    }


class RollInitiative(_WholeCombatCommand):
    """Roll initiative (Iniciativa − estorbo + 1o3d10, explodes) for some or all combatants."""

    def __init__(
        self,
        session: CampaignSession,
        combat_id: int,
        combatant_ids: Sequence[int] | None,
        rng: RandomSource,
    ) -> None:
        super().__init__(session, combat_id, translate("CombatCommands", "Roll initiative"))
        self.combatant_ids = None if combatant_ids is None else tuple(combatant_ids)
        self.rng = rng
        self.rolls: dict[int, InitiativeRoll] = {}

    def act(self, db: Session) -> Changes:
        # Past the ORM: fifty combatants roll at once, and fifty ORM rows cost more to build
        # and flush than the rolls themselves.
        combat = self._open_combat_now(db)
        briefed = briefed_facts(db, self.combat_id, self.session.profile, placed=False)
        rows = [row for row, _ in briefed]
        briefs = {brief.combatant_id: brief for _, brief in briefed}
        if self.combatant_ids is None:
            chosen = [row for row in rows if row.initiative_total is None]
            if not chosen:
                raise CommandError(
                    translate(
                        "CombatCommands",
                        "Every combatant has rolled initiative already; there is nobody left "
                        "to roll for.",
                    )
                )
        else:
            by_id = {row.id: row for row in rows}
            chosen = []
            for combatant_id in self.combatant_ids:
                if combatant_id not in by_id:
                    raise CommandError(_get_combatant_message(combatant_id, combat.name))
                chosen.append(by_id[combatant_id])
        lines: list[dict[str, Any]] = []
        # A character's Iniciativa follows its sheet as it is now (armour put on...).
        sheets = characters_iniciativa(
            db, [row.character_id for row in chosen if row.character_id is not None]
        )
        updates: dict[int, dict[str, Any]] = {}
        # One step, one time: the lines of fifty rolls are written within a few milliseconds.
        now = utc_now_text()
        # The place in the order of each combatant who rolled, from its new values.
        keys: dict[int, OrderKey] = {}
        hidden = hidden_combatants(db, self.combat_id)
        for row in chosen:
            brief = briefs[row.id]
            _refuse_kept(combat, row, brief.name)
            iniciativa, estorbo = brief.iniciativa, 0
            if row.character_id is not None:
                iniciativa, estorbo = sheets[row.character_id]
            roll = roll_initiative(
                iniciativa + estorbo, self.rng, rank=brief.lasting_shift, estorbo=estorbo
            )
            total, fumble = roll.total, roll.fumble
            self.rolls[row.id] = roll
            updates[row.id] = initiative_values(
                iniciativa, total, fumble, natural_one=roll.natural_one
            )
            keys[row.id] = initiative_key(total, fumble, iniciativa, row.order_position)
            lines.append(
                self._log_row(
                    INITIATIVE_KIND,
                    _initiative_sentence(brief.name, roll),
                    _initiative_data(roll, row.id),
                    combat_id=self.combat_id,
                    character_id=row.character_id,
                    at=now,
                    secret=row.id in hidden,
                )
            )
        # Fifty monsters roll at once: one insert for all their lines.
        if lines:
            insert_many(db, _LOG_TABLE, lines)
        # The order follows the new totals; the turn stays with whoever has it (as renumber).
        active_id = next(
            (
                row.id for row in rows
                if combat.status == RUNNING and row.order_position == combat.turn_position
            ),
            None,
        )
        ordered = sorted(
            rows, key=lambda row: keys[row.id] if row.id in keys else row_initiative_key(row)
        )
        for position, row in enumerate(ordered):
            if row.order_position != position:
                updates.setdefault(row.id, {})["order_position"] = position
            if row.id == active_id and position != combat.turn_position:
                update_row(db, _COMBAT_TABLE, self.combat_id, {"turn_position": position})
        # One statement per set of columns: those who rolled, those only moved in the order.
        update_rows(db, _COMBATANT_TABLE, updates)
        if len(chosen) == 1:
            self.setText(
                fill(
                    translate("CombatCommands", "Roll initiative for %1"),
                    briefs[chosen[0].id].name,
                )
            )
        return _COMBATS


def _get_combatant_message(combatant_id: int, combat_name: str) -> str:
    return fill(
        translate("CombatCommands", "Combatant %1 does not fight in the combat “%2”."),
        combatant_id,
        combat_name,
    )


class SetInitiative(_CombatantCommand):
    """Initiative typed by the GM: the total, or the three dice a player threw (and the throws
    after each 10)."""

    def __init__(
        self,
        session: CampaignSession,
        combatant_id: int,
        *,
        total: int | None = None,
        throws: Sequence[Sequence[int]] | None = None,
    ) -> None:
        if (total is None) == (throws is None):
            raise ValueError("SetInitiative takes either total or throws")
        super().__init__(session, combatant_id, translate("CombatCommands", "Set initiative"))
        self.total = total
        self.throws = None if throws is None else tuple(tuple(t) for t in throws)
        self.roll: InitiativeRoll | None = None

    def act(self, db: Session) -> Changes:
        combat, row = self._open_row(db)
        fighter = self._stats(db, row)
        _refuse_kept(combat, row, fighter.name)
        row.iniciativa = fighter.iniciativa
        if self.throws is not None:
            try:
                roll = resolve_initiative(
                    fighter.iniciativa + fighter.estorbo,
                    self.throws,
                    rank=fighter.lasting_shift,
                    estorbo=fighter.estorbo,
                )
            except DiceError as error:
                raise CommandError(
                    fill(
                        translate("CombatCommands", "The dice thrown cannot be used: %1."), error
                    )
                ) from None
            self.roll = roll
            _keep_initiative(row, roll.total, roll.fumble, natural_one=roll.natural_one)
            text = _initiative_sentence(fighter.name, roll)
            data = _initiative_data(roll, self.combatant_id)
        else:
            assert self.total is not None
            _keep_initiative(row, self.total, False)
            text = fill(
                translate(
                    "CombatCommands", "%1's initiative is set to %2 — %3 per turn."
                ),
                fighter.name,
                self.total,
                actions_text(row.actions),
            )
            data = {"combatant": self.combatant_id, "total": self.total, "typed": True}
        db.add(row)
        db.flush()
        renumber(db, combat)
        self.setText(fill(translate("CombatCommands", "Set the initiative of %1"), fighter.name))
        self._log(
            db, INITIATIVE_KIND, text, data, combat_id=combat.id, character_id=row.character_id,
            secret=self.combatant_id in hidden_combatants(db, int(combat.id or 0)),
        )
        return _COMBATS


class ReorderTie(_CombatantCommand):
    """The GM breaks a full tie (same total and Iniciativa) by moving a combatant within it."""

    def __init__(self, session: CampaignSession, combatant_id: int, new_index: int) -> None:
        super().__init__(session, combatant_id, translate("CombatCommands", "Reorder a tie"))
        self.new_index = new_index

    def act(self, db: Session) -> Changes:
        combat, row = self._open_row(db)
        rows = combatants_in_order(db, row.combat_id)
        index = next(i for i, other in enumerate(rows) if other.id == row.id)
        name = self._stats(db, row).name

        def tied(other: Combatant) -> bool:
            return (
                row.initiative_total is not None
                and (other.initiative_total, other.iniciativa, other.initiative_fumble)
                == (row.initiative_total, row.iniciativa, row.initiative_fumble)
            )

        if self.new_index == index:
            return CatalogChanges()
        target = rows[self.new_index] if 0 <= self.new_index < len(rows) else None
        lo, hi = sorted((index, self.new_index))
        if target is None or not all(tied(other) for other in rows[lo : hi + 1]):
            raise CommandError(
                fill(
                    translate(
                        "CombatCommands",
                        "%1 can only change places with combatants of the same initiative "
                        "total and the same Iniciativa: the order of the others follows from "
                        "their rolls.",
                    ),
                    name,
                )
            )
        moved = rows.pop(index)
        rows.insert(self.new_index, moved)
        active = active_combatant(db, combat)
        for position, other in enumerate(rows):
            if other.order_position != position:
                other.order_position = position
                db.add(other)
        if active is not None:
            combat.turn_position = active.order_position
            db.add(combat)
        self.setText(fill(translate("CombatCommands", "Move %1 within a tie"), name))
        self._log(
            db,
            INITIATIVE_KIND,
            fill(
                translate("CombatCommands", "The GM puts %1 at place %2 of the order (a tie)."),
                name,
                self.new_index + 1,
            ),
            {"combatant": self.combatant_id, "index": self.new_index},
            combat_id=combat.id,
            secret=self.combatant_id in hidden_combatants(db, int(combat.id or 0)),
        )
        return _COMBATS


# --------------------------------------------------------------------------- turns


class _TurnRow(NamedTuple):
    """What deciding whose turn comes reads of a combatant."""

    id: int
    order_position: int
    initiative_total: int | None
    initiative_fumble: bool
    out: bool
    state: HealthState
    character_id: int | None
    #: The actions each of its turns gives (kept with its initiative).
    actions: int


# Next turn is pressed all evening: only these columns of the fifty rows, past the ORM.
_TURN_ROWS = FastSelect(
    sa_select(
        col(Combatant.id), col(Combatant.order_position), col(Combatant.initiative_total),
        col(Combatant.initiative_fumble), col(Combatant.out), col(Combatant.character_id),
        col(Character.fisico), col(Character.wounds), col(MonsterInstance.pv_max),
        col(MonsterInstance.wounds), col(Combatant.actions),
    )
    .outerjoin(Character, col(Character.id) == col(Combatant.character_id))
    .outerjoin(MonsterInstance, col(MonsterInstance.id) == col(Combatant.monster_id))
    .where(col(Combatant.combat_id) == bindparam("combat_id"))
    .order_by(col(Combatant.order_position), col(Combatant.id))
)


def _combat_now(db: Session, combat_id: int) -> CombatNow:
    found = read_combat_now(db, combat_id)
    if found is None:
        _get_combat(db, combat_id)  # raises the message of a combat gone
    assert found is not None
    return found


@dataclass(frozen=True, slots=True)
class _TurnPlan:
    """Whose turn comes: the combatant (its row's facts and its brief), the round; and who had
    the turn."""

    chosen: _TurnRow
    fighter: FighterBrief
    round_number: int
    old_id: int | None

    @property
    def combatant_ids(self) -> list[int]:
        ids = [self.chosen.id]
        if self.old_id is not None:
            ids.append(self.old_id)
        return ids


def _advance(
    command: _CombatCommand,
    db: Session,
    combat: Combat | CombatNow,
    *,
    forwards: bool,
    leaving: Combatant | None = None,
    from_start: bool = False,
) -> None:
    """Hand the turn to the next (or previous) combatant who acts, with a fresh budget.

    ``leaving`` is passed over (it is being removed). Raises CommandError when nobody can act
    or, going back, when this is the combat's first turn.
    """
    plan = _plan_turn(
        command, db, combat, forwards=forwards, leaving=leaving, from_start=from_start
    )
    _take_turn(command, db, combat, plan, leaving=leaving)


def _plan_turn(
    command: _CombatCommand,
    db: Session,
    combat: Combat | CombatNow,
    *,
    forwards: bool,
    leaving: Combatant | None = None,
    from_start: bool = False,
) -> _TurnPlan:
    """Who gets the turn (see :func:`_advance`); reads only (what deciding it needs of every
    combatant, then the two rows that change and the brief of the one whose turn begins)."""
    profile = command.session.profile
    everyone = []
    for (
        row_id, position, total, fumble, out, character_id, fisico, c_wounds, pv, m_wounds,
        actions,
    ) in _TURN_ROWS.rows(db, {"combat_id": int(combat.id or 0)}):
        health = (
            state(fisico, c_wounds, profile) if character_id is not None
            else creature_state(pv, m_wounds)
        )
        everyone.append(
            _TurnRow(row_id, position, total, fumble, out, health, character_id, actions)
        )
    rows = [row for row in everyone if leaving is None or row.id != leaving.id]

    def acting(round_number: int) -> list[_TurnRow]:
        return [row for row in rows if can_act(row, row.state, round_number)]

    current = combat.turn_position
    round_number = combat.round
    chosen: _TurnRow | None = None
    if from_start:
        round_number = 1
        for _ in range(2):
            found = acting(round_number)
            if found:
                chosen = found[0]
                break
            round_number += 1
    elif forwards:
        later = [row for row in acting(round_number) if row.order_position > current]
        if later:
            chosen = later[0]
        else:
            round_number += 1
            found = acting(round_number)
            chosen = found[0] if found else None
    else:
        earlier = [row for row in acting(round_number) if row.order_position < current]
        if earlier:
            chosen = earlier[-1]
        elif round_number > 1:
            round_number -= 1
            found = acting(round_number)
            chosen = found[-1] if found else None
        else:
            raise CommandError(
                translate(
                    "CombatCommands",
                    "This is the first turn of the combat; there is no turn before it.",
                )
            )
    if chosen is None:
        raise CommandError(
            translate(
                "CombatCommands",
                "Nobody can act: every combatant is out, down or without initiative. End the "
                "combat, or roll initiative for someone first.",
            )
        )
    old_facts = next(
        (
            row for row in everyone
            if combat.status == RUNNING and row.order_position == combat.turn_position
        ),
        None,
    )
    old_id = None if old_facts is None else old_facts.id
    if leaving is not None and old_id == leaving.id:
        old_id = None  # its row is being removed: nothing of it to reset
    [(_, fighter)] = briefed_facts(db, int(combat.id or 0), profile, only=[chosen.id])
    return _TurnPlan(chosen, fighter, round_number, old_id)


def _take_turn(
    command: _CombatCommand,
    db: Session,
    combat: Combat | CombatNow,
    plan: _TurnPlan,
    *,
    leaving: Combatant | None = None,
) -> None:
    """Reset the budgets of who had the turn and who gets it, and move the combat's turn.

    The two combatant rows are written past the ORM (Next turn is pressed all evening); a
    caller holding them as ORM rows must not rely on their budgets afterwards."""
    chosen, fighter, round_number = plan.chosen, plan.fighter, plan.round_number
    db.flush()
    data: dict[str, Any] = {"round": round_number, "combatant": chosen.id}
    if plan.old_id is not None and (leaving is None or plan.old_id != leaving.id):
        left = turn_left_behind(db, plan.old_id)
        if left is not None:
            total, budget = left
            # What the turn left is kept in the line, for a step back into it (RULES §5).
            data[ENDED_TURN] = ended_turn_key(plan.old_id, combat.round)
            data[ENDED_BUDGET] = budget
            update_row(
                db, _COMBATANT_TABLE, plan.old_id,
                fresh_turn_values(total, lasting_penalty=False, kept_actions=budget["actions"]),
            )
    values = fresh_turn_values(
        chosen.initiative_total,
        lasting_penalty=fighter.state is HealthState.MALHERIDO,
        kept_actions=chosen.actions,
    )
    # A turn played already in this round (gone back to) keeps what it spent.
    kept = kept_turn(db, int(combat.id or 0), chosen.id, round_number, kind=TURN_KIND)
    if kept is not None:
        values.update(kept)
    update_row(db, _COMBATANT_TABLE, chosen.id, values)
    if isinstance(combat, Combat):
        combat.round = round_number
        combat.turn_position = chosen.order_position
        db.add(combat)
        db.flush()
    else:
        update_row(
            db, _COMBAT_TABLE, combat.id,
            {"round": round_number, "turn_position": chosen.order_position},
        )
    command._log(
        db,
        TURN_KIND,
        fill(
            translate("CombatCommands", "Round %1: %2's turn (%3)."),
            round_number,
            fighter.name,
            actions_text(values["actions"] + (1 if values.get("double_action") else 0)),
        ),
        data,
        combat_id=combat.id,
        character_id=chosen.character_id,
        secret=chosen.id in hidden_combatants(db, int(combat.id or 0)),
    )


class BeginCombat(_WholeCombatCommand):
    """Round 1 begins with the first combatant who acts in it."""

    def __init__(self, session: CampaignSession, combat_id: int) -> None:
        super().__init__(session, combat_id, translate("CombatCommands", "Begin the combat"))

    def act(self, db: Session) -> Changes:
        combat = self._open_combat(db)
        if combat.status == RUNNING:
            raise CommandError(
                fill(
                    translate("CombatCommands", "The combat “%1” has already begun."),
                    combat.name,
                )
            )
        other = running_combat(db)
        if other is not None:
            raise CommandError(
                fill(
                    translate(
                        "CombatCommands",
                        "The combat “%1” is still running. End it before beginning “%2”.",
                    ),
                    other.name,
                    combat.name,
                )
            )
        rows = combatants_in_order(db, self.combat_id)
        if not rows:
            raise CommandError(
                fill(
                    translate(
                        "CombatCommands",
                        "The combat “%1” has nobody in it. Add characters or creatures first.",
                    ),
                    combat.name,
                )
            )
        stats = fighter_briefs(db, self.combat_id, self.session.profile)
        missing = [stats[int(row.id or 0)].name for row in rows if row.initiative_total is None]
        if missing:
            raise CommandError(
                fill(
                    translate(
                        "CombatCommands",
                        "Initiative is missing for %1. Roll it or type it before beginning.",
                    ),
                    ", ".join(missing),
                )
            )
        for row in rows:
            reset_turn(row)
            db.add(row)
        combat.status = RUNNING
        combat.round = 1
        db.add(combat)
        db.flush()
        self._log(
            db,
            COMBAT_KIND,
            fill(translate("CombatCommands", "The combat “%1” begins."), combat.name),
            {},
            combat_id=combat.id,
        )
        _advance(self, db, combat, forwards=True, from_start=True)
        self.setText(fill(translate("CombatCommands", "Begin the combat “%1”"), combat.name))
        return _COMBATS


class _TurnStep(_WholeCombatCommand):
    """Next or previous turn. Only the combat and the two combatants whose turn ends and
    begins change, so only they are photographed (Next turn is pressed all evening)."""

    going_forwards = True

    def __init__(self, session: CampaignSession, combat_id: int, text: str) -> None:
        super().__init__(session, combat_id, text)
        self._plan: _TurnPlan | None = None
        self._combat: CombatNow | None = None

    def scope(self, db: Session) -> Scope:
        if self._plan is None:
            combat = _combat_now(db, self.combat_id)
            _require_running(combat)
            # Planned before acting (the scope is read first), so it names exactly these rows.
            self._combat = combat
            self._plan = _plan_turn(self, db, combat, forwards=self.going_forwards)
        return [
            (Combat, Rows("id", (self.combat_id,))),
            (Combatant, Rows("id", tuple(self._plan.combatant_ids))),
        ]

    def act(self, db: Session) -> Changes:
        assert self._plan is not None and self._combat is not None
        _take_turn(self, db, self._combat, self._plan)
        return _COMBATS

    def changed_combatants(self) -> list[int]:
        """The combatants whose turn ended and began (empty before the first run)."""
        return [] if self._plan is None else self._plan.combatant_ids


class NextTurn(_TurnStep):
    """The turn passes to the next combatant who acts; after the last, a new round begins."""

    def __init__(self, session: CampaignSession, combat_id: int) -> None:
        super().__init__(session, combat_id, translate("CombatCommands", "Next turn"))


class PreviousTurn(_TurnStep):
    """Back to the previous combatant's turn (its budget as that turn left it), into the last
    round if need be."""

    going_forwards = False

    def __init__(self, session: CampaignSession, combat_id: int) -> None:
        super().__init__(session, combat_id, translate("CombatCommands", "Previous turn"))


class EndCombat(_WholeCombatCommand):
    """The fight is over: no more turns (the summary and recuperar el aliento follow)."""

    def __init__(self, session: CampaignSession, combat_id: int) -> None:
        super().__init__(session, combat_id, translate("CombatCommands", "End the combat"))

    def act(self, db: Session) -> Changes:
        combat = self._open_combat(db)
        active = active_combatant(db, combat)
        if active is not None:
            reset_turn(active)
            db.add(active)
        combat.status = ENDED
        db.add(combat)
        rounds = rounds_fought(db, self.combat_id, combat.round)
        self.setText(fill(translate("CombatCommands", "End the combat “%1”"), combat.name))
        self._log(
            db,
            COMBAT_KIND,
            fill(
                translate("CombatCommands", "The combat “%1” ends after %2."),
                combat.name,
                rounds_text(rounds),
            ),
            {"rounds": rounds},
            combat_id=combat.id,
        )
        return _COMBATS


# --------------------------------------------------------------------------- the active turn


class SetDoubleAction(_CombatantCommand):
    """The double action (one action more, every roll this turn at −1), on or off."""

    def __init__(self, session: CampaignSession, combatant_id: int, on: bool) -> None:
        super().__init__(
            session,
            combatant_id,
            translate("CombatCommands", "Take a double action")
            if on
            else translate("CombatCommands", "Give up the double action"),
        )
        self.on = on

    def act(self, db: Session) -> Changes:
        combat, row, fighter = self._acting(db, self.combatant_id)
        budget = load_budget(row)
        if budget.double_action == self.on:
            return CatalogChanges()
        if self.on:
            if fighter.lasting_shift:
                raise CommandError(
                    fill(
                        translate(
                            "CombatCommands",
                            "%1 is malherido and already rolls at −1: no double action while "
                            "that lasts (RULES §5).",
                        ),
                        fighter.name,
                    )
                )
            try:
                budget.take_double_action()
            except RuleViolation:
                raise CommandError(
                    fill(
                        translate(
                            "CombatCommands",
                            "%1 cannot take a double action now: only one per turn, and only "
                            "by a combatant who acts this turn.",
                        ),
                        fighter.name,
                    )
                ) from None
            text = fill(
                translate(
                    "CombatCommands",
                    "%1 takes a double action: %2 this turn, every roll at −1.",
                ),
                fighter.name,
                actions_text(budget.actions),
            )
        else:
            try:
                budget = TurnBudget(
                    budget.actions - 1,
                    lasting_penalty=budget.lasting_penalty,
                    moved_m=budget.moved_m,
                    majors_spent=budget.majors_spent,
                    minors_spent=budget.minors_spent,
                )
            except RuleViolation:
                raise CommandError(
                    fill(
                        translate(
                            "CombatCommands",
                            "%1 has already used the extra action of the double action, so it "
                            "cannot be given up. Undo what used it first.",
                        ),
                        fighter.name,
                    )
                ) from None
            text = fill(
                translate("CombatCommands", "%1 gives up the double action."), fighter.name
            )
        store_budget(row, budget)
        db.add(row)
        self._log(
            db,
            ACTION_KIND,
            text,
            {"combatant": self.combatant_id, "double_action": self.on},
            combat_id=combat.id,
            character_id=row.character_id,
            secret=self.combatant_id in hidden_combatants(db, int(combat.id or 0)),
        )
        return _COMBATS


class SpendAction(_CombatantCommand):
    """A major or minor action described by the GM (draw or drop a weapon, a potion, hand
    something over, anything else)."""

    def __init__(
        self, session: CampaignSession, combatant_id: int, kind: str, text: str
    ) -> None:
        if kind not in ("major", "minor"):
            raise ValueError(f"an action is 'major' or 'minor', not {kind!r}")
        super().__init__(session, combatant_id, translate("CombatCommands", "Spend an action"))
        self.kind = kind
        self.deed = text.strip()

    def act(self, db: Session) -> Changes:
        combat, row, fighter = self._acting(db, self.combatant_id)
        budget = load_budget(row)
        deed = self.deed or (
            translate("CombatCommands", "a major action")
            if self.kind == "major"
            else translate("CombatCommands", "a minor action")
        )
        try:
            if self.kind == "major":
                budget.spend_major()
            else:
                budget.spend_minor()
        except RuleViolation:
            template = (
                translate(
                    "CombatCommands",
                    "%1 has no major action left this turn for “%2”. Take a double action for "
                    "one more, or end the turn.",
                )
                if self.kind == "major"
                else translate(
                    "CombatCommands",
                    "%1 has no action left this turn for “%2”. Take a double action for one "
                    "more, or end the turn.",
                )
            )
            raise CommandError(fill(template, fighter.name, deed)) from None
        store_budget(row, budget)
        db.add(row)
        sentence = (
            translate("CombatCommands", "%1: %2 (major action).")
            if self.kind == "major"
            else translate("CombatCommands", "%1: %2 (minor action).")
        )
        self.setText(fill(sentence, fighter.name, deed))
        self._log(
            db,
            ACTION_KIND,
            fill(sentence, fighter.name, deed),
            {"combatant": self.combatant_id, "kind": self.kind, "text": self.deed},
            combat_id=combat.id,
            character_id=row.character_id,
            secret=self.combatant_id in hidden_combatants(db, int(combat.id or 0)),
        )
        return _COMBATS


class MoveCombatant(_CombatantCommand):
    """The active combatant's token moves to ``goal`` along the cheapest legal way, paying for
    it from the turn's budget."""

    def __init__(self, session: CampaignSession, combatant_id: int, goal: Square) -> None:
        super().__init__(session, combatant_id, translate("CombatCommands", "Move"))
        self.goal = (int(goal[0]), int(goal[1]))
        self._token_id: int | None = None
        self.cost_m: float | None = None
        self.path: tuple[Square, ...] = ()

    def scope(self, db: Session) -> Scope:
        if self._combat_id is None:
            row = db.get(Combatant, self.combatant_id)
            if row is not None:
                self._token_id = self._stats(db, row).token_id
        token_rows = col(MapToken.id) == (self._token_id or -1)
        return [*super().scope(db), (MapToken, token_rows)]

    def act(self, db: Session) -> Changes:
        return _move(self, db)


def _move(self: MoveCombatant, db: Session) -> Changes:
    combat, row, fighter = self._acting(db, self.combatant_id)
    verdict = read_move_check(db, self.combatant_id, self.goal, self.session.profile)
    if not verdict.ok or verdict.cost_m is None or verdict.path is None:
        raise CommandError(
            fill(translate("CombatCommands", "%1 cannot move there: %2"), fighter.name,
                 verdict.message)
        )
    budget = load_budget(row)
    try:
        budget.move(verdict.cost_m)
    except RuleViolation as error:  # check_move already measured the budget; kept for safety
        raise CommandError(str(error)) from None
    store_budget(row, budget)
    row.diagonals_taken = verdict.diagonals_taken
    db.add(row)
    token = db.get(MapToken, fighter.token_id)
    if token is None or token.id != self._token_id:
        raise CommandError(
            fill(translate("CombatCommands", "%1 has no token on the combat's map."), fighter.name)
        )
    token.x, token.y = self.goal
    db.add(token)
    self.cost_m = verdict.cost_m
    self.path = verdict.path
    squares = len(verdict.path) - 1
    metres = metres_text(verdict.cost_m)
    self.setText(fill(translate("CombatCommands", "Move %1 %2 m"), fighter.name, metres))
    self._log(
        db,
        MOVE_KIND,
        fill(
            translate("CombatCommands", "%1 moves %2 m (%3)."),
            fighter.name,
            metres,
            squares_text(squares),
        ),
        {
            "combatant": self.combatant_id,
            "token": token.id,
            "from": list(verdict.path[0]),
            "to": list(self.goal),
            "metres": verdict.cost_m,
            "squares": squares,
            "majors_left": budget.majors_left,
            "minors_left": budget.minors_left,
        },
        combat_id=combat.id,
        character_id=row.character_id,
        secret=token.hidden,
    )
    return _MOVES


class OverrideMove(_CombatCommand):
    """The GM moves a token anyway, against the rules of movement; nothing is spent, the log
    says it was an override."""

    def __init__(self, session: CampaignSession, token_id: int, goal: Square) -> None:
        super().__init__(session, translate("CombatCommands", "Move a token anyway"))
        self.token_id = token_id
        self.goal = (int(goal[0]), int(goal[1]))

    def scope(self, db: Session) -> Scope:
        return [(MapToken, col(MapToken.id) == self.token_id)]

    def act(self, db: Session) -> Changes:
        token = db.get(MapToken, self.token_id)
        if token is None:
            raise CommandError(
                fill(
                    translate(
                        "CombatCommands",
                        "Token %1 is not on the map any more (deleted, or an undo took it back).",
                    ),
                    self.token_id,
                )
            )
        map_row = db.get(Map, token.map_id)
        assert map_row is not None
        x, y = self.goal
        size = max(1, token.size)
        if not (0 <= x <= map_row.grid_width - size and 0 <= y <= map_row.grid_height - size):
            raise CommandError(
                fill(
                    translate(
                        "CombatCommands",
                        "Square %1, %2 is off the map “%3” (%4 × %5 squares). Drop the token "
                        "on the map.",
                    ),
                    x + 1,
                    y + 1,
                    map_row.name,
                    map_row.grid_width,
                    map_row.grid_height,
                )
            )
        if (token.x, token.y) == self.goal:
            return CatalogChanges()
        name = _owner_name(db, token.character_id, token.monster_id)
        start = (token.x, token.y)
        token.x, token.y = self.goal
        db.add(token)
        combat = running_combat(db)
        combat_id = combat.id if combat is not None and combat.map_id == token.map_id else None
        self.setText(fill(translate("CombatCommands", "Move %1 anyway"), name))
        self._log(
            db,
            OVERRIDE_KIND,
            fill(
                translate(
                    "CombatCommands",
                    "The GM moves %1 from square %2, %3 to %4, %5, overriding the movement "
                    "rules.",
                ),
                name,
                start[0] + 1,
                start[1] + 1,
                x + 1,
                y + 1,
            ),
            {"token": self.token_id, "from": list(start), "to": list(self.goal)},
            combat_id=combat_id,
            character_id=token.character_id,
            secret=token.hidden,
        )
        return _MOVES
