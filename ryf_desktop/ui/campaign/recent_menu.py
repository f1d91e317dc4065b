"""File → Open recent: the campaigns by name, the file after a dash and the whole path in the
tip; a file that is not there now is shown greyed with "not found" (a disk may come back), and
"Clear the list" forgets them all."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ryf_desktop.ui.campaign.recent import CampaignMemory, RecentCampaign

# Entries numbered &1 … &9, &0 for keyboard choice.
NUMBERED = 10


def recent_label(entry: RecentCampaign) -> str:
    """"Name — file.ryf" (the file alone when the name is not known), without accelerators."""
    file_name = entry.path.name
    if entry.name and entry.name != entry.path.stem:
        text = QCoreApplication.translate("RecentMenu", "{name} — {file}").format(
            name=entry.name, file=file_name
        )
    else:
        text = file_name
    if not entry.exists:
        text = QCoreApplication.translate("RecentMenu", "{campaign} (not found)").format(
            campaign=text
        )
    return text


def fill_recent_menu(
    menu: QMenu,
    memory: CampaignMemory,
    clear_action: QAction,
    open_path: Callable[[Path], object],
) -> None:
    """Fill ``menu`` from ``memory``; choosing an entry calls ``open_path`` with its file."""
    menu.clear()
    menu.setToolTipsVisible(True)
    entries = memory.recent_entries()
    for number, entry in enumerate(entries, start=1):
        label = recent_label(entry).replace("&", "&&")
        text = f"&{number % 10} {label}" if number <= NUMBERED else label
        action = QAction(text, menu)
        tip = str(entry.path) if entry.exists else QCoreApplication.translate(
            "RecentMenu", "There is no file at {path} now."
        ).format(path=str(entry.path))
        action.setStatusTip(tip)
        action.setToolTip(tip)
        action.setEnabled(entry.exists)
        action.triggered.connect(lambda _checked=False, path=entry.path: open_path(path))
        menu.addAction(action)
    if entries:
        menu.addSeparator()
    else:
        empty = menu.addAction(QCoreApplication.translate("RecentMenu", "No recent campaigns"))
        empty.setEnabled(False)
    menu.addAction(clear_action)
    clear_action.setEnabled(bool(entries))
