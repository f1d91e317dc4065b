"""How a character sheet shows its character: fills every section of
:class:`~ryf_desktop.ui.sheet.sheet_view.CharacterSheetView` from the session's sheet view, and
only the sections whose values changed (a mixin of
:class:`~ryf_desktop.ui.sheet.sheet_controller.CharacterSheetController`, which holds the state
named below)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette, QPixmap
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox, QTableWidgetItem, QToolButton, QWidget

from ryf_desktop.rules.character import DerivedValue
from ryf_desktop.rules.money import Purse
from ryf_desktop.session import CampaignSession, SheetView, money_text
from ryf_desktop.session.sheet_commands import QUANTITY_MAX
from ryf_desktop.session.sheet_queries import EquipmentLine, portraits
from ryf_desktop.ui.sheet.labels import (
    derived_name,
    explain,
    grip_name,
    kind_name,
    pyramid_status_name,
    shape_name,
    state_name,
)
from ryf_desktop.ui.sheet.portrait import portrait_pixmap

if TYPE_CHECKING:
    from ryf_desktop.ui.sheet.sheet_view import CharacterSheetView
    from ryf_desktop.ui.sheet.skill_table import SkillTableModel

#: Red for a value over a limit or a state that costs a rank.
WARNING_COLOUR = "#b3261e"
#: Marks a section not shown yet (no key equals it).
_NOTHING = object()


def fill_text(template: str, **values: object) -> str:
    """``template`` with ``{name}`` placeholders filled (translations may move them)."""
    return template.format(**values)


class SheetDisplay:
    """Fills the sheet's widgets; every widget it builds calls back into the controller."""

    def _fill_portrait(self, image_id: int | None) -> None:
        if image_id == self._shown_portrait and image_id is not None:
            return
        label = self.view.portrait_label
        self.view.remove_portrait_button.setEnabled(image_id is not None)
        if image_id is None:
            if self._shown_portrait is not None:
                label.setPixmap(QPixmap())
            self._shown_portrait = None
            label.setText(self.tr("No portrait"))
            return
        self._shown_portrait = image_id
        with self.session.file.transaction() as db:
            data = portraits(db, self.character_id).get(self.character_id)
        label.setPixmap(portrait_pixmap(data, label.width()) if data else QPixmap())

    def _changed(self, section: str, key: object) -> bool:
        """Whether ``section`` shows something else than ``key`` describes (and note it): an
        edit refreshes only the sections whose values it changed."""
        if self._shown.get(section, _NOTHING) == key:
            return False
        self._shown[section] = key
        return True

    def _fill(self, sheet: SheetView) -> None:
        view = self.view
        row = sheet.details.character
        profile = self.session.profile
        if self._changed("identity", (row.name, row.player, row.concept, row.kind,
                                      row.background, row.notes, row.portrait_image_id)):
            self._fill_identity(sheet)
        if self._changed("attributes", (tuple(sheet.attributes.items()), sheet.budget,
                                        sheet.attribute_problems, row.in_creation)):
            self._fill_attributes(sheet)
        self.skill_model.set_sheet(sheet)
        if self._changed("pyramid", sheet.pyramid):
            self._fill_pyramid(sheet)
        self._fill_derived(sheet)
        if self._changed("health", (row.wounds, sheet.details.hp_max, sheet.state,
                                    sheet.rank_shift)):
            self._fill_health(sheet)
        self._fill_equipment(sheet)
        if self._changed("money", (row.money, row.tokens, row.token_penalty, row.xp)):
            self._fill_money(sheet)
        view.spells_box.setVisible(profile.magic)
        self._fill_spells(sheet)

    def _fill_identity(self, sheet: SheetView) -> None:
        view = self.view
        row = sheet.details.character
        if self._shown.get("name") != row.name:
            self._shown["name"] = row.name
            self._show_name(row.name)
        self._fill_portrait(row.portrait_image_id)
        for edit, text in ((view.name_edit, row.name), (view.player_edit, row.player),
                           (view.concept_edit, row.concept)):
            if edit.text() != text:
                edit.setText(text)
        view.kind_combo.setCurrentIndex(max(0, view.kind_combo.findData(row.kind)))
        for text_edit, text in ((view.background_edit, row.background),
                                (view.notes_edit, row.notes)):
            if text_edit.toPlainText() != text:
                text_edit.setPlainText(text)

    def _fill_attributes(self, sheet: SheetView) -> None:
        view = self.view
        row = sheet.details.character
        for attribute, spin in view.attribute_spins.items():
            spin.setValue(sheet.attributes[attribute])
        if sheet.points_left >= 0:
            points = fill_text(self.tr("Attribute points: {spent} of {budget} spent, {left} left"),
                               spent=sheet.attributes.total, budget=sheet.budget,
                               left=sheet.points_left)
        else:
            points = fill_text(
                self.tr("Attribute points: {spent} of {budget} spent, {over} over the budget"),
                spent=sheet.attributes.total, budget=sheet.budget, over=-sheet.points_left,
            )
        view.points_label.setText(points)
        self._warn(view.points_label, sheet.points_left < 0)
        view.attribute_warning.set_message(" ".join(sheet.attribute_problems))
        view.creation_label.setText(
            self.tr("In creation: creation limits apply") if row.in_creation
            else self.tr("Creation closed: skills rise with XP")
        )
        view.close_creation_button.setEnabled(row.in_creation)

    def _fill_money(self, sheet: SheetView) -> None:
        view = self.view
        row = sheet.details.character
        view.money_spin.setValue(row.money)
        purse = Purse.from_copper(row.money)
        for coin, amount in (("mo", purse.mo), ("mp", purse.mp), ("mc", purse.mc)):
            view.coin_spins[coin].setValue(amount)
        view.money_label.setText(
            fill_text(self.tr("{money} · 1 mo = 10 mp = 100 mc"),
                      money=money_text(row.money, self.session.setting))
            if self.medieval_money else money_text(row.money, self.session.setting)
        )
        view.tokens_spin.setValue(row.tokens)
        view.penalty_check.setChecked(row.token_penalty)
        view.xp_spin.setValue(row.xp)

    def _warn(self, widget: QWidget, on: bool) -> None:
        """Red text on ``widget`` while ``on`` (a palette: cheaper to switch than a style sheet)."""
        if self._warned.get(widget, False) == on:
            return
        self._warned[widget] = on
        palette = QPalette(self.view.palette())
        if on:
            palette.setColor(QPalette.ColorRole.WindowText, QColor(WARNING_COLOUR))
        widget.setPalette(palette)

    def _fill_skills(self, sheet: SheetView) -> None:
        self.skill_model.set_sheet(sheet)
        self._fill_pyramid(sheet)

    def _fill_pyramid(self, sheet: SheetView) -> None:
        check = sheet.pyramid
        colours = {"full": "#1b6e2a", "short": "#7a5c00", "over": "#b3261e"}
        spans = [
            f"<span style='color:{colours[row.status.value]}'>"
            f"{row.level}: {row.actual}/{row.allowed} {pyramid_status_name(row.status)}</span>"
            for row in check.rows
        ]
        # Three levels a line, broken by hand: a label that wraps itself makes every layout of
        # the sheet measure its height for each width tried.
        cells = "<br>".join(" · ".join(spans[start:start + 3])
                            for start in range(0, len(spans), 3))
        verdict = self.tr("valid") if check.fits else self.tr("over the pyramid")
        self.view.pyramid_label.setText(
            fill_text(self.tr("Pyramid {shape}: {verdict}<br>{cells}"),
                      shape=shape_name(check.shape.value), verdict=verdict, cells=cells)
        )
        self.view.pyramid_label.setToolTip(" ".join(check.warnings()))

    def _fill_derived(self, sheet: SheetView) -> None:
        keys = tuple(value.key for value in sheet.derived)
        if tuple(self._derived_labels) != keys:
            self._build_derived(keys)
        for value in sheet.derived:
            if self._shown_derived.get(value.key) == value:
                continue
            self._shown_derived[value.key] = value
            label = self._derived_labels[value.key]
            label.setText(str(value.value))
            label.setToolTip(explain(value))

    def _build_derived(self, keys: tuple[str, ...]) -> None:
        grid = self.view.derived_grid
        while grid.count():
            item = grid.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.deleteLater()
        self._derived_labels.clear()
        self._shown_derived.clear()
        hint = self.tr("Hover a value to see its sum")
        for row, key in enumerate(keys):
            name = QLabel(derived_name(key))
            name.setToolTip(hint)
            label = QLabel()
            label.setObjectName(f"derived_{key}")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            grid.addWidget(name, row, 0)
            grid.addWidget(label, row, 1)
            if key in ("melee_attack", "ranged_attack", "iniciativa"):
                button = QToolButton()
                button.setText(self.tr("Roll"))
                button.setObjectName(f"roll_{key}")
                button.setToolTip(self.tr("Roll it now; the result shows in the Dice dock"))
                if key == "iniciativa":
                    button.clicked.connect(self.roll_initiative)
                else:
                    button.clicked.connect(lambda _=False, k=key: self.roll_attack(k))
                grid.addWidget(button, row, 2)
            self._derived_labels[key] = label
        # Rows with and without a Roll button the same height: the values read as one column.
        buttons = [item.widget() for index in range(grid.count())
                   if (item := grid.itemAt(index)) is not None
                   and isinstance(item.widget(), QToolButton)]
        height = max((button.sizeHint().height() for button in buttons if button), default=0)
        for row in range(len(keys)):
            grid.setRowMinimumHeight(row, height)

    def _fill_health(self, sheet: SheetView) -> None:
        view = self.view
        details = sheet.details
        view.wounds_spin.setValue(details.character.wounds)
        view.hp_label.setText(fill_text(self.tr("{current} of {maximum}"),
                                        current=sheet.current_hp, maximum=details.hp_max))
        text = state_name(sheet.state)
        if sheet.rank_shift < 0:
            text += " — " + self.tr("every roll at −1 rank")
        view.state_label.setText(text)
        self._warn(view.state_label, sheet.rank_shift < 0)

    def _fill_healers(self) -> None:
        """Who may roll Medicina: every character. Read when the GM first opens the list or
        treats (not with every sheet opened), and again when the list of characters changes."""
        if self.session.closed:
            return
        combo = self.view.healer_combo
        current = combo.currentData()
        combo.clear()
        for summary in self.session.characters():
            combo.addItem(summary.name, summary.id)
        index = combo.findData(current)
        combo.setCurrentIndex(index if index >= 0 else 0)

    def _fill_equipment(self, sheet: SheetView) -> None:
        if sheet.equipment == self._shown_equipment:
            return
        self._shown_equipment = sheet.equipment
        table = self.view.equipment_table
        table.setRowCount(len(sheet.equipment))
        for row, line in enumerate(sheet.equipment):
            name = QTableWidgetItem(line.name)
            name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
            table.setItem(row, 0, name)
            kind = QTableWidgetItem(kind_name(line.kind))
            kind.setFlags(kind.flags() & ~Qt.ItemFlag.ItemIsEditable)
            table.setItem(row, 1, kind)
            quantity = QTableWidgetItem()
            quantity.setFlags(quantity.flags() & ~Qt.ItemFlag.ItemIsEditable)
            quantity.setData(Qt.ItemDataRole.UserRole, line.id)
            table.setItem(row, 2, quantity)
            spin = QSpinBox()
            spin.setObjectName(f"quantity_{line.id}")
            spin.setRange(1, QUANTITY_MAX)
            spin.setKeyboardTracking(False)
            spin.setValue(line.quantity)
            spin.setToolTip(self.tr("How many the character carries; remove the item to carry "
                                    "none"))
            spin.valueChanged.connect(
                lambda value, i=line.id: self.set_quantity(i, value)
            )
            table.setCellWidget(row, 2, spin)
            equipped = QTableWidgetItem()
            equipped.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            equipped.setCheckState(Qt.CheckState.Checked if line.equipped
                                   else Qt.CheckState.Unchecked)
            equipped.setData(Qt.ItemDataRole.UserRole, line.id)
            table.setItem(row, 3, equipped)
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
                grip_item = QTableWidgetItem(grip_name(line.grip) if line.grip else "")
                grip_item.setFlags(grip_item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                table.setItem(row, 4, grip_item)
            warning = QTableWidgetItem(" ".join(line.warnings))
            warning.setFlags(warning.flags() & ~Qt.ItemFlag.ItemIsEditable)
            warning.setToolTip(" ".join(line.warnings))
            table.setItem(row, 5, warning)

    def _fill_spells(self, sheet: SheetView) -> None:
        spells = sheet.details.spells
        key = tuple((s.id, s.name, s.level, s.difficulty, s.mana_cost, s.notes) for s in spells)
        if key == self._shown_spells:
            return
        self._shown_spells = key
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

    # What the controller holds and does, for the type checker only (the methods it defines
    # must not be shadowed at run time). Last in the class: pyside6-lupdate reads no further.
    if TYPE_CHECKING:
        # A QObject's translation (the controller is one; PySide looks the text up under each
        # class of the controller's, this one's name among them).
        def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str: ...

        view: CharacterSheetView
        session: CampaignSession
        character_id: int
        skill_model: SkillTableModel
        medieval_money: bool
        _derived_labels: dict[str, QLabel]
        _warned: dict[QWidget, bool]
        _shown: dict[str, object]
        _shown_derived: dict[str, DerivedValue]
        _shown_equipment: tuple[EquipmentLine, ...] | None
        _shown_spells: tuple[tuple[object, ...], ...] | None
        _shown_portrait: int | bool | None

        def _show_name(self, name: str) -> None: ...
        def roll_initiative(self) -> None: ...
        def roll_attack(self, key: str) -> None: ...
        def set_quantity(self, item_id: int, quantity: int) -> bool: ...
        def equip(self, item_id: int, equipped: bool, grip: str = "") -> bool: ...
