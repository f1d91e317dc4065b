"""The dice roller as one widget for a dock: its view plus the controller that drives it."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.ui.common.widgets import fill
from ryf_desktop.ui.dice.controller import DiceRollerController
from ryf_desktop.ui.dice.view import DiceRollerView


class DiceRoller(QWidget):
    """Pass ``rng`` (anything with ``randint``) to script the dice, e.g. ``random.Random(7)``."""

    def __init__(self, rng: RandomSource | None = None) -> None:
        super().__init__()
        self.setObjectName("dice_roller_panel")
        self.view = DiceRollerView(self)
        self.controller = DiceRollerController(
            self.view, rng if rng is not None else random.Random(), self)
        fill(QVBoxLayout(self), self.view, margin=0)
