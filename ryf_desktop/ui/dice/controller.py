"""Behaviour of the dice roller: reads the inputs, asks the rules for odds and results, shows them.
The rules decide everything (ranks, explosions, success)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from PySide6.QtCore import QEvent, QObject, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut

from ryf_desktop.rules import checks
from ryf_desktop.rules.dice import (
    ConstantTerm,
    DiceError,
    DiceExpression,
    DiceRoll,
    IncompleteThrowError,
    RandomSource,
    TargetDieTerm,
    parse,
    resolve_1o3d10,
    roll,
)
from ryf_desktop.rules.profile import HEROICO, RulesProfile
from ryf_desktop.ui.dice import formatting
from ryf_desktop.ui.dice.check_inputs import (
    CheckInputs,
    CheckRecorder,
    RollRequest,
    RollSubject,
    check_heading,
    check_log_text,
    expression_mean,
    single_target_roll,
)
from ryf_desktop.ui.dice.dice_entry import read_throws
from ryf_desktop.ui.dice.log_model import LogEntry, RollLogModel
from ryf_desktop.ui.dice.presentation import (
    RollDisplay,
    check_display,
    expression_display,
    throw_rows,
)
from ryf_desktop.ui.dice.rule_messages import rule_message
from ryf_desktop.ui.dice.view import CHECK_TAB, DiceRollerView
from ryf_desktop.ui.secret_rolls import SecretRolls
from ryf_desktop.ui.tones import Tone


class DiceRollerController(QObject):
    """Connects the view's signals to the rules; keeps the log and a half-typed exploding throw.

    ``rolled(description, detail, character_id, secret)`` announces a finished roll to the
    campaign's log; a sheet's check that spends a token or a handed-back token's penalty is
    recorded instead by :attr:`recorder`, line and spending as one step, before it shows (and,
    refused, it does not show).
    """

    rolled = Signal(str, str, object, bool)

    def __init__(self, view: DiceRollerView, rng: RandomSource, parent: QObject) -> None:
        super().__init__(parent)
        self.view = view
        self.rng = rng
        # The open campaign's rules (set by the window), for whether attribute rolls explode.
        self.profile: RulesProfile = HEROICO
        self.log = RollLogModel(self)
        self._pending_throws: list[tuple[int, int, int]] = []
        # Whose roll it is and of what, when a sheet asked for it; heads the result and the log.
        self.subject = RollSubject()
        # The sheet's request whose token and penalty the first recorded roll of it spends
        # (None: nothing left to spend).
        self._spending: RollRequest | None = None
        # The open campaign's recorder of such a roll (None: no campaign open).
        self.recorder: CheckRecorder | None = None

        view.log_view.setModel(self.log)
        self._fill_difficulties()
        self._connect()
        self.refresh()

    # --- wiring -------------------------------------------------------------------------------
    def _connect(self) -> None:
        view = self.view
        for spin in (view.attribute_spin, view.skill_spin, view.advantages_spin,
                     view.disadvantages_spin):
            spin.valueChanged.connect(self._inputs_changed)
            spin.installEventFilter(self)
        # The other kind's difficulties first: the inputs then read from them.
        view.skill_kind.toggled.connect(self._fill_difficulties)
        for check in (view.skill_kind, view.specialisation_check, view.token_check,
                      view.malherido_check, view.double_action_check, view.explode_check):
            check.toggled.connect(self._inputs_changed)
        for changed in (view.difficulty_combo.currentIndexChanged,
                        view.difficulty_combo.editTextChanged, view.expression_edit.textChanged,
                        view.tabs.currentChanged):
            changed.connect(self._inputs_changed)
        view.roll_button.clicked.connect(self.roll)
        view.expression_edit.returnPressed.connect(self.roll)
        line_edit = view.difficulty_combo.lineEdit()
        if line_edit is not None:
            line_edit.returnPressed.connect(self.roll)
        view.table_dice_edit.returnPressed.connect(self.use_table_dice)
        view.table_dice_edit.textChanged.connect(
            lambda _text: view.table_dice_error.set_message(""))
        view.table_dice_button.clicked.connect(self.use_table_dice)
        view.cancel_throw_button.clicked.connect(self.forget_pending_throws)
        view.clear_log_button.clicked.connect(self.log.clear)
        self.roll_shortcut = QShortcut(QKeySequence(self.tr("Ctrl+R")), view)
        self.roll_shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        # Its name in Help → Keyboard shortcuts.
        self.roll_shortcut.setWhatsThis(self.tr("Roll the dice panel's roll"))
        self.roll_shortcut.activated.connect(self.roll)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # Enter in a number field rolls, as it does in the text fields.
        if (isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self.roll()
            return True
        return super().eventFilter(watched, event)

    def _inputs_changed(self) -> None:
        if self._pending_throws:
            self.forget_pending_throws()
        # A check changed by hand is no longer the one a sheet asked for: it spends nothing.
        self._forget_request()
        self.view.stop_following_result()
        self.refresh()

    def _forget_request(self) -> None:
        self.subject = RollSubject()
        self._spending = None
        self.view.roll_error.set_message("")

    def set_recorder(self, recorder: CheckRecorder | None) -> None:
        """Record a sheet's roll that spends something with ``recorder`` (the open campaign's;
        None when none is open); a request of the campaign before is nobody's now."""
        self.recorder = recorder
        self._forget_request()

    # --- secret rolls -------------------------------------------------------------------------
    def follow_secret_rolls(self, secret_rolls: SecretRolls) -> None:
        """Show and set the window's secret-rolls switch with the dock's toggle, both ways."""
        button = self.view.secret_button
        button.setChecked(secret_rolls.secret)
        button.toggled.connect(secret_rolls.set_secret)
        secret_rolls.changed.connect(button.setChecked)

    def prefill_check(self, request: RollRequest) -> None:
        """Fill the check tab as a character sheet asks: a skill roll when it names a skill, an
        attribute roll otherwise; its subject (Ana, Sigilo) heads the roll and its log line."""
        view = self.view
        view.tabs.setCurrentIndex(CHECK_TAB)
        (view.attribute_kind if request.skill is None else view.skill_kind).setChecked(True)
        view.attribute_spin.setValue(request.attribute)
        if request.skill is not None:
            view.skill_spin.setValue(request.skill)
        view.specialisation_check.setChecked(request.specialisation)
        view.token_check.setChecked(request.token)
        view.malherido_check.setChecked(request.malherido)
        view.double_action_check.setChecked(False)
        view.advantages_spin.setValue(0)
        view.disadvantages_spin.setValue(int(request.penalty))
        if request.difficulty:
            view.difficulty_combo.setEditText(request.difficulty)
        self.subject = request.subject
        spends = request.token or request.penalty
        self._spending = request if spends and request.subject.character_id is not None else None
        self.refresh()

    def roll_check(self, request: RollRequest) -> None:
        """Fill the check as a sheet asks (see :meth:`prefill_check`) and roll it at once; the
        table's dice may still be typed for it afterwards."""
        self.prefill_check(request)
        self._roll_now()

    # --- reading the inputs -------------------------------------------------------------------
    def attribute_roll(self) -> bool:
        return self.view.attribute_kind.isChecked()

    def _difficulties(self) -> Mapping[str, int]:
        """The named difficulties of the kind of roll chosen (attribute rolls have their own)."""
        return checks.ATTRIBUTE_DIFFICULTIES if self.attribute_roll() else checks.SKILL_DIFFICULTIES

    def _fill_difficulties(self) -> None:
        combo = self.view.difficulty_combo
        key = combo.currentData() if combo.count() else "normal"
        table = self._difficulties()
        with QSignalBlocker(combo):
            typed = combo.currentText()
            custom = typed if combo.count() and combo.findText(typed) < 0 else ""
            combo.clear()
            for name, value in table.items():
                combo.addItem(formatting.difficulty_item(name, value), name)
            combo.setCurrentIndex(combo.findData(key if key in table else "normal"))
            if custom:
                combo.setEditText(custom)

    def difficulty(self) -> tuple[int, str]:
        """The difficulty chosen or typed, and how to show it; ValueError when it cannot be read."""
        combo = self.view.difficulty_combo
        text = combo.currentText().strip()
        name = combo.itemData(combo.findText(text))  # None when the text is no item's
        table = self._difficulties()
        if isinstance(name, str) and name in table:
            return table[name], text
        value = checks.parse_difficulty(text, attribute=self.attribute_roll())
        return value, formatting.number(value)

    def shift(self) -> int:
        view = self.view
        # A specialisation belongs to a skill; attribute rolls disable (not clear) its box.
        specialised = view.specialisation_check.isChecked() and not self.attribute_roll()
        return (int(specialised) + int(view.token_check.isChecked())
                - int(view.malherido_check.isChecked()) - int(view.double_action_check.isChecked())
                + view.advantages_spin.value() - view.disadvantages_spin.value())

    def check_inputs(self, given: tuple[int, str] | None = None) -> CheckInputs:
        """The check typed in; ``given`` (value, text) stands in for the difficulty typed, which
        raises ValueError when it cannot be read."""
        difficulty, difficulty_text = given if given is not None else self.difficulty()
        return CheckInputs(attribute_roll=self.attribute_roll(),
                           attribute=self.view.attribute_spin.value(),
                           skill=self.view.skill_spin.value(), difficulty=difficulty,
                           difficulty_text=difficulty_text, shift=self.shift())

    def _check_mode(self) -> bool:
        return self.view.tabs.currentIndex() == CHECK_TAB

    # --- odds and state -----------------------------------------------------------------------
    def refresh(self) -> None:
        """Recompute errors, rank and odds from the inputs; enable what can be used."""
        view = self.view
        attribute_roll = self.attribute_roll()
        for skill_part in (view.skill_spin, view.skill_label, view.specialisation_check):
            skill_part.setEnabled(not attribute_roll)
        view.skill_hint.setVisible(not attribute_roll and view.skill_spin.value() == 0)

        ready = table_dice = False
        if self._check_mode():
            try:
                inputs = self.check_inputs()
            except ValueError as error:
                view.difficulty_error.set_message(rule_message(error))
                inputs = self.check_inputs((0, ""))  # the same rank, whatever the difficulty
                view.odds_label.setText("")
            else:
                view.difficulty_error.set_message("")
                chances = inputs.odds(explode=self.profile.explode_attribute_rolls)
                view.odds_label.setText(formatting.odds_sentence(
                    chances.success, chances.critical, chances.fumble))
                ready = table_dice = True
            view.rank_label.setText(formatting.rank_sentence(inputs.rank))
        else:
            text = view.expression_edit.text()
            try:
                expression = parse(text)
            except DiceError as error:
                view.expression_error.set_message(rule_message(error) if text.strip() else "")
                view.odds_label.setText(
                    "" if text.strip() else self.tr("Type the dice to roll, such as 2d6+1"))
            else:
                view.expression_error.set_message("")
                view.odds_label.setText(self._expression_odds_text(expression))
                ready = True
                table_dice = single_target_roll(expression)
        view.roll_button.setEnabled(ready)
        for widget in (view.table_dice_edit, view.table_dice_button, view.table_dice_label):
            widget.setEnabled(table_dice)
        view.table_dice_edit.setToolTip(
            view.table_dice_tooltip
            if table_dice or not ready
            else view.table_dice_unavailable_tooltip)

    def _expression_odds_text(self, expression: DiceExpression) -> str:
        explode = self.view.explode_check.isChecked()
        try:
            mean: float | None = expression_mean(expression, explode=explode)
        except DiceError:
            mean = None
        return formatting.expression_summary(expression, explode=explode, mean=mean)

    # --- rolling ------------------------------------------------------------------------------
    def roll(self) -> None:
        """Roll by hand with the program's dice whatever the current tab asks for; a roll by
        hand is nobody's (only a sheet's roll names its character)."""
        self._forget_request()
        self._roll_now()

    def _roll_now(self) -> None:
        # Enabled only while the current tab's inputs read (see refresh), so they read here.
        if self.view.roll_button.isEnabled():
            self._settle()

    def forget_pending_throws(self) -> None:
        self._finish_table_roll()
        # While throws are pending the panel shows them (see _ask_for_next_throw): no more.
        self.view.result_panel.show_display(None)

    def use_table_dice(self) -> None:
        view = self.view
        if not view.table_dice_edit.isEnabled():
            return
        try:
            throws = [*self._pending_throws, *read_throws(view.table_dice_edit.text())]
            self._settle(throws)
        except IncompleteThrowError:
            self._ask_for_next_throw(throws)
        except (DiceError, ValueError) as error:
            view.table_dice_error.set_message(rule_message(error))
            return
        view.table_dice_edit.clear()  # which clears the error too (see _connect)

    def _settle(self, throws: list[tuple[int, int, int]] | None = None) -> None:
        """Roll the current tab's check or expression with the program's dice, or resolve it
        with the ``throws`` typed from the table, and show it: every roll's one path."""
        table = throws is not None
        if self._check_mode():
            inputs = self.check_inputs()
            result = inputs.roll(self.rng, throws, explode=self.profile.explode_attribute_rolls)
            display = check_display(result, what=check_heading(inputs, table=table),
                                    attribute_roll=inputs.attribute_roll,
                                    log_what=check_log_text(inputs, self.subject, table=table))
            detail = result.roll.describe()
        else:
            expression = parse(self.view.expression_edit.text())
            exploding = self.view.explode_check.isChecked()
            rolled = (roll(expression, self.rng, explode=exploding) if throws is None
                      else _table_roll(expression, throws))
            display = expression_display(rolled, exploding=exploding)
            if table:  # a check's log line says so itself
                display = replace(display, log_what=display.log_what + " · " + self.tr("table"))
            detail = rolled.describe()
        self._finish_table_roll()
        self._show(display, detail=detail)

    def _finish_table_roll(self) -> None:
        self._pending_throws.clear()
        self.view.table_dice_prompt.setVisible(False)
        self.view.cancel_throw_button.setVisible(False)

    def _ask_for_next_throw(self, throws: list[tuple[int, int, int]]) -> None:
        view = self.view
        self._pending_throws = list(throws)
        if self._check_mode():
            inputs = self.check_inputs()
            rank = inputs.rank
            what = check_heading(inputs, table=True)
            natural_one_fails = not inputs.attribute_roll
        else:
            rank = 0
            what = formatting.expression_text(parse(view.expression_edit.text()))
            natural_one_fails = True
        # Table dice so far, while the next throw of an explosion is awaited.
        rows = throw_rows(throws, rank, waiting_for_more=True,
                          natural_one_fails=natural_one_fails)
        view.result_panel.show_display(RollDisplay(what, rows),
                                       subject=self.subject.text if self._check_mode() else "")
        view.reveal_result()
        view.table_dice_prompt.setText(
            self.tr("Throw {done} exploded: type the three dice of throw {next}.").format(
                done=formatting.number(len(throws)), next=formatting.number(len(throws) + 1)))
        view.table_dice_prompt.setVisible(True)
        view.cancel_throw_button.setVisible(True)
        view.table_dice_edit.setFocus()

    # --- showing ------------------------------------------------------------------------------
    def _show(self, display: RollDisplay, *, detail: str) -> None:
        subject = self.subject if self._check_mode() else RollSubject()
        # Whether the roll is kept off the players' surfaces.
        secret = self.view.secret_button.isChecked()
        lines = [display.heading, display.sum_text, display.verdict, detail]
        detail_text = "\n".join(line for line in lines if line)
        description = f"{display.log_what} → {display.log_result}"
        spending, recorder = self._spending, self.recorder
        recorded = False
        if (spending is not None and recorder is not None
                and spending.subject.character_id is not None):
            refusal = recorder(spending.subject.character_id, description, detail_text,
                               secret=secret, spend_token=spending.token,
                               use_penalty=spending.penalty)
            if refusal is not None:
                # Not recorded, so not shown: the GM reads why where the result would be.
                self.view.result_panel.show_display(None)
                self.view.roll_error.set_message(refusal)
                return
            # Spent once: the table's dice typed for the same check log their line only.
            self._spending = None
            recorded = True
        self.view.roll_error.set_message("")
        self.view.result_panel.show_display(display, subject=subject.text, secret=secret)
        self.view.reveal_result()
        tone = display.verdict_tone if display.verdict else Tone.NEUTRAL
        self.log.add(LogEntry(display.log_what, display.log_result, detail_text, tone))
        if not recorded:
            self.rolled.emit(description, detail_text, subject.character_id, secret)


def _table_roll(expression: DiceExpression, throws: list[tuple[int, int, int]]) -> DiceRoll:
    """``expression`` (one 1o3d10 and flat numbers: see ``single_target_roll``) with the
    table's ``throws`` for its 1o3d10."""
    target = resolve_1o3d10(throws)
    subtotals = tuple(
        term.sign * (target.value if isinstance(term, TargetDieTerm) else term.value)
        for term in expression.terms
        if isinstance(term, (TargetDieTerm, ConstantTerm)))
    return DiceRoll(expression=expression, total=sum(subtotals), dice=[],
                    target_rolls=(target,), subtotals=subtotals)
