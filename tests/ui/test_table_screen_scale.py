"""The table screen for miniatures: one square = 25 mm (or what the GM types or measures), zoom
locked, pan by arrow keys or the GM's menu, turned by quarter turns with the strip turned with it,
and all of it remembered per campaign across a restart."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSettings, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.map.geometry import SQUARE_PX, square_rect
from ryf_desktop.ui.table_screen import (
    TableScreenControl,
    TableScreenState,
    TableScreenWindow,
    install_table_screen,
)
from ryf_desktop.ui.table_screen.layout_menu import CalibrationDialog
from ryf_desktop.ui.table_screen.orientation import (
    SQUARE_25_MM,
    Scale,
    reported_pixels_per_mm,
    scene_step,
    turned_size,
)
from ryf_desktop.ui.table_screen.settings import (
    layout_group,
    read_calibration,
    read_layout,
)
from tests.ui.test_table_screen_map import image_of, new_map, place, settle, show_map, table
from tests.ui.test_table_screen_strip import start_fight

__all__ = ["table"]  # a fixture shared with the map tests
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


def square_px(table: TableScreenWindow, square: tuple[int, int] = (0, 0)) -> tuple[float, float]:
    """A square's on-screen width and height in the players' view, from its corners."""
    rect = square_rect(square)
    top_left = table.view.mapFromScene(rect.topLeft())
    top_right = table.view.mapFromScene(rect.topRight())
    bottom_left = table.view.mapFromScene(rect.bottomLeft())
    return (math.dist((top_left.x(), top_left.y()), (top_right.x(), top_right.y())),
            math.dist((top_left.x(), top_left.y()), (bottom_left.x(), bottom_left.y())))


# --- pure geometry -----------------------------------------------------------------------------
def test_arrow_steps_follow_the_turn_and_the_turned_room_swaps_sides() -> None:
    assert scene_step(1, 0, 0) == (1, 0)
    assert scene_step(1, 0, 90) == (0, -1)
    assert scene_step(0, 1, 90) == (1, 0)
    assert scene_step(1, 0, 180) == (-1, 0)
    assert scene_step(1, 0, 270) == (0, 1)
    assert turned_size(800, 500, 90) == (500, 800)
    assert turned_size(800, 500, 180) == (800, 500)


# --- physical scale ----------------------------------------------------------------------------
def test_a_square_is_25_mm_on_the_screen_and_stays_so_when_the_window_changes(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session, 30, 20)
    show_map(qtbot, table, session, map_id)
    fitted = square_px(table)[0]
    table.set_scale(Scale(SQUARE_25_MM))
    per_mm = reported_pixels_per_mm(table.screen())
    assert per_mm is not None  # the offscreen platform reports a size, as real monitors do
    assert table.pixels_per_mm() == pytest.approx(per_mm)
    width, height = square_px(table)
    assert abs(width / per_mm - 25.0) < 1.0
    assert abs(height / per_mm - 25.0) < 1.0
    assert width != pytest.approx(fitted, abs=1)  # not the fitted zoom by chance
    table.resize(500, 900)  # the zoom is locked: the window's size changes nothing
    settle(qtbot)
    assert square_px(table)[0] == pytest.approx(width, abs=0.01)
    # The GM's measurement wins over the screen's report: 4 px/mm makes a square 100 px.
    table.set_pixels_per_mm(4.0)
    assert square_px(table)[0] == pytest.approx(100.0, abs=0.01)
    table.set_scale(Scale())
    assert square_px(table)[0] != pytest.approx(100.0, abs=0.01)


def test_arrow_keys_pan_one_square_at_a_physical_scale_and_never_off_the_map(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session, 30, 20)
    show_map(qtbot, table, session, map_id)
    fitted = table.view.mapToScene(table.view.viewport().rect().center())
    QTest.keyClick(table, Qt.Key.Key_Right)  # fitted: the arrows do nothing
    assert table.view.mapToScene(table.view.viewport().rect().center()) == fitted
    table.set_scale(Scale(SQUARE_25_MM))
    centre = table.view.mapToScene(table.view.viewport().rect().center())
    # Nor did they leave a pan behind: the scale shows the middle of the map.
    assert centre.x() == pytest.approx(15 * SQUARE_PX, abs=1.5)
    assert centre.y() == pytest.approx(10 * SQUARE_PX, abs=1.5)
    QTest.keyClick(table, Qt.Key.Key_Right)
    moved = table.view.mapToScene(table.view.viewport().rect().center())
    assert moved.x() - centre.x() == pytest.approx(SQUARE_PX, abs=1.5)
    assert moved.y() == pytest.approx(centre.y(), abs=1.5)
    for _ in range(60):
        QTest.keyClick(table, Qt.Key.Key_Up)
    stopped = table.view.mapToScene(table.view.viewport().rect().center())
    assert stopped.y() == pytest.approx(0, abs=1.5)  # stopped at the map's top edge
    assert stopped.x() == pytest.approx(moved.x(), abs=1.5)
    # "Show players this" centres the scale on the GM's area.
    table.state.set_area(QRectF(20, 10, 4, 4))
    centre = table.view.mapToScene(table.view.viewport().rect().center())
    assert centre.x() == pytest.approx(22 * SQUARE_PX, abs=1.5)
    assert centre.y() == pytest.approx(12 * SQUARE_PX, abs=1.5)


# --- rotation ----------------------------------------------------------------------------------
def test_a_quarter_turn_turns_the_map_and_the_arrows_follow_the_screen(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session, 12, 6)
    show_map(qtbot, table, session, map_id)
    table.set_rotation(90)
    origin = table.view.mapFromScene(QPointF(0, 0))
    east = table.view.mapFromScene(QPointF(SQUARE_PX, 0))
    south = table.view.mapFromScene(QPointF(0, SQUARE_PX))
    assert east.y() > origin.y() and east.x() == pytest.approx(origin.x(), abs=1)  # east: down
    assert south.x() < origin.x()  # south: left
    # The turned map is fitted in the turned window: its 12 squares along the window's height.
    shown = table.view.mapFromScene(QRectF(0, 0, 12 * SQUARE_PX, 6 * SQUARE_PX)).boundingRect()
    viewport = table.view.viewport().rect()
    assert shown.height() <= viewport.height() and shown.width() <= viewport.width()
    assert shown.height() > viewport.height() * 0.9
    table.set_scale(Scale(SQUARE_25_MM))
    before = table.view.mapToScene(table.view.viewport().rect().center())
    QTest.keyClick(table, Qt.Key.Key_Right)  # the picture moves right on the screen
    after = table.view.mapToScene(table.view.viewport().rect().center())
    assert before.y() - after.y() == pytest.approx(SQUARE_PX, abs=1.5)
    width, height = square_px(table)
    per_mm = table.pixels_per_mm()
    assert abs(width / per_mm - 25) < 1 and abs(height / per_mm - 25) < 1


def strip_rows(image: QImage, colour: QColor) -> list[int]:
    """The rows of ``image`` whose middle pixel is ``colour`` (the strip's background)."""
    x = image.width() // 2
    return [y for y in range(image.height())
            if QColor(image.pixel(x, y)).rgb() == colour.rgb()]


def test_half_a_turn_puts_the_strip_at_the_bottom_upside_down_and_back(
    qtbot: QtBot, table: TableScreenWindow, session: CampaignSession
) -> None:
    map_id = new_map(session)
    tokens = [place(session, map_id, name, (x, 1)) for x, name in
              ((1, "Aldric"), (3, "Brisa"))]
    show_map(qtbot, table, session, map_id)
    start_fight(session, map_id, tokens)
    settle(qtbot)
    strip_colour = QColor("#15151b")
    upright = strip_rows(image_of(table), strip_colour)
    assert upright and max(upright) < table.height() // 4  # across the top
    table.set_rotation(180)
    settle(qtbot)
    assert table.strip.isVisible() and table.strip.window() is table.offstage
    turned = strip_rows(image_of(table), strip_colour)
    assert turned and min(turned) > table.height() * 3 // 4  # across the bottom
    assert len(turned) == pytest.approx(len(upright), abs=2)
    # The active chip is drawn on the right half turned upside down (first chips on the left
    # upright): the strip reads from the far side.
    chip = next((c for c in table.strip.chips if c.property("active") is True), None)
    assert chip is not None and chip.x() < table.strip.width() // 2
    table.banner.show_roll("Aldric tira Percepción: 17")
    settle(qtbot)
    assert table.banner.isVisible() and table.banner.window() is table.offstage
    table.set_rotation(0)
    settle(qtbot)
    assert table.strip.window() is table and table.strip.isVisible()
    assert table.banner.window() is table and table.banner.isVisible()
    assert strip_rows(image_of(table), strip_colour) == upright


def lit_box(image: QImage) -> tuple[int, int, int, int]:
    """The bounding box (left, top, right, bottom) of the bright pixels of ``image``."""
    lit = [(x, y) for y in range(image.height()) for x in range(image.width())
           if QColor(image.pixel(x, y)).lightness() > 120]
    assert len(lit) > 100
    xs, ys = [x for x, _ in lit], [y for _, y in lit]
    return min(xs), min(ys), max(xs), max(ys)


def day_row(image: QImage) -> float:
    """The mean row of the day's gold pixels."""
    gold = QColor("#d8b45a")
    def near(colour: QColor) -> bool:
        return (abs(colour.red() - gold.red()) < 30 and abs(colour.green() - gold.green()) < 30
                and abs(colour.blue() - gold.blue()) < 30)

    rows = [y for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
            if near(QColor(image.pixel(x, y)))]
    assert rows
    return sum(rows) / len(rows)


def test_the_title_card_turns_with_the_picture(qtbot: QtBot, table: TableScreenWindow) -> None:
    table.title_card.set_campaign("Campaña de prueba", 3)
    settle(qtbot)
    upright = image_of(table)
    table.set_rotation(180)
    settle(qtbot)
    assert table.map_pages.currentWidget() is table.view and table.title_card.isVisible()
    turned = image_of(table)
    # Half a turn: the lit text lies where the upright one's would, mirrored both ways.
    box, turned_box = lit_box(upright), lit_box(turned)
    width, height = upright.width(), upright.height()
    mirrored = (width - 1 - box[2], height - 1 - box[3], width - 1 - box[0], height - 1 - box[1])
    assert all(abs(a - b) <= 3 for a, b in zip(turned_box, mirrored, strict=True))
    assert box[1] < height // 2 < box[3]  # the name, centred, and not a stray pixel
    # Upright the day is under the name; turned, over it (as the far side reads it).
    assert day_row(upright) > height // 2 > day_row(turned)
    table.set_rotation(0)
    settle(qtbot)
    assert table.map_pages.currentWidget() is table.title_card


# --- the GM's menu and the memory --------------------------------------------------------------
def control_of(window: MainWindow) -> TableScreenControl:
    control = window.findChild(TableScreenControl)
    assert isinstance(control, TableScreenControl)
    return control


def gm_window(qtbot: QtBot, path: Path) -> MainWindow:
    window = MainWindow(QSettings(), persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.campaign.open_path(path)
    install_table_screen(window, TableScreenState(window))
    return window


def test_turn_scale_monitor_and_mode_survive_a_restart_per_campaign(
    qtbot: QtBot, session: CampaignSession, tmp_path: Path
) -> None:
    path = session.path
    session.close()
    first = gm_window(qtbot, path)
    control = control_of(first)
    menus = control.layout_menus
    turn = next(action for action in menus.turn_menu.actions() if action.data() == 270)
    turn.trigger()
    inch = next(action for action in menus.scale_menu.actions() if action.data() == 25.4)
    inch.trigger()
    control.rebuild_monitor_menu()
    control.monitor_menu.actions()[0].trigger()
    control.full_screen_action.setChecked(False)
    assert control.table.rotation == 270 and control.table.scale == Scale(25.4)
    first.close()

    second = gm_window(qtbot, path)
    again = control_of(second)
    assert again.table.rotation == 270
    assert again.table.scale == Scale(25.4)
    assert not again.full_screen_action.isChecked()
    checked = [action.data() for action in again.layout_menus.turn_menu.actions()
               if action.isChecked()]
    assert checked == [270]
    stored = read_layout(QSettings(), path)
    assert stored.screen is not None and stored.mode is not None
    second.close()

    # Another campaign keeps its own: not turned, fitted.
    other = CampaignSession.create(tmp_path / "other.ryf", "Otra", "actual",
                                   session.profile, backup_dir=tmp_path / "b2")
    other_path = other.path
    other.close()
    third = gm_window(qtbot, other_path)
    assert control_of(third).table.rotation == 0
    assert not control_of(third).table.scale.physical
    third.close()


def test_a_typed_square_size_and_a_garbled_setting(
    qtbot: QtBot, session: CampaignSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = session.path
    session.close()
    window = gm_window(qtbot, path)
    menus = control_of(window).layout_menus
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getDouble", lambda *args: (30.0, True))
    typed = next(action for action in menus.scale_menu.actions() if action.data() == -1.0)
    typed.trigger()
    assert menus.table.scale == Scale(30.0) and typed.isChecked()
    QSettings().setValue(layout_group(path) + "square_mm", "a lot")
    QSettings().setValue(layout_group(path) + "rotation", "45")
    assert read_layout(QSettings(), path).scale == Scale()
    assert read_layout(QSettings(), path).rotation == 0
    window.close()


def test_calibration_draws_a_bar_and_the_measured_length_sets_the_scale(
    qtbot: QtBot, session: CampaignSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = session.path
    session.close()
    window = gm_window(qtbot, path)
    control = control_of(window)
    control.toggle_action.trigger()
    qtbot.waitExposed(control.table)
    seen: dict[str, object] = {}

    def measure(dialog: CalibrationDialog) -> int:
        bar = control.layout_menus.calibration_bar
        seen["bar_shown"] = bar.isVisible()
        seen["bar_px"] = dialog.bar_px
        image = control.table.grab().toImage()
        middle = bar.bar_rect().center()
        seen["bar_colour"] = QColor(image.pixel(middle)).name()
        dialog.length.setValue(dialog.bar_px / 5.0)  # the ruler says 5 px per mm
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(CalibrationDialog, "exec", measure)
    control.layout_menus.calibrate()
    assert seen["bar_shown"] is True and seen["bar_colour"] == "#f2c94c"
    assert not control.layout_menus.calibration_bar.isVisible()
    assert control.table.pixels_per_mm() == pytest.approx(5.0, rel=0.01)
    key = control.table_screen_key()
    assert key is not None and read_calibration(QSettings(), key) == pytest.approx(5.0, rel=0.01)
    control.table.close()
    window.close()


def test_the_gms_pan_menu_moves_the_table_screen_at_a_physical_scale_only(
    qtbot: QtBot, session: CampaignSession
) -> None:
    map_id = new_map(session, 30, 20)
    path = session.path
    session.close()
    window = gm_window(qtbot, path)
    control = control_of(window)
    control.toggle_action.trigger()
    qtbot.waitExposed(control.table)
    control.table.state.set_map_id(map_id)
    settle(qtbot)
    menus = control.layout_menus
    menus.pan_menu.aboutToShow.emit()
    right = menus.pan_menu.actions()[1]
    assert right.text() == "&Right" and not right.isEnabled()  # fitted: nothing to pan
    menus.set_scale(Scale(SQUARE_25_MM))
    menus.pan_menu.aboutToShow.emit()
    assert right.isEnabled()
    before = control.table.view.mapToScene(control.table.view.viewport().rect().center())
    right.trigger()
    after = control.table.view.mapToScene(control.table.view.viewport().rect().center())
    assert after.x() - before.x() == pytest.approx(SQUARE_PX, abs=1.5)
    control.table.close()
    window.close()
