"""The GM draws thin walls and doors on lines with the mouse, erases them, opens and closes
doors, every stroke one undo step; both scenes paint them; the ruler says when one is in the
way; a combat's reach stops at them."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.map_features import Segment, SegmentKind
from ryf_desktop.session import combat as combats
from ryf_desktop.session.map_features_commands import AddSegments, ToggleThinDoor
from ryf_desktop.ui.map import SQUARE_PX, MapScene
from ryf_desktop.ui.map.panel import DOOR_LINES, LINE_ERASER, RULER, WALL_LINES, MapPanel
from ryf_desktop.ui.map.view import MapView
from tests.ui.test_map_helpers import (
    ALDRIC_AT,
    MakePanel,
    Table,
    combatant,
    make_panel,
    start_fight,
    table,
)

__all__ = ["make_panel", "table"]

NONE = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def at(view: MapView, x: float, y: float) -> QPoint:
    """The viewport point at (x, y) squares."""
    return view.mapFromScene(QPointF(x * SQUARE_PX, y * SQUARE_PX))


def stroke(qtbot: QtBot, view: MapView, start: tuple[float, float], end: tuple[float, float],
           modifiers: Qt.KeyboardModifier = NONE) -> None:
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, modifiers, at(view, *start))
    middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    QTest.mouseMove(view.viewport(), at(view, *middle))
    QTest.mouseMove(view.viewport(), at(view, *end))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, modifiers, at(view, *end))
    qtbot.wait(1)


def click(qtbot: QtBot, view: MapView, x: float, y: float) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, NONE, at(view, x, y))
    qtbot.wait(1)


def key(qtbot: QtBot, panel: MapPanel, which: Qt.Key) -> None:
    """Press a tool's shortcut as the GM does: the map in the active window has the focus."""
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    panel.view.setFocus()
    QTest.keyClick(panel.view, which)


def test_a_drag_draws_a_wall_snapped_to_corners_and_undo_takes_it_back(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    key(qtbot, panel, Qt.Key.Key_L)
    assert panel.tool_actions[WALL_LINES].isChecked()
    steps = table.session.undo_stack.count()
    stroke(qtbot, panel.view, (5.2, 1.9), (4.8, 8.3))
    assert table.view().segments == (Segment(5, 2, 5, 8),)
    assert table.session.undo_stack.count() == steps + 1
    table.session.undo_stack.undo()
    qtbot.wait(1)
    assert table.view().segments == ()


def test_shift_draws_a_free_line(qtbot: QtBot, table: Table, make_panel: MakePanel) -> None:
    panel = make_panel(table)
    panel.choose_tool(WALL_LINES)
    stroke(qtbot, panel.view, (5.3, 2.4), (7.6, 3.7), SHIFT)
    (line,) = table.view().segments
    assert line.kind is SegmentKind.WALL
    assert abs(line.x1 - 5.3) < 0.05 and abs(line.y1 - 2.4) < 0.05
    assert abs(line.x2 - 7.6) < 0.05 and abs(line.y2 - 3.7) < 0.05
    assert line.x1 != round(line.x1)


def test_a_door_drawn_then_clicked_opens_and_closes(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    key(qtbot, panel, Qt.Key.Key_P)
    assert panel.tool_actions[DOOR_LINES].isChecked()
    stroke(qtbot, panel.view, (6, 3), (6, 4))
    assert table.view().segments == (Segment(6, 3, 6, 4, SegmentKind.DOOR, closed=True),)
    steps = table.session.undo_stack.count()
    click(qtbot, panel.view, 6.05, 3.5)
    assert table.view().segments[0].closed is False
    assert table.session.undo_stack.count() == steps + 1
    # The square doors' tool opens and closes it too.
    panel.choose_tool("doors")
    click(qtbot, panel.view, 5.95, 3.4)
    assert table.view().segments[0].closed is True


def test_the_move_tool_opens_and_closes_a_line_door_with_a_double_click_one_step_each(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    table.push(AddSegments(table.session, table.map_id, [
        Segment(6, 3, 6, 4, SegmentKind.DOOR, closed=True)]))
    panel = make_panel(table)
    key(qtbot, panel, Qt.Key.Key_V)
    assert panel.tool_actions["select"].isChecked()
    steps = table.session.undo_stack.count()
    QTest.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, NONE,
                      at(panel.view, 6.05, 3.5))
    qtbot.wait(1)
    assert table.view().segments[0].closed is False
    assert table.session.undo_stack.count() == steps + 1
    table.session.undo_stack.undo()
    qtbot.wait(1)
    assert table.view().segments[0].closed is True
    # The right-click menu offers it too.
    menu = panel.context_menu(QPointF(6 * SQUARE_PX, 3.5 * SQUARE_PX))
    assert menu is not None
    (action,) = menu.actions()
    action.trigger()
    assert table.view().segments[0].closed is False
    menu.close()


def test_the_eraser_takes_away_the_lines_it_passes_over_in_one_step(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    table.push(AddSegments(table.session, table.map_id, [
        Segment(5, 2, 5, 8), Segment(8, 2, 8, 8), Segment(15, 2, 15, 8),
    ]))
    panel = make_panel(table)
    key(qtbot, panel, Qt.Key.Key_X)
    assert panel.tool_actions[LINE_ERASER].isChecked()
    steps = table.session.undo_stack.count()
    stroke(qtbot, panel.view, (4, 5), (9, 5))
    assert table.view().segments == (Segment(15, 2, 15, 8),)
    assert table.session.undo_stack.count() == steps + 1


def test_the_tools_say_what_they_do_and_their_shortcut(
    table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    for key, shortcut in ((WALL_LINES, "L"), (DOOR_LINES, "P"), (LINE_ERASER, "X")):
        action = panel.tool_actions[key]
        assert action.shortcut().toString() == shortcut
        assert f"({shortcut})" in action.toolTip() and len(action.toolTip()) > 20


def _render(scene: MapScene, area: QRectF) -> QImage:
    image = QImage(200, 200, QImage.Format.Format_RGB32)
    image.fill(QColor("#c8b89a"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 200, 200), area)
    painter.end()
    return image


def test_both_scenes_paint_walls_dark_and_an_open_door_otherwise_than_a_closed_one(
    qtbot: QtBot, table: Table
) -> None:
    door = Segment(6, 3, 6, 4, SegmentKind.DOOR)
    table.push(AddSegments(table.session, table.map_id, [Segment(5, 2, 5, 8), door]))
    for audience in ("gm", "players"):
        scene = MapScene(table.session, table.map_id, audience)
        # Around the wall's middle, two squares wide: the centre column is the wall.
        image = _render(scene, QRectF(4 * SQUARE_PX, 4 * SQUARE_PX, 2 * SQUARE_PX,
                                      2 * SQUARE_PX))
        wall, floor = (QColor(image.pixel(x, 100)).lightness() for x in (100, 40))
        assert wall < 60 and floor > wall + 30, audience
        area = QRectF(5 * SQUARE_PX, 2.5 * SQUARE_PX, 2 * SQUARE_PX, 2 * SQUARE_PX)
        closed = _render(scene, area)
        table.push(ToggleThinDoor(table.session, table.map_id, door))
        scene.refresh()
        opened = _render(scene, area)
        assert opened != closed, audience
        table.push(ToggleThinDoor(table.session, table.map_id, door))
        scene.detach()


def test_the_ruler_says_when_a_thin_wall_blocks_its_line(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    table.push(AddSegments(table.session, table.map_id, [Segment(5, 0, 5, 12)]))
    panel = make_panel(table)
    panel.choose_tool(RULER)
    stroke(qtbot, panel.view, (2.5, 5.5), (8.5, 5.5))
    assert "a wall blocks the line" in panel.tools[RULER].text  # type: ignore[attr-defined]
    stroke(qtbot, panel.view, (2.5, 5.5), (4.5, 7.5))
    assert "wall" not in panel.tools[RULER].text  # type: ignore[attr-defined]


def test_the_reach_of_a_combatant_stops_at_a_thin_wall(table: Table) -> None:
    # A wall just right of Aldric, all the way down the map.
    wall_x = ALDRIC_AT[0] + 1
    table.push(AddSegments(table.session, table.map_id, [Segment(wall_x, 0, wall_x, 12)]))
    combat_id = start_fight(table)
    aldric = combatant(table, combat_id)
    found = combats.reach(table.session.model, aldric.id)
    assert found is not None and found.costs
    assert all(x < wall_x for x, _ in found.costs)
