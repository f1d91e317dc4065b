"""File → Campaign settings…: the dialog, then the rename and the rules change as one command."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ryf_desktop.ui.common.widgets import run_modal

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
    parts: list[ModelCommand] | None = run_modal(dialog, lambda shown: [
        *([RenameCampaign(session, shown.name())] if shown.name_changed() else []),
        *([ChangeProfile(session, shown.profile())] if shown.profile_changed() else []),
    ])
    if not parts or session.read_only:
        return False
    # Both changes at once are one step (one write, one undo), as the GM made them in one dialog.
    command = parts[0] if len(parts) == 1 else CompositeCommand(
        session, QCoreApplication.translate("CampaignController", "Change the campaign settings"),
        parts,
    )
    return session.push(command)
