"""Every dialog of the program opened on the demo, for the tests that walk them all (mnemonics,
Enter). Each opener opens its dialog as the program does (through the controllers, not modal),
or, for the few the program runs modally, makes it as the program makes it; then returns it."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.catalog.entries import EntryKind
from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession, ensure_demo_campaign
from ryf_desktop.ui.campaign.new_dialog import NewCampaignDialog
from ryf_desktop.ui.campaign.restore_dialog import RestoreBackupDialog
from ryf_desktop.ui.campaign.settings_dialog import CampaignSettingsDialog
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map.map_prep import NewMapDialog
from ryf_desktop.ui.preferences.controller import PreferencesDialog

Opener = Callable[["DemoDesk"], QWidget]


class DemoDesk:
    """The GM's window on a fresh copy of the demo, with random dice."""

    def __init__(self, qtbot: QtBot, tmp_path: Path) -> None:
        path = ensure_demo_campaign(tmp_path / "demo" / "demo.ryf")
        self.window = MainWindow(
            QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
            rng=random.Random(11), persist_layout=False, take_backups=False)
        qtbot.addWidget(self.window)
        self.window.resize(1600, 1000)
        self.window.show()
        qtbot.waitExposed(self.window)
        assert self.window.campaign.open_path(path)
        self.window.install_play()
        self.window.install_catalog()
        self.qtbot = qtbot
        self.tmp_path = tmp_path

    @property
    def session(self) -> CampaignSession:
        session = self.window.campaign.session
        assert session is not None
        return session

    def combatant_id(self, name: str) -> int:
        combat = self.window.combat_dock.controller.combat
        assert combat is not None
        return next(row.id for row in combat.combatants if row.name == name)

    def begun(self) -> None:
        """Initiative rolled and round 1 begun (once)."""
        controller = self.window.combat_dock.controller
        if controller.active() is None:
            controller.action_named["roll_all"].trigger()
            controller.action_named["begin"].trigger()
        assert controller.active() is not None

    def combat_dialog(self) -> QDialog:
        dialog = self.window.combat_dock.controller.dialog
        assert isinstance(dialog, QDialog)
        return dialog

    def catalog_dialog(self) -> QDialog:
        browser = self.window.catalog_browser
        assert browser is not None
        dialog = browser.controller.dialog
        assert isinstance(dialog, QDialog)
        return dialog


def _start(desk: DemoDesk) -> QWidget:
    desk.window.combat_dock.controller.dialogs.start_combat()
    return desk.combat_dialog()


def _initiative(desk: DemoDesk) -> QWidget:
    desk.window.combat_dock.controller.dialogs.type_initiative(desk.combatant_id("Goblin 1"))
    return desk.combat_dialog()


def _opposed(desk: DemoDesk) -> QWidget:
    desk.begun()
    dialog = desk.window.combat_dock.controller.dialogs.open_opposed()
    assert dialog is not None
    return dialog


def _harm(desk: DemoDesk) -> QWidget:
    dialog = desk.window.combat_dock.controller.dialogs.open_harm(desk.combatant_id("Goblin 1"))
    assert dialog is not None
    return dialog


def _attack(desk: DemoDesk) -> QWidget:
    """Álex Rivera's attack: a pistol, so the ranged part (distance, bands) shows."""
    desk.begun()
    controller = desk.window.combat_dock.controller
    for _ in range(12):
        active = controller.active()
        if active is not None and active.name == "Álex Rivera":
            break
        controller.next_turn()
    dialog = desk.window.combat_dock.controller.attacks.open_attack()
    assert dialog is not None
    return dialog


def _summary(desk: DemoDesk) -> QWidget:
    dialog = desk.window.combat_dock.controller.dialogs.end_combat_now()
    assert dialog is not None
    return dialog


def _end_question(desk: DemoDesk) -> QWidget:
    dialog = desk.window.combat_dock.controller.dialogs.end_combat()
    assert dialog is not None
    return dialog


def _add_to_character(desk: DemoDesk) -> QWidget:
    browser = desk.window.catalog_browser
    assert browser is not None
    controller = browser.controller
    entry = next(found for found in controller.shown_entries()
                 if found.entry.kind is not EntryKind.MONSTER)
    assert controller.select_entry(entry.ref)
    controller.play.add_to_character()
    return desk.catalog_dialog()


def _gm_entry(kind: EntryKind) -> Opener:
    def open_it(desk: DemoDesk) -> QWidget:
        browser = desk.window.catalog_browser
        assert browser is not None
        browser.controller.gm.new_entry(kind)
        return desk.catalog_dialog()

    return open_it


def _new_campaign(desk: DemoDesk) -> QWidget:
    return NewCampaignDialog(desk.tmp_path, parent=desk.window)


def _settings(desk: DemoDesk) -> QWidget:
    session = desk.session
    return CampaignSettingsDialog(session.name, session.setting, REALISTA, parent=desk.window)


def _preferences(desk: DemoDesk) -> QWidget:
    return PreferencesDialog("es", running_language="es", system_language="en",
                             parent=desk.window)


def _restore(desk: DemoDesk) -> QWidget:
    return RestoreBackupDialog(desk.session.name, [], parent=desk.window)


def _new_map(desk: DemoDesk) -> QWidget:
    return NewMapDialog(lambda _values: None, parent=desk.window)


#: Each dialog of the program by name, and how to open it.
OPENERS: dict[str, Opener] = {
    "start combat": _start,
    "initiative": _initiative,
    "opposed roll": _opposed,
    "harm": _harm,
    "attack": _attack,
    "end combat": _end_question,
    "combat summary": _summary,
    "add to character": _add_to_character,
    **{f"new GM {kind.value}": _gm_entry(kind) for kind in EntryKind},
    "new campaign": _new_campaign,
    "campaign settings": _settings,
    "preferences": _preferences,
    "restore backup": _restore,
    "new map": _new_map,
}
