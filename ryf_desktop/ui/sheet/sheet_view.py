"""The character sheet's layout: sections as group boxes in a scroll area. No behaviour here:
:class:`~ryf_desktop.ui.sheet.sheets.CharacterSheetController` fills and connects it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.rules.character import Attribute
from ryf_desktop.storage.records import ATTRIBUTE_MAX, ATTRIBUTE_MIN
from ryf_desktop.ui.common.widgets import STRETCH, InlineMessage, fill, named, text_label
from ryf_desktop.ui.sheet.labels import attribute_name
from ryf_desktop.ui.sheet.skill_table import FittedTable, SkillTableView

SPIN_MAX = 1_000_000
#: Side of the portrait on the sheet, in pixels.
PORTRAIT_SHOWN = 96
MONEY_MAX = 2_000_000_000
#: Below this width the sheet is one column (the two need about this much to show unclipped).
TWO_COLUMN_WIDTH = 900
#: Two columns: the sections of each, top to bottom; the wide tables run under both.
WIDE_COLUMNS: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]] = (
    ("identity", "skills"),
    ("attributes", "derived", "health", "money"),
    ("equipment", "spells"),
)
#: One column: what a GM looks at most comes first.
NARROW_ORDER = ("identity", "attributes", "derived", "health", "skills", "equipment", "money",
                "spells")


def spin_box(low: int, high: int, name: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setObjectName(name)
    # One command per finished value, not one per key typed.
    spin.setKeyboardTracking(False)
    return spin


def _button(text: str, name: str, tip: str = "", *, checkable: bool = False) -> QPushButton:
    button = named(QPushButton(text), name, tip)
    button.setCheckable(checkable)
    return button


def _text_edit(name: str) -> QPlainTextEdit:
    edit = named(QPlainTextEdit(), name)
    edit.setMaximumHeight(70)
    return edit


def _rows(form: QFormLayout, *rows: tuple[str, QWidget | QLayout]) -> QFormLayout:
    for label, field in rows:
        form.addRow(label, field)
    return form


def _table(name: str) -> FittedTable:
    """An item table; its section gives it its model (the columns, and what an edit does)."""
    table = FittedTable(name, min_rows=2)  # an empty one still reads as a table to fill
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    table.setAlternatingRowColors(True)
    return table


class HealerCombo(QComboBox):
    """The list of who may treat the character; says when it is about to open, so that it is
    filled then (reading every character is not part of opening a sheet)."""

    popup_requested = Signal()

    def showPopup(self) -> None:  # noqa: N802
        self.popup_requested.emit()
        super().showPopup()


class CharacterSheetView(QScrollArea):
    def __init__(self, parent: QWidget | None = None, *, columns: int = 1) -> None:
        super().__init__(parent)
        self.setObjectName("character_sheet")
        self.setWidgetResizable(True)
        self._page = named(QWidget(), "sheet_page")
        # In the scroll area before it fills: sections then join a parented page one by one,
        # rather than the whole tree being moved (and every child told) at the end.
        self.setWidget(self._page)
        self._grid = QGridLayout(self._page)
        self.error_label = named(InlineMessage(), "sheet_error")
        self._sections: dict[str, QWidget] = {
            "identity": self._identity(),
            "attributes": self._attributes(),
            "skills": self._skills(),
            "derived": self._derived(),
            "health": self._health(),
            "equipment": self._equipment(),
            "money": self._money_tokens(),
            "spells": self._spells(),
        }
        # Each column stacks its sections at their own heights: side by side in one grid row,
        # a short section would stretch to the height of its tall neighbour.
        self._columns = (QVBoxLayout(), QVBoxLayout(), QVBoxLayout())
        self._grid.addWidget(self.error_label, 0, 0, 1, 2)
        for index, (row, column, span) in enumerate(((1, 0, 1), (1, 1, 1), (2, 0, 2))):
            self._columns[index].setContentsMargins(0, 0, 0, 0)
            self._grid.addLayout(self._columns[index], row, column, 1, span,
                                 Qt.AlignmentFlag.AlignTop)
        self._grid.setRowStretch(3, 1)
        self.columns = 0
        # As many columns as the room the sheet opens in holds (a resize changes them): laid out
        # once at the right width rather than reflowed as it shows.
        self._place(columns)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        # Two columns only where both fit: a narrow dock reads better as one column than sideways.
        self._place(2 if event.size().width() >= TWO_COLUMN_WIDTH else 1)
        super().resizeEvent(event)

    def _place(self, columns: int) -> None:
        if columns == self.columns:
            return
        self.columns = columns
        for layout in self._columns:
            while layout.count():
                layout.takeAt(0)
        places = WIDE_COLUMNS if columns == 2 else (NARROW_ORDER, (), ())
        for layout, names in zip(self._columns, places, strict=True):
            for name in names:
                layout.addWidget(self._sections[name])
            layout.addStretch(1)  # the sections keep their heights; the room left is below
        self._grid.setColumnStretch(0, 1)
        self._grid.setColumnStretch(1, 1 if columns == 2 else 0)

    def _identity(self) -> QGroupBox:
        box = QGroupBox(self.tr("Identity"), self._page)
        form = QFormLayout(box)
        self.name_edit = named(QLineEdit(), "name_edit")
        self.player_edit = named(QLineEdit(), "player_edit")
        self.concept_edit = named(QLineEdit(), "concept_edit")
        self.kind_combo = named(QComboBox(), "kind_combo")
        self.kind_combo.addItem(self.tr("Player character"), "pc")
        self.kind_combo.addItem(self.tr("Non-player character"), "npc")
        self.background_edit = _text_edit("background_edit")
        self.notes_edit = _text_edit("notes_edit")
        self.portrait_label = text_label(name="portrait")
        self.portrait_label.setFixedSize(PORTRAIT_SHOWN, PORTRAIT_SHOWN)
        self.portrait_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.portrait_label.setFrameShape(QFrame.Shape.StyledPanel)
        self.portrait_button = _button(
            self.tr("Import portrait…"), "import_portrait",
            self.tr("A PNG, JPEG or WebP picture up to 20 MB and 8000 pixels a side; it is "
                    "cropped to a centred square"))
        self.remove_portrait_button = _button(self.tr("Remove portrait"), "remove_portrait")
        portrait_buttons = fill(
            QVBoxLayout(), self.portrait_button, self.remove_portrait_button, STRETCH
        )
        portrait_row = fill(QHBoxLayout(), self.portrait_label, portrait_buttons, STRETCH)
        _rows(form, (self.tr("Portrait"), portrait_row), (self.tr("&Name"), self.name_edit),
              (self.tr("&Player"), self.player_edit), (self.tr("&Concept"), self.concept_edit),
              (self.tr("Kind"), self.kind_combo), (self.tr("Background"), self.background_edit),
              (self.tr("Notes"), self.notes_edit))
        return box

    def _attributes(self) -> QGroupBox:
        box = QGroupBox(self.tr("Attributes"), self._page)
        form = QFormLayout()
        self.attribute_spins: dict[Attribute, QSpinBox] = {}
        self.attribute_roll_buttons: dict[Attribute, QToolButton] = {}
        for attribute in Attribute:
            spin = spin_box(ATTRIBUTE_MIN, ATTRIBUTE_MAX, f"attribute_{attribute.value}")
            button = named(QToolButton(), f"roll_{attribute.value}",
                           self.tr("Roll this attribute now; the result shows in the Dice dock"))
            button.setText(self.tr("Roll"))
            form.addRow(attribute_name(attribute), fill(QHBoxLayout(), (spin, 1), button))
            self.attribute_spins[attribute] = spin
            self.attribute_roll_buttons[attribute] = button
        self.points_label = text_label(name="points_left")
        self.attribute_warning = InlineMessage()
        self.creation_label = text_label(name="creation_state")
        self.close_creation_button = _button(
            self.tr("Close creation"), "close_creation",
            self.tr("The character is made: from now on skills rise by spending XP"))
        fill(QVBoxLayout(box), form, self.points_label, self.attribute_warning,
             self.creation_label, self.close_creation_button)
        return box

    def _skills(self) -> QGroupBox:
        box = QGroupBox(self.tr("Skills"), self._page)
        self.skills_table = SkillTableView()
        self.new_skill_edit = named(QLineEdit(), "new_skill_name")
        self.new_skill_edit.setPlaceholderText(self.tr("New skill"))
        self.new_skill_attribute = named(QComboBox(), "new_skill_attribute")
        for attribute in Attribute:
            self.new_skill_attribute.addItem(attribute_name(attribute), attribute.value)
        self.add_skill_button = _button(self.tr("Add skill"), "add_skill")
        add_row = fill(QHBoxLayout(), (self.new_skill_edit, 1), self.new_skill_attribute,
                       self.add_skill_button)
        self.pyramid_label = text_label(name="pyramid")
        self.pyramid_label.setTextFormat(Qt.TextFormat.RichText)
        fill(QVBoxLayout(box), self.skills_table, add_row, self.pyramid_label)
        return box

    def _derived(self) -> QGroupBox:
        box = QGroupBox(self.tr("Derived values"), self._page)
        self.derived_grid = QGridLayout(box)
        self.derived_grid.setColumnStretch(1, 1)
        return box

    def _health(self) -> QGroupBox:
        box = QGroupBox(self.tr("Health"), self._page)
        form = QFormLayout()
        self.wounds_spin = spin_box(0, SPIN_MAX, "wounds")
        self.hp_label = text_label(name="current_hp")
        self.state_label = text_label(name="health_state")
        _rows(form, (self.tr("Wounds"), self.wounds_spin), (self.tr("PV"), self.hp_label),
              (self.tr("State"), self.state_label))
        buttons = QGridLayout()
        self.rest_button = _button(
            self.tr("Night's rest"), "natural_rest",
            self.tr("Sleeping 6–8 hours heals 1 PV; once a night (a campaign day)"))
        self.comfort_button = _button(
            self.tr("Comfortable rest"), "comfortable_rest",
            self.tr("A night with every comfort heals 2 PV; once a night (a campaign day)"))
        self.breath_button = _button(
            self.tr("Recuperar el aliento"), "recover_breath",
            self.tr("5 minutes of rest after a combat heal 1d6; once after each fight, not "
                    "while it goes on"))
        self.healer_combo = named(HealerCombo(), "healer",
                                  self.tr("Who rolls Medicina on this character"))
        self.healer_combo.setPlaceholderText(self.tr("Healer…"))
        self.medicine_button = _button(
            self.tr("Medicina"), "medicine",
            self.tr("The healer rolls Medicina at 15: heals 1d6 (a critical 1d6 more), once a "
                    "day per patient; a healer who failed may not try again that day"))
        buttons.addWidget(self.rest_button, 0, 0)
        buttons.addWidget(self.comfort_button, 0, 1)
        buttons.addWidget(self.breath_button, 1, 0, 1, 2)
        buttons.addWidget(self.healer_combo, 2, 0)
        buttons.addWidget(self.medicine_button, 2, 1)
        self.harm_button = _button(
            self.tr("Damage or heal…"), "harm",
            self.tr("Damage or healing by hand: an amount or dice, armour applied or not"))
        buttons.addWidget(self.harm_button, 3, 0, 1, 2)
        self.healing_label = text_label(name="healing_result", wrap=True)
        self.healing_label.hide()  # shown with the first healing's result
        fill(QVBoxLayout(box), form, buttons, self.healing_label)
        return box

    def _equipment(self) -> QGroupBox:
        box = QGroupBox(self.tr("Equipment"), self._page)
        self.equipment_table = _table("equipment")
        self.equipment_hint = text_label(
            self.tr("Drag items here from the catalog"), "equipment_hint")
        self.remove_item_button = _button(self.tr("Remove item"), "remove_item",
                                          self.tr("Take the selected item off the sheet"))
        row = fill(QHBoxLayout(), (self.equipment_hint, 1), self.remove_item_button)
        fill(QVBoxLayout(box), self.equipment_table, row)
        return box

    def _money_tokens(self) -> QGroupBox:
        box = QGroupBox(self.tr("Money, tokens and XP"), self._page)
        form = QFormLayout(box)
        self.money_spin = spin_box(0, MONEY_MAX, "money")
        # Medieval money as coins; the controller shows these or the single field, by setting.
        self.coins_row = QWidget()
        self.coin_spins: dict[str, QSpinBox] = {}
        for coin in ("mo", "mp", "mc"):
            self.coin_spins[coin] = spin_box(0, MONEY_MAX, f"money_{coin}")
            self.coin_spins[coin].setSuffix(f" {coin}")
        fill(QHBoxLayout(self.coins_row), *((spin, 1) for spin in self.coin_spins.values()),
             margin=0)
        self.money_label = text_label(name="money_text", wrap=True)
        self.tokens_spin = spin_box(0, 1000, "tokens")
        self.token_roll_check = _button(self.tr("Spend a token on the next roll"), "spend_token",
                                        checkable=True)
        self.penalty_check = _button(self.tr("Token handed back: next roll −1"),
                                     "token_penalty", checkable=True)
        self.xp_spin = spin_box(0, SPIN_MAX, "xp")
        money = fill(QVBoxLayout(), self.money_spin, self.coins_row)
        _rows(form, (self.tr("Money"), money), ("", self.money_label),
              (self.tr("Tokens"), self.tokens_spin), ("", self.token_roll_check),
              ("", self.penalty_check), (self.tr("XP"), self.xp_spin))
        return box

    def _spells(self) -> QGroupBox:
        self.spells_box = QGroupBox(self.tr("Spells"), self._page)
        self.spells_table = _table("spells")
        self.add_spell_button = _button(self.tr("Add spell"), "add_spell")
        self.remove_spell_button = _button(self.tr("Remove spell"), "remove_spell")
        self.cast_button = _button(
            self.tr("Cast"), "cast_spell",
            self.tr("Roll Inteligencia + level − estorbo against the spell's difficulty; the "
                    "spell's maná is spent, success or not. In a fight, cast from the Combat "
                    "dock: it is a major action"))
        buttons = fill(QHBoxLayout(), self.add_spell_button, self.remove_spell_button,
                       self.cast_button, STRETCH)
        self.spell_result_label = text_label(name="spell_result", wrap=True)
        self.spell_result_label.hide()  # shown with the first cast's result
        fill(QVBoxLayout(self.spells_box), self.spells_table, buttons, self.spell_result_label)
        return self.spells_box
