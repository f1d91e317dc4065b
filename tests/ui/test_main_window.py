"""The main window frame: docks in the View menu, the remembered layout, the menus, Quit, About."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from ryf_desktop import __version__
from ryf_desktop.ui.main_window import GEOMETRY_KEY, MainWindow

MakeWindow = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot: QtBot) -> Iterator[MakeWindow]:
    made: list[MainWindow] = []

    def make(**kwargs: object) -> MainWindow:
        kwargs.setdefault("take_backups", False)
        window = MainWindow(QSettings(), **kwargs)  # type: ignore[arg-type]
        made.append(window)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    yield make
    for window in made:
        window.close()


def view_action(window: MainWindow, text: str) -> object:
    matches = [action for action in window.view_menu.actions() if action.text() == text]
    assert len(matches) == 1, [action.text() for action in window.view_menu.actions()]
    return matches[0]


def test_settings_live_in_the_test_folder(fresh_settings: Path) -> None:
    assert Path(QSettings().fileName()).is_relative_to(fresh_settings)


def test_dice_dock_toggles_from_the_view_menu(make_window: MakeWindow) -> None:
    window = make_window()
    dock = window.dock("dice")
    assert dock.isVisible()
    toggle = window.dock("dice").toggleViewAction()
    assert view_action(window, "Dice") is toggle
    toggle.trigger()
    assert not dock.isVisible()
    toggle.trigger()
    assert dock.isVisible()


# The offscreen platform cannot raise a floating window; a real desktop can.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_reset_layout_brings_a_closed_floating_dock_back(make_window: MakeWindow) -> None:
    window = make_window()
    dock = window.dock("dice")
    dock.setFloating(True)
    dock.close()
    window.reset_layout_action.trigger()
    assert dock.isVisible()
    assert not dock.isFloating()


def test_later_issues_add_docks_by_name(make_window: MakeWindow) -> None:
    window = make_window()
    # The program adds the catalog dock once its event loop runs (app.main), and only once.
    assert "catalog" not in window.dock_names()
    window.install_catalog()
    window.install_catalog()
    dock = window.add_dock("notes", "Notes", QLabel("notes"))
    assert window.dock("notes") is dock
    assert dock.objectName() == "dock_notes"
    assert view_action(window, "Notes") is dock.toggleViewAction()
    assert window.dock_names() == (
        "campaign", "undo_history", "dice", "characters", "sheets", "catalog", "notes"
    )
    with pytest.raises(ValueError, match="already"):
        window.add_dock("notes", "Notes again", QLabel())


def test_the_map_the_combat_tracker_and_the_table_screen_are_installed_once(
    make_window: MakeWindow,
) -> None:
    window = make_window()
    window.install_play()
    window.install_play()
    assert window.dock_names().count("combat") == 1
    assert window.map_area is window.map_panel
    menus = [action.text().replace("&", "") for action in window.menuBar().actions()]
    assert "Window" in menus
    assert "Combat" in menus
    assert window.table_screen_action.shortcut().toString() == "Ctrl+Shift+T"


def test_geometry_and_docks_are_restored_from_settings(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    first = make_window()
    first.resize(640, 480)
    qtbot.waitUntil(lambda: first.size() == QSize(640, 480))
    first.dock("dice").hide()
    first.close()
    assert QSettings().value(GEOMETRY_KEY) is not None

    second = make_window()
    assert second.size() == QSize(640, 480)
    assert not second.dock("dice").isVisible()


def test_smoke_windows_leave_the_saved_layout_alone(make_window: MakeWindow) -> None:
    window = make_window(persist_layout=False)
    window.close()
    assert QSettings().value(GEOMETRY_KEY) is None


def test_quit_closes_the_window_with_ctrl_q(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    assert window.quit_action.shortcut() == QKeySequence("Ctrl+Q")
    with qtbot.waitSignal(window.closed, timeout=1000):
        window.quit_action.trigger()
    assert not window.isVisible()


def test_empty_map_area_and_about_text(make_window: MakeWindow) -> None:
    window = make_window()
    assert isinstance(window.map_area, QLabel)
    assert window.map_area.text() == "Open a campaign to see its map"
    assert window.map_area.parentWidget() is window.centralWidget()
    assert not window.read_only_banner.isVisible()
    assert window.windowTitle() == "RyF Desktop"
    assert __version__ in window.about_text()
    assert [action.text() for action in window.menuBar().actions()] == [
        "&File",
        "&Edit",
        "&View",
        "&Help",
    ]


def test_file_menu_holds_the_campaign_actions(make_window: MakeWindow) -> None:
    window = make_window()
    texts = [action.text() for action in window.file_menu.actions() if not action.isSeparator()]
    assert texts == [
        "&New campaign…",
        "&Open…",
        "Open &recent",
        "Open the &demo campaign",
        "Save &a copy…",
        "Restore a &backup…",
        "Campaign &settings…",
        "C&lose campaign",
        "&Quit",
    ]
    # Without a campaign, only what starts one is offered.
    assert not window.campaign_actions.save_copy_action.isEnabled()
    assert not window.campaign_actions.close_action.isEnabled()
    assert not window.campaign_actions.undo_action.isEnabled()
    assert window.campaign_actions.new_action.isEnabled()


def test_campaign_and_undo_history_docks(make_window: MakeWindow) -> None:
    window = make_window()
    assert view_action(window, "Campaign") is window.dock("campaign").toggleViewAction()
    assert view_action(window, "Undo history") is window.dock("undo_history").toggleViewAction()
    assert window.dock("campaign").isVisible()


def test_undo_history_follows_the_campaign_while_its_dock_shows(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    history = window.dock("undo_history")
    # Behind the Campaign tab: Qt's history model is not made again at every step.
    assert window.undo_view.group() is None
    history.raise_()
    qtbot.waitUntil(lambda: window.undo_view.group() is window.campaign.undo_group)
    window.dock("campaign").raise_()
    qtbot.waitUntil(lambda: window.undo_view.group() is None)


def test_set_map_area_keeps_the_banner_above(make_window: MakeWindow) -> None:
    window = make_window()
    board = QLabel("board")
    window.set_map_area(board)
    assert window.map_area is board
    assert board.parentWidget() is window.centralWidget()
    assert window.read_only_banner.parentWidget() is window.centralWidget()
