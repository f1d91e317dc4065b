"""The state of a combat as its rows keep it: the turn budget, whose turn it is, the order.

- :func:`load_budget` / :func:`store_budget` — a combatant's ``rules.combat.TurnBudget`` from and
  into its row (schema 3 keeps it exactly: actions, double action, lasting penalty, metres
  moved, majors and minors spent; ``majors_left``/``minors_left`` are written for readers).
  ``combatant.actions`` is the count its initiative gives (without the double action).
- :func:`running_combat` — the combat being fought (at most one runs at a time);
  :func:`active_combatant` — whose turn it is (``combat.turn_position`` is that combatant's
  ``order_position``).
- The order: ``order_position`` numbers every combatant of a combat 0, 1, 2… in initiative
  order (:func:`renumber`: highest total first, ties by Iniciativa then by the GM's order,
  fumblers last, those without a total after everyone); :func:`can_act` says who takes a turn in
  a round (has a total, not a fumbler in round 1, not out, not down).
"""

from __future__ import annotations

import functools
import json
import sqlite3
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeVar

from sqlalchemy import bindparam
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from ryf_desktop.rules.combat import RuleViolation, TurnBudget, actions_for_initiative
from ryf_desktop.rules.health import HealthState
from ryf_desktop.storage.raw_sql import FastSelect
from ryf_desktop.storage.tables import Combat, Combatant, LogEntry

if TYPE_CHECKING:
    from ryf_desktop.session.fighters import CombatantFacts

__all__ = [
    "BOOKKEEPING_KINDS",
    "DOWN_STATES",
    "ENDED",
    "ENDED_BUDGET",
    "ENDED_TURN",
    "PREPARING",
    "RUNNING",
    "TURN_COLUMNS",
    "BudgetFigures",
    "CombatNow",
    "OrderKey",
    "active_combatant",
    "acts_in_round",
    "budget_figures",
    "budget_values",
    "can_act",
    "combatants_in_order",
    "ended_turn_key",
    "fresh_budget",
    "fresh_turn_values",
    "in_initiative_order",
    "initiative_key",
    "initiative_values",
    "kept_turn",
    "load_budget",
    "read_combat_now",
    "renumber",
    "reset_turn",
    "rounds_fought",
    "row_initiative_key",
    "running_combat",
    "store_budget",
    "turn_actions",
    "turn_left_behind",
]

OrderedRow = TypeVar("OrderedRow", "Combatant", "CombatantFacts")

PREPARING = "preparing"
RUNNING = "running"
ENDED = "ended"

#: States in which a combatant takes no turn (passed over by Next/Previous turn).
DOWN_STATES = frozenset(
    {HealthState.INCONSCIENTE, HealthState.MUERTO, HealthState.DERROTADO}
)


# --------------------------------------------------------------------------- the budget


def load_budget(combatant: Combatant | CombatantFacts) -> TurnBudget:
    """The combatant's turn budget as stored; a fresh one if the stored one does not add up
    (a file edited by hand), so a fight can always go on."""
    # A double action taken before the combatant was hurt stays taken; the lasting penalty only
    # forbids taking one.
    lasting = combatant.lasting_penalty and not combatant.double_action
    try:
        return TurnBudget(
            combatant.actions,
            combatant.double_action,
            lasting_penalty=lasting,
            moved_m=max(0.0, combatant.moved_m),
            majors_spent=combatant.majors_spent,
            minors_spent=combatant.minors_spent,
        )
    except (RuleViolation, ValueError):
        return TurnBudget(max(0, combatant.actions), lasting_penalty=lasting)


class BudgetFigures(NamedTuple):
    """What the tracker shows of a turn budget."""

    majors_left: int
    minors_left: int
    moved_m: float
    max_move_m: float
    can_double: bool


@functools.lru_cache(maxsize=512)
def _figures(
    actions: int, double: bool, lasting: bool, moved_m: float, majors: int, minors: int
) -> BudgetFigures:
    row = Combatant(
        combat_id=0, actions=actions, double_action=double, lasting_penalty=lasting,
        moved_m=moved_m, majors_spent=majors, minors_spent=minors,
    )
    budget = load_budget(row)
    return BudgetFigures(
        budget.majors_left, budget.minors_left, budget.moved_m, budget.max_move_m(),
        budget.can_take_double_action(),
    )


def budget_figures(combatant: Combatant | CombatantFacts) -> BudgetFigures:
    """The figures of the combatant's budget (the same as :func:`load_budget` gives, cached:
    a tracker of fifty combatants asks for them on every change)."""
    return _figures(
        combatant.actions, combatant.double_action, combatant.lasting_penalty,
        combatant.moved_m, combatant.majors_spent, combatant.minors_spent,
    )


def budget_values(budget: TurnBudget, *, lasting_before: bool) -> dict[str, Any]:
    """The combatant columns that store ``budget``, for a row whose ``lasting_penalty`` was
    ``lasting_before``."""
    return {
        "actions": budget.actions - (1 if budget.double_action else 0),
        "double_action": budget.double_action,
        "lasting_penalty": budget.lasting_penalty or (lasting_before and budget.double_action),
        "moved_m": budget.moved_m,
        "majors_spent": budget.majors_spent,
        "minors_spent": budget.minors_spent,
        "majors_left": max(0, budget.majors_left),
        "minors_left": max(0, budget.minors_left),
    }


def store_budget(combatant: Combatant, budget: TurnBudget) -> None:
    """Write ``budget`` into the row (the caller adds the row to its session)."""
    for name, value in budget_values(budget, lasting_before=combatant.lasting_penalty).items():
        setattr(combatant, name, value)


def initiative_values(
    iniciativa: int, total: int, fumble: bool, *, natural_one: bool = False
) -> dict[str, Any]:
    """The combatant columns once its initiative is ``total``: the actions it gives (one after
    a natural 1), a fresh budget, no double action, no lasting penalty."""
    actions = actions_for_initiative(total, natural_one=natural_one)
    return {
        "iniciativa": iniciativa,
        "initiative_total": total,
        "initiative_fumble": fumble,
        **_fresh_budget(actions, lasting_penalty=False),
        "double_action": False,
        "lasting_penalty": False,
    }


@functools.lru_cache(maxsize=64)
def _fresh_budget_items(actions: int, lasting_penalty: bool) -> tuple[tuple[str, Any], ...]:
    budget = TurnBudget(actions, lasting_penalty=lasting_penalty)
    return tuple(budget_values(budget, lasting_before=False).items())


def _fresh_budget(actions: int, *, lasting_penalty: bool) -> dict[str, Any]:
    """:func:`budget_values` of a whole turn's budget (fifty combatants roll at once)."""
    return dict(_fresh_budget_items(actions, lasting_penalty))


def turn_actions(initiative_total: int | None, kept_actions: int | None) -> int:
    """The actions each turn of a combatant gives: none without an initiative; else the count
    its initiative gave when it was kept (the row's ``actions``: a natural 1 gives one whatever
    the total), or the total's count when that is not known."""
    if initiative_total is None:
        return 0
    if kept_actions is None:
        return actions_for_initiative(initiative_total)
    return max(1, kept_actions)


def fresh_budget(combatant: Combatant, *, lasting_penalty: bool = False) -> TurnBudget:
    """A whole turn's budget: the actions its initiative gives, nothing spent."""
    actions = turn_actions(combatant.initiative_total, combatant.actions)
    return TurnBudget(actions, lasting_penalty=lasting_penalty)


def reset_turn(combatant: Combatant, *, lasting_penalty: bool = False) -> None:
    """Give the row a fresh budget: no double action, nothing spent or moved."""
    values = fresh_turn_values(
        combatant.initiative_total, lasting_penalty=lasting_penalty,
        kept_actions=combatant.actions,
    )
    for name, value in values.items():
        setattr(combatant, name, value)


def fresh_turn_values(
    initiative_total: int | None, *, lasting_penalty: bool, kept_actions: int | None = None
) -> dict[str, Any]:
    """The combatant columns of :func:`reset_turn` for a combatant with ``initiative_total``
    (``kept_actions``: the row's ``actions``, see :func:`turn_actions`)."""
    actions = turn_actions(initiative_total, kept_actions)
    return {
        **_fresh_budget(actions, lasting_penalty=lasting_penalty),
        "lasting_penalty": lasting_penalty,
        "diagonals_taken": 0,
    }


# --------------------------------------------------------------------------- turns left behind

#: A combatant's columns that keep what its turn spent: a turn gone back to gets them again.
TURN_COLUMNS = (
    "actions", "double_action", "moved_m", "majors_spent", "minors_spent", "majors_left",
    "minors_left", "diagonals_taken",
)
#: Key, in the data of the log line of the step that ended a turn, naming that turn.
ENDED_TURN = "ended_turn"
#: Key, beside it, of the budget columns the turn left behind (:data:`TURN_COLUMNS`).
ENDED_BUDGET = "ended_budget"

_TURN_LEFT = FastSelect(
    sa_select(
        col(Combatant.initiative_total), *(col(getattr(Combatant, name)) for name in TURN_COLUMNS)
    ).where(col(Combatant.id) == bindparam("id"))
)
# The newest turn line of the combat whose data names the turn; the index on combat_id keeps
# the scan to that combat's lines.
_ENDED_TURN_LINE = FastSelect(
    sa_select(col(LogEntry.data))
    .where(
        col(LogEntry.combat_id) == bindparam("combat_id"),
        col(LogEntry.kind) == bindparam("kind"),
        col(LogEntry.data).contains(bindparam("needle")),
    )
    .order_by(col(LogEntry.id).desc())
    .limit(1)
)


def ended_turn_key(combatant_id: int, round_number: int) -> str:
    """How a log line names the turn of ``combatant_id`` in ``round_number``."""
    return f"{combatant_id}@{round_number}"


def turn_left_behind(
    db: Session | sqlite3.Connection, combatant_id: int
) -> tuple[int | None, dict[str, Any]] | None:
    """The combatant's initiative total and budget columns as its turn ends (None: gone)."""
    found = _TURN_LEFT.rows(db, {"id": combatant_id})
    if not found:
        return None
    total, *values = found[0]
    return total, dict(zip(TURN_COLUMNS, values, strict=True))


def kept_turn(
    db: Session | sqlite3.Connection,
    combat_id: int,
    combatant_id: int,
    round_number: int,
    *,
    kind: str,
) -> dict[str, Any] | None:
    """The budget columns the combatant's turn of ``round_number`` was left with, from the
    newest ``kind`` log line of the combat that ended it; None when that turn was never left
    (a turn not played yet begins afresh)."""
    key = ended_turn_key(combatant_id, round_number)
    # Lines are written with sort_keys and no spaces, so the pair reads exactly so.
    needle = f'"{ENDED_TURN}":"{key}"'
    found = _ENDED_TURN_LINE.rows(db, {"combat_id": combat_id, "kind": kind, "needle": needle})
    if not found:
        return None
    try:
        data = json.loads(found[0][0])
    except ValueError:
        return None
    budget = data.get(ENDED_BUDGET) if isinstance(data, dict) else None
    if not isinstance(budget, dict) or data.get(ENDED_TURN) != key:
        return None
    return {name: budget[name] for name in TURN_COLUMNS if name in budget}


# --------------------------------------------------------------------------- rounds fought

#: Kinds of the combat's log lines that keep the fight's books (a turn begins, initiative, who
#: joins or leaves, the combat begins or ends) rather than tell of something done in it.
BOOKKEEPING_KINDS = frozenset({"turn", "initiative", "combat"})

_COMBAT_LINES = FastSelect(
    sa_select(col(LogEntry.kind), col(LogEntry.data))
    .where(col(LogEntry.combat_id) == bindparam("combat_id"))
    .order_by(col(LogEntry.id).desc())
)


def rounds_fought(db: Session | sqlite3.Connection, combat_id: int, current_round: int) -> int:
    """The rounds the combat lasted: the round in progress counts only once something was done
    in it (a round just begun when the fight ends was not fought); a begun fight lasted one."""
    if current_round < 1:
        return 0
    for kind, data in _COMBAT_LINES.rows(db, {"combat_id": combat_id}):
        if kind not in BOOKKEEPING_KINDS:
            return current_round
        if kind != "turn":
            continue
        try:
            value = json.loads(data)
        except ValueError:
            continue
        turn_round = value.get("round") if isinstance(value, dict) else None
        if isinstance(turn_round, int) and turn_round < current_round:
            break
    return max(1, current_round - 1)


# --------------------------------------------------------------------------- whose turn


def running_combat(db: Session) -> Combat | None:
    """The combat being fought (the newest, should a file hold more than one)."""
    return db.exec(
        select(Combat).where(col(Combat.status) == RUNNING).order_by(col(Combat.id).desc())
    ).first()


def combatants_in_order(db: Session, combat_id: int) -> list[Combatant]:
    """The combat's combatants by ``order_position`` (then id)."""
    return list(
        db.exec(
            select(Combatant)
            .where(col(Combatant.combat_id) == combat_id)
            .order_by(col(Combatant.order_position), col(Combatant.id))
        )
    )


def active_combatant(db: Session, combat: Combat | CombatNow) -> Combatant | None:
    """Whose turn it is in a running combat; None before it begins, after it ends, or when the
    combatant at the turn's position was removed."""
    if combat.status != RUNNING:
        return None
    return db.exec(
        select(Combatant).where(
            col(Combatant.combat_id) == combat.id,
            col(Combatant.order_position) == combat.turn_position,
        )
    ).first()


class CombatNow(NamedTuple):
    """The combat row's columns a step reads (and a turn writes) without the ORM."""

    id: int
    name: str
    status: str
    round: int
    turn_position: int
    map_id: int | None


_COMBAT_NOW = FastSelect(
    sa_select(
        col(Combat.id), col(Combat.name), col(Combat.status), col(Combat.round),
        col(Combat.turn_position), col(Combat.map_id),
    ).where(col(Combat.id) == bindparam("combat_id"))
)


def read_combat_now(db: Session | sqlite3.Connection, combat_id: int) -> CombatNow | None:
    """The combat's row as it is in ``db``'s transaction; None when there is no such combat."""
    found = _COMBAT_NOW.rows(db, {"combat_id": combat_id})
    return CombatNow(*found[0]) if found else None


class TurnFacts(Protocol):
    """What deciding who acts reads of a combatant."""

    @property
    def initiative_total(self) -> int | None: ...

    @property
    def initiative_fumble(self) -> bool: ...

    @property
    def out(self) -> bool: ...


def acts_in_round(combatant: TurnFacts, round_number: int) -> bool:
    """Has an initiative total, and is not a fumbler in round 1."""
    if combatant.initiative_total is None:
        return False
    return not (combatant.initiative_fumble and round_number == 1)


def can_act(combatant: TurnFacts, state: HealthState, round_number: int) -> bool:
    """Whether the combatant takes a turn in the round: acts in it, not out, not down."""
    return (
        acts_in_round(combatant, round_number)
        and not combatant.out
        and state not in DOWN_STATES
    )


#: What sorts combatants into initiative order (see :func:`initiative_key`).
OrderKey = tuple[bool, bool, int, int, int]


def initiative_key(
    total: int | None, fumble: bool, iniciativa: int, order_position: int
) -> OrderKey:
    """Where a combatant with these values goes in initiative order (see :func:`renumber`):
    sorting by it puts rows in that order. A command that has just rolled new totals sorts by
    the values it is writing, without building rows that hold them."""
    if total is None:
        # Not rolled yet: after everyone who has, in the order they joined.
        return (True, False, 0, 0, order_position)
    # Full ties keep the GM's order (sorted() is stable, and the old position says it).
    return (False, fumble, -total, -iniciativa, order_position)


def row_initiative_key(combatant: Combatant | CombatantFacts) -> OrderKey:
    """:func:`initiative_key` of a row as it is."""
    return initiative_key(
        combatant.initiative_total, combatant.initiative_fumble, combatant.iniciativa,
        combatant.order_position,
    )


def in_initiative_order(rows: Iterable[OrderedRow]) -> list[OrderedRow]:
    """``rows`` in initiative order (see :func:`renumber`)."""
    return sorted(rows, key=row_initiative_key)


def renumber(db: Session, combat: Combat, rows: Sequence[Combatant] | None = None) -> None:
    """Put the combat's combatants in initiative order (``order_position`` 0, 1, 2…), keeping
    the turn with the combatant who has it."""
    rows = combatants_in_order(db, int(combat.id or 0)) if rows is None else list(rows)
    active = active_combatant(db, combat)
    active_id = None if active is None else active.id
    for position, row in enumerate(in_initiative_order(rows)):
        if row.order_position != position:
            row.order_position = position
            db.add(row)
        if row.id == active_id:
            combat.turn_position = position
            db.add(combat)
