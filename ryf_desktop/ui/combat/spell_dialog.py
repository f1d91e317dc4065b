"""Casting a spell: its exact odds and the maná it leaves, then Cast or the three d10 thrown at
the table, as the attack dialog does; the session decides everything.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QWidget,
)

from ryf_desktop.session.fighting.spells import SpellPreview
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.enter_keys import EnterKeys
from ryf_desktop.ui.combat.roll_dialog import OddsTile, RollDialog
from ryf_desktop.ui.common.widgets import STRETCH, dialog_column, fill, heading, named, text_label
from ryf_desktop.ui.dice.dice_entry import read_throws
from ryf_desktop.ui.dice.formatting import rank_sentence
from ryf_desktop.ui.tones import Tone

__all__ = ["SpellDialog"]

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
        if spell_id is not None:
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
        # Enter in the dice typed casts with them, once; elsewhere it is Cast, once.
        EnterKeys(self, {self.throws_edit: table_button})
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
