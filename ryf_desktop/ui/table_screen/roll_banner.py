"""The last public roll, shown large over the players' map for a few seconds.

Which roll is public is the players' view's (:attr:`~ryf_desktop.session.present.PlayersView.roll`);
:class:`RollBanner` shows it and hides itself when its time is up (the window hides it at once
when an undo takes its line out of the log).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from ryf_desktop.session.campaign_log import LogLine
from ryf_desktop.ui.common.widgets import fill
from ryf_desktop.ui.table_screen.pages import headline, size_lines

# How long a roll stays on the table screen.
ROLL_DISPLAY_MS = 6000
# Share of the window's width the banner may take before it wraps.
MAX_WIDTH_SHARE = 0.8


class RollBanner(QFrame):
    """A dark plate with the roll's sentence and, smaller, its detail; hides itself after
    ``timeout_ms``."""

    def __init__(self, parent: QWidget, timeout_ms: int = ROLL_DISPLAY_MS) -> None:
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
        layout = fill(QVBoxLayout(self), self.text_label, self.detail_label)
        layout.setContentsMargins(28, 16, 28, 16)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(timeout_ms)
        self._timer.timeout.connect(self.dismiss)
        # The log line on show, so an undo that takes it away takes the banner too.
        self.line: LogLine | None = None
        self.hide()

    @property
    def timeout_ms(self) -> int:
        return self._timer.interval()

    def set_timeout_ms(self, timeout_ms: int) -> None:
        self._timer.setInterval(timeout_ms)

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
        self._timer.start()

    def dismiss(self) -> None:
        self._timer.stop()
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
        layout = self.layout()
        wanted = layout.totalHeightForWidth(width) if layout is not None else -1
        height = min(max(wanted, self.sizeHint().height()), area.height())
        top = max(0, area.height() - height - area.height() // 20)
        self.setGeometry(QRect((area.width() - width) // 2, top, width, height))
