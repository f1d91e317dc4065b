"""What a map tool is: an object the view hands mouse events to first (Orange's
``UserInteraction``), and the event it gets."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, Qt, Signal

from ryf_desktop.rules.movement import Square


@dataclass(frozen=True)
class ToolEvent:
    """A mouse event on the map: where in the scene, which square, which button and keys."""

    scene_pos: QPointF
    square: Square
    button: Qt.MouseButton
    modifiers: Qt.KeyboardModifier

    @property
    def alt(self) -> bool:
        return bool(self.modifiers & Qt.KeyboardModifier.AltModifier)

    @property
    def shift(self) -> bool:
        return bool(self.modifiers & Qt.KeyboardModifier.ShiftModifier)


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
