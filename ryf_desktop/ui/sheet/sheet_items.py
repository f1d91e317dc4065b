"""The item tables of a character sheet, equipment (entries dropped from the catalog join it) and
spells, over a :class:`KeyedRowsModel` whose cells the GM may edit."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QComboBox, QInputDialog, QSpinBox

from ryf_desktop.session import EquipItem, RemoveSpell, SetSpell, SheetView
from ryf_desktop.session.item_commands import QUANTITY_MAX, RemoveItem, SetItemQuantity
from ryf_desktop.session.sheet_queries import EquipmentLine
from ryf_desktop.session.spell_commands import CastFromSheet
from ryf_desktop.storage.records import Spell
from ryf_desktop.ui.common.keyed_rows import Column, Index, KeyedRowsModel
from ryf_desktop.ui.common.widgets import named
from ryf_desktop.ui.sheet.labels import grip_name, kind_name
from ryf_desktop.ui.sheet.sheet_section import SheetOwner, SheetSection
from ryf_desktop.ui.sheet.sheet_view import spin_box

if TYPE_CHECKING:
    from ryf_desktop.ui.catalog.mime import EntryRef

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate
QUANTITY, EQUIPPED, GRIP = 2, 3, 4

R = TypeVar("R")
#: What an edit of a cell does: given the row, the role and the value, whether it was taken.
Edit = Callable[[R, int, object], bool]


class EditableRowsModel(KeyedRowsModel[R]):
    """Rows keyed by ``key``; the cells of a column in ``edits`` take ``flags`` and hand what the
    GM typed or ticked to its :data:`Edit`."""

    def __init__(
        self,
        key: Callable[[R], Hashable],
        columns: Sequence[Column[R]],
        edits: Mapping[int, tuple[Qt.ItemFlag, Edit[R]]],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(key, columns, parent)
        self._edits = dict(edits)

    # An invalid index is at row and column -1: no row, no edit.
    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        edit = self._edits.get(index.column())
        return flags | edit[0] if edit is not None else flags

    def setData(  # noqa: N802
        self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole
    ) -> bool:
        edit, row = self._edits.get(index.column()), self.row_at(index.row())
        if edit is None or row is None:
            return False
        return edit[1](row, int(role), value)


def _checked(line: EquipmentLine) -> Qt.CheckState:
    return Qt.CheckState.Checked if line.equipped else Qt.CheckState.Unchecked


def _equipment_columns() -> list[Column[EquipmentLine]]:
    # The headers keep the context of the sheet's layout, whose they were.
    return [
        Column(translate("CharacterSheetView", "Item"), lambda line: line.name),
        Column(translate("CharacterSheetView", "Kind"), lambda line: kind_name(line.kind)),
        # A spin box over the cell.
        Column(translate("CharacterSheetView", "Qty."), lambda line: ""),
        Column(translate("CharacterSheetView", "Equipped"), lambda line: "",
               roles={Qt.ItemDataRole.CheckStateRole: _checked}),
        # A chooser over the cell for a weapon held in one or two hands.
        Column(translate("CharacterSheetView", "Grip"),
               lambda line: grip_name(line.grip) if line.grip else ""),
        Column(translate("CharacterSheetView", "Warnings"), lambda line: " ".join(line.warnings),
               roles={Qt.ItemDataRole.ToolTipRole: lambda line: " ".join(line.warnings)}),
    ]


class EquipmentSection(SheetSection):
    """One row an item; the table accepts entries dragged from the catalog."""

    def __init__(self, owner: SheetOwner) -> None:
        super().__init__(owner)
        table = self.view.equipment_table
        self.rows = EditableRowsModel[EquipmentLine](
            lambda line: line.id, _equipment_columns(),
            {EQUIPPED: (Qt.ItemFlag.ItemIsUserCheckable, self._ticked)}, table,
        )
        table.setModel(self.rows)
        self.view.remove_item_button.clicked.connect(self._remove_selected)
        table.setAcceptDrops(True)
        table.viewport().setAcceptDrops(True)
        # Kept: while the view is being destroyed its children may already be gone.
        self.drop_target = table.viewport()

    def fill(self, sheet: SheetView) -> None:
        if not self.changed(sheet.equipment):
            return
        self.rows.set_rows(sheet.equipment)
        for row, line in enumerate(sheet.equipment):
            self._show_quantity(row, line)
            self._show_grip(row, line)

    def _show_quantity(self, row: int, line: EquipmentLine) -> None:
        table = self.view.equipment_table
        index = self.rows.index(row, QUANTITY)
        spin = table.indexWidget(index)
        if not isinstance(spin, QSpinBox) or spin.objectName() != f"quantity_{line.id}":
            spin = spin_box(1, QUANTITY_MAX, f"quantity_{line.id}")
            spin.setToolTip(translate("SheetDisplay", "How many the character carries; remove "
                                                      "the item to carry none"))
            spin.valueChanged.connect(
                lambda value, i=line.id: self.push(SetItemQuantity, i, value))
            table.setIndexWidget(index, spin)
        spin.setValue(line.quantity)

    def _show_grip(self, row: int, line: EquipmentLine) -> None:
        table = self.view.equipment_table
        index = self.rows.index(row, GRIP)
        combo = table.indexWidget(index)
        if not (line.both_grips and line.equipped):
            if combo is not None and combo.objectName():
                # Gone with the next turn of the event loop; nameless, it is not taken again.
                combo.setObjectName("")
                combo.hide()
                combo.deleteLater()
            return
        if not isinstance(combo, QComboBox) or combo.objectName() != f"grip_{line.id}":
            combo = named(QComboBox(), f"grip_{line.id}")
            for grip in ("one_hand", "two_hands"):
                combo.addItem(grip_name(grip), grip)
            combo.activated.connect(
                lambda _i, c=combo, i=line.id: self.equip(i, True, str(c.currentData()))
            )
            table.setIndexWidget(index, combo)
        combo.setCurrentIndex(max(0, combo.findData(line.grip)))

    def equip(self, item_id: int, equipped: bool, grip: str = "") -> bool:
        return self.push(EquipItem, item_id, equipped=equipped, grip=grip)

    def _remove_selected(self) -> None:
        line = self.rows.row_at(self.view.equipment_table.currentIndex().row())
        if line is not None:
            self.push(RemoveItem, line.id)
        else:
            self.view.error_label.set_message(translate(
                "SheetTableEdits", "Select an item in the equipment table first, then remove it."
            ))

    def _ticked(self, line: EquipmentLine, role: int, value: object) -> bool:
        if role != Qt.ItemDataRole.CheckStateRole:
            return False
        return self.equip(line.id, Qt.CheckState(value) == Qt.CheckState.Checked)

    def event(self, watched: QObject, event: QEvent) -> bool:
        """A catalog entry dragged over the table is welcome; dropped, it joins the sheet."""
        # A drag's enter and move events are drop events too.
        if watched is not self.drop_target or not isinstance(event, QDropEvent):
            return False
        if event.type() in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            welcome = _catalog_ref(event) is not None
        else:
            welcome = event.type() == QEvent.Type.Drop and self.drop(event)
        if welcome:
            event.acceptProposedAction()
        return welcome

    def drop(self, event: QDropEvent) -> bool:
        from ryf_desktop.catalog import load_catalog
        from ryf_desktop.session import AddToCharacter, gm_entries
        from ryf_desktop.ui.catalog.mime import find_entry

        ref = _catalog_ref(event)
        if ref is None:
            return False
        entry = find_entry(ref, load_catalog().entries(),
                           gm_entries(self.owner.session.model).entries)
        if entry is None:
            self.view.error_label.set_message(translate(
                "SheetTableEdits", "“{name}” is not in the catalog any more.").format(
                    name=ref.name))
            return False
        return self.push(AddToCharacter, entry, gm_id=ref.gm_id)


def _catalog_ref(event: QDropEvent) -> EntryRef | None:
    # Imported here: the catalog's code loads only when something is dragged onto a sheet.
    from ryf_desktop.ui.catalog.mime import read_entry_mime

    return read_entry_mime(event.mimeData())


#: The spell's fields, column by column (the numbers are typed as text).
FIELDS = ("name", "level", "difficulty", "mana_cost", "notes")


def _spell_columns() -> list[Column[Spell]]:
    # The headers keep the context of the sheet's layout, whose they were.
    headers = (translate("CharacterSheetView", "Spell"), translate("CharacterSheetView", "Level"),
               translate("CharacterSheetView", "Difficulty"),
               translate("CharacterSheetView", "Maná"), translate("CharacterSheetView", "Effect"))

    def text_of(field: str) -> Callable[[Spell], str]:
        return lambda spell: str(getattr(spell, field))

    return [Column(header, text_of(field), roles={Qt.ItemDataRole.EditRole: text_of(field)})
            for header, field in zip(headers, FIELDS, strict=True)]


class SpellsSection(SheetSection):
    """Shown only when the campaign's profile has magic."""

    def __init__(self, owner: SheetOwner) -> None:
        super().__init__(owner)
        view = self.view
        self.rows = EditableRowsModel[Spell](
            lambda spell: spell.id, _spell_columns(),
            {column: (Qt.ItemFlag.ItemIsEditable, partial(self._edited, field))
             for column, field in enumerate(FIELDS)},
            view.spells_table,
        )
        view.spells_table.setModel(self.rows)
        view.add_spell_button.clicked.connect(self._add)
        view.remove_spell_button.clicked.connect(self._remove_selected)
        view.cast_button.clicked.connect(self._cast_selected)

    def fill(self, sheet: SheetView) -> None:
        self.view.spells_box.setVisible(self.owner.session.profile.magic)
        self.rows.set_rows(sheet.details.spells)

    def add_spell(self, name: str) -> bool:
        """A new spell of level 1 at difficulty 15 for 1 maná (the GM edits its cells)."""
        return self.push(SetSpell, None, name=name, level=1, difficulty=15, mana_cost=1)

    def _add(self) -> None:
        name, ok = QInputDialog.getText(self.view, translate("SheetTableEdits", "Add spell"),
                                        translate("SheetTableEdits", "Spell:"))
        if ok:
            self.add_spell(name)

    def _selected(self) -> Spell | None:
        return self.rows.row_at(self.view.spells_table.currentIndex().row())

    def _remove_selected(self) -> None:
        spell = self._selected()
        if spell is not None:
            self.push(RemoveSpell, spell.id)

    def _cast_selected(self) -> bool:
        """Cast the chosen spell (one step: the roll, the maná, the token ticked on the sheet and
        the log line) and show under the table what it gave, or why it was refused (in a fight,
        the Combat dock casts)."""
        owner, view, spell = self.owner, self.view, self._selected()
        if spell is None:
            return False
        command = CastFromSheet(owner.session, owner.character_id, spell.id, rng=owner.rng,
                                spend_token=view.token_roll_check.isChecked())
        done = self.attempt_shown(command, view.spell_result_label)
        if done:
            view.token_roll_check.setChecked(False)
        return done

    def _edited(self, field: str, spell: Spell, role: int, value: object) -> bool:
        """A cell typed in: the spell with that field changed (a number that is none is refused
        with the reason by the command)."""
        if role != Qt.ItemDataRole.EditRole:
            return False
        values = {name: getattr(spell, name) for name in FIELDS}
        try:
            values[field] = str(value) if field in ("name", "notes") else int(str(value))
        except ValueError:
            values[field] = -1
        return self.push(SetSpell, spell.id, **values)
