"""The attack dialog's "Secret roll" box, bound both ways to the main window's secret-rolls switch.

Ticking it makes the GM's rolls secret (for this campaign, as the Dice dock's toggle does), and
the switch turned elsewhere ticks or clears it: the two never disagree.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QWidget

from ryf_desktop.ui.secret_rolls import SecretRolls


class SecretRollCheck(QCheckBox):
    """Shows and sets ``switch`` (without one, a box of its own dialog alone)."""

    def __init__(self, switch: SecretRolls | None, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("&Secret roll"), parent)
        self.setObjectName("attack_secret")
        self.setToolTip(
            self.tr("Keep the GM's rolls off the table screen: only the game master sees them")
        )
        self.switch = switch
        if switch is not None:
            self.setChecked(switch.secret)
            self.toggled.connect(switch.set_secret)
            switch.changed.connect(self.setChecked)
