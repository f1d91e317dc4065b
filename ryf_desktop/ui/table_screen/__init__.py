"""The table screen: the players' window on the second monitor.

- :class:`TableScreenState` — what the GM has it show (the map chosen, players' area, blackout).
- :class:`TableScreenWindow` — the players' window (map for players or the title card, turn
  order, last public roll; the blackout page).
- :func:`install_table_screen` — Window → Table screen: show, Blackout, Show map, monitor, and
  Scale (fitted, or one square = 25 mm / 1 inch / typed, calibrated), Turn and Pan
  (:mod:`~ryf_desktop.ui.table_screen.layout_menu`), remembered per campaign; Window → Players'
  devices… (:mod:`ryf_desktop.ui.players_web`).
"""

from __future__ import annotations

from ryf_desktop.ui.table_screen.install import TableScreenControl, install_table_screen
from ryf_desktop.ui.table_screen.settings import ScreenMode, TableScreenSettings
from ryf_desktop.ui.table_screen.state import TableScreenState
from ryf_desktop.ui.table_screen.window import TableScreenWindow

__all__ = [
    "ScreenMode",
    "TableScreenControl",
    "TableScreenSettings",
    "TableScreenState",
    "TableScreenWindow",
    "install_table_screen",
]
