"""The catalog browser: every table of the manual and the GM's own entries, searched as the GM
types, explained in words, and put into play by button, context menu or drag
(:mod:`~ryf_desktop.ui.catalog.mime` is the drag format the sheet, combat list and map accept)."""

from __future__ import annotations

from ryf_desktop.ui.catalog.browser import CatalogBrowser, install_catalog_browser
from ryf_desktop.ui.catalog.index import CatalogIndex
from ryf_desktop.ui.catalog.mime import (
    MIME_TYPE,
    EntryRef,
    entry_mime_data,
    find_entry,
    read_entry_mime,
)

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
