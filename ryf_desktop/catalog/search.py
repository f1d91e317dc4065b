"""Name search over catalog entries ignoring case and accents ("dragon" finds "Dragón")."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from ryf_desktop.catalog.entries import CatalogEntry


def normalise(text: str) -> str:
    """Lower case, no accents or tildes, single spaces: the form in which names are compared."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(char for char in decomposed if not unicodedata.combining(char))
    return " ".join(plain.casefold().split())


class SearchIndex:
    """Entries with names normalised once: a keystroke's search is one pass of substring tests."""

    def __init__(self, entries: Iterable[CatalogEntry]) -> None:
        self._entries = tuple((normalise(entry.name), entry) for entry in entries)

    def search(self, text: str) -> tuple[CatalogEntry, ...]:
        words = normalise(text).split()
        if not words:
            return tuple(entry for _, entry in self._entries)
        phrase = " ".join(words)
        found = [(key, entry) for key, entry in self._entries if all(word in key for word in words)]
        # Names that start with what was typed come first; the catalog's order is kept otherwise.
        return tuple(
            entry for key, entry in sorted(found, key=lambda pair: not pair[0].startswith(phrase))
        )
