"""A whole game night on a real display, through the main window, as a new GM plays it.

The steps run in order on one window (a module's fixtures), each a test of its own so one that
waits for a feature does not hide the rest; after each, a grab of both monitors is saved (see
conftest.py). The GM: opens the demo and the table screen, makes a late player's character and
drags it from the character list onto the map, hides a goblin lurking in the storeroom, starts the
demo's encounter (initiative for all, round 1), moves the active token within its budget and
beyond it, attacks from the dialog, hurts the hidden goblin by hand, makes a secret roll, checks
what the players' screen shows, undoes, closes and reopens the campaign.

``RYF_E2E_LANGUAGE=es`` plays it in Spanish (scripts/screenshots.sh does, for the README's
pictures); the steps find menu entries by their translated words. The dice are loaded for
initiative and Álex's shot, then a seeded ``random.Random``: the same story every run.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QInputDialog,
    QLineEdit,
    QMenu,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.movement import Square
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import CombatantRow, CombatView, current_combat
from ryf_desktop.session.map_queries import MapView, map_view
from ryf_desktop.ui.combat.attack_dialog import AttackDialog
from ryf_desktop.ui.combat.harm_dialog import HarmDialog
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map import SQUARE_PX
from ryf_desktop.ui.table_screen.install import TableScreenControl
from ryf_desktop.ui.table_screen.window import TableScreenWindow
from tests.e2e.desk import (
    Clickable,
    Desk,
    RealMouse,
    ScreenGrabs,
    clear_windows,
    dark_share,
    drawn_texts,
    lies_on,
    remove_translators,
    row_point,
    settle,
    shown_menu_entry,
    translated_start,
    translators_for,
    type_text,
    visible_windows,
    watch_for_window,
)

ALEX = "Álex Rivera"
ALEX_AT = (4, 9)
NINE_M = (10, 9)  # six squares east along row 9: 9 m, the most a turn's move may be
TEN_AND_A_HALF_M = (11, 9)
# Initiative for the demo's encounter in its order (Álex, Marta, Iñaki, Ramón, Goblins 1–4), three
# d10 each: Álex 12 + 9 = 21 (two actions) acts first (as in tests/ui/test_play_demo.py).
INITIATIVE_DICE = (5, 9, 10, 2, 3, 4, 2, 5, 6, 1, 4, 8, 1, 2, 3, 2, 3, 4, 1, 5, 7, 2, 2, 2)
# Álex's pistol shot at Goblin 1: 1o3d10 (3, 7, 9), damage 2d6 (4, 5).
SHOT_DICE = (3, 7, 9, 4, 5)
LATE_PLAYER = "Lucía Ferrer"
# Near Álex (4, 9) and Iñaki (4, 12) in the bar: where the late player's token is dropped.
DROP_NEAR = (5, 10)
LURKER = "Goblin 4"  # in the storeroom; the GM hides it from the players
SEED = 15
LANGUAGE = os.environ.get("RYF_E2E_LANGUAGE", "en")
ENOUGH_MS = 5000


class LoadedDice:
    """The faces a step loads, in order, then a seeded ``random.Random`` for the rest."""

    def __init__(self, seed: int) -> None:
        self.loaded: list[int] = []
        self.random = random.Random(seed)

    def load(self, *faces: int) -> None:
        assert not self.loaded, f"dice left from the step before: {self.loaded}"
        self.loaded.extend(faces)

    def randint(self, a: int, b: int) -> int:
        if not self.loaded:
            return self.random.randint(a, b)
        face = self.loaded.pop(0)
        assert a <= face <= b, f"loaded {face} for randint({a}, {b}): the steps changed"
        return face


@dataclass
class Night:
    """The GM's window on the demo campaign, the two monitors and what a step leaves the next."""

    window: MainWindow
    desk: Desk
    grabs: ScreenGrabs
    mouse: RealMouse
    dice: LoadedDice
    #: The combat's state before the last undoable step, for the Undo step.
    before_last_step: object = None
    notes: dict[str, object] = field(default_factory=dict)

    @property
    def session(self) -> CampaignSession:
        session = self.window.campaign.session
        assert session is not None, "no campaign is open"
        return session

    @property
    def table(self) -> TableScreenWindow:
        control = self.window.findChild(TableScreenControl)
        assert isinstance(control, TableScreenControl)
        return control.table

    def shoot(self, qtbot: QtBot, name: str) -> None:
        self.mouse.park()
        self.grabs.shoot(qtbot, name)

    # --- what the program holds ---------------------------------------------------------------
    def combat(self) -> CombatView:
        combat = current_combat(self.session.model)
        assert combat is not None, "no combat"
        return combat

    def row(self, name: str) -> CombatantRow:
        return next(row for row in self.combat().combatants if row.name == name)

    def active(self) -> CombatantRow:
        return next(row for row in self.combat().combatants if row.active)

    def map(self) -> MapView:
        map_id = self.window.map_panel.controller.map_id()
        assert isinstance(map_id, int), "no map is shown"
        return map_view(self.session.model, map_id)

    def token_of(self, name: str) -> Square | None:
        token = next((token for token in self.map().tokens if token.name == name), None)
        return None if token is None else (token.x, token.y)

    def fight_state(self) -> object:
        """The fight as an undo must bring it back: every combatant and every token."""
        return (self.combat().combatants,
                tuple(sorted((t.id, t.x, t.y, t.hidden) for t in self.map().tokens)))

    def status(self) -> str:
        return self.window.statusBar().currentMessage()

    # --- where things are on the monitors -----------------------------------------------------
    def square_point(self, square: Square) -> QPoint:
        """The global (X screen) point of ``square``'s centre on the GM's map view."""
        view = self.window.map_panel.view
        local = view.mapFromScene(
            QPointF((square[0] + 0.5) * SQUARE_PX, (square[1] + 0.5) * SQUARE_PX))
        return view.viewport().mapToGlobal(local)

    def on_the_map(self, point: QPoint) -> bool:
        """Whether the X pointer at ``point`` would be over the GM's map (nothing covers it)."""
        return QApplication.widgetAt(point) is self.window.map_panel.view.viewport()

    def clear_the_map(self, qtbot: QtBot) -> None:
        """Close the sheets' window when it floats over the map, as the GM would."""
        sheets = self.window.dock("sheets")
        if sheets.isVisible() and sheets.isFloating():
            sheets.close()
            settle(qtbot)

    def press_keys(self, qtbot: QtBot, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
        """A key combination pressed while the GM's window has the focus."""
        self.window.activateWindow()
        qtbot.waitUntil(self.window.isActiveWindow, timeout=ENOUGH_MS)
        focus = QApplication.focusWidget() or self.window
        QTest.keyClick(focus, key, modifiers)
        settle(qtbot)

    def shown_menu_entry(self, qtbot: QtBot, text_start: str, shot: str) -> Clickable:
        """The entry of the context menu now shown whose text starts with ``text_start``, as a
        click to make (None when the menu has none: the menu is then closed)."""
        return shown_menu_entry(qtbot, text_start, self.desk.laptop,
                                lambda: self.grabs.shoot(qtbot, shot))

    def pick_from_menu(self, qtbot: QtBot, text_start: str, shot: str) -> bool:
        """Click the entry of the shown context menu starting with ``text_start`` (False when
        it has none)."""
        click = self.shown_menu_entry(qtbot, text_start, shot)
        if click is None:
            return False
        click()
        settle(qtbot)
        return True


def menu_entry(menu: QMenu, object_name: str) -> QAction:
    """The entry called ``object_name`` in ``menu`` or one of its submenus."""
    for action in menu.actions():
        if action.objectName() == object_name:
            return action
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            try:
                return menu_entry(submenu, object_name)
            except LookupError:
                pass
    raise LookupError(f"no {object_name} in menu {menu.title()!r}")


def choose(combo: QComboBox, text_start: str) -> None:
    """Pick the entry of ``combo`` starting with ``text_start`` with the arrow keys."""
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText().startswith(text_start):
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)
    entries = [combo.itemText(index) for index in range(combo.count())]
    raise AssertionError(f"no {text_start!r} among {entries}")


def free_square_near(board: MapView, near: Square) -> Square:
    """The nearest square to ``near`` with no wall, door or token on it."""
    taken = {(token.x, token.y) for token in board.tokens}
    ring = sorted(((x, y) for x in range(board.width) for y in range(board.height)),
                  key=lambda square: (abs(square[0] - near[0]) + abs(square[1] - near[1]),
                                      square))
    return next(square for square in ring
                if square not in board.blocked and square not in taken and board.on_map(square))


@pytest.fixture(scope="module")
def night(qapp: QApplication, desk: Desk, grabs: ScreenGrabs, mouse: RealMouse,
          gm_home: Path) -> Iterator[Night]:
    translators = translators_for(qapp, LANGUAGE, gm_home)
    dice = LoadedDice(SEED)
    window = MainWindow(QSettings(), rng=dice, persist_layout=False, take_backups=False)
    # No window manager: the GM's window is put on the laptop by hand, filling it.
    window.setGeometry(desk.laptop.availableGeometry())
    window.show()
    window.install_catalog()  # as app.main does once its loop runs
    window.install_play()
    yield Night(window, desk, grabs, mouse, dice)
    clear_windows()
    remove_translators(qapp, translators)


def test_01_the_gm_opens_the_demo_from_the_file_menu(night: Night, qtbot: QtBot) -> None:
    window = night.window
    qtbot.waitExposed(window)
    assert window.isVisible() and lies_on(window, night.desk.laptop)
    entry = night.window.campaign_actions.demo_action
    assert entry in window.file_menu.actions()
    entry.trigger()
    qtbot.waitUntil(lambda: window.campaign.session is not None, timeout=ENOUGH_MS)
    assert "Demo" in window.windowTitle()
    qtbot.waitUntil(lambda: window.map_panel.controller.map_id() is not None, timeout=ENOUGH_MS)
    assert window.map_panel.view.isVisible()
    assert night.token_of("Álex Rivera") == (4, 9)
    night.shoot(qtbot, "demo_open")


def test_02_window_table_screen_opens_the_players_window_on_the_table_monitor(
    night: Night, qtbot: QtBot
) -> None:
    window = night.window
    menu = window.menuBar().findChild(QMenu, "window_menu")
    assert isinstance(menu, QMenu)
    entry = menu_entry(menu, "table_screen_action")
    assert entry is window.table_screen_action
    entry.trigger()
    table = night.table
    qtbot.waitExposed(table)
    assert table.isWindow() and table.isVisible()
    assert table.screen() is night.desk.table and lies_on(table, night.desk.table)
    # On a second monitor it fills it (Window → Table screen full screen is on by default).
    assert table.frameGeometry() == night.desk.table.geometry()
    assert lies_on(window, night.desk.laptop)  # the GM's window stayed where it was
    image = night.grabs.shoot(qtbot, "table_screen_before_the_fight")
    # Before a fight the players see the map (or the campaign's title card), never black.
    assert dark_share(image, table.frameGeometry()) < 0.9, "the table screen is black"


def test_03_a_late_players_character_is_dragged_from_the_list_onto_the_map(
    night: Night, qtbot: QtBot
) -> None:
    window = night.window
    panel = window.sheet_docks.list_panel
    window.dock("characters").show()
    window.dock("characters").raise_()
    settle(qtbot)

    def name_it(dialog: QWidget) -> None:
        assert isinstance(dialog, QInputDialog) and lies_on(dialog, night.desk.laptop)
        field = dialog.findChild(QLineEdit)
        assert isinstance(field, QLineEdit), "the name dialog has no text field"
        type_text(field, LATE_PLAYER)
        night.grabs.shoot(qtbot, "new_character_named")
        dialog.accept()

    watch_for_window(qtbot, lambda: QTest.mouseClick(panel.new_button, Qt.MouseButton.LeftButton),
                     name_it, QInputDialog)
    qtbot.waitUntil(lambda: any(c.name == LATE_PLAYER for c in night.session.characters()),
                    timeout=ENOUGH_MS)
    # The new character's sheet opened; the GM puts it away to see the map, and brings the
    # character list to the front again.
    night.clear_the_map(qtbot)
    window.dock("characters").raise_()
    settle(qtbot)
    rows = panel.list.model()
    item = next(rows.index(row, 0) for row in range(rows.rowCount())
                if LATE_PLAYER in str(rows.index(row, 0).data()))
    panel.list.scrollTo(item)
    start = panel.list.viewport().mapToGlobal(panel.list.visualRect(item).center())
    goal = free_square_near(night.map(), DROP_NEAR)
    night.notes["late_player_square"] = goal
    assert night.on_the_map(night.square_point(goal)), "something covers the map"
    undo = night.session.undo_stack
    index = undo.index()
    night.mouse.drag(qtbot, start, night.square_point(goal),
                     lambda: night.token_of(LATE_PLAYER) is not None)
    assert night.token_of(LATE_PLAYER) == goal
    assert undo.index() == index + 1  # one step of the history
    night.shoot(qtbot, "character_dragged_onto_the_map")


def test_04_the_gm_hides_a_lurking_goblin_from_the_players(night: Night, qtbot: QtBot) -> None:
    square = night.token_of(LURKER)
    assert square is not None
    night.window.map_panel.view.centerOn(
        QPointF((square[0] + 0.5) * SQUARE_PX, (square[1] + 0.5) * SQUARE_PX))
    settle(qtbot)
    at = night.square_point(square)
    assert night.on_the_map(at), "something covers the map"
    night.mouse.click(qtbot, at, button=3)
    hide = translated_start("MapPanel", "Hide from the players")
    assert night.pick_from_menu(qtbot, hide, "token_menu")
    qtbot.waitUntil(lambda: next(t for t in night.map().tokens if t.name == LURKER).hidden,
                    timeout=ENOUGH_MS)
    night.window.map_panel.view.fit_map()
    night.shoot(qtbot, "goblin_hidden")


def test_05_the_prepared_encounter_starts_initiative_for_all_then_round_one(
    night: Night, qtbot: QtBot
) -> None:
    dock = night.window.combat_dock
    night.window.dock("combat").raise_()
    assert night.combat().status == "preparing"
    on_the_map = {token.name for token in night.map().tokens if token.name != LATE_PLAYER}
    assert on_the_map == {row.name for row in night.combat().combatants}
    night.dice.load(*INITIATIVE_DICE)
    QTest.mouseClick(dock.view.roll_all_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all(row.initiative_total is not None
                                for row in night.combat().combatants), timeout=ENOUGH_MS)
    assert not night.dice.loaded, "initiative drew fewer dice than three per combatant"
    night.shoot(qtbot, "initiative_rolled")
    QTest.mouseClick(dock.view.begin_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: night.combat().round == 1, timeout=ENOUGH_MS)
    acting = [row for row in night.combat().combatants if row.acts_this_round]
    totals = [row.initiative_total or 0 for row in acting]
    assert totals == sorted(totals, reverse=True)  # the order follows the totals
    assert night.active() == acting[0]  # the highest total acts first
    assert night.active().name == ALEX and night.active().actions == 2
    night.shoot(qtbot, "round_one")


def reach_of(night: Night, qtbot: QtBot, square: Square) -> set[Square]:
    """What the map shades while the GM holds the active token down (the real mouse)."""
    scene = night.window.map_panel.controller.scene
    assert scene is not None and scene.reach is not None
    viewport = night.window.map_panel.view.viewport()
    local = viewport.mapFromGlobal(night.square_point(square))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
    settle(qtbot)
    shown = set(scene.reach.squares)
    night.grabs.shoot(qtbot, "reach_shown")
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       local)
    settle(qtbot)
    return shown


def test_06_the_active_token_moves_within_its_budget_and_not_beyond(
    night: Night, qtbot: QtBot
) -> None:
    mover = night.active()
    assert night.token_of(mover.name) == ALEX_AT
    reach = reach_of(night, qtbot, ALEX_AT)
    assert NINE_M in reach and TEN_AND_A_HALF_M not in reach
    undo = night.session.undo_stack
    index, before = undo.index(), night.row(mover.name)

    # 10.5 m, beyond its budget: refused, the reason on the status line, nothing changed.
    night.window.statusBar().clearMessage()
    # Wait for the refusal itself: the press may show the budget on the status line first.
    refused = f"{QLocale().toString(10.5)} m"
    night.mouse.drag(qtbot, night.square_point(ALEX_AT), night.square_point(TEN_AND_A_HALF_M),
                     lambda: refused in night.status())
    assert f"{QLocale().toString(10.5)} m" in night.status(), night.status()
    assert "9 m" in night.status(), night.status()
    assert night.token_of(mover.name) == ALEX_AT
    assert night.row(mover.name) == before and undo.index() == index
    night.shoot(qtbot, "move_refused")

    # 9 m, within it: the token goes there and pays a major and a minor.
    night.before_last_step = night.fight_state()
    night.mouse.drag(qtbot, night.square_point(ALEX_AT), night.square_point(NINE_M),
                     lambda: night.token_of(mover.name) == NINE_M)
    assert undo.index() == index + 1
    after = night.row(mover.name)
    assert after.moved_m == 9.0 and (after.majors_left, after.minors_left) == (1, 1)
    night.shoot(qtbot, "move_accepted")


def test_07_ctrl_shift_a_opens_the_attack_dialog_on_the_laptop_and_the_attack_lands(
    night: Night, qtbot: QtBot
) -> None:
    attacker = night.active()
    before = set(map(id, visible_windows()))
    night.press_keys(qtbot, Qt.Key.Key_A,
                     Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: any(isinstance(w, AttackDialog) and id(w) not in before
                                for w in visible_windows()), timeout=ENOUGH_MS)
    dialog = next(w for w in visible_windows() if isinstance(w, AttackDialog))
    assert dialog.isWindow() and lies_on(dialog, night.desk.laptop)
    assert not dialog.frameGeometry().intersects(night.desk.table.geometry())
    target = night.row("Goblin 1")
    choose(dialog.attack_combo, "Pistola")
    choose(dialog.target_combo, target.name)
    settle(qtbot)
    preview = dialog.preview_shown
    assert preview is not None and preview.refusal is None, preview
    night.dice.load(*SHOT_DICE)
    # The attack's banner stays on the table screen until step 11 undoes the attack, however
    # slow the machine: so the undo, not the banner's time, is what takes it away.
    night.table.banner.timer.setInterval(10 * 60 * 1000)
    night.grabs.shoot(qtbot, "attack_dialog", attack_dialog=dialog)
    night.before_last_step = night.fight_state()
    log_size = len(night.session.log(500))
    QTest.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(dialog.result_panel.verdict_label.text()), timeout=ENOUGH_MS)
    assert not night.dice.loaded, "the attack drew fewer dice than planned"
    lines = night.session.log(500)
    assert len(lines) > log_size
    line = lines[-1]
    assert line.kind == "attack" and attacker.name in line.text and target.name in line.text
    # 11 + 7 = 18 against 15 (corta): a hit, and the players see it on the table screen.
    assert night.row(target.name).wounds > target.wounds
    qtbot.waitUntil(lambda: any(line.text in text for _where, text in drawn_texts(night.table)),
                    timeout=ENOUGH_MS)
    assert night.combat().combatants != before_combatants(night)  # at least a major spent
    night.notes["attack_line"] = line.text
    night.grabs.shoot(qtbot, "attack_rolled", attack_dialog=dialog,
                      combat_dock=night.window.dock("combat"))
    dialog.close()
    settle(qtbot)


def before_combatants(night: Night) -> object:
    state = night.before_last_step
    assert isinstance(state, tuple)
    return state[0]


def tracker_row_point(night: Night, name: str) -> QPoint:
    return row_point(night.window.combat_dock.view.table, name)


def test_08_damage_or_heal_from_the_trackers_menu_hurts_the_hidden_goblin(
    night: Night, qtbot: QtBot
) -> None:
    night.window.dock("combat").raise_()
    wounds = night.row(LURKER).wounds
    night.mouse.click(qtbot, tracker_row_point(night, LURKER), button=3)
    harm = translated_start("CombatController", "Damage or heal {name}…")
    click = night.shown_menu_entry(qtbot, harm, "tracker_menu")
    assert click is not None, "no “Damage or heal…” in the tracker's menu"

    def hurt(dialog: QWidget) -> None:
        assert isinstance(dialog, HarmDialog) and dialog.isWindow()
        assert lies_on(dialog, night.desk.laptop)
        assert LURKER in dialog.windowTitle()
        type_text(dialog.amount_edit, "5")
        # The GM's own words, in the language the program speaks.
        type_text(dialog.reason_edit, "un cóctel molotov" if LANGUAGE == "es" else "a molotov")
        night.grabs.shoot(qtbot, "damage_dialog")
        night.before_last_step = night.fight_state()
        QTest.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)

    dialog = watch_for_window(qtbot, click, hurt, HarmDialog)
    assert isinstance(dialog, HarmDialog)
    qtbot.waitUntil(lambda: night.row(LURKER).wounds == wounds + 5, timeout=ENOUGH_MS)
    line = night.session.log(1)[-1]
    assert LURKER in line.text and dialog.result_label.text()
    assert line.secret, "a hidden creature's damage must be a secret line"
    night.grabs.shoot(qtbot, "hidden_goblin_hurt")
    dialog.close()
    settle(qtbot)


def test_09_a_secret_roll_from_the_dice_dock(night: Night, qtbot: QtBot) -> None:
    roller = night.window.dice_roller
    night.window.dock("dice").raise_()
    toggle = roller.view.secret_button
    assert toggle.isVisible() and toggle.isCheckable()
    if not toggle.isChecked():
        QTest.mouseClick(toggle, Qt.MouseButton.LeftButton)
    assert toggle.isChecked() and night.window.secret_rolls.secret
    size = len(night.session.log(500))
    QTest.mouseClick(roller.view.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(night.session.log(500)) > size, timeout=ENOUGH_MS)
    line = night.session.log(1)[-1]
    assert line.secret, "a roll made while Secret is on must be secret"
    night.notes["secret_line"] = line.text
    night.mouse.park()
    night.grabs.shoot(qtbot, "secret_roll", dice_dock=night.window.dock("dice"))
    QTest.mouseClick(toggle, Qt.MouseButton.LeftButton)  # the next rolls are the players' again
    assert not night.window.secret_rolls.secret


def test_10_the_table_screen_shows_the_fight_and_no_secret(night: Night, qtbot: QtBot) -> None:
    table = night.table
    assert table.isVisible() and lies_on(table, night.desk.table)
    image = night.grabs.shoot(qtbot, "table_screen_in_the_fight")
    assert dark_share(image, table.frameGeometry()) < 0.9, "the table screen is (nearly) black"
    texts = [(where, text) for where, text in drawn_texts(table) if text]
    assert any("Álex" in text for _where, text in texts), texts  # the walk does find names
    leaks = [f"{where}: {text!r}" for where, text in texts if LURKER in text]
    secret = night.notes.get("secret_line")
    if isinstance(secret, str):
        leaks += [f"{where}: {text!r}" for where, text in texts if secret in text]
    assert not leaks, "the players see a secret:\n" + "\n".join(leaks)


def test_11_ctrl_z_undoes_the_last_step(night: Night, qtbot: QtBot) -> None:
    undo = night.session.undo_stack
    assert undo.canUndo()
    index = undo.index()
    night.press_keys(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: undo.index() == index - 1, timeout=ENOUGH_MS)
    assert night.fight_state() == night.before_last_step
    night.shoot(qtbot, "undone")


def test_11b_undoing_the_attack_takes_its_banner_off_the_table_screen_at_once(
    night: Night, qtbot: QtBot
) -> None:
    table, attack_line = night.table, str(night.notes["attack_line"])

    def shown() -> list[str]:
        return [where for where, text in drawn_texts(table)
                if attack_line in text and table.banner.isVisible()]

    assert shown(), "the attack's banner is not on the table screen before its undo"
    undo = night.session.undo_stack
    index = undo.index()
    night.press_keys(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the attack
    qtbot.waitUntil(lambda: undo.index() == index - 1, timeout=ENOUGH_MS)
    assert all(line.text != attack_line for line in night.session.log(50)), "not undone"
    assert not shown(), "the table screen still shows the undone attack"
    night.shoot(qtbot, "attack_undone")


def test_12_the_campaign_closes_and_reopens_from_open_recent_as_it_was(
    night: Night, qtbot: QtBot
) -> None:
    window = night.window
    path = night.session.path
    state = night.fight_state()
    night.press_keys(qtbot, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.campaign.session is None, timeout=ENOUGH_MS)
    assert "Demo" not in window.windowTitle()
    night.shoot(qtbot, "closed")
    recent = window.campaign_actions.recent_menu
    recent.aboutToShow.emit()  # the menu fills itself as it opens
    entries: list[QAction] = [action for action in recent.actions()
                              if action.isEnabled() and not action.isSeparator()
                              and action is not window.campaign_actions.clear_recent_action]
    assert entries, "Open recent lists nothing"
    entries[0].trigger()
    qtbot.waitUntil(lambda: window.campaign.session is not None, timeout=ENOUGH_MS)
    assert night.session.path == path
    qtbot.waitUntil(lambda: window.map_panel.controller.map_id() is not None, timeout=ENOUGH_MS)
    assert night.fight_state() == state
    night.shoot(qtbot, "reopened")
