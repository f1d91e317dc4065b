"""Why a campaign file could not be opened, created, imported or restored.

Every refusal is a subclass of :class:`CampaignFileError`. It carries a **problem code**
(:class:`StorageProblem`) and the details in ``params``, which the UI words in the game master's
language (``ui/campaign/storage_messages.py``), as the rules' errors are; its ``str()`` is the
English sentence, for logs. An import's refusal (:class:`ImportValidationError`) carries its own
:class:`ImportProblem` and the JSON path of the bad field. Refusals raised while opening leave
the file byte-for-byte untouched.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from pathlib import Path

#: A detail of a problem: a number, a name, a path or a piece of SQLite's own report.
Param = int | str
Params = Mapping[str, Param]


class StorageProblem(StrEnum):
    """What went wrong with a campaign file; ``params`` name the details each one needs."""

    #: file — there is no file at the path.
    NOT_FOUND = "not_found"
    #: file, reason — the OS refused to read it.
    UNREADABLE = "unreadable"
    #: file — a folder was given.
    IS_FOLDER = "is_folder"
    #: name — a FIFO, a device or a socket, not a file.
    NOT_A_FILE = "not_a_file"
    #: name — 0 bytes.
    EMPTY = "empty"
    #: name — not an SQLite database at all.
    NOT_SQLITE = "not_sqlite"
    #: name, size, expected (0: unknown) — cut short.
    TRUNCATED = "truncated"
    #: name, detail (SQLite's words) — damaged inside.
    DAMAGED = "damaged"
    #: name, detail (SQLite's words) — a crashed file that comes out of recovery damaged.
    RECOVERY_FAILED = "recovery_failed"
    #: name, version — the header's schema version is none that ever was.
    SCHEMA_INVALID = "schema_invalid"
    #: name, version, revision — the schema record (Alembic's) disagrees with the header.
    SCHEMA_MISMATCH = "schema_mismatch"
    #: name, detail — not even the readable rows could be written to a repaired copy.
    REPAIR_FAILED = "repair_failed"
    #: name — an interrupted commit must be recovered, which needs write access.
    RECOVERY_NEEDS_WRITE = "recovery_needs_write"
    #: name, detail — SQLite could not open it for another reason.
    CANNOT_OPEN = "cannot_open"
    #: name, detail — another copy of the program kept the file busy past every retry.
    BUSY = "busy"
    #: name — an SQLite database of another program.
    FOREIGN = "foreign"
    #: name, found, known — written by a newer program.
    NEWER_SCHEMA = "newer_schema"
    #: file — a new file (campaign, import, copy, restore) would replace an existing one.
    EXISTS = "exists"
    #: folder — the folder of a new campaign does not exist.
    FOLDER_MISSING = "folder_missing"
    #: name, found, known — an older file opened read-only on request cannot be upgraded.
    UPGRADE_NEEDS_NORMAL_OPEN = "upgrade_needs_normal_open"
    #: name, found, known — an older file that cannot be written cannot be upgraded.
    UPGRADE_NOT_WRITABLE = "upgrade_not_writable"
    #: name, found, reason — the safety copy before an upgrade could not be written.
    UPGRADE_NO_SAFETY_COPY = "upgrade_no_safety_copy"
    #: name, found, known, detail, copy — the upgrade failed and was rolled back.
    MIGRATION_FAILED = "migration_failed"
    #: name — a change on a campaign opened read-only.
    READ_ONLY = "read_only"
    #: name — the campaign was used after it was closed.
    CLOSED = "closed"
    #: name — a campaign file without its campaign row.
    NO_CAMPAIGN_ROW = "no_campaign_row"
    #: name — a copy would be saved over the campaign that is open.
    COPY_OVER_OPEN = "copy_over_open"
    #: name — a backup would be restored over the campaign that is open.
    RESTORE_OVER_OPEN = "restore_over_open"
    #: file, detail — copying the campaign (a copy, a backup, a restore) failed.
    COPY_FAILED = "copy_failed"
    #: name — a backup of that name exists already.
    BACKUP_EXISTS = "backup_exists"
    #: name, user, host, pid, program, since (ISO time) — open in another copy.
    LOCKED = "locked"
    #: name, user, host (empty: the lock was removed) — another copy took the campaign over.
    TAKEN_OVER = "taken_over"
    #: file — the JSON file to import is not there.
    IMPORT_NOT_FOUND = "import_not_found"
    #: file, reason — the JSON file to import cannot be read.
    IMPORT_UNREADABLE = "import_unreadable"
    #: field (JSON path, "" for the whole file) — see :class:`ImportProblem` for the rest.
    IMPORT_INVALID = "import_invalid"
    #: name — the disk (or the folder's quota) is full: nothing was written.
    DISK_FULL = "disk_full"
    #: name, detail — the disk failed to read or write (SQLite's I/O error): nothing was written.
    DISK_FAILED = "disk_failed"
    #: name, detail — the file, its folder or its disk refused a write (read-only media).
    NOT_WRITABLE = "not_writable"
    #: name, sidecar, reason — the -wal or journal beside a crashed file cannot be read.
    SIDECAR_UNREADABLE = "sidecar_unreadable"
    #: name, detail — the temporary folder has no room for the copy a check works on.
    NO_ROOM_TO_CHECK = "no_room_to_check"
    #: file, limit_mb — a file to import is larger than the documented limit.
    INPUT_TOO_LARGE = "input_too_large"


class ImportProblem(StrEnum):
    """Why an imported JSON document is refused; ``got`` is always the bad value, as JSON."""

    NOT_JSON = "not_json"  # line, column, detail
    NOT_UTF8 = "not_utf8"
    TOO_LARGE = "too_large"  # size
    NESTED_TOO_DEEPLY = "nested_too_deeply"  # depth
    CONSTANT_NOT_ALLOWED = "constant_not_allowed"  # name (NaN, Infinity)
    NUMBER_TOO_LONG = "number_too_long"  # digits
    LONE_SURROGATE = "lone_surrogate"  # position
    CHARACTER_NOT_CAMPAIGN = "character_not_campaign"
    CAMPAIGN_NOT_CHARACTER = "campaign_not_character"
    NOT_AN_EXPORT = "not_an_export"  # kind, got
    NEWER_FORMAT = "newer_format"  # found, known
    UNKNOWN_FIELD = "unknown_field"  # known
    REQUIRED = "required"
    EXPECTED_OBJECT = "expected_object"  # got
    EXPECTED_INTEGER = "expected_integer"  # low, high, got
    EXPECTED_NUMBER = "expected_number"  # low, high, got
    EXPECTED_FINITE = "expected_finite"  # got
    EXPECTED_TEXT = "expected_text"  # max, got
    EXPECTED_NOT_EMPTY = "expected_not_empty"  # got
    EXPECTED_FLAG = "expected_flag"  # got
    EXPECTED_CHOICE = "expected_choice"  # options, got
    EXPECTED_TIMESTAMP = "expected_timestamp"  # got
    EXPECTED_LIST = "expected_list"  # max, got
    EXPECTED_SHA256 = "expected_sha256"  # got
    EXPECTED_BASE64 = "expected_base64"
    EXPECTED_NAME = "expected_name"  # max, got
    EXPECTED_SQUARE = "expected_square"  # width, height, got
    EXPECTED_COLOUR = "expected_colour"  # got
    ID_TWICE = "id_twice"  # id
    CHARACTER_OR_MONSTER = "character_or_monster"
    DANGLING_REFERENCE = "dangling_reference"  # key, id
    SKILL_TWICE = "skill_twice"  # name
    SPECIALISATION_TWICE = "specialisation_twice"  # name
    ENTRY_TWICE = "entry_twice"  # kind, name
    NOT_A_DOOR = "not_a_door"  # square
    PICTURE_EMPTY = "picture_empty"
    PICTURE_DAMAGED = "picture_damaged"
    PICTURE_UNDECODABLE = "picture_undecodable"
    PICTURE_TWICE = "picture_twice"
    PICTURE_NOT_OF_TYPE = "picture_not_of_type"  # mime
    PICTURE_TYPE_REFUSED = "picture_type_refused"  # mime
    PICTURE_SIZE_MISMATCH = "picture_size_mismatch"  # width, height, real_width, real_height
    PICTURE_TOO_BIG = "picture_too_big"  # width, height, side, megapixels
    PICTURE_TOO_HEAVY = "picture_too_heavy"  # size, limit_mb
    INCONSISTENT = "inconsistent"  # detail


#: Control characters (C0 but tab and new line, DEL, C1) that a terminal would obey.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
#: The stand-ins Python gives the bytes of a file name that are not UTF-8.
_UNDECODED = re.compile(r"[\udc80-\udcff]")


def shown(text: str) -> str:
    """``text`` safe to show or print: a byte of a file name that is not UTF-8 as the Latin-1
    letter it most likely was (a "Campa\\xf1a" folder reads "Campaña"), and control characters
    (escape sequences in a hand-edited lock row or a map's name) written out, never obeyed."""
    text = _UNDECODED.sub(lambda found: chr(ord(found.group()) - 0xDC00), text)
    return _CONTROL.sub(lambda found: f"\\x{ord(found.group()):02x}", text)


class CampaignFileError(Exception):
    """A campaign file cannot be used as asked: ``problem`` and ``params`` say why; ``str()`` is
    the English sentence. Both are :func:`shown` safe (names that are not UTF-8, control
    characters)."""

    def __init__(
        self,
        message: str,
        path: Path | None = None,
        *,
        problem: StorageProblem | None = None,
        **params: Param,
    ) -> None:
        message = shown(message)
        super().__init__(message)
        self.message = message
        self.path = path
        #: Why, for the UI's words; every refusal the storage raises has one (None: an error
        #: made elsewhere, a test's stand-in, shown in its own words).
        self.problem = problem
        self.params: dict[str, Param] = {
            key: shown(value) if isinstance(value, str) else value
            for key, value in params.items()
        }


class CampaignNotFoundError(CampaignFileError):
    """There is no file at the path."""


class CampaignExistsError(CampaignFileError):
    """A new campaign (or an import, a copy, a restore) would overwrite an existing file."""

    def __init__(
        self,
        message: str,
        path: Path,
        *,
        problem: StorageProblem = StorageProblem.EXISTS,
        **params: Param,
    ) -> None:
        super().__init__(message, path, problem=problem, **({"file": str(path)} | params))


class CampaignEmptyError(CampaignFileError):
    """The file has 0 bytes."""


class NotSQLiteError(CampaignFileError):
    """The file is not an SQLite database at all (a picture, a text file, a renamed document)."""


class CampaignCorruptError(CampaignFileError):
    """An SQLite file that is truncated or damaged."""


class CampaignBusyError(CampaignFileError):
    """Another copy of the program kept the file busy (an upgrade, a lock) past every retry."""


class ForeignDatabaseError(CampaignFileError):
    """An SQLite database made by another program (its application_id is not ours)."""


class NewerSchemaError(CampaignFileError):
    """The file was written by a newer RyF Desktop with a schema this version does not know."""

    def __init__(self, message: str, path: Path | None, found: int, known: int) -> None:
        name = path.name if path is not None else ""
        super().__init__(
            message, path, problem=StorageProblem.NEWER_SCHEMA, name=name, found=found,
            known=known,
        )
        self.found = found
        self.known = known


class UpgradeNotPossibleError(CampaignFileError):
    """An older file must be upgraded but cannot be written (read-only file or folder)."""


class MigrationFailedError(CampaignFileError):
    """Upgrading an older file failed; the upgrade was rolled back and the file is unchanged."""


class RecoveryNeededError(CampaignFileError):
    """An interrupted commit must be rolled back from the journal, which needs write access."""


class CampaignReadOnlyError(CampaignFileError):
    """A change was attempted on a campaign opened read-only."""


class CampaignClosedError(CampaignFileError):
    """The campaign file object was used after ``close()``."""


class ImportValidationError(CampaignFileError):
    """An imported JSON document is not valid: ``field`` names the first bad field (its JSON
    path), ``reason`` and ``details`` say what is wrong with it."""

    def __init__(
        self,
        field: str,
        problem: str,
        path: Path | None = None,
        *,
        reason: ImportProblem,
        **details: Param,
    ) -> None:
        where = field or "the file"
        super().__init__(
            f"{where}: {problem}", path, problem=StorageProblem.IMPORT_INVALID, field=field
        )
        self.field = field
        self.reason = reason
        self.details: dict[str, Param] = {
            key: shown(value) if isinstance(value, str) else value
            for key, value in details.items()
        }


class CampaignDiskFullError(CampaignFileError):
    """The disk is full: nothing was written, the file is as it was."""


class CampaignDiskError(CampaignFileError):
    """The disk failed (an I/O error) or refused a write (read-only media)."""


class BackupError(CampaignFileError):
    """A backup could not be taken or restored."""


#: A running copy renews its lock's heartbeat this often ...
HEARTBEAT_EVERY = timedelta(minutes=1)
#: ... so a lock silent for longer than this is reported as probably stale.
HEARTBEAT_STALE = timedelta(minutes=5)


@dataclass(frozen=True, slots=True)
class LockHolder:
    """Who has a campaign open for writing, as recorded in the file's lock row."""

    user: str
    host: str
    pid: int
    since: datetime
    program: str
    #: The holder's last sign of life (None from a program older than schema 4).
    heartbeat: datetime | None = None

    def silent_for(self, now: datetime) -> timedelta | None:
        """How long the holder has said nothing, when it wrote heartbeats at all."""
        return None if self.heartbeat is None else now - self.heartbeat

    def probably_stale(self, now: datetime) -> bool:
        """Whether the holder has been silent so long that it has most likely stopped (crashed,
        killed, or its computer asleep): a running copy beats every minute."""
        silent = self.silent_for(now)
        return silent is not None and silent > HEARTBEAT_STALE

    def describe(self) -> str:
        when = self.since.astimezone().strftime("%Y-%m-%d %H:%M")
        return f"user {self.user} on computer {self.host}, process {self.pid}, since {when}"


class CampaignLockedError(CampaignFileError):
    """Another running copy of RyF Desktop has the campaign open for writing (or may have: a
    copy on another computer cannot be seen from here)."""

    def __init__(self, holder: LockHolder, path: Path | None = None) -> None:
        super().__init__(
            f"This campaign is already open in RyF Desktop ({holder.describe()}). "
            "Open it read-only to look at it, or close it there first. If that copy of the "
            "program is no longer running (for example the other computer crashed), you can "
            "take the campaign over.",
            path,
            problem=StorageProblem.LOCKED,
            name=path.name if path is not None else "",
            user=holder.user,
            host=holder.host,
            pid=holder.pid,
            program=holder.program,
            since=holder.since.isoformat(),
        )
        self.holder = holder


class CampaignTakenOverError(CampaignFileError):
    """Another copy of the program took the campaign over (``holder``, or None when the lock was
    removed with ``ryf-desktop unlock``): this copy's change was not saved, nor will any be."""

    def __init__(self, path: Path, holder: LockHolder | None) -> None:
        by = f" by {holder.describe()}" if holder is not None else ""
        super().__init__(
            f"The campaign {path.name} was taken over{by}; this change was not saved. Open it "
            "read-only to go on looking at it.",
            path,
            problem=StorageProblem.TAKEN_OVER,
            name=path.name,
            user=holder.user if holder is not None else "",
            host=holder.host if holder is not None else "",
        )
        self.holder = holder


class ChangeNotWrittenError(Exception):
    """A change the campaign file did not take, and so did not keep any of.

    ``inconsistent``: one of the file's constraints refused it (a program error, or a file
    edited by hand); otherwise SQLite refused it for a reason that is no state of the file or
    its disk (those are :class:`CampaignFileError` with their kind: busy, read-only, I/O, full,
    damaged, not a database). ``reason`` is SQLite's own words.
    """

    def __init__(self, reason: str, *, inconsistent: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.inconsistent = inconsistent
