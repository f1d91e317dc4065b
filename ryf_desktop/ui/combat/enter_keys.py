"""What Enter does in a combat dialog (:class:`EnterDialog`): one thing, once.

A line edit or a spin box passes Enter on to its dialog, which presses the default button; a
``returnPressed`` handler as well would do the change twice. So no field handles Enter itself:
Enter in a *commit field* (the last before its button) presses that button once, if enabled (it
is drawn as the default while the focus is there); in any other field it moves on (never a roll
nor an action spent); elsewhere it is the dialog's default button, once.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QLineEdit,
    QPushButton,
    QWidget,
)

__all__ = ["EnterDialog"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class EnterDialog(QDialog):
    """A dialog whose Enter works as this module says, its commit fields named by
    :meth:`commit_on_enter`. A key press override, not an event filter on the dialog: Qt also
    calls a filter with the events a dialog gets while it is being deleted, and a Python filter
    then crashed wrapping the half-deleted dialog."""

    def __init__(self, name: str, title: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWindowTitle(title)
        self._commits: dict[QWidget, QAbstractButton] = {}
        #: The dialog's own default button, given back when the focus leaves a commit field.
        self._default: QPushButton | None = None

    def commit_on_enter(self, commits: Mapping[QWidget, QAbstractButton]) -> None:
        """Enter in each field of ``commits`` presses that field's button."""
        self._commits = dict(commits)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        field = self._field(self.focusWidget()) if event.key() in _ENTER else None
        if field is None:
            super().keyPressEvent(event)  # Enter outside the fields: the default button, once
            return
        button = self._commits.get(field)
        if button is not None:
            if button.isEnabled() and button.isVisible():
                button.click()
        else:
            self.focusNextChild()
        event.accept()

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The button Enter presses in the focused field is drawn as the default one."""
        if new is None or new.window() is not self or isinstance(new, QPushButton):
            return  # a button with the focus is the default one while it has it (Qt's rule)
        field = self._field(new)
        button = self._commits.get(field) if field is not None else None
        if self._default is None:
            self._default = next(
                (found for found in self.findChildren(QPushButton)
                 if found.isDefault() and found not in self._commits.values()), None)
        chosen = button if isinstance(button, QPushButton) else self._default
        if chosen is not None and not chosen.isDefault():
            chosen.setDefault(True)

    def _field(self, widget: QWidget | None) -> QWidget | None:
        """The field ``widget`` is (or is inside: a spin box's line edit), else None."""
        while widget is not None and widget is not self:
            if widget in self._commits:
                return widget
            if isinstance(widget, (QLineEdit, QAbstractSpinBox, QComboBox)):
                parent = widget.parentWidget()
                # A spin box's or an editable list's own line edit stands for its owner.
                if isinstance(parent, (QAbstractSpinBox, QComboBox)):
                    return self._field(parent)
                return widget
            widget = widget.parentWidget()
        return None
