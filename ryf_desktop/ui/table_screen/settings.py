"""The table screen's remembered choices, in the program's settings (the GM's machine): the
monitor, the mode and touch moves globally; per campaign what the GM last showed the players and
how the screen lies (one campaign is played on a TV laid flat, another on an upright monitor);
per monitor its calibration, which belongs to the glass. Monitors are remembered by name, which
survives the order in which the system lists the screens.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QSettings

from ryf_desktop.session.model import CampaignModel
from ryf_desktop.session.present import ShownChoice
from ryf_desktop.session.present.players_view import newest_fight
from ryf_desktop.ui.secret_rolls import campaign_digest
from ryf_desktop.ui.table_screen.orientation import (
    MAX_SQUARE_MM,
    MIN_SQUARE_MM,
    Scale,
    normal_rotation,
)

SCREEN_KEY = "table_screen/screen"
MODE_KEY = "table_screen/mode"
SHOWN_MAP_PREFIX = "table_screen/map/"
# The newest fight begun when the GM showed that map (only a later one replaces it).
SHOWN_AFTER_PREFIX = "table_screen/map_after/"
LAYOUT_PREFIX = "table_screen/campaign/"
# Whether the players may move tokens by touch out of a fight (the table's, not a campaign's).
TOUCH_FREE_MOVES_KEY = "table_screen/touch_free_moves"
CALIBRATION_PREFIX = "table_screen/calibration/"
# Calibrations outside this many pixels per millimetre are typing slips (a 4K 15" panel is ~11).
MIN_PIXELS_PER_MM = 0.5
MAX_PIXELS_PER_MM = 40.0


def shown_map_key(path: Path) -> str:
    return SHOWN_MAP_PREFIX + campaign_digest(path)


def layout_group(campaign: Path) -> str:
    return LAYOUT_PREFIX + campaign_digest(campaign) + "/"


class ScreenMode(StrEnum):
    """How the players' window opens on its monitor."""

    FULL_SCREEN = "full_screen"
    WINDOWED = "windowed"


@dataclass(frozen=True, slots=True)
class CampaignLayout:
    """The table screen's turn, scale, monitor (None: not chosen), mode (None: the global) and
    whether it is dark outside the map's lights."""

    rotation: int = 0
    scale: Scale = field(default_factory=Scale)
    screen: str | None = None
    mode: ScreenMode | None = None
    darkness: bool = False


def _write(settings: QSettings, values: dict[str, str | None]) -> None:
    """Each value under its key (None: the key removed), then to disk."""
    for key, value in values.items():
        if value is None:
            settings.remove(key)
        else:
            settings.setValue(key, value)
    settings.sync()


def read_flag(settings: QSettings, key: str) -> bool:
    """A switch kept as "true" or "false" (off when missing)."""
    return str(settings.value(key, "false")).lower() == "true"


def write_flag(settings: QSettings, key: str, on: bool) -> None:
    _write(settings, {key: "true" if on else "false"})


def _float(value: object) -> float | None:
    try:
        return float(str(value))
    except ValueError:
        return None


def _mode(value: object) -> ScreenMode | None:
    try:
        return ScreenMode(str(value))
    except ValueError:
        return None


def read_layout(settings: QSettings, campaign: Path) -> CampaignLayout:
    """The campaign's remembered layout; anything missing or garbled reads as the default."""
    group = layout_group(campaign)
    turn = _float(settings.value(group + "rotation", "0"))
    square = _float(settings.value(group + "square_mm", ""))
    if square is not None and not MIN_SQUARE_MM <= square <= MAX_SQUARE_MM:
        square = None
    screen = str(settings.value(group + "screen", "") or "") or None
    return CampaignLayout(normal_rotation(int(turn or 0)), Scale(square), screen,
                          _mode(settings.value(group + "mode", "")),
                          read_flag(settings, group + "darkness"))


def write_layout(settings: QSettings, campaign: Path, layout: CampaignLayout) -> None:
    group = layout_group(campaign)
    square = layout.scale.square_mm
    _write(settings, {group + "rotation": str(layout.rotation),
                      group + "square_mm": None if square is None else str(square),
                      group + "screen": layout.screen,
                      group + "mode": None if layout.mode is None else layout.mode.value,
                      group + "darkness": "true" if layout.darkness else "false"})


def _calibration_key(screen: str) -> str:
    # A monitor's key holds spaces and may hold slashes, which QSettings reads as groups.
    return CALIBRATION_PREFIX + hashlib.sha1(screen.encode("utf-8")).hexdigest()[:16]


def read_calibration(settings: QSettings, screen: str) -> float | None:
    """The pixels per millimetre the GM measured on monitor ``screen``, if any."""
    value = _float(settings.value(_calibration_key(screen), ""))
    if value is None or not MIN_PIXELS_PER_MM <= value <= MAX_PIXELS_PER_MM:
        return None
    return value


def write_calibration(settings: QSettings, screen: str, pixels_per_mm: float | None) -> None:
    """Remember (or, None, forget) monitor ``screen``'s measured pixels per millimetre."""
    _write(settings, {_calibration_key(screen):
                      None if pixels_per_mm is None else str(pixels_per_mm)})


class TableScreenSettings:
    """Typed access to the table screen's keys in ``settings``."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    @property
    def screen_name(self) -> str | None:
        """The monitor picked last, or None when the GM never picked one."""
        return str(self._settings.value(SCREEN_KEY, "", str)) or None

    @screen_name.setter
    def screen_name(self, name: str | None) -> None:
        _write(self._settings, {SCREEN_KEY: name or None})

    @property
    def mode(self) -> ScreenMode:
        """Full screen unless the GM chose a window (the usual table screen fills its monitor)."""
        return _mode(self._settings.value(MODE_KEY, "", str)) or ScreenMode.FULL_SCREEN

    @mode.setter
    def mode(self, mode: ScreenMode) -> None:
        _write(self._settings, {MODE_KEY: ScreenMode(mode).value})

    def shown_choice(self, campaign: Path, model: CampaignModel) -> ShownChoice:
        """What the GM last showed the players of the campaign at ``campaign``: nothing yet (a
        fight begun shows its map), or a map. ``model`` is the campaign, for a map remembered by
        an older version without its fight: then no fight so far is newer than it."""
        stored = str(self._settings.value(shown_map_key(campaign), "", str))
        after = str(self._settings.value(SHOWN_AFTER_PREFIX + campaign_digest(campaign), "", str))
        map_id = int(stored) if stored.isdigit() else None
        if after.isdigit():
            return ShownChoice(map_id, int(after))
        return ShownChoice(map_id, newest_fight(model) if map_id is not None else 0)

    def set_shown_choice(self, campaign: Path, choice: ShownChoice) -> None:
        _write(self._settings, {
            shown_map_key(campaign): None if choice.map_id is None else str(choice.map_id),
            SHOWN_AFTER_PREFIX + campaign_digest(campaign): str(choice.after_combat)})
