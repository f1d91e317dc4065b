"""The combat dock: the tracker's view and model with the controller that drives them."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.ui.combat.controller import CombatController, SessionSource
from ryf_desktop.ui.combat.forecast_panel import CombatForecast, ForecastPanel
from ryf_desktop.ui.combat.tracker_model import TrackerModel
from ryf_desktop.ui.combat.tracker_view import TrackerView


class CombatDock(QWidget):
    """The tracker for whatever campaign ``sessions`` has open; ``rng`` scripts the dice."""

    def __init__(
        self,
        sessions: SessionSource,
        *,
        rng: RandomSource | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("combat_dock")
        self.model = TrackerModel(self)
        self.view = TrackerView(self.model, self)
        self.controller = CombatController(self.view, sessions, rng=rng, parent=self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        # The forecast of the fight from where it stands, after every step (issue #26).
        self.forecast_panel = ForecastPanel(self, compact=True)
        self.forecast = CombatForecast(self.forecast_panel, sessions)
        layout.addWidget(self.forecast_panel)
