"""What the table screen shows besides the map: the title card, the blackout and the roll banner."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QColor, QPalette, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ryf_desktop.session.campaign_log import LogLine
from ryf_desktop.ui.common.widgets import STRETCH, fill, named

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
# How long a roll stays on the table screen.
ROLL_DISPLAY_MS = 6000
# Share of the window's width the banner may take before it wraps.
MAX_WIDTH_SHARE = 0.8


def headline(name: str) -> QLabel:
    """A centred, wrapped plain-text label, read from across the table."""
    return named(QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True,
                        textFormat=Qt.TextFormat.PlainText), name)


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
    """The campaign's name and its day, large and centred on a dark background, so the window is
    never blank."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("title_card")
        _fill(self, TITLE_BACKDROP)
        self.name_label = headline("title_name")
        self.name_label.setStyleSheet(f"color: {TITLE_COLOUR};")
        self.day_label = headline("title_day")
        self.day_label.setStyleSheet(f"color: {DAY_COLOUR};")
        fill(QVBoxLayout(self), STRETCH, self.name_label, self.day_label, STRETCH, margin=48)
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
    """Black, with a small dim moon and "Pause" in the bottom-right corner, so whoever looks knows
    it is on purpose."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("blackout")
        _fill(self, QColor(0, 0, 0))
        self.setCursor(Qt.CursorShape.BlankCursor)
        self.pause_label = named(QLabel(self, textFormat=Qt.TextFormat.PlainText), "pause_mark")
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


class RollBanner(QFrame):
    """The players' view's last public roll, large over the map: a dark plate with the roll's
    sentence and, smaller, its detail; hides itself when ``timer`` runs out."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("roll_banner")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(
            "#roll_banner { background: rgba(10, 10, 14, 215); border: 2px solid #d8b45a;"
            " border-radius: 14px; }"
            "#roll_text { color: #ffffff; } #roll_detail { color: #e8dcc0; }"
        )
        self.text_label = headline("roll_text")
        self.detail_label = headline("roll_detail")
        self._column = fill(QVBoxLayout(self), self.text_label, self.detail_label)
        self._column.setContentsMargins(28, 16, 28, 16)
        self.timer = QTimer(self, singleShot=True, interval=ROLL_DISPLAY_MS)
        self.timer.timeout.connect(self.dismiss)
        # The log line on show, so an undo that takes it away takes the banner too.
        self.line: LogLine | None = None
        self.hide()

    def show_roll(self, text: str, detail: str = "", line: LogLine | None = None) -> None:
        """Show ``text`` (and ``detail`` under it) from now for the banner's time; ``line`` is
        the log entry it comes from, if any."""
        self.line = line
        self.text_label.setText(text)
        self.detail_label.setText(detail)
        self.detail_label.setVisible(bool(detail))
        self.place()
        self.show()
        self.raise_()
        self.timer.start()

    def dismiss(self) -> None:
        self.timer.stop()
        self.line = None
        self.hide()

    def place(self) -> None:
        """Size the text to the window and put the banner low and centred, over the map's edge
        rather than its middle, where the fight is."""
        parent = self.parentWidget()
        if parent is None:
            return
        area = parent.rect()
        size_lines(self.text_label, self.detail_label, max(20, area.height() // 20), 14)
        width = int(area.width() * MAX_WIDTH_SHARE)
        self.setFixedWidth(max(1, width))
        self.adjustSize()
        wanted = self._column.totalHeightForWidth(width)
        height = min(max(wanted, self.sizeHint().height()), area.height())
        top = max(0, area.height() - height - area.height() // 20)
        self.setGeometry(QRect((area.width() - width) // 2, top, width, height))
