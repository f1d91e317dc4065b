"""Moves during a fight: the active combatant's :class:`MoveCombatant` (paid from its turn's
budget) and the GM's :class:`OverrideMove` (against the rules, nothing spent, logged as such)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.rules.movement import Square
from ryf_desktop.session.combat.board import check_drop
from ryf_desktop.session.combat.common import (
    MOVE_KIND,
    OVERRIDE_KIND,
    acting,
    log_line,
    squares_text,
    translate,
)
from ryf_desktop.session.combat.people import name_of, owner_name, token_of
from ryf_desktop.session.combat.state import budget_values, load_budget, running_combat
from ryf_desktop.session.command import CommandError, ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.common import get_map, get_token
from ryf_desktop.session.texts import fill, metres_text

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

__all__ = ["MoveCombatant", "OverrideMove"]


class MoveCombatant(ModelCommand):
    """The active combatant's token moves to ``goal`` along the cheapest legal way, paying for
    it from the turn's budget."""

    def __init__(self, session: CampaignSession, combatant_id: int, goal: Square) -> None:
        super().__init__(session, translate("CombatCommands", "Move"))
        self.combatant_id = combatant_id
        self.goal = (int(goal[0]), int(goal[1]))
        self.cost_m: float | None = None
        self.path: tuple[Square, ...] = ()

    def work_out(self, draft: Draft) -> None:
        combat, row = acting(draft, self.combatant_id)
        name = name_of(draft, row)
        verdict = check_drop(draft, self.combatant_id, self.goal, draft.model.profile,
                             self.session.map_shapes)
        if not verdict.ok or verdict.cost_m is None or verdict.path is None:
            raise CommandError(
                fill(translate("CombatCommands", "%1 cannot move there: %2"), name,
                     verdict.message)
            )
        token = token_of(draft, combat.map_id, row)
        if token is None:
            raise CommandError(
                fill(translate("CombatCommands", "%1 has no token on the combat's map."), name)
            )
        budget = load_budget(row)
        try:
            budget.move(verdict.cost_m)
        except RuleViolation as error:  # check_move already measured the budget; kept for safety
            raise CommandError(str(error)) from None
        draft.update(
            row, **budget_values(budget, lasting_before=row.lasting_penalty),
            diagonals_taken=verdict.diagonals_taken,
        )
        draft.update(token, x=self.goal[0], y=self.goal[1])
        self.cost_m = verdict.cost_m
        self.path = verdict.path
        squares = len(verdict.path) - 1
        metres = metres_text(verdict.cost_m)
        self.setText(fill(translate("CombatCommands", "Move %1 %2 m"), name, metres))
        log_line(
            draft,
            MOVE_KIND,
            fill(
                translate("CombatCommands", "%1 moves %2 m (%3)."),
                name,
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


class OverrideMove(ModelCommand):
    """The GM moves a token anyway, against the rules of movement; nothing is spent, the log
    says it was an override."""

    def __init__(self, session: CampaignSession, token_id: int, goal: Square) -> None:
        super().__init__(session, translate("CombatCommands", "Move a token anyway"))
        self.token_id = token_id
        self.goal = (int(goal[0]), int(goal[1]))

    def work_out(self, draft: Draft) -> None:
        token = get_token(draft, self.token_id)
        map_record = get_map(draft, token.map_id)
        x, y = self.goal
        size = max(1, token.size)
        if not (
            0 <= x <= map_record.grid_width - size and 0 <= y <= map_record.grid_height - size
        ):
            raise CommandError(
                fill(
                    translate(
                        "CombatCommands",
                        "Square %1, %2 is off the map “%3” (%4 × %5 squares). Drop the token "
                        "on the map.",
                    ),
                    x + 1,
                    y + 1,
                    map_record.name,
                    map_record.grid_width,
                    map_record.grid_height,
                )
            )
        if (token.x, token.y) == self.goal:
            return
        name = owner_name(draft, token.character_id, token.monster_id)
        start = (token.x, token.y)
        draft.update(token, x=x, y=y)
        combat = running_combat(draft)
        combat_id = combat.id if combat is not None and combat.map_id == token.map_id else None
        self.setText(fill(translate("CombatCommands", "Move %1 anyway"), name))
        log_line(
            draft,
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
