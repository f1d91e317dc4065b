"""A fight from the keyboard: every combat action has a shortcut, shown in its tooltip and in the
tooltip of the dock's button for it; no two actions of the window share a key; and the attack
dialog opens, is worked and closes with the keyboard alone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from ryf_desktop.ui.combat.attack_dialog import AttackDialog
from ryf_desktop.ui.combat.combat_dialogs import EndCombatQuestion
from tests.ui.combat_demo import INITIATIVE_DICE, DemoTable, open_demo

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
# Álex's pistol at Goblin 1: 9 + 9 + 9, the middle 9 added (a hit), then 2d6 = 4 + 5.
ATTACK_DICE = (9, 9, 9, 4, 5)


@pytest.fixture
def demo(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoTable]:
    table = open_demo(qtbot, tmp_path)
    yield table
    table.close()


def shown(key: QKeySequence) -> str:
    return key.toString(QKeySequence.SequenceFormat.NativeText)


def press(demo: DemoTable, key: Qt.Key, modifiers: Qt.KeyboardModifier = CTRL_SHIFT) -> None:
    """A key combination pressed while the GM's window has the focus."""
    demo.window.activateWindow()
    demo.qtbot.waitUntil(demo.window.isActiveWindow)
    QTest.keyClick(demo.window.dock("combat").widget(), key, modifiers)


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def test_every_combat_action_has_a_shortcut_in_its_tooltip(demo: DemoTable) -> None:
    controller = demo.controller
    for action in controller.action_named.values():
        key = action.shortcut()
        assert not key.isEmpty(), action.text()
        assert f"({shown(key)})" in action.toolTip(), (action.text(), action.toolTip())
    view = demo.dock.view
    for button, action in (
        (view.start_button, controller.action_named["start"]),
        (view.roll_all_button, controller.action_named["roll_all"]),
        (view.begin_button, controller.action_named["begin"]),
        (view.next_button, controller.action_named["next"]),
        (view.end_turn_button, controller.action_named["next"]),
        (view.previous_button, controller.action_named["previous"]),
        (view.attack_button, controller.action_named["attack"]),
        (view.actions_button, controller.action_named["other"]),
        (view.double_action_check, controller.action_named["double_action"]),
        (view.opposed_button, controller.action_named["opposed"]),
        (view.end_button, controller.action_named["end"]),
    ):
        tip = button.toolTip()
        assert f"({shown(action.shortcut())})" in tip, (button.objectName(), tip)
        assert tip.count(f"({shown(action.shortcut())})") == 1, tip  # said once


def _reach(action: QAction) -> QWidget | None:
    """The widget an action's keys work in (None: the whole window)."""
    parent = action.parent()
    if action.shortcutContext() in (Qt.ShortcutContext.WidgetShortcut,
                                    Qt.ShortcutContext.WidgetWithChildrenShortcut) \
            and isinstance(parent, QWidget):
        return parent
    return None


def _overlap(first: QWidget | None, second: QWidget | None) -> bool:
    """Whether a key could reach both: one is window-wide, or one widget holds the other."""
    if first is None or second is None:
        return True
    return first is second or first.isAncestorOf(second) or second.isAncestorOf(first)


def test_no_two_actions_of_the_window_share_a_key(demo: DemoTable) -> None:
    # The same key may serve two panels (Delete in the handouts' list and on the map) when
    # each action answers only in its own widget: focus says which.
    owners: dict[str, list[tuple[str, QWidget | None]]] = {}
    for action in demo.window.findChildren(QAction):
        for key in action.shortcuts():
            owners.setdefault(key.toString(), []).append((action.text(), _reach(action)))
    shared = {key: sorted({first[0], second[0]})
              for key, claims in owners.items()
              for index, first in enumerate(claims) for second in claims[index + 1:]
              if first[0] != second[0] and _overlap(first[1], second[1])}
    assert shared == {}


def test_a_fight_from_the_keyboard_alone(demo: DemoTable) -> None:
    # Roll initiative for all, begin round 1.
    demo.dice.faces.extend(INITIATIVE_DICE)
    press(demo, Qt.Key.Key_I)
    assert not demo.dice.faces
    press(demo, Qt.Key.Key_B)
    assert demo.row("Álex Rivera").active

    # Attack: the dialog takes the keyboard, the pistol already chosen.
    press(demo, Qt.Key.Key_A)
    dialog = demo.controller.attack_dialog
    assert isinstance(dialog, AttackDialog)
    demo.qtbot.waitUntil(dialog.isActiveWindow)
    assert dialog.attack_combo.currentText().startswith("Pistola automática")
    assert focused() is dialog.attack_combo
    # Tab to the target, arrows to Goblin 1.
    QTest.keyClick(dialog.attack_combo, Qt.Key.Key_Tab)
    assert focused() is dialog.target_combo
    goblin_1 = demo.row("Goblin 1").id
    QTest.keyClick(dialog.target_combo, Qt.Key.Key_Home)
    for _ in range(dialog.target_combo.count()):
        if dialog.target_combo.currentData() == goblin_1:
            break
        QTest.keyClick(dialog.target_combo, Qt.Key.Key_Down)
    assert dialog.target_id() == goblin_1
    # The secret box is reached with its Alt letter; Enter rolls (the default button).
    QTest.keyClick(dialog, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    demo.qtbot.waitUntil(dialog.secret_check.isChecked)  # a mnemonic clicks after a moment
    assert demo.window.secret_rolls.secret
    QTest.keyClick(dialog, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    demo.qtbot.waitUntil(lambda: not dialog.secret_check.isChecked())
    assert focused() is dialog.secret_check
    lines = len(demo.session.log(100))
    demo.dice.faces.extend(ATTACK_DICE)
    QTest.keyClick(focused() or dialog, Qt.Key.Key_Return)
    assert not demo.dice.faces
    assert len(demo.session.log(100)) == lines + 1
    assert "Goblin 1" in demo.session.log(1)[-1].text
    assert dialog.result_panel.verdict_label.text().startswith("Hit")
    # Escape closes it; the main window has the keyboard again.
    QTest.keyClick(focused() or dialog, Qt.Key.Key_Escape)
    demo.qtbot.waitUntil(lambda: not dialog.isVisible())

    # Next turn, and End combat asks (Escape keeps fighting).
    press(demo, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert demo.row("Goblin 3").active
    press(demo, Qt.Key.Key_E)
    question = demo.controller.dialog
    assert isinstance(question, EndCombatQuestion)
    demo.qtbot.waitExposed(question)
    QTest.keyClick(question, Qt.Key.Key_Escape)
    demo.qtbot.waitUntil(lambda: demo.controller.dialog is None)
    assert demo.combat().status == "running"


def test_typed_dice_and_enter_make_one_attack_not_two(demo: DemoTable) -> None:
    demo.begin()
    dialog = demo.controller.attacks.open_attack()
    assert isinstance(dialog, AttackDialog)
    demo.qtbot.waitUntil(dialog.isActiveWindow)
    lines = len(demo.session.log(100))
    dialog.throws_edit.setFocus()
    QTest.keyClicks(dialog.throws_edit, "3 7 9")
    QTest.keyClicks(dialog.damage_edit, "4, 5")
    dialog.damage_edit.setFocus()
    QTest.keyClick(dialog.damage_edit, Qt.Key.Key_Return)
    assert demo.dice.calls == [(1, 10)] * len(INITIATIVE_DICE)  # no die thrown by the program
    assert len(demo.session.log(100)) == lines + 1


# Offscreen, a popup menu cannot grab the keyboard: Qt says so, and that is all.
@pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")
def test_the_other_actions_menu_opens_from_its_key(demo: DemoTable) -> None:
    demo.begin()
    menu = demo.controller.other.menu
    press(demo, Qt.Key.Key_M)
    demo.qtbot.waitUntil(menu.isVisible)
    assert isinstance(menu, QMenu)
    texts = [action.text() for action in menu.actions()]
    assert "Draw or drop a weapon" in texts
    menu.close()
