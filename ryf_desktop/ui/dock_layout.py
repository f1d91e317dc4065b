"""The first-start arrangement of the main window's docks, which View → Reset layout restores.

The docks share one column on the right, so at 1366 px the map keeps two thirds of the window. A
window tall enough has two groups of tabs in it (the tracker and the dice show together in a
fight); a shorter one (768 or 900 px) one group. Character sheets want ~900 px: they float in a
window of their own rather than squeeze the map.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtWidgets import QDockWidget, QFrame, QMainWindow, QScrollArea, QWidget

#: The tab groups of the right-hand column, top to bottom; each group's docks in tab order.
SIDE_GROUPS: tuple[tuple[str, ...], ...] = (
    ("campaign", "characters", "combat", "undo_history"),
    ("dice", "catalog", "handouts"),
)
#: The column as one group (a short window): the dice next to the tracker, history last.
ONE_GROUP = ("campaign", "characters", "combat", "dice", "catalog", "handouts", "undo_history")
#: The tab shown in each group at first: the first of these that the window has.
RAISED_FIRST: tuple[tuple[str, ...], ...] = (("combat", "campaign"), ("dice",))
#: Docks that float in a window of their own.
FLOATING = ("sheets",)
#: The column's width as a share of the window's, and its bounds in pixels.
SIDE_SHARE = 0.3
SIDE_MIN_WIDTH = 380
SIDE_MAX_WIDTH = 520
#: The top group's share of the column's height, the dice below.
TOP_SHARE = 0.55
#: The top group's height in a fight: the tracker's band, ~6 rows of the order, its buttons and
#: the forecast. The bottom group's: the dice's result over the roll button.
TOP_MIN_HEIGHT = 600
BOTTOM_MIN_HEIGHT = 250
#: A window shorter than this has the column's groups as one (with room for neither above).
TWO_GROUPS_MIN_HEIGHT = 900
#: The floating sheet window: wide enough for the sheet's two columns, inside the GM's screen.
SHEET_WINDOW_WIDTH = 940
SHEET_WINDOW_SCREEN_SHARE = 0.62
SHEET_WINDOW_MARGIN = 24


class _AtLeastMinimum(QWidget):
    """A scrolled body that asks for its layout's minimum height at a width, not its preferred
    one: the scroll area then lets it shrink (its stretching parts first) before it scrolls."""

    def heightForWidth(self, width: int) -> int:  # noqa: N802 -- Qt's name
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth():
            return super().heightForWidth(width)
        return layout.totalMinimumHeightForWidth(width)


class DockBody(QScrollArea):
    """A dock's contents, scrolled when the dock is shorter than they need at its width.

    Qt sizes a dock by its contents' minimum height, which for wrapped labels is that of a wide
    label (one line): at the column's real width they need more, the layout is squeezed under
    its minimum and a widget with a minimum height of its own (a table, a tall button) is drawn
    over its neighbours. Scrolled, the contents always get their minimum at the width they
    have, and the dock's own minimum is small, so the column's splitter stays free to drag.
    """

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(_AtLeastMinimum())

    def body(self) -> QWidget:
        body = self.widget()
        assert body is not None
        return body

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 -- Qt's name
        # The contents' minimum width is this area's (below): the dock asks again when it moves.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 -- Qt's name
        # As wide as the contents need beside a scroll bar (they never scroll sideways); as
        # short as the scroll area allows.
        hint = super().minimumSizeHint()
        body = self.widget()
        if body is None:
            return hint
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(max(hint.width(), body.minimumSizeHint().width() + bar), hint.height())


def _present(docks: Mapping[str, QDockWidget], names: tuple[str, ...]) -> list[QDockWidget]:
    return [docks[name] for name in names if name in docks]


def side_groups(window_height: int) -> tuple[tuple[str, ...], ...]:
    """The column's groups for a window ``window_height`` pixels tall (see the module)."""
    return SIDE_GROUPS if window_height >= TWO_GROUPS_MIN_HEIGHT else (ONE_GROUP,)


def _groups(window: QMainWindow, docks: Mapping[str, QDockWidget]) -> list[list[QDockWidget]]:
    """The column's groups as the window has them now (one, or two: see :func:`side_groups`),
    each its docks present; the GM may have moved them since."""
    groups = [members for group in SIDE_GROUPS if (members := _present(docks, group))]
    if len(groups) > 1 and groups[1][0] in window.tabifiedDockWidgets(groups[0][0]):
        return [_present(docks, ONE_GROUP)]
    return groups


def arrange(
    window: QMainWindow,
    docks: Mapping[str, QDockWidget],
    areas: Mapping[str, Qt.DockWidgetArea],
) -> None:
    """Put every dock where it goes on first start (sizes: :func:`apply_sizes`, once laid out);
    a dock this module does not name goes to its area in ``areas`` (the right: tabbed onto the
    column's top group)."""
    right = Qt.DockWidgetArea.RightDockWidgetArea
    names = side_groups(window.height())
    groups = [members for group in names if (members := _present(docks, group))]
    for dock in docks.values():
        dock.setFloating(False)
    # Every group's head first, one under the other: Qt splits a dock that is already tabbed by
    # adding a tab instead.
    heads = [members[0] for members in groups]
    if heads:
        window.addDockWidget(right, heads[0], Qt.Orientation.Vertical)
    for above, below in pairwise(heads):
        window.splitDockWidget(above, below, Qt.Orientation.Vertical)
    for head, *members in groups:
        for member in members:
            window.tabifyDockWidget(head, member)
    grouped = {name for group in SIDE_GROUPS for name in group}
    for name, dock in docks.items():
        area = areas.get(name, right)
        if name in FLOATING:
            window.addDockWidget(areas.get(name, Qt.DockWidgetArea.LeftDockWidgetArea), dock)
            dock.setFloating(True)
        elif name in grouped:
            continue  # in the column, placed above
        elif area == right and heads:
            window.tabifyDockWidget(heads[0], dock)
        else:
            window.addDockWidget(area, dock)
    raise_first_tabs(window, docks)


def raise_first_tabs(window: QMainWindow, docks: Mapping[str, QDockWidget]) -> None:
    """Show each group's first tab (Qt shows the last one tabbed)."""
    for choices in RAISED_FIRST[:len(_groups(window, docks))]:
        raised = _present(docks, choices)
        if raised:
            raised[0].raise_()


def apply_sizes(window: QMainWindow, docks: Mapping[str, QDockWidget]) -> None:
    """The column's width and its groups' heights for the window's present size, and each
    group's first tab in front."""
    raise_first_tabs(window, docks)
    # The first dock of each group (the one the others tab onto).
    heads = [group[0] for group in _groups(window, docks)]
    if not heads:
        return
    width = max(SIDE_MIN_WIDTH, min(SIDE_MAX_WIDTH, int(window.width() * SIDE_SHARE)))
    window.resizeDocks([heads[0]], [width], Qt.Orientation.Horizontal)
    if len(heads) > 1:
        column = sum(head.height() for head in heads) or window.height()
        top = max(int(column * TOP_SHARE), min(TOP_MIN_HEIGHT, column - BOTTOM_MIN_HEIGHT))
        window.resizeDocks(heads[:2], [top, column - top], Qt.Orientation.Vertical)


def sheet_window_geometry(window: QMainWindow) -> QRect:
    """Where the sheet window first opens: over the map's left part, on the GM's screen."""
    screen = window.screen()
    frame = window.geometry()
    available = screen.availableGeometry() if screen is not None else frame
    # A window larger than its screen (a virtual desktop, a test screen) lends its own bounds.
    available = available.united(frame) if not available.contains(frame) else available
    width = min(SHEET_WINDOW_WIDTH, int(available.width() * SHEET_WINDOW_SCREEN_SHARE))
    height = min(frame.height() - 2 * SHEET_WINDOW_MARGIN, available.height())
    height = max(height, min(480, available.height()))
    rect = QRect(frame.left() + SHEET_WINDOW_MARGIN, frame.top() + 2 * SHEET_WINDOW_MARGIN,
                 width, height)
    # Kept inside the screen, whatever the main window's place.
    rect.moveRight(min(rect.right(), available.right()))
    rect.moveBottom(min(rect.bottom(), available.bottom()))
    rect.moveLeft(max(rect.left(), available.left()))
    rect.moveTop(max(rect.top(), available.top()))
    return rect


def place_beside_group(
    window: QMainWindow,
    docks: Mapping[str, QDockWidget],
    name: str,
    area: Qt.DockWidgetArea,
) -> None:
    """A dock new to a saved layout: tabbed onto a docked member of its group, so nothing the GM
    arranged moves; a dock of no group (or whose group is not docked) goes to ``area``."""
    dock = docks[name]
    if name in FLOATING:
        dock.setFloating(True)
        return
    group = next((group for group in SIDE_GROUPS if name in group), ())
    for other in group:
        mate = docks.get(other)
        if other != name and mate is not None and not mate.isFloating():
            window.tabifyDockWidget(mate, dock)
            return
    window.addDockWidget(area, dock)
