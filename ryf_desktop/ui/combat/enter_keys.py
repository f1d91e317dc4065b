"""What Enter does in a combat dialog (:class:`EnterKeys`): one thing, once.

A line edit or a spin box passes Enter on to its dialog, which presses the default button; a
``returnPressed`` handler as well would do the change twice. So no field of a combat dialog
handles Enter itself: this filter, on the dialog, decides.

- Enter in a *commit field* (the last field before its button: the amount of damage, the damage
  dice typed) presses that field's button once, if it is enabled.
- Enter in any other typed field (a distance, a modifier, a name) moves to the next control: it
  never rolls nor spends an action (the preview follows the field as it is typed).
- Enter elsewhere (a list, a tick box, a button) is the dialog's own: its default button, once.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QLineEdit,
    QWidget,
)

__all__ = ["EnterKeys"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class EnterKeys(QObject):
    """Installed on ``dialog``: Enter in one of ``commits`` presses its button; Enter in another
    typed field moves the focus on."""

    def __init__(
        self, dialog: QDialog, commits: Mapping[QWidget, QAbstractButton] | None = None
    ) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        self._commits = dict(commits or {})
        dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is not self._dialog or event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
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

    def _field(self, widget: QWidget | None) -> QWidget | None:
        """The typed field ``widget`` is (or is inside: a spin box's line edit), else None."""
        while widget is not None and widget is not self._dialog:
            if widget in self._commits:
                return widget
            if isinstance(widget, (QLineEdit, QAbstractSpinBox)) or (
                isinstance(widget, QComboBox) and widget.isEditable()
            ):
                parent = widget.parentWidget()
                # A spin box's or an editable list's own line edit stands for its owner.
                if isinstance(parent, (QAbstractSpinBox, QComboBox)):
                    return self._field(parent)
                return widget
            widget = widget.parentWidget()
        return None
