"""Edit → Preferences…: the action, the dialog's outcome stored in the settings, and the restart.

The controller is the one writer of the preferences. "Restart now" closes the window (which
saves the layout and closes the campaign, releasing its lock) and only then starts the program
again, so the new program finds the campaign free and reopens it. The new program gets no
arguments of this run: a ``--language`` from this run would override the language just chosen.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QFileInfo, QLocale, QObject, QProcess, QSettings, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMessageBox, QStatusBar, QWidget

from ryf_desktop.ui.preferences.dialog import PreferencesDialog
from ryf_desktop.ui.preferences.settings import AppSettings
from ryf_desktop.ui.translations import system_language

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

        self.action = QAction(self.tr("&Preferences…"), window)
        self.action.setObjectName("preferences_action")
        self.action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences))
        if self.action.shortcut().isEmpty():
            # Most Linux desktops bind no key to Preferences; Ctrl+, is what macOS and GNOME
            # applications use.
            self.action.setShortcut(QKeySequence(self.tr("Ctrl+,")))
        self.action.setStatusTip(self.tr("Choose the language RyF Desktop speaks"))
        self.action.triggered.connect(self.show_dialog)

    def language_now(self) -> str:
        return self._language_now or running_language()

    @Slot()
    def show_dialog(self) -> PreferencesDialog:
        """Open the Preferences window (or bring the open one forward); it stays open while the
        game master carries on, and its answer is applied when it closes."""
        if self.dialog is not None:
            self.dialog.raise_()
            self.dialog.activateWindow()
            return self.dialog
        dialog = PreferencesDialog(
            self.settings.language,
            running_language=self.language_now(),
            system_language=system_language(),
            parent=self._window,
        )
        dialog.finished.connect(lambda result: self._dialog_finished(dialog, result))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _dialog_finished(self, dialog: PreferencesDialog, result: int) -> None:
        self.dialog = None
        dialog.deleteLater()
        if result != QDialog.DialogCode.Accepted:
            return
        self.apply(dialog.language(), restart=dialog.restart_requested)

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
                self.tr("Language saved: it applies the next time RyF Desktop starts."),
                NOTICE_MS,
            )
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
            print(
                "RyF Desktop could not start again; start it yourself to use the new language.",
                file=sys.stderr,
            )
            return False
        return True
