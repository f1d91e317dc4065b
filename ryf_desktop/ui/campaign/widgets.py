"""Small widgets the campaign dialogs and the window share: hints, form rows, and the read-only
banner with its words (why the open campaign cannot be written, and the way out)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
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

from ryf_desktop.ui.campaign.labels import moment_text
from ryf_desktop.ui.common.widgets import fill, named, text_label
from ryf_desktop.ui.tones import is_dark

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession


class ReadOnlyBanner(QFrame):
    """The bar above the map area that says the campaign is read-only, why, and what to do
    (its button, hidden when there is nothing to offer, emits ``action_requested``)."""

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
            QHBoxLayout(self), self.icon_label, (self.message_label, 1), self.action_button)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(10)
        # A warm note colour that reads in light and dark themes alike.
        palette = self.palette()
        dark = is_dark(palette)
        palette.setColor(QPalette.ColorRole.Window, QColor("#4a3b12" if dark else "#fff4ce"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#f5e6b8" if dark else "#4d3b00"))
        self.setPalette(palette)
        self.setVisible(False)

    def show_message(self, message: str, action: str = "", action_tip: str = "") -> None:
        self.message_label.setText(message)
        self.action_button.setText(action)
        self.action_button.setToolTip(action_tip)
        self.action_button.setVisible(bool(action))
        self.setVisible(True)

    def clear(self) -> None:
        self.show_message("")
        self.setVisible(False)


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


def form_rows(form: QFormLayout, *rows: tuple[str, QWidget | QLayout, QWidget | None]
              ) -> QFormLayout:
    """``form`` with its fields as wide as it is, and a row for each of ``rows``: the label's
    text, the field (or its column), and the widget its Alt+letter moves to (or None)."""
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    for text, field, buddy in rows:
        label = QLabel(text)
        if buddy is not None:
            label.setBuddy(buddy)
        form.addRow(label, field)
    return form


def show_read_only_notice(session: CampaignSession | None, banner: ReadOnlyBanner) -> None:
    """Say over the map why ``session`` is read-only and what can be done (nothing if it is
    writable)."""
    from ryf_desktop.storage import ReadOnlyReason

    if session is None or not session.read_only:
        banner.clear()
        return
    reason = session.read_only_reason
    holder = session.held_by
    action = QCoreApplication.translate("CampaignController", "Open for editing")
    tip = QCoreApplication.translate(
        "CampaignController", "Open the campaign again so that it can be changed")
    if reason == ReadOnlyReason.NOT_WRITABLE:
        message = QCoreApplication.translate(
            "CampaignController",
            "<b>Read-only:</b> the file {name} cannot be written (it, its folder or its "
            "disk is read-only). You can look, but changes cannot be saved.",
        )
        action = QCoreApplication.translate("CampaignController", "Edit a copy…")
        tip = QCoreApplication.translate(
            "CampaignController", "Save a copy where you can write, and open the copy")
    elif reason == ReadOnlyReason.TAKEN_OVER and holder is None:
        message = QCoreApplication.translate(
            "CampaignController",
            "<b>Read-only:</b> another copy of RyF Desktop took this campaign over, so nothing "
            "more is saved here (what you did before is saved).",
        )
    elif reason == ReadOnlyReason.TAKEN_OVER:
        message = QCoreApplication.translate(
            "CampaignController",
            "<b>Read-only:</b> {user} on the computer {host} took this campaign over, so "
            "nothing more is saved here (what you did before is saved).",
        )
    elif reason == ReadOnlyReason.DISK_FULL:
        message = QCoreApplication.translate(
            "CampaignController",
            "<b>Read-only:</b> the disk that holds {name} is full, so nothing can be saved "
            "(nothing is lost). Free some space on it, then open the campaign again.",
        )
    elif holder is not None:
        message = QCoreApplication.translate(
            "CampaignController",
            "<b>Read-only:</b> {user} on the computer {host} has this campaign open for "
            "editing since {since}. You can look, but changes cannot be saved here.",
        )
    else:
        message = QCoreApplication.translate(
            "CampaignController",
            "<b>Read-only:</b> this campaign was opened read-only. You can look, but changes "
            "cannot be saved.",
        )
    words = {"name": html.escape(session.path.name)}
    if holder is not None:
        words.update(user=html.escape(holder.user), host=html.escape(holder.host),
                     since=moment_text(holder.since))
    banner.show_message(message.format(**words), action, tip)
