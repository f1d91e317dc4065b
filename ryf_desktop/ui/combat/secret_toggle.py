"""The attack dialog's "Secret rolls" box, bound both ways to the main window's secret-rolls switch.

Ruling (issue 23): secret rolls are a mode, not one roll. Ticking the box makes every roll of the
GM secret — this attack, the next combatant's, the Dice dock's — until it is unticked here or in
the Dice dock (the same switch): the box says so in its words and its tip.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QWidget

from ryf_desktop.ui.secret_rolls import SecretRolls


class SecretRollCheck(QCheckBox):
    """Shows and sets ``switch`` (without one, a box of its own dialog alone)."""

    def __init__(self, switch: SecretRolls | None, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("&Secret rolls — stays on for every roll until unticked"),
                         parent)
        self.setObjectName("attack_secret")
        self.setToolTip(
            self.tr("A mode, like the Dice dock's Secret roll (the same switch): while it is "
                    "ticked, every roll of the game master — this attack, the next combatant's, "
                    "the Dice dock's — stays off the table screen and the phones. Untick it to "
                    "roll in the open again.")
        )
        self.switch = switch
        if switch is not None:
            self.setChecked(switch.secret)
            self.toggled.connect(switch.set_secret)
            switch.changed.connect(self.setChecked)
