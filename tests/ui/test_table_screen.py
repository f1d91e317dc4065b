"""The table screen's frame: its state, blackout, the roll banner, the Window menu, the monitor
and the mode remembered. The map's pixels and the turn strip are in test_table_screen_map.py."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect, QRectF, QSettings
from PySide6.QtGui import QColor, QGuiApplication, QImage, QKeySequence
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map.geometry import SQUARE_PX
from ryf_desktop.ui.table_screen import (
    ScreenMode,
    TableScreenControl,
    TableScreenSettings,
    TableScreenState,
    TableScreenWindow,
    install_table_screen,
)
from ryf_desktop.ui.table_screen.install import beside_geometry, pick_screen, screen_key
from ryf_desktop.ui.table_screen.settings import MODE_KEY, SCREEN_KEY

BANNER_MS = 150


@pytest.fixture
def table(qtbot: QtBot) -> TableScreenWindow:
    window = TableScreenWindow(TableScreenState())
    window.banner.timer.setInterval(BANNER_MS)
    qtbot.addWidget(window)
    window.resize(640, 400)
    window.show()
    qtbot.waitExposed(window)
    return window


def colours(image: QImage) -> set[int]:
    """Every distinct RGB value in ``image``."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    return {rgb.pixel(x, y) & 0xFFFFFF for y in range(rgb.height()) for x in range(rgb.width())}


# --- state -------------------------------------------------------------------------------------
def test_state_announces_each_change_once_and_drops_the_area_with_the_map(qtbot: QtBot) -> None:
    state = TableScreenState()
    whole = QRectF(0, 0, 10 * SQUARE_PX, 10 * SQUARE_PX)
    areas: list[object] = []
    state.area_changed.connect(areas.append)
    state.set_map_id(3)
    state.set_area(QRectF(4, 3, -2, -1))  # dragged up and left
    state.set_area(QRectF(2, 2, 2, 1))  # the same rectangle again
    assert areas == [QRectF(2, 2, 2, 1)]
    state.set_map_id(4)
    assert state.framed(4, whole) == whole
    assert areas == [QRectF(2, 2, 2, 1), None]
    state.set_area(QRectF(1, 1, 0, 3))  # an empty rectangle frames the whole map
    assert state.framed(4, whole) == whole
    state.set_map_id(5)  # "Show players this" on another map
    state.set_area(QRectF(0, 0, 3, 2))
    assert state.framed(5, whole) == QRectF(0, 0, 3 * SQUARE_PX, 2 * SQUARE_PX)
    assert state.framed(4, whole) == whole  # the area belongs to its map
    assert areas[-1] == QRectF(0, 0, 3, 2)
    with qtbot.waitSignal(state.blackout_changed) as switched:
        state.set_blackout(True)
    assert switched.args == [True]


# --- blackout ----------------------------------------------------------------------------------
def paused_only(image: QImage) -> bool:
    """Whether ``image`` is black but for a small dim mark in its bottom-right quarter."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    lit = [(x, y) for y in range(rgb.height()) for x in range(rgb.width())
           if rgb.pixel(x, y) & 0xFFFFFF]
    dim = all(QColor(rgb.pixel(x, y)).lightness() < 110 for x, y in lit)
    cornered = all(x > rgb.width() // 2 and y > rgb.height() // 2 for x, y in lit)
    return 0 < len(lit) < rgb.width() * rgb.height() // 50 and dim and cornered


def test_blackout_is_black_but_for_a_dim_pause_mark(
    table: TableScreenWindow, session: CampaignSession
) -> None:
    table.set_session(session)
    session.log_roll("Aldric tira Percepción: 17")
    assert table.banner.isVisible()
    before = table.grab().toImage()
    assert not paused_only(before)  # the banner and the title card are not a blackout
    table.state.set_blackout(True)
    assert paused_only(table.grab().toImage())
    assert table.blackout_page.pause_label.text() == "\u263e Pause"
    assert table.blackout_page.pause_label.isVisible()
    table.state.set_blackout(False)
    assert not paused_only(table.grab().toImage())


# --- the last public roll ----------------------------------------------------------------------
def test_a_roll_shows_large_and_goes_after_its_time(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    session.log_roll("Made before the table screen opened")
    table.set_session(session)
    assert not table.banner.isVisible()
    session.log_roll("Aldric tira Percepción: 17", "dados 7, 9, 1", kind="roll")
    assert table.banner.isVisible()
    assert table.banner.text_label.text() == "Aldric tira Percepción: 17"
    assert table.banner.detail_label.text() == "dados 7, 9, 1"
    assert table.banner.text_label.font().pixelSize() >= 20
    banner = table.banner.geometry()
    assert table.rect().contains(banner)
    qtbot.waitUntil(lambda: not table.banner.isVisible(), timeout=BANNER_MS * 10)


def test_a_roll_made_while_the_window_is_closed_is_not_shown_when_it_opens(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    table.set_session(session)
    table.hide()
    session.log_roll("Aldric tira Sigilo: 12", kind="roll")
    table.show()
    qtbot.waitExposed(table)
    assert not table.banner.isVisible()
    session.log_roll("Brisa tira Percepción: 20", kind="roll")
    assert table.banner.isVisible()
    assert table.banner.text_label.text() == "Brisa tira Percepción: 20"


def test_an_attack_shows_and_other_log_entries_do_not(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    table.set_session(session)
    session.log_roll("Goblin 2 entra en combate", kind="combat")
    assert not table.banner.isVisible()
    session.log_roll("Goblin 2 ataca a Aldric: 17 contra Defensa 16 — impacta", kind="attack")
    assert table.banner.text_label.text().startswith("Goblin 2 ataca a Aldric")


def test_closing_the_campaign_clears_the_window(
    table: TableScreenWindow, session: CampaignSession
) -> None:
    table.set_session(session)
    session.close()
    assert table.session is None
    assert table.shown_map_id is None


# --- the menu, the monitor and the mode --------------------------------------------------------
@pytest.fixture
def main_window(qtbot: QtBot) -> Iterator[MainWindow]:
    window = MainWindow(QSettings(), persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


def control_of(window: MainWindow) -> TableScreenControl:
    control = window.findChild(TableScreenControl)
    assert isinstance(control, TableScreenControl)
    return control


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_window_menu_opens_the_table_screen_beside_on_one_monitor(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    state = TableScreenState()
    action = install_table_screen(main_window, state)
    window_menu = main_window.menuBar().findChild(QMenu, "window_menu")
    assert isinstance(window_menu, QMenu)
    menu = window_menu.findChild(QMenu, "table_screen_menu")
    assert isinstance(menu, QMenu) and menu.menuAction() in window_menu.actions()
    assert menu.title() == "&Table screen"
    texts = [entry.text() for entry in menu.actions() if not entry.isSeparator()]
    assert texts == ["Show to the &players", "&Blackout", "Show &map",
                     "&Darkness outside lights", "&Full screen", "M&onitor", "&Scale", "T&urn",
                     "P&an", "Players may move tokens by &touch outside combat"]
    letters = [text[text.index("&") + 1].lower() for text in texts]
    assert len(letters) == len(set(letters)) == 10
    assert action.shortcut() == QKeySequence("Ctrl+Shift+T")
    control = control_of(main_window)
    assert control.blackout_action.shortcut() == QKeySequence("Ctrl+B")
    # Window comes before Help, as desktop programs order them.
    titles = [entry.text() for entry in main_window.menuBar().actions()]
    assert titles.index("&Window") == titles.index("&Help") - 1

    action.trigger()
    table = control.table
    qtbot.waitExposed(table)
    assert table.isVisible()
    assert len(QGuiApplication.screens()) == 1  # offscreen: a single monitor
    assert not table.isFullScreen()  # windowed beside the GM's, whatever the mode
    control.blackout_action.trigger()
    assert state.blackout
    state.set_blackout(False)
    assert not control.blackout_action.isChecked()
    action.trigger()
    assert not table.isVisible()
    action.trigger()
    table.close()  # closed by the window manager
    assert not action.isChecked()


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_closing_the_main_window_closes_the_table_screen(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    action = install_table_screen(main_window, TableScreenState())
    action.trigger()
    table = control_of(main_window).table
    qtbot.waitExposed(table)
    main_window.close()
    assert not table.isVisible()


def test_monitor_and_mode_are_remembered(qtbot: QtBot, main_window: MainWindow) -> None:
    install_table_screen(main_window, TableScreenState())
    control = control_of(main_window)
    control.rebuild_monitor_menu()
    monitors = control.monitor_menu.actions()
    assert len(monitors) == len(QGuiApplication.screens())
    assert monitors[0].isChecked()
    monitors[0].trigger()
    control.full_screen_action.setChecked(False)
    settings = QSettings()
    assert settings.value(SCREEN_KEY) == screen_key(QGuiApplication.screens()[0])
    assert settings.value(MODE_KEY) == "windowed"

    # The next start reads them back.
    second = MainWindow(QSettings(), persist_layout=False, take_backups=False)
    qtbot.addWidget(second)
    install_table_screen(second, TableScreenState())
    again = control_of(second)
    assert not again.full_screen_action.isChecked()
    assert again.settings.screen_name == screen_key(QGuiApplication.screens()[0])
    assert again.target_screen() is QGuiApplication.screens()[0]
    again.full_screen_action.setChecked(True)
    assert TableScreenSettings(QSettings()).mode is ScreenMode.FULL_SCREEN


def test_settings_default_to_full_screen_and_no_monitor() -> None:
    settings = TableScreenSettings(QSettings())
    assert settings.mode is ScreenMode.FULL_SCREEN
    assert settings.screen_name is None
    QSettings().setValue(MODE_KEY, "sideways")  # written by hand: ignored
    assert settings.mode is ScreenMode.FULL_SCREEN


class FakeScreen:
    def __init__(self, name: str) -> None:
        self._name = name

    def name(self) -> str:
        return self._name


def test_the_table_screen_picks_the_remembered_monitor_else_one_the_gm_is_not_on() -> None:
    laptop, projector, tv = FakeScreen("eDP-1"), FakeScreen("HDMI-1"), FakeScreen("DP-2")
    screens = [laptop, projector, tv]
    assert pick_screen(screens, None, laptop, FakeScreen.name) is projector
    assert pick_screen(screens, "DP-2", laptop, FakeScreen.name) is tv
    assert pick_screen(screens, "gone", projector, FakeScreen.name) is laptop
    assert pick_screen([laptop], None, laptop, FakeScreen.name) is laptop
    assert pick_screen([], None, None, FakeScreen.name) is None


def test_beside_geometry_takes_the_right_of_the_gm_monitor() -> None:
    from PySide6.QtCore import QRect

    area = QRect(0, 0, 1920, 1080)
    rect = beside_geometry(area)
    assert rect.right() == area.right()
    assert area.contains(rect)
    assert rect.width() < area.width() // 2


def test_without_a_campaign_the_title_card_names_the_program_on_a_dark_backdrop(
    table: TableScreenWindow,
) -> None:
    assert table.map_pages.currentWidget() is table.title_card
    assert table.title_card.name_label.text() == "RyF Desktop"
    image = table.grab().toImage()
    corner = QColor(image.pixel(4, 4))
    assert corner.lightness() < 40
    assert len(colours(image)) > 2  # the name is drawn: the window is not one flat colour


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_full_screen_fills_the_monitor_and_f11_switches_it(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    install_table_screen(main_window, TableScreenState())
    control = control_of(main_window)
    screen = QGuiApplication.primaryScreen()
    control.show_on(screen, full_screen=True)
    table = control.table
    qtbot.waitUntil(table.isFullScreen)
    assert table.geometry() == screen.geometry()
    QTest.keyClick(table, Qt.Key.Key_Escape)  # Esc leaves full screen, and that is remembered
    qtbot.waitUntil(lambda: not table.isFullScreen())
    assert TableScreenSettings(QSettings()).mode is ScreenMode.WINDOWED
    QTest.keyClick(table, Qt.Key.Key_F11)
    qtbot.waitUntil(table.isFullScreen)
    assert TableScreenSettings(QSettings()).mode is ScreenMode.FULL_SCREEN


class FakeMonitor:
    """A monitor as screen_key reads it: a name and a geometry."""

    def __init__(self, name: str, x: int, width: int, height: int) -> None:
        self._name = name
        self._area = (x, width, height)

    def name(self) -> str:
        return self._name

    def geometry(self) -> QRect:
        x, width, height = self._area
        return QRect(x, 0, width, height)


def test_two_monitors_of_one_name_are_told_apart_by_their_geometry() -> None:
    # Two X screens (Xvfb -screen 0 … -screen 1 …) are both called "screen", both at 0, 0.
    laptop, table = FakeMonitor("screen", 0, 1600, 1000), FakeMonitor("screen", 0, 1280, 800)
    both: list[Any] = [laptop, table]
    keys = [screen_key(monitor, both) for monitor in both]
    assert keys == ["screen 1600x1000+0+0", "screen 1280x800+0+0"]
    assert pick_screen(both, keys[1], laptop, lambda monitor: screen_key(monitor, both)) is table
    # Names that differ are the key on their own, and a nameless one is where it is.
    hdmi: list[Any] = [FakeMonitor("eDP-1", 0, 1600, 1000), FakeMonitor("HDMI-1", 1600, 1280, 800)]
    assert [screen_key(monitor, hdmi) for monitor in hdmi] == ["eDP-1", "HDMI-1"]
    nameless: Any = FakeMonitor("", 1600, 1280, 800)
    assert screen_key(nameless, [nameless]) == "1280x800+1600+0"
