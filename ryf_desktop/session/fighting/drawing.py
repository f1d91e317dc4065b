"""Drawing or dropping a weapon in a fight (:class:`DrawWeapon`): a minor action (RULES.md §5)
that changes what the character holds — the weapon's Equipado flag on the sheet — with its log
line, in one undoable step. :func:`carried_weapons` lists what could be drawn.

Ruling (issue 23): the attack dialog offers the equipped weapons, and lists the carried ones as
"draw first"; drawing one costs the minor action (a major pays for it when no minor is left, as
§5 says), and the attack is then a second step with the major action.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.combat import RuleViolation
from ryf_desktop.session.campaign_session import CampaignSession
from ryf_desktop.session.combat.common import ACTION_KIND, acting, log_line
from ryf_desktop.session.combat.people import is_hidden, name_of
from ryf_desktop.session.combat.state import budget_values, load_budget
from ryf_desktop.session.command import CommandError, ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.model import Records
from ryf_desktop.session.queries import listed
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Combatant, EquipmentItem

__all__ = ["CarriedWeapon", "DrawWeapon", "carried_weapons"]

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class CarriedWeapon:
    item_id: int
    name: str
    in_hand: bool


def carried_weapons(records: Records, combatant_id: int) -> list[CarriedWeapon]:
    """The weapons the combatant's character carries, in the sheet's order (none for a
    creature)."""
    row = records.get(Combatant, combatant_id)
    if row is None or row.character_id is None:
        return []
    return [
        CarriedWeapon(item.id, item.name, item.equipped)
        for item in listed(records.of(EquipmentItem, "character_id", row.character_id))
        if item.kind == "weapon"
    ]


class DrawWeapon(ModelCommand):
    """The active combatant draws (``draw``) or drops a weapon it carries: a minor action."""

    def __init__(
        self, session: CampaignSession, combatant_id: int, item_id: int, *, draw: bool
    ) -> None:
        super().__init__(session, translate("CombatCommands", "Draw or drop a weapon"))
        self.combatant_id = combatant_id
        self.item_id = item_id
        self.draw = draw

    def work_out(self, draft: Draft) -> None:
        combat, row = acting(draft, self.combatant_id)
        name = name_of(draft, row)
        item = draft.get(EquipmentItem, self.item_id)
        if item is None or item.kind != "weapon" or item.character_id != row.character_id:
            raise CommandError(
                translate("CombatCommands", "%1 carries no such weapon."), name
            )
        if item.equipped == self.draw:
            raise CommandError(
                translate("CombatCommands", "%1 already has %2 in hand.") if self.draw
                else translate("CombatCommands", "%1 does not have %2 in hand."),
                name, item.name,
            )
        budget = load_budget(row)
        try:
            budget.spend_minor()
        except RuleViolation:
            raise CommandError(
                translate(
                    "CombatCommands",
                    "%1 has no action left this turn to draw or drop %2. Take a double action "
                    "for one more, or end the turn.",
                ),
                name, item.name,
            ) from None
        draft.update(row, **budget_values(budget, lasting_before=row.lasting_penalty))
        draft.update(item, equipped=self.draw)
        sentence = fill(
            translate("CombatCommands", "%1 draws %2 (minor action).") if self.draw
            else translate("CombatCommands", "%1 drops %2 (minor action)."),
            name, item.name,
        )
        self.setText(sentence)
        log_line(
            draft,
            ACTION_KIND,
            sentence,
            {"combatant": self.combatant_id, "item_id": self.item_id, "draw": self.draw},
            combat_id=combat.id,
            character_id=row.character_id,
            secret=is_hidden(draft, combat, row),
        )
