"""The campaign's roll and event log as the Campaign dock shows it: a Qt item model, newest first.

A :class:`~PySide6.QtGui.QStandardItemModel` keeps each row's text and tooltip on the C++ side,
so Qt lays out and paints the list without calling into Python; a line's texts are made once,
when its row is inserted, and made again only when the language or the locale changes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from ryf_desktop.ui.campaign.labels import moment_text

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_log import LogLine

#: What a line allows: selected and read, never edited, dragged or dropped on.
_LINE_FLAGS = (
    Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
)


def line_text(line: LogLine) -> str:
    """What a row shows: "Day 3 · 21:04  Skill 8 + 4 vs 20 → 27 success"."""
    stamp = QDateTime.fromSecsSinceEpoch(int(line.at.timestamp()))
    time = QLocale().toString(stamp.time(), QLocale.FormatType.ShortFormat)
    return QCoreApplication.translate("CampaignLogModel", "Day {day} · {time}  {text}").format(
        day=QLocale().toString(line.game_day), time=time, text=line.text
    )


def line_tooltip(line: LogLine) -> str:
    """The row's tooltip: the day and the whole moment, the text and its detail."""
    heading = QCoreApplication.translate("CampaignLogModel", "Day {day}, {when}").format(
        day=QLocale().toString(line.game_day), when=moment_text(line.at)
    )
    return "\n".join(part for part in (heading, line.text, line.detail) if part)


class CampaignLogModel(QStandardItemModel):
    """Lines of the log, newest first; :meth:`lines` are the rows' lines, in the rows' order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[LogLine] = []
        # A list of lines, never a drop target (Qt's root item takes drops).
        self.invisibleRootItem().setFlags(Qt.ItemFlag.NoItemFlags)

    def lines(self) -> tuple[LogLine, ...]:
        return tuple(self._lines)

    def set_lines(self, lines: Sequence[LogLine]) -> None:
        """Show ``lines`` (oldest first, as the log is read) and nothing else."""
        self.removeRows(0, self.rowCount())
        self._lines = []
        self.insert_newest(lines)

    def insert_newest(self, lines: Sequence[LogLine]) -> None:
        """Put ``lines`` (oldest first) on top, as rows inserted (the others move down)."""
        self._insert(0, lines)

    def insert_oldest(self, lines: Sequence[LogLine]) -> None:
        """Put ``lines`` (oldest first, all older than the shown ones) at the bottom."""
        self._insert(len(self._lines), lines)

    def _insert(self, first: int, lines: Sequence[LogLine]) -> None:
        if not lines:
            return
        newest_first = list(reversed(lines))
        self._lines[first:first] = newest_first
        # One column of items inserted at once: one ``rowsInserted`` for the view.
        self.insertRows(first, len(newest_first))
        for row, line in enumerate(newest_first, start=first):
            self.setItem(row, 0, _item(line))

    def remove_rows_of(self, line_ids: Iterable[int]) -> None:
        """Take away the rows of the lines ``line_ids`` (those shown), in runs of rows."""
        gone = set(line_ids)
        rows = [row for row, line in enumerate(self._lines) if line.id in gone]
        for first, count in reversed(_runs(rows)):
            del self._lines[first:first + count]
            self.removeRows(first, count)

    def keep_newest(self, count: int) -> None:
        """Take away every row after the newest ``count``."""
        extra = len(self._lines) - count
        if extra > 0:
            del self._lines[count:]
            self.removeRows(count, extra)

    def say_again(self) -> None:
        """Make every row's texts again (the language or the locale changed)."""
        for row, line in enumerate(self._lines):
            item = self.item(row, 0)
            if item is not None:
                item.setText(line_text(line))
                item.setToolTip(line_tooltip(line))


def _item(line: LogLine) -> QStandardItem:
    item = QStandardItem(line_text(line))
    item.setToolTip(line_tooltip(line))
    item.setFlags(_LINE_FLAGS)
    return item


def _runs(rows: Sequence[int]) -> list[tuple[int, int]]:
    """Ascending ``rows`` as (first, count) runs of consecutive rows."""
    runs: list[tuple[int, int]] = []
    for row in rows:
        if runs and runs[-1][0] + runs[-1][1] == row:
            runs[-1] = (runs[-1][0], runs[-1][1] + 1)
        else:
            runs.append((row, 1))
    return runs
