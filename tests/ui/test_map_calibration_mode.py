"""Calibrating the background by a drag is one calibration: answered, cancelled or ended with
Escape, the map is back to the Move tool, and another map never goes on calibrating. While it
lasts the tool row says so."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from ryf_desktop.session import map_commands
from ryf_desktop.ui.map.panel import CALIBRATE, SELECT, MapPanel
from tests.ui.test_map_helpers import MakePanel, Table, make_panel, table

__all__ = ["make_panel", "table"]  # fixtures, used by name


def with_background(qtbot: QtBot, table: Table, make_panel: MakePanel, tmp_path: Path
                    ) -> MapPanel:
    picture = tmp_path / "cripta.png"
    image = QImage(1000, 600, QImage.Format.Format_RGB32)
    image.fill(QColor("#806040"))
    assert image.save(str(picture))
    panel = make_panel(table)
    assert panel.import_background(picture) is None
    scene = panel.controller.scene
    assert scene is not None
    qtbot.waitUntil(scene.background.isVisible)
    return panel


def drag_across(qtbot: QtBot, panel: MapPanel, start: QPointF, end: QPointF) -> None:
    view = panel.view
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(start))
    QTest.mouseMove(view.viewport(), view.mapFromScene(end))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, view.mapFromScene(end))
    qtbot.wait(1)


def test_one_calibration_and_the_map_is_back_to_moving(
    qtbot: QtBot, table: Table, make_panel: MakePanel, tmp_path: Path
) -> None:
    panel = with_background(qtbot, table, make_panel, tmp_path)
    asked: list[int] = []

    def ask() -> int:
        asked.append(10)
        return 10

    panel.controller.ask_squares = ask
    panel.calibrate_drag_action.trigger()  # Map → Calibrate → Drag across squares
    assert panel.tool_actions[CALIBRATE].isChecked()
    qtbot.waitUntil(panel.calibrating_label.isVisible)
    drag_across(qtbot, panel, QPointF(40, 40), QPointF(540, 40))
    assert asked == [10]
    scale = table.view().image_scale

    assert panel.tool_actions[SELECT].isChecked()
    assert not panel.calibrating_label.isVisible()
    steps = table.session.undo_stack.count()
    drag_across(qtbot, panel, QPointF(100, 300), QPointF(400, 300))
    assert asked == [10], "a later drag asked again how many squares"
    assert table.view().image_scale == scale
    assert table.session.undo_stack.count() == steps


def test_a_cancelled_answer_also_ends_calibrating(
    qtbot: QtBot, table: Table, make_panel: MakePanel, tmp_path: Path
) -> None:
    panel = with_background(qtbot, table, make_panel, tmp_path)
    panel.controller.ask_squares = lambda: None
    panel.calibrate_drag_action.trigger()
    drag_across(qtbot, panel, QPointF(40, 40), QPointF(540, 40))
    assert panel.tool_actions[SELECT].isChecked()


def test_escape_ends_calibrating(
    qtbot: QtBot, table: Table, make_panel: MakePanel, tmp_path: Path
) -> None:
    panel = with_background(qtbot, table, make_panel, tmp_path)
    panel.calibrate_drag_action.trigger()
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    panel.view.setFocus()
    QTest.keyClick(panel.view, Qt.Key.Key_Escape)
    assert panel.tool_actions[SELECT].isChecked()
    assert panel.view.tool is panel.tools[SELECT]


def test_another_map_shown_ends_calibrating(
    qtbot: QtBot, table: Table, make_panel: MakePanel, tmp_path: Path
) -> None:
    panel = with_background(qtbot, table, make_panel, tmp_path)
    other = map_commands.CreateMap(table.session, "Bosque", 10, 10)
    table.push(other)
    panel.calibrate_drag_action.trigger()
    asked: list[int] = []
    panel.controller.ask_squares = lambda: asked.append(1) or 1  # type: ignore[func-returns-value]
    assert other.map_id is not None
    panel.controller.show_map(other.map_id)
    assert panel.tool_actions[SELECT].isChecked()
    drag_across(qtbot, panel, QPointF(10, 10), QPointF(200, 10))
    assert asked == []


def test_a_map_without_a_picture_says_so_and_ends_calibrating(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    said: list[str] = []
    panel.status_message.connect(said.append)
    panel.choose_tool(CALIBRATE)
    drag_across(qtbot, panel, QPointF(40, 40), QPointF(540, 40))
    assert "no background" in said[-1]
    assert panel.tool_actions[SELECT].isChecked()
