"""The battlemap (issue 6): the map as a graphics scene, its view, the panel with its tools.

- :class:`MapScene` — one map for the GM (``audience="gm"``) or the players
  (``audience="players"``: the table screen), refreshed from the session's signals.
- :class:`MapView` — zoom, pan, fit, zoom to selection, coordinates, catalog drops.
- :class:`MapPanel` — the map chooser, the tool bars and the view;
  :class:`MapController` — what its tools and actions do (session commands).
- :func:`install_map` — the panel in the main window's centre.
"""

from __future__ import annotations

from ryf_desktop.ui.map.controller import MapController
from ryf_desktop.ui.map.geometry import SQUARE_PX, square_at, square_rect
from ryf_desktop.ui.map.install import install_map
from ryf_desktop.ui.map.panel import MapPanel
from ryf_desktop.ui.map.scene import GM, PLAYERS, MapScene
from ryf_desktop.ui.map.tokens import TokenItem
from ryf_desktop.ui.map.view import MapView

__all__ = [
    "GM",
    "PLAYERS",
    "SQUARE_PX",
    "MapController",
    "MapPanel",
    "MapScene",
    "MapView",
    "TokenItem",
    "install_map",
    "square_at",
    "square_rect",
]
