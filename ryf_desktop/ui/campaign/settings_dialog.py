"""File → Campaign settings…: the campaign's name and every key of its rules profile (RULES.md §10).

The dialog shows the values and checks what was typed; :func:`edit_settings` turns the
differences into session commands (a rename, a profile change), pushed as one undoable step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.rules.skills import Setting
from ryf_desktop.ui.campaign import labels
from ryf_desktop.ui.campaign.profile_form import RulesProfileForm
from ryf_desktop.ui.campaign.widgets import form_rows, hint_label, stacked
from ryf_desktop.ui.common.widgets import (
    STRETCH,
    InlineMessage,
    dialog_buttons,
    dialog_column,
    named,
    run_modal,
    text_label,
)

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession


class CampaignSettingsDialog(QDialog):
    """Edit a campaign's name and rules profile; ``read_only`` shows them without editing."""

    def __init__(
        self,
        name: str,
        setting: Setting | str,
        profile: RulesProfile,
        *,
        read_only: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("campaign_settings_dialog")
        self.setWindowTitle(self.tr("Campaign settings"))
        self._read_only = read_only
        self._build(setting)
        self.name_edit.setText(name)
        self.rules.show_profile(profile)
        self._connect()
        self._validate()
        if read_only:
            self._lock_fields()

    # --- layout -------------------------------------------------------------------------------
    def _build(self, setting: Setting | str) -> None:
        heading = text_label(self.tr("Campaign settings"), scale=1.3, bold=True)

        self.name_edit = named(QLineEdit(), "settings_name")
        self.name_edit.setMaxLength(120)
        self.name_error = named(InlineMessage(), "settings_name_error")
        self.setting_label = text_label(labels.setting_name(setting), "settings_setting")
        setting_hint = hint_label(self.tr("Chosen when the campaign was created"))

        identity = form_rows(
            QFormLayout(),
            (self.tr("&Name"), stacked(self.name_edit, self.name_error), self.name_edit),
            (self.tr("Setting"), stacked(self.setting_label, setting_hint), None),
        )

        self.rules = RulesProfileForm()

        self.read_only_note = named(hint_label(
            self.tr("The campaign is open read-only: these settings cannot be changed now.")
        ), "settings_read_only_note")
        self.read_only_note.setVisible(False)
        self.change_note = hint_label(
            self.tr("Changes apply from now on and can be undone with Edit → Undo.")
        )

        self.buttons = dialog_buttons(self, self.tr("Apply"), cancel=self.tr("Cancel"))
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)

        dialog_column(
            self, heading, self.read_only_note, identity, self.rules, self.change_note, STRETCH,
            self.buttons
        )
        self.setMinimumWidth(620)

    def _connect(self) -> None:
        self.name_edit.textChanged.connect(lambda _text: self._validate())
        self.rules.points_spin.valueChanged.connect(lambda _value: self._validate())

    def _lock_fields(self) -> None:
        self.read_only_note.setVisible(True)
        self.change_note.setVisible(False)
        for field in (self.name_edit, *self.rules.fields()):
            field.setEnabled(False)
        self.save_button.setVisible(False)
        self.cancel_button.setText(self.tr("Close"))

    # --- values -------------------------------------------------------------------------------
    def name(self) -> str:
        return self.name_edit.text().strip()

    def profile(self) -> RulesProfile:
        """The profile as shown; only call once accepted (the rules refuse bad points)."""
        return self.rules.profile()

    def _validate(self) -> bool:
        name_ok = bool(self.name())
        self.name_error.set_message(
            "" if name_ok else self.tr("The campaign needs a name: type one.")
        )
        points_ok = self.rules.points.check()
        return name_ok and points_ok

    def accept(self) -> None:
        if self._read_only:
            self.reject()
            return
        if not self._validate():
            (self.name_edit if not self.name() else self.rules.points_spin).setFocus()
            return
        super().accept()


def edit_settings(session: CampaignSession, window: QWidget) -> bool:
    """Ask for the campaign's name and rules and push what changed (one undo step)."""
    from ryf_desktop.session import ChangeProfile, RenameCampaign
    from ryf_desktop.session.command import CompositeCommand, ModelCommand

    dialog = CampaignSettingsDialog(
        session.name,
        session.setting,
        session.profile,
        read_only=session.read_only,
        parent=window,
    )
    parts: list[ModelCommand] | None = run_modal(dialog, lambda shown: [
        *([RenameCampaign(session, shown.name())] if shown.name() != session.name else []),
        *([ChangeProfile(session, shown.profile())] if shown.profile() != session.profile else []),
    ])
    if not parts or session.read_only:
        return False
    # Both changes at once are one step (one write, one undo), as the GM made them in one dialog.
    command = parts[0] if len(parts) == 1 else CompositeCommand(
        session, QCoreApplication.translate("CampaignController", "Change the campaign settings"),
        parts,
    )
    return session.push(command)
