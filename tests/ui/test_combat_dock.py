"""The combat dock in the main window: its menu and shortcuts, following the campaign, the
order's context menu, free actions and spells, and a combat run from the keyboard."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QInputDialog, QMenu
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import StartCombat
from ryf_desktop.storage.tables import Spell
from ryf_desktop.ui.combat import CombatDock, install_combat
from ryf_desktop.ui.combat.roll_dialog import SpellDialog
from ryf_desktop.ui.main_window import MainWindow
from tests.scripted_rng import ScriptedRng
from tests.ui.test_combat_fight import SHORT_BOW, add_character, open_with_combat_dock

pytestmark = pytest.mark.usefixtures("refusals")


@pytest.fixture
def setup(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, CombatDock, ScriptedRng]]:
    path = tmp_path / "mesa.ryf"
    made = CampaignSession.create(path, "Mesa", "medieval", REALISTA,
                                  backup_dir=tmp_path / "backups")
    mira = add_character(made, "Mira", fisico=6, destreza=9, percepcion=7,
                         skills={"Armas a Distancia": 4, "Reflejos": 3},
                         items=[("weapon", "Arco corto", SHORT_BOW)])
    with made.file.transaction() as db:
        db.add(Spell(character_id=mira, name="Dardo de fuego", level=3, difficulty=15,
                     mana_cost=2))
    made.close()
    window, dock, rng = open_with_combat_dock(qtbot, path, seed=2)
    yield window, dock, rng
    window.close()


def _running_combat(window: MainWindow, dock: CombatDock, rng: ScriptedRng) -> None:
    session = window.campaign.session
    assert session is not None
    mira = next(c.id for c in session.characters() if c.name == "Mira")
    rng.faces.extend([3])  # the goblin's PV: 13
    assert dock.controller.push(StartCombat(session, "Camino", character_ids=[mira],
                                            monsters=[("Goblin", 1)], rng=rng)) is None
    rng.faces.extend([4, 6, 8, 2, 3, 4])  # Mira 10 + 6 = 16, the goblin 15 + 3 = 18
    dock.view.roll_all_button.click()
    dock.view.begin_button.click()
    assert not rng.faces


def test_the_dock_and_its_menu_are_in_the_window(
    setup: tuple[MainWindow, CombatDock, ScriptedRng],
) -> None:
    window, dock, _rng = setup
    assert "combat" in window.dock_names()
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus.index("&Combat") == menus.index("&Help") - 1
    with pytest.raises(ValueError, match="already has"):
        install_combat(window)
    # No shortcut of the combat clashes with another one of the window.
    seen: dict[str, str] = {}
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            text = key.toString()
            assert text not in seen or seen[text] == action.text(), (text, action.text())
            seen[text] = action.text()
    assert seen["Ctrl+Space"] == "&Next turn" and seen["Ctrl+Shift+Space"] == "&Previous turn"
    assert dock.controller.action_named["next"].shortcuts()[1] == QKeySequence("Ctrl+Right")


def test_the_dock_follows_the_campaign(
    setup: tuple[MainWindow, CombatDock, ScriptedRng],
) -> None:
    window, dock, rng = setup
    view = dock.view
    assert view.start_button.isEnabled() and not dock.controller.action_named["end"].isEnabled()
    _running_combat(window, dock, rng)
    assert view.title_label.text() == "Camino — running"
    assert [row.name for row in dock.model.rows] == ["Goblin 1", "Mira"]
    window.campaign.close_campaign()
    assert dock.model.rows == ()
    assert view.hint_label.text() == "Open a campaign to run its combats."
    assert not dock.controller.action_named["start"].isEnabled()


def test_next_turn_from_the_keyboard(
    setup: tuple[MainWindow, CombatDock, ScriptedRng], qtbot: QtBot,
) -> None:
    window, dock, rng = setup
    _running_combat(window, dock, rng)
    assert dock.controller.active() is not None
    assert dock.controller.active().name == "Goblin 1"  # type: ignore[union-attr]
    window.activateWindow()
    dock.view.table.setFocus()
    QTest.keyClick(dock.view.table, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: dock.controller.active() is not None
                    and dock.controller.active().name == "Mira")  # type: ignore[union-attr]
    QTest.keyClick(dock.view.table, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: dock.controller.active() is not None
                    and dock.controller.active().name == "Goblin 1")  # type: ignore[union-attr]


def test_free_actions_and_a_spell_from_the_other_actions(
    setup: tuple[MainWindow, CombatDock, ScriptedRng],
) -> None:
    window, dock, rng = setup
    _running_combat(window, dock, rng)
    controller = dock.controller
    controller.next_turn()  # Mira's turn
    assert dock.view.budget_label.text() == "1 major · 1 minor · 9 m to move"
    controller.other.fill_menu()
    texts = [action.text() for action in controller.other.menu.actions() if action.text()]
    assert texts == ["Cast a spell", "Reload", "Draw or drop a weapon", "Drink a potion",
                     "Hand something over", "Free major action…", "Free minor action…"]
    potion = next(a for a in controller.other.menu.actions() if a.text() == "Drink a potion")
    potion.trigger()
    assert dock.view.budget_label.text().startswith("1 major · 0 minors")
    spells = next(a.menu() for a in controller.other.menu.actions() if a.text() == "Cast a spell")
    assert isinstance(spells, QMenu)
    assert spells.actions()[0].text() == "Dardo de fuego (level 3, difficulty 15, 2 maná)…"
    rng.faces.extend([5, 7, 9])  # Inteligencia 6 + 3 + 7 = 16 vs 15
    spells.actions()[0].trigger()  # the cast dialog: the odds first, then Cast
    cast = controller.dialog
    assert isinstance(cast, SpellDialog) and cast.preview_shown is not None
    cast.cast_button.click()
    assert not rng.faces
    assert "Dardo de fuego" in dock.view.last_label.text()
    assert dock.view.budget_label.text().startswith("0 majors")
    # Nothing left: a free major is refused with the reason.
    asked = controller.other.ask_free_action("major")
    assert isinstance(asked, QInputDialog)
    asked.setTextValue("trepa al árbol")
    asked.accept()
    assert "major" in dock.view.message_label.text()


def test_row_menu_offers_initiative_while_preparing(
    setup: tuple[MainWindow, CombatDock, ScriptedRng],
) -> None:
    window, dock, rng = setup
    session = window.campaign.session
    assert session is not None
    rng.faces.extend([3])
    assert dock.controller.push(StartCombat(session, "Camino", monsters=[("Goblin", 1)],
                                            rng=rng)) is None
    menu = dock.controller.row_menu(0)
    assert menu is not None
    texts = [a.text() for a in menu.actions() if a.text()]
    assert texts[:3] == ["Roll initiative for Goblin 1", "Type the dice thrown…",
                         "Type the initiative total…"]
    rng.faces.extend([2, 5, 7])
    menu.actions()[0].trigger()
    assert not rng.faces
    assert dock.model.rows[0].initiative_total == 20
    assert dock.controller.row_menu(5) is None
    remove = next(a for a in menu.actions() if a.text().startswith("Remove"))
    remove.trigger()
    assert dock.model.rows == ()


def test_every_step_and_its_undo_show_what_the_model_holds(
    setup: tuple[MainWindow, CombatDock, ScriptedRng],
) -> None:
    from ryf_desktop.session.combat import combat_view

    window, dock, rng = setup
    _running_combat(window, dock, rng)
    session = window.campaign.session
    assert session is not None
    controller = dock.controller
    for step in range(4):
        if step == 1:
            controller.other.spend("minor", "draws a dagger")
        else:
            controller.next_turn()
        assert controller.combat is not None
        assert controller.combat == combat_view(session.model, controller.combat.id)
    # An undo is shown from the session's event alone.
    session.undo_stack.undo()
    assert controller.combat is not None
    assert controller.combat == combat_view(session.model, controller.combat.id)
    assert dock.model.rows == controller.combat.combatants
