"""Fingers on the table screen (a touch monitor or a TV laid flat): :class:`TableTouch`.

**One finger** moves a token as the GM's drag on the GM's map moves it, and by the same session
parts: who may move and why not is the combat read model's
(:meth:`~ryf_desktop.session.present.combat_view.CombatReadModel.movement`), the reach and each
square's verdict the drag board's (:class:`~ryf_desktop.session.present.map_view.DragBoard`), and
the step pushed the GM's (:mod:`~ryf_desktop.ui.map.moving`: one undoable "Move <name>", the
same log line, the reveal after it when the GM reveals after every move). In a fight running on
the map shown only the active combatant's token moves; out of one, a token moves only when the
GM lets the players move tokens by touch (:attr:`TableTouch.free_moves`). A token the players do
not see (hidden, or under the fog) is not on their scene at all, so a finger finds nothing there.
While a combatant's token is dragged its reach is shaded and its route drawn, both under the
players' fog (what the fog hides they do not trace); a refused drop snaps back and the reason is
said on the glass (:mod:`~ryf_desktop.ui.table_screen.touch_notice`).

**Two fingers** pinch to zoom and pan the picture, unless the GM locked a physical scale.

The mouse does nothing on the table screen, as before; a mouse event Qt makes from a touch is
swallowed (the touch was handled as a touch), so nothing is done twice.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QLineF, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QEventPoint, QMouseEvent, QTouchEvent
from PySide6.QtWidgets import QGraphicsView

from ryf_desktop.rules.movement import MoveCheck, Square
from ryf_desktop.session.present.combat_view import COMBAT, FREE, combat_view_of
from ryf_desktop.session.present.map_view import map_view_of
from ryf_desktop.ui.map import labels, moving
from ryf_desktop.ui.map import scene_style as style
from ryf_desktop.ui.map.geometry import square_at
from ryf_desktop.ui.map.layers import ReachLayer
from ryf_desktop.ui.map.route import RouteItem
from ryf_desktop.ui.map.tokens import TOKEN_Z
from ryf_desktop.ui.table_screen.touch_notice import TouchNotice

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.ui.map.scene import MapScene
    from ryf_desktop.ui.map.tokens import TokenItem

translate = QCoreApplication.translate

TOUCH_EVENTS = frozenset({QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate,
                          QEvent.Type.TouchEnd, QEvent.Type.TouchCancel})
MOUSE_EVENTS = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.MouseMove,
                          QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick})
# A dragged token, its route and its reach stay under the players' fog (FOG_Z): a token dragged
# into the fog goes out of sight as it would standing there (and under the tokens standing,
# which lie over the fog).
DRAGGED_Z = style.FOG_Z - 2
TOUCH_ROUTE_Z = style.FOG_Z - 1
ROUTE_OK = QColor("#1565c0")
ROUTE_REFUSED = QColor("#c62828")


class TouchTable(Protocol):
    """What the touch part asks of the players' window."""

    @property
    def view(self) -> QGraphicsView: ...

    @property
    def session(self) -> CampaignSession | None: ...

    @property
    def map_scene(self) -> MapScene | None: ...

    @property
    def pinchable(self) -> bool: ...

    def pinch(self, ratio: float, before: QPointF, after: QPointF) -> None: ...

    def pixels_per_mm(self) -> float: ...


@dataclass
class _Drag:
    """A token held by a finger."""

    item: TokenItem
    mode: str
    combatant_id: int | None
    start: Square
    grab: Square
    goal: Square


def not_their_turn(name: str) -> str:
    """Why a finger cannot move ``name`` in a fight (no other name: the players may not see
    whose turn it is)."""
    return translate("TableTouch", "It is not {name}'s turn.").format(name=name)


class TableTouch(QObject):
    """The table screen's fingers; see the module. ``refused(reason)`` when a touch is refused
    and ``moved(token_id)`` when a touch moved a token."""

    refused = Signal(str)
    moved = Signal(int)

    def __init__(self, table: TouchTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        #: Whether the players may move tokens by touch out of a fight (the GM's choice).
        self.free_moves = False
        #: Whether a move reveals from sight after it (the GM's "After every move").
        self.auto_reveal: Callable[[], bool] = lambda: False
        self.notice = TouchNotice(self)
        self._drag: _Drag | None = None
        # The fingers down and where they were last (viewport pixels); two of them pinch.
        self._fingers: dict[int, QPointF] = {}
        # After two fingers, the one left does nothing until every finger is lifted.
        self._gesture = False
        self._reach: ReachLayer | None = None
        self._route: RouteItem | None = None
        viewport = table.view.viewport()
        viewport.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, True)
        viewport.installEventFilter(self)

    @property
    def dragging(self) -> bool:
        return self._drag is not None

    # --- events -------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind in TOUCH_EVENTS and isinstance(event, QTouchEvent):
            event.accept()  # accepted: Qt makes no mouse event of it
            self._touch(event)
            return True
        if (kind in MOUSE_EVENTS and isinstance(event, QMouseEvent)
                and event.source() != Qt.MouseEventSource.MouseEventNotSynthesized):
            return True  # a touch's twin: the touch was handled already
        return super().eventFilter(watched, event)

    def _touch(self, event: QTouchEvent) -> None:
        if event.type() == QEvent.Type.TouchCancel:
            self.cancel()
            self._fingers.clear()
            self._gesture = False
            return
        before = dict(self._fingers)
        for point in event.points():
            if point.state() == QEventPoint.State.Released:
                self._fingers.pop(point.id(), None)
            else:
                self._fingers[point.id()] = QPointF(point.position())
        if len(self._fingers) >= 2 or self._gesture:
            self._two_fingers(before)
        else:
            self._one_finger(event)
        if not self._fingers:
            self._gesture = False

    def _one_finger(self, event: QTouchEvent) -> None:
        for point in event.points():
            at = QPointF(point.position())
            state = point.state()
            if state == QEventPoint.State.Pressed:
                self.press(at)
            elif state == QEventPoint.State.Released:
                self.release(at)
            elif state == QEventPoint.State.Updated:
                self.move(at)

    def _two_fingers(self, before: dict[int, QPointF]) -> None:
        if not self._gesture:
            self._gesture = True
            self.cancel()  # a second finger ends the drag: the token goes back
        both = [finger for finger in self._fingers if finger in before][:2]
        if len(both) < 2 or not self.table.pinchable:
            return
        a0, b0 = before[both[0]], before[both[1]]
        a1, b1 = self._fingers[both[0]], self._fingers[both[1]]
        apart0, apart1 = QLineF(a0, b0).length(), QLineF(a1, b1).length()
        if apart0 < 1 or apart1 < 1:
            return
        self.table.pinch(apart1 / apart0, (a0 + b0) / 2, (a1 + b1) / 2)

    # --- one finger: a token --------------------------------------------------------------------
    def press(self, at: QPointF) -> None:
        """A finger down at ``at`` (viewport pixels): takes the token there if it may move."""
        self.cancel()
        session, scene = self._live()
        if session is None or scene is None:
            return
        square = square_at(self._scene_pos(at))
        item = scene.token_at_square(square)
        if item is None:
            return
        fights = combat_view_of(session)
        if fights.running_on(scene.map_id) is None:
            if not self.free_moves:
                return  # out of a fight touch moves nothing unless the GM lets it
            mode, combatant_id = FREE, None
        else:
            movement = fights.movement(scene.map_id, item.token_id, override=False)
            if movement.mode != COMBAT or movement.combatant_id is None:
                self._say(not_their_turn(item.token.name), at)
                return
            mode, combatant_id = COMBAT, movement.combatant_id
        self._drag = _Drag(item, mode, combatant_id, item.square,
                           (square[0] - item.square[0], square[1] - item.square[1]), item.square)
        item.setZValue(DRAGGED_Z)
        scene.show_token(item)
        if combatant_id is not None:
            self._show_reach(session, scene, combatant_id)

    def move(self, at: QPointF) -> None:
        drag = self._drag
        if drag is None:
            return
        square = square_at(self._scene_pos(at))
        goal = (square[0] - drag.grab[0], square[1] - drag.grab[1])
        if goal == drag.goal:
            return
        drag.goal = goal
        drag.item.place_at(goal)
        self._show_route(drag)

    def release(self, at: QPointF) -> None:
        """The finger lifted: the move is pushed, or refused and the token snaps back."""
        drag = self._drag
        session, scene = self._live()
        if drag is None:
            return
        check = self._check(drag) if drag.goal != drag.start else None
        self._end(snap=drag.goal == drag.start)
        if session is None or scene is None or drag.goal == drag.start:
            return
        name = drag.item.token.name
        reveal_map = scene.map_id if self.auto_reveal() else None
        if drag.mode == COMBAT and drag.combatant_id is not None:
            if check is not None and not check.ok:
                self._refuse(drag, check.message, at)
                return
            problem, _ = moving.combat_move(session, drag.combatant_id, drag.goal, name,
                                            reveal_map=reveal_map)
        else:
            problem, _ = moving.free_move(session, drag.item.token_id, drag.goal, name,
                                          reveal_map=reveal_map)
        if problem is not None:
            self._refuse(drag, problem, at)
            return
        self.moved.emit(drag.item.token_id)

    def cancel(self) -> None:
        """Drop a drag half done: the token goes back, the reach and the route go."""
        self._end(snap=True)

    def _end(self, *, snap: bool) -> None:
        """The drag is over: the reach and the route go; ``snap``: the token goes back (else it
        stays where it was dropped, as the move being pushed puts it)."""
        drag, self._drag = self._drag, None
        for overlay in (self._reach, self._route):
            if overlay is not None and overlay.scene() is not None:
                overlay.scene().removeItem(overlay)
        self._reach = self._route = None
        if drag is None:
            return
        with contextlib.suppress(RuntimeError):  # the token left the scene meanwhile
            drag.item.setZValue(TOKEN_Z)
            if snap:
                drag.item.place_at(drag.start)
            scene = self.table.map_scene
            if scene is not None and drag.item.scene() is scene:
                scene.settle_token(drag.item)
        session = self.table.session
        if session is not None and not session.closed:
            map_view_of(session).drag.drop()

    def _refuse(self, drag: _Drag, reason: str, at: QPointF) -> None:
        with contextlib.suppress(RuntimeError):
            drag.item.place_at(drag.start)  # snaps back
        self._say(reason, at)

    # --- what the drag shows --------------------------------------------------------------------
    def _check(self, drag: _Drag) -> MoveCheck | None:
        session = self.table.session
        if drag.mode != COMBAT or drag.combatant_id is None or session is None:
            return None
        return map_view_of(session).drag.check(drag.combatant_id, drag.goal)

    def _show_reach(self, session: CampaignSession, scene: MapScene, combatant_id: int) -> None:
        reach = map_view_of(session).drag.press(combatant_id)
        data = scene.view_data
        if reach is None or data is None:
            return
        layer = ReachLayer(data.width, data.height, style.REACH_Z, style.REACH_COLOURS,
                           style.REACH_LINES, style.REACH_HATCHED)
        layer.set_tiers(reach.tiers)
        scene.addItem(layer)
        self._reach = layer
        route = RouteItem(TOUCH_ROUTE_Z)
        route.setVisible(False)
        scene.addItem(route)
        self._route = route

    def _show_route(self, drag: _Drag) -> None:
        route = self._route
        if route is None:
            return
        check = self._check(drag) if drag.goal != drag.start else None
        if check is None:
            route.clear()
            return
        route.set_route(check.path or (drag.start, drag.goal), labels.route_label(check),
                        ROUTE_OK if check.ok else ROUTE_REFUSED, size=drag.item.size,
                        straight=check.path is None, keep_in=self._visible())

    # --- helpers --------------------------------------------------------------------------------
    def _live(self) -> tuple[CampaignSession | None, MapScene | None]:
        session, scene = self.table.session, self.table.map_scene
        if session is None or session.closed or session.read_only or scene is None:
            return None, None
        return session, scene

    def _scene_pos(self, at: QPointF) -> QPointF:
        return self.table.view.mapToScene(at.toPoint())

    def _visible(self) -> QRectF:
        view = self.table.view
        return view.mapToScene(view.viewport().rect()).boundingRect()

    def _say(self, text: str, at: QPointF) -> None:
        """``text`` on the glass beside the finger at ``at`` (viewport pixels)."""
        scene = self.table.map_scene
        self.refused.emit(text)
        if scene is None:
            return
        if self.notice.item.scene() is not scene:
            self.notice.put_on(scene)
        transform = self.table.view.transform()
        zoom = math.hypot(transform.m11(), transform.m12()) or 1.0
        self.notice.say(text, self._scene_pos(at), self._visible(),
                        px_per_mm=self.table.pixels_per_mm() / zoom)

    def forget_scene(self) -> None:
        """The scene shown is going: nothing of the touch part stays on it."""
        self.cancel()
        self.notice.put_on(None)

