"""The few ways every dialog and dock makes its labels, so each is one call and not five lines:
a label with its object name (tests and screen readers find it by that), a font made larger or
bold, a dialog's heading, and the message shown under a field."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLayout,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.tones import Tone, tone_color

W = TypeVar("W", bound=QWidget)
B = TypeVar("B", bound=QBoxLayout)
D = TypeVar("D", bound=QDialog)
T = TypeVar("T")
C = TypeVar("C")
#: What :func:`fill` adds: a widget or a layout, either with its stretch factor as
#: ``(item, 1)``, :data:`STRETCH`, or a number: that many pixels of room.
Item = QWidget | QLayout | tuple[QWidget | QLayout, int] | int | None
#: In :func:`fill`, the room left over.
STRETCH = None

OK_CANCEL = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel


def named(widget: W, name: str, tip: str = "") -> W:
    """``widget`` with its object name (tests and screen readers find it by that) and tooltip."""
    widget.setObjectName(name)
    if tip:
        widget.setToolTip(tip)
    return widget


def fill(layout: B, *items: Item, margin: int | None = None) -> B:
    """``layout`` with ``items`` added in order (see :data:`Item`); ``margin`` sets its four
    contents margins (0: the items reach the edges of their widget)."""
    if margin is not None:
        layout.setContentsMargins(margin, margin, margin, margin)
    for item in items:
        stretch = 0
        if isinstance(item, tuple):
            item, stretch = item
        if item is None:
            layout.addStretch(1)
        elif isinstance(item, int):
            layout.addSpacing(item)
        elif isinstance(item, QLayout):
            layout.addLayout(item, stretch)
        else:
            layout.addWidget(item, stretch)
    return layout


def open_modal(dialog: D) -> D:
    """``dialog`` opened over its window without waiting for it; it deletes itself once closed."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def run_modal(dialog: D, answer: Callable[[D], T]) -> T | None:
    """``answer(dialog)`` once the GM accepted ``dialog`` (run modal, then deleted), else None."""
    try:
        return answer(dialog) if dialog.exec() == QDialog.DialogCode.Accepted else None
    finally:
        dialog.deleteLater()


def dialog_column(dialog: QDialog, *items: Item) -> QVBoxLayout:
    """The column of a form dialog's body (heading, fields, buttons), with the margins and
    spacing every such dialog of the program has."""
    layout = fill(QVBoxLayout(dialog), *items)
    layout.setContentsMargins(20, 18, 20, 14)
    layout.setSpacing(10)
    return layout


class ChoiceBox(QMessageBox, Generic[C]):
    """A question whose buttons are its answers: :meth:`answer` adds one, :meth:`ask` runs the
    box and gives the answer clicked, or ``fallback`` when none was (Escape, the box closed)."""

    def __init__(self, name: str, icon: QMessageBox.Icon, fallback: C,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setIcon(icon)
        self._fallback = fallback
        self._answers: dict[QAbstractButton, C] = {}

    def answer(self, choice: C, text: str, role: QMessageBox.ButtonRole, name: str = ""
               ) -> QPushButton:
        button = self.addButton(text, role)
        if name:
            button.setObjectName(name)
        self._answers[button] = choice
        return button

    def choice(self) -> C:
        return self._answers.get(self.clickedButton(), self._fallback)

    def ask(self) -> C:
        """Run the box modal; the answer (the box is deleted after)."""
        try:
            self.exec()
            return self.choice()
        finally:
            self.deleteLater()


def emphasise(widget: QWidget, scale: float = 1.0, *, bold: bool = True) -> None:
    """``widget``'s font made ``scale`` times larger, bold unless told otherwise."""
    font = widget.font()
    if bold:
        font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    widget.setFont(font)


def text_label(
    text: str = "",
    name: str = "",
    *,
    wrap: bool = False,
    selectable: bool = False,
    scale: float = 1.0,
    bold: bool = False,
    quiet: bool = False,
) -> QLabel:
    """A label named ``name``; ``scale`` or ``bold`` set its font, ``quiet`` writes it in the
    placeholder's colour (a caption, a hint)."""
    made = QLabel(text)
    if name:
        made.setObjectName(name)
    made.setWordWrap(wrap)
    if quiet:
        made.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    if selectable:
        made.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if bold or scale != 1.0:
        emphasise(made, scale, bold=bold)
    return made


def heading(text: str, scale: float = 1.3) -> QLabel:
    """A dialog's title in its own body, bold and larger."""
    return text_label(text, scale=scale, bold=True)


class InlineMessage(QLabel):
    """A message under the field it is about, in the danger (or a calmer) colour; hidden when
    empty, so a dialog shows what is wrong where the GM is looking."""

    def __init__(self, parent: QWidget | None = None, *, tone: Tone = Tone.DANGER) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setVisible(False)
        self.set_tone(tone)

    def set_tone(self, tone: Tone) -> None:
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.WindowText, tone_color(tone, palette))
        self.setPalette(palette)

    def set_message(self, message: str) -> None:
        self.setText(message)
        self.setVisible(bool(message))


def dialog_buttons(
    dialog: QDialog,
    ok: str = "",
    *,
    buttons: QDialogButtonBox.StandardButton = OK_CANCEL,
    cancel: str = "",
    accept: Callable[[], object] | None = None,
) -> QDialogButtonBox:
    """The row of buttons at the foot of ``dialog``: accepting runs ``accept`` (the dialog's
    own by default), rejecting closes it; ``ok`` and ``cancel`` rename those two buttons."""
    box = QDialogButtonBox(buttons)
    if ok:
        box.button(QDialogButtonBox.StandardButton.Ok).setText(ok)
    if cancel:
        box.button(QDialogButtonBox.StandardButton.Cancel).setText(cancel)
    box.accepted.connect(accept or dialog.accept)
    box.rejected.connect(dialog.reject)
    return box
