"""How the campaign's file work talks to the GM: a status note, an error box, a busy cursor."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QStatusBar, QWidget

#: How long a passing note (a backup taken, a copy saved) stays in the status bar.
NOTE_MS = 8_000
#: How long a note the GM should read (an upgrade, a failure) stays.
NOTICE_MS = 30_000

T = TypeVar("T")


class FileFeedback:
    """The window and its status bar, as the campaign's file work speaks through them."""

    def __init__(self, window: QWidget, status: QStatusBar) -> None:
        self.window = window
        self.status = status

    def show_error(self, title: str, error: BaseException | str) -> None:
        """Say why a file could not be read or written: in the status bar and in a box."""
        if isinstance(error, OSError):
            message = QCoreApplication.translate("CampaignController", "{reason} ({path}).").format(
                reason=error.strerror or str(error), path=error.filename or "")
        else:
            from ryf_desktop.ui.campaign.storage_messages import storage_message

            message = error if isinstance(error, str) else storage_message(error)
        self.status.showMessage(message, NOTICE_MS)
        QMessageBox.critical(self.window, title, message)

    def attempt(self, busy: str, failed: str, work: Callable[[], T]) -> T | None:
        """``work()`` under :meth:`busy` (when ``busy`` says something); None, and ``failed``
        with the reason shown, when the file could not be read or written."""
        from ryf_desktop.storage import CampaignFileError

        try:
            with self.busy(busy) if busy else contextlib.nullcontext():
                return work()
        except (CampaignFileError, OSError) as error:
            self.show_error(failed, error)
            return None

    @contextlib.contextmanager
    def busy(self, message: str) -> Iterator[None]:
        """A wait cursor and a note in the status bar while the GUI thread works on a file."""
        self.status.showMessage(message)
        # Paint the note now: the work below keeps the event loop from doing it.
        self.status.repaint()
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            yield
        finally:
            QGuiApplication.restoreOverrideCursor()
            if self.status.currentMessage() == message:
                self.status.clearMessage()

