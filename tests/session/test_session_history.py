"""A property of the whole history: after any sequence of commands, undoing them one by one
walks back through exactly the states the file went through, and redoing them walks forward
again. Each state is every row of every table, read from the file."""

from __future__ import annotations

import shutil
import uuid
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ryf_desktop.rules.profile import HEROICO, REALISTA
from ryf_desktop.session import CampaignSession
from tests.campaign_steps import (
    add_character,
    change_profile,
    delete_character,
    duplicate_character,
    edit_character,
    rename,
    set_day,
    set_wounds,
)
from tests.storage.storage_samples import table_contents

FIELDS: dict[str, st.SearchStrategy[Any]] = {
    "name": st.sampled_from(["Ana", "Bruno", "Carla", "Dani"]),
    "fisico": st.integers(1, 20),
    "percepcion": st.integers(1, 20),
    "money": st.integers(0, 5000),
    "in_creation": st.booleans(),
    "kind": st.sampled_from(["pc", "npc"]),
}

operations = st.one_of(
    st.tuples(st.just("rename"), st.sampled_from(["Uno", "Dos", "Tres"])),
    st.tuples(st.just("day"), st.integers(1, 9)),
    st.tuples(st.just("profile"), st.sampled_from([HEROICO, REALISTA])),
    st.tuples(st.just("add"), st.sampled_from(["Ana", "Bruno"]), st.sampled_from(["pc", "npc"])),
    st.tuples(st.just("delete"), st.integers(0, 3)),
    st.tuples(st.just("duplicate"), st.integers(0, 3)),
    st.tuples(st.just("wounds"), st.integers(0, 3), st.integers(0, 40)),
    st.sampled_from(list(FIELDS)).flatmap(
        lambda field: st.tuples(st.just("edit"), st.integers(0, 3), st.just(field), FIELDS[field])
    ),
)


def _run(session: CampaignSession, operation: tuple[Any, ...]) -> bool:
    """Push the operation's command; whether it succeeded (it may change nothing)."""
    kind = operation[0]
    ids = [summary.id for summary in session.characters()]
    if kind == "rename":
        return rename(session, operation[1])
    if kind == "day":
        return set_day(session, operation[1])
    if kind == "profile":
        return change_profile(session, operation[1])
    if kind == "add":
        return add_character(session, operation[1], operation[2]) is not None
    if not ids:
        return False
    target = ids[operation[1] % len(ids)]
    if kind == "delete":
        return delete_character(session, target)
    if kind == "duplicate":
        return duplicate_character(session, target) is not None
    if kind == "wounds":
        return set_wounds(session, target, operation[2])
    return edit_character(session, target, operation[2], operation[3])


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(operations, min_size=1, max_size=6))
def test_undo_and_redo_walk_through_the_same_states(
    tmp_path: Path, session_template: Path, operations: list[tuple[Any, ...]]
) -> None:
    folder = tmp_path / uuid.uuid4().hex[:8]
    folder.mkdir()
    path = folder / "historia.ryf"
    shutil.copyfile(session_template, path)
    session = CampaignSession.open(path, backup_dir=folder / "backups")
    try:
        stack = session.undo_stack
        states = [table_contents(path)]
        for operation in operations:
            count = stack.count()
            done = _run(session, operation)
            if stack.count() > count:
                assert done
                states.append(table_contents(path))
            else:
                assert table_contents(path) == states[-1]  # refused or nothing to change
        assert stack.count() == len(states) - 1
        for state in reversed(states[:-1]):
            stack.undo()
            assert table_contents(path) == state
        for state in states[1:]:
            stack.redo()
            assert table_contents(path) == state
    finally:
        session.close()
