"""The log of rolls shown under the dice roller: the one keyed-rows model, newest entry first."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType

from PySide6.QtCore import QLocale, QObject, Qt, QTime
from PySide6.QtGui import QGuiApplication

from ryf_desktop.ui.common.keyed_rows import Column, KeyedRowsModel
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


def _colour(entry: LogEntry) -> object:
    if entry.tone is Tone.NEUTRAL:
        return None
    return tone_color(entry.tone, QGuiApplication.palette())


_LINE = Column[LogEntry](
    "",
    lambda entry: f"{entry.time}  {entry.what} → {entry.result}",
    MappingProxyType({
        int(Qt.ItemDataRole.ToolTipRole): lambda entry: (
            entry.detail or f"{entry.what} → {entry.result}"
        ),
        int(Qt.ItemDataRole.ForegroundRole): _colour,
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
