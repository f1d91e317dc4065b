"""The battlemap scene and panel: few items for the layers, one per token; the players' scene
without anything of the GM's; refresh by difference; painting walls, difficult terrain and fog
with a brush or a rectangle (one undo step each); sight through doors; the ruler's band."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, QSettings
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from ryf_desktop.session import map_commands, map_queries
from ryf_desktop.session.model import CampaignModel
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map import SQUARE_PX, MapPanel, MapScene, TokenItem, install_map
from ryf_desktop.ui.map.layers import ExactSquareLayer
from ryf_desktop.ui.map.scene_style import PLAYERS_FOG_COLOUR
from ryf_desktop.ui.map.tools import RulerTool
from tests.ui.test_map_helpers import (
    ALDRIC_AT,
    GOBLIN_AT,
    MAP_HEIGHT,
    MAP_WIDTH,
    MakePanel,
    Table,
    drag,
    make_panel,
    press,
    press_ctrl_z,
    release,
    shown_colour,
    start_fight,
    table,
)

__all__ = ["make_panel", "table"]  # fixtures, used by name

EVERY = [(x, y) for y in range(MAP_HEIGHT) for x in range(MAP_WIDTH)]


def test_layers_are_one_item_each_and_tokens_one_item_each(table: Table, qtbot: QtBot) -> None:
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls", EVERY[:150],
                                         True))
    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", EVERY, True))
    scene = MapScene(table.session, table.map_id)
    tokens = [item for item in scene.items() if isinstance(item, TokenItem)]
    assert sorted(item.token_id for item in tokens) == [table.aldric_token, table.goblin_token]
    # background, grid, terrain (walls, difficult terrain, fog), difficult terrain's stripes,
    # doors, thin segments, reach, brush preview, line preview, route, ruler, the lights' rings
    # and the tokens' overview for a map zoomed far out
    assert len(scene.items()) - len(tokens) == 13
    players = MapScene(table.session, table.map_id, audience="players")
    # background, grid, terrain (walls), doors, thin segments, fog, darkness, overview
    assert len(players.items()) == 8
    players.detach()

    scene.set_detail_px(8)  # zoomed out: one picture of dots instead of the token items
    assert scene.overview.isVisible()
    assert not any(item.isVisible() for item in tokens)
    scene.set_detail_px(40)
    assert not scene.overview.isVisible() and all(item.isVisible() for item in tokens)
    players.detach()
    scene.detach()


def test_the_players_scene_has_no_hidden_token_nothing_under_fog_and_no_gm_overlay(
    table: Table, qtbot: QtBot
) -> None:
    fogged = [(x, y) for x, y in EVERY if x >= 10]
    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", fogged, True))
    table.push(map_commands.SetTokenHidden(table.session, table.aldric_token, True))
    gm = MapScene(table.session, table.map_id, "gm")
    players = MapScene(table.session, table.map_id, audience="players")

    assert set(gm.token_items) == {table.aldric_token, table.goblin_token}
    assert gm.token_items[table.aldric_token].opacity() < 1  # hidden: translucent for the GM
    assert players.token_items == {}  # Aldric hidden, the goblin under the fog
    assert (players.reach, players.route, players.ruler, players.preview) == (None,) * 4
    assert gm.fog is None  # the GM's fog is a tint in the terrain layer
    assert isinstance(players.fog, ExactSquareLayer)

    image = QImage(MAP_WIDTH * 16, MAP_HEIGHT * 16, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    players.render(painter, image.rect().toRectF(), players.map_bounds())
    painter.end()
    for x, y in fogged:
        assert image.pixelColor(x * 16 + 8, y * 16 + 8) == PLAYERS_FOG_COLOUR, (x, y)

    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", fogged, False))
    players.refresh()
    assert set(players.token_items) == {table.goblin_token}
    gm.detach()
    players.detach()


def test_a_move_refreshes_only_the_token_that_moved(table: Table, qtbot: QtBot) -> None:
    scene = MapScene(table.session, table.map_id)
    aldric, goblin = scene.token_items[table.aldric_token], scene.token_items[table.goblin_token]

    table.push(map_commands.MoveToken(table.session, table.aldric_token, 7, 7))
    qtbot.waitUntil(lambda: aldric.shown_square() == (7, 7))

    assert scene.token_items[table.aldric_token] is aldric
    assert scene.token_items[table.goblin_token] is goblin
    assert aldric.pos() == QPointF(7 * SQUARE_PX, 7 * SQUARE_PX)
    scene.detach()


def test_walls_brushed_and_a_fog_rectangle_are_one_undo_step_each(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    history = table.session.undo_stack.count()

    panel.choose_tool("walls")
    drag(qtbot, panel.view, [(5, 1), (5, 2), (5, 4), (6, 4)])  # a gap is filled in
    assert table.view().walls.squares() == {(5, 1), (5, 2), (5, 3), (5, 4), (6, 4)}

    panel.choose_tool("fog_hide")
    panel.rectangle_action.setChecked(True)
    drag(qtbot, panel.view, [(8, 2), (10, 4)])
    assert table.view().fog.squares() == {(x, y) for x in range(8, 11) for y in range(2, 5)}

    panel.choose_tool("fog_reveal")
    drag(qtbot, panel.view, [(9, 3), (10, 3)])
    assert table.view().fog.squares() == {(x, y) for x in range(8, 11) for y in range(2, 5)} - {
        (9, 3), (10, 3)}
    assert table.session.undo_stack.count() == history + 3

    scene = panel.controller.scene
    assert scene is not None
    table.session.undo_stack.undo()
    table.session.undo_stack.undo()
    qtbot.wait(1)
    assert table.view().fog.squares() == frozenset()
    assert scene.terrain.squares == {(5, 1), (5, 2), (5, 3), (5, 4), (6, 4)}
    table.session.undo_stack.undo()
    qtbot.wait(1)
    assert table.view().walls.squares() == frozenset() and scene.terrain.squares == frozenset()


def test_erase_takes_walls_and_difficult_terrain_away(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    table.push(map_commands.PaintSquares(table.session, table.map_id, "difficult",
                                         [(3, 3), (4, 3)], True))
    panel = make_panel(table)
    panel.choose_tool("difficult")
    panel.erase_action.setChecked(True)
    drag(qtbot, panel.view, [(3, 3)])
    assert table.view().difficult.squares() == {(4, 3)}


def test_reveal_from_sight_stops_at_walls_and_closed_doors(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    wall = [(5, y) for y in range(MAP_HEIGHT) if y != 5]
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls", wall, True))
    table.push(map_commands.PaintSquares(table.session, table.map_id, "doors", [(5, 5)], True))
    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", EVERY, True))
    panel = make_panel(table)

    panel.reveal_action.trigger()
    seen = set(EVERY) - table.view().fog.squares()
    assert ALDRIC_AT in seen and (5, 5) in seen  # the door itself is seen
    assert not any(x > 5 for x, _ in seen)

    panel.choose_tool("doors")
    press(panel.view, (5, 5))
    release(panel.view, (5, 5))
    panel.reveal_action.trigger()
    seen = set(EVERY) - table.view().fog.squares()
    assert (6, 5) in seen and (12, 5) in seen

    table.session.undo_stack.undo()
    assert (6, 5) in table.view().fog.squares()


def test_a_door_put_in_a_wall_replaces_it_in_one_step(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls", [(5, 5)], True))
    panel = make_panel(table)
    history = table.session.undo_stack.count()
    panel.choose_tool("doors")
    press(panel.view, (5, 5))
    release(panel.view, (5, 5))
    view = table.view()
    assert (5, 5) in view.doors and (5, 5) not in view.walls
    assert table.session.undo_stack.count() == history + 1
    press_ctrl_z(panel, table.session)
    assert (5, 5) in table.view().walls.squares() and not table.view().doors.squares()


def choose_weapon(panel: MapPanel, name: str) -> bool:
    """Pick the ruler's weapon by name in the tool bar's chooser, as the GM does."""
    chooser = panel.weapon_chooser
    for row in range(chooser.count()):
        if chooser.itemText(row).startswith(name + " ("):
            chooser.setCurrentIndex(row)
            return True
    return False


def test_the_ruler_names_the_band_and_difficulty_of_the_chosen_weapon(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    panel.choose_tool("ruler")
    ruler = panel.view.tool
    assert isinstance(ruler, RulerTool)

    drag(qtbot, panel.view, [(0, 0), (10, 0)])
    assert ruler.text == "15 m · 10 squares"

    assert choose_weapon(panel, "Arco corto")  # 15/30/60 m
    assert ruler.text == "15 m · 10 squares — short range, difficulty 15"
    assert ruler.measure((0, 0), (1, 1)) == "1.5 m · 1 square — point-blank, difficulty 10"
    assert ruler.measure((0, 0), (19, 0)) == "28.5 m · 19 squares — medium range, difficulty 20"
    # Alternate diagonals: 11 diagonals and 8 straight = 8 + 11 + 5 squares' worth = 36 m.
    assert ruler.measure((0, 0), (19, 11)).startswith("36 m · 19 squares — long range, "
                                                      "difficulty 25")
    assert choose_weapon(panel, "Daga")  # 3/6/9 m
    assert ruler.measure((0, 0), (10, 0)) == "15 m · 10 squares — out of range (9 m at most)"
    # Token to token: between the nearest squares of the two footprints.
    assert ruler.measure(ALDRIC_AT, GOBLIN_AT).startswith("15 m · 10 squares")


def test_install_map_puts_the_panel_in_the_window_and_refusals_on_its_status_line(
    qtbot: QtBot, table: Table
) -> None:
    window = MainWindow(QSettings(), persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    panel = install_map(window)
    assert window.map_area is panel and isinstance(panel, MapPanel)
    assert panel.controller.session is None
    panel.status_message.emit("That square is a wall or a closed door.")
    assert window.statusBar().currentMessage() == "That square is a wall or a closed door."
    window.close()


def test_fog_is_a_tint_for_the_gm_and_opaque_for_the_players(table: Table, qtbot: QtBot) -> None:
    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", [(0, 0)], True))
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls", [(1, 0)], True))
    gm = MapScene(table.session, table.map_id)
    fog, wall = shown_colour(gm.terrain, (0, 0)), shown_colour(gm.terrain, (1, 0))
    assert 0 < fog.alpha() < 255 and 0 < wall.alpha() < 255 and fog != wall
    assert shown_colour(gm.terrain, (2, 0)).alpha() == 0
    players = MapScene(table.session, table.map_id, audience="players")
    assert players.fog is not None and players.fog.squares == {(0, 0)}
    assert players.terrain.squares == {(1, 0)}  # no picture: the players see the walls
    gm.detach()
    players.detach()


def test_an_active_combatant_is_highlighted_in_both_scenes(table: Table, qtbot: QtBot) -> None:
    gm = MapScene(table.session, table.map_id)
    players = MapScene(table.session, table.map_id, audience="players")
    start_fight(table)
    qtbot.waitUntil(lambda: gm.active_token_id == table.aldric_token)
    assert gm.token_items[table.aldric_token].active
    assert not gm.token_items[table.goblin_token].active
    qtbot.waitUntil(lambda: players.active_token_id == table.aldric_token)
    gm.detach()
    players.detach()


def grid_line_drawn(scene: MapScene) -> bool:
    """Whether the floor draws the line between the first two squares (painted upright)."""
    grid, side = scene.grid, int(SQUARE_PX)
    image = QImage(2 * side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = QRectF(0, 0, 2 * side, side)
    grid.paint(painter, option, None)
    painter.end()
    return image.pixelColor(side, side // 2) == grid.line_color


def test_the_view_zooms_fits_and_zooms_to_the_selection(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    view = panel.view
    view.fit_map()
    whole = view.square_px()
    assert MAP_WIDTH * whole <= view.viewport().width() + 1
    view.zoom_by(2.0)
    assert abs(view.square_px() - 2 * whole) < 0.01
    scene = panel.controller.scene
    assert scene is not None
    assert not view.zoom_to_selection()
    scene.token_items[table.goblin_token].setSelected(True)
    assert view.zoom_to_selection()
    centre = view.mapToScene(view.viewport().rect().center())
    assert abs(centre.x() - (GOBLIN_AT[0] + 0.5) * SQUARE_PX) < SQUARE_PX
    assert view.square_px() > whole
    assert grid_line_drawn(scene)
    panel.grid_action.setChecked(False)
    assert not grid_line_drawn(scene)
    panel.coordinates_action.setChecked(False)
    assert view.viewportMargins().left() == view.viewportMargins().top() == 0  # no rulers
    assert QSettings().value("map/coordinates") in (False, "false")


def test_show_players_this_sends_the_area_in_view_in_squares(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)

    class Screen:
        def __init__(self) -> None:
            self.shown: list[object] = []

        def set_map_id(self, map_id: int | None) -> None:
            self.shown.append(map_id)

        def set_area(self, area: object) -> None:
            self.shown.append(area)

    screen = Screen()
    panel.follow_table_screen(screen)
    panel.view.fit_map()
    panel.players_action.trigger()
    map_id, area = screen.shown
    assert map_id == table.map_id
    assert area.width() == MAP_WIDTH and area.height() == MAP_HEIGHT  # type: ignore[attr-defined]


def test_the_reach_tiers_are_outlined_and_both_is_hatched_on_a_floor_of_their_colour(
    qtbot: QtBot,
) -> None:
    from ryf_desktop.ui.map.layers import ReachLayer
    from ryf_desktop.ui.map.scene_style import REACH_COLOURS, REACH_HATCHED, REACH_LINES

    layer = ReachLayer(6, 1, 0.0, REACH_COLOURS, REACH_LINES, REACH_HATCHED)
    tiers = {(0, 0): "minor", (1, 0): "minor", (2, 0): "major", (3, 0): "major",
             (4, 0): "both", (5, 0): "both"}
    layer.set_tiers(tiers)
    assert layer.squares == frozenset(tiers)
    shown, wanted = shown_colour(layer, (2, 0)), REACH_COLOURS["major"]
    assert all(abs(a - b) <= 2 for a, b in (
        (shown.red(), wanted.red()), (shown.green(), wanted.green()),
        (shown.blue(), wanted.blue()), (shown.alpha(), wanted.alpha()),
    ))
    px = int(SQUARE_PX)
    image = QImage(6 * px, px, QImage.Format.Format_ARGB32)
    image.fill(QColor(200, 120, 40))  # an orange wooden floor
    painter = QPainter(image)
    layer.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    middle = px // 2

    def row(first: int, last: int) -> set[int]:
        return {image.pixel(x, middle) for x in range(first, last)}

    # Each tier's area is edged where it meets the next one: the line's colour shows there.
    edge = {image.pixelColor(x, middle).rgb() for x in range(2 * px - 2, 2 * px + 2)}
    assert REACH_LINES["minor"].rgb() in edge or REACH_LINES["major"].rgb() in edge
    # Inside "both" the hatch gives more than one colour; inside "minor" the fill is plain.
    assert len(row(4 * px + 4, 6 * px - 4)) > 1
    assert len(row(4, 2 * px - 4)) == 1
    layer.clear()
    assert layer.squares == frozenset()


def test_strokes_doors_and_reveals_do_not_read_the_list_of_maps_again(
    table: Table, make_panel: MakePanel, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel = make_panel(table)
    reads: list[int] = []
    real = map_queries.maps

    def maps(model: CampaignModel) -> list[map_queries.MapSummary]:
        reads.append(1)
        return real(model)

    monkeypatch.setattr(map_queries, "maps", maps)
    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", {(1, 1)}, True))
    table.push(map_commands.RevealFromSight(table.session, table.map_id))
    table.session.undo_stack.undo()
    assert reads == []
    table.push(map_commands.EditMap(table.session, table.map_id, name="Osario"))
    assert reads == [1]
    assert panel.map_chooser.currentText().startswith("Osario")


def test_the_map_chooser_is_filled_again_only_when_the_list_of_maps_changed(
    table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    listed: list[int] = []
    panel.controller.maps_listed.connect(lambda: listed.append(1))
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls", {(1, 1)}, True))
    assert listed == []
    table.push(map_commands.CreateMap(table.session, "Sótano", 5, 5))
    assert listed == [1]
    assert [panel.map_chooser.itemText(i) for i in range(panel.map_chooser.count())][-1].startswith(
        "Sótano")
