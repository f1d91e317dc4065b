"""The campaign's roll and event log as a list model for the Campaign dock, newest first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractListModel,
    QDateTime,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ryf_desktop.ui.campaign.labels import moment_text

if TYPE_CHECKING:
    from ryf_desktop.session.queries import LogLine

ModelIndex = QModelIndex | QPersistentModelIndex


class CampaignLogModel(QAbstractListModel):
    """Lines of the log, newest first: "Day 3 · 21:04  Skill 8 + 4 vs 20 → 27 success"."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[LogLine] = []

    def set_lines(self, lines: Sequence[LogLine]) -> None:
        """Replace the lines (``lines`` oldest first, as the session gives them)."""
        self.beginResetModel()
        self._lines = list(reversed(lines))
        self.endResetModel()

    def lines(self) -> tuple[LogLine, ...]:
        return tuple(self._lines)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line = self._lines[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.tr("Day {day} · {time}  {text}").format(
                day=QLocale().toString(line.game_day), time=self._time(line), text=line.text
            )
        if role == Qt.ItemDataRole.ToolTipRole:
            heading = self.tr("Day {day}, {when}").format(
                day=QLocale().toString(line.game_day), when=self._moment(line)
            )
            return "\n".join(part for part in (heading, line.text, line.detail) if part)
        return None

    @staticmethod
    def _time(line: LogLine) -> str:
        stamp = QDateTime.fromSecsSinceEpoch(int(line.at.timestamp()))
        return QLocale().toString(stamp.time(), QLocale.FormatType.ShortFormat)

    @staticmethod
    def _moment(line: LogLine) -> str:
        return moment_text(line.at)
