"""The Handouts dock's layout: the list of handouts (thumbnail and title), the buttons that add,
delete and show them, and the line that says which one is on the table. No campaign code: the
controller (:mod:`~ryf_desktop.ui.handouts.controller`) wires it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

THUMB_SIZE = 48


class HandoutsPanel(QWidget):
    """The dock's widget; every button starts disabled until a campaign is open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handouts_panel")
        self.list = QListView()
        self.list.setObjectName("handout_list")
        self.list.setIconSize(QSize(THUMB_SIZE, THUMB_SIZE))
        self.list.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        # A long title wraps in the dock's width rather than widening the list (a scroll bar).
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSelectionMode(QListView.SelectionMode.SingleSelection)
        self.list.setToolTip(self.tr("Drop PNG, JPEG or WebP pictures here to add them"))
        self.empty_note = QLabel(self.tr(
            "No handouts yet: add a picture or a short text, or drop picture files here."))
        self.empty_note.setObjectName("handouts_empty_note")
        self.empty_note.setWordWrap(True)
        self.empty_note.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.add_picture_button = QPushButton(self.tr("Add picture…"))
        self.add_picture_button.setObjectName("add_handout_picture")
        self.add_text_button = QPushButton(self.tr("Add text…"))
        self.add_text_button.setObjectName("add_handout_text")
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setObjectName("delete_handout")
        self.show_button = QPushButton(self.tr("Show to the table"))
        self.show_button.setObjectName("show_handout_to_table")
        self.player_menu = QMenu(self)
        self.player_menu.setObjectName("handout_player_menu")
        self.player_button = QToolButton()
        self.player_button.setObjectName("show_handout_to_player")
        self.player_button.setText(self.tr("To one player"))
        self.player_button.setToolTip(self.tr("Send the handout to one player's phone only"))
        self.player_button.setMenu(self.player_menu)
        self.player_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.player_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.player_button.setSizePolicy(QSizePolicy.Policy.Preferred,
                                         QSizePolicy.Policy.Fixed)
        self.on_table = QLabel()
        self.on_table.setObjectName("handout_on_table")
        self.on_table.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.take_down_button = QPushButton(self.tr("Take down"))
        self.take_down_button.setObjectName("take_down_handout")

        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.empty_note)
        adding = QGridLayout()
        adding.addWidget(self.add_picture_button, 0, 0)
        adding.addWidget(self.add_text_button, 0, 1)
        adding.addWidget(self.delete_button, 0, 2)
        adding.addWidget(self.show_button, 1, 0, 1, 2)
        adding.addWidget(self.player_button, 1, 2)
        layout.addLayout(adding)
        table = QHBoxLayout()
        table.addWidget(self.on_table, 1)
        table.addWidget(self.take_down_button)
        layout.addLayout(table)
        for button in (self.add_picture_button, self.add_text_button, self.delete_button,
                       self.show_button, self.player_button, self.take_down_button):
            button.setEnabled(False)
