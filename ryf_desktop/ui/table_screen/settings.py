"""The table screen's remembered choices: which monitor it opens on, whether full screen, and
per campaign the map the GM chose to show.

Monitors are remembered by name (``QScreen.name()``): a name survives the order in which the
system lists the screens, which changes when one is plugged in. The shown map is kept under a key
made from the campaign file's resolved path, as the secret-rolls switch is.
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QSettings

from ryf_desktop.ui.secret_rolls import KEY_PREFIX as SECRET_ROLLS_PREFIX
from ryf_desktop.ui.secret_rolls import campaign_key

SCREEN_KEY = "table_screen/screen"
MODE_KEY = "table_screen/mode"
SHOWN_MAP_PREFIX = "table_screen/map/"


def shown_map_key(path: Path) -> str:
    """The settings key of the map shown for the campaign at ``path``."""
    return SHOWN_MAP_PREFIX + campaign_key(path).removeprefix(SECRET_ROLLS_PREFIX)


class ScreenMode(StrEnum):
    """How the players' window opens on its monitor."""

    FULL_SCREEN = "full_screen"
    WINDOWED = "windowed"


class TableScreenSettings:
    """Typed access to the table screen's keys in ``settings``."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    @property
    def screen_name(self) -> str | None:
        """The monitor picked last, or None when the GM never picked one."""
        stored = self._settings.value(SCREEN_KEY, "", str)
        return stored if isinstance(stored, str) and stored else None

    @screen_name.setter
    def screen_name(self, name: str | None) -> None:
        if name:
            self._settings.setValue(SCREEN_KEY, name)
        else:
            self._settings.remove(SCREEN_KEY)
        self._settings.sync()

    @property
    def mode(self) -> ScreenMode:
        """Full screen unless the GM chose a window (the usual table screen fills its monitor)."""
        stored = self._settings.value(MODE_KEY, "", str)
        try:
            return ScreenMode(str(stored))
        except ValueError:
            return ScreenMode.FULL_SCREEN

    @mode.setter
    def mode(self, mode: ScreenMode) -> None:
        self._settings.setValue(MODE_KEY, ScreenMode(mode).value)
        self._settings.sync()

    def shown_map(self, campaign: Path) -> int | None:
        """The map the GM chose to show for the campaign at ``campaign`` (None: follow the GM's
        map panel)."""
        stored = self._settings.value(shown_map_key(campaign), "", str)
        text = str(stored)
        return int(text) if text.isdigit() else None

    def set_shown_map(self, campaign: Path, map_id: int | None) -> None:
        key = shown_map_key(campaign)
        if map_id is None:
            self._settings.remove(key)
        else:
            self._settings.setValue(key, str(map_id))
        self._settings.sync()
