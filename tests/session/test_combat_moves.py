"""Moves during a combat (RULES.md §5, §7): the reach of the active token, moves that spend the
budget, refusals with the reason, and the GM's override."""

from __future__ import annotations

import pytest

from ryf_desktop.rules.movement import MoveReason
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import (
    MoveBoard,
    MoveCombatant,
    NextTurn,
    OverrideMove,
    SpendAction,
    StartCombat,
    move_check,
    reach,
)
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.fighting.harm import ManualHarm
from ryf_desktop.session.map_commands import MoveToken
from ryf_desktop.session.map_queries import map_view
from ryf_desktop.storage import pack_squares
from ryf_desktop.storage.records import Map, MapToken
from tests.scripted_rng import ScriptedRng
from tests.session.test_combat_helpers import (
    Encounter,
    add_character,
    add_map,
    add_token,
    edit,
    log_texts,
    set_out,
    token_square,
)
from tests.session.test_combat_initiative import failures
from tests.session.test_combat_turns import active, begun


def aldrics_turn(session: CampaignSession) -> Encounter:
    """Aldric (2 actions) at (2, 4) is active; goblins at (14, 4) and (14, 6)."""
    enc = begun(session)
    assert session.push(NextTurn(session, enc.combat_id))
    assert active(enc) == (1, "Aldric")
    return enc


def test_seed_example_two_actions_move_9_m_and_still_shoot(session: CampaignSession) -> None:
    enc = aldrics_turn(session)
    aldric = enc.ids()["Aldric"]
    move = MoveCombatant(session, aldric, (8, 4))
    assert session.push(move)
    assert move.cost_m == 9.0
    assert token_square(session, enc.aldric_token) == (8, 4)
    row = enc.view().row(aldric)
    assert row is not None
    # 9 m with two actions costs a major and a minor: a major is left for the shot.
    assert (row.moved_m, row.majors_left, row.minors_left, row.max_move_m) == (9.0, 1, 1, 0.0)
    assert log_texts(session)[-1] == "Aldric moves 9 m (6 squares)."
    assert session.push(SpendAction(session, aldric, "major", "dispara"))


def test_a_move_of_10_5_m_is_refused_with_the_reason_and_nothing_changes(
    session: CampaignSession,
) -> None:
    enc = aldrics_turn(session)
    aldric = enc.ids()["Aldric"]
    verdict = move_check(session.model, aldric, (9, 4))
    assert verdict.reason is MoveReason.TOO_FAR and verdict.cost_m == 10.5
    assert verdict.message == (
        "The way there is 10.5 m, and 9 m is the most a combatant can move in a turn. Choose a "
        "nearer square."
    )
    before = (enc.view(), log_texts(session), session.undo_stack.count())
    failed = failures(session)
    assert not session.push(MoveCombatant(session, aldric, (9, 4)))
    assert failed == ["Aldric cannot move there: " + verdict.message]
    assert (enc.view(), log_texts(session), session.undo_stack.count()) == before
    assert token_square(session, enc.aldric_token) == (2, 4)


def test_moves_add_up_and_pay_with_the_fewest_majors(session: CampaignSession) -> None:
    enc = aldrics_turn(session)
    aldric = enc.ids()["Aldric"]
    assert session.push(MoveCombatant(session, aldric, (4, 4)))  # 3 m: a minor
    row = enc.view().row(aldric)
    assert row is not None and (row.majors_left, row.minors_left, row.max_move_m) == (2, 1, 6.0)
    assert session.push(MoveCombatant(session, aldric, (6, 4)))  # 6 m in all: both minors
    row = enc.view().row(aldric)
    assert row is not None and (row.majors_left, row.minors_left, row.max_move_m) == (2, 0, 3.0)
    failed = failures(session)
    assert not session.push(MoveCombatant(session, aldric, (9, 4)))
    assert "only 3 m of movement are left this turn" in failed[-1]


def test_reach_tiers_for_one_action(session: CampaignSession) -> None:
    enc = aldrics_turn(session)
    assert session.push(NextTurn(session, enc.combat_id))  # Brunilda, one action, at (2, 6)
    brunilda = enc.ids()["Brunilda"]
    found = reach(session.model, brunilda)
    assert found is not None
    assert (found.start, found.left_m, found.token_id) == ((2, 6), 9.0, enc.brunilda_token)
    assert (found.costs[(4, 6)], found.tiers[(4, 6)]) == (3.0, "minor")
    assert (found.costs[(6, 6)], found.tiers[(6, 6)]) == (6.0, "major")
    assert (found.costs[(8, 6)], found.tiers[(8, 6)]) == (9.0, "both")
    assert (9, 6) not in found.costs
    # Aldric's square may be crossed but not ended on.
    assert (2, 4) not in found.costs and (2, 3) in found.costs


def test_enemies_block_and_walls_and_closed_doors_stop(session: CampaignSession) -> None:
    map_id = add_map(
        session, 10, 5,
        walls=pack_squares({(3, 0), (3, 1), (3, 3), (3, 4)}),
        doors=pack_squares({(3, 2)}),
    )
    hero = add_character(session, "Hero")
    token = add_token(session, map_id, (1, 2), character_id=hero)
    start = StartCombat(session, "Puerta", map_id=map_id, token_ids=[token],
                        monsters=[("Goblin", 1)], rng=ScriptedRng(1))
    assert session.push(start)
    assert start.combat_id is not None
    from ryf_desktop.session.combat import BeginCombat, SetInitiative, combat_view

    view = combat_view(session.model, start.combat_id)
    hero_id, goblin_id = (row.id for row in view.combatants)
    assert session.push(SetInitiative(session, hero_id, total=25))
    assert session.push(SetInitiative(session, goblin_id, total=5))
    goblin = next(token for token in map_view(session.model, map_id).tokens if token.monster_id)
    assert session.push(MoveToken(session, goblin.id, 0, 0))
    assert session.push(BeginCombat(session, start.combat_id))
    verdict = move_check(session.model, hero_id, (5, 2))
    assert verdict.reason is MoveReason.BLOCKED
    assert verdict.message == "No way there: walls or closed doors are in the way."
    assert move_check(session.model, hero_id, (3, 1)).message == (
        "That square is a wall or a closed door."
    )
    assert move_check(session.model, hero_id, (-1, 0)).reason is MoveReason.OFF_MAP
    # The goblin, put at the map's centre (no other enemy stood there), moved to (0, 0) above.
    assert move_check(session.model, hero_id, (0, 0)).message == "An enemy stands on that square."


def test_a_fallen_enemy_can_be_crossed(session: CampaignSession) -> None:
    enc = aldrics_turn(session)
    ids = enc.ids()
    assert session.push(OverrideMove(session, enc.aldric_token, (13, 4)))
    # Goblin 1 stands at (14, 4): in the way while it fights, crossed once it is out.
    found = reach(session.model, ids["Aldric"])
    assert found is not None and (15, 4) in found.costs and found.costs[(15, 4)] > 3.0
    set_out(session, ids["Goblin 1"])
    found = reach(session.model, ids["Aldric"])
    assert found is not None and found.costs[(15, 4)] == 3.0 and (14, 4) not in found.costs


def test_a_defeated_enemy_is_a_body_crossed_and_stood_on(session: CampaignSession) -> None:
    enc = aldrics_turn(session)
    ids = enc.ids()
    assert session.push(OverrideMove(session, enc.aldric_token, (13, 4)))
    harm = ManualHarm(session, "99", combatant_id=ids["Goblin 1"], armour=False,
                      rng=ScriptedRng())
    assert session.push(harm)
    assert enc.view().row(ids["Goblin 1"]).state == "derrotado"  # type: ignore[union-attr]
    found = reach(session.model, ids["Aldric"])
    # Goblin 1's square, (14, 4): no longer in the way, and a square to end on.
    assert found is not None and found.costs[(14, 4)] == 1.5
    assert found.costs[(15, 4)] == 3.0


def test_only_the_active_combatant_moves(session: CampaignSession) -> None:
    enc = aldrics_turn(session)
    failed = failures(session)
    assert not session.push(MoveCombatant(session, enc.ids()["Brunilda"], (3, 6)))
    assert failed[-1].startswith("It is not Brunilda's turn (it is Aldric's).")


def test_override_moves_anyway_spends_nothing_and_is_logged(session: CampaignSession) -> None:
    enc = aldrics_turn(session)
    aldric = enc.ids()["Aldric"]
    assert session.push(OverrideMove(session, enc.aldric_token, (19, 9)))
    assert token_square(session, enc.aldric_token) == (19, 9)
    row = enc.view().row(aldric)
    assert row is not None and (row.moved_m, row.majors_left, row.minors_left) == (0.0, 2, 2)
    assert log_texts(session)[-1] == (
        "The GM moves Aldric from square 3, 5 to 20, 10, overriding the movement rules."
    )
    failed = failures(session)
    assert not session.push(OverrideMove(session, enc.aldric_token, (20, 0)))
    assert failed[-1].startswith("Square 21, 1 is off the map “Campo” (20 × 10 squares).")


def test_no_token_no_reach(session: CampaignSession) -> None:
    loner = add_character(session, "Solo")
    start = StartCombat(session, "Sin mapa", character_ids=[loner], rng=ScriptedRng())
    assert session.push(start)
    from ryf_desktop.session.combat import combat_view

    assert start.combat_id is not None
    combatant = combat_view(session.model, start.combat_id).combatants[0].id
    assert reach(session.model, combatant) is None
    verdict = move_check(session.model, combatant, (1, 1))
    assert verdict.message == "Solo has no token on the combat's map. Place one on the map first."


@pytest.mark.parametrize(("goal", "squares"), [((5, 4), 3), ((5, 7), 3)])
def test_the_log_counts_squares(
    session: CampaignSession, goal: tuple[int, int], squares: int
) -> None:
    enc = aldrics_turn(session)
    assert session.push(MoveCombatant(session, enc.ids()["Aldric"], goal))
    assert log_texts(session)[-1].endswith(f"({squares} squares).")


def test_a_board_kept_for_a_drag_answers_as_the_model_does(session: CampaignSession) -> None:
    enc = aldrics_turn(session)
    aldric = enc.ids()["Aldric"]
    board = MoveBoard.of(session.model, aldric, session.profile)
    assert board is not None
    for goal in ((8, 4), (9, 4), (14, 4), (2, 4), (-1, 0)):
        assert board.check(goal) == move_check(session.model, aldric, goal)
    assert board.reach() == reach(session.model, aldric)
    # A board is a value of the campaign as it was: after a move it is built again.
    assert session.push(MoveCombatant(session, aldric, (5, 4)))
    assert board.check((8, 4)).ok
    assert not move_check(session.model, aldric, (11, 4)).ok


def test_a_board_from_the_sessions_shapes_follows_the_maps_layers(
    session: CampaignSession,
) -> None:
    enc = aldrics_turn(session)
    aldric = enc.ids()["Aldric"]
    kept = MoveBoard.of(session.model, aldric, session.profile, session.map_shapes)
    fresh = MoveBoard.of(session.model, aldric, session.profile)
    assert kept is not None and fresh is not None
    assert (kept.blocked, kept.difficult, kept.enemies, kept.allies) == (
        fresh.blocked, fresh.difficult, fresh.enemies, fresh.allies)
    assert {(14, 4), (14, 6)} <= kept.enemies.squares() and (2, 6) in kept.allies
    assert kept.reach() == fresh.reach()
    assert kept.check((5, 4)).ok
    # A wall painted across Aldric's row: the next board is made from the new layers.
    wall = {(4, y) for y in range(10)}

    def paint(draft: Draft) -> None:
        row = draft.get(Map, enc.map_id)
        assert row is not None
        draft.update(row, walls=pack_squares(wall))

    edit(session, paint)
    after = MoveBoard.of(session.model, aldric, session.profile, session.map_shapes)
    assert after is not None and after.blocked.squares() == wall
    assert after.check((5, 4)).reason is MoveReason.BLOCKED
    assert after.check((5, 4)) == move_check(session.model, aldric, (5, 4))


def test_a_big_enemy_blocks_every_square_it_covers(session: CampaignSession) -> None:
    enc = aldrics_turn(session)
    aldric = enc.ids()["Aldric"]

    def enlarge(draft: Draft) -> None:
        goblin = next(token for token in draft.of(MapToken, "map_id", enc.map_id)
                      if token.monster_id is not None and (token.x, token.y) == (14, 4))
        draft.update(goblin, x=5, y=3, size=2)

    edit(session, enlarge)
    board = MoveBoard.of(session.model, aldric, session.profile, session.map_shapes)
    assert board is not None
    assert {(5, 3), (6, 3), (5, 4), (6, 4)} <= board.enemies.squares()
    assert board.check((6, 4)).reason is MoveReason.ENEMY
    assert board.check((6, 4)) == move_check(session.model, aldric, (6, 4))
