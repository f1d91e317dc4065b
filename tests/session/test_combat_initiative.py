"""Preparing a combat and its initiative (RULES.md §5): who fights, the rolls, the order, ties."""

from __future__ import annotations

import pytest

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import (
    AddCombatant,
    BeginCombat,
    RemoveCombatant,
    ReorderTie,
    RollInitiative,
    SetInitiative,
    StartCombat,
    combat_list,
    current_combat,
)
from ryf_desktop.session.events import Changed
from ryf_desktop.storage.records import MapToken, MonsterInstance
from tests.scripted_rng import ScriptedRng
from tests.session.test_combat_helpers import (
    Encounter,
    add_character,
    encounter,
    log_texts,
    order,
    set_wounds,
)

#: Aldric (Iniciativa 12) 9,9,2 → 21; Brunilda (10) 4,8,3 → 14; Goblin 1 (Ini 15) 1,1,3 → pifia;
#: Goblin 2 (15) 5,6,7 → 21.
INITIATIVE_DICE = (9, 9, 2, 4, 8, 3, 1, 1, 3, 5, 6, 7)


def failures(session: CampaignSession) -> list[str]:
    found: list[str] = []
    session.command_failed.connect(found.append)
    return found


def test_start_combat_numbers_the_goblins_rolls_their_pv_and_places_them(
    session: CampaignSession,
) -> None:
    enc = encounter(session)
    view = enc.view()
    assert (view.status, view.round, view.map_id) == ("preparing", 0, enc.map_id)
    assert order(view) == ["Aldric", "Brunilda", "Goblin 1", "Goblin 2"]
    assert [row.pv_max for row in view.combatants[2:]] == [13, 15]  # 10+1d6 with 3 and 5
    assert [row.iniciativa for row in view.combatants] == [12, 10, 15, 15]
    assert all(row.token_id is not None for row in view.combatants)
    assert [row.initiative_total for row in view.combatants] == [None] * 4
    assert combat_list(session.model) == [(enc.combat_id, "Emboscada", "preparing")]
    current = current_combat(session.model)
    assert current is not None and current.id == enc.combat_id
    assert log_texts(session) == [
        "Combat “Emboscada” prepared: Aldric, Brunilda, Goblin 1, Goblin 2."
    ]


def test_start_combat_refuses_an_unknown_creature(session: CampaignSession) -> None:
    failed = failures(session)
    assert not session.push(StartCombat(session, "X", monsters=[("Dragón rosa", 1)],
                                        rng=ScriptedRng()))
    assert "no creature called “Dragón rosa”" in failed[0]
    assert combat_list(session.model) == []


def test_rolled_initiative_orders_by_total_then_iniciativa_and_the_fumbler_last(
    session: CampaignSession,
) -> None:
    enc = encounter(session)
    rng = ScriptedRng(INITIATIVE_DICE)
    assert session.push(RollInitiative(session, enc.combat_id, None, rng))
    assert rng.faces == []
    view = enc.view()
    assert order(view) == ["Goblin 2", "Aldric", "Brunilda", "Goblin 1"]
    rows = {row.name: row for row in view.combatants}
    # A 20 or more gives two actions.
    assert (rows["Aldric"].initiative_total, rows["Aldric"].actions) == (21, 2)
    assert (rows["Goblin 2"].initiative_total, rows["Goblin 2"].actions) == (21, 2)
    assert (rows["Brunilda"].initiative_total, rows["Brunilda"].actions) == (14, 1)
    assert rows["Goblin 1"].initiative_fumble
    # Round 1 has not begun: the fumbler does not act in it.
    assert not rows["Goblin 1"].acts_this_round
    assert rows["Aldric"].acts_this_round
    assert log_texts(session)[1:] == [
        "Aldric rolls initiative: 12 + 1o3d10 (9,9,2)→9 = 21 — 2 actions per turn.",
        "Brunilda rolls initiative: 10 + 1o3d10 (4,8,3)→4 = 14 — 1 action per turn.",
        (
            "Goblin 1 rolls initiative: 15 + 1o3d10 (1,1,3)→1 = 16 — pifia: does not act in "
            "round 1 and acts last after that."
        ),
        "Goblin 2 rolls initiative: 15 + 1o3d10 (5,6,7)→6 = 21 — 2 actions per turn.",
    ]


def test_roll_for_one_and_then_for_those_left(session: CampaignSession) -> None:
    enc = encounter(session)
    ids = enc.ids()
    assert session.push(RollInitiative(session, enc.combat_id, [ids["Brunilda"]],
                                       ScriptedRng(4, 8, 3)))
    assert enc.view().row(ids["Brunilda"]).initiative_total == 14  # type: ignore[union-attr]
    rng = ScriptedRng(9, 9, 2, 1, 1, 3, 5, 6, 7)
    assert session.push(RollInitiative(session, enc.combat_id, None, rng))
    assert rng.faces == []
    failed = failures(session)
    assert not session.push(RollInitiative(session, enc.combat_id, None, ScriptedRng()))
    assert "Every combatant has rolled initiative already" in failed[0]


def test_malherido_rolls_initiative_at_minus_one_and_estorbo_is_taken_off(
    session: CampaignSession,
) -> None:
    armoured = add_character(
        session, "Ulf", fisico=8,
        items=[("armour", {"name": "Cota", "absorption": 3, "encumbrance": 2}, "")],
    )
    set_wounds(session, armoured, 17)  # 24 PV, 7 left ≤ Físico 8: malherido
    start = StartCombat(session, "Duelo", character_ids=[armoured], rng=ScriptedRng())
    assert session.push(start)
    assert start.combat_id is not None
    # Iniciativa 8 + 4 − estorbo 2 = 10; dice 4, 8, 3 at rank −1 keep the 3.
    assert session.push(RollInitiative(session, start.combat_id, None, ScriptedRng(4, 8, 3)))
    view = current_combat(session.model)
    assert view is not None
    assert (view.combatants[0].iniciativa, view.combatants[0].initiative_total) == (10, 13)
    assert "10 + 1o3d10 (4,8,3)→3 = 13" in log_texts(session)[-1]


def test_typed_total_and_typed_dice_with_an_explosion(session: CampaignSession) -> None:
    enc = encounter(session)
    ids = enc.ids()
    assert session.push(SetInitiative(session, ids["Aldric"], total=27))
    # 3,10,10 → 10 explodes, then 3,4,7 → 4: Iniciativa 10 + 14 = 24.
    assert session.push(SetInitiative(session, ids["Brunilda"], throws=[(3, 10, 10), (3, 4, 7)]))
    rows = {row.name: row for row in enc.view().combatants}
    assert (rows["Aldric"].initiative_total, rows["Aldric"].actions) == (27, 2)
    assert (rows["Brunilda"].initiative_total, rows["Brunilda"].actions) == (24, 2)
    assert order(enc.view())[:2] == ["Aldric", "Brunilda"]
    failed = failures(session)
    assert not session.push(SetInitiative(session, ids["Goblin 1"], throws=[(3, 10, 10)]))
    assert failed[0].startswith("The dice thrown cannot be used. Throw 1 exploded")
    assert enc.view().row(ids["Goblin 1"]).initiative_total is None  # type: ignore[union-attr]


def test_a_typed_pifia_skips_round_one(session: CampaignSession) -> None:
    enc = encounter(session)
    ids = enc.ids()
    assert session.push(SetInitiative(session, ids["Aldric"], throws=[(1, 1, 2)]))
    assert session.push(SetInitiative(session, ids["Brunilda"], total=11))
    row = enc.view().row(ids["Aldric"])
    assert row is not None and row.initiative_fumble and not row.acts_this_round
    # After everyone with a total; those still without one come last.
    assert order(enc.view()) == ["Brunilda", "Aldric", "Goblin 1", "Goblin 2"]


def _tied(session: CampaignSession) -> Encounter:
    enc = encounter(session)
    ids = enc.ids()
    for name, total in (("Aldric", 18), ("Brunilda", 18), ("Goblin 1", 18), ("Goblin 2", 18)):
        assert session.push(SetInitiative(session, ids[name], total=total))
    return enc


def test_ties_go_by_iniciativa_then_the_gm_reorders_a_full_tie(session: CampaignSession) -> None:
    enc = _tied(session)
    # Goblins have Ini 15, Aldric 12, Brunilda 10.
    assert order(enc.view()) == ["Goblin 1", "Goblin 2", "Aldric", "Brunilda"]
    ids = enc.ids()
    assert session.push(ReorderTie(session, ids["Goblin 2"], 0))
    assert order(enc.view()) == ["Goblin 2", "Goblin 1", "Aldric", "Brunilda"]


def test_reorder_outside_a_tie_is_refused_with_the_reason(session: CampaignSession) -> None:
    enc = _tied(session)
    ids = enc.ids()
    failed = failures(session)
    steps = session.undo_stack.count()
    assert not session.push(ReorderTie(session, ids["Aldric"], 0))
    assert "same initiative total and the same Iniciativa" in failed[0]
    assert order(enc.view()) == ["Goblin 1", "Goblin 2", "Aldric", "Brunilda"]
    assert session.undo_stack.count() == steps


def test_begin_is_refused_while_someone_has_no_initiative(session: CampaignSession) -> None:
    enc = encounter(session)
    ids = enc.ids()
    assert session.push(SetInitiative(session, ids["Aldric"], total=20))
    failed = failures(session)
    assert not session.push(BeginCombat(session, enc.combat_id))
    assert failed[0] == (
        "Initiative is missing for Brunilda, Goblin 1, Goblin 2. Roll it or type it before "
        "beginning."
    )
    assert enc.view().status == "preparing"


def test_add_and_remove_combatants(session: CampaignSession) -> None:
    enc = encounter(session)
    add = AddCombatant(session, enc.combat_id, monster_name="goblin", rng=ScriptedRng(6))
    assert session.push(add)
    assert add.combatant_id is not None
    view = enc.view()
    assert order(view)[-1] == "Goblin 3"
    assert view.row(add.combatant_id).pv_max == 16  # type: ignore[union-attr]
    model = session.model
    goblin = next(monster for monster in model.all(MonsterInstance) if monster.number == 3)
    assert model.of(MapToken, "monster_id", goblin.id)
    failed = failures(session)
    assert not session.push(AddCombatant(session, enc.combat_id, character_id=enc.aldric))
    assert failed[0] == "Aldric already fights in the combat “Emboscada”."
    assert session.push(RemoveCombatant(session, enc.ids()["Brunilda"]))
    assert order(enc.view()) == ["Aldric", "Goblin 1", "Goblin 2", "Goblin 3"]
    assert [row.id for row in enc.view().combatants] == sorted(
        row.id for row in enc.view().combatants
    )


def test_one_event_per_step_names_the_combat_its_combatants_and_the_log(
    session: CampaignSession,
) -> None:
    enc = encounter(session)
    events: list[Changed] = []
    session.changed.connect(events.append)
    assert session.push(RollInitiative(session, enc.combat_id, None, ScriptedRng(INITIATIVE_DICE)))
    [rolled] = events
    assert rolled.combats == {enc.combat_id}
    assert rolled.combatants == set(enc.ids().values())
    assert len(rolled.log_added) == 4 and not rolled.maps and not rolled.tokens
    session.undo_stack.undo()
    [_, undone] = events
    assert undone.combats == {enc.combat_id} and undone.combatants == rolled.combatants
    assert undone.log_removed == set(rolled.log_added)


@pytest.mark.parametrize("count", [0, -1])
def test_a_count_below_one_is_refused(session: CampaignSession, count: int) -> None:
    failed = failures(session)
    assert not session.push(StartCombat(session, "X", monsters=[("Goblin", count)],
                                        rng=ScriptedRng()))
    assert "must be 1 or more" in failed[0]
