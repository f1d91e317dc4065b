"""Behaviour of the combat tracker: follows the open campaign, shows its combat, pushes commands.

Every change goes through the session as one undoable command — ``StartCombat``,
``RollInitiative``, ``SetInitiative``, ``ReorderTie``, ``BeginCombat``, ``NextTurn``,
``PreviousTurn``, ``SetDoubleAction``, ``SpendAction``, ``Attack``, ``Reload``, ``CastSpell``,
``OpposedRoll``, ``EndCombat``, ``RecoverBreath`` — and the tracker refreshes from the session's
announcements (``combats_changed``, ``maps_changed``, ``character_changed``), never from what it
pushed. A refusal comes back as the session's reason and is shown in the dock (the window shows
it as well). No rule is decided here: what a turn has left, the odds of an attack and who may
act come from the session's queries.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPoint, Qt, QTimer, SignalInstance
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QDialog, QInputDialog, QMenu

from ryf_desktop.catalog import load_catalog
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.session import CampaignSession, SessionCommand, catalog_events, gm_entries
from ryf_desktop.session.attack_commands import (
    Attack,
    CastSpell,
    OpposedRoll,
    RecoverBreath,
    Reload,
)
from ryf_desktop.session.attack_queries import AttackModifiers, AttackPreview, attack_preview
from ryf_desktop.session.combat_commands import (
    BeginCombat,
    EndCombat,
    NextTurn,
    PreviousTurn,
    RemoveCombatant,
    ReorderTie,
    RollInitiative,
    SetDoubleAction,
    SetInitiative,
    SpendAction,
    StartCombat,
)
from ryf_desktop.session.combat_queries import (
    CombatantRow,
    CombatView,
    combat_summary,
    current_combat,
    expect_step,
    last_log_line,
    step_done,
)
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighters import FighterStats, fighter_of
from ryf_desktop.session.map_queries import map_view, maps
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.attack_dialog import (
    AttackChoice,
    AttackDialog,
    AttackReport,
    TargetChoice,
)
from ryf_desktop.ui.combat.initiative_dialog import InitiativeDialog
from ryf_desktop.ui.combat.opposed_dialog import OpposedRollDialog
from ryf_desktop.ui.combat.presentation import attack_display
from ryf_desktop.ui.combat.start_dialog import (
    CharacterChoice,
    StartCombatDialog,
    StartRequest,
    TokenChoice,
)
from ryf_desktop.ui.combat.summary_dialog import CombatSummaryDialog, SummaryRow
from ryf_desktop.ui.combat.tracker_view import TrackerView

if TYPE_CHECKING:
    from ryf_desktop.catalog import Monster

PREPARING = "preparing"
RUNNING = "running"


class SessionSource(Protocol):
    """Who tells the tracker which campaign is open (the window's ``CampaignController``)."""

    @property
    def session(self) -> CampaignSession | None: ...

    @property
    def session_changed(self) -> SignalInstance: ...


def _same_camp(a: str, b: str) -> bool:
    # The sides of a fight: characters (pc, npc) against creatures.
    return (a == "monster") == (b == "monster")


class CombatController(QObject):
    """Drives ``view`` (and its model) from the session ``sessions`` has open."""

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
        self._session: CampaignSession | None = None
        self._refresh_pending = False
        self._last_line_id: int | None = None
        self._connections: list[tuple[SignalInstance, Callable[..., None]]] = []

        self._make_actions()
        self._connect_view()
        sessions.session_changed.connect(self._session_changed)
        self._session_changed()

    # --- actions and wiring -------------------------------------------------------------------
    def _action(self, text: str, slot: Callable[[], object], *keys: str, tip: str = "") -> QAction:
        action = QAction(text, self.view)
        if keys:
            action.setShortcuts([QKeySequence(key) for key in keys])
            shown = QKeySequence(keys[0]).toString(QKeySequence.SequenceFormat.NativeText)
            tip = f"{tip} ({shown})" if tip else shown
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        # ``triggered`` passes ``checked``; the slots take their own arguments.
        action.triggered.connect(lambda _checked=False: slot())
        self.view.addAction(action)
        return action

    def _make_actions(self) -> None:
        self.start_action = self._action(
            self.tr("&Start combat…"), self.start_combat,
            tip=self.tr(
                "Choose the fighters: tokens of a map, characters, creatures of the catalog"
            ),
        )
        self.roll_all_action = self._action(
            self.tr("&Roll initiative for all"), self.roll_all,
            tip=self.tr("Roll initiative for everyone who has none yet"),
        )
        self.begin_action = self._action(
            self.tr("&Begin round 1"), self.begin,
            tip=self.tr("Everyone has an initiative: the first acts"),
        )
        self.next_action = self._action(
            self.tr("&Next turn"), self.next_turn, "Ctrl+Space", "Ctrl+Right",
            tip=self.tr("End this turn; the next combatant acts"),
        )
        self.previous_action = self._action(
            self.tr("&Previous turn"), self.previous_turn, "Ctrl+Shift+Space", "Ctrl+Left",
            tip=self.tr("Back to the turn before (undo keeps what was done in it)"),
        )
        self.attack_action = self._action(
            self.tr("&Attack…"), self.open_attack, "Ctrl+Shift+A",
            tip=self.tr("The active combatant attacks: odds before the roll"),
        )
        self.double_action_action = self._action(
            self.tr("&Double action"), self._toggle_double, "Ctrl+Shift+D",
            tip=self.tr("One action more this turn, every roll at −1 rank"),
        )
        self.double_action_action.setCheckable(True)
        self.opposed_action = self._action(
            self.tr("&Opposed roll…"), self.open_opposed,
            tip=self.tr("Two combatants roll against each other"),
        )
        self.end_action = self._action(
            self.tr("&End combat…"), self.end_combat,
            tip=self.tr("Stop the fight and see its summary"),
        )
        self.other_menu = QMenu(self.tr("Other actions"), self.view)
        self.other_menu.setObjectName("combat_other_actions_menu")
        self.other_menu.aboutToShow.connect(self.fill_other_menu)

    def actions(self) -> list[QAction]:
        """The actions for a Combat menu, in menu order (None-free)."""
        return [
            self.start_action, self.roll_all_action, self.begin_action, self.next_action,
            self.previous_action, self.attack_action, self.double_action_action,
            self.opposed_action, self.end_action,
        ]

    def _connect_view(self) -> None:
        view = self.view
        for button, action in (
            (view.start_button, self.start_action),
            (view.roll_all_button, self.roll_all_action),
            (view.begin_button, self.begin_action),
            (view.next_button, self.next_action),
            (view.end_turn_button, self.next_action),
            (view.previous_button, self.previous_action),
            (view.attack_button, self.attack_action),
            (view.opposed_button, self.opposed_action),
            (view.end_button, self.end_action),
        ):
            button.clicked.connect(action.trigger)
        view.actions_button.setMenu(self.other_menu)
        view.double_action_check.clicked.connect(self.set_double_action)
        view.table.customContextMenuRequested.connect(self._row_menu)
        view.table.doubleClicked.connect(self._row_double_clicked)
        self.model.reorder_requested.connect(self.reorder)
        for tipped, action in (
            (view.next_button, self.next_action),
            (view.previous_button, self.previous_action),
            (view.attack_button, self.attack_action),
        ):
            tipped.setToolTip(action.toolTip())

    # --- following the campaign ---------------------------------------------------------------
    @property
    def session(self) -> CampaignSession | None:
        return self._session

    def _session_changed(self) -> None:
        for signal, slot in self._connections:
            signal.disconnect(slot)
        self._connections.clear()
        session = self.sessions.session
        self._session = session
        self.view.last_label.setVisible(False)
        if session is not None:
            events = catalog_events(session)
            for signal, slot in (
                (events.combats_changed, self.schedule_refresh),
                (events.maps_changed, self.schedule_refresh),
                (session.characters_changed, self.schedule_refresh),
                (session.character_changed, self._character_changed),
                (session.closing, self._closing),
            ):
                signal.connect(slot)
                self._connections.append((signal, slot))
        self.refresh()

    def _character_changed(self, character_id: int) -> None:
        del character_id
        self.schedule_refresh()

    def _closing(self) -> None:
        self._close_dialogs()
        self.combat = None
        self.model.set_rows(())

    def _close_dialogs(self) -> None:
        for dialog in (self.dialog, self.attack_dialog):
            if dialog is not None:
                dialog.close()
        self.dialog = None
        self.attack_dialog = None

    # --- showing ------------------------------------------------------------------------------
    def schedule_refresh(self) -> None:
        """Refresh once the signals of a change are all out: one step announces combats, maps
        and each wounded character, and the tracker reads the combat once for all of them."""
        if not self._refresh_pending:
            self._refresh_pending = True
            QTimer.singleShot(0, self, self._refresh_if_pending)

    def _refresh_if_pending(self) -> None:
        if self._refresh_pending:
            self.refresh()

    def refresh(self) -> None:
        """Read the combat from the session and show it."""
        self._refresh_pending = False
        session = self._session
        combat = None if session is None or session.closed else current_combat(session)
        self.combat = combat
        self.model.set_rows(combat.combatants if combat is not None else ())
        self.show_combat(combat)
        if self.attack_dialog is not None and self.attack_dialog.isVisible():
            self.attack_dialog.target_changed_elsewhere(self._targets(self.attack_dialog.attacker_id))

    def active(self) -> CombatantRow | None:
        combat = self.combat
        if combat is None or combat.active_id is None:
            return None
        return next((row for row in combat.combatants if row.id == combat.active_id), None)

    def show_combat(self, combat: CombatView | None) -> None:
        """Fill the labels and enable the buttons for ``combat`` (as read by :meth:`refresh`)."""
        view = self.view
        open_campaign = self._session is not None and not self._session.read_only
        preparing = combat is not None and combat.status == PREPARING
        running = combat is not None and combat.status == RUNNING
        active = self.active()
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
                    next=self.next_action.shortcut().toString(
                        QKeySequence.SequenceFormat.NativeText),
                    previous=self.previous_action.shortcut().toString(
                        QKeySequence.SequenceFormat.NativeText),
                )
            )

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
        self.double_action_action.setChecked(view.double_action_check.isChecked())

        acting = open_campaign and running and active is not None
        enable = {
            self.start_action: open_campaign and combat is None,
            self.roll_all_action: open_campaign and preparing and bool(missing),
            self.begin_action: open_campaign and preparing and not missing and bool(
                combat.combatants if combat is not None else ()
            ),
            self.next_action: open_campaign and running,
            self.previous_action: open_campaign and running,
            self.attack_action: acting,
            self.double_action_action: view.double_action_check.isEnabled(),
            self.opposed_action: open_campaign and combat is not None and len(
                combat.combatants) >= 2,
            self.end_action: open_campaign and combat is not None,
        }
        for action, enabled in enable.items():
            action.setEnabled(enabled)
        view.start_button.setVisible(combat is None)
        view.start_button.setEnabled(enable[self.start_action])
        view.roll_all_button.setVisible(preparing)
        view.roll_all_button.setEnabled(enable[self.roll_all_action])
        view.begin_button.setVisible(preparing)
        view.begin_button.setEnabled(enable[self.begin_action])
        view.end_button.setVisible(combat is not None)
        view.end_button.setEnabled(enable[self.end_action])
        for widget in (view.previous_button, view.next_button):
            widget.setVisible(running)
        view.next_button.setEnabled(enable[self.next_action])
        view.previous_button.setEnabled(enable[self.previous_action])
        view.end_turn_button.setEnabled(acting)
        for acting_widget in (view.attack_button, view.actions_button, view.opposed_button):
            acting_widget.setVisible(running)
        view.attack_button.setEnabled(acting)
        view.actions_button.setEnabled(acting)
        view.opposed_button.setEnabled(enable[self.opposed_action])
        if active is not None:
            row = self.model.row_of(active.id)
            if row >= 0:
                self._keep_in_view(row)

    def _keep_in_view(self, row: int) -> None:
        """Scroll the order so the active row shows, with the ones after it: it moves down a
        row each turn, and scrolling a row at a time would repaint the whole order every turn."""
        table = self.view.table
        index = self.model.index(row, 0)
        shown = table.visualRect(index)
        area = table.viewport().rect()
        if shown.top() >= area.top() and shown.bottom() <= area.bottom():
            return
        hint = (
            QAbstractItemView.ScrollHint.PositionAtTop if shown.bottom() > area.bottom()
            else QAbstractItemView.ScrollHint.PositionAtBottom
        )
        table.scrollTo(index, hint)

    def _show_last_line(self, session: CampaignSession) -> None:
        """The log's sentence for the step just done (a move, a spell, an initiative…)."""
        line = last_log_line(session)
        label = self.view.last_label
        if line is None or line.combat_id is None or line.id == self._last_line_id:
            label.setVisible(False)
            return
        self._last_line_id = line.id
        label.setText(line.text)
        label.setVisible(True)

    def report(self, message: str) -> None:
        """A refusal or a note in the dock's message line ('' clears it)."""
        self.view.message_label.set_message(message)

    # --- pushing ------------------------------------------------------------------------------
    def push(
        self, command: SessionCommand, changes: Callable[[], Collection[int]] | None = None
    ) -> str | None:
        """Push ``command``; None when it was done, else the session's reason (also shown).

        ``changes``, when given, names the only combatants of the shown combat the command
        changes (asked after it ran): the views then read those rows again, not the fight."""
        session = self._session
        if session is None:
            problem = self.tr("Open a campaign first.")
            self.report(problem)
            return problem
        failures: list[str] = []
        record: Callable[[str], None] = failures.append
        session.command_failed.connect(record)
        generation = session.generation
        if changes is not None and self.combat is not None:
            expect_step(session, self.combat.id, changes)
        try:
            done = session.push(command)
        finally:
            session.command_failed.disconnect(record)
            step_done(session, generation)
        if done:
            # What the step changed shows at once, not at the next turn of the event loop.
            self.refresh()
            self.report("")
            self._show_last_line(session)
            return None
        problem = failures[-1] if failures else self.tr("The change was not made.")
        self.report(problem)
        return problem

    def _combat_id(self) -> int | None:
        return None if self.combat is None else self.combat.id

    def fighters_of(self, combatant_id: int) -> FighterStats | None:
        """What ``combatant_id`` fights with (its attacks, spells), or None."""
        session, combat_id = self._session, self._combat_id()
        if session is None or combat_id is None:
            return None
        profile = session.profile
        with session.file.transaction() as db:
            # One combatant's sheet, not the whole fight's: a fight of fifty is read in a frame.
            return fighter_of(db, combatant_id, profile, combat_id=combat_id)

    # --- starting -----------------------------------------------------------------------------
    def start_combat(self) -> None:
        session = self._session
        if session is None:
            return
        map_list = [(summary.id, summary.name) for summary in maps(session)]
        characters = [
            CharacterChoice(summary.id, summary.name, summary.kind, summary.state.value)
            for summary in session.characters()
        ]
        dialog = StartCombatDialog(
            maps=map_list,
            tokens_of=self._tokens_of,
            characters=characters,
            monsters=self._monster_names(session),
            submit=self.submit_start,
            parent=self.view,
        )
        self._open(dialog)

    def _tokens_of(self, map_id: int) -> list[TokenChoice]:
        session = self._session
        if session is None:
            return []
        try:
            tokens = map_view(session, map_id).tokens
        except KeyError:
            return []
        return [
            TokenChoice(token.id, token.name, token.character_id, token.monster_id)
            for token in tokens
        ]

    @staticmethod
    def _monster_names(session: CampaignSession) -> list[str]:
        names: dict[str, None] = {}
        monsters: list[Monster] = list(load_catalog().monsters)
        for gm_entry in gm_entries(session).entries:
            entry = gm_entry.entry
            if entry.kind.value == "monster":
                names.setdefault(entry.name)
        for monster in monsters:
            names.setdefault(monster.name)
        return sorted(names, key=str.casefold)

    def submit_start(self, request: StartRequest) -> str | None:
        session = self._session
        if session is None:
            return self.tr("Open a campaign first.")
        command = StartCombat(
            session,
            request.name or self.tr("Encounter"),
            map_id=request.map_id,
            token_ids=request.token_ids,
            character_ids=request.character_ids,
            monsters=request.monsters,
            rng=self.rng,
        )
        return self.push(command)

    # --- initiative ---------------------------------------------------------------------------
    def roll_all(self) -> None:
        session, combat_id = self._session, self._combat_id()
        if session is not None and combat_id is not None:
            self.push(RollInitiative(session, combat_id, None, self.rng))

    def roll_one(self, combatant_id: int) -> None:
        session, combat_id = self._session, self._combat_id()
        if session is not None and combat_id is not None:
            self.push(RollInitiative(session, combat_id, [combatant_id], self.rng))

    def type_initiative(self, combatant_id: int, *, dice: bool = True) -> None:
        session = self._session
        row = self._row(combatant_id)
        if session is None or row is None:
            return

        def submit(total: int | None, throws: list[tuple[int, int, int]] | None) -> str | None:
            return self.push(SetInitiative(session, combatant_id, total=total, throws=throws))

        self._open(InitiativeDialog(row.name, row.iniciativa, submit, dice_first=dice,
                                    parent=self.view))

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
            command = NextTurn(session, combat.id)
            self.push(command, command.changed_combatants)

    def previous_turn(self) -> None:
        session, combat = self._session, self.combat
        if session is not None and combat is not None and combat.status == RUNNING:
            command = PreviousTurn(session, combat.id)
            self.push(command, command.changed_combatants)

    def set_double_action(self, on: bool) -> None:
        session, active = self._session, self.active()
        if session is None or active is None:
            return
        if self.push(SetDoubleAction(session, active.id, on), lambda: (active.id,)) is not None:
            self.refresh()  # the box was ticked by the click: show the truth again

    def _toggle_double(self) -> None:
        active = self.active()
        if active is not None:
            self.set_double_action(not active.double_action)

    # --- acting -------------------------------------------------------------------------------
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
            TargetChoice(row.id, row.name, row.state, not _same_camp(side, row.side))
            for row in combat.combatants
            if row.id != attacker_id and row.state not in ("muerto", "derrotado")
        ]
        # Enemies first, in the order of the round; allies after (a GM may need them).
        return sorted(targets, key=lambda target: not target.enemy)

    def open_attack(self, target_id: int | None = None) -> AttackDialog | None:
        """The attack dialog for the active combatant (at ``target_id`` when given)."""
        active = self.active()
        if active is None or self._session is None:
            return None
        stats = self.fighters_of(active.id)
        attacks = [] if stats is None else [
            AttackChoice(option.key, self._attack_label(option.label, option.kind,
                                                        option.modifier, option.damage),
                         option.kind)
            for option in stats.attacks
        ]
        if self.attack_dialog is not None:
            self.attack_dialog.close()
            self.attack_dialog.deleteLater()
        dialog = AttackDialog(
            self, active.id, active.name, attacks, self._targets(active.id),
            target_id=target_id if isinstance(target_id, int) else None,
            # A dialog parented to the main window is a top-level window on the GM's screen (a
            # parent inside the dock with the Tool flag cleared made it a child widget, unseen).
            parent=self.view.window(),
        )
        self.attack_dialog = dialog
        # Not modal: the GM may look at the map or move a token while it is open.
        dialog.show()
        dialog.raise_()
        return dialog

    def _attack_label(self, label: str, kind: str, modifier: int, damage: str) -> str:
        kind_text = self.tr("ranged") if kind == "ranged" else self.tr("melee")
        return self.tr("{label} — {kind}, {modifier} + 1o3d10, damage {damage}").format(
            label=label, kind=kind_text, modifier=labels.number(modifier), damage=damage
        )

    def preview(
        self, attacker_id: int, target_id: int, attack_key: str, modifiers: AttackModifiers
    ) -> AttackPreview | str:
        session = self._session
        if session is None:
            return self.tr("Open a campaign first.")
        try:
            return attack_preview(session, attacker_id, target_id, attack_key, modifiers)
        except CommandError as error:
            return str(error)

    def attack(
        self,
        attacker_id: int,
        target_id: int,
        attack_key: str,
        modifiers: AttackModifiers = AttackModifiers(),  # noqa: B008 -- frozen
        throws: Sequence[Sequence[int]] | None = None,
        damage_dice: Sequence[Sequence[int]] | None = None,
    ) -> AttackReport:
        session = self._session
        if session is None:
            return AttackReport(problem=self.tr("Open a campaign first."))
        command = Attack(
            session, attacker_id, target_id, attack_key, modifiers,
            rng=self.rng, throws=throws, damage_dice=damage_dice,
        )
        problem = self.push(command, lambda: (attacker_id, target_id))
        if problem is not None or command.outcome is None:
            return AttackReport(problem=problem or self.tr("The attack was not made."))
        outcome = command.outcome
        attacker, target = self._row(attacker_id), self._row(target_id)
        heading = self.tr("{attacker} attacks {target}").format(
            attacker=attacker.name if attacker else "", target=target.name if target else ""
        )
        return AttackReport(display=attack_display(outcome, heading), sentence=outcome.text)

    def spend(self, kind: str, text: str) -> None:
        session, active = self._session, self.active()
        if session is not None and active is not None:
            self.push(SpendAction(session, active.id, kind, text), lambda: (active.id,))

    def ask_free_action(self, kind: str) -> QInputDialog:
        """Ask what the free action is, then spend it (a major or a minor)."""
        dialog = QInputDialog(self.view)
        dialog.setObjectName("combat_free_action_dialog")
        if kind == "major":
            dialog.setWindowTitle(self.tr("Free major action"))
        else:
            dialog.setWindowTitle(self.tr("Free minor action"))
        dialog.setLabelText(self.tr("What does the combatant do?"))
        dialog.textValueSelected.connect(
            lambda text: self.spend(kind, text.strip() or dialog.windowTitle())
        )
        self._open(dialog)
        return dialog

    def cast(self, spell_id: int) -> None:
        session, active = self._session, self.active()
        if session is None or active is None:
            return
        self.push(CastSpell(session, active.id, spell_id, rng=self.rng))

    def reload(self, attack_key: str) -> None:
        session, active = self._session, self.active()
        if session is not None and active is not None:
            self.push(Reload(session, active.id, attack_key))

    def fill_other_menu(self) -> None:
        """Fill the Other actions menu for the active combatant (as it opens)."""
        menu = self.other_menu
        menu.clear()
        active = self.active()
        stats = self.fighters_of(active.id) if active is not None else None
        spells = menu.addMenu(self.tr("Cast a spell"))
        spells.setEnabled(bool(stats and stats.spells))
        if stats is not None:
            for spell in stats.spells:
                text = self.tr(
                    "{name} (level {level}, difficulty {difficulty}, {mana} maná)"
                ).format(
                    name=spell.name, level=labels.number(spell.level),
                    difficulty=labels.number(spell.difficulty),
                    mana=labels.number(spell.mana_cost),
                )
                spells.addAction(text).triggered.connect(
                    lambda _checked=False, spell_id=spell.spell_id: self.cast(spell_id)
                )
        reloads = menu.addMenu(self.tr("Reload"))
        reloadable = [option for option in stats.attacks if option.reload] if stats else []
        reloads.setEnabled(bool(reloadable))
        for option in reloadable:
            reloads.addAction(option.label).triggered.connect(
                lambda _checked=False, key=option.key: self.reload(key)
            )
        menu.addSeparator()
        minors = (
            (self.tr("Draw or drop a weapon"), self.tr("draws or drops a weapon")),
            (self.tr("Drink a potion"), self.tr("drinks a potion")),
            (self.tr("Hand something over"), self.tr("hands something over")),
        )
        for text, logged in minors:
            menu.addAction(text).triggered.connect(
                lambda _checked=False, logged=logged: self.spend("minor", logged)
            )
        menu.addSeparator()
        menu.addAction(self.tr("Free major action…")).triggered.connect(
            lambda: self.ask_free_action("major")
        )
        menu.addAction(self.tr("Free minor action…")).triggered.connect(
            lambda: self.ask_free_action("minor")
        )

    def open_opposed(self, first_id: int | None = None) -> OpposedRollDialog | None:
        session, combat = self._session, self.combat
        if session is None or combat is None:
            return None
        active = self.active()
        chosen = first_id if isinstance(first_id, int) else (active.id if active else None)
        people = [(row.id, row.name) for row in combat.combatants]

        def submit(
            a_id: int, a_label: str, a_mod: int, b_id: int, b_label: str, b_mod: int
        ) -> tuple[str | None, str]:
            command = OpposedRoll(session, a_id, b_id, a_label, a_mod, b_label, b_mod,
                                  rng=self.rng)
            problem = self.push(command)
            if problem is not None:
                return problem, ""
            lines = session.log(1)
            return None, lines[-1].text if lines else ""

        dialog = OpposedRollDialog(people, submit, first_id=chosen, parent=self.view)
        self._open(dialog)
        return dialog

    # --- ending -------------------------------------------------------------------------------
    def end_combat(self) -> CombatSummaryDialog | None:
        session, combat = self._session, self.combat
        if session is None or combat is None:
            return None
        combat_id, name = combat.id, combat.name
        pcs = [(row.character_id, row.name) for row in combat.combatants
               if row.side == "pc" and row.character_id is not None
               and row.state not in ("muerto",)]
        if self.push(EndCombat(session, combat_id)) is not None:
            return None
        if self.attack_dialog is not None:
            self.attack_dialog.close()
        summary = combat_summary(session, combat_id)
        rows = [SummaryRow(*row) for row in summary.rows]

        def recover(character_ids: list[int]) -> tuple[str | None, str]:
            command = RecoverBreath(session, character_ids, self.rng, combat_id=combat_id)
            problem = self.push(command)
            if problem is not None:
                return problem, ""
            return None, "\n".join(line.text for line in session.log(len(character_ids)))

        dialog = CombatSummaryDialog(
            name, summary.rounds, rows, summary.fallen,
            [(character_id, pc_name) for character_id, pc_name in pcs if character_id],
            recover, parent=self.view,
        )
        self._open(dialog)
        return dialog

    # --- the order's context menu -------------------------------------------------------------
    def _row_menu(self, position: QPoint) -> None:
        menu = self.row_menu(self.view.table.indexAt(position).row())
        if menu is not None:
            menu.popup(self.view.table.viewport().mapToGlobal(position))

    def row_menu(self, row_number: int) -> QMenu | None:
        """The context menu of a row of the order (None for no row)."""
        rows = self.model.rows()
        if not 0 <= row_number < len(rows) or self.combat is None:
            return None
        row = rows[row_number]
        menu = QMenu(self.view)
        menu.setObjectName("combat_row_menu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        preparing = self.combat.status == PREPARING
        roll = menu.addAction(self.tr("Roll initiative for {name}").format(name=row.name))
        roll.triggered.connect(lambda: self.roll_one(row.id))
        typed = menu.addAction(self.tr("Type the dice thrown…"))
        typed.triggered.connect(lambda: self.type_initiative(row.id, dice=True))
        total = menu.addAction(self.tr("Type the initiative total…"))
        total.triggered.connect(lambda: self.type_initiative(row.id, dice=False))
        for action in (roll, typed, total):
            action.setEnabled(preparing or row.initiative_total is None)
        menu.addSeparator()
        active = self.active()
        attack = menu.addAction(self.tr("Attack {name}…").format(name=row.name))
        attack.setEnabled(active is not None and active.id != row.id)
        attack.triggered.connect(lambda: self.open_attack(row.id))
        opposed = menu.addAction(self.tr("Opposed roll with {name}…").format(name=row.name))
        opposed.triggered.connect(lambda: self.open_opposed(row.id))
        menu.addSeparator()
        remove = menu.addAction(self.tr("Remove {name} from the combat").format(name=row.name))
        remove.triggered.connect(lambda: self.remove(row.id))
        return menu

    def _row_double_clicked(self) -> None:
        index = self.view.table.currentIndex()
        row = self.model.combatant(index)
        if row is None or self.combat is None:
            return
        if self.combat.status == PREPARING:
            self.type_initiative(row.id)
        elif self.active() is not None and self.active() != row:
            self.open_attack(row.id)

    def _open(self, dialog: QDialog) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.close()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.destroyed.connect(lambda: self._forget(dialog))
        dialog.open()

    def _forget(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
