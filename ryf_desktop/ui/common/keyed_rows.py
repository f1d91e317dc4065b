"""One Qt model for every list of rows the views show: rows (frozen dataclasses, or anything
compared by value) keyed by an id, shown through :class:`Column` s.

:meth:`KeyedRowsModel.set_rows` takes the whole new list and tells the views only what differs:
rows gone are removed, rows that moved are moved (a layout change that carries the selection and
the current row along), new rows are inserted, and rows whose value changed get ``dataChanged`` —
so a selection, a scroll position and an open editor survive a refresh.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

R = TypeVar("R")

#: The role that answers the row itself (any column).
ROW_ROLE = int(Qt.ItemDataRole.UserRole) + 1
#: The role that answers the row's key (any column).
KEY_ROLE = int(Qt.ItemDataRole.UserRole) + 2

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column(Generic[R]):
    """A column: its header, the text of a row, and any other role answered from the row
    (``{Qt.ItemDataRole.ToolTipRole: lambda row: ...}``)."""

    header: str
    text: Callable[[R], str]
    roles: Mapping[int, Callable[[R], object]] = field(default_factory=dict)
    alignment: Qt.AlignmentFlag | None = None


class KeyedRowsModel(QAbstractTableModel, Generic[R]):
    """Rows keyed by ``key``; see the module for how :meth:`set_rows` reports a new list."""

    def __init__(
        self,
        key: Callable[[R], Hashable],
        columns: Sequence[Column[R]],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._key = key
        self._columns = tuple(columns)
        self._rows: list[R] = []
        self._keys: list[Hashable] = []

    # --- reading --------------------------------------------------------------------------------
    @property
    def rows(self) -> tuple[R, ...]:
        return tuple(self._rows)

    def row_at(self, row: int) -> R | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, key: Hashable) -> int | None:
        """The row number of ``key``, None when no row has it."""
        try:
            return self._keys.index(key)
        except ValueError:
            return None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = self._columns[index.column()]
        role = int(role)
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(row)
        if role == ROW_ROLE:
            return row
        if role == KEY_ROLE:
            return self._keys[index.row()]
        if role == Qt.ItemDataRole.TextAlignmentRole and column.alignment is not None:
            return column.alignment
        answer = column.roles.get(role)
        return answer(row) if answer is not None else None

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if (orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole
                and 0 <= section < len(self._columns)):
            return self._columns[section].header
        return None

    # --- changing -------------------------------------------------------------------------------
    def set_rows(self, rows: Iterable[R]) -> None:
        """Show ``rows`` (in this order), telling the views only what differs from before."""
        new_rows = list(rows)
        new_keys = [self._key(row) for row in new_rows]
        if len(set(new_keys)) != len(new_keys):
            raise ValueError("Two rows have the same key.")
        self._remove_missing(set(new_keys))
        self._reorder_kept(new_keys)
        self._insert_new(new_rows, new_keys)
        self._report_changed(new_rows)

    def refresh_keys(self, keys: Iterable[Hashable]) -> None:
        """Repaint the rows of ``keys`` (what they show depends on more than their value)."""
        for key in keys:
            row = self.row_of(key)
            if row is not None:
                self._data_changed(row, row)

    def _remove_missing(self, wanted: set[Hashable]) -> None:
        row = len(self._keys) - 1
        while row >= 0:
            if self._keys[row] in wanted:
                row -= 1
                continue
            last = row
            while row > 0 and self._keys[row - 1] not in wanted:
                row -= 1
            self.beginRemoveRows(QModelIndex(), row, last)
            del self._rows[row:last + 1]
            del self._keys[row:last + 1]
            self.endRemoveRows()
            row -= 1

    def _reorder_kept(self, new_keys: list[Hashable]) -> None:
        present = set(self._keys)
        order = [key for key in new_keys if key in present]
        if order == self._keys:
            return
        self.layoutAboutToBeChanged.emit()
        old_position = {key: row for row, key in enumerate(self._keys)}
        moved_from = [old_position[key] for key in order]
        self._rows = [self._rows[row] for row in moved_from]
        self._keys = order
        new_position = {old: new for new, old in enumerate(moved_from)}
        for index in self.persistentIndexList():
            if index.isValid():
                self.changePersistentIndex(
                    index, self.index(new_position[index.row()], index.column()))
        self.layoutChanged.emit()

    def _insert_new(self, new_rows: list[R], new_keys: list[Hashable]) -> None:
        for position, key in enumerate(new_keys):
            if position < len(self._keys) and self._keys[position] == key:
                continue
            self.beginInsertRows(QModelIndex(), position, position)
            self._rows.insert(position, new_rows[position])
            self._keys.insert(position, key)
            self.endInsertRows()

    def _report_changed(self, new_rows: list[R]) -> None:
        first: int | None = None
        for position, row in enumerate(new_rows):
            if self._rows[position] != row:
                self._rows[position] = row
                first = position if first is None else first
                continue
            if first is not None:
                self._data_changed(first, position - 1)
                first = None
        if first is not None:
            self._data_changed(first, len(new_rows) - 1)

    def _data_changed(self, first: int, last: int) -> None:
        if self._columns:
            self.dataChanged.emit(self.index(first, 0), self.index(last, len(self._columns) - 1))
