"""The File and Edit actions of a campaign: their words, shortcuts and tips (the main window
places them, the campaign controller connects and enables them)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget


class CampaignActions(QObject):
    """Every campaign action, owned by ``parent`` (the window, so the shortcuts work in it)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.new_action = _action(parent, self.tr("&New campaign…"),
                                  self.tr("Create a new campaign file"), "Ctrl+N")
        self.open_action = _action(parent, self.tr("&Open…"), self.tr("Open a campaign file"),
                                   "Ctrl+O")
        self.recent_menu = QMenu(self.tr("Open &recent"), parent)
        self.recent_menu.setObjectName("recent_menu")
        self.clear_recent_action = _action(parent, self.tr("&Clear the list"),
                                           self.tr("Forget the recently opened campaigns"))
        self.demo_action = _action(parent, self.tr("Open the &demo campaign"), self.tr(
            "Open the demo campaign: four characters, a map and a goblin encounter"))
        self.save_copy_action = _action(parent, self.tr("Save &a copy…"), self.tr(
            "Write a copy of the campaign to another file (changes are saved as you go)"),
            "Ctrl+Shift+S")
        self.restore_action = _action(parent, self.tr("Restore a &backup…"), self.tr(
            "Put the campaign back as it was in one of its automatic backups"))
        self.settings_action = _action(parent, self.tr("Campaign &settings…"),
                                       self.tr("The campaign's name and rules profile"))
        self.close_action = _action(parent, self.tr("C&lose campaign"), self.tr(
            "Close the campaign (everything is already saved)"), "Ctrl+W")
        self.undo_action = _action(parent, self.tr("Undo"), "", QKeySequence.StandardKey.Undo)
        self.undo_action.setObjectName("undo_action")
        self.redo_action = _action(parent, self.tr("Redo"), "", "Ctrl+Shift+Z", "Ctrl+Y")
        self.redo_action.setObjectName("redo_action")

    def undo_text(self, what: str) -> str:
        return self.tr("Undo: {action}").format(action=what) if what else self.tr("Undo")

    def redo_text(self, what: str) -> str:
        return self.tr("Redo: {action}").format(action=what) if what else self.tr("Redo")


def _action(parent: QWidget, text: str, tip: str, *keys: str | QKeySequence.StandardKey
            ) -> QAction:
    action = QAction(text, parent)
    action.setShortcuts([QKeySequence(key) for key in keys])
    action.setStatusTip(tip)
    return action
