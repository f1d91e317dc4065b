"""Darkness outside the map's lights on the table screen (issue 18): an option of Window →
Table screen, remembered per campaign, off by default; a light with shadows is stopped by walls;
the GM's map shows the lights as faint rings and is never darkened."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QSettings
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.lighting import lit_areas
from ryf_desktop.rules.map_features import Light, Segment, SegmentKind
from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.rules.sight import SightGrid
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.map_commands import SetBackground
from ryf_desktop.session.map_features_commands import SetMapFeatures
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map import SQUARE_PX, MapScene
from ryf_desktop.ui.map.lights_layer import DARKNESS_ALPHA
from ryf_desktop.ui.table_screen import TableScreenControl, TableScreenState, TableScreenWindow
from ryf_desktop.ui.table_screen.install import install_table_screen
from tests.ui.test_table_screen_map import new_map, push, settle, show_map

#: A lamp without shadows at the middle of square (2, 2), and a torch casting shadows in square
#: (8, 2) with a wall along x = 10 beside it.
LAMP = Light(2.5, 2.5, 1.6, "ffffff", 1.0, shadows=False)
TORCH = Light(8.5, 2.5, 3.2, "ffaa33", 1.0, shadows=True)
WALL = Segment(10, 0, 10, 6, SegmentKind.WALL)


def test_a_light_with_shadows_stops_at_walls_and_one_without_does_not() -> None:
    grid = SightGrid(12, 6, (), [WALL])
    torch, lamp = lit_areas([TORCH, Light(8.5, 2.5, 3.2, shadows=False)], grid)
    assert torch.squares is not None and lamp.squares is None
    assert (9, 2) in torch.squares and (11, 2) not in torch.squares  # behind the wall
    # A square counts when the circle reaches some part of it.
    assert (5, 2) in torch.squares and (8, 5) in torch.squares  # 2.5 squares off
    assert (4, 2) not in torch.squares and (5, 5) not in torch.squares  # 3.5 and 3.54 off
    blocked = SightGrid(12, 6, {(7, 2)})
    (behind,) = lit_areas([TORCH], blocked)
    assert behind.squares is not None and (6, 2) not in behind.squares


@pytest.fixture
def lit_map(tmp_path: Path) -> tuple[CampaignSession, int]:
    session = CampaignSession.create(tmp_path / "c.ryf", "Luz", "medieval", REALISTA,
                                     backup_dir=tmp_path / "backups")
    map_id = new_map(session, 12, 6)
    push(session, SetMapFeatures(session, map_id, [WALL], [LAMP, TORCH]))
    # A light floor (12×6 squares at 100 px), so that the veil has something to dim.
    floor = QImage(1200, 600, QImage.Format.Format_RGB32)
    floor.fill(QColor("#c8bea0"))
    assert floor.save(str(tmp_path / "suelo.png"))
    push(session, SetBackground(session, map_id, tmp_path / "suelo.png"))
    return session, map_id


def _pixel(table: TableScreenWindow, square: tuple[float, float]) -> QColor:
    image = table.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    point = table.view.mapFromScene(QPointF(square[0] * SQUARE_PX, square[1] * SQUARE_PX))
    return image.pixelColor(table.view.mapTo(table, point))


def _dimmed(before: QColor, after: QColor) -> bool:
    """``after`` is ``before`` under the veil (85 % black), give or take rounding."""
    keep = 1 - DARKNESS_ALPHA / 255
    return all(abs(a - b * keep) <= 3 for a, b in zip(_rgb(after), _rgb(before), strict=True))


def _rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


def _dark(state: TableScreenState) -> bool:
    # A call, not the property, so that each assertion reads the state afresh.
    return state.darkness


#: Points (in squares) inside a light, outside every light, and behind the wall from the torch.
INSIDE = ((2.5, 2.5), (9.6, 2.5))
OUTSIDE = ((5.5, 4.5), (0.3, 5.6))
BEHIND_THE_WALL = (10.4, 2.5)


def test_darkness_dims_the_table_screen_outside_the_lights(
    qtbot: QtBot, lit_map: tuple[CampaignSession, int]
) -> None:
    session, map_id = lit_map
    state = TableScreenState()
    table = TableScreenWindow(state)
    qtbot.addWidget(table)
    table.resize(900, 500)
    table.show()
    qtbot.waitExposed(table)
    show_map(qtbot, table, session, map_id)
    points = (*INSIDE, *OUTSIDE, BEHIND_THE_WALL)
    off = [_pixel(table, point) for point in points]
    assert max(colour.lightness() for colour in off) > 60  # a map to dim, not a black one

    state.set_darkness(True)
    settle(qtbot)
    on = dict(zip(points, (_pixel(table, point) for point in points), strict=True))
    before = dict(zip(points, off, strict=True))
    for point in INSIDE:
        assert on[point] == before[point], point  # a lit square keeps the map's colour
    for point in (*OUTSIDE, BEHIND_THE_WALL):
        assert _dimmed(before[point], on[point]), (point, on[point].name())
        assert on[point].lightness() > 0 or before[point].lightness() == 0  # dim, not black

    # The veil follows the lights: a door closed across... here the wall taken away lets the
    # torch light the square behind it.
    push(session, SetMapFeatures(session, map_id, [], [LAMP, TORCH]))
    settle(qtbot)
    assert _pixel(table, BEHIND_THE_WALL) == before[BEHIND_THE_WALL]

    state.set_darkness(False)
    settle(qtbot)
    assert [_pixel(table, point) for point in points] == off
    session.close()


def veiled(darkness: QGraphicsItem, square: tuple[int, int]) -> bool:
    """Whether the darkness paints over the middle of ``square`` (painted 8 px a square)."""
    rect = darkness.boundingRect()
    scale = 8 / SQUARE_PX
    image = QImage(round(rect.width() * scale), round(rect.height() * scale),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(-rect.topLeft())
    darkness.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image.pixelColor(square[0] * 8 + 4, square[1] * 8 + 4).alpha() > 0


def test_the_gm_map_shows_rings_and_no_darkness(
    qtbot: QtBot, lit_map: tuple[CampaignSession, int]
) -> None:
    session, map_id = lit_map
    scene = MapScene(session, map_id)
    assert scene.darkness is None and scene.light_rings is not None
    assert scene.light_rings.isVisible() and scene.light_rings.lights == (LAMP, TORCH)
    scene.set_darkness(True)  # the GM's map is never veiled
    players = MapScene(session, map_id, audience="players")
    assert players.light_rings is None and players.darkness is not None
    assert not players.darkness.isVisible()
    players.set_darkness(True)
    assert veiled(players.darkness, (5, 4))
    assert not veiled(players.darkness, (2, 2))
    for item in (scene, players):
        item.detach()
    session.close()


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_option_is_in_the_menu_off_by_default_and_remembered_per_campaign(
    qtbot: QtBot, tmp_path: Path
) -> None:
    paths = []
    for name in ("a", "b"):
        path = tmp_path / f"{name}.ryf"
        CampaignSession.create(path, name, "medieval", REALISTA,
                               backup_dir=tmp_path / "backups").close()
        paths.append(path)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    state = TableScreenState()
    install_table_screen(window, state)
    control = window.findChild(TableScreenControl)
    assert isinstance(control, TableScreenControl)
    action = control.darkness_action
    assert action in control.menu.actions() and action.isCheckable()
    assert window.campaign.open_path(paths[0])
    assert not action.isChecked() and not _dark(state)  # off by default
    action.trigger()
    assert _dark(state)
    assert window.campaign.open_path(paths[1])
    assert not action.isChecked() and not _dark(state)  # another campaign: its own
    assert window.campaign.open_path(paths[0])
    assert action.isChecked() and _dark(state)
    window.close()
