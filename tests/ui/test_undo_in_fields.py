"""Ctrl+Z in a sheet's text field with nothing of its own to undo undoes the campaign's last step
(before, the field swallowed the key and nothing happened); a field with its own typing undoes
that first, as any text field does. Escape in a sheet's field takes back the typing (it was kept
and stored when the focus left)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession, EditCharacterField
from ryf_desktop.storage.records import Character
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.sheet.sheets import CharacterSheetController

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


@dataclass
class Desk:
    window: MainWindow
    session: CampaignSession
    sheet: CharacterSheetController

    def concept(self) -> str:
        row = self.session.model.get(Character, self.sheet.character_id)
        assert row is not None
        return row.concept


@pytest.fixture
def desk(qtbot: QtBot, tmp_path: Path) -> Iterator[Desk]:
    path = tmp_path / "mesa.ryf"
    CampaignSession.create(path, "Mesa", "actual", REALISTA,
                           backup_dir=tmp_path / "backups").close()
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        rng=random.Random(5), persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.campaign.open_path(path)
    docks, session = window.sheet_docks.docks, window.campaign.session
    assert docks is not None and session is not None
    character_id = docks.characters.new_character("Ana")
    assert character_id is not None
    yield Desk(window, session, docks.sheets.sheets[character_id])
    window.campaign.close_campaign()


def type_into(qtbot: QtBot, field: QLineEdit, text: str) -> None:
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    field.selectAll()
    QTest.keyClicks(field, text)
    QTest.keyClick(field, Qt.Key.Key_Return)


def test_ctrl_z_in_a_field_with_nothing_to_undo_undoes_the_last_step(
    desk: Desk, qtbot: QtBot
) -> None:
    field = desk.sheet.view.concept_edit
    desk.window.activateWindow()
    # A step made elsewhere (the player's concept, said at the table and typed in the list):
    # the sheet shows it, and its field has no typing of its own.
    assert desk.session.push(EditCharacterField(desk.session, desk.sheet.character_id,
                                                "concept", "Detective"))
    assert field.text() == "Detective" and not field.isUndoAvailable()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    QTest.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert desk.concept() == ""
    assert field.text() == ""
    assert field.hasFocus()
    QTest.keyClick(field, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert desk.concept() == "Detective"


def test_ctrl_z_undoes_the_typing_in_the_field_first(desk: Desk, qtbot: QtBot) -> None:
    field = desk.sheet.view.concept_edit
    desk.window.activateWindow()
    type_into(qtbot, field, "Detective")
    QTest.keyClicks(field, " privado")  # typed, not yet taken (no Enter)
    assert field.isUndoAvailable()
    QTest.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert desk.concept() == "Detective"  # the campaign's step stays
    assert field.text() != "Detective privado"  # the field took back its own typing


def test_escape_takes_back_the_typing_and_stores_nothing(desk: Desk, qtbot: QtBot) -> None:
    # A GM's finding: Escape left "Álex Rivera Prueba" in the field, stored when focus left.
    field = desk.sheet.view.concept_edit
    desk.window.activateWindow()
    type_into(qtbot, field, "Detective")
    steps = desk.session.undo_stack.count()
    QTest.keyClicks(field, " de guardia")
    QTest.keyClick(field, Qt.Key.Key_Escape)
    assert field.text() == "Detective"
    desk.sheet.view.name_edit.setFocus()  # the focus leaves: nothing typed is left to store
    qtbot.waitUntil(desk.sheet.view.name_edit.hasFocus)
    assert desk.concept() == "Detective"
    assert desk.session.undo_stack.count() == steps
