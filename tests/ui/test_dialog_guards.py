"""Enter in every dialog that changes the campaign (tests/ui/dialog_walk.py): pressed once in
each field, it does what the dialog's default button does, and only once; in a dialog that rolls
or spends an action, Enter in a field that is not the last one commits nothing.

What a press did is counted as the GM would notice it: the steps pushed on the campaign's undo
stack (undone again before the next press) and the times the dialog finished (closed). Before,
Enter in *Dañar o curar…* applied the damage twice, and Enter in the ranged attack's distance
rolled the attack. Every dialog also fits a 1366×768 laptop's screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from tests.ui.dialog_walk import OPENERS, DemoDesk

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")
#: Dialogs whose default button rolls dice or spends a combatant's action.
ROLLS_OR_ACTS = frozenset({"attack", "opposed roll", "initiative"})
LAPTOP = (1366, 768)


@dataclass(frozen=True)
class Outcome:
    pushed: int
    finished: int


def fields_of(dialog: QWidget) -> list[QWidget]:
    """The dialog's input fields a GM can type in, in its focus (Tab) order."""
    found: list[QWidget] = []
    widget = dialog.nextInFocusChain()
    while widget is not None and widget is not dialog and len(found) < 200:
        if _is_field(widget, dialog) and widget not in found:
            found.append(widget)
        widget = widget.nextInFocusChain()
    return found


def _is_field(widget: QWidget, dialog: QWidget) -> bool:
    if widget.window() is not dialog or not widget.isVisibleTo(dialog) or not widget.isEnabled():
        return False
    if isinstance(widget, QLineEdit):
        parent = widget.parentWidget()
        return not widget.isReadOnly() and not isinstance(parent, QAbstractSpinBox | QComboBox)
    return isinstance(widget, QAbstractSpinBox | QComboBox)


def default_button(dialog: QWidget) -> QPushButton | None:
    for button in dialog.findChildren(QPushButton):
        if button.isDefault() and button.isVisibleTo(dialog) and button.isEnabled():
            return button
    return None


def press(desk: DemoDesk, name: str, field: int, qtbot: QtBot, *, click: bool = False
          ) -> Outcome:
    """Open ``name`` afresh, put the focus in its field number ``field`` and press Enter there
    (``click``: click the default button instead); what it did. Steps pushed are undone."""
    stack = desk.session.undo_stack
    dialog = OPENERS[name](desk)
    dialog.show()
    qtbot.waitExposed(dialog)
    finished: list[int] = []
    if isinstance(dialog, QDialog):
        dialog.finished.connect(finished.append)
    # The index, not the count: a step pushed after an undo takes the undone one's place.
    before = stack.index()
    widget = fields_of(dialog)[field]
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # the GM types in the window in front
    widget.setFocus()
    if isinstance(widget, QAbstractSpinBox):
        # The GM types in it (a value changed and back), as before pressing Enter there.
        QTest.keyClick(widget, Qt.Key.Key_Up)
        QTest.keyClick(widget, Qt.Key.Key_Down)
    if click:
        button = default_button(dialog)
        assert button is not None, f"{name} has no default button"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    else:
        QTest.keyClick(widget, Qt.Key.Key_Return)
    qtbot.wait(5)
    pushed = stack.index() - before
    outcome = Outcome(pushed, len(finished))
    if isValid(dialog) and dialog.isVisible():
        dialog.close()
    for _ in range(max(0, pushed)):
        stack.undo()
    return outcome


@pytest.fixture
def desk(qtbot: QtBot, tmp_path: Path) -> Iterator[DemoDesk]:
    made = DemoDesk(qtbot, tmp_path)
    yield made
    made.window.close()


@pytest.mark.parametrize("name", list(OPENERS))
def test_enter_in_each_field_does_what_the_default_button_does_once(
    desk: DemoDesk, name: str, qtbot: QtBot
) -> None:
    probe = OPENERS[name](desk)
    probe.show()
    qtbot.waitExposed(probe)
    count = len(fields_of(probe))
    has_default = default_button(probe) is not None
    is_box = isinstance(probe, QMessageBox) or bool(probe.findChildren(QDialogButtonBox))
    probe.close()
    qtbot.wait(1)
    if not count:
        return  # nothing to type in (a question, a summary): Enter presses the default button
    assert has_default or is_box, f"{name} has fields but no default button"
    problems: list[str] = []
    for field in range(count):
        outcome = press(desk, name, field, qtbot)
        last = field == count - 1
        clicked = press(desk, name, field, qtbot, click=True) if last and has_default else None
        if outcome.pushed > 1 or outcome.finished > 1:
            problems.append(f"field {field}: Enter did it {outcome.pushed} times")
        elif name in ROLLS_OR_ACTS and not last and outcome.pushed:
            problems.append(f"field {field} (not the last): Enter rolled or acted")
        elif clicked is not None and outcome != clicked:
            problems.append(f"the last field: Enter {outcome}, the default button {clicked}")
    assert not problems, f"{name}: {problems}"


@pytest.mark.parametrize("name", list(OPENERS))
def test_every_dialog_fits_a_laptop_screen(desk: DemoDesk, name: str, qtbot: QtBot) -> None:
    dialog = OPENERS[name](desk)
    dialog.show()
    qtbot.waitExposed(dialog)
    hint = dialog.minimumSizeHint()
    size = dialog.frameGeometry().size()
    dialog.close()
    assert hint.width() <= LAPTOP[0] and hint.height() <= LAPTOP[1], (name, hint)
    assert size.width() <= LAPTOP[0] and size.height() <= LAPTOP[1], (name, size)
