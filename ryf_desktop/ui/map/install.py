"""Puts the map panel into the main window's centre, following the window's campaign."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.ui.map.import_dialog import install_map_files
from ryf_desktop.ui.map.panel import MapPanel

if TYPE_CHECKING:
    from ryf_desktop.ui.main_window import MainWindow

STATUS_TIMEOUT_MS = 10_000


def install_map(window: MainWindow, *, rng: RandomSource | None = None) -> MapPanel:
    """Make the map panel, put it in ``window``'s map area, follow ``window.campaign``, and
    show its messages (refusals included) on the window's status line."""
    panel = MapPanel(window.campaign, rng=rng)
    window.set_map_area(panel)
    status = window.statusBar()
    panel.status_message.connect(lambda text: status.showMessage(text, STATUS_TIMEOUT_MS))
    # File → Import map… / Export map… and map files dropped on the view (kept by the window).
    install_map_files(panel, window)
    return panel
