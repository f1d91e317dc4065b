"""The combat controller is one class holding helper objects (the display, the dialogs, the attack
flow, the other actions) and an action table: the words of each part still show in Spanish, the
table's under the controller's context and each helper's under its own."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import StartCombat
from ryf_desktop.ui.combat import CombatDock
from ryf_desktop.ui.main_window import MainWindow
from tests.scripted_rng import ScriptedRng
from tests.ui.test_combat_fight import SHORT_BOW, add_character, open_with_combat_dock

ROOT = Path(__file__).resolve().parents[2]
LRELEASE = Path(sys.executable).with_name("pyside6-lrelease")

pytestmark = pytest.mark.usefixtures("refusals")


@pytest.fixture
def spanish(qapp: QCoreApplication, tmp_path: Path) -> Iterator[None]:
    """The program's Spanish catalog, compiled afresh from i18n/ and installed."""
    compiled = tmp_path / "ryf_desktop_es.qm"
    subprocess.run([str(LRELEASE), "-silent", str(ROOT / "i18n" / "ryf_desktop_es.ts"),
                    "-qm", str(compiled)], check=True, timeout=120)
    translator = QTranslator()
    assert translator.load(str(compiled))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


@pytest.fixture
def table(
    spanish: None, qtbot: QtBot, tmp_path: Path
) -> Iterator[tuple[MainWindow, CombatDock, ScriptedRng]]:
    path = tmp_path / "mesa.ryf"
    made = CampaignSession.create(path, "Mesa", "medieval", REALISTA,
                                  backup_dir=tmp_path / "backups")
    add_character(made, "Mira", fisico=6, destreza=9, percepcion=7,
                  skills={"Armas a Distancia": 4, "Reflejos": 3},
                  items=[("weapon", "Arco corto", SHORT_BOW)])
    made.close()
    window, dock, rng = open_with_combat_dock(qtbot, path, seed=2)
    yield window, dock, rng
    window.close()


def test_every_part_speaks_spanish(table: tuple[MainWindow, CombatDock, ScriptedRng]) -> None:
    window, dock, rng = table
    controller, view = dock.controller, dock.view
    assert view.title_label.text() == "Sin combate"  # TrackerDisplay
    assert controller.action_named["start"].text() == "&Empezar un combate…"  # CombatController

    session = window.campaign.session
    assert session is not None
    mira = next(c.id for c in session.characters() if c.name == "Mira")
    rng.faces.extend([3])  # the goblin's PV
    assert controller.push(StartCombat(session, "Camino", character_ids=[mira],
                                       monsters=[("Goblin", 1)], rng=rng)) is None
    rng.faces.extend([4, 6, 8, 2, 3, 4])  # Mira 16, the goblin 18: the goblin acts first
    view.roll_all_button.click()
    view.begin_button.click()
    assert not rng.faces
    assert view.title_label.text() == "Camino — en curso"  # TrackerDisplay

    menu = controller.row_menu(0)  # CombatController
    assert menu is not None
    assert "Escribir los dados tirados…" in [action.text() for action in menu.actions()]

    controller.other.fill_menu()  # OtherActions
    entries = [action.text() for action in controller.other.menu.actions()]
    assert "Lanzar un hechizo" in entries
    assert "Beber una poción" in entries

    dialog = controller.attacks.open_attack()  # AttackFlow
    assert dialog is not None
    assert "cuerpo a cuerpo" in dialog.attack_combo.itemText(0)
    dialog.close()

    window.campaign.close_campaign()
    refused = controller.push(StartCombat(session, "Otro", rng=rng))  # CombatController
    assert refused == "Abre antes una campaña."
