"""Builders for the attack tests: characters, monsters and a running combat on a map, written
straight into the storage tables (so these tests need nothing but the tables and fighters)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import Session, col, select

from ryf_desktop.session import CampaignSession
from ryf_desktop.storage.tables import (
    Character,
    Combat,
    Combatant,
    EquipmentItem,
    LogEntry,
    Map,
    MapToken,
    MonsterInstance,
    Skill,
    Spell,
)

SKILL_ATTRIBUTES = {
    "Cuerpo a Cuerpo": "fisico",
    "Armas a Distancia": "destreza",
    "Esquivar": "destreza",
    "Reflejos": "percepcion",
}

PISTOL = {"name": "Pistola automática", "damage": "2d6", "range": "10m/25m/50m", "era": "actual"}
SHOTGUN = {
    "name": "Escopeta recortada",
    "damage": "3d6+2/2d6/-",
    "range": "10m/25m/-",
    "era": "actual",
    "ignores_armour": True,
}
CROSSBOW = {
    "name": "Ballesta",
    "damage": "2d6+2 (con recarga)",
    "range": "15/30/60m",
    "era": "medieval",
    "two_handed": True,
    "reload": True,
}
MACE = {
    "name": "Maza", "damage": "1d6+3", "range": "n/a", "era": "medieval", "ignores_armour": True,
}
SWORD = {"name": "Espada corta", "damage": "1d6+3", "range": "n/a", "era": "medieval"}
SHIELD_MEDIANO = {"name": "Mediano", "defense": 2, "cover": 4, "encumbrance": 1}
ARMOUR_2 = {"name": "Cota de malla", "absorption": 2, "encumbrance": 1}


@dataclass
class Fighter:
    """One combatant to put in a combat: a character or a monster id, its square and size."""

    character_id: int | None = None
    monster_id: int | None = None
    square: tuple[int, int] | None = (0, 0)
    size: int = 1
    actions: int = 1
    combatant_id: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


def add_character(
    session: CampaignSession,
    name: str,
    *,
    fisico: int = 7,
    destreza: int = 8,
    inteligencia: int = 5,
    percepcion: int = 6,
    skills: dict[str, int] | None = None,
    weapons: Sequence[Mapping[str, Any]] = (),
    shield: Mapping[str, Any] | None = None,
    armour: Mapping[str, Any] | None = None,
    wounds: int = 0,
    spells: Sequence[dict[str, Any]] = (),
) -> int:
    with session.file.transaction() as db:
        row = Character(
            name=name,
            fisico=fisico,
            destreza=destreza,
            inteligencia=inteligencia,
            percepcion=percepcion,
            wounds=wounds,
        )
        db.add(row)
        db.flush()
        character_id = int(row.id or 0)
        chosen = {"Cuerpo a Cuerpo": 3, "Armas a Distancia": 3, "Esquivar": 3, "Reflejos": 2}
        chosen.update(skills or {})
        for position, (skill, level) in enumerate(chosen.items()):
            db.add(
                Skill(
                    character_id=character_id,
                    name=skill,
                    attribute=SKILL_ATTRIBUTES[skill],
                    level=level,
                    position=position,
                )
            )
        items: list[tuple[str, Mapping[str, Any]]] = [("weapon", w) for w in weapons]
        if shield is not None:
            items.append(("shield", shield))
        if armour is not None:
            items.append(("armour", armour))
        for position, (kind, values) in enumerate(items):
            details = {k: v for k, v in values.items() if k != "name"}
            grip = ""
            if kind == "weapon":
                grip = "two_hands" if details.get("two_handed") else "one_hand"
            db.add(
                EquipmentItem(
                    character_id=character_id,
                    name=str(values["name"]),
                    kind=kind,
                    equipped=True,
                    grip=grip,
                    details=json.dumps(details),
                    position=position,
                )
            )
        for position, values in enumerate(spells):
            db.add(Spell(character_id=character_id, position=position, **values))
    return character_id


def add_monster(
    session: CampaignSession,
    name: str,
    *,
    pv: int = 12,
    ata: int = 14,
    defensa: int = 16,
    absorption: int = 0,
    damage: str = "1d6+2",
    wounds: int = 0,
) -> int:
    with session.file.transaction() as db:
        row = MonsterInstance(
            catalog_name=name.split()[0],
            name=name,
            pv_max=pv,
            wounds=wounds,
            fields=json.dumps(
                {"ini": 15, "ata": ata, "def": defensa, "abs": absorption, "dano": damage}
            ),
        )
        db.add(row)
        db.flush()
        return int(row.id or 0)


def start_combat(
    session: CampaignSession,
    fighters: Sequence[Fighter],
    *,
    with_map: bool = True,
    active: int = 0,
) -> int:
    """A running combat in round 1 whose turn is ``fighters[active]``'s; fills combatant_id."""
    with session.file.transaction() as db:
        map_id = None
        if with_map:
            board = Map(name="Campo", grid_width=60, grid_height=20)
            db.add(board)
            db.flush()
            map_id = board.id
        combat = Combat(name="Pelea", map_id=map_id, status="running", round=1,
                        turn_position=active)
        db.add(combat)
        db.flush()
        for position, fighter in enumerate(fighters):
            row = Combatant(
                combat_id=int(combat.id or 0),
                character_id=fighter.character_id,
                monster_id=fighter.monster_id,
                iniciativa=10,
                initiative_total=15 if fighter.actions < 2 else 10 * fighter.actions,
                order_position=position,
                actions=fighter.actions,
                majors_left=fighter.actions,
                minors_left=fighter.actions,
                **fighter.extra,
            )
            db.add(row)
            db.flush()
            fighter.combatant_id = int(row.id or 0)
            if map_id is not None and fighter.square is not None:
                db.add(
                    MapToken(
                        map_id=map_id,
                        character_id=fighter.character_id,
                        monster_id=fighter.monster_id,
                        x=fighter.square[0],
                        y=fighter.square[1],
                        size=fighter.size,
                    )
                )
        return int(combat.id or 0)


def set_turn(session: CampaignSession, combatant_id: int, *, actions: int | None = None) -> None:
    """Give the turn to a combatant, with a fresh budget."""
    with session.file.transaction() as db:
        row = db.get(Combatant, combatant_id)
        assert row is not None
        combat = db.get(Combat, row.combat_id)
        assert combat is not None
        combat.turn_position = row.order_position
        if actions is not None:
            row.actions = actions
        row.majors_spent = row.minors_spent = 0
        row.moved_m = 0.0
        row.double_action = False
        row.majors_left = row.minors_left = row.actions
        db.add(combat)
        db.add(row)


def move_token(session: CampaignSession, combatant_id: int, square: tuple[int, int]) -> None:
    with session.file.transaction() as db:
        row = db.get(Combatant, combatant_id)
        assert row is not None
        token = db.exec(
            select(MapToken).where(
                col(MapToken.character_id) == row.character_id
                if row.character_id is not None
                else col(MapToken.monster_id) == row.monster_id
            )
        ).one()
        token.x, token.y = square
        db.add(token)


def read(session: CampaignSession, table: Any, row_id: int | None) -> Any:
    with session.file.transaction() as db:
        row = db.get(table, row_id)
        assert row is not None
        db.expunge(row)
        return row


def log_rows(session: CampaignSession, kind: str | None = None) -> list[LogEntry]:
    with session.file.transaction() as db:
        query = select(LogEntry).order_by(col(LogEntry.id))
        if kind is not None:
            query = query.where(col(LogEntry.kind) == kind)
        rows = list(db.exec(query))
        for row in rows:
            db.expunge(row)
        return rows


def row_dump(session: CampaignSession, table: Any, row_id: int | None) -> dict[str, Any]:
    """Every column of a row, for before/after comparisons."""
    with session.file.transaction() as db:
        return _dump(db, table, row_id)


def _dump(db: Session, table: Any, row_id: int | None) -> dict[str, Any]:
    row = db.get(table, row_id)
    assert row is not None
    return dict(row.model_dump())


def goblin_against_aldric(
    session: CampaignSession,
    *,
    shield: bool = False,
    wounds: int = 3,
    damage: str = "2d6",
    aldric_square: tuple[int, int] = (6, 6),
) -> tuple[Fighter, Fighter]:
    """Goblin 2 at (5, 5) and Aldric (armour 2, a sword) beside it, in a started combat."""
    aldric_id = add_character(
        session,
        "Aldric",
        armour=ARMOUR_2,
        shield=SHIELD_MEDIANO if shield else None,
        wounds=wounds,
        weapons=[SWORD],
    )
    goblin_id = add_monster(session, "Goblin 2", ata=14, damage=damage)
    goblin = Fighter(monster_id=goblin_id, square=(5, 5))
    aldric = Fighter(character_id=aldric_id, square=aldric_square)
    start_combat(session, [goblin, aldric])
    return goblin, aldric
