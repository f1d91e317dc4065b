"""The sheet's item tables (equipment, spells) as :class:`~ryf_desktop.ui.common.KeyedRowsModel`
s whose cells the GM may edit: an edit is handed to the section, which pushes a command (the
table then follows the session like every view; it never changes a row itself)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TypeVar

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt

from ryf_desktop.ui.common.keyed_rows import Column, KeyedRowsModel

R = TypeVar("R")
#: What an edit of a cell does: given the row, the role and the value, whether it was taken.
Edit = Callable[[R, int, object], bool]


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
