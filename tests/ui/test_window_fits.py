"""The window fits a laptop: at 1366×768, 1600×900 and 1920×1080, in Spanish (the longer
words), the main window needs no more than the screen, and no flow of a game night widens it —
a fresh start on the demo, File → New campaign, a sheet opened, the catalog in front, a combat
ended (before: a minimum of 1558 px, and 1719 px after a new campaign or an ended combat).

A running fight at 1366×768 fits too, in the first-start column and with the dice or the
handouts docked under the tracker: nothing in the tracker is drawn over its neighbours, no
wrapped line is cut, the order keeps its rows (a dock too short scrolls) and the active row
shows (before: the order slid under the turn buttons and the window grew to 785 px).

Every dialog a GM opens fits the smallest of them too (the dialogs' walk is in
test_dialog_guards.py)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QTableView, QTreeView, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession
from ryf_desktop.ui.combat import labels
from ryf_desktop.ui.combat.combat_dialogs import EndCombatQuestion
from ryf_desktop.ui.main_window import MainWindow
from tests.ui.test_translations import compiled_qm, spanish

__all__ = ["compiled_qm", "spanish"]  # fixtures, used by name

SIZES = (QSize(1366, 768), QSize(1600, 900), QSize(1920, 1080))
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


@pytest.fixture
def window(qtbot: QtBot, spanish: object) -> Iterator[MainWindow]:
    del spanish
    made = MainWindow(QSettings(), rng=random.Random(3), persist_layout=False, take_backups=False)
    qtbot.addWidget(made)
    yield made
    made.close()


def settle(qtbot: QtBot) -> None:
    for _ in range(3):
        qtbot.wait(20)


def assert_fits(window: MainWindow, size: QSize, after: str) -> None:
    assert window.minimumSizeHint().width() <= size.width(), after
    assert window.minimumSizeHint().height() <= size.height(), after
    assert window.size() == size, f"the window grew after {after}"


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size.width()}x{size.height()}")
def test_no_flow_widens_the_window(qtbot: QtBot, window: MainWindow, size: QSize,
                                   tmp_path: Path) -> None:
    window.resize(size)
    window.show()
    qtbot.waitExposed(window)
    window.install_catalog()
    window.install_play()
    assert window.campaign.open_demo()
    settle(qtbot)
    assert_fits(window, size, "a fresh start")

    # The catalog in front: its table shows a useful number of rows.
    catalog = window.dock("catalog")
    catalog.raise_()
    settle(qtbot)
    assert_fits(window, size, "the catalog")
    table = next(view for view in catalog.findChildren(QTableView) if view.isVisible())
    rows = table.viewport().height() / max(1, table.verticalHeader().defaultSectionSize())
    assert rows >= 4, f"the catalog shows {rows:.1f} rows"

    docks = window.sheet_docks.docks
    assert docks is not None
    session = window.campaign.session
    assert session is not None
    docks.open_sheet(session.characters()[0].id)
    settle(qtbot)
    assert_fits(window, size, "a sheet opened")

    controller = window.combat_dock.controller
    end = controller.action_named["end"]
    assert isinstance(end, QAction) and end.isEnabled()
    end.trigger()
    question = controller.dialog
    assert isinstance(question, EndCombatQuestion)
    question.end_button.click()
    settle(qtbot)
    summary = controller.dialog
    if summary is not None:
        summary.close()
    settle(qtbot)
    assert_fits(window, size, "ending the combat")

    created = CampaignSession.create(tmp_path / "new.ryf", "Nueva", "actual", REALISTA,
                                     backup_dir=tmp_path / "backups")
    created.close()
    assert window.campaign.open_path(tmp_path / "new.ryf")
    settle(qtbot)
    assert_fits(window, size, "a new campaign")
    assert not any(tree.width() > size.width() for tree in window.findChildren(QTreeView))
    QTest.qWait(1)


def shown_children(parent: QWidget) -> list[QWidget]:
    return [child for child in parent.findChildren(QWidget, options=Qt.FindChildOption
                                                   .FindDirectChildrenOnly)
            if child.isVisible() and not child.isWindow()]


def assert_honest(window: MainWindow, after: str) -> int:
    """Nothing of the tracker overlaps and no wrapped line is cut; the rows the order shows."""
    dock = window.combat_dock
    view = dock.view
    for parent in (dock.scroll_area.body(), view, view.active_frame):
        shown = shown_children(parent)
        for index, one in enumerate(shown):
            for other in shown[index + 1:]:
                assert not one.geometry().intersects(other.geometry()), (
                    f"{one.objectName()} over {other.objectName()} after {after}")
            if isinstance(one, QLabel) and one.wordWrap() and one.text():
                assert one.height() >= one.heightForWidth(one.width()), (
                    f"{one.objectName()} cut after {after}")
    table = view.table
    row = view.active_row
    assert row is not None
    assert table.viewport().rect().contains(table.visualRect(table.model().index(row, 0))), after
    return table.viewport().height() // table.verticalHeader().defaultSectionSize()


@pytest.mark.parametrize("below", ["dice", "handouts"])
def test_a_running_fight_fits_1366(qtbot: QtBot, window: MainWindow, below: str) -> None:
    size = SIZES[0]
    window.resize(size)
    window.show()
    qtbot.waitExposed(window)
    window.install_catalog()
    window.install_play()
    assert window.campaign.open_demo()
    settle(qtbot)
    controller = window.combat_dock.controller
    for step in ("roll_all", "begin", "next", "next", "next", "next"):
        controller.action_named[step].trigger()
        settle(qtbot)
    view = window.combat_dock.view
    # The longest budget line a turn shows: after a move (set here, the map is not driven).
    view.budget_label.setText(labels.budget_text(1, 0, 7.5, 9))
    view.last_label.setText(view.last_label.text() * 3)
    panel = window.combat_dock.forecast_panel
    qtbot.waitUntil(lambda: panel.latest is not None, timeout=30_000)
    settle(qtbot)
    assert_fits(window, size, "a running fight")
    assert assert_honest(window, "a running fight") >= 5

    # The GM docks the dice or the handouts under the tracker, then squeezes the tracker.
    other = window.dock(below)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, other, Qt.Orientation.Vertical)
    other.show()
    settle(qtbot)
    assert_fits(window, size, f"{below} under the tracker")
    assert assert_honest(window, f"{below} under the tracker") >= 4
    combat = window.dock("combat")
    window.resizeDocks([combat, other], [200, 500], Qt.Orientation.Vertical)
    settle(qtbot)
    assert combat.height() < 300, "the tracker's dock can be made short"
    assert_fits(window, size, "a short tracker")
    assert assert_honest(window, "a short tracker") >= 4
    assert window.combat_dock.scroll_area.verticalScrollBar().isVisible()
    window.resizeDocks([combat, other], [600, 100], Qt.Orientation.Vertical)
    settle(qtbot)
    # Down to its own minimum (the handouts: their list over three rows of buttons, ~210 px).
    assert other.height() <= max(120, other.minimumSizeHint().height()) < 250, below
    assert_fits(window, size, "a tall tracker")
