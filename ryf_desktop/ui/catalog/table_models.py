"""The browser's tables: one small item model per kind, each with that kind's columns, and one for
search results and the GM's entries, which mix kinds. They sort as a GM expects (numbers as
numbers, names without accents, prices by their value); the manual's data is shown as written.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from operator import attrgetter
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette

from ryf_desktop.catalog import Armor, EntryKind, Monster, Price, Shield, Weapon
from ryf_desktop.catalog.damage import DamageForm
from ryf_desktop.rules.character import normalise_name
from ryf_desktop.ui.campaign.labels import setting_name
from ryf_desktop.ui.catalog import labels
from ryf_desktop.ui.catalog.index import BrowserEntry
from ryf_desktop.ui.catalog.mime import MIME_TYPE, entry_mime_data

translate = QCoreApplication.translate

ModelIndex = QModelIndex | QPersistentModelIndex

# Every cell: chosen, dragged, never edited (worked out once: a keystroke asks it often).
_ROW_FLAGS = (
    Qt.ItemFlag.ItemIsEnabled
    | Qt.ItemFlag.ItemIsSelectable
    | Qt.ItemFlag.ItemIsDragEnabled
    | Qt.ItemFlag.ItemNeverHasChildren
)

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_SERVED_ROLES = frozenset({_DISPLAY, _ALIGNMENT, _TOOLTIP, _BACKGROUND, _FONT})
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_CENTRE = int(Qt.AlignmentFlag.AlignCenter)
# Cell texts kept for at most this many entries (a campaign's GM entries are reloaded whole).
TEXT_CACHE_LIMIT = 10_000
# The column of the GM's mark (the second of every table).
GM_COLUMN = 1

_CURRENCY_ORDER: Mapping[str, int] = MappingProxyType(
    {"mc": 0, "mp": 0, "mo": 0, "$": 1, "cr": 2}
)


@dataclass(frozen=True)
class Column:
    header: str
    text: Callable[[BrowserEntry], str]
    sort_key: Callable[[BrowserEntry], Any]
    numeric: bool = False
    tooltip: Callable[[BrowserEntry], str] | None = None
    setting: bool = False


def _of_entry(header: str, text: Callable[[Any], str], key: Callable[[Any], Any] | None = None,
              *, numeric: bool = False, setting: bool = False) -> Column:
    """A column of what ``text`` says of the row's entry, sorted by ``key`` of it (or by the
    text). A table shows the rows of one kind only, so ``text`` and ``key`` take that kind."""
    by = key or text
    return Column(header, lambda row: text(row.entry), lambda row: by(row.entry), numeric,
                  setting=setting)


def _number(header: str, name: str) -> Column:
    value = attrgetter(name)
    return _of_entry(header, lambda entry: str(value(entry)), value, numeric=True)


def _price(row: BrowserEntry) -> Price | None:
    entry = row.entry
    return None if isinstance(entry, Monster) else entry.price


def _price_key(row: BrowserEntry) -> tuple[int, int]:
    """Prices by their value (in copper for medieval coins), after them what has none."""
    price = _price(row)
    if price is None:
        return (9, 0)
    copper = price.copper
    return (_CURRENCY_ORDER[price.currency.value], price.amount if copper is None else copper)


def weapon_traits(weapon: Weapon) -> str:
    """The weapon's marks in a few words: "two hands · reload · req. Físico 9"."""
    traits: list[str] = []
    if weapon.two_handed:
        traits.append(translate("CatalogTable", "two hands"))
    if weapon.parsed_damage.form is DamageForm.BY_GRIP:
        traits.append(translate("CatalogTable", "one or two hands"))
    if weapon.reload:
        traits.append(translate("CatalogTable", "reload"))
    if weapon.ignores_armour:
        traits.append(translate("CatalogTable", "ignores armour"))
    if weapon.requirement is not None:
        traits.append(weapon.requirement.written)
    return " · ".join(traits)


def _range_text(weapon: Weapon) -> str:
    return translate("CatalogTable", "melee") if weapon.ranges is None else str(weapon.ranges)


def entry_summary(entry: BrowserEntry) -> str:
    """A line that tells entries of different kinds apart in mixed results."""
    item = entry.entry
    if isinstance(item, Monster):
        return (
            f"PV {item.pv} · Ini. {item.initiative} · Ata. {item.attack} · Def. {item.defense}"
            f" · Abs. {item.absorption} · {item.damage}"
        )
    if isinstance(item, Weapon):
        traits = weapon_traits(item)
        return " · ".join([item.damage, _range_text(item), *([traits] if traits else [])])
    encumbrance = translate("CatalogTable", "Encumbrance")
    if isinstance(item, Armor):
        text = f"Abs. {item.absorption} · {encumbrance} {item.encumbrance}"
        return text if item.requirement is None else f"{text} · {item.requirement.written}"
    if isinstance(item, Shield):
        cover = translate("CatalogTable", "Cover")
        return f"Def. +{item.defense} · {cover} +{item.cover} · {encumbrance} {item.encumbrance}"
    return labels.item_category_name(item.category)


class EntryTableModel(QAbstractTableModel):
    def __init__(self, columns: tuple[Column, ...], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._columns = columns
        self._alignments = tuple(
            _CENTRE if number == GM_COLUMN else _RIGHT if column.numeric else None
            for number, column in enumerate(columns)
        )
        # The column of the setting (-1 when the table has none).
        self.setting_column = next(
            (number for number, column in enumerate(columns) if column.setting), -1
        )
        self._given: list[BrowserEntry] = []
        self._rows: list[BrowserEntry] = []
        # The cells' texts, worked out once per entry: the view asks for them on every paint.
        self._texts: dict[BrowserEntry, tuple[str, ...]] = {}
        self.sort_column = -1
        self.sort_order = Qt.SortOrder.AscendingOrder

    # --- contents ---------------------------------------------------------------------------
    def set_entries(self, entries: Sequence[BrowserEntry]) -> None:
        self.beginResetModel()
        self._given = list(entries)
        self._rows = self._sorted(self._given)
        if len(self._texts) > TEXT_CACHE_LIMIT:
            self._texts.clear()
        self.endResetModel()

    def entries(self) -> tuple[BrowserEntry, ...]:
        return tuple(self._rows)

    def entry_at(self, row: int) -> BrowserEntry | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    # --- Qt's model API ---------------------------------------------------------------------
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._columns)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        if role == _DISPLAY:
            return self._columns[section].header
        if role == _ALIGNMENT and self._columns[section].numeric:
            return _RIGHT
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        # Called for every role of every visible cell on each paint: the cheap way out first.
        if role not in _SERVED_ROLES:
            return None
        row, number = index.row(), index.column()
        if not 0 <= row < len(self._rows) or not 0 <= number < len(self._columns):
            return None
        entry = self._rows[row]
        if role == _DISPLAY:
            texts = self._texts.get(entry)
            if texts is None:
                texts = self._texts[entry] = tuple(column.text(entry) for column in self._columns)
            return texts[number]
        if role == _ALIGNMENT:
            return self._alignments[number]
        if role == _TOOLTIP:
            tooltip = self._columns[number].tooltip
            return tooltip(entry) if tooltip is not None else None
        if number != GM_COLUMN or not entry.is_gm:
            return None
        if role == _BACKGROUND:
            color = QColor(QGuiApplication.palette().color(QPalette.ColorRole.Highlight))
            color.setAlpha(60)
            return color
        font = QFont()
        font.setBold(True)
        return font

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        return _ROW_FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by ``column`` (-1: the order the entries were given in)."""
        self.sort_column = column if 0 <= column < len(self._columns) else -1
        self.sort_order = order
        self.layoutAboutToBeChanged.emit()
        old = list(self._rows)
        self._rows = self._sorted(self._given)
        new_rows = {id(entry): row for row, entry in enumerate(self._rows)}
        for persistent in self.persistentIndexList():
            if 0 <= persistent.row() < len(old):
                new_row = new_rows[id(old[persistent.row()])]
                self.changePersistentIndex(persistent, self.index(new_row, persistent.column()))
        self.layoutChanged.emit()

    def _sorted(self, entries: list[BrowserEntry]) -> list[BrowserEntry]:
        if self.sort_column < 0:
            return list(entries)
        key = self._columns[self.sort_column].sort_key
        return sorted(
            entries,
            key=lambda entry: (key(entry), entry.key),
            reverse=self.sort_order == Qt.SortOrder.DescendingOrder,
        )

    # --- dragging ---------------------------------------------------------------------------
    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:  # noqa: N802
        rows = sorted({index.row() for index in indexes if index.isValid()})
        entry = self.entry_at(rows[0]) if rows else None
        return QMimeData() if entry is None else entry_mime_data(entry.ref)


def make_models(parent: QObject | None = None) -> dict[EntryKind | None, EntryTableModel]:
    """One model per kind, and the mixed one under ``None`` (search results across the catalog,
    and the GM's own entries); each starts with the name and the GM's mark."""
    name = Column(translate("CatalogTable", "Name"), lambda row: row.name, lambda row: row.key)
    gm = Column(
        translate("CatalogTable", "GM"),
        lambda row: labels.GM_BADGE if row.is_gm else "",
        lambda row: not row.is_gm,
        tooltip=lambda row: translate(
            "CatalogTable", "Your own entry, kept in this campaign") if row.is_gm else "",
    )
    era = _of_entry(translate("CatalogTable", "Setting"),
                    lambda entry: setting_name(entry.era), setting=True)
    price = Column(
        translate("CatalogTable", "Price"),
        lambda row: "" if (cost := _price(row)) is None else str(cost),
        _price_key,
        numeric=True,
        tooltip=lambda row: "" if (cost := _price(row)) is None else labels.price_text(cost),
    )
    encumbrance = _number(translate("CatalogTable", "Encumbrance"), "encumbrance")
    columns: dict[EntryKind | None, tuple[Column, ...]] = {
        EntryKind.MONSTER: (
            _of_entry(translate("CatalogTable", "PV"), attrgetter("pv"),
                      lambda monster: (monster.pv_formula.flat, monster.pv), numeric=True),
            _number(translate("CatalogTable", "Ini."), "initiative"),
            _number(translate("CatalogTable", "Ata."), "attack"),
            _number(translate("CatalogTable", "Def."), "defense"),
            _number(translate("CatalogTable", "Abs."), "absorption"),
            _of_entry(translate("CatalogTable", "Damage"), attrgetter("damage"),
                      lambda monster: normalise_name(monster.damage)),
            _of_entry(translate("CatalogTable", "Esp."), attrgetter("special"),
                      attrgetter("special_numbers")),
        ),
        EntryKind.WEAPON: (
            _of_entry(translate("CatalogTable", "Damage"), attrgetter("damage"),
                      attrgetter("parsed_damage.base")),
            _of_entry(translate("CatalogTable", "Range"), _range_text,
                      lambda weapon: 0.0 if weapon.ranges is None else weapon.ranges.farthest),
            price,
            era,
            _of_entry(translate("CatalogTable", "Traits"), weapon_traits),
        ),
        EntryKind.ARMOR: (
            _number(translate("CatalogTable", "Abs."), "absorption"),
            encumbrance,
            _of_entry(translate("CatalogTable", "Requirement"),
                      lambda armor: "" if armor.requirement is None else armor.requirement.written,
                      lambda armor: 0 if armor.requirement is None else armor.requirement.value),
            price,
            era,
        ),
        EntryKind.SHIELD: (
            _number(translate("CatalogTable", "Defence"), "defense"),
            _number(translate("CatalogTable", "Cover"), "cover"),
            encumbrance,
            price,
            era,
        ),
        EntryKind.ITEM: (
            _of_entry(translate("CatalogTable", "List"),
                      lambda item: labels.item_category_name(item.category)),
            price,
            era,
        ),
        None: (
            Column(translate("CatalogTable", "Kind"), lambda row: labels.kind_name(row.kind),
                   lambda row: labels.kind_name(row.kind)),
            era,
            price,
            Column(translate("CatalogTable", "In short"), entry_summary, entry_summary),
        ),
    }
    return {kind: EntryTableModel((name, gm, *more), parent) for kind, more in columns.items()}
