"""Fingers on the table screen (a touch monitor or a TV laid flat): :class:`TableTouch`.

One finger moves a token by the same session parts as the GM's drag (the combat read model says
who may move, the drag board the reach, :mod:`~ryf_desktop.ui.map.moving` pushes the undoable
step), so a finger can do nothing the GM's mouse could not; two fingers pinch to zoom and pan.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import (
    QEvent,
    QLineF,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QEventPoint,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPen,
    QTouchEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ryf_desktop.rules.movement import MoveCheck, Square
from ryf_desktop.session.present.combat_view import COMBAT, combat_view_of
from ryf_desktop.session.present.map_view import map_view_of
from ryf_desktop.ui.map import labels, moving
from ryf_desktop.ui.map import scene_style as style
from ryf_desktop.ui.map.geometry import square_at
from ryf_desktop.ui.map.layers import ReachLayer
from ryf_desktop.ui.map.route import RouteItem
from ryf_desktop.ui.map.tokens import TOKEN_Z

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.ui.map.scene import MapScene
    from ryf_desktop.ui.map.tokens import TokenItem

# A dragged token, its route and its reach stay under the players' fog (FOG_Z): a token dragged
# into the fog goes out of sight as it would standing there (and under the tokens standing,
# which lie over the fog).
DRAGGED_Z = style.FOG_Z - 2
TOUCH_ROUTE_Z = style.FOG_Z - 1
ROUTE_OK = QColor("#1565c0")
ROUTE_REFUSED = QColor("#c62828")


class TouchTable(Protocol):
    """What the touch part asks of the players' window."""

    map_scene: MapScene | None

    @property
    def view(self) -> QGraphicsView: ...

    @property
    def session(self) -> CampaignSession | None: ...

    def pinch(self, ratio: float, before: QPointF, after: QPointF) -> None: ...

    def pixels_per_mm(self) -> float: ...


@dataclass
class _Drag:
    """A token held by a finger (a combatant's in a fight, else a free move)."""

    item: TokenItem
    combatant_id: int | None
    start: Square
    grab: Square
    goal: Square


class TableTouch(QObject):
    """The table screen's fingers; see the module. ``refused(reason)`` when a touch is refused."""

    refused = Signal(str)

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
        if isinstance(event, QTouchEvent):  # begin, update, end or cancel
            event.accept()  # accepted: Qt makes no mouse event of it
            self._touch(event)
            return True
        if (isinstance(event, QMouseEvent)
                and event.source() != Qt.MouseEventSource.MouseEventNotSynthesized):
            return True  # a touch's twin: the touch was handled already
        return super().eventFilter(watched, event)

    def _touch(self, event: QTouchEvent) -> None:
        if event.type() == QEvent.Type.TouchCancel:
            self._end(snap=True)
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
        steps = {QEventPoint.State.Pressed: self.press, QEventPoint.State.Released: self.release,
                 QEventPoint.State.Updated: self.move}
        for point in event.points():
            step = steps.get(point.state())
            if step is not None:
                step(QPointF(point.position()))

    def _two_fingers(self, before: dict[int, QPointF]) -> None:
        if not self._gesture:
            self._gesture = True
            self._end(snap=True)  # a second finger ends the drag: the token goes back
        both = [finger for finger in self._fingers if finger in before][:2]
        if len(both) < 2:
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
        self._end(snap=True)
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
            combatant_id = None
        else:
            movement = fights.movement(scene.map_id, item.token_id, override=False)
            if movement.mode != COMBAT or movement.combatant_id is None:
                # No other name: the players may not see whose turn it is.
                self._say(self.tr("It is not {name}'s turn.").format(name=item.token.name), at)
                return
            combatant_id = movement.combatant_id
        self._drag = _Drag(item, combatant_id, item.square,
                           (square[0] - item.square[0], square[1] - item.square[1]), item.square)
        item.setZValue(DRAGGED_Z)
        item.setVisible(True)  # even in the overview
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
        check = self._check(drag)
        self._end(snap=drag.goal == drag.start)
        if session is None or scene is None or drag.goal == drag.start:
            return
        name = drag.item.token.name
        reveal_map = scene.map_id if self.auto_reveal() else None
        if check is not None and not check.ok:
            problem: str | None = check.message
        elif drag.combatant_id is not None:
            problem, _ = moving.combat_move(session, drag.combatant_id, drag.goal, name,
                                            reveal_map=reveal_map)
        else:
            problem, _ = moving.free_move(session, drag.item.token_id, drag.goal, name,
                                          reveal_map=reveal_map)
        if problem is not None:
            with contextlib.suppress(RuntimeError):
                drag.item.place_at(drag.start)  # snaps back
            self._say(problem, at)

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
        if session is not None:
            map_view_of(session).drag.drop()

    # --- what the drag shows --------------------------------------------------------------------
    def _check(self, drag: _Drag) -> MoveCheck | None:
        session = self.table.session
        if drag.combatant_id is None or session is None or drag.goal == drag.start:
            return None
        return map_view_of(session).drag.check(drag.combatant_id, drag.goal)

    def _show_reach(self, session: CampaignSession, scene: MapScene, combatant_id: int) -> None:
        reach = map_view_of(session).drag.press(combatant_id)
        data = scene.view_data
        if reach is None or data is None:
            return
        self._reach = layer = ReachLayer(data.width, data.height, style.REACH_Z,
                                         style.REACH_COLOURS, style.REACH_LINES,
                                         style.REACH_HATCHED)
        layer.set_tiers(reach.tiers)
        scene.addItem(layer)
        self._route = route = RouteItem(TOUCH_ROUTE_Z)
        route.setVisible(False)
        scene.addItem(route)

    def _show_route(self, drag: _Drag) -> None:
        route = self._route
        if route is None:
            return
        check = self._check(drag)
        if check is None:
            route.clear()
            return
        route.set_route(check.path or (drag.start, drag.goal), labels.route_label(check),
                        ROUTE_OK if check.ok else ROUTE_REFUSED, size=drag.item.size,
                        straight=check.path is None, keep_in=self._visible())

    # --- helpers --------------------------------------------------------------------------------
    def _live(self) -> tuple[CampaignSession | None, MapScene | None]:
        session, scene = self.table.session, self.table.map_scene
        if session is None or session.read_only or scene is None:
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
        self.notice.put_on(scene)
        transform = self.table.view.transform()
        zoom = math.hypot(transform.m11(), transform.m12()) or 1.0
        self.notice.say(text, self._scene_pos(at), self._visible(),
                        px_per_mm=self.table.pixels_per_mm() / zoom)

    def forget_scene(self) -> None:
        """The scene shown is going: nothing of the touch part stays on it."""
        self._end(snap=True)
        self.notice.put_on(None)


# How long a notice stays, then how long it takes to fade.
NOTICE_MS = 3500
FADE_MS = 700
# The letters' height on the glass, and the widest the plate grows before it wraps, in mm.
NOTICE_TEXT_MM = 9.0
NOTICE_WIDTH_MM = 220.0
# Over the fog, the tokens, the route and the GM's marks.
NOTICE_Z = 60.0
_PLATE = QColor(12, 12, 16, 225)
_EDGE = QColor("#ef5350")
_INK = QColor("#ffffff")
_FLAGS = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)


class NoticeItem(QGraphicsItem):
    """The plate and its sentence, laid out in scene units (see :meth:`TouchNotice.say`)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(NOTICE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.text = ""
        self._font = QFont()
        self._plate = QRectF()
        self._text_box = QRectF()

    def set_text(self, text: str, text_px: float, max_width: float) -> None:
        """``text`` in letters ``text_px`` scene units tall, wrapped at ``max_width``."""
        self.prepareGeometryChange()
        self.text = text
        self._font = font = QFont()
        font.setBold(True)
        font.setPixelSize(max(1, round(text_px)))
        box = QFontMetricsF(font).boundingRect(QRectF(0, 0, max_width, 1e6), _FLAGS, text)
        pad = text_px * 0.6
        self._text_box = QRectF(pad, pad, box.width(), box.height())
        self._plate = QRectF(0, 0, box.width() + 2 * pad, box.height() + 2 * pad)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        edge = self._plate.height() * 0.05
        return self._plate.adjusted(-edge, -edge, edge, edge)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = self._plate.height() * 0.18
        painter.setPen(QPen(_EDGE, self._plate.height() * 0.05))
        painter.setBrush(_PLATE)
        painter.drawRoundedRect(self._plate, radius, radius)
        painter.setFont(self._font)
        painter.setPen(_INK)
        painter.drawText(self._text_box, _FLAGS, self.text)


class TouchNotice(QObject):
    """Shows a :class:`NoticeItem` on a scene for a while (``NOTICE_MS``), then fades it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.item = NoticeItem()
        self.item.hide()
        self._timer = QTimer(self, singleShot=True, interval=NOTICE_MS)
        self._fading = QVariantAnimation(self, duration=FADE_MS, startValue=1.0, endValue=0.0)
        self._fading.valueChanged.connect(lambda value: self.item.setOpacity(float(value)))
        self._fading.finished.connect(self.dismiss)
        self._timer.timeout.connect(self._fading.start)

    def say(self, text: str, near: QPointF, visible: QRectF, *, px_per_mm: float) -> None:
        """Lay ``text`` above the scene point ``near``, kept inside the scene area ``visible``
        (what the view shows), letters NOTICE_TEXT_MM tall at ``px_per_mm`` scene units a
        millimetre. The item must be on the scene already (see :meth:`put_on`)."""
        item = self.item
        item.set_text(text, NOTICE_TEXT_MM * px_per_mm,
                      min(NOTICE_WIDTH_MM * px_per_mm, visible.width() * 0.8))
        size = item.boundingRect()
        gap = NOTICE_TEXT_MM * px_per_mm
        x = near.x() - size.width() / 2
        y = near.y() - size.height() - gap
        if y < visible.top():
            y = near.y() + gap  # no room above the finger: under it
        x = min(max(x, visible.left()), visible.right() - size.width())
        y = min(max(y, visible.top()), visible.bottom() - size.height())
        item.setPos(x, y)
        self._fading.stop()
        item.setOpacity(1.0)
        item.show()
        self._timer.start()

    def put_on(self, scene: QGraphicsScene | None) -> None:
        """Move the item to ``scene`` (a QGraphicsScene; None: off any), hidden."""
        self.dismiss()
        current = self.item.scene()
        if scene is not None and current is not scene:
            scene.addItem(self.item)  # Qt takes it off the old scene first
        elif scene is None and current is not None:
            current.removeItem(self.item)

    def dismiss(self) -> None:
        self._timer.stop()
        self._fading.stop()
        self.item.hide()
        self.item.setOpacity(1.0)
