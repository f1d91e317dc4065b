"""The Dice dock on a game night (#15), through the real main window on the demo campaign at
1600×1000: the result in view after every roll, a sheet's roll made at once and named after its
character (in the dock and in the campaign's log), and the "Secret roll" toggle bound to the
window's secret-rolls switch."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.character import Attribute
from ryf_desktop.session import CampaignSession, ensure_demo_campaign
from ryf_desktop.ui.dice.view import DiceRollerView
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.sheet.sheets import CharacterSheetController
from tests.scripted_rng import ScriptedRng

ALEX = "Álex Rivera"
# Offscreen, a floating window cannot be raised: Qt says so, and that is all.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


@pytest.fixture
def game(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, ScriptedRng]]:
    path = ensure_demo_campaign(tmp_path / "demo" / "demo.ryf")
    dice = ScriptedRng()
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                        rng=dice, persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    assert window.campaign.open_path(path)
    window.install_play()
    window.install_catalog()
    window.dock("dice").raise_()
    yield window, dice
    window.close()


def _session(window: MainWindow) -> CampaignSession:
    session = window.campaign.session
    assert session is not None
    return session


def _visible_rect(view: DiceRollerView, widget: QWidget) -> QRect:
    """``widget``'s rectangle in the coordinates of the dock's scrolled viewport."""
    viewport = view.scroll_area.viewport()
    return QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())


def _in_view(view: DiceRollerView, widget: QWidget) -> bool:
    viewport = view.scroll_area.viewport()
    return (widget.isVisible() and viewport.isVisible()
            and viewport.rect().contains(_visible_rect(view, widget)))


def _open_sheet(window: MainWindow, name: str) -> CharacterSheetController:
    docks = window.sheet_docks.docks
    assert docks is not None
    character = next(c for c in _session(window).characters() if c.name == name)
    sheet = docks.open_sheet(character.id)
    assert sheet is not None
    return sheet


# --- 1. the result in view without scrolling ------------------------------------------------------


def test_every_roll_shows_its_result_in_the_dice_dock_without_scrolling(
    qtbot: QtBot, game: tuple[MainWindow, ScriptedRng]
) -> None:
    window, dice = game
    view = window.dice_roller.view
    panel = view.result_panel
    viewport = view.scroll_area.viewport()
    # The dock at its first-start size is shorter than its form: the result sits below the fold.
    content = view.scroll_area.widget()
    assert content is not None and content.height() > viewport.height()
    assert not _in_view(view, panel.empty_label)
    dice.faces.extend([3, 8, 9])
    QTest.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _in_view(view, panel))
    qtbot.wait(50)  # the layout settled: still in view
    assert _in_view(view, panel)
    assert _in_view(view, panel.total_label) and _in_view(view, panel.verdict_label)
    # An exploding throw makes a taller result: still in view, the total first.
    view.scroll_area.verticalScrollBar().setValue(0)
    dice.faces.extend([10, 10, 10, 2, 3, 4])
    QTest.keyClick(view.roll_button, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert len(panel.strips) == 2
    qtbot.waitUntil(lambda: _in_view(view, panel))
    qtbot.wait(50)
    assert _in_view(view, panel)
    # As little scrolling as it takes: the Roll button stays reachable above when it fits.
    assert _visible_rect(view, panel).bottom() <= viewport.height()


def test_a_result_taller_than_the_dock_shows_from_its_total(qtbot: QtBot) -> None:
    from ryf_desktop.ui.dice.roller import DiceRoller

    # Four explosions in a row in a short dock: the result is taller than the dock.
    dice = ScriptedRng([10, 10, 10] * 4 + [2, 3, 4])
    roller = DiceRoller(dice)
    qtbot.addWidget(roller)
    roller.resize(380, 260)
    roller.show()
    qtbot.waitExposed(roller)
    view = roller.view
    QTest.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    panel = view.result_panel
    assert len(panel.strips) == 5
    qtbot.waitUntil(lambda: panel.height() > view.scroll_area.viewport().height())
    qtbot.wait(50)  # the layout settled
    assert _in_view(view, panel.total_label) and _in_view(view, panel.verdict_label)


# --- 2. a sheet's roll: one press, and whose it is ------------------------------------------------


def test_the_sheet_roll_button_rolls_at_once_and_names_the_character(
    qtbot: QtBot, game: tuple[MainWindow, ScriptedRng]
) -> None:
    window, dice = game
    session = _session(window)
    window.dock("catalog").raise_()  # the dice dock behind another tab: the roll brings it up
    sheet = _open_sheet(window, ALEX)
    before = len(session.log())
    dice.faces.extend([2, 6, 9])  # an attribute roll at rank 0 keeps the middle die, 6
    QTest.mouseClick(sheet.view.attribute_roll_buttons[Attribute.DESTREZA],
                     Qt.MouseButton.LeftButton)
    view = window.dice_roller.view
    panel = view.result_panel
    assert window.dock("dice").isVisible()
    assert panel.subject_label.isVisibleTo(panel)
    assert panel.subject_label.text() == f"{ALEX} — Destreza"
    destreza = view.attribute_spin.value()
    assert view.attribute_kind.isChecked() and destreza == sheet.view.attribute_spins[
        Attribute.DESTREZA].value()
    assert panel.total_label.text() == str(destreza + 6)
    qtbot.waitUntil(lambda: _in_view(view, panel))
    lines = session.log()
    assert len(lines) == before + 1, "one press, one roll"
    assert lines[-1].text.startswith(f"{ALEX} — Destreza: ")
    assert lines[-1].character_id == sheet.character_id
    assert window.dice_roller.controller.log.rows[0].what.startswith(f"{ALEX} — Destreza")

    # The table's dice typed afterwards are still Álex's roll.
    view.table_dice_edit.setText("1 5 7")
    QTest.keyClick(view.table_dice_edit, Qt.Key.Key_Return)
    assert panel.total_label.text() == str(destreza + 5)
    assert panel.subject_label.text() == f"{ALEX} — Destreza"
    assert session.log()[-1].text.startswith(f"{ALEX} — Destreza: ")
    assert session.log()[-1].character_id == sheet.character_id

    # A roll made in the dock by hand is nobody's.
    dice.faces.extend([4, 4, 4])
    QTest.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    assert not panel.subject_label.isVisibleTo(panel)
    assert ALEX not in session.log()[-1].text
    assert session.log()[-1].character_id is None


def test_a_skill_clicked_in_the_sheet_rolls_for_that_character(
    qtbot: QtBot, game: tuple[MainWindow, ScriptedRng]
) -> None:
    from ryf_desktop.ui.sheet.skill_table import Column
    from tests.ui.test_sheet_ui import _skill_index

    window, dice = game
    sheet = _open_sheet(window, ALEX)
    table = sheet.view.skills_table
    esquivar = _skill_index(sheet, "Esquivar", Column.NAME)
    table.scrollTo(esquivar)
    dice.faces.extend([5, 5, 5])
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, table.visualRect(esquivar).center())
    panel = window.dice_roller.view.result_panel
    assert panel.subject_label.text() == f"{ALEX} — Esquivar"
    line = _session(window).log()[-1]
    assert line.text.startswith(f"{ALEX} — Esquivar: Skill ")
    assert line.character_id == sheet.character_id


# --- 3. the secret-roll toggle --------------------------------------------------------------------


def test_the_secret_toggle_follows_the_window_switch_both_ways_and_makes_the_line_secret(
    qtbot: QtBot, game: tuple[MainWindow, ScriptedRng]
) -> None:
    window, dice = game
    view = window.dice_roller.view
    toggle = view.secret_button
    secret_rolls = window.secret_rolls

    def secret() -> bool:  # read afresh each time (mypy would keep the first answer)
        return secret_rolls.secret

    assert not toggle.isChecked() and not secret()
    public_sheet = toggle.styleSheet()

    QTest.mouseClick(toggle, Qt.MouseButton.LeftButton)
    assert secret()
    assert toggle.isChecked() and toggle.styleSheet() != public_sheet  # plain to see
    dice.faces.extend([3, 8, 9])
    QTest.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    line = _session(window).log()[-1]
    assert line.secret
    assert view.result_panel.secret_label.isVisibleTo(view.result_panel)

    secret_rolls.set_secret(False)  # the attack dialog's toggle, say
    assert not toggle.isChecked() and toggle.styleSheet() == public_sheet
    dice.faces.extend([3, 8, 9])
    QTest.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    assert not _session(window).log()[-1].secret
    assert not view.result_panel.secret_label.isVisibleTo(view.result_panel)

    secret_rolls.set_secret(True)
    assert toggle.isChecked()
    QTest.mouseClick(toggle, Qt.MouseButton.LeftButton)
    assert not secret()


def test_a_sheet_roll_while_secret_is_secret_too(
    qtbot: QtBot, game: tuple[MainWindow, ScriptedRng]
) -> None:
    window, dice = game
    window.secret_rolls.set_secret(True)
    sheet = _open_sheet(window, ALEX)
    dice.faces.extend([2, 6, 9])
    QTest.mouseClick(sheet.view.attribute_roll_buttons[Attribute.FISICO],
                     Qt.MouseButton.LeftButton)
    line = _session(window).log()[-1]
    assert line.secret and line.character_id == sheet.character_id
