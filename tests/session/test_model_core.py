"""The open campaign in memory: records, the model, drafts, one undo strategy, one event."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import fields
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from ryf_desktop.session.campaign_session import CampaignSession
from ryf_desktop.session.command import CommandError, ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.events import Changed
from ryf_desktop.storage import records as r
from ryf_desktop.storage.errors import ChangeNotWrittenError
from ryf_desktop.storage.repositories import load_campaign, write_change
from ryf_desktop.storage.repositories.rows import TABLES
from tests.session.session_samples import difference


class _Script(ModelCommand):
    """A command that runs the given function on its draft."""

    def __init__(self, session: CampaignSession, work: Callable[[Draft], object]) -> None:
        super().__init__(session, "script")
        self._work = work

    def work_out(self, draft: Draft) -> None:
        self._work(draft)


@pytest.fixture
def session(tmp_path: Path, qapp: QCoreApplication) -> Iterator[CampaignSession]:
    opened = CampaignSession.create(tmp_path / "c.ryf", "C", "medieval", backup_dir=tmp_path / "b")
    yield opened
    opened.close()


def _events(session: CampaignSession) -> list[Changed]:
    seen: list[Changed] = []
    session.changed.connect(seen.append)
    return seen


def _in_step(session: CampaignSession) -> None:
    """The model holds exactly what the file holds."""
    assert not difference(session.model, load_campaign(session.file))


def test_records_have_the_columns_of_their_tables() -> None:
    for kind, table in TABLES.items():
        assert tuple(f.name for f in fields(kind)) == tuple(c.name for c in table.columns), kind


def test_a_change_is_written_applied_undone_and_redone_with_the_same_ids(
    session: CampaignSession,
) -> None:
    events = _events(session)
    made: dict[str, int] = {}

    def add(draft: Draft) -> None:
        ana = draft.add(r.Character, name="Ana")
        skill = draft.add(r.Skill, character_id=ana.id, name="Pelea", attribute="fisico", level=3)
        draft.add(r.Specialisation, skill_id=skill.id, name="Espada")
        draft.log("Ana llega", character_id=ana.id)
        made.update(ana=ana.id, skill=skill.id)

    assert session.push(_Script(session, add))
    _in_step(session)
    assert session.model.get(r.Character, made["ana"]).name == "Ana"  # type: ignore[union-attr]
    assert [s.id for s in session.model.of(r.Skill, "character_id", made["ana"])] == [made["skill"]]
    assert events[-1].characters == {made["ana"]} and events[-1].character_list
    assert len(events[-1].log_added) == 1
    session.undo_stack.undo()
    _in_step(session)
    assert session.model.get(r.Character, made["ana"]) is None
    assert session.model.of(r.Skill, "character_id", made["ana"]) == []
    assert events[-1].log_removed
    session.undo_stack.redo()
    _in_step(session)
    assert session.model.get(r.Skill, made["skill"]) is not None
    assert str(events[-1]).startswith("characters {")


def test_a_removal_takes_what_the_foreign_keys_say(session: CampaignSession) -> None:
    ids: dict[str, int] = {}

    def build(draft: Draft) -> None:
        ana = draft.add(r.Character, name="Ana")
        grid = draft.add(r.Map, name="Cripta")
        token = draft.add(r.MapToken, map_id=grid.id, character_id=ana.id)
        line = draft.log("Ana", character_id=ana.id)
        ids.update(ana=ana.id, map=grid.id, token=token.id, line=line.id)

    assert session.push(_Script(session, build))

    def remove(draft: Draft) -> None:
        ana = draft.get(r.Character, ids["ana"])
        assert ana is not None
        draft.remove(ana)

    events = _events(session)
    assert session.push(_Script(session, remove))
    _in_step(session)
    assert session.model.get(r.MapToken, ids["token"]) is None
    line = session.model.get(r.LogEntry, ids["line"])
    assert line is not None and line.character_id is None
    assert events[-1].tokens == {ids["token"]} and events[-1].maps == {ids["map"]}
    session.undo_stack.undo()
    _in_step(session)
    assert session.model.get(r.MapToken, ids["token"]) is not None


def test_a_refused_or_failed_change_leaves_model_and_history_alone(
    session: CampaignSession,
) -> None:
    failures: list[str] = []
    session.command_failed.connect(failures.append)

    def refuse(draft: Draft) -> None:
        draft.add(r.Character, name="Ana")
        raise CommandError("no")

    def bad(draft: Draft) -> None:
        draft.add(r.Character, name="Ana", fisico=99)  # the file's CHECK refuses it

    assert not session.push(_Script(session, refuse))
    assert not session.push(_Script(session, bad))
    assert failures[0] == "no" and "Nothing was changed" in failures[1]
    assert session.model.all(r.Character) == [] and session.undo_stack.count() == 0
    _in_step(session)


def test_squares_of_a_map_are_named_apart_and_an_empty_change_is_no_step(
    session: CampaignSession,
) -> None:
    ids: dict[str, int] = {}
    assert session.push(_Script(session, lambda d: ids.update(map=d.add(r.Map, name="M").id)))
    events = _events(session)

    def fog(draft: Draft) -> None:
        grid = draft.get(r.Map, ids["map"])
        assert grid is not None
        draft.update(grid, fog="[[0,0,1]]")

    assert session.push(_Script(session, fog))
    assert events[-1].map_squares == {ids["map"]} and not events[-1].map_list
    count = session.undo_stack.count()
    assert session.push(_Script(session, fog))  # the fog is already so: nothing to do
    assert session.undo_stack.count() == count and len(events) == 1


def test_a_logged_roll_is_one_event_off_the_history(session: CampaignSession) -> None:
    events = _events(session)
    assert session.log_roll("2d10: 14")
    assert len(events) == 1 and len(events[0].log_added) == 1
    assert session.undo_stack.count() == 0
    _in_step(session)


def test_a_refusal_of_sqlite_comes_out_of_storage_as_its_own_error(
    session: CampaignSession,
) -> None:
    def bad(draft: Draft) -> None:
        draft.add(r.Character, name="Ana", fisico=99)

    command = _Script(session, bad)
    change = command.first_change()
    with pytest.raises(ChangeNotWrittenError) as raised:
        write_change(session.file, change)
    assert raised.value.inconsistent and "CHECK constraint failed" in raised.value.reason


def test_an_attempt_says_why_it_was_refused_as_the_signal_does(session: CampaignSession) -> None:
    failures: list[str] = []
    session.command_failed.connect(failures.append)

    def refuse(draft: Draft) -> None:
        raise CommandError("no")

    assert session.attempt(_Script(session, refuse)) == "no"
    assert session.attempt(_Script(session, lambda d: d.add(r.Map, name="M"))) is None
    assert failures == ["no"]
