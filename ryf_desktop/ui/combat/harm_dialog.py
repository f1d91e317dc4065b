"""Manual damage or healing for one combatant or character (:class:`HarmDialog`); the session's
``ManualHarm`` does the rest, and the dialog shows its sentence and stays open."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QWidget,
)

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.session.campaign_session import CampaignSession
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.fighting.harm import REASON_MAX, ManualHarm, harm_expression
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

__all__ = ["HarmDialog", "HarmRequest", "harm_applier"]


@dataclass(frozen=True, slots=True)
class HarmRequest:
    """What the GM asked for in the dialog."""

    amount: str
    healing: bool
    armour: bool
    reason: str


#: Applies a request: (the refusal or None, the log's sentence).
HarmApplier = Callable[[HarmRequest], tuple[str | None, str]]


def harm_applier(
    session: CampaignSession,
    push: Callable[[ManualHarm], str | None],
    rng: RandomSource,
    *,
    combatant_id: int | None = None,
    character_id: int | None = None,
) -> HarmApplier:
    """An applier that pushes :class:`ManualHarm` for the target through ``push`` (which returns
    the session's refusal, or None when done)."""

    def apply(request: HarmRequest) -> tuple[str | None, str]:
        try:
            harm_expression(request.amount)
        except CommandError as error:
            # Said in the dialog, beside the field, before anything is pushed.
            return str(error), ""
        command = ManualHarm(
            session, request.amount, combatant_id=combatant_id, character_id=character_id,
            healing=request.healing, armour=request.armour, reason=request.reason, rng=rng,
        )
        problem = push(command)
        if problem is not None:
            return problem, ""
        result = command.result
        return None, "" if result is None else result.text

    return apply


class HarmDialog(EnterDialog):
    """Damage or heal ``name``; ``apply`` does it and says what happened."""

    def __init__(self, name: str, apply: HarmApplier, *, parent: QWidget | None = None) -> None:
        super().__init__("harm_dialog", self.tr("Damage or heal — {name}").format(name=name),
                         parent)
        self._apply = apply

        self.amount_edit = named(
            QLineEdit(), "harm_amount",
            self.tr("An amount, or dice to roll: damage dice explode, healing dice do not"))
        self.amount_edit.setPlaceholderText(self.tr("7, or dice such as 2d6+1"))
        self.damage_radio = named(QRadioButton(self.tr("&Damage")), "harm_damage")
        self.heal_radio = named(QRadioButton(self.tr("&Heal")), "harm_heal")
        self.damage_radio.setChecked(True)
        kind_row = fill(QHBoxLayout(), self.damage_radio, self.heal_radio, STRETCH)
        self.armour_check = named(
            QCheckBox(self.tr("&Armour applies (its absorption is subtracted)")), "harm_armour")
        self.armour_check.setChecked(True)
        self.reason_edit = named(QLineEdit(), "harm_reason")
        self.reason_edit.setMaxLength(REASON_MAX)
        self.reason_edit.setPlaceholderText(self.tr("optional: a fall, a molotov…"))

        # The amount last, beside Apply: Enter there applies it once; Enter in the reason
        # above only moves on to the next control.
        form = QFormLayout()
        form.addRow(self.tr("&Reason"), self.reason_edit)
        form.addRow("", kind_row)
        form.addRow("", self.armour_check)
        form.addRow(self.tr("A&mount"), self.amount_edit)

        self.apply_button = named(QPushButton(self.tr("A&pply")), "harm_apply")
        self.apply_button.setDefault(True)
        self.error_label = named(InlineMessage(), "harm_error")
        self.result_label = text_label(name="harm_result", wrap=True, selectable=True)
        self.buttons = dialog_buttons(self, buttons=QDialogButtonBox.StandardButton.Close)

        dialog_column(
            self, heading(self.tr("Damage or heal {name}").format(name=name)), form,
            self.apply_button, self.error_label, self.result_label, STRETCH, self.buttons
        )

        self.heal_radio.toggled.connect(self._kind_changed)
        self.amount_edit.textChanged.connect(lambda _text: self.error_label.set_message(""))
        self.apply_button.clicked.connect(self.apply)
        # After a change, Apply waits until the GM touches the form again (edits a field, or
        # goes back into one): a hurried second Enter closes the window, never harms twice.
        for edit in (self.amount_edit, self.reason_edit):
            edit.textChanged.connect(self._rearm)
        for box in (self.damage_radio, self.heal_radio, self.armour_check):
            box.toggled.connect(self._rearm)
        self.commit_on_enter({self.amount_edit: self.apply_button})
        self.setTabOrder(self.amount_edit, self.apply_button)
        self.amount_edit.setFocus()
        self.resize(460, 300)

    def request(self) -> HarmRequest:
        healing = self.heal_radio.isChecked()
        return HarmRequest(
            amount=self.amount_edit.text(),
            healing=healing,
            armour=self.armour_check.isChecked() and not healing,
            reason=self.reason_edit.text(),
        )

    def apply(self) -> bool:
        """Apply what is typed; the session's refusal or the log's sentence is shown."""
        problem, sentence = self._apply(self.request())
        if problem is not None:
            self.error_label.set_message(problem)
            return False
        self.error_label.set_message("")
        self.result_label.setText(sentence)
        self.amount_edit.selectAll()
        self.apply_button.setEnabled(False)
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)
        close.setFocus()
        return True

    def _rearm(self) -> None:
        if not self.apply_button.isEnabled():
            self.apply_button.setEnabled(True)
            self.apply_button.setDefault(True)

    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        if new in (self.amount_edit, self.reason_edit):
            self._rearm()
        super()._focus_moved(old, new)

    def _kind_changed(self, healing: bool) -> None:
        # Armour absorbs damage, not healing.
        self.armour_check.setEnabled(not healing)
        self.apply_button.setText(
            self.tr("A&pply the healing") if healing else self.tr("A&pply")
        )
