"""The question asked when another copy of the program has the campaign open.

It names who holds the campaign (user, computer, program, process, since when) and offers to
open it read-only, to take it over, or to cancel. Taking over asks once more, in words that say
what it means: a copy still running there would lose its hold on the file (it is told so when it
next saves, and offered read-only). A copy of this computer that is gone is taken over by the
storage without asking; a copy on another computer (the laptop renamed, the file carried on a USB
stick) cannot be seen from here, so the GM decides.
"""

from __future__ import annotations

import html
import socket
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ryf_desktop.ui.campaign.labels import moment_text

if TYPE_CHECKING:
    from ryf_desktop.storage import LockHolder
    from ryf_desktop.ui.campaign.feedback import CampaignFiles


class LockChoice(Enum):
    CANCEL = "cancel"
    READ_ONLY = "read_only"
    TAKE_OVER = "take_over"


class LockDialog(QMessageBox):
    """Ask what to do with a campaign held elsewhere; :meth:`choice` after ``exec``."""

    def __init__(self, holder: LockHolder, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lock_dialog")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Campaign already open"))
        self.setText(
            self.tr("<b>{name}</b> is already open in {program}.").format(
                name=html.escape(path.name), program=html.escape(holder.program)
            )
        )
        self.holder_text = holder_text(holder)
        self.setInformativeText(
            self.holder_text
            + "\n\n"
            + self.tr(
                "You can open it read-only to look at it, or cancel and close it there first "
                "to edit it here. If that copy of the program is no longer running, you can "
                "take the campaign over."
            )
        )
        self.read_only_button: QPushButton = self.addButton(
            self.tr("Open read-only"), QMessageBox.ButtonRole.AcceptRole
        )
        self.read_only_button.setObjectName("open_read_only_button")
        self.take_over_button: QPushButton = self.addButton(
            self.tr("Take over…"), QMessageBox.ButtonRole.DestructiveRole
        )
        self.take_over_button.setObjectName("take_over_button")
        self.cancel_button: QPushButton = self.addButton(
            self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole
        )
        self.setDefaultButton(self.read_only_button)
        self.setEscapeButton(self.cancel_button)

    def read_only_chosen(self) -> bool:
        return self.clickedButton() is self.read_only_button

    def choice(self) -> LockChoice:
        clicked = self.clickedButton()
        if clicked is self.read_only_button:
            return LockChoice.READ_ONLY
        if clicked is self.take_over_button:
            return LockChoice.TAKE_OVER
        return LockChoice.CANCEL


class TakeOverDialog(QMessageBox):
    """"Take the campaign over from <holder>?", with what it means; :meth:`confirmed`."""

    def __init__(self, holder: LockHolder, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("take_over_dialog")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Take the campaign over"))
        self.setText(
            self.tr("Take <b>{name}</b> over from {user} on the computer {host}?").format(
                name=html.escape(path.name), user=html.escape(holder.user),
                host=html.escape(holder.host),
            )
        )
        if holder.host == socket.gethostname():
            risk = self.tr(
                "That copy of the program may still be running on this computer."
            )
        else:
            risk = self.tr(
                "RyF Desktop cannot tell from here whether that copy is still running on the "
                "other computer."
            )
        self.setInformativeText(
            risk
            + " "
            + self.tr(
                "Take over only if it is not (it crashed, or the file was carried here). If it "
                "is, it loses the campaign: it is told so when it next saves a change, and may "
                "go on read-only."
            )
        )
        self.take_over_button: QPushButton = self.addButton(
            self.tr("Take over"), QMessageBox.ButtonRole.DestructiveRole
        )
        self.take_over_button.setObjectName("confirm_take_over_button")
        self.cancel_button: QPushButton = self.addButton(
            self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole
        )
        self.setDefaultButton(self.cancel_button)
        self.setEscapeButton(self.cancel_button)

    def confirmed(self) -> bool:
        return self.clickedButton() is self.take_over_button


class TakenOverDialog(QMessageBox):
    """Said to a copy whose campaign another copy took over: its change was not saved; it may
    go on read-only. :meth:`read_only_chosen` after ``exec``."""

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("taken_over_dialog")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Campaign taken over"))
        self.setText(
            self.tr("Another copy of RyF Desktop took <b>{name}</b> over.").format(
                name=html.escape(path.name)
            )
        )
        self.setInformativeText(
            self.tr(
                "Your last change was not saved, and no other change can be saved here. Open "
                "the campaign read-only to go on looking at it, or close it."
            )
        )
        self.read_only_button: QPushButton = self.addButton(
            self.tr("Open read-only"), QMessageBox.ButtonRole.AcceptRole
        )
        self.close_button: QPushButton = self.addButton(
            self.tr("Close the campaign"), QMessageBox.ButtonRole.RejectRole
        )
        self.setDefaultButton(self.read_only_button)
        self.setEscapeButton(self.close_button)

    def read_only_chosen(self) -> bool:
        return self.clickedButton() is self.read_only_button


def holder_text(holder: LockHolder) -> str:
    """"Opened by marta on the computer portatil (RyF Desktop, process 4242) since …"."""
    return QCoreApplication.translate(
        "LockDialog",
        "Opened by {user} on the computer {host} ({program}, process {pid}) since {since}."
    ).format(
        user=holder.user,
        host=holder.host,
        program=holder.program,
        pid=QLocale().toString(holder.pid).replace(QLocale().groupSeparator(), ""),
        since=moment_text(holder.since),
    ) + silence_text(holder, datetime.now(UTC))


def silence_text(holder: LockHolder, now: datetime) -> str:
    """" It has given no sign of life for 12 minutes: …" when the holder went silent, else ""."""
    silent = holder.silent_for(now)
    if silent is None or not holder.probably_stale(now):
        return ""
    # Over HEARTBEAT_STALE, so always several minutes: no plural forms (which lupdate does not
    # see in a QCoreApplication.translate call, and so would leave "singular|plural" on show).
    minutes = int(silent.total_seconds() // 60)
    return " " + QCoreApplication.translate(
        "LockDialog",
        "It has given no sign of life for {minutes} minutes: that copy has probably stopped (a "
        "crash, or its computer asleep), and taking the campaign over is likely safe.",
    ).format(minutes=QLocale().toString(minutes))


def ask_about_lock(holder: LockHolder, path: Path, parent: QWidget | None) -> LockChoice:
    """Ask, and for a take-over ask once more; what the GM chose."""
    dialog = LockDialog(holder, path, parent)
    try:
        dialog.exec()
        choice = dialog.choice()
    finally:
        dialog.deleteLater()
    if choice is not LockChoice.TAKE_OVER:
        return choice
    confirm = TakeOverDialog(holder, path, parent)
    try:
        confirm.exec()
        return LockChoice.TAKE_OVER if confirm.confirmed() else LockChoice.CANCEL
    finally:
        confirm.deleteLater()


def go_on_after_take_over(controller: CampaignFiles, path: Path) -> None:
    """Another copy took the campaign at ``path`` over: say so, close it, and open it again
    read-only if the GM wants."""
    session = controller.session
    if session is None or session.path != path:
        return
    dialog = TakenOverDialog(path, controller.feedback.window)
    try:
        dialog.exec()
        read_only = dialog.read_only_chosen()
    finally:
        dialog.deleteLater()
    controller.close_campaign()
    if read_only:
        controller.open_path(path, read_only=True)
