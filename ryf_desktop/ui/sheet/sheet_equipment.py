"""The equipment table of a character sheet: equip, grip, quantity, remove, and entries dropped
from the catalog."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QComboBox, QSpinBox, QTableWidget, QTableWidgetItem

from ryf_desktop.session import EquipItem, SheetView
from ryf_desktop.session.item_commands import QUANTITY_MAX, RemoveItem, SetItemQuantity
from ryf_desktop.session.sheet_queries import EquipmentLine
from ryf_desktop.ui.sheet.labels import grip_name, kind_name
from ryf_desktop.ui.sheet.sheet_section import SheetOwner, SheetSection, fill_text

if TYPE_CHECKING:
    from ryf_desktop.ui.catalog.mime import EntryRef

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


def _fixed(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    return item


class EquipmentSection(SheetSection):
    """One row an item; the table accepts entries dragged from the catalog."""

    def __init__(self, owner: SheetOwner) -> None:
        super().__init__(owner)
        table = self.view.equipment_table
        table.itemChanged.connect(self._item_changed)
        self.view.remove_item_button.clicked.connect(self._remove_selected)
        table.setAcceptDrops(True)
        table.viewport().setAcceptDrops(True)
        # Kept: while the view is being destroyed its children may already be gone.
        self.drop_target = table.viewport()

    def fill(self, sheet: SheetView) -> None:
        if not self.changed(sheet.equipment):
            return
        table = self.view.equipment_table
        table.setRowCount(len(sheet.equipment))
        for row, line in enumerate(sheet.equipment):
            table.setItem(row, 0, _fixed(line.name))
            table.setItem(row, 1, _fixed(kind_name(line.kind)))
            quantity = _fixed("")
            quantity.setData(Qt.ItemDataRole.UserRole, line.id)
            table.setItem(row, 2, quantity)
            table.setCellWidget(row, 2, self._quantity_spin(line))
            equipped = QTableWidgetItem()
            equipped.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            equipped.setCheckState(Qt.CheckState.Checked if line.equipped
                                   else Qt.CheckState.Unchecked)
            equipped.setData(Qt.ItemDataRole.UserRole, line.id)
            table.setItem(row, 3, equipped)
            self._fill_grip(table, row, line)
            warning = _fixed(" ".join(line.warnings))
            warning.setToolTip(" ".join(line.warnings))
            table.setItem(row, 5, warning)

    def _quantity_spin(self, line: EquipmentLine) -> QSpinBox:
        spin = QSpinBox()
        spin.setObjectName(f"quantity_{line.id}")
        spin.setRange(1, QUANTITY_MAX)
        spin.setKeyboardTracking(False)
        spin.setValue(line.quantity)
        spin.setToolTip(translate("SheetDisplay", "How many the character carries; remove the "
                                                  "item to carry none"))
        spin.valueChanged.connect(lambda value, i=line.id: self.set_quantity(i, value))
        return spin

    def _fill_grip(self, table: QTableWidget, row: int, line: EquipmentLine) -> None:
        if line.both_grips and line.equipped:
            combo = QComboBox()
            for grip in ("one_hand", "two_hands"):
                combo.addItem(grip_name(grip), grip)
            combo.setCurrentIndex(max(0, combo.findData(line.grip)))
            combo.activated.connect(
                lambda _i, c=combo, i=line.id: self.equip(i, True, str(c.currentData()))
            )
            table.setCellWidget(row, 4, combo)
        else:
            table.removeCellWidget(row, 4)
            table.setItem(row, 4, _fixed(grip_name(line.grip) if line.grip else ""))

    def equip(self, item_id: int, equipped: bool, grip: str = "") -> bool:
        owner = self.owner
        return owner.push(EquipItem(owner.session, owner.character_id, item_id,
                                    equipped=equipped, grip=grip))

    def set_quantity(self, item_id: int, quantity: int) -> bool:
        owner = self.owner
        if owner.filling:
            return False
        return owner.push(SetItemQuantity(owner.session, owner.character_id, item_id, quantity))

    def remove_item(self, item_id: int) -> bool:
        owner = self.owner
        return owner.push(RemoveItem(owner.session, owner.character_id, item_id))

    def _remove_selected(self) -> None:
        table = self.view.equipment_table
        row = table.currentRow()
        cell = table.item(row, 3) if row >= 0 else None
        item_id = cell.data(Qt.ItemDataRole.UserRole) if cell is not None else None
        if isinstance(item_id, int):
            self.remove_item(item_id)
        else:
            self.show_error(translate(
                "SheetTableEdits", "Select an item in the equipment table first, then remove it."
            ))

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if self.owner.filling or item.column() != 3:
            return
        item_id = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(item_id, int):
            self.equip(item_id, item.checkState() == Qt.CheckState.Checked)

    def event(self, watched: QObject, event: QEvent) -> bool:
        """A catalog entry dragged over the table is welcome; dropped, it joins the sheet."""
        if watched is not self.drop_target:
            return False
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(
            event, QDragEnterEvent | QDropEvent
        ):
            if _catalog_ref(event) is not None:
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop and isinstance(event, QDropEvent) and self.drop(event):
            event.acceptProposedAction()
            return True
        return False

    def drop(self, event: QDropEvent) -> bool:
        from ryf_desktop.catalog import load_catalog
        from ryf_desktop.session import AddToCharacter, gm_entries
        from ryf_desktop.ui.catalog.mime import find_entry

        ref = _catalog_ref(event)
        if ref is None:
            return False
        owner = self.owner
        entry = find_entry(ref, load_catalog().entries(), gm_entries(owner.session.model).entries)
        if entry is None:
            self.show_error(fill_text(
                translate("SheetTableEdits", "“{name}” is not in the catalog any more."),
                name=ref.name,
            ))
            return False
        return owner.push(AddToCharacter(owner.session, owner.character_id, entry,
                                         gm_id=ref.gm_id))


def _catalog_ref(event: QDropEvent) -> EntryRef | None:
    # Imported here: the catalog's code loads only when something is dragged onto a sheet.
    from ryf_desktop.ui.catalog.mime import read_entry_mime

    return read_entry_mime(event.mimeData())
