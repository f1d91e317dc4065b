"""The table screen on the demo campaign, through the GM's window: it changes map only when the GM
shows one or a fight begins on one (never when the GM merely opens a map), it is never blank (the
title card before anything is shown, the fight's map after the fight), the blackout said
discreetly on both screens, and what the GM showed remembered per campaign.

The secrets (a hidden creature's attack) are in test_table_screen_secrets.py, which uses the
fixtures here.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QLabel, QMenu
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession, ensure_demo_campaign
from ryf_desktop.session.combat import (
    BeginCombat,
    CombatView,
    EndCombat,
    RollInitiative,
    current_combat,
)
from ryf_desktop.session.map_commands import CreateMap
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map import MapScene
from ryf_desktop.ui.table_screen import TableScreenControl, TableScreenState, TableScreenWindow
from ryf_desktop.ui.table_screen.layout_menu import NO_MAP, ShownMapMenu
from ryf_desktop.ui.table_screen.settings import shown_map_key
from tests.campaign_steps import next_day, rename

# Offscreen, the players' window cannot be raised over the GM's: Qt says so, and that is all.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


class Demo:
    """The GM's window on the demo campaign and its table screen's control."""

    def __init__(self, window: MainWindow, qtbot: QtBot, path: Path) -> None:
        self.window = window
        self.qtbot = qtbot
        self.path = path

    @property
    def session(self) -> CampaignSession:
        session = self.window.campaign.session
        assert session is not None
        return session

    @property
    def control(self) -> TableScreenControl:
        control = self.window.findChild(TableScreenControl)
        assert isinstance(control, TableScreenControl)
        return control

    @property
    def table(self) -> TableScreenWindow:
        return self.control.table

    def push(self, command: object) -> None:
        messages: list[str] = []
        self.session.command_failed.connect(messages.append)
        assert self.session.push(command), messages  # type: ignore[arg-type]
        self.settle()

    def settle(self) -> None:
        # The table screen and its scene fold a command's signals into the next loop turn.
        QCoreApplication.processEvents()
        self.qtbot.wait(30)

    def combat(self) -> CombatView:
        combat = current_combat(self.session.model)
        assert combat is not None
        return combat

    def table_menu(self) -> QMenu:
        window_menu = self.window.menuBar().findChild(QMenu, "window_menu")
        assert isinstance(window_menu, QMenu)
        menu = window_menu.findChild(QMenu, "table_screen_menu")
        assert isinstance(menu, QMenu) and menu.menuAction() in window_menu.actions()
        return menu

    def open_table_screen(self) -> TableScreenWindow:
        """Window → Table screen → Show to the players: one action, as the GM clicks it."""
        entry = next(action for action in self.table_menu().actions()
                     if action.objectName() == "table_screen_action")
        entry.trigger()
        self.qtbot.waitExposed(self.table)
        self.settle()
        return self.table

    def begin_fight(self, seed: int = 3) -> int:
        """The demo's prepared combat: initiative rolled for all, round 1 begun."""
        combat_id = self.combat().id
        self.push(RollInitiative(self.session, combat_id, None, random.Random(seed)))
        self.push(BeginCombat(self.session, combat_id))
        assert self.combat().status == "running"
        return combat_id


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[Demo]:
    path = ensure_demo_campaign(tmp_path / "demo" / "demo.ryf")
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                        rng=random.Random(5), persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    assert window.campaign.open_path(path)
    window.install_play()  # as app.main does once its loop runs
    found = Demo(window, qtbot, path)
    yield found
    found.table.close()
    window.close()


def distinct_colours(image: QImage) -> int:
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    step = 4  # every fourth pixel each way: enough to tell a map from a flat fill
    return len({rgb.pixel(x, y) & 0xFFFFFF for y in range(0, rgb.height(), step)
                for x in range(0, rgb.width(), step)})


def black_share(image: QImage) -> float:
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    pixels = [rgb.pixel(x, y) & 0xFFFFFF for y in range(0, rgb.height(), 4)
              for x in range(0, rgb.width(), 4)]
    return sum(1 for pixel in pixels if pixel == 0) / len(pixels)


def shown(table: TableScreenWindow) -> int | None:
    """The map the table screen shows (a call, so that mypy does not keep what it read)."""
    return table.shown_map_id


def shows_a_map(table: TableScreenWindow) -> bool:
    image = table.grab().toImage()
    return (isinstance(table.scene, MapScene) and table.map_pages.currentWidget() is table.view
            and distinct_colours(image) > 20 and black_share(image) < 0.5)


# --- 1. the map changes only when the GM says so, and is never blank ----------------------------
def test_before_the_gm_shows_anything_the_table_shows_the_title_card_and_then_what_is_shown(
    demo: Demo,
) -> None:
    gm_map = demo.window.map_panel.controller.map_id()
    assert gm_map is not None
    assert demo.combat().status == "preparing"
    # Closed, it keeps no players' scene following the map for nobody.
    assert not demo.table.isVisible() and not isinstance(demo.table.scene, MapScene)
    table = demo.open_table_screen()
    # The map open in the GM's window is not shown: the GM has not shown it.
    assert shown(table) is None
    assert table.map_pages.currentWidget() is table.title_card
    demo.window.map_panel.controller.show_players_this()
    demo.settle()
    assert table.shown_map_id == gm_map
    assert shows_a_map(table)
    players = table.scene
    assert isinstance(players, MapScene) and players.audience == "players"
    assert players is not demo.window.map_panel.controller.scene  # its own scene, not the GM's


class PhonesServer:
    """What the players' devices are sent, counted: the feed's server."""

    def __init__(self) -> None:
        self.pictures = 0

    def publish(self, state: object, png: bytes | None) -> None:
        self.pictures += png is not None

    def publish_sheets(self) -> None:
        pass


def test_the_gm_opening_another_map_changes_neither_the_table_nor_the_phones_until_shown(
    demo: Demo,
) -> None:
    from typing import cast

    from ryf_desktop.ui.players_web.feed import PlayersFeed
    from ryf_desktop.ui.players_web.server import PlayersServer

    table = demo.open_table_screen()
    gm_map = demo.window.map_panel.controller.map_id()
    assert gm_map is not None
    demo.window.map_panel.controller.show_players_this()
    crypt = CreateMap(demo.session, "Cripta", 6, 4)
    demo.push(crypt)
    assert crypt.map_id is not None
    server = PhonesServer()
    phones = PlayersFeed(demo.session, demo.control.state, cast(PlayersServer, server))

    def phones_map() -> int | None:
        phones.publish_now()  # as the feed does a few milliseconds after a change
        scene = phones.picture.scene
        return scene.map_id if isinstance(scene, MapScene) else None

    assert phones_map() == gm_map and server.pictures == 1
    demo.window.map_panel.controller.show_map(crypt.map_id)  # the GM prepares the crypt
    demo.settle()
    assert demo.window.map_panel.controller.map_id() == crypt.map_id
    assert table.shown_map_id == gm_map and phones_map() == gm_map
    demo.window.map_panel.controller.show_players_this()  # now the GM shows it
    demo.settle()
    assert table.shown_map_id == crypt.map_id and phones_map() == crypt.map_id
    phones.stop()


def test_after_the_fight_ends_the_table_screen_still_shows_its_map(demo: Demo) -> None:
    table = demo.open_table_screen()
    combat_id = demo.begin_fight()
    fight_map = demo.combat().map_id
    assert table.shown_map_id == fight_map and table.strip.isVisible()
    demo.push(EndCombat(demo.session, combat_id))
    demo.qtbot.waitUntil(lambda: not table.strip.isVisible())
    assert table.shown_map_id == fight_map
    assert shows_a_map(table)


def test_after_a_fight_on_another_map_the_table_keeps_that_map_until_the_gm_shows_another(
    demo: Demo,
) -> None:
    table = demo.open_table_screen()
    fight_map = demo.combat().map_id
    crypt = CreateMap(demo.session, "Cripta", 6, 4)
    demo.push(crypt)
    assert crypt.map_id is not None
    combat_id = demo.begin_fight()
    demo.window.map_panel.controller.show_map(crypt.map_id)  # the GM looks at the next scene
    demo.settle()
    assert table.shown_map_id == fight_map  # the fight goes on where it is
    demo.push(EndCombat(demo.session, combat_id))
    assert table.shown_map_id == fight_map  # over, and still that map: never black
    demo.window.map_panel.controller.show_map(fight_map)
    demo.window.map_panel.controller.show_map(crypt.map_id)  # the GM turns to the crypt…
    demo.settle()
    assert table.shown_map_id == fight_map  # …which the players do not see
    demo.window.map_panel.controller.show_players_this()
    demo.settle()
    assert table.shown_map_id == crypt.map_id


def test_a_map_chosen_before_the_fight_gives_way_to_it_and_one_chosen_during_it_holds(
    demo: Demo,
) -> None:
    table = demo.open_table_screen()
    fight_map = demo.combat().map_id
    crypt = CreateMap(demo.session, "Cripta", 6, 4)
    demo.push(crypt)
    assert crypt.map_id is not None
    demo.control.state.set_map_id(crypt.map_id)  # the next scene, shown between fights
    demo.settle()
    assert table.shown_map_id == crypt.map_id
    combat_id = demo.begin_fight()
    assert table.shown_map_id == fight_map  # the fight is what the players must see
    demo.control.state.set_map_id(crypt.map_id)  # chosen again, during the fight: it holds
    demo.settle()
    assert table.shown_map_id == crypt.map_id
    demo.push(EndCombat(demo.session, combat_id))
    assert table.shown_map_id == crypt.map_id


def test_a_campaign_without_a_map_shows_its_title_card(
    qtbot: QtBot, session: CampaignSession
) -> None:
    table = TableScreenWindow(TableScreenState())
    qtbot.addWidget(table)
    table.resize(800, 500)
    table.show()
    qtbot.waitExposed(table)
    table.set_session(session)
    assert table.map_pages.currentWidget() is table.title_card
    assert table.title_card.name_label.text() == "Prueba"
    assert table.title_card.day_label.text() == f"Day {session.day}"
    assert table.title_card.name_label.font().pixelSize() >= 48  # large: read across the table
    image = table.grab().toImage()
    assert black_share(image) < 0.5 and distinct_colours(image) > 2
    assert QImage(image).pixelColor(3, 3).lightness() < 40  # on a dark background
    assert next_day(session, )
    assert table.title_card.day_label.text() == f"Day {session.day}"
    assert rename(session, "La cripta de Zaragoza")
    assert table.title_card.name_label.text() == "La cripta de Zaragoza"
    # A map appears: the card gives way to it.
    crypt = CreateMap(session, "Cripta", 6, 4)
    assert session.push(crypt)
    table.state.set_map_id(crypt.map_id)
    qtbot.wait(30)
    assert table.map_pages.currentWidget() is table.view


# --- 2. blackout on purpose ----------------------------------------------------------------------
def test_blackout_says_pause_on_the_table_and_the_gms_status_bar_says_blacked_out(
    demo: Demo,
) -> None:
    table = demo.open_table_screen()
    demo.window.map_panel.controller.show_players_this()
    demo.settle()
    blackout = demo.control.blackout_action
    indicator = demo.window.statusBar().findChild(QLabel, "blackout_indicator")
    assert isinstance(indicator, QLabel)
    assert blackout.shortcut().toString() == "Ctrl+B"
    assert not indicator.isVisible()
    blackout.trigger()
    assert blackout.isChecked() and indicator.isVisible()
    assert indicator.text() == "Table screen blacked out"
    image = table.grab().toImage()
    assert black_share(image) > 0.95  # dark on purpose…
    assert table.blackout_page.pause_label.isVisible()  # …and saying so, small, in a corner
    mark = table.blackout_page.pause_label.geometry()
    assert mark.left() > table.width() // 2 and mark.top() > table.height() // 2
    assert "Pause" in table.blackout_page.pause_label.text()
    blackout.trigger()
    assert not indicator.isVisible()
    assert shows_a_map(table)


# --- 4. the menu: open it, choose the map, remembered per campaign -------------------------------
def chosen_map(demo: Demo) -> int | None:
    """The map the GM showed the players last (None: none)."""
    return demo.control.state.map_id


def map_entries(menu: ShownMapMenu) -> list[QAction]:
    """The menu's maps to choose from (the "no map" one first)."""
    return [action for action in menu.actions() if action.isCheckable()]


def map_entry(menu: ShownMapMenu, data: int) -> QAction:
    return next(action for action in map_entries(menu) if action.data() == data)


def test_show_map_chooses_the_players_map_and_it_is_remembered_per_campaign(
    demo: Demo, tmp_path: Path
) -> None:
    table = demo.open_table_screen()
    gm_map = demo.window.map_panel.controller.map_id()
    crypt = CreateMap(demo.session, "Cripta", 6, 4)
    demo.push(crypt)
    assert crypt.map_id is not None
    menu = demo.control.map_menu
    assert menu.menuAction() in demo.table_menu().actions()
    menu.rebuild()  # as when it opens
    names = [action.text() for action in map_entries(menu)]
    assert names[0] == "&No map (the campaign's title)" and "Cripta" in names
    assert map_entry(menu, NO_MAP).isChecked()

    map_entry(menu, crypt.map_id).trigger()
    demo.settle()
    assert table.shown_map_id == crypt.map_id
    assert demo.window.map_panel.controller.map_id() == gm_map  # the GM's own map stays
    menu.rebuild()
    assert map_entry(menu, crypt.map_id).isChecked()
    assert QSettings().value(shown_map_key(demo.path)) == str(crypt.map_id)

    # Closed and opened again, the campaign shows the players the crypt again.
    demo.window.campaign.close_campaign()
    demo.settle()
    assert table.session is None
    assert demo.window.campaign.open_path(demo.path)
    demo.settle()
    assert chosen_map(demo) == crypt.map_id
    assert table.shown_map_id == crypt.map_id

    # Another campaign remembers its own choice (none: its title card).
    other = ensure_demo_campaign(tmp_path / "otra" / "demo.ryf")
    assert demo.window.campaign.open_path(other)
    demo.settle()
    assert chosen_map(demo) is None
    assert shown(table) is None

    # No map: the title card, remembered too.
    assert demo.window.campaign.open_path(demo.path)
    demo.settle()
    menu.rebuild()
    map_entry(menu, NO_MAP).trigger()
    demo.settle()
    assert shown(table) is None
    assert table.map_pages.currentWidget() is table.title_card
    assert QSettings().value(shown_map_key(demo.path)) is None


def test_a_campaign_opened_with_nothing_shown_yet_shows_its_running_fights_map(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = ensure_demo_campaign(tmp_path / "demo" / "demo.ryf")
    opened = CampaignSession.open(path)
    try:
        combat = current_combat(opened.model)
        assert combat is not None
        assert opened.push(RollInitiative(opened, combat.id, None, random.Random(3)))
        assert opened.push(BeginCombat(opened, combat.id))
        fight_map = current_combat(opened.model)
    finally:
        opened.close()
    assert fight_map is not None and fight_map.map_id is not None
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                        rng=random.Random(5), persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.show()
    assert window.campaign.open_path(path)
    window.install_play()
    demo = Demo(window, qtbot, path)
    table = demo.open_table_screen()
    assert table.shown_map_id == fight_map.map_id  # the fight the players are in
    table.close()
    window.close()
