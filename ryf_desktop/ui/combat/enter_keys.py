"""What Enter does in a combat dialog (:class:`EnterKeys`): one thing, once.

A line edit or a spin box passes Enter on to its dialog, which presses the default button; a
``returnPressed`` handler as well would do the change twice. So no field handles Enter itself:
Enter in a *commit field* (the last before its button) presses that button once, if enabled (it
is drawn as the default while the focus is there); in any other field it moves on (never a roll
nor an action spent); elsewhere it is the dialog's default button, once.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject, Qt
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

__all__ = ["EnterDialog", "EnterKeys"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class EnterDialog(QDialog):
    """A dialog whose Enter key its :class:`EnterKeys` decides first.

    A key press override, not an event filter on the dialog: Qt also calls a filter with the
    events a dialog gets while it is being deleted, and a Python filter then crashed wrapping the
    half-deleted dialog."""

    enter_keys: EnterKeys | None = None

    def __init__(self, name: str, title: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWindowTitle(title)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.enter_keys is None or not self.enter_keys.handle(event):
            super().keyPressEvent(event)


class EnterKeys(QObject):
    """Of ``dialog``: Enter in one of ``commits`` presses its button; Enter in another field
    moves the focus on."""

    def __init__(
        self, dialog: EnterDialog, commits: Mapping[QWidget, QAbstractButton] | None = None
    ) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        self._commits = dict(commits or {})
        #: The dialog's own default button, given back when the focus leaves a commit field.
        self._default: QPushButton | None = None
        dialog.enter_keys = self
        app = QApplication.instance()
        if isinstance(app, QApplication) and self._commits:
            app.focusChanged.connect(self._focus_changed)

    def handle(self, event: QKeyEvent) -> bool:
        """Whether the key pressed in the dialog was Enter, and done here."""
        if event.key() not in _ENTER:
            return False
        field = self._field(self._dialog.focusWidget())
        if field is None:
            return False  # the dialog's default button, as any dialog
        button = self._commits.get(field)
        if button is not None:
            if button.isEnabled() and button.isVisible():
                button.click()
        else:
            self._dialog.focusNextChild()
        event.accept()
        return True

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The button Enter presses in the focused field is drawn as the default one."""
        if new is None or new.window() is not self._dialog or isinstance(new, QPushButton):
            return  # a button with the focus is the default one while it has it (Qt's rule)
        field = self._field(new)
        button = self._commits.get(field) if field is not None else None
        if self._default is None:
            self._default = next(
                (found for found in self._dialog.findChildren(QPushButton)
                 if found.isDefault() and found not in self._commits.values()), None)
        chosen = button if isinstance(button, QPushButton) else self._default
        if chosen is not None and not chosen.isDefault():
            chosen.setDefault(True)

    def _field(self, widget: QWidget | None) -> QWidget | None:
        """The field ``widget`` is (or is inside: a spin box's line edit), else None."""
        while widget is not None and widget is not self._dialog:
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
