"""Preparing maps as a GM expects: cover all with fog and reveal all in one click each, rename
and delete a map (asked first, naming what goes; refused while a fight is on it), a new map
sized from its picture and under fog unless unticked, the lights' radii switched off and
remembered, and a hint where there is no map yet."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.map_features import Light
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.session import CampaignSession, map_queries
from ryf_desktop.session.map_features_commands import SetMapFeatures
from ryf_desktop.ui.common import SessionHolder
from ryf_desktop.ui.map import MapPanel
from ryf_desktop.ui.map.map_prep import LIGHT_RADII_KEY
from tests.ui.test_map_helpers import (
    MAP_HEIGHT,
    MAP_WIDTH,
    MakePanel,
    Table,
    make_panel,
    start_fight,
    table,
)

__all__ = ["make_panel", "table"]  # fixtures, used by name


def action_in(menu: QMenu, text: str) -> QAction:
    return next(action for action in menu.actions() if action.text() == text)


def test_cover_all_and_reveal_all_one_click_one_step_each(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    steps = table.session.undo_stack.count()
    action_in(panel.bars.map_menu, "Cover all with fog").trigger()
    assert table.view().fog == SquareMask.full(MAP_WIDTH, MAP_HEIGHT)
    assert table.session.undo_stack.count() == steps + 1
    # The fog's menu on the tool row has both too.
    action_in(panel.bars.fog_menu, "Reveal all").trigger()
    assert not table.view().fog
    assert table.session.undo_stack.count() == steps + 2
    table.session.undo_stack.undo()
    assert table.view().fog == SquareMask.full(MAP_WIDTH, MAP_HEIGHT)


def test_rename_the_map_shown_in_one_step(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    action_in(panel.bars.map_menu, "Rename map…").trigger()
    dialog = panel.prep.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.textValue() == "Cripta"  # type: ignore[attr-defined]
    dialog.setTextValue("Osario")  # type: ignore[attr-defined]
    dialog.accept()  # type: ignore[attr-defined]
    assert table.view().name == "Osario"
    qtbot.waitUntil(lambda: panel.map_chooser.currentText().startswith("Osario"))
    table.session.undo_stack.undo()
    assert table.view().name == "Cripta"


def test_delete_asks_naming_the_tokens_and_undo_brings_it_back(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    action_in(panel.bars.map_menu, "Delete map…").trigger()
    box = panel.prep.dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "Cripta" in box.text() and "2 token" in box.text()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert [m.name for m in map_queries.maps(table.session.model)] == ["Cripta"]

    box = panel.prep.ask_delete()
    assert box is not None
    delete = next(button for button in box.buttons()
                  if box.buttonRole(button) == QMessageBox.ButtonRole.DestructiveRole)
    delete.click()
    assert map_queries.maps(table.session.model) == []
    qtbot.waitUntil(lambda: panel.controller.map_id() is None)
    table.session.undo_stack.undo()
    assert [m.name for m in map_queries.maps(table.session.model)] == ["Cripta"]
    assert len(table.view().tokens) == 2


def test_a_map_in_a_running_fight_is_not_deleted_and_the_gm_is_told(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    start_fight(table)
    panel = make_panel(table)
    assert panel.prep.delete(table.map_id) is False
    assert isinstance(panel.prep.dialog, QMessageBox)
    assert "End the combat first" in panel.prep.dialog.text()
    assert [m.name for m in map_queries.maps(table.session.model)] == ["Cripta"]
    panel.prep.dialog.close()


def test_a_new_map_sized_from_its_picture_under_fog_in_one_step(
    qtbot: QtBot, table: Table, make_panel: MakePanel, tmp_path: Path
) -> None:
    picture = tmp_path / "bosque.png"
    image = QImage(1400, 700, QImage.Format.Format_RGB32)
    image.fill(QColor("#2e7d32"))
    assert image.save(str(picture))
    panel = make_panel(table)
    dialog = panel.open_new_map_dialog()
    assert dialog.fogged.isChecked()
    dialog.set_picture(picture)
    assert (dialog.width_box.value(), dialog.height_box.value()) == (20, 10)  # 70 px a square
    assert dialog.name.text() == "bosque"
    dialog.square_px.setValue(100)
    assert (dialog.width_box.value(), dialog.height_box.value()) == (14, 7)
    steps = table.session.undo_stack.count()
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.problem.text()
    assert table.session.undo_stack.count() == steps + 1
    made = next(m for m in map_queries.maps(table.session.model) if m.name == "bosque")
    view = map_queries.map_view(table.session.model, made.id)
    assert (view.width, view.height, view.image_scale) == (14, 7, 100.0)
    assert view.background_image_id is not None
    assert view.fog == SquareMask.full(14, 7)
    assert panel.controller.map_id() == made.id


def test_a_new_map_without_fog_when_unticked(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    dialog = panel.open_new_map_dialog()
    dialog.name.setText("Claro")
    dialog.fogged.click()
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    made = next(m for m in map_queries.maps(table.session.model) if m.name == "Claro")
    assert not map_queries.map_view(table.session.model, made.id).fog


def test_light_radii_switch_off_and_stay_off(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    table.push(SetMapFeatures(table.session, table.map_id, [], [Light(5, 5, 4)]))
    panel = make_panel(table)
    scene = panel.controller.scene
    assert scene is not None and scene.light_rings is not None
    assert scene.light_rings.isVisible()
    action = action_in(panel.bars.view_menu, "Light radii")
    assert action.isChecked()
    action.trigger()
    assert not scene.light_rings.isVisible()
    assert panel.settings.value(LIGHT_RADII_KEY) in (False, "false")

    again = make_panel(table)
    assert not again.prep.light_radii_action.isChecked()
    shown = again.controller.scene
    assert shown is not None and shown.light_rings is not None
    assert not shown.light_rings.isVisible()


def test_an_empty_campaign_shows_a_hint_on_the_map_area(
    qtbot: QtBot, session: CampaignSession
) -> None:
    holder = SessionHolder(session)
    panel = MapPanel(holder, rng=random.Random(2))
    qtbot.addWidget(panel)
    panel.resize(900, 600)
    panel.show()
    qtbot.waitExposed(panel)
    hint = panel.prep.hint
    assert hint.isVisible() and "No map yet" in hint.text()
    assert "New map" in hint.text() and "Import map" in hint.text()
    assert panel.view.viewport().rect().contains(hint.geometry().center())
    dialog = panel.open_new_map_dialog()
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert panel.controller.map_id() is not None
    assert not hint.isVisible()
    holder.set_session(None)


def test_a_file_that_is_no_picture_is_said_in_the_new_map_dialog(
    qtbot: QtBot, table: Table, make_panel: MakePanel, tmp_path: Path
) -> None:
    notes = tmp_path / "notas.png"
    notes.write_text("not a picture")
    panel = make_panel(table)
    dialog = panel.open_new_map_dialog()
    dialog.set_picture(notes)
    assert dialog.problem.isVisible() and "notas.png" in dialog.problem.text()
    assert dialog.picture is None and not dialog.square_px.isEnabled()
    assert (dialog.width_box.value(), dialog.height_box.value()) == (30, 20)
    dialog.close()


def test_enter_in_the_new_map_dialog_makes_one_map(
    qtbot: QtBot, table: Table, make_panel: MakePanel
) -> None:
    panel = make_panel(table)
    dialog = panel.open_new_map_dialog()
    steps = table.session.undo_stack.count()
    dialog.name.setText("Cueva")
    QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert table.session.undo_stack.count() == steps + 1
    assert [m.name for m in map_queries.maps(table.session.model)] == ["Cripta", "Cueva"]
