"""Application-wide input rules that keep the game from changing by accident, in one event
filter on the application (so dialogs and docks made later are covered too).

The wheel changes a spin box, combo box or slider only while it has the keyboard focus (a GM
scrolling a sheet passed over many, and lost its money in nine undo steps); without the focus the
wheel goes on to the scroll area around it. These controls stop taking the focus from the wheel
(Qt's WheelFocus), or the first notch would focus them and the next ones change them.

Undo's keys in a text field with nothing of its own to undo go on to the window's Undo (a field
takes Ctrl+Z even when it has no typing to undo).
"""

from __future__ import annotations

from typing import TypeGuard

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTextEdit,
    QWidget,
)

WHEEL_GUARD_NAME = "wheel_guard"
#: The controls whose value the wheel would change (scroll bars are meant for the wheel).
GUARDED = (QAbstractSpinBox, QComboBox, QAbstractSlider)


def _nothing_to_take_back(widget: QObject, event: QKeyEvent) -> bool:
    """Whether ``event`` is undo's or redo's keys in a text field that has nothing of its own to
    undo or redo."""
    undo = event.matches(QKeySequence.StandardKey.Undo)
    redo = event.matches(QKeySequence.StandardKey.Redo) or (
        event.key() == Qt.Key.Key_Y
        and event.modifiers() == Qt.KeyboardModifier.ControlModifier)
    if not (undo or redo):
        return False
    if isinstance(widget, QLineEdit):
        return not (widget.isUndoAvailable() if undo else widget.isRedoAvailable())
    if isinstance(widget, QTextEdit | QPlainTextEdit):
        document = widget.document()
        return not (document.isUndoAvailable() if undo else document.isRedoAvailable())
    return False


def is_guarded(widget: QObject) -> TypeGuard[QWidget]:
    """Whether ``widget`` is a control the wheel must not change without its focus."""
    return isinstance(widget, GUARDED) and not isinstance(widget, QScrollBar)


def _no_wheel_focus(widget: QWidget) -> None:
    if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


class WheelGuard(QObject):
    """The event filter: a wheel over an unfocused guarded control goes to its parents; undo's
    keys in a text field with nothing to undo go to the window."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind is QEvent.Type.Polish and is_guarded(watched):
            _no_wheel_focus(watched)
        elif kind is QEvent.Type.Wheel and is_guarded(watched):
            if not watched.hasFocus():
                # Filtered but not accepted: Qt hands the wheel on to the parent widgets (the
                # scroll area), as if this control were not there.
                event.ignore()
                return True
        elif (kind is QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
              and _nothing_to_take_back(watched, event)):
            # Not handed to the field, not accepted: the window's shortcut takes the key.
            return True
        return False


def install_wheel_guard(app: QCoreApplication) -> WheelGuard:
    """Install the guard on ``app`` once; later calls return the one installed."""
    found = app.findChild(WheelGuard, WHEEL_GUARD_NAME)
    if isinstance(found, WheelGuard):
        return found
    guard = WheelGuard(app)
    guard.setObjectName(WHEEL_GUARD_NAME)
    app.installEventFilter(guard)
    if isinstance(app, QApplication):
        # Controls polished before the guard came: their focus policy is set now.
        for widget in filter(is_guarded, app.allWidgets()):
            _no_wheel_focus(widget)
    return guard
