"""Why a campaign file could not be opened, created, imported or restored.

Every refusal is a subclass of :class:`CampaignFileError`; its message is written for the game
master (what is wrong, and what to do about it), so the UI and the command line can show
``str(error)`` as it is. Refusals raised while opening leave the file byte-for-byte untouched.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path


class CampaignFileError(Exception):
    """A campaign file cannot be used as asked; ``str()`` is a message a GM can act on."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


class CampaignNotFoundError(CampaignFileError):
    """There is no file at the path."""


class CampaignExistsError(CampaignFileError):
    """A new campaign (or an import, a copy, a restore) would overwrite an existing file."""


class CampaignEmptyError(CampaignFileError):
    """The file has 0 bytes."""


class NotSQLiteError(CampaignFileError):
    """The file is not an SQLite database at all (a picture, a text file, a renamed document)."""


class CampaignCorruptError(CampaignFileError):
    """An SQLite file that is truncated or damaged."""


class ForeignDatabaseError(CampaignFileError):
    """An SQLite database made by another program (its application_id is not ours)."""


class NewerSchemaError(CampaignFileError):
    """The file was written by a newer RyF Desktop with a schema this version does not know."""

    def __init__(self, message: str, path: Path | None, found: int, known: int) -> None:
        super().__init__(message, path)
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
    """An imported JSON document is not valid; ``field`` names the first bad field."""

    def __init__(self, field: str, problem: str, path: Path | None = None) -> None:
        where = field or "the file"
        super().__init__(f"{where}: {problem}", path)
        self.field = field
        self.problem = problem


class BackupError(CampaignFileError):
    """A backup could not be taken or restored."""


@dataclass(frozen=True, slots=True)
class LockHolder:
    """Who has a campaign open for writing, as recorded in the file's lock row."""

    user: str
    host: str
    pid: int
    since: datetime
    program: str

    def describe(self) -> str:
        when = self.since.astimezone().strftime("%Y-%m-%d %H:%M")
        return f"user {self.user} on computer {self.host}, process {self.pid}, since {when}"


class CampaignLockedError(CampaignFileError):
    """Another running copy of RyF Desktop has the campaign open for writing."""

    def __init__(self, holder: LockHolder, path: Path | None = None) -> None:
        super().__init__(
            f"This campaign is already open in RyF Desktop ({holder.describe()}). "
            "Open it read-only to look at it, or close it there first. If that copy of the "
            "program is no longer running (for example the other computer crashed), you can "
            "take the campaign over.",
            path,
        )
        self.holder = holder
