"""Reading a file to import, bounded: only a regular file, at most a documented size, so a FIFO
(which would block for ever), ``/dev/zero`` (which never ends) or a file larger than the limit
is refused at once with a clear reason, before a byte is parsed."""

from __future__ import annotations

import os
import stat
from pathlib import Path


class NotARegularFileError(OSError):
    """The path names a FIFO, a device, a socket or a folder, not a file."""


class TooLargeError(OSError):
    """The file is larger than the limit (``size`` is what was found, at least)."""

    def __init__(self, size: int, limit: int) -> None:
        super().__init__(f"{size} bytes, more than {limit}")
        self.size = size
        self.limit = limit


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path``; raises :class:`NotARegularFileError`,
    :class:`TooLargeError` (also for a file that grows past ``limit`` while read) or OSError."""
    if not stat.S_ISREG(path.stat().st_mode):
        raise NotARegularFileError(f"{path} is not a regular file")
    # O_NONBLOCK: should the path become a FIFO between the look and the open, the open does
    # not wait for a writer (the second look then refuses it).
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    with os.fdopen(descriptor, "rb") as stream:
        status = os.fstat(stream.fileno())
        if not stat.S_ISREG(status.st_mode):
            raise NotARegularFileError(f"{path} is not a regular file")
        if status.st_size > limit:
            raise TooLargeError(status.st_size, limit)
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise TooLargeError(len(data), limit)
    return data
