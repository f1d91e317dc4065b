"""The catalog browser (issue 4): every table of the manual and the GM's own entries, searched as
the GM types, explained in words, and put into play (a character's equipment, the combat, the map)
by button, context menu or drag.

- :func:`install_catalog_browser` — the dock in the main window;
  :class:`CatalogBrowser` — the widget (view + controller).
- :mod:`~ryf_desktop.ui.catalog.mime` — the drag format ``application/x-ryf-catalog-entry``
  that the sheet, the combat list and the map accept.
"""

from __future__ import annotations

from ryf_desktop.ui.catalog.browser import CatalogBrowser
from ryf_desktop.ui.catalog.controller import CatalogBrowserController
from ryf_desktop.ui.catalog.index import BrowserEntry, CatalogIndex, Category
from ryf_desktop.ui.catalog.install import DOCK_NAME, install_catalog_browser
from ryf_desktop.ui.catalog.mime import (
    MIME_TYPE,
    EntryRef,
    entry_mime_data,
    find_entry,
    read_entry_mime,
)

__all__ = [
    "DOCK_NAME",
    "MIME_TYPE",
    "BrowserEntry",
    "CatalogBrowser",
    "CatalogBrowserController",
    "CatalogIndex",
    "Category",
    "EntryRef",
    "entry_mime_data",
    "find_entry",
    "install_catalog_browser",
    "read_entry_mime",
]
