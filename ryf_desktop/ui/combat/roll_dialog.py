"""The dialogs of a roll with its odds (:class:`RollDialog`, :class:`SpellDialog`) and the
attack's own parts; refusals, odds and results all come from the session."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.rules.strike import WoundsQuestion
from ryf_desktop.session.fighting.spells import SpellPreview
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.enter_keys import EnterDialog
from ryf_desktop.ui.common.widgets import (
    STRETCH,
    InlineMessage,
    dialog_buttons,
    dialog_column,
    fill,
    heading,
    named,
    text_label,
)
from ryf_desktop.ui.dice.dice_entry import read_throws
from ryf_desktop.ui.dice.formatting import rank_sentence
from ryf_desktop.ui.secret_rolls import SecretRolls
from ryf_desktop.ui.tones import Tone, tone_color

if TYPE_CHECKING:
    from ryf_desktop.session.fighting.plan import AttackPreview

__all__ = [
    "OddsTile", "RollChoices", "RollDialog", "SecretRollCheck", "SpellDialog", "WoundsWorker"]

P = TypeVar("P")
D = TypeVar("D")
#: Shown in a tile or a label while there are no odds to show.
NONE = "—"


class OddsTile(QFrame):
    """One chance in large type over its caption: '62 %' over 'hit'."""

    def __init__(self, caption: str, tone: Tone, name: str = "") -> None:
        super().__init__()
        self.setObjectName(name)
        self.tone = tone
        self.value_label = text_label(NONE, scale=2.2, bold=True)
        self.caption_label = text_label(caption, bold=True)
        for shown in (self.value_label, self.caption_label):
            shown.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        layout = fill(QVBoxLayout(self), self.value_label, self.caption_label)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(0)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._recolor()

    def set_value(self, text: str) -> None:
        self.value_label.setText(text)

    def _recolor(self) -> None:
        colour = tone_color(self.tone, self.palette())
        for label in (self.value_label, self.caption_label):
            palette = label.palette()
            palette.setColor(QPalette.ColorRole.WindowText, colour)
            label.setPalette(palette)
        if self.tone is not Tone.NEUTRAL:
            # A wash of the tone behind the number: hit, critical and fumble tell apart at a
            # glance, in a light or a dark theme.
            palette = self.palette()
            base = palette.color(QPalette.ColorRole.Base)
            wash = QColor.fromRgbF(
                base.redF() * 0.86 + colour.redF() * 0.14,
                base.greenF() * 0.86 + colour.greenF() * 0.14,
                base.blueF() * 0.86 + colour.blueF() * 0.14,
            )
            if wash != palette.color(QPalette.ColorRole.Window):
                palette.setColor(QPalette.ColorRole.Window, wash)
                self.setPalette(palette)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._recolor()


class RollDialog(EnterDialog, Generic[P, D]):
    """A roll's dialog named ``prefix``: the subclass makes its own widgets, then calls
    :meth:`_roll_part` for the buttons and the dice typed; ``preview_shown`` is the preview on
    show (None while there is only a refusal)."""

    def __init__(self, prefix: str, title: str, parent: QWidget | None) -> None:
        super().__init__(f"combat_{prefix}_dialog", title, parent)
        self.preview_shown: P | None = None
        #: The odds tiles, and the labels that say what the odds are of: a refusal blanks them.
        self.tiles: tuple[OddsTile, ...] = ()
        self.preview_labels: tuple[QLabel, ...] = ()
        self.refusal_label = named(InlineMessage(), f"{prefix}_refusal")
        self.table_error = named(InlineMessage(), f"{prefix}_table_error")
        self.buttons = dialog_buttons(self, buttons=QDialogButtonBox.StandardButton.Close)

    def _roll_part(
        self, roll: QPushButton, table: QPushButton, *edits: QLineEdit
    ) -> tuple[QWidget | QHBoxLayout, ...]:
        """The default button ``roll`` (the program throws), then the dice thrown at the table
        typed in ``edits`` and used by ``table``; what to add to the layout, in order."""
        self.roll_button, self.table_button, self.dice_edits = roll, table, edits
        # Enter in the last of the dice typed uses them, once; in the others (and the attack's
        # distance) it moves on, never a roll: elsewhere it is the roll button's, once.
        self.commit_on_enter({edits[-1]: table})
        roll.setDefault(True)
        roll.clicked.connect(self.roll)
        table.clicked.connect(self.use_table_dice)
        caption = QLabel(
            QCoreApplication.translate("RollDialog", "Or the dice thrown at the table:"))
        row = fill(QHBoxLayout(), *((edit, 1) for edit in edits), table)
        return roll, caption, row, self.table_error

    def _enable_rolling(self, enabled: bool) -> None:
        for widget in (self.roll_button, self.table_button, *self.dice_edits):
            widget.setEnabled(enabled)

    def _show_refusal(self, reason: str) -> None:
        """No odds to show, and why; no roll until the choices change."""
        self.preview_shown = None
        for tile in self.tiles:
            tile.set_value(NONE)
        for label in self.preview_labels:
            label.clear()
        self.refusal_label.set_message(reason)
        self._enable_rolling(False)

    def roll(self) -> None:
        """The program throws."""
        self._submit(None)

    def use_table_dice(self) -> None:
        """The dice a player threw, as typed (the button is clicked only while enabled)."""
        try:
            dice = self._read_dice()
        except ValueError as error:
            self.table_error.set_message(str(error))
            return
        self.table_error.set_message("")
        if self._submit(dice):
            for edit in self.dice_edits:
                edit.clear()

    def _told(self, problem: str | None) -> bool:
        """The session's refusal of a roll shown under the dice; whether there was none."""
        # Cleared on success too: an earlier refusal is stale now.
        self.table_error.set_message(problem or "")
        return problem is None

    # --- what each dialog does its own way ----------------------------------------------------
    def _read_dice(self) -> D:
        """The dice typed, read (ValueError says what is wrong with them)."""
        raise NotImplementedError

    def _submit(self, dice: D | None) -> bool:
        """Make the roll with ``dice`` (None: the program throws); whether it was made."""
        raise NotImplementedError


class RollChoices(QWidget):
    """"Spend a token (+1)" and the specialisation list; ``changed`` when the GM picks."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.token_check = named(QCheckBox(self.tr("Spend a to&ken (+1)")), "attack_spend_token")
        self.token_check.setEnabled(False)
        self.specialisation_combo = named(QComboBox(), "attack_specialisation")
        self.specialisation_combo.addItem(self.tr("No specialisation"), None)
        self.specialisation_combo.setVisible(False)
        fill(QHBoxLayout(self), self.token_check, self.specialisation_combo, STRETCH, margin=0)
        self.token_check.toggled.connect(self.changed)
        self.specialisation_combo.currentIndexChanged.connect(self.changed)

    def spend_token(self) -> bool:
        return self.token_check.isEnabled() and self.token_check.isChecked()

    def specialisation(self) -> str | None:
        value = self.specialisation_combo.currentData()
        return value if isinstance(value, str) else None

    def roll_made(self) -> None:
        """A token is spent for one roll: the next one starts without it (as on the sheet)."""
        with QSignalBlocker(self.token_check):
            self.token_check.setChecked(False)

    def show_options(self, preview: AttackPreview) -> None:
        """Offer the tokens and specialisations the preview names; a choice no longer offered
        is dropped (and ``changed`` asks for a preview without it)."""
        dropped = False
        tokens = preview.tokens
        self.token_check.setEnabled(bool(tokens))
        if tokens is None:
            self.token_check.setToolTip(self.tr("Creatures have no tokens"))
        else:
            self.token_check.setToolTip(
                self.tr("Tokens left: {n}").format(n=tokens) if tokens
                else self.tr("No tokens left")
            )
        if not tokens and self.token_check.isChecked():
            with QSignalBlocker(self.token_check):
                self.token_check.setChecked(False)
            dropped = True
        combo = self.specialisation_combo
        offered = tuple(combo.itemData(i) for i in range(1, combo.count()))
        if offered != preview.specialisations:
            chosen = self.specialisation()
            with QSignalBlocker(combo):
                while combo.count() > 1:
                    combo.removeItem(1)
                for name in preview.specialisations:
                    combo.addItem(self.tr("Specialisation: {name} (+1)").format(name=name), name)
                index = combo.findData(chosen) if chosen in preview.specialisations else 0
                combo.setCurrentIndex(max(0, index))
            dropped = dropped or (chosen is not None and index <= 0)
        combo.setVisible(bool(preview.specialisations))
        if dropped:
            self.changed.emit()


class SecretRollCheck(QCheckBox):
    """The attack's "Secret rolls" box, bound both ways to the window's ``switch`` (without one,
    a box of its own dialog alone): a mode, not one roll (ruling of issue 23)."""

    def __init__(self, switch: SecretRolls | None, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("&Secret rolls — stays on for every roll until unticked"),
                         parent)
        self.setObjectName("attack_secret")
        self.setToolTip(
            self.tr("A mode, like the Dice dock's Secret roll (the same switch): while it is "
                    "ticked, every roll of the game master — this attack, the next combatant's, "
                    "the Dice dock's — stays off the table screen and the phones. Untick it to "
                    "roll in the open again.")
        )
        if switch is not None:
            self.setChecked(switch.secret)
            self.toggled.connect(switch.set_secret)
            switch.changed.connect(self.setChecked)


class WoundsWorker(QObject):
    """Answers :class:`WoundsQuestion`; ``answered(question, wounds)`` for the newest only."""

    #: (the question, its expected wounds): emitted on the GUI thread (queued from the worker).
    answered = Signal(object, float)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ryf-wounds")
        self._newest: WoundsQuestion | None = None
        self._waiting: Future[float] | None = None
        #: Answers already worked out while this dialog is open (the GM goes back and forth).
        self._known: dict[WoundsQuestion, float] = {}

    def ask(self, question: WoundsQuestion) -> float | None:
        """The answer now when it is quick or known; else None, and ``answered`` later."""
        self._newest = question
        if question in self._known:
            return self._known[question]
        if question.quick:
            return self._remember(question, question.answer())
        if self._waiting is not None:
            self._waiting.cancel()  # not started yet: the newer question replaces it
        future = self._pool.submit(question.answer)
        self._waiting = future
        future.add_done_callback(lambda done: self._done(question, done))
        return None

    def _remember(self, question: WoundsQuestion, wounds: float) -> float:
        self._known[question] = wounds
        return wounds

    def _done(self, question: WoundsQuestion, future: Future[float]) -> None:
        # On the worker thread: only a signal crosses back (queued to the GUI thread).
        if future.cancelled() or future.exception() is not None:
            return
        # RuntimeError: the dialog was closed and deleted meanwhile; nobody waits for it.
        with contextlib.suppress(RuntimeError):
            self.answered.emit(question, future.result())

    def take(self, question: WoundsQuestion, wounds: float) -> bool:
        """Keep an answer (on the GUI thread); whether it is the newest question's."""
        self._remember(question, wounds)
        return question == self._newest

    def stop(self) -> None:
        """Drop what waits; the thread ends after the answer it is working on."""
        self._newest = None
        self._pool.shutdown(wait=False, cancel_futures=True)


Throws = list[tuple[int, int, int]]
#: (spell id) → the preview, or why there is none.
Preview = Callable[[int], "SpellPreview | str"]
#: (spell id, throws or None) → (the refusal or None, the log's sentence).
Cast = Callable[[int, "Throws | None"], tuple["str | None", str]]


class SpellDialog(RollDialog[SpellPreview, Throws]):
    """``caster`` casts one of ``spells`` ((id, name) pairs)."""

    def __init__(
        self,
        caster: str,
        spells: Sequence[tuple[int, str]],
        preview: Preview,
        cast: Cast,
        *,
        spell_id: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("spell", self.tr("Cast a spell — {name}").format(name=caster), parent)
        self._preview = preview
        self._cast = cast

        self.spell_combo = named(QComboBox(), "spell_choice")
        for one_id, name in spells:
            self.spell_combo.addItem(name, one_id)
        self.spell_combo.setCurrentIndex(max(0, self.spell_combo.findData(spell_id)))
        form = QFormLayout()
        form.addRow(self.tr("S&pell"), self.spell_combo)

        self.roll_label = text_label(name="spell_roll", wrap=True)
        self.rank_label = text_label(name="spell_rank", wrap=True)
        self.mana_label = text_label(name="spell_mana")
        self.preview_labels = (self.roll_label, self.rank_label, self.mana_label)
        self.success_tile = OddsTile(self.tr("success"), Tone.SUCCESS)
        self.critical_tile = OddsTile(self.tr("critical"), Tone.CRITICAL)
        self.fumble_tile = OddsTile(self.tr("fumble"), Tone.DANGER)
        self.tiles = (self.success_tile, self.critical_tile, self.fumble_tile)

        self.cast_button = named(QPushButton(self.tr("&Cast the spell")), "spell_cast")
        self.throws_edit = named(
            QLineEdit(), "spell_table_dice",
            self.tr("The three d10 the player threw, in any order; after a 10 that explodes, "
                    "the next three: 3 10 10 / 3 4 7"))
        self.throws_edit.setPlaceholderText(self.tr("dice thrown: 3 8 10"))
        table_button = named(QPushButton(self.tr("&Use these dice")), "spell_use_table_dice")
        self.result_label = text_label(name="spell_result", wrap=True, selectable=True)

        dialog_column(
            self, heading(self.tr("{name} casts").format(name=caster), 1.5), form,
            self.roll_label, self.rank_label, fill(QHBoxLayout(), *self.tiles), self.mana_label,
            self.refusal_label, *self._roll_part(self.cast_button, table_button, self.throws_edit),
            self.result_label, STRETCH, self.buttons
        )

        self.spell_combo.currentIndexChanged.connect(self.refresh)
        self.refresh()
        self.resize(520, 440)

    def spell_id(self) -> int | None:
        value = self.spell_combo.currentData()
        return value if isinstance(value, int) else None

    def refresh(self) -> None:
        """Ask for the preview of the spell chosen and show it."""
        spell_id = self.spell_id()
        preview = self._preview(spell_id) if spell_id is not None else self.tr("No spell")
        if isinstance(preview, str):
            self._show_refusal(preview)
            return
        self.preview_shown = preview
        self.roll_label.setText(
            self.tr("{modifier} + 1o3d10 against {difficulty}").format(
                modifier=labels.number(preview.modifier),
                difficulty=labels.number(preview.difficulty),
            )
        )
        self.rank_label.setText(rank_sentence(preview.rank, preview.rank_reasons))
        for tile, p in zip(self.tiles, (preview.p_success, preview.p_critical, preview.p_fumble),
                           strict=True):
            tile.set_value(labels.percent(p))
        self.mana_label.setText(
            self.tr("Costs {cost} maná of the {left} left").format(
                cost=labels.number(preview.mana_cost), left=labels.number(preview.mana_left)
            )
        )
        self.refusal_label.set_message(preview.refusal or "")
        self._enable_rolling(preview.refusal is None)

    def _read_dice(self) -> Throws:
        return read_throws(self.throws_edit.text())

    def _submit(self, dice: Throws | None) -> bool:
        spell_id = self.spell_id()
        if spell_id is None or not self.cast_button.isEnabled():
            return False
        problem, sentence = self._cast(spell_id, dice)
        if not self._told(problem):
            return False
        self.result_label.setText(sentence)
        self.refresh()
        return True
