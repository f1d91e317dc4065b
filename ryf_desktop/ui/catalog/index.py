"""What the browser searches: the shipped entries and the GM's, each with its name normalised once,
the categories of the tree, and the filter by setting.

A keystroke is one pass over the entries with substring tests (names compared as the rules
compare them: no accents, any case — "dragon" finds "Dragón"), then one pass to count the hits of
every category of the tree. With 2,000 GM entries that stays well under the 5 ms a keystroke may
take (``benchmarks/catalog.py``).

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

    @property
    def single_kind(self) -> EntryKind | None:
        """The one kind every entry of this category has, if any."""
        return None if self.gm_only else self.kind


# Every entry.
ALL = Category()
# The GM's own entries.
GM_ENTRIES = Category(gm_only=True)


# Every distinct set of categories an entry can belong to, numbered, so that counting the hits
# of a keystroke counts small integers (hashing a Category is a Python call; an int is not).
_GROUPS: dict[tuple[Category, ...], int] = {}
_GROUP_CATEGORIES: list[tuple[Category, ...]] = []


def _group_of(categories: tuple[Category, ...]) -> int:
    group = _GROUPS.get(categories)
    if group is None:
        group = _GROUPS[categories] = len(_GROUP_CATEGORIES)
        _GROUP_CATEGORIES.append(categories)
    return group


@dataclass(frozen=True, eq=False)
class BrowserEntry:
    """One row of the browser: a catalog entry, shipped or the GM's (``gm_id``)."""

    entry: CatalogEntry
    gm_id: int | None = None
    key: str = field(init=False)
    categories: tuple[Category, ...] = field(init=False)
    group: int = field(init=False)
    ref: EntryRef = field(init=False)

    def __post_init__(self) -> None:
        categories = _categories_of(self.entry, self.gm_id)
        object.__setattr__(self, "key", normalise_name(self.entry.name))
        object.__setattr__(self, "categories", categories)
        object.__setattr__(self, "group", _group_of(categories))
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


def passes_setting(entry: BrowserEntry, setting: Era | None) -> bool:
    """Whether the setting filter shows the entry (``None``: every setting; see the ruling)."""
    return setting is None or entry.kind is EntryKind.MONSTER or entry.entry.era == setting


class CatalogIndex:
    """The entries the browser shows: shipped first in the manual's order, then the GM's."""

    def __init__(self, shipped: Iterable[CatalogEntry], gm: Iterable[GmEntry] = ()) -> None:
        self._shipped = tuple(BrowserEntry(entry) for entry in shipped)
        self._entries: tuple[BrowserEntry, ...] = self._shipped
        self._by_setting: dict[Era | None, tuple[BrowserEntry, ...]] = {}
        self.set_gm_entries(gm)

    def set_gm_entries(self, gm: Iterable[GmEntry]) -> None:
        self._entries = self._shipped + tuple(BrowserEntry(item.entry, item.id) for item in gm)
        self._by_setting = {}

    @property
    def entries(self) -> tuple[BrowserEntry, ...]:
        return self._entries

    def in_setting(self, setting: Era | None) -> tuple[BrowserEntry, ...]:
        """The entries the setting filter shows (kept until the GM's entries change)."""
        shown = self._by_setting.get(setting)
        if shown is None:
            shown = tuple(entry for entry in self._entries if passes_setting(entry, setting))
            self._by_setting[setting] = shown
        return shown

    def search(self, text: str, setting: Era | None = None) -> list[BrowserEntry]:
        """Entries whose name holds every word of ``text`` (accents and case ignored) and that
        the setting filter shows; names that start with the text come first, the index's order
        is kept otherwise."""
        entries = self.in_setting(setting)
        words = normalise_name(text).split()
        if not words:
            return list(entries)
        first, *others = words
        found = [entry for entry in entries if first in entry.key]
        for word in others:
            found = [entry for entry in found if word in entry.key]
        phrase = " ".join(words)
        starting = [entry for entry in found if entry.key.startswith(phrase)]
        if not starting or len(starting) == len(found):
            return found
        return starting + [entry for entry in found if not entry.key.startswith(phrase)]

    @staticmethod
    def in_category(entries: Sequence[BrowserEntry], category: Category) -> list[BrowserEntry]:
        if category == ALL:
            return list(entries)
        return [entry for entry in entries if category in entry.categories]

    @staticmethod
    def counts(entries: Iterable[BrowserEntry]) -> Counter[Category]:
        """How many of ``entries`` each category of the tree holds (one pass)."""
        groups = Counter(entry.group for entry in entries)
        counted: Counter[Category] = Counter()
        for group, number in groups.items():
            for category in _GROUP_CATEGORIES[group]:
                counted[category] += number
        return counted

    def find(self, ref: EntryRef) -> BrowserEntry | None:
        return next(
            (entry for entry in self._entries if ref.matches(entry.entry, entry.gm_id)), None
        )
