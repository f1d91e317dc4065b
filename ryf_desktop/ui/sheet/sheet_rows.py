"""The sheet's tables: :class:`FittedTable`, a table as tall as its rows, and the item tables'
(equipment, spells) :class:`~ryf_desktop.ui.common.KeyedRowsModel` s whose cells the GM may edit:
an edit is handed to the section, which pushes a command (the table then follows the session like
every view; it never changes a row itself)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TypeVar

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSizePolicy, QTableView, QWidget

from ryf_desktop.ui.common.keyed_rows import Column, KeyedRowsModel

R = TypeVar("R")
#: What an edit of a cell does: given the row, the role and the value, whether it was taken.
Edit = Callable[[R, int, object], bool]


class FittedTable(QTableView):
    """A table of whole rows, one chosen at a time, as tall as its rows or ``min_rows`` (the
    sheet scrolls, not the table)."""

    def __init__(self, name: str, *, min_rows: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.min_rows = min_rows
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalHeader().setVisible(False)
        # Every row the same height: the view never measures the rows one by one.
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802
        super().setModel(model)
        if model is not None:
            model.rowsInserted.connect(self.updateGeometry)
            model.rowsRemoved.connect(self.updateGeometry)

    def sizeHint(self) -> QSize:  # noqa: N802
        model = self.model()
        rows = max(self.min_rows, 0 if model is None else model.rowCount())
        height = (self.horizontalHeader().sizeHint().height()
                  + rows * self.verticalHeader().defaultSectionSize() + 2 * self.frameWidth()
                  + (self.horizontalScrollBar().sizeHint().height()
                     if self.horizontalScrollBar().isVisible() else 0))
        return QSize(super().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())


class EditableRowsModel(KeyedRowsModel[R]):
    """Rows keyed by ``key``; the cells of a column in ``edits`` take ``flags`` and hand what the
    GM typed or ticked to its :data:`Edit`."""

    def __init__(
        self,
        key: Callable[[R], Hashable],
        columns: Sequence[Column[R]],
        edits: Mapping[int, tuple[Qt.ItemFlag, Edit[R]]],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(key, columns, parent)
        self._edits = dict(edits)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        flags = super().flags(index)
        edit = self._edits.get(index.column()) if index.isValid() else None
        return flags | edit[0] if edit is not None else flags

    def setData(  # noqa: N802
        self, index: QModelIndex | QPersistentModelIndex, value: object,
        role: int = Qt.ItemDataRole.EditRole,
    ) -> bool:
        edit = self._edits.get(index.column()) if index.isValid() else None
        row = self.row_at(index.row()) if index.isValid() else None
        if edit is None or row is None:
            return False
        return edit[1](row, int(role), value)
