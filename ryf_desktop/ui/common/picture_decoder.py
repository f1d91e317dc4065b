"""Pictures decoded off the GUI thread: :class:`PictureDecoder`.

A handout's picture may be as large as a map background (16384 px a side); decoded on the GUI
thread it would freeze the window for seconds. The decoder reads it on the thread pool, fitted
into the box asked for while it is read (:func:`~ryf_desktop.session.picture_reading.read_fitted`,
which lets the GUI thread run meanwhile), and hands the image back on the GUI thread.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject, QSize, QThreadPool, Signal
from PySide6.QtGui import QImage

from ryf_desktop.session.picture_reading import read_fitted


class PictureDecoder(QObject):
    """``decode(key, data, box)`` → ``decoded(key, image)`` later, on the decoder's thread (a null
    image when ``data`` does not decode)."""

    decoded = Signal(object, QImage)  # the caller's key, the image

    def decode(self, key: object, data: bytes, box: QSize) -> None:
        def work() -> None:
            image = read_fitted(data, box)
            # Emitted from the worker: Qt queues it to the decoder's thread (gone: nobody waits).
            with contextlib.suppress(RuntimeError):
                self.decoded.emit(key, image)

        QThreadPool.globalInstance().start(work)
