"""What the program remembers about campaigns between runs: the recent files and the last one.

A typed front over ``QSettings`` so the keys and their clean-up live in one place: at most
:data:`RECENT_MAX` files, newest first, the same file never twice, and files that no longer
exist pruned whenever the list is read.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

RECENT_KEY = "campaigns/recent"
LAST_KEY = "campaigns/last"
FOLDER_KEY = "campaigns/folder"
RECENT_MAX = 10


def _same_file(first: Path, second: Path) -> bool:
    return os.path.normcase(str(first.absolute())) == os.path.normcase(str(second.absolute()))


class CampaignMemory:
    """Recent campaigns, the last campaign and the last folder used, in ``settings``."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    # --- recent files ---------------------------------------------------------------------------
    def recent(self) -> list[Path]:
        """The recent campaigns that still exist, newest first (missing ones are forgotten)."""
        stored = self._stored_recent()
        existing = [path for path in stored if path.is_file()]
        if existing != stored:
            self._write_recent(existing)
        return existing

    def add_recent(self, path: Path) -> None:
        path = path.absolute()
        kept = [other for other in self._stored_recent() if not _same_file(other, path)]
        self._write_recent([path, *kept][:RECENT_MAX])
        self._settings.setValue(FOLDER_KEY, str(path.parent))

    def forget(self, path: Path) -> None:
        kept = [other for other in self._stored_recent() if not _same_file(other, path)]
        self._write_recent(kept)

    def clear_recent(self) -> None:
        self._settings.remove(RECENT_KEY)

    def _stored_recent(self) -> list[Path]:
        value = self._settings.value(RECENT_KEY, [])
        # An INI file gives one entry back as a plain string, none as None.
        items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        return [Path(item) for item in items if isinstance(item, str) and item]

    def _write_recent(self, paths: list[Path]) -> None:
        if paths:
            self._settings.setValue(RECENT_KEY, [str(path) for path in paths])
        else:
            self._settings.remove(RECENT_KEY)

    # --- last campaign and folder ---------------------------------------------------------------
    def last(self) -> Path | None:
        value = self._settings.value(LAST_KEY, "")
        return Path(value) if isinstance(value, str) and value else None

    def set_last(self, path: Path | None) -> None:
        if path is None:
            self._settings.remove(LAST_KEY)
        else:
            self._settings.setValue(LAST_KEY, str(path.absolute()))

    def folder(self) -> Path | None:
        """The folder the GM last opened or created a campaign in, when it still exists."""
        value = self._settings.value(FOLDER_KEY, "")
        if isinstance(value, str) and value and Path(value).is_dir():
            return Path(value)
        return None
