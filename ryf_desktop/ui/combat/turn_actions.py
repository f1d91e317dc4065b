"""The tracker's turn actions: initiative rolls, the tie order, removing a combatant, begin,
next and previous turn, the double action."""

from __future__ import annotations

from ryf_desktop.session.combat import (
    BeginCombat,
    NextTurn,
    PreviousTurn,
    RemoveCombatant,
    ReorderTie,
    RollInitiative,
    SetDoubleAction,
)
from ryf_desktop.ui.combat.attack_flow import AttackFlow
from ryf_desktop.ui.combat.controller_base import RUNNING


class TurnActions(AttackFlow):
    """Pushes the commands of the order and the turns."""

    def roll_all(self) -> None:
        session, combat_id = self._session, self._combat_id()
        if session is not None and combat_id is not None:
            self.push(RollInitiative(session, combat_id, None, self.rng))

    def roll_one(self, combatant_id: int) -> None:
        session, combat_id = self._session, self._combat_id()
        if session is not None and combat_id is not None:
            self.push(RollInitiative(session, combat_id, [combatant_id], self.rng))

    def reorder(self, combatant_id: int, new_index: int) -> None:
        session = self._session
        if session is not None:
            self.push(ReorderTie(session, combatant_id, new_index))

    def remove(self, combatant_id: int) -> None:
        session = self._session
        if session is not None:
            self.push(RemoveCombatant(session, combatant_id))

    # --- turns --------------------------------------------------------------------------------
    def begin(self) -> None:
        session, combat_id = self._session, self._combat_id()
        if session is not None and combat_id is not None:
            self.push(BeginCombat(session, combat_id))

    def next_turn(self) -> None:
        session, combat = self._session, self.combat
        if session is not None and combat is not None and combat.status == RUNNING:
            self.push(NextTurn(session, combat.id))

    def previous_turn(self) -> None:
        session, combat = self._session, self.combat
        if session is not None and combat is not None and combat.status == RUNNING:
            self.push(PreviousTurn(session, combat.id))

    def set_double_action(self, on: bool) -> None:
        session, active = self._session, self.active()
        if session is None or active is None:
            return
        if self.push(SetDoubleAction(session, active.id, on)) is not None:
            self.refresh()  # the box was ticked by the click: show the truth again

    def _toggle_double(self) -> None:
        active = self.active()
        if active is not None:
            self.set_double_action(not active.double_action)

