"""What the combat tracker, the map and the table screen read about combats.

- :func:`combat_list`, :func:`current_combat`, :func:`combat_view` → :class:`CombatView` with one
  :class:`CombatantRow` per combatant, in the round's order (initiative order; fumblers last).
- :func:`reach` → :class:`Reach`: where the active combatant's token may end a move with the
  movement it has left, what each square costs and what the turn's movement would then cost
  ("minor", "major" or "both"); :func:`move_check` — the verdict on one drop, with the reason
  written for the GM.
- :func:`combat_summary` → :class:`CombatSummary` for the end of a fight.

Each has a ``read_*`` twin taking a transaction (``db``) and the rules profile, for commands.

Rulings on the board during a combat (RULES.md §7 leaves these open):

- Sides: player characters and NPCs against monsters. Enemies' tokens block; allies' may be
  crossed but not ended on.
- A combatant who is out of the fight or down (inconsciente, muerto, derrotado), and a token on
  the map that is not in the combat, can be crossed but not ended on, whichever side it is.
- The start square of a move costs nothing; its tier is the one the turn's movement already
  costs ("minor" when nothing was moved yet).
"""

from __future__ import annotations

import dataclasses
import functools
import json
import sqlite3
import weakref
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QCoreApplication
from sqlalchemy import bindparam
from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from ryf_desktop.rules.combat import MAX_MOVE_PER_TURN_M, RuleViolation, TurnBudget
from ryf_desktop.rules.health import creature_state, state
from ryf_desktop.rules.movement import (
    MoveCheck,
    MoveReason,
    Square,
    check_move,
    footprint,
    reachable_squares,
)
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.rules.thin_walls import ThinWalls
from ryf_desktop.session.combat_state import (
    DOWN_STATES,
    PREPARING,
    RUNNING,
    budget_figures,
    can_act,
    combatants_in_order,
    load_budget,
    read_combat_now,
    rounds_fought,
)
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighters import (
    CombatantFacts,
    FighterBrief,
    briefed_facts,
    fighter_briefs,
    fighter_stats,
)
from ryf_desktop.session.map_queries import segments_of, thin_walls_of
from ryf_desktop.session.texts import fill, metres_text
from ryf_desktop.storage import unpack_squares
from ryf_desktop.storage.raw_sql import FastSelect
from ryf_desktop.storage.squares import SquareSetError
from ryf_desktop.storage.tables import (
    Character,
    Combat,
    Combatant,
    LogEntry,
    Map,
    MapToken,
    MonsterInstance,
)

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

__all__ = [
    "CombatSummary",
    "CombatView",
    "CombatantRow",
    "LastLine",
    "Reach",
    "SummaryRow",
    "combat_list",
    "combat_summary",
    "combat_view",
    "current_combat",
    "expect_step",
    "last_log_line",
    "move_check",
    "reach",
    "read_combat_view",
    "read_current_combat_id",
    "read_move_check",
    "read_reach",
    "read_summary",
    "step_done",
    "tier_of",
]


# --------------------------------------------------------------------------- the tracker


@dataclass(frozen=True, slots=True)
class CombatantRow:
    id: int
    name: str
    #: "pc", "npc" or "monster".
    side: str
    character_id: int | None
    monster_id: int | None
    token_id: int | None
    iniciativa: int
    initiative_total: int | None
    initiative_fumble: bool
    #: Actions per turn its initiative gives (without a double action).
    actions: int
    #: Takes a turn this round (has a total, not a fumbler in round 1, not out, not down).
    acts_this_round: bool
    out: bool
    #: A HealthState value: normal/malherido/inconsciente/muerto/derrotado.
    state: str
    wounds: int
    pv_max: int
    active: bool
    majors_left: int
    minors_left: int
    moved_m: float
    max_move_m: float
    double_action: bool
    #: Whether the double-action switch may be turned on now (its turn, not malherido...).
    can_double: bool
    #: A weapon with reload is empty.
    needs_reload: bool


@dataclass(frozen=True, slots=True)
class CombatView:
    id: int
    name: str
    #: "preparing", "running" or "ended".
    status: str
    round: int
    map_id: int | None
    #: In this round's order.
    combatants: tuple[CombatantRow, ...]
    active_id: int | None

    def row(self, combatant_id: int) -> CombatantRow | None:
        return next((row for row in self.combatants if row.id == combatant_id), None)

    @property
    def active(self) -> CombatantRow | None:
        return None if self.active_id is None else self.row(self.active_id)


@functools.lru_cache(maxsize=64)
def _needs_reload(reload_state: str) -> bool:
    # By text: the tracker asks for every combatant at every full read, and most share "{}".
    try:
        value = json.loads(reload_state or "{}")
    except ValueError:
        return False
    return isinstance(value, dict) and any(loaded is False for loaded in value.values())


def _combat_gone(combat_id: int) -> CommandError:
    return CommandError(
        fill(
            translate(
                "CombatQueries",
                "The combat %1 is not in this campaign any more (it was deleted, or an undo "
                "took it back). Choose another combat.",
            ),
            combat_id,
        )
    )


def _get_combat(db: Session, combat_id: int) -> Combat:
    combat = db.get(Combat, combat_id)
    if combat is None:
        raise _combat_gone(combat_id)
    return combat


def _tracker_row(
    combatant: CombatantFacts, fighter: FighterBrief, active_id: int | None, round_number: int
) -> CombatantRow:
    budget = budget_figures(combatant)
    is_active = combatant.id == active_id
    return CombatantRow(
        id=combatant.id,
        name=fighter.name,
        side=fighter.side,
        character_id=combatant.character_id,
        monster_id=combatant.monster_id,
        token_id=fighter.token_id,
        iniciativa=combatant.iniciativa,
        initiative_total=combatant.initiative_total,
        initiative_fumble=combatant.initiative_fumble,
        actions=combatant.actions if combatant.initiative_total is not None else 0,
        acts_this_round=can_act(combatant, fighter.state, round_number),
        out=combatant.out,
        state=str(fighter.state),
        wounds=fighter.wounds,
        pv_max=fighter.pv_max,
        active=is_active,
        majors_left=budget.majors_left,
        minors_left=budget.minors_left,
        moved_m=budget.moved_m,
        max_move_m=budget.max_move_m,
        double_action=combatant.double_action,
        can_double=is_active and fighter.lasting_shift == 0 and budget.can_double,
        needs_reload=_needs_reload(combatant.reload_state),
    )


def read_combat_view(
    db: Session | sqlite3.Connection, combat_id: int, profile: RulesProfile
) -> CombatView:
    view = _view(db, combat_id, profile)
    if view is None:
        raise _combat_gone(combat_id)
    return view


def _view(
    db: Session | sqlite3.Connection, combat_id: int, profile: RulesProfile
) -> CombatView | None:
    found = read_combat_now(db, combat_id)
    if found is None:
        return None
    _, name, status, round_value, turn_position, map_id = found
    briefed = briefed_facts(db, combat_id, profile)
    active_id = next(
        (
            row.id for row, _ in briefed
            if status == RUNNING and row.order_position == turn_position
        ),
        None,
    )
    round_number = max(1, int(round_value))
    rows = [
        _tracker_row(combatant, fighter, active_id, round_number)
        for combatant, fighter in briefed
    ]
    return CombatView(
        id=combat_id,
        name=str(name),
        status=str(status),
        round=int(round_value),
        map_id=map_id,
        combatants=tuple(rows),
        active_id=active_id,
    )


def combat_view(session: CampaignSession, combat_id: int) -> CombatView:
    """One combat as the tracker shows it; CommandError if it is gone."""
    with session.file.transaction() as db:
        return read_combat_view(db, combat_id, session.profile)


_COMBAT_LIST = FastSelect(
    sa_select(col(Combat.id), col(Combat.name), col(Combat.status)).order_by(col(Combat.id))
)


def combat_list(session: CampaignSession) -> list[tuple[int, str, str]]:
    """Every combat of the campaign: (id, name, status), oldest first."""
    with session.file.reading() as db:
        return [
            (int(combat_id), str(name), str(status))
            for combat_id, name, status in _COMBAT_LIST.rows(db)
        ]


_NEWEST_WITH_STATUS = FastSelect(
    sa_select(col(Combat.id))
    .where(col(Combat.status) == bindparam("status"))
    .order_by(col(Combat.id).desc())
    .limit(1)
)


def read_current_combat_id(db: Session | sqlite3.Connection) -> int | None:
    """The running combat, else the newest one being prepared."""
    for status in (RUNNING, PREPARING):
        found = _NEWEST_WITH_STATUS.first_value(db, {"status": status})
        if found is not None:
            return int(found)
    return None


def _read_current(session: CampaignSession) -> CombatView | None:
    # Past the ORM: the tracker reads the whole fight after a start or a roll of fifty.
    with session.file.reading() as db:
        combat_id = read_current_combat_id(db)
        return None if combat_id is None else _view(db, combat_id, session.profile)


class _TrackerCache:
    """The combat view read last, kept while the session's ``generation`` stays the same: the
    tracker, the map and the table screen all ask for it after every step."""

    def __init__(self, generation: int, view: CombatView | None) -> None:
        self.generation = generation
        self.view = view
        #: A step announced by :func:`expect_step`: (generation before it, its combat, the
        #: combatants it may change, read once it has run).
        self.step: tuple[int, int, Callable[[], Collection[int]]] | None = None


_TRACKER_CACHES: weakref.WeakKeyDictionary[CampaignSession, _TrackerCache] = (
    weakref.WeakKeyDictionary()
)


def expect_step(
    session: CampaignSession, combat_id: int, changed: Callable[[], Collection[int]]
) -> None:
    """The command about to be pushed changes only the combat ``combat_id`` and its combatants
    ``changed()`` (asked once it has run), nothing else a tracker shows — so the next read
    of :func:`current_combat` reads those rows alone. Call :func:`step_done` after the push."""
    cache = _TRACKER_CACHES.get(session)
    if cache is not None and cache.generation == session.generation:
        cache.step = (session.generation, combat_id, changed)


def step_done(session: CampaignSession, generation_before: int) -> None:
    """After the push of :func:`expect_step`: forget the step unless it was committed whole
    (refused, or nothing changed: the next change is someone else's)."""
    cache = _TRACKER_CACHES.get(session)
    if cache is not None and cache.step is not None and (
        session.generation != generation_before + 1
    ):
        cache.step = None


# Read after every step of a fight, so past SQLAlchemy's per-call work.
_ORDER = FastSelect(
    sa_select(col(Combatant.id))
    .where(col(Combatant.combat_id) == bindparam("combat_id"))
    .order_by(col(Combatant.order_position), col(Combatant.id))
)
_POSITION = FastSelect(sa_select(col(Combatant.id)).where(
    col(Combatant.combat_id) == bindparam("combat_id"),
    col(Combatant.order_position) == bindparam("position"),
).order_by(col(Combatant.id)))


def _patched(
    db: sqlite3.Connection, view: CombatView, changed: Collection[int], profile: RulesProfile
) -> CombatView | None:
    """``view`` with the rows of ``changed`` and the combat's row read again; None when more
    changed than that (the order, the map, the combat shown), so the caller reads it all."""
    found = read_combat_now(db, view.id)
    if found is None:
        return None
    _, name, status, round_value, turn_position, map_id = found
    if map_id != view.map_id or status not in (RUNNING, PREPARING):
        return None
    order = [combatant_id for (combatant_id,) in _ORDER.rows(db, {"combat_id": view.id})]
    if order != [row.id for row in view.combatants]:
        return None
    active_id = None
    if status == RUNNING:
        active_id = _POSITION.first_value(
            db, {"combat_id": view.id, "position": turn_position}
        )
    if active_id not in (*changed, view.active_id):
        return None
    round_number = max(1, int(round_value))
    fresh = {
        facts.id: _tracker_row(facts, brief, active_id, round_number)
        for facts, brief in briefed_facts(db, view.id, profile, only=changed)
    }
    # Within the round the view was read in, who acts this round changed only in the rows
    # read again (a view's rows are always worked out for its own round).
    same_round = int(round_value) == view.round
    rows = []
    for row in view.combatants:
        new = fresh.get(row.id)
        if new is not None:
            # Where the token stands is not read again: these steps do not move tokens.
            rows.append(dataclasses.replace(new, token_id=row.token_id))
            continue
        if row.active != (row.id == active_id):
            return None
        if same_round:
            rows.append(row)
            continue
        acts = acts_this_round(row, round_number)
        rows.append(row if acts == row.acts_this_round else dataclasses.replace(
            row, acts_this_round=acts))
    return CombatView(
        id=view.id, name=str(name), status=str(status), round=int(round_value), map_id=map_id,
        combatants=tuple(rows), active_id=active_id,
    )


def acts_this_round(row: CombatantRow, round_number: int) -> bool:
    """What :func:`~ryf_desktop.session.combat_state.can_act` says of a shown row."""
    if row.initiative_total is None or row.out or row.state in _DOWN_VALUES:
        return False
    return not (row.initiative_fumble and round_number == 1)


_DOWN_VALUES = frozenset(str(value) for value in DOWN_STATES)


class LastLine(NamedTuple):
    """The newest log entry: its id, its combat (None for a roll outside combats), its text."""

    id: int
    combat_id: int | None
    text: str


_LAST_LINE = FastSelect(
    sa_select(col(LogEntry.id), col(LogEntry.combat_id), col(LogEntry.text))
    .order_by(col(LogEntry.id).desc())
    .limit(1)
)


def last_log_line(session: CampaignSession) -> LastLine | None:
    """The newest log entry in one small read (what a step just logged)."""
    with session.file.reading() as db:
        found = _LAST_LINE.rows(db)
    return None if not found else LastLine(int(found[0][0]), found[0][1], str(found[0][2]))


def current_combat(session: CampaignSession) -> CombatView | None:
    """The running combat, else the newest one being prepared; None when there is neither."""
    generation = session.generation
    cache = _TRACKER_CACHES.get(session)
    if cache is not None and not session.busy and cache.generation == generation:
        return cache.view
    view: CombatView | None = None
    if cache is not None and cache.step is not None and cache.view is not None:
        before, combat_id, changed = cache.step
        if (
            cache.generation == before
            and generation == before + 1
            and cache.view.id == combat_id
        ):
            with session.file.reading() as db:
                view = _patched(db, cache.view, frozenset(changed()), session.profile)
    if view is None:
        view = _read_current(session)
    if not session.busy:
        _TRACKER_CACHES[session] = _TrackerCache(generation, view)
    return view


# --------------------------------------------------------------------------- the board


@dataclass(frozen=True, slots=True)
class Reach:
    combatant_id: int
    token_id: int
    start: Square
    size: int
    #: Top-left squares the token may end on → metres the move costs.
    costs: dict[Square, float]
    #: What the turn's movement would cost after moving there: "minor", "major" or "both".
    tiers: dict[Square, str]
    left_m: float


@dataclass(frozen=True, slots=True)
class _Board:
    """What a move on the combat's map must respect, for one mover (plain values only: a board
    is kept between mouse moves, see :class:`_MoveCache`)."""

    token_id: int
    start: Square
    size: int
    diagonals_taken: int
    width: int
    height: int
    blocked: frozenset[Square]
    difficult: frozenset[Square]
    enemies: frozenset[Square]
    allies: frozenset[Square]
    #: Thin walls and doors on lines (kept per map's segments, see map_queries.thin_walls_of).
    thin_walls: ThinWalls
    #: Never changed in place: whoever tries a move on it works on a copy.
    budget: TurnBudget


@functools.lru_cache(maxsize=32)
def _squares(text: str) -> frozenset[Square]:
    # Kept by text: a map's walls change far less often than the board is rebuilt (every step
    # of a fight), and unpacking thousands of squares costs more than the rest of the board.
    try:
        return unpack_squares(text)
    except SquareSetError:
        return frozenset()


_Owner = tuple[str, int]


def _owner(character_id: int | None, monster_id: int | None) -> _Owner:
    return ("c", character_id) if character_id is not None else ("m", int(monster_id or 0))


def _fighting_owners(
    db: Session, combat_id: int, profile: RulesProfile
) -> dict[_Owner, tuple[bool, bool]]:
    """Each combatant's owner → (on the monsters' side, standing: neither out nor down), read
    as plain columns in one query (the board of a large map is rebuilt after every change)."""
    query = (
        sa_select(
            col(Combatant.character_id), col(Combatant.monster_id), col(Combatant.out),
            col(Character.fisico), col(Character.wounds),
            col(MonsterInstance.pv_max), col(MonsterInstance.wounds),
        )
        .outerjoin(Character, col(Character.id) == col(Combatant.character_id))
        .outerjoin(MonsterInstance, col(MonsterInstance.id) == col(Combatant.monster_id))
        .where(col(Combatant.combat_id) == combat_id)
    )
    owners: dict[_Owner, tuple[bool, bool]] = {}
    for character_id, monster_id, out, fisico, c_wounds, pv_max, m_wounds in db.execute(query):
        if character_id is not None:
            health = state(fisico, c_wounds, profile)
        else:
            health = creature_state(pv_max, m_wounds)
        owners.setdefault(
            _owner(character_id, monster_id),
            (character_id is None, not out and health not in DOWN_STATES),
        )
    return owners


def _board(db: Session, combatant_id: int, profile: RulesProfile) -> _Board | None:
    combatant = db.get(Combatant, combatant_id)
    if combatant is None:
        raise CommandError(_gone(combatant_id))
    combat = db.get(Combat, combatant.combat_id)
    if combat is None or combat.map_id is None:
        return None
    map_row = db.get(Map, combat.map_id)
    if map_row is None:
        return None
    owners = _fighting_owners(db, int(combat.id or 0), profile)
    mover_key = _owner(combatant.character_id, combatant.monster_id)
    mover_enemy_side = combatant.character_id is None
    tokens = db.execute(
        sa_select(
            col(MapToken.id), col(MapToken.character_id), col(MapToken.monster_id),
            col(MapToken.x), col(MapToken.y), col(MapToken.size),
        )
        .where(col(MapToken.map_id) == map_row.id)
        .order_by(col(MapToken.id))
    ).all()
    # A combatant stands on the first token of its owner; any later one is scenery.
    seen: set[_Owner] = set()
    mover: tuple[int, Square, int] | None = None
    enemies: set[Square] = set()
    allies: set[Square] = set()
    for token_id, character_id, monster_id, x, y, size in tokens:
        key = _owner(character_id, monster_id)
        first = key not in seen
        seen.add(key)
        if first and key == mover_key:
            mover = (int(token_id), (x, y), max(1, size))
            continue
        fighter = owners.get(key) if first else None
        squares = ((x, y),) if size <= 1 else footprint((x, y), size)
        if fighter is not None and fighter[1] and fighter[0] != mover_enemy_side:
            enemies.update(squares)
        else:
            allies.update(squares)
    if mover is None:
        return None
    token_id, start, size = mover
    doors = _squares(map_row.doors)
    return _Board(
        token_id=token_id,
        start=start,
        size=size,
        diagonals_taken=combatant.diagonals_taken,
        width=map_row.grid_width,
        height=map_row.grid_height,
        blocked=_squares(map_row.walls) | (doors - _squares(map_row.open_doors)),
        difficult=_squares(map_row.difficult),
        enemies=frozenset(enemies),
        allies=frozenset(allies),
        thin_walls=thin_walls_of(segments_of(map_row.segments)),
        budget=load_budget(combatant),
    )


class _MoveCache:
    """What the movement queries read, kept while the session's ``generation`` stays the same
    (every committed change moves it on): while a token is dragged each mouse move is then a
    rules call on sets already built, not a read of a thousand tokens."""

    def __init__(self, generation: int) -> None:
        self.generation = generation
        self.boards: dict[int, _Board | None] = {}
        self.reaches: dict[int, Reach | None] = {}
        self.checks: dict[tuple[int, Square], MoveCheck] = {}


_MOVE_CACHES: weakref.WeakKeyDictionary[CampaignSession, _MoveCache] = (
    weakref.WeakKeyDictionary()
)
#: Verdicts kept per generation (a drag asks for a few dozen squares; a bound all the same).
_MAX_CHECKS = 4096


def _move_cache(session: CampaignSession) -> _MoveCache | None:
    """The session's cache for its current generation; None while a command runs (its changes
    are committed before the generation moves on, so nothing read then may be kept)."""
    if session.busy:
        return None
    generation = session.generation
    cache = _MOVE_CACHES.get(session)
    if cache is None or cache.generation != generation:
        cache = _MoveCache(generation)
        _MOVE_CACHES[session] = cache
    return cache


def _session_board(session: CampaignSession, combatant_id: int) -> _Board | None:
    cache = _move_cache(session)
    if cache is not None and combatant_id in cache.boards:
        return cache.boards[combatant_id]
    with session.file.transaction() as db:
        board = _board(db, combatant_id, session.profile)
    if cache is not None:
        cache.boards[combatant_id] = board
    return board


def _gone(combatant_id: int) -> str:
    return fill(
        translate(
            "CombatQueries",
            "Combatant %1 is not in the combat any more (removed, or an undo took it back).",
        ),
        combatant_id,
    )


def tier_of(budget: TurnBudget) -> str:
    """What a turn's movement costs so far: "minor", "major" or "both"."""
    majors, minors = budget.movement_charge
    if majors and minors:
        return "both"
    if majors:
        return "major"
    return "minor"


def read_reach(db: Session, combatant_id: int, profile: RulesProfile) -> Reach | None:
    return _reach_on(_board(db, combatant_id, profile), combatant_id, profile)


def _terrain(board: _Board, profile: RulesProfile) -> dict[str, Any]:
    """The board as the movement rules take it (the same for the reach and for a drop)."""
    return {
        "width": board.width,
        "height": board.height,
        "blocked": board.blocked,
        "difficult": board.difficult,
        "diagonal_rule": str(profile.diagonal_rule),
        "enemies": board.enemies,
        "allies": board.allies,
        "size": board.size,
        "diagonals_taken": board.diagonals_taken,
        "segments": board.thin_walls,
    }


def _reach_on(board: _Board | None, combatant_id: int, profile: RulesProfile) -> Reach | None:
    if board is None:
        return None
    left = board.budget.max_move_m()
    try:
        costs = reachable_squares(board.start, left, **_terrain(board, profile))
    except ValueError:  # the token stands off the grid (the map was made smaller)
        costs = {}
    tier_by_cost: dict[float, str] = {}
    tiers: dict[Square, str] = {}
    for square, cost in costs.items():
        if cost not in tier_by_cost:
            trial = board.budget.copy()
            try:
                trial.move(cost)
            except RuleViolation:
                tier_by_cost[cost] = "both"
            else:
                tier_by_cost[cost] = tier_of(trial)
        tiers[square] = tier_by_cost[cost]
    return Reach(
        combatant_id=combatant_id,
        token_id=board.token_id,
        start=board.start,
        size=board.size,
        costs=costs,
        tiers=tiers,
        left_m=left,
    )


def reach(session: CampaignSession, combatant_id: int) -> Reach | None:
    """Where the combatant's token may end a move now; None without a token on the combat's
    map. Kept until the next change of the campaign (treat the dicts as read-only)."""
    cache = _move_cache(session)
    if cache is not None and combatant_id in cache.reaches:
        return cache.reaches[combatant_id]
    found = _reach_on(_session_board(session, combatant_id), combatant_id, session.profile)
    if cache is not None:
        cache.reaches[combatant_id] = found
    return found


def move_message(check: MoveCheck) -> str:
    """Why a drop is refused (or what it costs), in words for the GM."""
    reason = check.reason
    if reason is MoveReason.OK:
        return fill(
            translate("CombatQueries", "Move %1 m."), metres_text(check.cost_m or 0.0)
        )
    if reason is MoveReason.OFF_MAP:
        return translate("CombatQueries", "That square is off the map.")
    if reason is MoveReason.WALL:
        return translate("CombatQueries", "That square is a wall or a closed door.")
    if reason is MoveReason.ENEMY:
        return translate("CombatQueries", "An enemy stands on that square.")
    if reason is MoveReason.ALLY:
        return translate(
            "CombatQueries",
            "Someone already stands on that square; tokens may be crossed but not shared.",
        )
    if reason is MoveReason.BLOCKED_BY_ENEMIES:
        return translate("CombatQueries", "No way there: enemies are in the way.")
    if reason is MoveReason.BLOCKED:
        return translate("CombatQueries", "No way there: walls or closed doors are in the way.")
    cost = check.cost_m or 0.0
    if cost > MAX_MOVE_PER_TURN_M + 1e-6:
        return fill(
            translate(
                "CombatQueries",
                "The way there is %1 m, and %2 m is the most a combatant can move in a turn. "
                "Choose a nearer square.",
            ),
            metres_text(cost, round_up=True),
            metres_text(MAX_MOVE_PER_TURN_M),
        )
    if check.left_m <= 1e-6:
        return translate(
            "CombatQueries", "No movement left this turn. End the turn to move again."
        )
    return fill(
        translate(
            "CombatQueries",
            "The way there is %1 m, but only %2 m of movement are left this turn. Choose a "
            "nearer square.",
        ),
        metres_text(cost, round_up=True),
        metres_text(check.left_m),
    )


def read_move_check(
    db: Session, combatant_id: int, goal: Square, profile: RulesProfile
) -> MoveCheck:
    board = _board(db, combatant_id, profile)
    if board is None:
        return _no_token_check(db, combatant_id, profile)
    return _check_on(board, goal, profile)


def _no_token_check(db: Session, combatant_id: int, profile: RulesProfile) -> MoveCheck:
    combatant = db.get(Combatant, combatant_id)
    name = "?" if combatant is None else fighter_stats(db, combatant, profile).name
    return MoveCheck(
        MoveReason.OFF_MAP,
        fill(
            translate(
                "CombatQueries",
                "%1 has no token on the combat's map. Place one on the map first.",
            ),
            name,
        ),
    )


def _check_on(board: _Board, goal: Square, profile: RulesProfile) -> MoveCheck:
    left = board.budget.max_move_m()
    try:
        verdict = check_move(board.start, goal, left, **_terrain(board, profile))
    except ValueError:  # the token itself stands off the grid
        verdict = MoveCheck(MoveReason.OFF_MAP, "", left_m=left)
    return dataclasses.replace(verdict, message=move_message(verdict))


def move_check(session: CampaignSession, combatant_id: int, goal: Square) -> MoveCheck:
    """Whether the combatant's token may be dropped on ``goal`` now, with the route, its cost
    and, when not, the reason in words for the GM. While the campaign does not change (a drag)
    this reads nothing: the board is kept, see :class:`_MoveCache`."""
    goal = (int(goal[0]), int(goal[1]))
    cache = _move_cache(session)
    if cache is not None and (combatant_id, goal) in cache.checks:
        return cache.checks[(combatant_id, goal)]
    board = _session_board(session, combatant_id)
    if board is None:
        with session.file.transaction() as db:
            return _no_token_check(db, combatant_id, session.profile)
    verdict = _check_on(board, goal, session.profile)
    if cache is not None and len(cache.checks) < _MAX_CHECKS:
        cache.checks[(combatant_id, goal)] = verdict
    return verdict


# --------------------------------------------------------------------------- the summary


class SummaryRow(NamedTuple):
    name: str
    side: str
    damage_dealt: int
    damage_taken: int
    #: The HealthState value at the end.
    state: str


@dataclass(frozen=True, slots=True)
class CombatSummary:
    rounds: int
    rows: tuple[SummaryRow, ...]
    #: Who ended the fight inconsciente, muerto or derrotado.
    fallen: tuple[str, ...]


def read_summary(db: Session, combat_id: int, profile: RulesProfile) -> CombatSummary:
    combat = _get_combat(db, combat_id)
    stats = fighter_briefs(db, combat_id, profile)
    rows = []
    fallen = []
    for combatant in combatants_in_order(db, combat_id):
        fighter = stats[int(combatant.id or 0)]
        rows.append(
            SummaryRow(
                fighter.name,
                fighter.side,
                combatant.damage_dealt,
                combatant.damage_taken,
                str(fighter.state),
            )
        )
        if fighter.state in DOWN_STATES:
            fallen.append(fighter.name)
    rounds = rounds_fought(db, combat_id, combat.round)
    return CombatSummary(rounds=rounds, rows=tuple(rows), fallen=tuple(fallen))


def combat_summary(session: CampaignSession, combat_id: int) -> CombatSummary:
    """Rounds fought, each combatant's damage dealt and taken and final state, who fell."""
    with session.file.transaction() as db:
        return read_summary(db, combat_id, session.profile)
