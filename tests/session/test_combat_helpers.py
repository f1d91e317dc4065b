"""Builders shared by the combat tests: characters written straight into the tables, a map, and
the two fighters' party of the scripted encounter (Aldric and Brunilda against goblins)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlmodel import col, select

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.changes import Changes
from ryf_desktop.session.combat_commands import StartCombat
from ryf_desktop.session.combat_queries import CombatView, combat_view
from ryf_desktop.storage.tables import (
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
    with session.file.transaction() as db:
        row = Character(
            name=name, kind=kind, fisico=fisico, destreza=destreza, inteligencia=inteligencia,
            percepcion=percepcion, wounds=wounds,
        )
        db.add(row)
        db.flush()
        character_id = int(row.id or 0)
        chosen = {"Cuerpo a Cuerpo": 3, "Armas a Distancia": 3, "Esquivar": 3, "Reflejos": 4}
        chosen.update(skills or {})
        for position, (skill, level) in enumerate(chosen.items()):
            db.add(Skill(character_id=character_id, name=skill,
                         attribute=SKILL_ATTRIBUTES[skill], level=level, position=position))
        for position, (kind_name, values, grip) in enumerate(items):
            details = {key: value for key, value in values.items() if key != "name"}
            db.add(EquipmentItem(character_id=character_id, name=str(values["name"]),
                                 kind=kind_name, equipped=True, grip=grip,
                                 details=json.dumps(details), position=position))
    return character_id


def add_map(
    session: CampaignSession, width: int = 20, height: int = 10, *, walls: str = "[]",
    doors: str = "[]",
) -> int:
    with session.file.transaction() as db:
        board = Map(name="Campo", grid_width=width, grid_height=height, walls=walls, doors=doors)
        db.add(board)
        db.flush()
        return int(board.id or 0)


def add_token(
    session: CampaignSession, map_id: int, square: tuple[int, int], *,
    character_id: int | None = None, monster_id: int | None = None,
) -> int:
    with session.file.transaction() as db:
        token = MapToken(map_id=map_id, character_id=character_id, monster_id=monster_id,
                         x=square[0], y=square[1])
        db.add(token)
        db.flush()
        return int(token.id or 0)


def token_square(session: CampaignSession, token_id: int) -> tuple[int, int]:
    with session.file.transaction() as db:
        token = db.get(MapToken, token_id)
        assert token is not None
        return (token.x, token.y)


def log_texts(session: CampaignSession) -> list[str]:
    with session.file.transaction() as db:
        return [row.text for row in db.exec(select(LogEntry).order_by(col(LogEntry.id)))]


def combatant_ids(session: CampaignSession, combat_id: int) -> dict[str, int]:
    return {row.name: row.id for row in combat_view(session, combat_id).combatants}


def set_wounds(session: CampaignSession, character_id: int, wounds: int) -> None:
    with session.file.transaction() as db:
        row = db.get(Character, character_id)
        assert row is not None
        row.wounds = wounds
        db.add(row)


def set_out(session: CampaignSession, combatant_id: int, out: bool = True) -> None:
    with session.file.transaction() as db:
        row = db.get(Combatant, combatant_id)
        assert row is not None
        row.out = out
        db.add(row)
    # A write past the commands: tell the session, as a command does, so cached reads renew.
    session.announce(Changes())


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
        return combat_view(self.session, self.combat_id)

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
    with session.file.transaction() as db:
        for number, token in enumerate(
            db.exec(select(MapToken).where(col(MapToken.monster_id).is_not(None))
                    .order_by(col(MapToken.id)))
        ):
            token.x, token.y = 14, 4 + 2 * number
            db.add(token)
    return Encounter(session, command.combat_id, map_id, aldric, brunilda, aldric_token,
                     brunilda_token)
