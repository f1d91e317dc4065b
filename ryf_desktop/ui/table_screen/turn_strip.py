"""The turn-order strip across the top of the players' window.

:func:`strip_entries` turns the session's combat view into what the players may see (pure, so
it is tested without widgets); :class:`TurnStrip` lays the entries out, the active one
highlighted and the fallen greyed.
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

if TYPE_CHECKING:
    from ryf_desktop.session.combat_queries import CombatView

# Combat status in which the strip shows (a combat being prepared has no order yet).
RUNNING = "running"

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
class StripEntry:
    """One combatant as the players see it in the strip."""

    combatant_id: int
    name: str
    side: str
    active: bool
    out: bool


def strip_entries(
    view: CombatView | None, hidden_token_ids: Set[int] = frozenset()
) -> tuple[StripEntry, ...]:
    """This round's order for the players: empty unless a combat runs.

    A combatant whose token the GM hides on the map is left out, so the strip never tells the
    players about a monster the map does not show them.
    """
    if view is None or view.status != RUNNING:
        return ()
    return tuple(
        StripEntry(
            combatant_id=row.id,
            name=row.name,
            side=row.side,
            active=row.id == view.active_id,
            out=row.out,
        )
        for row in view.combatants
        if row.token_id is None or row.token_id not in hidden_token_ids
    )


class TurnStrip(QFrame):
    """The round number and the combatants in order; hidden while no combat runs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turn_strip")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(STRIP_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(8, 6, 8, 6)
        self._layout.setSpacing(8)
        self.round_label = QLabel()
        self.round_label.setObjectName("turn_round")
        self._layout.addWidget(self.round_label)
        self._layout.addStretch(1)
        self.chips: list[QLabel] = []
        self.entries: tuple[StripEntry, ...] = ()
        self._text_px = 0
        self.hide()

    def set_entries(self, round_number: int, entries: tuple[StripEntry, ...]) -> None:
        """Show ``entries`` for round ``round_number`` (no entries: hide the strip)."""
        self.entries = entries
        self.round_label.setText(self.tr("Round {number}").format(number=round_number))
        while len(self.chips) > len(entries):
            chip = self.chips.pop()
            self._layout.removeWidget(chip)
            chip.deleteLater()
        while len(self.chips) < len(entries):
            chip = QLabel()
            chip.setProperty("turn_chip", True)
            chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._layout.insertWidget(self._layout.count() - 1, chip)
            self.chips.append(chip)
        for chip, entry in zip(self.chips, entries, strict=True):
            chip.setText(entry.name)
            chip.setObjectName(f"turn_chip_{entry.combatant_id}")
            chip.setProperty("active", entry.active)
            chip.setProperty("out", entry.out and not entry.active)
            # Dynamic properties take effect in a style sheet only after the style is re-applied.
            chip.style().unpolish(chip)
            chip.style().polish(chip)
        self.setVisible(bool(entries))

    def active_name(self) -> str | None:
        """The highlighted combatant's name, if one is shown."""
        return next((entry.name for entry in self.entries if entry.active), None)

    def set_text_size(self, pixels: int) -> None:
        """Scale the strip's text with the window, so it reads from across the table."""
        pixels = max(12, pixels)
        if pixels != self._text_px:
            self._text_px = pixels
            # In the style sheet, not setFont: a style sheet's rules win over an inherited font.
            self.setStyleSheet(STRIP_STYLE + f"QLabel {{ font-size: {pixels}px; }}")
