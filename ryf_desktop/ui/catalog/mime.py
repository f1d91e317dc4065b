"""The drag-and-drop format of a catalog entry: MIME type ``application/x-ryf-catalog-entry``,
UTF-8 JSON ``{"kind": "weapon", "era": "medieval", "name": "Espada larga"}`` (an ``EntryKind``
value, a setting, the name with its accents) plus ``"gm_id": 7`` for one of the GM's own entries.
A drop target (sheet, combat list, map) calls :func:`read_entry_mime`, then :func:`find_entry`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QMimeData

from ryf_desktop.catalog import CatalogEntry, EntryKind, Era
from ryf_desktop.session import GmEntry

MIME_TYPE = "application/x-ryf-catalog-entry"


@dataclass(frozen=True, slots=True)
class EntryRef:
    """Which catalog entry: kind, setting and name, and the GM's row id for a GM entry."""

    kind: EntryKind
    era: Era
    name: str
    gm_id: int | None = None

    @classmethod
    def of(cls, entry: CatalogEntry, gm_id: int | None = None) -> EntryRef:
        return cls(entry.kind, entry.era, entry.name, gm_id)


def entry_mime_data(ref: EntryRef) -> QMimeData:
    """Drag data for one entry: the JSON payload, and its name as plain text for other programs."""
    payload: dict[str, object] = {"kind": ref.kind.value, "era": ref.era.value, "name": ref.name}
    if ref.gm_id is not None:
        payload["gm_id"] = ref.gm_id
    mime = QMimeData()
    mime.setData(MIME_TYPE, json.dumps(payload, ensure_ascii=False).encode("utf-8"))
    mime.setText(ref.name)
    return mime


def read_entry_mime(mime: QMimeData) -> EntryRef | None:
    """The entry a drag carries; None when it carries none or the payload is not understood."""
    if not mime.hasFormat(MIME_TYPE):
        return None
    try:
        payload = json.loads(bytes(mime.data(MIME_TYPE).data()).decode("utf-8"))
        gm_id = payload.get("gm_id")
        if gm_id is not None and (isinstance(gm_id, bool) or not isinstance(gm_id, int)):
            return None
        name = payload["name"]
        if not isinstance(name, str):
            return None
        return EntryRef(EntryKind(payload["kind"]), Era(payload["era"]), name, gm_id)
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


def find_entry(
    ref: EntryRef, shipped: Iterable[CatalogEntry], gm: Iterable[GmEntry] = ()
) -> CatalogEntry | None:
    """The typed entry ``ref`` names, among the shipped entries or the GM's (by ``gm_id``)."""
    if ref.gm_id is not None:
        return next((item.entry for item in gm if item.id == ref.gm_id), None)
    return next((entry for entry in shipped if EntryRef.of(entry) == ref), None)
