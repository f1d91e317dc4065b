"""The active combatant's turn: :class:`SetDoubleAction` and :class:`SpendAction`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ryf_desktop.rules.combat import RuleViolation, TurnBudget
from ryf_desktop.session.combat.common import (
    ACTION_KIND,
    acting,
    actions_text,
    log_line,
    translate,
)
from ryf_desktop.session.combat.people import health, is_hidden, name_of
from ryf_desktop.session.combat.state import budget_values, load_budget
from ryf_desktop.session.command import CommandError, ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.texts import fill

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

__all__ = ["SetDoubleAction", "SpendAction"]


class SetDoubleAction(ModelCommand):
    """The double action (one action more, every roll this turn at −1), on or off."""

    def __init__(self, session: CampaignSession, combatant_id: int, on: bool) -> None:
        super().__init__(
            session,
            translate("CombatCommands", "Take a double action")
            if on
            else translate("CombatCommands", "Give up the double action"),
        )
        self.combatant_id = combatant_id
        self.on = on

    def _taken(self, budget: TurnBudget, name: str, shift: int) -> str:
        if shift:
            raise CommandError(
                translate(
                    "CombatCommands",
                    "%1 is malherido and already rolls at −1: no double action while "
                    "that lasts (RULES §5).",
                ),
                name,
            )
        try:
            budget.take_double_action()
        except RuleViolation:
            raise CommandError(
                translate(
                    "CombatCommands",
                    "%1 cannot take a double action now: only one per turn, and only "
                    "by a combatant who acts this turn.",
                ),
                name,
            ) from None
        return fill(
            translate(
                "CombatCommands",
                "%1 takes a double action: %2 this turn, every roll at −1.",
            ),
            name,
            actions_text(budget.actions),
        )

    @staticmethod
    def _given_up(budget: TurnBudget, name: str) -> TurnBudget:
        try:
            return TurnBudget(
                budget.actions - 1,
                lasting_penalty=budget.lasting_penalty,
                moved_m=budget.moved_m,
                majors_spent=budget.majors_spent,
                minors_spent=budget.minors_spent,
            )
        except RuleViolation:
            raise CommandError(
                translate(
                    "CombatCommands",
                    "%1 has already used the extra action of the double action, so it "
                    "cannot be given up. Undo what used it first.",
                ),
                name,
            ) from None

    def work_out(self, draft: Draft) -> None:
        combat, row = acting(draft, self.combatant_id)
        name = name_of(draft, row)
        budget = load_budget(row)
        if budget.double_action == self.on:
            return
        if self.on:
            shift = health(draft, row, draft.model.profile).lasting_shift
            text = self._taken(budget, name, shift)
        else:
            budget = self._given_up(budget, name)
            text = fill(translate("CombatCommands", "%1 gives up the double action."), name)
        draft.update(row, **budget_values(budget, lasting_before=row.lasting_penalty))
        log_line(
            draft,
            ACTION_KIND,
            text,
            {"combatant": self.combatant_id, "double_action": self.on},
            combat_id=combat.id,
            character_id=row.character_id,
            secret=is_hidden(draft, combat, row),
        )


class SpendAction(ModelCommand):
    """A major or minor action described by the GM (draw or drop a weapon, a potion, hand
    something over, anything else)."""

    def __init__(
        self, session: CampaignSession, combatant_id: int, kind: str, text: str
    ) -> None:
        if kind not in ("major", "minor"):
            raise ValueError(f"an action is 'major' or 'minor', not {kind!r}")
        super().__init__(session, translate("CombatCommands", "Spend an action"))
        self.combatant_id = combatant_id
        self.kind = kind
        self.deed = text.strip()

    def work_out(self, draft: Draft) -> None:
        combat, row = acting(draft, self.combatant_id)
        name = name_of(draft, row)
        budget = load_budget(row)
        major = self.kind == "major"
        deed = self.deed or (
            translate("CombatCommands", "a major action")
            if major
            else translate("CombatCommands", "a minor action")
        )
        try:
            if major:
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
                if major
                else translate(
                    "CombatCommands",
                    "%1 has no action left this turn for “%2”. Take a double action for one "
                    "more, or end the turn.",
                )
            )
            raise CommandError(template, name, deed) from None
        draft.update(row, **budget_values(budget, lasting_before=row.lasting_penalty))
        sentence = (
            translate("CombatCommands", "%1: %2 (major action).")
            if major
            else translate("CombatCommands", "%1: %2 (minor action).")
        )
        self.setText(fill(sentence, name, deed))
        log_line(
            draft,
            ACTION_KIND,
            fill(sentence, name, deed),
            {"combatant": self.combatant_id, "kind": self.kind, "text": self.deed},
            combat_id=combat.id,
            character_id=row.character_id,
            secret=is_hidden(draft, combat, row),
        )
