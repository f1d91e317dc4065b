"""The repositories: the only place that reads and writes the campaign's records in SQL.

- :func:`load_campaign` — every record of the file, at open (one read transaction).
- :func:`write_change` — one command's change in one transaction.
- :func:`image_data` — a picture's bytes, when a view shows it.

An open reads every kind of record whole (pictures without their bytes); :mod:`.rows` maps
records to rows for all of them.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.exc import DBAPIError, IntegrityError

from ryf_desktop.storage import records as r
from ryf_desktop.storage.campaign_file import CampaignFile
from ryf_desktop.storage.change import Change
from ryf_desktop.storage.errors import CampaignFileError, ChangeNotWrittenError, StorageProblem
from ryf_desktop.storage.repositories import rows as _rows
from ryf_desktop.storage.repositories.rows import RELATIONS, TABLES, Relation, field_names

Loaded = dict[type[r.Record], dict[int, r.Record]]

__all__ = [
    "RELATIONS",
    "Loaded",
    "Relation",
    "field_names",
    "image_data",
    "load_campaign",
    "write_change",
]


def load_campaign(file: CampaignFile) -> Loaded:
    """Every record of the open ``file``, by kind and id."""
    with file.transaction() as db:
        connection = db.connection()
        loaded: Loaded = {kind: _rows.load_kind(connection, kind) for kind in r.RECORD_KINDS}
    if r.CAMPAIGN_ID not in loaded[r.Campaign]:
        raise CampaignFileError(
            f"The file {file.path.name} has no campaign row.",
            file.path,
            problem=StorageProblem.NO_CAMPAIGN_ROW,
            name=file.path.name,
        )
    return loaded


def write_change(file: CampaignFile, change: Change) -> None:
    """Write ``change`` in one transaction: all of it, or (raising) none of it. A state of the
    file or its disk (busy, read-only, I/O, full, damaged, not a database) is raised as the
    :class:`CampaignFileError` of its kind by :meth:`CampaignFile.transaction`; any other
    refusal of SQLite's is a :class:`ChangeNotWrittenError`."""
    try:
        with file.transaction() as db:
            _rows.write_change(db.connection(), change)
    except IntegrityError as error:
        raise ChangeNotWrittenError(str(error.orig), inconsistent=True) from error
    except DBAPIError as error:
        raise ChangeNotWrittenError(str(error.orig), inconsistent=False) from error


def image_data(file: CampaignFile, image_id: int) -> bytes | None:
    """The bytes of one picture of the file (None when there is no such image)."""
    table = TABLES[r.Image]
    with file.transaction() as db:
        found = db.connection().execute(
            select(table.c.data).where(table.c.id == image_id)
        ).first()
    return None if found is None else bytes(found[0])
