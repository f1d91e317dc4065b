"""The spells table of a character sheet: add, edit in place, remove, cast (out of combat: a
session command that rolls and spends the maná; in a fight the Combat dock casts)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QInputDialog

from ryf_desktop.session import RemoveSpell, SetSpell, SheetView
from ryf_desktop.session.spell_commands import CastFromSheet
from ryf_desktop.storage.records import Spell
from ryf_desktop.ui.common.keyed_rows import Column
from ryf_desktop.ui.sheet.sheet_rows import EditableRowsModel
from ryf_desktop.ui.sheet.sheet_section import SheetOwner, SheetSection

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate
#: The spell's fields, column by column (the numbers are typed as text).
FIELDS = ("name", "level", "difficulty", "mana_cost", "notes")


def _columns() -> list[Column[Spell]]:
    # The headers keep the context of the sheet's layout, whose they were.
    headers = (translate("CharacterSheetView", "Spell"), translate("CharacterSheetView", "Level"),
               translate("CharacterSheetView", "Difficulty"),
               translate("CharacterSheetView", "Maná"), translate("CharacterSheetView", "Effect"))

    def text_of(field: str) -> Column[Spell]:
        def text(spell: Spell) -> str:
            return str(getattr(spell, field))

        return Column(headers[FIELDS.index(field)], text,
                      roles={Qt.ItemDataRole.EditRole: text})

    return [text_of(field) for field in FIELDS]


class SpellsSection(SheetSection):
    """Shown only when the campaign's profile has magic."""

    def __init__(self, owner: SheetOwner) -> None:
        super().__init__(owner)
        view = self.view
        self.rows = EditableRowsModel[Spell](
            lambda spell: spell.id, _columns(),
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

    def add_spell(self, name: str, level: int = 1, difficulty: int = 15, mana_cost: int = 1,
                  effect: str = "") -> bool:
        return self.push(SetSpell, None, name=name, level=level, difficulty=difficulty,
                         mana_cost=mana_cost, notes=effect)

    def _add(self) -> None:
        name, ok = QInputDialog.getText(self.view, translate("SheetTableEdits", "Add spell"),
                                        translate("SheetTableEdits", "Spell:"))
        if ok:
            self.add_spell(name)

    def _selected(self) -> int | None:
        spell = self.rows.row_at(self.view.spells_table.currentIndex().row())
        return None if spell is None else spell.id

    def _remove_selected(self) -> None:
        spell_id = self._selected()
        if spell_id is not None:
            self.push(RemoveSpell, spell_id)

    def _cast_selected(self) -> None:
        spell_id = self._selected()
        if spell_id is not None:
            self.cast(spell_id)

    def cast(self, spell_id: int) -> bool:
        """Cast the spell (one step: the roll, the maná, the token ticked on the sheet and the
        log line) and show under the table what it gave, or why it was refused (in a fight,
        the Combat dock casts)."""
        owner, view = self.owner, self.owner.view
        if owner.sheet is None:
            return False
        token = view.token_roll_check.isChecked()
        command = CastFromSheet(owner.session, owner.character_id, spell_id, rng=owner.rng,
                                spend_token=token)
        problem = owner.attempt(command)
        if problem is None:
            view.token_roll_check.setChecked(False)
        view.spell_result_label.setText(command.line if problem is None else problem)
        self.warn(view.spell_result_label, problem is not None)
        view.spell_result_label.show()
        return problem is None

    def _edited(self, field: str, spell: Spell, role: int, value: object) -> bool:
        """A cell typed in: the spell with that field changed (a number that is none is refused
        with the reason by the command)."""
        if role != Qt.ItemDataRole.EditRole:
            return False
        text = str(value)
        name = text if field == "name" else spell.name
        notes = text if field == "notes" else spell.notes
        numbers = [spell.level, spell.difficulty, spell.mana_cost]
        if field not in ("name", "notes"):
            try:
                numbers[FIELDS.index(field) - 1] = int(text)
            except ValueError:
                numbers[FIELDS.index(field) - 1] = -1
        return self.push(SetSpell, spell.id, name=name, level=numbers[0], difficulty=numbers[1],
                         mana_cost=numbers[2], notes=notes)
