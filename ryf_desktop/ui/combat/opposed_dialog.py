"""An opposed roll between two combatants: what each rolls and its modifier, then who won.

The session's ``opposed_side`` (``side_of``) fills each modifier from the sheet and notes how it
is made; a creature's value the GM types (the roll waits for it). A tie is shown as a tie: the GM
accepts it or rolls again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSignalBlocker
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

from ryf_desktop.ui.combat.enter_keys import EnterDialog
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
#: ``side_of(combatant_id, what)`` → (the modifier, None when the GM must type it; the note).
SideOf = Callable[[int, str], tuple["int | None", str]]
MAX_MODIFIER = 40


class OpposedRollDialog(EnterDialog):
    """Pick two of ``combatants`` (id, name) and roll them against each other."""

    def __init__(
        self,
        combatants: Sequence[tuple[int, str]],
        submit: Submit,
        *,
        first_id: int | None = None,
        side_of: SideOf | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("combat_opposed_dialog", self.tr("Opposed roll"), parent)
        self._submit = submit
        self._side_of = side_of
        # The combatant and what it rolls that each side's modifier was last filled for.
        self._filled: dict[int, tuple[object, str]] = {}

        grid = QGridLayout()
        for column, text in enumerate((self.tr("Who"), self.tr("Rolls"), self.tr("Modifier")), 1):
            grid.addWidget(QLabel(text), 0, column)
        sides: list[tuple[QComboBox, QLineEdit, QSpinBox]] = []
        self.notes: list[QLabel] = []
        for row, (side, text) in enumerate(
                (("first", self.tr("First")), ("second", self.tr("Against")))):
            widgets = (named(QComboBox(), f"opposed_{side}"),
                       named(QLineEdit(self.tr("Físico")), f"opposed_{side}_label"),
                       named(QSpinBox(), f"opposed_{side}_modifier", self.tr(
                           "Attribute + skill (or the creature's value), added to 1o3d10")))
            combo, _label, spin = widgets
            for combatant_id, name in combatants:
                combo.addItem(name, combatant_id)
            # One below the range is "?": a value the GM has yet to type (a creature's).
            spin.setRange(-MAX_MODIFIER - 1, MAX_MODIFIER)
            spin.setSpecialValueText("?")
            spin.setValue(8)
            grid.addWidget(QLabel(text), 2 * row + 1, 0)
            for column, widget in enumerate(widgets, 1):
                grid.addWidget(widget, 2 * row + 1, column)
            note = text_label(name=f"opposed_{side}_note", wrap=True, quiet=True)
            grid.addWidget(note, 2 * row + 2, 1, 1, 3)
            self.notes.append(note)
            sides.append(widgets)
        grid.setColumnStretch(2, 1)
        self._sides = sides
        (self.first_combo, self.first_label, self.first_modifier), (
            self.second_combo, self.second_label, self.second_modifier) = sides
        self.first_combo.setCurrentIndex(max(0, self.first_combo.findData(first_id)))
        if self.second_combo.count() > 1:
            self.second_combo.setCurrentIndex(1 if self.first_combo.currentIndex() == 0 else 0)

        self.roll_button = named(QPushButton(self.tr("&Roll both")), "opposed_roll")
        self.roll_button.setDefault(True)
        self.result_label = text_label(name="opposed_result", wrap=True, scale=1.2, bold=True)
        self.error = named(InlineMessage(), "opposed_error")
        self.buttons = dialog_buttons(self, buttons=QDialogButtonBox.StandardButton.Close)

        self._column = dialog_column(
            self, grid, self.roll_button, self.result_label, self.error, STRETCH, self.buttons)
        self.roll_button.clicked.connect(self.roll)
        for index, (combo, label, _spin) in enumerate(sides):
            combo.currentIndexChanged.connect(lambda _i, side=index: self.fill(side))
            label.editingFinished.connect(lambda side=index: self.fill(side))
            self.fill(index)
        # Enter in the last modifier rolls; in the names and the first modifier it moves on.
        self.commit_on_enter({self.second_modifier: self.roll_button})
        self.resize(560, 260)
        self._fit_height()

    def fill(self, index: int) -> None:
        """The modifier of side ``index`` from the session for the combatant and what it rolls,
        the note under it; a value the GM must type shows "?" until typed (kept while only what
        it rolls changes)."""
        combo, label, spin = self._sides[index]
        combatant_id = combo.currentData()
        if self._side_of is None or not isinstance(combatant_id, int):
            return
        before = self._filled.get(index, (None, ""))[0]
        self._filled[index] = (combatant_id, label.text().strip())
        modifier, note = self._side_of(combatant_id, label.text().strip())
        self.notes[index].setText(note)
        self._fit_height()
        if modifier is None and before == combatant_id:
            return
        with QSignalBlocker(spin):
            spin.setValue(spin.minimum() if modifier is None else modifier)

    def _fit_height(self) -> None:
        """Grow to show every line of the notes and the result at the present width (a wrapped
        label gets the height it needs only when the dialog asks for it)."""
        self._column.activate()
        wanted = (self._column.totalHeightForWidth(self.width())
                  if self._column.hasHeightForWidth() else 0)
        if wanted > self.height():
            self.resize(self.width(), wanted)

    def roll(self) -> None:
        first, second = self.first_combo.currentData(), self.second_combo.currentData()
        if not isinstance(first, int) or not isinstance(second, int):
            return
        if first == second:
            self.error.set_message(self.tr("Pick two different combatants."))
            return
        for index, (combo, label, _spin) in enumerate(self._sides):
            if self._filled.get(index, (None, "")) != (combo.currentData(), label.text().strip()):
                self.fill(index)  # what it rolls was typed without leaving the field
        for combo, _label, spin in self._sides:
            if spin.value() == spin.minimum():
                self.error.set_message(self.tr("Type the value {name} rolls first (see the note "
                                               "under it).").format(name=combo.currentText()))
                spin.setFocus()
                return
        problem, text = self._submit(
            first, self.first_label.text().strip(), self.first_modifier.value(),
            second, self.second_label.text().strip(), self.second_modifier.value(),
        )
        self.error.set_message(problem or "")
        if problem is None:
            self.result_label.setText(text)
        self._fit_height()
