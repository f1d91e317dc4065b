"""How the table screen lies, remembered per campaign, and each monitor's measured pixel size.

One campaign is played on a TV laid flat, another on an upright monitor: the turn, the scale,
the monitor and full screen or not are kept under the campaign's key (the secret-rolls switch's
:func:`~ryf_desktop.ui.secret_rolls.campaign_key`). A calibration belongs to the glass, not the
campaign: it is kept per monitor.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QSettings

from ryf_desktop.ui.secret_rolls import KEY_PREFIX as SECRET_ROLLS_PREFIX
from ryf_desktop.ui.secret_rolls import campaign_key
from ryf_desktop.ui.table_screen.orientation import (
    MAX_SQUARE_MM,
    MIN_SQUARE_MM,
    Scale,
    normal_rotation,
)
from ryf_desktop.ui.table_screen.settings import ScreenMode

LAYOUT_PREFIX = "table_screen/campaign/"
# Whether the players may move tokens by touch out of a fight (the table's, not a campaign's).
TOUCH_FREE_MOVES_KEY = "table_screen/touch_free_moves"
CALIBRATION_PREFIX = "table_screen/calibration/"
# Calibrations outside this many pixels per millimetre are typing slips (a 4K 15" panel is ~11).
MIN_PIXELS_PER_MM = 0.5
MAX_PIXELS_PER_MM = 40.0


@dataclass(frozen=True, slots=True)
class CampaignLayout:
    """The table screen's turn, scale, monitor (None: not chosen) and mode (None: the global)."""

    rotation: int = 0
    scale: Scale = field(default_factory=Scale)
    screen: str | None = None
    mode: ScreenMode | None = None


def layout_group(campaign: Path) -> str:
    """The settings group of the campaign at ``campaign``."""
    return LAYOUT_PREFIX + campaign_key(campaign).removeprefix(SECRET_ROLLS_PREFIX) + "/"


def _float(value: object) -> float | None:
    try:
        return float(str(value))
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
    try:
        mode: ScreenMode | None = ScreenMode(str(settings.value(group + "mode", "")))
    except ValueError:
        mode = None
    return CampaignLayout(normal_rotation(int(turn or 0)), Scale(square), screen, mode)


def write_layout(settings: QSettings, campaign: Path, layout: CampaignLayout) -> None:
    group = layout_group(campaign)
    settings.setValue(group + "rotation", str(layout.rotation))
    values = {"square_mm": (str(layout.scale.square_mm) if layout.scale.square_mm is not None
                            else None),
              "screen": layout.screen,
              "mode": layout.mode.value if layout.mode is not None else None}
    for name, value in values.items():
        if value is None:
            settings.remove(group + name)
        else:
            settings.setValue(group + name, value)
    settings.sync()


def read_darkness(settings: QSettings, campaign: Path) -> bool:
    """Whether the campaign's table screen is dark outside the map's lights (off by default)."""
    return str(settings.value(layout_group(campaign) + "darkness", "false")).lower() == "true"


def write_darkness(settings: QSettings, campaign: Path, on: bool) -> None:
    settings.setValue(layout_group(campaign) + "darkness", "true" if on else "false")
    settings.sync()


def read_touch_free_moves(settings: QSettings) -> bool:
    """Whether the players may move tokens by touch outside combat (off by default)."""
    return str(settings.value(TOUCH_FREE_MOVES_KEY, "false")).lower() == "true"


def write_touch_free_moves(settings: QSettings, on: bool) -> None:
    settings.setValue(TOUCH_FREE_MOVES_KEY, "true" if on else "false")
    settings.sync()


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
    if pixels_per_mm is None:
        settings.remove(_calibration_key(screen))
    else:
        settings.setValue(_calibration_key(screen), str(pixels_per_mm))
    settings.sync()
