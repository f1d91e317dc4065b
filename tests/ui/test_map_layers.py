"""The square layers' pixels: the GM's terrain (a colour a square) fills exactly the device pixels
whose centres lie in each square at any zoom, and the players' fog covers exactly what an aliased
fill of each fogged square widened by half a scene pixel covers, so no sliver of a fogged square
shows."""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
)
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.movement import Square
from ryf_desktop.ui.map import SQUARE_PX
from ryf_desktop.ui.map.floor import GridItem
from ryf_desktop.ui.map.layers import ExactSquareLayer, SquareLayer
from ryf_desktop.ui.map.scene_style import PLAYERS_FOG_COLOUR, terrain_table

WIDTH, HEIGHT = 13, 9
FLOOR = QColor("#806040")
# Device pixels a square and where the map's corner lands: whole and fractional, small and big.
ZOOMS = [(3.7, -2.3, 1.6), (4.9, 0.0, 0.0), (13.3, 5.25, -7.5), (48.0, -1607.0, -64.0),
         (63.3, -100.4, -40.7), (175.1, -911.6, -230.2)]


def _paint(item: QGraphicsItem, transform: QTransform, size: tuple[int, int] = (160, 110)
           ) -> QImage:
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FLOOR)
    painter = QPainter(image)
    painter.setTransform(transform)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = item.boundingRect()
    item.paint(painter, option, None)
    painter.end()
    return image


def _zoom(px: float, dx: float, dy: float) -> QTransform:
    transform = QTransform()
    transform.translate(dx, dy)
    transform.scale(px / SQUARE_PX, px / SQUARE_PX)
    return transform


def _over_floor(rgba: int) -> int:
    """The pixel ``rgba`` painted over the floor gives."""
    image = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FLOOR)
    painter = QPainter(image)
    painter.fillRect(0, 0, 1, 1, QColor.fromRgba(rgba))
    painter.end()
    return image.pixel(0, 0)


def _random_layers(seed: int) -> tuple[frozenset[Square], ...]:
    rng = random.Random(seed)
    every = [(x, y) for y in range(HEIGHT) for x in range(WIDTH)]
    return tuple(frozenset(square for square in every if rng.random() < share)
                 for share in (0.7, 0.2, 0.3))


# (A layer's first paint is a fill: it has not yet seen how scattered its squares are.)
@pytest.mark.parametrize(("px", "dx", "dy"), ZOOMS)
def test_the_terrain_fills_each_pixel_in_the_colour_of_the_square_under_its_centre(
    qtbot: QtBot, px: float, dx: float, dy: float
) -> None:
    layers = _random_layers(round(px * 10))
    table = terrain_table()
    layer = SquareLayer(WIDTH, HEIGHT, 3)
    layer.set_flags(layers, table)
    transform = _zoom(px, dx, dy)
    image = _paint(layer, transform)
    back = transform.inverted()[0]
    shown = {rgba: _over_floor(rgba) for rgba in set(table)}
    checked = 0
    for y in range(image.height()):
        for x in range(image.width()):
            centre = back.map(QRectF(x + 0.5, y + 0.5, 0, 0).topLeft())
            column, row = centre.x() / SQUARE_PX, centre.y() / SQUARE_PX
            # A centre on a square's edge (to rounding) may go either way.
            if min(abs(column - round(column)), abs(row - round(row))) * px < 1e-3:
                continue
            square = (math.floor(column), math.floor(row))
            flags = sum(1 << bit for bit, squares in enumerate(layers) if square in squares)
            wanted = shown[table[flags]] if 0 <= square[0] < WIDTH and 0 <= square[1] < HEIGHT \
                else FLOOR.rgba()
            assert image.pixel(x, y) == wanted, (x, y, square)
            checked += 1
    assert checked > image.width() * image.height() // 2


@pytest.mark.parametrize(("px", "dx", "dy"), ZOOMS)
def test_the_players_fog_covers_what_each_square_widened_by_half_a_pixel_covers(
    qtbot: QtBot, px: float, dx: float, dy: float
) -> None:
    fogged = _random_layers(round(px * 7))[0]
    layer = ExactSquareLayer(WIDTH, HEIGHT, PLAYERS_FOG_COLOUR, 30)
    # Laid out at once and by a change from other fog: the same pixels.
    layer.set_squares(_random_layers(1)[0])
    layer.set_squares(fogged)
    transform = _zoom(px, dx, dy)
    wanted = QImage(160, 110, QImage.Format.Format_ARGB32_Premultiplied)
    wanted.fill(FLOOR)
    painter = QPainter(wanted)
    painter.setTransform(transform)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    for x, y in fogged:
        painter.fillRect(QRectF(x * SQUARE_PX - 0.5, y * SQUARE_PX - 0.5, SQUARE_PX + 1.0,
                                SQUARE_PX + 1.0), PLAYERS_FOG_COLOUR)
    painter.end()
    assert _paint(layer, transform) == wanted
    fresh = ExactSquareLayer(WIDTH, HEIGHT, PLAYERS_FOG_COLOUR, 30)
    fresh.set_squares(fogged)
    assert fresh.region == layer.region


def test_a_layer_paints_only_what_is_exposed_and_there_as_when_all_is_exposed(
    qtbot: QtBot,
) -> None:
    layers = _random_layers(3)
    layer = SquareLayer(WIDTH, HEIGHT, 3)
    layer.set_flags(layers, terrain_table())
    transform = _zoom(48.0, 0.0, 0.0)
    whole = _paint(layer, transform, (WIDTH * 48, HEIGHT * 48))
    image = QImage(whole.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FLOOR)
    painter = QPainter(image)
    painter.setTransform(transform)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = QRectF(2.5 * SQUARE_PX, 1.2 * SQUARE_PX, 4 * SQUARE_PX, 3 * SQUARE_PX)
    layer.paint(painter, option, None)
    painter.end()
    # The squares the exposed area touches (2..6 across, 1..4 down) as when all is exposed.
    assert image.copy(2 * 48, 48, 5 * 48, 4 * 48) == whole.copy(2 * 48, 48, 5 * 48, 4 * 48)
    assert image.pixel(7 * 48 + 24, 4 * 48 + 24) == FLOOR.rgba()  # (7, 4): not exposed


def test_the_terrain_shows_the_fog_lifted_where_it_painted_before(qtbot: QtBot) -> None:
    fog, difficult, walls = _random_layers(4)
    table = terrain_table()
    layer = SquareLayer(WIDTH, HEIGHT, 3)
    layer.set_flags((fog, difficult, walls), table)
    transform = _zoom(48.0, 0.0, 0.0)
    _paint(layer, transform, (WIDTH * 48, HEIGHT * 48))
    lifted = frozenset(square for square in fog if square[0] < 6)
    layer.set_flags((fog - lifted, difficult, walls), table)
    fresh = SquareLayer(WIDTH, HEIGHT, 3)
    fresh.set_flags((fog - lifted, difficult, walls), table)
    size = (WIDTH * 48, HEIGHT * 48)
    assert _paint(layer, transform, size) == _paint(fresh, transform, size)


def test_scattered_terrain_seen_from_afar_is_drawn_as_the_image_scaled(qtbot: QtBot) -> None:
    # A fill costs by rectangle and by device row: thousands of scattered squares a few pixels
    # each are cheaper drawn as the image (the layer learns how scattered they are).
    rng = random.Random(9)
    walls = frozenset((x, y) for y in range(60) for x in range(60) if rng.random() < 0.4)
    layer = SquareLayer(60, 60, 3)
    layer.set_flags((frozenset(), frozenset(), walls), terrain_table())
    _paint(layer, _zoom(48.0, 0.0, 0.0))
    far = _zoom(3.3, 0.4, 0.7)
    wanted = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    wanted.fill(FLOOR)
    painter = QPainter(wanted)
    painter.setTransform(far)
    # A performance contract: the layer's own image (a pixel a square), scaled, is the cheap
    # drawing this test pins, so it is read from the layer's insides.
    painter.drawImage(layer.boundingRect(), layer._image)
    painter.end()
    assert _paint(layer, far, (200, 200)) == wanted


def test_the_floor_draws_the_picture_where_it_is_placed_and_the_grid_over_it(
    qtbot: QtBot, tmp_path: Path,
) -> None:
    # A picture of 2×2 pixels, each a square's worth when scaled to SQUARE_PX a pixel and put
    # one square in: the floor shows it there, the grid lines over it, the border round the map.
    scene = QGraphicsScene()
    image = QImage(2, 2, QImage.Format.Format_RGB32)
    colours = [QColor("#c03030"), QColor("#30c030"), QColor("#3030c0"), QColor("#c0c030")]
    for index, colour in enumerate(colours):
        image.setPixelColor(index % 2, index // 2, colour)
    floor = GridItem(4, 4, 0)
    picture = floor.picture
    picture.setTransformationMode(Qt.TransformationMode.FastTransformation)
    assert image.save(str(tmp_path / "floor.png"))
    assert picture.set_picture_data((tmp_path / "floor.png").read_bytes())
    picture.setVisible(True)
    picture.setTransform(QTransform.fromScale(SQUARE_PX, SQUARE_PX))
    picture.setPos(SQUARE_PX, SQUARE_PX)
    scene.addItem(picture)
    floor.picture_changed()
    scene.addItem(floor)
    transform = _zoom(16.0, 4.0, 4.0)  # 16 pixels a square, the map's corner at (4, 4)

    def centre(x: int, y: int) -> QPoint:
        return transform.map(QPointF((x + 0.5) * SQUARE_PX, (y + 0.5) * SQUARE_PX)).toPoint()

    shown = _paint(floor, transform)
    for index, colour in enumerate(colours):
        assert shown.pixelColor(centre(1 + index % 2, 1 + index // 2)) == colour
    assert shown.pixelColor(centre(0, 0)) == FLOOR  # off the picture: what lies beneath
    line = transform.map(QPointF(2 * SQUARE_PX, 1.5 * SQUARE_PX)).toPoint()
    assert shown.pixelColor(line) == floor.line_color  # between two squares of the picture
    floor.set_lines_shown(False)
    hidden = _paint(floor, transform)
    assert hidden.pixelColor(line) in (colours[0], colours[1])
    assert hidden.pixelColor(centre(1, 1)) == colours[0]
    picture.setVisible(False)
    floor.picture_changed()
    floor.set_lines_shown(True)
    bare = _paint(floor, transform)
    assert bare.pixelColor(centre(1, 1)) == FLOOR
    assert bare.pixelColor(line) == floor.line_color
