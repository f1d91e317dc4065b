"""Calibrating the table screen's size: a bar drawn on it, and the GM's measured length.

Many TVs and projectors report a wrong physical size, or none. :class:`CalibrationBar` draws a
bar of a known number of pixels across the players' window; :class:`CalibrationDialog`, on the
GM's side, asks what a ruler laid on it reads, and works out the screen's pixels per millimetre.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.common.widgets import OK_CANCEL, dialog_buttons, fill, named, text_label
from ryf_desktop.ui.table_screen.settings import MAX_PIXELS_PER_MM, MIN_PIXELS_PER_MM

# The bar's share of the window's width: long, so a millimetre of error is a small fraction.
BAR_WIDTH_SHARE = 0.6
BAR_THICKNESS = 12
TICK_HEIGHT = 40
BAR_COLOUR = QColor("#f2c94c")
BAR_BACKDROP = QColor(10, 10, 14, 235)


class CalibrationBar(QWidget):
    """Covers the players' window: dark, with a bright bar of :attr:`length_px` pixels and end
    ticks, to be measured with a ruler."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("calibration_bar")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    @property
    def length_px(self) -> int:
        return max(50, int(self.width() * BAR_WIDTH_SHARE))

    def start(self) -> int:
        """Cover the window and draw the bar; returns its length in logical pixels."""
        self.show()
        self.raise_()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.update()
        return self.length_px

    def bar_rect(self) -> QRect:
        """Where the bar is drawn, in the widget."""
        left = (self.width() - self.length_px) // 2
        return QRect(left, (self.height() - BAR_THICKNESS) // 2, self.length_px, BAR_THICKNESS)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        del event
        painter = QPainter(self)
        painter.fillRect(self.rect(), BAR_BACKDROP)
        bar = self.bar_rect()
        painter.fillRect(bar, BAR_COLOUR)
        pen = QPen(BAR_COLOUR)
        pen.setWidth(2)
        painter.setPen(pen)
        middle = bar.center().y()
        for x in (bar.left(), bar.left() + bar.width() - 1):
            painter.drawLine(x, middle - TICK_HEIGHT // 2, x, middle + TICK_HEIGHT // 2)
        painter.end()


class CalibrationDialog(QDialog):
    """Asks the length the GM measured of a bar of ``bar_px`` pixels; :meth:`pixels_per_mm`
    is the answer. ``reported_mm`` is the bar's length by the screen's own report."""

    def __init__(self, bar_px: int, reported_mm: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("calibration_dialog")
        self.setWindowTitle(self.tr("Calibrate the table screen"))
        self.bar_px = bar_px
        intro = text_label(self.tr(
            "Lay a ruler along the yellow bar on the table screen, from one end tick to the "
            "other, and type the length you measure. By the screen's own report it is "
            "{length} mm.").format(length=f"{reported_mm:.0f}"), wrap=True)
        self.length = named(QDoubleSpinBox(), "calibration_length")
        self.length.setSuffix(self.tr(" mm"))
        self.length.setDecimals(1)
        # Only lengths that give a believable screen can be typed.
        self.length.setRange(bar_px / MAX_PIXELS_PER_MM, bar_px / MIN_PIXELS_PER_MM)
        self.length.setValue(reported_mm)
        self.buttons = dialog_buttons(self, buttons=OK_CANCEL
                                      | QDialogButtonBox.StandardButton.Reset)
        reset = self.buttons.button(QDialogButtonBox.StandardButton.Reset)
        reset.setText(self.tr("Use the screen's report"))
        self.reset_chosen = False
        reset.clicked.connect(self._reset)
        fill(QVBoxLayout(self), intro, self.length, self.buttons)

    def _reset(self) -> None:
        self.reset_chosen = True
        self.accept()

    def pixels_per_mm(self) -> float | None:
        """The measured pixels per millimetre (None: the GM chose the screen's report)."""
        if self.reset_chosen:
            return None
        return self.bar_px / self.length.value()
