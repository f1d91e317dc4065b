"""Every combat command undone, back to before the combat, and redone to the same end."""

from __future__ import annotations

from typing import Any

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import (
    AddCombatant,
    BeginCombat,
    EndCombat,
    MoveCombatant,
    NextTurn,
    OverrideMove,
    PreviousTurn,
    RemoveCombatant,
    ReorderTie,
    RollInitiative,
    SetDoubleAction,
    SetInitiative,
    SpendAction,
    StartCombat,
    combat_list,
)
from ryf_desktop.storage.repositories import load_campaign
from tests.scripted_rng import ScriptedRng
from tests.session.session_samples import difference
from tests.session.test_combat_helpers import (
    add_character,
    add_map,
    add_token,
    combatant_ids,
)
from tests.session.test_combat_initiative import failures
from tests.storage.storage_samples import table_contents


def contents(session: CampaignSession) -> dict[str, Any]:
    """The file's tables, once the model is found to hold exactly what the file holds."""
    assert not difference(session.model, load_campaign(session.file))
    return table_contents(session.path)


def test_undo_of_every_command_back_to_the_start_and_redo_to_the_end(
    session: CampaignSession,
) -> None:
    failed = failures(session)
    map_id = add_map(session)
    aldric = add_character(session, "Aldric")
    brunilda = add_character(session, "Brunilda")
    aldric_token = add_token(session, map_id, (2, 4), character_id=aldric)
    start = contents(session)

    def push(command: Any) -> None:
        assert session.push(command), failed

    begin = StartCombat(session, "Emboscada", map_id=map_id, token_ids=[aldric_token],
                        monsters=[("Goblin", 2)], rng=ScriptedRng(3, 5))
    push(begin)
    combat = begin.combat_id
    assert combat is not None
    push(AddCombatant(session, combat, character_id=brunilda))
    ids = combatant_ids(session, combat)
    push(RollInitiative(session, combat, [ids["Goblin 1"], ids["Goblin 2"]],
                        ScriptedRng(5, 5, 5, 5, 5, 5)))  # both 20: a full tie
    push(ReorderTie(session, ids["Goblin 2"], 0))
    push(SetInitiative(session, ids["Aldric"], total=24))
    push(SetInitiative(session, ids["Brunilda"], throws=[(2, 3, 4)]))
    push(BeginCombat(session, combat))  # Aldric 24, Goblin 2, Goblin 1 (20), Brunilda 15
    push(SetDoubleAction(session, ids["Aldric"], True))
    push(MoveCombatant(session, ids["Aldric"], (8, 4)))
    push(SpendAction(session, ids["Aldric"], "major", "dispara"))
    push(OverrideMove(session, aldric_token, (9, 5)))
    push(NextTurn(session, combat))
    push(PreviousTurn(session, combat))
    push(RemoveCombatant(session, ids["Brunilda"]))
    push(EndCombat(session, combat))
    end = contents(session)
    steps = session.undo_stack.count()
    assert steps == 15

    while session.undo_stack.canUndo():
        session.undo_stack.undo()
        assert not difference(session.model, load_campaign(session.file))
    assert failed == []
    assert contents(session) == start
    assert combat_list(session.model) == []

    while session.undo_stack.canRedo():
        session.undo_stack.redo()
    assert failed == []
    assert contents(session) == end
    assert session.undo_stack.count() == steps
