"""Small widgets the campaign dialogs and the window share: hints, form rows and the banner.

Layout and looks only; whoever shows them decides what they say.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.common.widgets import fill, named, text_label
from ryf_desktop.ui.tones import is_dark


class ReadOnlyBanner(QFrame):
    """The bar above the map area that says the campaign is read-only, why, and what to do.

    ``action_requested`` is emitted by its button; the button is hidden when there is nothing to
    offer.
    """

    action_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("read_only_banner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.icon_label = text_label(name="read_only_banner_icon")
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)
        side = self.fontMetrics().height() * 3 // 2
        self.icon_label.setPixmap(icon.pixmap(side, side))
        self.icon_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.message_label = text_label(name="read_only_banner_message", wrap=True, selectable=True)
        self.action_button = named(QPushButton(), "read_only_banner_button")
        self.action_button.clicked.connect(self.action_requested)
        layout = fill(
            QHBoxLayout(self), self.icon_label, (self.message_label, 1), self.action_button
        )
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(10)
        self._recolor()
        self.setVisible(False)

    def show_message(self, message: str, action: str = "", action_tip: str = "") -> None:
        self.message_label.setText(message)
        self.action_button.setText(action)
        self.action_button.setToolTip(action_tip)
        self.action_button.setVisible(bool(action))
        self.setVisible(True)

    def clear(self) -> None:
        self.message_label.clear()
        self.action_button.setText("")
        self.action_button.setToolTip("")
        self.setVisible(False)

    def _recolor(self) -> None:
        # A warm note colour that reads in light and dark themes alike.
        palette = self.palette()
        dark = is_dark(palette)
        palette.setColor(QPalette.ColorRole.Window, QColor("#4a3b12" if dark else "#fff4ce"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#f5e6b8" if dark else "#4d3b00"))
        self.setPalette(palette)


def hint_label(text: str = "") -> QLabel:
    """A quieter line of explanation under a field."""
    return text_label(text, wrap=True, quiet=True)


def separator() -> QFrame:
    """A sunken horizontal line between the parts of a panel."""
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


def stacked(*items: QWidget | QLayout) -> QVBoxLayout:
    """A field with its hints and messages under it, as one form cell."""
    column = fill(QVBoxLayout(), *items)
    column.setSpacing(3)
    return column


#: A row of :func:`form_rows`: the label's text, the field (or its column), and the widget the
#: label's Alt+letter moves to (None: the label has none).
FormRow = tuple[str, QWidget | QLayout, QWidget | None]


def form_rows(form: QFormLayout, *rows: FormRow) -> QFormLayout:
    """``form`` with its fields as wide as it is, and a labelled row for each of ``rows``."""
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    for text, field, buddy in rows:
        label = QLabel(text)
        if buddy is not None:
            label.setBuddy(buddy)
        form.addRow(label, field)
    return form
