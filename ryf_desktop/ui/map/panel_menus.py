"""The map's right-click menu: what the GM may do with the token or the door under the mouse
(a door on a square or on a line)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtWidgets import QMenu, QWidget

from ryf_desktop.ui.map.geometry import square_at
from ryf_desktop.ui.map.tools import door_near

if TYPE_CHECKING:
    from ryf_desktop.session.map_queries import TokenView
    from ryf_desktop.ui.map.controller import MapController
    from ryf_desktop.ui.map.scene import MapScene
    from ryf_desktop.ui.map.tokens import TokenItem

# Written out at every call site so that pyside6-lupdate finds the strings (the panel's context).
translate = QCoreApplication.translate


def context_menu(controller: MapController, parent: QWidget, scene_pos: QPointF,
                 move_anyway: Callable[[TokenView], None]) -> QMenu | None:
    """The menu (a child of ``parent``) for the token (or door) at a scene point; None when
    there is nothing. ``move_anyway(token)`` arms the next drag of the token as an override."""
    scene = controller.scene
    if scene is None or scene.view_data is None or not controller.writable():
        return None
    square = square_at(scene_pos)
    item = scene.token_at_square(square)
    menu = QMenu(parent)
    if item is not None:
        _token_menu(controller, menu, scene, item, move_anyway)
        return menu
    thin = door_near(controller, scene_pos)
    if thin is None and square not in scene.view_data.doors:
        menu.deleteLater()
        return None
    closed = thin.closed if thin is not None else square not in scene.view_data.open_doors
    door = menu.addAction(translate("MapPanel", "Open the door") if closed
                          else translate("MapPanel", "Close the door"))
    door.triggered.connect(lambda: controller.toggle_door(square) if thin is None
                           else controller.toggle_thin_door(thin))
    return menu


def _token_menu(controller: MapController, menu: QMenu, scene: MapScene, item: TokenItem,
                move_anyway: Callable[[TokenView], None]) -> None:
    token = item.token
    anyway = menu.addAction(translate("MapPanel", "Move anyway (override)…"))
    anyway.setObjectName("move_anyway")
    anyway.setStatusTip(translate(
        "MapPanel", "The next drag of this token ignores the movement rules; it is logged"))
    anyway.triggered.connect(lambda: move_anyway(token))
    hide = menu.addAction(translate("MapPanel", "Show to the players") if token.hidden
                          else translate("MapPanel", "Hide from the players"))
    hide.triggered.connect(lambda: controller.set_hidden(token.id, not token.hidden))
    sizes = menu.addMenu(translate("MapPanel", "Size"))
    for size in (1, 2, 3):
        action = sizes.addAction(f"{size}×{size}")
        action.setCheckable(True)
        action.setChecked(size == token.size)
        action.triggered.connect(lambda _=False, size=size: controller.set_size(token.id, size))
    sight = menu.addAction(translate("MapPanel", "Reveal what it sees"))

    def reveal_for_token() -> None:
        scene.clearSelection()
        item.setSelected(True)
        controller.reveal_from_sight()

    sight.triggered.connect(reveal_for_token)
    menu.addSeparator()
    delete = menu.addAction(translate("MapPanel", "Delete token"))
    delete.triggered.connect(lambda: controller.delete_token(token.id))
