"""What to do with a campaign file that is damaged: look at it read-only, save a repaired copy
and open that, or leave it.

Shown when opening for writing finds damage that SQLite can still read past (an index that lost
rows, say: only the full integrity check finds it). The damaged file is never written; the
repaired copy (:func:`~ryf_desktop.storage.repair.save_repaired_copy`) is a new file beside it.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ryf_desktop.ui.common.widgets import ChoiceBox

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.storage import CampaignFileError
    from ryf_desktop.ui.campaign.feedback import CampaignFiles


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
        self.setInformativeText(
            self.tr(
                "You can look at it read-only, or save a repaired copy (the rows that can still "
                "be read, written to a new file) and go on with that."
            )
        )
        self.read_only_button = self.answer(
            DamageChoice.READ_ONLY, self.tr("Open read-only"), QMessageBox.ButtonRole.AcceptRole)
        self.repair_button = self.answer(
            DamageChoice.REPAIR, self.tr("Save a repaired copy…"),
            QMessageBox.ButtonRole.ActionRole)
        self.close_button = self.answer(
            DamageChoice.CLOSE, self.tr("Close"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.read_only_button)
        self.setEscapeButton(self.close_button)


def offer_ways_on(
    controller: CampaignFiles, path: Path, error: CampaignFileError
) -> CampaignSession | None:
    """Ask, then open read-only or save and open a repaired copy; the session, or None."""
    from ryf_desktop.storage import CampaignFileError
    from ryf_desktop.storage.repair import save_repaired_copy
    from ryf_desktop.ui.campaign import file_dialogs
    from ryf_desktop.ui.campaign.storage_messages import storage_message

    choice = DamagedFileDialog(storage_message(error), controller.feedback.window).ask()
    if choice is DamageChoice.READ_ONLY:
        return controller.open_session(path, read_only=True, quiet=False)
    if choice is DamageChoice.CLOSE:
        return None
    dest = file_dialogs.ask_save_beside(
        controller.feedback.window,
        QCoreApplication.translate("DamagedFileDialog", "Save a repaired copy"),
        path,
        QCoreApplication.translate("DamagedFileDialog", "{stem} (repaired)"),
    )
    if dest is None:
        return None
    try:
        save_repaired_copy(path, dest)
    except (CampaignFileError, OSError) as failure:
        controller.feedback.show_error(
            QCoreApplication.translate("DamagedFileDialog", "The campaign was not repaired"),
            failure,
        )
        return None
    return controller.open_session(dest, read_only=False, quiet=False)
