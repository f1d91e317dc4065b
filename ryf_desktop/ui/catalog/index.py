"""What the browser searches: the shipped entries and the GM's, each with its name normalised once
("dragon" finds "Dragón"), the categories of the tree, and the filter by setting. A keystroke is
one pass of substring tests and one to count each category's hits: with 2,000 GM entries well
under the 5 ms a keystroke may take (``benchmarks/catalog.py``).

Ruling: the bestiary passes every setting filter. The manual gives one list of creatures, with no
prices tied to a setting's money, and the demo (a present-day campaign) fights its goblins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ryf_desktop.catalog import CatalogEntry, EntryKind, Era, Item, ItemCategory
from ryf_desktop.rules.character import normalise_name
from ryf_desktop.session import GmEntry
from ryf_desktop.ui.catalog.mime import EntryRef


@dataclass(frozen=True)
class Category:
    """A node of the category tree: entries of one kind (and setting, or equipment list), every
    entry (no kind), or the GM's own entries only."""

    kind: EntryKind | None = None
    era: Era | None = None
    item_category: ItemCategory | None = None
    gm_only: bool = False


ALL = Category()
GM_ENTRIES = Category(gm_only=True)


@dataclass(frozen=True, eq=False)
class BrowserEntry:
    """One row of the browser: a catalog entry, shipped or the GM's (``gm_id``)."""

    entry: CatalogEntry
    gm_id: int | None
    categories: tuple[Category, ...]
    #: The number of the entry's set of categories in its index (see ``CatalogIndex.counts``).
    group: int
    key: str = field(init=False)
    ref: EntryRef = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "key", normalise_name(self.entry.name))
        object.__setattr__(self, "ref", EntryRef.of(self.entry, self.gm_id))

    @property
    def kind(self) -> EntryKind:
        return self.entry.kind

    @property
    def name(self) -> str:
        return self.entry.name

    @property
    def is_gm(self) -> bool:
        return self.gm_id is not None


def _categories_of(entry: CatalogEntry, gm_id: int | None) -> tuple[Category, ...]:
    found = [ALL, Category(entry.kind)]
    if entry.kind in (EntryKind.WEAPON, EntryKind.ARMOR):
        found.append(Category(entry.kind, era=entry.era))
    if isinstance(entry, Item):
        found.append(Category(entry.kind, item_category=entry.category))
    if gm_id is not None:
        found.append(GM_ENTRIES)
    return tuple(found)


class CatalogIndex:
    """The entries the browser shows: shipped first in the manual's order, then the GM's."""

    def __init__(self, shipped: Iterable[CatalogEntry], gm: Iterable[GmEntry] = ()) -> None:
        # Every distinct set of categories an entry of the index belongs to, numbered, so that
        # counting the hits of a keystroke counts small integers (hashing a Category is a
        # Python call; an int is not). Only grows, and by a handful: the sets are few.
        self._groups: dict[tuple[Category, ...], int] = {}
        self._group_categories: list[tuple[Category, ...]] = []
        self._shipped = tuple(self._entry(entry) for entry in shipped)
        self._entries: tuple[BrowserEntry, ...] = self._shipped
        self._by_setting: dict[Era | None, tuple[BrowserEntry, ...]] = {}
        # The GM's entries made into rows, by id: made again only for a new GmEntry.
        self._gm_rows: dict[int, tuple[GmEntry, BrowserEntry]] = {}
        self.set_gm_entries(gm)

    def _entry(self, entry: CatalogEntry, gm_id: int | None = None) -> BrowserEntry:
        categories = _categories_of(entry, gm_id)
        group = self._groups.get(categories)
        if group is None:
            group = self._groups[categories] = len(self._group_categories)
            self._group_categories.append(categories)
        return BrowserEntry(entry, gm_id, categories, group)

    def set_gm_entries(self, gm: Iterable[GmEntry]) -> None:
        kept, self._gm_rows = self._gm_rows, {}
        for item in gm:
            old = kept.get(item.id)
            self._gm_rows[item.id] = (
                old if old is not None and old[0] is item
                else (item, self._entry(item.entry, item.id))
            )
        self._entries = self._shipped + tuple(row for _item, row in self._gm_rows.values())
        self._by_setting = {}

    @property
    def entries(self) -> tuple[BrowserEntry, ...]:
        return self._entries

    def search(self, text: str, setting: Era | None = None) -> list[BrowserEntry]:
        """Entries whose name holds every word of ``text`` (accents and case ignored) and that
        the setting filter shows; names that start with the text come first, the index's order
        is kept otherwise."""
        # The entries the setting filter shows, kept until the GM's entries change. None: every
        # setting; monsters pass every filter (see the ruling).
        entries = self._by_setting.get(setting)
        if entries is None:
            entries = tuple(entry for entry in self._entries if setting is None
                            or entry.kind is EntryKind.MONSTER or entry.entry.era == setting)
            self._by_setting[setting] = entries
        words = normalise_name(text).split()
        found = list(entries)
        for word in words:
            found = [entry for entry in found if word in entry.key]
        phrase = " ".join(words)
        return sorted(found, key=lambda entry: not entry.key.startswith(phrase))  # stable

    @staticmethod
    def in_category(entries: Sequence[BrowserEntry], category: Category) -> list[BrowserEntry]:
        if category == ALL:
            return list(entries)
        return [entry for entry in entries if category in entry.categories]

    def counts(self, entries: Iterable[BrowserEntry]) -> Counter[Category]:
        """How many of ``entries`` (of this index) each category of the tree holds (one pass)."""
        groups = Counter(entry.group for entry in entries)
        counted: Counter[Category] = Counter()
        for group, number in groups.items():
            for category in self._group_categories[group]:
                counted[category] += number
        return counted
