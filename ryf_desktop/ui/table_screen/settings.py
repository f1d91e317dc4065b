"""The table screen's remembered choices: which monitor it opens on, whether full screen, and
per campaign what the GM last showed the players.

Monitors are remembered by name (``QScreen.name()``): a name survives the order in which the
system lists the screens, which changes when one is plugged in. The shown map is kept under a key
made from the campaign file's resolved path, as the secret-rolls switch is.
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QSettings

from ryf_desktop.session.model import CampaignModel
from ryf_desktop.session.present import ShownChoice
from ryf_desktop.session.present.players_view import newest_fight
from ryf_desktop.ui.secret_rolls import KEY_PREFIX as SECRET_ROLLS_PREFIX
from ryf_desktop.ui.secret_rolls import campaign_key

SCREEN_KEY = "table_screen/screen"
MODE_KEY = "table_screen/mode"
SHOWN_MAP_PREFIX = "table_screen/map/"
# The newest fight begun when the GM showed that map (only a later one replaces it).
SHOWN_AFTER_PREFIX = "table_screen/map_after/"


def shown_map_key(path: Path) -> str:
    """The settings key of the map shown for the campaign at ``path``."""
    return SHOWN_MAP_PREFIX + campaign_key(path).removeprefix(SECRET_ROLLS_PREFIX)


def shown_after_key(path: Path) -> str:
    """The settings key of the newest fight begun when the GM showed that map."""
    return SHOWN_AFTER_PREFIX + campaign_key(path).removeprefix(SECRET_ROLLS_PREFIX)


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

    def shown_choice(self, campaign: Path, model: CampaignModel) -> ShownChoice:
        """What the GM last showed the players of the campaign at ``campaign``: nothing yet (a
        fight begun shows its map), or a map. ``model`` is the campaign, for a map remembered by
        an older version without its fight: then no fight so far is newer than it."""
        stored = str(self._settings.value(shown_map_key(campaign), "", str))
        after = str(self._settings.value(shown_after_key(campaign), "", str))
        map_id = int(stored) if stored.isdigit() else None
        if after.isdigit():
            return ShownChoice(map_id, int(after))
        return ShownChoice(map_id, newest_fight(model) if map_id is not None else 0)

    def set_shown_choice(self, campaign: Path, choice: ShownChoice) -> None:
        key = shown_map_key(campaign)
        if choice.map_id is None:
            self._settings.remove(key)
        else:
            self._settings.setValue(key, str(choice.map_id))
        self._settings.setValue(shown_after_key(campaign), str(choice.after_combat))
        self._settings.sync()
