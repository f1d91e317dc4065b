"""The form of a GM entry, one layout per kind, with the manual's way of writing each value as
its example. Saving hands the values to ``submit``; a refusal is shown under the form, the field
at fault gets the focus, and nothing typed is lost.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.catalog import ERAS, EntryKind, ItemCategory
from ryf_desktop.session.gm_entries import NUMBER_RANGES, field_label
from ryf_desktop.ui.campaign.labels import setting_name
from ryf_desktop.ui.catalog import labels
from ryf_desktop.ui.common.widgets import InlineMessage, dialog_buttons, fill, named

# What ``submit`` returns when the values were refused: the message and the field at fault.
Refusal = tuple[str, str]
Submit = Callable[[str, dict[str, object]], Refusal | None]

# The fields of each kind in the order the form shows them.
FORM_FIELDS: Mapping[EntryKind, tuple[str, ...]] = MappingProxyType({
    EntryKind.MONSTER: ("era", "pv", "ini", "ata", "def", "abs", "dano", "esp"),
    EntryKind.WEAPON: (
        "era", "damage", "range", "price", "two_handed", "reload", "ignores_armour",
        "requirement", "notes",
    ),
    EntryKind.ARMOR: ("era", "absorption", "encumbrance", "requirement", "price"),
    EntryKind.SHIELD: ("era", "defense", "cover", "encumbrance", "price"),
    EntryKind.ITEM: ("era", "category", "price", "notes"),
})

_FLAGS = ("two_handed", "reload", "ignores_armour")


class GmEntryDialog(QDialog):
    """Create, duplicate or edit one of the GM's entries of ``kind``."""

    def __init__(
        self,
        kind: EntryKind,
        name: str,
        fields: Mapping[str, object],
        submit: Submit,
        *,
        title: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("catalog_gm_entry")
        self.setWindowTitle(title)
        self.kind = kind
        self._submit = submit
        self.name = named(QLineEdit(name), "gm_field_name")
        self.widgets: dict[str, QWidget] = {"name": self.name}

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(field_label("name"), self.name)
        for key in FORM_FIELDS[kind]:
            widget = named(self._make_widget(key, fields.get(key)), f"gm_field_{key}")
            self.widgets[key] = widget
            # A check box says its own label.
            form.addRow("" if isinstance(widget, QCheckBox) else field_label(key), widget)

        self.error = named(InlineMessage(), "gm_entry_error")

        save = QDialogButtonBox.StandardButton.Save
        self.buttons = dialog_buttons(self, buttons=save | QDialogButtonBox.StandardButton.Cancel)

        fill(QVBoxLayout(self), form, self.error, self.buttons)
        self.setMinimumWidth(440)

    # --- the widgets of each field ----------------------------------------------------------
    def _make_widget(self, key: str, value: object) -> QWidget:
        if key in ("era", "category"):
            combo = QComboBox()
            if key == "era":
                for era in ERAS:
                    combo.addItem(setting_name(era), era.value)
            else:
                for category in ItemCategory:
                    combo.addItem(labels.item_category_name(category), category.value)
            combo.setCurrentIndex(max(0, combo.findData(str(value))))
            return combo
        if key in NUMBER_RANGES:
            spin = QSpinBox()
            low, high = NUMBER_RANGES[key]
            spin.setRange(low, high)
            spin.setValue(value if isinstance(value, int) and not isinstance(value, bool) else 0)
            return spin
        if key in _FLAGS:
            box = QCheckBox(field_label(key))
            box.setChecked(bool(value))
            box.setToolTip(self._hint(key))
            return box
        line = QLineEdit("" if value is None else str(value))
        line.setPlaceholderText(self._hint(key))
        line.setToolTip(self._hint(key))
        return line

    def _hint(self, key: str) -> str:
        hints = {
            "pv": self.tr("A number plus dice, as the manual writes it: 10+1d6"),
            "dano": self.tr("Dice, such as 1d6+2"),
            "esp": self.tr("The manual's special-ability numbers, such as 4 y 5 (or nothing)"),
            "damage": self.tr(
                "2d6+1; by grip 2d6(1M)/2d6+1(2M); by range band 3d6+2/2d6/-; by ammunition "
                "1d6+1/1d6+2(plomo)"
            ),
            "range": self.tr("n/a for melee, or short/medium/long such as 25m/50m/100m"),
            "price": self.tr("An amount and a currency: 10 mo, 3 mp, 5 mc, 400 $, 25 cr"),
            "requirement": self.tr("Nothing, or written like req. Físico 9"),
            "notes": self.tr("Anything the table should remember"),
            "two_handed": self.tr("It needs both hands"),
            "reload": self.tr("A major action to reload after each shot"),
            "ignores_armour": self.tr("Armour absorbs none of its damage"),
        }
        return hints.get(key, "")

    # --- values -----------------------------------------------------------------------------
    def values(self) -> tuple[str, dict[str, object]]:
        fields: dict[str, object] = {}
        for key in FORM_FIELDS[self.kind]:
            widget = self.widgets[key]
            if isinstance(widget, QComboBox):
                fields[key] = widget.currentData()
            elif isinstance(widget, QSpinBox):
                fields[key] = widget.value()
            elif isinstance(widget, QCheckBox):
                fields[key] = widget.isChecked()
            elif isinstance(widget, QLineEdit):
                fields[key] = widget.text()
        return self.name.text(), fields

    def accept(self) -> None:
        refusal = self._submit(*self.values())
        if refusal is None:
            super().accept()
            return
        message, field = refusal
        self.error.set_message(message)
        widget = self.widgets.get(field)
        if widget is not None:
            widget.setFocus(Qt.FocusReason.OtherFocusReason)
            if isinstance(widget, QLineEdit):
                widget.selectAll()
