"""Behaviour of the combat tracker: follows the open campaign, shows its combat, pushes commands.

Every change is one undoable session command, and the tracker refreshes when the session's combat
read model says the combat changed, never from what it pushed; a refusal is shown in the dock."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from operator import attrgetter
from typing import TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QMetaObject, QObject, QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QDialog, QMenu, QWidget

from ryf_desktop.catalog import Monster, load_catalog
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.session import AddMonsterToCombat, CampaignSession, gm_entries
from ryf_desktop.session.combat import (
    BeginCombat,
    CombatantRow,
    CombatView,
    NextTurn,
    PreviousTurn,
    RemoveCombatant,
    ReorderTie,
    RollInitiative,
    SetDoubleAction,
    last_log_line,
)
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.events import Changed
from ryf_desktop.session.fighting.fighters import fighter_of
from ryf_desktop.session.fighting.stats import FighterStats
from ryf_desktop.session.map_placement import PutCombatantOnMap
from ryf_desktop.session.present import players_view_of
from ryf_desktop.session.present.combat_view import (
    PREPARING,
    RUNNING,
    CombatReadModel,
    Target,
    combat_view_of,
)
from ryf_desktop.ui.catalog.mime import EntryRef, find_entry
from ryf_desktop.ui.catalog.play_actions import running_text
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.attack_dialog import AttackDialog, AttackMemory
from ryf_desktop.ui.combat.attack_flow import AttackFlow, OtherActions
from ryf_desktop.ui.combat.combat_dialogs import CombatDialogs
from ryf_desktop.ui.combat.placement import main_window_of, place_on_gm_screen
from ryf_desktop.ui.combat.tracker_view import TrackerView
from ryf_desktop.ui.common import SessionSource, follow_session
from ryf_desktop.ui.common.session_follow import relink
from ryf_desktop.ui.common.widgets import open_modal
from ryf_desktop.ui.secret_rolls import SecretRolls

__all__ = ["ACTIONS", "ActionSpec", "CombatController", "SessionSource"]

CONTEXT = "CombatController"
D = TypeVar("D", bound=QDialog)


@dataclass(frozen=True, slots=True)
class ActionSpec:
    """One action of the tracker: ``name`` (its key in the controller's ``action_named``), its
    text and tip (translated in :data:`CONTEXT`), the controller's method it runs (a dotted
    path), its shortcuts and the dock's buttons that trigger it (by their object names)."""

    name: str
    text: object  # what QT_TRANSLATE_NOOP gives: the English text
    slot: str
    shortcuts: tuple[str, ...]
    tip: object
    buttons: tuple[str, ...] = ()
    checkable: bool = False


ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "start", QT_TRANSLATE_NOOP("CombatController", "&Start combat…"),
        "dialogs.start_combat", ("Ctrl+Shift+C",),
        QT_TRANSLATE_NOOP(
            "CombatController",
            "Choose the fighters: tokens of a map, characters, creatures of the catalog"),
        ("combat_start",)),
    ActionSpec(
        "roll_all", QT_TRANSLATE_NOOP("CombatController", "&Roll initiative for all"),
        "roll_all", ("Ctrl+Shift+I",),
        QT_TRANSLATE_NOOP("CombatController", "Roll initiative for everyone who has none yet"),
        ("combat_roll_all",)),
    ActionSpec(
        "begin", QT_TRANSLATE_NOOP("CombatController", "&Begin round 1"),
        "begin", ("Ctrl+Shift+B",),
        QT_TRANSLATE_NOOP("CombatController", "Everyone has an initiative: the first acts"),
        ("combat_begin",)),
    ActionSpec(
        "next", QT_TRANSLATE_NOOP("CombatController", "&Next turn"),
        "next_turn", ("Ctrl+Space", "Ctrl+Right"),
        QT_TRANSLATE_NOOP("CombatController", "End this turn; the next combatant acts"),
        ("combat_next", "combat_end_turn")),
    ActionSpec(
        "previous", QT_TRANSLATE_NOOP("CombatController", "&Previous turn"),
        "previous_turn", ("Ctrl+Shift+Space", "Ctrl+Left"),
        QT_TRANSLATE_NOOP(
            "CombatController", "Back to the turn before (undo keeps what was done in it)"),
        ("combat_previous",)),
    ActionSpec(
        "attack", QT_TRANSLATE_NOOP("CombatController", "&Attack…"),
        "attacks.open_attack", ("Ctrl+Shift+A",),
        QT_TRANSLATE_NOOP("CombatController", "The active combatant attacks: odds before the roll"),
        ("combat_attack",)),
    ActionSpec(
        "double_action", QT_TRANSLATE_NOOP("CombatController", "&Double action"),
        "toggle_double", ("Ctrl+Shift+D",),
        QT_TRANSLATE_NOOP("CombatController", "One action more this turn, every roll at −1 rank"),
        (), checkable=True),
    ActionSpec(
        "opposed", QT_TRANSLATE_NOOP("CombatController", "&Opposed roll…"),
        "dialogs.open_opposed", ("Ctrl+Shift+O",),
        QT_TRANSLATE_NOOP("CombatController", "Two combatants roll against each other"),
        ("combat_opposed",)),
    ActionSpec(
        "end", QT_TRANSLATE_NOOP("CombatController", "&End combat…"),
        "dialogs.end_combat", ("Ctrl+Shift+E",),
        QT_TRANSLATE_NOOP("CombatController", "Stop the fight and see its summary"),
        ("combat_end",)),
    ActionSpec(
        "other", QT_TRANSLATE_NOOP("CombatController", "Other actions…"),
        "other.pop_menu", ("Ctrl+Shift+M",),
        QT_TRANSLATE_NOOP(
            "CombatController",
            "Spells, reloading, minor and free actions of the active combatant"),
        ()),
)
#: Widgets of the dock (by object name) that show an action's tip (with its key) besides its
#: buttons.
TIPPED = (("combat_other_actions", "other"), ("combat_double_action", "double_action"))


def _tr(text: object) -> str:
    return QCoreApplication.translate(CONTEXT, str(text))


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
        self.rng: RandomSource = rng if rng is not None else random.Random()
        self.combat: CombatView | None = None
        #: The dialog opened last (start, initiative, opposed, summary, free action…).
        self.dialog: QDialog | None = None
        self.attack_dialog: AttackDialog | None = None
        #: The GM's secret-rolls switch the attack dialog shows (install_combat gives the window's).
        self.secret_rolls: SecretRolls | None = None
        self.attack_memory = AttackMemory()
        #: The map the GM shows (the map panel's), for a combat without a map of its own.
        self.shown_map_id: Callable[[], int | None] = lambda: None
        self.session: CampaignSession | None = None
        self._reads: CombatReadModel | None = None
        self._reads_connection: QMetaObject.Connection | None = None
        self._last_line_id: int | None = None
        self.dialogs = CombatDialogs(self, self)
        self.attacks = AttackFlow(self, self)
        self.other = OtherActions(self, self)
        #: The actions made from :data:`ACTIONS` by name (enabled by the view's ``show_combat``).
        self.action_named = {spec.name: self._action(spec) for spec in ACTIONS}
        self._connect_view()
        self.follower = follow_session(self, sessions, on_session=self._follow,
                                       on_change=self._forget_undone_line)

    # --- actions and wiring -------------------------------------------------------------------
    def _action(self, spec: ActionSpec) -> QAction:
        action = QAction(_tr(spec.text), self.view)
        action.setShortcuts([QKeySequence(key) for key in spec.shortcuts])
        tip = labels.with_shortcut(_tr(spec.tip), QKeySequence(spec.shortcuts[0]))
        action.setToolTip(tip)
        action.setStatusTip(tip)
        action.setCheckable(spec.checkable)
        slot = attrgetter(spec.slot)(self)
        # ``triggered`` passes ``checked``; the slots take their own arguments.
        action.triggered.connect(lambda _checked=False: slot())
        self.view.addAction(action)
        return action

    def _connect_view(self) -> None:
        view = self.view
        tipped: list[tuple[str, str]] = list(TIPPED)
        for spec in ACTIONS:
            action = self.action_named[spec.name]
            for name in spec.buttons:
                button = view.findChild(QAbstractButton, name)
                assert button is not None, name
                button.clicked.connect(action.trigger)
                action.enabledChanged.connect(button.setEnabled)
                tipped.append((name, spec.name))
        for name, action_name in tipped:
            widget = view.findChild(QWidget, name)
            assert widget is not None, name
            action = self.action_named[action_name]
            widget.setToolTip(labels.with_shortcut(widget.toolTip() or action.toolTip(),
                                                   action.shortcut()))
        view.actions_button.setMenu(self.other.menu)
        view.double_action_check.clicked.connect(self.set_double_action)
        view.table.customContextMenuRequested.connect(self._row_menu)
        view.table.doubleClicked.connect(self._row_double_clicked)
        self.model.reorder_requested.connect(self.reorder)
        self.model.creature_dropped.connect(self.add_dropped_creature)

    # --- following the campaign ---------------------------------------------------------------
    def _follow(self, session: CampaignSession | None) -> None:
        if session is None:
            self._close_dialogs()
        self.session = session
        self._reads = reads = None if session is None else combat_view_of(session)
        self._reads_connection = relink(self._reads_connection, None if reads is None
                                        else reads.changed, self.refresh)
        self.attack_memory = AttackMemory()
        self.view.last_label.setVisible(False)
        self.refresh()

    def refresh(self) -> None:
        """Read the combat from the session's read model and show it."""
        self.combat = None if self._reads is None else self._reads.combat
        self.model.set_rows(self.combat.combatants if self.combat is not None else ())
        session = self.session
        self.view.show_combat(self.combat, session is not None and not session.read_only,
                              self.action_named)
        dialog = self.attack_dialog
        if dialog is not None and dialog.isVisible():
            dialog.target_changed_elsewhere(self.targets(dialog.attacker_id))

    def _close_dialogs(self) -> None:
        for dialog in (self.dialog, self.attack_dialog):
            if dialog is not None:
                dialog.close()
        self.dialog = None
        self.attack_dialog = None

    def _forget_undone_line(self, changed: Changed) -> None:
        """The sentence of a step taken back (an undo took its log line away) must not stay on
        show."""
        if self._last_line_id is not None and self._last_line_id in changed.log_removed:
            self.view.last_label.setVisible(False)
            self._last_line_id = None

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

    # --- what the combat has ------------------------------------------------------------------
    def active(self) -> CombatantRow | None:
        return None if self.combat is None else self.combat.active

    def row(self, combatant_id: int) -> CombatantRow | None:
        return None if self.combat is None else self.combat.row(combatant_id)

    def targets(self, attacker_id: int) -> list[Target]:
        return [] if self._reads is None else list(self._reads.targets(attacker_id))

    def first_target(self, attacker_id: int) -> int | None:
        return None if self._reads is None else self._reads.first_target(attacker_id)

    def fighters_of(self, combatant_id: int) -> FighterStats | None:
        """What ``combatant_id`` fights with (its attacks, spells), or None."""
        session, combat = self.session, self.combat
        if session is None or combat is None:
            return None
        return fighter_of(session.model, combatant_id, session.profile, combat_id=combat.id)

    # --- pushing and dialogs ------------------------------------------------------------------
    def report(self, message: str) -> None:
        """A refusal or a note in the dock's message line ('' clears it)."""
        self.view.message_label.set_message(message)

    def push(self, command: ModelCommand) -> str | None:
        """Push ``command``; None when it was done, else the session's reason (also shown)."""
        session = self.session
        problem = self.tr("Open a campaign first.") if session is None else session.attempt(command)
        self.report(problem or "")
        if session is not None and problem is None:
            # The tracker has shown the step already: it follows the session's one event.
            self._show_last_line(session)
        return problem

    def tell(self, command: ModelCommand, lines: int = 1) -> tuple[str | None, str]:
        """Push ``command``: (its refusal, "") or (None, the log's last ``lines`` sentences)."""
        problem = self.push(command)
        if problem is not None or self.session is None:
            return problem, ""
        return None, "\n".join(line.text for line in self.session.log(lines))

    def gm_window(self) -> QWidget:
        """The GM's main window: every dialog of a fight is a top-level window of it."""
        return main_window_of(self.view)

    def open(self, dialog: D) -> D:
        """Show ``dialog`` on the GM's screen, closing the one opened before."""
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.close()
        self.dialog = dialog
        dialog.destroyed.connect(lambda: self._forget(dialog))
        place_on_gm_screen(dialog, self.view)
        return open_modal(dialog)

    def _forget(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    # --- the order and the turns --------------------------------------------------------------
    def _combat_step(self, make: Callable[[CampaignSession, int], ModelCommand], *,
                     running: bool = False) -> None:
        session, combat = self.session, self.combat
        if session is not None and combat is not None and (
                not running or combat.status == RUNNING):
            self.push(make(session, combat.id))

    def roll_all(self) -> None:
        self._combat_step(lambda session, combat_id: RollInitiative(
            session, combat_id, None, self.rng))

    def roll_one(self, combatant_id: int) -> None:
        self._combat_step(lambda session, combat_id: RollInitiative(
            session, combat_id, [combatant_id], self.rng))

    def begin(self) -> None:
        self._combat_step(BeginCombat)

    def next_turn(self) -> None:
        self._combat_step(NextTurn, running=True)

    def previous_turn(self) -> None:
        self._combat_step(PreviousTurn, running=True)

    def reorder(self, combatant_id: int, new_index: int) -> None:
        if self.session is not None:
            self.push(ReorderTie(self.session, combatant_id, new_index))

    def remove(self, combatant_id: int) -> None:
        if self.session is not None:
            self.push(RemoveCombatant(self.session, combatant_id))

    def set_double_action(self, on: bool) -> None:
        session, active = self.session, self.active()
        if session is None or active is None:
            return
        if self.push(SetDoubleAction(session, active.id, on)) is not None:
            self.refresh()  # the box was ticked by the click: show the truth again

    def toggle_double(self) -> None:
        active = self.active()
        if active is not None:
            self.set_double_action(not active.double_action)

    # --- the order's context menu -------------------------------------------------------------
    def _row_menu(self, position: QPoint) -> None:
        menu = self.row_menu(self.view.table.indexAt(position).row())
        if menu is not None:
            menu.popup(self.view.table.viewport().mapToGlobal(position))

    def row_menu(self, row_number: int) -> QMenu | None:
        """The context menu of a row of the order (None for no row)."""
        row = self.model.row_at(row_number)
        if row is None or self.combat is None:
            return None
        menu = QMenu(self.view)
        menu.setObjectName("combat_row_menu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        preparing = self.combat.status == PREPARING
        active = self.active()
        initiative = preparing or row.initiative_total is None
        entries: tuple[tuple[str, Callable[[], object], bool, str] | None, ...] = (
            (self.tr("Roll initiative for {name}"), lambda: self.roll_one(row.id), initiative, ""),
            (self.tr("Type the dice thrown…"),
             lambda: self.dialogs.type_initiative(row.id, dice=True), initiative, ""),
            (self.tr("Type the initiative total…"),
             lambda: self.dialogs.type_initiative(row.id, dice=False), initiative, ""),
            None,
            (self.tr("Attack {name}…"), lambda: self.attacks.open_attack(row.id),
             active is not None and active.id != row.id, ""),
            (self.tr("Opposed roll with {name}…"), lambda: self.dialogs.open_opposed(row.id), True,
             ""),
            (self.tr("Damage or heal {name}…"), lambda: self.dialogs.open_harm(row.id), True,
             "combat_row_harm"),
            (self.tr("Put {name} on the map"), lambda: self.put_on_map(row.id),
             row.token_id is None, ""),
            None,
            (self.tr("Remove {name} from the combat"), lambda: self.remove(row.id), True, ""),
        )
        for entry in entries:
            if entry is None:
                menu.addSeparator()
                continue
            text, slot, enabled, object_name = entry
            action = menu.addAction(text.format(name=row.name))
            action.setObjectName(object_name)
            action.triggered.connect(slot)
            action.setEnabled(enabled)
        return menu

    def put_on_map(self, combatant_id: int) -> str | None:
        """A token for ``combatant_id`` next to its side, on the combat's map (else the shown
        one); None when done, else the reason (also shown)."""
        session = self.session
        if session is None:
            return self.tr("Open a campaign first.")
        combat = self.combat
        target = (combat.map_id if combat is not None and combat.map_id is not None
                  else self.shown_map_id())
        # A creature put on the map the players see comes hidden, as from the catalog.
        hide = players_view_of(session).hides_new_creatures(target)
        command = PutCombatantOnMap(session, combatant_id, self.shown_map_id(), hide_creature=hide)
        problem = self.push(command)
        row = self.row(combatant_id)
        if problem is None and command.square is not None and row is not None:
            self.report(self.tr("{name} stands at column {x}, row {y}.").format(
                name=row.name, x=command.square[0] + 1, y=command.square[1] + 1))
        return problem

    def add_dropped_creature(self, ref: EntryRef) -> str | None:
        """A creature dragged from the catalog onto the order joins the combat, as the catalog's
        *Add to combat* does; None when done (the message line says where), else the refusal."""
        session = self.session
        if session is None:
            return None
        entry = find_entry(ref, load_catalog().entries(), gm_entries(session.model).entries)
        if not isinstance(entry, Monster):
            refusal = self.tr("Only creatures of the bestiary join a combat; give weapons and gear "
                              "to a character on its sheet.")
            self.report(refusal)
            return refusal
        command = AddMonsterToCombat(session, entry, self.rng, gm_id=ref.gm_id)
        problem = self.push(command)
        if problem is not None:
            return problem
        where = running_text(command.combat_name) if command.combat_running else (
            QCoreApplication.translate("PlayActions", "It joins the encounter “{combat}”.").format(
                combat=command.combat_name))
        self.report(f"{command.name} ({command.pv} PV). {where}")
        return None

    def _row_double_clicked(self) -> None:
        row = self.model.combatant(self.view.table.currentIndex())
        if row is None or self.combat is None:
            return
        active = self.active()
        if self.combat.status == PREPARING:
            self.dialogs.type_initiative(row.id)
        elif active is not None and active != row:
            self.attacks.open_attack(row.id)
