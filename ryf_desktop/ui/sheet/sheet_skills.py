"""The skills section of a character sheet: the skills table and each skill's ⋯ menu, the typed
new skill and the pyramid check."""

from __future__ import annotations

from functools import partial
from types import MappingProxyType

from PySide6.QtCore import QCoreApplication, QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QInputDialog, QMenu

from ryf_desktop.rules.character import Attribute
from ryf_desktop.session import (
    AddSpecialisation,
    RaiseSkill,
    RemoveSkill,
    RemoveSpecialisation,
    SetSkill,
    SheetView,
)
from ryf_desktop.session.sheet_queries import SkillLine
from ryf_desktop.ui.sheet.labels import attribute_name, pyramid_status_name, shape_name
from ryf_desktop.ui.sheet.sheet_section import SheetOwner, SheetSection
from ryf_desktop.ui.sheet.skill_table import SKILL_ID_ROLE, Column, SkillTableModel, skill_rows

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate
PYRAMID_COLOURS = MappingProxyType({"full": "#1b6e2a", "short": "#7a5c00", "over": "#b3261e"})


class SkillsSection(SheetSection):
    """A click on a skill's name rolls it, on its points edits them, on ⋯ opens its menu."""

    def __init__(self, owner: SheetOwner) -> None:
        super().__init__(owner)
        self.model = SkillTableModel(self.set_skill_level, owner.view)
        view = self.view
        view.skills_table.set_skill_model(self.model)
        view.skills_table.clicked.connect(self._clicked)
        view.skills_table.customContextMenuRequested.connect(self._context_menu)
        view.add_skill_button.clicked.connect(self._add_typed)
        view.new_skill_edit.returnPressed.connect(self._add_typed)

    def fill(self, sheet: SheetView) -> None:
        self.model.set_rows(skill_rows(sheet))
        if not self.changed(sheet.pyramid):
            return
        check = sheet.pyramid
        spans = [
            f"<span style='color:{PYRAMID_COLOURS[row.status.value]}'>"
            f"{row.level}: {row.actual}/{row.allowed} {pyramid_status_name(row.status)}</span>"
            for row in check.rows
        ]
        # Three levels a line, broken by hand: a label that wraps itself makes every layout of
        # the sheet measure its height for each width tried.
        cells = "<br>".join(" · ".join(spans[start:start + 3])
                            for start in range(0, len(spans), 3))
        verdict = (translate("SheetDisplay", "valid") if check.fits
                   else translate("SheetDisplay", "over the pyramid"))
        self.view.pyramid_label.setText(
            translate("SheetDisplay", "Pyramid {shape}: {verdict}<br>{cells}").format(
                shape=shape_name(check.shape.value), verdict=verdict, cells=cells)
        )
        self.view.pyramid_label.setToolTip(" ".join(check.warnings()))

    def line(self, skill_id: int) -> SkillLine | None:
        sheet = self.owner.sheet
        if sheet is None:
            return None
        return next((line for line in sheet.skills if line.id == skill_id), None)

    def _add_typed(self) -> None:
        view = self.view
        if self.push(SetSkill, None, view.new_skill_edit.text(),
                     str(view.new_skill_attribute.currentData()), 0):
            view.new_skill_edit.clear()

    def _change(self, skill_id: int, *, name: str | None = None,
                attribute: Attribute | None = None, level: int | None = None) -> bool:
        """The skill with its name, attribute or level changed, the rest as it is."""
        line = self.line(skill_id)
        if line is None:
            return False
        return self.push(SetSkill, skill_id, line.name if name is None else name,
                         (attribute or line.attribute).value,
                         line.level if level is None else level)

    def set_skill_level(self, skill_id: int, level: int) -> bool:
        line = self.line(skill_id)
        return line is not None and line.level != level and self._change(skill_id, level=level)

    def roll_skill(self, skill_id: int, *, specialisation: str = "") -> None:
        line, sheet = self.line(skill_id), self.owner.sheet
        if line is None or sheet is None:
            return
        subject = f"{line.name} ({specialisation})" if specialisation else line.name
        value = sheet.check_attribute(line.attribute)
        self.owner.request_roll(subject, value, line.level, specialisation=bool(specialisation))

    def _clicked(self, index: QModelIndex) -> None:
        skill_id = index.data(SKILL_ID_ROLE)
        if not isinstance(skill_id, int):
            return
        table = self.view.skills_table
        if index.column() == Column.NAME:
            self.roll_skill(skill_id)
        elif index.column() == Column.POINTS and index.flags() & Qt.ItemFlag.ItemIsEditable:
            table.edit(index)
        elif index.column() == Column.MENU:  # the right-click's menu, under the cell
            self._context_menu(table.visualRect(index).bottomLeft())

    def _context_menu(self, point: QPoint) -> None:
        table = self.view.skills_table
        skill_id = table.indexAt(point).data(SKILL_ID_ROLE)
        if isinstance(skill_id, int):
            self.menu(skill_id).popup(table.viewport().mapToGlobal(point))

    def menu(self, skill_id: int) -> QMenu:
        """The skill's ⋯ menu (shown by the caller)."""
        menu = QMenu(self.view)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        line = self.line(skill_id)
        if line is None:
            return menu
        for name in line.specialisations:
            menu.addAction(
                translate("SkillMenus", "Roll with specialisation “{name}”").format(name=name),
                partial(self.roll_skill, skill_id, specialisation=name),
            )
        sheet = self.owner.sheet
        if sheet is not None and not sheet.details.character.in_creation:
            menu.addAction(
                translate("SkillMenus", "Raise to {level} ({cost} XP)").format(
                    level=line.level + 1, cost=line.level + 1),
                partial(self.push, RaiseSkill, skill_id, line.level + 1),
            )
        menu.addSeparator()
        menu.addAction(translate("SkillMenus", "Rename…"), partial(self._ask_rename, skill_id))
        attributes = menu.addMenu(translate("SkillMenus", "Attribute"))
        for attribute in Attribute:
            action = attributes.addAction(
                attribute_name(attribute), partial(self._change, skill_id, attribute=attribute)
            )
            action.setCheckable(True)
            action.setChecked(attribute is line.attribute)
        menu.addAction(translate("SkillMenus", "Add specialisation…"),
                       partial(self._ask_specialisation, skill_id))
        if line.specialisations:
            remove = menu.addMenu(translate("SkillMenus", "Remove specialisation"))
            for name in line.specialisations:
                remove.addAction(name, partial(self.push, RemoveSpecialisation, skill_id, name))
        menu.addSeparator()
        menu.addAction(translate("SkillMenus", "Remove skill"),
                       partial(self.push, RemoveSkill, skill_id))
        return menu

    def _ask_rename(self, skill_id: int) -> None:
        line = self.line(skill_id)
        if line is None:
            return
        name, ok = QInputDialog.getText(self.view, translate("SkillMenus", "Rename skill"),
                                        translate("SkillMenus", "New name:"), text=line.name)
        if ok:
            self._change(skill_id, name=name)

    def _ask_specialisation(self, skill_id: int) -> None:
        name, ok = QInputDialog.getText(
            self.view, translate("SkillMenus", "Add specialisation"),
            translate("SkillMenus", "Specialisation:"),
        )
        if ok:
            self.push(AddSpecialisation, skill_id, name)
