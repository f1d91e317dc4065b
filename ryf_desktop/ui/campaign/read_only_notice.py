"""The read-only banner's words: why the open campaign cannot be written, and the way out."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.ui.campaign.labels import moment_text

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.ui.campaign.widgets import ReadOnlyBanner


def show_read_only_notice(session: CampaignSession | None, banner: ReadOnlyBanner) -> None:
    """Say over the map why ``session`` is read-only and what can be done (nothing if it is
    writable)."""
    from ryf_desktop.storage import ReadOnlyReason

    if session is None or not session.read_only:
        banner.clear()
        return
    reason = session.read_only_reason
    if reason == ReadOnlyReason.NOT_WRITABLE:
        banner.show_message(
            QCoreApplication.translate(
                "CampaignController",
                "<b>Read-only:</b> the file {name} cannot be written (it, its folder or its "
                "disk is read-only). You can look, but changes cannot be saved.",
            ).format(name=html.escape(session.path.name)),
            QCoreApplication.translate("CampaignController", "Edit a copy…"),
            QCoreApplication.translate(
                "CampaignController", "Save a copy where you can write, and open the copy"
            ),
        )
        return
    holder = session.held_by
    if reason == ReadOnlyReason.TAKEN_OVER and holder is None:
        message = QCoreApplication.translate(
            "CampaignController",
            "<b>Read-only:</b> another copy of RyF Desktop took this campaign over, so nothing "
            "more is saved here (what you did before is saved).",
        )
    elif reason == ReadOnlyReason.TAKEN_OVER and holder is not None:
        message = QCoreApplication.translate(
            "CampaignController",
            "<b>Read-only:</b> {user} on the computer {host} took this campaign over, so "
            "nothing more is saved here (what you did before is saved).",
        ).format(user=html.escape(holder.user), host=html.escape(holder.host))
    elif reason == ReadOnlyReason.DISK_FULL:
        message = QCoreApplication.translate(
            "CampaignController",
            "<b>Read-only:</b> the disk that holds {name} is full, so nothing can be saved "
            "(nothing is lost). Free some space on it, then open the campaign again.",
        ).format(name=html.escape(session.path.name))
    elif holder is not None:
        message = QCoreApplication.translate(
            "CampaignController",
            "<b>Read-only:</b> {user} on the computer {host} has this campaign open for "
            "editing since {since}. You can look, but changes cannot be saved here.",
        ).format(
            user=html.escape(holder.user),
            host=html.escape(holder.host),
            since=moment_text(holder.since),
        )
    else:
        message = QCoreApplication.translate(
            "CampaignController",
            "<b>Read-only:</b> this campaign was opened read-only. You can look, but changes "
            "cannot be saved.",
        )
    banner.show_message(
        message,
        QCoreApplication.translate("CampaignController", "Open for editing"),
        QCoreApplication.translate(
            "CampaignController", "Open the campaign again so that it can be changed"
        ),
    )
