"""What the views that paint their rows from kept pictures share: a blank picture at the
screen's pixel ratio, and what a view's pictures depend on (see the combat order and the
campaign log)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QAbstractItemView


def blank_picture(width: int, height: int, ratio: float) -> QPixmap:
    """A transparent picture of ``width``×``height`` logical pixels at pixel ratio ``ratio``."""
    picture = QPixmap(round(width * ratio), round(height * ratio))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    return picture


def view_look(view: QAbstractItemView) -> tuple[object, ...]:
    """What every picture of ``view``'s rows is drawn for (its viewport's pixel ratio first):
    when it changes, the pictures kept are of another look."""
    return (view.viewport().devicePixelRatioF(), view.palette().cacheKey(), view.font().key(),
            view.style().name())
