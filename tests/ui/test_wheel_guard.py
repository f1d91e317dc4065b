"""The wheel guard over the whole program: scrolling the demo's sheets and every dock with the
mouse wheel changes nothing — no spin box, combo box or slider takes a step unless it has focus.

The wheel is sent to each control as Qt would deliver it to the widget under the pointer; the
guard is the program's one application-wide rule (ryf_desktop.ui.input_guards), installed by the
main window. Without it, the sheet's money, wounds and attributes, the map selector and the
catalog's filters all change here.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QScrollArea,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession, ensure_demo_campaign
from ryf_desktop.ui.input_guards import is_guarded
from ryf_desktop.ui.main_window import MainWindow
from tests.scripted_rng import ScriptedRng

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


def wheel(widget: QWidget, notches: int) -> None:
    """``notches`` notches of the wheel (up when positive) with the pointer over ``widget``."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(),
                        QPoint(0, 120 * notches), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def value_of(widget: QWidget) -> object:
    if isinstance(widget, QAbstractSpinBox):
        return widget.text()
    if isinstance(widget, QComboBox):
        return widget.currentIndex()
    assert isinstance(widget, QAbstractSlider)
    return widget.value()


@pytest.fixture
def demo_window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    path = ensure_demo_campaign(tmp_path / "demo" / "demo.ryf")
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                        rng=ScriptedRng(), persist_layout=False, take_backups=False)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    assert window.campaign.open_path(path)
    window.install_play()
    window.install_catalog()
    yield window
    window.close()


def session_of(window: MainWindow) -> CampaignSession:
    session = window.campaign.session
    assert session is not None
    return session


def open_everything(window: MainWindow, qtbot: QtBot) -> None:
    """Every character's sheet and every dock shown, as a GM who looks at all of them."""
    docks = window.sheet_docks.docks
    assert docks is not None
    for character in session_of(window).characters():
        docks.open_sheet(character.id)
    for name in window.dock_names():
        window.dock(name).show()
    qtbot.wait(10)


def shown_controls(window: MainWindow) -> list[QWidget]:
    roots: list[QWidget] = [window, *(window.dock(name) for name in window.dock_names())]
    found: dict[int, QWidget] = {}
    for root in roots:
        for widget in root.findChildren(QWidget):
            if is_guarded(widget) and widget.isVisibleTo(root) and widget.isEnabled():
                found[id(widget)] = widget
    return list(found.values())


def test_the_wheel_changes_no_control_without_focus(demo_window: MainWindow, qtbot: QtBot) -> None:
    open_everything(demo_window, qtbot)
    stack = session_of(demo_window).undo_stack
    steps = stack.count()
    tabs = demo_window.sheet_docks.tabs.tabs
    wheeled: dict[int, QWidget] = {}
    for index in range(tabs.count()):  # every character's sheet in front in turn
        tabs.setCurrentIndex(index)
        qtbot.wait(1)
        for widget in shown_controls(demo_window):
            wheeled[id(widget)] = widget
            if widget.hasFocus():
                widget.clearFocus()
            before = value_of(widget)
            for notches in (-1, -1, 1, 2):
                wheel(widget, notches)
            assert value_of(widget) == before, (widget.objectName(), type(widget).__name__)
            assert stack.count() == steps, (widget.objectName(), stack.text(stack.count() - 1))
    # The walk reached every sheet's numbers and the panels' lists.
    assert tabs.count() == len(session_of(demo_window).characters()) > 1
    kinds = {type(widget).__name__ for widget in wheeled.values()}
    assert {"QSpinBox", "QComboBox"} <= kinds, kinds
    assert len(wheeled) > 40, kinds


def test_the_focused_control_still_takes_the_wheel(demo_window: MainWindow, qtbot: QtBot) -> None:
    """The guard leaves a control the GM clicked into working as Qt's own."""
    open_everything(demo_window, qtbot)
    sheet = demo_window.dock("sheets")
    money = next(spin for spin in sheet.findChildren(QSpinBox)
                 if spin.isVisibleTo(sheet) and spin.isEnabled() and not spin.isReadOnly()
                 and spin.value() < spin.maximum())
    sheet.activateWindow()
    money.setFocus()
    qtbot.waitUntil(money.hasFocus)
    before = money.value()
    wheel(money, 1)
    assert money.value() == before + money.singleStep()


def test_guarded_controls_take_no_focus_from_the_wheel(demo_window: MainWindow,
                                                       qtbot: QtBot) -> None:
    """A first notch would focus a WheelFocus control and the next ones change it."""
    open_everything(demo_window, qtbot)
    controls = shown_controls(demo_window)
    wheel_focus = [widget.objectName() or type(widget).__name__ for widget in controls
                   if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus]
    assert not wheel_focus
    # The sheet scrolls under the pointer: its controls sit in a scroll area.
    assert demo_window.dock("sheets").findChildren(QScrollArea)
