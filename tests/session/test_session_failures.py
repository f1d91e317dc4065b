"""Commands that fail: the transaction rolls back, the history stays consistent, the GM is told.

Covers a refusal before the file is touched (validation), a constraint the file enforces, a
write error, a failing undo and a failing redo run by the stack, read-only and closed
sessions, and the guard against a push from inside a running command.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from ryf_desktop.session import (
    CampaignSession,
    EditCharacterField,
    RenameCampaign,
    SetWounds,
)
from ryf_desktop.session import campaign_session as session_module
from ryf_desktop.session.draft import Draft
from ryf_desktop.storage import CampaignFile, ReadOnlyReason
from ryf_desktop.storage.change import Change
from ryf_desktop.storage.driver_errors import raise_classified
from ryf_desktop.storage.errors import ChangeNotWrittenError
from ryf_desktop.storage.records import CAMPAIGN_ID, Campaign
from ryf_desktop.storage.repositories import write_change
from tests.campaign_steps import (
    add_character,
    damage,
    delete_character,
    duplicate_character,
    edit_character,
    next_day,
    rename,
    set_day,
    set_wounds,
)
from tests.session.session_samples import SignalRecorder, committed_value


class RenameBreakingAConstraint(RenameCampaign):
    """Renames, then sets the day to 0 in the same change: the file's CHECK refuses."""

    def work_out(self, draft: Draft) -> None:
        super().work_out(draft)
        row = draft.get(Campaign, CAMPAIGN_ID)
        assert row is not None
        draft.update(row, in_game_day=0)


class FlakyDisk:
    """The session's writer, failing while :attr:`failing` (a disk that fills up mid-step)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.failing = False
        self._write = write_change
        monkeypatch.setattr(session_module, "write_change", self.write)

    def write(self, file: CampaignFile, change: Change) -> None:
        if self.failing:
            raise OSError(28, "No space left on device")
        self._write(file, change)


def _add_ana(session: CampaignSession) -> int:
    character_id = add_character(session, "Ana")
    assert character_id is not None
    session.undo_stack.clear()
    return character_id


def _stack_state(session: CampaignSession) -> tuple[Any, ...]:
    stack = session.undo_stack
    texts = tuple(stack.text(index) for index in range(stack.count()))
    return stack.count(), stack.index(), stack.canUndo(), stack.canRedo(), texts


def _name(path: Path) -> object:
    return committed_value(path, "SELECT name FROM campaign")


def _with_redo_history(session: CampaignSession) -> None:
    """Two renames, the second undone: something to undo and something to redo."""
    assert rename(session, "Primera")
    assert rename(session, "Segunda")
    session.undo_stack.undo()


def test_an_attribute_out_of_range_is_refused_with_its_name_and_range(
    session: CampaignSession, campaign_path: Path
) -> None:
    ana = _add_ana(session)
    _with_redo_history(session)
    before = _stack_state(session)
    recorder = SignalRecorder(session)

    assert not session.push(EditCharacterField(session, ana, "fisico", 25))

    assert recorder.take() == [(
        "command_failed",
        "Físico must be between 1 and 20, not 25. Type a value in that range.",
    )]
    assert _stack_state(session) == before
    assert committed_value(campaign_path, "SELECT fisico FROM character") == 7


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("percepcion", 0, "Percepción must be between 1 and 20, not 0."),
        ("destreza", "8", "Destreza must be a whole number between 1 and 20."),
        ("fisico", True, "Físico must be a whole number between 1 and 20."),
        ("name", "   ", "A character needs a name."),
        ("name", "x" * 201, "A character's name has at most 200 characters."),
        ("money", -5, "Money cannot be negative (-5). Type 0 or more."),
        ("tokens", 1001, "Tokens must be between 0 and 1000, not 1001."),
        ("kind", "monster", "not “monster”"),
        ("in_creation", 1, "In creation is either on or off."),
        ("notes", "x" * 100_001, "Notes has at most 100000 characters; this text has 100001."),
    ],
)
def test_bad_field_values_are_refused_with_what_to_fix(
    session: CampaignSession, field: str, value: object, message: str
) -> None:
    ana = _add_ana(session)
    recorder = SignalRecorder(session)
    assert not edit_character(session, ana, field, value)
    failures = recorder.failures()
    assert len(failures) == 1
    assert message in failures[0]
    assert session.undo_stack.count() == 0


@pytest.mark.parametrize(
    ("push", "message"),
    [
        (lambda s, ana: set_wounds(s, ana, -1), "Wounds cannot be negative (-1)."),
        (lambda s, ana: set_day(s, 0), "The in-game day must be between 1 and"),
        (lambda s, ana: rename(s, " "), "The campaign needs a name."),
        (lambda s, ana: add_character(s, ""), "A character needs a name."),
        (lambda s, ana: add_character(s, "Bruno", fisico=21), "Físico must be between 1 and 20"),
        (lambda s, ana: delete_character(s, ana + 1), "The character no longer exists"),
        (lambda s, ana: duplicate_character(s, ana + 1), "The character no longer exists"),
        (lambda s, ana: set_wounds(s, ana + 1, 2), "The character no longer exists"),
        (lambda s, ana: damage(s, ana, -3), "damage cannot be negative"),
    ],
)
def test_commands_refuse_bad_input(session: CampaignSession, push: Any, message: str) -> None:
    ana = _add_ana(session)
    recorder = SignalRecorder(session)
    assert push(session, ana) in (False, None)
    failures = recorder.failures()
    assert len(failures) == 1 and message in failures[0], failures
    assert session.undo_stack.count() == 0


def test_an_unknown_field_is_a_programming_error(session: CampaignSession) -> None:
    with pytest.raises(ValueError, match="cannot change 'wounds'"):
        EditCharacterField(session, 1, "wounds", 3)


def test_a_constraint_violation_rolls_back_and_keeps_the_history(
    session: CampaignSession, campaign_path: Path
) -> None:
    _with_redo_history(session)
    before = _stack_state(session)
    recorder = SignalRecorder(session)

    assert not session.push(RenameBreakingAConstraint(session, "Tercera"))

    # Neither the rename nor the day reached the file: one transaction, rolled back.
    assert _name(campaign_path) == "Primera"
    assert committed_value(campaign_path, "SELECT in_game_day FROM campaign") == 1
    assert session.name == "Primera"
    failures = recorder.failures()
    assert len(failures) == 1
    assert failures[0].startswith(
        "“Rename campaign to “Tercera”” was not done: the campaign file refused it as "
        "inconsistent (CHECK constraint failed"
    )
    assert failures[0].endswith("Nothing was changed.")
    assert recorder.names() == ["command_failed"]  # nothing announced as changed
    # The redo step the failed command would have replaced is still there.
    assert _stack_state(session) == before
    session.undo_stack.redo()
    assert _name(campaign_path) == "Segunda"


def _disk_io_error(file: CampaignFile, change: Change) -> None:
    """A write the disk fails, as SQLite reports it and the storage tells it."""
    error = sqlite3.OperationalError("disk I/O error")
    error.sqlite_errorcode = sqlite3.SQLITE_IOERR_WRITE
    raise_classified(file.path, error)


def _refused_by_sqlite(file: CampaignFile, change: Change) -> None:
    raise ChangeNotWrittenError("no such table: nowhere", inconsistent=False)


@pytest.mark.parametrize(("write", "why"), [
    (_disk_io_error,
     ("The disk failed while reading or writing campaign.ryf (disk I/O error). Nothing was "
      "written; check the disk (is it still connected?) and try again")),
    (_refused_by_sqlite,
     "the campaign file refused it (no such table: nowhere); please report this problem"),
], ids=["disk", "program"])
def test_a_write_error_is_reported_by_its_kind_and_nothing_changes(
    session: CampaignSession, campaign_path: Path, monkeypatch: pytest.MonkeyPatch,
    write: Callable[[CampaignFile, Change], None], why: str,
) -> None:
    ana = _add_ana(session)
    _with_redo_history(session)
    before = _stack_state(session)
    monkeypatch.setattr(session_module, "write_change", write)
    recorder = SignalRecorder(session)
    assert not set_wounds(session, ana, 12)
    assert recorder.failures() == [
        f"“Set wounds of “Ana” to 12” was not done: {why}. Nothing was changed."
    ]
    assert committed_value(campaign_path, "SELECT wounds FROM character") == 0
    assert _stack_state(session) == before


def test_a_failing_undo_leaves_the_change_and_drops_the_step(
    session: CampaignSession, campaign_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    ana = _add_ana(session)
    assert set_wounds(session, ana, 3)
    disk = FlakyDisk(monkeypatch)
    assert session.push(SetWounds(session, ana, 8))
    disk.failing = True
    stack = session.undo_stack

    with qtbot.waitSignal(session.command_failed, timeout=2000) as failure:
        stack.undo()
    disk.failing = False

    assert failure.args == [(
        "Undo of “Set wounds of “Ana” to 8” failed: the campaign file could not be written "
        "(No space left on device); check that the disk has free space and that the file is "
        "still there. The campaign keeps the change, and the step was taken off the undo "
        "history."
    )]
    assert committed_value(campaign_path, "SELECT wounds FROM character") == 8
    assert (stack.count(), stack.index(), stack.canRedo()) == (1, 1, False)
    assert stack.undoText() == "Set wounds of “Ana” to 3"
    stack.undo()  # the step before still undoes cleanly
    assert committed_value(campaign_path, "SELECT wounds FROM character") == 0


def test_a_failing_redo_changes_nothing_and_drops_the_step(
    session: CampaignSession, campaign_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    ana = _add_ana(session)
    assert set_wounds(session, ana, 3)
    disk = FlakyDisk(monkeypatch)
    assert session.push(SetWounds(session, ana, 8))
    stack = session.undo_stack
    stack.undo()
    disk.failing = True
    recorder = SignalRecorder(session)

    with (
        qtbot.waitSignal(session.command_failed, timeout=2000) as failure,
        qtbot.waitSignal(stack.canRedoChanged, timeout=2000) as can_redo,
    ):
        stack.redo()
    disk.failing = False

    assert str(failure.args[0]).startswith("Redo of “Set wounds of “Ana” to 8” failed:")
    assert can_redo.args == [False]  # the Redo action and the history view are told
    assert committed_value(campaign_path, "SELECT wounds FROM character") == 3
    assert (stack.count(), stack.index(), stack.canUndo(), stack.canRedo()) == (1, 1, True, False)
    assert "character_changed" not in recorder.names()


def test_a_read_only_session_refuses_every_command(
    campaign_path: Path, open_session: Any
) -> None:
    session: CampaignSession = open_session(campaign_path, read_only=True)
    assert session.read_only
    assert session.read_only_reason is ReadOnlyReason.REQUESTED
    recorder = SignalRecorder(session)
    assert not rename(session, "Otra")
    assert add_character(session, "Bruno") is None
    assert not next_day(session, )
    assert recorder.failures() == [(
        "The campaign “La partida” is open read-only, so it cannot be changed. Open it for "
        "editing to change it."
    )] * 3
    assert session.undo_stack.count() == 0
    assert not session.log_roll("1o3d10", "5, 3, 9 = 5")  # quietly: the banner says why
    assert len(recorder.failures()) == 3
    assert _name(campaign_path) == "La partida"


def test_a_session_on_a_file_that_cannot_be_written_says_so(
    campaign_path: Path, open_session: Any
) -> None:
    campaign_path.chmod(0o444)
    try:
        session: CampaignSession = open_session(campaign_path)
        assert session.read_only_reason is ReadOnlyReason.NOT_WRITABLE
        recorder = SignalRecorder(session)
        assert not rename(session, "Otra")
        assert "because its file cannot be written" in recorder.failures()[0]
        session.close()
    finally:
        campaign_path.chmod(0o644)


def test_a_closed_session_refuses_commands_and_closes_once(
    session: CampaignSession, campaign_path: Path
) -> None:
    recorder = SignalRecorder(session)
    assert rename(session, "Antes")
    session.close()
    session.close()
    assert session.closed
    assert not rename(session, "Después")
    # (A changed campaign record is announced to the character views too: it may hold a new
    # profile, which changes every character's PV.)
    assert recorder.names() == ["campaign_changed", "characters_changed", "closing",
                                "command_failed"]
    assert session.undo_stack.count() == 0
    assert _name(campaign_path) == "Antes"


def test_a_push_while_a_command_runs_is_refused(session: CampaignSession) -> None:
    with session.running_command(), pytest.raises(RuntimeError, match="while another"):
        rename(session, "Anidado")


def test_a_command_belongs_to_its_own_session(
    session: CampaignSession, tmp_path: Path, session_template: Path, open_session: Any
) -> None:
    other_path = tmp_path / "other.ryf"
    other_path.write_bytes(session_template.read_bytes())
    other: CampaignSession = open_session(other_path)
    with pytest.raises(ValueError, match="another campaign session"):
        session.push(RenameCampaign(other, "Ajena"))
