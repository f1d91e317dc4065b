"""*Añadir a un personaje…* preselects the character whose sheet is in front (it preselected
the first character of the list, or the last one given something)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from ryf_desktop.catalog.entries import EntryKind
from ryf_desktop.ui.catalog.character_dialog import CHARACTER_ID_ROLE, AddToCharacterDialog
from tests.ui.dialog_walk import DemoDesk

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


def test_add_to_character_preselects_the_sheet_in_front(qtbot: QtBot, tmp_path: Path) -> None:
    desk = DemoDesk(qtbot, tmp_path)
    docks = desk.window.sheet_docks.docks
    assert docks is not None
    characters = desk.session.characters()
    third = characters[2].id
    docks.open_sheet(characters[0].id)
    docks.open_sheet(third)  # in front
    qtbot.waitUntil(desk.window.dock("sheets").isVisible)
    browser = desk.window.catalog_browser
    assert browser is not None
    entry = next(found for found in browser.controller.shown_entries()
                 if found.entry.kind is not EntryKind.MONSTER)
    assert browser.controller.select_entry(entry.ref)
    browser.controller.play.add_to_character()
    dialog = browser.controller.dialog
    assert isinstance(dialog, AddToCharacterDialog)
    item = dialog.characters.currentItem()
    assert item is not None and item.data(CHARACTER_ID_ROLE) == third
    assert isinstance(dialog, QDialog)
    dialog.close()
    desk.window.close()
