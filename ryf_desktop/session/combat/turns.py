"""Turns: :class:`BeginCombat`, :class:`NextTurn`, :class:`PreviousTurn`, :class:`EndCombat`, and
the turn planner (:func:`advance`) they share with removing a combatant on its own turn.

Rulings (RULES.md leaves these open):

- One combat runs at a time: :class:`BeginCombat` refuses while another one runs.
- A turn starts with a fresh budget; the budget of the turn being left is reset as well (unused
  actions are lost) and kept in the step's log line, so a turn gone back to (Previous turn, and
  Next turn into it again) has what it spent still spent: an attack cannot be made twice.
- The rounds a combat lasted count the round in progress only once something was done in it.
- Next turn passes over combatants who are out, down (inconsciente, muerto, derrotado), without
  initiative, or fumblers in round 1; when nobody can act it refuses and says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ryf_desktop.rules.health import HealthState
from ryf_desktop.session.combat.common import (
    COMBAT_KIND,
    TURN_KIND,
    actions_text,
    get_combat,
    log_line,
    open_combat,
    require_running,
    rounds_text,
    translate,
)
from ryf_desktop.session.combat.people import health, is_hidden, name_of
from ryf_desktop.session.combat.state import (
    ENDED,
    ENDED_BUDGET,
    ENDED_TURN,
    RUNNING,
    TURN_COLUMNS,
    active_combatant,
    can_act,
    combatants_in_order,
    ended_turn_key,
    fresh_turn_values,
    kept_turn,
    rounds_fought,
    running_combat,
)
from ryf_desktop.session.command import CommandError, ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Combat, Combatant

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

__all__ = ["BeginCombat", "EndCombat", "NextTurn", "PreviousTurn", "advance"]


@dataclass(frozen=True, slots=True)
class _TurnPlan:
    """Whose turn comes (the combatant, its state, the round) and who had the turn."""

    chosen: Combatant
    state: HealthState
    round_number: int
    old: Combatant | None


def _plan_turn(
    draft: Draft,
    combat: Combat,
    *,
    forwards: bool,
    leaving: Combatant | None,
    from_start: bool,
) -> _TurnPlan:
    """Who gets the turn (see :func:`advance`); reads only."""
    profile = draft.model.profile
    everyone = combatants_in_order(draft, combat.id)
    states = {row.id: health(draft, row, profile).state for row in everyone}
    rows = [row for row in everyone if leaving is None or row.id != leaving.id]

    def acting(round_number: int) -> list[Combatant]:
        return [row for row in rows if can_act(row, states[row.id], round_number)]

    current = combat.turn_position
    round_number = combat.round
    chosen: Combatant | None = None
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
    old = active_combatant(draft, combat)
    if leaving is not None and old is not None and old.id == leaving.id:
        old = None  # it is being removed: nothing of it to reset
    return _TurnPlan(chosen, states[chosen.id], round_number, old)


def _rested(draft: Draft, row: Combatant) -> None:
    """The combatant with a whole turn's budget and no lasting penalty: out of its turn."""
    draft.update(row, **fresh_turn_values(row.initiative_total, lasting_penalty=False,
                                          kept_actions=row.actions))


def advance(
    draft: Draft,
    combat: Combat,
    *,
    forwards: bool,
    leaving: Combatant | None = None,
    from_start: bool = False,
) -> Combat:
    """Hand the turn to the next (or previous) combatant who acts, with a fresh budget; the
    combat as it is afterwards.

    ``leaving`` is passed over (it is being removed). Raises CommandError when nobody can act
    or, going back, when this is the combat's first turn.
    """
    plan = _plan_turn(draft, combat, forwards=forwards, leaving=leaving, from_start=from_start)
    chosen, round_number = plan.chosen, plan.round_number
    data: dict[str, Any] = {"round": round_number, "combatant": chosen.id}
    if plan.old is not None:
        old = plan.old
        # What the turn left is kept in the line, for a step back into it (RULES §5).
        data[ENDED_TURN] = ended_turn_key(old.id, combat.round)
        data[ENDED_BUDGET] = {name: getattr(old, name) for name in TURN_COLUMNS}
        _rested(draft, old)
    values = fresh_turn_values(
        chosen.initiative_total,
        lasting_penalty=plan.state is HealthState.MALHERIDO,
        kept_actions=chosen.actions,
    )
    # A turn played already in this round (gone back to) keeps what it spent.
    kept = kept_turn(draft, combat.id, chosen.id, round_number, kind=TURN_KIND)
    if kept is not None:
        values.update(kept)
    fresh = draft.get(Combatant, chosen.id)
    assert fresh is not None
    draft.update(fresh, **values)
    combat = draft.update(combat, round=round_number, turn_position=chosen.order_position)
    log_line(
        draft,
        TURN_KIND,
        fill(
            translate("CombatCommands", "Round %1: %2's turn (%3)."),
            round_number,
            name_of(draft, chosen),
            actions_text(values["actions"] + (1 if values.get("double_action") else 0)),
        ),
        data,
        combat_id=combat.id,
        character_id=chosen.character_id,
        secret=is_hidden(draft, combat, chosen),
    )
    return combat


class BeginCombat(ModelCommand):
    """Round 1 begins with the first combatant who acts in it."""

    def __init__(self, session: CampaignSession, combat_id: int) -> None:
        super().__init__(session, translate("CombatCommands", "Begin the combat"))
        self.combat_id = combat_id

    def work_out(self, draft: Draft) -> None:
        combat = open_combat(draft, self.combat_id)
        if combat.status == RUNNING:
            raise CommandError(
                translate("CombatCommands", "The combat “%1” has already begun."),
                combat.name,
            )
        other = running_combat(draft)
        if other is not None:
            raise CommandError(
                translate(
                    "CombatCommands",
                    "The combat “%1” is still running. End it before beginning “%2”.",
                ),
                other.name,
                combat.name,
            )
        rows = combatants_in_order(draft, self.combat_id)
        if not rows:
            raise CommandError(
                translate(
                    "CombatCommands",
                    "The combat “%1” has nobody in it. Add characters or creatures first.",
                ),
                combat.name,
            )
        missing = [name_of(draft, row) for row in rows if row.initiative_total is None]
        if missing:
            raise CommandError(
                translate(
                    "CombatCommands",
                    "Initiative is missing for %1. Roll it or type it before beginning.",
                ),
                ", ".join(missing),
            )
        for row in rows:
            _rested(draft, row)
        combat = draft.update(combat, status=RUNNING, round=1)
        log_line(
            draft,
            COMBAT_KIND,
            fill(translate("CombatCommands", "The combat “%1” begins."), combat.name),
            {},
            combat_id=combat.id,
        )
        advance(draft, combat, forwards=True, from_start=True)
        self.setText(fill(translate("CombatCommands", "Begin the combat “%1”"), combat.name))


class _TurnStep(ModelCommand):
    """Next or previous turn."""

    going_forwards = True

    def __init__(self, session: CampaignSession, combat_id: int, text: str) -> None:
        super().__init__(session, text)
        self.combat_id = combat_id

    def work_out(self, draft: Draft) -> None:
        combat = get_combat(draft, self.combat_id)
        require_running(combat)
        advance(draft, combat, forwards=self.going_forwards)


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


class EndCombat(ModelCommand):
    """The fight is over: no more turns (the summary and recuperar el aliento follow)."""

    def __init__(self, session: CampaignSession, combat_id: int) -> None:
        super().__init__(session, translate("CombatCommands", "End the combat"))
        self.combat_id = combat_id

    def work_out(self, draft: Draft) -> None:
        combat = open_combat(draft, self.combat_id)
        active = active_combatant(draft, combat)
        if active is not None:
            _rested(draft, active)
        combat = draft.update(combat, status=ENDED)
        rounds = rounds_fought(draft, self.combat_id, combat.round)
        self.setText(fill(translate("CombatCommands", "End the combat “%1”"), combat.name))
        log_line(
            draft,
            COMBAT_KIND,
            fill(
                translate("CombatCommands", "The combat “%1” ends after %2."),
                combat.name,
                rounds_text(rounds),
            ),
            {"rounds": rounds},
            combat_id=combat.id,
        )
