"""The dialogs the combat tracker opens (:class:`CombatDialogs`), up to the fight's summary with
recuperar el aliento (the session offers every hurt character of the fight, once)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.session.combat import EndCombat, SetInitiative, StartCombat, combat_summary
from ryf_desktop.session.combat.opposed import opposed_side
from ryf_desktop.session.combat.preparation import monster_names
from ryf_desktop.session.combat.tracker import SummaryRow
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighting.actions import OpposedRoll, RecoverBreath
from ryf_desktop.session.forecast import ChosenFighters, chosen_fight
from ryf_desktop.session.healing_limits import breath_candidates
from ryf_desktop.session.map_queries import map_view, maps
from ryf_desktop.session.present import players_view_of
from ryf_desktop.session.present.combat_view import PREPARING
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.harm_dialog import HarmDialog, harm_applier
from ryf_desktop.ui.combat.opposed_dialog import OpposedRollDialog
from ryf_desktop.ui.combat.start_dialog import (
    CharacterChoice,
    InitiativeDialog,
    StartCombatDialog,
    StartRequest,
    TokenChoice,
)
from ryf_desktop.ui.common import Column, KeyedRowsModel
from ryf_desktop.ui.common.widgets import (
    ChoiceBox,
    InlineMessage,
    dialog_buttons,
    dialog_column,
    fill,
    named,
    text_label,
)

if TYPE_CHECKING:
    from ryf_desktop.ui.combat.combat_owner import CombatOwner


class EndCombatQuestion(ChoiceBox[bool]):
    """Asks whether to end the combat ``name``; :meth:`choice` is True once the GM chose to end
    it (False while unanswered, and for Escape)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__("combat_end_question", QMessageBox.Icon.Question, False, parent)
        self.setWindowTitle(self.tr("End combat"))
        self.setText(self.tr("End the combat “{name}”?").format(name=name))
        self.setInformativeText(
            self.tr("Nobody acts any more and its summary opens. Undo brings the fight back.")
        )
        self.end_button = self.answer(
            True, self.tr("End the combat"), QMessageBox.ButtonRole.AcceptRole,
            "combat_end_confirm")
        self.keep_button = self.answer(
            False, self.tr("Keep fighting"), QMessageBox.ButtonRole.RejectRole, "combat_end_keep")
        # The GM asked to end: Enter ends; Escape or closing the box keeps the fight running.
        self.setDefaultButton(self.end_button)
        self.setEscapeButton(self.keep_button)


class CombatDialogs(QObject):
    """Opens the tracker's dialogs (one at a time) and pushes what they submit."""

    def __init__(self, controller: CombatOwner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller

    # --- starting -----------------------------------------------------------------------------
    def start_combat(self) -> None:
        session = self.controller.session
        if session is None:
            return
        map_list = [(summary.id, summary.name) for summary in maps(session.model)]
        characters = [
            CharacterChoice(summary.id, summary.name, summary.kind, summary.state.value)
            for summary in session.characters()
        ]
        dialog = StartCombatDialog(
            maps=map_list,
            tokens_of=self._tokens_of,
            characters=characters,
            monsters=monster_names(session.model),
            submit=self.submit_start,
            players_map_id=players_view_of(session).shown_map_id,
            fight_of=lambda request: chosen_fight(session.model, session.profile, ChosenFighters(
                request.token_ids, request.character_ids, request.monsters)),
            parent=self.controller.gm_window(),
        )
        self.controller.open(dialog)

    def _tokens_of(self, map_id: int) -> list[TokenChoice]:
        session = self.controller.session
        if session is None:
            return []
        try:
            tokens = map_view(session.model, map_id).tokens
        except KeyError:
            return []
        return [
            TokenChoice(token.id, token.name, token.character_id, token.monster_id, token.state)
            for token in tokens
        ]

    def submit_start(self, request: StartRequest) -> str | None:
        session = self.controller.session
        if session is None:
            return self.tr("Open a campaign first.")
        return self.controller.push(StartCombat(
            session, request.name or self.tr("Encounter"), map_id=request.map_id,
            token_ids=request.token_ids, character_ids=request.character_ids,
            monsters=request.monsters, rng=self.controller.rng,
            hide_creatures=request.hide_creatures))

    # --- initiative ---------------------------------------------------------------------------
    def type_initiative(self, combatant_id: int, *, dice: bool = True) -> None:
        session = self.controller.session
        row = self.controller.row(combatant_id)
        if session is None or row is None:
            return

        push = self.controller.push

        def submit(total: int | None, throws: list[tuple[int, int, int]] | None) -> str | None:
            return push(SetInitiative(session, combatant_id, total=total, throws=throws))

        self.controller.open(InitiativeDialog(row.name, row.iniciativa, submit, dice_first=dice,
                                              parent=self.controller.gm_window()))

    def open_opposed(self, first_id: int | None = None) -> OpposedRollDialog | None:
        session, combat = self.controller.session, self.controller.combat
        if session is None or combat is None:
            return None
        active = self.controller.active()
        chosen = first_id if isinstance(first_id, int) else (active.id if active else None)
        people = [(row.id, row.name) for row in combat.combatants]

        def submit(
            a_id: int, a_label: str, a_mod: int, b_id: int, b_label: str, b_mod: int
        ) -> tuple[str | None, str]:
            problem, text = self.controller.tell(OpposedRoll(
                session, a_id, b_id, a_label, a_mod, b_label, b_mod, rng=self.controller.rng))
            if problem is not None:
                return problem, text
            # Each side's dice and rank under the result, as the log's detail keeps them.
            return None, "\n".join(part for part in (text, session.log(1)[0].detail) if part)

        def side_of(combatant_id: int, what: str) -> tuple[int | None, str]:
            try:
                side = opposed_side(session.model, combatant_id, what, profile=session.profile,
                                    setting=session.setting)
            except CommandError as error:
                return None, str(error)
            note = " · ".join((side.note, *side.reasons))
            return side.modifier, note

        return self.controller.open(OpposedRollDialog(
            people, submit, first_id=chosen, side_of=side_of, parent=self.controller.gm_window()))

    # --- ending -------------------------------------------------------------------------------
    def end_combat(self) -> EndCombatQuestion | None:
        """Ask before ending the fight; "End the combat" ends it and opens its summary."""
        combat = self.controller.combat
        if self.controller.session is None or combat is None:
            return None
        question = EndCombatQuestion(combat.name, self.controller.gm_window())
        combat_id = combat.id
        question.finished.connect(lambda _result: self._end_if_confirmed(question, combat_id))
        return self.controller.open(question)

    def _end_if_confirmed(self, question: EndCombatQuestion, combat_id: int) -> None:
        # The combat asked about, not one that an undo brought back while the box was open.
        combat = self.controller.combat
        if question.choice() and combat is not None and combat.id == combat_id:
            self.end_combat_now()

    def end_combat_now(self) -> CombatSummaryDialog | None:
        """End the combat shown, without asking, and open its summary."""
        session, combat = self.controller.session, self.controller.combat
        if session is None or combat is None:
            return None
        combat_id, name = combat.id, combat.name
        began = combat.status != PREPARING
        if self.controller.push(EndCombat(session, combat_id)) is not None:
            return None
        if self.controller.attack_dialog is not None:
            self.controller.attack_dialog.close()
        summary = combat_summary(session.model, combat_id)

        def recover(character_ids: list[int]) -> tuple[str | None, str]:
            return self.controller.tell(RecoverBreath(
                session, character_ids, self.controller.rng, combat_id=combat_id),
                len(character_ids))

        return self.controller.open(CombatSummaryDialog(
            name, summary.rounds, summary.rows, summary.fallen,
            breath_candidates(session.model, session.profile, combat_id),
            recover, began=began, parent=self.controller.gm_window(),
        ))

    def open_harm(self, combatant_id: int) -> HarmDialog | None:
        """Manual damage or healing for a combatant (a fall, a molotov, dice thrown by hand)."""
        session = self.controller.session
        row = self.controller.row(combatant_id)
        if session is None or row is None:
            return None
        apply = harm_applier(session, self.controller.push, self.controller.rng,
                             combatant_id=combatant_id)
        return self.controller.open(HarmDialog(row.name, apply, parent=self.controller.gm_window()))


class CombatSummaryDialog(QDialog):
    """What the fight came to; ``breathers`` are the characters (id, name) who may recover
    their breath (the hurt ones: an unhurt one would heal nothing)."""

    def __init__(
        self,
        name: str,
        rounds: int,
        rows: Sequence[SummaryRow],
        fallen: Sequence[str],
        breathers: Sequence[tuple[int, str]],
        recover: Callable[[list[int]], tuple[str | None, str]],
        *,
        began: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        # Layout code (widgets made and placed top to bottom): long, and clearest in one piece.
        super().__init__(parent)
        self.setObjectName("combat_summary_dialog")
        self.setWindowTitle(self.tr("Combat over — {name}").format(name=name))
        self._recover = recover

        heading = text_label(
            self.tr("{name}: over after 1 round").format(name=name) if rounds == 1
            else self.tr("{name}: over after {n} rounds").format(
                name=name, n=labels.number(rounds)),
            "summary_heading", scale=1.3, bold=True)

        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        self.rows_model = KeyedRowsModel[SummaryRow](lambda row: row.name, (
            Column(self.tr("Combatant"), lambda row: row.name),
            Column(self.tr("Damage dealt"), lambda row: labels.number(row.damage_dealt),
                   alignment=right),
            Column(self.tr("Damage taken"), lambda row: labels.number(row.damage_taken),
                   alignment=right),
            Column(self.tr("State"), lambda row: labels.state_name(row.state), roles={
                Qt.ItemDataRole.ForegroundRole: lambda row: labels.STATE_COLOURS.get(row.state)
                if row.state != "normal" else None}),
        ), self)
        self.rows_model.set_rows(rows)
        self.table = named(QTableView(), "summary_table")
        self.table.setModel(self.rows_model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

        self.fallen_label = text_label(
            self.tr("Fell: {names}").format(names=", ".join(fallen)) if fallen
            else self.tr("Nobody fell."), "summary_fallen", wrap=True)

        self.breath_checks = {character_id: QCheckBox(character_name)
                              for character_id, character_name in breathers}
        for check in self.breath_checks.values():
            check.setChecked(True)
        nobody = () if breathers else (QLabel(
            self.tr("Nobody in the fight is hurt: there is nothing to heal.") if began
            else self.tr("The fight ended before round 1: there is no breath to recover.")),)
        self.breath_button = named(QPushButton(self.tr("&Recover breath")), "summary_recover")
        self.breath_button.setEnabled(bool(breathers))
        self.breath_result = text_label(name="summary_recovered", wrap=True)
        self.error = InlineMessage()
        breath_box = QGroupBox(self.tr("Recuperar el aliento (1d6 each, five minutes after)"))
        fill(QVBoxLayout(breath_box), *nobody, *self.breath_checks.values(), self.breath_button,
             self.breath_result, self.error)

        self.buttons = dialog_buttons(self, buttons=QDialogButtonBox.StandardButton.Close)
        dialog_column(self, heading, (self.table, 1), self.fallen_label, breath_box, self.buttons)
        self.breath_button.clicked.connect(self.recover)
        self.resize(560, 480)

    def chosen(self) -> list[int]:
        return [
            character_id
            for character_id, check in self.breath_checks.items()
            if check.isChecked() and check.isEnabled()
        ]

    def recover(self) -> None:
        chosen = self.chosen()
        if not chosen:
            self.error.set_message(self.tr("Tick at least one character."))
            return
        problem, text = self._recover(chosen)
        self.error.set_message(problem or "")
        if problem is None:
            self.breath_result.setText(text)
            # Once after each fight: those healed are not offered again.
            for character_id in chosen:
                self.breath_checks[character_id].setEnabled(False)
            self.breath_button.setEnabled(any(c.isEnabled() for c in self.breath_checks.values()))
