"""The Handouts dock as a GM uses it (offscreen): picture files dropped on it, a text handout
typed with Enter, Ctrl+Enter and Escape, Delete and Undo, and a handout shown to the table (the
table screen's overlay shows it, upright or turned), taken down, or sent to one player only
(the table screen shows nothing)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDropEvent,
    QImage,
    QKeySequence,
    QWheelEvent,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.present import players_view_of
from ryf_desktop.ui.common.session_follow import SessionHolder
from ryf_desktop.ui.handouts import HandoutsController, HandoutsPanel
from ryf_desktop.ui.handouts.controller import HandoutTextDialog
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.table_screen import TableScreenControl, TableScreenState, TableScreenWindow
from ryf_desktop.ui.table_screen.handout_overlay import TITLE_COLOUR
from tests.campaign_steps import add_character

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


@pytest.fixture
def dock(qtbot: QtBot, session: CampaignSession) -> Iterator[HandoutsController]:
    panel = HandoutsPanel()
    qtbot.addWidget(panel)
    holder = SessionHolder(session)
    controller = HandoutsController(panel, holder)
    panel.resize(400, 500)
    panel.show()
    qtbot.waitExposed(panel)
    yield controller
    holder.set_session(None)


@pytest.fixture
def table(qtbot: QtBot, session: CampaignSession) -> TableScreenWindow:
    window = TableScreenWindow(TableScreenState())
    qtbot.addWidget(window)
    window.set_session(session)
    window.resize(800, 500)
    window.show()
    qtbot.waitExposed(window)
    return window


def picture_file(folder: Path, name: str, colour: str = "#3070c0") -> Path:
    image = QImage(120, 80, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    path = folder / name
    assert image.save(str(path))
    return path


def titles(dock: HandoutsController) -> list[str]:
    return [row.title for row in dock.rows.rows]


def drop_files(qtbot: QtBot, dock: HandoutsController, paths: list[Path]) -> None:
    """Drag ``paths`` over the dock's list and drop them, as from a file manager."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
    target = dock.panel.list.viewport()
    actions = Qt.DropAction.CopyAction
    enter = QDragEnterEvent(QPoint(20, 20), actions, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, enter)
    assert enter.isAccepted(), "the dock takes a drag of files"
    drop = QDropEvent(QPointF(20, 20), actions, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, drop)
    assert drop.isAccepted()


def add_text(dock: HandoutsController, title: str, text: str = "") -> int:
    assert dock.add_text(title, text) is None
    chosen = dock.selected_id()
    assert chosen is not None
    return chosen


def title_pixels(image: QImage) -> list[tuple[int, int]]:
    """Where ``image`` has the overlay's title colour (a coarse scan)."""
    found = []
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = QColor(image.pixel(x, y))
            if (abs(colour.red() - TITLE_COLOUR.red()) < 12
                    and abs(colour.green() - TITLE_COLOUR.green()) < 12
                    and abs(colour.blue() - TITLE_COLOUR.blue()) < 12):
                found.append((x, y))
    return found


# --- adding -------------------------------------------------------------------------------------
def test_picture_files_dropped_on_the_dock_are_added_and_other_files_refused_in_words(
        qtbot: QtBot, dock: HandoutsController, tmp_path: Path) -> None:
    old_map = picture_file(tmp_path, "the_old_map.png")
    portrait = picture_file(tmp_path, "villain.jpg", "#802020")
    notes = tmp_path / "notes.txt"
    notes.write_text("not a picture", encoding="utf-8")
    drop_files(qtbot, dock, [old_map, notes, portrait])
    qtbot.waitUntil(lambda: len(dock.rows.rows) == 2)
    assert titles(dock) == ["The old map", "Villain"]
    assert all(row.has_picture for row in dock.rows.rows)
    box = dock.dialog
    assert isinstance(box, QMessageBox), "the refused file is said, not ignored"
    assert "notes.txt" in box.text()
    box.close()
    # Its thumbnail is the picture, not the text handouts' icon: made off the GUI thread (a
    # handout may be as large as a map), the row repaints when it is ready.
    def thumbnail_centre() -> QColor:
        icon = dock.rows.index(0, 0).data(Qt.ItemDataRole.DecorationRole)
        image = icon.pixmap(32, 32).toImage()
        return QColor(image.pixel(image.width() // 2, image.height() // 2))

    qtbot.waitUntil(lambda: thumbnail_centre().blue() > 150 and thumbnail_centre().red() < 80)


def test_a_file_that_only_looks_like_a_picture_is_refused_with_its_reason(
        qtbot: QtBot, dock: HandoutsController, tmp_path: Path) -> None:
    fake = tmp_path / "fake.png"
    fake.write_bytes(b"this is no picture at all")
    assert dock.add_picture_files([fake]) == []
    assert dock.rows.rows == ()
    box = dock.dialog
    assert isinstance(box, QMessageBox) and "fake.png" in box.text()
    box.close()


def open_text_dialog(qtbot: QtBot, dock: HandoutsController) -> HandoutTextDialog:
    dialog = dock.ask_text()
    assert isinstance(dialog, HandoutTextDialog)
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.title_edit.hasFocus())
    return dialog


def test_a_text_handout_enter_moves_on_ctrl_enter_saves_once(
        qtbot: QtBot, dock: HandoutsController) -> None:
    dialog = open_text_dialog(qtbot, dock)
    assert not dialog.save_button.isEnabled(), "no handout without a title"
    QTest.keyClicks(dialog.title_edit, "Carta del baron")  # QTest types ASCII only
    QTest.keyClick(dialog.title_edit, Qt.Key.Key_Return)
    assert dialog.isVisible(), "Enter in the title does not save"
    assert dialog.text_edit.hasFocus(), "Enter in the title moves on to the text"
    QTest.keyClicks(dialog.text_edit, "Venid solos.")
    QTest.keyClick(dialog.text_edit, Qt.Key.Key_Return)
    QTest.keyClicks(dialog.text_edit, "B.")
    assert dialog.isVisible(), "Enter in the text is a new line"
    QTest.keyClick(dialog.text_edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert titles(dock) == ["Carta del baron"]
    assert dock.rows.rows[0].text == "Venid solos.\nB."
    dialog.save()  # a second Save (a key held): still one handout
    assert len(dock.rows.rows) == 1
    assert dock.selected_id() == dock.rows.rows[0].handout_id


def test_escape_cancels_a_text_handout(qtbot: QtBot, dock: HandoutsController) -> None:
    dialog = open_text_dialog(qtbot, dock)
    QTest.keyClicks(dialog.title_edit, "Nada")
    QTest.keyClick(dialog.title_edit, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dock.rows.rows == ()


def test_f2_edits_the_title_and_text_in_one_undo_step(
        qtbot: QtBot, dock: HandoutsController, session: CampaignSession) -> None:
    add_text(dock, "Pergamino", "Ilegible")
    dock.panel.list.setFocus()
    QTest.keyClick(dock.panel.list, Qt.Key.Key_F2)
    dialog = dock.dialog
    assert isinstance(dialog, HandoutTextDialog) and dialog.isVisible()
    assert dialog.title_edit.text() == "Pergamino"
    dialog.title_edit.setText("Pergamino quemado")
    dialog.save()
    assert titles(dock) == ["Pergamino quemado"]
    session.undo_stack.undo()
    assert titles(dock) == ["Pergamino"]


def test_delete_key_removes_a_handout_and_undo_brings_it_back(
        qtbot: QtBot, dock: HandoutsController, session: CampaignSession,
        tmp_path: Path) -> None:
    dock.add_picture_files([picture_file(tmp_path, "mapa.png")])
    add_text(dock, "Acertijo")
    dock.select(dock.rows.rows[0].handout_id)
    dock.panel.list.setFocus()
    QTest.keyClick(dock.panel.list, Qt.Key.Key_Delete)
    assert titles(dock) == ["Acertijo"]
    session.undo_stack.undo()
    assert titles(dock) == ["Mapa", "Acertijo"]
    assert dock.rows.rows[0].has_picture, "undo brings the picture back too"
    dock.select(dock.rows.rows[1].handout_id)
    dock.panel.delete_button.click()
    assert titles(dock) == ["Mapa"]


def test_the_wheel_over_the_list_changes_nothing(qtbot: QtBot,
                                                 dock: HandoutsController) -> None:
    for title in ("Uno", "Dos", "Tres"):
        add_text(dock, title)
    chosen = dock.selected_id()
    viewport = dock.panel.list.viewport()
    at = QPointF(20, 10)
    wheel = QWheelEvent(at, viewport.mapToGlobal(at), QPoint(0, 0), QPoint(0, -360),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, wheel)
    assert dock.selected_id() == chosen
    assert titles(dock) == ["Uno", "Dos", "Tres"]


# --- showing ------------------------------------------------------------------------------------
def test_show_to_the_table_puts_the_handout_over_the_table_screen_and_take_down_removes_it(
        qtbot: QtBot, dock: HandoutsController, table: TableScreenWindow) -> None:
    add_text(dock, "Carta del barón", "Venid solos al molino.")
    overlay = table.handout
    assert not overlay.isVisible()
    dock.panel.show_button.click()
    qtbot.waitUntil(overlay.isVisible)
    first = overlay.shown
    assert first is not None and first.title == "Carta del barón"
    assert overlay.geometry() == table.map_pages.geometry(), "it covers the map, not the strip"
    # A finger (or the mouse) on it finds the handout, not a token of the map under it.
    assert table.childAt(table.map_pages.geometry().center()) is overlay
    assert "Carta del barón" in dock.panel.on_table.text()
    assert dock.rows.index(0, 0).data(Qt.ItemDataRole.FontRole).bold(), "the dock marks it"
    image = table.grab().toImage()
    found = title_pixels(image)
    assert found and max(y for _x, y in found) < image.height() // 2, "the title on top"
    dock.panel.take_down_button.click()
    qtbot.waitUntil(lambda: not overlay.isVisible())
    assert overlay.shown is None
    assert not dock.panel.take_down_button.isEnabled()


def test_the_next_handout_shown_replaces_the_first_and_an_edit_shows_at_once(
        qtbot: QtBot, dock: HandoutsController, table: TableScreenWindow,
        tmp_path: Path) -> None:
    first = add_text(dock, "Primera")
    dock.show_selected()
    dock.add_picture_files([picture_file(tmp_path, "segunda.png", "#20a040")])
    dock.show_action.trigger()
    overlay = table.handout
    qtbot.waitUntil(lambda: overlay.shown is not None and overlay.shown.title == "Segunda")
    qtbot.waitUntil(lambda: not overlay.picture.isNull())
    image = table.grab().toImage()
    centre = QColor(image.pixel(image.width() // 2, image.height() // 2))
    assert centre.green() > 140 and centre.red() < 80, f"the picture fitted: {centre.name()}"
    dock.select(first)
    dock.show_selected()
    dock.ask_edit_selected()
    dialog = dock.dialog
    assert isinstance(dialog, HandoutTextDialog)
    dialog.title_edit.setText("Primera, corregida")
    dialog.save()
    qtbot.waitUntil(lambda: overlay.shown is not None
                    and overlay.shown.title == "Primera, corregida")


def test_turned_half_round_the_title_is_read_from_the_far_side(
        qtbot: QtBot, dock: HandoutsController, table: TableScreenWindow) -> None:
    add_text(dock, "Inscripción", "Quien entre, no saldrá.")
    dock.show_selected()
    qtbot.waitUntil(table.handout.isVisible)
    table.set_rotation(180)
    image = table.grab().toImage()
    found = title_pixels(image)
    assert found and min(y for _x, y in found) > image.height() // 2, "the title at the bottom"
    table.set_rotation(90)
    image = table.grab().toImage()
    found = title_pixels(image)
    assert found and min(x for x, _y in found) > image.width() // 2, "the title on the right"


def test_show_to_one_player_never_reaches_the_table_screen(
        qtbot: QtBot, dock: HandoutsController, table: TableScreenWindow,
        session: CampaignSession) -> None:
    lucia = add_character(session, "Lucía")
    add_character(session, "Orco", "npc")
    assert lucia is not None
    handout = add_text(dock, "Sólo para Lucía", "El posadero miente.")
    dock.fill_player_menu()
    entries = [action.text() for action in dock.panel.player_menu.actions()]
    assert entries == ["Lucía"], "only player characters"
    dock.panel.player_menu.actions()[0].trigger()
    players = players_view_of(session)
    assert [shown.handout_id for shown in players.handouts_for(lucia)] == [handout]
    qtbot.wait(50)
    assert players.table_handout is None
    assert not table.handout.isVisible() and table.handout.shown is None
    assert "Nothing" in dock.panel.on_table.text()


# --- in the window -------------------------------------------------------------------------------
def test_the_window_has_the_dock_and_the_table_screen_menu_its_actions(qtbot: QtBot) -> None:
    window = MainWindow(QSettings(), rng=random.Random(1), persist_layout=False,
                        take_backups=False)
    qtbot.addWidget(window)
    window.install_play()
    assert "handouts" in window.dock_names()
    control = window.findChild(TableScreenControl)
    assert isinstance(control, TableScreenControl)
    assert window.handouts.show_action in control.menu.actions()
    assert window.handouts.take_down_action in control.menu.actions()
    assert window.handouts.show_action.shortcut() == QKeySequence("Ctrl+Shift+H")
    # The same key while the players' window has the focus.
    assert window.handouts.show_action in control.table.actions()
    window.close()


def test_deleting_the_handout_on_the_table_takes_it_down(
        qtbot: QtBot, dock: HandoutsController, table: TableScreenWindow) -> None:
    add_text(dock, "Mapa del tesoro")
    dock.show_selected()
    qtbot.waitUntil(table.handout.isVisible)
    assert dock.delete_selected()
    qtbot.waitUntil(lambda: not table.handout.isVisible())
    assert dock.on_table is None and "Nothing" in dock.panel.on_table.text()


def test_a_double_click_opens_the_handout_to_edit(qtbot: QtBot,
                                                  dock: HandoutsController) -> None:
    add_text(dock, "Diario", "Día 1")
    rect = dock.panel.list.visualRect(dock.index_of(dock.rows.rows[0].handout_id))
    viewport = dock.panel.list.viewport()
    # A press first: a list takes a double click only on the row it was pressed on.
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     rect.center())
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      rect.center())
    dialog = dock.dialog
    assert isinstance(dialog, HandoutTextDialog) and dialog.isVisible()
    assert dialog.text_edit.toPlainText() == "Día 1"
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert titles(dock) == ["Diario"]
