"""The browser's tables: one small item model per kind, each with that kind's columns, and one for
search results and the GM's entries, which mix kinds.

The models wrap the list of :class:`~ryf_desktop.ui.catalog.index.BrowserEntry` they are given;
they sort it themselves with keys that compare as a GM expects (numbers as numbers, names without
accents, prices by their value), and they hand out the drag data of an entry
(:mod:`~ryf_desktop.ui.catalog.mime`). Data of the manual is shown as written.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, TypeVar

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

from ryf_desktop.catalog import Armor, EntryKind, Item, Monster, Price, Shield, Weapon
from ryf_desktop.catalog.damage import DamageForm
from ryf_desktop.rules.character import normalise_name
from ryf_desktop.ui.catalog import labels
from ryf_desktop.ui.catalog.index import BrowserEntry
from ryf_desktop.ui.catalog.mime import MIME_TYPE, entry_mime_data

E = TypeVar("E", Monster, Weapon, Armor, Shield, Item)

ModelIndex = QModelIndex | QPersistentModelIndex

# Role giving a row's :class:`BrowserEntry`.
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
# Role giving the key a column sorts by.
SORT_ROLE = Qt.ItemDataRole.UserRole + 2

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
_SERVED_ROLES = frozenset(
    {_DISPLAY, _ALIGNMENT, _TOOLTIP, _BACKGROUND, _FONT, int(ENTRY_ROLE), int(SORT_ROLE)}
)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_CENTRE = int(Qt.AlignmentFlag.AlignCenter)
# Cell texts kept for at most this many entries (a campaign's GM entries are reloaded whole).
TEXT_CACHE_LIMIT = 10_000

_CURRENCY_ORDER: Mapping[str, int] = MappingProxyType(
    {"mc": 0, "mp": 0, "mo": 0, "$": 1, "cr": 2}
)


@dataclass(frozen=True)
class Column:
    """One column: its header (translated when asked), the text of a cell, the key it sorts by."""

    header: Callable[[], str]
    text: Callable[[BrowserEntry], str]
    sort_key: Callable[[BrowserEntry], Any]
    numeric: bool = False
    tooltip: Callable[[BrowserEntry], str] | None = None
    badge: bool = False
    setting: bool = False


def price_key(price: Price) -> tuple[int, int]:
    copper = price.copper
    return (_CURRENCY_ORDER[price.currency.value], price.amount if copper is None else copper)


def _name_column() -> Column:
    return Column(
        header=lambda: QCoreApplication.translate("CatalogTable", "Name"),
        text=lambda row: row.name,
        sort_key=lambda row: row.key,
    )


def _gm_column() -> Column:
    return Column(
        header=lambda: QCoreApplication.translate("CatalogTable", "GM"),
        text=lambda row: labels.gm_badge() if row.is_gm else "",
        sort_key=lambda row: not row.is_gm,
        tooltip=lambda row: QCoreApplication.translate(
            "CatalogTable", "Your own entry, kept in this campaign"
        ) if row.is_gm else "",
        badge=True,
    )


def _era_column() -> Column:
    return Column(
        header=lambda: QCoreApplication.translate("CatalogTable", "Setting"),
        text=lambda row: labels.era_name(row.entry.era),
        sort_key=lambda row: labels.era_name(row.entry.era),
        setting=True,
    )


def _price(row: BrowserEntry) -> Price | None:
    entry = row.entry
    return None if isinstance(entry, Monster) else entry.price


def _price_column() -> Column:
    def text(row: BrowserEntry) -> str:
        price = _price(row)
        return "" if price is None else str(price)

    def tooltip(row: BrowserEntry) -> str:
        price = _price(row)
        return "" if price is None else labels.price_text(price)

    def key(row: BrowserEntry) -> tuple[int, int]:
        price = _price(row)
        return (9, 0) if price is None else price_key(price)

    return Column(
        header=lambda: QCoreApplication.translate("CatalogTable", "Price"),
        text=text,
        sort_key=key,
        numeric=True,
        tooltip=tooltip,
    )


def _number_column(header: Callable[[], str], value: Callable[[BrowserEntry], int]) -> Column:
    return Column(header=header, text=lambda row: str(value(row)), sort_key=value, numeric=True)


def _entry_as(kind: type[E]) -> Callable[[BrowserEntry], E]:
    """The row's entry as ``kind`` (a table shows the rows of one kind only)."""

    def entry(row: BrowserEntry) -> E:
        assert isinstance(row.entry, kind)
        return row.entry

    return entry


_monster = _entry_as(Monster)
_weapon = _entry_as(Weapon)
_armor = _entry_as(Armor)
_shield = _entry_as(Shield)
_item = _entry_as(Item)


def weapon_traits(weapon: Weapon) -> str:
    """The weapon's marks in a few words: "two hands · reload · req. Físico 9"."""
    traits: list[str] = []
    if weapon.two_handed:
        traits.append(QCoreApplication.translate("CatalogTable", "two hands"))
    if weapon.parsed_damage.form is DamageForm.BY_GRIP:
        traits.append(QCoreApplication.translate("CatalogTable", "one or two hands"))
    if weapon.reload:
        traits.append(QCoreApplication.translate("CatalogTable", "reload"))
    if weapon.ignores_armour:
        traits.append(QCoreApplication.translate("CatalogTable", "ignores armour"))
    if weapon.requirement is not None:
        traits.append(weapon.requirement.written)
    return " · ".join(traits)


def _reach(row: BrowserEntry) -> float:
    ranges = _weapon(row).ranges
    return 0.0 if ranges is None else ranges.farthest


def _requirement_text(row: BrowserEntry) -> str:
    requirement = _armor(row).requirement
    return "" if requirement is None else requirement.written


def _requirement_value(row: BrowserEntry) -> int:
    requirement = _armor(row).requirement
    return 0 if requirement is None else requirement.value


def _range_text(weapon: Weapon) -> str:
    if weapon.ranges is None:
        return QCoreApplication.translate("CatalogTable", "melee")
    return str(weapon.ranges)


def entry_summary(entry: BrowserEntry) -> str:
    """A line that tells entries of different kinds apart in mixed results."""
    item = entry.entry
    if isinstance(item, Monster):
        return (
            f"PV {item.pv} · Ini. {item.initiative} · Ata. {item.attack} · Def. {item.defense}"
            f" · Abs. {item.absorption} · {item.damage}"
        )
    if isinstance(item, Weapon):
        parts = [item.damage, _range_text(item)]
        traits = weapon_traits(item)
        return " · ".join([*parts, traits] if traits else parts)
    if isinstance(item, Armor):
        text = f"Abs. {item.absorption} · {_estorbo()} {item.encumbrance}"
        return text if item.requirement is None else f"{text} · {item.requirement.written}"
    if isinstance(item, Shield):
        return f"Def. +{item.defense} · {_cobertura()} +{item.cover} · {_estorbo()} " + str(
            item.encumbrance
        )
    return labels.item_category_name(item.category)


def _estorbo() -> str:
    return QCoreApplication.translate("CatalogTable", "Encumbrance")


def _cobertura() -> str:
    return QCoreApplication.translate("CatalogTable", "Cover")


class EntryTableModel(QAbstractTableModel):
    """A table of catalog entries shown in ``columns``."""

    def __init__(self, columns: tuple[Column, ...], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._columns = columns
        self._headers = tuple(column.header() for column in self._columns)
        self._alignments = tuple(
            _CENTRE if column.badge else _RIGHT if column.numeric else None
            for column in self._columns
        )
        # The column of the GM mark.
        self.badge_column = next(
            number for number, column in enumerate(self._columns) if column.badge
        )
        self._given: list[BrowserEntry] = []
        self._rows: list[BrowserEntry] = []
        # The cells' texts, worked out once per entry: the view asks for them on every paint.
        self._texts: dict[BrowserEntry, tuple[str, ...]] = {}
        self._sort_column = -1
        self._sort_order = Qt.SortOrder.AscendingOrder

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

    def setting_column(self) -> int:
        """The column of the setting (-1 when the table has none)."""
        return next(
            (number for number, column in enumerate(self._columns) if column.setting), -1
        )

    @property
    def sort_state(self) -> tuple[int, Qt.SortOrder]:
        return self._sort_column, self._sort_order

    def texts(self, entry: BrowserEntry) -> tuple[str, ...]:
        found = self._texts.get(entry)
        if found is None:
            found = tuple(column.text(entry) for column in self._columns)
            self._texts[entry] = found
        return found

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
            return self._headers[section]
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
            return self.texts(entry)[number]
        if role == _ALIGNMENT:
            return self._alignments[number]
        if role == ENTRY_ROLE:
            return entry
        if role == SORT_ROLE:
            return self._columns[number].sort_key(entry)
        if role == _TOOLTIP:
            tooltip = self._columns[number].tooltip
            return tooltip(entry) if tooltip is not None else None
        if number == self.badge_column and entry.is_gm:
            return self._badge_data(role)
        return None

    @staticmethod
    def _badge_data(role: int) -> object:
        palette = QGuiApplication.palette()
        if role == _BACKGROUND:
            color = QColor(palette.color(QPalette.ColorRole.Highlight))
            color.setAlpha(60)
            return color
        if role == _FONT:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        return _ROW_FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by ``column`` (-1: the order the entries were given in)."""
        self._sort_column = column if 0 <= column < len(self._columns) else -1
        self._sort_order = order
        self.layoutAboutToBeChanged.emit()
        old = list(self._rows)
        self._rows = self._sorted(self._given)
        new_rows = {id(entry): row for row, entry in enumerate(self._rows)}
        for persistent in self.persistentIndexList():
            entry = old[persistent.row()] if 0 <= persistent.row() < len(old) else None
            if entry is not None:
                self.changePersistentIndex(
                    persistent, self.index(new_rows[id(entry)], persistent.column())
                )
        self.layoutChanged.emit()

    def _sorted(self, entries: list[BrowserEntry]) -> list[BrowserEntry]:
        if self._sort_column < 0:
            return list(entries)
        key = self._columns[self._sort_column].sort_key
        return sorted(
            entries,
            key=lambda entry: (key(entry), entry.key),
            reverse=self._sort_order == Qt.SortOrder.DescendingOrder,
        )

    # --- dragging ---------------------------------------------------------------------------
    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:  # noqa: N802
        rows = sorted({index.row() for index in indexes if index.isValid()})
        entry = self.entry_at(rows[0]) if rows else None
        if entry is None:
            return QMimeData()
        return entry_mime_data(entry.ref)

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.CopyAction


def _monster_columns() -> tuple[Column, ...]:
    return (
        Column(
            header=lambda: QCoreApplication.translate("CatalogTable", "PV"),
            text=lambda row: _monster(row).pv,
            sort_key=lambda row: (_monster(row).pv_formula.flat, _monster(row).pv),
            numeric=True,
        ),
        _number_column(lambda: QCoreApplication.translate("CatalogTable", "Ini."),
                       lambda row: _monster(row).initiative),
        _number_column(lambda: QCoreApplication.translate("CatalogTable", "Ata."),
                       lambda row: _monster(row).attack),
        _number_column(lambda: QCoreApplication.translate("CatalogTable", "Def."),
                       lambda row: _monster(row).defense),
        _number_column(lambda: QCoreApplication.translate("CatalogTable", "Abs."),
                       lambda row: _monster(row).absorption),
        Column(
            header=lambda: QCoreApplication.translate("CatalogTable", "Damage"),
            text=lambda row: _monster(row).damage,
            sort_key=lambda row: normalise_name(_monster(row).damage),
        ),
        Column(
            header=lambda: QCoreApplication.translate("CatalogTable", "Esp."),
            text=lambda row: _monster(row).special,
            sort_key=lambda row: _monster(row).special_numbers,
        ),
    )


def _weapon_columns() -> tuple[Column, ...]:
    return (
        Column(
            header=lambda: QCoreApplication.translate("CatalogTable", "Damage"),
            text=lambda row: _weapon(row).damage,
            sort_key=lambda row: _weapon(row).parsed_damage.base,
        ),
        Column(
            header=lambda: QCoreApplication.translate("CatalogTable", "Range"),
            text=lambda row: _range_text(_weapon(row)),
            sort_key=_reach,
        ),
        _price_column(),
        _era_column(),
        Column(
            header=lambda: QCoreApplication.translate("CatalogTable", "Traits"),
            text=lambda row: weapon_traits(_weapon(row)),
            sort_key=lambda row: weapon_traits(_weapon(row)),
        ),
    )


def _armor_columns() -> tuple[Column, ...]:
    return (
        _number_column(lambda: QCoreApplication.translate("CatalogTable", "Abs."),
                       lambda row: _armor(row).absorption),
        _number_column(_estorbo, lambda row: _armor(row).encumbrance),
        Column(
            header=lambda: QCoreApplication.translate("CatalogTable", "Requirement"),
            text=_requirement_text,
            sort_key=_requirement_value,
        ),
        _price_column(),
        _era_column(),
    )


def _shield_columns() -> tuple[Column, ...]:
    return (
        _number_column(lambda: QCoreApplication.translate("CatalogTable", "Defence"),
                       lambda row: _shield(row).defense),
        _number_column(_cobertura, lambda row: _shield(row).cover),
        _number_column(_estorbo, lambda row: _shield(row).encumbrance),
        _price_column(),
        _era_column(),
    )


def _item_columns() -> tuple[Column, ...]:
    return (
        Column(
            header=lambda: QCoreApplication.translate("CatalogTable", "List"),
            text=lambda row: labels.item_category_name(_item(row).category),
            sort_key=lambda row: labels.item_category_name(_item(row).category),
        ),
        _price_column(),
        _era_column(),
    )


def _mixed_columns() -> tuple[Column, ...]:
    """Entries of any kind: search results across the catalog, and the GM's own entries."""
    return (
        Column(
            header=lambda: QCoreApplication.translate("CatalogTable", "Kind"),
            text=lambda row: labels.kind_name(row.kind),
            sort_key=lambda row: labels.kind_name(row.kind),
        ),
        _era_column(),
        _price_column(),
        Column(
            header=lambda: QCoreApplication.translate("CatalogTable", "In short"),
            text=entry_summary,
            sort_key=entry_summary,
        ),
    )


def make_models(parent: QObject | None = None) -> dict[EntryKind | None, EntryTableModel]:
    """One model per kind, and the mixed one under ``None``; each starts with the name and the
    GM's mark."""
    columns = {
        EntryKind.MONSTER: _monster_columns,
        EntryKind.WEAPON: _weapon_columns,
        EntryKind.ARMOR: _armor_columns,
        EntryKind.SHIELD: _shield_columns,
        EntryKind.ITEM: _item_columns,
        None: _mixed_columns,
    }
    return {kind: EntryTableModel((_name_column(), _gm_column(), *made()), parent)
            for kind, made in columns.items()}
