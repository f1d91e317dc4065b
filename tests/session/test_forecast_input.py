"""The forecast's input from the campaign: the fighters' values as the combat reads them, the
sides, the creatures not yet in play, and a running combat's order and turn."""

from __future__ import annotations

import pytest

from ryf_desktop.rules.forecast import KeptInitiative
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import BeginCombat, SetInitiative, StartCombat
from ryf_desktop.session.combat.state import combatants_in_order
from ryf_desktop.session.fighting.fighters import fighters
from ryf_desktop.session.forecast import (
    ChosenFighters,
    ForecastInputError,
    chosen_fight,
    combat_fight,
)
from tests.scripted_rng import ScriptedRng
from tests.session.test_combat_helpers import add_character
from tests.session.test_fighters import ARMOUR, MACE, SHIELD


def test_a_chosen_character_brings_the_values_the_combat_reads(
    session: CampaignSession,
) -> None:
    knight = add_character(session, "Caballero", fisico=8, wounds=5, items=[
        ("weapon", MACE, "one_hand"), ("armour", ARMOUR, ""), ("shield", SHIELD, "")])
    model = session.model
    state = chosen_fight(model, model.profile, ChosenFighters(character_ids=(knight,),
                                                             monsters=(("Goblin", 2),)))
    lucia, goblin_1, goblin_2 = state.fighters
    start = StartCombat(session, "Prueba", character_ids=(knight,), rng=ScriptedRng())
    assert session.push(start) and start.combat_id is not None
    (stats,) = fighters(model, start.combat_id, model.profile).values()
    assert (lucia.name, lucia.party, lucia.fisico) == ("Caballero", True, 8)
    assert (lucia.defensa, lucia.absorption, lucia.shield_cobertura) == (
        stats.defensa, stats.absorption, stats.shield_cobertura)
    assert (lucia.pv_max, lucia.wounds, lucia.iniciativa) == (stats.pv_max, 5, stats.iniciativa)
    assert [a.weapon for a in lucia.attacks] == [o.weapon for o in stats.attacks]
    assert any(a.weapon.ignores_armour for a in lucia.attacks)
    # The catalog's goblin (10+1d6 PV, Ata 14, Def 16, 1d6+2), its PV rolled in every fight.
    assert (goblin_1.name, goblin_2.name) == ("Goblin 1", "Goblin 2")
    assert (goblin_1.party, goblin_1.fisico, goblin_1.pv_formula) == (False, None, "10+1d6")
    assert (goblin_1.defensa, goblin_1.attacks[0].weapon.modifier) == (16, 14)
    assert goblin_1.attacks[0].weapon.damage == "1d6+2"


def test_npcs_side_with_the_party_against_creatures_and_against_it_alone(
    session: CampaignSession,
) -> None:
    hero = add_character(session, "Heroína")
    bandit = add_character(session, "Bandido", kind="npc")
    model = session.model
    with_goblins = chosen_fight(model, model.profile, ChosenFighters(
        character_ids=(hero, bandit), monsters=(("Goblin", 1),)))
    assert [f.party for f in with_goblins.fighters] == [True, True, False]
    brawl = chosen_fight(model, model.profile, ChosenFighters(character_ids=(hero, bandit)))
    assert [f.party for f in brawl.fighters] == [True, False]
    with pytest.raises(ForecastInputError) as refused:
        chosen_fight(model, model.profile, ChosenFighters(character_ids=(hero,)))
    assert refused.value.reason == "one_side_empty"


def test_a_running_combat_keeps_its_order_turn_and_actions_left(
    session: CampaignSession,
) -> None:
    hero = add_character(session, "Heroína")
    start = StartCombat(session, "Emboscada", character_ids=(hero,),
                        monsters=(("Goblin", 1),), rng=ScriptedRng(3))  # its PV: 10 + 3
    assert session.push(start) and start.combat_id is not None
    combat_id = start.combat_id
    rows = combatants_in_order(session.model, combat_id)
    for row, total in zip(rows, (25, 12), strict=True):
        assert session.push(SetInitiative(session, row.id, total=total))
    assert session.push(BeginCombat(session, combat_id))
    model = session.model
    state = combat_fight(model, model.profile, None)
    assert [f.name for f in state.fighters] == ["Heroína", "Goblin 1"]
    assert state.fighters[0].initiative == KeptInitiative(25, 2, False)
    assert state.fighters[1].initiative == KeptInitiative(12, 1, False)
    assert state.fighters[1].pv_max == 13 and state.fighters[1].pv_formula is None
    assert (state.round, state.turn, state.actions_left) == (1, 0, 2)
    with pytest.raises(ForecastInputError) as missing:
        combat_fight(model, model.profile, combat_id + 100)
    assert missing.value.reason == "no_such_combat"
