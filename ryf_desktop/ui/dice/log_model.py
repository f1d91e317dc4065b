"""The log of rolls shown under the dice roller: the keyed-rows model, newest entry first, and
the delegate that fits each line to the dock (the time and result whole, the roll shortened)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType

from PySide6.QtCore import QLocale, QModelIndex, QObject, QPersistentModelIndex, Qt, QTime
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from ryf_desktop.ui.common.keyed_rows import ROW_ROLE, Column, KeyedRowsModel
from ryf_desktop.ui.tones import Tone, tone_color


@dataclass(frozen=True)
class LogEntry:
    """One roll: what was rolled, what came out, and the full detail for the tooltip."""

    what: str
    result: str
    detail: str = ""
    tone: Tone = Tone.NEUTRAL
    when: datetime = field(default_factory=datetime.now)

    @property
    def time(self) -> str:
        """When it was rolled, as the locale writes a short time."""
        moment = QTime(self.when.hour, self.when.minute, self.when.second)
        return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


_LINE = Column[LogEntry](
    "",
    lambda entry: f"{entry.time}  {entry.what} → {entry.result}",
    MappingProxyType({
        int(Qt.ItemDataRole.ToolTipRole): lambda entry: (
            entry.detail or f"{entry.what} → {entry.result}"),
        int(Qt.ItemDataRole.ForegroundRole): lambda entry: (
            None if entry.tone is Tone.NEUTRAL
            else tone_color(entry.tone, QGuiApplication.palette())),
    }),
)


class RollLogModel(KeyedRowsModel[LogEntry]):
    """Entries newest first; the dock's list view shows one line per roll."""

    def __init__(self, parent: QObject | None = None) -> None:
        # Each entry is its own key: two rolls alike to the microsecond are still two rolls.
        super().__init__(id, (_LINE,), parent)

    def add(self, entry: LogEntry) -> None:
        self.set_rows((entry, *self.rows))

    def clear(self) -> None:
        self.set_rows(())


class RollLogDelegate(QStyledItemDelegate):
    """Shortens the middle part of a ``RollLogModel`` row to the width the view gives it."""

    def initStyleOption(  # noqa: N802
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        entry = index.data(ROW_ROLE)
        if not isinstance(entry, LogEntry):
            return
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        # The style keeps this much room each side of an item's text.
        frame = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, widget)
        margin = 2 * (frame + 1)
        metrics = option.fontMetrics
        head, what, tail = f"{entry.time}  ", entry.what, f" → {entry.result}"
        room = option.rect.width() - margin - metrics.horizontalAdvance(head + tail)
        if metrics.horizontalAdvance(what) > room:
            what = metrics.elidedText(what, Qt.TextElideMode.ElideRight, max(room, 0))
        option.text = head + what + tail
