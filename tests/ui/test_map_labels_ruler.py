"""Readable marks on the map: the name labels of tokens side by side never overlap (a long name
is set smaller, then elided, the full name in the tooltip), for the GM and the players; the
ruler's label stays inside the view wherever the ruler ends."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QRect
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.movement import Square
from ryf_desktop.session import map_commands
from ryf_desktop.ui.map import GM, PLAYERS, MapScene
from ryf_desktop.ui.map.geometry import square_at, square_centre
from ryf_desktop.ui.map.panel import RULER
from ryf_desktop.ui.map.tokens import fitted_label
from tests.campaign_steps import add_character
from tests.ui.test_map_helpers import (
    ALDRIC_AT,
    MakePanel,
    Table,
    make_panel,
    move,
    press,
    release,
    table,
)

__all__ = ["make_panel", "table"]  # fixtures, used by name

NAMES = ("Lucía Ferrer", "Esqueleto 10", "Iñaki Sáez de Montoya")


def crowd(table: Table) -> None:
    """Aldric Vance at (2, 5) with Goblin 1 beside him, and three more around."""
    table.push(map_commands.MoveToken(table.session, table.goblin_token, 3, 5))
    squares = [(1, 5), (2, 6), (3, 4)]
    for name, square in zip(NAMES, squares, strict=True):
        character = add_character(table.session, name)
        assert character is not None
        table.push(map_commands.PlaceToken(table.session, table.map_id, *square,
                                           character_id=character))


def adjacent(a: Square, b: Square) -> bool:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1


@pytest.mark.parametrize("audience", [GM, PLAYERS])
def test_the_labels_of_neighbouring_tokens_never_overlap(table: Table, audience: str) -> None:
    crowd(table)
    scene = MapScene(table.session, table.map_id, audience)
    items = list(scene.token_items.values())
    assert len(items) == 5
    pairs = [(a, b) for a, b in itertools.combinations(items, 2)
             if adjacent(a.square, b.square)]
    assert len(pairs) >= 5
    for first, second in pairs:
        assert not first.label_scene_rect().intersects(second.label_scene_rect()), (
            first.token.name, second.token.name)
    shown = {item.token.name: item for item in items}
    # Short names whole; long ones elided, the creature's number kept; full names on hover.
    assert shown["Goblin 1"].shown_name == "Goblin 1"
    assert shown["Esqueleto 10"].shown_name.endswith("… 10")
    assert shown["Lucía Ferrer"].shown_name.endswith("…")
    assert all(item.toolTip() == item.token.name for item in items)
    scene.detach()


def test_a_label_is_no_wider_than_its_room() -> None:
    from PySide6.QtGui import QFontMetricsF

    for name in ("A", "Goblin 1", "Dragón rojo anciano 3", "Wwwwwwwwwwwwwwwwwwwwwww"):
        font, text = fitted_label(name, 50.0)
        assert QFontMetricsF(font).horizontalAdvance(text) <= 50.0, name


def edge_points(viewport: QRect) -> dict[str, QPoint]:
    inset = 3
    middle = viewport.center()
    return {
        "left": QPoint(inset, middle.y()),
        "right": QPoint(viewport.width() - inset, middle.y()),
        "top": QPoint(middle.x(), inset),
        "bottom": QPoint(middle.x(), viewport.height() - inset),
        "top left": QPoint(inset, inset),
        "top right": QPoint(viewport.width() - inset, inset),
        "bottom left": QPoint(inset, viewport.height() - inset),
        "bottom right": QPoint(viewport.width() - inset, viewport.height() - inset),
    }


@pytest.mark.parametrize("edge", ["left", "right", "top", "bottom", "top left", "top right",
                                  "bottom left", "bottom right"])
def test_the_rulers_label_stays_inside_the_view_at_every_edge(
    qtbot: QtBot, table: Table, make_panel: MakePanel, edge: str
) -> None:
    panel = make_panel(table)
    view = panel.view
    view.show_at(70.0, view.mapToScene(view.viewport().rect().center()))
    panel.choose_tool(RULER)
    viewport = view.viewport().rect()
    start = square_at(view.mapToScene(viewport.center()))
    end = square_at(view.mapToScene(edge_points(viewport)[edge]))
    press(view, start)
    move(qtbot, view, end)
    release(view, end)
    scene = panel.controller.scene
    assert scene is not None and scene.ruler is not None and scene.ruler.label
    label = view.mapFromScene(scene.ruler.label_rect()).boundingRect()
    assert viewport.contains(label), (edge, label, viewport)


def test_the_rulers_label_sits_above_the_end_away_from_the_edges(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    view = panel.view
    panel.choose_tool(RULER)
    end = (ALDRIC_AT[0] + 4, ALDRIC_AT[1])
    press(view, ALDRIC_AT)
    move(qtbot, view, end)
    release(view, end)
    scene = panel.controller.scene
    assert scene is not None and scene.ruler is not None
    label = scene.ruler.label_rect()
    centre = square_centre(end)
    assert label.bottom() < centre.y() and abs(label.center().x() - centre.x()) < 1
