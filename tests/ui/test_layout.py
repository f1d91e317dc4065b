"""The map stays the biggest thing: at a laptop's, a desktop's and a large screen's size, with the
demo open and a sheet opened from the character list, the map keeps most of the window; its tool
rows never fold a tool into an unnamed "»"; View → Reset layout gives back the first start."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, QSettings, QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDockWidget, QMenu, QTabBar, QToolBar, QToolButton, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.dock_layout import TWO_GROUPS_MIN_HEIGHT, side_groups
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map.panel import MapPanel

SIZES = (QSize(1366, 768), QSize(1600, 900), QSize(1920, 1080))
MAP_SHARE = 0.55
# Offscreen, a floating window cannot be raised over the main one: Qt says so, and that is all.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


@pytest.fixture
def windows(qtbot: QtBot) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    for window in made:
        window.close()


def demo_window(qtbot: QtBot, windows: list[MainWindow], size: QSize) -> MainWindow:
    """The window as a GM first sees it at ``size``: shown, the play docks in, the demo open."""
    window = MainWindow(QSettings(), rng=random.Random(1), persist_layout=False,
                        take_backups=False)
    windows.append(window)
    qtbot.addWidget(window)
    window.resize(size)
    window.show()
    qtbot.waitExposed(window)
    window.install_catalog()
    window.install_play()
    assert window.campaign.open_demo()
    settle(qtbot)
    return window


def settle(qtbot: QtBot) -> None:
    """Let the event loop lay the docks out and apply their deferred sizes."""
    for _ in range(3):
        qtbot.wait(20)


def map_width(window: MainWindow) -> int:
    return window.map_panel.view.width()


def open_first_sheet(qtbot: QtBot, window: MainWindow) -> None:
    """Select the first character in the list and press Open sheet, as a GM does."""
    docks = window.sheet_docks.docks
    assert docks is not None
    window.dock("characters").raise_()
    panel = docks.characters.panel
    panel.list.setCurrentIndex(panel.list.model().index(0, 0))
    QTest.mouseClick(panel.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(docks.sheets.sheets))
    settle(qtbot)


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size.width()}x{size.height()}")
def test_opening_a_sheet_keeps_the_map_the_biggest_thing(
    qtbot: QtBot, windows: list[MainWindow], size: QSize
) -> None:
    window = demo_window(qtbot, windows, size)
    before = map_width(window)
    assert before >= MAP_SHARE * window.width()
    open_first_sheet(qtbot, window)

    sheets = window.dock("sheets")
    assert sheets.isVisible()
    assert sheets.isFloating() and sheets.isWindow(), "the sheets open in a window of their own"
    assert map_width(window) == before
    assert map_width(window) >= MAP_SHARE * window.width()
    assert window.size() == size, "the window did not grow"
    assert window.minimumSizeHint().width() <= size.width()
    # On the GM's screen (offscreen, a screen of 800 px: the window's own bounds count too).
    bounds = window.screen().availableGeometry().united(window.geometry())
    assert bounds.contains(sheets.geometry())
    assert sheets.geometry().intersects(window.geometry())
    # No docked panel is as big as the map.
    view = window.map_panel.view
    map_area = view.width() * view.height()
    for name in window.dock_names():
        dock = window.dock(name)
        if dock.isVisible() and not dock.isFloating():
            assert dock.width() * dock.height() < map_area, name


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size.width()}x{size.height()}")
def test_the_docks_share_one_column_on_the_right(
    qtbot: QtBot, windows: list[MainWindow], size: QSize
) -> None:
    window = demo_window(qtbot, windows, size)
    right = Qt.DockWidgetArea.RightDockWidgetArea
    groups = side_groups(size.height())
    assert len(groups) == (2 if size.height() >= TWO_GROUPS_MIN_HEIGHT else 1)
    for group in groups:
        head = window.dock(group[0])
        assert window.dockWidgetArea(head) == right
        for name in group[1:]:
            assert window.dock(name) in window.tabifiedDockWidgets(head), name
    combat, dice = window.dock("combat"), window.dock("dice")
    assert combat.isVisible() and not combat.visibleRegion().isEmpty()
    if len(groups) == 1:
        # A short window: the tracker has the column, the dice a tab beside it.
        assert dice.visibleRegion().isEmpty()
        return
    # A tall one: the tracker and the dice both show, one above the other.
    assert not dice.visibleRegion().isEmpty()
    assert combat.geometry().bottom() < dice.geometry().top()


# --- the map's tool rows ------------------------------------------------------------------------
def named_menus(panel: MapPanel) -> dict[QAction, str]:
    """Every action reachable from a visible tool button that names its menu, with that name."""
    found: dict[QAction, str] = {}

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu(), f"{path} › {action.text()}")  # type: ignore[arg-type]
            elif not action.isSeparator():
                found[action] = path

    for bar in panel.bars.bars:
        for button in bar.findChildren(QToolButton):
            menu = button.menu()
            if menu is None or not button.isVisible() or is_extension(button):
                continue
            name = button.text().strip()
            assert name, f"a menu button with no name holds {[a.text() for a in menu.actions()]}"
            walk(menu, name)
    return found


def is_extension(button: QWidget) -> bool:
    return button.objectName() == "qt_toolbar_ext_button"


def shown_on_bar(bar: QToolBar, action: QAction) -> bool:
    widget = bar.widgetForAction(action)
    if widget is None or not widget.isVisible():
        return False
    return bar.rect().contains(widget.geometry())


def assert_every_action_reachable(panel: MapPanel) -> None:
    for bar in panel.bars.bars:
        extension = bar.findChild(QToolButton, "qt_toolbar_ext_button")
        assert extension is None or not extension.isVisible(), f"{bar.objectName()} folds: »"
    menus = named_menus(panel)
    for action in panel.actions():
        if not action.isVisible():
            continue  # an option of a tool not in hand
        on_bar = any(shown_on_bar(bar, action) for bar in panel.bars.bars)
        buttons = [button for button in panel.findChildren(QToolButton)
                   if button.defaultAction() is action and button.isVisible()]
        assert on_bar or buttons or action in menus, f"{action.text()!r} cannot be reached"


@pytest.mark.parametrize("tool", ["select", "walls", "doors", "ruler", "fog_reveal"])
def test_every_map_action_is_on_a_row_or_in_a_named_menu_at_1366(
    qtbot: QtBot, windows: list[MainWindow], tool: str
) -> None:
    window = demo_window(qtbot, windows, SIZES[0])
    panel = window.map_panel
    panel.choose_tool(tool)
    settle(qtbot)
    assert_every_action_reachable(panel)
    # "Show this to the players" is a button in sight, with the table screen under its arrow.
    players = panel.bars.players_button
    assert players.isVisible() and players.defaultAction() is panel.players_action
    assert shown_on_bar(panel.bars.map_bar, panel.bars.map_bar.actions()[-1]) or players.isVisible()
    assert window.table_screen_action in panel.bars.table_menu.actions()


def test_a_dragged_dock_cannot_squeeze_the_tool_rows(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    window = demo_window(qtbot, windows, SIZES[0])
    window.resizeDocks([window.dock("combat")], [1200], Qt.Orientation.Horizontal)
    settle(qtbot)
    panel = window.map_panel
    assert panel.width() >= panel.minimumSizeHint().width() > 500
    assert_every_action_reachable(panel)


# --- View → Reset layout ------------------------------------------------------------------------
def arrangement(window: MainWindow) -> dict[str, tuple[bool, Qt.DockWidgetArea, frozenset[str]]]:
    """Each dock: floating or not, its area, and the docks tabbed with it."""
    names = {window.dock(name): name for name in window.dock_names()}
    return {
        name: (
            dock.isFloating(),
            window.dockWidgetArea(dock),
            frozenset(names[other] for other in window.tabifiedDockWidgets(dock)),
        )
        for dock, name in names.items()
    }


def test_reset_layout_gives_back_the_first_start(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    window = demo_window(qtbot, windows, SIZES[1])
    first_width = map_width(window)
    first = arrangement(window)
    open_first_sheet(qtbot, window)

    # The GM moves things about: the dice float, the characters go left, the column widens.
    window.dock("dice").setFloating(True)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.dock("characters"))
    window.dock("undo_history").close()
    window.resizeDocks([window.dock("combat")], [700], Qt.Orientation.Horizontal)
    settle(qtbot)
    assert map_width(window) != first_width

    window.reset_layout_action.trigger()
    settle(qtbot)
    assert window.size() == SIZES[1], "the window kept its size (on a real screen it grew)"
    assert map_width(window) == first_width
    assert arrangement(window) == first
    assert window.dock("undo_history").isVisible()
    # The sheet window stays open where it first opened.
    assert window.dock("sheets").isVisible() and window.dock("sheets").isFloating()


def test_a_dock_added_to_a_saved_layout_joins_its_group(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    saved = MainWindow(QSettings(), rng=random.Random(1), take_backups=False)
    qtbot.addWidget(saved)
    saved.resize(SIZES[1])
    saved.show()
    settle(qtbot)
    saved.close()  # saves the layout (without the catalog and the tracker)

    window = MainWindow(QSettings(), rng=random.Random(1), take_backups=False)
    windows.append(window)
    qtbot.addWidget(window)
    window.show()
    window.install_catalog()
    window.install_play()
    settle(qtbot)
    assert window.dock("combat") in window.tabifiedDockWidgets(window.dock("campaign"))
    assert window.dock("catalog") in window.tabifiedDockWidgets(window.dock("dice"))
    assert not any(isinstance(dock, QDockWidget) and dock.isFloating()
                   for dock in (window.dock("combat"), window.dock("catalog")))


def test_a_late_dock_goes_back_where_the_gm_put_it(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    first = MainWindow(QSettings(), rng=random.Random(1), take_backups=False)
    qtbot.addWidget(first)
    first.show()
    first.install_play()
    settle(qtbot)
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, first.dock("combat"))
    settle(qtbot)
    first.close()

    window = MainWindow(QSettings(), rng=random.Random(1), take_backups=False)
    windows.append(window)
    qtbot.addWidget(window)
    window.show()
    window.install_play()
    settle(qtbot)
    assert window.dockWidgetArea(window.dock("combat")) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert window.dock("combat").isVisible()


def test_the_sheet_window_opens_where_the_gm_left_it(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    first = MainWindow(QSettings(), rng=random.Random(1), take_backups=False)
    qtbot.addWidget(first)
    first.resize(SIZES[1])
    first.show()
    first.install_play()
    assert first.campaign.open_demo()
    open_first_sheet(qtbot, first)
    sheets = first.dock("sheets")
    # Inside the offscreen screen (800 × 800): Qt keeps a restored window on its screen.
    sheets.setGeometry(QRect(60, 50, 600, 500))
    settle(qtbot)
    moved = sheets.geometry()
    first.close()

    window = MainWindow(QSettings(), rng=random.Random(1), take_backups=False)
    windows.append(window)
    qtbot.addWidget(window)
    window.show()
    window.install_play()
    assert window.campaign.open_demo()
    open_first_sheet(qtbot, window)
    again = window.dock("sheets")
    assert again.isFloating()
    assert again.geometry() == moved


def test_closing_the_last_sheet_closes_the_sheet_window(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    window = demo_window(qtbot, windows, SIZES[0])
    open_first_sheet(qtbot, window)
    sheets = window.dock("sheets")
    tabs = window.sheet_docks.tabs.tabs
    assert sheets.isVisible() and tabs.count() == 1
    tabs.tabCloseRequested.emit(0)  # the tab's × button
    assert not sheets.isVisible()


def test_a_saved_layout_does_not_open_an_empty_sheet_window(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    first = MainWindow(QSettings(), rng=random.Random(1), take_backups=False)
    qtbot.addWidget(first)
    first.show()
    assert first.campaign.open_demo()
    open_first_sheet(qtbot, first)
    first.close()  # saved with the sheet window open

    window = MainWindow(QSettings(), rng=random.Random(1), take_backups=False)
    windows.append(window)
    qtbot.addWidget(window)
    window.show()
    settle(qtbot)
    assert not window.dock("sheets").isVisible()


def test_dock_tabs_scroll_rather_than_cut_their_names(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    # At 1366 px the side column is narrow (and Spanish names are longer): Qt would cut
    # "Campaña" to "Camp…"; the window's dock tab bars keep whole names and scroll instead.
    window = demo_window(qtbot, windows, SIZES[0])
    bars = [bar for bar in window.findChildren(QTabBar)
            if bar.parent() is window and bar.count() > 1]
    assert bars  # the side column's tab group (one at 768 px)
    for bar in bars:
        assert bar.elideMode() is Qt.TextElideMode.ElideNone
        assert bar.usesScrollButtons()
