"""Where the combat dialogs open: top-level windows of the GM's main window, centred on it and
inside its screen's free area (a dialog parented inside a dock can end up a child widget or on
the wrong screen).
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, Qt
from PySide6.QtWidgets import QMainWindow, QWidget


def main_window_of(widget: QWidget) -> QWidget:
    """The main window that holds ``widget`` — through a floating dock too — else its window."""
    candidate: QWidget | None = widget
    while candidate is not None:
        if isinstance(candidate, QMainWindow):
            return candidate
        candidate = candidate.parentWidget()
    return widget.window()


def place_on_gm_screen(dialog: QWidget, owner: QWidget) -> None:
    """Centre ``dialog`` on ``owner``'s main window, wholly inside that window's screen (its
    area free of panels), shrinking the dialog when the screen is smaller than it."""
    window = main_window_of(owner)
    screen = window.screen()
    dialog.setScreen(screen)
    area = screen.availableGeometry()
    # Before the window manager has framed the dialog, its frame is taken to be the main
    # window's (the same title bar and borders).
    framed = dialog if dialog.isVisible() else window
    outer, inner = framed.frameGeometry(), framed.geometry()
    margins = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                       outer.right() - inner.right(), outer.bottom() - inner.bottom())
    if not dialog.testAttribute(Qt.WidgetAttribute.WA_Resized):
        # The size show() would give it, worked out now so that its centre is where it goes.
        dialog.adjustSize()
    size = dialog.size().boundedTo(area.size().shrunkBy(margins))
    if size != dialog.size():
        dialog.resize(size)
    frame = QRect(QPoint(0, 0), size.grownBy(margins))
    centre = window.frameGeometry().center() if window.isVisible() else area.center()
    if not area.contains(centre):
        centre = area.center()
    frame.moveCenter(centre)
    # Pushed back inside the screen where the main window sits near an edge.
    left = max(area.left(), min(frame.left(), area.right() + 1 - frame.width()))
    top = max(area.top(), min(frame.top(), area.bottom() + 1 - frame.height()))
    # ``move`` places a window's frame (its title bar included), not its client area.
    dialog.move(left, top)
