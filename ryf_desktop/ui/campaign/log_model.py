"""The campaign's roll and event log as a list model for the Campaign dock, newest first.

The model's row count lives on the C++ side (a ``QStringListModel`` of empty strings, one per
line): after every new line ``QListView`` lays its rows out again and asks the model for an
index of every row, each of which asks ``rowCount``. Answered in Python that costs about a
millisecond a step with a full log; the texts and tooltips are still made here, in ``data``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QDateTime,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QStringListModel,
    Qt,
)

from ryf_desktop.ui.campaign.labels import moment_text

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_log import LogLine

ModelIndex = QModelIndex | QPersistentModelIndex

#: What a line allows: what ``QAbstractListModel`` gives (the string list model's rows would be
#: editable and draggable).
_LINE_FLAGS = (
    Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
)


class CampaignLogModel(QStringListModel):
    """Lines of the log, newest first: "Day 3 · 21:04  Skill 8 + 4 vs 20 → 27 success".

    The rows change only through :meth:`set_lines`, :meth:`insert_newest` and
    :meth:`remove_lines`, which keep the lines and the C++ row count together."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[LogLine] = []

    def set_lines(self, lines: Sequence[LogLine]) -> None:
        """Replace the lines (``lines`` oldest first, as the session gives them)."""
        self._lines = list(reversed(lines))
        # The strings are never shown (``data`` answers): they only count the rows.
        self.setStringList([""] * len(self._lines))

    def insert_newest(self, lines: Sequence[LogLine]) -> None:
        """Put ``lines`` (oldest first) on top, as rows inserted (the others move down)."""
        if lines:
            # Changed before the rows are announced: ``rowsAboutToBeInserted`` sees the new
            # lines, ``rowsInserted`` (where views read) sees them and the count agree.
            self._lines[:0] = reversed(lines)
            self.insertRows(0, len(lines))

    def remove_lines(self, first: int, count: int) -> None:
        """Take away ``count`` rows from row ``first`` on."""
        if count > 0:
            del self._lines[first:first + count]
            self.removeRows(first, count)

    def lines(self) -> tuple[LogLine, ...]:
        return tuple(self._lines)

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        return _LINE_FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

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
