"""The question asked when another running copy of the program has the campaign open.

It names who holds the campaign (user, computer, process, since when) and offers to open it
read-only or to cancel. Taking a campaign over is left out on purpose: the storage already takes
over a lock whose process is gone on this computer, and from here a live copy elsewhere cannot be
told from a crashed one.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ryf_desktop.storage import LockHolder
from ryf_desktop.ui.campaign.labels import moment_text


class LockDialog(QMessageBox):
    """Ask what to do with a campaign held elsewhere; :meth:`read_only_chosen` after ``exec``."""

    def __init__(self, holder: LockHolder, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lock_dialog")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Campaign already open"))
        self.setText(
            self.tr("<b>{name}</b> is already open in RyF Desktop.").format(
                name=html.escape(path.name)
            )
        )
        self.holder_text = self.tr(
            "Opened by {user} on the computer {host} (process {pid}) since {since}."
        ).format(
            user=holder.user,
            host=holder.host,
            pid=QLocale().toString(holder.pid).replace(QLocale().groupSeparator(), ""),
            since=moment_text(holder.since),
        )
        self.setInformativeText(
            self.holder_text
            + "\n\n"
            + self.tr(
                "You can open it read-only to look at it, or cancel and close it there first "
                "to edit it here."
            )
        )
        self.read_only_button: QPushButton = self.addButton(
            self.tr("Open read-only"), QMessageBox.ButtonRole.AcceptRole
        )
        self.read_only_button.setObjectName("open_read_only_button")
        self.cancel_button: QPushButton = self.addButton(
            self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole
        )
        self.setDefaultButton(self.read_only_button)
        self.setEscapeButton(self.cancel_button)

    def read_only_chosen(self) -> bool:
        return self.clickedButton() is self.read_only_button
