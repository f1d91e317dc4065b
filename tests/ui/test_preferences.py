"""Edit → Preferences…: the language chosen the way a GM does, stored where start-up reads it,
the restart, the typed settings and their versioned upgrades, and the window in Spanish."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.preferences import settings as settings_module
from ryf_desktop.ui.preferences.controller import (
    PreferencesController,
    PreferencesDialog,
    restart_command,
    running_language,
    start_detached,
)
from ryf_desktop.ui.preferences.settings import (
    SETTINGS_VERSION,
    VERSION_KEY,
    AppSettings,
    stored_version,
    upgrade_settings,
)
from ryf_desktop.ui.translations import LANGUAGE_SETTING, chosen_language, system_language
from tests.ui.test_campaign_translations import assert_accelerators_unique, assert_no_english
from tests.ui.test_translations import compiled_qm, spanish

__all__ = ["compiled_qm", "spanish"]  # fixtures, used by name


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


class FakeLauncher:
    """Records the program it is asked to start instead of starting it."""

    def __init__(self, *, works: bool = True) -> None:
        self.works = works
        self.calls: list[tuple[str, list[str], str]] = []

    def __call__(self, program: str, arguments: list[str], working_directory: str) -> bool:
        self.calls.append((program, arguments, working_directory))
        return self.works


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    made = MainWindow(QSettings(), rng=random.Random(3), persist_layout=False, take_backups=False)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.close()


def open_preferences(window: MainWindow) -> PreferencesDialog:
    window.preferences.action.trigger()
    dialog = window.preferences.dialog
    assert dialog is not None
    assert dialog.isVisible()
    return dialog


def choose(qtbot: QtBot, dialog: PreferencesDialog, text: str) -> None:
    """Pick an entry of the language list with the keyboard, as a GM would."""
    combo = dialog.language_combo
    combo.setFocus()
    index = combo.findText(text, Qt.MatchFlag.MatchStartsWith)
    assert index >= 0, [combo.itemText(row) for row in range(combo.count())]
    while combo.currentIndex() != index:
        key = Qt.Key.Key_Down if combo.currentIndex() < index else Qt.Key.Key_Up
        QTest.keyClick(combo, key)


# --- the dialog from the Edit menu ---------------------------------------------------------------


def test_preferences_is_in_the_edit_menu_with_the_standard_shortcut(window: MainWindow) -> None:
    action = window.preferences.action
    assert action in window.edit_menu.actions()
    standard = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    assert action.shortcuts() == (standard or [QKeySequence("Ctrl+,")])
    assert action.text() == "&Preferences…"


def test_ctrl_comma_opens_the_preferences(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    QTest.keySequence(window, window.preferences.action.shortcut())
    dialog = window.preferences.dialog
    assert dialog is not None
    assert dialog.isVisible()
    dialog.reject()


def test_choosing_english_stores_it_for_the_next_start(qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_preferences(window)
    assert dialog.language_combo.currentIndex() == 0  # nothing chosen yet: the system's
    choose(qtbot, dialog, "English")
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert window.preferences.dialog is None
    assert QSettings().value(LANGUAGE_SETTING) == "en"
    assert chosen_language() == "en"
    assert AppSettings(QSettings()).language == "en"


def test_system_default_clears_the_choice(qtbot: QtBot, window: MainWindow) -> None:
    QSettings().setValue(LANGUAGE_SETTING, "es")
    dialog = open_preferences(window)
    assert dialog.language() == "es"
    assert dialog.language_combo.currentText() == "Español"
    choose(qtbot, dialog, "System default")
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not QSettings().contains(LANGUAGE_SETTING)
    assert chosen_language() == system_language()


def test_cancel_keeps_the_stored_language(qtbot: QtBot, window: MainWindow) -> None:
    QSettings().setValue(LANGUAGE_SETTING, "es")
    dialog = open_preferences(window)
    choose(qtbot, dialog, "English")
    QTest.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert QSettings().value(LANGUAGE_SETTING) == "es"


def test_the_dialog_says_a_new_language_needs_a_restart(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(None, running_language="en", system_language="en")
    qtbot.addWidget(dialog)
    dialog.show()
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel) if label.isVisible())
    assert "next time RyF Desktop starts" in texts
    assert not dialog.restart_button.isVisible()  # the system's language is spoken already
    height = dialog.height()
    choose(qtbot, dialog, "Español")
    assert dialog.restart_button.isVisible()
    assert dialog.restart_note.isVisible()
    layout = dialog.layout()
    assert layout is not None
    assert dialog.height() > height, "the window grows to show the note"
    assert dialog.height() >= layout.totalHeightForWidth(dialog.width())
    assert dialog.restart_note.text().startswith(
        "RyF Desktop speaks English now. Restart it to use Español:")
    choose(qtbot, dialog, "English")
    assert not dialog.restart_button.isVisible()
    assert not dialog.restart_note.isVisible()


def test_a_run_in_another_language_than_the_preference_says_which_it_speaks(
    qtbot: QtBot,
) -> None:
    # Started with --language es on an English system: the preference shown is the system's.
    dialog = PreferencesDialog(None, running_language="es", system_language="en")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.language_combo.currentText() == "System default (English)"
    assert dialog.restart_note.isVisible()
    assert dialog.restart_note.text().startswith(
        "RyF Desktop speaks Español now. Restart it to use English:")


def test_the_system_default_names_the_system_language(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(None, running_language="es", system_language="es")
    qtbot.addWidget(dialog)
    assert dialog.language_combo.itemText(0) == "System default (Español)"
    assert dialog.effective_language() == "es"


def test_saving_notes_when_the_language_applies(qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_preferences(window)
    choose(qtbot, dialog, "Español")
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert "next time RyF Desktop starts" in window.statusBar().currentMessage()
    assert window.isVisible()  # saving alone never restarts


# --- restart -------------------------------------------------------------------------------------


def make_controller(window: QWidget, launcher: FakeLauncher) -> PreferencesController:
    return PreferencesController(QSettings(), window, launcher=launcher, language_now="en")


def test_restart_now_saves_closes_the_window_then_starts_the_program(
    qtbot: QtBot, window: MainWindow
) -> None:
    launcher = FakeLauncher()
    controller = make_controller(window, launcher)
    closed: list[bool] = []
    window.closed.connect(lambda: closed.append(launcher.calls == []))
    dialog = controller.show_dialog()
    choose(qtbot, dialog, "Español")
    QTest.mouseClick(dialog.restart_button, Qt.MouseButton.LeftButton)
    assert QSettings().value(LANGUAGE_SETTING) == "es"
    assert closed == [True], "the window (and its campaign) must close before the new program"
    assert not window.isVisible()
    assert len(launcher.calls) == 1
    program, arguments, _folder = launcher.calls[0]
    assert (program, arguments) == (sys.executable, ["-m", "ryf_desktop"])


def test_the_restart_command_runs_this_program_without_this_runs_arguments(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "argv", ["ryf-desktop", "--language", "en", "--demo"])
    assert restart_command() == (sys.executable, ["-m", "ryf_desktop"])
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/ryf-desktop/ryf-desktop")
    assert restart_command() == ("/opt/ryf-desktop/ryf-desktop", [])


def test_no_restart_when_the_window_refuses_to_close(qtbot: QtBot) -> None:
    class Stubborn(QWidget):
        def close(self) -> bool:
            return False

    stubborn = Stubborn()
    qtbot.addWidget(stubborn)
    launcher = FakeLauncher()
    controller = make_controller(stubborn, launcher)
    assert not controller.apply("es", restart=True)
    assert launcher.calls == []
    assert QSettings().value(LANGUAGE_SETTING) == "es"  # stored all the same


def test_a_restart_that_cannot_start_says_so(
    window: MainWindow, capsys: pytest.CaptureFixture[str]
) -> None:
    controller = make_controller(window, FakeLauncher(works=False))
    assert not controller.restart()
    assert "start it yourself" in capsys.readouterr().err


def test_start_detached_starts_a_program(tmp_path: Path) -> None:
    marker = tmp_path / "started"
    script = f"open({str(marker)!r}, 'w').close()"
    assert start_detached(sys.executable, ["-c", script], str(tmp_path))
    for _ in range(100):
        if marker.exists():
            break
        QTest.qWait(50)
    assert marker.exists()


def test_the_running_language_follows_the_default_locale(spanish: object) -> None:
    del spanish
    assert running_language() == "es"


# --- typed settings and their upgrades -----------------------------------------------------------


def test_the_language_setting_is_typed() -> None:
    settings = AppSettings(QSettings())
    assert settings.language is None
    settings.language = "en"
    assert QSettings().value(LANGUAGE_SETTING) == "en"
    assert chosen_language(QSettings()) == "en"
    settings.language = None
    assert not QSettings().contains(LANGUAGE_SETTING)
    assert chosen_language(QSettings()) == system_language()
    with pytest.raises(ValueError, match="not a language of the program"):
        settings.language = "fr"


def test_an_unknown_stored_language_reads_as_the_system_default() -> None:
    QSettings().setValue(LANGUAGE_SETTING, "klingon")
    assert AppSettings(QSettings()).language is None


def test_fresh_settings_are_stamped_with_the_current_version() -> None:
    settings = QSettings()
    assert stored_version(settings) == 0
    assert upgrade_settings(settings) == SETTINGS_VERSION
    assert stored_version(QSettings()) == SETTINGS_VERSION


def test_upgrade_steps_run_in_order_from_the_stored_version() -> None:
    ran: list[int] = []

    def step(version: int) -> settings_module.UpgradeStep:
        def run(settings: QSettings) -> None:
            ran.append(version)
            assert stored_version(settings) == version - 1  # the step before is recorded
            settings.setValue(f"step/{version}", True)

        return run

    steps = [(3, step(3)), (2, step(2)), (4, step(4))]
    settings = QSettings()
    settings.setValue(VERSION_KEY, 1)
    assert upgrade_settings(settings, steps=steps, target=4) == 4
    assert ran == [2, 3, 4]
    assert stored_version(settings) == 4
    assert upgrade_settings(settings, steps=steps, target=4) == 4
    assert ran == [2, 3, 4], "an upgraded file is not upgraded again"


def test_a_failing_step_keeps_the_version_it_reached() -> None:
    def fails(settings: QSettings) -> None:
        msg = "disk full"
        raise OSError(msg)

    settings = QSettings()
    settings.setValue(VERSION_KEY, 1)
    steps = [(2, lambda _settings: None), (3, fails)]
    with pytest.raises(OSError, match="disk full"):
        upgrade_settings(settings, steps=steps, target=3)
    assert stored_version(settings) == 2


def test_settings_from_a_newer_program_are_left_alone() -> None:
    settings = QSettings()
    settings.setValue(VERSION_KEY, SETTINGS_VERSION + 5)
    ran: list[int] = []
    steps = [(SETTINGS_VERSION, lambda _settings: ran.append(1))]
    assert upgrade_settings(settings, steps=steps) == SETTINGS_VERSION + 5
    assert ran == []
    assert stored_version(settings) == SETTINGS_VERSION + 5


# --- in Spanish ----------------------------------------------------------------------------------


def test_preferences_in_spanish(spanish: object, qtbot: QtBot, qapp: QApplication) -> None:
    del spanish, qapp
    window = MainWindow(QSettings(), persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    assert window.preferences.action.text() == "&Preferencias…"
    dialog = window.preferences.show_dialog()
    assert dialog.windowTitle() == "Preferencias"
    assert_no_english(dialog)
    assert_accelerators_unique(dialog)
    choose(qtbot, dialog, "English")
    assert dialog.restart_button.isVisible()
    assert_no_english(dialog)
    assert_accelerators_unique(dialog)
    dialog.reject()
    window.close()
