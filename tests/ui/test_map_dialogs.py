"""The map panel's dialogs and drops: a new map (refused with the reason when the size is
wrong), a background picture (refused when it is not a picture), the calibration by a drag
across squares or by numbers, and a creature dragged from the catalog onto a square."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QDropEvent, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from ryf_desktop.catalog import EntryKind, Era
from ryf_desktop.session import combat as combats
from ryf_desktop.session import map_queries
from ryf_desktop.ui.catalog import EntryRef, entry_mime_data
from ryf_desktop.ui.map import SQUARE_PX, placing
from ryf_desktop.ui.map.map_prep import CalibrationDialog, NewMapDialog
from tests.ui.test_map_helpers import (
    MakePanel,
    Table,
    make_panel,
    point,
    press_ctrl_z,
    status_messages,
    table,
)

__all__ = ["make_panel", "table"]  # fixtures, used by name

GOBLIN = EntryRef(EntryKind.MONSTER, Era.MEDIEVAL, "Goblin")
ESPADA = EntryRef(EntryKind.WEAPON, Era.MEDIEVAL, "Espada larga")


def ok(dialog: NewMapDialog | CalibrationDialog) -> None:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_new_map_is_made_and_shown_and_a_wrong_one_refused_in_the_dialog(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    dialog = panel.open_new_map_dialog()
    dialog.name.setText("   ")
    ok(dialog)
    assert dialog.isVisible() and "needs a name" in dialog.problem.text()

    dialog.name.setText("Bosque")
    dialog.width_box.setValue(40)
    dialog.height_box.setValue(25)
    ok(dialog)
    assert not dialog.isVisible()
    shown = panel.controller.scene
    assert shown is not None and shown.view_data is not None
    assert (shown.view_data.name, shown.view_data.width, shown.view_data.height) == (
        "Bosque", 40, 25)
    assert panel.map_chooser.currentText() == "Bosque (40×25)"
    listed = map_queries.maps(table.session.model)
    assert [summary.name for summary in listed] == ["Cripta", "Bosque"]

    table.session.undo_stack.undo()
    qtbot.waitUntil(lambda: panel.controller.map_id() == table.map_id)
    assert panel.map_chooser.count() == 1


def test_a_background_that_is_not_a_picture_is_refused_with_the_reason(
    qtbot: QtBot, table: Table, make_panel: MakePanel, tmp_path: Path
) -> None:
    panel = make_panel(table)
    said = status_messages(panel)
    fake = tmp_path / "notes.png"
    fake.write_text("not a picture at all")

    problem = panel.import_background(fake)

    assert problem is not None and said[-1] == problem
    assert isinstance(panel.dialog, QMessageBox) and panel.dialog.text() == problem
    assert table.view().background_image_id is None
    panel.dialog.close()


def test_a_background_calibrated_by_a_drag_across_five_squares(
    qtbot: QtBot, table: Table, make_panel: MakePanel, tmp_path: Path
) -> None:
    picture = tmp_path / "cripta.png"
    image = QImage(1000, 600, QImage.Format.Format_RGB32)
    image.fill(QColor("#806040"))
    assert image.save(str(picture))
    panel = make_panel(table)

    assert panel.import_background(picture) is None
    scene = panel.controller.scene
    qtbot.waitUntil(lambda: scene is not None and scene.background.isVisible())
    assert scene is not None

    # 5 squares of the picture are 250 px wide, and a square's corner lies at pixel (30, 10).
    start = scene.background.mapToScene(QPointF(30, 10))
    end = scene.background.mapToScene(QPointF(280, 12))
    panel.controller.ask_squares = lambda: 5
    panel.choose_tool("calibrate")
    view = panel.view
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(start))
    QTest.mouseMove(view.viewport(), view.mapFromScene(end))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, view.mapFromScene(end))
    data = table.view()
    assert abs(data.image_scale - 50) < 0.5
    assert abs(data.image_offset[0] - 30) < 1 and abs(data.image_offset[1] - 10) < 1
    qtbot.waitUntil(lambda: abs(scene.background.pos().x() + 30 * SQUARE_PX / 50) < 1)

    # Or two clicks, one at each end of 4 squares of 60 px.
    panel.controller.ask_squares = lambda: 4
    panel.choose_tool("calibrate")  # one calibration ended the last one
    first = scene.background.mapToScene(QPointF(10, 5))
    second = scene.background.mapToScene(QPointF(10, 245))
    for spot in (first, second):
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, view.mapFromScene(spot))
    data = table.view()
    assert abs(data.image_scale - 60) < 0.5
    assert abs(data.image_offset[0] - 10) < 1 and abs(data.image_offset[1] - 5) < 1

    dialog = panel.open_calibration_dialog()
    assert dialog is not None
    dialog.scale.setValue(100)
    dialog.offset_x.setValue(0)
    dialog.offset_y.setValue(0)
    ok(dialog)
    assert table.view().image_scale == 100 and table.view().image_offset == (0, 0)


def test_a_goblin_dropped_from_the_catalog_stands_on_that_square_in_one_step(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    history = table.session.undo_stack.count()
    said = status_messages(panel)

    mime = entry_mime_data(GOBLIN)
    view = panel.view
    target = point(view, (9, 9))
    drop = QDropEvent(target.toPointF(), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    view.dropEvent(drop)

    goblins = [token for token in table.view().tokens if token.name.startswith("Goblin ")
               and token.id != table.goblin_token]
    assert [(token.x, token.y) for token in goblins] == [(9, 9)]
    assert "column 10, row 10" in said[-1]
    combat = combats.current_combat(table.session.model)
    assert combat is not None and any(row.monster_id == goblins[0].monster_id
                                      for row in combat.combatants)
    assert table.session.undo_stack.count() == history + 1

    press_ctrl_z(panel, table.session)
    assert len(table.view().tokens) == 2
    # One Ctrl+Z takes the creature out of the encounter with its token.
    after = combats.current_combat(table.session.model)
    assert after is None or not any(row.monster_id == goblins[0].monster_id
                                    for row in after.combatants)

    assert not placing.drop_catalog_entry(panel.controller, ESPADA, (3, 3))
    assert "bestiary" in said[-1]
