"""The catalog browser as one widget for a dock (its view plus the controller that drives it),
and how it goes into the main window as the "catalog" dock."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ryf_desktop.catalog import Catalog
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.ui.catalog.controller import CatalogBrowserController
from ryf_desktop.ui.catalog.view import CatalogBrowserView
from ryf_desktop.ui.common import SessionSource
from ryf_desktop.ui.common.widgets import fill
from ryf_desktop.ui.window_parts import CatalogHost

DOCK_NAME = "catalog"


class CatalogBrowser(QWidget):
    """Pass ``sessions`` (the window's campaign controller) to follow the open campaign, and
    ``rng`` (anything with ``randint``) to script the PV rolls."""

    def __init__(
        self,
        sessions: SessionSource | None = None,
        *,
        catalog: Catalog | None = None,
        rng: RandomSource | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("catalog_browser")
        self.view = CatalogBrowserView(self)
        self.controller = CatalogBrowserController(
            self.view, sessions, catalog=catalog, rng=rng, parent=self
        )
        fill(QVBoxLayout(self), self.view).setContentsMargins(0, 0, 0, 0)


def install_catalog_browser(
    window: CatalogHost,
    sessions: SessionSource | None = None,
    *,
    rng: RandomSource | None = None,
    area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
) -> CatalogBrowser:
    """Add the browser to ``window`` as the dock ``"catalog"``, following ``sessions`` (by
    default the window's campaign controller), tabbed with the dice dock when there is one.
    ValueError when the window has a catalog dock already."""
    if DOCK_NAME in window.dock_names():
        msg = f"the window already has a {DOCK_NAME!r} dock"
        raise ValueError(msg)
    browser = CatalogBrowser(sessions if sessions is not None else window.campaign, rng=rng)
    dock = window.add_dock(
        DOCK_NAME, QCoreApplication.translate("CatalogBrowser", "Catalog"), browser, area
    )
    if "dice" in window.dock_names():
        window.tabifyDockWidget(window.dock("dice"), dock)
        window.dock("dice").raise_()
    browser.controller.play.sheet_in_front = window.sheet_in_front
    return browser
