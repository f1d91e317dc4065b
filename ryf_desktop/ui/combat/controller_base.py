"""The base of the combat tracker's controller: its state, the shown combat's lookups, pushing.

Every change goes through the session as one undoable command (:meth:`CombatControllerBase.push`)
and the tracker refreshes from the session's announcements, never from what it pushed. A refusal
comes back as the session's reason and is shown in the dock.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QWidget

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import CombatantRow, CombatView, last_log_line
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.events import Changed
from ryf_desktop.session.fighting.fighters import fighter_of
from ryf_desktop.session.fighting.stats import FighterStats
from ryf_desktop.ui.combat.attack_dialog import AttackDialog, TargetChoice
from ryf_desktop.ui.combat.attack_memory import AttackMemory
from ryf_desktop.ui.combat.placement import main_window_of, place_on_gm_screen
from ryf_desktop.ui.combat.tracker_view import TrackerView
from ryf_desktop.ui.common import SessionSource
from ryf_desktop.ui.secret_rolls import SecretRolls

PREPARING = "preparing"
RUNNING = "running"


def same_camp(a: str, b: str) -> bool:
    # The sides of a fight: characters (pc, npc) against creatures.
    return (a == "monster") == (b == "monster")


class CombatControllerBase(QObject):
    """What the parts of :class:`~ryf_desktop.ui.combat.controller.CombatController` share: the
    state it follows, the lookups of the shown combat, pushing a command and opening a dialog."""

    #: The controller's actions (made by ``CombatController``; shown and enabled by the display).
    start_action: QAction
    roll_all_action: QAction
    begin_action: QAction
    next_action: QAction
    previous_action: QAction
    attack_action: QAction
    double_action_action: QAction
    opposed_action: QAction
    end_action: QAction
    other_menu: QMenu
    other_action: QAction

    def __init__(
        self,
        view: TrackerView,
        sessions: SessionSource,
        *,
        rng: RandomSource | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.model = view.model
        self.sessions = sessions
        self.rng: RandomSource = rng if rng is not None else random.Random()
        self.combat: CombatView | None = None
        #: The dialog opened last (start, initiative, attack, opposed, summary, free action).
        self.dialog: QDialog | None = None
        self.attack_dialog: AttackDialog | None = None
        #: The GM's secret-rolls switch the attack dialog shows (install_combat gives the window's).
        self.secret_rolls: SecretRolls | None = None
        self.attack_memory = AttackMemory()
        self._session: CampaignSession | None = None
        self._last_line_id: int | None = None
        #: The map the GM shows (the map panel's), for a combat without a map of its own.
        self.shown_map_id: Callable[[], int | None] = lambda: None

    @property
    def session(self) -> CampaignSession | None:
        return self._session

    def refresh(self) -> None:
        """Read the combat from the session and show it (:class:`TrackerDisplay` does)."""
        raise NotImplementedError

    def active(self) -> CombatantRow | None:
        combat = self.combat
        if combat is None or combat.active_id is None:
            return None
        return next((row for row in combat.combatants if row.id == combat.active_id), None)

    def _show_last_line(self, session: CampaignSession) -> None:
        """The log's sentence for the step just done (a move, a spell, an initiative…)."""
        line = last_log_line(session.model)
        label = self.view.last_label
        if line is None or line.combat_id is None or line.id == self._last_line_id:
            label.setVisible(False)
            return
        self._last_line_id = line.id
        label.setText(line.text)
        label.setVisible(True)

    def _forget_undone_line(self, changed: Changed) -> None:
        """The sentence of a step taken back (an undo took its log line away) must not stay on
        show."""
        if self._last_line_id is not None and self._last_line_id in changed.log_removed:
            self.view.last_label.setVisible(False)
            self._last_line_id = None

    def report(self, message: str) -> None:
        """A refusal or a note in the dock's message line ('' clears it)."""
        self.view.message_label.set_message(message)

    # --- pushing ------------------------------------------------------------------------------
    def push(self, command: ModelCommand) -> str | None:
        """Push ``command``; None when it was done, else the session's reason (also shown)."""
        session = self._session
        if session is None:
            closed = self.tr("Open a campaign first.")
            self.report(closed)
            return closed
        problem = session.attempt(command)
        if problem is None:
            # The tracker has shown the step already: it follows the session's one event.
            self.report("")
            self._show_last_line(session)
            return None
        self.report(problem)
        return problem

    def _combat_id(self) -> int | None:
        return None if self.combat is None else self.combat.id

    def fighters_of(self, combatant_id: int) -> FighterStats | None:
        """What ``combatant_id`` fights with (its attacks, spells), or None."""
        session, combat_id = self._session, self._combat_id()
        if session is None or combat_id is None:
            return None
        return fighter_of(session.model, combatant_id, session.profile, combat_id=combat_id)

    def _row(self, combatant_id: int) -> CombatantRow | None:
        if self.combat is None:
            return None
        return next((row for row in self.combat.combatants if row.id == combatant_id), None)

    def _targets(self, attacker_id: int) -> list[TargetChoice]:
        combat = self.combat
        if combat is None:
            return []
        attacker = self._row(attacker_id)
        side = attacker.side if attacker is not None else "pc"
        targets = [
            TargetChoice(row.id, row.name, row.state, not same_camp(side, row.side))
            for row in combat.combatants
            if row.id != attacker_id and row.state not in ("muerto", "derrotado")
        ]
        # Enemies first, in the order of the round; allies after (a GM may need them).
        return sorted(targets, key=lambda target: not target.enemy)

    def gm_window(self) -> QWidget:
        """The GM's main window: every dialog of a fight is a top-level window of it."""
        return main_window_of(self.view)

    def _open(self, dialog: QDialog) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.close()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.destroyed.connect(lambda: self._forget(dialog))
        place_on_gm_screen(dialog, self.view)
        dialog.open()

    def _forget(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

