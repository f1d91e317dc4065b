"""Name search over catalog entries ignoring case and accents ("dragon" finds "Dragón")."""

from __future__ import annotations

from collections.abc import Iterable

from ryf_desktop.catalog.entries import CatalogEntry
from ryf_desktop.rules.character import normalise_name


class SearchIndex:
    """Entries with names normalised once: a keystroke's search is one pass of substring tests.

    Names and the text compare as the rules compare skill names (``normalise_name``): no accents
    or tildes, any case, single spaces.
    """

    def __init__(self, entries: Iterable[CatalogEntry]) -> None:
        self._entries = tuple((normalise_name(entry.name), entry) for entry in entries)

    def search(self, text: str) -> tuple[CatalogEntry, ...]:
        words = normalise_name(text).split()
        if not words:
            return tuple(entry for _, entry in self._entries)
        phrase = " ".join(words)
        found = [(key, entry) for key, entry in self._entries if all(word in key for word in words)]
        # Names that start with what was typed come first; the catalog's order is kept otherwise.
        return tuple(
            entry for key, entry in sorted(found, key=lambda pair: not pair[0].startswith(phrase))
        )
