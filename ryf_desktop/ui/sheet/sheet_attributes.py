"""The attributes of a character sheet (their fields and roll buttons, the points spent, the
creation line) and its derived values (each with its sum, and the attack and initiative rolls)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QMessageBox, QToolButton

from ryf_desktop.rules.character import Attribute, DerivedValue
from ryf_desktop.session import CloseCreation, SheetView
from ryf_desktop.session.skill_commands import creation_problems, pyramid_excess
from ryf_desktop.ui.common.widgets import named, text_label
from ryf_desktop.ui.sheet.labels import attribute_name, derived_name, explain
from ryf_desktop.ui.sheet.sheet_section import SheetOwner, SheetSection

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


class AttributesSection(SheetSection):
    """Físico, Destreza, Inteligencia, Percepción: edited, rolled, checked against the budget."""

    def __init__(self, owner: SheetOwner) -> None:
        super().__init__(owner)
        view = self.view
        for attribute, spin in view.attribute_spins.items():
            spin.valueChanged.connect(
                lambda value, attribute=attribute: owner.edit(attribute.value, value)
            )
        for attribute, button in view.attribute_roll_buttons.items():
            button.clicked.connect(lambda _=False, a=attribute: self.roll_attribute(a))
        view.close_creation_button.clicked.connect(self.ask_close_creation)

    def ask_close_creation(self) -> bool:
        """Close the creation once the GM confirms: the creation limits stop for good. While the
        numbers break them the session refuses, and the reason shows beside the button; skills
        over the pyramid are named in the question (a warning the GM may accept)."""
        sheet = self.owner.sheet
        if sheet is None:
            return False
        if creation_problems(sheet):
            problem = self.owner.attempt(CloseCreation(self.owner.session,
                                                       self.owner.character_id))
            # After the refresh that a refusal brings: the reason stays under the lines it
            # is about, right above the button.
            self.view.attribute_warning.set_message(problem or "")
            return problem is None
        text = translate("SheetDisplay", "Close the creation? From now on skills rise only by "
                                         "spending XP, and the creation limits no longer apply.")
        excess = pyramid_excess(sheet)
        if excess:
            text += "\n\n" + translate(
                "SheetDisplay", "The skills go over the pyramid (level: skills of those allowed: "
                                "{levels}); the rules let you accept that.").format(levels=excess)
        answer = QMessageBox.question(
            self.view, translate("SheetDisplay", "Close creation"), text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes and self.push(CloseCreation)

    def roll_attribute(self, attribute: Attribute) -> None:
        sheet = self.owner.sheet
        if sheet is not None:
            self.owner.request_roll(attribute_name(attribute), sheet.check_attribute(attribute),
                                    None)

    def fill(self, sheet: SheetView) -> None:
        row = sheet.details.character
        if not self.changed((tuple(sheet.attributes.items()), sheet.budget,
                             sheet.attribute_problems, row.in_creation)):
            return
        view = self.view
        for attribute, spin in view.attribute_spins.items():
            spin.setValue(sheet.attributes[attribute])
        points = (
            translate("SheetDisplay", "Attribute points: {spent} of {budget} spent, {left} left")
            if sheet.points_left >= 0 else translate(
                "SheetDisplay",
                "Attribute points: {spent} of {budget} spent, {over} over the budget")
        )
        view.points_label.setText(points.format(spent=sheet.attributes.total, budget=sheet.budget,
                                                left=sheet.points_left, over=-sheet.points_left))
        self.warn(view.points_label, sheet.points_left < 0)
        view.attribute_warning.set_message(" ".join(sheet.attribute_problems))
        view.creation_label.setText(
            translate("SheetDisplay", "In creation: creation limits apply") if row.in_creation
            else translate("SheetDisplay", "Creation closed: skills rise with XP")
        )
        view.close_creation_button.setEnabled(row.in_creation)


class DerivedSection(SheetSection):
    """The derived values, a label each, built again only when the profile's set of them
    changes; the attacks and the initiative roll from here."""

    def __init__(self, owner: SheetOwner) -> None:
        super().__init__(owner)
        self._labels: dict[str, QLabel] = {}
        self._values: dict[str, DerivedValue] = {}
        self._restore_mana: QToolButton | None = None

    def forget(self) -> None:
        super().forget()
        self._values.clear()

    def fill(self, sheet: SheetView) -> None:
        keys = tuple(value.key for value in sheet.derived)
        if tuple(self._labels) != keys:
            self._build(keys)
        for value in sheet.derived:
            left = sheet.mana_left if value.key == "mana" else None
            if left is None and self._values.get(value.key) == value:
                continue
            self._values[value.key] = value
            label = self._labels[value.key]
            # Maná left of the most: the figure a spell is cast from, as the combat says.
            label.setText(str(value.value) if left is None else translate(
                "SheetDisplay", "{left} of {most}").format(left=left, most=value.value))
            label.setToolTip(explain(value))
            if left is not None and self._restore_mana is not None:
                self._restore_mana.setEnabled(left < value.value)

    def _build(self, keys: tuple[str, ...]) -> None:
        grid = self.view.derived_grid
        while grid.count():
            item = grid.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.deleteLater()
        self._labels.clear()
        self._values.clear()
        self._restore_mana = None
        hint = translate("SheetDisplay", "Hover a value to see its sum")
        height = 0
        for row, key in enumerate(keys):
            name = QLabel(derived_name(key))
            name.setToolTip(hint)
            label = text_label(name=f"derived_{key}", selectable=True, bold=True)
            grid.addWidget(name, row, 0)
            grid.addWidget(label, row, 1)
            if key in ("melee_attack", "ranged_attack", "iniciativa"):
                button = self._button(f"roll_{key}", translate(
                    "SheetDisplay", "Roll it now; the result shows in the Dice dock"),
                    translate("SheetDisplay", "Roll"), self.roll_initiative if key == "iniciativa"
                    else partial(self.roll_attack, key))
                grid.addWidget(button, row, 2)
                height = max(height, button.sizeHint().height())
            elif key == "mana":
                # Casting spends maná; the rules do not say when it comes back, so the GM gives
                # it back.
                self._restore_mana = self._button("restore_mana", translate(
                    "SheetDisplay", "Give back all the maná spent (when, the GM decides: after a "
                    "rest, say)"), translate("SheetDisplay", "Restore"),
                    lambda: self.owner.edit("mana_spent", 0))
                grid.addWidget(self._restore_mana, row, 2)
            self._labels[key] = label
        # Rows with and without a Roll button the same height: the values read as one column.
        for row in range(len(keys)):
            grid.setRowMinimumHeight(row, height)

    @staticmethod
    def _button(name: str, tip: str, text: str, clicked: Callable[[], object]) -> QToolButton:
        button = named(QToolButton(), name, tip)
        button.setText(text)
        button.clicked.connect(clicked)
        return button

    def roll_attack(self, key: str) -> None:
        sheet = self.owner.sheet
        if sheet is None:
            return
        attribute = Attribute.FISICO if key == "melee_attack" else Attribute.DESTREZA
        skill = sheet.derived_value(key).terms[1].amount
        self.owner.request_roll(derived_name(key), sheet.attributes[attribute], skill,
                                difficulty="" if key == "melee_attack" else "15")

    def roll_initiative(self) -> None:
        if self.owner.sheet is not None:
            value = self.owner.sheet.derived_value("iniciativa")
            reflejos = value.terms[1].amount
            self.owner.request_roll(derived_name("iniciativa"), value.value - reflejos, reflejos,
                                    difficulty="10")
