"""Puts the map panel into the main window's centre, following the window's campaign."""

from __future__ import annotations

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.ui.map.import_dialog import MapFiles
from ryf_desktop.ui.map.panel import MapPanel
from ryf_desktop.ui.window_parts import MapHost

STATUS_TIMEOUT_MS = 10_000


def install_map(window: MapHost, *, rng: RandomSource | None = None) -> MapPanel:
    """Make the map panel, put it in ``window``'s map area, follow ``window.campaign``, and
    show its messages (refusals included) on the window's status line."""
    panel = MapPanel(window.campaign, rng=rng)
    window.set_map_area(panel)
    status = window.statusBar()
    panel.status_message.connect(lambda text: status.showMessage(text, STATUS_TIMEOUT_MS))
    # File → Import map… / Export map… after the campaigns, and map files dropped on the view
    # (kept by the window).
    files = MapFiles(panel, window.window())
    menu = window.file_menu
    separators = [action for action in menu.actions() if action.isSeparator()]
    if separators:
        menu.insertActions(separators[0], [files.import_action, files.export_action])
    else:
        menu.addActions([files.import_action, files.export_action])
    menu.insertSeparator(files.import_action)
    return panel
