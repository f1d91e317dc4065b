"""Picture files dropped on the Handouts dock: :class:`HandoutDrops` accepts any drag of local
files over the dock and hands them to the controller, which adds the pictures and says which
files it refused and why (a drop of a PDF is told, not silently ignored)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QDropEvent

from ryf_desktop.ui.handouts.panel import HandoutsPanel

#: The file names a picture handout may have (its content is checked as well).
PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")


def dropped_files(event: QDropEvent) -> list[Path]:
    """The local files a drag carries (none: it is no drag of files)."""
    mime = event.mimeData()
    if mime is None or not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]


class HandoutDrops(QObject):
    """Watches the panel and its list for drops of files; ``add`` adds them."""

    def __init__(self, panel: HandoutsPanel, add: Callable[[list[Path]], object]) -> None:
        super().__init__(panel)
        self._add = add
        for widget in (panel, panel.list.viewport()):
            widget.setAcceptDrops(True)
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if not isinstance(event, QDropEvent):
            return False
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            if dropped_files(event):
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop:
            files = dropped_files(event)
            if files:
                event.acceptProposedAction()
                # Once the drop is over: the drag's source (a file manager) is not kept waiting
                # while the pictures are read.
                QTimer.singleShot(0, self, lambda: self._add(files))
                return True
        return False
