"""Why a move costs more than the ruler measures, said on the map (play-test finding 1): on the
demo, Álex Rivera dragged from (5, 10) to (8, 12) (the map's rulers, 1-based) onto a table
pays 7.5 m where the ruler measures 6 m; the route's label and the status line name the
difficult terrain's 1.5 m, and the GM's map shows difficult terrain striped, which a tint alone
did not on the wooden floor."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest

from ryf_desktop.ui.map import SQUARE_PX, MapScene
from tests.ui.test_play_demo import ALEX, ALEX_AT, Game, game, roll_initiative_and_begin

__all__ = ["game"]  # a fixture, used by name

TABLE = (7, 11)  # a table's square: difficult terrain in the demo


def test_a_move_onto_difficult_terrain_says_what_it_added_to_the_ruler_s_measure(
    game: Game,
) -> None:
    roll_initiative_and_begin(game)
    game.press(ALEX_AT)
    for square in ((5, 10), (6, 11), TABLE):
        QTest.mouseMove(game.view.viewport(), game.point(square))
        game.qtbot.wait(1)
    route = game.scene.route
    assert route is not None
    game.qtbot.waitUntil(lambda: route.label != "")
    assert route.label == "7.5 m · 3 squares (difficult terrain +1.5 m)"
    game.release(TABLE)
    assert game.square_of(ALEX) == TABLE
    assert game.status() == (
        "Álex Rivera moved 7.5 m · 3 squares (difficult terrain +1.5 m); 1.5 m left this turn."
    )


def brightness(scene: MapScene, square: tuple[int, int]) -> list[int]:
    """The brightness (HSV value) of each pixel of ``square``, drawn at 64 px a square."""
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()),
                 QRectF(QPointF(square[0] * SQUARE_PX, square[1] * SQUARE_PX),
                        QPointF((square[0] + 1) * SQUARE_PX, (square[1] + 1) * SQUARE_PX)),
                 Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.end()
    return [image.pixelColor(x, y).value() for y in range(64) for x in range(64)]


def test_the_gm_s_map_stripes_difficult_terrain_so_it_shows_on_the_wooden_floor(
    game: Game,
) -> None:
    scene = game.scene
    assert game.map().difficult.squares() >= {TABLE, (3, 11), (11, 2)}
    # Beside the table's square, with and without the stripes: wood and the table's top differ
    # by little; a stripe's light and dark run across the square.
    table, floor = brightness(scene, TABLE), brightness(scene, (6, 10))
    assert max(table) - min(table) > max(floor) - min(floor) + 60
    assert sum(1 for level in table if level > 230) > 200  # the bright stripes
