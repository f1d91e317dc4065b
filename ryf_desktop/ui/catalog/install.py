"""Puts the catalog browser into the main window as the "catalog" dock."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.ui.catalog.browser import CatalogBrowser
from ryf_desktop.ui.common import SessionSource

if TYPE_CHECKING:
    from ryf_desktop.ui.main_window import MainWindow

DOCK_NAME = "catalog"


def install_catalog_browser(
    window: MainWindow,
    sessions: SessionSource | None = None,
    *,
    rng: RandomSource | None = None,
    area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
) -> CatalogBrowser:
    """Add the browser to ``window`` as the dock ``"catalog"``, following ``sessions`` (by
    default the window's campaign controller, ``window.campaign``); tabbed with the dice dock
    when there is one, so the GM flips between them. Returns the browser; ValueError when the
    window has a catalog dock already."""
    if DOCK_NAME in window.dock_names():
        msg = f"the window already has a {DOCK_NAME!r} dock"
        raise ValueError(msg)
    source: SessionSource = sessions if sessions is not None else window.campaign
    browser = CatalogBrowser(source, rng=rng)
    dock = window.add_dock(
        DOCK_NAME, QCoreApplication.translate("CatalogBrowser", "Catalog"), browser, area
    )
    if "dice" in window.dock_names():
        window.tabifyDockWidget(window.dock("dice"), dock)
        window.dock("dice").raise_()

    def sheet_in_front() -> int | None:
        docks = window.sheet_docks.docks
        if docks is None or not window.dock("sheets").isVisible():
            return None
        current = docks.sheets.current()
        return None if current is None else current.character_id

    browser.controller.play.sheet_in_front = sheet_in_front
    return browser
