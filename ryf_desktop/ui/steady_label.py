"""A label whose text changes on every step of a fight without making its page lay out again.

A QLabel asks its parent's layout to lay out again whenever its text changes, and the whole dock
(and the main window around it) is then laid out and painted again: more than a frame on each
Next turn. :class:`SteadyLabel` keeps a fixed height of a few lines and takes whatever width the
layout gives it; the text is wrapped into those lines and elided at the end when longer (the
whole text is then the tooltip), so a new text repaints the label alone.

A label whose text may be selected with the mouse only lets Qt set up its selectable text (a
text document, laid out again on every new text, twice the cost of painting the text plainly)
while the mouse is over it: a new text shown while the GM works elsewhere is painted plainly, and
the label becomes selectable again when the mouse comes over it (the pixels are the same).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QEnterEvent, QFontMetrics, QResizeEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class SteadyLabel(QWidget):
    """Text in at most ``lines`` lines of a steady size; ``text()`` is the whole text."""

    def __init__(self, lines: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines = max(1, lines)
        self._text = ""
        self._interaction = Qt.TextInteractionFlag.NoTextInteraction
        # The inner label has a fixed size and no layout around it: changing its text never
        # asks any layout to run again.
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(self._lines > 1)
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit_height()

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # noqa: N802
        if text == self._text:
            return
        self._text = text
        if not self.underMouse():
            self.label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self._show()

    def clear(self) -> None:
        self.setText("")

    def setTextInteractionFlags(self, flags: Qt.TextInteractionFlag) -> None:  # noqa: N802
        self._interaction = flags
        if self.underMouse():
            self.label.setTextInteractionFlags(flags)

    def textInteractionFlags(self) -> Qt.TextInteractionFlag:  # noqa: N802
        """The flags asked for (the inner label has them while the mouse is over it)."""
        return self._interaction

    def enterEvent(self, event: QEnterEvent) -> None:  # noqa: N802
        self.label.setTextInteractionFlags(self._interaction)
        super().enterEvent(event)

    def _fit_height(self) -> None:
        metrics = QFontMetrics(self.font())
        sample = "\n".join("Mg" for _ in range(self._lines))
        flags = int(Qt.TextFlag.TextWordWrap)
        height = metrics.boundingRect(QRect(0, 0, 10_000, 10_000), flags, sample).height()
        self.setFixedHeight(height + 2)
        self.label.setFixedSize(max(1, self.width()), self.height())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()
            self._show()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        self.label.setFixedSize(event.size())
        self._show()
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(QFontMetrics(self.font()).averageCharWidth() * 20, self.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, self.height())

    def _show(self) -> None:
        shown = self._fitted(self._text)
        self.label.setText(shown)
        self.label.setToolTip(self._text if shown != self._text else "")

    def _fitted(self, text: str) -> str:
        """``text`` wrapped into the label's lines, its last line elided when it goes on."""
        width = self.label.width()
        if not text or width <= 1:
            return text
        font = self.font()
        metrics = QFontMetrics(font)
        if self._lines == 1:
            return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
        layout = QTextLayout(text, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        starts: list[int] = []
        layout.beginLayout()
        while len(starts) <= self._lines:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            starts.append(line.textStart())
        layout.endLayout()
        if len(starts) <= self._lines:
            return text
        last = starts[self._lines - 1]
        tail = metrics.elidedText(text[last:], Qt.TextElideMode.ElideRight, width)
        return text[:last].rstrip() + "\n" + tail
