"""A start of fifty and its roll, written past the ORM, store and undo what the ORM would."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat_commands import RollInitiative, StartCombat, _encode_json
from ryf_desktop.session.combat_queries import combat_view
from ryf_desktop.session.combat_state import (
    PREPARING,
    in_initiative_order,
    initiative_key,
    row_initiative_key,
)
from ryf_desktop.session.fighters import CombatantFacts, briefed_facts
from ryf_desktop.storage.raw_sql import Rows, select_rows, table_of
from ryf_desktop.storage.tables import Combat, LogEntry
from ryf_desktop.storage.tables.base import dump_json
from tests.session.test_combat_helpers import add_character, add_map, add_token
from tests.session.test_combat_initiative import failures
from tests.storage.storage_samples import table_contents

GOBLINS = 46


def heroines(session: CampaignSession) -> list[int]:
    return [add_character(session, f"Heroína {n}", percepcion=7 + n % 3) for n in range(4)]


def start_fifty(
    session: CampaignSession, seed: int, characters: list[int] | None = None
) -> tuple[int, random.Random]:
    """Four characters and 46 goblins of the catalog, as the benchmark starts them."""
    if characters is None:
        characters = heroines(session)
    rng = random.Random(seed)
    command = StartCombat(session, "Asedio", character_ids=characters,
                          monsters=[("Goblin", GOBLINS)], rng=rng)
    assert session.push(command), failures(session)
    assert command.combat_id is not None
    return command.combat_id, rng


def test_a_started_combat_row_is_the_one_the_orm_would_have_stored(
    session: CampaignSession,
) -> None:
    map_id = add_map(session)
    aldric = add_character(session, "Aldric")
    token = add_token(session, map_id, (2, 4), character_id=aldric)
    # No map given: the token's map becomes the combat's.
    command = StartCombat(session, "Emboscada", token_ids=[token], rng=random.Random(1))
    assert session.push(command)
    with session.file.transaction() as db:
        stored = select_rows(db, table_of(Combat), Rows("id", (command.combat_id,)))[0]
    expected = Combat(name="Emboscada", map_id=map_id, status=PREPARING,
                      started_day=session.day).model_dump()
    assert stored == {**expected, "id": command.combat_id}


def test_a_start_of_fifty_and_its_roll_undo_to_before_and_redo_to_the_same_end(
    session: CampaignSession,
) -> None:
    characters = heroines(session)
    before = table_contents(session.path)
    combat_id, rng = start_fifty(session, 7, characters)
    assert session.push(RollInitiative(session, combat_id, None, rng))
    done = table_contents(session.path)
    view = combat_view(session, combat_id)
    assert len(view.combatants) == 4 + GOBLINS
    assert [row.name for row in view.combatants if row.side == "monster"][-1].startswith(
        "Goblin "
    )
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert table_contents(session.path) == before
    session.undo_stack.redo()
    session.undo_stack.redo()
    assert table_contents(session.path) == done


def test_the_roll_of_fifty_leaves_the_order_renumber_would_give(
    session: CampaignSession,
) -> None:
    combat_id, rng = start_fifty(session, 11)
    assert session.push(RollInitiative(session, combat_id, None, rng))
    with session.file.transaction() as db:
        facts = [row for row, _ in briefed_facts(db, combat_id, session.profile)]
        lines = select_rows(db, table_of(LogEntry), Rows("combat_id", (combat_id,)))
    assert [row.order_position for row in facts] == list(range(len(facts)))
    assert [row.id for row in in_initiative_order(facts)] == [row.id for row in facts]
    # One line per roll after the start's, all of the one step.
    rolls = [line for line in lines if line["kind"] == "initiative"]
    assert len(rolls) == 4 + GOBLINS
    assert len({line["at"] for line in rolls}) == 1


def test_the_initiative_key_sorts_by_total_then_iniciativa_fumblers_and_unrolled_last() -> None:
    keys = {
        "fumbler": initiative_key(25, True, 9, 0),
        "unrolled": initiative_key(None, False, 20, 1),
        "twenty, Ini 8": initiative_key(20, False, 8, 2),
        "eighteen": initiative_key(18, False, 12, 3),
        "twenty, Ini 10": initiative_key(20, False, 10, 4),
        "twenty, Ini 10, later": initiative_key(20, False, 10, 5),
    }
    assert sorted(keys, key=keys.__getitem__) == [
        "twenty, Ini 10", "twenty, Ini 10, later", "twenty, Ini 8", "eighteen", "fumbler",
        "unrolled",
    ]


@settings(max_examples=50)
@given(
    st.lists(
        st.tuples(st.none() | st.integers(-5, 40), st.booleans(), st.integers(0, 20)),
        max_size=8,
    )
)
def test_a_row_sorts_by_the_key_of_its_own_values(
    values: list[tuple[int | None, bool, int]],
) -> None:
    rows = [
        CombatantFacts(
            id=n + 1, combat_id=1, character_id=None, monster_id=n + 1, order_position=n,
            iniciativa=ini, initiative_total=total, initiative_fumble=fumble, actions=1,
            double_action=False, lasting_penalty=False, moved_m=0.0, majors_spent=0,
            minors_spent=0, out=False, reload_state="{}", damage_dealt=0, damage_taken=0,
        )
        for n, (total, fumble, ini) in enumerate(values)
    ]
    by_values = sorted(
        rows, key=lambda row: initiative_key(
            row.initiative_total, row.initiative_fumble, row.iniciativa, row.order_position
        )
    )
    assert by_values == in_initiative_order(rows) == sorted(rows, key=row_initiative_key)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=8,
)


@given(st.dictionaries(st.text(), json_values, max_size=5))
def test_a_log_line_data_is_written_as_dump_json_writes_it(data: dict[str, Any]) -> None:
    assert _encode_json(data) == dump_json(data)
