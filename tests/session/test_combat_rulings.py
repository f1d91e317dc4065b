"""The rulings of RULES.md §11 and the fixes of issue #15 on the combat's session side: a natural
1 in initiative gives one action, Previous turn keeps what the turn spent, the summary counts
the rounds fought, a shield's estorbo counts like armour's, and secret log lines."""

from __future__ import annotations

import json

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import (
    BeginCombat,
    EndCombat,
    NextTurn,
    PreviousTurn,
    RollInitiative,
    SpendAction,
    StartCombat,
    combat_summary,
)
from ryf_desktop.session.combat.people import character_iniciativa
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.fighting.actions import CastSpell, Reload
from ryf_desktop.session.fighting.attack import Attack
from ryf_desktop.session.fighting.fighters import fighter_of
from ryf_desktop.session.fighting.plan import AttackModifiers, attack_preview
from ryf_desktop.session.sheet_queries import sheet_view
from ryf_desktop.storage.records import Combatant, LogEntry, MapToken
from tests.scripted_rng import ScriptedRng
from tests.session.test_attack_helpers import (
    ARMOUR_2,
    CROSSBOW,
    SHIELD_MEDIANO,
    Fighter,
    add_character,
    add_monster,
    goblin_against_aldric,
    log_rows,
    read,
    start_combat,
)
from tests.session.test_combat_helpers import edit, encounter, log_texts
from tests.session.test_combat_initiative import INITIATIVE_DICE

# --------------------------------------------------------------------------- natural 1


def test_a_natural_one_in_initiative_gives_one_action_whatever_the_total(
    session: CampaignSession,
) -> None:
    # Percepción 10 + Reflejos 10 = 20; (1, 1, 9) keeps a 1 (not a fumble: 9 > 5): total 21,
    # which would give 2 actions.
    fast = add_character(session, "Veloz", percepcion=10, skills={"Reflejos": 10})
    slow = add_character(session, "Lento", percepcion=6)
    start = StartCombat(session, "Duelo", character_ids=(fast, slow), rng=ScriptedRng())
    assert session.push(start) and start.combat_id is not None
    roll = RollInitiative(session, start.combat_id, None, ScriptedRng(1, 1, 9, 5, 5, 5))
    assert session.push(roll)
    fast_row = next(r for r in roll.rolls.values() if r.total == 21)
    assert (fast_row.natural_one, fast_row.fumble, fast_row.actions) == (True, False, 1)
    assert "Veloz rolls initiative: 20 + 1o3d10 (1,1,9)→1 = 21 — 1 action per turn." in (
        log_texts(session)
    )
    assert session.push(BeginCombat(session, start.combat_id))
    # Every turn of Veloz gives one action: the first, and again in round 2.
    for _ in range(3):
        [row] = session.model.of(Combatant, "character_id", fast)
        assert (row.actions, row.initiative_total) == (1, 21)
        assert session.push(NextTurn(session, start.combat_id))
    assert "Round 2: Veloz's turn (1 action)." in log_texts(session)


# --------------------------------------------------------------------------- previous turn


def test_previous_turn_keeps_what_the_attacker_spent_and_undo_still_works(
    session: CampaignSession,
) -> None:
    goblin, aldric = goblin_against_aldric(session)
    combat_id = read(session, Combatant, goblin.combatant_id).combat_id
    attack = Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                    rng=ScriptedRng(1, 1, 9))  # a natural 1: a miss
    assert session.push(attack)
    assert session.push(NextTurn(session, combat_id))
    assert session.push(PreviousTurn(session, combat_id))
    row = read(session, Combatant, goblin.combatant_id)
    assert (row.majors_spent, row.majors_left) == (1, 0)
    again = attack_preview(session, goblin.combatant_id, aldric.combatant_id, "monster")
    assert again.refusal is not None and "no major action left" in again.refusal
    assert not session.push(
        Attack(session, goblin.combatant_id, aldric.combatant_id, "monster", rng=ScriptedRng())
    )
    # Undo: back to Aldric's turn, then to the goblin's turn with its attack, then before it.
    session.undo_stack.undo()
    assert read(session, Combatant, goblin.combatant_id).majors_spent == 0  # a fresh row
    session.undo_stack.undo()
    assert read(session, Combatant, goblin.combatant_id).majors_spent == 1
    session.undo_stack.undo()
    assert read(session, Combatant, goblin.combatant_id).majors_spent == 0
    assert log_rows(session, "attack") == []
    for _ in range(3):
        session.undo_stack.redo()
    assert read(session, Combatant, goblin.combatant_id).majors_left == 0


def test_forwards_again_into_a_turn_played_keeps_it_too(session: CampaignSession) -> None:
    goblin, aldric = goblin_against_aldric(session)
    combat_id = read(session, Combatant, goblin.combatant_id).combat_id
    assert session.push(NextTurn(session, combat_id))  # Aldric's turn
    assert session.push(SpendAction(session, aldric.combatant_id, "major", "grita"))
    assert session.push(PreviousTurn(session, combat_id))
    assert session.push(NextTurn(session, combat_id))
    assert read(session, Combatant, aldric.combatant_id).majors_spent == 1
    # A new round is a new turn: fresh.
    assert session.push(NextTurn(session, combat_id))
    assert session.push(NextTurn(session, combat_id))
    assert read(session, Combatant, aldric.combatant_id).majors_spent == 0


# --------------------------------------------------------------------------- rounds fought


def begun(session: CampaignSession) -> int:
    """Round 1: Goblin 2, Aldric, Brunilda (Goblin 1 fumbled)."""
    enc = encounter(session)
    assert session.push(RollInitiative(session, enc.combat_id, None, ScriptedRng(INITIATIVE_DICE)))
    assert session.push(BeginCombat(session, enc.combat_id))
    return enc.combat_id


def test_a_round_just_begun_when_the_fight_ends_is_not_counted(session: CampaignSession) -> None:
    combat_id = begun(session)
    goblin = log_rows(session, "turn")[-1]
    assert session.push(SpendAction(session, json.loads(goblin.data)["combatant"], "major", "x"))
    for _ in range(3):
        assert session.push(NextTurn(session, combat_id))  # round 2 begins
    assert session.push(EndCombat(session, combat_id))
    assert combat_summary(session.model, combat_id).rounds == 1
    assert log_texts(session)[-1] == "The combat “Emboscada” ends after 1 round."


def test_a_round_in_which_something_was_done_is_counted(session: CampaignSession) -> None:
    combat_id = begun(session)
    for _ in range(3):
        assert session.push(NextTurn(session, combat_id))
    acting = json.loads(log_rows(session, "turn")[-1].data)["combatant"]
    assert session.push(SpendAction(session, acting, "minor", "desenvaina"))
    assert session.push(EndCombat(session, combat_id))
    assert combat_summary(session.model, combat_id).rounds == 2


# --------------------------------------------------------------------------- shield estorbo


def test_a_shields_estorbo_counts_like_armours(session: CampaignSession) -> None:
    # Cota de malla estorbo 1 + Mediano estorbo 1.
    mira = add_character(session, "Mira", percepcion=8, skills={"Reflejos": 4},
                         armour=ARMOUR_2, shield=SHIELD_MEDIANO,
                         spells=[{"name": "Luz", "level": 2, "difficulty": 15, "mana_cost": 1}])
    bare = add_character(session, "Bare", percepcion=8, skills={"Reflejos": 4})
    model = session.model
    assert character_iniciativa(model, mira) == (12 - 2, 2)
    assert character_iniciativa(model, bare) == (12, 0)
    # Out of combat: the sheet's estorbo (what its Destreza rolls take off) holds both.
    details = session.character(mira)
    assert details is not None
    assert sheet_view(details, session.profile).derived_value("estorbo").value == 2
    # Spellcasting: Inteligencia 5 + level 2 − 2.
    monster = add_monster(session, "Goblin 1")
    caster = Fighter(character_id=mira, square=(1, 1))
    start_combat(session, [caster, Fighter(monster_id=monster, square=(9, 9))])
    stats = fighter_of(session.model, caster.combatant_id, session.profile)
    assert stats is not None and stats.spells[0].modifier == 5 + 2 - 2


# --------------------------------------------------------------------------- secrets


def hide(session: CampaignSession, monster_id: int | None) -> None:
    def work(draft: Draft) -> None:
        [token] = draft.of(MapToken, "monster_id", int(monster_id or 0))
        draft.update(token, hidden=True)

    edit(session, work, keep_history=True)


def secret_flags(session: CampaignSession, kind: str) -> list[bool]:
    return [json.loads(line.data).get("secret", False) for line in log_rows(session, kind)]


def test_a_hidden_goblins_attack_is_secret_and_a_visible_ones_is_not(
    session: CampaignSession,
) -> None:
    goblin, aldric = goblin_against_aldric(session)
    assert session.push(Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                               rng=ScriptedRng(1, 1, 9)))
    session.undo_stack.undo()
    hide(session, goblin.monster_id)
    assert session.push(Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                               rng=ScriptedRng(1, 1, 9)))
    assert secret_flags(session, "attack") == [True]
    assert session.log(1)[-1].secret


def test_the_gms_secret_attack_is_secret_and_a_plain_one_is_public(
    session: CampaignSession,
) -> None:
    goblin, aldric = goblin_against_aldric(session)
    assert session.push(Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                               rng=ScriptedRng(1, 1, 9)))
    assert secret_flags(session, "attack") == [False]
    assert not session.log(1)[-1].secret
    session.undo_stack.undo()
    assert session.push(Attack(session, goblin.combatant_id, aldric.combatant_id, "monster",
                               AttackModifiers(secret=True), rng=ScriptedRng(1, 1, 9)))
    assert secret_flags(session, "attack") == [True]


def test_a_gm_secret_roll_is_secret_in_the_log(session: CampaignSession) -> None:
    assert session.log_roll("Percepción 8 + 3 vs 15 → 17", "detail", secret=True)
    assert session.log_roll("Sigilo 8 + 2 vs 15 → 12")
    assert [line.secret for line in session.log(2)] == [True, False]
    rows = session.model.all(LogEntry)
    assert json.loads(rows[0].data) == {"detail": "detail", "secret": True}


def test_every_line_naming_a_hidden_combatant_is_secret(session: CampaignSession) -> None:
    enc = encounter(session)
    ids = enc.ids()
    goblin_2 = session.model.get(Combatant, ids["Goblin 2"])
    assert goblin_2 is not None
    hide(session, goblin_2.monster_id)
    hidden_since = session.log(1)[-1].id  # the start's line was written while it was seen
    assert session.push(RollInitiative(session, enc.combat_id, None, ScriptedRng(INITIATIVE_DICE)))
    assert session.push(BeginCombat(session, enc.combat_id))  # Goblin 2's turn first
    assert session.push(SpendAction(session, ids["Goblin 2"], "minor", "acecha"))
    assert session.push(NextTurn(session, enc.combat_id))  # Aldric's
    lines = [line for line in session.log(12) if line.id > hidden_since]
    secret = {line.text for line in lines if line.secret}
    public = {line.text for line in lines if not line.secret}
    assert all("Goblin 2" in text for text in secret)
    assert not any("Goblin 2" in text for text in public)
    assert any(text.startswith("Goblin 2 rolls initiative") for text in secret)
    assert "Round 1: Goblin 2's turn (2 actions)." in secret
    assert "Goblin 2: acecha (minor action)." in secret


def test_reload_and_spell_lines_of_a_hidden_combatant_are_secret(
    session: CampaignSession,
) -> None:
    archer = add_character(session, "Arquera", weapons=[CROSSBOW],
                           spells=[{"name": "Luz", "level": 2, "difficulty": 5, "mana_cost": 1}])
    goblin = add_monster(session, "Goblin 1")
    shooter = Fighter(character_id=archer, square=(1, 1), actions=3)
    start_combat(session, [shooter, Fighter(monster_id=goblin, square=(9, 1))])
    archer_stats = fighter_of(session.model, shooter.combatant_id, session.profile)
    assert archer_stats is not None
    crossbow = next(option for option in archer_stats.attacks if option.reload)

    def work(draft: Draft) -> None:
        [token] = draft.of(MapToken, "character_id", archer)
        draft.update(token, hidden=True)
        row = draft.get(Combatant, shooter.combatant_id)
        assert row is not None
        draft.update(row, reload_state=json.dumps({f"item:{crossbow.item_id}": False}))

    edit(session, work, keep_history=True)
    assert session.push(Reload(session, shooter.combatant_id, crossbow.key))
    stats = fighter_of(session.model, shooter.combatant_id, session.profile)
    assert stats is not None
    assert session.push(CastSpell(session, shooter.combatant_id, stats.spells[0].spell_id,
                                  rng=ScriptedRng(5, 5, 5)))
    assert secret_flags(session, "reload") == [True]
    assert secret_flags(session, "spell") == [True]
