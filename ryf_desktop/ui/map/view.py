"""The view of a map scene: zoom with the wheel and keys, pan by dragging empty space or with the
middle button, fit to the window, zoom to the selected tokens; mouse events go to the current
tool first (:class:`MapTool`: Orange's ``UserInteraction``). Coordinates of the squares run
along the top and left edges when asked for.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QStaticText,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ryf_desktop.rules.movement import Square
from ryf_desktop.ui.catalog.mime import MIME_TYPE, read_entry_mime
from ryf_desktop.ui.map.geometry import SQUARE_PX, square_at
from ryf_desktop.ui.map.scene import MapScene
from ryf_desktop.ui.map.scene_style import PAINT_PREVIEW
from ryf_desktop.ui.map.tokens import static_text
from ryf_desktop.ui.sheet.character_mime import CHARACTER_MIME_TYPE, read_character_mime

# Zoom limits in device pixels per square.
MIN_SQUARE_PX = 3.0
MAX_SQUARE_PX = 320.0
WHEEL_STEP = 1.2
KEY_STEP = 1.25
RULER_TOP_PX = 18
RULER_LEFT_PX = 30
SETTLE_MS = 150


@dataclass(frozen=True)
class ToolEvent:
    """A mouse event on the map: where in the scene, which square, which keys."""

    scene_pos: QPointF
    square: Square
    modifiers: Qt.KeyboardModifier


class MapTool(QObject):
    """A way of using the mouse on the map. ``press`` returns whether the tool takes the press
    (else the view pans or selects); the tool then gets ``move`` and ``release`` until done."""

    cursor = Qt.CursorShape.ArrowCursor
    #: The tool is done with (a one-shot tool after its one use, or Escape): the panel goes
    #: back to the Move tool.
    finished = Signal()

    def press(self, event: ToolEvent) -> bool:
        return False

    def move(self, event: ToolEvent) -> None:
        """The mouse moved while the tool holds the press."""

    def release(self, event: ToolEvent) -> None:
        """The button was let go."""

    def hover(self, event: ToolEvent) -> None:
        """The mouse moved with no button held."""

    def double_click(self, event: ToolEvent) -> bool:
        return False

    def cancel(self) -> None:
        """Escape, a change of tool or of map: drop whatever is half done, change nothing."""

    def escape(self) -> None:
        """Escape was pressed on the map: drop what is half done (a one-shot tool also ends)."""
        self.cancel()


class CoordinateRuler(QWidget):
    """The column numbers (top) or row numbers (left) of the squares in view.

    Only the numbers in view are drawn, each laid out once (QStaticText): the rulers repaint on
    every frame of a pan.
    """

    def __init__(self, view: MapView, horizontal: bool) -> None:
        super().__init__(view)
        self.view = view
        self.horizontal = horizontal
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._font = QFont(self.font())
        self._font.setPixelSize(11)
        self._numbers: dict[int, QStaticText] = {}

    def _number(self, value: int) -> QStaticText:
        text = self._numbers.get(value)
        if text is None:
            text = self._numbers[value] = static_text(str(value), self._font)
        return text

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.window())
        edge = palette.mid().color()
        if self.horizontal:
            painter.fillRect(QRect(0, self.height() - 1, self.width(), 1), edge)
        else:
            painter.fillRect(QRect(self.width() - 1, 0, 1, self.height()), edge)
        scene = self.view.scene()
        if not isinstance(scene, MapScene) or scene.view_data is None:
            return
        data = scene.view_data
        per_square = self.view.square_px()
        count = data.width if self.horizontal else data.height
        # Number every square, or every 2nd, 5th, 10th … so numbers never overlap.
        gap = 26 if self.horizontal else 15
        step = next((n for n in (1, 2, 5, 10, 20, 50, 100) if per_square * n >= gap), 200)
        origin = self.view.mapFromScene(QPointF(0, 0))
        viewport = self.view.viewport().geometry()
        painter.setFont(self._font)
        painter.setPen(palette.windowText().color())
        offset = origin + viewport.topLeft() - self.pos()
        start, span = ((offset.x(), self.width()) if self.horizontal
                       else (offset.y(), self.height()))
        first = max(0, math.floor(-start / per_square) - 1)
        last = min(count - 1, math.ceil((span - start) / per_square) + 1)
        first -= first % step
        for index in range(first, last + 1, step):
            text = self._number(index + 1)
            size = text.size()
            middle = start + (index + 0.5) * per_square
            if self.horizontal:
                at = QPointF(middle - size.width() / 2, (self.height() - size.height()) / 2)
            else:
                at = QPointF(self.width() - 4 - size.width(), middle - size.height() / 2)
            painter.drawStaticText(at, text)


class MapView(QGraphicsView):
    """A view of a :class:`MapScene`. ``catalog_dropped(entry, square)`` when a catalog entry is
    dropped on the map, ``character_dropped(character_id, square)`` when a character of the
    Personajes list is; ``hovered(square)`` as the mouse moves over the map (None off it)."""

    catalog_dropped = Signal(object, object)
    character_dropped = Signal(int, object)
    hovered = Signal(object)

    def __init__(self, scene: MapScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("map_view")
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Panning is by dragging; scroll bars would also cost a repaint of their own per frame.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        # While the GM pans or zooms, token pixmaps and the background picture are scaled
        # without smoothing (MapScene.set_moving); once the view rests it paints once more,
        # smooth.
        self._settle = QTimer(self, singleShot=True, interval=SETTLE_MS)
        self._settle.timeout.connect(self._settled)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(QColor("#3a3d42"))
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.tool: MapTool | None = None
        self._tool_holds_press = False
        self._pan_from: QPoint | None = None
        # Until the GM zooms or pans, the whole map stays in view as the window and docks resize.
        self._keep_fitted = False
        self._top_ruler = CoordinateRuler(self, horizontal=True)
        self._left_ruler = CoordinateRuler(self, horizontal=False)
        self._top_ruler.hide()
        self._left_ruler.hide()
        self.horizontalScrollBar().valueChanged.connect(self._update_rulers)
        self.verticalScrollBar().valueChanged.connect(self._update_rulers)
        if scene is not None:
            self.setScene(scene)

    # --- tools --------------------------------------------------------------------------------
    def set_tool(self, tool: MapTool | None) -> None:
        if self.tool is not None and self.tool is not tool:
            self.tool.cancel()
        self.tool = tool
        self._tool_holds_press = False
        self.viewport().setCursor(tool.cursor if tool is not None else Qt.CursorShape.ArrowCursor)

    def _tool_event(self, event: QMouseEvent) -> ToolEvent:
        scene_pos = self.mapToScene(event.position().toPoint())
        return ToolEvent(scene_pos, square_at(scene_pos), event.modifiers())

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        button = event.button()
        if button == Qt.MouseButton.MiddleButton:
            self._start_pan(event)
            return
        if button == Qt.MouseButton.LeftButton and self.tool is not None and self.tool.press(
            self._tool_event(event)
        ):
            self._tool_holds_press = True
            event.accept()
            return
        if button == Qt.MouseButton.LeftButton and self.itemAt(event.position().toPoint()) is None:
            # Empty space: drag to pan; a click also clears the selection.
            scene = self.scene()
            if scene is not None and not (event.modifiers() & Qt.KeyboardModifier.ControlModifier):
                scene.clearSelection()
            self._start_pan(event)
            return
        super().mousePressEvent(event)

    def _start_pan(self, event: QMouseEvent) -> None:
        self._pan_from = event.position().toPoint()
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._pan_from is not None:
            now = event.position().toPoint()
            delta = now - self._pan_from
            self._pan_from = now
            self.pan_by(-delta.x(), -delta.y())
            event.accept()
            return
        tool_event = self._tool_event(event)
        if self._tool_holds_press and self.tool is not None:
            self.tool.move(tool_event)
            event.accept()
            return
        scene = self.scene()
        if isinstance(scene, MapScene):
            self.hovered.emit(tool_event.square if scene.contains_square(tool_event.square)
                              else None)
        if self.tool is not None and not event.buttons():
            self.tool.hover(tool_event)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._pan_from is not None and event.button() in (
            Qt.MouseButton.MiddleButton, Qt.MouseButton.LeftButton
        ):
            self._pan_from = None
            self.viewport().setCursor(
                self.tool.cursor if self.tool is not None else Qt.CursorShape.ArrowCursor
            )
            event.accept()
            return
        if self._tool_holds_press and self.tool is not None:
            self._tool_holds_press = False
            self.tool.release(self._tool_event(event))
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.tool is not None and self.tool.double_click(self._tool_event(event)):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(KEY_STEP, anchor_at_centre=True)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(1 / KEY_STEP, anchor_at_centre=True)
        elif key == Qt.Key.Key_0:
            self.fit_map()
        elif key == Qt.Key.Key_Escape and self.tool is not None:
            self.tool.escape()
            self._tool_holds_press = False
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(WHEEL_STEP ** steps)
        event.accept()

    # --- zoom and pan -------------------------------------------------------------------------
    def square_px(self) -> float:
        """Device pixels per square at the current zoom."""
        transform = self.transform()
        return math.hypot(transform.m11(), transform.m12()) * SQUARE_PX

    def zoom_by(self, factor: float, *, anchor_at_centre: bool = False) -> None:
        now = self.square_px()
        target = min(MAX_SQUARE_PX, max(MIN_SQUARE_PX, now * factor))
        if math.isclose(target, now):
            return
        self._moving()
        anchor = self.transformationAnchor()
        if anchor_at_centre:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.scale(target / now, target / now)
        self.setTransformationAnchor(anchor)
        self._zoomed()

    def set_square_px(self, px: float) -> None:
        """Zoom so that one square is ``px`` device pixels, around the centre of the view."""
        self.zoom_by(px / self.square_px(), anchor_at_centre=True)

    def show_at(self, px_per_square: float, centre: QPointF) -> None:
        """Zoom to ``px_per_square`` device pixels a square with ``centre`` (scene) in the
        middle of the view."""
        self._moving()
        px = min(MAX_SQUARE_PX, max(MIN_SQUARE_PX, px_per_square))
        factor = px / SQUARE_PX
        if not math.isclose(px, self.square_px()):
            self.setTransform(QTransform.fromScale(factor, factor))
            self._zoomed()
        self.centerOn(centre)

    def _moving(self) -> None:
        self._keep_fitted = False
        if self.renderHints() & QPainter.RenderHint.SmoothPixmapTransform:
            self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        scene = self.scene()
        if isinstance(scene, MapScene):
            scene.set_moving(True)
        self._settle.start()

    def _settled(self) -> None:
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        scene = self.scene()
        if isinstance(scene, MapScene):
            scene.set_detail_px(self.square_px())
            scene.set_moving(False)
        self.viewport().update()

    def pan_by(self, dx: float, dy: float) -> None:
        self._moving()
        self.horizontalScrollBar().setValue(round(self.horizontalScrollBar().value() + dx))
        self.verticalScrollBar().setValue(round(self.verticalScrollBar().value() + dy))

    def fit_rect(self, rect: QRectF) -> None:
        if rect.isEmpty():
            return
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        px = self.square_px()
        if px > MAX_SQUARE_PX or px < MIN_SQUARE_PX:
            self.show_at(px, rect.center())
        self._zoomed()

    def fit_map(self) -> None:
        scene = self.scene()
        if isinstance(scene, MapScene):
            self.fit_rect(scene.map_bounds().adjusted(-SQUARE_PX / 2, -SQUARE_PX / 2,
                                                      SQUARE_PX / 2, SQUARE_PX / 2))
            self._keep_fitted = True

    def zoom_to_selection(self) -> bool:
        """Fit the selected tokens (with a square around them); False when none is selected."""
        scene = self.scene()
        if not isinstance(scene, MapScene):
            return False
        selected = scene.selected_tokens()
        if not selected:
            return False
        rect = QRectF()
        for item in selected:
            rect = rect.united(item.mapRectToScene(item.shape().boundingRect()))
        margin = 2 * SQUARE_PX
        self.fit_rect(rect.adjusted(-margin, -margin, margin, margin))
        return True

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802
        super().setScene(scene)
        self._zoomed()

    def _zoomed(self) -> None:
        scene = self.scene()
        if isinstance(scene, MapScene):
            scene.set_detail_px(self.square_px(), moving=self._settle.isActive())
        self._update_rulers()

    # --- coordinates --------------------------------------------------------------------------
    def set_coordinates_shown(self, shown: bool) -> None:
        self.setViewportMargins(RULER_LEFT_PX if shown else 0, RULER_TOP_PX if shown else 0, 0, 0)
        self._top_ruler.setVisible(shown)
        self._left_ruler.setVisible(shown)
        self._place_rulers()

    def _place_rulers(self) -> None:
        area = self.viewport().geometry()
        self._top_ruler.setGeometry(area.left(), area.top() - RULER_TOP_PX, area.width(),
                                    RULER_TOP_PX)
        self._left_ruler.setGeometry(area.left() - RULER_LEFT_PX, area.top(), RULER_LEFT_PX,
                                     area.height())

    def _update_rulers(self) -> None:
        # (A hidden ruler's update() does nothing.)
        self._top_ruler.update()
        self._left_ruler.update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_rulers()
        if self._keep_fitted:
            self.fit_map()

    # --- drops: catalog entries and characters -------------------------------------------------
    @staticmethod
    def _carries_drop(event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> bool:
        mime = event.mimeData()
        return mime.hasFormat(MIME_TYPE) or mime.hasFormat(CHARACTER_MIME_TYPE)

    def _drop_square(self, event: QDragMoveEvent | QDropEvent) -> Square | None:
        """The map's square under the drag, None off the map."""
        scene = self.scene()
        if not isinstance(scene, MapScene) or not self._carries_drop(event):
            return None
        square = square_at(self.mapToScene(event.position().toPoint()))
        return square if scene.contains_square(square) else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if self._carries_drop(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        square = self._drop_square(event)
        scene = self.scene()
        if square is not None and isinstance(scene, MapScene):
            if scene.preview is not None:
                # The square the drop would take, shaded as the brush shades its squares.
                scene.preview.set_squares({square}, PAINT_PREVIEW)
            event.acceptProposedAction()
        else:
            self._clear_drop_mark()
            event.ignore()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:  # noqa: N802
        self._clear_drop_mark()
        event.accept()

    def _clear_drop_mark(self) -> None:
        scene = self.scene()
        if isinstance(scene, MapScene) and scene.preview is not None:
            scene.preview.clear()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        self._clear_drop_mark()
        square = self._drop_square(event)
        character_id = read_character_mime(event.mimeData())
        ref = read_entry_mime(event.mimeData())
        if square is None or (character_id is None and ref is None):
            event.ignore()
            return
        event.acceptProposedAction()
        if character_id is not None:
            self.character_dropped.emit(character_id, square)
        else:
            self.catalog_dropped.emit(ref, square)
