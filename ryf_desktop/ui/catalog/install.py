"""Puts the catalog browser into the main window as the "catalog" dock."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.ui.catalog.browser import CatalogBrowser
from ryf_desktop.ui.common import SessionSource
from ryf_desktop.ui.window_parts import CatalogHost

DOCK_NAME = "catalog"


def install_catalog_browser(
    window: CatalogHost,
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
    browser.controller.play.sheet_in_front = window.sheet_in_front
    return browser
