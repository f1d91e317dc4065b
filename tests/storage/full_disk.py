"""A small disk that is really full: a tmpfs mounted for the test (when the tests run as root,
as in this project's containers), filled to the last byte."""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


def fill(folder: Path) -> None:
    """Write a filler file into ``folder`` until its disk refuses another byte."""
    with (folder / "filler").open("wb", buffering=0) as stream:
        block = b"\0" * 65536
        with contextlib.suppress(OSError):
            while True:
                stream.write(block)
        with contextlib.suppress(OSError):
            while True:
                stream.write(b"\0")


@contextlib.contextmanager
def small_disk(folder: Path, size: str = "4m") -> Iterator[Path]:
    """``folder`` as a tmpfs of ``size``; skipped where mounting is not allowed (the patched
    full-disk tests cover those machines)."""
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
        capture_output=True, check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode(errors='replace')}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)
