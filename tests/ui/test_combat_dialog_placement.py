"""Every dialog of a fight is a top-level window of the GM's main window, centred on it and wholly
on its screen: start combat, initiative, attack, opposed roll, free action, damage or heal, the
end question and the summary — with the combat dock docked or floating."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.combat.attack_dialog import AttackDialog
from ryf_desktop.ui.combat.combat_dialogs import CombatSummaryDialog, EndCombatQuestion
from ryf_desktop.ui.combat.opposed_dialog import OpposedRollDialog
from ryf_desktop.ui.combat.placement import main_window_of, place_on_gm_screen
from ryf_desktop.ui.combat.start_dialog import InitiativeDialog, StartCombatDialog
from tests.ui.combat_demo import DemoTable, open_demo

# Smaller than the offscreen screen (800 × 800), away from its centre: a dialog centred on the
# screen instead of the window would show it.
WINDOW_SIZE = (620, 520)
WINDOW_AT = QPoint(170, 250)


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path, size=WINDOW_SIZE)
    table.window.move(WINDOW_AT)
    qtbot.waitUntil(lambda: table.window.pos() == WINDOW_AT)
    yield table
    table.close()


def assert_on_the_gm_screen(dialog: QWidget, demo: DemoTable) -> None:
    window = demo.window
    demo.qtbot.waitExposed(dialog)
    assert dialog.isVisible() and dialog.isWindow()
    assert dialog.windowType() == Qt.WindowType.Dialog
    assert dialog.parentWidget() is window
    assert dialog.screen() is window.screen()
    area = window.screen().availableGeometry()
    frame = dialog.frameGeometry()
    assert area.contains(frame), (frame, area)
    # Centred on the main window (on the screen's centre when the window's is off it), pushed
    # back inside the screen where the window reaches past its edges.
    wanted = window.frameGeometry().center()
    if not area.contains(wanted):
        wanted = area.center()
    left = max(area.left(), min(wanted.x() - frame.width() // 2, area.right() + 1 - frame.width()))
    top = max(area.top(), min(wanted.y() - frame.height() // 2,
                              area.bottom() + 1 - frame.height()))
    assert abs(frame.left() - left) <= 1 and abs(frame.top() - top) <= 1, (frame, wanted, area)


def _start(demo: DemoTable) -> QWidget:
    demo.controller.dialogs.start_combat()
    assert isinstance(demo.controller.dialog, StartCombatDialog)
    return demo.controller.dialog


def _initiative(demo: DemoTable) -> QWidget:
    demo.controller.dialogs.type_initiative(demo.row("Goblin 1").id)
    assert isinstance(demo.controller.dialog, InitiativeDialog)
    return demo.controller.dialog


def _opposed(demo: DemoTable) -> QWidget:
    dialog = demo.controller.dialogs.open_opposed()
    assert isinstance(dialog, OpposedRollDialog)
    return dialog


def _attack(demo: DemoTable) -> QWidget:
    demo.begin()
    dialog = demo.controller.attacks.open_attack()
    assert isinstance(dialog, AttackDialog)
    return dialog


def _free_action(demo: DemoTable) -> QWidget:
    demo.begin()
    return demo.controller.other.ask_free_action("major")


def _end_question(demo: DemoTable) -> QWidget:
    question = demo.controller.dialogs.end_combat()
    assert isinstance(question, EndCombatQuestion)
    return question


def _summary(demo: DemoTable) -> QWidget:
    question = demo.controller.dialogs.end_combat()
    assert isinstance(question, EndCombatQuestion)
    question.end_button.click()
    summary = demo.controller.dialog
    assert isinstance(summary, CombatSummaryDialog)
    return summary


def _harm(demo: DemoTable) -> QWidget:
    dialog = demo.controller.dialogs.open_harm(demo.row("Goblin 1").id)
    assert dialog is not None
    return dialog


OPENERS: dict[str, Callable[[DemoTable], QWidget]] = {
    "start": _start,
    "initiative": _initiative,
    "opposed": _opposed,
    "attack": _attack,
    "free action": _free_action,
    "damage or heal": _harm,
    "end question": _end_question,
    "summary": _summary,
}


@pytest.mark.parametrize("name", list(OPENERS))
def test_each_dialog_is_a_window_centred_on_the_main_window(
    demo: DemoTable, name: str
) -> None:
    dialog = OPENERS[name](demo)
    assert_on_the_gm_screen(dialog, demo)


@pytest.mark.parametrize("name", ["opposed", "attack", "end question"])
def test_with_the_dock_floating_the_dialogs_still_belong_to_the_main_window(
    demo: DemoTable, name: str
) -> None:
    dock = demo.window.dock("combat")
    dock.setFloating(True)
    dock.move(WINDOW_AT + QPoint(400, 300))
    demo.qtbot.waitUntil(dock.isWindow)
    assert demo.dock.window() is dock  # what the dock's own window() would have parented to
    dialog = OPENERS[name](demo)
    assert_on_the_gm_screen(dialog, demo)


class _Tall(QDialog):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("tall"))
        self.resize(300, 5000)


def test_a_dialog_taller_than_the_screen_is_shrunk_to_fit_it(demo: DemoTable) -> None:
    dialog = _Tall(demo.window)
    demo.qtbot.addWidget(dialog)
    place_on_gm_screen(dialog, demo.dock.view)
    dialog.show()
    area = demo.window.screen().availableGeometry()
    assert dialog.height() < area.height()
    assert area.contains(dialog.frameGeometry())


def test_a_main_window_off_the_screen_puts_the_dialog_in_the_screen_centre(
    demo: DemoTable,
) -> None:
    area = demo.window.screen().availableGeometry()
    demo.window.move(area.right() + 500, area.bottom() + 500)
    dialog = _Tall(demo.window)
    demo.qtbot.addWidget(dialog)
    dialog.resize(200, 100)
    place_on_gm_screen(dialog, demo.window)
    dialog.show()
    assert area.contains(dialog.frameGeometry())
    assert (dialog.frameGeometry().center() - area.center()).manhattanLength() <= 40


def test_the_main_window_is_found_through_any_widget_inside_it(demo: DemoTable) -> None:
    assert main_window_of(demo.dock.view.table) is demo.window
    loose = QWidget()
    demo.qtbot.addWidget(loose)
    assert main_window_of(loose) is loose
