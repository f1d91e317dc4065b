"""File → Campaign settings…: the campaign's name and every key of its rules profile (RULES.md §10).

The dialog shows the values and checks what was typed; the controller turns the differences
into session commands (a rename, a profile change), so each is one undoable step.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
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
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.rules.profile import (
    HARSH_ATTRIBUTE_POINTS,
    HEROICO,
    CriticalDamage,
    DiagonalRule,
    PyramidFamily,
    RulesProfile,
)
from ryf_desktop.rules.skills import Setting
from ryf_desktop.ui.campaign import labels
from ryf_desktop.ui.campaign.new_dialog import MAX_ATTRIBUTE_POINTS, MIN_ATTRIBUTE_POINTS
from ryf_desktop.ui.campaign.widgets import InlineMessage, form_row, hint_label, stacked

MAX_HP_PER_FISICO = 10


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
        self._original_name = name
        self._original_profile = profile
        self._read_only = read_only
        self._build(setting)
        self.name_edit.setText(name)
        self.show_profile(profile)
        self._connect()
        self._validate()
        if read_only:
            self._lock_fields()

    # --- layout -------------------------------------------------------------------------------
    def _build(self, setting: Setting | str) -> None:
        # Dialog layout, read top to bottom as the dialog shows it: longer than 80 lines.
        heading = QLabel(self.tr("Campaign settings"))
        heading_font = QFont(heading.font())
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.3)
        heading_font.setBold(True)
        heading.setFont(heading_font)

        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("settings_name")
        self.name_edit.setMaxLength(120)
        self.name_error = InlineMessage()
        self.name_error.setObjectName("settings_name_error")
        self.setting_label = QLabel(labels.setting_name(setting))
        self.setting_label.setObjectName("settings_setting")
        setting_hint = hint_label(self.tr("Chosen when the campaign was created"))

        identity = QFormLayout()
        identity.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form_row(
            identity, self.tr("&Name"), stacked(self.name_edit, self.name_error), self.name_edit
        )
        form_row(identity, self.tr("Setting"), stacked(self.setting_label, setting_hint))

        self.points_spin = QSpinBox()
        self.points_spin.setObjectName("settings_attribute_points")
        self.points_spin.setRange(0, 99)
        self.points_error = InlineMessage()
        self.points_error.setObjectName("settings_attribute_points_error")
        points_hint = hint_label(
            self.tr("{usual} is usual; {harsh} makes a harsher campaign").format(
                usual=labels.number(HEROICO.attribute_points),
                harsh=labels.number(HARSH_ATTRIBUTE_POINTS),
            )
        )
        self.hp_spin = QSpinBox()
        self.hp_spin.setObjectName("settings_hp_per_fisico")
        self.hp_spin.setRange(1, MAX_HP_PER_FISICO)
        for spin in (self.points_spin, self.hp_spin):
            spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance("000") * 3)
        hp_hint = hint_label(self.tr("Maximum PV = Físico × this number (Heroico 4, Realista 3)"))
        self.pyramids_combo = QComboBox()
        self.pyramids_combo.setObjectName("settings_skill_pyramids")
        for family in PyramidFamily:
            self.pyramids_combo.addItem(labels.pyramid_name(family), str(family))
        self.critical_combo = QComboBox()
        self.critical_combo.setObjectName("settings_critical_damage")
        for rule in CriticalDamage:
            self.critical_combo.addItem(labels.critical_name(rule), str(rule))
        self.critical_hint = hint_label()
        self.explode_check = QCheckBox(self.tr("Attribute rolls explode on a 10"))
        self.explode_check.setObjectName("settings_explode_attribute_rolls")
        self.diagonal_combo = QComboBox()
        self.diagonal_combo.setObjectName("settings_diagonal_rule")
        for diagonal in DiagonalRule:
            self.diagonal_combo.addItem(labels.diagonal_name(diagonal), str(diagonal))
        diagonal_hint = hint_label(self.tr("What a diagonal step costs on the battlemap"))
        self.magic_check = QCheckBox(self.tr("Magic: spells and maná"))
        self.magic_check.setObjectName("settings_magic")

        rules_box = QGroupBox(self.tr("Rules"))
        rules = QFormLayout(rules_box)
        rules.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        rules.setVerticalSpacing(6)
        form_row(
            rules,
            self.tr("&Attribute points"),
            stacked(self.points_spin, points_hint, self.points_error),
            self.points_spin,
        )
        form_row(rules, self.tr("&PV per Físico"), stacked(self.hp_spin, hp_hint), self.hp_spin)
        form_row(rules, self.tr("Skill p&yramids"), self.pyramids_combo, self.pyramids_combo)
        form_row(
            rules,
            self.tr("&Critical hits"),
            stacked(self.critical_combo, self.critical_hint),
            self.critical_combo,
        )
        form_row(
            rules,
            self.tr("&Diagonal moves"),
            stacked(self.diagonal_combo, diagonal_hint),
            self.diagonal_combo,
        )
        rules.addRow(self.explode_check)
        rules.addRow(self.magic_check)

        self.preset_buttons: dict[str, QPushButton] = {}
        presets_row = QHBoxLayout()
        presets_row.addWidget(QLabel(self.tr("Start from a preset:")))
        for name in labels.PRESETS:
            button = QPushButton(name)
            button.setObjectName(f"settings_preset_{name.lower()}")
            button.setToolTip(
                self.tr("Set every rule as {preset} has it (the attribute points stay)").format(
                    preset=name
                )
            )
            self.preset_buttons[name] = button
            presets_row.addWidget(button)
        presets_row.addStretch(1)
        rules.addRow(presets_row)

        self.read_only_note = hint_label(
            self.tr("The campaign is open read-only: these settings cannot be changed now.")
        )
        self.read_only_note.setObjectName("settings_read_only_note")
        self.read_only_note.setVisible(False)
        self.change_note = hint_label(
            self.tr("Changes apply from now on and can be undone with Edit → Undo.")
        )

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.save_button.setText(self.tr("Apply"))
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setText(self.tr("Cancel"))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(10)
        layout.addWidget(heading)
        layout.addWidget(self.read_only_note)
        layout.addLayout(identity)
        layout.addWidget(rules_box)
        layout.addWidget(self.change_note)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(620)

    def _connect(self) -> None:
        self.name_edit.textChanged.connect(lambda _text: self._validate())
        self.points_spin.valueChanged.connect(lambda _value: self._validate())
        self.critical_combo.currentIndexChanged.connect(lambda _index: self._critical_changed())
        for name, button in self.preset_buttons.items():
            button.clicked.connect(lambda _checked=False, name=name: self.apply_preset(name))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._critical_changed()

    def _lock_fields(self) -> None:
        self.read_only_note.setVisible(True)
        self.change_note.setVisible(False)
        for field in (
            self.name_edit,
            self.points_spin,
            self.hp_spin,
            self.pyramids_combo,
            self.critical_combo,
            self.explode_check,
            self.diagonal_combo,
            self.magic_check,
            *self.preset_buttons.values(),
        ):
            field.setEnabled(False)
        self.save_button.setVisible(False)
        self.cancel_button.setText(self.tr("Close"))

    # --- values -------------------------------------------------------------------------------
    def show_profile(self, profile: RulesProfile) -> None:
        self.points_spin.setValue(profile.attribute_points)
        self.hp_spin.setValue(profile.hp_per_fisico)
        _select(self.pyramids_combo, str(profile.skill_pyramids))
        _select(self.critical_combo, str(profile.critical_damage))
        self.explode_check.setChecked(profile.explode_attribute_rolls)
        _select(self.diagonal_combo, str(profile.diagonal_rule))
        self.magic_check.setChecked(profile.magic)

    def apply_preset(self, name: str) -> None:
        points = self.points_spin.value()
        self.show_profile(labels.PRESETS[name])
        self.points_spin.setValue(points)

    def _critical_changed(self) -> None:
        self.critical_hint.setText(labels.critical_source(self.critical_combo.currentData()))

    def name(self) -> str:
        return self.name_edit.text().strip()

    def profile(self) -> RulesProfile:
        """The profile as shown; only call when :meth:`is_valid` (the rules refuse bad points)."""
        return RulesProfile(
            attribute_points=self.points_spin.value(),
            hp_per_fisico=self.hp_spin.value(),
            skill_pyramids=PyramidFamily(self.pyramids_combo.currentData()),
            critical_damage=CriticalDamage(self.critical_combo.currentData()),
            explode_attribute_rolls=self.explode_check.isChecked(),
            diagonal_rule=DiagonalRule(self.diagonal_combo.currentData()),
            magic=self.magic_check.isChecked(),
        )

    def name_changed(self) -> bool:
        return self.name() != self._original_name

    def profile_changed(self) -> bool:
        return self.profile() != self._original_profile

    def is_valid(self) -> bool:
        return self._validate()

    def _validate(self) -> bool:
        name_ok = bool(self.name())
        self.name_error.set_message(
            "" if name_ok else self.tr("The campaign needs a name: type one.")
        )
        points = self.points_spin.value()
        points_ok = MIN_ATTRIBUTE_POINTS <= points <= MAX_ATTRIBUTE_POINTS
        self.points_error.set_message(
            ""
            if points_ok
            else self.tr(
                "Attribute points must be between {low} and {high}: four attributes of 4 to 10 "
                "each."
            ).format(
                low=labels.number(MIN_ATTRIBUTE_POINTS), high=labels.number(MAX_ATTRIBUTE_POINTS)
            )
        )
        return name_ok and points_ok

    def accept(self) -> None:
        if self._read_only:
            self.reject()
            return
        if not self._validate():
            (self.name_edit if not self.name() else self.points_spin).setFocus()
            return
        super().accept()


def _select(combo: QComboBox, value: str) -> None:
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)
