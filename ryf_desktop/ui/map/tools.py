"""The map's tools: move tokens (with the combat's movement rules), paint square layers with a
brush or a rectangle, place and open doors, measure with the ruler, calibrate the background.

A tool turns mouse events into calls on the :class:`~ryf_desktop.ui.map.controller.MapController`
(which pushes the session's commands) and into what the scene shows meanwhile (the reach area,
the route, a brush preview). It decides nothing about the rules: costs and routes come from
the session's board of the drag (:mod:`~ryf_desktop.session.present.map_view`) and distances from
``rules.movement``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor

from ryf_desktop.rules.attacks import BAND_DIFFICULTY, Ranges, ranged_band
from ryf_desktop.rules.movement import (
    MoveCheck,
    Square,
    distance_m,
    footprint_distance_m,
)
from ryf_desktop.session.present.combat_view import Movement, combat_view_of
from ryf_desktop.ui.map import labels
from ryf_desktop.ui.map.geometry import (
    SQUARE_PX,
    brush_squares,
    squares_in_rect,
    squares_on_segment,
)
from ryf_desktop.ui.map.tokens import TOKEN_Z, TokenItem
from ryf_desktop.ui.map.tool_base import MapTool, ToolEvent
from ryf_desktop.ui.map.wall_tools import door_near

if TYPE_CHECKING:
    from ryf_desktop.ui.map.controller import MapController

translate = QCoreApplication.translate

ROUTE_OK = QColor("#1565c0")
ROUTE_REFUSED = QColor("#c62828")
RULER_COLOUR = QColor("#6a1b9a")

DRAGGED_Z = 45.0

FREE = "free"
COMBAT = "combat"
OVERRIDE = "override"


def label_area(controller: MapController) -> QRectF:
    """The part of the scene a route's label must stay in: what the view shows, a device pixel
    in from each edge (so rounding never puts a label's edge outside)."""
    view = controller.view
    inset = SQUARE_PX / max(view.square_px(), 1e-6)
    return view.visible_scene_rect().adjusted(inset, inset, -inset, -inset)


class MoveTool(MapTool):
    """Select and move tokens. In a running combat on this map only the active combatant's
    token moves, within the reach shown; Alt-drag (or the menu's "Move anyway") overrides."""

    cursor = Qt.CursorShape.ArrowCursor

    def __init__(self, controller: MapController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.item: TokenItem | None = None
        self.mode = FREE
        self.combatant_id: int | None = None
        self.start: Square = (0, 0)
        self.goal: Square = (0, 0)
        self.grab: Square = (0, 0)
        #: The token the menu's "Move anyway" armed: its next drag is an override.
        self.override_token: int | None = None
        self._route_pending = False

    def press(self, event: ToolEvent) -> bool:
        scene = self.controller.scene
        if scene is None:
            return False
        item = scene.token_at_square(event.square)
        if item is None:
            return False
        ctrl = bool(event.modifiers & Qt.KeyboardModifier.ControlModifier)
        if ctrl:
            item.setSelected(not item.isSelected())
            return True
        if not item.isSelected():
            scene.clearSelection()
            item.setSelected(True)
        if not self.controller.writable():
            return True
        override = event.alt or self.override_token == item.token_id
        self.override_token = None
        session = self.controller.session
        # Who may move, and why not, is the session's to say (its combat read model).
        movement = (Movement(FREE) if session is None else combat_view_of(session).movement(
            scene.map_id, item.token_id, override=override))
        mode, combatant_id = movement.mode, movement.combatant_id
        if mode is None:
            self.controller.report(movement.refusal)
            return True
        self.item = item
        self.mode = mode
        self.combatant_id = combatant_id
        self.start = item.square
        self.goal = item.square
        self.grab = (event.square[0] - item.square[0], event.square[1] - item.square[1])
        item.setZValue(DRAGGED_Z)  # over the other tokens, the reach and the fog while dragged
        scene.show_token(item)
        if mode == COMBAT and combatant_id is not None:
            self.controller.show_reach(combatant_id)
        return True

    def move(self, event: ToolEvent) -> None:
        item = self.item
        scene = self.controller.scene
        if item is None or scene is None:
            return
        goal = (event.square[0] - self.grab[0], event.square[1] - self.grab[1])
        if goal == self.goal:
            return
        self.goal = goal
        item.place_at(goal)
        # The token follows the mouse at once; the route is asked for once the mouse events
        # queued meanwhile are handled, so a fast drag asks only for where it ends up.
        if not self._route_pending:
            self._route_pending = True
            QTimer.singleShot(0, self, self._route_due)

    def _route_due(self) -> None:
        if self._route_pending:
            self._route_pending = False
            self.update_route()

    def update_route(self) -> None:
        """The cheapest route to the square under the token and its cost (combat moves)."""
        scene = self.controller.scene
        item = self.item
        if scene is None or scene.route is None or item is None:
            return
        if self.mode != COMBAT or self.combatant_id is None or self.goal == self.start:
            scene.route.clear()
            return
        check = self.check(self.goal)
        if check is None:
            scene.route.clear()
            return
        path = check.path or (self.start, self.goal)
        colour = ROUTE_OK if check.ok else ROUTE_REFUSED
        scene.route.set_route(path, labels.route_label(check), colour, size=item.size,
                              straight=check.path is None, keep_in=label_area(self.controller))

    def check(self, goal: Square) -> MoveCheck | None:
        if self.combatant_id is None:
            return None
        return self.controller.move_check(self.combatant_id, goal)

    def release(self, event: ToolEvent) -> None:
        item = self.item
        if item is None:
            return
        goal = self.goal
        mode, combatant_id = self.mode, self.combatant_id
        # Asked of the drag's board before the drag ends (the route may have asked already).
        check = self.check(goal) if mode == COMBAT and goal != self.start else None
        self._finish()
        if goal == self.start:
            item.place_at(self.start)
            return
        if mode == COMBAT and combatant_id is not None:
            done = self.controller.move_combatant(combatant_id, item.token_id, goal, check)
        elif mode == OVERRIDE:
            done = self.controller.override_move(item.token_id, goal)
        else:
            done = self.controller.move_token(item.token_id, goal)
        if not done:
            item.place_at(self.start)  # snaps back; the controller said why

    def double_click(self, event: ToolEvent) -> bool:
        scene = self.controller.scene
        if scene is None or scene.view_data is None:
            return False
        if scene.token_at_square(event.square) is not None:
            return False
        # A door on a line opens and closes as a door on a square does: a double click.
        thin = door_near(self.controller, event.scene_pos)
        if thin is not None:
            self.controller.toggle_thin_door(thin)
            return True
        if event.square in scene.view_data.doors:
            self.controller.toggle_door(event.square)
            return True
        return False

    def _finish(self) -> None:
        self._route_pending = False
        scene = self.controller.scene
        if self.item is not None:
            self.item.setZValue(TOKEN_Z)
            if scene is not None:
                scene.settle_token(self.item)
        self.item = None
        self.controller.drop_drag()
        if scene is not None:
            scene.clear_reach()
            if scene.route is not None:
                scene.route.clear()

    def cancel(self) -> None:
        item = self.item
        self._finish()
        if item is not None:
            item.place_at(self.start)


class PaintTool(MapTool):
    """Paints (or erases) squares of one layer: a brush stroke or a rectangle, one undo step."""

    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, controller: MapController, layer: str, *, on: bool,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.layer = layer
        self.on = on
        self.rectangle = False
        self.radius = 0
        self.erase = False
        self._squares: set[Square] = set()
        self._anchor: Square | None = None
        self._last: Square | None = None

    @property
    def paints(self) -> bool:
        """Whether a stroke adds squares (False: it takes them away)."""
        return self.on != self.erase

    def press(self, event: ToolEvent) -> bool:
        if self.controller.scene is None or not self.controller.writable():
            return False
        self._anchor = event.square
        self._last = event.square
        self._squares = set()
        self._add(event.square)
        return True

    def _add(self, square: Square) -> None:
        scene = self.controller.scene
        if scene is None or scene.view_data is None or self._anchor is None:
            return
        data = scene.view_data
        if self.rectangle:
            self._squares = squares_in_rect(self._anchor, square, data.width, data.height)
        else:
            last = self._last or square
            for point in squares_on_segment(last, square):
                self._squares |= {
                    near for near in brush_squares(point, self.radius) if data.on_map(near)
                }
            self._last = square
        scene.show_preview(self._squares, erase=not self.paints)

    def move(self, event: ToolEvent) -> None:
        if self._anchor is not None:
            self._add(event.square)

    def release(self, event: ToolEvent) -> None:
        if self._anchor is None:
            return
        squares = set(self._squares)
        self.cancel()
        if squares:
            self.controller.paint(self.layer, squares, on=self.paints)

    def cancel(self) -> None:
        self._anchor = None
        self._last = None
        self._squares = set()
        scene = self.controller.scene
        if scene is not None:
            scene.clear_preview()


class DoorTool(MapTool):
    """A click puts a door on a square (in a wall, the wall gives way), opens or closes a door
    that is there, or with Erase takes it away."""

    cursor = Qt.CursorShape.PointingHandCursor

    def __init__(self, controller: MapController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.erase = False

    def press(self, event: ToolEvent) -> bool:
        scene = self.controller.scene
        if scene is None or scene.view_data is None or not self.controller.writable():
            return False
        if not scene.contains_square(event.square):
            return True
        thin = door_near(self.controller, event.scene_pos)
        if thin is not None and not self.erase:
            # A door on a line opens and closes as a door on a square does.
            self.controller.toggle_thin_door(thin)
            return True
        if event.square in scene.view_data.doors:
            if self.erase:
                self.controller.paint("doors", {event.square}, on=False)
            else:
                self.controller.toggle_door(event.square)
        elif not self.erase:
            self.controller.place_door(event.square)
        return True


class RulerTool(MapTool):
    """Measures from square to square under the campaign's diagonal rule; with a ranged weapon
    chosen it names the band and its difficulty. The measure stays until the next one."""

    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, controller: MapController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.ranges: Ranges | None = None
        self.start: Square | None = None
        self.end: Square | None = None
        self.text = ""

    def set_ranges(self, ranges: Ranges | None) -> None:
        self.ranges = ranges
        if self.start is not None and self.end is not None:
            self._show()

    def press(self, event: ToolEvent) -> bool:
        if self.controller.scene is None:
            return False
        self.start = event.square
        self.end = event.square
        self._show()
        return True

    def move(self, event: ToolEvent) -> None:
        if self.start is not None and event.square != self.end:
            self.end = event.square
            self._show()

    def measure(self, start: Square, end: Square) -> str:
        """The ruler's text from ``start`` to ``end``: metres, squares, band and difficulty."""
        scene = self.controller.scene
        rule = self.controller.diagonal_rule()
        first = scene.token_at_square(start) if scene is not None else None
        last = scene.token_at_square(end) if scene is not None else None
        if first is not None and last is not None and first is not last:
            # Token to token: between the nearest squares of their footprints.
            metres = footprint_distance_m(first.square, first.size, last.square, last.size, rule)
            steps = max(
                0,
                max(last.square[0] - (first.square[0] + first.size - 1),
                    first.square[0] - (last.square[0] + last.size - 1)),
                max(last.square[1] - (first.square[1] + first.size - 1),
                    first.square[1] - (last.square[1] + last.size - 1)),
            )
        else:
            metres = distance_m(start, end, rule)
            steps = max(abs(end[0] - start[0]), abs(end[1] - start[1]))
        text = labels.distance(metres, steps)
        if self.ranges is not None:
            band = ranged_band(metres, self.ranges)
            difficulty = BAND_DIFFICULTY[band] if band is not None else None
            text += " — " + labels.band_text(band, difficulty, self.ranges.farthest)
        data = None if scene is None else scene.view_data
        if data is not None and data.segments and not data.thin_walls.sees(start, end):
            # The ruler's line between the two centres crosses a thin wall or closed door.
            text += " — " + labels.line_blocked()
        return text

    def _show(self) -> None:
        scene = self.controller.scene
        if scene is None or scene.ruler is None or self.start is None or self.end is None:
            return
        self.text = self.measure(self.start, self.end)
        scene.ruler.set_route([self.start, self.end], self.text, RULER_COLOUR, straight=True,
                              keep_in=label_area(self.controller))
        self.controller.report(self.text)

    def release(self, event: ToolEvent) -> None:
        self.move(event)

    def cancel(self) -> None:
        self.start = None
        self.end = None
        self.text = ""
        scene = self.controller.scene
        if scene is not None and scene.ruler is not None:
            scene.ruler.clear()


class CalibrateTool(MapTool):
    """Drag across N squares of the background picture — or click at both ends — and say N: the
    controller aligns the grid (the first point becomes a corner of a square). One calibration
    and the tool is done (:attr:`finished`), answered or not: a later drag is no calibration."""

    cursor = Qt.CursorShape.CrossCursor
    # A press and release closer than this (scene units) is a click, not a drag.
    CLICK_SLACK = 6.0

    def __init__(self, controller: MapController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.start: QPointF | None = None
        self.end: QPointF | None = None
        self._first_click: QPointF | None = None

    def press(self, event: ToolEvent) -> bool:
        scene = self.controller.scene
        if scene is None or not scene.background.isVisible() or not self.controller.writable():
            self.controller.report(translate(
                "MapPanel", "This map has no background image to calibrate: import one first."))
            self.finished.emit()  # nothing to calibrate: the mouse moves tokens again
            return True
        self.start = self._first_click if self._first_click is not None else event.scene_pos
        self.end = event.scene_pos
        self.controller.show_calibration_line(self.start, self.end)
        return True

    def move(self, event: ToolEvent) -> None:
        if self.start is not None:
            self.end = event.scene_pos
            self.controller.show_calibration_line(self.start, self.end)

    def hover(self, event: ToolEvent) -> None:
        if self._first_click is not None:
            self.controller.show_calibration_line(self._first_click, event.scene_pos)

    def release(self, event: ToolEvent) -> None:
        if self.start is None:
            return
        start, end = self.start, event.scene_pos
        if self._first_click is None and (end - start).manhattanLength() < self.CLICK_SLACK:
            self._first_click = start  # a click: the second click ends the measure
            self.start = None
            return
        self.cancel()
        self.controller.finish_calibration_drag(start, end)
        self.finished.emit()

    def cancel(self) -> None:
        self.start = None
        self.end = None
        self._first_click = None
        self.controller.hide_calibration_line()

    def escape(self) -> None:
        self.cancel()
        self.finished.emit()
