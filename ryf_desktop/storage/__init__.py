"""The storage layer: a campaign is one SQLite file (``.ryf``) of SQLModel tables.

Public API (see each module's docstring for the design):
- :class:`CampaignFile` — ``create``, ``open`` (checks, migration, lock), ``transaction()``,
  ``save_copy``, ``backup_now``, ``list_backups``, ``restore_backup``, ``close``.
- :func:`export_campaign`, :func:`import_campaign`, :func:`export_character`,
  :func:`~ryf_desktop.storage.transfer.read_character` — versioned JSON, validated strictly on
  import (a character is added by the session's ``ImportCharacter`` command).
- :func:`file_name_for` (a campaign file's name from its title), :func:`holder_of` (who has a
  campaign open for writing).
- :func:`check_campaign` → :class:`CheckReport` — integrity and schema report, read-only.
- The errors, all :class:`CampaignFileError`, each with a :class:`StorageProblem` code and its
  params (worded for the GM in the UI's language by ``ui/campaign/storage_messages.py``) and an
  English ``str()`` for logs.
- The tables live in :mod:`ryf_desktop.storage.tables`.

The file at rest: one SQLite file, ``application_id`` 0x52794631 ("RyF1"), ``user_version`` =
schema version (3) plus Alembic's ``alembic_version`` table, rollback journal, no sidecar files.
While open for writing it runs in WAL mode with foreign keys on and ``synchronous=FULL`` (a
commit returns when it is on disk), and holds a lock row naming who has it open.

Storage imports no Qt: it is plain SQLModel/SQLAlchemy/sqlite3 (and Alembic for upgrades).
"""

from __future__ import annotations

from ryf_desktop.storage.backups import (
    BACKUP_INTERVAL_S,
    BACKUPS_KEPT,
    BackupInfo,
    default_backup_dir,
    user_data_dir,
)
from ryf_desktop.storage.campaign_file import (
    CampaignFile,
    ReadOnlyReason,
    holder_of,
    restore_backup,
)
from ryf_desktop.storage.check import CheckReport, check_campaign
from ryf_desktop.storage.errors import (
    BackupError,
    CampaignBusyError,
    CampaignClosedError,
    CampaignCorruptError,
    CampaignEmptyError,
    CampaignExistsError,
    CampaignFileError,
    CampaignLockedError,
    CampaignNotFoundError,
    CampaignReadOnlyError,
    CampaignTakenOverError,
    ForeignDatabaseError,
    ImportProblem,
    ImportValidationError,
    LockHolder,
    MigrationFailedError,
    NewerSchemaError,
    NotSQLiteError,
    RecoveryNeededError,
    StorageProblem,
    UpgradeNotPossibleError,
)
from ryf_desktop.storage.file_format import (
    APPLICATION_ID,
    CAMPAIGN_SUFFIX,
    SCHEMA_VERSION,
    file_name_for,
)
from ryf_desktop.storage.squares import pack_squares, unpack_squares
from ryf_desktop.storage.transfer import (
    export_campaign,
    export_character,
    import_campaign,
)

__all__ = [
    "APPLICATION_ID",
    "BACKUPS_KEPT",
    "BACKUP_INTERVAL_S",
    "CAMPAIGN_SUFFIX",
    "SCHEMA_VERSION",
    "BackupError",
    "BackupInfo",
    "CampaignBusyError",
    "CampaignClosedError",
    "CampaignCorruptError",
    "CampaignEmptyError",
    "CampaignExistsError",
    "CampaignFile",
    "CampaignFileError",
    "CampaignLockedError",
    "CampaignNotFoundError",
    "CampaignReadOnlyError",
    "CampaignTakenOverError",
    "CheckReport",
    "ForeignDatabaseError",
    "ImportProblem",
    "ImportValidationError",
    "LockHolder",
    "MigrationFailedError",
    "NewerSchemaError",
    "NotSQLiteError",
    "ReadOnlyReason",
    "RecoveryNeededError",
    "StorageProblem",
    "UpgradeNotPossibleError",
    "check_campaign",
    "default_backup_dir",
    "export_campaign",
    "export_character",
    "file_name_for",
    "holder_of",
    "import_campaign",
    "pack_squares",
    "restore_backup",
    "unpack_squares",
    "user_data_dir",
]
