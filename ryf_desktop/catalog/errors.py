"""The catalog's errors: a text that does not read, and a catalog file that cannot be used."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


class CatalogTextError(ValueError):
    """A text of the manual ("2d6(1M)/2d6+1(2M)", "750 mo", ...) that the parsers cannot read.

    Raised by the pure parsers; the loader adds the file, the entry and the key.
    """

    def __init__(self, text: str, reason: str) -> None:
        self.text = text
        self.reason = reason
        super().__init__(f"cannot read {text!r}: {reason}")


class CatalogError(ValueError):
    """A catalog file that cannot be used, naming the file, the entry and the key at fault."""

    def __init__(self, message: str, *, file: str, entry: str = "", key: str = "") -> None:
        self.file = file
        self.entry = entry
        self.key = key
        self.detail = message
        super().__init__(format_location(file, entry, key) + message)


def format_location(file: str, entry: str, key: str) -> str:
    """``"weapons.toml, entry medieval.weapons row 9 'Espada larga', key 'damage': "``.

    Empty parts are left out.
    """
    parts = [file]
    if entry:
        parts.append(f"entry {entry}")
    if key:
        parts.append(f"key {key!r}")
    return ", ".join(parts) + ": "


@contextmanager
def reading(text: str) -> Iterator[None]:
    """Make an error about a part of ``text`` ("req. Fuerza 9") name the whole text too."""
    try:
        yield
    except CatalogTextError as error:
        if error.text == text:
            raise
        raise CatalogTextError(text, f"in {error.text!r}: {error.reason}") from error
