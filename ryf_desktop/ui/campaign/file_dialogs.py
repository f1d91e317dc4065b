"""The file pickers of the campaign actions (a :class:`~pathlib.Path`, or None when the GM
cancelled; tests replace them), and File → Save a copy… and File → Restore a backup….

The copy is written while the campaign stays open; a restore closes it, puts the backup in its
place and opens it again.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ryf_desktop.storage import CAMPAIGN_SUFFIX, restore_backup
from ryf_desktop.ui.campaign.feedback import NOTICE_MS
from ryf_desktop.ui.campaign.labels import moment_text
from ryf_desktop.ui.campaign.restore_dialog import RestoreBackupDialog
from ryf_desktop.ui.common.widgets import run_modal

if TYPE_CHECKING:
    from ryf_desktop.ui.campaign.feedback import CampaignFiles

#: Short name for the calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


def campaign_filter() -> str:
    return ";;".join((translate("CampaignFileDialogs", "RyF campaigns (*.ryf)"),
                      translate("CampaignFileDialogs", "All files (*)")))


def ask_open_path(parent: QWidget | None, folder: Path) -> Path | None:
    chosen, _filter = QFileDialog.getOpenFileName(
        parent, translate("CampaignFileDialogs", "Open a campaign"), str(folder), campaign_filter())
    return Path(chosen) if chosen else None


def ask_save_path(parent: QWidget | None, title: str, suggested: Path) -> Path | None:
    """A path to write; the dialog itself asks before an existing file is replaced."""
    dialog = QFileDialog(parent, title, str(suggested.parent), campaign_filter())
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setDefaultSuffix(CAMPAIGN_SUFFIX.lstrip("."))
    dialog.selectFile(suggested.name)
    if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return None
    return Path(dialog.selectedFiles()[0])


def ask_save_beside(parent: QWidget | None, title: str, path: Path, stem: str) -> Path | None:
    """:func:`ask_save_path` suggesting a file beside ``path`` named by ``stem`` (a sentence
    with ``{stem}``, ``path``'s own: "Mesa (copy)")."""
    suggested = path.with_name(stem.format(stem=path.stem) + CAMPAIGN_SUFFIX)
    return ask_save_path(parent, title, suggested)


def save_copy(controller: CampaignFiles) -> Path | None:
    """Ask where, then write a copy of the open campaign there (the GM agreed to replace a file
    there)."""
    session = controller.session
    if session is None:
        return None
    dest = ask_save_beside(
        controller.feedback.window, translate("CampaignController", "Save a copy of the campaign"),
        session.path, translate("CampaignController", "{stem} (copy)"))
    if dest is None:
        return None
    if dest.suffix.lower() != CAMPAIGN_SUFFIX:
        dest = dest.with_name(dest.name + CAMPAIGN_SUFFIX)
    if controller.feedback.attempt(
        translate("CampaignController", "Saving a copy…"),
        translate("CampaignController", "The copy was not saved"),
        lambda: session.save_copy(dest, overwrite=dest.exists()),
    ) is None:
        return None
    controller.feedback.status.showMessage(translate(
        "CampaignController", "A copy of {name} was saved as {path}."
    ).format(name=session.name, path=str(dest)), NOTICE_MS)
    return dest


def restore_a_backup(controller: CampaignFiles) -> bool:
    """Ask which backup, confirm, close the campaign, put the backup in its place, reopen."""
    session = controller.session
    if session is None or session.read_only:
        return False
    window = controller.feedback.window
    dialog = RestoreBackupDialog(session.name, session.list_backups(), parent=window)
    chosen = run_modal(dialog, RestoreBackupDialog.chosen)
    if chosen is None:
        return False
    answer = QMessageBox.question(
        window,
        translate("CampaignController", "Restore a backup"),
        translate(
            "CampaignController",
            "Restore the backup of {time}?\n\n{name} will be closed and replaced by the "
            "backup; the changes made since then will be lost. Save a copy first if you may "
            "want them.",
        ).format(time=moment_text(chosen.taken_at), name=session.name),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel,
    )
    if answer != QMessageBox.StandardButton.Yes:
        return False
    path = session.path
    controller.close_campaign()
    if controller.feedback.attempt(
        translate("CampaignController", "Restoring the backup…"),
        translate("CampaignController", "The backup was not restored"),
        lambda: restore_backup(chosen, path, overwrite=True),
    ) is None:
        controller.open_path(path)
        return False
    if not controller.open_path(path):
        return False
    controller.feedback.status.showMessage(translate(
        "CampaignController", "The backup of {time} was restored."
    ).format(time=moment_text(chosen.taken_at)), NOTICE_MS)
    return True
