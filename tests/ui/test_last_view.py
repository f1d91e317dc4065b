"""The last map and the table screen come back on restart: per campaign, the map the GM had
open and whether the table screen was showing (its monitor the table screen remembers)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ryf_desktop.session import ensure_demo_campaign
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map.map_prep import NewMapValues

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


def start(qtbot: QtBot, settings_file: Path, campaign: Path) -> MainWindow:
    """The program started as app.main starts it: the campaign first, then the map."""
    window = MainWindow(QSettings(str(settings_file), QSettings.Format.IniFormat),
                        rng=random.Random(5), persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.campaign.open_path(campaign)
    window.install_play()
    return window


def test_the_last_map_and_the_table_screen_come_back(qtbot: QtBot, tmp_path: Path) -> None:
    campaign = ensure_demo_campaign(tmp_path / "demo" / "demo.ryf")
    settings = tmp_path / "settings.ini"
    window = start(qtbot, settings, campaign)
    maps = window.map_panel.controller
    first = maps.map_id()
    assert window.map_panel.prep.new_map(NewMapValues("Cueva", 10, 8)) is None
    other = next(summary.id for summary in maps.map_list if summary.id != first)
    maps.show_map(first)
    maps.show_map(other)
    window.table_screen_action.trigger()
    assert window.table_screen_action.isChecked()
    window.close()

    again = start(qtbot, settings, campaign)
    assert again.map_panel.controller.map_id() == other
    assert again.table_screen_action.isChecked()
    again.table_screen_action.trigger()  # hidden by the GM: stays hidden next time
    again.close()

    third = start(qtbot, settings, campaign)
    assert third.map_panel.controller.map_id() == other
    assert not third.table_screen_action.isChecked()
    third.close()
