"""The players' view: the map the players see changes only when the GM shows one or a fight begins
on one, and while an unseen combatant acts the turn order highlights whom they see act next."""

from __future__ import annotations

import random
from datetime import UTC, datetime

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.campaign_log import LogLine
from ryf_desktop.session.combat import (
    BeginCombat,
    EndCombat,
    NextTurn,
    SetInitiative,
    StartCombat,
    current_combat,
)
from ryf_desktop.session.fighting.actions import CastSpell
from ryf_desktop.session.map_commands import (
    CreateMap,
    DeleteMap,
    PaintSquares,
    PlaceToken,
    SetTokenHidden,
)
from ryf_desktop.session.present import PlayersView, ShownChoice, players_view_of
from ryf_desktop.session.present.players_view import newest_public_roll, still_logged
from tests.campaign_steps import add_character
from tests.scripted_rng import ScriptedRng
from tests.session.test_attack_helpers import Fighter, add_monster, start_combat
from tests.session.test_attack_helpers import add_character as add_fighter


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


def test_the_players_see_the_tokens_neither_hidden_nor_fogged_with_their_names(
    session: CampaignSession,
) -> None:
    crypt = new_map(session, "Cripta")
    players = players_view_of(session)
    aldric = token_for(session, crypt, "Aldric", (1, 1))
    lurker = token_for(session, crypt, "Acechador", (5, 4))
    brisa = token_for(session, crypt, "Brisa", (2, 1))

    def seen() -> list[tuple[int, str]]:
        return [(token.token_id, token.name) for token in players.tokens]

    assert seen() == []  # no map shown
    players.show_map(crypt)
    assert seen() == [(aldric, "Aldric"), (lurker, "Acechador"), (brisa, "Brisa")]
    assert session.push(SetTokenHidden(session, lurker, True))
    assert session.push(PaintSquares(session, crypt, "fog", [(2, 1)], True))
    assert seen() == [(aldric, "Aldric")]


# --- the public roll --------------------------------------------------------------------------
def log_line(entry_id: int, kind: str, *, secret: bool = False, text: str = "") -> LogLine:
    return LogLine(entry_id, datetime(2026, 1, 1, tzinfo=UTC), 1, kind,
                   text or f"entry {entry_id}", "", secret=secret)


def test_the_public_roll_is_the_newest_roll_attack_or_spell_after_the_mark() -> None:
    lines = [log_line(1, "roll"), log_line(2, "attack"), log_line(3, "note"),
             log_line(4, "move")]
    assert newest_public_roll(lines, 0) == lines[1]
    assert newest_public_roll(lines, 2) is None
    assert newest_public_roll([*lines, log_line(5, "roll")], 2) == log_line(5, "roll")
    assert newest_public_roll([*lines, log_line(5, "spell")], 2) == log_line(5, "spell")
    assert newest_public_roll([], 0) is None


def test_the_public_roll_passes_over_secret_lines_to_the_newest_public_one() -> None:
    public = log_line(1, "attack")
    secret_roll = log_line(2, "roll", secret=True)
    secret_attack = log_line(3, "attack", secret=True)
    assert newest_public_roll([public, secret_roll, secret_attack], 0) == public
    assert newest_public_roll([public, secret_roll, secret_attack], 1) is None
    assert newest_public_roll([secret_attack], 0) is None
    assert newest_public_roll([log_line(4, "spell", secret=True)], 0) is None


def test_still_logged_compares_the_line_not_its_reused_id() -> None:
    shown = log_line(7, "attack", text="shown")
    assert still_logged(shown, [log_line(6, "attack", text="a"), shown])
    assert still_logged(shown, [log_line(8, "attack", text="newer"),
                                log_line(9, "attack", text="newer still")])  # older than all
    assert not still_logged(shown, [log_line(6, "attack", text="a")])  # undone
    assert not still_logged(shown, [log_line(6, "attack", text="a"),
                                    log_line(7, "attack", text="another line, same id")])
    assert not still_logged(shown, [])


def test_the_public_roll_follows_the_log_and_an_undo(session: CampaignSession) -> None:
    players = players_view_of(session)

    def roll() -> str | None:
        line = players.roll
        return None if line is None else line.text

    assert roll() is None
    assert session.log_roll("Álex tira Percepción: 12")
    assert roll() == "Álex tira Percepción: 12"
    mark = players.newest_log_id
    assert session.log_roll("Goblin 2 tira Sigilo: 21", secret=True)
    assert roll() == "Álex tira Percepción: 12"  # a secret roll is passed over
    assert players.roll_after(mark) is None  # nothing public since the mark
    assert session.log_roll("Brisa tira Magia: 17")
    assert players.roll_after(mark) is not None and roll() == "Brisa tira Magia: 17"


def test_a_spell_cast_in_the_open_is_the_public_roll(session: CampaignSession) -> None:
    mira_id = add_fighter(session, "Mira", inteligencia=8,
                          spells=[{"name": "Luz", "level": 3, "difficulty": 15, "mana_cost": 4}])
    mira = Fighter(character_id=mira_id, square=(0, 0))
    start_combat(session, [mira, Fighter(monster_id=add_monster(session, "Goblin 1"),
                                         square=(5, 0))])
    players = players_view_of(session)
    assert session.push(CastSpell(session, mira.combatant_id, 1, rng=ScriptedRng(4, 5, 6)))
    line = players.roll
    assert line is not None and line.kind == "spell"
    assert line.text == "Mira casts Luz: 16 against 15 — succeeds; 4 maná spent, 20 left"


def test_a_players_sheet_is_the_whole_sheet_and_never_the_gms_notes(
    session: CampaignSession,
) -> None:
    from ryf_desktop.session.character_commands import EditCharacterField
    from ryf_desktop.session.item_commands import SetSpell
    from ryf_desktop.session.skill_commands import AddSpecialisation, SetSkill

    lucia = add_character(session, "Lucía", player="Carmen", concept="Médica")
    assert lucia is not None
    assert session.push(SetSkill(session, lucia, None, "Esquivar", "destreza", 3))
    details = session.character(lucia)
    assert details is not None
    skill_id = details.skills[0].id
    assert session.push(AddSpecialisation(session, lucia, skill_id, "Rodar"))
    assert session.push(SetSpell(session, lucia, None, name="Luz", level=1, difficulty=15,
                                 mana_cost=2))
    for field, value in (("notes", "Es la espía del conde"), ("background", "Huérfana"),
                         ("tokens", 2), ("xp", 5)):
        assert session.push(EditCharacterField(session, lucia, field, value))

    sheet = players_view_of(session).sheet(lucia)
    assert sheet is not None
    assert sheet["concept"] == "Médica" and sheet["tokens"] == 2 and sheet["xp"] == 5
    assert {"name": "Destreza", "value": 8} in sheet["attributes"]
    assert sheet["skills"] == [{"name": "Esquivar", "attribute": "Destreza", "level": 3,
                                "total": 11, "specialisations": ["Rodar"]}]
    defensa = next(value for value in sheet["derived"] if value["name"] == "Defensa")
    assert defensa == {"name": "Defensa", "value": 16, "sum": "16 = Destreza 8 + Esquivar 3 + 5"}
    assert sheet["mana"] is not None and sheet["mana"]["left"] == sheet["mana"]["most"]
    assert sheet["spells"] == [{"name": "Luz", "level": 1, "difficulty": 15, "mana_cost": 2}]
    words = repr(sheet)
    assert "espía" not in words and "Huérfana" not in words, "the GM's notes stay on the desktop"

    # Live: the next step that changes the character is in the sheet read next.
    assert session.push(EditCharacterField(session, lucia, "tokens", 1))
    again = players_view_of(session).sheet(lucia)
    assert again is not None and again["tokens"] == 1
