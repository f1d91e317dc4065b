"""The character sheet's Done-when story through the real main window, as a GM plays it: the quick
sheet's character (seed 001) made from nothing, equipped from the catalog, its skills rolled with
the odds shown, wounded and healed, and printed to one page of PDF."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QInputDialog
from pytestqt.qtbot import QtBot

from ryf_desktop.catalog import load_catalog
from ryf_desktop.rules.character import Attribute
from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession
from ryf_desktop.ui.catalog.character_dialog import AddToCharacterDialog
from ryf_desktop.ui.catalog.mime import EntryRef, entry_mime_data
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.sheet.skill_table import Column
from tests.scripted_rng import ScriptedRng
from tests.ui.test_sheet_ui import (
    QUICK_SHEET,
    _label,
    _set_skill_points,
    _skill_index,
    _type_into,
)


def _answer_the_name_dialog(name: str) -> None:
    """Types ``name`` into the "New character" question once it opens, and accepts it."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):
            QTimer.singleShot(10, answer)
            return
        dialog.setTextValue(name)
        dialog.accept()

    QTimer.singleShot(0, answer)


def test_a_gm_makes_equips_rolls_wounds_heals_and_prints_the_quick_sheet_character(
    qtbot: QtBot, tmp_path: Path, monkeypatch: object
) -> None:
    path = tmp_path / "campaña.ryf"
    CampaignSession.create(path, "Noir", "actual", REALISTA,
                           backup_dir=tmp_path / "backups").close()
    dice = ScriptedRng()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        rng=dice, persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    assert window.campaign.open_path(path)
    window.install_catalog()
    docks = window.sheet_docks.docks
    assert docks is not None and window.catalog_browser is not None
    session = window.campaign.session
    assert session is not None

    # --- from nothing: New, a name, then the seed's numbers typed in ---------------------------
    _answer_the_name_dialog("Ana Torres")
    QTest.mouseClick(docks.characters.panel.new_button, Qt.MouseButton.LeftButton)
    assert list(docks.sheets.sheets) != [], "the new character's sheet opened"
    sheet = next(iter(docks.sheets.sheets.values()))
    view = sheet.view
    assert window.dock("sheets").isVisible()
    for attribute, value in ((Attribute.FISICO, 7), (Attribute.DESTREZA, 8),
                             (Attribute.INTELIGENCIA, 7), (Attribute.PERCEPCION, 8)):
        _type_into(qtbot, view.attribute_spins[attribute], value)
    for name, points in QUICK_SHEET.items():
        _set_skill_points(qtbot, sheet, name, points)
    assert _label(sheet, "derived_hp_max").text() == "21"
    assert _label(sheet, "derived_defensa").text() == "16"
    assert _label(sheet, "derived_defensa").toolTip() == "Defensa 16 = Destreza 8 + Esquivar 3 + 5"
    assert _label(sheet, "derived_iniciativa").text() == "12"
    assert "30 of 30 spent, 0 left" in view.points_label.text()
    assert "Pyramid versátil: valid" in view.pyramid_label.text()
    assert view.hp_label.text() == "21 of 21"

    # --- equipped from the catalog: the dock's Add to character, and a drop on the sheet -------
    catalog = window.catalog_browser
    revolver = next(w for w in load_catalog().weapons
                    if w.name == "Revólver" and w.era.value == "actual")
    assert catalog.controller.select_entry(EntryRef.of(revolver))
    catalog.view.add_to_character_action.trigger()
    dialog = catalog.controller.dialog
    assert isinstance(dialog, AddToCharacterDialog)
    assert dialog.character_id() == sheet.character_id
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    ok.click()
    machete = next(w for w in load_catalog().weapons
                   if w.name == "Machete" and w.era.value == "actual")
    # As a drag from the catalog's table ends on the sheet: it enters, then drops.
    viewport = view.equipment_table.viewport()
    mime = entry_mime_data(EntryRef.of(machete))
    enter = QDragEnterEvent(QPoint(5, 5), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, drop)
    assert drop.isAccepted(), view.error_label.text()
    table = view.equipment_table
    rows = table.model()
    names = [rows.index(row, 0).data() for row in range(rows.rowCount())]
    assert names == ["Revólver", "Machete"]
    rows.setData(rows.index(0, 3), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert sheet.sheet is not None and sheet.sheet.equipment[0].equipped

    # --- a skill rolled from the sheet: one click rolls it, the dice dock shows it and whose ---
    dice_view = window.dice_roller.controller.view
    skills = view.skills_table
    sigilo = _skill_index(sheet, "Sigilo", Column.NAME)
    skills.scrollTo(sigilo)
    dice.faces.extend([9, 2, 6])  # middle die 6: 8 + 4 + 6 = 18 against Normal 15
    QTest.mouseClick(skills.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, skills.visualRect(sigilo).center())
    assert window.dock("dice").isVisible()
    assert (dice_view.attribute_spin.value(), dice_view.skill_spin.value()) == (8, 4)
    assert not dice_view.malherido_check.isChecked()
    odds = dice_view.odds_label.text()
    assert re.search(r"\d+(\.\d+)?\s*%", odds), odds
    assert dice_view.result_panel.total_label.text() == "18"
    assert dice_view.result_panel.subject_label.text() == "Ana Torres — Sigilo"
    assert session.log()[-1].text.startswith("Ana Torres — Sigilo: ")
    assert session.log()[-1].character_id == sheet.character_id

    # --- wounded: malherido shows, and the next roll carries its −1 rank -----------------------
    _type_into(qtbot, view.wounds_spin, 14)  # 21 − 14 = 7 ≤ Físico 7
    assert view.hp_label.text() == "7 of 21"
    assert "malherido" in view.state_label.text() and "−1" in view.state_label.text()
    atletismo = _skill_index(sheet, "Atletismo", Column.NAME)
    skills.scrollTo(atletismo)
    dice.faces.extend([9, 2, 6])  # the lowest die at rank −1: 8 + 3 + 2 = 13, a failure
    QTest.mouseClick(skills.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, skills.visualRect(atletismo).center())
    assert dice_view.malherido_check.isChecked()
    assert dice_view.odds_label.text() != odds
    assert dice_view.result_panel.total_label.text() == "13"
    assert session.log()[-1].text.startswith("Ana Torres — Atletismo: ")

    # --- healed: recuperar el aliento (1d6) and a night's rest -------------------------------
    dice.faces.append(4)
    QTest.mouseClick(view.breath_button, Qt.MouseButton.LeftButton)
    assert view.wounds_spin.value() == 10
    assert "4 PV" in view.healing_label.text()
    QTest.mouseClick(view.rest_button, Qt.MouseButton.LeftButton)
    assert view.wounds_spin.value() == 9
    assert view.hp_label.text() == "12 of 21"
    assert "malherido" not in view.state_label.text()
    assert session.log()[-1].kind != "healing" or "aliento" in session.log()[-1].text

    # --- printed: the sheet's Print to PDF button writes one A4 page ---------------------------
    pdf = tmp_path / "Ana Torres.pdf"
    monkeypatch.setattr(  # type: ignore[attr-defined]
        QFileDialog, "getSaveFileName", lambda *_args, **_kw: (str(pdf), "PDF (*.pdf)")
    )
    QTest.mouseClick(docks.sheets.tabs.pdf_button, Qt.MouseButton.LeftButton)
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF")
    assert len(re.findall(rb"/Type\s*/Page(?!s)", data)) == 1
    assert b"/MediaBox [0 0 595" in data  # A4: 595 × 842 points
    window.campaign.close_campaign()


def test_one_undo_takes_back_a_healing_roll_and_its_log_line(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "curas.ryf"
    CampaignSession.create(path, "Noir", "actual", REALISTA,
                           backup_dir=tmp_path / "backups").close()
    dice = ScriptedRng()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        rng=dice, persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.show()
    assert window.campaign.open_path(path)
    docks = window.sheet_docks.docks
    session = window.campaign.session
    assert docks is not None and session is not None
    _answer_the_name_dialog("Ana")
    QTest.mouseClick(docks.characters.panel.new_button, Qt.MouseButton.LeftButton)
    _answer_the_name_dialog("Doctora")
    QTest.mouseClick(docks.characters.panel.new_button, Qt.MouseButton.LeftButton)
    ana, doctora = (sheet for sheet in docks.sheets.sheets.values())
    _type_into(qtbot, ana.view.wounds_spin, 10)
    lines = len(session.log(1000))

    def ctrl_z() -> None:
        # Edit → Undo (Ctrl+Z): the sheets' dock floats here, a window of its own.
        window.campaign_actions.undo_action.trigger()

    # Recuperar el aliento: 1d6 = 4.
    dice.faces.append(4)
    QTest.mouseClick(ana.view.breath_button, Qt.MouseButton.LeftButton)
    assert ana.view.wounds_spin.value() == 6
    assert len(session.log(1000)) == lines + 1
    assert "aliento" in session.log()[-1].text
    ctrl_z()
    assert ana.view.wounds_spin.value() == 10
    assert len(session.log(1000)) == lines

    # Medicina by the Doctora: 9, 9, 9 → success; the healing's 1d6 = 3.
    ana.health.fill_healers()
    ana.view.healer_combo.setCurrentIndex(ana.view.healer_combo.findData(doctora.character_id))
    dice.faces.extend([9, 9, 9, 3])
    QTest.mouseClick(ana.view.medicine_button, Qt.MouseButton.LeftButton)
    assert ana.view.wounds_spin.value() == 7
    assert "Doctora treats Ana with Medicina" in session.log()[-1].text
    assert session.log()[-1].kind == "healing"
    ctrl_z()
    assert ana.view.wounds_spin.value() == 10
    assert len(session.log(1000)) == lines
    # Undone, the attempt is gone too: the Doctora may try again today.
    dice.faces.extend([9, 9, 9, 2])
    QTest.mouseClick(ana.view.medicine_button, Qt.MouseButton.LeftButton)
    assert ana.view.wounds_spin.value() == 8
    window.campaign.close_campaign()
