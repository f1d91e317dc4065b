"""The spells table of a character sheet: add, edit in place, remove, cast."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QInputDialog, QTableWidgetItem

from ryf_desktop.session import RemoveSpell, SetSpell, SheetView
from ryf_desktop.ui.sheet.sheet_section import SheetOwner, SheetSection

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


class SpellsSection(SheetSection):
    """Shown only when the campaign's profile has magic."""

    def __init__(self, owner: SheetOwner) -> None:
        super().__init__(owner)
        view = self.view
        view.spells_table.itemChanged.connect(self._item_changed)
        view.add_spell_button.clicked.connect(self._add)
        view.remove_spell_button.clicked.connect(self._remove_selected)
        view.cast_button.clicked.connect(self._cast_selected)

    def fill(self, sheet: SheetView) -> None:
        self.view.spells_box.setVisible(self.owner.session.profile.magic)
        spells = sheet.details.spells
        if not self.changed(tuple((s.id, s.name, s.level, s.difficulty, s.mana_cost, s.notes)
                                  for s in spells)):
            return
        table = self.view.spells_table
        table.setRowCount(len(spells))
        for row, spell in enumerate(spells):
            values = (spell.name, str(spell.level), str(spell.difficulty), str(spell.mana_cost),
                      spell.notes)
            for column, text in enumerate(values):
                item = QTableWidgetItem(text)
                if column == 0:
                    item.setData(Qt.ItemDataRole.UserRole, spell.id)
                table.setItem(row, column, item)

    def add_spell(self, name: str, level: int = 1, difficulty: int = 15, mana_cost: int = 1,
                  effect: str = "") -> bool:
        owner = self.owner
        return owner.push(SetSpell(owner.session, owner.character_id, None, name=name,
                                   level=level, difficulty=difficulty, mana_cost=mana_cost,
                                   notes=effect))

    def _add(self) -> None:
        name, ok = QInputDialog.getText(self.view, translate("SheetTableEdits", "Add spell"),
                                        translate("SheetTableEdits", "Spell:"))
        if ok:
            self.add_spell(name)

    def _selected(self) -> int | None:
        table = self.view.spells_table
        row = table.currentRow()
        item = table.item(row, 0) if row >= 0 else None
        value = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return value if isinstance(value, int) else None

    def _remove_selected(self) -> None:
        spell_id = self._selected()
        if spell_id is not None:
            owner = self.owner
            owner.push(RemoveSpell(owner.session, owner.character_id, spell_id))

    def _cast_selected(self) -> None:
        spell_id, sheet = self._selected(), self.owner.sheet
        if spell_id is None or sheet is None:
            return
        spell = next(s for s in sheet.details.spells if s.id == spell_id)
        value = sheet.attributes.inteligencia - sheet.derived_value("estorbo").value
        self.owner.request_roll(spell.name, value, spell.level,
                                difficulty=str(spell.difficulty))

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if self.owner.filling:
            return
        table = self.view.spells_table
        cells = [table.item(item.row(), column) for column in range(5)]
        if any(cell is None for cell in cells):
            return
        texts = [cell.text() if cell is not None else "" for cell in cells]
        spell_id = cells[0].data(Qt.ItemDataRole.UserRole) if cells[0] is not None else None
        numbers = []
        for text in texts[1:4]:
            try:
                numbers.append(int(text))
            except ValueError:
                numbers.append(-1)  # refused with the reason by the command
        owner = self.owner
        owner.push(SetSpell(owner.session, owner.character_id,
                            spell_id if isinstance(spell_id, int) else None,
                            name=texts[0], level=numbers[0], difficulty=numbers[1],
                            mana_cost=numbers[2], notes=texts[4]))
