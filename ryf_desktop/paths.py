"""Where the program finds its data: a source checkout, a wheel or the native executable."""

from __future__ import annotations

import sys
from pathlib import Path


def _root() -> Path:
    # PyInstaller unpacks data beside the frozen program and points sys._MEIPASS at it.
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """A file or folder under ``resources/`` (catalog data, icons, demo assets)."""
    bundled = Path(__file__).resolve().parent / "_resources"
    base = bundled if bundled.is_dir() else _root() / "resources"
    return base.joinpath(*parts)


def i18n_path(*parts: str) -> Path:
    """A file under ``i18n/`` (Qt Linguist sources and the compiled ``.qm`` files)."""
    bundled = Path(__file__).resolve().parent / "_i18n"
    base = bundled if bundled.is_dir() else _root() / "i18n"
    return base.joinpath(*parts)
