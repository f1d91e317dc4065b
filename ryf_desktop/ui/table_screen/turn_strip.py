"""The turn-order strip across the top of the players' window: the players' view's turn, the
active entry highlighted and the fallen greyed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QWidget

from ryf_desktop.session.present import TurnEntry
from ryf_desktop.ui.common.widgets import named

MARGIN_X = 8
MARGIN_Y = 6
SPACING = 8

STRIP_STYLE = """
#turn_strip { background: #15151b; border-bottom: 1px solid #3a3a46; }
#turn_round { color: #d8b45a; font-weight: bold; padding: 0 10px; }
QLabel[turn_chip="true"] {
    color: #f0f0f0; background: #2a2a34; border: 2px solid #3a3a46; border-radius: 8px;
    padding: 4px 12px;
}
QLabel[turn_chip="true"][active="true"] {
    color: #15151b; background: #f2c94c; border: 3px solid #ffffff; font-weight: bold;
}
QLabel[turn_chip="true"][out="true"] {
    color: #6c6c78; background: #1d1d24; text-decoration: line-through;
}
"""


@dataclass(frozen=True, slots=True)
class ChipFit:
    """How the chips share the strip: which entries show (in the order drawn), the widest a
    chip may be (None: every chip at its own width), and how many entries do not show."""

    shown: tuple[int, ...]
    cap: int | None
    more: int


def fit_chips(
    widths: Sequence[int], active: int | None, room: int, *, spacing: int, more_width: int,
) -> ChipFit:
    """Fit chips of natural ``widths`` into ``room`` pixels, ``spacing`` apart.

    All at their own width when they fit; else the active entry and those that act after it
    (on into the next round), each at its own width, as many as fit beside a "+N" chip
    ``more_width`` wide: a name is never cut to make room for another, since a cut name
    ("Mar…dal") cannot be read from across the table. Only a name wider than the whole strip
    is cut (``cap``).
    """
    count = len(widths)
    if count == 0 or sum(widths) + spacing * (count - 1) <= room:
        return ChipFit(tuple(range(count)), None, 0)
    start = active if active is not None and 0 <= active < count else 0
    order = tuple((start + step) % count for step in range(count))
    # ``shown`` chips and the "+N" chip: ``shown`` gaps between them.
    left = room - more_width
    shown = 0
    for index in order:
        if widths[index] + spacing > left:
            break
        left -= widths[index] + spacing
        shown += 1
    if shown == 0:
        # Not even the active one fits whole: it alone, cut to the room there is.
        return ChipFit(order[:1], max(1, room - more_width - spacing), count - 1)
    return ChipFit(order[:shown], None, count - shown)


class TurnStrip(QFrame):
    """The round number and the combatants in order; hidden while no combat runs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turn_strip")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(STRIP_STYLE)
        # Laid out by hand (see _lay_out): the chips give way to the window's width instead of
        # a layout's minimum widening the window.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.round_label = named(QLabel(self), "turn_round")
        self.chips: list[QLabel] = []
        self.more_chip = named(self._new_chip(), "turn_more")
        self.entries: tuple[TurnEntry, ...] = ()
        self._text_px = 0
        self.hide()

    def _new_chip(self) -> QLabel:
        chip = QLabel(self, alignment=Qt.AlignmentFlag.AlignCenter)
        chip.setProperty("turn_chip", True)
        chip.hide()
        return chip

    def set_entries(self, round_number: int, entries: tuple[TurnEntry, ...]) -> None:
        """Show ``entries`` for round ``round_number`` (no entries: hide the strip)."""
        self.entries = entries
        self.round_label.setText(self.tr("Round {number}").format(number=round_number))
        while len(self.chips) > len(entries):
            gone = self.chips.pop()
            gone.hide()  # at once: deleteLater waits for the event loop
            gone.deleteLater()
        while len(self.chips) < len(entries):
            self.chips.append(self._new_chip())
        for chip, entry in zip(self.chips, entries, strict=True):
            chip.setObjectName(f"turn_chip_{entry.combatant_id}")
            chip.setProperty("active", entry.active)
            chip.setProperty("out", entry.out and not entry.active)
        self.setVisible(bool(entries))
        # Dynamic properties take effect in a style sheet only after the style is re-applied; the
        # round label and the "+N" chip too, which may have missed a text size set while the
        # strip was hidden.
        self._restyle()

    def active_name(self) -> str | None:
        return next((entry.name for entry in self.entries if entry.active), None)

    def set_text_size(self, pixels: int) -> None:
        """Scale the strip's text with the window, so it reads from across the table."""
        pixels = max(12, pixels)
        if pixels != self._text_px:
            self._text_px = pixels
            # In the style sheet, not setFont: a style sheet's rules win over an inherited font.
            self.setStyleSheet(STRIP_STYLE + f"QLabel {{ font-size: {pixels}px; }}")
            self._restyle()

    def _restyle(self) -> None:
        # The chips' widths are measured with the fonts the style sheet gives them.
        for label in (self.round_label, self.more_chip, *self.chips):
            label.style().unpolish(label)
            label.style().polish(label)
        self.updateGeometry()
        self._lay_out()

    # --- layout -------------------------------------------------------------------------------
    def _chip_height(self) -> int:
        labels = (self.round_label, *self.chips)
        for label in labels:
            label.ensurePolished()
        return max(label.sizeHint().height() for label in labels)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        # Never wider than a round label: the chips fit themselves into whatever width is left.
        self.round_label.ensurePolished()
        return QSize(2 * MARGIN_X + self.round_label.sizeHint().width(),
                     self._chip_height() + 2 * MARGIN_Y)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._lay_out()

    def _lay_out(self) -> None:
        height = self._chip_height()
        top = (self.height() - height) // 2
        round_width = self.round_label.sizeHint().width()
        self.round_label.setGeometry(MARGIN_X, top, round_width, height)
        left = MARGIN_X + round_width + SPACING
        room = self.width() - MARGIN_X - left
        # Each chip's natural width, and how much of it is border and padding, with its full name.
        natural: list[int] = []
        frame: list[int] = []
        for chip, entry in zip(self.chips, self.entries, strict=True):
            chip.ensurePolished()
            chip.setText(entry.name)
            natural.append(chip.sizeHint().width())
            frame.append(natural[-1] - chip.fontMetrics().horizontalAdvance(entry.name))
        self.more_chip.ensurePolished()
        self.more_chip.setText(f"+{len(self.entries)}")
        more_width = self.more_chip.sizeHint().width()
        active = next((i for i, entry in enumerate(self.entries) if entry.active), None)
        fit = fit_chips(natural, active, room, spacing=SPACING, more_width=more_width)
        shown = set(fit.shown)
        for index, chip in enumerate(self.chips):
            chip.setVisible(index in shown)
        x = left
        for index in fit.shown:
            chip, entry = self.chips[index], self.entries[index]
            width = natural[index] if fit.cap is None else min(natural[index], fit.cap)
            cut = width < natural[index]
            if cut:
                chip.setText(chip.fontMetrics().elidedText(
                    entry.name, Qt.TextElideMode.ElideRight, max(0, width - frame[index])))
            chip.setToolTip(entry.name if cut else "")
            chip.setGeometry(x, top, width, height)
            x += width + SPACING
        if fit.more:
            self.more_chip.setText(f"+{fit.more}")
            self.more_chip.setGeometry(x, top, self.more_chip.sizeHint().width(), height)
        self.more_chip.setVisible(bool(fit.more))
