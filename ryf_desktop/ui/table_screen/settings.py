"""The table screen's remembered choices: which monitor it opens on and whether full screen.

Monitors are remembered by name (``QScreen.name()``): a name survives the order in which the
system lists the screens, which changes when one is plugged in.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QSettings

SCREEN_KEY = "table_screen/screen"
MODE_KEY = "table_screen/mode"


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
