"""Typing one combatant's initiative: the total worked out at the table, or the dice thrown.
``submit(total, throws)`` pushes ``SetInitiative`` and returns the refusal, if any.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialogButtonBox,
    QGridLayout,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.enter_keys import EnterDialog, EnterKeys
from ryf_desktop.ui.common.widgets import (
    InlineMessage,
    dialog_buttons,
    dialog_column,
    named,
    text_label,
)
from ryf_desktop.ui.dice.dice_entry import read_throws

Submit = Callable[[int | None, list[tuple[int, int, int]] | None], "str | None"]
MAX_TOTAL = 200


class InitiativeDialog(EnterDialog):
    """A total or the thrown dice for ``name`` (whose Iniciativa value is ``iniciativa``)."""

    def __init__(
        self,
        name: str,
        iniciativa: int,
        submit: Submit,
        *,
        dice_first: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("combat_initiative_dialog",
                         self.tr("Initiative of {name}").format(name=name), parent)
        self._submit = submit

        heading = text_label(
            self.tr("{name}: Iniciativa {value} + 1o3d10 (a 10 explodes)").format(
                name=name, value=labels.number(iniciativa)), wrap=True)
        self.dice_radio = QRadioButton(self.tr("&Dice thrown"))
        self.total_radio = QRadioButton(self.tr("&Total"))
        group = QButtonGroup(self)
        self.dice_edit = named(
            QLineEdit(), "initiative_dice",
            self.tr("The three d10 the player threw, in any order; after a 10 that explodes, "
                    "the next three"))
        self.dice_edit.setPlaceholderText(self.tr("e.g. 3 8 10, or 3 10 10 / 3 4 7"))
        self.total_spin = named(QSpinBox(), "initiative_total",
                                self.tr("The initiative total, worked out at the table"))
        self.total_spin.setRange(-MAX_TOTAL, MAX_TOTAL)
        self.total_spin.setValue(max(iniciativa, 0) + 5)
        grid = QGridLayout()
        for row, (radio, field) in enumerate(
                ((self.dice_radio, self.dice_edit), (self.total_radio, self.total_spin))):
            group.addButton(radio)
            grid.addWidget(radio, row, 0)
            grid.addWidget(field, row, 1)
        grid.setColumnStretch(1, 1)

        self.error = named(InlineMessage(), "initiative_error")
        self.buttons = dialog_buttons(self)

        dialog_column(self, heading, grid, self.error, self.buttons)

        (self.dice_radio if dice_first else self.total_radio).setChecked(True)
        self.dice_radio.toggled.connect(self._switch)
        self.dice_edit.textEdited.connect(lambda _text: self.dice_radio.setChecked(True))
        self.total_spin.valueChanged.connect(lambda _value: self.total_radio.setChecked(True))
        self._switch()
        # The dice and the total are two ways to say one thing, each the last of its line:
        # Enter in either is OK, once.
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        EnterKeys(self, {self.dice_edit: ok, self.total_spin: ok})

    def _switch(self) -> None:
        self.error.set_message("")
        (self.dice_edit if self.dice_radio.isChecked() else self.total_spin).setFocus()

    def accept(self) -> None:
        if self.dice_radio.isChecked():
            try:
                throws = read_throws(self.dice_edit.text())
            except ValueError as error:
                self.error.set_message(str(error))
                return
            problem = self._submit(None, throws)
        else:
            problem = self._submit(self.total_spin.value(), None)
        if problem is not None:
            self.error.set_message(problem)
            return
        super().accept()
