"""What the program remembers about campaigns between runs (the recent files, the last one, the
last folder), and File → Open recent.

At most :data:`RECENT_MAX` files, newest first, each with the campaign's name as last seen. A file
that is not there now stays in the list (a disk may come back), greyed "not found" in the menu.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

RECENT_KEY = "campaigns/recent"
NAMES_GROUP = "campaigns/names"
LAST_KEY = "campaigns/last"
FOLDER_KEY = "campaigns/folder"
RECENT_MAX = 10


@dataclass(frozen=True)
class RecentCampaign:
    """One entry of the recent list: the file, the campaign's name when known, and whether the
    file is there now."""

    path: Path
    name: str | None
    exists: bool


#: How a path whose name is not UTF-8 (a Latin-1 folder from an old USB stick) is stored:
#: Qt's settings would silently drop its undecodable bytes, so its bytes go in hexadecimal.
_BYTES_PREFIX = "ryf-path-bytes:"


def _setting_of(path: Path) -> str:
    text = str(path)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return _BYTES_PREFIX + os.fsencode(path).hex()
    return text


def _path_of(text: str) -> Path | None:
    if not text.startswith(_BYTES_PREFIX):
        return Path(text)
    try:
        return Path(os.fsdecode(bytes.fromhex(text.removeprefix(_BYTES_PREFIX))))
    except ValueError:
        return None


def same_file(first: Path, second: Path) -> bool:
    """Whether two paths name one file: by the disk when both are there, else by their text."""
    try:
        return first.samefile(second)
    except OSError:
        return os.path.normcase(str(first.absolute())) == os.path.normcase(str(second.absolute()))


def _name_key(path: Path) -> str:
    # A digest, not the path: a path's slashes would make nested groups of the settings.
    digest = hashlib.sha1(os.fsencode(os.path.normcase(str(path.absolute())))).hexdigest()
    return f"{NAMES_GROUP}/{digest[:16]}"


class CampaignMemory:
    """Recent campaigns, the last campaign and the last folder used, in ``settings``."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    def recent(self) -> list[Path]:
        """The recent campaigns that are there now, newest first."""
        return [entry.path for entry in self.recent_entries() if entry.exists]

    def recent_entries(self) -> list[RecentCampaign]:
        """Every remembered campaign, newest first, missing files included."""
        return [RecentCampaign(path, self.name_of(path), path.is_file())
                for path in self._stored_recent()]

    def add_recent(self, path: Path, name: str | None = None, *,
                   remember_folder: bool = True) -> None:
        """Put ``path`` first; ``remember_folder`` makes its folder the next dialogs' start."""
        path = path.absolute()
        kept = [other for other in self._stored_recent() if not same_file(other, path)]
        self._write_recent([path, *kept][:RECENT_MAX])
        for dropped in kept[RECENT_MAX - 1:]:
            self._settings.remove(_name_key(dropped))
        if name is not None:
            self.set_name(path, name)
        if remember_folder:
            self._settings.setValue(FOLDER_KEY, _setting_of(path.parent))

    def set_name(self, path: Path, name: str) -> None:
        """Remember the name of the campaign at ``path`` (it is renamed, or was opened)."""
        self._settings.setValue(_name_key(path), name)

    def name_of(self, path: Path) -> str | None:
        value = self._settings.value(_name_key(path), "")
        return value if isinstance(value, str) and value else None

    def forget(self, path: Path) -> None:
        kept = [other for other in self._stored_recent() if not same_file(other, path)]
        self._write_recent(kept)
        self._settings.remove(_name_key(path))

    def clear_recent(self) -> None:
        self._settings.remove(RECENT_KEY)
        self._settings.remove(NAMES_GROUP)

    def _stored_recent(self) -> list[Path]:
        value = self._settings.value(RECENT_KEY, [])
        # An INI file gives one entry back as a plain string, none as None.
        items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        paths = [_path_of(item) for item in items if isinstance(item, str) and item]
        return [path for path in paths if path is not None]

    def _write_recent(self, paths: list[Path]) -> None:
        if paths:
            self._settings.setValue(RECENT_KEY, [_setting_of(path) for path in paths])
        else:
            self._settings.remove(RECENT_KEY)

    def last(self) -> Path | None:
        return self._stored_path(LAST_KEY)

    def _stored_path(self, key: str) -> Path | None:
        value = self._settings.value(key, "")
        return _path_of(value) if isinstance(value, str) and value else None

    def set_last(self, path: Path) -> None:
        self._settings.setValue(LAST_KEY, _setting_of(path.absolute()))

    def dialog_folder(self, open_campaign: Path | None = None) -> Path:
        """Where New and Open start: the folder last used for one of the GM's campaigns, else
        the open campaign's, else the documents folder (or home); never the program's own data
        folder, where the demo lives out of sight."""
        last_used = self._stored_path(FOLDER_KEY)
        for folder in (last_used, None if open_campaign is None else open_campaign.parent):
            if folder is not None and folder.is_dir() and not in_program_data(folder):
                return folder
        return default_folder()


def default_folder() -> Path:
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


def in_program_data(path: Path) -> bool:
    """Whether ``path`` is in the program's own data folder (the demo's, the backups')."""
    from ryf_desktop.storage import user_data_dir

    try:
        return path.resolve().is_relative_to(user_data_dir().resolve())
    except OSError:
        return False


# Entries numbered &1 … &9, &0 for keyboard choice.
NUMBERED = 10


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
        # "Name — file.ryf" (the file alone when the name is not known); "&" is no accelerator.
        label = entry.path.name
        if entry.name and entry.name != entry.path.stem:
            label = QCoreApplication.translate("RecentMenu", "{name} — {file}").format(
                name=entry.name, file=label)
        if not entry.exists:
            label = QCoreApplication.translate("RecentMenu", "{campaign} (not found)").format(
                campaign=label)
        label = label.replace("&", "&&")
        text = f"&{number % 10} {label}" if number <= NUMBERED else label
        action = menu.addAction(text)
        tip = str(entry.path) if entry.exists else QCoreApplication.translate(
            "RecentMenu", "There is no file at {path} now."
        ).format(path=str(entry.path))
        action.setStatusTip(tip)
        action.setToolTip(tip)
        action.setEnabled(entry.exists)
        action.triggered.connect(lambda _checked=False, path=entry.path: open_path(path))
    if entries:
        menu.addSeparator()
    else:
        empty = menu.addAction(QCoreApplication.translate("RecentMenu", "No recent campaigns"))
        empty.setEnabled(False)
    menu.addAction(clear_action)
    clear_action.setEnabled(bool(entries))
