"""The combat dock's steady labels: a new text on every step repaints the label alone, never
laying out the dock (and the window around it) again; long texts are wrapped and elided."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.combat import CombatDock
from ryf_desktop.ui.main_window import MainWindow
from ryf_desktop.ui.steady_label import SteadyLabel
from tests.scripted_rng import ScriptedRng
from tests.ui.test_combat_dock import _running_combat, setup

__all__ = ["setup"]  # a fixture, used by name


class _LayoutCounter(QObject):
    """Counts the layout requests each widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.requests: Counter[str] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.LayoutRequest and isinstance(watched, QWidget):
            self.requests[watched.objectName() or type(watched).__name__] += 1
        return False


def _host(qtbot: QtBot, label: SteadyLabel, width: int) -> QWidget:
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    layout.addWidget(label)
    page.resize(width, 200)
    page.show()
    qtbot.waitExposed(page)
    return page


def test_a_long_text_is_wrapped_into_its_lines_and_elided(qtbot: QtBot) -> None:
    label = SteadyLabel(2)
    page = _host(qtbot, label, 220)
    text = " ".join(["Goblin 2 ataca a Aldric: 17 contra Defensa 16 — impacta"] * 4)
    label.setText(text)
    assert label.text() == text
    shown = label.label.text()
    assert shown != text
    assert shown.count("\n") == 1
    assert shown.endswith("…")
    assert label.label.toolTip() == text
    label.setText("corto")
    assert label.label.text() == "corto"
    assert label.label.toolTip() == ""
    assert page.isVisible()


def test_a_new_text_keeps_the_labels_size(qtbot: QtBot) -> None:
    label = SteadyLabel(1)
    page = _host(qtbot, label, 300)
    height = label.height()
    QApplication.processEvents()
    counter = _LayoutCounter()
    page.installEventFilter(counter)
    label.setText("Turno de un nombre muy, muy largo que no cabe en la línea del dock")
    QApplication.processEvents()
    assert label.height() == height
    assert counter.requests["QWidget"] == 0


def test_next_turn_does_not_lay_out_the_dock_again(
    setup: tuple[MainWindow, CombatDock, ScriptedRng],
) -> None:
    window, dock, rng = setup
    _running_combat(window, dock, rng)
    controller = dock.controller
    controller.next_turn()
    QApplication.processEvents()
    app = QApplication.instance()
    assert app is not None
    names = set()
    same_round_steps = 0
    for _ in range(6):
        round_text = dock.view.round_label.text()
        counter = _LayoutCounter()
        app.installEventFilter(counter)
        try:
            controller.next_turn()
            QApplication.processEvents()
        finally:
            app.removeEventFilter(counter)
        # A new round's layout goes up the window over a few passes of the event loop.
        for _ in range(4):
            QApplication.processEvents()
        names.add(dock.view.active_name.text())
        assert dock.view.budget_label.text()
        assert counter.requests["combat_active"] == 0, counter.requests
        if dock.view.round_label.text() == round_text:
            # Only a new round (its number in the title row) may lay out the tracker.
            same_round_steps += 1
            assert counter.requests.total() == 0, counter.requests
            for name in ("main_window", "dock_combat", "combat_dock", "combat_tracker"):
                assert counter.requests[name] == 0, (name, counter.requests)
    assert len(names) == 2
    assert same_round_steps >= 1
