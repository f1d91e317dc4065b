"""Behaviour of the campaign in the window: the open :class:`CampaignSession`, the File and Edit
actions, the read-only banner, the undo actions, the recent files, and how file work talks to the
GM (a status note, an error box, a busy cursor). The session and the storage decide; this asks.

The session, the storage and the dialogs are imported where they are first needed: SQLAlchemy
alone takes from half a second to a second to import, and the window must show before that.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QFile, QLocale, QObject, QSettings, Qt, QTime, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication, QUndoGroup
from PySide6.QtWidgets import QMessageBox, QStatusBar, QWidget

from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.ui.campaign import lock_dialog
from ryf_desktop.ui.campaign.actions import CampaignActions
from ryf_desktop.ui.campaign.lock_dialog import DamageChoice, LockChoice
from ryf_desktop.ui.campaign.recent import (
    CampaignMemory,
    fill_recent_menu,
    in_program_data,
    same_file,
)
from ryf_desktop.ui.campaign.widgets import ReadOnlyBanner, show_read_only_notice
from ryf_desktop.ui.common.widgets import run_modal

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.events import Changed
    from ryf_desktop.storage import CampaignFileError
    from ryf_desktop.ui.campaign.new_dialog import NewCampaignRequest

APP_TITLE = "RyF Desktop"
#: How long a passing note (a backup taken, a copy saved) stays in the status bar.
NOTE_MS = 8_000
#: How long a note the GM should read (an upgrade, a failure) stays.
NOTICE_MS = 30_000
T = TypeVar("T")


class CampaignController(QObject):
    """The one owner of the open campaign in a window; :attr:`session` is None when none is."""

    #: A campaign was opened or closed (read :attr:`session`).
    session_changed = Signal()
    #: The window title to show.
    title_changed = Signal(str)
    #: The rules profile in force (the presets' default when no campaign is open).
    profile_changed = Signal(object)
    #: A short note on the last backup ("Backup 17:46"), or "" when there is none to show.
    backup_note_changed = Signal(str)

    def __init__(
        self,
        settings: QSettings,
        window: QWidget,
        actions: CampaignActions,
        banner: ReadOnlyBanner,
        status_bar: QStatusBar,
        *,
        take_backups: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session: CampaignSession | None = None
        # Whether the last file asked for was held by another copy (the GM was asked).
        self._held_elsewhere = False
        self.memory = CampaignMemory(settings)
        self.undo_group = QUndoGroup(self)
        self._window = window
        self.actions = actions
        self._banner = banner
        self._status = status_bar
        #: The last refusal shown in the status bar (cleared by the next step made).
        self._last_refusal: str | None = None
        self._take_backups = take_backups
        #: Why the campaign asked for at start-up did not open, told with what opens instead.
        self._pending_note = ""
        actions.new_action.triggered.connect(self.new_campaign)
        actions.open_action.triggered.connect(self.ask_and_open)
        actions.demo_action.triggered.connect(self.open_demo)
        actions.save_copy_action.triggered.connect(self.save_copy)
        actions.restore_action.triggered.connect(self.restore_a_backup)
        actions.settings_action.triggered.connect(self.edit_settings)
        actions.close_action.triggered.connect(self.close_campaign)
        actions.recent_menu.aboutToShow.connect(lambda: fill_recent_menu(
            actions.recent_menu, self.memory, actions.clear_recent_action, self.open_path))
        actions.clear_recent_action.triggered.connect(self.memory.clear_recent)
        actions.undo_action.triggered.connect(lambda: self._step_back(undo=True))
        actions.redo_action.triggered.connect(lambda: self._step_back(undo=False))
        self.undo_group.canUndoChanged.connect(actions.undo_action.setEnabled)
        self.undo_group.canRedoChanged.connect(actions.redo_action.setEnabled)
        self.undo_group.undoTextChanged.connect(
            lambda text: actions.undo_action.setText(actions.undo_text(text)))
        self.undo_group.redoTextChanged.connect(
            lambda text: actions.redo_action.setText(actions.redo_text(text)))
        self._banner.action_requested.connect(self._banner_action)
        self._update_actions()

    def _step_back(self, *, undo: bool) -> None:
        """Undo (or redo) and say which step: the step's own note ("moved 7,5 m…") would be
        stale on the status bar after it is taken back."""
        group = self.undo_group
        text = group.undoText() if undo else group.redoText()
        if not (group.canUndo() if undo else group.canRedo()):
            return
        refusal = self._last_refusal
        if undo:
            group.undo()
        else:
            group.redo()
        if self._last_refusal is not refusal:
            return  # the step could not be taken back: the refusal stays on show
        self._status.showMessage(
            (self.tr("Undone: {action}") if undo else self.tr("Redone: {action}")).format(
                action=text), NOTE_MS)

    def _update_actions(self) -> None:
        session, actions = self.session, self.actions
        for action in (actions.save_copy_action, actions.settings_action, actions.close_action):
            action.setEnabled(session is not None)
        actions.restore_action.setEnabled(session is not None and not session.read_only)
        # The undo group says when its stack changes; before the first, there is nothing to undo.
        actions.undo_action.setEnabled(self.undo_group.canUndo())
        actions.redo_action.setEnabled(self.undo_group.canRedo())

    # --- file work ----------------------------------------------------------------------------
    def _show_error(self, title: str, error: BaseException | str) -> None:
        """Say why a file could not be read or written: in the status bar and in a box."""
        if isinstance(error, OSError):
            message = self.tr("{reason} ({path}).").format(
                reason=error.strerror or str(error), path=error.filename or "")
        else:
            from ryf_desktop.ui.campaign.storage_messages import storage_message

            message = error if isinstance(error, str) else storage_message(error)
        self._status.showMessage(message, NOTICE_MS)
        QMessageBox.critical(self._window, title, message)

    def _attempt(self, busy: str, failed: str, work: Callable[[], T]) -> T | None:
        """``work()`` under :meth:`_busy` (when ``busy`` says something); None, and ``failed``
        with the reason shown, when the file could not be read or written."""
        from ryf_desktop.storage import CampaignFileError

        try:
            with self._busy(busy) if busy else contextlib.nullcontext():
                return work()
        except (CampaignFileError, OSError) as error:
            self._show_error(failed, error)
            return None

    @contextlib.contextmanager
    def _busy(self, message: str) -> Iterator[None]:
        """A wait cursor and a note in the status bar while the GUI thread works on a file."""
        self._status.showMessage(message)
        # Paint the note now: the work below keeps the event loop from doing it.
        self._status.repaint()
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            yield
        finally:
            QGuiApplication.restoreOverrideCursor()
            if self._status.currentMessage() == message:
                self._status.clearMessage()

    # --- what is open -------------------------------------------------------------------------
    @property
    def path(self) -> Path | None:
        return None if self.session is None else self.session.path

    def _announce(self) -> None:
        session = self.session
        if session is None:
            self.title_changed.emit(APP_TITLE)
            self.profile_changed.emit(HEROICO)
            return
        name = (self.tr("{name} [read-only]").format(name=session.name) if session.read_only
                else session.name)
        self.title_changed.emit(f"{name} — {APP_TITLE}")
        self.profile_changed.emit(session.profile)

    # --- opening ------------------------------------------------------------------------------
    def open_at_startup(self, path: Path | None = None, *, demo: bool = False) -> None:
        """What the program opens once its window shows: the file given, else the last campaign
        when it still opens, else the demo campaign (``demo`` asks for the demo outright)."""
        if demo:
            self.open_demo()
            return
        if path is not None:
            self.open_path(path)
            return
        last = self.memory.last()
        # Held by another copy, the GM is asked (the lock dialog) and nothing else opens: the
        # demo in its place would look as if the campaign were gone.
        if last is not None and last.is_file() and (
            self.open_path(last, quiet=True) or self._held_elsewhere
        ):
            return
        self.open_demo()

    @Slot()
    def open_demo(self) -> bool:
        from ryf_desktop.session.demo import ensure_demo_campaign

        path = self._attempt(self.tr("Preparing the demo campaign…"),
                             self.tr("The demo campaign could not be prepared"),
                             ensure_demo_campaign)
        return path is not None and self.open_path(path)

    @Slot()
    def ask_and_open(self) -> bool:
        from ryf_desktop.ui.campaign import file_dialogs

        chosen = file_dialogs.ask_open_path(self._window, self.memory.dialog_folder(self.path))
        return False if chosen is None else self.open_path(chosen)

    def open_path(self, path: Path, *, read_only: bool = False, quiet: bool = False) -> bool:
        """Open ``path`` in place of the open campaign; False (and the old one kept) on failure.
        ``quiet`` (start-up) reports a failure in the status bar only (a campaign held elsewhere
        is asked about all the same)."""
        path = Path(path).expanduser()
        self._held_elsewhere = False
        current = self.session
        if current is not None and same_file(current.path, path):
            # Open for writing serves a read-only request too; only the other way needs a reopen.
            if read_only or not current.read_only:
                self._status.showMessage(
                    self.tr("{name} is already open.").format(name=current.name), NOTE_MS)
                return True
            # The same file in another mode: the open session must let go of it first.
            self.close_campaign()
        session = self.open_session(path, read_only=read_only, quiet=quiet)
        if session is None:
            if self.session is None and not self._status.currentMessage():
                self._status.showMessage(self.tr("No campaign open"))
            return False
        self._adopt(session)
        return True

    def open_session(self, path: Path, *, read_only: bool, quiet: bool) -> CampaignSession | None:
        from ryf_desktop.storage import (
            CampaignFileError,
            CampaignLockedError,
            CampaignNotFoundError,
            StorageProblem,
        )

        try:
            return self._open(path, read_only=read_only)
        except CampaignLockedError as locked:
            # A read-only open is never refused for a lock.
            self._held_elsewhere = True
            choice = lock_dialog.LockDialog(locked.holder, path, self._window).ask()
            if choice is LockChoice.READ_ONLY:
                return self.open_session(path, read_only=True, quiet=quiet)
            # A take-over is asked once more.
            if choice is LockChoice.TAKE_OVER and lock_dialog.TakeOverDialog(
                    locked.holder, path, self._window).ask():
                return self._attempt("", self.tr("The campaign could not be opened"),
                                     lambda: self._open(path, force=True))
            return None
        except (CampaignFileError, OSError) as error:
            from ryf_desktop.ui.campaign.storage_messages import storage_message

            if isinstance(error, CampaignNotFoundError):
                self.memory.forget(path)
            if not quiet and not read_only and isinstance(error, CampaignFileError) and (
                    error.problem is StorageProblem.DAMAGED):
                return self._offer_ways_on(path, error)
            if not quiet:
                self._show_error(self.tr("The campaign could not be opened"), error)
                return None
            # At start-up, said again with whatever opens instead (its note would hide this one).
            reason = (error.strerror or str(error) if isinstance(error, OSError)
                      else storage_message(error))
            self._pending_note = self.tr("Could not reopen {name}: {reason}").format(
                name=path.name, reason=reason)
            self._status.showMessage(self._pending_note, NOTICE_MS)
            return None

    def _offer_ways_on(self, path: Path, error: CampaignFileError) -> CampaignSession | None:
        """The file is damaged: ask, then open it read-only or save and open a repaired copy;
        the session, or None."""
        from PySide6.QtCore import QCoreApplication  # its words are the dialog's

        from ryf_desktop.storage.repair import save_repaired_copy
        from ryf_desktop.ui.campaign import file_dialogs
        from ryf_desktop.ui.campaign.storage_messages import storage_message

        choice = lock_dialog.DamagedFileDialog(storage_message(error), self._window).ask()
        if choice is DamageChoice.READ_ONLY:
            return self.open_session(path, read_only=True, quiet=False)
        if choice is DamageChoice.CLOSE:
            return None
        dest = file_dialogs.ask_save_beside(
            self._window,
            QCoreApplication.translate("DamagedFileDialog", "Save a repaired copy"),
            path,
            QCoreApplication.translate("DamagedFileDialog", "{stem} (repaired)"),
        )
        if dest is None or self._attempt(
            "", QCoreApplication.translate("DamagedFileDialog", "The campaign was not repaired"),
            lambda: save_repaired_copy(path, dest),
        ) is None:
            return None
        return self.open_session(dest, read_only=False, quiet=False)

    def _open(self, path: Path, *, read_only: bool = False, force: bool = False) -> CampaignSession:
        from ryf_desktop.session import CampaignSession

        with self._busy(self.tr("Opening {name}…").format(name=path.name)):
            return CampaignSession.open(path, read_only=read_only, force=force)

    def _adopt(self, session: CampaignSession) -> None:
        """Make ``session`` the open campaign (closing the one before) and announce it."""
        self.close_campaign()
        from ryf_desktop.ui.campaign.storage_messages import storage_message

        self.session = session
        # Storage refusals met while the campaign is open are worded as the window words them.
        session.file_error_words = storage_message
        self.undo_group.addStack(session.undo_stack)
        self.undo_group.setActiveStack(session.undo_stack)
        session.changed.connect(self._changed)
        session.command_failed.connect(self._command_failed)
        # Taken over elsewhere: the heartbeat noticed, the banner says so at once.
        session.lock_lost.connect(lambda: show_read_only_notice(self.session, self._banner))
        session.backup_taken.connect(self._backup_taken)
        session.backup_failed.connect(self._backup_failed)
        self.memory.add_recent(session.path, session.name,
                               remember_folder=not in_program_data(session.path.parent))
        self.memory.set_last(session.path)
        show_read_only_notice(session, self._banner)
        note = " ".join(part for part in (self._pending_note, self._opened_note(session)) if part)
        self._pending_note = ""
        self._status.showMessage(note, NOTICE_MS)
        if self._take_backups and not session.read_only:
            session.start_backups()
        self._update_actions()
        self._announce()
        self.session_changed.emit()

    def _opened_note(self, session: CampaignSession) -> str:
        notes = [self.tr("Opened {name}.").format(name=session.name)]
        if session.upgraded_from is not None:
            notes.append(
                self.tr(
                    "It was made by an older version of RyF Desktop and has been upgraded; the "
                    "old file was kept as {backup}."
                ).format(backup=str(session.upgrade_backup)))
        took_over = session.took_over_from
        if took_over is not None:
            notes.append(
                self.tr(
                    "It was not closed properly last time ({user} on {host}); everything saved "
                    "until then is there."
                ).format(user=took_over.user, host=took_over.host))
        if session.set_aside:
            from ryf_desktop.ui.campaign.storage_messages import set_aside_note

            notes.append(set_aside_note(session.set_aside))
        return " ".join(notes)

    # --- closing ------------------------------------------------------------------------------
    @Slot()
    def close_campaign(self) -> None:
        session = self.session
        if session is None:
            return
        self.session = None
        self.undo_group.removeStack(session.undo_stack)
        for signal, slot in (
            (session.changed, self._changed),
            (session.command_failed, self._command_failed),
            (session.backup_taken, self._backup_taken),
            (session.backup_failed, self._backup_failed),
        ):
            with contextlib.suppress(RuntimeError):
                signal.disconnect(slot)
        # Views let go of the session before it closes its file.
        self.session_changed.emit()
        try:
            session.close()
        finally:
            session.deleteLater()
            self._banner.clear()
            self.backup_note_changed.emit("")
            self._status.showMessage(self.tr("No campaign open"))
            self._update_actions()
            self._announce()

    # --- new campaign -------------------------------------------------------------------------
    @Slot()
    def new_campaign(self) -> bool:
        from ryf_desktop.ui.campaign.new_dialog import NewCampaignDialog

        # Never the demo's hidden folder, even when the demo is open.
        dialog = NewCampaignDialog(
            self.memory.dialog_folder(self.path), open_campaign=self.path, parent=self._window)
        request = run_modal(dialog, NewCampaignDialog.request)
        return request is not None and self.create_campaign(request)

    def create_campaign(self, request: NewCampaignRequest) -> bool:
        from ryf_desktop.session import CampaignSession

        # A file there the GM did not agree to replace: the storage refuses it, in its words.
        refusal = self._discard(request.path) if request.replace and request.path.exists() else ""
        if refusal:
            self._show_error(self.tr("The campaign was not created"), refusal)
            return False
        # The dialog asks for a name, so the storage's refusal of none (a ValueError) never comes.
        session = self._attempt(
            self.tr("Creating {name}…").format(name=request.name),
            self.tr("The campaign was not created"),
            lambda: CampaignSession.create(
                request.path, request.name, request.setting, request.profile))
        if session is not None:
            self._adopt(session)
        return session is not None

    def _discard(self, path: Path) -> str:
        """Move a file the GM agreed to replace to the trash (deleting it if there is none); why
        it could not be, or "" when it was."""
        from ryf_desktop.storage import holder_of
        from ryf_desktop.storage.file_format import SIDECAR_SUFFIXES

        holder = holder_of(path)
        if holder is not None:
            return self.tr(
                "{name} is open in RyF Desktop ({user} on {host}), so it cannot be replaced. "
                "Close it there first, or choose another name."
            ).format(name=path.name, user=holder.user, host=holder.host)
        leftovers = [path] + [path.with_name(path.name + suffix) for suffix in SIDECAR_SUFFIXES]
        for leftover in leftovers:
            if not leftover.exists() or QFile.moveToTrash(str(leftover))[0]:
                continue
            try:
                leftover.unlink()
            except OSError as error:
                return self.tr("{name} could not be replaced ({reason}). Choose another name."
                               ).format(name=leftover.name, reason=error.strerror or str(error))
        return ""

    # --- copies and backups -------------------------------------------------------------------
    @Slot()
    def save_copy(self) -> Path | None:
        """Ask where, then write a copy of the open campaign there (the GM agreed to replace a
        file there)."""
        from ryf_desktop.storage import CAMPAIGN_SUFFIX
        from ryf_desktop.ui.campaign.file_dialogs import ask_save_beside

        session = self.session
        if session is None:
            return None
        dest = ask_save_beside(self._window, self.tr("Save a copy of the campaign"),
                               session.path, self.tr("{stem} (copy)"))
        if dest is None:
            return None
        if dest.suffix.lower() != CAMPAIGN_SUFFIX:
            dest = dest.with_name(dest.name + CAMPAIGN_SUFFIX)
        if self._attempt(
            self.tr("Saving a copy…"), self.tr("The copy was not saved"),
            lambda: session.save_copy(dest, overwrite=dest.exists()),
        ) is None:
            return None
        self._status.showMessage(self.tr("A copy of {name} was saved as {path}.").format(
            name=session.name, path=str(dest)), NOTICE_MS)
        return dest

    @Slot()
    def restore_a_backup(self) -> bool:
        """Ask which backup, confirm, close the campaign, put the backup in its place, reopen."""
        from ryf_desktop.storage import restore_backup
        from ryf_desktop.ui.campaign.labels import moment_text
        from ryf_desktop.ui.campaign.restore_dialog import RestoreBackupDialog

        session = self.session
        if session is None or session.read_only:
            return False
        dialog = RestoreBackupDialog(session.name, session.list_backups(), parent=self._window)
        chosen = run_modal(dialog, RestoreBackupDialog.chosen)
        if chosen is None:
            return False
        answer = QMessageBox.question(
            self._window,
            self.tr("Restore a backup"),
            self.tr(
                "Restore the backup of {time}?\n\n{name} will be closed and replaced by the "
                "backup; the changes made since then will be lost. Save a copy first if you may "
                "want them.",
            ).format(time=moment_text(chosen.taken_at), name=session.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        path = session.path
        self.close_campaign()
        restored = self._attempt(
            self.tr("Restoring the backup…"), self.tr("The backup was not restored"),
            lambda: restore_backup(chosen, path, overwrite=True),
        ) is not None
        # Reopened either way: as it was, when the backup could not be put in its place.
        if not self.open_path(path) or not restored:
            return False
        self._status.showMessage(self.tr("The backup of {time} was restored.").format(
            time=moment_text(chosen.taken_at)), NOTICE_MS)
        return True

    # --- settings, the day, the dice dock's rolls -------------------------------------------------
    @Slot()
    def edit_settings(self) -> bool:
        from ryf_desktop.ui.campaign.settings_dialog import edit_settings

        return self.session is not None and edit_settings(self.session, self._window)

    @Slot()
    def next_day(self) -> bool:
        from ryf_desktop.session import SetDay

        session = self.session
        return session is not None and session.push(SetDay(session, session.day + 1))

    @Slot(str, str, object, bool)
    def log_roll(self, description: str, detail: str, character_id: object, secret: bool) -> None:
        """Write a roll of the dice dock into the open campaign's log (when it can be written):
        the character whose roll it is (an id, or None for a roll by hand), secret or not."""
        session = self.session
        if session is None or session.read_only:
            return
        # A failed write is reported by the session (command_failed), never raised.
        session.log_roll(description, detail, secret=secret,
                         character_id=character_id if isinstance(character_id, int) else None)

    # --- what the session says ----------------------------------------------------------------
    def _changed(self, changed: Changed) -> None:
        session = self.session
        # A step made after a refusal: the refusal is stale, it must not stay on show.
        if self._status.currentMessage() == self._last_refusal:
            self._status.clearMessage()
        if session is None or not changed.campaign:
            return
        self.memory.set_name(session.path, session.name)  # Open recent shows the new name
        self._announce()

    def _command_failed(self, message: str) -> None:
        session = self.session
        if session is not None and not session.read_only and session.file.lost_lock():
            self._status.showMessage(
                self.tr("Another copy of RyF Desktop took {name} over; the change was not "
                        "saved.").format(name=session.path.name), NOTICE_MS)
            # After the failed step has unwound: the session is closed and maybe reopened.
            path = session.path
            QTimer.singleShot(0, lambda: self._go_on_after_take_over(path))
            return
        self._last_refusal = message
        self._status.showMessage(message, NOTICE_MS)
        QMessageBox.warning(self._window, self.tr("The change was not made"), message)

    def _go_on_after_take_over(self, path: Path) -> None:
        """Another copy took the campaign at ``path`` over: say so, close it, and open it again
        read-only if the GM wants."""
        session = self.session
        if session is None or session.path != path:
            return
        read_only = lock_dialog.TakenOverDialog(path, self._window).ask()
        self.close_campaign()
        if read_only:
            self.open_path(path, read_only=True)

    def _backup_taken(self, _path: str) -> None:
        self.backup_note_changed.emit(self.tr("Backup {time}").format(
            time=QLocale().toString(QTime.currentTime(), QLocale.FormatType.ShortFormat)))

    def _backup_failed(self, message: str) -> None:
        self.backup_note_changed.emit(self.tr("Backup failed"))
        self._status.showMessage(message, NOTICE_MS)

    # --- the read-only banner -----------------------------------------------------------------
    def _banner_action(self) -> None:
        from ryf_desktop.storage import ReadOnlyReason

        session = self.session
        if session is None or not session.read_only:
            return
        if session.read_only_reason == ReadOnlyReason.NOT_WRITABLE:
            copy = self.save_copy()
            if copy is not None:
                self.open_path(copy)
            return
        path = session.path
        if not self.open_path(path) and self.session is None:
            # Still held elsewhere and the GM cancelled: go back to looking at it.
            self.open_path(path, read_only=True, quiet=True)
