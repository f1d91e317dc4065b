"""A repaired copy of a damaged campaign: the rows SQLite can still read, written anew.

``VACUUM INTO`` from a read-only connection rebuilds every table and index from the rows into a
new file, so damage in the file's structure (an index that lost rows, free pages that are
garbage) is left behind; the damaged file itself is not touched. The copy must pass the full
``integrity_check``, has no lock row and is renamed into place only when whole. Damage in the
rows themselves cannot be repaired this way: SQLite refuses to read them, and so does this.
"""

from __future__ import annotations

import os
import sqlite3
import uuid
from contextlib import closing
from pathlib import Path

from ryf_desktop.storage.connect import connect
from ryf_desktop.storage.errors import CampaignCorruptError, CampaignExistsError, StorageProblem
from ryf_desktop.storage.file_format import remove_with_sidecars
from ryf_desktop.storage.inspection import check_bytes
from ryf_desktop.storage.new_files import place_new_file


def save_repaired_copy(source: Path | str, dest: Path | str) -> Path:
    """Write the readable rows of the campaign at ``source`` to the new file ``dest``."""
    source, dest = Path(source), Path(dest)
    if dest.exists():
        raise CampaignExistsError(
            f"There is already a file at {dest}. Choose another name.", dest
        )
    check_bytes(source)
    temporary = dest.with_name(f".{dest.name}.{uuid.uuid4().hex[:8]}.repairing")
    try:
        with closing(connect(source, read_only=True)) as reader:
            reader.execute("VACUUM INTO ?", (str(temporary),))
        with closing(sqlite3.connect(temporary, isolation_level=None)) as copy:
            result = [str(row[0]) for row in copy.execute("PRAGMA integrity_check")]
            if result != ["ok"]:
                raise sqlite3.DatabaseError("; ".join(result[:3]))
            copy.execute("DELETE FROM file_lock")
            copy.execute("PRAGMA journal_mode=DELETE")
        with temporary.open("rb+") as stream:
            os.fsync(stream.fileno())
        place_new_file(temporary, dest)
    except (sqlite3.Error, UnicodeDecodeError) as error:
        raise CampaignCorruptError(
            f"The campaign {source.name} is too damaged to repair ({error}). Restore a backup "
            "(File → Restore a backup…).",
            source,
            problem=StorageProblem.REPAIR_FAILED,
            name=source.name,
            detail=str(error),
        ) from error
    finally:
        remove_with_sidecars(temporary)
    return dest
