"""The players' view: the map the players see changes only when the GM shows one or a fight begins
on one, and while an unseen combatant acts the turn order highlights whom they see act next."""

from __future__ import annotations

import random

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import (
    BeginCombat,
    EndCombat,
    NextTurn,
    SetInitiative,
    StartCombat,
    current_combat,
)
from ryf_desktop.session.map_commands import CreateMap, DeleteMap, PlaceToken, SetTokenHidden
from ryf_desktop.session.present import PlayersView, ShownChoice, players_view_of
from tests.campaign_steps import add_character


def shown(players: PlayersView) -> int | None:
    """The map the players see (a call, so that mypy does not keep what it read)."""
    return players.shown_map_id


def new_map(session: CampaignSession, name: str) -> int:
    command = CreateMap(session, name, 8, 6)
    assert session.push(command) and command.map_id is not None
    return command.map_id


def token_for(session: CampaignSession, map_id: int, name: str, square: tuple[int, int]) -> int:
    character_id = add_character(session, name, "npc")
    assert character_id is not None
    command = PlaceToken(session, map_id, *square, character_id=character_id)
    assert session.push(command) and command.token_id is not None
    return command.token_id


def begin(session: CampaignSession, map_id: int, tokens: list[int]) -> int:
    start = StartCombat(session, "Emboscada", map_id=map_id, token_ids=tokens,
                        rng=random.Random(1))
    assert session.push(start) and start.combat_id is not None
    combat = current_combat(session.model)
    assert combat is not None
    # Initiative in the order the tokens were given: the first acts first.
    for total, row in zip(range(30, 0, -5), combat.combatants, strict=False):
        assert session.push(SetInitiative(session, row.id, total=total))
    assert session.push(BeginCombat(session, start.combat_id))
    return start.combat_id


def test_nothing_is_shown_until_the_gm_shows_a_map_and_a_fight_begun_later_shows_its_own(
    session: CampaignSession,
) -> None:
    players = players_view_of(session)
    assert players_view_of(session) is players  # one per session
    crypt, road = new_map(session, "Cripta"), new_map(session, "Camino")
    assert shown(players) is None  # maps made: none shown
    announced: list[ShownChoice] = []
    players.choice_changed.connect(announced.append)
    players.show_map(road)
    assert shown(players) == road and announced == [ShownChoice(road, 0)]
    assert players.hides_new_creatures(road) and not players.hides_new_creatures(crypt)

    hero = token_for(session, crypt, "Aldric", (1, 1))
    combat_id = begin(session, crypt, [hero])
    assert shown(players) == crypt  # a fight begun after the choice shows its map
    players.show_map(road)  # shown during the fight: it holds over the fight's
    assert shown(players) == road
    players.show_map(crypt)
    assert session.push(EndCombat(session, combat_id))
    assert shown(players) == crypt  # the fight's over: its map stays

    session.undo_stack.undo()  # back into the fight, and out of it again: nothing moves
    assert shown(players) == crypt
    assert not session.push(DeleteMap(session, crypt))  # a map of a running fight stays
    session.undo_stack.redo()
    assert shown(players) == crypt
    assert session.push(DeleteMap(session, crypt))
    assert shown(players) is None  # the shown map is gone: the title card, not another


def test_while_an_unseen_combatant_acts_the_players_see_the_turn_pass_to_the_next_they_see(
    session: CampaignSession,
) -> None:
    crypt = new_map(session, "Cripta")
    aldric = token_for(session, crypt, "Aldric", (1, 1))
    lurker = token_for(session, crypt, "Acechador", (5, 4))
    brisa = token_for(session, crypt, "Brisa", (2, 1))
    assert session.push(SetTokenHidden(session, lurker, True))
    combat_id = begin(session, crypt, [aldric, lurker, brisa])
    players = players_view_of(session)

    def shown() -> tuple[int, list[str], str | None]:
        turn = players.turn
        active = [entry.name for entry in turn.entries if entry.active]
        assert len(active) <= 1
        return turn.round, [entry.name for entry in turn.entries], active[0] if active else None

    assert shown() == (1, ["Aldric", "Brisa"], "Aldric")
    assert session.push(NextTurn(session, combat_id))  # the lurker's turn
    assert shown() == (1, ["Aldric", "Brisa"], "Brisa")  # as if it were not there
    assert session.push(NextTurn(session, combat_id))
    assert shown() == (1, ["Aldric", "Brisa"], "Brisa")  # no change when Brisa's comes
    assert session.push(SetTokenHidden(session, lurker, False))
    assert shown() == (1, ["Aldric", "Acechador", "Brisa"], "Brisa")


def test_an_unseen_combatant_acting_last_shows_the_next_round_begun(
    session: CampaignSession,
) -> None:
    crypt = new_map(session, "Cripta")
    aldric = token_for(session, crypt, "Aldric", (1, 1))
    lurker = token_for(session, crypt, "Acechador", (5, 4))
    assert session.push(SetTokenHidden(session, lurker, True))
    combat_id = begin(session, crypt, [aldric, lurker])
    assert session.push(NextTurn(session, combat_id))
    turn = players_view_of(session).turn
    assert turn.round == 2 and [entry.active for entry in turn.entries] == [True]
    assert session.push(NextTurn(session, combat_id))
    assert players_view_of(session).turn == turn  # round 2 begun: nothing changes for them
