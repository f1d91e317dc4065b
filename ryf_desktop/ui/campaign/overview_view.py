"""The Campaign dock's widgets: the campaign at a glance, or what to do when none is open."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.campaign.widgets import hint_label, separator
from ryf_desktop.ui.common.widgets import STRETCH, emphasise, fill, heading, named, text_label

EMPTY_PAGE = 0
CAMPAIGN_PAGE = 1


class CampaignOverviewView(QWidget):
    """Two pages: ``EMPTY_PAGE`` (buttons to start) and ``CAMPAIGN_PAGE`` (the campaign)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        # Layout code, longer than 80 lines on purpose: each page's widgets in the order they show.
        super().__init__(parent)
        self.setObjectName("campaign_overview")
        empty_page = named(QWidget(), "campaign_overview_empty")
        title = heading(self.tr("No campaign open"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint = hint_label(
            self.tr("Create a campaign, open one, or look around in the demo campaign."))
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.new_button = named(QPushButton(self.tr("New campaign…")), "overview_new_button")
        self.open_button = named(QPushButton(self.tr("Open a campaign…")), "overview_open_button")
        self.demo_button = named(
            QPushButton(self.tr("Open the demo campaign")), "overview_demo_button",
            self.tr("A ready campaign with four characters, a map and a goblin encounter"))
        self.recent_title = text_label(self.tr("Recent campaigns"), bold=True)
        self.recent_list = QVBoxLayout()
        self.recent_list.setSpacing(2)

        for button in (self.new_button, self.open_button, self.demo_button):
            button.setMinimumHeight(button.sizeHint().height() * 5 // 4)
        start = fill(QVBoxLayout(empty_page), title, hint, 6, self.new_button, self.open_button,
                     self.demo_button, 10, self.recent_title, self.recent_list, STRETCH)
        start.setContentsMargins(16, 24, 16, 16)
        start.setSpacing(10)

        content = named(QWidget(), "campaign_overview_content")

        self.name_label = text_label(name="overview_name", wrap=True, selectable=True)
        emphasise(self.name_label, 1.5)
        self.subtitle_label = named(hint_label(), "overview_subtitle")

        self.day_caption = text_label(self.tr("In-game day"), quiet=True)
        self.day_label = text_label(name="overview_day", scale=2.2, bold=True)
        self.next_day_button = named(
            QPushButton(self.tr("Next day")), "next_day_button",
            self.tr("Advance the campaign to the next day (healing limits reset)"))
        day_text = fill(QVBoxLayout(), self.day_caption, self.day_label)
        day_text.setSpacing(0)
        day_row = fill(QHBoxLayout(), day_text, STRETCH)
        day_row.addWidget(self.next_day_button, 0, Qt.AlignmentFlag.AlignVCenter)

        self.counts_grid = QGridLayout()
        self.counts_grid.setHorizontalSpacing(16)
        self.counts_grid.setVerticalSpacing(2)
        self.count_labels: dict[str, QLabel] = {}
        for index, key in enumerate(("characters", "maps", "tokens", "combats")):
            label = named(QLabel(), f"overview_count_{key}")
            self.count_labels[key] = label
            self.counts_grid.addWidget(label, index // 2, index % 2)

        self.rules_title = text_label(self.tr("Rules"), bold=True)
        self.rules_preset = text_label(name="overview_preset")
        self.settings_button = named(QToolButton(), "overview_settings_button")
        self.settings_button.setText(self.tr("Change…"))
        self.settings_button.setToolTip(self.tr("Open the campaign settings"))
        self.settings_button.setAutoRaise(True)
        rules_header = fill(
            QHBoxLayout(), self.rules_title, (self.rules_preset, 1), self.settings_button)
        self.rules_form = QFormLayout()
        self.rules_form.setHorizontalSpacing(12)
        self.rules_form.setVerticalSpacing(2)
        self.rules_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)

        self.log_title = text_label(self.tr("Campaign log"), bold=True)
        self.log_view = named(
            QListView(), "campaign_log", self.tr("Rolls and events of this campaign, newest first"))
        self.log_view.setAlternatingRowColors(True)
        self.log_view.setUniformItemSizes(True)
        self.log_view.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.log_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.log_view.setMinimumHeight(self.log_view.fontMetrics().height() * 8)
        self.log_empty = named(hint_label(
            self.tr("No rolls yet: the dice dock writes its rolls here.")), "campaign_log_empty")

        layout = fill(
            QVBoxLayout(content), self.name_label, self.subtitle_label, separator(), day_row,
            separator(), self.counts_grid, separator(), rules_header, self.rules_form, separator(),
            self.log_title, self.log_empty, (self.log_view, 1))
        layout.setContentsMargins(12, 10, 12, 12)
        layout.setSpacing(8)
        # Keeps the page at the top while the (empty) log is hidden.
        layout.addStretch()

        scroll = named(QScrollArea(), "campaign_overview_scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(content)

        self.pages = QStackedWidget()
        self.pages.addWidget(empty_page)
        self.pages.addWidget(scroll)
        fill(QVBoxLayout(self), self.pages, margin=0)

    def set_recent(self, entries: list[tuple[str, str]]) -> list[QPushButton]:
        """Show (name, tooltip) buttons for the recent campaigns; returns them to connect."""
        while self.recent_list.count():
            item = self.recent_list.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        buttons: list[QPushButton] = []
        for name, tip in entries:
            # "&" in a file name is text, not an Alt+letter.
            button = QPushButton(name.replace("&", "&&"))
            button.setToolTip(tip)
            button.setFlat(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setStyleSheet("text-align: left; padding: 4px 8px;")
            self.recent_list.addWidget(button)
            buttons.append(button)
        self.recent_title.setVisible(bool(entries))
        return buttons

    def set_rules(self, rows: list[tuple[str, str]]) -> None:
        while self.rules_form.rowCount():
            self.rules_form.removeRow(0)
        for label, value in rows:
            self.rules_form.addRow(text_label(label, quiet=True), text_label(value, wrap=True))
