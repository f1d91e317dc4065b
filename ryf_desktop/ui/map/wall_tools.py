"""The GM's tools for thin walls and doors on lines: draw a line (snapped to square corners,
free with Shift), erase lines under the cursor, and a click on a thin door opens or closes it.

Each stroke is one command (:mod:`ryf_desktop.session.map_features_commands`), so one undo
step; the tools decide nothing about the rules.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Qt

from ryf_desktop.rules.map_features import Segment, SegmentKind
from ryf_desktop.ui.map.geometry import SQUARE_PX
from ryf_desktop.ui.map.segments_layer import near_segments, scene_point
from ryf_desktop.ui.map.tool_base import MapTool, ToolEvent

if TYPE_CHECKING:
    from ryf_desktop.ui.map.controller import MapController

#: How near (in squares) the cursor must be to a line to erase it or to open its door.
PICK_REACH = 0.3
#: Free lines are kept to this fraction of a square (the file stays readable, ends meet).
FREE_STEP = 0.01


def grid_point(controller: MapController, event: ToolEvent) -> tuple[float, float] | None:
    """The point of ``event`` in squares: the nearest square corner, or (with Shift) where the
    mouse is; kept within the map. None when no map is shown."""
    scene = controller.scene
    data = None if scene is None else scene.view_data
    if data is None:
        return None
    x = event.scene_pos.x() / SQUARE_PX
    y = event.scene_pos.y() / SQUARE_PX
    if event.shift:
        x, y = round(x / FREE_STEP) * FREE_STEP, round(y / FREE_STEP) * FREE_STEP
    else:
        x, y = float(round(x)), float(round(y))
    return (min(max(x, 0.0), float(data.width)), min(max(y, 0.0), float(data.height)))


def door_near(controller: MapController, scene_pos: QPointF) -> Segment | None:
    """The thin door under the cursor, if any (the nearest)."""
    scene = controller.scene
    data = None if scene is None else scene.view_data
    if data is None:
        return None
    x, y = scene_pos.x() / SQUARE_PX, scene_pos.y() / SQUARE_PX
    doors = [s for s in data.segments if s.kind is SegmentKind.DOOR]
    found = near_segments(doors, x, y, PICK_REACH)
    return found[0] if found else None


class LineTool(MapTool):
    """Press, drag and release to draw one thin wall (or door) between two square corners;
    Shift draws a free line. A click on a thin door without dragging opens or closes it."""

    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, controller: MapController, kind: SegmentKind,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.kind = kind
        self.start: tuple[float, float] | None = None
        self.end: tuple[float, float] | None = None
        self.pressed_at: QPointF | None = None

    def press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton or not self.controller.writable():
            return False
        point = grid_point(self.controller, event)
        if point is None:
            return False
        self.start = self.end = point
        self.pressed_at = event.scene_pos
        self._show()
        return True

    def move(self, event: ToolEvent) -> None:
        if self.start is None:
            return
        point = grid_point(self.controller, event)
        if point is not None and point != self.end:
            self.end = point
            self._show()

    def release(self, event: ToolEvent) -> None:
        self.move(event)
        start, end, pressed_at = self.start, self.end, self.pressed_at
        self.cancel()
        if start is None or end is None:
            return
        if start == end:
            door = door_near(self.controller, pressed_at or event.scene_pos)
            if door is not None:
                self.controller.toggle_thin_door(door)
            return
        self.controller.add_segments([Segment(start[0], start[1], end[0], end[1], self.kind)])

    def _show(self) -> None:
        scene = self.controller.scene
        if scene is None or scene.stroke is None or self.start is None or self.end is None:
            return
        scene.stroke.show_line(scene_point(*self.start), scene_point(*self.end),
                               door=self.kind is SegmentKind.DOOR)

    def cancel(self) -> None:
        self.start = self.end = None
        self.pressed_at = None
        scene = self.controller.scene
        if scene is not None and scene.stroke is not None:
            scene.stroke.clear()


class LineEraserTool(MapTool):
    """Press and drag over thin walls, objects and doors to erase them (one step a stroke)."""

    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, controller: MapController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.picked: list[Segment] | None = None
        # Where the mouse was at the last move of the stroke, in squares.
        self.last: tuple[float, float] | None = None

    def _under(self, event: ToolEvent) -> list[Segment]:
        """The lines near the mouse's path since the last move (a quick drag skips squares
        between two moves: the path is sampled every tenth of a square)."""
        scene = self.controller.scene
        data = None if scene is None else scene.view_data
        x, y = event.scene_pos.x() / SQUARE_PX, event.scene_pos.y() / SQUARE_PX
        last, self.last = self.last or (x, y), (x, y)
        if data is None:
            return []
        steps = max(1, math.ceil(math.hypot(x - last[0], y - last[1]) / 0.1))
        found: list[Segment] = []
        for step in range(steps + 1):
            t = step / steps
            for segment in near_segments(data.segments, last[0] + (x - last[0]) * t,
                                         last[1] + (y - last[1]) * t, PICK_REACH):
                if segment not in found:
                    found.append(segment)
        return found

    def press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton or not self.controller.writable():
            return False
        if self.controller.scene is None:
            return False
        self.picked = []
        self.last = None
        self.move(event)
        return True

    def move(self, event: ToolEvent) -> None:
        self.hover(event)
        if self.picked is None:
            return
        for segment in self._under(event):
            if segment not in self.picked:
                self.picked.append(segment)

    def hover(self, event: ToolEvent) -> None:
        scene = self.controller.scene
        if scene is not None and scene.stroke is not None:
            scene.stroke.show_circle(event.scene_pos, PICK_REACH * SQUARE_PX)

    def release(self, event: ToolEvent) -> None:
        self.move(event)
        picked, self.picked = self.picked, None
        if picked:
            self.controller.remove_segments(picked)

    def cancel(self) -> None:
        self.picked = None
        self.last = None
        scene = self.controller.scene
        if scene is not None and scene.stroke is not None:
            scene.stroke.clear()
