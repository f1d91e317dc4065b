"""The open campaign: :class:`CampaignSession`, the one writer of a campaign file.

The open campaign lives in memory (:attr:`CampaignSession.model`, loaded at open). Every change
is a :class:`~ryf_desktop.session.command.ModelCommand` pushed with :meth:`CampaignSession.push`:
the command works out its change on the model, storage writes it in one transaction, and only
then does the session apply it to the model, put the step on :attr:`CampaignSession.undo_stack`
and emit ``changed`` once, naming what changed (views listen and refresh; they never change the
campaign themselves). Undo and redo take the same path with the change's inverse and the change.
A command that fails leaves the file, the model and the history as they were and is reported
through ``command_failed``. The roll log is the exception: a roll happened, so
:meth:`CampaignSession.log_roll` appends to it directly, outside the undo history.

Signal handlers must not push commands: the session refuses a push while a command runs.

Backups: :meth:`CampaignSession.start_backups` takes one at once and then one every interval,
each on a worker thread (:mod:`~ryf_desktop.session.backup_runner`), reported through
``backup_taken`` / ``backup_failed``. A read-only session takes none on its own (nothing it
does can change the file, and it must not rotate away the backups of the program that has the
campaign open for writing), but :meth:`CampaignSession.backup_now_async` still works.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterable, Iterator
from concurrent.futures import Future
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from ryf_desktop.rules.profile import HEROICO, RulesProfile
from ryf_desktop.rules.skills import Setting
from ryf_desktop.session.backup_runner import BackupRunner
from ryf_desktop.session.campaign_log import (
    CampaignCounts,
    LogLine,
    campaign_counts,
    lines_of,
    log_lines,
)
from ryf_desktop.session.command import (
    FileErrorWords,
    ModelCommand,
    describe_error,
    push_failure_message,
    step_failure_message,
)
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.events import Changed, changed_by
from ryf_desktop.session.maps.shapes import MapShapes
from ryf_desktop.session.model import CampaignModel
from ryf_desktop.session.queries import (
    CharacterDetails,
    CharacterSummary,
    character_details,
    character_summaries,
)
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import TEXT_MAX
from ryf_desktop.storage import (
    BACKUP_INTERVAL_S,
    BackupInfo,
    CampaignFile,
    LockHolder,
    ReadOnlyReason,
)
from ryf_desktop.storage.change import Change
from ryf_desktop.storage.errors import HEARTBEAT_EVERY
from ryf_desktop.storage.records import Skill
from ryf_desktop.storage.repositories import image_data, load_campaign, write_change

_log = logging.getLogger(__name__)

#: How many log entries :meth:`CampaignSession.log` returns unless told.
LOG_LIMIT = 200
#: Longest ``kind`` of a log entry (as the JSON import accepts).
LOG_KIND_MAX = 50


class CampaignSession(QObject):
    """An open campaign and its undo history; see the module docstring."""

    #: The one change event: what a committed step changed (a :class:`Changed`).
    changed = Signal(object)
    #: The same event, told first to the read models (session.present) alone, so that they drop
    #: what it makes stale before any view connected to ``changed`` reads them.
    stale = Signal(object)
    #: A command (or an undo, a redo, a log write) failed; the reason, for the GM.
    command_failed = Signal(str)
    #: A backup was written (its path).
    backup_taken = Signal(str)
    #: A backup failed (why, for the GM).
    backup_failed = Signal(str)
    #: The session is about to close its file: views let go of it.
    closing = Signal()
    #: Another copy of the program took the campaign over (its heartbeat noticed): the session
    #: is read-only from now on, and the views say so at once.
    lock_lost = Signal()

    def __init__(self, file: CampaignFile, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._file = file
        self._model = CampaignModel(
            load_campaign(file), lambda image_id: image_data(file, image_id)
        )
        self._undo_stack = QUndoStack(self)
        #: The rules' layouts of each map's walls and segments, kept while they stay the same.
        self.map_shapes = MapShapes()
        self._busy = False
        self._closed = False
        # Storage refusals in the GM's language: the UI sets the words it has for them.
        self.file_error_words: FileErrorWords = str
        self._backups = BackupRunner(
            file.backup_now,
            lambda: self.name,
            lambda error: describe_error(error, self.file_error_words),
            self,
        )
        self._backups.taken.connect(self.backup_taken)
        self._backups.failed.connect(self.backup_failed)
        # A writable open tells other copies it still runs, so they can tell a crashed holder.
        self._heartbeat = QTimer(self)
        self._heartbeat.setInterval(int(HEARTBEAT_EVERY.total_seconds() * 1000))
        self._heartbeat.timeout.connect(self._beat)
        if not file.read_only:
            self._heartbeat.start()

    # ------------------------------------------------------------------------- opening
    @classmethod
    def open(
        cls,
        path: Path | str,
        *,
        read_only: bool = False,
        force: bool = False,
        backup_dir: Path | None = None,
    ) -> CampaignSession:
        """Open a campaign file; raises the storage errors (``CampaignFileError``) unchanged."""
        file = CampaignFile.open(path, read_only=read_only, force=force, backup_dir=backup_dir)
        return cls._around(file)

    @classmethod
    def create(
        cls,
        path: Path | str,
        name: str,
        setting: Setting | str,
        profile: RulesProfile = HEROICO,
        *,
        backup_dir: Path | None = None,
    ) -> CampaignSession:
        """Make a new campaign file and open it."""
        file = CampaignFile.create(path, name, setting, profile, backup_dir=backup_dir)
        return cls._around(file)

    @classmethod
    def _around(cls, file: CampaignFile) -> CampaignSession:
        try:
            return cls(file)
        except BaseException:
            file.close()
            raise

    # --------------------------------------------------------------------------- state
    @property
    def file(self) -> CampaignFile:
        return self._file

    @property
    def path(self) -> Path:
        return self._file.path

    @property
    def read_only(self) -> bool:
        return self._file.read_only

    @property
    def read_only_reason(self) -> ReadOnlyReason | None:
        return self._file.read_only_reason

    @property
    def held_by(self) -> LockHolder | None:
        """For a read-only session: who has the campaign open for writing, if anyone."""
        return self._file.held_by

    @property
    def took_over_from(self) -> LockHolder | None:
        """The holder of a stale lock this open replaced (the last session crashed)."""
        return self._file.took_over_from

    @property
    def set_aside(self) -> tuple[Path, ...]:
        """Where a ``-wal`` found beside the file that was not its own was moved (never applied)."""
        return self._file.set_aside

    @property
    def upgraded_from(self) -> int | None:
        return self._file.upgraded_from

    @property
    def upgrade_backup(self) -> Path | None:
        return self._file.upgrade_backup

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def name(self) -> str:
        return self._model.campaign.name

    @property
    def setting(self) -> Setting:
        return self._model.setting

    @property
    def profile(self) -> RulesProfile:
        return self._model.profile

    @property
    def day(self) -> int:
        return self._model.day

    @property
    def model(self) -> CampaignModel:
        """The open campaign in memory: what every view reads."""
        return self._model

    @property
    def undo_stack(self) -> QUndoStack:
        return self._undo_stack

    # ------------------------------------------------------------------------ commands
    def push(self, command: ModelCommand) -> bool:
        """Work out ``command``'s change, write it in one transaction and put it on the undo
        stack (see the module docstring). Returns whether it succeeded (a command that changed
        nothing succeeds, off the stack)."""
        return self.attempt(command) is None

    def attempt(self, command: ModelCommand) -> str | None:
        """:meth:`push`, returning None when it succeeded and otherwise the reason for the GM
        (which ``command_failed`` also says)."""
        if command.session is not self:
            raise ValueError("the command was made for another campaign session")
        if self._busy:
            raise RuntimeError(
                "a command was pushed while another one runs (from a signal handler?)"
            )
        refusal = self._refusal()
        if refusal is not None:
            self.command_failed.emit(refusal)
            return refusal
        with self.running_command():
            try:
                change = command.first_change()
                if change:
                    write_change(self._file, change)
            except Exception as error:  # every failure is reported to the GM
                message = push_failure_message(command.text(), error, self.file_error_words)
                self.command_failed.emit(message)
                return message
            if not change:
                return None
            self._model.apply(change)
            command.skip_next_redo()
            self._undo_stack.push(command)
        self._emit(self._changed_by(change))
        return None

    def take_step(self, command: ModelCommand, change: Change, *, forwards: bool) -> None:
        """An undo (``change`` is the inverse) or a redo run by the undo stack."""
        try:
            with self.running_command():
                write_change(self._file, change)
        except Exception as error:  # every failure is reported, none may escape into Qt
            # Qt deletes an obsolete command once this call returns, taking it off the stack.
            command.setObsolete(True)
            self.report_stack_failure(
                step_failure_message(command.text(), error, forwards, self.file_error_words)
            )
            return
        self._model.apply(change)
        self._emit(self._changed_by(change))

    def _changed_by(self, change: Change) -> Changed:
        def skill_owner(skill_id: int) -> int | None:
            skill = self._model.get(Skill, skill_id)
            return None if skill is None else skill.character_id

        return changed_by(change, skill_owner)

    def _refusal(self) -> str | None:
        translate = QCoreApplication.translate
        if self._closed or self._file.closed:
            template = translate(
                "CampaignSession",
                "The campaign “%1” is closed, so it cannot be changed. Open it again.",
            )
        elif self.read_only_reason is None:
            return None
        else:
            template = {
                ReadOnlyReason.REQUESTED: translate(
                    "CampaignSession",
                    "The campaign “%1” is open read-only, so it cannot be changed. Open it for "
                    "editing to change it.",
                ),
                ReadOnlyReason.TAKEN_OVER: translate(
                    "CampaignSession",
                    "The campaign “%1” was taken over by another copy of RyF Desktop, so it is "
                    "read-only here. Open it again to go on.",
                ),
                ReadOnlyReason.DISK_FULL: translate(
                    "CampaignSession",
                    "The campaign “%1” is open read-only because its disk is full, so it cannot "
                    "be changed (nothing is lost). Free some space on the disk and open it again.",
                ),
                ReadOnlyReason.NOT_WRITABLE: translate(
                    "CampaignSession",
                    "The campaign “%1” is open read-only because its file cannot be written, so "
                    "it cannot be changed. Copy it to a folder where you can write, or allow "
                    "writing to it, and open it again.",
                ),
            }[self.read_only_reason]
        return fill(template, self.name)

    @contextlib.contextmanager
    def running_command(self) -> Iterator[None]:
        """Marks a command as running (the session refuses nested pushes meanwhile)."""
        self._busy = True
        try:
            yield
        finally:
            self._busy = False

    def _emit(self, changed: Changed) -> None:
        self.stale.emit(changed)
        self.changed.emit(changed)

    def report_stack_failure(self, message: str) -> None:
        """An undo or redo run by the stack failed and took its command off the stack.

        Qt removes the command after the failing call returns, and does not tell its views
        when a redo failed (the index does not move): once it has, refresh them and report.
        Deferred also so that a message box never opens in the middle of the stack's work.
        """

        def after_the_stack() -> None:
            stack = self._undo_stack
            stack.indexChanged.emit(stack.index())
            stack.canUndoChanged.emit(stack.canUndo())
            stack.canRedoChanged.emit(stack.canRedo())
            stack.undoTextChanged.emit(stack.undoText())
            stack.redoTextChanged.emit(stack.redoText())
            self.command_failed.emit(message)

        QTimer.singleShot(0, self, after_the_stack)

    # ------------------------------------------------------------------------- the log
    def log_roll(
        self,
        description: str,
        detail: str = "",
        *,
        kind: str = "roll",
        character_id: int | None = None,
        combat_id: int | None = None,
        secret: bool = False,
    ) -> bool:
        """Append a roll (or an event) to the campaign's log, outside the undo history;
        ``secret`` (the GM's secret roll) keeps it off every player surface.

        Returns False without a message in a read-only or closed session (the banner already
        says so, and the dice roller works without a campaign); a failed write is reported
        through ``command_failed``.
        """
        if self._refusal() is not None:
            return False
        draft = Draft(self._model)
        draft.log(
            description[:TEXT_MAX],
            kind=kind[:LOG_KIND_MAX],
            data={
                **({"detail": detail[:TEXT_MAX]} if detail else {}),
                **({"secret": True} if secret else {}),
            },
            character_id=character_id,
            combat_id=combat_id,
        )
        change = draft.change()
        try:
            write_change(self._file, change)
        except Exception as error:  # a failed write is reported, never raised into a view
            self.command_failed.emit(
                fill(
                    QCoreApplication.translate(
                        "CampaignSession", "The roll was not written to the campaign log: %1."
                    ),
                    describe_error(error, self.file_error_words),
                )
            )
            return False
        self._model.apply(change)
        self._emit(self._changed_by(change))
        return True

    # ------------------------------------------------------------------------- queries
    def characters(self) -> list[CharacterSummary]:
        """Every character in list order, with PV máx and health state under the profile."""
        return character_summaries(self._model, self.profile)

    def character(self, character_id: int) -> CharacterDetails | None:
        """One character's whole sheet (None when there is no such character)."""
        return character_details(self._model, character_id, self.profile)

    def log(self, limit: int = LOG_LIMIT, *, before: int | None = None) -> list[LogLine]:
        """The newest ``limit`` log entries (older than entry ``before``, when given), oldest
        first."""
        return log_lines(self._model, limit, before)

    def log_lines_of(self, entry_ids: Iterable[int]) -> list[LogLine]:
        """The log lines of these entries (those still in the log), in that order."""
        return lines_of(self._model, entry_ids)

    def counts(self) -> CampaignCounts:
        return campaign_counts(self._model)

    # ------------------------------------------------------------------------- backups
    def start_backups(self, interval_s: float = BACKUP_INTERVAL_S) -> None:
        """Take a backup now (off the GUI thread) and then one every ``interval_s`` seconds.

        Does nothing in a read-only session (see the module docstring)."""
        if self.read_only or self._closed:
            return
        self._backups.start(interval_s)

    def backup_now_async(self) -> Future[BackupInfo]:
        """Start a backup on a worker thread now (or join the one running) and return at once.

        The outcome arrives as ``backup_taken`` / ``backup_failed``; the future may also be
        awaited under qasync with ``asyncio.wrap_future``.
        """
        return self._backups.run_now()

    def list_backups(self) -> list[BackupInfo]:
        return self._file.list_backups()

    def save_copy(self, dest: Path | str, *, overwrite: bool = False) -> Path:
        """File → Save a copy…: a consistent copy of the campaign at ``dest``."""
        return self._file.save_copy(dest, overwrite=overwrite)

    def _beat(self) -> None:
        try:
            still_ours = self._file.beat()
        except Exception:  # a missed beat only makes the lock look older; a step says why
            _log.warning("the lock's heartbeat could not be written", exc_info=True)
            return
        if not still_ours and not self._file.read_only and self._file.lost_lock():
            self._heartbeat.stop()
            self._backups.stop()
            self._file.step_down()
            self.lock_lost.emit()

    # --------------------------------------------------------------------------- close
    def close(self) -> None:
        """Stop the backups (waiting for one that runs), emit ``closing``, clear the history and
        close the file. Safe to call twice."""
        if self._closed:
            return
        self._heartbeat.stop()
        self._backups.shut_down()
        self.closing.emit()
        self._closed = True
        self._undo_stack.clear()
        self._file.close()
