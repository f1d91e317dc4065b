"""The turn strip and the roll banner while the table screen's picture is turned: widgets cannot
be turned, so :class:`Offstage` holds them in a window never put on a screen, the size of the
turned window, where they keep laying themselves out (the banner its timer too), and the players'
view paints their pictures turned with the map (:class:`PlayersGraphicsView`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette, QPixmap, QRegion, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QVBoxLayout, QWidget

from ryf_desktop.ui.table_screen.orientation import normal_rotation, turned_size

# What, happening to a held widget, changes its picture.
_REDRAWN_ON = frozenset({
    QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.Resize, QEvent.Type.Move,
    QEvent.Type.LayoutRequest,
})

# Around the players' map.
BACKDROP = QColor("#101014")


class Offstage(QWidget):
    """A window never shown on a screen holding the strip (top), the title card (under it)
    and the banner (over both)."""

    # A held widget's picture changed: the players' view repaints.
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Tool)
        self.setObjectName("table_offstage")
        self.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, on=False)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(0)
        # Stretch 0: a shown title card (stretch 1) takes all the room; hidden, this spacer does.
        self.column.addStretch(0)
        self._held: list[QWidget] = []
        self._strip: QWidget | None = None
        self._pictures: list[tuple[QPoint, QPixmap]] | None = None

    def hold(self, strip: QWidget, banner: QWidget, title: QWidget) -> None:
        """Take ``strip``, ``title`` (the title card, shown when there is no map) and ``banner``."""
        self.column.insertWidget(0, strip)
        self.column.insertWidget(1, title, 1)
        banner.setParent(self)
        self._strip = strip
        # In the order they are painted: the title card under the strip, the banner over all.
        self._held = [title, strip, banner]
        for widget in self._held:
            widget.installEventFilter(self)
        self.touch()

    def release(self) -> None:
        """Stop watching the held widgets (the window takes them back)."""
        for widget in self._held:
            widget.removeEventFilter(self)
        self._held = []
        self._strip = None
        self.touch()

    def touch(self) -> None:
        """A held widget may look different: its picture is taken again when next painted."""
        self._pictures = None
        self.changed.emit()

    def strip_band(self) -> int:
        """How much of the turned window's top the strip takes (0 while it is hidden)."""
        strip = self._strip
        return strip.height() if strip is not None and strip.isVisible() else 0

    def pictures(self) -> list[tuple[QPoint, QPixmap]]:
        """Each shown held widget's picture and where it lies in the turned window."""
        if self._pictures is None:
            # Pending layout first, so a strip just filled is measured at its new size.
            self.column.activate()
            self._pictures = [(widget.geometry().topLeft(), picture_of(widget))
                              for widget in self._held if widget.isVisible()]
        return self._pictures

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in _REDRAWN_ON:
            self.touch()
        return False


def picture_of(widget: QWidget) -> QPixmap:
    """``widget`` painted on a transparent picture: the banner's rounded corners stay the
    map's, not a grab's square of window colour."""
    ratio = widget.devicePixelRatioF()
    picture = QPixmap(widget.size() * ratio)
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    widget.render(picture, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
    return picture


def turn(painter: QPainter, size: QSize, rotation: int) -> tuple[float, float]:
    """Turn ``painter`` ``rotation`` degrees clockwise about the middle of ``size``; returns the
    width and height of the turned room (what players read upright)."""
    width, height = turned_size(size.width(), size.height(), rotation)
    painter.translate(size.width() / 2, size.height() / 2)
    painter.rotate(normal_rotation(rotation))
    painter.translate(-width / 2, -height / 2)
    return width, height


class PlayersGraphicsView(QGraphicsView):
    """A view the players only look at: no scroll bars, no dragging, no wheel."""

    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, interactive=False, alignment=Qt.AlignmentFlag.AlignCenter,
                         renderHints=QPainter.RenderHint.Antialiasing
                         | QPainter.RenderHint.SmoothPixmapTransform)
        self.setObjectName("players_view")
        # While the picture is turned: the strip's and banner's pictures and their turn.
        self.offstage: Offstage | None = None
        self.rotation = 0
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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
            # The held widgets' pictures, turned with the map about the viewport's centre.
            painter.save()
            painter.resetTransform()
            turn(painter, self.viewport().size(), self.rotation)
            for where, picture in self.offstage.pictures():
                painter.drawPixmap(where, picture)
            painter.restore()
