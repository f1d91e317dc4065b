"""The campaign file: create, open (with every check), migrate, lock, work in transactions,
copy, back up and restore.

One :class:`CampaignFile` per open campaign holds one SQLAlchemy engine; each unit of work is a
short Session (``with file.transaction() as session:``) that commits when the block ends and
rolls back if it raises, so every change is on disk when the block returns (``synchronous=FULL``)
and there is no "Save" to forget.
Objects read in a unit of work stay usable after it (``expire_on_commit`` is off) but are
detached: change them inside another ``transaction()`` block.

Life of a writable open: checks → (upgrade) → lock row → WAL mode → engine; ``close()`` → engine
disposed → lock row deleted → checkpoint and back to the rollback journal, one file again (see
:mod:`~ryf_desktop.storage.connect` for why WAL while open). The opening checks are in
:mod:`~ryf_desktop.storage.inspection`, the lock row in :mod:`~ryf_desktop.storage.locking`,
upgrades in :mod:`~ryf_desktop.storage.migrate` and copies in :mod:`~ryf_desktop.storage.backups`.

Opening an older file: the file is first copied byte for byte (under a read lock) to
``<stem>.schema<N>-backup.ryf`` next to it — once per schema version, see
:mod:`~ryf_desktop.storage.upgrade` — then upgraded in one transaction; if the upgrade fails it
is rolled back and the file is unchanged. Another copy of the program opening the same file at
the same moment makes this open wait and try again (:data:`OPEN_ATTEMPTS`), then refuse with
:class:`CampaignBusyError`, never a raw driver error. A writable open runs the full
``integrity_check``. Each commit that wrote checks, under the write lock, that the lock row is
still this open's: a copy taken over by another is refused (:class:`CampaignTakenOverError`)
rather than writing over its successor. A read-only file (no write
permission, or ``read_only=True``) opens through a read-only connection and says so in
:attr:`CampaignFile.read_only` / :attr:`CampaignFile.read_only_reason`, for the UI's banner;
an older file cannot be upgraded that way and is refused.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
import time
from collections.abc import Iterator
from contextlib import closing
from enum import StrEnum
from pathlib import Path
from types import TracebackType

from sqlalchemy import Engine, event, insert
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError
from sqlmodel import Session

from ryf_desktop.rules.profile import HEROICO, RulesProfile
from ryf_desktop.rules.skills import Setting
from ryf_desktop.storage import backups
from ryf_desktop.storage.backups import BackupInfo
from ryf_desktop.storage.connect import (
    CHANGES_AT_BEGIN,
    connect,
    enter_wal,
    make_engine,
)
from ryf_desktop.storage.driver_errors import is_disk_full, raise_classified
from ryf_desktop.storage.errors import (
    CampaignClosedError,
    CampaignExistsError,
    CampaignFileError,
    CampaignReadOnlyError,
    CampaignTakenOverError,
    LockHolder,
    StorageProblem,
    UpgradeNotPossibleError,
)
from ryf_desktop.storage.file_format import SCHEMA_VERSION
from ryf_desktop.storage.inspection import inspect_campaign, is_busy, open_failed
from ryf_desktop.storage.lock_file import (
    lock_file,
    refuse_if_held,
    settle_unheld,
    unlock_file,
)
from ryf_desktop.storage.locking import (
    LockRow,
    LockState,
    beat_lock,
    lock_state,
    new_token,
    read_lock,
)
from ryf_desktop.storage.new_files import build_new_file
from ryf_desktop.storage.tables import CAMPAIGN_ID, Campaign
from ryf_desktop.storage.upgrade import AlreadyUpgraded, upgrade_in_place
from ryf_desktop.storage.wal_identity import write_owner

#: How many times an open is tried while another copy of the program keeps the file busy.
OPEN_ATTEMPTS = 8
#: The first pause between tries, in seconds (each try waits one more of these).
OPEN_RETRY_S = 0.05


class ReadOnlyReason(StrEnum):
    #: The caller asked for read-only (e.g. the campaign is open elsewhere).
    REQUESTED = "requested"
    #: The file (or its folder, or the disk) cannot be written.
    NOT_WRITABLE = "not_writable"
    #: The disk is full: the campaign can be read, and written again once space is freed
    #: (opened again).
    DISK_FULL = "disk_full"
    #: Another copy of the program took the campaign over while this one had it open.
    TAKEN_OVER = "taken_over"


class CampaignFile:
    """An open campaign file. Make one with :meth:`create` or :meth:`open`; :meth:`close` it."""

    def __init__(
        self,
        path: Path,
        engine: Engine,
        *,
        read_only_reason: ReadOnlyReason | None,
        token: str | None,
        backup_dir: Path,
        upgraded_from: int | None = None,
        upgrade_backup: Path | None = None,
        took_over_from: LockHolder | None = None,
        held_by: LockHolder | None = None,
        set_aside: tuple[Path, ...] = (),
    ) -> None:
        self._path = path
        self._engine: Engine | None = engine
        self._token = token
        if token is not None:
            event.listen(engine, "commit", self._refuse_if_taken_over)
        #: Why the campaign is read-only, or None when it is writable.
        self.read_only_reason = read_only_reason
        #: Where :meth:`backup_now` puts rolling backups.
        self.backup_dir = backup_dir
        #: The schema version the file had before this open upgraded it (None: no upgrade).
        self.upgraded_from = upgraded_from
        #: The copy of the file taken before the upgrade.
        self.upgrade_backup = upgrade_backup
        #: The holder of a stale (or forced) lock this open replaced: the last session crashed.
        self.took_over_from = took_over_from
        #: For a read-only open: who has the campaign open for writing, if anyone.
        self.held_by = held_by
        #: Where a ``-wal`` found beside the file that was not its own was moved (never
        #: applied): the GM may want to know, and to keep or delete it.
        self.set_aside = set_aside

    # ----------------------------------------------------------------------------- opening
    @classmethod
    def create(
        cls,
        path: Path | str,
        name: str,
        setting: Setting | str,
        profile: RulesProfile = HEROICO,
        *,
        backup_dir: Path | None = None,
    ) -> CampaignFile:
        """Make a new campaign file at ``path`` (which must not exist) and open it."""
        path = Path(path)
        name = name.strip()
        if not name:
            raise ValueError("a campaign needs a name")
        setting = Setting(setting)
        if path.exists():
            raise CampaignExistsError(
                f"There is already a file at {path}. Choose another name for the new campaign.",
                path,
            )
        if not path.parent.is_dir():
            raise CampaignFileError(
                f"The folder {path.parent} does not exist. Choose a folder that exists.",
                path,
                problem=StorageProblem.FOLDER_MISSING,
                folder=str(path.parent),
            )
        row = Campaign(id=CAMPAIGN_ID, name=name, setting=str(setting))
        row.set_rules_profile(profile)

        def first_rows(connection: Connection) -> None:
            connection.execute(insert(Campaign), [row.model_dump()])

        build_new_file(path, after=first_rows)
        return cls.open(path, backup_dir=backup_dir)

    @classmethod
    def open(
        cls,
        path: Path | str,
        *,
        read_only: bool = False,
        force: bool = False,
        backup_dir: Path | None = None,
    ) -> CampaignFile:
        """Open a campaign after checking it; see the module docstring for what is refused.

        ``force`` takes the campaign over even when another running copy of the program holds
        it (the GM confirmed that copy is gone). ``backup_dir`` defaults to the per-user folder
        of :func:`~ryf_desktop.storage.backups.default_backup_dir`.
        """
        path = Path(path)
        for attempt in range(1, OPEN_ATTEMPTS + 1):
            try:
                return cls._open_once(
                    path, read_only=read_only, force=force, backup_dir=backup_dir
                )
            except AlreadyUpgraded:
                continue  # another copy upgraded it meanwhile: look at it again
            except (sqlite3.Error, DBAPIError, UnicodeDecodeError) as error:
                driver_error = error.orig if isinstance(error, DBAPIError) else error
                if not is_busy(driver_error) or attempt == OPEN_ATTEMPTS:
                    raise open_failed(path, driver_error) from error
                time.sleep(OPEN_RETRY_S * attempt)
        raise open_failed(path, None)

    @classmethod
    def _open_once(
        cls, path: Path, *, read_only: bool, force: bool, backup_dir: Path | None
    ) -> CampaignFile:
        reason: ReadOnlyReason | None = None
        if read_only:
            reason = ReadOnlyReason.REQUESTED
        elif path.is_file() and not _writable(path):
            reason = ReadOnlyReason.NOT_WRITABLE
        # A file opened for writing gets the full integrity check: damage that only it finds
        # (index rows missing) would otherwise be written on top of.
        inspection = inspect_campaign(path, recover=reason is None, full_check=reason is None)
        backup_dir = backup_dir if backup_dir is not None else backups.default_backup_dir(path)
        lock = inspection.lock
        if reason is not None:
            if inspection.schema_version < SCHEMA_VERSION:
                raise _cannot_upgrade(path, inspection.schema_version, reason)
            held_by = None
            if lock is not None and lock_state(lock) is LockState.HELD:
                held_by = lock.holder
            engine = make_engine(path, read_only=True)
            return cls(
                path, engine, read_only_reason=reason, token=None, backup_dir=backup_dir,
                held_by=held_by,
            )
        if not force:
            refuse_if_held(lock, path)
        upgraded_from: int | None = None
        upgrade_backup: Path | None = None
        if inspection.schema_version < SCHEMA_VERSION:
            upgraded_from = inspection.schema_version

            def check_lock(connection: sqlite3.Connection) -> None:
                if not force:
                    refuse_if_held(read_lock(connection), path)

            upgrade_backup = upgrade_in_place(path, upgraded_from, check_lock=check_lock)
        token = new_token()
        try:
            took_over_from = lock_file(path, token, force=force)
        except (sqlite3.Error, OSError) as error:
            if not is_disk_full(error):
                raise
            return cls._open_on_full_disk(path, backup_dir, lock)
        try:
            write_owner(path, token)
            enter_wal(path)
            engine = make_engine(path, read_only=False)
            _warm_up(engine)
        except BaseException as error:
            unlock_file(path, token)
            if isinstance(error, sqlite3.Error | OSError | DBAPIError) and is_disk_full(error):
                return cls._open_on_full_disk(path, backup_dir, lock)
            raise
        return cls(
            path, engine, read_only_reason=None, token=token, backup_dir=backup_dir,
            upgraded_from=upgraded_from, upgrade_backup=upgrade_backup,
            took_over_from=took_over_from, set_aside=inspection.set_aside,
        )

    @classmethod
    def _open_on_full_disk(
        cls, path: Path, backup_dir: Path, lock: LockRow | None
    ) -> CampaignFile:
        """A sound campaign whose disk is full is shown read-only (nothing can be written, not
        even the lock), rather than refused as if it were damaged."""
        held_by = lock.holder if lock is not None and lock_state(lock) is LockState.HELD else None
        engine = make_engine(path, read_only=True)
        return cls(
            path, engine, read_only_reason=ReadOnlyReason.DISK_FULL, token=None,
            backup_dir=backup_dir, held_by=held_by,
        )

    # ------------------------------------------------------------------------------ state
    @property
    def path(self) -> Path:
        return self._path

    @property
    def read_only(self) -> bool:
        return self.read_only_reason is not None

    @property
    def closed(self) -> bool:
        return self._engine is None

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            raise CampaignClosedError(
                f"The campaign {self._path.name} is closed.",
                self._path,
                problem=StorageProblem.CLOSED,
                name=self._path.name,
            )
        return self._engine

    def __repr__(self) -> str:
        state = "closed" if self.closed else "read-only" if self.read_only else "open"
        return f"<CampaignFile {str(self._path)!r} {state}>"

    def __enter__(self) -> CampaignFile:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    # ---------------------------------------------------------------------------- working
    @contextlib.contextmanager
    def transaction(self) -> Iterator[Session]:
        """One unit of work: commits when the block ends, rolls back if it raises."""
        session = Session(self.engine, expire_on_commit=False)
        try:
            yield session
            session.commit()
        except DBAPIError as error:
            # Every driver error: busy, read-only, I/O, full, corrupt, not a database are told
            # as what they are (driver_errors); a refused constraint or a bug propagates as is.
            session.rollback()
            if self.read_only and "readonly" in str(error.orig).replace(" ", ""):
                raise CampaignReadOnlyError(
                    f"The campaign {self._path.name} is open read-only; changes cannot be "
                    "saved. Open it again with write access to change it.",
                    self._path,
                    problem=StorageProblem.READ_ONLY,
                    name=self._path.name,
                ) from error
            raise_classified(self._path, error)
            raise
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()

    def _refuse_if_taken_over(self, connection: Connection) -> None:
        # Just before the driver commits a transaction that wrote (under the write lock, which
        # BEGIN IMMEDIATE took): is the lock row still ours? Another copy may have taken the
        # campaign over while this one was thought gone.
        driver = connection.connection.driver_connection
        if (isinstance(driver, sqlite3.Connection)
                and driver.total_changes != connection.info.get(CHANGES_AT_BEGIN)):
            self._refuse_commit_if_taken_over(driver)

    def _refuse_commit_if_taken_over(self, connection: sqlite3.Connection) -> None:
        lock = read_lock(connection)
        if lock is not None and lock.token == self._token:
            return
        raise CampaignTakenOverError(self._path, None if lock is None else lock.holder)

    def campaign(self) -> Campaign:
        """The campaign row (name, setting, rules profile, day), detached from any session."""
        with self.transaction() as session:
            row = session.get(Campaign, CAMPAIGN_ID)
            if row is None:
                raise CampaignFileError(
                    f"The file {self._path.name} has no campaign row.",
                    self._path,
                    problem=StorageProblem.NO_CAMPAIGN_ROW,
                    name=self._path.name,
                )
            return row

    def lock_holder(self) -> LockHolder | None:
        """Who the file's lock row names now (this program itself, while it holds it)."""
        with closing(connect(self._path, read_only=True)) as connection:
            lock = read_lock(connection)
        return None if lock is None else lock.holder

    def beat(self) -> bool:
        """Renew this copy's heartbeat in the lock row (a writable open, every minute or so),
        so another copy can tell a silent holder from a working one; False when the row is not
        ours any more (taken over) or the file is read-only."""
        if self._token is None or self._engine is None:
            return False
        with self.transaction() as session:
            driver = session.connection().connection.driver_connection
            assert isinstance(driver, sqlite3.Connection)
            return beat_lock(driver, self._token)

    def step_down(self) -> None:
        """Another copy took this writable campaign over (its heartbeat found the lock row not
        ours): go on read-only at once, naming the new holder, and never write again."""
        engine = self._engine
        if engine is None or self._token is None:
            return
        self._token = None
        self._engine = make_engine(self._path, read_only=True)
        engine.dispose()
        self.read_only_reason = ReadOnlyReason.TAKEN_OVER
        try:
            self.held_by = self.lock_holder()
        except (sqlite3.Error, OSError, ValueError):
            self.held_by = None

    def lost_lock(self) -> bool:
        """Whether another copy took this writable campaign over (its lock row is not ours)."""
        if self._token is None or self._engine is None:
            return False
        try:
            with closing(connect(self._path, read_only=True)) as connection:
                lock = read_lock(connection)
        except sqlite3.Error:
            return False
        return lock is None or lock.token != self._token

    def close(self) -> None:
        """Release the lock row and every connection, checkpoint the WAL and go back to the
        rollback journal: the campaign is then one file at rest."""
        engine = self._engine
        if engine is None:
            return
        self._engine = None
        engine.dispose()
        if self._token is not None:
            unlock_file(self._path, self._token)
        elif self.read_only_reason is ReadOnlyReason.TAKEN_OVER:
            settle_unheld(self._path)

    # ---------------------------------------------------------------------------- copies
    def save_copy(self, dest: Path | str, *, overwrite: bool = False) -> Path:
        """File → Save a copy…: a consistent copy at ``dest`` (not this file)."""
        dest = Path(dest)
        self._refuse_own_path(dest, StorageProblem.COPY_OVER_OPEN)
        backups.copy_database(self._path, dest, overwrite=overwrite)
        return dest

    def backup_now(self) -> BackupInfo:
        """Take a rolling backup into :attr:`backup_dir`, keeping the newest ten."""
        self.engine  # noqa: B018 - raises when closed
        return backups.take_backup(self._path, self.backup_dir)

    def list_backups(self) -> list[BackupInfo]:
        return backups.list_backups(self.backup_dir)

    def restore_backup(
        self, backup: BackupInfo | Path, dest: Path | str, *, overwrite: bool = False
    ) -> Path:
        """Write the campaign of ``backup`` to ``dest`` (not this open file: close it first)."""
        dest = Path(dest)
        self._refuse_own_path(dest, StorageProblem.RESTORE_OVER_OPEN)
        return restore_backup(backup, dest, overwrite=overwrite)

    def _refuse_own_path(self, dest: Path, problem: StorageProblem) -> None:
        if dest.resolve() == self._path.resolve():
            action = "save a copy over" if problem is StorageProblem.COPY_OVER_OPEN else (
                "restore a backup over"
            )
            raise CampaignExistsError(
                f"Cannot {action} the campaign that is open ({self._path.name}). Choose another "
                "file, or close the campaign first.",
                dest,
                problem=problem,
                name=self._path.name,
            )


def holder_of(path: Path) -> LockHolder | None:
    """Who has the campaign at ``path`` open for writing, if it is a campaign and anyone does."""
    try:
        with CampaignFile.open(path, read_only=True) as campaign:
            return campaign.held_by
    except (CampaignFileError, OSError):
        return None


def restore_backup(backup: BackupInfo | Path, dest: Path | str, *, overwrite: bool = False) -> Path:
    """Check that ``backup`` is a sound campaign and copy it to ``dest``."""
    source = backup.path if isinstance(backup, BackupInfo) else Path(backup)
    dest = Path(dest)
    inspect_campaign(source, recover=False)
    backups.copy_database(source, dest, overwrite=overwrite)
    return dest


def _warm_up(engine: Engine) -> None:
    """Make the pooled connection now, so the GM's first edit does not pay for it."""
    with engine.connect():
        pass


def _writable(path: Path) -> bool:
    try:
        mode = path.stat().st_mode
    except OSError:
        return False
    # The write bits as well as access(): root may write anywhere, but a file marked read-only
    # was marked so on purpose.
    has_write_bit = bool(mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    return has_write_bit and os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def _cannot_upgrade(path: Path, version: int, reason: ReadOnlyReason) -> UpgradeNotPossibleError:
    problem = StorageProblem.UPGRADE_NOT_WRITABLE
    if reason is ReadOnlyReason.REQUESTED:
        problem = StorageProblem.UPGRADE_NEEDS_NORMAL_OPEN
        how = (
            "it was opened read-only. Open it normally once (when nobody else has it open) to "
            "upgrade it."
        )
    else:
        how = (
            "the file cannot be written. Copy it to a folder where you can write, or allow "
            "writing to it, and open it again."
        )
    return UpgradeNotPossibleError(
        f"This campaign was made by an older version of RyF Desktop (schema {version}) and must "
        f"be upgraded to schema {SCHEMA_VERSION} before it can be opened, but {how}",
        path,
        problem=problem,
        name=path.name,
        found=version,
        known=SCHEMA_VERSION,
    )


