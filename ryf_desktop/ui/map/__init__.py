"""The battlemap (issue 6): :class:`MapScene` (one map for the GM or the table screen), its
:class:`MapView`, the :class:`MapPanel` with its tools, and :func:`install_map`."""

from __future__ import annotations

from ryf_desktop.ui.map.geometry import SQUARE_PX
from ryf_desktop.ui.map.import_dialog import install_map
from ryf_desktop.ui.map.panel import MapPanel
from ryf_desktop.ui.map.scene import GM, PLAYERS, MapScene
from ryf_desktop.ui.map.tokens import TokenItem
from ryf_desktop.ui.map.view import MapView

__all__ = [
    "GM", "PLAYERS", "SQUARE_PX", "MapPanel", "MapScene", "MapView", "TokenItem", "install_map",
]
