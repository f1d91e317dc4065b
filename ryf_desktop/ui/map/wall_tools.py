"""The GM's tools for thin walls and doors on lines: draw a line (snapped to square corners,
free with Shift), erase lines under the cursor, and a click on a thin door opens or closes it."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, Qt

from ryf_desktop.rules.map_features import Segment, SegmentKind
from ryf_desktop.session import map_features_commands
from ryf_desktop.ui.map.geometry import SQUARE_PX
from ryf_desktop.ui.map.segments_layer import near_segments, scene_point
from ryf_desktop.ui.map.tools import PICK_REACH, DragTool, PanelTool, door_near
from ryf_desktop.ui.map.view import ToolEvent

if TYPE_CHECKING:
    from ryf_desktop.ui.map.controller import MapController

#: Free lines are kept to this fraction of a square (the file stays readable, ends meet).
FREE_STEP = 0.01


class LineTool(DragTool[tuple[float, float]]):
    """Press, drag and release to draw one thin wall (or door) between two square corners;
    Shift draws a free line. A click on a thin door without dragging opens or closes it."""

    pressed_at: QPointF | None = None

    def __init__(self, controller: MapController, kind: SegmentKind) -> None:
        super().__init__(controller)
        self.kind = kind

    def point(self, event: ToolEvent) -> tuple[float, float] | None:
        """The point of ``event`` in squares: the nearest square corner, or (with Shift) where
        the mouse is; kept within the map. None when no map is shown."""
        scene = self.controller.scene
        data = None if scene is None else scene.view_data
        if data is None:
            return None
        step = FREE_STEP if event.modifiers & Qt.KeyboardModifier.ShiftModifier else 1.0
        x = round(event.scene_pos.x() / SQUARE_PX / step) * step
        y = round(event.scene_pos.y() / SQUARE_PX / step) * step
        return (min(max(x, 0.0), float(data.width)), min(max(y, 0.0), float(data.height)))

    def press(self, event: ToolEvent) -> bool:
        if not self.controller.writable():
            return False
        self.pressed_at = event.scene_pos
        return super().press(event)

    def done(self, start: tuple[float, float], end: tuple[float, float]) -> None:
        if start != end:
            segment = Segment(*start, *end, self.kind)
            self.controller.on_map(map_features_commands.AddSegments, [segment])
            return
        door = None if self.pressed_at is None else door_near(self.controller, self.pressed_at)
        if door is not None:
            self.controller.on_map(map_features_commands.ToggleThinDoor, door)

    def show(self, start: tuple[float, float], end: tuple[float, float]) -> None:
        scene = self.controller.scene
        if scene is not None and scene.stroke is not None:
            scene.stroke.set_shape(QLineF(scene_point(*start), scene_point(*end)),
                                   door=self.kind is SegmentKind.DOOR)

    def clear(self) -> None:
        scene = self.controller.scene
        if scene is not None and scene.stroke is not None:
            scene.stroke.set_shape()


class LineEraserTool(PanelTool):
    """Press and drag over thin walls, objects and doors to erase them (one step a stroke)."""

    picked: list[Segment] | None = None
    # Where the mouse was at the last move of the stroke, in squares.
    last: tuple[float, float] | None = None

    def press(self, event: ToolEvent) -> bool:
        if not self.controller.writable() or self.controller.scene is None:
            return False
        self.picked = []
        self.last = None
        self.move(event)
        return True

    def move(self, event: ToolEvent) -> None:
        """Pick the lines near the mouse's path since the last move (a quick drag skips squares
        between two moves: the path is sampled every tenth of a square)."""
        self.hover(event)
        scene = self.controller.scene
        data = None if scene is None else scene.view_data
        if self.picked is None or data is None:
            return
        x, y = event.scene_pos.x() / SQUARE_PX, event.scene_pos.y() / SQUARE_PX
        last, self.last = self.last or (x, y), (x, y)
        steps = max(1, math.ceil(math.hypot(x - last[0], y - last[1]) / 0.1))
        for step in range(steps + 1):
            t = step / steps
            for segment in near_segments(data.segments, last[0] + (x - last[0]) * t,
                                         last[1] + (y - last[1]) * t, PICK_REACH):
                if segment not in self.picked:
                    self.picked.append(segment)

    def hover(self, event: ToolEvent) -> None:
        scene = self.controller.scene
        if scene is not None and scene.stroke is not None:
            scene.stroke.set_shape(circle=(event.scene_pos, PICK_REACH * SQUARE_PX))

    def release(self, event: ToolEvent) -> None:
        self.move(event)
        picked, self.picked = self.picked, None
        if picked:
            self.controller.on_map(map_features_commands.RemoveSegments, picked)

    def cancel(self) -> None:
        self.picked = None
        self.last = None
        scene = self.controller.scene
        if scene is not None and scene.stroke is not None:
            scene.stroke.set_shape()
