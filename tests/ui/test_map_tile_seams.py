"""A big background picture is drawn in tiles; at any zoom the tiles meet without a seam (no
line of the view's backdrop between two of them), on the GM's map as on the table screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from pytestqt.qtbot import QtBot

from ryf_desktop.session import map_commands
from ryf_desktop.ui.map import SQUARE_PX
from ryf_desktop.ui.map.tiled_background import TILE_SIDE, TiledPicture
from tests.ui.test_map_helpers import MakePanel, Table, make_panel, table

__all__ = ["make_panel", "table"]  # fixtures, used by name

FLOOR = QColor("#806040")


def off_colour(image: QImage, rect: QRectF) -> list[tuple[int, int]]:
    """The pixels inside ``rect`` (a pixel in from its edges) not of the floor's colour."""
    found = []
    for y in range(int(rect.top()) + 2, int(rect.bottom()) - 2, 5):
        for x in range(int(rect.left()) + 2, int(rect.right()) - 2):
            colour = image.pixelColor(x, y)
            if (abs(colour.red() - FLOOR.red()) + abs(colour.green() - FLOOR.green())
                    + abs(colour.blue() - FLOOR.blue())) > 3:
                found.append((x, y))
    return found


@pytest.mark.parametrize("scale", [0.5173, 0.73, 0.913, 1.37])
@pytest.mark.parametrize("shift", [0.0, 0.37, 0.81])
def test_tiles_meet_without_a_seam_at_any_zoom(scale: float, shift: float) -> None:
    picture = QImage(3 * TILE_SIDE - 72, 2 * TILE_SIDE - 48, QImage.Format.Format_RGB32)
    picture.fill(FLOOR)
    tiled = TiledPicture(picture)
    out = QImage(1600, 1000, QImage.Format.Format_RGB32)
    out.fill(QColor("#3a3d42"))
    painter = QPainter(out)
    # As the map view paints: antialiased, smooth, at a zoom and pan of fractional pixels.
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    painter.setTransform(QTransform().translate(shift * 3, shift * 2).scale(scale, scale))
    tiled.paint(painter, QRectF(0, 0, picture.width(), picture.height()), smooth=True)
    painter.end()
    shown = QRectF(shift * 3, shift * 2, picture.width() * scale, picture.height() * scale)
    assert off_colour(out, shown.intersected(QRectF(out.rect()))) == []


def test_the_gm_map_shows_a_tiled_picture_without_a_seam(
    qtbot: QtBot, table: Table, make_panel: MakePanel, tmp_path: Path
) -> None:
    path = tmp_path / "suelo.png"
    picture = QImage(3000, 2000, QImage.Format.Format_RGB32)
    picture.fill(FLOOR)
    assert picture.save(str(path))
    bare = map_commands.CreateMap(table.session, "Suelo", 30, 20)
    table.push(bare)
    assert bare.map_id is not None
    table.push(map_commands.SetBackground(table.session, bare.map_id, path))
    panel = make_panel(table)
    panel.grid_action.setChecked(False)
    panel.controller.show_map(bare.map_id)
    scene = panel.controller.scene
    assert scene is not None
    qtbot.waitUntil(scene.background.isVisible)
    view = panel.view
    # 100 picture pixels a square: the first tiles meet at 10.24 squares, shown mid-view at
    # zooms that draw from the full-size level.
    corner = QPointF(TILE_SIDE / 100 * SQUARE_PX, TILE_SIDE / 100 * SQUARE_PX)
    for px_per_square in (51.73, 73.1, 91.3, 137.7):
        view.show_at(px_per_square, corner)
        qtbot.wait(250)  # the view at rest paints smooth once more
        shot = view.viewport().grab().toImage()
        on_screen = view.mapFromScene(scene.map_bounds()).boundingRect()
        area = QRectF(on_screen).intersected(QRectF(shot.rect()))
        assert off_colour(shot, area) == [], px_per_square
