"""An opposed roll between two combatants: what each rolls and its modifier, then who won.

The GM names what each side rolls ("Fuerza", "Sigilo contra Advertir") and its modifier
(attribute + skill); the session's ``OpposedRoll`` rolls both with each side's rank (malherido,
double action), logs both and the winner. A tie is shown as a tie: the GM accepts it or rolls
again with the same button.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from ryf_desktop.ui.combat.enter_keys import EnterDialog, EnterKeys
from ryf_desktop.ui.common.widgets import (
    STRETCH,
    InlineMessage,
    dialog_buttons,
    dialog_column,
    named,
    text_label,
)

#: ``submit(a_id, a_label, a_modifier, b_id, b_label, b_modifier)`` → (problem, result text).
Submit = Callable[[int, str, int, int, str, int], tuple["str | None", str]]
MAX_MODIFIER = 40


class OpposedRollDialog(EnterDialog):
    """Pick two of ``combatants`` (id, name) and roll them against each other."""

    def __init__(
        self,
        combatants: Sequence[tuple[int, str]],
        submit: Submit,
        *,
        first_id: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("combat_opposed_dialog")
        self.setWindowTitle(self.tr("Opposed roll"))
        self._submit = submit

        grid = QGridLayout()
        for column, text in enumerate((self.tr("Who"), self.tr("Rolls"), self.tr("Modifier")), 1):
            grid.addWidget(QLabel(text), 0, column)
        sides: list[tuple[QComboBox, QLineEdit, QSpinBox]] = []
        for row, (side, text) in enumerate(
                (("first", self.tr("First")), ("second", self.tr("Against"))), 1):
            widgets = (named(QComboBox(), f"opposed_{side}"),
                       named(QLineEdit(self.tr("Físico")), f"opposed_{side}_label"),
                       named(QSpinBox(), f"opposed_{side}_modifier", self.tr(
                           "Attribute + skill (or the creature's value), added to 1o3d10")))
            combo, _label, spin = widgets
            for combatant_id, name in combatants:
                combo.addItem(name, combatant_id)
            spin.setRange(-MAX_MODIFIER, MAX_MODIFIER)
            spin.setValue(8)
            grid.addWidget(QLabel(text), row, 0)
            for column, widget in enumerate(widgets, 1):
                grid.addWidget(widget, row, column)
            sides.append(widgets)
        grid.setColumnStretch(2, 1)
        (self.first_combo, self.first_label, self.first_modifier), (
            self.second_combo, self.second_label, self.second_modifier) = sides
        if first_id is not None and self.first_combo.findData(first_id) >= 0:
            self.first_combo.setCurrentIndex(self.first_combo.findData(first_id))
        if self.second_combo.count() > 1:
            self.second_combo.setCurrentIndex(1 if self.first_combo.currentIndex() == 0 else 0)

        self.roll_button = named(QPushButton(self.tr("&Roll both")), "opposed_roll")
        self.roll_button.setDefault(True)
        self.result_label = text_label(name="opposed_result", wrap=True, scale=1.2, bold=True)
        self.error = named(InlineMessage(), "opposed_error")
        self.buttons = dialog_buttons(self, buttons=QDialogButtonBox.StandardButton.Close)

        dialog_column(
            self, grid, self.roll_button, self.result_label, self.error, STRETCH,
            self.buttons
        )
        self.roll_button.clicked.connect(self.roll)
        # Enter in the last modifier rolls; in the names and the first modifier it moves on.
        EnterKeys(self, {self.second_modifier: self.roll_button})
        self.resize(560, 260)

    def roll(self) -> None:
        first, second = self.first_combo.currentData(), self.second_combo.currentData()
        if not isinstance(first, int) or not isinstance(second, int):
            return
        if first == second:
            self.error.set_message(self.tr("Pick two different combatants."))
            return
        problem, text = self._submit(
            first, self.first_label.text().strip(), self.first_modifier.value(),
            second, self.second_label.text().strip(), self.second_modifier.value(),
        )
        self.error.set_message(problem or "")
        if problem is None:
            self.result_label.setText(text)
