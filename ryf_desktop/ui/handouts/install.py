"""Puts the Handouts dock into the main window, and its two table actions into Window → Table
screen: *Show the handout to the table* (Ctrl+Shift+H, also while the players' window has the
focus) and *Take the handout down*."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMenu

from ryf_desktop.ui.handouts.controller import HandoutsController
from ryf_desktop.ui.handouts.panel import HandoutsPanel
from ryf_desktop.ui.window_parts import HandoutsHost

DOCK_NAME = "handouts"


def install_handouts(
    window: HandoutsHost,
    *,
    area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
) -> HandoutsController:
    """Add the Handouts dock to ``window`` following ``window.campaign``; its actions go into
    the table screen's menu when there is one. ValueError when the window has the dock already."""
    if DOCK_NAME in window.dock_names():
        msg = f"the window already has a {DOCK_NAME!r} dock"
        raise ValueError(msg)
    panel = HandoutsPanel()
    controller = HandoutsController(panel, window.campaign, panel)
    window.add_dock(DOCK_NAME, QCoreApplication.translate("HandoutsPanel", "Handouts"), panel,
                    area)
    controller.message.connect(lambda text: window.statusBar().showMessage(text, 6000))
    actions = [controller.show_action, controller.take_down_action]
    # The keys work wherever the GM is in the window, the dock shown or not.
    window.addActions(actions)
    from ryf_desktop.ui.table_screen import TableScreenControl
    from ryf_desktop.ui.table_screen.install import TABLE_MENU_NAME

    menu = window.menuBar().findChild(QMenu, TABLE_MENU_NAME)
    if isinstance(menu, QMenu):
        menu.addSeparator()
        menu.addActions(actions)
    control = window.window().findChild(TableScreenControl)
    if control is not None:
        # And while the players' window has the focus, like Blackout.
        control.table.addActions(actions)
    return controller
