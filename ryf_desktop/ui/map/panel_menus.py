"""The map's right-click menu: what the GM may do with the token or the door under the mouse
(a door on a square or on a line)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, SignalInstance
from PySide6.QtWidgets import QMenu, QWidget

from ryf_desktop.ui.map.geometry import square_at
from ryf_desktop.ui.map.tools import MoveTool
from ryf_desktop.ui.map.wall_tools import door_near

if TYPE_CHECKING:
    from ryf_desktop.ui.map.controller import MapController
    from ryf_desktop.ui.map.scene import MapScene
    from ryf_desktop.ui.map.tokens import TokenItem
    from ryf_desktop.ui.map.tool_base import MapTool

# Written out at every call site so that pyside6-lupdate finds the strings (the panel's context).
translate = QCoreApplication.translate


class MenuHost(Protocol):
    """What the menu uses of the map panel (:class:`~ryf_desktop.ui.map.panel.MapPanel`)."""

    @property
    def controller(self) -> MapController: ...

    @property
    def tools(self) -> Mapping[str, MapTool]: ...

    @property
    def status_message(self) -> SignalInstance: ...

    def choose_tool(self, key: str) -> None: ...


def context_menu(panel: MenuHost, parent: QWidget, scene_pos: QPointF) -> QMenu | None:
    """The menu (a child of ``parent``) for the token (or door) at a scene point; None when
    there is nothing."""
    controller = panel.controller
    scene = controller.scene
    if scene is None or scene.view_data is None or not controller.writable():
        return None
    square = square_at(scene_pos)
    item = scene.token_at_square(square)
    menu = QMenu(parent)
    if item is not None:
        _token_menu(panel, menu, scene, item)
        return menu
    thin = door_near(controller, scene_pos)
    if thin is not None:
        door = menu.addAction(translate("MapPanel", "Open the door") if thin.closed
                              else translate("MapPanel", "Close the door"))
        door.triggered.connect(lambda: controller.toggle_thin_door(thin))
        return menu
    if square in scene.view_data.doors:
        opened = square in scene.view_data.open_doors
        door = menu.addAction(translate("MapPanel", "Close the door") if opened
                              else translate("MapPanel", "Open the door"))
        door.triggered.connect(lambda: controller.toggle_door(square))
        return menu
    menu.deleteLater()
    return None


def _token_menu(panel: MenuHost, menu: QMenu, scene: MapScene, item: TokenItem) -> None:
    controller = panel.controller
    token = item.token
    move_tool = panel.tools["select"]
    anyway = menu.addAction(translate("MapPanel", "Move anyway (override)…"))
    anyway.setObjectName("move_anyway")
    anyway.setStatusTip(translate(
        "MapPanel", "The next drag of this token ignores the movement rules; it is logged"))

    def arm() -> None:
        if isinstance(move_tool, MoveTool):
            move_tool.override_token = token.id
        panel.choose_tool("select")
        panel.status_message.emit(translate(
            "MapPanel",
            "Drag {name} where it should go: this move ignores the movement rules and "
            "is logged as an override.").format(name=token.name))

    anyway.triggered.connect(arm)
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
