"""A start of fifty and its roll: one step each, undone to before and redone to the same end."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ryf_desktop.rules.combat import initiative_key
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import RollInitiative, StartCombat, combat_view
from ryf_desktop.session.combat.state import in_initiative_order, row_initiative_key
from ryf_desktop.storage.records import Combatant, LogEntry
from ryf_desktop.storage.repositories import load_campaign
from tests.session.session_samples import difference
from tests.session.test_combat_helpers import add_character
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


def test_a_start_of_fifty_and_its_roll_undo_to_before_and_redo_to_the_same_end(
    session: CampaignSession,
) -> None:
    characters = heroines(session)
    before = table_contents(session.path)
    combat_id, rng = start_fifty(session, 7, characters)
    assert session.push(RollInitiative(session, combat_id, None, rng))
    done = table_contents(session.path)
    assert not difference(session.model, load_campaign(session.file))
    view = combat_view(session.model, combat_id)
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
    facts = sorted(session.model.of(Combatant, "combat_id", combat_id),
                   key=lambda row: row.order_position)
    lines = session.model.of(LogEntry, "combat_id", combat_id)
    assert [row.order_position for row in facts] == list(range(len(facts)))
    assert [row.id for row in in_initiative_order(facts)] == [row.id for row in facts]
    # One line per roll after the start's.
    rolls = [line for line in lines if line.kind == "initiative"]
    assert len(rolls) == 4 + GOBLINS


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
        Combatant(
            id=n + 1, combat_id=1, monster_id=n + 1, order_position=n, iniciativa=ini,
            initiative_total=total, initiative_fumble=fumble,
        )
        for n, (total, fumble, ini) in enumerate(values)
    ]
    by_values = sorted(
        rows, key=lambda row: initiative_key(
            row.initiative_total, row.initiative_fumble, row.iniciativa, row.order_position
        )
    )
    assert by_values == in_initiative_order(rows) == sorted(rows, key=row_initiative_key)
