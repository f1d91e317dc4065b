"""One keyed-rows model for every list (ui/common): a new list removes, moves, inserts and
repaints only what differs, and the selection follows its row wherever it moves."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.common import KEY_ROLE, ROW_ROLE, Column, KeyedRowsModel


@dataclass(frozen=True)
class Row:
    id: int
    name: str
    pv: int


def make_model() -> KeyedRowsModel[Row]:
    return KeyedRowsModel(lambda row: row.id, (
        Column("Nombre", lambda row: row.name),
        Column("PV", lambda row: str(row.pv), {Qt.ItemDataRole.ToolTipRole: lambda row: "pv"},
               alignment=Qt.AlignmentFlag.AlignRight),
    ))


def names(model: KeyedRowsModel[Row]) -> list[str]:
    return [str(model.index(row, 0).data()) for row in range(model.rowCount())]


def test_a_new_list_is_reported_as_removals_moves_insertions_and_repaints(qtbot: QtBot) -> None:
    model = make_model()
    model.set_rows([Row(1, "Iñaki", 20), Row(2, "Goblin", 7), Row(3, "Orco", 12)])
    seen: list[str] = []
    model.rowsRemoved.connect(lambda _p, first, last: seen.append(f"removed {first}-{last}"))
    model.rowsInserted.connect(lambda _p, first, last: seen.append(f"inserted {first}-{last}"))
    model.layoutChanged.connect(lambda *_: seen.append("moved"))
    model.dataChanged.connect(lambda a, b, *_: seen.append(f"changed {a.row()}-{b.row()}"))

    model.set_rows([Row(1, "Iñaki", 20), Row(2, "Goblin", 7), Row(3, "Orco", 12)])
    assert seen == []

    model.set_rows([Row(3, "Orco", 12), Row(1, "Iñaki", 18), Row(4, "Lobo", 9)])
    assert seen == ["removed 1-1", "moved", "inserted 2-2", "changed 1-1"]
    assert names(model) == ["Orco", "Iñaki", "Lobo"]
    assert model.index(1, 1).data() == "18"
    assert model.index(1, 1).data(Qt.ItemDataRole.ToolTipRole) == "pv"
    assert model.index(1, 1).data(Qt.ItemDataRole.TextAlignmentRole) == Qt.AlignmentFlag.AlignRight
    assert model.index(1, 0).data(ROW_ROLE) == Row(1, "Iñaki", 18)
    assert model.index(1, 0).data(KEY_ROLE) == 1
    assert model.row_of(4) == 2 and model.row_of(2) is None
    assert model.headerData(1, Qt.Orientation.Horizontal) == "PV"


def test_the_selection_follows_its_row_when_the_list_is_reordered(qtbot: QtBot) -> None:
    model = make_model()
    model.set_rows([Row(1, "A", 1), Row(2, "B", 2), Row(3, "C", 3)])
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.selectionModel().setCurrentIndex(
        model.index(2, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect)

    model.set_rows([Row(3, "C", 3), Row(5, "E", 5), Row(1, "A", 1)])
    current = view.selectionModel().currentIndex()
    assert current.data(KEY_ROLE) == 3 and current.row() == 0

    with pytest.raises(ValueError):
        model.set_rows([Row(1, "A", 1), Row(1, "A", 1)])
