"""The catalog browser: every table of the manual and the GM's own entries, searched as the GM
types, explained in words, and put into play by button, context menu or drag
(:mod:`~ryf_desktop.ui.catalog.mime` is the drag format the sheet, combat list and map accept)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.ui.catalog.controller import CatalogBrowserController
from ryf_desktop.ui.catalog.index import CatalogIndex
from ryf_desktop.ui.catalog.mime import (
    MIME_TYPE,
    EntryRef,
    entry_mime_data,
    find_entry,
    read_entry_mime,
)
from ryf_desktop.ui.catalog.view import CatalogBrowserView
from ryf_desktop.ui.common import SessionSource
from ryf_desktop.ui.common.widgets import fill
from ryf_desktop.ui.window_parts import DockArea

__all__ = [
    "MIME_TYPE",
    "CatalogBrowser",
    "CatalogIndex",
    "EntryRef",
    "entry_mime_data",
    "find_entry",
    "install_catalog_browser",
    "read_entry_mime",
]


class CatalogBrowser(QWidget):
    """The browser as one widget for a dock: its view plus the controller that drives it. Pass
    ``sessions`` (the window's campaign controller) to follow the open campaign, and ``rng``
    (anything with ``randint``) to script the PV rolls."""

    def __init__(
        self,
        sessions: SessionSource | None = None,
        *,
        rng: RandomSource | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("catalog_browser")
        self.view = CatalogBrowserView(self)
        self.controller = CatalogBrowserController(self.view, sessions, rng=rng, parent=self)
        fill(QVBoxLayout(self), self.view, margin=0)


def install_catalog_browser(
    window: DockArea, *, rng: RandomSource | None = None
) -> CatalogBrowser:
    """Add the browser to ``window`` as the dock ``"catalog"``, following the window's campaign,
    tabbed with the dice dock when there is one. ValueError (``add_dock``'s) when the window has
    a catalog dock already."""
    browser = CatalogBrowser(window.campaign, rng=rng)
    dock = window.add_dock("catalog", QCoreApplication.translate("CatalogBrowser", "Catalog"),
                           browser)
    if "dice" in window.dock_names():
        window.tabifyDockWidget(window.dock("dice"), dock)
        window.dock("dice").raise_()
    return browser
