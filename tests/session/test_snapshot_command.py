"""SnapshotCommand: undo puts back the rows as they were, redo as they became, same ids."""

from __future__ import annotations

from typing import Any

from sqlmodel import Session, col, select

from ryf_desktop.session import AddCharacter, CampaignSession, CommandError
from ryf_desktop.session.changes import Changes
from ryf_desktop.session.snapshot_command import Scope, SnapshotCommand
from ryf_desktop.storage.raw_sql import Rows, select_rows, table_of, update_row
from ryf_desktop.storage.tables import Character, LogEntry, Map, MapToken


class Wound(SnapshotCommand):
    """Wounds a character, puts a token for it on a new map, deletes an old token, logs."""

    def __init__(self, session: CampaignSession, character_id: int, *, fail: bool = False) -> None:
        super().__init__(session, "wound")
        self.character_id = character_id
        self.fail = fail

    def scope(self, db: Session) -> Scope:
        return [
            (Character, col(Character.id) == self.character_id),
            (Map, col(Map.id) > 0),
            (MapToken, col(MapToken.character_id) == self.character_id),
        ]

    def act(self, db: Session) -> Changes:
        character = db.get(Character, self.character_id)
        assert character is not None
        character.wounds += 5
        for token in db.exec(select(MapToken)).all():
            db.delete(token)
        new_map = Map(name="Cueva", grid_width=5, grid_height=5)
        db.add(new_map)
        db.flush()
        db.add(MapToken(map_id=int(new_map.id or 0), character_id=self.character_id, x=1, y=2))
        db.add(LogEntry(kind="attack", text="Aldric recibe 5 heridas"))
        if self.fail:
            raise CommandError("refused on purpose")
        return Changes(character_ids=frozenset({self.character_id}), log=True)


Named = list[tuple[int | None, str]]
State = tuple[list[int], Named, list[tuple[int | None, int, int, int]], Named]


def _state(session: CampaignSession) -> State:
    with session.file.transaction() as db:
        wounds = [c.wounds for c in db.exec(select(Character)).all()]
        maps = [(m.id, m.name) for m in db.exec(select(Map)).all()]
        tokens = [(t.id, t.map_id, t.x, t.y) for t in db.exec(select(MapToken)).all()]
        log = [(e.id, e.text) for e in db.exec(select(LogEntry)).all()]
    return wounds, maps, tokens, log


def _character(session: CampaignSession) -> int:
    command = AddCharacter(session, "Aldric")
    assert session.push(command)
    with session.file.transaction() as db:
        character = db.exec(select(Character)).one()
        old_map = Map(name="Taberna", grid_width=4, grid_height=4)
        db.add(old_map)
        db.flush()
        db.add(MapToken(map_id=int(old_map.id or 0), character_id=character.id, x=0, y=0))
        return int(character.id or 0)


def test_undo_and_redo_restore_updates_inserts_deletes_and_log_lines(
    session: CampaignSession,
) -> None:
    character_id = _character(session)
    start = _state(session)
    assert session.push(Wound(session, character_id))
    done = _state(session)
    assert done != start
    assert done[0] == [5]
    assert [name for _, name in done[1]] == ["Taberna", "Cueva"]
    assert done[3] == [(done[3][0][0], "Aldric recibe 5 heridas")]

    session.undo_stack.undo()
    assert _state(session) == start
    session.undo_stack.redo()
    assert _state(session) == done
    session.undo_stack.undo()
    assert _state(session) == start


def test_a_roll_logged_between_undo_and_redo_keeps_its_line(session: CampaignSession) -> None:
    character_id = _character(session)
    assert session.push(Wound(session, character_id))
    session.undo_stack.undo()
    assert session.log_roll("1o3d10 = 14")
    session.undo_stack.redo()
    texts = sorted(text for _, text in _state(session)[3])
    assert texts == ["1o3d10 = 14", "Aldric recibe 5 heridas"]
    session.undo_stack.undo()
    assert [text for _, text in _state(session)[3]] == ["1o3d10 = 14"]


def test_a_line_moved_to_a_fresh_id_is_undone_and_redone_there_again(
    session: CampaignSession,
) -> None:
    character_id = _character(session)
    assert session.push(Wound(session, character_id))
    session.undo_stack.undo()
    assert session.log_roll("1o3d10 = 14")
    session.undo_stack.redo()
    moved = _state(session)[3]
    session.undo_stack.undo()
    session.undo_stack.redo()
    # The photographs followed the line: the second redo writes it at the id of the first.
    assert _state(session)[3] == moved
    assert sorted(text for _, text in moved) == ["1o3d10 = 14", "Aldric recibe 5 heridas"]


def test_a_refusal_in_act_changes_nothing_and_leaves_no_step(session: CampaignSession) -> None:
    character_id = _character(session)
    start = _state(session)
    count = session.undo_stack.count()
    failures: list[str] = []
    session.command_failed.connect(failures.append)
    assert not session.push(Wound(session, character_id, fail=True))
    assert _state(session) == start
    assert session.undo_stack.count() == count
    assert failures and "refused on purpose" in failures[0]


class Sloppy(SnapshotCommand):
    """Changes a row its scope does not name before acting."""

    def scope(self, db: Session) -> Scope:
        return [(Character, col(Character.wounds) > 0)]

    def act(self, db: Session) -> Changes:
        character = db.exec(select(Character)).one()
        character.wounds = 3
        return Changes(character_ids=frozenset({int(character.id or 0)}))


def test_a_scope_that_misses_a_changed_row_fails_instead_of_recording_a_bad_history(
    session: CampaignSession,
) -> None:
    _character(session)
    start = _state(session)
    assert not session.push(Sloppy(session, "sloppy"))
    assert _state(session) == start


def test_the_generation_grows_with_every_committed_change_and_not_with_a_refusal(
    session: CampaignSession,
) -> None:
    character_id = _character(session)
    seen = [session.generation]
    assert session.push(Wound(session, character_id))
    seen.append(session.generation)
    assert not session.push(Wound(session, character_id, fail=True))
    seen.append(session.generation)
    session.undo_stack.undo()
    seen.append(session.generation)
    session.undo_stack.redo()
    seen.append(session.generation)
    assert seen[1] > seen[0]
    assert seen[2] == seen[1]
    assert seen[0] < seen[1] < seen[3] < seen[4]


class RawWound(SnapshotCommand):
    """Wounds a character from the photograph's row, written past the ORM (as an attack)."""

    def __init__(self, session: CampaignSession, character_id: int) -> None:
        super().__init__(session, "raw wound")
        self.character_id = character_id
        self.seen: list[dict[str, Any] | None] = []

    def scope(self, db: Session) -> Scope:
        return [(Character, Rows("id", (self.character_id,)))]

    def act(self, db: Session) -> Changes:
        row = self.photographed(Character, self.character_id)
        assert row is not None
        self.seen += [dict(row), self.photographed(Map, 1), self.photographed(Character, 999)]
        row["wounds"] = 99  # a copy: the photograph keeps what was read
        assert self.photographed(Character, self.character_id) == self.seen[0]
        update_row(db, table_of(Character), self.character_id, {"wounds": 7})
        return Changes(character_ids=frozenset({self.character_id}))


def test_act_reads_the_rows_the_before_photograph_holds_and_only_while_acting(
    session: CampaignSession,
) -> None:
    character_id = _character(session)
    with session.file.transaction() as db:
        expected = select_rows(db, table_of(Character), Rows("id", (character_id,)))[0]
    command = RawWound(session, character_id)
    assert command.photographed(Character, character_id) is None
    assert session.push(command)
    assert command.seen == [expected, None, None]
    assert command.photographed(Character, character_id) is None
    assert _state(session)[0] == [7]
    session.undo_stack.undo()
    assert _state(session)[0] == [0]
    session.undo_stack.redo()
    assert _state(session)[0] == [7]
