"""What the combat tracker shows: the labels, the enabled buttons and the active row."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence

from ryf_desktop.session.combat import CombatantRow, CombatView
from ryf_desktop.session.present.combat_view import PREPARING, RUNNING
from ryf_desktop.ui.combat import labels

if TYPE_CHECKING:
    from ryf_desktop.ui.combat.combat_owner import CombatOwner

class TrackerDisplay(QObject):
    """Shows the combat the controller read (the labels, buttons and the order's scroll)."""

    def __init__(self, controller: CombatOwner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.view = controller.view
        self.model = controller.model

    def show_combat(self, combat: CombatView | None) -> None:
        """Fill the labels and enable the buttons for ``combat`` (as the controller read it)."""
        session = self.controller.session
        open_campaign = session is not None and not session.read_only
        status = None if combat is None else combat.status
        active = None if combat is None else combat.active
        missing = combat is not None and any(
            row.initiative_total is None for row in combat.combatants)
        self._show_title(combat, status, open_campaign, missing)
        self._show_active(active, open_campaign, status == RUNNING)
        self._enable(combat, status, open_campaign, missing, active)
        self.view.keep_in_view(None if active is None else self.model.row_of(active.id))

    def _show_title(
        self, combat: CombatView | None, status: str | None, open_campaign: bool, missing: bool
    ) -> None:
        """The title, the round and the hint."""
        view = self.view
        if combat is None:
            view.title_label.setText(self.tr("No combat"))
            view.round_label.clear()
            view.hint_label.setText(
                self.tr(
                    "Start a combat to fight: pick tokens of the map, characters and creatures."
                )
                if open_campaign else self.tr("Open a campaign to run its combats.")
            )
            return
        running = status == RUNNING
        state = self.tr("running") if running else self.tr("preparing")
        view.title_label.setText(f"{combat.name} — {state}")
        view.round_label.setText(
            self.tr("Round {n}").format(n=labels.number(combat.round)) if running else "")
        if running:
            keys = {name: self.controller.action_named[name].shortcut().toString(
                QKeySequence.SequenceFormat.NativeText) for name in ("next", "previous")}
            view.hint_label.setText(
                self.tr("{next}: next turn · {previous}: previous turn · right-click a combatant "
                   "for more").format(**keys))
        elif status == PREPARING:
            view.hint_label.setText(
                self.tr("Roll initiative for everyone, or right-click one to type the total or "
                   "the dice thrown; then Begin.")
                if missing else self.tr("Everyone has an initiative: Begin round 1."))

    def _show_active(
        self, active: CombatantRow | None, open_campaign: bool, running: bool
    ) -> None:
        """The band of the combatant whose turn it is."""
        view = self.view
        view.active_frame.setVisible(running)
        check = view.double_action_check
        if active is not None:
            view.active_name.setText(self.tr("{name}'s turn").format(name=active.name))
            view.budget_label.setText(
                labels.budget_text(active.majors_left, active.minors_left, active.moved_m,
                                   active.max_move_m)
            )
        else:
            view.active_name.setText(self.tr("Nobody's turn"))
            view.budget_label.clear()
        check.setChecked(active is not None and active.double_action)
        check.setEnabled(active is not None and open_campaign and (
            active.can_double or active.double_action))
        self.controller.action_named["double_action"].setChecked(check.isChecked())

    def _enable(
        self, combat: CombatView | None, status: str | None, open_campaign: bool, missing: bool,
        active: CombatantRow | None,
    ) -> None:
        """Which actions and buttons the combat allows now."""
        view = self.view
        preparing, running = status == PREPARING, status == RUNNING
        acting = open_campaign and running and active is not None
        people = 0 if combat is None else len(combat.combatants)
        enable = {
            "start": open_campaign and combat is None,
            "roll_all": open_campaign and preparing and missing,
            "begin": open_campaign and preparing and not missing and people > 0,
            "next": open_campaign and running,
            "previous": open_campaign and running,
            "attack": acting,
            "other": acting,
            "double_action": view.double_action_check.isEnabled(),
            "opposed": open_campaign and people >= 2,
            "end": open_campaign and combat is not None,
        }
        for name, enabled in enable.items():
            # The dock's buttons follow their actions' state (the controller binds them).
            self.controller.action_named[name].setEnabled(enabled)
        for widget, shown in (
            (view.start_button, combat is None),
            (view.roll_all_button, preparing),
            (view.begin_button, preparing),
            (view.end_button, combat is not None),
            *((widget, running) for widget in (
                view.previous_button, view.next_button, view.attack_button, view.actions_button,
                view.opposed_button)),
        ):
            widget.setVisible(shown)
        # Ending a turn needs someone acting, as the Other actions do; Next turn does not.
        view.end_turn_button.setEnabled(acting)
        view.actions_button.setEnabled(acting)
