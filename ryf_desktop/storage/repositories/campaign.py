"""The campaign's own record and the pictures it keeps (their bytes read only when shown)."""

from __future__ import annotations

from sqlalchemy import Connection, select

from ryf_desktop.storage import records as r
from ryf_desktop.storage.repositories.rows import TABLES, load_kind

KINDS: tuple[type[r.Record], ...] = (r.Campaign, r.Image)


def load(connection: Connection) -> dict[type[r.Record], dict[int, r.Record]]:
    return {kind: load_kind(connection, kind) for kind in KINDS}


def image_data(connection: Connection, image_id: int) -> bytes | None:
    """One picture's bytes (None when there is no such image)."""
    table = TABLES[r.Image]
    found = connection.execute(select(table.c.data).where(table.c.id == image_id)).first()
    return None if found is None else bytes(found[0])
