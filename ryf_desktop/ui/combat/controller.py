"""Behaviour of the combat tracker: follows the open campaign, shows its combat, pushes commands.

Every change goes through the session as one undoable command — ``StartCombat``,
``RollInitiative``, ``SetInitiative``, ``ReorderTie``, ``BeginCombat``, ``NextTurn``,
``PreviousTurn``, ``SetDoubleAction``, ``SpendAction``, ``Attack``, ``Reload``, ``CastSpell``,
``OpposedRoll``, ``EndCombat``, ``RecoverBreath`` — and the tracker refreshes from the session's
one event (``session.changed``, when it names the combat, its combatants, their characters,
creatures or tokens), never from what it pushed. A refusal comes back as the session's reason and
is shown in the dock (the window shows it as well). No rule is decided here: what a turn has left,
the odds of an attack and who may act come from the session's queries.

The behaviour is in layers, one concern each, that this class completes:
:mod:`~ryf_desktop.ui.combat.controller_base` (state, lookups, pushing),
:mod:`~ryf_desktop.ui.combat.tracker_display`, :mod:`~ryf_desktop.ui.combat.combat_dialogs`,
:mod:`~ryf_desktop.ui.combat.attack_flow`, :mod:`~ryf_desktop.ui.combat.turn_actions` and
:mod:`~ryf_desktop.ui.combat.other_actions`; here are its actions, its wiring to the view and the
session, and the order's context menu.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPoint, Qt, SignalInstance
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.session.events import Changed
from ryf_desktop.session.map_placement import PutCombatantOnMap
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.attack_memory import AttackMemory
from ryf_desktop.ui.combat.controller_base import PREPARING
from ryf_desktop.ui.combat.other_actions import OtherActionsMenu
from ryf_desktop.ui.combat.tracker_view import TrackerView
from ryf_desktop.ui.common import SessionSource

__all__ = ["CombatController", "SessionSource"]


class CombatController(OtherActionsMenu):
    """Drives ``view`` (and its model) from the session ``sessions`` has open."""

    def __init__(
        self,
        view: TrackerView,
        sessions: SessionSource,
        *,
        rng: RandomSource | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(view, sessions, rng=rng, parent=parent)
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
            tip = labels.with_shortcut(tip, QKeySequence(keys[0]))
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
            self.tr("&Start combat…"), self.start_combat, "Ctrl+Shift+C",
            tip=self.tr(
                "Choose the fighters: tokens of a map, characters, creatures of the catalog"
            ),
        )
        self.roll_all_action = self._action(
            self.tr("&Roll initiative for all"), self.roll_all, "Ctrl+Shift+I",
            tip=self.tr("Roll initiative for everyone who has none yet"),
        )
        self.begin_action = self._action(
            self.tr("&Begin round 1"), self.begin, "Ctrl+Shift+B",
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
            self.tr("&Opposed roll…"), self.open_opposed, "Ctrl+Shift+O",
            tip=self.tr("Two combatants roll against each other"),
        )
        self.end_action = self._action(
            self.tr("&End combat…"), self.end_combat, "Ctrl+Shift+E",
            tip=self.tr("Stop the fight and see its summary"),
        )
        self.other_menu = QMenu(self.tr("Other actions"), self.view)
        self.other_menu.setObjectName("combat_other_actions_menu")
        self.other_menu.aboutToShow.connect(self.fill_other_menu)
        self.other_action = self._action(
            self.tr("Other actions…"), self.pop_other_menu, "Ctrl+Shift+M",
            tip=self.tr("Spells, reloading, minor and free actions of the active combatant"),
        )

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
            (view.start_button, self.start_action),
            (view.roll_all_button, self.roll_all_action),
            (view.begin_button, self.begin_action),
            (view.next_button, self.next_action),
            (view.end_turn_button, self.next_action),
            (view.previous_button, self.previous_action),
            (view.attack_button, self.attack_action),
            (view.actions_button, self.other_action),
            (view.double_action_check, self.double_action_action),
            (view.opposed_button, self.opposed_action),
            (view.end_button, self.end_action),
        ):
            tipped.setToolTip(labels.with_shortcut(tipped.toolTip() or action.toolTip(),
                                                   action.shortcut()))

    # --- following the campaign ---------------------------------------------------------------
    def _session_changed(self) -> None:
        for signal, slot in self._connections:
            signal.disconnect(slot)
        self._connections.clear()
        session = self.sessions.session
        self._session = session
        self.attack_memory = AttackMemory()
        self.view.last_label.setVisible(False)
        if session is not None:
            for signal, slot in (
                (session.changed, self._campaign_changed),
                (session.closing, self._closing),
            ):
                signal.connect(slot)
                self._connections.append((signal, slot))
        self.refresh()

    def _campaign_changed(self, changed: Changed) -> None:
        """One step of the history: show the combat again when the step touched what the order
        shows (a combat, its combatants, their characters, creatures or tokens, the profile)."""
        self._forget_undone_line(changed)
        if (
            changed.combats or changed.combatants or changed.characters or changed.monsters
            or changed.tokens or changed.campaign
        ):
            self.refresh()

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
        harm = menu.addAction(self.tr("Damage or heal {name}…").format(name=row.name))
        harm.setObjectName("combat_row_harm")
        harm.triggered.connect(lambda: self.open_harm(row.id))
        place = menu.addAction(self.tr("Put {name} on the map").format(name=row.name))
        place.setEnabled(row.token_id is None)
        place.triggered.connect(lambda: self.put_on_map(row.id))
        menu.addSeparator()
        remove = menu.addAction(self.tr("Remove {name} from the combat").format(name=row.name))
        remove.triggered.connect(lambda: self.remove(row.id))
        return menu

    def put_on_map(self, combatant_id: int) -> str | None:
        """A token for ``combatant_id`` next to its side, on the combat's map (else the shown
        one); None when done, else the reason (also shown)."""
        session = self._session
        if session is None:
            return self.tr("Open a campaign first.")
        from ryf_desktop.session.present import players_view_of

        combat = self.combat
        target = (combat.map_id if combat is not None and combat.map_id is not None
                  else self.shown_map_id())
        # A creature put on the map the players see comes hidden, as from the catalog.
        hide = players_view_of(session).hides_new_creatures(target)
        command = PutCombatantOnMap(session, combatant_id, self.shown_map_id(), hide_creature=hide)
        problem = self.push(command)
        row = self._row(combatant_id)
        if problem is None and command.square is not None and row is not None:
            self.report(self.tr("{name} stands at column {x}, row {y}.").format(
                name=row.name, x=command.square[0] + 1, y=command.square[1] + 1))
        return problem

    def _row_double_clicked(self) -> None:
        index = self.view.table.currentIndex()
        row = self.model.combatant(index)
        if row is None or self.combat is None:
            return
        if self.combat.status == PREPARING:
            self.type_initiative(row.id)
        elif self.active() is not None and self.active() != row:
            self.open_attack(row.id)

