"""The order never cuts a name ("Gobl…") once health states show: at the combat dock's default
width every combatant's name — the active one's in bold with its ▶ — fits its cell as the
delegate lays it out; the other columns give way first."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from ryf_desktop.session.combat import CombatantRow
from ryf_desktop.ui.combat.tracker_model import (
    HEALTH_COLUMN,
    INITIATIVE_COLUMN,
    NAME_COLUMN,
    TURN_COLUMN,
)
from ryf_desktop.ui.combat.tracker_view import TrackerView
from tests.ui.combat_demo import DemoTable, open_demo

STATES = ("malherido", "inconsciente", "muerto", "derrotado", "normal", "malherido",
          "inconsciente", "malherido")


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    table.begin()
    yield table
    table.close()


def wounded(rows: tuple[CombatantRow, ...], active: int) -> list[CombatantRow]:
    """The fight's rows with a health state each (the longest ones), ``active`` acting with a
    double action."""
    return [
        dataclasses.replace(
            row, state=state, wounds=min(row.pv_max, 3), active=number == active,
            double_action=number == active,
        )
        for number, (row, state) in enumerate(zip(rows, STATES, strict=True))
    ]


def needed(view: TrackerView, row: int, column: int) -> int:
    """The width the delegate needs to show the cell whole (icon, margins, text in its font)."""
    table = view.table
    option = QStyleOptionViewItem()
    table.initViewItemOption(option)
    index = view.model.index(row, column)
    return table.itemDelegateForIndex(index).sizeHint(option, index).width()


def cut_names(view: TrackerView) -> list[str]:
    table = view.table
    return [
        view.model.text(row, NAME_COLUMN)
        for row in range(view.model.rowCount())
        if needed(view, row, NAME_COLUMN)
        > table.visualRect(view.model.index(row, NAME_COLUMN)).width()
    ]


def test_no_name_is_cut_at_the_dock_s_default_width(demo: DemoTable) -> None:
    view = demo.dock.view
    rows = demo.combat().combatants
    for active in range(len(rows)):
        view.model.set_rows(wounded(rows, active))
        assert view.model.text(active, NAME_COLUMN).startswith("▶ ")
        assert cut_names(view) == []
    # The default dock is too narrow for every cell whole: something had to give, not the names.
    whole = sum(
        max(needed(view, row, column) for row in range(len(rows))) for column in range(4)
    )
    assert whole > view.table.viewport().width()
    # The whole row still fits the order: no column pushed out of sight.
    table = view.table
    right = table.columnViewportPosition(TURN_COLUMN) + table.columnWidth(TURN_COLUMN)
    assert right <= table.viewport().width()


def test_the_other_columns_give_way_before_the_names(demo: DemoTable) -> None:
    view = demo.dock.view
    rows = demo.combat().combatants
    view.model.set_rows(wounded(rows, 3))
    dock = demo.window.dock("combat")
    demo.window.resizeDocks([dock], [340], Qt.Orientation.Horizontal)
    demo.qtbot.waitUntil(lambda: view.table.viewport().width() < 330)
    assert cut_names(view) == []
    longest = max(range(len(rows)), key=lambda row: needed(view, row, HEALTH_COLUMN))
    table = view.table
    # Narrow: the health (and initiative) columns are elided, the names are not.
    assert table.columnWidth(HEALTH_COLUMN) < needed(view, longest, HEALTH_COLUMN) or (
        table.columnWidth(INITIATIVE_COLUMN) < needed(view, longest, INITIATIVE_COLUMN)
    )


def test_a_fumbled_initiative_fits_its_column_and_is_told_in_the_tooltip(
    demo: DemoTable,
) -> None:
    view = demo.dock.view
    rows = demo.combat().combatants
    fumbled = [dataclasses.replace(row, initiative_fumble=number == 1,
                                   acts_this_round=number != 1)
               for number, row in enumerate(rows)]
    view.model.set_rows(fumbled)
    text = view.model.text(1, INITIATIVE_COLUMN)
    assert text.endswith("· fumble") and ":" not in text
    assert needed(view, 1, INITIATIVE_COLUMN) <= view.table.columnWidth(INITIATIVE_COLUMN)
    tip = view.model.index(1, INITIATIVE_COLUMN).data(Qt.ItemDataRole.ToolTipRole)
    assert "fumble: skips this round" in tip
