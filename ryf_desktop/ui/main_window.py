"""The main window: a thin frame that holds the menus, the status bar, the map area and the docks
each feature adds (``add_dock``), remembers where the GM put them and offers the View menu to
show, hide and reset them. The campaign actions live in the ``CampaignController``.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QChildEvent, QEvent, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QScreen, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTabBar,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop import __version__
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.ui.campaign.actions import CampaignActions
from ryf_desktop.ui.campaign.controller import CampaignController
from ryf_desktop.ui.campaign.overview import CampaignOverview
from ryf_desktop.ui.campaign.overview_view import CampaignOverviewView
from ryf_desktop.ui.campaign.widgets import ReadOnlyBanner
from ryf_desktop.ui.common import follow_session
from ryf_desktop.ui.common.widgets import fill, named, open_modal, text_label
from ryf_desktop.ui.dice.roller import DiceRoller
from ryf_desktop.ui.dock_layout import (
    FLOATING,
    apply_sizes,
    arrange,
    place_beside_group,
    sheet_window_geometry,
)
from ryf_desktop.ui.input_guards import install_wheel_guard
from ryf_desktop.ui.preferences.controller import PreferencesController
from ryf_desktop.ui.secret_rolls import SecretRolls
from ryf_desktop.ui.sheet.install import install_sheets
from ryf_desktop.ui.window_parts import make_action

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.ui.catalog import CatalogBrowser
    from ryf_desktop.ui.last_view import LastView

GEOMETRY_KEY = "main_window/geometry"
STATE_KEY = "main_window/state"
STATE_DOCKS_KEY = "main_window/state_docks"
# Bump when the set or placement of docks changes so an old saved layout is not forced on new docks.
STATE_VERSION = 4
DEFAULT_SIZE = (1280, 800)
#: On first start the window takes this share of a larger screen's free area.
FIRST_START_SCREEN_SHARE = 0.92


class MainWindow(QMainWindow):
    """The game master's window. ``closed`` is emitted once the window has closed (and its
    campaign with it). ``take_backups=False`` keeps campaigns from starting their periodic
    backups (tests)."""

    closed = Signal()

    # Construction code, longer than 80 lines on purpose: the window's parts made and wired in
    # the order they depend on one another.
    def __init__(
        self,
        settings: QSettings,
        *,
        rng: RandomSource | None = None,
        persist_layout: bool = True,
        take_backups: bool = True,
    ) -> None:
        super().__init__()
        # The program's one rule for the wheel over spin boxes, lists and sliders (every window).
        app = QApplication.instance()
        if app is not None:
            install_wheel_guard(app)
        self._settings = settings
        self._persist_layout = persist_layout
        self._docks: dict[str, QDockWidget] = {}
        self._default_areas: dict[str, Qt.DockWidgetArea] = {}
        # Docks that start hidden (the sheet window): Reset layout leaves them shown or not.
        self._start_hidden: set[str] = set()
        # Floating docks already given a place (restored, or placed when first shown).
        self._placed_floating: set[str] = set()
        # Whether a saved layout was restored; until then (first start) new docks are arranged.
        self._layout_restored = False
        # The docks the saved layout holds (Qt cannot tell a late dock it never saw).
        self._saved_dock_names: set[str] = set()
        self._constructed = False
        self._shown_once = False

        self.setObjectName("main_window")
        self.setWindowTitle(self.tr("RyF Desktop"))
        self.setDockOptions(
            QMainWindow.DockOption.AnimatedDocks
            | QMainWindow.DockOption.AllowNestedDocks
            | QMainWindow.DockOption.AllowTabbedDocks
        )
        self.read_only_banner = ReadOnlyBanner()
        label = text_label(self.tr("Open a campaign to see its map"), "empty_map_area",
                           wrap=True, scale=1.3, quiet=True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.map_area: QWidget = label
        frame = named(QWidget(), "central_frame")
        self._central_layout = fill(QVBoxLayout(frame), self.read_only_banner, (label, 1), margin=0)
        self._central_layout.setSpacing(0)
        self.setCentralWidget(frame)
        self.campaign_actions = CampaignActions(self)
        self.preferences = PreferencesController(settings, self, self.statusBar())
        self._build_menus()
        self.statusBar().showMessage(self.tr("No campaign open"))

        self.campaign = CampaignController(settings, self, self.campaign_actions,
                                           self.read_only_banner, self.statusBar(),
                                           take_backups=take_backups, parent=self)
        # Whether the GM's rolls are kept off the players' surfaces: the Dice dock and the attack
        # dialog both show and set it.
        self.secret_rolls = SecretRolls(settings, self)
        self.campaign_overview = CampaignOverview(CampaignOverviewView(), self.campaign, self)
        self.undo_view = named(QUndoView(self.campaign.undo_group), "undo_history")
        self.undo_view.setEmptyLabel(self.tr("As opened"))
        self.dice_roller = DiceRoller(rng=rng)
        self.dice_roller.controller.follow_secret_rolls(self.secret_rolls)
        # The follower is the window's Qt child: it lives as long as the window, unnamed.
        follow_session(self, self.campaign, on_session=self._campaign_shown)
        for name, title, widget in (("campaign", self.tr("Campaign"), self.campaign_overview.view),
                                    ("undo_history", self.tr("Undo history"), self.undo_view)):
            self.add_dock(name, title, widget, Qt.DockWidgetArea.LeftDockWidgetArea)
        # Qt makes the history's model again at every step, seen or not (≈ 1 ms of each step of
        # a fight behind the Campaign tab): it follows the campaign only while it can be seen.
        self.dock("undo_history").visibilityChanged.connect(self._follow_history)
        self.add_dock("dice", self.tr("Dice"), self.dice_roller)

        self.backup_note = named(QLabel(), "backup_note", self.tr(
            "The campaign is backed up when it opens and every 30 minutes"))
        self.statusBar().addPermanentWidget(self.backup_note)
        self.campaign.backup_note_changed.connect(self.backup_note.setText)
        self.campaign.title_changed.connect(self.setWindowTitle)
        self.campaign.profile_changed.connect(self._use_profile)
        self.dice_roller.controller.rolled.connect(self.campaign.log_roll)
        self.sheet_docks = install_sheets(self, self.dice_roller.controller)
        # The catalog browser loads the catalog and the session code: the program adds it once
        # the window shows (install_catalog), so start-up never waits for it.
        self.catalog_browser: CatalogBrowser | None = None
        # The map and table screen each campaign last had (made with the map, install_play).
        self.last_view: LastView | None = None
        self._rng = rng

        self.resize(self._first_start_size())
        self._constructed = True
        arrange(self, self._docks, self._default_areas)
        self.restore_layout()

    # --- frame --------------------------------------------------------------------------------
    def set_map_area(self, widget: QWidget) -> None:
        """Put ``widget`` (the battlemap) under the banner in place of the current map area."""
        self._central_layout.replaceWidget(self.map_area, widget)
        self.map_area.deleteLater()
        self.map_area = widget

    def _campaign_shown(self, session: CampaignSession | None) -> None:
        self.secret_rolls.set_campaign(None if session is None else session.path)
        if session is None:
            self.dice_roller.controller.set_recorder(None)
        else:
            # A sheet's roll and the token it spends: one undo step. Loaded with the campaign, as
            # the window shows before any session code.
            from ryf_desktop.session.check_rolls import record_character_check

            self.dice_roller.controller.set_recorder(partial(record_character_check, session))
        if not isinstance(self.map_area, QLabel) or self.map_area.objectName() != "empty_map_area":
            return  # a real map area is in place
        self.map_area.setText(self.tr("Open a campaign to see its map") if session is None
                              else self.tr("The campaign's battlemap will show here"))

    def _follow_history(self, seen: bool) -> None:
        group = self.campaign.undo_group if seen else None
        if self.undo_view.group() is not group:
            # Qt takes no group (an empty view); the stubs do not say so.
            self.undo_view.setGroup(group)  # type: ignore[arg-type]

    def _use_profile(self, profile: RulesProfile) -> None:
        # Odds shown before a roll follow the campaign's rules (exploding attribute rolls).
        self.dice_roller.controller.profile = profile
        self.dice_roller.controller.refresh()

    def install_catalog(self) -> None:
        """Add the catalog dock (once); app.main calls it when its event loop runs."""
        from ryf_desktop.ui.catalog import install_catalog_browser

        if "catalog" not in self.dock_names():
            self.catalog_browser = install_catalog_browser(self, rng=self._rng)
            # The GM adding gear most likely means the character whose sheet is in front.
            self.catalog_browser.controller.play.sheet_in_front = self.sheet_docks.sheet_in_front

    def install_play(self) -> None:
        """Add the battlemap, the combat tracker and the table screen (once); app.main calls it
        when its event loop runs, so start-up never waits on their modules."""
        from ryf_desktop.ui.combat import install_combat
        from ryf_desktop.ui.handouts import install_handouts
        from ryf_desktop.ui.last_view import LastView
        from ryf_desktop.ui.map import install_map
        from ryf_desktop.ui.map.placing import view_target
        from ryf_desktop.ui.players_devices import PlayersDevices
        from ryf_desktop.ui.table_screen import (
            TableScreenControl,
            TableScreenState,
            install_table_screen,
        )

        if "combat" in self.dock_names():
            return
        self.map_panel = install_map(self, rng=self._rng)
        self.combat_dock = install_combat(self, rng=self._rng)
        # "Put on the map" for a combat without a map uses the map the GM shows.
        self.combat_dock.controller.shown_map_id = self.map_panel.controller.map_id
        state = TableScreenState(self)
        self.table_screen_action = install_table_screen(self, state)
        table = self.findChild(TableScreenControl)
        assert table is not None
        # A Qt child of the window (found by its object name): it lives as long as the window.
        PlayersDevices(self, state, lambda: table.table.session)
        self.map_panel.follow_table_screen(state)
        self.handouts = install_handouts(self)
        # The catalog's "Place on map" and the characters' "Put on the map" put a creature where
        # the GM looks.
        controller = self.map_panel.controller
        self.sheet_docks.map_target = lambda: view_target(controller)
        if self.catalog_browser is not None:
            self.catalog_browser.controller.play.map_target = self.sheet_docks.map_target
        # Under "Show this to the players"'s arrow: the table screen itself, and its blackout.
        blackout = self.findChild(QAction, "blackout_action")
        self.map_panel.bars.add_table_screen_actions(
            [self.table_screen_action, *([blackout] if isinstance(blackout, QAction) else [])]
        )
        last_view = self.last_view = LastView(self._settings, self.map_panel.controller,
                                              self.table_screen_action, self)
        # After the map panel and the table screen (which follow the campaign already): the map
        # and the table screen the campaign had are given back once they show it.
        follow_session(last_view, self.campaign, on_session=lambda session: last_view.follow(
            None if session is None else session.path))

    def _build_menus(self) -> None:
        bar = self.menuBar()
        actions = self.campaign_actions
        self.file_menu = bar.addMenu(self.tr("&File"))
        for group in ((actions.new_action, actions.open_action, actions.recent_menu.menuAction(),
                       actions.demo_action), (actions.save_copy_action, actions.restore_action),
                      (actions.settings_action,), (actions.close_action,)):
            if self.file_menu.actions():
                self.file_menu.addSeparator()
            self.file_menu.addActions(list(group))
        self.quit_action = make_action(self.tr("&Quit"), self, tip=self.tr("Close RyF Desktop"),
                                       shortcut=QKeySequence(QKeySequence.StandardKey.Quit),
                                       triggered=self.close)
        if self.quit_action.shortcut().isEmpty():
            self.quit_action.setShortcut(QKeySequence(self.tr("Ctrl+Q")))
        self.file_menu.addAction(self.quit_action)

        self.edit_menu = bar.addMenu(self.tr("&Edit"))
        self.edit_menu.addActions([actions.undo_action, actions.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.preferences.action)

        self.view_menu = bar.addMenu(self.tr("&View"))
        self._dock_toggles_end = self.view_menu.addSeparator()
        self.reset_layout_action = make_action(
            self.tr("&Reset layout"), self, tip=self.tr("Put every panel back where it started"),
            triggered=self.reset_layout)
        self.view_menu.addAction(self.reset_layout_action)

        self.help_menu = bar.addMenu(self.tr("&Help"))
        self.shortcuts_action = make_action(
            self.tr("&Keyboard shortcuts"), self, "shortcuts_action",
            tip=self.tr("Every keyboard shortcut of the program"), triggered=self.show_shortcuts)
        self.help_menu.addAction(self.shortcuts_action)
        self.about_action = make_action(
            self.tr("&About RyF Desktop"), self, triggered=lambda: QMessageBox.about(
                self, self.tr("About RyF Desktop"), self.about_text()))
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.help_menu.addAction(self.about_action)

    # --- docks --------------------------------------------------------------------------------
    def add_dock(
        self,
        name: str,
        title: str,
        widget: QWidget,
        area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
        *,
        hidden: bool = False,
    ) -> QDockWidget:
        """Place ``widget`` in a dock called ``name`` (it keys the saved layout): where the saved
        layout had it, else where :mod:`~ryf_desktop.ui.dock_layout` puts it (a dock it does not
        name goes to ``area``). ``hidden`` docks start hidden."""
        if name in self._docks:
            msg = f"a dock named {name!r} is already in the window"
            raise ValueError(msg)
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock_{name}")
        dock.setWidget(widget)
        self._docks[name] = dock
        self._default_areas[name] = area
        if hidden:
            self._start_hidden.add(name)
        toggle = dock.toggleViewAction()
        toggle.setStatusTip(self.tr("Show or hide the {title} panel").format(title=title))
        self.view_menu.insertAction(self._dock_toggles_end, toggle)
        if self._constructed:
            self._place_added_dock(name, dock)
        else:
            self.addDockWidget(area, dock)
        if hidden:
            dock.hide()
        return dock

    def _place_added_dock(self, name: str, dock: QDockWidget) -> None:
        """A dock added after start-up: where the saved layout had it, else where it goes on
        first start, or beside its group in a saved layout that lacks it."""
        # Qt says it restored a dock the saved layout never had (and hides it): ask the list.
        # (Restored before it is added anywhere: Qt would keep it where it was added.)
        if name in self._saved_dock_names and self.restoreDockWidget(dock):
            if dock.isFloating():
                self._placed_floating.add(name)
            return
        self.addDockWidget(self._default_areas[name], dock)
        if self._layout_restored:
            place_beside_group(self, self._docks, name, self._default_areas[name])
            return
        self._arrange_all(show_all=False)
        if self._shown_once:
            # Once the event loop has laid the new dock out: before that Qt ignores the sizes.
            QTimer.singleShot(0, self, lambda: apply_sizes(self, self._docks))

    def _arrange_all(self, *, show_all: bool) -> None:
        """The first-start arrangement; ``show_all`` also shows the docks the GM closed (but
        the start-hidden ones, which stay as they are)."""
        size = self.size()
        if show_all:
            for name, dock in self._docks.items():
                if name not in self._start_hidden:
                    dock.show()
        arrange(self, self._docks, self._default_areas)
        # Docks stacked on the way may need more height than the screen has, and Qt grows the
        # window for them (and never shrinks it back): the window keeps the size it had.
        self.resize(size)

    def dock(self, name: str) -> QDockWidget:
        return self._docks[name]

    def dock_names(self) -> tuple[str, ...]:
        return tuple(self._docks)

    def reset_layout(self) -> None:
        """The first-start arrangement again, sized for the window as it is now."""
        self._arrange_all(show_all=True)
        self._placed_floating.clear()
        for name in FLOATING:
            if name in self._docks and self._docks[name].isVisible():
                self.show_floating_dock(name)
        apply_sizes(self, self._docks)
        # Again once the event loop has laid the docks out (Qt keeps old sizes until then).
        QTimer.singleShot(0, self, lambda: apply_sizes(self, self._docks))

    def show_floating_dock(self, name: str) -> QDockWidget:
        """Show a floating dock (the sheet window) in front; the first time, on the GM's screen
        over the map's left part."""
        dock = self._docks[name]
        if dock.isFloating() and name not in self._placed_floating:
            dock.setGeometry(sheet_window_geometry(self))
            self._placed_floating.add(name)
        dock.show()
        dock.raise_()
        if dock.isFloating():
            dock.activateWindow()
        return dock

    def _first_start_size(self) -> QSize:
        """Most of the screen, or all of a screen too small for a margin around the default
        size (a 1366×768 laptop: the right-hand column gets the last 86 px, not the desktop)."""
        screen: QScreen | None = self.screen()  # None without a screen, whatever the stubs say
        if screen is None:
            return QSize(*DEFAULT_SIZE)
        free = screen.availableGeometry().size()
        sizes = []
        for default, space in zip(DEFAULT_SIZE, (free.width(), free.height()), strict=True):
            share = int(space * FIRST_START_SCREEN_SHARE)
            sizes.append(share if share >= default else space)
        return QSize(*sizes)

    def childEvent(self, event: QChildEvent) -> None:  # noqa: N802
        # The tab bars of tabbed docks are made by the window's layout as docks are grouped; in
        # a narrow side column Qt would cut their names ("Campa…"): they scroll instead.
        super().childEvent(event)
        child = event.child()
        if event.type() is QEvent.Type.ChildPolished and isinstance(child, QTabBar):
            child.setElideMode(Qt.TextElideMode.ElideNone)
            child.setUsesScrollButtons(True)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._shown_once and not self._layout_restored:
            QTimer.singleShot(0, self, lambda: apply_sizes(self, self._docks))
        self._shown_once = True

    # --- remembered layout --------------------------------------------------------------------
    def restore_layout(self) -> None:
        geometry = self._settings.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        state = self._settings.value(STATE_KEY)
        if isinstance(state, QByteArray) and not state.isEmpty():
            self._layout_restored = self.restoreState(state, STATE_VERSION)
        if not self._layout_restored:
            return
        value = self._settings.value(STATE_DOCKS_KEY, [])
        # An INI file gives a one-item list back as a plain string.
        items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        self._saved_dock_names = {item for item in items if isinstance(item, str)}
        # Empty at start (no sheet is open yet), whatever the layout had: kept hidden.
        for name in self._start_hidden:
            self._docks[name].hide()
        self._placed_floating.update(
            name for name, dock in self._docks.items() if dock.isFloating()
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self._persist_layout:
            self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
            self._settings.setValue(STATE_KEY, self.saveState(STATE_VERSION))
            self._settings.setValue(STATE_DOCKS_KEY, list(self._docks))
            self._settings.sync()
        super().closeEvent(event)
        if event.isAccepted():
            if self.last_view is not None:
                self.last_view.freeze()
            self.campaign.close_campaign()
            self.closed.emit()

    # --- help ---------------------------------------------------------------------------------
    def about_text(self) -> str:
        return self.tr(
            "<h3>RyF Desktop {version}</h3>"
            "<p>A virtual tabletop for game masters of <i>RyF (Rápido y Fácil)</i>: "
            "character sheets, a catalog of monsters and gear, a battlemap and the combat round, "
            "on one laptop.</p>"
            "<p>RyF is a free role-playing system by Miguel Ángel Zarza, under CC BY-SA.</p>"
            "<p>RyF Desktop is free software under the GNU GPL, version 3 or later.</p>"
        ).format(version=__version__)

    def show_shortcuts(self) -> None:
        from ryf_desktop.ui.shortcuts_dialog import ShortcutsDialog

        open_modal(ShortcutsDialog(self))
