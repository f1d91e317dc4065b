"""The players' map view: :class:`PlayersGraphicsView`, the picture on the table's glass."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ryf_desktop.ui.table_screen.offstage import Offstage, paint_turned

BACKDROP = QColor("#101014")


class PlayersGraphicsView(QGraphicsView):
    """A view the players only look at: no scroll bars, no dragging, no wheel."""

    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players_view")
        # While the picture is turned: the strip's and banner's pictures and their turn.
        self.offstage: Offstage | None = None
        self.rotation = 0
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setInteractive(False)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The viewport's own fill shows around the map; the scene's background stays the scene's
        # (a view background brush would stop the scene from drawing its own).
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Base, BACKDROP)
        palette.setColor(QPalette.ColorRole.Window, BACKDROP)
        self.setPalette(palette)
        self.viewport().setAutoFillBackground(True)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.resized.emit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        event.ignore()  # the players' window frames itself; a stray wheel must not move it

    def drawForeground(self, painter: QPainter, rect: QRectF | object) -> None:  # noqa: N802
        super().drawForeground(painter, rect)  # type: ignore[arg-type]
        if self.offstage is not None:
            paint_turned(painter, self.viewport().size(), self.rotation,
                         self.offstage.pictures())
