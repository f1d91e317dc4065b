"""Rounds and turns (RULES.md §5): whose turn it is, who is passed over, fresh budgets, double
actions, free-text actions, the end and the summary."""

from __future__ import annotations

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import (
    AddCombatant,
    BeginCombat,
    EndCombat,
    NextTurn,
    PreviousTurn,
    RemoveCombatant,
    RollInitiative,
    SetDoubleAction,
    SpendAction,
    StartCombat,
    combat_summary,
    current_combat,
)
from ryf_desktop.session.draft import Draft
from ryf_desktop.storage.records import Combatant, MonsterInstance
from tests.scripted_rng import ScriptedRng
from tests.session.test_combat_helpers import (
    Encounter,
    edit,
    encounter,
    log_texts,
    set_out,
    set_wounds,
)
from tests.session.test_combat_initiative import INITIATIVE_DICE, failures


def goblin_1(draft: Draft) -> MonsterInstance:
    return next(monster for monster in draft.all(MonsterInstance) if monster.number == 1)

def begun(session: CampaignSession) -> Encounter:
    """Order: Goblin 2 (21, 2 actions), Aldric (21, 2), Brunilda (14, 1), Goblin 1 (pifia)."""
    enc = encounter(session)
    assert session.push(RollInitiative(session, enc.combat_id, None, ScriptedRng(INITIATIVE_DICE)))
    assert session.push(BeginCombat(session, enc.combat_id))
    return enc


def active(enc: Encounter) -> tuple[int, str]:
    view = enc.view()
    assert view.active is not None
    return view.round, view.active.name


def next_turn(enc: Encounter) -> tuple[int, str]:
    assert enc.session.push(NextTurn(enc.session, enc.combat_id))
    return active(enc)


def previous_turn(enc: Encounter) -> tuple[int, str]:
    assert enc.session.push(PreviousTurn(enc.session, enc.combat_id))
    return active(enc)


def test_begin_gives_round_one_to_the_highest_with_a_fresh_budget(
    session: CampaignSession,
) -> None:
    enc = begun(session)
    view = enc.view()
    assert (view.status, view.round) == ("running", 1)
    row = view.active
    assert row is not None and row.name == "Goblin 2"
    assert (row.majors_left, row.minors_left, row.moved_m, row.max_move_m) == (2, 2, 0.0, 9.0)
    assert row.can_double and not row.double_action
    assert log_texts(session)[-2:] == [
        "The combat “Emboscada” begins.",
        "Round 1: Goblin 2's turn (2 actions).",
    ]
    current = current_combat(session.model)
    assert current is not None and current.status == "running"


def test_the_fumbler_skips_round_one_and_acts_last_after_it(session: CampaignSession) -> None:
    enc = begun(session)
    assert [next_turn(enc) for _ in range(5)] == [
        (1, "Aldric"), (1, "Brunilda"),
        (2, "Goblin 2"), (2, "Aldric"), (2, "Brunilda"),
    ]
    assert next_turn(enc) == (2, "Goblin 1")
    assert next_turn(enc) == (3, "Goblin 2")


def test_next_passes_over_out_unconscious_and_dead(session: CampaignSession) -> None:
    enc = begun(session)
    ids = enc.ids()
    set_out(session, ids["Aldric"])
    set_wounds(session, enc.brunilda, 21)  # 21 PV: 0 left, inconsciente
    assert next_turn(enc) == (2, "Goblin 2")
    rows = {row.name: row for row in enc.view().combatants}
    assert not rows["Aldric"].acts_this_round and rows["Aldric"].out
    assert rows["Brunilda"].state == "inconsciente" and not rows["Brunilda"].acts_this_round

    def defeat(draft: Draft) -> None:
        goblin = goblin_1(draft)
        draft.update(goblin, wounds=goblin.pv_max)  # derrotado

    edit(session, defeat, keep_history=True)
    assert next_turn(enc) == (3, "Goblin 2")


def test_previous_goes_back_across_rounds_and_not_before_the_first_turn(
    session: CampaignSession,
) -> None:
    enc = begun(session)
    failed = failures(session)
    assert not session.push(PreviousTurn(session, enc.combat_id))
    assert failed[-1] == "This is the first turn of the combat; there is no turn before it."
    for _ in range(3):
        next_turn(enc)
    assert active(enc) == (2, "Goblin 2")
    assert previous_turn(enc) == (1, "Brunilda")
    assert previous_turn(enc) == (1, "Aldric")
    # Going forwards again, round 2 ends with the fumbler.
    assert [next_turn(enc) for _ in range(5)][-1] == (2, "Goblin 1")
    assert previous_turn(enc) == (2, "Brunilda")


def test_every_new_turn_starts_with_a_fresh_budget_and_a_turn_gone_back_to_keeps_its_own(
    session: CampaignSession,
) -> None:
    enc = begun(session)
    goblin = enc.ids()["Goblin 2"]
    assert session.push(SpendAction(session, goblin, "major", "grita"))
    assert session.push(SetDoubleAction(session, goblin, True))
    row = enc.view().row(goblin)
    assert row is not None and (row.majors_left, row.minors_left, row.double_action) == (2, 3, True)
    next_turn(enc)
    row = enc.view().row(goblin)
    assert row is not None and (row.majors_left, row.double_action) == (2, False)
    previous_turn(enc)
    row = enc.view().row(goblin)
    assert row is not None and row.active
    # What the turn spent stays spent (RULES §5): the major and the double action.
    assert (row.majors_left, row.minors_left, row.double_action, row.moved_m) == (2, 3, True, 0)


def test_double_action_gives_one_more_and_is_refused_while_malherido(
    session: CampaignSession,
) -> None:
    enc = begun(session)
    ids = enc.ids()
    failed = failures(session)
    assert not session.push(SetDoubleAction(session, ids["Aldric"], True))
    assert failed[-1].startswith("It is not Aldric's turn (it is Goblin 2's).")
    next_turn(enc)
    set_wounds(session, enc.aldric, 16)  # 21 PV, 5 left ≤ Físico 7: malherido
    row = enc.view().row(ids["Aldric"])
    assert row is not None and row.state == "malherido" and not row.can_double
    assert not session.push(SetDoubleAction(session, ids["Aldric"], True))
    assert failed[-1] == (
        "Aldric is malherido and already rolls at −1: no double action while that lasts "
        "(RULES §5)."
    )
    set_wounds(session, enc.aldric, 0)
    assert session.push(SetDoubleAction(session, ids["Aldric"], True))
    row = enc.view().row(ids["Aldric"])
    assert row is not None and (row.majors_left, row.double_action, row.can_double) == (
        3, True, False,
    )
    assert log_texts(session)[-1] == (
        "Aldric takes a double action: 3 actions this turn, every roll at −1."
    )
    # Given up while the extra action is unused; not once it is used.
    assert session.push(SetDoubleAction(session, ids["Aldric"], False))
    assert session.push(SetDoubleAction(session, ids["Aldric"], True))
    for _ in range(3):
        assert session.push(SpendAction(session, ids["Aldric"], "major", "golpe"))
    assert not session.push(SetDoubleAction(session, ids["Aldric"], False))
    assert "already used the extra action" in failed[-1]


def test_free_text_actions_spend_the_right_kind(session: CampaignSession) -> None:
    enc = begun(session)
    next_turn(enc)
    next_turn(enc)  # Brunilda: one action
    brunilda = enc.ids()["Brunilda"]
    assert session.push(SpendAction(session, brunilda, "minor", "desenvaina la espada"))
    row = enc.view().row(brunilda)
    assert row is not None and (row.majors_left, row.minors_left) == (1, 0)
    assert log_texts(session)[-1] == "Brunilda: desenvaina la espada (minor action)."
    # A second minor is paid by the major.
    assert session.push(SpendAction(session, brunilda, "minor", "bebe una poción"))
    row = enc.view().row(brunilda)
    assert row is not None and (row.majors_left, row.minors_left) == (0, 0)
    failed = failures(session)
    assert not session.push(SpendAction(session, brunilda, "major", "ataca"))
    assert failed[-1] == (
        "Brunilda has no major action left this turn for “ataca”. Take a double action for one "
        "more, or end the turn."
    )


def test_removing_the_active_combatant_hands_the_turn_on(session: CampaignSession) -> None:
    enc = begun(session)
    assert session.push(RemoveCombatant(session, enc.ids()["Goblin 2"]))
    assert active(enc) == (1, "Aldric")
    assert [row.name for row in enc.view().combatants] == ["Aldric", "Brunilda", "Goblin 1"]


def test_nobody_left_to_act_is_refused_with_the_way_out(session: CampaignSession) -> None:
    enc = begun(session)
    for combatant_id in enc.ids().values():
        set_out(session, combatant_id)
    failed = failures(session)
    assert not session.push(NextTurn(session, enc.combat_id))
    assert failed[-1].startswith("Nobody can act")


def test_end_and_summary(session: CampaignSession) -> None:
    enc = begun(session)
    next_turn(enc)
    ids = enc.ids()

    def work(draft: Draft) -> None:
        for name, values in (("Aldric", {"damage_dealt": 13}), ("Goblin 1", {"damage_taken": 13})):
            row = draft.get(Combatant, ids[name])
            assert row is not None
            draft.update(row, **values)
        draft.update(goblin_1(draft), wounds=13)

    edit(session, work, keep_history=True)
    assert session.push(EndCombat(session, enc.combat_id))
    view = enc.view()
    assert (view.status, view.active_id) == ("ended", None)
    summary = combat_summary(session.model, enc.combat_id)
    assert summary.rounds == 1
    assert summary.fallen == ("Goblin 1",)
    by_name = {row.name: row for row in summary.rows}
    assert (by_name["Aldric"].damage_dealt, by_name["Aldric"].side) == (13, "pc")
    assert (by_name["Goblin 1"].damage_taken, by_name["Goblin 1"].state) == (13, "derrotado")
    assert log_texts(session)[-1] == "The combat “Emboscada” ends after 1 round."
    failed = failures(session)
    assert not session.push(NextTurn(session, enc.combat_id))
    assert "has ended" in failed[-1]
    assert current_combat(session.model) is None


def test_only_one_combat_runs_at_a_time(session: CampaignSession) -> None:
    enc = begun(session)
    second = StartCombat(session, "Otra", character_ids=[enc.aldric], rng=ScriptedRng())
    assert session.push(second)
    assert second.combat_id is not None
    assert session.push(RollInitiative(session, second.combat_id, None, ScriptedRng(5, 5, 5)))
    failed = failures(session)
    assert not session.push(BeginCombat(session, second.combat_id))
    assert failed[-1] == (
        "The combat “Emboscada” is still running. End it before beginning “Otra”."
    )
    current = current_combat(session.model)
    assert current is not None and current.id == enc.combat_id


def test_joining_and_leaving_mid_fight_keeps_the_turn_where_it_is(
    session: CampaignSession,
) -> None:
    enc = begun(session)
    assert next_turn(enc) == (1, "Aldric")
    assert session.push(RemoveCombatant(session, enc.ids()["Goblin 2"]))
    assert active(enc) == (1, "Aldric")
    add = AddCombatant(session, enc.combat_id, monster_name="Goblin", rng=ScriptedRng(2))
    assert session.push(add)
    assert add.combatant_id is not None
    row = enc.view().row(add.combatant_id)
    assert row is not None and row.initiative_total is None and not row.acts_this_round
    failed = failures(session)
    assert not session.push(RollInitiative(session, enc.combat_id, [enc.ids()["Aldric"]],
                                           ScriptedRng()))
    assert "kept for the whole combat" in failed[-1]
    # The newcomer rolls 30: first in the order, yet Aldric keeps the turn.
    rng = ScriptedRng(10, 10, 5, 5, 5, 5)
    assert session.push(RollInitiative(session, enc.combat_id, None, rng))
    assert enc.view().combatants[0].name == "Goblin 3"
    assert active(enc) == (1, "Aldric")
    assert next_turn(enc) == (1, "Brunilda")
    assert next_turn(enc) == (2, "Goblin 3")
