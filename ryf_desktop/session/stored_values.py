"""Values the campaign file keeps as JSON text (an item's details, a creature's fields, a log
line's data), read leniently: a file edited by hand never breaks a view or a fight."""

from __future__ import annotations

from typing import Any

from ryf_desktop.storage.records import load_json

__all__ = ["as_int", "json_object"]


def json_object(text: str | None) -> dict[str, Any]:
    """A JSON column holding an object; {} when it is empty, unreadable or not an object."""
    try:
        value = load_json(text or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def as_int(value: object) -> int:
    """A stored value as a whole number (0 when it is not one): sheets and snapshots hold text."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value)
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return 0
    return 0
