"""A finger on the table screen, on a real display (issue #28, item 3): Qt's synthetic touch
events on the table monitor's window move the active player's token as the GM's drag would (the
reach shaded while the finger is down, one step on the GM's undo stack, the same log line), and
a refused drop snaps back with its reason on the glass, upright and with the table turned half
round. A grab of both monitors is saved at each step.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QSettings
from PySide6.QtGui import QColor, QImage, QPointingDevice
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.movement import Square
from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.session import CampaignSession
from ryf_desktop.session import combat as combats
from ryf_desktop.session.campaign_log import log_lines
from ryf_desktop.session.map_commands import CreateMap, PaintSquares, PlaceToken
from ryf_desktop.session.map_queries import map_view
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map.geometry import SQUARE_PX
from ryf_desktop.ui.table_screen.install import TableScreenControl
from ryf_desktop.ui.table_screen.window import TableScreenWindow
from tests.campaign_steps import add_character
from tests.e2e.desk import Desk, RealMouse, ScreenGrabs, clear_windows, lies_on

ENOUGH_MS = 5000
MAP_SIZE = (20, 12)
ALDRIC_AT = (2, 5)
GOBLIN_AT = (14, 5)
# A wall across the map with a gap at the top: the far side is more than Aldric's 9 m away.
WALL = [(6, y) for y in range(2, 12)]
# The notice's red edge (touch.py) and the reach's "minor" line (scene_style.py).
NOTICE_EDGE = QColor("#ef5350")
REACH_LINE = QColor(70, 235, 120)


@dataclass
class Room:
    path: Path
    desk: Desk
    grabs: ScreenGrabs
    mouse: RealMouse
    window: MainWindow | None = None
    aldric_token: int = 0
    goblin_token: int = 0
    map_id: int = 0

    @property
    def gm(self) -> MainWindow:
        assert self.window is not None
        return self.window

    @property
    def session(self) -> CampaignSession:
        session = self.gm.campaign.session
        assert session is not None
        return session

    @property
    def table(self) -> TableScreenWindow:
        control = self.gm.findChild(TableScreenControl)
        assert isinstance(control, TableScreenControl)
        return control.table

    def square_of(self, token_id: int) -> Square:
        token = map_view(self.session.model, self.map_id).token(token_id)
        assert token is not None
        return (token.x, token.y)

    def table_image(self, qtbot: QtBot, name: str) -> QImage:
        self.mouse.park()
        return self.grabs.shoot(qtbot, name).copy(self.desk.table.geometry())


def make_campaign(folder: Path) -> tuple[Path, int, int, int]:
    """Aldric (a player character) and a goblin on a walled map, their fight running with
    Aldric acting first."""
    path = folder / "tactil.ryf"
    session = CampaignSession.create(path, "Mesa táctil", "medieval", HEROICO,
                                     backup_dir=folder / "backups")
    try:
        create = CreateMap(session, "Cripta", *MAP_SIZE)
        assert session.push(create) and create.map_id is not None
        assert session.push(PaintSquares(session, create.map_id, "walls", WALL, True))
        tokens = []
        for name, kind, square in (("Aldric", "pc", ALDRIC_AT), ("Goblin", "npc", GOBLIN_AT)):
            character = add_character(session, name, kind)
            assert character is not None
            place = PlaceToken(session, create.map_id, *square, character_id=character)
            assert session.push(place) and place.token_id is not None
            tokens.append(place.token_id)
        start = combats.StartCombat(session, "Emboscada", map_id=create.map_id,
                                    token_ids=tuple(tokens), rng=random.Random(4))
        assert session.push(start) and start.combat_id is not None
        for row in combats.combat_view(session.model, start.combat_id).combatants:
            total = 18 if row.token_id == tokens[0] else 9
            assert session.push(combats.SetInitiative(session, row.id, total=total))
        assert session.push(combats.BeginCombat(session, start.combat_id))
    finally:
        session.close()
    return path, create.map_id, tokens[0], tokens[1]


@pytest.fixture(scope="module")
def room(qapp: QApplication, desk: Desk, grabs: ScreenGrabs, mouse: RealMouse,
         gm_home: Path) -> Iterator[Room]:
    del qapp
    path, map_id, aldric, goblin = make_campaign(gm_home)
    made = Room(path, desk, grabs, mouse, aldric_token=aldric, goblin_token=goblin,
                map_id=map_id)
    yield made
    clear_windows()


@pytest.fixture(scope="module")
def finger() -> QPointingDevice:
    return QTest.createTouchDevice()


def at(table: TableScreenWindow, square: Square) -> QPoint:
    """The centre of ``square`` on the table screen, in its window's coordinates."""
    viewport = table.view.viewport()
    return viewport.mapTo(table, table.view.mapFromScene(
        QPointF((square[0] + 0.5) * SQUARE_PX, (square[1] + 0.5) * SQUARE_PX)))


def touches(table: TableScreenWindow, device: QPointingDevice) -> QTest.QTouchEventSequence:
    # On the QWindow, in window coordinates: QTest's QWidget overload misplaces the points.
    handle = table.windowHandle()
    assert handle is not None
    return QTest.touchEvent(handle, device)


def finger_down(table: TableScreenWindow, device: QPointingDevice, path: list[Square]) -> None:
    touches(table, device).press(0, at(table, path[0])).commit()
    for square in path[1:]:
        touches(table, device).move(0, at(table, square)).commit()
        QTest.qWait(15)


def lift(table: TableScreenWindow, device: QPointingDevice, square: Square) -> None:
    touches(table, device).release(0, at(table, square)).commit()
    QTest.qWait(30)


def held_by_finger(table: TableScreenWindow) -> bool:
    """Whether a finger holds a token on the table screen now."""
    return table.touch.dragging


def near(colour: QColor, wanted: QColor, tolerance: int = 40) -> bool:
    return (abs(colour.red() - wanted.red()) + abs(colour.green() - wanted.green())
            + abs(colour.blue() - wanted.blue())) < tolerance


def count_near(image: QImage, wanted: QColor, area: QRect | None = None) -> int:
    box = area if area is not None else image.rect()
    return sum(1 for y in range(box.top(), box.bottom() + 1, 2)
               for x in range(box.left(), box.right() + 1, 2)
               if near(QColor(image.pixel(x, y)), wanted))


def open_gm_window(room: Room, qtbot: QtBot) -> TableScreenWindow:
    window = MainWindow(QSettings(), persist_layout=False, take_backups=False)
    window.setGeometry(room.desk.laptop.availableGeometry())
    window.show()
    window.install_catalog()
    window.install_play()
    qtbot.waitExposed(window)
    assert window.campaign.open_path(room.path)
    room.window = window
    window.table_screen_action.trigger()
    table = room.table
    qtbot.waitExposed(table)
    assert lies_on(table, room.desk.table)
    qtbot.waitUntil(lambda: table.shown_map_id == room.map_id, timeout=ENOUGH_MS)
    qtbot.waitUntil(lambda: table.map_scene is not None
                    and room.aldric_token in table.map_scene.token_items, timeout=ENOUGH_MS)
    return table


def test_01_a_finger_moves_the_active_token_with_its_reach_shaded(
        room: Room, qtbot: QtBot, finger: QPointingDevice) -> None:
    table = open_gm_window(room, qtbot)
    stack = room.session.undo_stack
    before = stack.count()
    room.table_image(qtbot, "table_before_touch")
    path = [ALDRIC_AT, (3, 5), (4, 5), (4, 6)]
    finger_down(table, finger, path)
    assert held_by_finger(table)
    held = room.table_image(qtbot, "finger_down_reach_shaded")
    assert count_near(held, REACH_LINE) > 50, "no reach outline on the table screen"
    lift(table, finger, path[-1])
    qtbot.waitUntil(lambda: room.square_of(room.aldric_token) == (4, 6), timeout=ENOUGH_MS)
    assert stack.count() == before + 1 and stack.text(stack.count() - 1) == "Move Aldric"
    assert log_lines(room.session.model, 1)[0].text.startswith("Aldric moves")
    assert not held_by_finger(table)
    room.table_image(qtbot, "finger_lifted_token_moved")


def test_02_a_refused_drop_snaps_back_and_says_why(
        room: Room, qtbot: QtBot, finger: QPointingDevice) -> None:
    table = room.table
    stack = room.session.undo_stack
    before = stack.count()
    table.touch.notice._timer.setInterval(60_000)  # it stays for the grab, however slow
    start = room.square_of(room.aldric_token)
    finger_down(table, finger, [start, (5, 6), (6, 6)])  # onto the wall
    lift(table, finger, (6, 6))
    assert room.square_of(room.aldric_token) == start
    notice = table.touch.notice.item
    assert "wall" in notice.text and notice.isVisible()
    image = room.table_image(qtbot, "refused_on_the_wall")
    assert count_near(image, NOTICE_EDGE) > 40, "no notice on the table screen"
    assert stack.count() == before

    finger_down(table, finger, [start, (6, 1), (8, 6)])  # round the wall: too far
    lift(table, finger, (8, 6))
    assert room.square_of(room.aldric_token) == start
    assert "9 m is the most" in notice.text and notice.isVisible()
    room.table_image(qtbot, "refused_too_far")
    assert stack.count() == before


def test_03_turned_half_round_the_reason_reads_from_the_far_side(
        room: Room, qtbot: QtBot, finger: QPointingDevice) -> None:
    control = room.gm.findChild(TableScreenControl)
    assert isinstance(control, TableScreenControl)
    control.layout_menus.set_rotation(180)
    table = room.table
    start = room.square_of(room.aldric_token)
    finger_down(table, finger, [start, (5, 6), (6, 6)])
    lift(table, finger, (6, 6))
    assert room.square_of(room.aldric_token) == start
    image = room.table_image(qtbot, "refused_turned_half_round")
    assert count_near(image, NOTICE_EDGE) > 40


def test_04_the_gms_laptop_undoes_the_touch_move(
        room: Room, qtbot: QtBot, finger: QPointingDevice) -> None:
    del finger
    room.session.undo_stack.undo()
    qtbot.waitUntil(lambda: room.square_of(room.aldric_token) == ALDRIC_AT, timeout=ENOUGH_MS)
    room.table.touch.notice.dismiss()
    room.table_image(qtbot, "undone_on_the_gms_laptop")
