"""The map stays fitted to the view as the window and its docks resize, until the GM zooms."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.ui.test_map_helpers import MAP_WIDTH, MakePanel, Table, make_panel, table

__all__ = ["make_panel", "table"]  # fixtures, used by name


def test_a_fitted_map_refits_when_the_view_shrinks_and_not_after_a_zoom(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    view = panel.view
    panel.resize(1200, 800)
    qtbot.waitUntil(lambda: view.viewport().width() > 900)

    view.fit_map()
    wide = view.square_px()

    panel.resize(max(600, panel.minimumSizeHint().width()), 800)
    qtbot.waitUntil(lambda: view.viewport().width() < 900)
    assert view.square_px() < wide
    assert MAP_WIDTH * view.square_px() <= view.viewport().width() + 1

    view.zoom_by(2.0)
    zoomed = view.square_px()
    panel.resize(900, 800)
    qtbot.waitUntil(lambda: view.viewport().width() > 800)
    assert abs(view.square_px() - zoomed) < 0.01
