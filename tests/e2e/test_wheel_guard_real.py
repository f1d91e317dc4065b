"""The wheel guard on a real display: the X wheel (xdotool's buttons 4 and 5) over a sheet's
spin box scrolls the sheet and leaves the number as it was, with nothing pushed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.e2e.desk import RealMouse
from tests.ui.dialog_walk import DemoDesk


def test_the_wheel_scrolls_the_sheet_past_its_numbers(
    qtbot: QtBot, tmp_path: Path, mouse: RealMouse
) -> None:
    desk = DemoDesk(qtbot, tmp_path)
    docks = desk.window.sheet_docks.docks
    assert docks is not None
    docks.open_sheet(desk.session.characters()[0].id)
    qtbot.waitUntil(desk.window.dock("sheets").isVisible)
    current = docks.sheets.current()
    assert current is not None
    view = current.view
    spin = next(iter(view.attribute_spins.values()))
    qtbot.waitExposed(spin)
    qtbot.wait(200)
    assert QApplication.focusWidget() is not spin
    value, steps = spin.value(), desk.session.undo_stack.count()
    bar = view.verticalScrollBar()
    for _ in range(3):
        mouse.click(qtbot, spin.mapToGlobal(spin.rect().center()), button=5)
    qtbot.waitUntil(lambda: bar.value() > 0)
    assert spin.value() == value, "the wheel changed the number"
    assert desk.session.undo_stack.count() == steps
    mouse.park()
    desk.window.dock("sheets").close()
    desk.window.close()
