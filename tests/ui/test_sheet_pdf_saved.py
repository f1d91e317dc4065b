"""The PDF sheet (#15): every identity field printed, Concepto first among them, read back from the
PDF file itself; and the Print to PDF button saying on the status bar where it saved the sheet, or
why it could not."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession, sheet_view
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.sheet.character_list import CharacterListController
from ryf_desktop.ui.sheet.pdf import SheetPdfError, identity_facts, write_sheet_pdf
from ryf_desktop.ui.sheet.sheets import CharacterSheetController, SheetsController
from tests.ui.test_sheet_ui import ui  # noqa: F401  (the fixture)

# Long enough that one line shortened to the page's width would have cut it.
CONCEPT = ("Detective privado expulsado del cuerpo que busca a la hermana desaparecida de un "
           "antiguo compañero por los bajos fondos de la ciudad")
PDFTOTEXT = shutil.which("pdftotext")


def _identified_character(
    docks: tuple[CharacterListController, SheetsController],
) -> CharacterSheetController:
    characters, sheets = docks
    character_id = characters.new_character("Álex Rivera")
    assert character_id is not None
    sheet = sheets.sheets[character_id]
    assert sheet.edit("player", "Ana")
    assert sheet.edit("concept", CONCEPT)
    assert sheet.edit("social_class", "Clase media")
    assert sheet.edit("kind", "npc")
    return sheet


def _pdf_text(path: Path) -> str:
    assert PDFTOTEXT is not None
    done = subprocess.run([PDFTOTEXT, "-layout", str(path), "-"], capture_output=True,
                          text=True, check=True, timeout=60)
    # One space between words, whatever the layout: the concept may wrap onto a second line.
    return " ".join(done.stdout.split())


def test_every_identity_field_is_on_the_sheet_with_its_label(
    ui: tuple[CharacterListController, SheetsController],  # noqa: F811
) -> None:
    sheet = _identified_character(ui)
    assert sheet.sheet is not None
    facts = identity_facts(sheet.sheet)
    for part in ("Player: Ana", f"Concept: {CONCEPT}", "Social class: Clase media",
                 "Non-player character"):
        assert part in facts


@pytest.mark.skipif(
    PDFTOTEXT is None and not os.environ.get("RYF_CI"),
    reason="needs pdftotext (apt-get install poppler-utils)",
)
def test_the_pdf_file_holds_the_concept_and_every_identity_field(
    ui: tuple[CharacterListController, SheetsController],  # noqa: F811
    session: CampaignSession, tmp_path: Path,
) -> None:
    sheet = _identified_character(ui)
    assert sheet.sheet is not None
    path = write_sheet_pdf(sheet.sheet, session.setting, tmp_path / "alex.pdf",
                           profile=session.profile)
    text = _pdf_text(path)
    assert "Álex Rivera" in text
    assert f"Concept: {CONCEPT}" in text, text[:400]
    assert "Player: Ana" in text and "Social class: Clase media" in text
    assert "Non-player character" in text


@pytest.mark.qt_log_ignore("QPainter::begin", "QPdfWriter")
def test_a_folder_that_cannot_be_written_raises_a_clear_error(
    ui: tuple[CharacterListController, SheetsController],  # noqa: F811
    session: CampaignSession, tmp_path: Path,
) -> None:
    sheet = _identified_character(ui)
    details = session.character(sheet.character_id)
    assert details is not None
    missing = tmp_path / "no such folder" / "alex.pdf"
    with pytest.raises(SheetPdfError, match="not saved") as raised:
        write_sheet_pdf(sheet_view(details, session.profile), session.setting, missing)
    assert str(missing) in str(raised.value)
    assert not missing.exists()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, session: CampaignSession) -> Iterator[MainWindow]:
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    path = session.path
    session.close()
    assert window.campaign.open_path(path)
    yield window
    window.campaign.close_campaign()
    window.close()


def _press_print(window: MainWindow, monkeypatch: pytest.MonkeyPatch, target: Path) -> None:
    docks = window.sheet_docks.docks
    assert docks is not None
    assert docks.characters.new_character("Álex Rivera") is not None
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *_args, **_kw: (str(target), "PDF (*.pdf)"))
    QTest.mouseClick(docks.sheets.tabs.pdf_button, Qt.MouseButton.LeftButton)


@pytest.mark.qt_log_ignore("This plugin does not support", "QPainter::begin")
def test_print_to_pdf_says_where_it_saved_the_sheet(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "Álex Rivera.pdf"
    _press_print(window, monkeypatch, target)
    assert target.read_bytes().startswith(b"%PDF")
    message = window.statusBar().currentMessage()
    assert message == f"Sheet saved to {target}"
    # Said in the floating sheet window too, which may cover the status bar.
    docks = window.sheet_docks.docks
    assert docks is not None and docks.sheets.tabs.note.text() == message


@pytest.mark.qt_log_ignore("This plugin does not support", "QPainter::begin", "QPdfWriter")
def test_print_to_pdf_says_why_when_the_file_cannot_be_written(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "gone" / "Álex Rivera.pdf"
    _press_print(window, monkeypatch, target)
    assert not target.exists()
    message = window.statusBar().currentMessage()
    assert "not saved" in message and str(target) in message
    docks = window.sheet_docks.docks
    assert docks is not None and docks.sheets.tabs.note.text() == message


def test_the_weapon_line_shows_its_range_bands_and_price() -> None:
    from ryf_desktop.session.sheet_queries import EquipmentLine
    from ryf_desktop.ui.sheet.pdf import _item_facts

    pistol = EquipmentLine(1, "Pistola automática", "weapon", 1, True, "",
                           {"damage": "2d6", "price": "300 $", "range": "10m/25m/50m"})
    facts = _item_facts(pistol)
    assert "damage 2d6" in facts and "range 10m/25m/50m" in facts and "price 300 $" in facts
    machete = EquipmentLine(2, "Machete", "weapon", 1, True, "",
                            {"damage": "1d6+2", "price": "30 $", "range": "n/a"})
    assert "range" not in _item_facts(machete) and "price 30 $" in _item_facts(machete)
