"""The questions asked when a campaign cannot simply be opened: held by another copy of the
program (a gone copy of this computer is taken over by the storage without asking; one on another
computer cannot be seen from here), or damaged (the damaged file itself is never written)."""

from __future__ import annotations

import html
import socket
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QMessageBox, QWidget

from ryf_desktop.ui.campaign.labels import moment_text
from ryf_desktop.ui.common.widgets import ChoiceBox

if TYPE_CHECKING:
    from ryf_desktop.storage import LockHolder


class LockChoice(Enum):
    CANCEL = "cancel"
    READ_ONLY = "read_only"
    TAKE_OVER = "take_over"


class LockDialog(ChoiceBox[LockChoice]):
    """Ask what to do with a campaign held elsewhere; :meth:`choice` after ``exec``."""

    def __init__(self, holder: LockHolder, path: Path, parent: QWidget | None = None) -> None:
        super().__init__("lock_dialog", QMessageBox.Icon.Warning, LockChoice.CANCEL, parent)
        self.setWindowTitle(self.tr("Campaign already open"))
        self.setText(self.tr("<b>{name}</b> is already open in {program}.").format(
            name=html.escape(path.name), program=html.escape(holder.program)))
        held = self.tr(
            "Opened by {user} on the computer {host} ({program}, process {pid}) since {since}."
        ).format(
            user=holder.user,
            host=holder.host,
            program=holder.program,
            pid=QLocale().toString(holder.pid).replace(QLocale().groupSeparator(), ""),
            since=moment_text(holder.since),
        ) + silence_text(holder, datetime.now(UTC))
        self.setInformativeText(held + "\n\n" + self.tr(
            "You can open it read-only to look at it, or cancel and close it there first "
            "to edit it here. If that copy of the program is no longer running, you can "
            "take the campaign over."))
        self.read_only_button = self.answer(
            LockChoice.READ_ONLY, self.tr("Open read-only"), QMessageBox.ButtonRole.AcceptRole,
            "open_read_only_button")
        self.take_over_button = self.answer(
            LockChoice.TAKE_OVER, self.tr("Take over…"), QMessageBox.ButtonRole.DestructiveRole,
            "take_over_button")
        self.cancel_button = self.answer(
            LockChoice.CANCEL, self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.read_only_button)


class TakeOverDialog(ChoiceBox[bool]):
    """"Take the campaign over from <holder>?", with what it means; True when confirmed."""

    def __init__(self, holder: LockHolder, path: Path, parent: QWidget | None = None) -> None:
        super().__init__("take_over_dialog", QMessageBox.Icon.Warning, False, parent)
        self.setWindowTitle(self.tr("Take the campaign over"))
        self.setText(self.tr("Take <b>{name}</b> over from {user} on the computer {host}?").format(
            name=html.escape(path.name), user=html.escape(holder.user),
            host=html.escape(holder.host)))
        if holder.host == socket.gethostname():
            risk = self.tr("That copy of the program may still be running on this computer.")
        else:
            risk = self.tr(
                "RyF Desktop cannot tell from here whether that copy is still running on the "
                "other computer.")
        self.setInformativeText(risk + " " + self.tr(
            "Take over only if it is not (it crashed, or the file was carried here). If it "
            "is, it loses the campaign: it is told so when it next saves a change, and may "
            "go on read-only."))
        self.take_over_button = self.answer(
            True, self.tr("Take over"), QMessageBox.ButtonRole.DestructiveRole,
            "confirm_take_over_button")
        self.cancel_button = self.answer(
            False, self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.cancel_button)


class TakenOverDialog(ChoiceBox[bool]):
    """Said to a copy whose campaign another copy took over: its change was not saved; it may
    go on read-only (True)."""

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__("taken_over_dialog", QMessageBox.Icon.Warning, False, parent)
        self.setWindowTitle(self.tr("Campaign taken over"))
        self.setText(self.tr("Another copy of RyF Desktop took <b>{name}</b> over.").format(
            name=html.escape(path.name)))
        self.setInformativeText(self.tr(
            "Your last change was not saved, and no other change can be saved here. Open "
            "the campaign read-only to go on looking at it, or close it."))
        self.read_only_button = self.answer(
            True, self.tr("Open read-only"), QMessageBox.ButtonRole.AcceptRole)
        self.close_button = self.answer(
            False, self.tr("Close the campaign"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.read_only_button)


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


class DamageChoice(Enum):
    CLOSE = "close"
    READ_ONLY = "read_only"
    REPAIR = "repair"


class DamagedFileDialog(ChoiceBox[DamageChoice]):
    """The refusal in the GM's words, and the three ways on; :meth:`choice` after ``exec``."""

    def __init__(self, message: str, parent: QWidget | None = None) -> None:
        super().__init__("damaged_file_dialog", QMessageBox.Icon.Critical, DamageChoice.CLOSE,
                         parent)
        self.setWindowTitle(self.tr("The campaign is damaged"))
        self.setText(message)
        self.setInformativeText(self.tr(
            "You can look at it read-only, or save a repaired copy (the rows that can still "
            "be read, written to a new file) and go on with that."))
        self.read_only_button = self.answer(
            DamageChoice.READ_ONLY, self.tr("Open read-only"), QMessageBox.ButtonRole.AcceptRole)
        self.repair_button = self.answer(
            DamageChoice.REPAIR, self.tr("Save a repaired copy…"),
            QMessageBox.ButtonRole.ActionRole)
        self.close_button = self.answer(
            DamageChoice.CLOSE, self.tr("Close"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.read_only_button)

