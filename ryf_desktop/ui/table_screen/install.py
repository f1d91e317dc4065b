"""Window → Table screen: :class:`TableScreenControl` owns the players' window, hands it the open
campaign and places it full screen on the monitor the GM picks (another than the GM's), or, with
one monitor, in a window beside the GM's. Monitor and mode are remembered, and per campaign what
the GM showed the players; while the table is blacked out the GM's status bar says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QRect, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence, QScreen
from PySide6.QtWidgets import QLabel, QMenu

from ryf_desktop.session.present import ShownChoice, players_view_of
from ryf_desktop.ui.common import follow_session
from ryf_desktop.ui.common.widgets import named
from ryf_desktop.ui.map.map_prep import setting_bool
from ryf_desktop.ui.map.panel import AUTO_REVEAL_KEY
from ryf_desktop.ui.table_screen.layout_menu import (
    ShownMapMenu,
    TableLayoutMenus,
    choice,
    clear_choices,
)
from ryf_desktop.ui.table_screen.settings import ScreenMode, TableScreenSettings
from ryf_desktop.ui.table_screen.state import TableScreenState
from ryf_desktop.ui.table_screen.window import TableScreenWindow
from ryf_desktop.ui.window_parts import MenuWindow, TableScreenHost, make_action

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession

WINDOW_MENU_NAME = "window_menu"
TABLE_MENU_NAME = "table_screen_menu"
# Share of its monitor a windowed table screen takes.
WINDOWED_WIDTH_SHARE = 0.45
WINDOWED_HEIGHT_SHARE = 0.6


ScreenT = TypeVar("ScreenT")


def screen_key(screen: QScreen, screens: Sequence[QScreen] | None = None) -> str:
    """What a monitor is remembered by: its name, else (a platform that names none, or two
    monitors of one name among ``screens``, as X screens often are) its name and its geometry."""
    others = QGuiApplication.screens() if screens is None else screens
    name = screen.name()
    area = screen.geometry()
    where = f"{area.width()}x{area.height()}+{area.x()}+{area.y()}"
    if not name:
        return where
    if any(other is not screen and other.name() == name for other in others):
        return f"{name} {where}"
    return name


def pick_screen(
    screens: Sequence[ScreenT],
    remembered: str | None,
    gm_screen: ScreenT | None,
    key: Callable[[ScreenT], str],
) -> ScreenT | None:
    """The remembered monitor if it is still there, else the first one the GM is not using."""
    for screen in screens:
        if remembered is not None and key(screen) == remembered:
            return screen
    for screen in screens:
        if screen is not gm_screen:
            return screen
    return gm_screen  # the GM's is the only one (or there is none)


def beside_geometry(area: QRect) -> QRect:
    """A window on the right of ``area`` (the GM's monitor), leaving the left to the GM."""
    width = min(max(480, int(area.width() * WINDOWED_WIDTH_SHARE)), area.width())
    height = min(max(320, int(area.height() * WINDOWED_HEIGHT_SHARE)), area.height())
    return QRect(area.right() + 1 - width, area.top() + (area.height() - height) // 2, width,
                 height)


def window_menu(window: MenuWindow) -> QMenu:
    """The main window's Window menu, made before Help when no one has made it yet."""
    bar = window.menuBar()
    found = bar.findChild(QMenu, WINDOW_MENU_NAME)
    if found is not None:
        return found
    menu = QMenu(QCoreApplication.translate("TableScreenControl", "&Window"), bar)
    menu.setObjectName(WINDOW_MENU_NAME)
    bar.insertMenu(window.help_menu.menuAction(), menu)
    return menu


class TableScreenControl(QObject):
    """The players' window, its menu actions and where it opens."""

    # Construction code, longer than 80 lines on purpose: the menu's actions made and wired in
    # the order the menu shows them.
    def __init__(self, window: TableScreenHost, state: TableScreenState) -> None:
        super().__init__(window.window())
        self.setObjectName("table_screen_control")
        self.main_window = window
        self.state = state
        raw_settings = QSettings()
        self.settings = TableScreenSettings(raw_settings)
        self.table = TableScreenWindow(state)
        # A finger's move reveals after it when the GM's own moves do (Fog → After every move).
        self.table.touch.auto_reveal = lambda: setting_bool(raw_settings, AUTO_REVEAL_KEY, False)
        # The GM's window alone keeps the program running: closing it closes this one too.
        self.table.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, on=False)

        self.toggle_action = make_action(
            self.tr("Show to the &players"), self, "table_screen_action",
            tip=self.tr("Open or close the players' window with the map as they may see it"),
            shortcut=QKeySequence(self.tr("Ctrl+Shift+T")), checkable=True,
            triggered=self._toggled)
        self.blackout_action = make_action(
            self.tr("&Blackout"), self, "blackout_action",
            tip=self.tr("Black out the table screen between scenes"),
            shortcut=QKeySequence(self.tr("Ctrl+B")), checkable=True,
            triggered=state.set_blackout)
        self.blackout_action.setChecked(state.blackout)
        state.blackout_changed.connect(self.blackout_action.setChecked)
        # The GM sees at a glance that the players' screen is dark on purpose.
        self.blackout_indicator = named(QLabel(self.tr("Table screen blacked out")),
                                        "blackout_indicator",
                                        self.tr("Ctrl+B shows the table screen again"))
        window.statusBar().addPermanentWidget(self.blackout_indicator)
        self.blackout_indicator.setVisible(state.blackout)
        state.blackout_changed.connect(self.blackout_indicator.setVisible)

        self.menu = named(QMenu(self.tr("&Table screen"), window_menu(window)), TABLE_MENU_NAME)
        self.map_menu = ShownMapMenu(state, lambda: self.table.session, self.menu)
        self._remembered_for: Path | None = None

        self.full_screen_action = make_action(
            self.tr("&Full screen"), self, "table_full_screen_action",
            tip=self.tr("Fill the picked monitor with the table screen, or show it in a window"),
            checkable=True)
        self.full_screen_action.setChecked(self.settings.mode is ScreenMode.FULL_SCREEN)
        self.full_screen_action.toggled.connect(self._mode_chosen)

        self.darkness_action = make_action(
            self.tr("&Darkness outside lights"), self, "table_darkness_action",
            tip=self.tr(
                "Dim the table screen outside the map's lights (remembered for this campaign)"),
            checkable=True, triggered=self._darkness_chosen)

        self.monitor_menu = named(QMenu(self.tr("M&onitor"), self.menu), "table_monitor_menu")
        self.monitor_menu.aboutToShow.connect(self.rebuild_monitor_menu)
        self._monitor_group = QActionGroup(self)
        self._monitor_group.triggered.connect(self._monitor_chosen)

        self.menu.addActions([self.toggle_action, self.blackout_action])
        self.menu.addSeparator()
        self.menu.addMenu(self.map_menu)
        self.menu.addActions([self.darkness_action, self.full_screen_action])
        self.menu.addMenu(self.monitor_menu)
        self.layout_menus = TableLayoutMenus(self.table, raw_settings, self.table_screen_key,
                                             window.window(), self.menu)
        window_menu(window).addMenu(self.menu)
        self.rebuild_monitor_menu()
        # The same keys work while the players' window has the focus.
        self.table.addActions([self.toggle_action, self.blackout_action])

        self.table.closed.connect(lambda: self.toggle_action.setChecked(False))
        self.table.full_screen_requested.connect(self.full_screen_action.setChecked)
        window.closed.connect(self._main_window_closed)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenAdded.connect(self._screens_changed)
            app.screenRemoved.connect(self._screens_changed)
        self.follower = follow_session(self, window.campaign, on_session=self._show_session)

    # --- campaign -----------------------------------------------------------------------------
    def _show_session(self, session: CampaignSession | None) -> None:
        if session is self.table.session:
            return
        self._remembered_for = None  # the restoring below is no choice of the GM's
        self.table.set_session(session)
        layout = self.layout_menus.campaign_opened(None if session is None else session.path)
        if layout.screen is not None:
            self.settings.screen_name = layout.screen
        if layout.mode is not None:
            self.full_screen_action.setChecked(layout.mode is ScreenMode.FULL_SCREEN)
        self.darkness_action.setChecked(layout.darkness)
        if session is not None:
            players = players_view_of(session)
            players.restore(self.settings.shown_choice(session.path, session.model))
            players.choice_changed.connect(self._remember_choice)
            self._remembered_for = session.path
        if self.table.isVisible() and layout.screen is not None:
            self.present()  # this campaign's table screen is on another monitor

    def _darkness_chosen(self, on: bool) -> None:
        self.state.set_darkness(on)
        self.layout_menus.remember(replace(self.layout_menus.layout, darkness=on))

    def _remember_choice(self, choice: ShownChoice) -> None:
        session = self.table.session
        if session is not None and session.path == self._remembered_for:
            self.settings.set_shown_choice(session.path, choice)

    def _main_window_closed(self) -> None:
        self.toggle_action.setChecked(False)
        self.table.set_session(None)
        self.table.close()

    # --- opening and placing ------------------------------------------------------------------
    def _toggled(self, on: bool) -> None:
        if on:
            self.present()
        elif self.table.isVisible():
            self.table.hide()

    def target_screen(self) -> QScreen | None:
        """Where the players' window opens (the remembered monitor, or another than the GM's)."""
        return pick_screen(QGuiApplication.screens(), self.settings.screen_name,
                           self.main_window.screen(), screen_key)

    def table_screen_key(self) -> str | None:
        """The key of the monitor the players' window is on (or will open on)."""
        screen = self.table.screen() if self.table.isVisible() else self.target_screen()
        return screen_key(screen) if screen is not None else None

    def present(self) -> None:
        """Open (or re-place) the players' window on its monitor in the remembered mode; with one
        monitor, in a window beside the GM's whatever the mode (full screen would hide the GM's
        window; it can still be asked for from there)."""
        single = len(QGuiApplication.screens()) < 2
        full = self.full_screen_action.isChecked() and not single
        self.show_on(self.target_screen(), full_screen=full, beside=single)

    def show_on(self, screen: QScreen | None, *, full_screen: bool, beside: bool = False) -> None:
        table = self.table
        if screen is not None:
            table.setScreen(screen)
        self.layout_menus.placed()
        if full_screen and screen is not None:
            table.setGeometry(screen.geometry())
            table.showFullScreen()
        else:
            if table.isFullScreen():
                table.showNormal()
            if screen is not None:
                area = screen.availableGeometry()
                rect = beside_geometry(area)
                if not beside:
                    rect.moveCenter(area.center())
                table.setGeometry(rect)
            table.show()
        table.raise_()

    def _mode_chosen(self, full_screen: bool) -> None:
        self.settings.mode = ScreenMode.FULL_SCREEN if full_screen else ScreenMode.WINDOWED
        self.layout_menus.remember(replace(self.layout_menus.layout, mode=self.settings.mode))
        if self.table.isVisible() and full_screen != self.table.isFullScreen():
            self.show_on(self.table.screen(), full_screen=full_screen)

    # --- monitors -----------------------------------------------------------------------------
    def rebuild_monitor_menu(self) -> None:
        """List the monitors now connected, the one the table screen uses checked."""
        clear_choices(self.monitor_menu, self._monitor_group)
        target = self.target_screen()
        gm_screen = self.main_window.screen()
        for index, screen in enumerate(QGuiApplication.screens(), start=1):
            size = screen.geometry()
            text = self.tr("%1: %2 (%3×%4)").replace("%1", str(index))
            text = text.replace("%2", screen.name() or self.tr("monitor")).replace(
                "%3", str(size.width())).replace("%4", str(size.height()))
            if screen is gm_screen:
                text = self.tr("%1 — the GM's").replace("%1", text)
            choice(self.monitor_menu, self._monitor_group, text, screen_key(screen),
                   screen is target)

    def _monitor_chosen(self, action: QAction) -> None:
        name = str(action.data())  # a screen_key
        self.settings.screen_name = name
        self.layout_menus.remember(replace(self.layout_menus.layout, screen=name))
        if self.table.isVisible():
            self.present()

    def _screens_changed(self) -> None:
        self.rebuild_monitor_menu()
        if self.table.isVisible():
            self.present()  # a monitor came or went: keep the window on one that exists


def install_table_screen(window: TableScreenHost, state: TableScreenState) -> QAction:
    """Add Window → Table screen; returns its Show to the players action. The control is
    ``window.findChild(TableScreenControl)``; its ``menu`` is the Table screen submenu."""
    return TableScreenControl(window, state).toggle_action
