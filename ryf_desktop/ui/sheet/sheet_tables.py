"""A character sheet's equipment and spells tables: what an edit there, a drop from the catalog
or a button beside them asks of the session (a mixin of
:class:`~ryf_desktop.ui.sheet.sheet_controller.CharacterSheetController`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QInputDialog, QTableWidgetItem

from ryf_desktop.session import (
    CampaignSession,
    EquipItem,
    RemoveSpell,
    SessionCommand,
    SetSpell,
    SheetView,
)
from ryf_desktop.session.sheet_commands import RemoveItem, SetItemQuantity
from ryf_desktop.ui.sheet.sheet_display import fill_text

if TYPE_CHECKING:
    from ryf_desktop.ui.sheet.sheet_view import CharacterSheetView



class SheetTableEdits:
    """Equipment (equip, grip, quantity, remove, dropped entries) and spells (add, edit, remove,
    cast) of one character."""

    def equip(self, item_id: int, equipped: bool, grip: str = "") -> bool:
        return self.push(EquipItem(self.session, self.character_id, item_id,
                                   equipped=equipped, grip=grip))

    def set_quantity(self, item_id: int, quantity: int) -> bool:
        if self._filling:
            return False
        return self.push(SetItemQuantity(self.session, self.character_id, item_id, quantity))

    def remove_item(self, item_id: int) -> bool:
        return self.push(RemoveItem(self.session, self.character_id, item_id))

    def _remove_selected_item(self) -> None:
        table = self.view.equipment_table
        row = table.currentRow()
        cell = table.item(row, 3) if row >= 0 else None
        item_id = cell.data(Qt.ItemDataRole.UserRole) if cell is not None else None
        if isinstance(item_id, int):
            self.remove_item(item_id)
        else:
            self.view.error_label.set_message(
                self.tr("Select an item in the equipment table first, then remove it.")
            )

    def _equipment_item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != 3:
            return
        item_id = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(item_id, int):
            self.equip(item_id, item.checkState() == Qt.CheckState.Checked)

    def _drop_catalog_entry(self, event: QDropEvent) -> bool:
        from ryf_desktop.catalog import load_catalog
        from ryf_desktop.session import AddToCharacter, gm_entries
        from ryf_desktop.ui.catalog.mime import find_entry, read_entry_mime

        ref = read_entry_mime(event.mimeData())
        if ref is None:
            return False
        entry = find_entry(ref, load_catalog().entries(), gm_entries(self.session).entries)
        if entry is None:
            self.view.error_label.set_message(
                fill_text(self.tr("“{name}” is not in the catalog any more."), name=ref.name)
            )
            return False
        return self.push(AddToCharacter(self.session, self.character_id, entry, gm_id=ref.gm_id))

    def add_spell(self, name: str, level: int = 1, difficulty: int = 15, mana_cost: int = 1,
                  effect: str = "") -> bool:
        return self.push(SetSpell(self.session, self.character_id, None, name=name, level=level,
                                  difficulty=difficulty, mana_cost=mana_cost, notes=effect))

    def _add_spell(self) -> None:
        name, ok = QInputDialog.getText(self.view, self.tr("Add spell"), self.tr("Spell:"))
        if ok:
            self.add_spell(name)

    def _selected_spell(self) -> int | None:
        table = self.view.spells_table
        row = table.currentRow()
        item = table.item(row, 0) if row >= 0 else None
        value = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return value if isinstance(value, int) else None

    def _remove_selected_spell(self) -> None:
        spell_id = self._selected_spell()
        if spell_id is not None:
            self.push(RemoveSpell(self.session, self.character_id, spell_id))

    def _cast_selected_spell(self) -> None:
        spell_id = self._selected_spell()
        sheet = self.sheet
        if spell_id is None or sheet is None:
            return
        spell = next(s for s in sheet.details.spells if s.id == spell_id)
        value = sheet.attributes.inteligencia - sheet.derived_value("estorbo").value
        self._request(spell.name, value, spell.level, difficulty=str(spell.difficulty))

    def _spell_item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        table = self.view.spells_table
        row = item.row()
        cells = [table.item(row, column) for column in range(5)]
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
        self.push(SetSpell(self.session, self.character_id,
                           spell_id if isinstance(spell_id, int) else None,
                           name=texts[0], level=numbers[0], difficulty=numbers[1],
                           mana_cost=numbers[2], notes=texts[4]))

    # What the controller holds and does, for the type checker only (the methods it defines
    # must not be shadowed at run time). Last in the class: pyside6-lupdate reads no further.
    if TYPE_CHECKING:
        # A QObject's translation (the controller is one; PySide looks the text up under each
        # class of the controller's, this one's name among them).
        def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str: ...

        view: CharacterSheetView
        session: CampaignSession
        character_id: int
        sheet: SheetView | None
        _filling: bool

        def push(self, command: SessionCommand) -> bool: ...
        def _request(
            self, subject: str, attribute: int, skill: int | None, **extra: object
        ) -> None: ...
