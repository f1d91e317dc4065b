"""The campaign's handouts (their pictures are images, loaded with the campaign's)."""

from __future__ import annotations

from sqlalchemy import Connection

from ryf_desktop.storage import records as r
from ryf_desktop.storage.repositories.rows import load_kind

KINDS: tuple[type[r.Record], ...] = (r.Handout,)


def load(connection: Connection) -> dict[type[r.Record], dict[int, r.Record]]:
    return {kind: load_kind(connection, kind) for kind in KINDS}
