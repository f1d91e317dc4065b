"""The file pickers of the campaign actions: a :class:`~pathlib.Path`, or None when the GM
cancelled (tests replace them)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from ryf_desktop.storage import CAMPAIGN_SUFFIX

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

