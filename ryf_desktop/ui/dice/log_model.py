"""The log of rolls shown under the dice roller: a small list model, newest entry first."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from PySide6.QtCore import (
    QAbstractListModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTime,
)
from PySide6.QtGui import QGuiApplication

from ryf_desktop.ui.tones import Tone, tone_color

ModelIndex = QModelIndex | QPersistentModelIndex

#: Role giving a row's (time, what, result), so a delegate can shorten "what" and keep the rest.
PARTS_ROLE = Qt.ItemDataRole.UserRole + 1


@dataclass(frozen=True)
class LogEntry:
    """One roll: what was rolled, what came out, and the full detail for the tooltip."""

    what: str
    result: str
    detail: str = ""
    tone: Tone = Tone.NEUTRAL
    when: datetime = field(default_factory=datetime.now)


class RollLogModel(QAbstractListModel):
    """Entries newest first; the dock's list view shows one line per roll."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[LogEntry] = []

    def entries(self) -> tuple[LogEntry, ...]:
        return tuple(self._entries)

    def add(self, entry: LogEntry) -> None:
        self.beginInsertRows(QModelIndex(), 0, 0)
        self._entries.insert(0, entry)
        self.endInsertRows()

    def clear(self) -> None:
        if not self._entries:
            return
        self.beginResetModel()
        self._entries.clear()
        self.endResetModel()

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{self._time(entry)}  {entry.what} → {entry.result}"
        if role == PARTS_ROLE:
            return (self._time(entry), entry.what, entry.result)
        if role == Qt.ItemDataRole.ToolTipRole:
            return entry.detail or f"{entry.what} → {entry.result}"
        if role == Qt.ItemDataRole.ForegroundRole and entry.tone is not Tone.NEUTRAL:
            return tone_color(entry.tone, QGuiApplication.palette())
        return None

    @staticmethod
    def _time(entry: LogEntry) -> str:
        moment = QTime(entry.when.hour, entry.when.minute, entry.when.second)
        return QLocale().toString(moment, QLocale.FormatType.ShortFormat)
