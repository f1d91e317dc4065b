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
        self.new_action = QAction(self.tr("&New campaign…"), parent)
        self.new_action.setShortcut(QKeySequence("Ctrl+N"))
        self.new_action.setStatusTip(self.tr("Create a new campaign file"))

        self.open_action = QAction(self.tr("&Open…"), parent)
        self.open_action.setShortcut(QKeySequence("Ctrl+O"))
        self.open_action.setStatusTip(self.tr("Open a campaign file"))

        self.recent_menu = QMenu(self.tr("Open &recent"), parent)
        self.recent_menu.setObjectName("recent_menu")
        self.clear_recent_action = QAction(self.tr("&Clear the list"), parent)
        self.clear_recent_action.setStatusTip(self.tr("Forget the recently opened campaigns"))

        self.demo_action = QAction(self.tr("Open the &demo campaign"), parent)
        self.demo_action.setStatusTip(
            self.tr("Open the demo campaign: four characters, a map and a goblin encounter")
        )

        self.save_copy_action = QAction(self.tr("Save &a copy…"), parent)
        self.save_copy_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.save_copy_action.setStatusTip(
            self.tr("Write a copy of the campaign to another file (changes are saved as you go)")
        )

        self.restore_action = QAction(self.tr("Restore a &backup…"), parent)
        self.restore_action.setStatusTip(
            self.tr("Put the campaign back as it was in one of its automatic backups")
        )

        self.settings_action = QAction(self.tr("Campaign &settings…"), parent)
        self.settings_action.setStatusTip(self.tr("The campaign's name and rules profile"))

        self.close_action = QAction(self.tr("C&lose campaign"), parent)
        self.close_action.setShortcut(QKeySequence("Ctrl+W"))
        self.close_action.setStatusTip(self.tr("Close the campaign (everything is already saved)"))

        self.undo_action = QAction(self.tr("Undo"), parent)
        self.undo_action.setObjectName("undo_action")
        self.undo_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.redo_action = QAction(self.tr("Redo"), parent)
        self.redo_action.setObjectName("redo_action")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])

    def campaign_actions(self) -> tuple[QAction, ...]:
        """The actions that need an open campaign."""
        return (self.save_copy_action, self.restore_action, self.settings_action, self.close_action)

    def undo_text(self, what: str) -> str:
        return self.tr("Undo: {action}").format(action=what) if what else self.tr("Undo")

    def redo_text(self, what: str) -> str:
        return self.tr("Redo: {action}").format(action=what) if what else self.tr("Redo")
