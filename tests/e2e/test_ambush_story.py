"""A fight with a hidden ambush, as a GM plays it in Spanish on a real display (two monitors, xcb):
the demo campaign's map shown on the table screen with its fog cleared (so only hiding keeps a
creature from the players); *Empezar un combate…* with two orcs added and *new creatures hidden*
ticked (the default on the map the players see); initiative, round 1;
the table screen never draws an orc, and while an orc acts its turn strip lights the next
creature the players may see; Álex fires his pistol at a goblin with the distance typed (the
band follows each digit typed, Enter in the distance moves on and never rolls); *Dañar o
curar…* on a goblin's row (the real mouse) applied by Enter, once; a spell's odds shown before
it is cast. One window for the module, a grab of both monitors after each step.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.attacks import RangeBand
from ryf_desktop.session import CampaignSession, ensure_demo_campaign
from ryf_desktop.session.combat import CombatantRow, CombatView, current_combat
from ryf_desktop.session.item_commands import SetSpell
from ryf_desktop.session.map_queries import map_view
from ryf_desktop.ui.combat.attack_dialog import AttackDialog
from ryf_desktop.ui.combat.harm_dialog import HarmDialog
from ryf_desktop.ui.combat.roll_dialog import SpellDialog
from ryf_desktop.ui.combat.start_dialog import StartCombatDialog
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.table_screen.install import TableScreenControl
from ryf_desktop.ui.table_screen.window import TableScreenWindow
from tests.e2e.desk import (
    Desk,
    RealMouse,
    ScreenGrabs,
    clear_windows,
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

ENOUGH_MS = 8000
AMBUSH = "Orco"  # the hidden creatures' kind: no other combatant's name holds it
ALEX = "Álex Rivera"
GOBLIN_SHOT = "Goblin 1"
GOBLIN_HURT = "Goblin 2"
SPELL = "Dardo de fuego"


@dataclass
class Fight:
    window: MainWindow
    desk: Desk
    grabs: ScreenGrabs
    mouse: RealMouse

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

    def combat(self) -> CombatView:
        combat = current_combat(self.session.model)
        assert combat is not None, "no combat"
        return combat

    def row(self, name: str) -> CombatantRow:
        return next(row for row in self.combat().combatants if row.name == name)

    def active(self) -> CombatantRow:
        return next(row for row in self.combat().combatants if row.active)

    def shoot(self, qtbot: QtBot, name: str, **regions: QWidget) -> None:
        self.mouse.park()
        self.grabs.shoot(qtbot, name, **regions)

    def table_texts(self) -> list[str]:
        return [text for _where, text in drawn_texts(self.table) if text]

    def steps(self) -> int:
        return self.session.undo_stack.index()

    def assert_no_ambush_on_the_table(self) -> None:
        leaks = [text for text in self.table_texts() if AMBUSH in text]
        assert not leaks, f"the players see the ambush: {leaks}"
        map_id = self.table.shown_map_id
        assert map_id is not None
        hidden = {token.id for token in map_view(self.session.model, map_id).tokens
                  if token.hidden}
        assert hidden, "the ambush's tokens are not hidden"


@pytest.fixture(scope="module")
def fight(qapp: QApplication, desk: Desk, grabs: ScreenGrabs, mouse: RealMouse,
          gm_home: Path) -> Iterator[Fight]:
    translators = translators_for(qapp, "es", gm_home)
    path = ensure_demo_campaign(gm_home / "demo" / "demo.ryf")
    window = MainWindow(QSettings(), rng=random.Random(31), persist_layout=False,
                        take_backups=False)
    window.setGeometry(desk.laptop.availableGeometry())
    window.show()
    window.install_catalog()
    window.install_play()
    assert window.campaign.open_path(path)
    session = window.campaign.session
    assert session is not None
    # Before the evening the GM wrote a spell on each player's sheet (the sheet's own story).
    for character in session.characters():
        if character.kind == "pc":
            assert session.attempt(SetSpell(session, character.id, None, name=SPELL, level=2,
                                            difficulty=15, mana_cost=3)) is None
    yield Fight(window, desk, grabs, mouse)
    clear_windows()
    remove_translators(qapp, translators)


def test_01_the_demo_map_is_shown_on_the_table_screen(fight: Fight, qtbot: QtBot) -> None:
    window = fight.window
    qtbot.waitExposed(window)
    window.table_screen_action.trigger()
    qtbot.waitExposed(fight.table)
    assert lies_on(fight.table, fight.desk.table)
    window.map_panel.players_action.trigger()
    shown = window.map_panel.controller.map_id()
    qtbot.waitUntil(lambda: fight.table.shown_map_id == shown, timeout=ENOUGH_MS)
    # The whole tavern in the players' sight, the storeroom too: a creature there is kept from
    # them by being hidden, not by the fog.
    steps = fight.steps()
    window.map_panel.prep.reveal_all_action.trigger()
    assert fight.steps() == steps + 1
    assert map_view(fight.session.model, shown or 0).fog.count() == 0
    window.map_panel.view.fit_map()
    fight.shoot(qtbot, "mapa_de_la_demo_en_la_mesa")
    qtbot.waitUntil(lambda: any("Goblin 4" in text for text in fight.table_texts()),
                    timeout=ENOUGH_MS)  # the storeroom's goblin, in sight


def test_02_empezar_un_combate_adds_two_orcs_hidden(fight: Fight, qtbot: QtBot) -> None:
    controller = fight.window.combat_dock.controller
    fight.window.dock("combat").raise_()
    controller.dialogs.start_combat()
    dialog = controller.dialog
    assert isinstance(dialog, StartCombatDialog)
    qtbot.waitExposed(dialog)
    assert lies_on(dialog, fight.desk.laptop)
    assert dialog.map_id() == fight.table.shown_map_id
    assert dialog.hide_creatures.isChecked(), "on the players' map new creatures come hidden"
    assert "ocult" in dialog.hide_creatures.text()
    kind, completer = dialog.monster_combo.lineEdit(), dialog.monster_combo.completer()
    assert kind is not None and completer is not None
    kind.setFocus()
    kind.selectAll()
    type_text(kind, AMBUSH)
    popup = completer.popup()
    if popup is not None:
        popup.hide()  # as a click elsewhere would
    dialog.monster_count.setValue(2)
    QTest.mouseClick(dialog.add_monster_button, Qt.MouseButton.LeftButton)
    assert dialog.monsters.count() == 1
    fight.grabs.shoot(qtbot, "empezar_un_combate_ocultos", start_dialog=dialog)
    steps = fight.steps()
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=ENOUGH_MS)
    assert fight.steps() == steps + 1
    orcs = [row for row in fight.combat().combatants if AMBUSH in row.name]
    assert len(orcs) == 2
    fight.shoot(qtbot, "orcos_ocultos_en_el_mapa_del_dj")
    leaks = [text for text in fight.table_texts() if AMBUSH in text]
    assert not leaks, f"the players see the ambush: {leaks}"
    tokens = {token.id: token for token in map_view(
        fight.session.model, fight.table.shown_map_id or 0).tokens}
    assert all(row.token_id is not None and tokens[row.token_id].hidden for row in orcs)
    assert not any(tokens[row.token_id].hidden for row in fight.combat().combatants
                   if row.token_id is not None and AMBUSH not in row.name)
    fight.assert_no_ambush_on_the_table()


def test_03_initiative_and_round_one_the_strip_shows_no_orc(fight: Fight, qtbot: QtBot) -> None:
    view = fight.window.combat_dock.view
    QTest.mouseClick(view.roll_all_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all(row.initiative_total is not None
                                for row in fight.combat().combatants), timeout=ENOUGH_MS)
    QTest.mouseClick(view.begin_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: fight.combat().round == 1, timeout=ENOUGH_MS)
    strip = fight.table.strip
    qtbot.waitUntil(strip.isVisible, timeout=ENOUGH_MS)
    chips = [chip.text() for chip in strip.chips]
    assert not any(AMBUSH in text for text in chips), chips
    fight.shoot(qtbot, "ronda_1")
    fight.assert_no_ambush_on_the_table()


def test_04_while_an_orc_acts_the_strip_lights_the_next_seen_creature(
    fight: Fight, qtbot: QtBot
) -> None:
    next_button = fight.window.combat_dock.view.next_button
    for _ in range(len(fight.combat().combatants) + 2):
        if AMBUSH in fight.active().name:
            break
        QTest.mouseClick(next_button, Qt.MouseButton.LeftButton)
        settle(qtbot)
    active = fight.active()
    assert AMBUSH in active.name, "no orc's turn came"
    strip = fight.table.strip
    shown = strip.active_name()
    assert shown is not None and AMBUSH not in shown
    # The strip lights the first creature after the orc, in the GM's order, that the players
    # see and that still acts this round.
    rows = fight.combat().combatants
    on_strip = [entry.name for entry in strip.entries]
    later = [row.name for row in rows[rows.index(active) + 1:]
             if row.name in on_strip and row.acts_this_round and not row.out]
    assert later and shown == later[0], (shown, later)
    fight.shoot(qtbot, "turno_de_un_orco_oculto")
    fight.assert_no_ambush_on_the_table()


def test_05_alex_shoots_with_a_typed_distance_and_enter_never_rolls(
    fight: Fight, qtbot: QtBot
) -> None:
    next_button = fight.window.combat_dock.view.next_button
    for _ in range(2 * len(fight.combat().combatants)):
        if fight.active().name == ALEX:
            break
        QTest.mouseClick(next_button, Qt.MouseButton.LeftButton)
        settle(qtbot)
    assert fight.active().name == ALEX
    fight.window.activateWindow()
    qtbot.waitUntil(fight.window.isActiveWindow, timeout=ENOUGH_MS)
    before = set(map(id, visible_windows()))
    fight.window.combat_dock.controller.action_named["attack"].trigger()
    qtbot.waitUntil(lambda: any(isinstance(w, AttackDialog) and id(w) not in before
                                for w in visible_windows()), timeout=ENOUGH_MS)
    dialog = next(w for w in visible_windows() if isinstance(w, AttackDialog))
    assert isinstance(dialog, AttackDialog) and lies_on(dialog, fight.desk.laptop)
    assert AMBUSH not in dialog.target_combo.currentText(), "the default target is hidden"
    dialog.attack_combo.setCurrentIndex(next(
        index for index in range(dialog.attack_combo.count())
        if dialog.attack_combo.itemText(index).startswith("Pistola")))
    dialog.target_combo.setCurrentIndex(next(
        index for index in range(dialog.target_combo.count())
        if dialog.target_combo.itemText(index).startswith(GOBLIN_SHOT)))
    spin = dialog.distance_spin
    dialog.activateWindow()
    spin.setFocus()
    spin.selectAll()
    bands: list[RangeBand | None] = []
    for digit in "40":  # 4 m, then 40 m
        QTest.keyClicks(spin, digit)
        settle(qtbot)
        preview = dialog.preview_shown
        assert preview is not None
        bands.append(preview.band)
    assert spin.value() == 40.0
    assert bands == [RangeBand.CORTA, RangeBand.LARGA], bands
    assert "40" in dialog.distance_label.text()
    fight.grabs.shoot(qtbot, "distancia_tecleada_40_m", attack_dialog=dialog)
    spin.selectAll()
    QTest.keyClicks(spin, "20")
    settle(qtbot)
    preview = dialog.preview_shown
    assert preview is not None and preview.band == RangeBand.MEDIA
    log_size, steps = len(fight.session.log(500)), fight.steps()
    QTest.keyClick(spin, Qt.Key.Key_Return)
    settle(qtbot, 300)
    assert dialog.isVisible(), "Enter in the distance closed the dialog"
    assert len(fight.session.log(500)) == log_size and fight.steps() == steps, (
        "Enter in the distance rolled the attack")
    fight.grabs.shoot(qtbot, "enter_en_la_distancia_no_tira", attack_dialog=dialog)
    QTest.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(dialog.result_panel.verdict_label.text()), timeout=ENOUGH_MS)
    line = fight.session.log(1)[-1]
    # 20 m is the pistol's medium band (10/25/50 m): the roll used the typed distance.
    assert line.kind == "attack" and GOBLIN_SHOT in line.text and "media" in line.text, line.text
    assert fight.steps() == steps + 1
    qtbot.waitUntil(lambda: any(line.text in text for text in fight.table_texts()),
                    timeout=ENOUGH_MS)
    fight.grabs.shoot(qtbot, "disparo_de_alex", attack_dialog=dialog)
    dialog.close()
    settle(qtbot)
    fight.assert_no_ambush_on_the_table()


def test_06_danar_o_curar_by_enter_applies_once(fight: Fight, qtbot: QtBot) -> None:
    fight.window.dock("combat").raise_()
    target = fight.row(GOBLIN_HURT)
    fight.mouse.click(qtbot, row_point(fight.window.combat_dock.view.table, GOBLIN_HURT),
                      button=3)
    harm = translated_start("CombatController", "Damage or heal {name}…")
    assert harm.startswith("Dañar o curar")
    click = shown_menu_entry(qtbot, harm, fight.desk.laptop,
                             lambda: fight.grabs.shoot(qtbot, "menu_del_rastreador"))
    assert click is not None, f"no “{harm}” in the tracker's menu"
    steps = fight.steps()

    def hurt(dialog: QWidget) -> None:
        assert isinstance(dialog, HarmDialog) and lies_on(dialog, fight.desk.laptop)
        assert GOBLIN_HURT in dialog.windowTitle()
        dialog.activateWindow()
        dialog.amount_edit.setFocus()
        type_text(dialog.amount_edit, "4")
        fight.grabs.shoot(qtbot, "danar_o_curar", harm_dialog=dialog)
        QTest.keyClick(dialog.amount_edit, Qt.Key.Key_Return)

    dialog = watch_for_window(qtbot, click, hurt, HarmDialog)
    assert isinstance(dialog, HarmDialog)
    qtbot.waitUntil(lambda: fight.row(GOBLIN_HURT).wounds > target.wounds, timeout=ENOUGH_MS)
    settle(qtbot, 400)  # a second application, if any, would land by now
    assert fight.steps() == steps + 1, "Enter applied the damage more than once"
    assert fight.row(GOBLIN_HURT).wounds == target.wounds + 4
    line = fight.session.log(1)[-1]
    assert GOBLIN_HURT in line.text and not line.secret
    fight.shoot(qtbot, "goblin_herido_una_vez")
    if dialog.isVisible():
        dialog.close()
    settle(qtbot)


def test_07_a_spell_shows_its_odds_before_it_is_cast(fight: Fight, qtbot: QtBot) -> None:
    controller = fight.window.combat_dock.controller
    next_button = fight.window.combat_dock.view.next_button
    for _ in range(2 * len(fight.combat().combatants)):
        active = fight.active()
        if active.side == "pc" and active.name != ALEX and not active.out:
            break
        QTest.mouseClick(next_button, Qt.MouseButton.LeftButton)
        settle(qtbot)
    caster = fight.active()
    assert caster.side == "pc" and caster.name != ALEX
    controller.other.fill_menu()
    cast = "Lanzar un hechizo"
    spells = next(action.menu() for action in controller.other.menu.actions()
                  if action.text().replace("&", "") == cast)
    assert isinstance(spells, QMenu)
    entry = next(action for action in spells.actions() if action.text().startswith(SPELL))
    before = set(map(id, visible_windows()))
    entry.trigger()
    qtbot.waitUntil(lambda: any(isinstance(w, SpellDialog) and id(w) not in before
                                for w in visible_windows()), timeout=ENOUGH_MS)
    dialog = next(w for w in visible_windows() if isinstance(w, SpellDialog))
    assert isinstance(dialog, SpellDialog) and lies_on(dialog, fight.desk.laptop)
    preview = dialog.preview_shown
    assert preview is not None and preview.refusal is None
    assert 0 < preview.p_success < 1
    shown = dialog.success_tile.value_label.text()
    assert shown.endswith("%") and shown[:-1].strip().replace(",", ".")
    assert "maná" in dialog.mana_label.text()
    log_size, steps = len(fight.session.log(500)), fight.steps()
    fight.grabs.shoot(qtbot, "conjuro_con_sus_probabilidades", spell_dialog=dialog)
    assert len(fight.session.log(500)) == log_size, "the spell went off before the GM cast it"
    QTest.mouseClick(dialog.cast_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: fight.steps() == steps + 1, timeout=ENOUGH_MS)
    line = fight.session.log(1)[-1]
    assert SPELL in line.text and caster.name in line.text, line.text
    qtbot.waitUntil(lambda: bool(dialog.result_label.text()), timeout=ENOUGH_MS)
    fight.grabs.shoot(qtbot, "conjuro_lanzado", spell_dialog=dialog)
    dialog.close()
    settle(qtbot)
    fight.assert_no_ambush_on_the_table()
