"""File → Restore a backup…: the campaign's rolling backups, newest first, to pick one from."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from ryf_desktop.storage import BACKUP_INTERVAL_S, BACKUPS_KEPT, BackupInfo
from ryf_desktop.ui.campaign.labels import moment_text
from ryf_desktop.ui.campaign.widgets import hint_label
from ryf_desktop.ui.common.widgets import dialog_buttons, dialog_column, heading, named

_MINUTE = 60
_HOUR = 60 * _MINUTE
_DAY = 24 * _HOUR


class RestoreBackupDialog(QDialog):
    """Pick one of ``backups`` (newest first); :meth:`chosen` gives it after ``exec``."""

    def __init__(
        self,
        campaign_name: str,
        backups: list[BackupInfo],
        *,
        now: datetime | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("restore_backup_dialog")
        self.setWindowTitle(self.tr("Restore a backup"))
        self._backups = list(backups)
        now = now or datetime.now(UTC)

        title = heading(self.tr("Backups of “{name}”").format(name=campaign_name))
        explanation = hint_label(self.tr(
            "A backup is taken when the campaign opens and every {minutes} minutes of play; "
            "the newest {count} are kept. Restoring one replaces the campaign as it is now."
        ).format(minutes=QLocale().toString(BACKUP_INTERVAL_S // _MINUTE),
                 count=QLocale().toString(BACKUPS_KEPT)))

        self.table = named(QTreeWidget(), "backup_list")
        self.table.setRootIsDecorated(False)
        self.table.setAlternatingRowColors(True)
        self.table.setUniformRowHeights(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setHeaderLabels([self.tr("Taken"), self.tr("How long ago"), self.tr("Size")])
        header = self.table.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for backup in self._backups:
            item = QTreeWidgetItem([moment_text(backup.taken_at),
                                    self.age_text(now - backup.taken_at),
                                    QLocale().formattedDataSize(backup.size)])
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(0, str(backup.path))
            self.table.addTopLevelItem(item)

        self.empty_label = named(hint_label(
            self.tr("This campaign has no backups yet. The first is taken when it opens.")),
            "no_backups")
        self.empty_label.setVisible(not self._backups)
        self.table.setVisible(bool(self._backups))

        self.buttons = dialog_buttons(self, self.tr("Restore…"), cancel=self.tr("Cancel"))
        self.restore_button = named(
            self.buttons.button(QDialogButtonBox.StandardButton.Ok), "restore_button")
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemDoubleClicked.connect(lambda _item, _column: self.accept())
        first = self.table.topLevelItem(0)
        if first is not None:
            self.table.setCurrentItem(first)
        self._selection_changed()

        dialog_column(self, title, explanation, (self.table, 1), self.empty_label, self.buttons)
        self.resize(560, 380)

    def _selection_changed(self) -> None:
        self.restore_button.setEnabled(self.chosen() is not None)

    def chosen(self) -> BackupInfo | None:
        item = self.table.currentItem()
        if item is None or not item.isSelected():
            return None
        return self._backups[self.table.indexOfTopLevelItem(item)]

    def age_text(self, age: timedelta) -> str:
        seconds = int(age.total_seconds())
        if seconds < _MINUTE:
            return self.tr("just now")
        if seconds < _HOUR:
            return self.tr("%n minute(s) ago", "", seconds // _MINUTE)
        if seconds < _DAY:
            return self.tr("%n hour(s) ago", "", seconds // _HOUR)
        return self.tr("%n day(s) ago", "", seconds // _DAY)
