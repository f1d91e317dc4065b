"""*Añadir a un personaje…* preselects the character whose sheet is in front (it preselected
the first character of the list, or the last one given something)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QDialog
from pytestqt.qtbot import QtBot

from ryf_desktop.catalog.entries import EntryKind
from ryf_desktop.ui.catalog.character_dialog import CHARACTER_ID_ROLE, AddToCharacterDialog
from ryf_desktop.ui.catalog.gm_entry_dialog import GmEntryDialog
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


@pytest.mark.parametrize("setting", ["actual", "futuro"])
def test_a_new_gm_monster_belongs_to_the_campaign_setting(qtbot: QtBot, tmp_path: Path,
                                                          setting: str) -> None:
    """In an *Actual* campaign a new monster defaulted to *Medieval*."""
    from ryf_desktop.rules.profile import REALISTA
    from ryf_desktop.session import CampaignSession

    desk = DemoDesk(qtbot, tmp_path)
    CampaignSession.create(tmp_path / "nueva.ryf", "Nueva", setting, REALISTA,
                           backup_dir=tmp_path / "backups").close()
    assert desk.window.campaign.open_path(tmp_path / "nueva.ryf")
    browser = desk.window.catalog_browser
    assert browser is not None
    browser.controller.set_setting_filter(None)
    browser.controller.gm.new_entry(EntryKind.MONSTER)
    dialog = browser.controller.dialog
    assert isinstance(dialog, GmEntryDialog)
    era = dialog.widgets["era"]
    assert isinstance(era, QComboBox)
    assert era.currentData() == setting
    dialog.close()
    desk.window.close()
