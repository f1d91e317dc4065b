"""The table screen's two full-window pages besides the map: the campaign's title card and the
blackout.

:class:`TitleCard` shows when there is no map to show (the campaign's name and day, large, on a
dark background), so the players' window is never a blank rectangle; :class:`BlackoutPage` is the
GM's blackout, black but for a small dim "Pause" mark in a corner, so whoever looks at it knows it
is on purpose.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette, QResizeEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ryf_desktop.ui.common.widgets import STRETCH, fill, named, text_label

TITLE_BACKDROP = QColor("#101014")
TITLE_COLOUR = "#e8dcc0"
DAY_COLOUR = "#d8b45a"
# The pause mark: dim enough not to light the room, bright enough to be read from the table.
PAUSE_COLOUR = "#4a4a58"
# U+263E, a last-quarter moon: DejaVu Sans (Qt's fallback on Linux) and the Windows and macOS
# system fonts all have it.
MOON = "\u263e"
# The pause mark's margin from the window's corner, in pixels.
PAUSE_MARGIN = 16


def headline(name: str) -> QLabel:
    """A centred, wrapped plain-text label, read from across the table."""
    label = text_label(name=name, wrap=True)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def size_lines(big: QLabel, small: QLabel, big_px: int, least_small_px: int) -> None:
    """``big`` bold at ``big_px`` pixels, and ``small`` under it at half that (at least
    ``least_small_px``)."""
    for label, pixels in ((big, big_px), (small, max(least_small_px, big_px // 2))):
        font = label.font()
        font.setPixelSize(pixels)
        font.setBold(label is big)
        label.setFont(font)


def _fill(widget: QWidget, colour: QColor) -> None:
    widget.setAutoFillBackground(True)
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.Window, colour)
    widget.setPalette(palette)


class TitleCard(QWidget):
    """The campaign's name and its day, large and centred on a dark background."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("title_card")
        _fill(self, TITLE_BACKDROP)
        self.name_label = headline("title_name")
        self.name_label.setStyleSheet(f"color: {TITLE_COLOUR};")
        self.day_label = headline("title_day")
        self.day_label.setStyleSheet(f"color: {DAY_COLOUR};")
        layout = fill(QVBoxLayout(self), STRETCH, self.name_label, self.day_label, STRETCH)
        layout.setContentsMargins(48, 48, 48, 48)
        self._size_text()

    def set_campaign(self, name: str, day: int | None) -> None:
        """Show campaign ``name`` on day ``day`` (None, or no name: an empty card)."""
        self.name_label.setText(name)
        self.day_label.setText(self.tr("Day {day}").format(day=day) if day is not None else "")
        self.day_label.setVisible(day is not None)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._size_text()

    def _size_text(self) -> None:
        # Read from across the table: the name a tenth of the window's height, the day half that.
        size_lines(self.name_label, self.day_label, max(28, self.height() // 10), 18)


class BlackoutPage(QWidget):
    """Black, with a small dim moon and "Pause" in the bottom-right corner."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("blackout")
        _fill(self, QColor(0, 0, 0))
        self.setCursor(Qt.CursorShape.BlankCursor)
        self.pause_label = named(QLabel(self), "pause_mark")
        self.pause_label.setTextFormat(Qt.TextFormat.PlainText)
        self.pause_label.setStyleSheet(f"color: {PAUSE_COLOUR}; background: transparent;")
        # tr() outside the f-string: lupdate does not see a call inside one.
        pause = self.tr("Pause")
        self.pause_label.setText(f"{MOON} {pause}")
        self._place_mark()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_mark()

    def _place_mark(self) -> None:
        font = self.pause_label.font()
        font.setPixelSize(max(12, self.height() // 40))
        self.pause_label.setFont(font)
        self.pause_label.adjustSize()
        size = self.pause_label.size()
        self.pause_label.move(max(0, self.width() - size.width() - PAUSE_MARGIN),
                              max(0, self.height() - size.height() - PAUSE_MARGIN))
