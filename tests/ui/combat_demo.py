"""The demo campaign in a shown main window with its combat dock, for the combat UI's tests.

The demo's encounter (resources/demo) is being prepared when it opens: Álex Rivera (a pistol
equipped), Marta Vidal (her machete not equipped), Iñaki Sáez (a revolver not equipped), Ramón
Galán (a sawn-off shotgun equipped) and Goblins 1–4. ``begin`` rolls initiative with scripted
dice and begins round 1, in the order ``ORDER``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession, ensure_demo_campaign
from ryf_desktop.session.combat import CombatantRow, CombatView, current_combat
from ryf_desktop.ui.combat import CombatDock
from ryf_desktop.ui.combat.controller import CombatController
from ryf_desktop.ui.main_window import MainWindow
from tests.scripted_rng import ScriptedRng

# Three d10 for each, in the combat's order (Álex, Marta, Iñaki, Ramón, Goblins 1–4).
INITIATIVE_DICE = (5, 9, 10, 2, 3, 4, 2, 5, 6, 1, 4, 8, 1, 2, 3, 2, 3, 4, 1, 5, 7, 2, 2, 2)
ORDER = ["Álex Rivera", "Goblin 3", "Goblin 2", "Goblin 1", "Goblin 4", "Marta Vidal",
         "Iñaki Sáez", "Ramón Galán"]


class DemoTable:
    """The GM's window on the demo, its scripted dice and what the tests read."""

    def __init__(self, window: MainWindow, dice: ScriptedRng, qtbot: QtBot) -> None:
        self.window = window
        self.dice = dice
        self.qtbot = qtbot

    @property
    def dock(self) -> CombatDock:
        return self.window.combat_dock

    @property
    def controller(self) -> CombatController:
        return self.dock.controller

    @property
    def session(self) -> CampaignSession:
        session = self.window.campaign.session
        assert session is not None
        return session

    def combat(self) -> CombatView:
        combat = current_combat(self.session.model)
        assert combat is not None
        return combat

    def row(self, name: str) -> CombatantRow:
        return next(row for row in self.combat().combatants if row.name == name)

    def begin(self) -> None:
        """Roll initiative for all and begin round 1 from the dock's buttons: Álex acts."""
        view = self.dock.view
        self.dice.faces.extend(INITIATIVE_DICE)
        view.roll_all_button.click()
        assert not self.dice.faces
        view.begin_button.click()
        assert [row.name for row in self.combat().combatants] == ORDER

    def turn_of(self, name: str) -> None:
        """Next turn until ``name`` acts."""
        for _ in ORDER:
            if self.controller.active() is not None and self.row(name).active:
                return
            self.controller.next_turn()
        raise AssertionError(f"{name} never acts")

    def close(self) -> None:
        for dialog in (self.controller.dialog, self.controller.attack_dialog):
            if dialog is not None:
                dialog.close()
        self.window.close()


def open_demo(
    qtbot: QtBot, tmp_path: Path, *, size: tuple[int, int] = (1600, 1000)
) -> DemoTable:
    """A shown main window of ``size`` on a fresh copy of the demo, the play docks installed."""
    path = ensure_demo_campaign(tmp_path / "demo" / "demo.ryf")
    dice = ScriptedRng()
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                        rng=dice, persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    assert window.campaign.open_path(path)
    window.install_play()
    # The tracker takes its share of the right side once the loop has laid the dock out.
    qtbot.wait(10)
    return DemoTable(window, dice, qtbot)
