"""The rank of an attack from the Combat dock follows the sheet's rules (RULES.md §11): a weapon
skill of 0 points −1, a specialisation +1, a token spent +1 (and spent, undoably), a handed-back
token −1 (used up by the roll), malherido −1, double action −1, clamped."""

from __future__ import annotations

from ryf_desktop.rules.odds import skill_check_odds
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.fighting.actions import OpposedRoll
from ryf_desktop.session.fighting.attack import Attack
from ryf_desktop.session.fighting.plan import AttackModifiers, attack_preview
from ryf_desktop.storage.records import (
    Character,
    Combat,
    Combatant,
    EquipmentItem,
    Skill,
    Specialisation,
)
from tests.scripted_rng import ScriptedRng
from tests.session.session_samples import SignalRecorder
from tests.session.test_attack_helpers import (
    SWORD,
    Fighter,
    add_character,
    add_monster,
    change,
    read,
    start_combat,
)
from tests.session.test_combat_helpers import edit


def aldric_against_goblin(
    session: CampaignSession, *, melee: int = 3, tokens: int = 0, penalty: bool = False,
    specialisation: str | None = None, wounds: int = 0,
) -> tuple[Fighter, Fighter]:
    """Aldric (Físico 7, Cuerpo a Cuerpo ``melee``, a sword) beside Goblin 2 (Defensa 16),
    on Aldric's turn."""
    aldric_id = add_character(
        session, "Aldric", skills={"Cuerpo a Cuerpo": melee}, weapons=[SWORD], wounds=wounds
    )
    change(session, Character, aldric_id, tokens=tokens, token_penalty=penalty)
    if specialisation is not None:
        [skill] = [skill for skill in session.model.of(Skill, "character_id", aldric_id)
                   if skill.name == "Cuerpo a Cuerpo"]
        edit(session, lambda draft: draft.add(Specialisation, skill_id=skill.id,
                                              name=specialisation))
    goblin_id = add_monster(session, "Goblin 2", pv=30)
    aldric = Fighter(character_id=aldric_id, square=(4, 5))
    goblin = Fighter(monster_id=goblin_id, square=(5, 5))
    start_combat(session, [aldric, goblin])
    return aldric, goblin


def sword_key(session: CampaignSession, aldric: Fighter, goblin: Fighter) -> str:
    preview = attack_preview(session, aldric.combatant_id, goblin.combatant_id, "unarmed")
    assert preview.refusal is None
    [item] = session.model.of(EquipmentItem, "character_id", int(aldric.character_id or 0))
    return f"item:{item.id}"


def test_a_weapon_skill_of_zero_points_rolls_at_minus_one(session: CampaignSession) -> None:
    aldric, goblin = aldric_against_goblin(session, melee=0)
    key = sword_key(session, aldric, goblin)
    preview = attack_preview(session, aldric.combatant_id, goblin.combatant_id, key)
    assert (preview.rank, preview.rank_reasons) == (-1, ("no points in Cuerpo a Cuerpo −1",))
    # The sheet's odds for Físico 7 + 0 against 16.
    assert preview.p_hit == skill_check_odds(7, 0, 16).success


def test_a_specialisation_chosen_is_plus_one_and_only_of_that_skill(
    session: CampaignSession,
) -> None:
    aldric, goblin = aldric_against_goblin(session, specialisation="Espadas")
    key = sword_key(session, aldric, goblin)
    plain = attack_preview(session, aldric.combatant_id, goblin.combatant_id, key)
    assert plain.specialisations == ("Espadas",)
    chosen = attack_preview(session, aldric.combatant_id, goblin.combatant_id, key,
                            AttackModifiers(specialisation="Espadas"))
    assert (chosen.rank, chosen.rank_reasons) == (1, ("specialisation +1",))
    assert chosen.p_hit == skill_check_odds(7, 3, 16, 1).success
    wrong = attack_preview(session, aldric.combatant_id, goblin.combatant_id, key,
                           AttackModifiers(specialisation="Hachas"))
    assert wrong.refusal is not None and "no specialisation “Hachas”" in wrong.refusal


def test_a_token_spent_is_plus_one_spends_one_and_undo_gives_it_back(
    session: CampaignSession,
) -> None:
    aldric, goblin = aldric_against_goblin(session, tokens=2)
    modifiers = AttackModifiers(spend_token=True)
    preview = attack_preview(session, aldric.combatant_id, goblin.combatant_id, "unarmed",
                             modifiers)
    assert (preview.rank, preview.tokens, preview.rank_reasons) == (1, 2, ("token spent +1",))
    recorder = SignalRecorder(session)
    attack = Attack(session, aldric.combatant_id, goblin.combatant_id, "unarmed", modifiers,
                    rng=ScriptedRng(2, 3, 4))  # rank +1 keeps the 4: 10 + 4 = 14, a miss
    assert session.push(attack)
    assert attack.outcome is not None and attack.outcome.check.rank == 1
    assert attack.outcome.total == 14
    assert read(session, Character, aldric.character_id).tokens == 1
    assert ("character_changed", aldric.character_id) in recorder.events
    session.undo_stack.undo()
    assert read(session, Character, aldric.character_id).tokens == 2


def test_no_token_to_spend_and_creatures_have_none(session: CampaignSession) -> None:
    aldric, goblin = aldric_against_goblin(session, tokens=0)
    refused = attack_preview(session, aldric.combatant_id, goblin.combatant_id, "unarmed",
                             AttackModifiers(spend_token=True))
    assert refused.refusal is not None and "no tokens left" in refused.refusal
    assert refused.rank == 0
    row = read(session, Combatant, goblin.combatant_id)
    change(session, Combat, row.combat_id, turn_position=row.order_position)
    creature = attack_preview(session, goblin.combatant_id, aldric.combatant_id, "monster",
                              AttackModifiers(spend_token=True))
    assert creature.tokens is None
    assert creature.refusal is not None and "only characters have tokens" in creature.refusal


def test_a_handed_back_token_is_minus_one_and_used_up_by_the_attack(
    session: CampaignSession,
) -> None:
    aldric, goblin = aldric_against_goblin(session, penalty=True)
    preview = attack_preview(session, aldric.combatant_id, goblin.combatant_id, "unarmed")
    assert (preview.rank, preview.rank_reasons) == (-1, ("token handed back −1",))
    attack = Attack(session, aldric.combatant_id, goblin.combatant_id, "unarmed",
                    rng=ScriptedRng(2, 3, 4))
    assert session.push(attack)
    assert attack.outcome is not None and attack.outcome.check.rank == -1
    assert not read(session, Character, aldric.character_id).token_penalty
    session.undo_stack.undo()
    assert read(session, Character, aldric.character_id).token_penalty


def test_advantages_and_disadvantages_cancel_and_clamp(session: CampaignSession) -> None:
    # Malherido (−1) with a token spent (+1): rank 0; with the 0-point skill too: −1.
    aldric, goblin = aldric_against_goblin(session, melee=0, tokens=1, wounds=15)
    preview = attack_preview(session, aldric.combatant_id, goblin.combatant_id, "unarmed",
                             AttackModifiers(spend_token=True))
    assert preview.rank == -1
    assert preview.rank_reasons == (
        "no points in Cuerpo a Cuerpo −1", "token spent +1", "malherido −1",
    )


def test_an_opposed_roll_uses_up_a_handed_back_token(session: CampaignSession) -> None:
    aldric, goblin = aldric_against_goblin(session, penalty=True)
    opposed = OpposedRoll(session, aldric.combatant_id, goblin.combatant_id, "Físico", 7,
                          "Físico", 8, rng=ScriptedRng(2, 3, 4, 5, 5, 5))
    assert session.push(opposed)
    assert opposed.result is not None and opposed.result.first.rank == -1
    assert not read(session, Character, aldric.character_id).token_penalty
    session.undo_stack.undo()
    assert read(session, Character, aldric.character_id).token_penalty


def test_an_opposed_roll_of_a_skill_without_points_is_at_minus_one(
    session: CampaignSession,
) -> None:
    """RULES §2 and §11: a skill of 0 points rolls at −1 rank in an opposed roll too; a skill
    with points (Cuerpo a Cuerpo 3) does not."""
    aldric, goblin = aldric_against_goblin(session)
    sneaking = OpposedRoll(session, aldric.combatant_id, goblin.combatant_id, "Sigilo", 5,
                           "Físico", 8, rng=ScriptedRng(2, 3, 4, 5, 5, 5))
    assert session.push(sneaking)
    assert sneaking.result is not None and sneaking.result.first.rank == -1
    fighting = OpposedRoll(session, aldric.combatant_id, goblin.combatant_id, "cuerpo a cuerpo",
                           10, "Físico", 8, rng=ScriptedRng(2, 3, 4, 5, 5, 5))
    assert session.push(fighting)
    assert fighting.result is not None and fighting.result.first.rank == 0
