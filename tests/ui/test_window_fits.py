"""The window fits a laptop: at 1366×768, 1600×900 and 1920×1080, in Spanish (the longer
words), the main window needs no more than the screen, and no flow of a game night widens it —
a fresh start on the demo, File → New campaign, a sheet opened, the catalog in front, a combat
ended (before: a minimum of 1558 px, and 1719 px after a new campaign or an ended combat).

Every dialog a GM opens fits the smallest of them too (the dialogs' walk is in
test_dialog_guards.py)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTableView, QTreeView
from pytestqt.qtbot import QtBot

from ryf_desktop.rules.profile import REALISTA
from ryf_desktop.session import CampaignSession
from ryf_desktop.ui.combat.end_question import EndCombatQuestion
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
