"""A throw-away copy of a campaign file with its journal and ``-wal``, for work that must not
touch the original: recovering a crashed file to see whether it is sound before the original is
recovered, and ``ryf-desktop check``, which changes nothing at all (not even a ``-shm``).

The ``-shm`` is not copied: it is only an index of the ``-wal``, which SQLite rebuilds.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

from ryf_desktop.storage.connect import connect
from ryf_desktop.storage.file_format import sidecar_paths

#: How much of a file a copy reads at a time.
COPY_CHUNK = 1024 * 1024


@contextlib.contextmanager
def working_copy(path: Path) -> Iterator[Path]:
    """A copy of ``path`` (same name) and its journal and ``-wal``, deleted when the block ends;
    raises OSError when it cannot be made."""
    with tempfile.TemporaryDirectory(prefix="ryf-copy-") as folder:
        copy = Path(folder) / path.name
        copy_sparse(path, copy)
        journal, wal, _shm = sidecar_paths(path)
        copy_journal, copy_wal, _copy_shm = sidecar_paths(copy)
        for sidecar, target in ((journal, copy_journal), (wal, copy_wal)):
            with contextlib.suppress(FileNotFoundError):
                shutil.copyfile(sidecar, target)
        yield copy


def copy_sparse(source: Path, dest: Path) -> None:
    """Copy ``source`` to ``dest`` leaving its holes holes: a sparse file of 1 GB with a few
    pages written takes a few pages (where the OS can say where the data is)."""
    if not hasattr(os, "SEEK_DATA"):
        shutil.copyfile(source, dest)
        return
    with source.open("rb") as reader, dest.open("wb") as writer:
        size = os.fstat(reader.fileno()).st_size
        position = 0
        while position < size:
            try:
                start = os.lseek(reader.fileno(), position, os.SEEK_DATA)
            except OSError as error:
                if error.errno == errno.ENXIO:
                    break  # only a hole is left
                raise
            end = os.lseek(reader.fileno(), start, os.SEEK_HOLE)
            reader.seek(start)
            writer.seek(start)
            left = end - start
            while left > 0:
                chunk = reader.read(min(left, COPY_CHUNK))
                if not chunk:
                    break
                writer.write(chunk)
                left -= len(chunk)
            position = end
        writer.truncate(size)


def recover_copy(copy: Path) -> None:
    """Let SQLite finish or roll back what a crash left in the copy's journal or ``-wal``, and
    fold the ``-wal`` in; raises ``sqlite3.Error`` when it cannot."""
    with closing(connect(copy, read_only=False)) as connection:
        connection.execute("SELECT count(*) FROM sqlite_master").fetchone()


def recovery_problem(path: Path) -> str | None:
    """Recover a copy of ``path`` and ``quick_check`` it: None when it comes out sound, else what
    is wrong (SQLite's words: the recovery's failure, or the check's first lines). Raises OSError
    when no copy can be made, and the driver's error when the copy's disk is full or fails
    (which says nothing of the file)."""
    with working_copy(path) as copy:
        try:
            recover_copy(copy)
            with closing(connect(copy, read_only=True)) as connection:
                lines = [str(row[0]) for row in connection.execute("PRAGMA quick_check")]
        except sqlite3.Error as error:
            code = getattr(error, "sqlite_errorcode", 0) & 0xFF
            if code in (sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN):
                raise
            return str(error)
    return None if lines == ["ok"] else "; ".join(lines[:3])
