"""The attack roll's own choices in the attack dialog: spend a token (+1) and use a specialisation
of the weapon's skill (+1), as on the character sheet (RULES.md §11).

The widget only offers what the session's preview says is there (the attacker's tokens, that
skill's specialisations); the rank and its reasons come back in the next preview.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QWidget

from ryf_desktop.ui.common.widgets import STRETCH, fill, named

if TYPE_CHECKING:
    from ryf_desktop.session.fighting.plan import AttackPreview


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
        layout = fill(QHBoxLayout(self), self.token_check, self.specialisation_combo, STRETCH)
        layout.setContentsMargins(0, 0, 0, 0)
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
