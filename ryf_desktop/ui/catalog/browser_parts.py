"""What the browser's action sets (:mod:`.gm_actions`, :mod:`.play_actions`) ask of the browser's
controller, as a protocol: they take it by this, so neither imports the controller that makes
them (no import circle)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from ryf_desktop.catalog import Era
    from ryf_desktop.rules.dice import RandomSource
    from ryf_desktop.session import CampaignSession, GmEntries
    from ryf_desktop.ui.catalog.index import BrowserEntry, CatalogIndex, Category
    from ryf_desktop.ui.catalog.mime import EntryRef
    from ryf_desktop.ui.catalog.view import CatalogBrowserView


class BrowserParts(Protocol):
    """The catalog browser's controller: its view, the open campaign, the chosen entry."""

    view: CatalogBrowserView
    index: CatalogIndex
    rng: RandomSource
    #: The dialog the last action opened (tests and scripts reach it here).
    dialog: QDialog | None
    session: CampaignSession | None

    def setting(self) -> Era | None: ...

    def set_setting_filter(self, setting: Era | str | None) -> None: ...

    def set_category(self, category: Category) -> None: ...

    def current_entry(self) -> BrowserEntry | None: ...

    def select_entry(self, ref: EntryRef) -> bool: ...

    def shown_entries(self) -> tuple[BrowserEntry, ...]: ...

    def gm_entries(self) -> GmEntries: ...

    def report(self, text: str) -> None: ...
