"""The demo campaign served to players' devices: a session, the table screen's state showing
the demo's map, the players' web server on a free local port, and the scenario's steps (a
hidden goblin attacks, a GM note, a GM catalog entry)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import qasync
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from ryf_desktop.catalog import EntryKind
from ryf_desktop.session import CampaignSession, CreateGmEntry, ensure_demo_campaign
from ryf_desktop.session.combat import (
    BeginCombat,
    CombatView,
    NextTurn,
    RollInitiative,
    current_combat,
)
from ryf_desktop.session.fighting.attack import Attack
from ryf_desktop.session.fighting.plan import attack_preview
from ryf_desktop.session.gm_entries import DEFAULT_FIELDS
from ryf_desktop.session.map_commands import EditMap, MoveToken, SetTokenHidden
from ryf_desktop.session.present import players_view_of
from ryf_desktop.ui.players_web import PlayersWeb
from ryf_desktop.ui.players_web.server import PlayersServer
from ryf_desktop.ui.table_screen import TableScreenState

T = TypeVar("T")
DEMO_MAP = 1
HIDDEN = "Goblin 2"
HIDDEN_TOKEN = 6
HIDDEN_TO = (5, 12)
SEEN_TOKEN = 5
GM_NOTE = "NOTA-DEL-DJ: el tesoro está bajo la barra 7731"
GM_ENTRY = "Amuleto Prohibido 55"
ALEX, MARTA, RAMON = 1, 2, 4
PUBLIC_TITLE = "Cartel de la taberna"
PRIVATE_TITLE = "Para Marta: el tabernero es un espía 9120"
PRIVATE_TEXT = "Solo Marta lo sabe: el sótano tiene otra salida"


class Served:
    """The demo served on 127.0.0.1; ``run`` drives a coroutine on qasync's loop."""

    def __init__(self, app: QApplication, folder: Path) -> None:
        self.loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(self.loop)
        path = ensure_demo_campaign(folder / "demo" / "demo.ryf")
        self.session = CampaignSession.open(path)
        self.state = TableScreenState()
        # As the table screen does when the campaign opens: the GM's choices reach its view.
        self.state.attach(players_view_of(self.session))
        self.state.set_map_id(DEMO_MAP)
        self.web = PlayersWeb(self.state, rng=random.Random(7))

    def run(self, work: Callable[[], Awaitable[T]]) -> T:
        result: T = self.loop.run_until_complete(work())
        return result

    async def start(self) -> PlayersServer:
        server = await self.web.start(self.session, "127.0.0.1", 0)
        await self.settle()
        return server

    @property
    def server(self) -> PlayersServer:
        assert self.web.server is not None
        return self.web.server

    def url(self, route: str = "/", **query: Any) -> str:
        """``route`` on the server, with the join secret unless ``k`` is given."""
        query.setdefault("k", self.server.secret)
        text = "&".join(f"{name}={value}" for name, value in query.items() if value is not None)
        return f"http://127.0.0.1:{self.server.port}{route}" + (f"?{text}" if text else "")

    async def settle(self, ms: int = 60) -> None:
        QCoreApplication.processEvents()
        await asyncio.sleep(ms / 1000)

    def push(self, command: object) -> None:
        messages: list[str] = []
        self.session.command_failed.connect(messages.append)
        assert self.session.push(command), messages  # type: ignore[arg-type]

    def combat(self) -> CombatView:
        combat = current_combat(self.session.model)
        assert combat is not None
        return combat

    def row_id(self, name: str) -> int:
        return next(row.id for row in self.combat().combatants if row.name == name)

    async def hidden_goblin_attacks(self) -> None:
        """Goblin 2, hidden, beside Iñaki Sáez; the fight begun; Goblin 2 attacks him."""
        self.push(SetTokenHidden(self.session, HIDDEN_TOKEN, True))
        self.push(MoveToken(self.session, HIDDEN_TOKEN, *HIDDEN_TO))
        combat_id = self.combat().id
        self.push(RollInitiative(self.session, combat_id, None, random.Random(3)))
        self.push(BeginCombat(self.session, combat_id))
        await self.settle(20)
        # Someone seen acts first, so the devices have an order with a highlight to keep.
        for _ in range(2):
            active = self.combat().active
            if active is not None and active.name != HIDDEN:
                break
            self.push(NextTurn(self.session, combat_id))
            await self.settle(20)
        for _ in range(2 * len(self.combat().combatants)):
            active = self.combat().active
            if active is not None and active.name == HIDDEN:
                break
            self.push(NextTurn(self.session, combat_id))
            await self.settle(20)
        attacker, target = self.row_id(HIDDEN), self.row_id("Iñaki Sáez")
        preview = attack_preview(self.session, attacker, target, "monster")
        assert preview.refusal is None, preview.refusal
        self.push(Attack(self.session, attacker, target, "monster", rng=random.Random(2)))
        line = self.session.log(1)[-1]
        assert line.kind == "attack" and line.secret and HIDDEN in line.text
        await self.settle()

    async def gm_writes(self) -> None:
        """A GM note on the map and a catalog entry of the GM's own."""
        self.push(EditMap(self.session, DEMO_MAP, notes=GM_NOTE))
        self.push(CreateGmEntry(self.session, "item", GM_ENTRY, DEFAULT_FIELDS[EntryKind.ITEM]))
        await self.settle()

    def handouts_shown(self) -> int:
        """A handout shown to the table and one, with a picture, to Marta alone (its id)."""
        from ryf_desktop.session.handout_commands import AddHandout
        from tests.session.test_handout_commands import picture

        public = AddHandout(self.session, PUBLIC_TITLE, "Se busca ayudante.")
        private = AddHandout(self.session, PRIVATE_TITLE, PRIVATE_TEXT, picture())
        self.push(public)
        self.push(private)
        assert public.handout_id is not None and private.handout_id is not None
        players = players_view_of(self.session)
        players.show_handout(public.handout_id)
        players.show_handout(private.handout_id, to=MARTA)
        return private.handout_id

    def close(self) -> None:
        self.run(self.web.stop)
        self.session.close()
        self.loop.close()
        asyncio.set_event_loop(None)
