"""What the combat tracker shows: the labels, the enabled buttons and the active row, read
again from the model after each step the session's event names."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence

from ryf_desktop.session.combat import CombatantRow, CombatView
from ryf_desktop.ui.combat import labels

if TYPE_CHECKING:
    from ryf_desktop.ui.combat.combat_owner import CombatOwner

PREPARING = "preparing"
RUNNING = "running"


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
        running = combat is not None and combat.status == RUNNING
        active = None if combat is None else combat.active
        missing = self._show_title(combat, open_campaign)
        self._show_active(active, open_campaign, running)
        self._enable(combat, open_campaign, missing, active)
        row = None if active is None else self.model.row_of(active.id)
        self.view.keep_in_view(row)

    def _show_title(self, combat: CombatView | None, open_campaign: bool) -> bool:
        """The title, the round and the hint; whether someone still lacks an initiative."""
        view = self.view
        preparing = combat is not None and combat.status == PREPARING
        running = combat is not None and combat.status == RUNNING
        if combat is None:
            view.title_label.setText(self.tr("No combat"))
            view.round_label.clear()
            view.hint_label.setText(
                self.tr(
                    "Start a combat to fight: pick tokens of the map, characters and creatures."
                )
                if open_campaign else self.tr("Open a campaign to run its combats.")
            )
        else:
            status = self.tr("preparing") if preparing else self.tr("running")
            view.title_label.setText(f"{combat.name} — {status}")
            view.round_label.setText(
                self.tr("Round {n}").format(n=labels.number(combat.round)) if running else ""
            )
        missing = [row for row in combat.combatants if row.initiative_total is None] if (
            combat is not None
        ) else []
        if preparing:
            if missing:
                view.hint_label.setText(
                    self.tr("Roll initiative for everyone, or right-click one to type the total or "
                       "the dice thrown; then Begin.")
                )
            else:
                view.hint_label.setText(self.tr("Everyone has an initiative: Begin round 1."))
        elif running:
            view.hint_label.setText(
                self.tr("{next}: next turn · {previous}: previous turn · right-click a combatant "
                   "for more").format(
                    next=self.controller.action_named["next"].shortcut().toString(
                        QKeySequence.SequenceFormat.NativeText),
                    previous=self.controller.action_named["previous"].shortcut().toString(
                        QKeySequence.SequenceFormat.NativeText),
                )
            )
        return bool(missing)

    def _show_active(
        self, active: CombatantRow | None, open_campaign: bool, running: bool
    ) -> None:
        """The band of the combatant whose turn it is."""
        view = self.view
        view.active_frame.setVisible(running)
        if active is not None:
            view.active_name.setText(self.tr("{name}'s turn").format(name=active.name))
            view.budget_label.setText(
                labels.budget_text(active.majors_left, active.minors_left, active.moved_m,
                                   active.max_move_m)
            )
            view.double_action_check.setChecked(active.double_action)
            view.double_action_check.setEnabled(
                open_campaign and (active.can_double or active.double_action)
            )
        else:
            view.active_name.setText(self.tr("Nobody's turn"))
            view.budget_label.clear()
            view.double_action_check.setChecked(False)
            view.double_action_check.setEnabled(False)
        self.controller.action_named["double_action"].setChecked(view.double_action_check.isChecked())

    def _enable(
        self, combat: CombatView | None, open_campaign: bool, missing: bool,
        active: CombatantRow | None,
    ) -> None:
        """Which actions and buttons the combat allows now."""
        view = self.view
        preparing = combat is not None and combat.status == PREPARING
        running = combat is not None and combat.status == RUNNING
        acting = open_campaign and running and active is not None
        enable = {
            "start": open_campaign and combat is None,
            "roll_all": open_campaign and preparing and bool(missing),
            "begin": open_campaign and preparing and not missing and bool(
                combat.combatants if combat is not None else ()
            ),
            "next": open_campaign and running,
            "previous": open_campaign and running,
            "attack": acting,
            "other": acting,
            "double_action": view.double_action_check.isEnabled(),
            "opposed": open_campaign and combat is not None and len(combat.combatants) >= 2,
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
