"""The two players' surfaces never disagree: a short game night is played through session
commands — a map shown, tokens put on it, one hidden, squares fogged, a fight begun with a hidden
creature in it, turns taken (the hidden one's too), a public roll and a secret one, the fight ended
and another map shown — and after every step what the table screen shows (its map, the tokens and
names on it, the turn strip and its highlight, the roll banner) is compared with what the phones
are sent (the state JSON the players' server publishes and the picture's map and tokens), and both
with the players' view they read."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import (
    BeginCombat,
    EndCombat,
    NextTurn,
    SetInitiative,
    StartCombat,
    current_combat,
)
from ryf_desktop.session.map_commands import CreateMap, PaintSquares, PlaceToken, SetTokenHidden
from ryf_desktop.session.present import PlayersView, players_view_of
from ryf_desktop.ui.map import MapScene
from ryf_desktop.ui.players_web.dialog import SECRET_LENGTH, new_code
from ryf_desktop.ui.players_web.feed import PlayersFeed
from ryf_desktop.ui.players_web.guard import RefusedError
from ryf_desktop.ui.players_web.server import PlayersServer, Refusals
from ryf_desktop.ui.table_screen import TableScreenState, TableScreenWindow
from tests.campaign_steps import add_character

# Long enough that the banner is still up when the next step is compared.
BANNER_MS = 10 * 60 * 1000


def refuse(_character: int, _request: Mapping[str, Any]) -> Mapping[str, Any]:
    raise RefusedError(403, "no rolls here")


async def no_picture(_handout: int) -> bytes | None:
    return None


class RecordingServer(PlayersServer):
    """The players' server, never started: it keeps the state it would send the phones."""

    def __init__(self, players: PlayersView) -> None:
        super().__init__(players.sheet, {}, [], new_code(SECRET_LENGTH), Refusals(),
                         roll_for=refuse, odds_for=refuse, handouts_for=lambda _id: [],
                         handout_picture=no_picture)
        self.sent_state: dict[str, Any] = {}
        self.pictures = 0

    def publish(self, state: Mapping[str, Any] | None, picture: bytes | None) -> None:
        super().publish(state, picture)
        if state is not None:
            self.sent_state = json.loads(json.dumps(state))  # as the phones read it
        if picture is not None:
            self.pictures += 1


@dataclass(frozen=True)
class Shown:
    """What one surface shows the players."""

    map_id: int | None
    tokens: tuple[tuple[int, str], ...]
    round: int | None
    turn: tuple[tuple[str, bool, bool], ...]
    highlighted: str | None
    roll: tuple[str, str] | None


def scene_tokens(scene: QGraphicsScene | None) -> tuple[tuple[int, str], ...]:
    """The tokens a players' scene draws (as pictures or, zoomed out, as dots), by id."""
    if not isinstance(scene, MapScene) or scene.view_data is None:
        return ()
    shown = scene.shown_token_ids()
    return tuple(sorted((token.id, token.name) for token in scene.view_data.tokens
                        if token.id in shown))


def on_the_table(table: TableScreenWindow) -> Shown:
    strip, banner = table.strip, table.banner
    shown_turn = strip.isVisible() and bool(strip.entries)
    number = re.search(r"\d+", strip.round_label.text())
    return Shown(
        map_id=table.shown_map_id,
        tokens=scene_tokens(table.scene) if table.shown_map_id is not None else (),
        round=int(number.group()) if shown_turn and number else None,
        turn=tuple((entry.name, entry.active, entry.out) for entry in strip.entries)
        if shown_turn else (),
        highlighted=strip.active_name() if shown_turn else None,
        roll=(banner.text_label.text(), banner.detail_label.text())
        if banner.isVisible() else None,
    )


def on_the_phones(feed: PlayersFeed, server: RecordingServer) -> Shown:
    state = server.sent_state
    turn = tuple((entry["name"], entry["active"], entry["out"]) for entry in state["turn"])
    roll = state["roll"]
    return Shown(
        map_id=feed.picture.map_id,
        tokens=scene_tokens(feed.picture.scene),
        round=state["round"],
        turn=turn,
        highlighted=next((name for name, active, _out in turn if active), None),
        roll=(roll["text"], roll["detail"]) if roll is not None else None,
    )


def in_the_players_view(players: PlayersView) -> Shown:
    turn = players.turn
    line = players.roll
    entries = tuple((entry.name, entry.active, entry.out) for entry in turn.entries)
    return Shown(
        map_id=players.shown_map_id,
        tokens=tuple((token.token_id, token.name) for token in players.tokens),
        round=turn.round if turn.combat_id is not None else None,
        turn=entries,
        highlighted=next((name for name, active, _out in entries if active), None),
        roll=(line.text, line.detail) if line is not None else None,
    )


class GameNight:
    """A campaign on the table screen and on the phones at once."""

    def __init__(self, session: CampaignSession, qtbot: QtBot) -> None:
        self.session = session
        self.qtbot = qtbot
        self.players = players_view_of(session)
        self.state = TableScreenState()
        self.table = TableScreenWindow(self.state)
        self.table.banner.timer.setInterval(BANNER_MS)
        qtbot.addWidget(self.table)
        self.table.set_session(session)
        self.table.show()
        qtbot.waitExposed(self.table)
        self.server = RecordingServer(self.players)
        self.feed = PlayersFeed(session, self.state, self.server)

    def push(self, command: object) -> None:
        messages: list[str] = []
        self.session.command_failed.connect(messages.append)
        assert self.session.push(command), messages  # type: ignore[arg-type]

    def compare(self) -> Shown:
        """Both surfaces after the step: the same, and the players' view's."""
        # The scenes and the feed fold a step's signals into the next turns of the loop.
        QCoreApplication.processEvents()
        self.qtbot.wait(20)
        self.feed.publish_now()
        table = on_the_table(self.table)
        assert on_the_phones(self.feed, self.server) == table
        assert in_the_players_view(self.players) == table
        return table


@pytest.fixture
def night(session: CampaignSession, qtbot: QtBot, tmp_path: Path) -> Iterator[GameNight]:
    del tmp_path
    played = GameNight(session, qtbot)
    yield played
    played.feed.stop()
    played.table.set_session(None)
    played.table.close()


def new_map(night: GameNight, name: str) -> int:
    command = CreateMap(night.session, name, 10, 8)
    night.push(command)
    assert command.map_id is not None
    return command.map_id


def put(night: GameNight, map_id: int, name: str, kind: str, square: tuple[int, int]) -> int:
    character_id = add_character(night.session, name, kind)
    assert character_id is not None
    command = PlaceToken(night.session, map_id, *square, character_id=character_id)
    night.push(command)
    assert command.token_id is not None
    return command.token_id


def test_the_table_screen_and_the_phones_agree_after_every_step_of_a_game_night(
    night: GameNight,
) -> None:
    crypt, road = new_map(night, "Cripta"), new_map(night, "Camino")
    assert night.compare().map_id is None  # nothing shown yet: the title card on both

    night.state.set_map_id(crypt)  # Show map → Cripta
    assert night.compare().map_id == crypt

    alex = put(night, crypt, "Álex", "pc", (1, 1))
    brisa = put(night, crypt, "Brisa", "pc", (2, 1))
    lurker = put(night, crypt, "Acechador", "npc", (7, 6))
    guard = put(night, crypt, "Guardia", "npc", (8, 2))
    assert [name for _id, name in night.compare().tokens] == [
        "Álex", "Brisa", "Acechador", "Guardia"]

    night.push(SetTokenHidden(night.session, lurker, True))
    assert lurker not in dict(night.compare().tokens)

    night.push(PaintSquares(night.session, crypt, "fog", [(8, 2), (9, 2), (8, 3)], True))
    assert dict(night.compare().tokens) == {alex: "Álex", brisa: "Brisa"}

    start = StartCombat(night.session, "Emboscada", map_id=crypt,
                        token_ids=[alex, lurker, brisa, guard], rng=random.Random(1))
    night.push(start)
    assert start.combat_id is not None
    combat = current_combat(night.session.model)
    assert combat is not None
    for total, row in zip(range(30, 0, -5), combat.combatants, strict=False):
        night.push(SetInitiative(night.session, row.id, total=total))
    assert night.compare().round is None  # prepared, not begun: no strip
    night.push(BeginCombat(night.session, start.combat_id))
    begun = night.compare()
    assert begun.turn == (("Álex", True, False), ("Brisa", False, False))
    assert begun.round == 1

    night.push(NextTurn(night.session, start.combat_id))  # the hidden lurker's turn
    assert night.compare().highlighted == "Brisa"  # as if it were not there
    night.push(NextTurn(night.session, start.combat_id))  # Brisa's
    assert night.compare().highlighted == "Brisa"
    night.push(NextTurn(night.session, start.combat_id))  # the fogged guard's
    assert night.compare().round == 2  # the players see the next round's first
    night.push(NextTurn(night.session, start.combat_id))  # round 2: Álex
    assert night.compare().highlighted == "Álex"

    assert night.session.log_roll("Álex tira Percepción: 12", "1o3d10 (4, 7, 9) + 5")
    assert night.compare().roll == ("Álex tira Percepción: 12", "1o3d10 (4, 7, 9) + 5")
    assert night.session.log_roll("Acechador tira Sigilo: 21", secret=True)
    assert night.compare().roll == ("Álex tira Percepción: 12", "1o3d10 (4, 7, 9) + 5")

    night.push(EndCombat(night.session, start.combat_id))
    ended = night.compare()
    assert ended.map_id == crypt and ended.turn == ()  # the fight's map stays, the strip goes

    night.state.set_map_id(road)  # Show map → Camino
    assert night.compare() == Shown(road, (), None, (), None,
                                    ("Álex tira Percepción: 12", "1o3d10 (4, 7, 9) + 5"))
    assert night.server.pictures > 0
