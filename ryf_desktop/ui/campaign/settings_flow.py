"""File → Campaign settings…: the dialog, then the rename and the rules change as commands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QWidget

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession


def edit_settings(session: CampaignSession, window: QWidget) -> bool:
    """Ask for the campaign's name and rules and push what changed (one undo step)."""
    from ryf_desktop.session import ChangeProfile, RenameCampaign
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
    if not (rename or new_profile):
        return False
    stack = session.undo_stack
    # Both changes at once undo as one step, as the GM made them in one dialog.
    both = rename and new_profile
    if both:
        stack.beginMacro(
            QCoreApplication.translate("CampaignController", "Change the campaign settings")
        )
    try:
        done = True
        if rename:
            done = session.push(RenameCampaign(session, name)) and done
        if new_profile:
            done = session.push(ChangeProfile(session, profile)) and done
    finally:
        if both:
            stack.endMacro()
    return done
