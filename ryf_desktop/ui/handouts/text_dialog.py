"""The small window that adds a text handout or edits a handout's title and text.

Enter in the title moves on to the text; Ctrl+Enter saves; Escape cancels. Save stays off while the
title is blank, and a second Save never adds the handout twice. The session's refusal is shown
under the fields and the dialog stays open.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.common.widgets import InlineMessage, dialog_buttons, fill, named

#: Tries the title and text; None when done, else why not.
Submit = Callable[[str, str], "str | None"]


class HandoutTextDialog(QDialog):
    """Title and text of a handout; ``submit`` makes the change (see the module)."""

    def __init__(self, submit: Submit, parent: QWidget | None = None, *, title: str = "",
                 text: str = "", editing: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("handout_text_dialog")
        self.setWindowTitle(self.tr("Edit handout") if editing else self.tr("New text handout"))
        self._submit = submit
        self._done = False
        self.title_edit = named(QLineEdit(title), "handout_title")
        self.title_edit.setPlaceholderText(self.tr("What the players read at the top"))
        self.text_edit = named(QPlainTextEdit(text), "handout_text")
        self.text_edit.setPlaceholderText(self.tr("A letter, a riddle, an inscription…"))
        self.text_edit.setTabChangesFocus(True)
        self.problem = named(InlineMessage(), "handout_problem")
        self.buttons = dialog_buttons(self, buttons=QDialogButtonBox.StandardButton.Save
                                      | QDialogButtonBox.StandardButton.Cancel, accept=self.save)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setToolTip(self.tr("Ctrl+Enter"))
        # Enter in the title moves on instead of saving: no button takes Enter.
        for button in self.buttons.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
        self.title_edit.returnPressed.connect(self.text_edit.setFocus)
        self.title_edit.textChanged.connect(self._title_changed)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.save)
        form = QFormLayout()
        form.addRow(self.tr("&Title:"), self.title_edit)
        form.addRow(self.tr("Te&xt:"), self.text_edit)
        fill(QVBoxLayout(self), (form, 1), self.problem, self.buttons)
        self.resize(460, 320)
        self._title_changed(title)
        self.title_edit.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # QDialogButtonBox makes Save the default button when shown: a plain Enter (the title's,
        # which moves on by itself) must never reach it and save.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self.save()
            event.accept()
            return
        super().keyPressEvent(event)

    def _title_changed(self, title: str) -> None:
        self.save_button.setEnabled(bool(title.strip()) and not self._done)

    def save(self) -> None:
        """Submit the title and text once; close when the session took them."""
        if self._done:
            return
        if not self.title_edit.text().strip():
            self.title_edit.setFocus()
            return
        problem = self._submit(self.title_edit.text(), self.text_edit.toPlainText())
        if problem is not None:
            self.problem.set_message(problem)
            return
        self._done = True
        self.save_button.setEnabled(False)
        self.accept()
