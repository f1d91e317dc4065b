"""The Preferences window: the language, and the note that a new language needs a restart.

Qt cannot reliably put every open window into another language, so a change applies from the next
start. The window says so, and offers "Restart now" while the language chosen differs from the
one the program speaks.
"""

from __future__ import annotations

from types import MappingProxyType

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QPushButton,
    QWidget,
)

from ryf_desktop.ui.campaign.widgets import form_rows, hint_label, stacked
from ryf_desktop.ui.common.widgets import (
    STRETCH,
    InlineMessage,
    dialog_buttons,
    dialog_column,
    named,
    text_label,
)
from ryf_desktop.ui.tones import Tone

# Each language under its own name, in every language, so a GM who cannot read the current one
# still finds theirs.
LANGUAGE_NAMES = MappingProxyType({"es": "Español", "en": "English"})
SYSTEM_DEFAULT = ""


class PreferencesDialog(QDialog):
    """Shows ``language`` (None: the system's, which is ``system_language``); the program speaks
    ``running_language`` now. After ``accept``, :meth:`language` is the choice and
    :attr:`restart_requested` says whether "Restart now" was pressed."""

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
        self.restart_requested = False
        self._build()
        index = self.language_combo.findData(language or SYSTEM_DEFAULT)
        self.language_combo.setCurrentIndex(max(index, 0))
        self.language_combo.currentIndexChanged.connect(lambda _index: self._update_restart())
        self.restart_button.clicked.connect(self.accept_and_restart)
        self._update_restart()

    def _build(self) -> None:
        heading = text_label(self.tr("Preferences"), scale=1.3, bold=True)

        self.language_combo = named(QComboBox(), "preferences_language")
        self.language_combo.addItem(
            self.tr("System default ({language})").format(
                language=LANGUAGE_NAMES[self._system_language]
            ),
            SYSTEM_DEFAULT,
        )
        for code, name in LANGUAGE_NAMES.items():
            self.language_combo.addItem(name, code)
        language_hint = hint_label(
            self.tr(
                "The open windows keep their language: a new one applies from the next time "
                "RyF Desktop starts."
            )
        )
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

        dialog_column(self, heading, form, STRETCH, self.buttons)
        self.setMinimumWidth(520)

    # --- values -------------------------------------------------------------------------------
    def language(self) -> str | None:
        """The language chosen, or None for the system's."""
        code = self.language_combo.currentData()
        return code if isinstance(code, str) and code in LANGUAGE_NAMES else None

    def effective_language(self) -> str:
        """The language the program will speak after a restart."""
        return self.language() or self._system_language

    def accept_and_restart(self) -> None:
        self.restart_requested = True
        self.accept()

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
