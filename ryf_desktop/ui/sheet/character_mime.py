"""The drag-and-drop format of a character: MIME type ``application/x-ryf-character``, UTF-8 JSON
``{"character_id": 3}``, plus the name as plain text for other programs."""

from __future__ import annotations

import json

from PySide6.QtCore import QMimeData

CHARACTER_MIME_TYPE = "application/x-ryf-character"


def character_mime_data(character_id: int, name: str) -> QMimeData:
    """Drag data for one character: its id as JSON, and its name as plain text."""
    mime = QMimeData()
    mime.setData(CHARACTER_MIME_TYPE, json.dumps({"character_id": character_id}).encode("utf-8"))
    mime.setText(name)
    return mime


def read_character_mime(mime: QMimeData) -> int | None:
    """The id of the character a drag carries; None when it carries none or is not understood."""
    if not mime.hasFormat(CHARACTER_MIME_TYPE):
        return None
    try:
        payload = json.loads(bytes(mime.data(CHARACTER_MIME_TYPE).data()).decode("utf-8"))
        character_id = payload["character_id"]
    except (ValueError, KeyError, TypeError):
        return None
    if isinstance(character_id, bool) or not isinstance(character_id, int):
        return None
    return character_id
