"""Builders shared by the combat tests: characters, a map and tokens put straight into the campaign
(one committed edit each, off the history), and the two fighters' party of the scripted encounter
(Aldric and Brunilda against goblins)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import CombatView, StartCombat, combat_view
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.storage.records import (
    Character,
    Combatant,
    EquipmentItem,
    LogEntry,
    Map,
    MapToken,
    Skill,
)
from tests.scripted_rng import ScriptedRng

SKILL_ATTRIBUTES = {
    "Cuerpo a Cuerpo": "fisico",
    "Armas a Distancia": "destreza",
    "Esquivar": "destreza",
    "Reflejos": "percepcion",
}


class _Edit(ModelCommand):
    """Records put straight into the campaign, as a campaign file made by hand would hold
    them (the step is then taken off the history: it is the case, not the play)."""

    def __init__(self, session: CampaignSession, work: Callable[[Draft], Any]) -> None:
        super().__init__(session, "test")
        self._work = work
        self.result: Any = None

    def work_out(self, draft: Draft) -> None:
        self.result = self._work(draft)


def edit(session: CampaignSession, work: Callable[[Draft], Any], *, keep_history: bool = False
         ) -> Any:
    """Run ``work`` on a draft of the campaign and commit it; the history is cleared unless
    ``keep_history`` (then the edit is a step of it)."""
    command = _Edit(session, work)
    assert session.push(command), "the test's edit failed"
    if not keep_history:
        session.undo_stack.clear()
    return command.result


def add_character(
    session: CampaignSession,
    name: str,
    *,
    fisico: int = 7,
    destreza: int = 8,
    inteligencia: int = 6,
    percepcion: int = 8,
    skills: dict[str, int] | None = None,
    items: Sequence[tuple[str, dict[str, Any], str]] = (),
    wounds: int = 0,
    kind: str = "pc",
) -> int:
    """A character; ``items`` are (kind, details with "name", grip) equipped."""

    def work(draft: Draft) -> int:
        row = draft.add(
            Character, name=name, kind=kind, fisico=fisico, destreza=destreza,
            inteligencia=inteligencia, percepcion=percepcion, wounds=wounds,
        )
        chosen = {"Cuerpo a Cuerpo": 3, "Armas a Distancia": 3, "Esquivar": 3, "Reflejos": 4}
        chosen.update(skills or {})
        for position, (skill, level) in enumerate(chosen.items()):
            draft.add(Skill, character_id=row.id, name=skill,
                      attribute=SKILL_ATTRIBUTES[skill], level=level, position=position)
        for position, (kind_name, values, grip) in enumerate(items):
            details = {key: value for key, value in values.items() if key != "name"}
            draft.add(EquipmentItem, character_id=row.id, name=str(values["name"]),
                      kind=kind_name, equipped=True, grip=grip, details=json.dumps(details),
                      position=position)
        return row.id

    return int(edit(session, work))


def add_map(
    session: CampaignSession, width: int = 20, height: int = 10, *, walls: str = "[]",
    doors: str = "[]",
) -> int:
    return int(edit(session, lambda draft: draft.add(
        Map, name="Campo", grid_width=width, grid_height=height, walls=walls, doors=doors).id))


def add_token(
    session: CampaignSession, map_id: int, square: tuple[int, int], *,
    character_id: int | None = None, monster_id: int | None = None,
) -> int:
    return int(edit(session, lambda draft: draft.add(
        MapToken, map_id=map_id, character_id=character_id, monster_id=monster_id,
        x=square[0], y=square[1]).id))


def token_square(session: CampaignSession, token_id: int) -> tuple[int, int]:
    token = session.model.get(MapToken, token_id)
    assert token is not None
    return (token.x, token.y)


def log_texts(session: CampaignSession) -> list[str]:
    return [row.text for row in session.model.all(LogEntry)]


def combatant_ids(session: CampaignSession, combat_id: int) -> dict[str, int]:
    return {row.name: row.id for row in combat_view(session.model, combat_id).combatants}


def set_wounds(session: CampaignSession, character_id: int, wounds: int) -> None:
    def work(draft: Draft) -> None:
        row = draft.get(Character, character_id)
        assert row is not None
        draft.update(row, wounds=wounds)

    edit(session, work, keep_history=True)


def set_out(session: CampaignSession, combatant_id: int, out: bool = True) -> None:
    def work(draft: Draft) -> None:
        row = draft.get(Combatant, combatant_id)
        assert row is not None
        draft.update(row, out=out)

    edit(session, work, keep_history=True)


def order(view: CombatView) -> list[str]:
    return [row.name for row in view.combatants]


@dataclass
class Encounter:
    """Aldric (west) and Brunilda against two goblins (east) on a 20×10 map."""

    session: CampaignSession
    combat_id: int
    map_id: int
    aldric: int
    brunilda: int
    aldric_token: int
    brunilda_token: int

    def view(self) -> CombatView:
        return combat_view(self.session.model, self.combat_id)

    def ids(self) -> dict[str, int]:
        return combatant_ids(self.session, self.combat_id)


def encounter(session: CampaignSession) -> Encounter:
    """The combat prepared: goblins' PV 10+1d6 rolled 3 and 5; goblins placed at free squares
    (first row), so they are moved east by hand."""
    map_id = add_map(session)
    aldric = add_character(session, "Aldric")
    brunilda = add_character(session, "Brunilda", percepcion=7, skills={"Reflejos": 3})
    aldric_token = add_token(session, map_id, (2, 4), character_id=aldric)
    brunilda_token = add_token(session, map_id, (2, 6), character_id=brunilda)
    command = StartCombat(
        session, "Emboscada", map_id=map_id, token_ids=(aldric_token, brunilda_token),
        monsters=[("Goblin", 2)], rng=ScriptedRng(3, 5),
    )
    assert session.push(command), "StartCombat failed"
    assert command.combat_id is not None

    def move_goblins(draft: Draft) -> None:
        goblins = [token for token in draft.all(MapToken) if token.monster_id is not None]
        for number, token in enumerate(goblins):
            draft.update(token, x=14, y=4 + 2 * number)

    edit(session, move_goblins)
    return Encounter(session, command.combat_id, map_id, aldric, brunilda, aldric_token,
                     brunilda_token)
