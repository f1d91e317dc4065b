"""The campaign file: create, open (with every check), migrate, lock, work in transactions,
copy, back up and restore.

One :class:`CampaignFile` per open campaign holds one SQLAlchemy engine; each unit of work is a
short Session (``with file.transaction() as session:``) that commits when the block ends and
rolls back if it raises, so every change is in the file when the block returns (and on disk a
moment later, see :mod:`~ryf_desktop.storage.durability`) and there is no "Save" to forget.
Objects read in a unit of work stay usable after it (``expire_on_commit`` is off) but are
detached: change them inside another ``transaction()`` block.

Life of a writable open: checks → (upgrade) → lock row → WAL mode → engine; ``close()`` → engine
disposed → lock row deleted → checkpoint and back to the rollback journal, one file again (see
:mod:`~ryf_desktop.storage.connect` for why WAL while open). The opening checks are in
:mod:`~ryf_desktop.storage.inspection`, the lock row in :mod:`~ryf_desktop.storage.locking`,
upgrades in :mod:`~ryf_desktop.storage.migrate` and copies in :mod:`~ryf_desktop.storage.backups`.

Opening an older file: the file is first copied byte for byte (under a read lock) to
``<stem>.schema<N>-backup-<time>.ryf`` next to it, then upgraded in one transaction; if the
upgrade fails it is rolled back and the file is unchanged. A read-only file (no write
permission, or ``read_only=True``) opens through a read-only connection and says so in
:attr:`CampaignFile.read_only` / :attr:`CampaignFile.read_only_reason`, for the UI's banner;
an older file cannot be upgraded that way and is refused.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import stat
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from types import TracebackType
from typing import Any, cast

from sqlalchemy import Engine, event, insert
from sqlalchemy.engine import Connection
from sqlalchemy.exc import OperationalError
from sqlmodel import Session

from ryf_desktop.rules.profile import HEROICO, RulesProfile
from ryf_desktop.rules.skills import Setting
from ryf_desktop.storage import backups
from ryf_desktop.storage.backups import BackupInfo
from ryf_desktop.storage.connect import (
    CHANGES_AT_BEGIN,
    connect,
    enter_wal,
    leave_wal,
    make_engine,
)
from ryf_desktop.storage.durability import WalSyncer
from ryf_desktop.storage.errors import (
    CampaignClosedError,
    CampaignExistsError,
    CampaignFileError,
    CampaignLockedError,
    CampaignReadOnlyError,
    LockHolder,
    MigrationFailedError,
    UpgradeNotPossibleError,
)
from ryf_desktop.storage.file_format import SCHEMA_VERSION, sidecar_paths, wal_path
from ryf_desktop.storage.inspection import inspect_campaign
from ryf_desktop.storage.locking import (
    LockRow,
    LockState,
    forget_token,
    lock_state,
    read_lock,
    release_lock,
    take_lock,
)
from ryf_desktop.storage.tables import CAMPAIGN_ID, Campaign


class ReadOnlyReason(StrEnum):
    #: The caller asked for read-only (e.g. the campaign is open elsewhere).
    REQUESTED = "requested"
    #: The file (or its folder, or the disk) cannot be written.
    NOT_WRITABLE = "not_writable"


class _UnitOfWork(Session):
    """A SQLModel session that keeps every row it loaded until it closes.

    The ORM's identity map holds rows weakly, so a row read in one helper and dropped is read
    again from the file by the next ``db.get`` of the same unit of work; a step of a fight
    asks for the same few rows from several places.
    """


@event.listens_for(_UnitOfWork, "loaded_as_persistent")
def _keep_loaded(session: Session, instance: object) -> None:
    session.info.setdefault("ryf_loaded_rows", []).append(instance)


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
        syncer: WalSyncer | None = None,
    ) -> None:
        self._path = path
        self._engine: Engine | None = engine
        self._token = token
        # Puts each commit on disk behind the writer (None: the commit itself waits for it).
        self._syncer = syncer
        # Whether the unit of work committing wrote anything (see _note_commit).
        self._wrote = False
        if syncer is not None:
            event.listen(engine, "commit", self._note_commit)
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
                f"The folder {path.parent} does not exist. Choose a folder that exists.", path
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
        reason: ReadOnlyReason | None = None
        if read_only:
            reason = ReadOnlyReason.REQUESTED
        elif path.is_file() and not _writable(path):
            reason = ReadOnlyReason.NOT_WRITABLE
        inspection = inspect_campaign(path, recover=reason is None)
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
            _refuse_if_held(lock, path)
        upgraded_from: int | None = None
        upgrade_backup: Path | None = None
        if inspection.schema_version < SCHEMA_VERSION:
            upgraded_from = inspection.schema_version
            upgrade_backup = _upgrade(path, upgraded_from, force=force)
        token = uuid.uuid4().hex
        took_over_from = _lock(path, token, force=force)
        syncer: WalSyncer | None = None
        try:
            in_wal = enter_wal(path)
            engine = make_engine(path, read_only=False, synced_behind=in_wal)
            if in_wal:
                syncer = WalSyncer(wal_path(path))
            _warm_up(engine)
        except BaseException:
            if syncer is not None:
                syncer.close()
            _unlock(path, token)
            raise
        return cls(
            path, engine, read_only_reason=None, token=token, backup_dir=backup_dir,
            upgraded_from=upgraded_from, upgrade_backup=upgrade_backup,
            took_over_from=took_over_from, syncer=syncer,
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
            raise CampaignClosedError(f"The campaign {self._path.name} is closed.", self._path)
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
        self._refuse_if_not_synced()
        session = _UnitOfWork(self.engine, expire_on_commit=False)
        try:
            yield session
            session.commit()
        except OperationalError as error:
            session.rollback()
            if self.read_only and "readonly" in str(error.orig).replace(" ", ""):
                raise CampaignReadOnlyError(
                    f"The campaign {self._path.name} is open read-only; changes cannot be "
                    "saved. Open it again with write access to change it.",
                    self._path,
                ) from error
            raise
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()
        if self._wrote and self._syncer is not None:
            self._wrote = False
            self._syncer.committed()

    @contextlib.contextmanager
    def writing(self) -> Iterator[sqlite3.Connection]:
        """A write past the ORM: a pooled SQLite connection inside one write transaction
        (``BEGIN IMMEDIATE``), committed when the block ends and rolled back if it raises, as
        :meth:`transaction` does. For a step that reads a row and writes a column after every
        move (a reveal), where the unit of work costs more than the step; driver errors come
        out as they are (``sqlite3.Error``)."""
        self._refuse_if_not_synced()
        pooled = self.engine.raw_connection()
        try:
            connection = pooled.driver_connection
            assert isinstance(connection, sqlite3.Connection)
            connection.execute("BEGIN IMMEDIATE")
            before = connection.total_changes
            try:
                yield connection
                wrote = connection.total_changes != before
                connection.execute("COMMIT")
            except BaseException:
                if connection.in_transaction:
                    connection.execute("ROLLBACK")
                raise
        finally:
            pooled.close()
        if wrote and self._syncer is not None:
            self._syncer.committed()

    def _note_commit(self, connection: Connection) -> None:
        # Just before the driver commits: whether this transaction wrote anything, so a unit of
        # work that only read asks for no sync (found by SQLite's change count; the ORM's own
        # "dirty" test goes through every row a unit of work loaded).
        driver = connection.connection.driver_connection
        if (not isinstance(driver, sqlite3.Connection)
                or driver.total_changes != connection.info.get(CHANGES_AT_BEGIN)):
            self._wrote = True

    def wait_until_on_disk(self, timeout: float | None = None) -> bool:
        """Wait until every commit so far is on disk (see :mod:`.durability`); False if
        ``timeout`` (seconds) passed first."""
        return self._syncer is None or self._syncer.wait(timeout)

    def _refuse_if_not_synced(self) -> None:
        # A commit the disk refused is told at the next step, so the GM can save a copy while
        # the program still holds everything; the step after goes on.
        error = None if self._syncer is None else self._syncer.take_error()
        if error is not None:
            raise CampaignFileError(
                f"The last change to the campaign {self._path.name} may not have reached the "
                f"disk ({error.strerror or error}). Save a copy of the campaign on another disk "
                "(File → Save a copy), then check this one.",
                self._path,
            ) from error

    @contextlib.contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """A consistent read past the ORM: a pooled SQLite connection inside one read
        transaction (``BEGIN`` deferred: it takes no write lock). The views read after every
        step of a fight, where an ORM unit of work costs more than the reads themselves."""
        with self.reading_kept() as (connection, _kept):
            yield connection

    @contextlib.contextmanager
    def reading_kept(self) -> Iterator[tuple[sqlite3.Connection, dict[Any, Any]]]:
        """:meth:`reading`, with the dictionary the pool keeps beside that connection for as
        long as it lives (SQLAlchemy's ``info`` of it, as a unit of work on it sees it too):
        where a reader keeps what it read, under SQLite's change counters."""
        pooled = self.engine.raw_connection()
        try:
            connection = pooled.driver_connection
            assert isinstance(connection, sqlite3.Connection)
            connection.execute("BEGIN")
            try:
                yield connection, pooled.info
            finally:
                connection.execute("COMMIT")
        finally:
            pooled.close()

    def campaign(self) -> Campaign:
        """The campaign row (name, setting, rules profile, day), detached from any session."""
        with self.transaction() as session:
            row = session.get(Campaign, CAMPAIGN_ID)
            if row is None:
                raise CampaignFileError(
                    f"The file {self._path.name} has no campaign row.", self._path
                )
            return row

    def lock_holder(self) -> LockHolder | None:
        """Who the file's lock row names now (this program itself, while it holds it)."""
        connection = connect(self._path, read_only=True)
        try:
            lock = read_lock(connection)
        finally:
            connection.close()
        return None if lock is None else lock.holder

    def close(self) -> None:
        """Release the lock row and every connection, checkpoint the WAL and go back to the
        rollback journal: the campaign is then one file at rest."""
        engine = self._engine
        if engine is None:
            return
        self._engine = None
        try:
            if self._syncer is not None:
                self._syncer.close()  # the last commits on disk before the file is let go
            engine.dispose()
            if self._token is not None:
                _unlock(self._path, self._token)
        finally:
            if self._token is not None:
                forget_token(self._token)

    # ---------------------------------------------------------------------------- copies
    def save_copy(self, dest: Path | str, *, overwrite: bool = False) -> Path:
        """File → Save a copy…: a consistent copy at ``dest`` (not this file)."""
        dest = Path(dest)
        self._refuse_own_path(dest, "save a copy over")
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
        self._refuse_own_path(dest, "restore a backup over")
        return restore_backup(backup, dest, overwrite=overwrite)

    def _refuse_own_path(self, dest: Path, action: str) -> None:
        if dest.resolve() == self._path.resolve():
            raise CampaignExistsError(
                f"Cannot {action} the campaign that is open ({self._path.name}). Choose another "
                "file, or close the campaign first.",
                dest,
            )


def restore_backup(backup: BackupInfo | Path, dest: Path | str, *, overwrite: bool = False) -> Path:
    """Check that ``backup`` is a sound campaign and copy it to ``dest``."""
    source = backup.path if isinstance(backup, BackupInfo) else Path(backup)
    dest = Path(dest)
    inspect_campaign(source, recover=False)
    backups.copy_database(source, dest, overwrite=overwrite)
    return dest


def build_new_file(path: Path, *, after: Callable[[Connection], None]) -> None:
    """Create a campaign file at ``path`` in one transaction, via a hidden temporary file, so
    an interrupted creation never leaves a half-made file under the real name."""
    from ryf_desktop.storage import migrate  # Alembic is only needed to create or upgrade.

    temporary = path.with_name(f".{path.name}.{uuid.uuid4().hex[:8]}.creating")
    try:
        migrate.upgrade(temporary, after=after)
        with temporary.open("rb+") as stream:
            os.fsync(stream.fileno())
        if path.exists():
            raise CampaignExistsError(
                f"There is already a file at {path}. Choose another name.", path
            )
        temporary.replace(path)
    finally:
        for leftover in [temporary, *sidecar_paths(temporary)]:
            with contextlib.suppress(FileNotFoundError):
                leftover.unlink()


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


def _refuse_if_held(lock: LockRow | None, path: Path) -> None:
    if lock is not None and lock_state(lock) is LockState.HELD:
        raise CampaignLockedError(lock.holder, path)


def _cannot_upgrade(path: Path, version: int, reason: ReadOnlyReason) -> UpgradeNotPossibleError:
    if reason is ReadOnlyReason.REQUESTED:
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
    )


def _upgrade(path: Path, version: int, *, force: bool) -> Path:
    """Copy the file beside itself, then migrate it in one transaction; return the copy."""
    from ryf_desktop.storage import migrate  # Alembic is only needed to create or upgrade.

    # A campaign left in WAL mode by a crash keeps recent commits in its -wal file: fold them
    # into the file first (nobody else has it open: the lock was checked), so the copy is whole.
    connect(path, read_only=False).close()
    copy = _copy_before_upgrade(path, version)

    def check_lock(connection: Connection) -> None:
        if not force:
            raw = cast(sqlite3.Connection, connection.connection.dbapi_connection)
            _refuse_if_held(read_lock(raw), path)

    try:
        migrate.upgrade(path, before=check_lock)
    except CampaignLockedError:
        raise
    except Exception as error:
        raise MigrationFailedError(
            f"Upgrading the campaign {path.name} from schema {version} to {SCHEMA_VERSION} "
            f"failed ({error}). Nothing was changed: the file is as it was, and a copy of it is "
            f"also at {copy}. Please report this problem.",
            path,
        ) from error
    return copy


def _copy_before_upgrade(path: Path, version: int) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    copy = path.with_name(f"{path.stem}.schema{version}-backup-{stamp}{path.suffix}")
    counter = 2
    while copy.exists():
        copy = path.with_name(f"{path.stem}.schema{version}-backup-{stamp}-{counter}{path.suffix}")
        counter += 1
    # A read transaction keeps any writer out while the bytes are copied.
    reader = connect(path, read_only=True)
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM sqlite_master").fetchone()
        shutil.copyfile(path, copy)
        reader.execute("ROLLBACK")
    except OSError as error:
        with contextlib.suppress(FileNotFoundError):
            copy.unlink()
        raise UpgradeNotPossibleError(
            f"This campaign was made by an older version of RyF Desktop (schema {version}) and "
            f"must be upgraded, but a safety copy could not be written next to it ({error}). "
            "Free some disk space or allow writing to the folder, and open it again.",
            path,
        ) from error
    finally:
        reader.close()
    with copy.open("rb+") as stream:
        os.fsync(stream.fileno())
    return copy


def _lock(path: Path, token: str, *, force: bool) -> LockHolder | None:
    """Write our lock row (re-checking it under the write lock); return a replaced holder."""
    connection = connect(path, read_only=False, rollback_journal=False)
    try:
        connection.execute("BEGIN IMMEDIATE")
        try:
            current = read_lock(connection)
            if not force:
                _refuse_if_held(current, path)
            take_lock(connection, token)
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            forget_token(token)
            raise
    finally:
        connection.close()
    return None if current is None else current.holder


def _unlock(path: Path, token: str) -> None:
    """Delete our lock row and leave WAL mode. A failure here loses nothing: the row left
    behind is a stale lock, taken over at the next open."""
    with contextlib.suppress(sqlite3.Error, OSError):
        connection = connect(path, read_only=False, rollback_journal=False)
        try:
            connection.execute("BEGIN IMMEDIATE")
            release_lock(connection, token)
            connection.execute("COMMIT")
            leave_wal(connection)
        finally:
            connection.close()
    forget_token(token)
