"""The dice roller's result area: rows of painted dice, the big total, the sum, the verdict."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from ryf_desktop.ui.common.widgets import emphasise, fill, text_label
from ryf_desktop.ui.dice.faces import DiceStrip
from ryf_desktop.ui.dice.presentation import RollDisplay
from ryf_desktop.ui.dice.secret_toggle import secret_tint
from ryf_desktop.ui.tones import Tone, tone_color


class ResultPanel(QWidget):
    """Shows one ``RollDisplay``; knows nothing about the rules."""

    def __init__(self, parent: QWidget | None = None) -> None:
        # Layout code, longer than 80 lines on purpose: the widgets in the order they show.
        super().__init__(parent)
        self.setObjectName("dice_result")
        # What is shown, to show again in a new palette: the display, its subject, secret.
        self._shown: tuple[RollDisplay | None, str, bool] = (None, "", False)

        # Whose roll it is ("Álex Rivera — Esquivar"), when a sheet asked for it.
        self.subject_label = text_label(name="dice_result_subject", wrap=True, scale=1.15,
                                        bold=True)
        self.secret_label = text_label(self.tr("Secret: the players do not see this roll"),
                                       "dice_result_secret", wrap=True, bold=True)

        self.heading_label = text_label(name="dice_result_heading", wrap=True, quiet=True)

        self.rows_widget = QWidget()
        self.rows_layout = QGridLayout(self.rows_widget)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        self.rows_layout.setHorizontalSpacing(10)
        self.rows_layout.setVerticalSpacing(6)
        # Spare width goes to the notes, so they stay next to the dice; when width runs short the
        # dice column, the widest, gives way first and its strips wrap.
        self.rows_layout.setColumnStretch(2, 1)
        self.strips: list[DiceStrip] = []
        self.row_labels: list[QLabel] = []
        self.row_notes: list[QLabel] = []

        self.total_label = text_label(name="dice_total", selectable=True, scale=2.6, bold=True)
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

        self.sum_label = text_label(name="dice_sum", wrap=True, scale=1.15)
        self.verdict_label = text_label(name="dice_verdict", wrap=True, scale=1.35, bold=True)

        self.empty_label = text_label(
            self.tr("Roll to see the dice here."), "dice_result_empty", quiet=True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.totals_widget = QWidget()
        totals_layout = QGridLayout(self.totals_widget)
        totals_layout.setContentsMargins(0, 0, 0, 0)
        totals_layout.setHorizontalSpacing(14)
        totals_layout.addWidget(self.total_label, 0, 0, 2, 1)
        totals_layout.addWidget(self.sum_label, 0, 1)
        totals_layout.addWidget(self.verdict_label, 1, 1)
        totals_layout.setColumnStretch(1, 1)

        # The total and verdict before the dice: the first thing the GM reads after a roll.
        layout = fill(QVBoxLayout(self), self.empty_label, self.subject_label, self.secret_label,
                      self.heading_label, self.totals_widget, self.rows_widget)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setSpacing(8)
        self.show_display(None)

    def show_display(self, display: RollDisplay | None, *, subject: str = "",
                     secret: bool = False) -> None:
        """Show ``display``, headed by whose roll it is (``subject``) and marked ``secret``."""
        self._shown = (display, subject, secret)
        self._clear_rows()
        empty = display is None
        self.subject_label.setText(subject)
        self.subject_label.setVisible(bool(subject) and not empty)
        self.secret_label.setVisible(secret and not empty)
        if secret:
            self._color(self.secret_label, secret_tint(self.palette()))
        self.empty_label.setVisible(empty)
        self.heading_label.setVisible(not empty)
        self.rows_widget.setVisible(not empty)
        # Throws typed at the table and awaiting the next have no total yet.
        self.totals_widget.setVisible(display is not None and bool(display.total))
        if display is None:
            for label in (self.heading_label, self.total_label, self.sum_label, self.verdict_label):
                label.clear()
            return
        self.heading_label.setText(display.heading)
        for row_index, row in enumerate(display.rows):
            label = text_label(row.label, quiet=True)
            strip = DiceStrip(row.faces)
            note = text_label(row.note, wrap=True)
            self._color(note, tone_color(row.tone, self.palette()))
            if row.tone is not Tone.NEUTRAL:
                emphasise(note)
            # A short note ("= 125") never breaks; a long one may wrap when the dock is narrow.
            metrics = note.fontMetrics()
            note.setMinimumWidth(
                min(metrics.horizontalAdvance(row.note) + 2, metrics.averageCharWidth() * 12))
            # Label and note sit beside the first line of dice, however many lines they wrap to.
            for text in (label, note):
                text.setMinimumHeight(strip.face_height())
                text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            top = Qt.AlignmentFlag.AlignTop
            self.rows_layout.addWidget(label, row_index, 0, top)
            if row.faces:
                self.rows_layout.addWidget(strip, row_index, 1)
                self.rows_layout.addWidget(note, row_index, 2, top)
            else:
                strip.hide()
                note.setMinimumHeight(0)
                self.rows_layout.addWidget(note, row_index, 1, 1, 2)
            self.row_labels.append(label)
            self.strips.append(strip)
            self.row_notes.append(note)
        self.total_label.setText(display.total)
        self.sum_label.setText(display.sum_text)
        self.sum_label.setVisible(bool(display.sum_text))
        self.verdict_label.setText(display.verdict)
        self.verdict_label.setVisible(bool(display.verdict))
        tone = tone_color(display.verdict_tone, self.palette())
        self._color(self.verdict_label, tone)
        self._color(self.total_label, tone)

    def _clear_rows(self) -> None:
        for widget in (*self.row_labels, *self.strips, *self.row_notes):
            self.rows_layout.removeWidget(widget)
            # Hidden at once: deleteLater only acts when control returns to the event loop.
            widget.hide()
            widget.deleteLater()
        self.row_labels.clear()
        self.strips.clear()
        self.row_notes.clear()

    @staticmethod
    def _color(label: QLabel, color: QColor) -> None:
        palette = label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, color)
        label.setPalette(palette)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        # The system switched between light and dark: recolour from the new palette.
        display, subject, secret = self._shown
        if event.type() == QEvent.Type.PaletteChange and display is not None:
            self.show_display(display, subject=subject, secret=secret)
