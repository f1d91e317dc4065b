"""What the attack and the spell dialogs share (:class:`RollDialog`): the odds before the roll in
large tiles (:class:`OddsTile`), the refusal when there is none, the button with which the
program throws, the dice a player threw typed instead, and the sentence after.

The dialog asks its subclass for the preview and for the roll; it decides nothing: refusals, odds
and results all come from the session.
"""

from __future__ import annotations

from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ryf_desktop.ui.combat.enter_keys import EnterDialog
from ryf_desktop.ui.common.widgets import InlineMessage, dialog_buttons, fill, named, text_label
from ryf_desktop.ui.tones import Tone, tone_color

__all__ = ["OddsTile", "RollDialog"]

P = TypeVar("P")
D = TypeVar("D")
#: Shown in a tile or a label while there are no odds to show.
NONE = "—"


class OddsTile(QFrame):
    """One chance in large type over its caption: '62 %' over 'hit'."""

    def __init__(self, caption: str, tone: Tone, name: str = "") -> None:
        super().__init__()
        if name:
            self.setObjectName(name)
        self.tone = tone
        self.value_label = text_label(NONE, scale=2.2, bold=True)
        self.caption_label = text_label(caption, bold=True)
        for shown in (self.value_label, self.caption_label):
            shown.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        layout = fill(QVBoxLayout(self), self.value_label, self.caption_label)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(0)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._recolor()

    def set_value(self, text: str) -> None:
        self.value_label.setText(text)

    def _recolor(self) -> None:
        colour = tone_color(self.tone, self.palette())
        for label in (self.value_label, self.caption_label):
            palette = label.palette()
            palette.setColor(QPalette.ColorRole.WindowText, colour)
            label.setPalette(palette)
        if self.tone is not Tone.NEUTRAL:
            # A wash of the tone behind the number: hit, critical and fumble tell apart at a
            # glance, in a light or a dark theme.
            palette = self.palette()
            base = palette.color(QPalette.ColorRole.Base)
            wash = QColor.fromRgbF(
                base.redF() * 0.86 + colour.redF() * 0.14,
                base.greenF() * 0.86 + colour.greenF() * 0.14,
                base.blueF() * 0.86 + colour.blueF() * 0.14,
            )
            if wash != palette.color(QPalette.ColorRole.Window):
                palette.setColor(QPalette.ColorRole.Window, wash)
                self.setPalette(palette)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._recolor()


class RollDialog(EnterDialog, Generic[P, D]):
    """A roll's dialog named ``prefix``: the subclass makes its own widgets, then calls
    :meth:`_roll_part` for the buttons and the dice typed; ``preview_shown`` is the preview on
    show (None while there is only a refusal)."""

    def __init__(self, prefix: str, title: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName(f"combat_{prefix}_dialog")
        self.setWindowTitle(title)
        self.preview_shown: P | None = None
        #: The odds tiles, and the labels that say what the odds are of: a refusal blanks them.
        self.tiles: tuple[OddsTile, ...] = ()
        self.preview_labels: tuple[QLabel, ...] = ()
        self.refusal_label = named(InlineMessage(), f"{prefix}_refusal")
        self.table_error = named(InlineMessage(), f"{prefix}_table_error")
        self.buttons = dialog_buttons(self, buttons=QDialogButtonBox.StandardButton.Close)

    def _roll_part(
        self, roll: QPushButton, table: QPushButton, *edits: QLineEdit
    ) -> tuple[QWidget | QHBoxLayout, ...]:
        """The default button ``roll`` (the program throws), then the dice thrown at the table
        typed in ``edits`` and used by ``table``; what to add to the layout, in order."""
        self.roll_button, self.table_button, self.dice_edits = roll, table, edits
        roll.setDefault(True)
        roll.clicked.connect(self.roll)
        table.clicked.connect(self.use_table_dice)
        caption = QLabel(
            QCoreApplication.translate("RollDialog", "Or the dice thrown at the table:"))
        row = fill(QHBoxLayout(), *((edit, 1) for edit in edits), table)
        return roll, caption, row, self.table_error

    def _enable_rolling(self, enabled: bool) -> None:
        for widget in (self.roll_button, self.table_button, *self.dice_edits):
            widget.setEnabled(enabled)

    def _show_refusal(self, reason: str) -> None:
        """No odds to show, and why; no roll until the choices change."""
        self.preview_shown = None
        for tile in self.tiles:
            tile.set_value(NONE)
        for label in self.preview_labels:
            label.clear()
        self.refusal_label.set_message(reason)
        self._enable_rolling(False)

    def roll(self) -> None:
        """The program throws."""
        self._submit(None)

    def use_table_dice(self) -> None:
        """The dice a player threw, as typed."""
        if not self.table_button.isEnabled():
            return
        try:
            dice = self._read_dice()
        except ValueError as error:
            self.table_error.set_message(str(error))
            return
        self.table_error.set_message("")
        if self._submit(dice):
            for edit in self.dice_edits:
                edit.clear()

    def _told(self, problem: str | None) -> bool:
        """The session's refusal of a roll shown under the dice; whether there was none."""
        # Cleared on success too: an earlier refusal is stale now.
        self.table_error.set_message(problem or "")
        return problem is None

    # --- what each dialog does its own way ----------------------------------------------------
    def _read_dice(self) -> D:
        """The dice typed, read (ValueError says what is wrong with them)."""
        raise NotImplementedError

    def _submit(self, dice: D | None) -> bool:
        """Make the roll with ``dice`` (None: the program throws); whether it was made."""
        raise NotImplementedError
