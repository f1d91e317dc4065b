"""The base of every undoable change to an open campaign: :class:`ModelCommand`.

A command works out its change on the model (:meth:`ModelCommand.work_out`, on a
:class:`~ryf_desktop.session.draft.Draft`); the session writes it, applies it and announces it.

How a failure keeps the history consistent:

- The first time, :meth:`CampaignSession.push` works the change out and writes it *outside* the
  undo stack and hands the command to ``QUndoStack.push`` only after the write committed, with
  the stack's own call of :meth:`ModelCommand.redo` suppressed. A command that fails never
  reaches the stack, so the stack (its count, its index, the redo steps after it) is exactly as
  before. (Letting the stack run the first redo and marking the command obsolete on failure
  would drop the redo steps: Qt truncates them before it looks at the flag.)
- A later undo or redo run by the stack that fails rolls its transaction back and marks the
  command obsolete, so Qt takes it off the stack: the data is as it was before the attempt, and
  the stack no longer offers a step it cannot take.

A command that changes nothing gives an empty change; the session then keeps it off the stack
(no empty undo steps).

A command class decorated with :func:`command` declares its arguments once, as dataclass fields
after ``session``, and names its step in :meth:`ModelCommand.initial_text`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar, dataclass_transform

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from ryf_desktop.session.draft import Draft
from ryf_desktop.session.model import R, Records
from ryf_desktop.session.texts import fill
from ryf_desktop.storage import CampaignFileError
from ryf_desktop.storage.change import Change
from ryf_desktop.storage.errors import ChangeNotWrittenError

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

_log = logging.getLogger(__name__)
C = TypeVar("C", bound="ModelCommand")


class CommandError(Exception):
    """A command refused: bad input, or the thing it acts on is gone. ``str()`` is for the GM:
    ``message`` with its ``%1``, ``%2`` … filled with ``values``."""

    def __init__(self, message: str, *values: object) -> None:
        super().__init__(fill(message, *values) if values else message)


def exactly_one(command_name: str, **given: object) -> None:
    """ValueError (the caller's mistake, not the GM's) unless exactly one of ``given`` is set."""
    if sum(value is not None for value in given.values()) != 1:
        raise ValueError(f"{command_name} takes exactly one of {', '.join(given)}")


def required(records: Records, kind: type[R], record_id: int | None, refusal: str) -> R:
    """The record of ``kind`` with ``record_id``, or CommandError(``refusal`` with ``%1`` filled
    with the id) when it is gone."""
    row = records.get(kind, record_id)
    if row is None:
        raise CommandError(refusal, record_id)
    return row


@dataclass(eq=False, repr=False)
class ModelCommand(QUndoCommand):
    """One user action on the open campaign, worked out on the model; undoable by one strategy.

    A subclass refuses bad input in :meth:`check` and works out its change in :meth:`work_out`
    (the first run only: whatever it rolls or numbers is kept). The session writes the change in
    one transaction and, once it has committed, applies it to the model and emits one event;
    undo does the same with the change's inverse and redo with the change again, so later steps
    of the history find the very records (ids, rolled dice) they refer to.
    """

    session: CampaignSession

    def __init__(self, session: CampaignSession, text: str) -> None:
        super().__init__(text)
        self.session = session
        self._change: Change | None = None
        self._skip_next_redo = False

    def __post_init__(self) -> None:
        # Where the ``__init__`` that :func:`command` writes ends: the Qt command is made now.
        ModelCommand.__init__(self, self.session, self.initial_text())

    def initial_text(self) -> str:
        """The step's name in the undo history until :meth:`work_out` words it with names (a
        :func:`command` class says it here)."""
        raise NotImplementedError

    @property
    def change(self) -> Change | None:
        """What the first run changed (None before it ran)."""
        return self._change

    # ------------------------------------------------------------------ for subclasses
    def check(self) -> None:
        """Refuse bad arguments with :class:`CommandError` before anything is worked out."""

    def work_out(self, draft: Draft) -> None:
        """Put and remove the records of the change on ``draft`` (the first run only)."""
        raise NotImplementedError

    # -------------------------------------------------------------- used by the session
    def first_change(self) -> Change:
        """Check and work out the change (nothing is written yet)."""
        self.check()
        draft = Draft(self.session.model)
        self.work_out(draft)
        self._change = draft.change()
        return self._change

    def skip_next_redo(self) -> None:
        """The next :meth:`redo` is ``QUndoStack.push``'s, after the session took the step."""
        self._skip_next_redo = True

    # ---------------------------------------------------------- called by the QUndoStack
    def redo(self) -> None:
        if self._skip_next_redo:
            self._skip_next_redo = False
            return
        if self._change is not None:
            self.session.take_step(self, self._change, forwards=True)

    def undo(self) -> None:
        if self._change is not None:
            self.session.take_step(self, self._change.inverse(), forwards=False)


@dataclass_transform(eq_default=False, field_specifiers=(field,))
def command(cls: type[C]) -> type[C]:
    """``cls`` with an ``__init__(session, *its fields)`` (a dataclass that compares by identity, as
    the undo stack does); a field after ``_: KW_ONLY`` is keyword-only, one made with
    ``field(init=False, ...)`` is a result of the run."""
    return dataclass(eq=False, repr=False)(cls)


# How the UI words a storage refusal in its language (storage gives codes, the UI the words).
FileErrorWords = Callable[[CampaignFileError], str]


def describe_error(error: BaseException, file_words: FileErrorWords = str) -> str:
    """Why a command failed, as a clause a GM can read; ``file_words`` words storage refusals."""
    if isinstance(error, CampaignFileError):
        return file_words(error).rstrip(".")
    if isinstance(error, CommandError):
        return str(error)
    if isinstance(error, ChangeNotWrittenError) and error.inconsistent:
        return fill(
            QCoreApplication.translate(
                "SessionCommand", "the campaign file refused it as inconsistent (%1)"
            ),
            error.reason,
        )
    if isinstance(error, ChangeNotWrittenError):
        # A full, failing or read-only disk, a busy or damaged file come as CampaignFileError
        # of their kind (storage/driver_errors.py): what SQLite refused here is the program's.
        return fill(
            QCoreApplication.translate(
                "SessionCommand", "the campaign file refused it (%1); please report this problem"
            ),
            error.reason,
        )
    if isinstance(error, OSError):
        return fill(
            QCoreApplication.translate(
                "SessionCommand",
                "the campaign file could not be written (%1); check that the disk has free "
                "space and that the file is still there",
            ),
            error.strerror or error,
        )
    _log.error("unexpected failure of a command", exc_info=error)
    return fill(
        QCoreApplication.translate(
            "SessionCommand", "an unexpected error occurred (%1: %2); please report this problem"
        ),
        type(error).__name__,
        error,
    )


def push_failure_message(
    text: str, error: BaseException, file_words: FileErrorWords = str
) -> str:
    """The message for a command that failed the first time (nothing was changed)."""
    if isinstance(error, CommandError):
        return str(error)
    return fill(
        QCoreApplication.translate("SessionCommand", "“%1” was not done: %2. Nothing was changed."),
        text,
        describe_error(error, file_words),
    )


def step_failure_message(
    text: str, error: BaseException, forwards: bool, file_words: FileErrorWords = str
) -> str:
    """The message for an undo or redo that failed and left the history."""
    if forwards:
        template = QCoreApplication.translate(
            "SessionCommand",
            "Redo of “%1” failed: %2. Nothing was changed, and the step was taken off the undo "
            "history.",
        )
    else:
        template = QCoreApplication.translate(
            "SessionCommand",
            "Undo of “%1” failed: %2. The campaign keeps the change, and the step was taken off "
            "the undo history.",
        )
    return fill(template, text, describe_error(error, file_words))


class CompositeCommand(ModelCommand):
    """One user action made of several commands (a move and the reveal after it, a creature and
    its token, a roll and its log line): one draft, one transaction, one event, one undo step.

    Each child's :meth:`~ModelCommand.check` runs first, on the campaign as it is; then each
    child's :meth:`~ModelCommand.work_out` runs in order on the one draft, so a later child reads
    what an earlier one put there. A child that refuses refuses the whole: nothing is written.
    """

    def __init__(self, session: CampaignSession, text: str,
                 children: tuple[ModelCommand, ...] | list[ModelCommand]) -> None:
        super().__init__(session, text)
        if any(child.session is not session for child in children):
            raise ValueError("every part of a composite command acts on its session")
        self.children = tuple(children)

    def check(self) -> None:
        for child in self.children:
            child.check()

    def work_out(self, draft: Draft) -> None:
        for child in self.children:
            child.work_out(draft)
