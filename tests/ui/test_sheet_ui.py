"""The character sheet used the way a GM would: typing the quick sheet's character in, reading
the derived values and the pyramid, raising with XP, wounding and healing, rolling from the sheet,
printing to PDF, and the character list's new/duplicate/delete with undo."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QModelIndex, QSettings, Qt
from PySide6.QtGui import QIcon, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSpinBox,
    QTableView,
    QTabWidget,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.character import Attribute
from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import AddSpecialisation, CampaignSession, RaiseSkill
from ryf_desktop.storage.records import EquipmentItem
from ryf_desktop.storage.repositories import image_data
from ryf_desktop.ui.common.session_follow import SessionHolder
from ryf_desktop.ui.dice.check_inputs import RollRequest, RollSubject
from ryf_desktop.ui.sheet.character_list import CharacterListController
from ryf_desktop.ui.sheet.panels import CharacterListPanel, SheetTabs
from ryf_desktop.ui.sheet.sheets import CharacterSheetController, SheetsController
from ryf_desktop.ui.sheet.skill_table import SKILL_ID_ROLE, Column
from tests.campaign_steps import add_character, edit_character, set_wounds
from tests.session.record_samples import add_record
from tests.session.session_samples import committed

# The quick sheet's character (seed 001). The seed lists Atletismo twice (3 and 2); as in
# tests/rules/test_character.py the sheet keeps the first.
QUICK_SHEET = {
    "Advertir/Notar": 5, "Sigilo": 4, "Reflejos": 4, "Atletismo": 3, "Esquivar": 3,
    "Armas a Distancia": 3, "Cuerpo a Cuerpo": 2, "Leyes": 2, "Buscar": 2, "Callejeo": 1,
    "Conducir": 1, "Mecánica": 1, "Ocultismo": 1, "Informática": 1,
}


class ScriptedDice:
    """A random source that hands out the given numbers in order."""

    def __init__(self, *numbers: int) -> None:
        self.numbers = list(numbers)

    def randint(self, a: int, b: int, /) -> int:
        value = self.numbers.pop(0)
        assert a <= value <= b
        return value


@pytest.fixture
def session(tmp_path: Path) -> Iterator[CampaignSession]:
    opened = CampaignSession.create(tmp_path / "c.ryf", "Prueba", "actual", REALISTA,
                                    backup_dir=tmp_path / "backups")
    yield opened
    opened.close()


@pytest.fixture
def ui(
    qtbot: QtBot, session: CampaignSession
) -> Iterator[tuple[CharacterListController, SheetsController]]:
    panel = CharacterListPanel()
    tabs = SheetTabs()
    qtbot.addWidget(panel)
    qtbot.addWidget(tabs)
    holder = SessionHolder(session)
    characters = CharacterListController(panel, holder, panel)
    sheets = SheetsController(tabs, random.Random(3), tabs)
    sheets.set_session(session)
    characters.open_requested.connect(sheets.open_sheet)
    yield characters, sheets
    # As the window does when a campaign closes: the views let go of it first.
    sheets.set_session(None)
    holder.set_session(None)


def _type_into(qtbot: QtBot, spin: QSpinBox, value: int) -> None:
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, str(value))
    QTest.keyClick(spin, Qt.Key.Key_Return)


def _skill_index(sheet: CharacterSheetController, name: str, column: Column) -> QModelIndex:
    assert sheet.sheet is not None
    line = next(line for line in sheet.sheet.skills if line.name == name)
    model = sheet.skills.model
    row = next(row for row in range(model.rowCount())
               if model.index(row, 0).data(SKILL_ID_ROLE) == line.id)
    return model.index(row, column)


def _set_skill_points(
    qtbot: QtBot, sheet: CharacterSheetController, name: str, points: int
) -> None:
    """As a GM does: click the skill's points in the table, type the number, press Return."""
    table = sheet.view.skills_table
    index = _skill_index(sheet, name, Column.POINTS)
    table.scrollTo(index)
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, table.visualRect(index).center())
    # Editors closed before wait for the event loop to be deleted: take the open one.
    editors = [editor for editor in table.findChildren(QSpinBox, "skill_points_editor")
               if editor.isVisibleTo(table)]
    assert len(editors) == 1, "a click on the points opens the field"
    editor = editors[0]
    QTest.keyClicks(editor, str(points))
    QTest.keyClick(editor, Qt.Key.Key_Return)
    # The view takes the value and closes the field on the next turn of the event loop.
    qtbot.waitUntil(lambda: not shiboken6.isValid(editor) or not editor.isVisibleTo(table))


def _skill_points(sheet: CharacterSheetController, name: str) -> str:
    return str(_skill_index(sheet, name, Column.POINTS).data())


def _label(sheet: CharacterSheetController, name: str) -> QLabel:
    label = sheet.view.findChild(QLabel, name)
    assert label is not None
    return label


def _cell(table: QTableView, row: int, column: int) -> QModelIndex:
    index = table.model().index(row, column)
    assert index.isValid()
    return index


def _tick(table: QTableView, row: int, column: int) -> None:
    """Tick a check box of the table, as a click on it does."""
    assert table.model().flags(_cell(table, row, column)) & Qt.ItemFlag.ItemIsUserCheckable
    table.model().setData(_cell(table, row, column), Qt.CheckState.Checked.value,
                          Qt.ItemDataRole.CheckStateRole)


def _widget(table: QTableView, row: int, column: int) -> QWidget | None:
    return table.indexWidget(_cell(table, row, column))


def _new_quick_sheet_character(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController]
) -> CharacterSheetController:
    characters, sheets = ui
    character_id = characters.new_character("Ana Torres")
    assert character_id is not None
    sheet = sheets.sheets[character_id]
    sheet.view.show()
    for attribute, value in ((Attribute.FISICO, 7), (Attribute.DESTREZA, 8),
                             (Attribute.INTELIGENCIA, 7), (Attribute.PERCEPCION, 8)):
        _type_into(qtbot, sheet.view.attribute_spins[attribute], value)
    for name, points in QUICK_SHEET.items():
        _set_skill_points(qtbot, sheet, name, points)
    return sheet


def test_quick_sheet_character_typed_in_gives_the_seed_values(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController]
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    view = sheet.view
    assert view.findChild(QToolButton, "roll_iniciativa") is not None
    assert _label(sheet, "derived_hp_max").text() == "21"
    defensa = _label(sheet, "derived_defensa")
    assert defensa.text() == "16"
    assert defensa.toolTip() == "Defensa 16 = Destreza 8 + Esquivar 3 + 5"
    assert _label(sheet, "derived_iniciativa").text() == "12"
    assert "0 left" in view.points_label.text()
    assert "versátil" in view.pyramid_label.text() and "valid" in view.pyramid_label.text()
    assert "2: 3/4 short" in view.pyramid_label.text()
    assert "5: 1/1 full" in view.pyramid_label.text()


def test_attribute_budget_and_caps_are_shown_and_refused(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController]
) -> None:
    characters, sheets = ui
    character_id = characters.new_character("Budget")
    assert character_id is not None
    sheet = sheets.sheets[character_id]
    sheet.view.show()
    _type_into(qtbot, sheet.view.attribute_spins[Attribute.FISICO], 11)
    assert "34 of 30 spent, 4 over the budget" in sheet.view.points_label.text()
    assert "between 4 and 10" in sheet.view.attribute_warning.text()
    _set_skill_points(qtbot, sheet, "Cuerpo a Cuerpo", 6)  # 11 + 6 = 17 > 16
    assert "at most 16" in sheet.view.error_label.text()
    assert _skill_points(sheet, "Cuerpo a Cuerpo") == "0"  # put back: nothing saved


def answer_questions(monkeypatch: pytest.MonkeyPatch,
                     answer: QMessageBox.StandardButton) -> list[str]:
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_args: object) -> object:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_raise_with_xp_after_creation(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    answer_questions(monkeypatch, QMessageBox.StandardButton.Yes)
    characters, sheets = ui
    character_id = characters.new_character("Veterana")
    assert character_id is not None
    sheet = sheets.sheets[character_id]
    sheet.view.show()
    _set_skill_points(qtbot, sheet, "Sigilo", 3)
    _type_into(qtbot, sheet.view.xp_spin, 5)
    QTest.mouseClick(sheet.view.close_creation_button, Qt.MouseButton.LeftButton)
    points = _skill_index(sheet, "Sigilo", Column.POINTS)
    assert not points.flags() & Qt.ItemFlag.ItemIsEditable  # raised with XP from now on
    assert sheet.sheet is not None
    sigilo = next(line for line in sheet.sheet.skills if line.name == "Sigilo")
    assert sheet.skills.push(RaiseSkill, sigilo.id, 4)
    assert sheet.view.xp_spin.value() == 1
    assert not sheet.skills.push(RaiseSkill, sigilo.id, 5)
    assert "costs 5 XP" in sheet.view.error_label.text()


def test_wounds_malherido_and_healing(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController], session: CampaignSession
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    view = sheet.view
    _type_into(qtbot, view.wounds_spin, 14)  # 21 − 14 = 7 ≤ Físico 7
    assert "malherido" in view.state_label.text() and "−1" in view.state_label.text()
    assert view.hp_label.text() == "7 of 21"
    QTest.mouseClick(view.rest_button, Qt.MouseButton.LeftButton)
    assert view.wounds_spin.value() == 13
    sheet.rng = ScriptedDice(4)
    QTest.mouseClick(view.breath_button, Qt.MouseButton.LeftButton)
    assert view.wounds_spin.value() == 9
    assert "malherido" not in view.state_label.text()
    session.undo_stack.undo()
    assert view.wounds_spin.value() == 13


def _row_text(characters: CharacterListController, row: int) -> str:
    return str(characters.rows.index(row).data())


def _row_badge(characters: CharacterListController, row: int) -> QImage:
    icon = characters.rows.index(row).data(Qt.ItemDataRole.DecorationRole)
    assert isinstance(icon, QIcon)
    return icon.pixmap(32, 32).toImage()


def test_the_list_row_follows_a_wound_and_its_badge_follows_the_health_state(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController], session: CampaignSession
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    characters, _sheets = ui
    assert "PV 21/21" in _row_text(characters, 0)
    healthy = _row_badge(characters, 0)
    sheet.health.set_wounds(3)
    assert "PV 18/21" in _row_text(characters, 0)
    # Still normal: the badge is the same picture.
    assert _row_badge(characters, 0) == healthy
    sheet.health.set_wounds(14)
    assert "PV 7/21" in _row_text(characters, 0)
    assert "malherido" in _row_text(characters, 0)
    # Malherido rings the badge in another colour.
    assert _row_badge(characters, 0) != healthy


def _wound_out_of_sight_then_show(
    qtbot: QtBot, sheet: CharacterSheetController, characters: CharacterListController,
    show: Callable[[], None],
) -> None:
    """Wound the sheet's character while the list is out of sight: once ``show`` brings the
    list back its row reads the wound; then the panel goes back to the fixture."""
    assert "PV 21/21" in _row_text(characters, 0)
    sheet.health.set_wounds(3)
    QCoreApplication.processEvents()
    show()
    qtbot.waitUntil(lambda: "PV 18/21" in _row_text(characters, 0))
    characters.panel.setParent(None)  # the fixture's panel outlives the container


def test_a_tabbed_away_list_catches_up_with_wounds_when_it_shows(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController]
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    characters, _sheets = ui
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    tabs.addTab(QLabel("Campaign"), "Campaign")
    tabs.addTab(characters.panel, "Characters")
    tabs.show()
    qtbot.waitExposed(tabs)
    tabs.setCurrentIndex(0)
    _wound_out_of_sight_then_show(qtbot, sheet, characters, lambda: tabs.setCurrentIndex(1))


def test_a_list_in_a_dock_behind_another_tab_catches_up_when_its_tab_is_chosen(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController]
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    characters, _sheets = ui
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QLabel("map"))
    campaign, listed = QDockWidget("Campaign"), QDockWidget("Characters")
    campaign.setWidget(QLabel("campaign"))
    listed.setWidget(characters.panel)
    for dock in (campaign, listed):
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    window.tabifyDockWidget(campaign, listed)
    window.show()
    qtbot.waitExposed(window)
    campaign.raise_()
    qtbot.waitUntil(lambda: characters.panel.visibleRegion().isEmpty())
    _wound_out_of_sight_then_show(qtbot, sheet, characters, listed.raise_)
    listed.setWidget(QLabel())


def test_medicine_from_the_sheet_once_a_day(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController], session: CampaignSession
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    characters, _sheets = ui
    healer = characters.new_character("Doctora")
    assert healer is not None and sheet.sheet is not None
    sheet.health.set_wounds(10)
    # Inteligencia 7 + Medicina 0 at rank −1 (no points): dice 9, 9, 9 → 16 ≥ 15; heal 1d6 = 5.
    sheet.rng = ScriptedDice(9, 9, 9, 5)
    assert sheet.health.medicine(healer)
    assert sheet.view.wounds_spin.value() == 5
    assert "success" in sheet.view.healing_label.text()
    assert not sheet.health.medicine(healer)
    assert "once a day" in sheet.view.error_label.text()
    assert session.log()[-1].kind == "healing"


def test_the_healers_follow_names_and_the_list_not_wounds(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController], session: CampaignSession
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    combo = sheet.view.healer_combo
    sheet.health.fill_healers()
    assert [combo.itemText(i) for i in range(combo.count())] == ["Ana Torres"]
    doctora = add_character(session, "Doctora")
    assert doctora is not None
    assert [combo.itemText(i) for i in range(combo.count())] == ["Ana Torres", "Doctora"]
    combo.setCurrentIndex(1)
    assert edit_character(session, doctora, "name", "Doctora Vidal")
    assert combo.itemText(1) == "Doctora Vidal" and combo.currentData() == doctora
    filled = combo.itemText(0)
    combo.setItemText(0, "shown")  # marks the rows: a wound of another must not refill them
    assert set_wounds(session, doctora, 3)
    assert combo.itemText(0) == "shown"
    combo.setItemText(0, filled)


def test_a_roll_from_a_skill_with_specialisation_and_malherido(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController]
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    assert sheet.sheet is not None
    sigilo = next(line for line in sheet.sheet.skills if line.name == "Sigilo")
    assert sheet.skills.push(AddSpecialisation, sigilo.id, "Ciudad")
    sheet.health.set_wounds(14)
    requests: list[RollRequest] = []
    sheet.roll_requested.connect(requests.append)
    sheet.skills.roll_skill(sigilo.id, specialisation="Ciudad")
    who = RollSubject("Ana Torres", "Sigilo (Ciudad)", sheet.character_id)
    assert requests == [RollRequest(subject=who, attribute=8, skill=4, specialisation=True,
                                    malherido=True)]
    QTest.mouseClick(sheet.view.attribute_roll_buttons[Attribute.PERCEPCION],
                     Qt.MouseButton.LeftButton)
    assert requests[-1].skill is None and requests[-1].attribute == 8


def test_equipment_shows_requirements_and_grip(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController], session: CampaignSession
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    add_record(session, EquipmentItem, character_id=sheet.character_id, name="Espada bastarda",
               kind="weapon",
               details='{"damage": "2d6(1M)/2d6+1(2M)", "requirement": "req. Físico 9"}')
    table = sheet.view.equipment_table
    assert _cell(table, 0, 0).data() == "Espada bastarda"
    assert "Físico 9" in _cell(table, 0, 5).data()
    _tick(table, 0, 3)
    assert _cell(table, 0, 3).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert sheet.sheet is not None and sheet.sheet.equipment[0].grip == "one_hand"
    assert _widget(table, 0, 4) is not None


def test_item_quantity_edited_and_item_removed_with_undo(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController], session: CampaignSession
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    add_record(session, EquipmentItem, character_id=sheet.character_id, name="Cuerda",
               kind="gear")
    table = sheet.view.equipment_table
    spin = _widget(table, 0, 2)
    assert isinstance(spin, QSpinBox)
    assert spin.minimum() == 1
    _type_into(qtbot, spin, 4)
    assert sheet.sheet is not None and sheet.sheet.equipment[0].quantity == 4
    session.undo_stack.undo()
    assert sheet.sheet is not None and sheet.sheet.equipment[0].quantity == 1
    table.selectRow(0)
    sheet.view.remove_item_button.click()
    assert table.model().rowCount() == 0
    session.undo_stack.undo()
    assert table.model().rowCount() == 1
    assert _cell(table, 0, 0).data() == "Cuerda"


def test_pdf_has_one_page(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController], tmp_path: Path
) -> None:
    _new_quick_sheet_character(qtbot, ui)
    _characters, sheets = ui
    path = sheets.write_pdf(tmp_path / "ana.pdf")
    assert path is not None
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    assert data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") + data.count(
        b"/Type /Page>") == 1 or data.count(b"/Count 1") == 1


def test_list_new_duplicate_delete_with_undo(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController], session: CampaignSession
) -> None:
    characters, sheets = ui
    first = characters.new_character("Ana")
    assert first is not None
    assert characters.rows.rowCount() == 1
    assert "Ana" in _row_text(characters, 0)
    assert "PV 21/21" in _row_text(characters, 0)
    characters.select(first)
    assert characters.duplicate_selected() is not None
    assert characters.rows.rowCount() == 2
    characters.select(first)
    assert characters.delete_selected()
    assert characters.rows.rowCount() == 1
    assert first not in sheets.sheets  # its sheet closed with it
    session.undo_stack.undo()
    assert characters.rows.rowCount() == 2


def test_export_and_import_one_character(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController], tmp_path: Path
) -> None:
    characters, _sheets = ui
    first = characters.new_character("Ana")
    assert first is not None
    characters.select(first)
    out = characters.export_selected(tmp_path / "ana.json")
    assert out is not None and out.exists()
    imported = characters.import_file(out)
    assert imported is not None and imported != first
    assert characters.rows.rowCount() == 2
    assert characters.session is not None
    characters.session.undo_stack.undo()  # one step, as every change
    assert characters.rows.rowCount() == 1


def test_main_window_rolls_a_skill_into_the_dice_panel(
    qtbot: QtBot, tmp_path: Path, session: CampaignSession
) -> None:
    from ryf_desktop.ui.main_window import MainWindow

    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        rng=random.Random(1), persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    path = session.path
    session.close()
    assert window.campaign.open_path(path)
    docks = window.sheet_docks.docks
    assert docks is not None
    character_id = docks.characters.new_character("Ana")
    assert character_id is not None
    sheet = docks.sheets.sheets[character_id]
    assert sheet.sheet is not None
    sigilo = next(line for line in sheet.sheet.skills if line.name == "Sigilo")
    sheet.skills.set_skill_level(sigilo.id, 4)
    sheet.skills.roll_skill(sigilo.id)  # rolls at once: no second press in the dice panel
    dice = window.dice_roller.controller
    assert dice.view.attribute_spin.value() == 8
    assert dice.view.skill_spin.value() == 4
    assert dice.view.odds_label.text()
    assert window.campaign.session is not None
    line = window.campaign.session.log()[-1]
    assert line.text.startswith("Ana — Sigilo: ")
    assert line.character_id == character_id
    window.campaign.close_campaign()


def test_a_weapon_dropped_from_the_catalog_lands_in_the_equipment(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController], session: CampaignSession
) -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QDropEvent

    from ryf_desktop.catalog import load_catalog
    from ryf_desktop.ui.catalog.mime import EntryRef, entry_mime_data

    sheet = _new_quick_sheet_character(qtbot, ui)
    weapon = next(entry for entry in load_catalog().weapons if "1M" in str(entry.damage))
    mime = entry_mime_data(EntryRef.of(weapon))
    viewport = sheet.view.equipment_table.viewport()
    drop = QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    assert sheet.eventFilter(viewport, drop)
    table = sheet.view.equipment_table
    assert _cell(table, 0, 0).data() == weapon.name
    assert sheet.sheet is not None and sheet.sheet.equipment[0].both_grips
    _tick(table, 0, 3)
    assert _widget(table, 0, 4) is not None  # 1M/2M chooser for a weapon with both
    assert sheet.equipment.equip(sheet.sheet.equipment[0].id, True, "two_hands")
    assert sheet.sheet.equipment[0].grip == "two_hands"
    session.undo_stack.undo()
    assert sheet.sheet.equipment[0].grip == "one_hand"


def test_spending_a_token_on_a_roll_and_a_token_handed_back(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController]
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    _type_into(qtbot, sheet.view.tokens_spin, 2)
    requests: list[RollRequest] = []
    sheet.roll_requested.connect(requests.append)
    sheet.view.token_roll_check.setChecked(True)
    sheet.derived.roll_attack("ranged_attack")
    attack = requests[-1]
    assert attack.token and attack.attribute == 8 and attack.skill == 3
    # The sheet only asks: the dice dock spends the token with the roll it records.
    assert sheet.view.tokens_spin.value() == 2
    assert not sheet.view.token_roll_check.isChecked()
    sheet.view.penalty_check.setChecked(True)
    # The token goes back to the player, with its price: the next roll at −1.
    assert sheet.view.tokens_spin.value() == 3
    sheet.derived.roll_initiative()
    initiative = requests[-1]
    assert initiative.penalty and not initiative.token
    assert initiative.attribute + (initiative.skill or 0) == 12
    assert sheet.view.penalty_check.isChecked()  # used up by the roll the dock records


def test_the_sheet_reflows_to_one_column_when_narrow(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController]
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    view, tabs = sheet.view, ui[1].tabs
    tabs.resize(1200, 800)
    tabs.show()
    qtbot.waitUntil(lambda: view.columns == 2)
    tabs.resize(500, 800)
    qtbot.waitUntil(lambda: view.columns == 1)
    # One column: nothing sticks out sideways.
    page = view.widget()
    assert page is not None
    assert page.minimumSizeHint().width() <= view.viewport().width()


# Offscreen, the floating sheet window cannot be raised over the main one: Qt says so.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_sheets_open_wide_in_a_window_of_their_own(
    qtbot: QtBot, tmp_path: Path, session: CampaignSession
) -> None:
    from ryf_desktop.ui.main_window import MainWindow

    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        rng=random.Random(1), persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    path = session.path
    session.close()
    assert window.campaign.open_path(path)
    docks = window.sheet_docks.docks
    assert docks is not None
    assert docks.characters.new_character("Ana") is not None
    dock = window.dock("sheets")
    # A floating window (ui.dock_layout): the docks and the map keep their room.
    assert dock.isFloating() and dock.isVisible()
    qtbot.waitUntil(lambda: dock.width() >= 600)
    window.campaign.close_campaign()


def test_money_in_dollars_is_one_field(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController]
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    view = sheet.view
    assert not view.coins_row.isVisibleTo(view)
    assert view.money_spin.isVisibleTo(view)
    _type_into(qtbot, view.money_spin, 250)
    assert sheet.sheet is not None and sheet.sheet.details.character.money == 250
    assert view.money_label.text() == "250 $"


def test_medieval_money_as_coins_with_the_exchange(qtbot: QtBot, tmp_path: Path) -> None:
    session = CampaignSession.create(tmp_path / "m.ryf", "Medieval", "medieval", REALISTA,
                                     backup_dir=tmp_path / "backups")
    tabs = SheetTabs()
    qtbot.addWidget(tabs)
    panel = CharacterListPanel()
    qtbot.addWidget(panel)
    holder = SessionHolder(session)
    characters = CharacterListController(panel, holder, panel)
    sheets = SheetsController(tabs, random.Random(3), tabs)
    sheets.set_session(session)
    characters.open_requested.connect(sheets.open_sheet)
    character_id = characters.new_character("Brenna")
    assert character_id is not None
    sheet = sheets.sheets[character_id]
    view = sheet.view
    assert view.coins_row.isVisibleTo(view)
    assert not view.money_spin.isVisibleTo(view)
    _type_into(qtbot, view.coin_spins["mo"], 3)
    _type_into(qtbot, view.coin_spins["mp"], 15)
    # 3 mo + 15 mp = 450 mc, shown back in the fewest coins.
    assert sheet.sheet is not None and sheet.sheet.details.character.money == 450
    assert [view.coin_spins[c].value() for c in ("mo", "mp", "mc")] == [4, 5, 0]
    assert "4 mo 5 mp" in view.money_label.text()
    assert "1 mo = 10 mp = 100 mc" in view.money_label.text()
    session.undo_stack.undo()
    assert sheet.sheet is not None and sheet.sheet.details.character.money == 300
    sheets.set_session(None)
    holder.set_session(None)
    session.close()


def _picture(path: Path, width: int, height: int) -> Path:
    from PySide6.QtGui import QColor, QImage

    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("navy"))
    # A red band on the left that the centred square crop must cut away.
    for x in range(min(width, 50)):
        for y in range(height):
            image.setPixelColor(x, y, QColor("red"))
    assert image.save(str(path))
    return path


def test_portrait_imported_cropped_shown_and_undone(
    qtbot: QtBot, tmp_path: Path, ui: tuple[CharacterListController, SheetsController],
    session: CampaignSession,
) -> None:
    from PySide6.QtGui import QImage

    characters, _sheets = ui
    sheet = _new_quick_sheet_character(qtbot, ui)
    label = sheet.view.portrait_label
    assert label.pixmap().isNull()
    assert sheet.identity.import_portrait(_picture(tmp_path / "p.jpg", 400, 200))
    details = session.character(sheet.character_id)
    assert details is not None and details.character.portrait_image_id is not None
    stored = image_data(session.file, details.character.portrait_image_id)
    assert stored is not None
    image = QImage.fromData(stored)
    assert (image.width(), image.height()) == (256, 256)
    # 400×200 cropped to the centred 200×200: the red band (x < 50) is gone.
    assert image.pixelColor(0, 128).red() < 40  # (JPEG: near navy, far from red)
    assert not label.pixmap().isNull()
    characters.refresh()
    assert not _row_badge(characters, 0).isNull()
    session.undo_stack.undo()
    assert label.pixmap().isNull()
    details = session.character(sheet.character_id)
    assert details is not None and details.character.portrait_image_id is None
    assert committed(session.path, "SELECT count(*) FROM image") == [(0,)]


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (lambda p: _picture(p / "wide.png", 8001, 2), "8000 pixels"),
        (lambda p: (p / "notes.png").write_text("not a picture") and p / "notes.png",
         "not a PNG, JPEG or WebP"),
        (lambda p: (p / "huge.png").write_bytes(b"\0" * (20 * 1024 * 1024 + 1))
         and p / "huge.png", "at most 20 MB"),
    ],
)
def test_portrait_refused_with_the_reason(
    qtbot: QtBot, tmp_path: Path, ui: tuple[CharacterListController, SheetsController],
    make: object, reason: str,
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    assert callable(make)
    path = make(tmp_path)
    assert not sheet.identity.import_portrait(path)
    assert reason in sheet.view.error_label.text()
    assert sheet.sheet is not None and sheet.sheet.details.character.portrait_image_id is None


def test_the_skill_table_rolls_on_a_click_and_follows_the_attribute(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController]
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    table = sheet.view.skills_table
    requests: list[RollRequest] = []
    sheet.roll_requested.connect(requests.append)
    name = _skill_index(sheet, "Sigilo", Column.NAME)
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, table.visualRect(name).center())
    assert requests == [RollRequest(subject=RollSubject("Ana Torres", "Sigilo", sheet.character_id),
                                    attribute=8, skill=4)]
    total = _skill_index(sheet, "Sigilo", Column.TOTAL)
    assert total.data() == "12"
    assert total.data(Qt.ItemDataRole.ToolTipRole) == "Destreza 8 + Sigilo 4"
    model = sheet.skills.model
    changed: list[int] = []
    model.dataChanged.connect(
        lambda first, last, _roles=(): changed.extend(range(first.row(), last.row() + 1))
    )
    _type_into(qtbot, sheet.view.attribute_spins[Attribute.DESTREZA], 9)
    assert total.data() == "13"
    heading_names = [model.index(row, Column.NAME).data() for row in model.heading_rows()]
    assert "Destreza (9)" in heading_names
    # Only the Destreza heading and skills were announced, not the whole table.
    lines = [model.line(row) for row in changed]
    assert changed and lines[0] is None  # the heading
    assert all(line.attribute is Attribute.DESTREZA for line in lines[1:] if line is not None)
    assert sheet.sheet is not None
    sigilo = next(line for line in sheet.sheet.skills if line.name == "Sigilo")
    menu = sheet.skills.menu(sigilo.id)
    actions = [action.text() for action in menu.actions()]
    for wanted in ("Rename…", "Add specialisation…", "Remove skill"):
        assert wanted in actions
    menu.close()
    headings = sheet.skills.model.heading_rows()
    assert all(table.columnSpan(row, 0) == len(Column) for row in headings)


def test_the_pdf_leaves_out_empty_fields_and_shows_every_skill(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from ryf_desktop.ui.sheet import pdf

    sheet = _new_quick_sheet_character(qtbot, ui)
    # What the page says is read as it is drawn: no PDF reader is installed to read the file
    # back (QtPdf is not in the wheel), so the page's one text-drawing method is recorded.
    drawn: list[str] = []
    original = pdf._Page.text

    def record(page: pdf._Page, rect: object, text: str, **keywords: object) -> float:
        drawn.append(text)
        return original(page, rect, text, **keywords)  # type: ignore[arg-type]

    monkeypatch.setattr(pdf._Page, "text", record)
    _type_into(qtbot, sheet.view.wounds_spin, 14)
    assert ui[1].write_pdf(tmp_path / "ana.pdf") is not None
    page_text = "\n".join(drawn)
    # No player, concept or social class typed in: no empty "Player:" or "Social class" rows.
    assert "Player:" not in page_text and "Social class" not in page_text
    assert "Concept:" not in page_text
    assert "Player character" in page_text
    # Every skill of the setting, with its points and total; a 0 too (it can still be rolled).
    assert sheet.sheet is not None
    for line in sheet.sheet.skills:
        assert line.name in drawn or any(text.startswith(line.name + " (") for text in drawn)
    assert "= Destreza 8 + Esquivar 3 + 5" in drawn
    assert "malherido (every roll at −1 rank)" in drawn
    thresholds = "Wound thresholds: malherido 14 · inconsciente 21 · muerto 35"
    assert thresholds in drawn


def test_the_tab_follows_a_renamed_character(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController]
) -> None:
    characters, sheets = ui
    character_id = characters.new_character("Ana")
    assert character_id is not None
    sheet = sheets.sheets[character_id]
    sheet.view.name_edit.setText("Ana Torres")
    sheet.view.name_edit.editingFinished.emit()
    tabs = sheets.tabs.tabs
    assert tabs.tabText(tabs.indexOf(sheet.view)) == "Ana Torres"


@pytest.mark.qt_log_ignore("This plugin does not support")  # a popup, offscreen
def test_the_healer_list_is_read_when_first_used(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController]
) -> None:
    characters, sheets = ui
    patient = characters.new_character("Ana")
    healer = characters.new_character("Doctora")
    assert patient is not None and healer is not None
    sheet = sheets.sheets[patient]
    combo = sheet.view.healer_combo
    assert combo.count() == 0  # opening the sheet did not read every character
    combo.showPopup()
    assert [combo.itemText(index) for index in range(combo.count())] == ["Ana", "Doctora"]
    combo.hidePopup()
    combo.setCurrentIndex(1)
    sheet.health.set_wounds(6)
    # Medicina 0 at rank −1 (no points): the lowest of 9, 9, 9 with the new character's
    # Inteligencia reaches 15; the heal's 1d6 shows 3.
    sheet.rng = ScriptedDice(9, 9, 9, 3)
    QTest.mouseClick(sheet.view.medicine_button, Qt.MouseButton.LeftButton)
    assert "Doctora treats Ana with Medicina" in sheet.view.healing_label.text()
    assert sheet.view.wounds_spin.value() == 3
    assert characters.new_character("Enfermero") is not None
    assert combo.count() == 3  # follows the list once read


def in_creation(sheet: CharacterSheetController) -> bool:
    assert sheet.sheet is not None
    return bool(sheet.sheet.details.character.in_creation)


def test_closing_the_creation_asks_first_and_keeps_the_sheet_in_place(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    characters, sheets = ui
    character_id = characters.new_character("Apresurada")
    assert character_id is not None
    sheet = sheets.sheets[character_id]
    view = sheet.view
    view.resize(520, 300)
    view.show()
    qtbot.waitExposed(view)
    button = view.close_creation_button
    view.ensureWidgetVisible(button, 0, 120)
    asked = answer_questions(monkeypatch, QMessageBox.StandardButton.Cancel)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert asked and button.isEnabled(), "Cancel keeps the creation open"
    assert in_creation(sheet)
    answer_questions(monkeypatch, QMessageBox.StandardButton.Yes)
    top = view.window()
    top.show()
    top.activateWindow()
    qtbot.waitUntil(top.isActiveWindow)
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    bar = view.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    place = bar.value()
    assert place > 0
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    assert not in_creation(sheet)
    assert view.verticalScrollBar().value() == place, "the sheet jumped"


def test_spells_added_edited_in_place_and_removed_with_undo(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController], session: CampaignSession
) -> None:
    sheet = _new_quick_sheet_character(qtbot, ui)
    table = sheet.view.spells_table
    assert sheet.spells.add_spell("Luz")
    assert [_cell(table, 0, column).data() for column in range(5)] == ["Luz", "1", "15", "1", ""]
    rows = table.model()
    assert rows.flags(_cell(table, 0, 1)) & Qt.ItemFlag.ItemIsEditable
    assert rows.setData(_cell(table, 0, 1), "3", Qt.ItemDataRole.EditRole)
    assert _cell(table, 0, 1).data() == "3"
    assert sheet.sheet is not None and sheet.sheet.details.spells[0].level == 3
    assert not rows.setData(_cell(table, 0, 2), "mucho", Qt.ItemDataRole.EditRole)
    assert sheet.view.error_label.text()
    assert _cell(table, 0, 2).data() == "15"
    session.undo_stack.undo()
    assert _cell(table, 0, 1).data() == "1"
    table.selectRow(0)
    sheet.view.remove_spell_button.click()
    assert rows.rowCount() == 0
    session.undo_stack.undo()
    assert _cell(table, 0, 0).data() == "Luz"


def test_closing_the_creation_is_refused_while_the_numbers_break_its_limits(
    qtbot: QtBot, ui: tuple[CharacterListController, SheetsController],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    characters, sheets = ui
    character_id = characters.new_character("Lucía Pardo")
    assert character_id is not None
    sheet = sheets.sheets[character_id]
    view = sheet.view
    view.show()
    for attribute, value in ((Attribute.FISICO, 11), (Attribute.DESTREZA, 8),
                             (Attribute.INTELIGENCIA, 7), (Attribute.PERCEPCION, 8)):
        _type_into(qtbot, view.attribute_spins[attribute], value)
    asked = answer_questions(monkeypatch, QMessageBox.StandardButton.Yes)
    QTest.mouseClick(view.close_creation_button, Qt.MouseButton.LeftButton)
    assert not asked and in_creation(sheet), "refused, not asked"
    why = view.attribute_warning.text()
    assert "34 of 30 spent, 4 over the budget" in why
    assert "Físico is 11; at creation attributes are between 4 and 10" in why
    assert view.attribute_warning.isVisibleTo(view)

    _type_into(qtbot, view.attribute_spins[Attribute.FISICO], 7)
    _set_skill_points(qtbot, sheet, "Sigilo", 5)
    _set_skill_points(qtbot, sheet, "Buscar", 5)
    _set_skill_points(qtbot, sheet, "Advertir/Notar", 5)
    # Three skills at 5: over either realistic pyramid (one at 5, or two), a warning to accept.
    QTest.mouseClick(view.close_creation_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "5: 3 of" in asked[0], "the pyramid's excess, to accept"
    assert not in_creation(sheet)
