"""Builders for the attack tests: characters, monsters and a running combat on a map, put
straight into the campaign (as a file made by hand would hold them), and readers of the model."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, TypeVar

from ryf_desktop.session import CampaignSession
from ryf_desktop.session.draft import Draft
from ryf_desktop.storage.records import (
    Character,
    Combat,
    Combatant,
    EquipmentItem,
    LogEntry,
    Map,
    MapToken,
    MonsterInstance,
    Record,
    Skill,
    Spell,
)
from tests.session.test_combat_helpers import edit

R = TypeVar("R", bound=Record)

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
    def work(draft: Draft) -> int:
        row = draft.add(
            Character, name=name, fisico=fisico, destreza=destreza,
            inteligencia=inteligencia, percepcion=percepcion, wounds=wounds,
        )
        chosen = {"Cuerpo a Cuerpo": 3, "Armas a Distancia": 3, "Esquivar": 3, "Reflejos": 2}
        chosen.update(skills or {})
        for position, (skill, level) in enumerate(chosen.items()):
            draft.add(Skill, character_id=row.id, name=skill,
                      attribute=SKILL_ATTRIBUTES[skill], level=level, position=position)
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
            draft.add(EquipmentItem, character_id=row.id, name=str(values["name"]), kind=kind,
                      equipped=True, grip=grip, details=json.dumps(details), position=position)
        for position, values in enumerate(spells):
            draft.add(Spell, character_id=row.id, position=position, **values)
        return row.id

    return int(edit(session, work))


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
    fields = {"ini": 15, "ata": ata, "def": defensa, "abs": absorption, "dano": damage}
    return int(edit(session, lambda draft: draft.add(
        MonsterInstance, catalog_name=name.split()[0], name=name, pv_max=pv, wounds=wounds,
        fields=json.dumps(fields)).id))


def start_combat(
    session: CampaignSession,
    fighters: Sequence[Fighter],
    *,
    with_map: bool = True,
    active: int = 0,
) -> int:
    """A running combat in round 1 whose turn is ``fighters[active]``'s; fills combatant_id."""

    def work(draft: Draft) -> int:
        map_id = draft.add(Map, name="Campo", grid_width=60, grid_height=20).id if with_map \
            else None
        combat = draft.add(Combat, name="Pelea", map_id=map_id, status="running", round=1,
                           turn_position=active)
        for position, fighter in enumerate(fighters):
            row = draft.add(
                Combatant,
                combat_id=combat.id,
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
            fighter.combatant_id = row.id
            if map_id is not None and fighter.square is not None:
                draft.add(MapToken, map_id=map_id, character_id=fighter.character_id,
                          monster_id=fighter.monster_id, x=fighter.square[0],
                          y=fighter.square[1], size=fighter.size)
        return combat.id

    return int(edit(session, work))


def change(session: CampaignSession, kind: type[R], record_id: int | None, **values: Any) -> R:
    """A record changed straight in the campaign (a case made by hand, off the history)."""

    def work(draft: Draft) -> R:
        record = draft.get(kind, record_id)
        assert record is not None
        return draft.update(record, **values)

    result: R = edit(session, work)
    return result


def set_turn(session: CampaignSession, combatant_id: int, *, actions: int | None = None) -> None:
    """Give the turn to a combatant, with a fresh budget."""

    def work(draft: Draft) -> None:
        row = draft.get(Combatant, combatant_id)
        assert row is not None
        combat = draft.get(Combat, row.combat_id)
        assert combat is not None
        draft.update(combat, turn_position=row.order_position)
        count = row.actions if actions is None else actions
        draft.update(row, actions=count, majors_spent=0, minors_spent=0, moved_m=0.0,
                     double_action=False, majors_left=count, minors_left=count)

    edit(session, work)


def move_token(session: CampaignSession, combatant_id: int, square: tuple[int, int]) -> None:
    def work(draft: Draft) -> None:
        row = draft.get(Combatant, combatant_id)
        assert row is not None
        [token] = (
            draft.of(MapToken, "character_id", row.character_id) if row.character_id is not None
            else draft.of(MapToken, "monster_id", int(row.monster_id or 0))
        )
        draft.update(token, x=square[0], y=square[1])

    edit(session, work)


def read(session: CampaignSession, kind: type[R], record_id: int | None) -> R:
    row = session.model.get(kind, record_id)
    assert row is not None
    return row


def log_rows(session: CampaignSession, kind: str | None = None) -> list[LogEntry]:
    return [row for row in session.model.all(LogEntry) if kind is None or row.kind == kind]


def row_dump(session: CampaignSession, kind: type[Record], record_id: int | None) -> dict[str, Any]:
    """Every field of a record, for before/after comparisons."""
    return asdict(read(session, kind, record_id))


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
