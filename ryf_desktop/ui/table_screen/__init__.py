"""The table screen: the players' window on the second monitor (:class:`TableScreenWindow`),
what the GM has it show (:class:`TableScreenState`) and Window → Table screen
(:func:`install_table_screen`)."""

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
