"""The scripted fight of issue #7 §7, played through the combat dock with scripted dice.

Aldric and Mira (player characters, realistic profile) against three goblins of the catalog on a
forest map. Every die is scripted step by step (``dice(...)``) and every step must use exactly
the dice it was given. The fight covers: typed and rolled initiative (a 20+ gives two actions),
a fumbled initiative, a tie broken by dragging, moves that spend the budget, the seed example
(two actions: move 9 m and shoot), melee and ranged attacks with bands, cover and people in the
way, absorption and the mace ignoring it, a double action, a critical under each profile's rule,
malherido changing later rolls, unconsciousness and death, a reload, an opposed roll, the
summary with recuperar el aliento, and undo back to the start (and redo to the same end).

Board (columns, rows from 0): Aldric (2, 5), Mira (2, 7); Goblin 1 (14, 5), Goblin 2 (9, 4),
Goblin 3 (9, 6) — after Aldric's 9 m move to (8, 5), Goblins 2 and 3 stand next to him.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMenu, QWidget
from pytestqt.qtbot import QtBot
from sqlmodel import col, func, select

from ryf_desktop.rules.attacks import Cover
from ryf_desktop.rules.profile import REALISTA, CriticalDamage
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import CombatantRow, MoveCombatant, current_combat
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.map_commands import CreateMap, MoveToken, PlaceToken
from ryf_desktop.session.map_queries import map_view
from ryf_desktop.storage.records import MonsterInstance as MonsterInstanceRecord
from ryf_desktop.storage.tables import (
    Character,
    EquipmentItem,
    LogEntry,
    MonsterInstance,
    Skill,
)
from ryf_desktop.ui.combat import CombatDock, install_combat
from ryf_desktop.ui.combat.attack_dialog import AttackDialog
from ryf_desktop.ui.combat.combat_dialogs import CombatSummaryDialog, EndCombatQuestion
from ryf_desktop.ui.combat.opposed_dialog import OpposedRollDialog
from ryf_desktop.ui.combat.start_dialog import InitiativeDialog, StartCombatDialog
from ryf_desktop.ui.combat.tracker_model import HEALTH_COLUMN, INITIATIVE_COLUMN, TURN_COLUMN
from ryf_desktop.ui.main_window import MainWindow
from tests.campaign_steps import change_profile
from tests.scripted_rng import ScriptedRng
from tests.session.test_combat_helpers import edit

SKILL_ATTRIBUTES = {
    "Cuerpo a Cuerpo": "fisico",
    "Armas a Distancia": "destreza",
    "Esquivar": "destreza",
    "Reflejos": "percepcion",
}
MACE = {"damage": "1d6+3", "range": "n/a", "era": "medieval", "ignores_armour": True}
CROSSBOW = {"damage": "2d6+2 (con recarga)", "range": "15/30/60m", "era": "medieval",
            "two_handed": True, "reload": True}
SHORT_BOW = {"damage": "1d6+3", "range": "15/30/60m", "era": "medieval", "two_handed": True}
MAIL = {"absorption": 2, "encumbrance": 1}


def add_character(
    session: CampaignSession,
    name: str,
    *,
    fisico: int,
    destreza: int,
    percepcion: int,
    skills: Mapping[str, int],
    items: Sequence[tuple[str, str, Mapping[str, Any]]],
    wounds: int = 0,
) -> int:
    """A player character written into the campaign, with skills and equipped items."""
    with session.file.transaction() as db:
        row = Character(name=name, kind="pc", fisico=fisico, destreza=destreza,
                        inteligencia=6, percepcion=percepcion, wounds=wounds)
        db.add(row)
        db.flush()
        character_id = int(row.id or 0)
        for position, (skill, level) in enumerate(skills.items()):
            db.add(Skill(character_id=character_id, name=skill,
                         attribute=SKILL_ATTRIBUTES[skill], level=level, position=position))
        for position, (kind, item_name, details) in enumerate(items):
            grip = ""
            if kind == "weapon":
                grip = "two_hands" if details.get("two_handed") else "one_hand"
            db.add(EquipmentItem(character_id=character_id, name=item_name, kind=kind,
                                 equipped=True, grip=grip, details=json.dumps(details),
                                 position=position))
    return character_id


def open_with_combat_dock(
    qtbot: QtBot, path: Path, *, seed: int
) -> tuple[MainWindow, CombatDock, ScriptedRng]:
    """A shown main window with the combat dock (its dice scripted) on the campaign ``path``."""
    window = MainWindow(QSettings(), rng=random.Random(seed), persist_layout=False,
                        take_backups=False)
    qtbot.addWidget(window)
    rng = ScriptedRng()
    dock = install_combat(window, rng=rng)
    window.show()
    qtbot.waitExposed(window)
    assert window.campaign.open_path(path)
    return window, dock, rng


class Table:
    """The window, the dock and the scripted dice of one fight, with a few shortcuts."""

    def __init__(self, window: MainWindow, dock: CombatDock, rng: ScriptedRng,
                 qtbot: QtBot) -> None:
        self.window = window
        self.dock = dock
        self.rng = rng
        self.qtbot = qtbot

    @property
    def session(self) -> CampaignSession:
        session = self.window.campaign.session
        assert session is not None
        return session

    def dice(self, *faces: int) -> None:
        """The faces the next step throws, in order; the step must use all of them."""
        assert not self.rng.faces, f"unused dice from the step before: {self.rng.faces}"
        self.rng.faces.extend(faces)

    def all_dice_used(self) -> None:
        assert not self.rng.faces, f"dice left unthrown: {self.rng.faces}"

    def rows(self) -> tuple[CombatantRow, ...]:
        return self.dock.model.rows

    def row(self, name: str) -> CombatantRow:
        return next(row for row in self.rows() if row.name == name)

    def order(self) -> list[str]:
        return [row.name for row in self.rows()]

    def cell(self, name: str, column: int) -> str:
        model = self.dock.model
        number = model.row_of(self.row(name).id)
        assert number is not None
        value = model.data(model.index(number, column))
        assert isinstance(value, str)
        return value

    def active(self) -> str:
        active = self.dock.controller.active()
        return "" if active is None else active.name

    def next_turn(self) -> None:
        self.dock.view.next_button.click()

    def attack(self, target: str, weapon: str, *, cover: Cover = Cover.NONE,
               among_people: bool = False) -> AttackDialog:
        dialog = self.dock.controller.attacks.open_attack()
        assert dialog is not None
        index = next(i for i in range(dialog.attack_combo.count())
                     if dialog.attack_combo.itemText(i).startswith(weapon))
        dialog.attack_combo.setCurrentIndex(index)
        dialog.target_combo.setCurrentIndex(dialog.target_combo.findData(self.row(target).id))
        dialog.cover_buttons[cover].setChecked(True)
        dialog.among_people_check.setChecked(among_people)
        return dialog

    def wounds(self, name: str) -> int:
        row = self.row(name)
        return row.wounds

    def move(self, name: str, square: tuple[int, int]) -> None:
        assert self.dock.controller.push(MoveCombatant(self.session, self.row(name).id,
                                                       square)) is None

    def token_of(self, name: str) -> int:
        combat = current_combat(self.session.model)
        assert combat is not None and combat.map_id is not None
        return next(token.id for token in map_view(self.session.model, combat.map_id).tokens
                    if token.name == name)


@pytest.fixture
def table(qtbot: QtBot, tmp_path: Path, refusals: list[str]) -> Iterator[Table]:
    path = tmp_path / "bosque.ryf"
    made = CampaignSession.create(path, "Bosque", "medieval", REALISTA,
                                  backup_dir=tmp_path / "backups")
    add_character(made, "Aldric", fisico=8, destreza=8, percepcion=8,
                  skills={"Cuerpo a Cuerpo": 4, "Armas a Distancia": 3, "Esquivar": 3,
                          "Reflejos": 4},
                  items=[("weapon", "Maza", MACE), ("weapon", "Ballesta", CROSSBOW),
                         ("armour", "Cota de malla", MAIL)])
    add_character(made, "Mira", fisico=6, destreza=9, percepcion=7,
                  skills={"Cuerpo a Cuerpo": 1, "Armas a Distancia": 4, "Esquivar": 2,
                          "Reflejos": 3},
                  items=[("weapon", "Arco corto", SHORT_BOW)], wounds=4)
    made.close()

    window, dock, rng = open_with_combat_dock(qtbot, path, seed=5)
    yield Table(window, dock, rng, qtbot)
    window.close()


def _character_id(session: CampaignSession, name: str) -> int:
    return next(summary.id for summary in session.characters() if summary.name == name)


def test_the_scripted_fight(table: Table, refusals: list[str], qtbot: QtBot) -> None:
    session = table.session
    controller = table.dock.controller
    view = table.dock.view
    assert view.title_label.text() == "No combat"
    assert view.start_button.isVisible() and view.start_button.isEnabled()

    # The GM lays out the forest with the two heroes on it.
    create = CreateMap(session, "Bosque", 20, 12)
    assert session.push(create) and create.map_id is not None
    map_id = create.map_id
    for name, square in (("Aldric", (2, 5)), ("Mira", (2, 7))):
        assert session.push(PlaceToken(session, map_id, *square,
                                       character_id=_character_id(session, name)))
    start_index = session.undo_stack.index()

    # --- starting: the tokens on the map and three goblins of the catalog ------------------
    view.start_button.click()
    start = controller.dialog
    assert isinstance(start, StartCombatDialog)
    assert [start.tokens.item(i).text() for i in range(start.tokens.count())] == [
        "Aldric", "Mira"]
    assert start.characters.count() == 0  # both stand on the map
    start.monster_combo.setCurrentText("Goblin")
    start.monster_count.setValue(3)
    start.add_monster_button.click()
    assert start.summary_label.text() == "5 combatants"
    table.dice(4, 1, 5)  # PV 10+1d6: Goblin 1 14, Goblin 2 11, Goblin 3 15
    start.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    table.all_dice_used()
    assert sorted(table.order()) == ["Aldric", "Goblin 1", "Goblin 2", "Goblin 3", "Mira"]
    assert view.title_label.text() == "Encounter — preparing"
    assert table.cell("Goblin 3", HEALTH_COLUMN) == "15/15 PV"
    assert not view.begin_button.isEnabled()  # nobody has an initiative yet

    # The GM arranges the goblins; Goblin 3, their chief, wears leather (absorbs 2).
    for name, square in (("Goblin 1", (14, 5)), ("Goblin 2", (9, 4)), ("Goblin 3", (9, 6))):
        assert session.push(MoveToken(session, table.token_of(name), *square))

    def leather(draft: Draft) -> None:
        chief = next(m for m in draft.all(MonsterInstanceRecord) if m.name == "Goblin 3")
        fields = json.loads(chief.fields)
        fields["abs"] = 2
        draft.update(chief, fields=json.dumps(fields))

    edit(session, leather, keep_history=True)

    # --- initiative: Aldric's player throws 3 10 10 then 3 4 7; Mira says 17 ----------------
    aldric_row = table.dock.model.row_of(table.row("Aldric").id)
    assert aldric_row is not None
    menu = controller.row_menu(aldric_row)
    assert menu is not None
    typed = next(a for a in menu.actions() if a.text() == "Type the dice thrown…")
    typed.trigger()
    initiative = controller.dialog
    assert isinstance(initiative, InitiativeDialog)
    initiative.dice_edit.setText("3 10 10 / 3 4 7")
    initiative.accept()
    # Iniciativa 8 + 4 − estorbo 1 = 11, + 10 + 4 = 25: two actions.
    assert table.cell("Aldric", INITIATIVE_COLUMN) == "25 · 2 actions"
    controller.dialogs.type_initiative(table.row("Mira").id, dice=False)
    initiative = controller.dialog
    assert isinstance(initiative, InitiativeDialog)
    initiative.total_spin.setValue(17)
    initiative.accept()
    assert table.cell("Mira", INITIATIVE_COLUMN) == "17 · 1 action"

    # The goblins (Ini 15) roll: 2 5 7 → 20, 1 1 3 → a fumble, 5 5 5 → 20.
    table.dice(2, 5, 7, 1, 1, 3, 5, 5, 5)
    view.roll_all_button.click()
    table.all_dice_used()
    assert table.order() == ["Aldric", "Goblin 1", "Goblin 3", "Mira", "Goblin 2"]
    assert table.cell("Goblin 1", INITIATIVE_COLUMN) == "20 · 2 actions"
    assert "fumble" in table.cell("Goblin 2", INITIATIVE_COLUMN)
    # A drag may only break a full tie: Mira cannot jump ahead of Aldric…
    model = table.dock.model
    model.dropMimeData(model.mimeData([model.index(3, 0)]), Qt.DropAction.MoveAction, 0, 0,
                       model.index(-1, -1))
    assert "same initiative total" in view.message_label.text()
    assert table.order() == ["Aldric", "Goblin 1", "Goblin 3", "Mira", "Goblin 2"]
    # …but Goblin 3 may go before Goblin 1 (both 20, both Ini 15).
    model.dropMimeData(model.mimeData([model.index(2, 0)]), Qt.DropAction.MoveAction, -1, 0,
                       model.index(1, 0))
    assert table.order() == ["Aldric", "Goblin 3", "Goblin 1", "Mira", "Goblin 2"]
    assert view.message_label.text() == ""

    assert view.begin_button.isEnabled()
    view.begin_button.click()
    assert view.round_label.text() == "Round 1"
    assert table.active() == "Aldric"
    assert view.active_name.text() == "Aldric's turn"
    assert view.budget_label.text() == "2 majors · 2 minors · 9 m to move"
    assert table.cell("Goblin 2", TURN_COLUMN) == "skips this round"

    # --- round 1, Aldric: the seed example — move 9 m and still shoot ----------------------
    table.move("Aldric", (8, 5))
    assert "9 m" in view.last_label.text()  # the log's sentence for the move
    assert view.budget_label.text() == "1 major · 1 minor · 0 m to move (moved 9 m)"
    shot = table.attack("Goblin 1", "Ballesta", cover=Cover.LIGHT)
    preview = shot.preview_shown
    assert preview is not None and preview.refusal is None
    assert shot.distance_label.text() == "Distance 9 m · corta"
    assert "15" in preview.difficulty_text and preview.difficulty == 17
    assert shot.hit_tile.value_label.text() != "—"
    assert 0 < preview.p_hit < 1 and 0 < preview.p_fumble < preview.p_critical < preview.p_hit
    table.dice(4, 8, 9, 3, 6, 2)  # 11 + 8 = 19 vs 17; damage 3 + (6 → 2) + 2 = 13
    shot.roll_button.click()
    table.all_dice_used()
    assert shot.result_panel.verdict_label.text() == "Hit: 13 wounds"
    assert table.wounds("Goblin 1") == 13
    assert table.cell("Goblin 1", HEALTH_COLUMN) == "1/14 PV"
    assert view.budget_label.text() == "0 majors · 1 minor · 0 m to move (moved 9 m)"
    # The crossbow is empty now, and there is no major left: no second shot.
    assert shot.refusal_label.text() != "" and not shot.roll_button.isEnabled()
    shot.close()
    view.table.setFocus()
    QTest.keyClick(view.table, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: table.active() == "Goblin 3")
    assert table.cell("Aldric", TURN_COLUMN) == "needs reloading"

    # --- Goblin 3: two attacks on Aldric; the second a critical (+1d6 per full 10) ----------
    assert table.active() == "Goblin 3"
    claw = table.attack("Aldric", "")
    assert claw.distance_label.text().startswith("Melee")
    table.dice(10, 9, 2, 5)  # 14 + 9 = 23 vs Defensa 16; 1d6+2 = 7, mail absorbs 2 → 5
    claw.roll_button.click()
    table.all_dice_used()
    assert table.wounds("Aldric") == 5
    # (3, 10, 10) keeps 10 and explodes, (2, 4, 6) adds 4: 28, 12 over → +1d6.
    table.dice(10, 10, 3, 2, 4, 6, 6, 3, 4)  # damage (6 → 3) + 2 = 11, critical d6 4 → 15 − 2
    claw.roll_button.click()
    table.all_dice_used()
    assert claw.result_panel.verdict_label.text() == "Critical hit: 13 wounds · malherido"
    assert table.wounds("Aldric") == 18
    assert table.cell("Aldric", HEALTH_COLUMN) == "6/24 PV · malherido"
    claw.close()
    table.next_turn()

    # --- Goblin 1: moves 3 m (a minor) and draws a weapon (the other minor) -----------------
    assert table.active() == "Goblin 1"
    table.move("Goblin 1", (12, 5))
    assert view.budget_label.text() == "2 majors · 1 minor · 6 m to move (moved 3 m)"
    controller.other.fill_menu()  # as the menu does when it opens
    draw = next(a for a in controller.other.menu.actions() if a.text() == "Draw or drop a weapon")
    draw.trigger()
    assert view.budget_label.text().startswith("2 majors · 0 minors")
    table.next_turn()

    # --- Mira: a double action, every roll at −1; typed dice through people in the way ------
    assert table.active() == "Mira"
    assert view.double_action_check.isEnabled()
    view.double_action_check.click()
    assert view.budget_label.text() == "2 majors · 2 minors · 9 m to move"
    arrow = table.attack("Goblin 3", "Arco corto", among_people=True)
    preview = arrow.preview_shown
    assert preview is not None and preview.rank == -1 and preview.difficulty == 17
    assert arrow.distance_label.text() == "Distance 10.5 m · corta"
    assert "double action" in arrow.rank_label.text()
    arrow.throws_edit.setText("5 7 9")  # rank −1 keeps 5: 13 + 5 = 18 vs 17
    arrow.damage_edit.setText("4")  # 4 + 3 = 7, leather absorbs 2
    arrow.table_button.click()
    assert arrow.table_error.text() == ""
    assert table.wounds("Goblin 3") == 5
    arrow.close()
    table.next_turn()  # Goblin 2 fumbled: it does not act in round 1

    # --- round 2 -----------------------------------------------------------------------------
    assert view.round_label.text() == "Round 2"
    assert table.active() == "Aldric"
    assert not view.double_action_check.isEnabled()  # malherido: no double action
    controller.set_double_action(True)
    assert "malherido" in view.message_label.text()
    assert refusals and "malherido" in refusals[-1]
    assert table.cell("Aldric", TURN_COLUMN) == "acting · needs reloading"
    # Reload the crossbow (a major) from the other actions.
    controller.other.fill_menu()
    reload_menu = next(a.menu() for a in controller.other.menu.actions() if a.text() == "Reload")
    assert isinstance(reload_menu, QMenu)
    reload_menu.actions()[0].trigger()
    assert view.budget_label.text().startswith("1 major")
    assert table.cell("Aldric", TURN_COLUMN) == "acting"  # loaded again
    # The mace at Goblin 3: malherido rolls at −1 (the lowest die), and ignores the leather.
    smash = table.attack("Goblin 3", "Maza")
    assert "malherido" in smash.rank_label.text()
    table.dice(5, 9, 10, 3)  # rank −1 keeps 5: 12 + 5 = 17 vs 16; 1d6+3 = 6, nothing absorbed
    smash.roll_button.click()
    table.all_dice_used()
    assert smash.result_panel.sum_label.text().startswith("12 + 5 = 17")
    assert table.wounds("Goblin 3") == 11
    smash.close()
    table.next_turn()

    # Goblin 3 knocks Aldric out.
    assert table.active() == "Goblin 3"
    claw = table.attack("Aldric", "")
    table.dice(7, 8, 9, 6, 6, 2)  # 22 vs 16; (6 → 6 → 2) + 2 = 16 − 2 = 14
    claw.roll_button.click()
    table.all_dice_used()
    assert table.wounds("Aldric") == 32
    assert table.row("Aldric").state == "inconsciente" and table.row("Aldric").out
    assert table.cell("Aldric", TURN_COLUMN) == "out of the fight"
    claw.close()
    table.next_turn()
    assert table.active() == "Goblin 1"
    table.next_turn()

    # The GM switches to the manual's critical rule: a critical doubles the damage.
    assert change_profile(session, session.profile.with_changes(
        critical_damage=CriticalDamage.DOUBLE))
    assert table.active() == "Mira"
    arrow = table.attack("Goblin 3", "Arco corto", cover=Cover.LIGHT)
    assert arrow.preview_shown is not None and arrow.preview_shown.difficulty == 17
    table.dice(10, 10, 10, 3, 5, 8, 2)  # 13 + 10 + 5 = 28 vs 17: critical; (2 + 3) × 2 − 2 = 8
    arrow.roll_button.click()
    table.all_dice_used()
    assert arrow.result_panel.verdict_label.text().startswith("Critical hit: 8 wounds")
    assert table.row("Goblin 3").state == "derrotado"
    arrow.close()
    table.next_turn()

    # Goblin 2 acts last in round 2 and finishes Aldric.
    assert table.active() == "Goblin 2"
    claw = table.attack("Aldric", "")
    table.dice(6, 7, 8, 6, 5)  # 21 vs 16; (6 → 5) + 2 = 13 − 2 = 11 → 43 wounds
    claw.roll_button.click()
    table.all_dice_used()
    assert table.row("Aldric").state == "muerto"
    claw.close()

    # --- round 3: the fallen are passed over; Previous turn goes back ----------------------
    table.next_turn()
    assert view.round_label.text() == "Round 3"
    assert table.active() == "Goblin 1"
    view.previous_button.click()
    assert (table.active(), view.round_label.text()) == ("Goblin 2", "Round 2")
    table.next_turn()
    assert (table.active(), view.round_label.text()) == ("Goblin 1", "Round 3")

    # An opposed roll: Mira (Físico 6) against Goblin 1 (8).
    view.opposed_button.click()
    opposed = controller.dialog
    assert isinstance(opposed, OpposedRollDialog)
    opposed.first_combo.setCurrentIndex(opposed.first_combo.findData(table.row("Mira").id))
    opposed.second_combo.setCurrentIndex(
        opposed.second_combo.findData(table.row("Goblin 1").id))
    opposed.first_modifier.setValue(6)
    opposed.second_modifier.setValue(8)
    table.dice(3, 5, 8, 2, 4, 9)  # 6 + 5 = 11 against 8 + 4 = 12
    opposed.roll_button.click()
    table.all_dice_used()
    assert "Goblin 1" in opposed.result_label.text()
    opposed.close()

    # --- the end: summary and recuperar el aliento for the living player character ---------
    view.end_button.click()
    question = controller.dialog
    assert isinstance(question, EndCombatQuestion) and question.isVisible()
    question.end_button.click()
    summary = controller.dialog
    assert isinstance(summary, CombatSummaryDialog)
    assert "3 rounds" in summary.findChild(QWidget, "summary_heading").text()  # type: ignore[union-attr]
    assert summary.fallen_label.text() == "Fell: Aldric, Goblin 3"
    assert list(summary.breath_checks) == [_character_id(session, "Mira")]
    table.dice(3)
    summary.breath_button.click()
    table.all_dice_used()
    assert "Mira" in summary.breath_result.text()
    summary.close()
    assert view.title_label.text() == "No combat"
    mira = session.character(_character_id(session, "Mira"))
    assert mira is not None and mira.character.wounds == 1

    # --- undo back to the start, then redo to the very same end -----------------------------
    end_index = session.undo_stack.index()
    while session.undo_stack.index() > start_index:
        table.window.campaign_actions.undo_action.trigger()
    assert current_combat(session.model) is None
    # The tracker refreshes once the undo's announcements are all out.
    qtbot.waitUntil(lambda: view.title_label.text() == "No combat")
    with session.file.transaction() as db:
        assert db.exec(select(func.count()).select_from(MonsterInstance)).one() == 0
        assert db.exec(select(func.count()).select_from(LogEntry).where(
            col(LogEntry.combat_id).is_not(None))).one() == 0
        wounds = {row.name: row.wounds for row in db.exec(select(Character))}
    assert wounds == {"Aldric": 0, "Mira": 4}
    assert session.profile.critical_damage is CriticalDamage.D6_PER_10
    tokens = {token.name: (token.x, token.y) for token in map_view(session.model, map_id).tokens}
    assert tokens == {"Aldric": (2, 5), "Mira": (2, 7)}

    while session.undo_stack.index() < end_index:
        table.window.campaign_actions.redo_action.trigger()
    with session.file.transaction() as db:
        wounds = {row.name: row.wounds for row in db.exec(select(Character))}
    assert wounds == {"Aldric": 43, "Mira": 1}
    table.all_dice_used()
