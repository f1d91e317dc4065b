"""The combat round manager: the tracker dock (:class:`CombatDock`) and the dialogs of a fight,
each a window of the GM's main window; every change is a session command. :func:`install_combat`
puts the dock in the main window with a Combat menu holding every step of a fight and its
shortcut, so a GM runs a combat from the keyboard whether the dock is shown or not.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.ui.combat.controller import CombatController, SessionSource
from ryf_desktop.ui.combat.forecast_panel import CombatForecast, ForecastPanel
from ryf_desktop.ui.combat.tracker_model import TrackerModel
from ryf_desktop.ui.combat.tracker_view import TrackerView
from ryf_desktop.ui.common.widgets import fill
from ryf_desktop.ui.dock_layout import DockBody
from ryf_desktop.ui.window_parts import CombatHost

__all__ = ["CombatDock", "install_combat"]

DOCK_NAME = "combat"
MENU_NAME = "combat_menu"
#: The Combat menu: the controller's actions by name, the Other actions submenu ("other"), and
#: separators (None).
MENU = ("start", "roll_all", "begin", None, "next", "previous", "attack", "double_action",
        "opposed", "other", None, "end")


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
        # The forecast of the fight from where it stands, after every step (issue #26).
        self.forecast_panel = ForecastPanel(self, compact=True)
        self.forecast = CombatForecast(self.forecast_panel, sessions)
        # Scrolled when the dock is too short for the fight (see DockBody).
        self.scroll_area = DockBody("combat_scroll")
        fill(QVBoxLayout(self), self.scroll_area, margin=0)
        fill(QVBoxLayout(self.scroll_area.body()), (self.view, 1), self.forecast_panel, margin=0)


def install_combat(
    window: CombatHost,
    *,
    rng: RandomSource | None = None,
    area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
) -> CombatDock:
    """Add the tracker to ``window`` as the dock ``"combat"`` following ``window.campaign``,
    and a Combat menu before Help. ValueError when the window has a combat dock already."""
    if DOCK_NAME in window.dock_names():
        msg = f"the window already has a {DOCK_NAME!r} dock"
        raise ValueError(msg)
    dock = CombatDock(window.campaign, rng=rng)
    window.add_dock(DOCK_NAME, QCoreApplication.translate("CombatDock", "Combat"), dock, area)
    controller = dock.controller
    controller.secret_rolls = window.secret_rolls
    # The Other actions menu by its key while the dock is hidden too (the menu bar shows it only
    # as a submenu, which carries no shortcut).
    window.addAction(controller.action_named["other"])
    menu = window.menuBar().addMenu(QCoreApplication.translate("CombatDock", "&Combat"))
    menu.setObjectName(MENU_NAME)
    # Before Help, where menus of a document's work go.
    window.menuBar().insertAction(window.help_menu.menuAction(), menu.menuAction())
    for name in MENU:
        if name is None:
            menu.addSeparator()
        elif name == "other":
            menu.addMenu(controller.other.menu)
        else:
            menu.addAction(controller.action_named[name])
    return dock
