"""The players' view on their own devices: a small web server run by the program (Window →
Players' devices…): :mod:`.server`, fed by :mod:`.feed`, started from :mod:`.dialog`."""

from __future__ import annotations

from ryf_desktop.ui.players_web.dialog import PlayersDevicesDialog, PlayersWeb

__all__ = ["PlayersDevicesDialog", "PlayersWeb"]
