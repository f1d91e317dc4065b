"""What a combatant fights with: :class:`FighterStats` read from the sheet or the bestiary.

:func:`fighter_stats` gathers, for one ``combatant`` row, everything the combat's commands and
views need: name and side, Iniciativa and estorbo, Defensa, absorption, the shield's cobertura,
PV, wounds and health state, the attacks it can make (:class:`AttackOption`), its spells
(:class:`SpellOption`) and maná, and where its token stands on the combat's map.

- A character's values are the sheet's derived values (``sheet_queries.fighting_sheet``, the
  part of the sheet they come from, over ``rules.character``): Iniciativa = Percepción +
  Reflejos − estorbo, Defensa with the equipped shield, absorption of the equipped armour. Its
  attacks: ``"unarmed"`` (1d6, always there) and one per equipped weapon
  (``"item:<equipment id>"``).
- A monster's values are its ``monster_instance.fields`` snapshot (``ini``, ``ata``, ``def``,
  ``abs``, ``dano``; the English names ``initiative``, ``attack``, ``defense``, ``absorption``,
  ``damage`` are read too); its one attack is ``"monster"`` (melee, Ata, Daño).

Attack keys and rulings (RULES.md leaves these open):

- A weapon with a range ("15/30/60m") is ranged (Destreza + Armas a Distancia); without one
  ("n/a") it is melee (Físico + Cuerpo a Cuerpo).
- A weapon with damage by grip ("2d6(1M)/2d6+1(2M)") offers ``"item:<id>"`` with the one-hand
  damage and ``"item:<id>:2h"`` with the two-hand damage; held in two hands it offers only the
  latter, and beside an equipped shield only the former (a shield is not used with two hands).
- A medieval one-handed weapon with a range and no reload or ammunition (Daga, Cuchillo, Lanza
  ligera) is also a melee weapon: ``"item:<id>"`` is its melee attack and
  ``"item:<id>:throw"`` its ranged one.
- ``damage`` is the dice text without its notes ("2d6+2 (con recarga)" → "2d6+2"); damage by
  range band stays whole ("3d6+2/2d6/-"), and damage by ammunition is the unnamed ammunition's.
- ``SpellOption.modifier`` is Inteligencia + the spell's level − estorbo (the whole casting
  bonus); ``mana`` is the maná the character has left (None without magic, and for monsters).

The parts live beside this module: :mod:`~ryf_desktop.session.fighter_records` (the values),
:mod:`~ryf_desktop.session.character_fighter`, :mod:`~ryf_desktop.session.weapon_attacks`,
:mod:`~ryf_desktop.session.monster_fighter` and :mod:`~ryf_desktop.session.fighter_tokens`; this
module reads a combat's fighters with them and names them all for the commands and queries.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Mapping
from typing import Any

from sqlalchemy import bindparam
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from ryf_desktop.rules.health import HealthState, creature_state, hp_max, rank_penalty, state
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.character_fighter import (
    character_iniciativa,
    character_stats,
    characters_iniciativa,
)
from ryf_desktop.session.fighter_records import (
    ATTACK_MONSTER,
    ATTACK_UNARMED,
    MELEE,
    RANGED,
    SIDE_MONSTER,
    SIDE_NPC,
    SIDE_PC,
    AttackOption,
    CombatantFacts,
    FighterBrief,
    FighterStats,
    SpellOption,
    combatant_facts,
)
from ryf_desktop.session.fighter_tokens import (
    Placed,
    TokenKey,
    first_tokens,
    hidden_combatants,
    owner_place,
    owner_token,
    place_of,
    token_of,
)
from ryf_desktop.session.monster_fighter import monster_iniciativa, monster_stats, monster_value
from ryf_desktop.session.queries import detached_character
from ryf_desktop.storage.raw_sql import FastSelect
from ryf_desktop.storage.tables import Character, Combat, Combatant, MonsterInstance

__all__ = [
    "ATTACK_MONSTER",
    "ATTACK_UNARMED",
    "MELEE",
    "RANGED",
    "SIDE_MONSTER",
    "SIDE_NPC",
    "SIDE_PC",
    "AttackOption",
    "CombatantFacts",
    "FighterBrief",
    "FighterStats",
    "SpellOption",
    "briefed_combatants",
    "briefed_facts",
    "character_iniciativa",
    "characters_iniciativa",
    "combatant_facts",
    "fighter_briefs",
    "fighter_of",
    "fighter_stats",
    "fighter_stats_on",
    "fighters",
    "hidden_combatants",
    "monster_iniciativa",
    "monster_value",
    "owner_token",
]


def fighter_briefs(
    db: Session, combat_id: int, profile: RulesProfile
) -> dict[int, FighterBrief]:
    """Every combatant of the combat by id (in the order of the rows) in brief."""
    return {brief.combatant_id: brief for _, brief in briefed_facts(db, combat_id, profile)}


_FACT_COLUMNS = (
    col(Combatant.id), col(Combatant.combat_id), col(Combatant.character_id),
    col(Combatant.monster_id), col(Combatant.order_position), col(Combatant.iniciativa),
    col(Combatant.initiative_total), col(Combatant.initiative_fumble), col(Combatant.actions),
    col(Combatant.double_action), col(Combatant.lasting_penalty), col(Combatant.moved_m),
    col(Combatant.majors_spent), col(Combatant.minors_spent), col(Combatant.out),
    col(Combatant.reload_state), col(Combatant.damage_dealt), col(Combatant.damage_taken),
)
_FACT_COUNT = len(_FACT_COLUMNS)

# Built once: building a statement of this many columns costs more than running it.
_COMBAT_MAP = sa_select(col(Combat.map_id)).where(col(Combat.id) == bindparam("combat_id"))
# The owners' values as plain columns (outer joins: one side is all NULL).
_BRIEFED = (
    sa_select(
        *_FACT_COLUMNS,
        col(Character.name), col(Character.kind), col(Character.fisico),
        col(Character.wounds), col(MonsterInstance.name), col(MonsterInstance.pv_max),
        col(MonsterInstance.wounds), col(MonsterInstance.fields),
    )
    .outerjoin(Character, col(Character.id) == col(Combatant.character_id))
    .outerjoin(MonsterInstance, col(MonsterInstance.id) == col(Combatant.monster_id))
    .where(col(Combatant.combat_id) == bindparam("combat_id"))
    .order_by(col(Combatant.order_position), col(Combatant.id))
)
# The same for a few of the combat's rows (what one step changed).
_BRIEFED_SOME = _BRIEFED.where(col(Combatant.id).in_(bindparam("ids", expanding=True)))
# Past SQLAlchemy's per-call work: who acts next is read on every Next turn.
_FAST_BRIEFED = FastSelect(_BRIEFED)
_FAST_BRIEFED_SOME = FastSelect(_BRIEFED_SOME)
_FAST_COMBAT_MAP = FastSelect(_COMBAT_MAP)


def briefed_combatants(
    db: Session, combat_id: int, profile: RulesProfile
) -> list[tuple[Combatant, FighterBrief]]:
    """The combat's rows in order (``order_position``, id) as ORM rows (for a command that
    changes them), each with its brief."""
    facts = briefed_facts(db, combat_id, profile)
    if not facts:
        return []
    rows = {
        int(row.id or 0): row
        for row in db.exec(select(Combatant).where(col(Combatant.combat_id) == combat_id))
    }
    return [(rows[fact.id], brief) for fact, brief in facts if fact.id in rows]


def briefed_facts(
    db: Session | sqlite3.Connection,
    combat_id: int,
    profile: RulesProfile,
    *,
    only: Collection[int] | None = None,
    placed: bool = True,
) -> list[tuple[CombatantFacts, FighterBrief]]:
    """The combat's rows in order (``order_position``, id) as plain values, each with its
    brief, in three queries of plain columns; only the rows of ``only`` when it is given.
    The tokens are read only for the whole combat with ``placed`` (else ``token_id`` and
    ``square`` are None): who acts next, say, does not depend on where anyone stands."""
    tokens: dict[TokenKey, Placed] = {}
    if only is not None:
        rows = _FAST_BRIEFED_SOME.rows(db, {"combat_id": combat_id, "ids": sorted(only)})
    else:
        if placed:
            combat_map = _FAST_COMBAT_MAP.first_value(db, {"combat_id": combat_id})
            tokens = first_tokens(db, combat_map)
        rows = _FAST_BRIEFED.rows(db, {"combat_id": combat_id})
    briefs: list[tuple[CombatantFacts, FighterBrief]] = []
    for values in rows:
        combatant = CombatantFacts(*values[:_FACT_COUNT])
        c_name, c_kind, c_fisico, c_wounds, m_name, m_pv, m_wounds, m_fields = values[
            _FACT_COUNT:
        ]
        if combatant.character_id is not None:
            health = state(c_fisico, c_wounds, profile)
            name, wounds = str(c_name), int(c_wounds)
            pv_max = hp_max(c_fisico, profile)
            side = SIDE_NPC if c_kind == SIDE_NPC else SIDE_PC
            shift = -1 if health is HealthState.MALHERIDO else 0
            iniciativa = combatant.iniciativa
        else:
            health = creature_state(m_pv, m_wounds)
            name, pv_max, wounds = str(m_name), int(m_pv), int(m_wounds)
            side = SIDE_MONSTER
            shift = rank_penalty(health)
            iniciativa = monster_iniciativa(m_fields, combatant.iniciativa)
        token_id, square, size = place_of(token_of(tokens, combatant))
        brief = FighterBrief(
            combatant_id=combatant.id,
            name=name,
            side=side,
            character_id=combatant.character_id,
            monster_id=combatant.monster_id,
            pv_max=pv_max,
            wounds=wounds,
            state=health,
            lasting_shift=shift,
            token_id=token_id,
            square=square,
            size=size,
            iniciativa=iniciativa,
        )
        briefs.append((combatant, brief))
    return briefs


def fighters(db: Session, combat_id: int, profile: RulesProfile) -> dict[int, FighterStats]:
    """Every combatant of the combat by id, in the order of their rows."""
    combat = db.get(Combat, combat_id)
    tokens = first_tokens(db, None if combat is None else combat.map_id)
    rows = db.exec(
        select(Combatant)
        .where(col(Combatant.combat_id) == combat_id)
        .order_by(col(Combatant.order_position), col(Combatant.id))
    )
    return {int(row.id or 0): _stats(db, row, profile, token_of(tokens, row)) for row in rows}


def fighter_stats(
    db: Session, combatant: Combatant | CombatantFacts, profile: RulesProfile
) -> FighterStats:
    """The fighting values of one combatant; see the module docstring."""
    # The combat's map alone, past the ORM: an attack asks for both fighters' values.
    map_id = _FAST_COMBAT_MAP.first_value(db, {"combat_id": combatant.combat_id})
    return fighter_stats_on(db, combatant, profile, map_id=map_id)


def fighter_stats_on(
    db: Session,
    combatant: Combatant | CombatantFacts,
    profile: RulesProfile,
    *,
    map_id: int | None,
    owner: Mapping[str, Any] | None = None,
) -> FighterStats:
    """:func:`fighter_stats` for a combatant of a combat on the map ``map_id`` (the caller has
    read the combat already). ``owner`` is the row of its character or monster as read in this
    transaction (raw values, as ``raw_sql.select_rows`` gives them), used rather than read
    again: an attack has photographed both fighters' rows before it acts."""
    placed = owner_place(
        db, map_id, character_id=combatant.character_id, monster_id=combatant.monster_id
    )
    if combatant.character_id is not None:
        row = None if owner is None else detached_character(owner)
        return character_stats(db, combatant, profile, placed, row)
    return monster_stats(db, combatant, placed, owner)


def fighter_of(
    db: Session, combatant_id: int, profile: RulesProfile, *, combat_id: int | None = None
) -> FighterStats | None:
    """One combatant's fighting values by id (None when it is gone, or not of ``combat_id``
    when that is given): a single sheet read, where :func:`fighters` reads the whole fight."""
    row = db.get(Combatant, combatant_id)
    if row is None or (combat_id is not None and row.combat_id != combat_id):
        return None
    return fighter_stats(db, row, profile)


def _stats(
    db: Session, combatant: Combatant, profile: RulesProfile, token: Placed | None
) -> FighterStats:
    if combatant.character_id is not None:
        return character_stats(db, combatant, profile, token, None)
    return monster_stats(db, combatant, token, None)
