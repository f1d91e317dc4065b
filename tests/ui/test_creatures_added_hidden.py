"""A creature can be added hidden from every place creatures are added — *Start combat*, a drag from
the catalog onto the map, the catalog's *Place on map* — and comes hidden by default on the map
the players see; *Place on map* puts it in the part of the map the GM looks at and joins the
encounter being prepared, as a drag does, and the status line says what it joined or began.
During a running fight every path joins that fight instead (its own section below)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QMimeData, QPointF, QSettings, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ryf_desktop.catalog import EntryKind, Era
from ryf_desktop.session import CampaignSession, ensure_demo_campaign
from ryf_desktop.session.combat import BeginCombat, EndCombat, RollInitiative, current_combat
from ryf_desktop.session.map_commands import CreateMap
from ryf_desktop.session.map_queries import TokenView, map_view
from ryf_desktop.storage.records import Combat, LogEntry, MonsterInstance
from ryf_desktop.ui.catalog import EntryRef, entry_mime_data
from ryf_desktop.ui.combat.start_dialog import StartCombatDialog
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map.geometry import SQUARE_PX
from tests.ui.test_catalog_browser import choose
from tests.ui.test_map_tokens_drop import drop_on

GOBLIN = EntryRef(EntryKind.MONSTER, Era.MEDIEVAL, "Goblin")
PREPARED = "¡Goblins en el almacén!"
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


class Gm:
    def __init__(self, window: MainWindow, qtbot: QtBot) -> None:
        self.window = window
        self.qtbot = qtbot

    @property
    def session(self) -> CampaignSession:
        session = self.window.campaign.session
        assert session is not None
        return session

    def settle(self) -> None:
        QCoreApplication.processEvents()
        self.qtbot.wait(30)

    def show_players_this(self) -> None:
        self.window.map_panel.controller.show_players_this()
        self.settle()

    def new_creatures(self, before: set[int]) -> list[TokenView]:
        """The tokens of creatures made since ``before`` (MonsterInstance ids), on any map."""
        made = {row.id for row in self.session.model.all(MonsterInstance)} - before
        found: list[TokenView] = []
        for map_id in {token.map_id for token in self.tokens()}:
            found += [token for token in map_view(self.session.model, map_id).tokens
                      if token.monster_id in made]
        return found

    def tokens(self) -> list[TokenView]:
        map_id = self.window.map_panel.controller.map_id()
        assert map_id is not None
        return list(map_view(self.session.model, map_id).tokens)

    def creatures(self) -> set[int]:
        return {row.id for row in self.session.model.all(MonsterInstance)}

    def status(self) -> str:
        return self.window.statusBar().currentMessage()


@pytest.fixture
def gm(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[Gm]:
    path = ensure_demo_campaign(tmp_path / "demo" / "demo.ryf")
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                        rng=random.Random(5), persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    window.install_catalog()  # as app.main does once its loop runs, the catalog first
    assert window.campaign.open_path(path)
    window.install_play()
    yield Gm(window, qtbot)
    window.close()


def another_map(gm: Gm) -> int:
    command = CreateMap(gm.session, "Camino", 12, 8)
    assert gm.session.push(command) and command.map_id is not None
    gm.settle()
    return command.map_id


# --- Start combat --------------------------------------------------------------------------------
def start_dialog(gm: Gm) -> StartCombatDialog:
    controller = gm.window.combat_dock.controller
    controller.dialogs.start_combat()
    dialog = controller.dialog
    assert isinstance(dialog, StartCombatDialog)
    return dialog


def test_start_combat_adds_the_creatures_hidden_on_the_map_the_players_see(gm: Gm) -> None:
    road = another_map(gm)
    gm.show_players_this()  # the players see the demo's map
    dialog = start_dialog(gm)
    shown = gm.window.map_panel.controller.map_id()
    assert dialog.map_id() == shown
    assert dialog.hide_creatures.isChecked()  # the default on the map the players see
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData(road))
    assert not dialog.hide_creatures.isChecked()  # a map they do not see
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData(shown))
    assert dialog.hide_creatures.isChecked()
    dialog.monster_combo.setCurrentText("Goblin")
    dialog.monster_count.setValue(2)
    dialog.add_monster_button.click()
    before = gm.creatures()
    dialog.start_button.click()
    assert not dialog.isVisible()
    made = gm.new_creatures(before)
    assert len(made) == 2 and all(token.hidden for token in made)
    # The characters of the fight stand as they stood: only the new creatures are hidden.
    assert not any(token.hidden for token in gm.tokens() if token.side == "pc")


def test_start_combat_adds_them_seen_when_the_gm_unticks_the_box(gm: Gm) -> None:
    gm.show_players_this()
    dialog = start_dialog(gm)
    dialog.hide_creatures.click()
    dialog.monster_combo.setCurrentText("Goblin")
    dialog.add_monster_button.click()
    before = gm.creatures()
    dialog.start_button.click()
    made = gm.new_creatures(before)
    assert len(made) == 1 and not made[0].hidden


# --- the catalog: a drag onto the map ------------------------------------------------------------
def free_square_in_view(gm: Gm) -> tuple[int, int]:
    taken = {(token.x, token.y) for token in gm.tokens()}
    rect = gm.window.map_panel.view.visible_scene_rect()
    centre = (int(rect.center().x() // SQUARE_PX), int(rect.center().y() // SQUARE_PX))
    for dx in range(6):
        for dy in range(6):
            square = (centre[0] + dx, centre[1] + dy)
            if square not in taken:
                return square
    raise AssertionError("no free square near the centre")


def test_a_creature_dragged_onto_the_map_the_players_see_comes_hidden_and_joins_the_encounter(
    gm: Gm,
) -> None:
    gm.show_players_this()
    square = free_square_in_view(gm)
    before = gm.creatures()
    drop_on(gm.window.map_panel.view, square, entry_mime_data(GOBLIN))
    made = gm.new_creatures(before)
    assert len(made) == 1 and made[0].hidden and (made[0].x, made[0].y) == square
    prepared = current_combat(gm.session.model)
    assert prepared is not None and prepared.name == PREPARED
    assert made[0].monster_id in {row.monster_id for row in prepared.combatants}
    assert f"It joins the encounter “{PREPARED}”." in gm.status()
    assert "Hidden from the players" in gm.status()


def test_a_drag_onto_a_map_the_players_do_not_see_comes_seen(gm: Gm) -> None:
    gm.show_players_this()
    road = another_map(gm)
    gm.window.map_panel.controller.show_map(road)
    gm.settle()
    before = gm.creatures()
    drop_on(gm.window.map_panel.view, (2, 2), entry_mime_data(GOBLIN))
    made = gm.new_creatures(before)
    assert len(made) == 1 and not made[0].hidden
    # The prepared fight is on the demo's map: a creature on another map begins its own.
    assert "Hidden" not in gm.status() and f"“{PREPARED}”" not in gm.status()
    assert "A new encounter “Encounter” is being prepared with it." in gm.status()


def end_the_prepared_fight(gm: Gm) -> None:
    """The demo's encounter fought and ended: none is being prepared any more."""
    session = gm.session
    prepared = current_combat(session.model)
    assert prepared is not None and prepared.status == "preparing"
    assert session.push(RollInitiative(session, prepared.id, None, random.Random(3)))
    assert session.push(BeginCombat(session, prepared.id))
    assert session.push(EndCombat(session, prepared.id))
    gm.settle()


def test_a_drag_with_no_encounter_being_prepared_says_it_began_one_on_that_map(gm: Gm) -> None:
    end_the_prepared_fight(gm)
    combats = {combat.id for combat in gm.session.model.all(Combat)}
    drop_on(gm.window.map_panel.view, free_square_in_view(gm), entry_mime_data(GOBLIN))
    new = [combat for combat in gm.session.model.all(Combat) if combat.id not in combats]
    assert len(new) == 1 and new[0].status == "preparing"
    assert new[0].map_id == gm.window.map_panel.controller.map_id()
    assert "A new encounter “Encounter” is being prepared with it." in gm.status()


# --- the catalog: Place on map -------------------------------------------------------------------
def look_at(gm: Gm, square: tuple[int, int], zoom: float) -> None:
    """The GM zooms the map panel in on ``square``."""
    view = gm.window.map_panel.view
    view.resetTransform()
    view.scale(zoom, zoom)
    view.centerOn(QPointF((square[0] + 0.5) * SQUARE_PX, (square[1] + 0.5) * SQUARE_PX))
    gm.settle()


def test_place_on_map_puts_the_creature_in_view_near_the_centre_hidden_in_the_encounter(
    gm: Gm,
) -> None:
    browser = gm.window.catalog_browser
    assert browser is not None
    gm.show_players_this()
    look_at(gm, (14, 8), 1.5)
    rect = gm.window.map_panel.view.visible_scene_rect()
    centre = rect.center()
    choose(browser, GOBLIN)
    before = gm.creatures()
    browser.view.place_on_map_button.click()
    made = gm.new_creatures(before)
    assert len(made) == 1, browser.view.status.text()
    token = made[0]
    middle = QPointF((token.x + 0.5) * SQUARE_PX, (token.y + 0.5) * SQUARE_PX)
    assert rect.contains(middle)  # in view, never the top-left corner's border
    assert (middle - centre).manhattanLength() <= 3 * SQUARE_PX
    assert token.map_id == gm.window.map_panel.controller.map_id()
    assert token.hidden  # the players see this map
    prepared = current_combat(gm.session.model)
    assert prepared is not None and prepared.name == PREPARED
    assert token.monster_id in {row.monster_id for row in prepared.combatants}
    status = browser.view.status.text()
    assert f"It joins the encounter “{PREPARED}”." in status and "Hidden" in status


def test_place_on_map_on_a_map_the_players_do_not_see_puts_it_seen_on_the_gms_map(gm: Gm) -> None:
    browser = gm.window.catalog_browser
    assert browser is not None
    gm.show_players_this()
    road = another_map(gm)
    gm.window.map_panel.controller.show_map(road)
    gm.settle()
    choose(browser, GOBLIN)
    before = gm.creatures()
    browser.view.place_on_map_button.click()
    made = gm.new_creatures(before)
    assert len(made) == 1 and made[0].map_id == road and not made[0].hidden


# --- the tracker: Put on the map -----------------------------------------------------------------
def test_a_creature_added_to_the_combat_and_put_on_the_map_the_players_see_comes_hidden(
    gm: Gm,
) -> None:
    browser = gm.window.catalog_browser
    assert browser is not None
    gm.show_players_this()
    choose(browser, GOBLIN)
    before = gm.creatures()
    browser.view.add_to_combat_button.click()  # into the encounter, with no token yet
    new = gm.creatures() - before
    assert len(new) == 1 and gm.new_creatures(before) == []
    prepared = current_combat(gm.session.model)
    assert prepared is not None
    row = next(row for row in prepared.combatants if row.monster_id in new)
    assert gm.window.combat_dock.controller.put_on_map(row.id) is None
    made = gm.new_creatures(before)
    assert len(made) == 1 and made[0].hidden


def test_the_catalogs_hidden_box_hides_them_on_any_map_by_drag_and_by_button(gm: Gm) -> None:
    browser = gm.window.catalog_browser
    assert browser is not None
    gm.show_players_this()
    road = another_map(gm)
    gm.window.map_panel.controller.show_map(road)  # a map the players do not see
    gm.settle()
    box = browser.view.hide_new_check
    assert not box.isChecked()
    box.click()
    before = gm.creatures()
    drop_on(gm.window.map_panel.view, (2, 2), entry_mime_data(GOBLIN))
    choose(browser, GOBLIN)
    browser.view.place_on_map_button.click()
    made = gm.new_creatures(before)
    assert len(made) == 2 and all(token.hidden and token.map_id == road for token in made)
    box.click()  # unticked again: on a map the players do not see, they come seen
    drop_on(gm.window.map_panel.view, (4, 4), entry_mime_data(GOBLIN))
    last = [token for token in gm.new_creatures(before) if token not in made]
    assert len(last) == 1 and not last[0].hidden


# --- during a running fight: the creature joins it (the GM's report: the orcs went into a hidden
# second combat). It comes without initiative, as every newcomer to a running combat; the GM rolls
# it from the tracker. A drag onto another map begins an encounter there instead, and says so.
ORC = EntryRef(EntryKind.MONSTER, Era.MEDIEVAL, "Orco")


def begin_the_goblin_fight(gm: Gm) -> int:
    """The demo's prepared fight, initiative rolled and begun."""
    session = gm.session
    prepared = current_combat(session.model)
    assert prepared is not None and prepared.name == PREPARED
    assert session.push(RollInitiative(session, prepared.id, None, random.Random(3)))
    assert session.push(BeginCombat(session, prepared.id))
    gm.settle()
    return prepared.id


def tracker_names(gm: Gm) -> list[str]:
    return [row.name for row in gm.window.combat_dock.controller.model.rows]


def test_add_to_combat_puts_the_creature_into_the_running_fight(gm: Gm) -> None:
    fight = begin_the_goblin_fight(gm)
    combats = len(gm.session.model.all(Combat))
    browser = gm.window.catalog_browser
    assert browser is not None
    browser.view.search.setText("orco")
    choose(browser, ORC)
    browser.view.add_to_combat_button.click()
    gm.settle()
    assert len(gm.session.model.all(Combat)) == combats  # no second combat behind the first
    assert "Orco 1" in tracker_names(gm)
    status = browser.view.status.text()
    assert f"It joins the running combat “{PREPARED}”" in status, status
    assert "roll its initiative" in status
    assert gm.session.undo_stack.text(gm.session.undo_stack.index() - 1) == (
        f"Add “Orco 1” ({status.split('(')[1].split(' ')[0]} PV) to the combat “{PREPARED}”")
    line = gm.session.model.all(LogEntry)[-1]
    assert line.combat_id == fight and line.text == f"Orco 1 joins the combat “{PREPARED}”."

    # It waits for its initiative, like any newcomer; rolled from the tracker, it takes its place.
    view = current_combat(gm.session.model)
    assert view is not None and view.id == fight and view.status == "running"
    orc = next(row for row in view.combatants if row.name == "Orco 1")
    assert orc.initiative_total is None
    menu = gm.window.combat_dock.controller.row_menu(tracker_names(gm).index("Orco 1"))
    assert menu is not None
    roll = next(action for action in menu.actions()
                if action.text() == "Roll initiative for Orco 1")
    assert roll.isEnabled()
    roll.trigger()
    gm.settle()
    view = current_combat(gm.session.model)
    assert view is not None
    orc = next(row for row in view.combatants if row.name == "Orco 1")
    assert orc.initiative_total is not None


def test_a_drag_onto_the_fights_map_and_place_on_map_join_the_running_fight(gm: Gm) -> None:
    fight = begin_the_goblin_fight(gm)
    gm.show_players_this()
    combats = len(gm.session.model.all(Combat))
    drop_on(gm.window.map_panel.view, free_square_in_view(gm), entry_mime_data(ORC))
    assert f"It joins the running combat “{PREPARED}”" in gm.status(), gm.status()
    browser = gm.window.catalog_browser
    assert browser is not None
    choose(browser, ORC)
    browser.view.place_on_map_button.click()
    gm.settle()
    assert f"It joins the running combat “{PREPARED}”" in browser.view.status.text()
    assert len(gm.session.model.all(Combat)) == combats
    assert {"Orco 1", "Orco 2"} <= set(tracker_names(gm))
    # Both stand hidden on the map the players see: their joining is no news to the players.
    joined = [line for line in gm.session.model.all(LogEntry)
              if line.combat_id == fight and "joins the combat" in line.text]
    assert len(joined) == 2 and all(json.loads(line.data)["secret"] for line in joined)


def test_a_drag_onto_another_map_during_the_fight_begins_an_encounter_there(gm: Gm) -> None:
    fight = begin_the_goblin_fight(gm)
    road = another_map(gm)
    gm.window.map_panel.controller.show_map(road)
    gm.settle()
    drop_on(gm.window.map_panel.view, (2, 2), entry_mime_data(ORC))
    assert "A new encounter “Encounter” is being prepared with it." in gm.status()
    assert "Orco 1" not in tracker_names(gm)  # the dock still shows the running fight
    shown = current_combat(gm.session.model)
    assert shown is not None and shown.id == fight


def drop_on_tracker(gm: Gm, mime: QMimeData) -> None:
    """A real drop of ``mime`` on the tracker's order, below its rows, as from the catalog."""
    table = gm.window.combat_dock.controller.view.table
    at = QPointF(table.viewport().rect().center().x(), table.viewport().height() - 4)
    for event in (QDragEnterEvent(at.toPoint(), Qt.DropAction.CopyAction, mime,
                                  Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier),
                  QDragMoveEvent(at.toPoint(), Qt.DropAction.CopyAction, mime,
                                 Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)):
        QApplication.sendEvent(table.viewport(), event)
        assert event.isAccepted()
    QApplication.sendEvent(table.viewport(), QDropEvent(
        at, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier))
    gm.settle()


def test_a_creature_dropped_on_the_tracker_joins_the_fight_it_shows(gm: Gm) -> None:
    fight = begin_the_goblin_fight(gm)
    combats = len(gm.session.model.all(Combat))
    drop_on_tracker(gm, entry_mime_data(ORC))
    assert len(gm.session.model.all(Combat)) == combats
    assert "Orco 1" in tracker_names(gm)
    message = gm.window.combat_dock.controller.view.message_label.text()
    assert f"It joins the running combat “{PREPARED}”" in message, message
    shown = current_combat(gm.session.model)
    assert shown is not None and shown.id == fight
    # Gear is no combatant: said, nothing added.
    sword = EntryRef(EntryKind.WEAPON, Era.MEDIEVAL, "Espada larga")
    before = gm.session.undo_stack.count()
    drop_on_tracker(gm, entry_mime_data(sword))
    assert gm.session.undo_stack.count() == before
    assert "Only creatures" in gm.window.combat_dock.controller.view.message_label.text()
