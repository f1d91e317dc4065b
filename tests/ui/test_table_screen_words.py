"""The table screen's own words: its window title names it once, and the blackout's pause mark is
Spanish in the Spanish program."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.table_screen import TableScreenState, TableScreenWindow
from ryf_desktop.ui.table_screen.pages import BlackoutPage

ROOT = Path(__file__).resolve().parents[2]
LRELEASE = Path(sys.executable).with_name("pyside6-lrelease")


@pytest.fixture
def spanish(qapp: QApplication, tmp_path: Path) -> Iterator[None]:
    """The committed Spanish .ts compiled and installed for one test."""
    qm = tmp_path / "es.qm"
    subprocess.run([str(LRELEASE), "-silent", str(ROOT / "i18n" / "ryf_desktop_es.ts"),
                    "-qm", str(qm)], check=True, timeout=60)
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    try:
        yield
    finally:
        qapp.removeTranslator(translator)


def test_the_title_does_not_repeat_the_program_name_the_system_adds(qtbot: QtBot) -> None:
    # X11 and Wayland append " — <application display name>" to every title but the main
    # window's, so the table screen's own title must not hold the program's name.
    table = TableScreenWindow(TableScreenState())
    qtbot.addWidget(table)
    assert table.windowTitle() == "Table screen"
    assert QCoreApplication.applicationName() not in table.windowTitle()


@pytest.mark.usefixtures("spanish")
def test_in_spanish_the_title_and_the_pause_mark_are_spanish(qtbot: QtBot) -> None:
    table = TableScreenWindow(TableScreenState())
    qtbot.addWidget(table)
    assert table.windowTitle() == "Pantalla de mesa"
    page = BlackoutPage()
    qtbot.addWidget(page)
    assert page.pause_label.text().endswith("Pausa")
    assert "Pause" not in page.pause_label.text()
