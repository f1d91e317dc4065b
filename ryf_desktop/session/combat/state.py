"""The state of a combat as its records keep it: the turn budget, whose turn it is, the order.

- :func:`load_budget` / :func:`budget_values` — a combatant's ``rules.combat.TurnBudget`` from and
  into its record (actions, double action, lasting penalty, metres moved, majors and minors
  spent; ``majors_left``/``minors_left`` are written for readers). ``combatant.actions`` is the
  count its initiative gives (without the double action).
- :func:`running_combat` — the combat being fought (at most one runs at a time);
  :func:`active_combatant` — whose turn it is (``combat.turn_position`` is that combatant's
  ``order_position``).
- The order: ``order_position`` numbers every combatant of a combat 0, 1, 2… in initiative
  order (:func:`renumber`: highest total first, ties by Iniciativa then by the GM's order,
  fumblers last, those without a total after everyone); :func:`can_act` says who takes a turn in
  a round (has a total, not a fumbler in round 1, not out, not down).

Every reader here takes the model or a command's draft (:class:`Records`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from ryf_desktop.rules.combat import (
    OrderKey,
    RuleViolation,
    TurnBudget,
    actions_for_initiative,
    initiative_key,
    sits_out_round,
)
from ryf_desktop.rules.health import HealthState
from ryf_desktop.session.model import Records
from ryf_desktop.session.stored_values import json_object
from ryf_desktop.storage.records import Combat, Combatant, LogEntry

if TYPE_CHECKING:
    from ryf_desktop.session.draft import Draft

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
    "active_combatant",
    "acts_in_round",
    "budget_figures",
    "budget_values",
    "can_act",
    "combatants_in_order",
    "ended_turn_key",
    "fresh_turn_values",
    "in_initiative_order",
    "initiative_values",
    "kept_turn",
    "load_budget",
    "place_in_order",
    "renumber",
    "rounds_fought",
    "row_initiative_key",
    "running_combat",
    "turn_actions",
]

PREPARING = "preparing"
RUNNING = "running"
ENDED = "ended"

#: States in which a combatant takes no turn (passed over by Next/Previous turn).
DOWN_STATES = frozenset({HealthState.INCONSCIENTE, HealthState.MUERTO, HealthState.DERROTADO})


# --------------------------------------------------------------------------- the budget


def load_budget(combatant: Combatant) -> TurnBudget:
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


def budget_figures(combatant: Combatant) -> BudgetFigures:
    """The figures of the combatant's budget (as :func:`load_budget` gives it)."""
    budget = load_budget(combatant)
    return BudgetFigures(
        budget.majors_left, budget.minors_left, budget.moved_m, budget.max_move_m(),
        budget.can_take_double_action(),
    )


def budget_values(budget: TurnBudget, *, lasting_before: bool) -> dict[str, Any]:
    """The combatant fields that store ``budget``, for a record whose ``lasting_penalty`` was
    ``lasting_before`` (``draft.update(row, **budget_values(...))``)."""
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


def initiative_values(
    iniciativa: int, total: int, fumble: bool, *, natural_one: bool = False
) -> dict[str, Any]:
    """The combatant fields once its initiative is ``total``: the actions it gives (one after
    a natural 1), a fresh budget, no double action, no lasting penalty."""
    actions = actions_for_initiative(total, natural_one=natural_one)
    return {
        "iniciativa": iniciativa,
        "initiative_total": total,
        "initiative_fumble": fumble,
        **budget_values(TurnBudget(actions), lasting_before=False),
        "double_action": False,
        "lasting_penalty": False,
    }


def turn_actions(initiative_total: int | None, kept_actions: int | None) -> int:
    """The actions each turn of a combatant gives: none without an initiative; else the count
    its initiative gave when it was kept (the record's ``actions``: a natural 1 gives one
    whatever the total), or the total's count when that is not known."""
    if initiative_total is None:
        return 0
    if kept_actions is None:
        return actions_for_initiative(initiative_total)
    return max(1, kept_actions)


def fresh_turn_values(
    initiative_total: int | None, *, lasting_penalty: bool, kept_actions: int | None = None
) -> dict[str, Any]:
    """The combatant fields of a whole turn's budget for a combatant with ``initiative_total``
    (``kept_actions``: the record's ``actions``, see :func:`turn_actions`): no double action,
    nothing spent or moved."""
    budget = TurnBudget(
        turn_actions(initiative_total, kept_actions), lasting_penalty=lasting_penalty
    )
    return {
        **budget_values(budget, lasting_before=False),
        "lasting_penalty": lasting_penalty,
        "diagonals_taken": 0,
    }


# --------------------------------------------------------------------------- turns left behind

#: A combatant's fields that keep what its turn spent: a turn gone back to gets them again.
TURN_COLUMNS = (
    "actions", "double_action", "moved_m", "majors_spent", "minors_spent", "majors_left",
    "minors_left", "diagonals_taken",
)
#: Key, in the data of the log line of the step that ended a turn, naming that turn.
ENDED_TURN = "ended_turn"
#: Key, beside it, of the budget fields the turn left behind (:data:`TURN_COLUMNS`).
ENDED_BUDGET = "ended_budget"


def ended_turn_key(combatant_id: int, round_number: int) -> str:
    """How a log line names the turn of ``combatant_id`` in ``round_number``."""
    return f"{combatant_id}@{round_number}"


def kept_turn(
    records: Records, combat_id: int, combatant_id: int, round_number: int, *, kind: str
) -> dict[str, Any] | None:
    """The budget fields the combatant's turn of ``round_number`` was left with, from the
    newest ``kind`` log line of the combat that ended it; None when that turn was never left
    (a turn not played yet begins afresh)."""
    key = ended_turn_key(combatant_id, round_number)
    # Data is dumped with sorted keys and no spaces, so the pair reads exactly so: most lines
    # are passed over without parsing them.
    needle = f'"{ENDED_TURN}":"{key}"'
    for line in reversed(records.of(LogEntry, "combat_id", combat_id)):
        if line.kind != kind or needle not in line.data:
            continue
        data = json_object(line.data)
        budget = data.get(ENDED_BUDGET)
        if not isinstance(budget, dict) or data.get(ENDED_TURN) != key:
            return None
        return {name: budget[name] for name in TURN_COLUMNS if name in budget}
    return None


# --------------------------------------------------------------------------- rounds fought

#: Kinds of the combat's log lines that keep the fight's books (a turn begins, initiative, who
#: joins or leaves, the combat begins or ends) rather than tell of something done in it.
BOOKKEEPING_KINDS = frozenset({"turn", "initiative", "combat"})


def rounds_fought(records: Records, combat_id: int, current_round: int) -> int:
    """The rounds the combat lasted: the round in progress counts only once something was done
    in it (a round just begun when the fight ends was not fought); a begun fight lasted one."""
    if current_round < 1:
        return 0
    for line in reversed(records.of(LogEntry, "combat_id", combat_id)):
        if line.kind not in BOOKKEEPING_KINDS:
            return current_round
        if line.kind != "turn":
            continue
        turn_round = json_object(line.data).get("round")
        if isinstance(turn_round, int) and turn_round < current_round:
            break
    return max(1, current_round - 1)


# --------------------------------------------------------------------------- whose turn


def running_combat(records: Records) -> Combat | None:
    """The combat being fought (the newest, should a file hold more than one)."""
    running = [combat for combat in records.all(Combat) if combat.status == RUNNING]
    return running[-1] if running else None


def combatants_in_order(records: Records, combat_id: int) -> list[Combatant]:
    """The combat's combatants by ``order_position`` (then id)."""
    return sorted(
        records.of(Combatant, "combat_id", combat_id),
        key=lambda row: (row.order_position, row.id),
    )


def active_combatant(records: Records, combat: Combat) -> Combatant | None:
    """Whose turn it is in a running combat; None before it begins, after it ends, or when the
    combatant at the turn's position was removed."""
    if combat.status != RUNNING:
        return None
    return next(
        (
            row for row in combatants_in_order(records, combat.id)
            if row.order_position == combat.turn_position
        ),
        None,
    )


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
    return not sits_out_round(combatant.initiative_fumble, round_number)


def can_act(combatant: TurnFacts, state: HealthState, round_number: int) -> bool:
    """Whether the combatant takes a turn in the round: acts in it, not out, not down."""
    return (
        acts_in_round(combatant, round_number)
        and not combatant.out
        and state not in DOWN_STATES
    )


def row_initiative_key(combatant: Combatant) -> OrderKey:
    """``rules.combat.initiative_key`` of a record as it is."""
    return initiative_key(
        combatant.initiative_total, combatant.initiative_fumble, combatant.iniciativa,
        combatant.order_position,
    )


def in_initiative_order(rows: Iterable[Combatant]) -> list[Combatant]:
    """``rows`` in initiative order (see :func:`renumber`)."""
    return sorted(rows, key=row_initiative_key)


def renumber(draft: Draft, combat: Combat, rows: Sequence[Combatant] | None = None) -> Combat:
    """Put the combat's combatants in initiative order (``order_position`` 0, 1, 2…), keeping
    the turn with the combatant who has it; the combat as it is afterwards."""
    rows = combatants_in_order(draft, combat.id) if rows is None else list(rows)
    return place_in_order(draft, combat, in_initiative_order(rows))


def place_in_order(draft: Draft, combat: Combat, ordered: Sequence[Combatant]) -> Combat:
    """Number ``ordered`` 0, 1, 2… as the combat's order, keeping the turn with the combatant
    who has it; the combat as it is afterwards."""
    active = active_combatant(draft, combat)
    for position, row in enumerate(ordered):
        if row.order_position != position:
            draft.update(row, order_position=position)
        if active is not None and row.id == active.id and combat.turn_position != position:
            combat = draft.update(combat, turn_position=position)
    return combat
