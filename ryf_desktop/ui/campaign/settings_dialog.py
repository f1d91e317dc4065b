"""File → Campaign settings…: the campaign's name and every key of its rules profile (RULES.md §10).

The attribute points' field (:class:`AttributePointsInput`, whether they are allowed is the
rules' answer) is shared with File → New campaign…; :func:`edit_settings` pushes the changes as
one undoable step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from ryf_desktop.rules.profile import (
    HARSH_ATTRIBUTE_POINTS,
    HEROICO,
    MAX_ATTRIBUTE_POINTS,
    MIN_ATTRIBUTE_POINTS,
    CriticalDamage,
    DiagonalRule,
    PyramidFamily,
    RulesProfile,
    attribute_points_allowed,
)
from ryf_desktop.rules.skills import Setting
from ryf_desktop.ui.campaign import labels
from ryf_desktop.ui.campaign.widgets import form_rows, hint_label, stacked
from ryf_desktop.ui.common.widgets import (
    STRETCH,
    InlineMessage,
    dialog_buttons,
    dialog_column,
    heading,
    named,
    run_modal,
    text_label,
)
from ryf_desktop.ui.dice.formatting import number

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate
MAX_HP_PER_FISICO = 10


class AttributePointsInput:
    """A spin box for the attribute points and the message under it. Wider than the rules
    allow, so a typed 50 is explained instead of silently refused; ``advice`` adds what is
    usual to the message."""

    def __init__(self, object_name: str, *, advice: bool = False) -> None:
        self.spin = named(QSpinBox(), object_name)
        self.spin.setRange(0, 99)
        self.error = named(InlineMessage(), f"{object_name}_error")
        self._advice = advice

    def check(self) -> bool:
        """Whether the rules allow the points shown; says why not under the field."""
        allowed = attribute_points_allowed(self.spin.value())
        self.error.set_message("" if allowed else self.refusal())
        return allowed

    def refusal(self) -> str:
        low, high = number(MIN_ATTRIBUTE_POINTS), number(MAX_ATTRIBUTE_POINTS)
        if not self._advice:
            return translate(
                "ProfileForm",
                "Attribute points must be between {low} and {high}: four attributes of 4 to 10 "
                "each.").format(low=low, high=high)
        return translate(
            "ProfileForm",
            "Attribute points must be between {low} and {high}: four attributes of 4 to 10 "
            "each. {usual} is usual, {harsh} makes a harsher campaign."
        ).format(low=low, high=high, usual=number(HEROICO.attribute_points),
                 harsh=number(HARSH_ATTRIBUTE_POINTS))


class RulesProfileForm(QGroupBox):
    """Every key of a rules profile, with presets that set all but the attribute points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("ProfileForm", "Rules"), parent)
        self.points = AttributePointsInput("settings_attribute_points")
        self.hp_spin = named(QSpinBox(), "settings_hp_per_fisico")
        self.hp_spin.setRange(1, MAX_HP_PER_FISICO)
        for spin in (self.points.spin, self.hp_spin):
            spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance("000") * 3)
        self.pyramids_combo = choice_combo("settings_skill_pyramids", PyramidFamily,
                                           labels.pyramid_name)
        self.critical_combo = choice_combo("settings_critical_damage", CriticalDamage,
                                           labels.critical_name)
        self.critical_hint = hint_label()
        self.explode_check = named(QCheckBox(
            translate("ProfileForm", "Attribute rolls explode on a 10")),
            "settings_explode_attribute_rolls")
        self.diagonal_combo = choice_combo("settings_diagonal_rule", DiagonalRule,
                                           labels.diagonal_name)
        self.magic_check = named(
            QCheckBox(translate("ProfileForm", "Magic: spells and maná")), "settings_magic")
        self.preset_buttons: dict[str, QPushButton] = {}
        self.critical_combo.currentIndexChanged.connect(lambda _index: self._critical_changed())
        self._critical_changed()
        points_hint = hint_label(translate(
            "ProfileForm", "{usual} is usual; {harsh} makes a harsher campaign"
        ).format(usual=number(HEROICO.attribute_points), harsh=number(HARSH_ATTRIBUTE_POINTS)))
        hp_hint = hint_label(translate(
            "ProfileForm", "Maximum PV = Físico × this number (Heroico 4, Realista 3)"))
        diagonal_hint = hint_label(
            translate("ProfileForm", "What a diagonal step costs on the battlemap"))
        rules = form_rows(
            QFormLayout(self),
            (translate("ProfileForm", "&Attribute points"),
             stacked(self.points.spin, points_hint, self.points.error), self.points.spin),
            (translate("ProfileForm", "&PV per Físico"), stacked(self.hp_spin, hp_hint),
             self.hp_spin),
            (translate("ProfileForm", "Skill p&yramids"), self.pyramids_combo, self.pyramids_combo),
            (translate("ProfileForm", "&Critical hits"),
             stacked(self.critical_combo, self.critical_hint), self.critical_combo),
            (translate("ProfileForm", "&Diagonal moves"),
             stacked(self.diagonal_combo, diagonal_hint), self.diagonal_combo),
        )
        rules.setVerticalSpacing(6)
        rules.addRow(self.explode_check)
        rules.addRow(self.magic_check)
        presets_row = QHBoxLayout()
        presets_row.addWidget(QLabel(translate("ProfileForm", "Start from a preset:")))
        for name in labels.PRESETS:
            button = named(QPushButton(name), f"settings_preset_{name.lower()}")
            button.setToolTip(translate(
                "ProfileForm", "Set every rule as {preset} has it (the attribute points stay)"
            ).format(preset=name))
            button.clicked.connect(lambda _checked=False, name=name: self.apply_preset(name))
            self.preset_buttons[name] = button
            presets_row.addWidget(button)
        presets_row.addStretch(1)
        rules.addRow(presets_row)

    def fields(self) -> tuple[QWidget, ...]:
        """Every field the GM may change (locked in a read-only campaign)."""
        return (self.points.spin, self.hp_spin, self.pyramids_combo, self.critical_combo,
                self.explode_check, self.diagonal_combo, self.magic_check,
                *self.preset_buttons.values())

    def show_profile(self, profile: RulesProfile) -> None:
        self.points.spin.setValue(profile.attribute_points)
        self.hp_spin.setValue(profile.hp_per_fisico)
        # Every value of each rule is an item of its combo box.
        self.pyramids_combo.setCurrentIndex(self.pyramids_combo.findData(profile.skill_pyramids))
        self.critical_combo.setCurrentIndex(self.critical_combo.findData(profile.critical_damage))
        self.explode_check.setChecked(profile.explode_attribute_rolls)
        self.diagonal_combo.setCurrentIndex(self.diagonal_combo.findData(profile.diagonal_rule))
        self.magic_check.setChecked(profile.magic)

    def apply_preset(self, name: str) -> None:
        points = self.points.spin.value()
        self.show_profile(labels.PRESETS[name])
        self.points.spin.setValue(points)

    def profile(self) -> RulesProfile:
        """The profile as shown; only call when the points are allowed (the rules refuse them
        otherwise)."""
        return RulesProfile(
            attribute_points=self.points.spin.value(),
            hp_per_fisico=self.hp_spin.value(),
            skill_pyramids=PyramidFamily(self.pyramids_combo.currentData()),
            critical_damage=CriticalDamage(self.critical_combo.currentData()),
            explode_attribute_rolls=self.explode_check.isChecked(),
            diagonal_rule=DiagonalRule(self.diagonal_combo.currentData()),
            magic=self.magic_check.isChecked(),
        )

    def _critical_changed(self) -> None:
        self.critical_hint.setText(labels.critical_source(self.critical_combo.currentData()))


def choice_combo(object_name: str, values: Iterable[StrEnum], name_of: Callable[[Any], str]
                 ) -> QComboBox:
    """A combo box of ``values`` by their names, each value's text as its data."""
    combo = named(QComboBox(), object_name)
    for value in values:
        combo.addItem(name_of(value), str(value))
    return combo


class CampaignSettingsDialog(QDialog):
    """Edit a campaign's name and rules profile; ``read_only`` shows them without editing."""

    def __init__(
        self,
        name: str,
        setting: Setting | str,
        profile: RulesProfile,
        *,
        read_only: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("campaign_settings_dialog")
        self.setWindowTitle(self.tr("Campaign settings"))
        self._read_only = read_only
        title = heading(self.tr("Campaign settings"))

        self.name_edit = named(QLineEdit(), "settings_name")
        self.name_edit.setMaxLength(120)
        self.name_error = named(InlineMessage(), "settings_name_error")
        self.setting_label = text_label(labels.setting_name(setting), "settings_setting")
        setting_hint = hint_label(self.tr("Chosen when the campaign was created"))

        identity = form_rows(
            QFormLayout(),
            (self.tr("&Name"), stacked(self.name_edit, self.name_error), self.name_edit),
            (self.tr("Setting"), stacked(self.setting_label, setting_hint), None),
        )

        self.rules = RulesProfileForm()

        self.read_only_note = named(hint_label(
            self.tr("The campaign is open read-only: these settings cannot be changed now.")),
            "settings_read_only_note")
        self.change_note = hint_label(
            self.tr("Changes apply from now on and can be undone with Edit → Undo."))

        self.buttons = dialog_buttons(self, self.tr("Apply"), cancel=self.tr("Cancel"))
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)

        dialog_column(self, title, self.read_only_note, identity, self.rules, self.change_note,
                      STRETCH, self.buttons)
        self.setMinimumWidth(620)
        self.name_edit.setText(name)
        self.rules.show_profile(profile)
        self.name_edit.textChanged.connect(lambda _text: self._validate())
        self.rules.points.spin.valueChanged.connect(lambda _value: self._validate())
        self._validate()
        self.read_only_note.setVisible(read_only)
        self.change_note.setVisible(not read_only)
        self.save_button.setVisible(not read_only)
        for field in (self.name_edit, *self.rules.fields()):
            field.setEnabled(not read_only)
        if read_only:
            self.cancel_button.setText(self.tr("Close"))

    def name(self) -> str:
        return self.name_edit.text().strip()

    def _validate(self) -> bool:
        name_ok = bool(self.name())
        self.name_error.set_message(
            "" if name_ok else self.tr("The campaign needs a name: type one."))
        points_ok = self.rules.points.check()
        return name_ok and points_ok

    def accept(self) -> None:
        if self._read_only:
            self.reject()
            return
        if not self._validate():
            (self.name_edit if not self.name() else self.rules.points.spin).setFocus()
            return
        super().accept()


def edit_settings(session: CampaignSession, window: QWidget) -> bool:
    """Ask for the campaign's name and rules and push what changed (one undo step)."""
    from ryf_desktop.session import ChangeProfile, RenameCampaign
    from ryf_desktop.session.command import CompositeCommand, ModelCommand

    dialog = CampaignSettingsDialog(session.name, session.setting, session.profile,
                                    read_only=session.read_only, parent=window)
    parts: list[ModelCommand] | None = run_modal(dialog, lambda shown: [
        *([RenameCampaign(session, shown.name())] if shown.name() != session.name else []),
        *([ChangeProfile(session, shown.rules.profile())]
          if shown.rules.profile() != session.profile else []),
    ])
    if not parts or session.read_only:
        return False
    # Both changes at once are one step (one write, one undo), as the GM made them in one dialog.
    command = parts[0] if len(parts) == 1 else CompositeCommand(
        session, translate("CampaignController", "Change the campaign settings"), parts)
    return session.push(command)
