"""Fingers on the table screen, with Qt's synthetic touch events: the active combatant's token
moves as the GM's drag moves it (the same square, log line and one undo step), a refused drop
snaps back and says why on the glass, no other token moves, nothing moves out of a fight unless
the GM allows it, a token the players do not see cannot be touched, and two fingers pinch
unless the scale is locked."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings
from PySide6.QtGui import QPointingDevice
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.movement import Square
from ryf_desktop.session import map_commands
from ryf_desktop.session.campaign_log import log_lines
from ryf_desktop.ui.map import SQUARE_PX
from ryf_desktop.ui.table_screen import TableScreenState, TableScreenWindow
from ryf_desktop.ui.table_screen.layout_menu import TableLayoutMenus
from ryf_desktop.ui.table_screen.orientation import Scale
from ryf_desktop.ui.table_screen.settings import TOUCH_FREE_MOVES_KEY, read_flag
from tests.ui.test_map_helpers import (
    ALDRIC_AT,
    GOBLIN_AT,
    MakePanel,
    Table,
    drag,
    make_panel,
    start_fight,
    table,
)

__all__ = ["make_panel", "table"]  # fixtures, used by name


@pytest.fixture
def screen(qtbot: QtBot, table: Table) -> Iterator[TableScreenWindow]:
    window = TableScreenWindow(TableScreenState())
    qtbot.addWidget(window)
    window.resize(900, 600)
    window.show()
    qtbot.waitExposed(window)
    window.set_session(table.session)
    yield window
    window.set_session(None)
    window.close()


@pytest.fixture
def finger() -> QPointingDevice:
    return QTest.createTouchDevice()


def at(window: TableScreenWindow, square: Square) -> QPoint:
    """The centre of ``square`` on the table screen, in its window's coordinates."""
    viewport = window.view.viewport()
    return viewport.mapTo(window, window.view.mapFromScene(
        QPointF((square[0] + 0.5) * SQUARE_PX, (square[1] + 0.5) * SQUARE_PX)))


def touches(window: TableScreenWindow, device: QPointingDevice) -> QTest.QTouchEventSequence:
    """A touch sequence on the window's QWindow, points in window coordinates: Qt delivers them
    to the widget under them (the viewport). (QTest's QWidget overload misplaces a point by the
    widget's offset in its window, so a finger would land some squares away.)"""
    handle = window.windowHandle()
    assert handle is not None
    return QTest.touchEvent(handle, device)


def touch_drag(qtbot: QtBot, window: TableScreenWindow, device: QPointingDevice,
               path: list[Square], *, hold: bool = False) -> None:
    """A finger down on the first square, over the others, lifted on the last (kept down
    with ``hold``)."""
    touches(window, device).press(0, at(window, path[0])).commit()
    for square in path[1:]:
        touches(window, device).move(0, at(window, square)).commit()
    if not hold:
        touches(window, device).release(0, at(window, path[-1])).commit()
    qtbot.wait(5)  # the scenes refresh on the next turn of the event loop


def newest_log(table: Table) -> str:
    """The newest line of the campaign's log."""
    lines = log_lines(table.session.model, 1)
    assert lines
    return lines[0].text


def shown_on(window: TableScreenWindow, table: Table, qtbot: QtBot) -> None:
    """The fight's map is on the table screen."""
    qtbot.waitUntil(lambda: window.shown_map_id == table.map_id)
    qtbot.waitUntil(lambda: window.map_scene is not None
                    and table.aldric_token in window.map_scene.token_items)


def test_a_finger_moves_the_active_token_as_the_gms_drag_does(
    qtbot: QtBot, table: Table, screen: TableScreenWindow, finger: QPointingDevice,
    make_panel: MakePanel,
) -> None:
    start_fight(table)
    shown_on(screen, table, qtbot)
    stack = table.session.undo_stack
    path = [ALDRIC_AT, (3, 5), (4, 5), (5, 4)]

    touch_drag(qtbot, screen, finger, path, hold=True)
    # While the finger is down the reach is shaded, as on the GM's map.
    assert screen.touch.dragging
    shading = screen.touch._reach
    assert shading is not None and shading.scene() is screen.map_scene
    assert (5, 4) in shading.squares and len(shading.squares) > 20
    touches(screen, finger).release(0, at(screen, path[-1])).commit()
    qtbot.wait(5)

    count = stack.count()
    touched = (table.token_square(table.aldric_token), newest_log(table), stack.text(count - 1))
    assert touched[0] == (5, 4)
    assert touched[1].startswith("Aldric Vance moves") and touched[2] == "Move Aldric Vance"
    assert screen.touch._reach is None  # the shading goes with the drag
    assert screen.map_scene is not None
    assert screen.map_scene.token_items[table.aldric_token].shown_square() == (5, 4)

    stack.undo()  # the GM's laptop takes it back: one step
    assert table.token_square(table.aldric_token) == ALDRIC_AT
    panel = make_panel(table)
    drag(qtbot, panel.view, path)
    gm = (table.token_square(table.aldric_token), newest_log(table), stack.text(stack.count() - 1))
    assert gm == touched
    assert stack.count() == count


def test_a_drop_too_far_or_on_a_wall_snaps_back_and_says_why(
    qtbot: QtBot, table: Table, screen: TableScreenWindow, finger: QPointingDevice,
) -> None:
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls",
                                         [(4, y) for y in range(2, 12)], True))
    start_fight(table)
    shown_on(screen, table, qtbot)
    said: list[str] = []
    screen.touch.refused.connect(said.append)
    history = table.session.undo_stack.count()

    touch_drag(qtbot, screen, finger, [ALDRIC_AT, (3, 5), (4, 5)])
    assert table.token_square(table.aldric_token) == ALDRIC_AT
    assert screen.map_scene is not None
    assert screen.map_scene.token_items[table.aldric_token].shown_square() == ALDRIC_AT
    assert "wall" in said[-1]
    assert screen.touch.notice.item.text == said[-1] and screen.touch.notice.item.isVisible()

    # Behind the wall: the way round it is longer than the 9 m Aldric has.
    touch_drag(qtbot, screen, finger, [ALDRIC_AT, (3, 5), (5, 5)])
    assert table.token_square(table.aldric_token) == ALDRIC_AT
    assert "9 m is the most" in said[-1], said
    assert screen.touch.notice.item.text == said[-1] and screen.touch.notice.item.isVisible()
    assert table.session.undo_stack.count() == history


def test_the_notice_fades_after_a_few_seconds(
    qtbot: QtBot, table: Table, screen: TableScreenWindow, finger: QPointingDevice,
) -> None:
    start_fight(table)
    shown_on(screen, table, qtbot)
    screen.touch.notice._timer.setInterval(50)
    touch_drag(qtbot, screen, finger, [GOBLIN_AT, (11, 5)])
    notice = screen.touch.notice.item
    assert notice.text == "It is not Goblin 1's turn." and notice.isVisible()
    qtbot.waitUntil(lambda: not screen.touch.notice.item.isVisible(), timeout=3000)


def test_another_combatants_token_does_not_move(
    qtbot: QtBot, table: Table, screen: TableScreenWindow, finger: QPointingDevice,
) -> None:
    start_fight(table)
    shown_on(screen, table, qtbot)
    history = table.session.undo_stack.count()
    touch_drag(qtbot, screen, finger, [GOBLIN_AT, (11, 5), (10, 5)])
    assert table.token_square(table.goblin_token) == GOBLIN_AT
    assert not screen.touch.dragging
    assert table.session.undo_stack.count() == history


def test_a_hidden_token_cannot_be_touched_and_says_nothing(
    qtbot: QtBot, table: Table, screen: TableScreenWindow, finger: QPointingDevice,
) -> None:
    table.push(map_commands.SetTokenHidden(table.session, table.goblin_token, True))
    start_fight(table, aldric_total=10, goblin_total=18)  # the hidden goblin acts first
    qtbot.waitUntil(lambda: screen.shown_map_id == table.map_id)
    said: list[str] = []
    screen.touch.refused.connect(said.append)
    history = table.session.undo_stack.count()
    touch_drag(qtbot, screen, finger, [GOBLIN_AT, (11, 5)])
    assert table.token_square(table.goblin_token) == GOBLIN_AT
    assert said == [] and not screen.touch.notice.item.isVisible()
    assert table.session.undo_stack.count() == history


def test_a_token_under_the_fog_cannot_be_touched_and_says_nothing(
    qtbot: QtBot, table: Table, screen: TableScreenWindow, finger: QPointingDevice,
) -> None:
    start_fight(table)
    shown_on(screen, table, qtbot)
    table.push(map_commands.PaintSquares(table.session, table.map_id, "fog", [ALDRIC_AT], True))
    assert screen.map_scene is not None
    qtbot.waitUntil(lambda: screen.map_scene is not None
                    and table.aldric_token not in screen.map_scene.token_items)
    said: list[str] = []
    screen.touch.refused.connect(said.append)
    history = table.session.undo_stack.count()
    touch_drag(qtbot, screen, finger, [ALDRIC_AT, (3, 5)])
    assert table.token_square(table.aldric_token) == ALDRIC_AT
    assert said == [] and not screen.touch.dragging
    assert table.session.undo_stack.count() == history


def test_out_of_combat_touch_moves_nothing_unless_the_gm_allows_it(
    qtbot: QtBot, table: Table, screen: TableScreenWindow, finger: QPointingDevice,
) -> None:
    from ryf_desktop.session.present import players_view_of

    players_view_of(table.session).show_map(table.map_id)
    shown_on(screen, table, qtbot)
    history = table.session.undo_stack.count()
    touch_drag(qtbot, screen, finger, [ALDRIC_AT, (3, 5), (3, 6)])
    assert table.token_square(table.aldric_token) == ALDRIC_AT
    assert table.session.undo_stack.count() == history

    screen.touch.free_moves = True
    touch_drag(qtbot, screen, finger, [ALDRIC_AT, (3, 5), (3, 6)])
    assert table.token_square(table.aldric_token) == (3, 6)
    assert table.session.undo_stack.text(table.session.undo_stack.count() - 1) == (
        "Move Aldric Vance")
    table.push(map_commands.PaintSquares(table.session, table.map_id, "walls", [(5, 6)], True))
    said: list[str] = []
    screen.touch.refused.connect(said.append)
    touch_drag(qtbot, screen, finger, [(3, 6), (4, 6), (5, 6)])
    assert table.token_square(table.aldric_token) == (3, 6)
    notice = screen.touch.notice.item
    assert said and notice.text == said[-1] and notice.isVisible()


def test_the_gms_menu_lets_touch_move_tokens_outside_combat_and_remembers_it(
    qtbot: QtBot, screen: TableScreenWindow,
) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    menu = QMenu(host)
    menus = TableLayoutMenus(screen, QSettings(), lambda: None, host, menu)

    def allowed() -> bool:
        return screen.touch.free_moves

    assert not menus.touch_moves_action.isChecked() and not allowed()  # off by default
    menus.touch_moves_action.trigger()
    assert allowed() and read_flag(QSettings(), TOUCH_FREE_MOVES_KEY)
    again = TableLayoutMenus(screen, QSettings(), lambda: None, host, QMenu(host))
    assert again.touch_moves_action.isChecked()


def pinch(window: TableScreenWindow, device: QPointingDevice, apart: int, wider: int) -> None:
    """Two fingers ``2 × apart`` pixels apart about the view's centre, spread to ``2 × wider``."""
    viewport = window.view.viewport()
    centre = viewport.mapTo(window, viewport.rect().center())
    step = QPoint(apart, 0)
    touches(window, device).press(0, centre - step).press(1, centre + step).commit()
    step = QPoint(wider, 0)
    touches(window, device).move(0, centre - step).move(1, centre + step).commit()
    touches(window, device).release(0, centre - step).release(1, centre + step).commit()


def zoom_of(window: TableScreenWindow) -> float:
    return window.view.transform().m11()


def test_two_fingers_zoom_unless_the_scale_is_locked(
    qtbot: QtBot, table: Table, screen: TableScreenWindow, finger: QPointingDevice,
) -> None:
    start_fight(table)
    shown_on(screen, table, qtbot)
    fitted = zoom_of(screen)
    pinch(screen, finger, 50, 100)
    assert zoom_of(screen) == pytest.approx(2 * fitted, rel=0.02)
    assert table.token_square(table.aldric_token) == ALDRIC_AT  # no token moved meanwhile

    screen.set_scale(Scale(25.0))
    locked = zoom_of(screen)
    pinch(screen, finger, 50, 150)
    assert zoom_of(screen) == pytest.approx(locked)


def test_the_mouse_does_nothing_on_the_table_screen(
    qtbot: QtBot, table: Table, screen: TableScreenWindow,
) -> None:
    from PySide6.QtCore import Qt

    start_fight(table)
    shown_on(screen, table, qtbot)
    viewport = screen.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at(screen, ALDRIC_AT))
    QTest.mouseMove(viewport, at(screen, (4, 5)))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at(screen, (4, 5)))
    qtbot.wait(5)
    assert not screen.touch.dragging
    assert table.token_square(table.aldric_token) == ALDRIC_AT


def test_two_fingers_moved_together_pan_the_zoomed_map(
    qtbot: QtBot, table: Table, screen: TableScreenWindow, finger: QPointingDevice,
) -> None:
    start_fight(table)
    shown_on(screen, table, qtbot)
    pinch(screen, finger, 50, 100)
    viewport = screen.view.viewport()
    middle = viewport.rect().center()
    seen = screen.view.mapToScene(middle)
    centre = viewport.mapTo(screen, middle)
    a, b = centre - QPoint(60, 0), centre + QPoint(60, 0)
    shift = QPoint(80, 40)
    touches(screen, finger).press(0, a).press(1, b).commit()
    touches(screen, finger).move(0, a + shift).move(1, b + shift).commit()
    touches(screen, finger).release(0, a + shift).release(1, b + shift).commit()
    # The map followed the fingers: what was in the middle is now 80 px right, 40 px down.
    moved = screen.view.mapFromScene(seen) - middle
    assert abs(moved.x() - 80) <= 2 and abs(moved.y() - 40) <= 2
