"""A guard against the PySide6 6.12.0 / Python 3.11 crash (STACK.md): every call that returns
nothing dropped a reference to None until the interpreter aborted with none_dealloc."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QGraphicsRectItem

CALLS = 50_000


def test_many_void_returning_calls_survive(qapp: QApplication) -> None:
    item = QGraphicsRectItem(0, 0, 10, 10)
    none_refs_before = sys.getrefcount(None)
    for index in range(CALLS // 2):
        item.setPos(index % 97, index % 89)
        item.setZValue(index % 7)
    assert item.zValue() == (CALLS // 2 - 1) % 7
    # A leak this size would crash later; catch it here even where it does not crash yet.
    assert sys.getrefcount(None) > none_refs_before - CALLS // 4
