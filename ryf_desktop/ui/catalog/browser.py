"""The catalog browser as one widget for a dock: its view plus the controller that drives it."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ryf_desktop.catalog import Catalog
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.ui.catalog.controller import CatalogBrowserController
from ryf_desktop.ui.catalog.view import CatalogBrowserView
from ryf_desktop.ui.common import SessionSource


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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
