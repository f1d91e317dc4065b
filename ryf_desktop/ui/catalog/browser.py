"""The catalog browser as one widget for a dock: its view plus the controller that drives it, and
:class:`SessionHolder`, the smallest :class:`SessionSource` (for a browser outside the window:
tests, scripts)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ryf_desktop.catalog import Catalog
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.session import CampaignSession
from ryf_desktop.ui.catalog.controller import CatalogBrowserController, SessionSource
from ryf_desktop.ui.catalog.view import CatalogBrowserView


class SessionHolder(QObject):
    """Holds the open session and says when it changes."""

    session_changed = Signal()

    def __init__(self, session: CampaignSession | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session

    @property
    def session(self) -> CampaignSession | None:
        return self._session

    def set_session(self, session: CampaignSession | None) -> None:
        self._session = session
        self.session_changed.emit()


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
