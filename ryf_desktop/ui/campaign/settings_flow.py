"""File → Campaign settings…: the dialog, then the rename and the rules change as one command."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QWidget

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession


def edit_settings(session: CampaignSession, window: QWidget) -> bool:
    """Ask for the campaign's name and rules and push what changed (one undo step)."""
    from ryf_desktop.session import ChangeProfile, RenameCampaign
    from ryf_desktop.session.command import CompositeCommand, ModelCommand
    from ryf_desktop.ui.campaign.settings_dialog import CampaignSettingsDialog

    dialog = CampaignSettingsDialog(
        session.name,
        session.setting,
        session.profile,
        read_only=session.read_only,
        parent=window,
    )
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted or session.read_only:
            return False
        rename = dialog.name_changed()
        new_profile = dialog.profile_changed()
        name = dialog.name()
        profile = dialog.profile()
    finally:
        dialog.deleteLater()
    parts: list[ModelCommand] = []
    if rename:
        parts.append(RenameCampaign(session, name))
    if new_profile:
        parts.append(ChangeProfile(session, profile))
    if not parts:
        return False
    # Both changes at once are one step (one write, one undo), as the GM made them in one dialog.
    command = parts[0] if len(parts) == 1 else CompositeCommand(
        session, QCoreApplication.translate("CampaignController", "Change the campaign settings"),
        parts,
    )
    return session.push(command)
