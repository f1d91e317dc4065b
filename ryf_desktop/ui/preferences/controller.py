"""Edit → Preferences…: the window, the action, the choice stored in the settings, the restart.

Qt cannot reliably put every open window into another language, so a new language applies from
the next start; the window says so, and offers "Restart now" while the language chosen differs
from the one the program speaks. The controller is the one writer of the preferences. "Restart
now" closes the window (which saves the layout and closes the campaign, releasing its lock) and
only then starts the program again, so the new program finds the campaign free and reopens it.
It gets no arguments of this run: a ``--language`` would override the language just chosen.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from types import MappingProxyType

from PySide6.QtCore import QFileInfo, QLocale, QObject, QProcess, QSettings, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QMessageBox,
    QPushButton,
    QStatusBar,
    QWidget,
)

from ryf_desktop.ui.campaign.widgets import form_rows, hint_label, stacked
from ryf_desktop.ui.common.widgets import (
    STRETCH,
    InlineMessage,
    dialog_buttons,
    dialog_column,
    heading,
    named,
)
from ryf_desktop.ui.preferences.settings import AppSettings
from ryf_desktop.ui.tones import Tone
from ryf_desktop.ui.translations import system_language
from ryf_desktop.ui.window_parts import make_action

NOTICE_MS = 8000
#: Starts ``program`` with ``arguments`` in ``working_directory``, detached; True when started.
Launcher = Callable[[str, list[str], str], bool]


def restart_command() -> tuple[str, list[str]]:
    """The program and arguments that start this RyF Desktop again: the native executable
    itself, or from source this interpreter with ``-m ryf_desktop``."""
    if getattr(sys, "frozen", False):
        return sys.executable, []
    return sys.executable, ["-m", "ryf_desktop"]


def start_detached(program: str, arguments: list[str], working_directory: str) -> bool:
    """A :data:`Launcher` that outlives this process (the new program is not its child)."""
    started, _pid = QProcess.startDetached(program, arguments, working_directory)
    return bool(started)


def running_language() -> str:
    """The language this run speaks: start-up makes the default locale Spanish exactly when the
    Spanish translators are installed."""
    return "es" if QLocale().language() == QLocale.Language.Spanish else "en"


# Each language under its own name, in every language, so a GM who cannot read the current one
# still finds theirs.
LANGUAGE_NAMES = MappingProxyType({"es": "Español", "en": "English"})
SYSTEM_DEFAULT = ""
#: The result the Preferences window finishes with after "Restart now" (accepted, and more).
RESTART = 2


class PreferencesDialog(QDialog):
    """Shows ``language`` (None: the system's, which is ``system_language``); the program speaks
    ``running_language`` now. Once finished (Accepted, or :data:`RESTART` after "Restart now"),
    :meth:`language` is the choice."""

    def __init__(
        self,
        language: str | None,
        *,
        running_language: str,
        system_language: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("preferences_dialog")
        self.setWindowTitle(self.tr("Preferences"))
        self._running_language = running_language
        self._system_language = system_language
        title = heading(self.tr("Preferences"))

        self.language_combo = named(QComboBox(), "preferences_language")
        self.language_combo.addItem(self.tr("System default ({language})").format(
            language=LANGUAGE_NAMES[self._system_language]), SYSTEM_DEFAULT)
        for code, name in LANGUAGE_NAMES.items():
            self.language_combo.addItem(name, code)
        language_hint = hint_label(self.tr(
            "The open windows keep their language: a new one applies from the next time "
            "RyF Desktop starts."))
        self.restart_note = named(InlineMessage(tone=Tone.NEUTRAL), "preferences_restart_note")

        form = form_rows(QFormLayout(), (
            self.tr("&Language"), stacked(self.language_combo, language_hint, self.restart_note),
            self.language_combo,
        ))

        self.buttons = dialog_buttons(self, self.tr("Save"), cancel=self.tr("Cancel"))
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.restart_button = named(
            QPushButton(self.tr("&Restart now")), "preferences_restart_button",
            self.tr("Save, close RyF Desktop and start it again in the language chosen"))
        self.restart_button.setAutoDefault(False)
        self.buttons.addButton(self.restart_button, QDialogButtonBox.ButtonRole.ActionRole)

        dialog_column(self, title, form, STRETCH, self.buttons)
        self.setMinimumWidth(520)
        index = self.language_combo.findData(language or SYSTEM_DEFAULT)
        self.language_combo.setCurrentIndex(max(index, 0))
        self.language_combo.currentIndexChanged.connect(lambda _index: self._update_restart())
        self.restart_button.clicked.connect(lambda: self.done(RESTART))
        self._update_restart()

    def language(self) -> str | None:
        """The language chosen, or None for the system's (:data:`SYSTEM_DEFAULT`)."""
        return self.language_combo.currentData() or None

    def effective_language(self) -> str:
        """The language the program will speak after a restart."""
        return self.language() or self._system_language

    def _update_restart(self) -> None:
        chosen = self.effective_language()
        needed = chosen != self._running_language
        # Say which language runs now: a run started with --language (or before a saved
        # change) speaks another than the one shown as chosen.
        self.restart_note.set_message(
            self.tr(
                "RyF Desktop speaks {running} now. Restart it to use {chosen}: the open "
                "campaign is already saved and opens again."
            ).format(running=LANGUAGE_NAMES[self._running_language],
                     chosen=LANGUAGE_NAMES[chosen])
            if needed
            else ""
        )
        self.restart_button.setVisible(needed)
        # Wrapped labels do not raise the window's minimum height: make room for the note.
        self.adjustSize()


class PreferencesController(QObject):
    """Owns :attr:`action` (Edit → Preferences…, ``Ctrl+,``) for ``window``; ``launcher`` starts
    the program again (tests pass a fake one)."""

    def __init__(
        self,
        settings: QSettings,
        window: QWidget,
        status: QStatusBar | None = None,
        *,
        launcher: Launcher = start_detached,
        language_now: str | None = None,
    ) -> None:
        super().__init__(window)
        self.settings = AppSettings(settings)
        self._window = window
        self._status = status
        self._launcher = launcher
        self._language_now = language_now
        self.dialog: PreferencesDialog | None = None

        self.action = make_action(
            self.tr("&Preferences…"), window, "preferences_action",
            tip=self.tr("Choose the language RyF Desktop speaks"), triggered=self.show_dialog)
        self.action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences))
        if self.action.shortcut().isEmpty():
            # Most Linux desktops bind no key to Preferences; Ctrl+, is what macOS and GNOME
            # applications use.
            self.action.setShortcut(QKeySequence(self.tr("Ctrl+,")))

    @Slot()
    def show_dialog(self) -> PreferencesDialog:
        """Open the Preferences window (or bring the open one forward); it stays open while the
        game master carries on, and its answer is applied when it closes."""
        if self.dialog is not None:
            self.dialog.raise_()
            self.dialog.activateWindow()
            return self.dialog
        dialog = PreferencesDialog(
            self.settings.language, running_language=self._language_now or running_language(),
            system_language=system_language(), parent=self._window)
        dialog.finished.connect(lambda result: self._dialog_finished(dialog, result))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _dialog_finished(self, dialog: PreferencesDialog, result: int) -> None:
        self.dialog = None
        dialog.deleteLater()
        if result in (QDialog.DialogCode.Accepted, RESTART):
            self.apply(dialog.language(), restart=result == RESTART)

    def apply(self, language: str | None, *, restart: bool = False) -> bool:
        """Store ``language`` (None: the system's) and restart when asked; returns whether the
        program is restarting."""
        changed = language != self.settings.language
        self.settings.language = language
        self.settings.sync()
        if restart:
            return self.restart()
        if changed and self._status is not None:
            self._status.showMessage(
                self.tr("Language saved: it applies the next time RyF Desktop starts."), NOTICE_MS)
        return False

    def restart(self) -> bool:
        """Close the window and start the program again; False (and the window stays) when the
        program cannot be found or the window does not close."""
        program, arguments = restart_command()
        if not QFileInfo(program).isExecutable():
            QMessageBox.warning(
                self._window,
                self.tr("RyF Desktop cannot restart itself"),
                self.tr(
                    "The program to start ({program}) was not found. The language is saved: "
                    "close RyF Desktop and start it again to use it."
                ).format(program=program),
            )
            return False
        if not self._window.close():
            return False
        if not self._launcher(program, arguments, str(Path.cwd())):
            # The window is gone: the terminal, if any, is the only place left to say it.
            print("RyF Desktop could not start again; start it yourself to use the new language.",
                  file=sys.stderr)
            return False
        return True
