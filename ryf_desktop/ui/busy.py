"""Slow work (decoding a 16384² picture takes seconds) run on a worker thread while the window
keeps drawing, with a busy dialog if it lasts. The work must touch no widget and no campaign file
(a picture's bytes and QImage are safe off the GUI thread).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import TypeVar

from PySide6.QtCore import QEventLoop, QMetaObject, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

from ryf_desktop.ui.common.widgets import named

T = TypeVar("T")

#: The dialog shows only when the work lasts longer than this, in ms (most pictures are quick).
SHOW_AFTER_MS = 300


def run_busy(parent: QWidget | None, text: str, work: Callable[[], T]) -> T:
    """Run ``work`` on a worker thread; meanwhile the event loop runs and, after
    :data:`SHOW_AFTER_MS`, a modal busy dialog saying ``text`` keeps the GM's hands off."""
    result: Future[T] = Future()

    def run() -> None:
        try:
            result.set_result(work())
        except BaseException as error:  # raised again on the GUI thread, by result()
            result.set_exception(error)

    threading.Thread(target=run, daemon=True, name="busy-work").start()
    dialog = named(QProgressDialog(text, "", 0, 0, parent), "busy_dialog")
    dialog.setCancelButton(None)  # no cancel: the decode cannot be stopped halfway
    dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
    dialog.setAutoClose(False)
    # Shown by our own timer: QProgressDialog's would wait for a value that never comes.
    dialog.setMinimumDuration(2**30)
    show = QTimer()
    show.setSingleShot(True)
    show.timeout.connect(dialog.show)
    show.start(SHOW_AFTER_MS)
    loop = QEventLoop()
    # Queued: the worker's thread asks the loop, on the GUI thread, to quit.
    result.add_done_callback(lambda _done: QMetaObject.invokeMethod(
        loop, "quit", Qt.ConnectionType.QueuedConnection))
    if not result.done():
        loop.exec()
    show.stop()
    dialog.hide()
    dialog.deleteLater()
    return result.result()
