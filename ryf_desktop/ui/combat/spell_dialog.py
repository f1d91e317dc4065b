"""Casting a spell: the spell, its exact odds and the maná it leaves before the cast, then Cast
(the program throws) or the three d10 thrown at the table — as the attack dialog does.

The dialog asks its :class:`SpellBackend` (the controller, over the session's ``spell_preview``
and ``CastSpell``) and decides nothing: refusals, odds and results come from the session.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.session.fighting.spells import SpellPreview
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.attack_dialog import OddsTile
from ryf_desktop.ui.combat.enter_keys import EnterDialog, EnterKeys
from ryf_desktop.ui.common.widgets import (
    STRETCH,
    InlineMessage,
    dialog_buttons,
    fill,
    named,
    text_label,
)
from ryf_desktop.ui.dice.dice_entry import read_throws
from ryf_desktop.ui.dice.formatting import rank_sentence
from ryf_desktop.ui.tones import Tone

__all__ = ["SpellDialog"]

#: (spell id) → the preview, or why there is none.
Preview = Callable[[int], "SpellPreview | str"]
#: (spell id, throws or None) → (the refusal or None, the log's sentence).
Cast = Callable[[int, "list[tuple[int, int, int]] | None"], tuple["str | None", str]]


class SpellDialog(EnterDialog):
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
        super().__init__(parent)
        self.setObjectName("combat_spell_dialog")
        self.setWindowTitle(self.tr("Cast a spell — {name}").format(name=caster))
        self._preview = preview
        self._cast = cast
        self.preview_shown: SpellPreview | None = None

        heading = text_label(self.tr("{name} casts").format(name=caster), scale=1.5, bold=True)
        self.spell_combo = named(QComboBox(), "spell_choice")
        for one_id, name in spells:
            self.spell_combo.addItem(name, one_id)
        if spell_id is not None:
            self.spell_combo.setCurrentIndex(max(0, self.spell_combo.findData(spell_id)))
        form = QFormLayout()
        form.addRow(self.tr("S&pell"), self.spell_combo)

        self.roll_label = text_label(name="spell_roll", wrap=True)
        self.rank_label = text_label(name="spell_rank", wrap=True)
        self.mana_label = text_label(name="spell_mana")
        self.success_tile = OddsTile(self.tr("success"), Tone.SUCCESS)
        self.critical_tile = OddsTile(self.tr("critical"), Tone.CRITICAL)
        self.fumble_tile = OddsTile(self.tr("fumble"), Tone.DANGER)
        odds_row = QHBoxLayout()
        for tile in (self.success_tile, self.critical_tile, self.fumble_tile):
            odds_row.addWidget(tile)
        self.refusal_label = named(InlineMessage(), "spell_refusal")

        self.cast_button = named(QPushButton(self.tr("&Cast the spell")), "spell_cast")
        self.cast_button.setDefault(True)
        self.throws_edit = named(QLineEdit(), "spell_table_dice")
        self.throws_edit.setPlaceholderText(self.tr("dice thrown: 3 8 10"))
        self.throws_edit.setToolTip(
            self.tr("The three d10 the player threw, in any order; after a 10 that explodes, "
                    "the next three: 3 10 10 / 3 4 7")
        )
        self.table_button = named(QPushButton(self.tr("&Use these dice")), "spell_use_table_dice")
        table_row = fill(QHBoxLayout(), (self.throws_edit, 1), self.table_button)
        self.table_error = InlineMessage()
        self.result_label = text_label(name="spell_result", wrap=True, selectable=True)
        self.buttons = dialog_buttons(self, buttons=QDialogButtonBox.StandardButton.Close)

        fill(
            QVBoxLayout(self), heading, form, self.roll_label, self.rank_label, odds_row,
            self.mana_label, self.refusal_label, self.cast_button,
            QLabel(self.tr("Or the dice thrown at the table:")), table_row, self.table_error,
            self.result_label, STRETCH, self.buttons
        )

        self.spell_combo.currentIndexChanged.connect(self.refresh)
        self.cast_button.clicked.connect(self.cast)
        self.table_button.clicked.connect(self.use_table_dice)
        # Enter in the dice typed casts with them, once; elsewhere it is Cast, once.
        EnterKeys(self, {self.throws_edit: self.table_button})
        self.refresh()
        self.resize(520, 440)

    def spell_id(self) -> int | None:
        value = self.spell_combo.currentData()
        return value if isinstance(value, int) else None

    def refresh(self) -> None:
        """Ask for the preview of the spell chosen and show it."""
        spell_id = self.spell_id()
        preview = self._preview(spell_id) if spell_id is not None else self.tr("No spell")
        for tile in (self.success_tile, self.critical_tile, self.fumble_tile):
            tile.set_value("—")
        if isinstance(preview, str):
            self.preview_shown = None
            for label in (self.roll_label, self.rank_label, self.mana_label):
                label.clear()
            self.refusal_label.set_message(preview)
            self._enable(False)
            return
        self.preview_shown = preview
        self.roll_label.setText(
            self.tr("{modifier} + 1o3d10 against {difficulty}").format(
                modifier=labels.number(preview.modifier),
                difficulty=labels.number(preview.difficulty),
            )
        )
        self.rank_label.setText(rank_sentence(preview.rank, preview.rank_reasons))
        self.success_tile.set_value(labels.percent(preview.p_success))
        self.critical_tile.set_value(labels.percent(preview.p_critical))
        self.fumble_tile.set_value(labels.percent(preview.p_fumble))
        self.mana_label.setText(
            self.tr("Costs {cost} maná of the {left} left").format(
                cost=labels.number(preview.mana_cost), left=labels.number(preview.mana_left)
            )
        )
        self.refusal_label.set_message(preview.refusal or "")
        self._enable(preview.refusal is None)

    def _enable(self, enabled: bool) -> None:
        for widget in (self.cast_button, self.table_button, self.throws_edit):
            widget.setEnabled(enabled)

    def cast(self) -> None:
        """The program throws."""
        self._submit(None)

    def use_table_dice(self) -> None:
        """The three d10 thrown at the table."""
        if not self.table_button.isEnabled():
            return
        try:
            throws = read_throws(self.throws_edit.text())
        except ValueError as error:
            self.table_error.set_message(str(error))
            return
        if self._submit(throws):
            self.throws_edit.clear()

    def _submit(self, throws: list[tuple[int, int, int]] | None) -> bool:
        spell_id = self.spell_id()
        if spell_id is None or not self.cast_button.isEnabled():
            return False
        problem, sentence = self._cast(spell_id, throws)
        if problem is not None:
            self.table_error.set_message(problem)
            return False
        self.table_error.set_message("")
        self.result_label.setText(sentence)
        self.refresh()
        return True
