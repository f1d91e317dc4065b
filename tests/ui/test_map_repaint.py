"""What the map repaints and how: the background smoothed only while the view rests, empty
layers hidden rather than painted blank, a reveal repainting the squares it lifted (not the
whole map) on both screens, a token left off its square by a drag put back by a refresh, and
the players' tokens revealed while zoomed out (dots only) given their items when zoomed in."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
)
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.movement import Square, footprint
from ryf_desktop.session import map_commands
from ryf_desktop.session.map_queries import TokenView
from ryf_desktop.ui.map import SQUARE_PX, MapScene
from ryf_desktop.ui.map.layers import ExactSquareLayer, SquareLayer
from ryf_desktop.ui.map.scene_style import PLAYERS_FOG_COLOUR, terrain_table
from ryf_desktop.ui.map.tokens import TokenItem, TokenOverview
from ryf_desktop.ui.map.view import SETTLE_MS
from tests.ui.test_map_helpers import (
    ALDRIC_AT,
    MAP_HEIGHT,
    MAP_WIDTH,
    MakePanel,
    Table,
    make_panel,
    shown_colour,
    table,
)

__all__ = ["make_panel", "table"]  # fixtures, used by name

EVERY = frozenset((x, y) for y in range(MAP_HEIGHT) for x in range(MAP_WIDTH))


class Updates:
    """The areas an item asks to be repainted (``QRectF()``: all of it).

    A performance contract, not behaviour: the player sees the same picture whatever is
    repainted; these tests pin that a change repaints only around the squares it touched (a
    whole-map repaint of a large map is what made a reveal stutter)."""

    def __init__(self, item: QGraphicsItem) -> None:
        self.rects: list[QRectF] = []
        self._item_update = item.update
        item.update = self._update  # type: ignore[method-assign,assignment]

    def _update(self, rect: QRectF | None = None) -> None:
        self.rects.append(QRectF() if rect is None else QRectF(rect))
        if rect is None:
            self._item_update()
        else:
            self._item_update(rect)


def squares_rect(squares: Collection[Square]) -> QRectF:
    """The scene rectangle around ``squares`` (not empty)."""
    xs = [x for x, _ in squares]
    ys = [y for _, y in squares]
    left, top = min(xs), min(ys)
    return QRectF(left * SQUARE_PX, top * SQUARE_PX, (max(xs) - left + 1) * SQUARE_PX,
                  (max(ys) - top + 1) * SQUARE_PX)


def shown(item: QGraphicsItem, px_per_square: int = 8) -> QImage:
    """What ``item`` paints, at ``px_per_square`` pixels a square (the overview's own size)."""
    rect = item.boundingRect()
    scale = px_per_square / SQUARE_PX
    image = QImage(round(rect.width() * scale), round(rect.height() * scale),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    if not image.isNull():
        painter = QPainter(image)
        painter.scale(scale, scale)
        painter.translate(-rect.topLeft())
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
    return image


def test_the_background_is_smoothed_only_while_the_view_rests(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    scene = panel.controller.scene
    assert scene is not None
    smooth = Qt.TransformationMode.SmoothTransformation
    assert scene.background.transformationMode() == smooth
    tokens = list(scene.token_items.values())
    assert tokens
    panel.view.pan_by(40, 0)
    assert scene.background.transformationMode() == Qt.TransformationMode.FastTransformation
    assert scene.grid.cacheMode() == QGraphicsItem.CacheMode.NoCache
    # Moving: each token's picture is scaled (a cache at the screen's scale would be drawn
    # again at every frame of a zoom).
    assert {token.cacheMode() for token in tokens} == {QGraphicsItem.CacheMode.ItemCoordinateCache}
    qtbot.wait(SETTLE_MS + 100)
    assert scene.background.transformationMode() == smooth
    assert scene.background.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert scene.grid.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    # At rest each token is blitted as the screen shows it, unscaled.
    assert {token.cacheMode() for token in tokens} == {
        QGraphicsItem.CacheMode.DeviceCoordinateCache
    }
    # Drawn straight: a reveal changes the fog's tint across the view, and a pixmap of it would
    # be drawn again and then blended.
    assert scene.terrain.cacheMode() == QGraphicsItem.CacheMode.NoCache


def test_the_players_scene_rests_with_its_layers_cached(table: Table, qtbot: QtBot) -> None:
    players = MapScene(table.session, table.map_id, audience="players")
    assert players.background.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    # (Unlike the GM's: a reveal leaves the players' walls as they were.)
    assert players.terrain.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert players.grid.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    players.detach()


def test_empty_layers_are_hidden_and_shown_again_with_squares(table: Table, qtbot: QtBot) -> None:
    scene = MapScene(table.session, table.map_id)
    assert scene.reach is not None and scene.preview is not None
    assert not scene.terrain.isVisible()  # no walls, no fog, no difficult terrain
    assert not scene.doors.isVisible() and not scene.reach.isVisible()
    assert not scene.preview.isVisible()
    scene.reach.set_tiers({(1, 1): "minor"})
    assert scene.reach.isVisible()
    scene.reach.clear()
    assert not scene.reach.isVisible()
    table.push(map_commands.PaintSquares(table.session, table.map_id, "doors", [(4, 4)], True))
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls", [(3, 3)], True))
    scene.refresh()
    assert scene.doors.isVisible() and scene.terrain.isVisible()
    table.push(map_commands.PaintSquares(table.session, table.map_id, "doors", [(4, 4)], False))
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls", [(3, 3)], False))
    scene.refresh()
    assert not scene.doors.isVisible() and not scene.terrain.isVisible()
    scene.detach()


def test_a_square_layer_repaints_only_where_its_squares_changed(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    layer = SquareLayer(MAP_WIDTH, MAP_HEIGHT, 3)
    scene.addItem(layer)
    table = terrain_table()
    layer.set_flags((EVERY, frozenset(), frozenset()), table)
    updates = Updates(layer)
    lifted: set[Square] = {(4, 5), (6, 7), (5, 6)}
    layer.set_flags((EVERY - lifted, frozenset(), frozenset()), table)
    assert updates.rects == [squares_rect(lifted)]
    assert shown_colour(layer, (5, 6)).alpha() == 0
    # (Premultiplied in the image: compared by its opacity.)
    assert shown_colour(layer, (5, 5)).alpha() == QColor.fromRgba(table[1]).alpha() > 0


def test_the_players_fog_repaints_only_the_squares_lifted_and_keeps_exact_rows(
    qtbot: QtBot,
) -> None:
    scene = QGraphicsScene()
    fog = ExactSquareLayer(MAP_WIDTH, MAP_HEIGHT, PLAYERS_FOG_COLOUR, 30)
    scene.addItem(fog)
    assert not fog.isVisible()
    fog.set_squares(EVERY)
    assert fog.isVisible()
    updates = Updates(fog)
    lifted = {(3, 2), (4, 2), (9, 8)}
    fog.set_squares(EVERY - lifted)
    assert updates.rects == [squares_rect(lifted).adjusted(-1, -1, 1, 1)]
    fresh = ExactSquareLayer(MAP_WIDTH, MAP_HEIGHT, PLAYERS_FOG_COLOUR, 30)
    fresh.set_squares(EVERY - lifted)
    # Laid out again row by row, the same rectangles as laid out at once.
    assert fog.region == fresh.region
    fog.set_squares(frozenset())
    assert not fog.isVisible()


def _token(token_id: int, x: int, y: int, size: int = 1, colour: str = "#1f77b4") -> TokenView:
    return TokenView(token_id, 1, x, y, size, False, f"Goblin {token_id}", "G", "monster",
                     "normal", colour, None, None, token_id)


def test_the_overview_repaints_around_the_dots_that_came_or_went(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    overview = TokenOverview(20)
    scene.addItem(overview)
    first, second, third = _token(1, 2, 2), _token(2, 10, 5), _token(3, 15, 9)
    overview.set_tokens(MAP_WIDTH, MAP_HEIGHT, ((first, False), (second, False)))
    updates = Updates(overview)
    overview.set_tokens(MAP_WIDTH, MAP_HEIGHT, ((first, False), (third, False)))
    assert len(updates.rects) == 1
    dirty = updates.rects[0]
    assert dirty.contains(QRectF(10 * SQUARE_PX, 5 * SQUARE_PX, SQUARE_PX, SQUARE_PX))
    assert dirty.contains(QRectF(15 * SQUARE_PX, 9 * SQUARE_PX, SQUARE_PX, SQUARE_PX))
    assert not dirty.intersects(QRectF(2 * SQUARE_PX, 2 * SQUARE_PX, SQUARE_PX, SQUARE_PX))


def test_a_refresh_puts_back_a_token_a_drag_left_on_another_square(
    table: Table, qtbot: QtBot
) -> None:
    scene = MapScene(table.session, table.map_id)
    aldric = scene.token_items[table.aldric_token]
    home = aldric.square
    aldric.place_at((9, 9))
    scene.refresh()  # the same tokens: only the displaced one is put back
    assert aldric.shown_square() == home
    aldric.place_at((9, 9))
    aldric.place_at(home)  # put back by the drag itself: nothing left to put back
    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", [(0, 0)], True))
    scene.refresh()
    assert aldric.shown_square() == home
    scene.detach()


def test_the_overview_drawn_in_steps_is_the_picture_drawn_at_once(qtbot: QtBot) -> None:
    big = _token(1, 4, 4, size=2, colour="#ff7f0e")
    under = _token(2, 5, 5)  # shares a square with the big one
    beside, far = _token(3, 6, 4), _token(4, 15, 9, colour="#2ca02c")
    steps = [
        ((big, False), (under, False), (beside, True)),
        ((under, False), (beside, False), (far, True)),  # the big one goes, activity moves
        ((under, False), (big, False), (beside, False), (far, True)),  # back, now on top
        (),
    ]
    overview = TokenOverview(20)
    for tokens in steps:
        overview.set_tokens(MAP_WIDTH, MAP_HEIGHT, tokens)
        fresh = TokenOverview(20)
        fresh.set_tokens(MAP_WIDTH, MAP_HEIGHT, tokens)
        assert shown(overview) == shown(fresh), tokens


def test_a_token_cached_finer_than_the_scene_still_covers_its_square(
    table: Table, qtbot: QtBot
) -> None:
    scene = MapScene(table.session, table.map_id)
    aldric = scene.token_items[table.aldric_token]
    x, y = aldric.square
    for px in (16, 64, 256):
        aldric.set_cache_px(px)
        assert aldric.mapRectToScene(aldric.shape().boundingRect()) == QRectF(
            x * SQUARE_PX, y * SQUARE_PX, SQUARE_PX, SQUARE_PX)
    view = QGraphicsView(scene)
    view.resize(700, 500)
    view.scale(2, 2)  # 128 pixels a square: the tokens are cached at 256
    scene.set_detail_px(2 * SQUARE_PX)
    view.centerOn(QPointF((x + 0.5) * SQUARE_PX, (y + 0.5) * SQUARE_PX))
    view.show()
    qtbot.waitExposed(view)
    image = view.viewport().grab().toImage()
    fill = QColor(aldric.token.colour)

    def colour_at(dx: float) -> QColor:
        return image.pixelColor(view.mapFromScene(QPointF((x + 0.5 + dx) * SQUARE_PX,
                                                          (y + 0.5) * SQUARE_PX)))

    assert colour_at(0.2) == fill  # inside the disc
    # Half a square past the disc's edge: Qt drew a cache of a fixed size that many pixels
    # to the item unit, the token twice too large.
    assert colour_at(0.95) != fill and colour_at(-0.95) != fill
    view.close()
    scene.detach()


def test_the_overview_told_which_dots_changed_draws_the_picture_drawn_at_once(
    qtbot: QtBot,
) -> None:
    big = _token(1, 4, 4, size=2, colour="#ff7f0e")
    under = _token(2, 5, 5)  # shares a square with the big one
    beside, far = _token(3, 6, 4), _token(4, 15, 9, colour="#2ca02c")
    overview = TokenOverview(20)
    overview.set_tokens(MAP_WIDTH, MAP_HEIGHT, ((big, False), (beside, True)))
    # Two come out of the fog, then the big one goes back under it.
    came = ((big, False), (beside, True), (under, False), (far, False))
    overview.set_tokens(MAP_WIDTH, MAP_HEIGHT, came, changed=[(under, False), (far, False)])
    fresh = TokenOverview(20)
    fresh.set_tokens(MAP_WIDTH, MAP_HEIGHT, came)
    assert shown(overview) == shown(fresh)
    went = ((beside, True), (under, False), (far, False))
    overview.set_tokens(MAP_WIDTH, MAP_HEIGHT, went, changed=[(big, False)])
    fresh.set_tokens(MAP_WIDTH, MAP_HEIGHT, went)
    assert shown(overview) == shown(fresh)
    # The square the big one shared with ``under`` shows ``under`` again, not a hole.
    assert shown(overview).pixelColor(5 * 8 + 4, 5 * 8 + 4).alpha() > 0


def test_a_reveal_brings_the_same_tokens_and_dots_as_a_fresh_players_scene(
    table: Table, qtbot: QtBot
) -> None:
    every = [(x, y) for y in range(MAP_HEIGHT) for x in range(MAP_WIDTH)]
    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", every, True))
    players = MapScene(table.session, table.map_id, audience="players")
    players.set_detail_px(4)  # zoomed out: the dots
    assert not players.shown_token_ids()
    table.push(map_commands.RevealFromSight(table.session, table.map_id))
    players.refresh()
    fresh = MapScene(table.session, table.map_id, audience="players")
    fresh.set_detail_px(4)
    assert players.shown_token_ids() == fresh.shown_token_ids()
    assert table.aldric_token in players.shown_token_ids()
    assert shown(players.overview) == shown(fresh.overview)
    assert players.fog is not None and fresh.fog is not None
    assert players.fog.region == fresh.fog.region
    players.detach()
    fresh.detach()


def test_tokens_revealed_while_zoomed_out_get_their_items_when_the_zoom_shows_tokens(
    table: Table, qtbot: QtBot
) -> None:
    every = [(x, y) for y in range(MAP_HEIGHT) for x in range(MAP_WIDTH)]
    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", every, True))
    players = MapScene(table.session, table.map_id, audience="players")
    players.set_detail_px(4)
    table.push(map_commands.RevealFromSight(table.session, table.map_id))
    players.refresh()
    # Only dots while zoomed out: no item made for what came into sight.
    assert table.aldric_token in players.shown_token_ids()
    assert not players.token_items
    players.set_detail_px(48)
    assert set(players.token_items) == players.shown_token_ids()
    aldric = players.token_items[table.aldric_token]
    assert aldric.isVisible() and aldric.shown_square() == ALDRIC_AT
    assert aldric.scene() is players
    fog = table.view().fog.squares()
    for item in players.token_items.values():
        assert not item.token.hidden
        assert not set(footprint((item.token.x, item.token.y), item.token.size)) <= fog
    # Fog laid again while zoomed out takes the dots off, and zooming in brings back nothing.
    players.set_detail_px(4)
    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", every, True))
    players.refresh()
    assert not players.shown_token_ids()
    players.set_detail_px(48)
    assert not players.token_items
    assert not [item for item in players.items() if isinstance(item, TokenItem)
                and item.isVisible()]
    players.detach()


def test_a_token_at_rest_shows_what_its_scaled_picture_shows(qtbot: QtBot) -> None:
    # Cached as the screen shows it (at rest) the token must show the same things as its
    # picture for this zoom scaled (while moving): at 40 px a square, its name under it.
    scene = QGraphicsScene()
    scene.setBackgroundBrush(QColor("#ffffff"))
    token = TokenItem(_token(1, 1, 1))
    scene.addItem(token)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(200, 200)
    view.setTransform(QTransform.fromScale(40 / SQUARE_PX, 40 / SQUARE_PX))
    view.centerOn(QPointF(1.5 * SQUARE_PX, 1.8 * SQUARE_PX))
    view.show()
    qtbot.waitExposed(view)
    token.set_cache_px(128)  # what the scene keeps for 40 px a square

    def shown() -> list[tuple[int, int, int]]:
        view.viewport().repaint()
        image = view.viewport().grab().toImage()
        colours = (image.pixelColor(x, y) for y in range(image.height())
                   for x in range(image.width()))
        return [(colour.red(), colour.green(), colour.blue()) for colour in colours]

    token.set_at_rest(False)
    assert token.cacheMode() == QGraphicsItem.CacheMode.ItemCoordinateCache
    scaled = shown()
    token.set_at_rest(True)
    assert token.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    resting = shown()
    # The name's dark box under the disc: in both, or the name vanished at rest.
    width = view.viewport().width()
    under = view.mapFromScene(QPointF(1.5 * SQUARE_PX, 2 * SQUARE_PX))
    band = [(x, y) for y in range(under.y(), under.y() + 16)
            for x in range(under.x() - 15, under.x() + 15)]
    for pixels in (scaled, resting):
        assert any(max(pixels[y * width + x]) < 150 for x, y in band)
    differing = sum(1 for a, b in zip(scaled, resting, strict=True)
                    if max(abs(p - q) for p, q in zip(a, b, strict=True)) > 96)
    assert differing < 0.01 * len(scaled)
