"""What the combat tracker, the map and the table screen read about combats, from the model.

- :func:`combat_list`, :func:`current_combat`, :func:`combat_view` → :class:`CombatView` with one
  :class:`CombatantRow` per combatant, in the round's order (initiative order; fumblers last).
- :func:`last_log_line` — the newest log line (what a step just logged).
- :func:`combat_summary` → :class:`CombatSummary` for the end of a fight.

Every read is a look-up in the model: a view reads again what an event names, nothing is kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication

from ryf_desktop.session.combat.common import get_combat
from ryf_desktop.session.combat.people import health, name_of, side_of, token_of
from ryf_desktop.session.combat.state import (
    DOWN_STATES,
    PREPARING,
    RUNNING,
    BudgetFigures,
    budget_figures,
    can_act,
    combatants_in_order,
    rounds_fought,
)
from ryf_desktop.session.stored_values import json_object
from ryf_desktop.storage.records import Combat, Combatant, LogEntry

if TYPE_CHECKING:
    from ryf_desktop.session.model import CampaignModel, Records

translate = QCoreApplication.translate

__all__ = [
    "CombatSummary",
    "CombatView",
    "CombatantRow",
    "LastLine",
    "SummaryRow",
    "combat_list",
    "combat_summary",
    "combat_view",
    "current_combat",
    "current_combat_id",
    "last_log_line",
]


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


def _needs_reload(reload_state: str) -> bool:
    return any(loaded is False for loaded in json_object(reload_state).values())


#: What a budget's figures are worked out from (see ``state.load_budget``).
_BudgetKey = tuple[int, bool, bool, float, int, int]


def _tracker_row(
    model: CampaignModel,
    combat: Combat,
    row: Combatant,
    active_id: int | None,
    figures: dict[_BudgetKey, BudgetFigures],
) -> CombatantRow:
    key = (row.actions, row.double_action, row.lasting_penalty, row.moved_m, row.majors_spent,
           row.minors_spent)
    budget = figures.get(key)
    if budget is None:
        budget = figures[key] = budget_figures(row)
    hurt = health(model, row, model.profile)
    is_active = row.id == active_id
    token = token_of(model, combat.map_id, row)
    return CombatantRow(
        id=row.id,
        name=name_of(model, row),
        side=side_of(model, row),
        character_id=row.character_id,
        monster_id=row.monster_id,
        token_id=None if token is None else token.id,
        iniciativa=row.iniciativa,
        initiative_total=row.initiative_total,
        initiative_fumble=row.initiative_fumble,
        actions=row.actions if row.initiative_total is not None else 0,
        acts_this_round=can_act(row, hurt.state, max(1, combat.round)),
        out=row.out,
        state=str(hurt.state),
        wounds=hurt.wounds,
        pv_max=hurt.pv_max,
        active=is_active,
        majors_left=budget.majors_left,
        minors_left=budget.minors_left,
        moved_m=budget.moved_m,
        max_move_m=budget.max_move_m,
        double_action=row.double_action,
        can_double=is_active and hurt.lasting_shift == 0 and budget.can_double,
        needs_reload=_needs_reload(row.reload_state),
    )


def combat_view(model: CampaignModel, combat_id: int) -> CombatView:
    """One combat as the tracker shows it; CommandError if it is gone."""
    combat = get_combat(model, combat_id)
    rows = combatants_in_order(model, combat_id)
    # Most combatants wait with the same untouched budget: its figures are worked out once.
    figures: dict[_BudgetKey, BudgetFigures] = {}
    active_id = next(
        (
            row.id for row in rows
            if combat.status == RUNNING and row.order_position == combat.turn_position
        ),
        None,
    )
    return CombatView(
        id=combat.id,
        name=combat.name,
        status=combat.status,
        round=combat.round,
        map_id=combat.map_id,
        combatants=tuple(_tracker_row(model, combat, row, active_id, figures) for row in rows),
        active_id=active_id,
    )


def combat_list(model: CampaignModel) -> list[tuple[int, str, str]]:
    """Every combat of the campaign: (id, name, status), oldest first."""
    return [(combat.id, combat.name, combat.status) for combat in model.all(Combat)]


def current_combat_id(model: Records) -> int | None:
    """The running combat, else the newest one being prepared."""
    combats = model.all(Combat)
    for status in (RUNNING, PREPARING):
        found = [combat.id for combat in combats if combat.status == status]
        if found:
            return found[-1]
    return None


def current_combat(model: CampaignModel) -> CombatView | None:
    """The running combat, else the newest one being prepared; None when there is neither."""
    combat_id = current_combat_id(model)
    return None if combat_id is None else combat_view(model, combat_id)


class LastLine(NamedTuple):
    """The newest log entry: its id, its combat (None for a roll outside combats), its text."""

    id: int
    combat_id: int | None
    text: str


def last_log_line(model: CampaignModel) -> LastLine | None:
    """The newest log entry (what a step just logged)."""
    lines = model.all(LogEntry)
    if not lines:
        return None
    line = lines[-1]
    return LastLine(line.id, line.combat_id, line.text)


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


def combat_summary(model: CampaignModel, combat_id: int) -> CombatSummary:
    """Rounds fought, each combatant's damage dealt and taken and final state, who fell: those
    down at the end who took damage in this fight (one already down when it began — a body
    from an earlier fight — did not fall in it)."""
    combat = get_combat(model, combat_id)
    rows = []
    fallen = []
    for combatant in combatants_in_order(model, combat_id):
        name = name_of(model, combatant)
        state = health(model, combatant, model.profile).state
        rows.append(
            SummaryRow(
                name, side_of(model, combatant), combatant.damage_dealt,
                combatant.damage_taken, str(state),
            )
        )
        if state in DOWN_STATES and combatant.damage_taken > 0:
            fallen.append(name)
    rounds = rounds_fought(model, combat_id, combat.round)
    return CombatSummary(rounds=rounds, rows=tuple(rows), fallen=tuple(fallen))
