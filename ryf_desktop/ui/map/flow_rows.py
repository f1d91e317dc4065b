"""A box that lays its tool bars left to right and wraps them onto a new row when the width runs
out, each at the width it asks for (so no bar folds a tool into an unnamed "»"): the map's
tool bars in one line need ~1100 px in Spanish, past a 1366 px laptop's screen with the docks.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QLayout,
    QLayoutItem,
    QToolBar,
    QToolButton,
    QWidget,
)

#: Room given to each bar beyond its size hint: at its hint exactly, a tool bar whose options
#: have just appeared lays them out as if it had run out of space, behind a "»".
SLACK = 16
#: Qt's own name for a tool bar's extension button.
EXTENSION_NAME = "qt_toolbar_ext_button"


class FlowLayout(QLayout):
    """Items in reading order, wrapped at the layout's width; its height follows its width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(0)

    # --- QLayout's item list --------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    # --- sizes ----------------------------------------------------------------------------------
    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._place(QRect(0, 0, width, 0), move=False)

    def sizeHint(self) -> QSize:  # noqa: N802
        """All the bars in one row."""
        shown = self._shown()
        return QSize(sum(_hint(item).width() for item in shown),
                     max((item.sizeHint().height() for item in shown), default=0))

    def minimumSize(self) -> QSize:  # noqa: N802
        """The widest bar: narrower than that, a bar would fold."""
        width = max((_hint(item).width() for item in self._shown()), default=0)
        return QSize(width, self.heightForWidth(width))

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._place(rect, move=True)

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _place(self, rect: QRect, *, move: bool) -> int:
        """Lay the items out in ``rect`` (or only measure); returns the height they take. (The
        layout has no margins.)"""
        x, y, row_height = rect.x(), rect.y(), 0
        for item in self._shown():
            hint = _hint(item)
            if x > rect.x() and x + hint.width() > rect.right() + 1:
                x, y, row_height = rect.x(), y + row_height, 0
            if move:
                width = min(hint.width(), rect.width())
                item.setGeometry(QRect(QPoint(x, y), QSize(width, hint.height())))
                _hide_stale_extension(item.widget(), width >= hint.width() - SLACK)
            x += hint.width()
            row_height = max(row_height, hint.height())
        return y + row_height - rect.y()


def _hint(item: QLayoutItem) -> QSize:
    """The item's size hint, at least its widget's minimum width, with the slack."""
    hint = item.sizeHint()
    widget = item.widget()
    width = max(hint.width(), 0 if widget is None else widget.minimumWidth())
    return QSize(width + SLACK, hint.height())


def _hide_stale_extension(widget: QWidget | None, fits: bool) -> None:
    """A tool bar given its whole width hides its "»": Qt leaves it shown from a moment the bar
    was narrower (its tool's options appearing), over a bar where every tool shows."""
    if fits and isinstance(widget, QToolBar):
        extension = widget.findChild(QToolButton, EXTENSION_NAME)
        if extension is not None and extension.isVisible():
            extension.hide()


class FlowRows(QWidget):
    """The widget that holds a :class:`FlowLayout` of ``bars``."""

    def __init__(self, bars: list[QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("map_tool_rows")
        self._flow = FlowLayout(self)
        self._bars = bars
        for bar in bars:
            self._flow.addWidget(bar)
            bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # A bar whose tools changed (a tool's options shown) asks for a new width: wrap again.
        if event.type() is QEvent.Type.LayoutRequest:
            self._flow.invalidate()
            self.updateGeometry()
            # Once the bar has laid itself out at its new width.
            QTimer.singleShot(0, self, self._tidy)
        return False

    def _tidy(self) -> None:
        for bar in self._bars:
            _hide_stale_extension(bar, bar.width() >= bar.sizeHint().width())
