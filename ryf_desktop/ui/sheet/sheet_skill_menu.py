"""The skills table's clicks and its ⋯ menu on a character sheet: roll, raise, rename, change
the attribute, add or remove a specialisation, remove the skill (a mixin of
:class:`~ryf_desktop.ui.sheet.sheet_controller.CharacterSheetController`)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QInputDialog, QMenu

from ryf_desktop.rules.character import Attribute
from ryf_desktop.session import SheetView
from ryf_desktop.session.sheet_queries import SkillLine
from ryf_desktop.ui.sheet.labels import attribute_name
from ryf_desktop.ui.sheet.sheet_display import fill_text
from ryf_desktop.ui.sheet.skill_table import SKILL_ID_ROLE, Column

if TYPE_CHECKING:
    from ryf_desktop.ui.sheet.sheet_view import CharacterSheetView



class SkillMenus:
    """A click on a skill's name rolls it, on its points edits them, on ⋯ opens its menu."""

    def _skill_clicked(self, index: QModelIndex) -> None:
        """A click on a skill's name rolls it, on its points edits them, on ⋯ opens its menu."""
        skill_id = index.data(SKILL_ID_ROLE)
        if not isinstance(skill_id, int):
            return
        table = self.view.skills_table
        if index.column() == Column.NAME:
            self.roll_skill(skill_id)
        elif index.column() == Column.POINTS and index.flags() & Qt.ItemFlag.ItemIsEditable:
            table.edit(index)
        elif index.column() == Column.MENU:
            self._skill_menu(skill_id).popup(
                table.viewport().mapToGlobal(table.visualRect(index).bottomLeft())
            )

    def _skill_context_menu(self, point: QPoint) -> None:
        table = self.view.skills_table
        skill_id = table.indexAt(point).data(SKILL_ID_ROLE)
        if isinstance(skill_id, int):
            self._skill_menu(skill_id).popup(table.viewport().mapToGlobal(point))

    def _skill_menu(self, skill_id: int) -> QMenu:
        menu = QMenu(self.view)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        line = self._skill(skill_id)
        if line is None:
            return menu
        for name in line.specialisations:
            menu.addAction(
                fill_text(self.tr("Roll with specialisation “{name}”"), name=name),
                partial(self.roll_skill, skill_id, specialisation=name),
            )
        if self.sheet is not None and not self.sheet.details.character.in_creation:
            menu.addAction(
                fill_text(self.tr("Raise to {level} ({cost} XP)"), level=line.level + 1,
                          cost=line.level + 1),
                partial(self.raise_skill, skill_id, line.level + 1),
            )
        menu.addSeparator()
        menu.addAction(self.tr("Rename…"), partial(self._ask_rename, skill_id))
        attributes = menu.addMenu(self.tr("Attribute"))
        for attribute in Attribute:
            action = attributes.addAction(
                attribute_name(attribute),
                partial(self.set_skill_attribute, skill_id, attribute),
            )
            action.setCheckable(True)
            action.setChecked(attribute is line.attribute)
        menu.addAction(self.tr("Add specialisation…"),
                       partial(self._ask_specialisation, skill_id))
        if line.specialisations:
            remove = menu.addMenu(self.tr("Remove specialisation"))
            for name in line.specialisations:
                remove.addAction(name, partial(self.remove_specialisation, skill_id, name))
        menu.addSeparator()
        menu.addAction(self.tr("Remove skill"), partial(self.remove_skill, skill_id))
        return menu

    def _ask_rename(self, skill_id: int) -> None:
        line = self._skill(skill_id)
        if line is None:
            return
        name, ok = QInputDialog.getText(self.view, self.tr("Rename skill"), self.tr("New name:"),
                                        text=line.name)
        if ok:
            self.rename_skill(skill_id, name)

    def _ask_specialisation(self, skill_id: int) -> None:
        name, ok = QInputDialog.getText(
            self.view, self.tr("Add specialisation"), self.tr("Specialisation:")
        )
        if ok:
            self.add_specialisation(skill_id, name)

    # What the controller holds and does, for the type checker only (the methods it defines
    # must not be shadowed at run time). Last in the class: pyside6-lupdate reads no further.
    if TYPE_CHECKING:
        # A QObject's translation (the controller is one; PySide looks the text up under each
        # class of the controller's, this one's name among them).
        def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str: ...

        view: CharacterSheetView
        sheet: SheetView | None

        def _skill(self, skill_id: int) -> SkillLine | None: ...
        def roll_skill(self, skill_id: int, *, specialisation: str = "") -> None: ...
        def raise_skill(self, skill_id: int, to_level: int) -> bool: ...
        def rename_skill(self, skill_id: int, name: str) -> bool: ...
        def set_skill_attribute(self, skill_id: int, attribute: Attribute) -> bool: ...
        def add_specialisation(self, skill_id: int, name: str) -> bool: ...
        def remove_specialisation(self, skill_id: int, name: str) -> bool: ...
        def remove_skill(self, skill_id: int) -> bool: ...
