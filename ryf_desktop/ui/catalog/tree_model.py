"""The category tree: every entry, the bestiary, weapons and armour by setting, shields, equipment
by list, and the GM's own entries — each with how many entries it holds under the current search
and setting filter."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, Qt
from PySide6.QtGui import QPalette, QStandardItem, QStandardItemModel

from ryf_desktop.catalog import ERAS, EntryKind, ItemCategory
from ryf_desktop.ui.campaign.labels import setting_name
from ryf_desktop.ui.catalog import labels
from ryf_desktop.ui.catalog.index import ALL, GM_ENTRIES, Category

# Role giving a node's :class:`Category`.
CATEGORY_ROLE = Qt.ItemDataRole.UserRole + 1
# Role telling whether a node holds no entry under the current filter (it is greyed).
EMPTY_ROLE = Qt.ItemDataRole.UserRole + 2

NAME_COLUMN = 0
COUNT_COLUMN = 1


class CategoryTreeModel(QStandardItemModel):
    """Two columns: the category's name and its count. The structure is fixed; counts change."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(2)
        self._rows: dict[Category, tuple[QStandardItem, QStandardItem]] = {}
        root = self.invisibleRootItem()
        self._add(root, ALL, QCoreApplication.translate("CatalogTree", "Everything"))
        for kind in EntryKind:
            branch = self._add(root, Category(kind), labels.kind_title(kind))
            if kind in (EntryKind.WEAPON, EntryKind.ARMOR):
                for era in ERAS:
                    self._add(branch, Category(kind, era=era), setting_name(era))
            if kind is EntryKind.ITEM:
                for category in ItemCategory:
                    self._add(branch, Category(kind, item_category=category),
                              labels.item_category_name(category))
        self._add(root, GM_ENTRIES, QCoreApplication.translate("CatalogTree", "My entries (GM)"))

    def _add(self, parent: QStandardItem, category: Category, title: str) -> QStandardItem:
        name = QStandardItem(title)
        # The full name, for when the GM narrows the tree and the name is shortened.
        name.setToolTip(title)
        count = QStandardItem("")
        for item in (name, count):
            item.setData(category, CATEGORY_ROLE)
            item.setEditable(False)
        count.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        parent.appendRow([name, count])
        self._rows[category] = (name, count)
        return name

    def categories(self) -> tuple[Category, ...]:
        return tuple(self._rows)

    def index_of(self, category: Category) -> QModelIndex:
        return self.indexFromItem(self._rows[category][0])

    def category_at(self, index: QModelIndex) -> Category:
        value = index.data(CATEGORY_ROLE) if index.isValid() else None
        return value if isinstance(value, Category) else ALL

    def set_counts(self, counts: Mapping[Category, int]) -> None:
        """Show how many entries each category holds; empty ones are greyed."""
        for category, (name, count) in self._rows.items():
            value = counts.get(category, 0)
            text = str(value)
            if count.text() != text:
                count.setText(text)
            empty = value == 0
            if name.data(EMPTY_ROLE) != empty:
                name.setData(empty, EMPTY_ROLE)
                group = QPalette.ColorGroup.Disabled if empty else QPalette.ColorGroup.Active
                brush = QPalette().brush(group, QPalette.ColorRole.Text)
                name.setForeground(brush)
                count.setForeground(brush)
