"""An attack on the open campaign in memory: one change written in one step, the model equal to
the file after push, undo and redo, one event naming what changed, the same dice on redo."""

from __future__ import annotations

import json

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.events import Changed
from ryf_desktop.session.fighting.attack import Attack
from ryf_desktop.storage.records import Character, Combatant
from ryf_desktop.storage.repositories import load_campaign
from tests.scripted_rng import ScriptedRng
from tests.session.session_samples import difference
from tests.session.test_attack_helpers import goblin_against_aldric, log_rows, read, row_dump


def _model_is_the_file(session: CampaignSession) -> bool:
    return not difference(session.model, load_campaign(session.file))


def test_an_attack_changes_the_file_and_the_model_alike(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session)
    aldric_before = row_dump(session, Character, aldric.character_id)
    events: list[Changed] = []
    session.changed.connect(events.append)
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(3, 3, 9, 6, 4, 3))
    assert session.push(attack)

    assert attack.outcome is not None and attack.outcome.wounds == 11
    assert [line.text for line in log_rows(session, "attack")] == [
        (
            "Goblin 2 attacks Aldric: 17 against Defensa 16 — hits; damage 2d6 (6→4, 3) = 13, "
            "absorbs 2 → 11 wounds; Aldric is now malherido"
        )
    ]
    # Only the wounds of the character changed.
    assert row_dump(session, Character, aldric.character_id) == {**aldric_before, "wounds": 14}
    goblin_row = read(session, Combatant, goblin.combatant_id)
    assert (goblin_row.majors_spent, goblin_row.majors_left, goblin_row.damage_dealt) == (
        1, 0, 11
    )
    assert _model_is_the_file(session)
    [event] = events
    assert event.characters == {aldric.character_id}
    assert event.combatants == {goblin.combatant_id, aldric.combatant_id}
    assert len(event.log_added) == 1

    session.undo_stack.undo()
    assert row_dump(session, Character, aldric.character_id) == aldric_before
    assert log_rows(session, "attack") == []
    assert _model_is_the_file(session)
    assert events[-1].log_removed == set(event.log_added)

    session.undo_stack.redo()  # the very same dice
    assert row_dump(session, Character, aldric.character_id)["wounds"] == 14
    assert [line.id for line in log_rows(session, "attack")] == list(event.log_added)
    assert _model_is_the_file(session)


def test_the_log_shows_each_attack_s_own_detail_after_an_undo(session: CampaignSession) -> None:
    # An undone line and its successor differ.
    goblin, aldric = goblin_against_aldric(session, shield=True)  # Defensa 18
    details: list[str] = []
    for dice in ((4, 4, 9, 2, 3), (2, 3, 9)):  # a hit, then a miss
        attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                        rng=ScriptedRng(*dice))
        assert session.push(attack)
        [line] = log_rows(session, "attack")
        shown = session.log(8)[-1]
        assert (shown.id, shown.text) == (line.id, line.text)
        assert shown.detail == json.loads(line.data)["detail"]
        details.append(shown.detail)
        session.undo_stack.undo()
    assert details[0] != details[1]
