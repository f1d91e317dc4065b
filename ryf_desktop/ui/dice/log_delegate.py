"""Draws one line of the log of rolls so that it fits the dock: the time and the result stay whole,
the description of the roll between them is shortened with "…" (the tooltip has all of it)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from ryf_desktop.ui.common.keyed_rows import ROW_ROLE
from ryf_desktop.ui.dice.log_model import LogEntry


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
