"""The map's tools: move tokens (with the combat's movement rules), paint square layers with a
brush or a rectangle, place and open doors, measure with the ruler, calibrate the
background (thin walls and doors on lines: :mod:`~ryf_desktop.ui.map.wall_tools`); and the
right-click menu of the token or door under the mouse.

A tool turns mouse events into calls on the :class:`~ryf_desktop.ui.map.controller.MapController`
and into what the scene shows meanwhile; it decides nothing about the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsLineItem, QMenu, QWidget

from ryf_desktop.rules.attacks import BAND_DIFFICULTY, Ranges, ranged_band
from ryf_desktop.rules.map_features import Segment, SegmentKind
from ryf_desktop.rules.movement import MoveCheck, Square, footprint_distance_m
from ryf_desktop.session import map_commands, map_features_commands, map_queries
from ryf_desktop.session.present.combat_view import COMBAT, FREE, Movement, combat_view_of
from ryf_desktop.session.present.map_view import map_view_of
from ryf_desktop.ui.map import labels
from ryf_desktop.ui.map.geometry import (
    SQUARE_PX,
    brush_squares,
    square_at,
    squares_in_rect,
    squares_on_segment,
)
from ryf_desktop.ui.map.scene_style import ERASE_PREVIEW, MARKS_Z, PAINT_PREVIEW
from ryf_desktop.ui.map.segments_layer import near_segments
from ryf_desktop.ui.map.tokens import TOKEN_Z, TokenItem
from ryf_desktop.ui.map.view import MapTool, ToolEvent

if TYPE_CHECKING:
    from ryf_desktop.session.map_queries import TokenView
    from ryf_desktop.ui.map.controller import MapController
    from ryf_desktop.ui.map.scene import MapScene

# Written out at every call site so that pyside6-lupdate finds the strings (the panel's context).
translate = QCoreApplication.translate

ROUTE_OK = QColor("#1565c0")
ROUTE_REFUSED = QColor("#c62828")
RULER_COLOUR = QColor("#6a1b9a")
CALIBRATION_COLOUR = QColor("#d500f9")

DRAGGED_Z = 45.0
#: How near (in squares) the cursor must be to a line to erase it or to open its door.
PICK_REACH = 0.3

P = TypeVar("P")


def label_area(controller: MapController) -> QRectF:
    """The part of the scene a route's label must stay in: what the view shows, a device pixel
    in from each edge (so rounding never puts a label's edge outside)."""
    view = controller.view
    inset = SQUARE_PX / max(view.square_px(), 1e-6)
    return view.visible_scene_rect().adjusted(inset, inset, -inset, -inset)


def door_near(controller: MapController, scene_pos: QPointF) -> Segment | None:
    """The thin door under the cursor, if any (the nearest)."""
    scene = controller.scene
    data = None if scene is None else scene.view_data
    if data is None:
        return None
    doors = [s for s in data.segments if s.kind is SegmentKind.DOOR]
    found = near_segments(doors, scene_pos.x() / SQUARE_PX, scene_pos.y() / SQUARE_PX,
                          PICK_REACH)
    return found[0] if found else None


def toggle_door_at(controller: MapController, event: ToolEvent) -> bool:
    """Open or close the door on a line near ``event``, else on its square; False: no door."""
    scene = controller.scene
    thin = door_near(controller, event.scene_pos)
    if thin is not None:
        controller.on_map(map_features_commands.ToggleThinDoor, thin)
    elif scene is not None and scene.view_data is not None and event.square in (
            scene.view_data.doors):
        controller.on_map(map_commands.ToggleDoor, event.square)
    else:
        return False
    return True


class PanelTool(MapTool):
    """A tool of the GM's map panel: what it does goes through the panel's controller."""

    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, controller: MapController) -> None:
        super().__init__(controller)  # the tool lives as long as the controller
        self.controller = controller


class DragTool(PanelTool, Generic[P]):
    """A press, drag and release from :attr:`start` to :attr:`end` (where :meth:`point` reads the
    mouse; None: the press is not taken), shown by :meth:`show` as it changes and handed to
    :meth:`done`; :meth:`cancel` drops it and what :meth:`clear` takes off the map."""

    start: P | None = None
    end: P | None = None

    def point(self, event: ToolEvent) -> P | None:
        raise NotImplementedError

    def press(self, event: ToolEvent) -> bool:
        point = self.point(event)
        if point is None:
            return False
        self.start = self.end = point
        self.show(point, point)
        return True

    def move(self, event: ToolEvent) -> None:
        point = None if self.start is None else self.point(event)
        if self.start is not None and point is not None and point != self.end:
            self.end = point
            self.show(self.start, point)

    def release(self, event: ToolEvent) -> None:
        if self.start is None:
            return
        self.move(event)
        start, end = self.start, self.end
        self.cancel()
        if end is not None:
            self.done(start, end)

    def show(self, start: P, end: P) -> None:
        """Show the drag from ``start`` to ``end`` on the map."""

    def done(self, start: P, end: P) -> None:
        """The drag from ``start`` to ``end`` ended."""

    def cancel(self) -> None:
        self.start = self.end = None
        self.clear()

    def clear(self) -> None:
        """Take what :meth:`show` showed off the map."""


class MoveTool(PanelTool):
    """Select and move tokens. In a running combat on this map only the active combatant's
    token moves, within the reach shown; Alt-drag (or the menu's "Move anyway") overrides."""

    cursor = Qt.CursorShape.ArrowCursor
    item: TokenItem | None = None
    movement = Movement(FREE)
    start: Square = (0, 0)
    goal: Square = (0, 0)
    grab: Square = (0, 0)
    #: The token the menu's "Move anyway" armed: its next drag is an override.
    override_token: int | None = None
    _route_pending = False

    def press(self, event: ToolEvent) -> bool:
        scene = self.controller.scene
        if scene is None:
            return False
        item = scene.token_at_square(event.square)
        if item is None:
            return False
        if event.modifiers & Qt.KeyboardModifier.ControlModifier:
            item.setSelected(not item.isSelected())
            return True
        if not item.isSelected():
            scene.clearSelection()
            item.setSelected(True)
        if not self.controller.writable():
            return True
        override = (bool(event.modifiers & Qt.KeyboardModifier.AltModifier)
                    or self.override_token == item.token_id)
        self.override_token = None
        session = self.controller.session
        # Who may move, and why not, is the session's to say (its combat read model).
        movement = (Movement(FREE) if session is None else combat_view_of(session).movement(
            scene.map_id, item.token_id, override=override))
        if movement.mode is None:
            self.controller.report(movement.refusal)
            return True
        self.item, self.movement = item, movement
        self.start = self.goal = item.square
        self.grab = (event.square[0] - item.square[0], event.square[1] - item.square[1])
        item.setZValue(DRAGGED_Z)  # over the other tokens, the reach and the fog while dragged
        item.setVisible(True)  # even in the overview
        if movement.mode == COMBAT and movement.combatant_id is not None:
            self.controller.show_reach(movement.combatant_id)
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
            QTimer.singleShot(0, self, self.update_route)

    def update_route(self) -> None:
        """The cheapest route to the square under the token and its cost (combat moves)."""
        if not self._route_pending:
            return
        self._route_pending = False
        scene, item = self.controller.scene, self.item
        if scene is None or scene.route is None or item is None:
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
        """The drag's board on a combat move to ``goal`` (None: no combat move)."""
        combatant_id = self.movement.combatant_id
        if self.movement.mode != COMBAT or combatant_id is None or goal == self.start:
            return None
        return self.controller.move_check(combatant_id, goal)

    def release(self, event: ToolEvent) -> None:
        item = self.item
        if item is None:
            return
        goal, movement = self.goal, self.movement
        # Asked of the drag's board before the drag ends (the route may have asked already).
        check = self.check(goal)
        self._finish()
        if goal == self.start or not self.controller.move(item.token_id, goal, movement, check):
            item.place_at(self.start)  # snaps back; a refused move was said why

    def double_click(self, event: ToolEvent) -> bool:
        scene = self.controller.scene
        if scene is None or scene.token_at_square(event.square) is not None:
            return False
        # A door on a line opens and closes as a door on a square does: a double click.
        return toggle_door_at(self.controller, event)

    def _finish(self) -> None:
        self._route_pending = False
        scene = self.controller.scene
        if self.item is not None:
            self.item.setZValue(TOKEN_Z)
            if scene is not None:
                scene.settle_token(self.item)
        self.item = None
        session = self.controller.session
        if session is not None:
            map_view_of(session).drag.drop()  # the drag's board is not wanted any more
        if scene is not None and scene.reach is not None and scene.route is not None:
            scene.reach.clear()
            scene.route.clear()

    def cancel(self) -> None:
        item = self.item
        self._finish()
        if item is not None:
            item.place_at(self.start)


class PaintTool(DragTool[Square]):
    """Paints (or erases) squares of one layer: a brush stroke or a rectangle, one undo step."""

    rectangle = False
    radius = 0
    erase = False
    _last: Square | None = None

    def __init__(self, controller: MapController, layer: str, *, on: bool) -> None:
        super().__init__(controller)
        self.layer = layer
        self.on = on
        self._squares: set[Square] = set()

    @property
    def paints(self) -> bool:
        """Whether a stroke adds squares (False: it takes them away)."""
        return self.on != self.erase

    def point(self, event: ToolEvent) -> Square | None:
        scene = self.controller.scene
        return event.square if scene is not None and self.controller.writable() else None

    def show(self, start: Square, end: Square) -> None:
        scene = self.controller.scene
        if scene is None or scene.view_data is None:
            return
        data = scene.view_data
        if self.rectangle:
            self._squares = squares_in_rect(start, end, data.width, data.height)
        else:
            for point in squares_on_segment(self._last or end, end):
                self._squares |= {
                    near for near in brush_squares(point, self.radius) if data.on_map(near)
                }
            self._last = end
        if scene.preview is not None:
            colour = PAINT_PREVIEW if self.paints else ERASE_PREVIEW
            scene.preview.set_squares(self._squares, colour)

    def release(self, event: ToolEvent) -> None:
        squares = set(self._squares)
        super().release(event)
        if squares:
            self.controller.on_map(map_commands.PaintSquares, self.layer, squares, self.paints)

    def clear(self) -> None:
        self._last = None
        self._squares = set()
        scene = self.controller.scene
        if scene is not None and scene.preview is not None:
            scene.preview.clear()


class DoorTool(PanelTool):
    """A click puts a door on a square (in a wall, the wall gives way), opens or closes a door
    that is there, or with Erase takes it away."""

    cursor = Qt.CursorShape.PointingHandCursor
    erase = False

    def press(self, event: ToolEvent) -> bool:
        scene = self.controller.scene
        if scene is None or scene.view_data is None or not self.controller.writable():
            return False
        if not scene.contains_square(event.square):
            return True
        if self.erase:
            if event.square in scene.view_data.doors:
                self.controller.on_map(map_commands.PaintSquares, "doors", {event.square}, False)
        # A door on a line opens and closes as a door on a square does.
        elif not toggle_door_at(self.controller, event):
            self.controller.place_door(event.square)
        return True


class RulerTool(DragTool[Square]):
    """Measures from square to square under the campaign's diagonal rule; with a ranged weapon
    chosen it names the band and its difficulty. The measure stays until the next one."""

    ranges: Ranges | None = None
    text = ""

    def set_ranges(self, ranges: Ranges | None) -> None:
        self.ranges = ranges
        if self.start is not None and self.end is not None:
            self.show(self.start, self.end)

    def point(self, event: ToolEvent) -> Square | None:
        return None if self.controller.scene is None else event.square

    def release(self, event: ToolEvent) -> None:
        self.move(event)

    def measure(self, start: Square, end: Square) -> str:
        """The ruler's text from ``start`` to ``end``: metres, squares, band and difficulty."""
        scene = self.controller.scene
        session = self.controller.session
        rule = str(session.profile.diagonal_rule) if session is not None else "alternate"
        first = scene.token_at_square(start) if scene is not None else None
        last = scene.token_at_square(end) if scene is not None else None
        a, size_a, b, size_b = start, 1, end, 1
        if first is not None and last is not None and first is not last:
            # Token to token: between the nearest squares of their footprints.
            a, size_a, b, size_b = first.square, first.size, last.square, last.size
        metres = footprint_distance_m(a, size_a, b, size_b, rule)
        steps = max(0, b[0] - (a[0] + size_a - 1), a[0] - (b[0] + size_b - 1),
                    b[1] - (a[1] + size_a - 1), a[1] - (b[1] + size_b - 1))
        text = labels.distance(metres, steps)
        if self.ranges is not None:
            band = ranged_band(metres, self.ranges)
            difficulty = BAND_DIFFICULTY[band] if band is not None else None
            text += " — " + labels.band_text(band, difficulty, self.ranges.farthest)
        data = None if scene is None else scene.view_data
        if data is not None and data.segments and not data.thin_walls.sees(start, end):
            # The ruler's line between the two centres crosses a thin wall or closed door.
            text += " — " + translate("MapLabels", "a wall blocks the line")
        return text

    def show(self, start: Square, end: Square) -> None:
        scene = self.controller.scene
        if scene is None or scene.ruler is None:
            return
        self.text = self.measure(start, end)
        scene.ruler.set_route([start, end], self.text, RULER_COLOUR, straight=True,
                              keep_in=label_area(self.controller))
        self.controller.report(self.text)

    def clear(self) -> None:
        self.text = ""
        scene = self.controller.scene
        if scene is not None and scene.ruler is not None:
            scene.ruler.clear()


class CalibrateTool(DragTool[QPointF]):
    """Drag across N squares of the background picture — or click at both ends — and say N: the
    grid is aligned (the first point becomes a corner of a square). One calibration and the tool
    is done (:attr:`finished`), answered or not: a later drag is no calibration."""

    # A press and release closer than this (scene units) is a click, not a drag.
    CLICK_SLACK = 6.0
    _first_click: QPointF | None = None
    _line: QGraphicsLineItem | None = None

    def point(self, event: ToolEvent) -> QPointF:
        return event.scene_pos

    def press(self, event: ToolEvent) -> bool:
        scene = self.controller.scene
        if scene is None or not scene.background.isVisible() or not self.controller.writable():
            self.controller.report(translate(
                "MapPanel", "This map has no background image to calibrate: import one first."))
            self.finished.emit()  # nothing to calibrate: the mouse moves tokens again
            return True
        self.start = self._first_click if self._first_click is not None else event.scene_pos
        self.end = event.scene_pos
        self.show(self.start, self.end)
        return True

    def hover(self, event: ToolEvent) -> None:
        if self._first_click is not None:
            self.show(self._first_click, event.scene_pos)

    def release(self, event: ToolEvent) -> None:
        start = self.start
        if start is not None and self._first_click is None and (
                event.scene_pos - start).manhattanLength() < self.CLICK_SLACK:
            self._first_click = start  # a click: the second click ends the measure
            self.start = None
            return
        super().release(event)

    def done(self, start: QPointF, end: QPointF) -> None:
        """Ask how many squares the drag crossed, then align the grid: the scale from the drag,
        and a square corner at the drag's start."""
        squares = self.controller.ask_squares()
        scene = self.controller.scene
        if squares is not None and scene is not None and scene.background.isVisible():
            p1 = scene.background.mapFromScene(start)
            p2 = scene.background.mapFromScene(end)
            try:
                scale = map_queries.calibration_from_drag((p1.x(), p1.y()), (p2.x(), p2.y()),
                                                          squares)
            except ValueError as error:
                self.controller.report(translate(
                    "MapPanel", "The grid was not calibrated: {reason}.").format(reason=error))
            else:
                self.controller.calibrate(scale, p1.x() % scale, p1.y() % scale)
        self.finished.emit()

    def show(self, start: QPointF, end: QPointF) -> None:
        scene = self.controller.scene
        if scene is None:
            return
        if self._line is None:
            self._line = QGraphicsLineItem()
            pen = QPen(CALIBRATION_COLOUR, 3)
            pen.setCosmetic(True)
            self._line.setPen(pen)
            self._line.setZValue(MARKS_Z)
            scene.addItem(self._line)
        self._line.setLine(QLineF(start, end))

    def clear(self) -> None:
        # Off the scene (a change of map comes here before the scene goes).
        line, self._line, self._first_click = self._line, None, None
        if line is not None and line.scene() is not None:
            line.scene().removeItem(line)

    def escape(self) -> None:
        self.cancel()
        self.finished.emit()


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
    make, where = ((map_commands.ToggleDoor, square) if thin is None
                   else (map_features_commands.ToggleThinDoor, thin))
    door.triggered.connect(lambda: controller.on_map(make, where))
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
