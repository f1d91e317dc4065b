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
"""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication
from sqlalchemy import BindParameter, bindparam
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from ryf_desktop.catalog.damage import DamageForm, parse_damage
from ryf_desktop.catalog.errors import CatalogTextError
from ryf_desktop.rules import character as character_rules
from ryf_desktop.rules.attacks import UNARMED_DAMAGE, Ranges, parse_ranges
from ryf_desktop.rules.character import Armour, Attributes, CharacterSheet, Shield
from ryf_desktop.rules.health import HealthState, creature_state, hp_max, rank_penalty, state
from ryf_desktop.rules.magic import mana_max
from ryf_desktop.rules.movement import Square
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.queries import character_details, detached_character
from ryf_desktop.session.sheet_queries import (
    EquipmentLine,
    detail_number,
    fighting_sheet,
    json_object,
)
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.raw_sql import FastSelect
from ryf_desktop.storage.tables import (
    Character,
    Combat,
    Combatant,
    EquipmentItem,
    MapToken,
    MonsterInstance,
    Skill,
)

__all__ = [
    "ATTACK_MONSTER",
    "ATTACK_UNARMED",
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
    "monster_iniciativa",
    "monster_value",
    "owner_token",
]

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

ATTACK_UNARMED = "unarmed"
ATTACK_MONSTER = "monster"
MELEE = "melee"
RANGED = "ranged"

SIDE_PC = "pc"
SIDE_NPC = "npc"
SIDE_MONSTER = "monster"

#: Names a monster's values may be stored under: the bestiary's keys first.
_MONSTER_KEYS: dict[str, tuple[str, ...]] = {
    "ini": ("ini", "initiative"),
    "ata": ("ata", "attack"),
    "def": ("def", "defense", "defensa"),
    "abs": ("abs", "absorption"),
    "dano": ("dano", "damage", "daño"),
}


@dataclass(frozen=True, slots=True)
class AttackOption:
    """One way a combatant can attack; ``key`` names it to the attack commands."""

    key: str
    label: str
    #: "melee" or "ranged".
    kind: str
    #: What the attack roll adds to 1o3d10: attribute + skill, or the monster's Ata.
    modifier: int
    #: The dice text, band damage allowed ("3d6+2/2d6/-").
    damage: str
    ranges: Ranges | None
    ignores_armour: bool
    reload: bool
    item_id: int | None


@dataclass(frozen=True, slots=True)
class SpellOption:
    spell_id: int
    name: str
    level: int
    difficulty: int
    mana_cost: int
    #: Inteligencia + level − estorbo.
    modifier: int


@dataclass(frozen=True, slots=True)
class FighterStats:
    """A combatant's fighting values now (wounds and state as stored)."""

    combatant_id: int
    name: str
    #: "pc", "npc" or "monster".
    side: str
    character_id: int | None
    monster_id: int | None
    #: The Iniciativa value (estorbo already taken off), or a monster's Ini.
    iniciativa: int
    estorbo: int
    defensa: int
    absorption: int
    shield_cobertura: int
    pv_max: int
    wounds: int
    state: HealthState
    #: -1 when malherido (a lasting reason: no double action), else 0.
    lasting_shift: int
    attacks: tuple[AttackOption, ...]
    spells: tuple[SpellOption, ...]
    #: Maná left (None for monsters and without magic).
    mana: int | None
    token_id: int | None
    square: Square | None
    size: int

    @property
    def is_monster(self) -> bool:
        return self.monster_id is not None

    @property
    def enemy_side(self) -> bool:
        """True for monsters: the sides of a fight are characters (pc, npc) against monsters."""
        return self.side == SIDE_MONSTER

    def attack(self, key: str) -> AttackOption | None:
        return next((option for option in self.attacks if option.key == key), None)


@dataclass(frozen=True, slots=True)
class FighterBrief:
    """Who a combatant is, how hurt, and where it stands: what turns, the tracker and the map
    need, read for a whole combat in three queries (:func:`fighter_briefs`)."""

    combatant_id: int
    name: str
    side: str
    character_id: int | None
    monster_id: int | None
    pv_max: int
    wounds: int
    state: HealthState
    lasting_shift: int
    token_id: int | None
    square: Square | None
    size: int
    #: A monster's Ini; for a character the value stored when it joined (:func:`fighter_stats`
    #: computes it from the sheet as it is now).
    iniciativa: int = 0

    @property
    def enemy_side(self) -> bool:
        return self.side == SIDE_MONSTER


# --------------------------------------------------------------------------- reading

_TokenKey = tuple[str, int]


class _Placed(NamedTuple):
    """Where a token stands (read as plain columns: cheaper than rows for a whole map)."""

    id: int | None
    x: int
    y: int
    size: int


_MAP_TOKENS = (
    sa_select(
        col(MapToken.id), col(MapToken.character_id), col(MapToken.monster_id),
        col(MapToken.x), col(MapToken.y), col(MapToken.size),
    )
    .where(col(MapToken.map_id) == bindparam("map_id"))
    .order_by(col(MapToken.id))
)
_FAST_MAP_TOKENS = FastSelect(_MAP_TOKENS)


def _tokens(db: Session | sqlite3.Connection, map_id: int | None) -> dict[_TokenKey, _Placed]:
    """The first token of each owner on the map: ("c", character id) or ("m", monster id)."""
    tokens: dict[_TokenKey, _Placed] = {}
    if map_id is None:
        return tokens
    for token_id, character_id, monster_id, x, y, size in _FAST_MAP_TOKENS.rows(
        db, {"map_id": map_id}
    ):
        key = ("c", character_id) if character_id is not None else ("m", int(monster_id or 0))
        tokens.setdefault(key, _Placed(token_id, x, y, size))
    return tokens


def _token_of(
    tokens: dict[_TokenKey, _Placed], combatant: Combatant | CombatantFacts
) -> _Placed | None:
    if combatant.character_id is not None:
        return tokens.get(("c", combatant.character_id))
    return tokens.get(("m", int(combatant.monster_id or 0)))


def fighter_briefs(
    db: Session, combat_id: int, profile: RulesProfile
) -> dict[int, FighterBrief]:
    """Every combatant of the combat by id (in the order of the rows) in brief."""
    return {brief.combatant_id: brief for _, brief in briefed_facts(db, combat_id, profile)}


@dataclass(frozen=True, slots=True)
class CombatantFacts:
    """A combatant row's columns as plain values (what the tracker and the turn order read):
    building fifty ORM rows costs more than the rest of a tracker refresh."""

    id: int
    combat_id: int
    character_id: int | None
    monster_id: int | None
    order_position: int
    iniciativa: int
    initiative_total: int | None
    initiative_fumble: bool
    actions: int
    double_action: bool
    lasting_penalty: bool
    moved_m: float
    majors_spent: int
    minors_spent: int
    out: bool
    reload_state: str
    damage_dealt: int
    damage_taken: int


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
    tokens: dict[_TokenKey, _Placed] = {}
    if only is not None:
        rows = _FAST_BRIEFED_SOME.rows(db, {"combat_id": combat_id, "ids": sorted(only)})
    else:
        if placed:
            combat_map = _FAST_COMBAT_MAP.first_value(db, {"combat_id": combat_id})
            tokens = _tokens(db, combat_map)
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
        token_id, square, size = _place(_token_of(tokens, combatant))
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
    tokens = _tokens(db, None if combat is None else combat.map_id)
    rows = db.exec(
        select(Combatant)
        .where(col(Combatant.combat_id) == combat_id)
        .order_by(col(Combatant.order_position), col(Combatant.id))
    )
    return {int(row.id or 0): _stats(db, row, profile, _token_of(tokens, row)) for row in rows}


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
    placed = _owner_place(
        db, map_id, character_id=combatant.character_id, monster_id=combatant.monster_id
    )
    if combatant.character_id is not None:
        row = None if owner is None else detached_character(owner)
        return _character_stats(db, combatant, profile, placed, row)
    return _monster_stats(db, combatant, placed, owner)


def combatant_facts(row: Mapping[str, Any]) -> CombatantFacts:
    """A combatant row's values (raw, as ``raw_sql.select_rows`` gives them, or typed) as
    :class:`CombatantFacts`, its flags as ``bool``."""
    return CombatantFacts(
        id=int(row["id"]),
        combat_id=int(row["combat_id"]),
        character_id=row["character_id"],
        monster_id=row["monster_id"],
        order_position=row["order_position"],
        iniciativa=row["iniciativa"],
        initiative_total=row["initiative_total"],
        initiative_fumble=bool(row["initiative_fumble"]),
        actions=row["actions"],
        double_action=bool(row["double_action"]),
        lasting_penalty=bool(row["lasting_penalty"]),
        moved_m=row["moved_m"],
        majors_spent=row["majors_spent"],
        minors_spent=row["minors_spent"],
        out=bool(row["out"]),
        reload_state=row["reload_state"],
        damage_dealt=row["damage_dealt"],
        damage_taken=row["damage_taken"],
    )


def fighter_of(
    db: Session, combatant_id: int, profile: RulesProfile, *, combat_id: int | None = None
) -> FighterStats | None:
    """One combatant's fighting values by id (None when it is gone, or not of ``combat_id``
    when that is given): a single sheet read, where :func:`fighters` reads the whole fight."""
    row = db.get(Combatant, combatant_id)
    if row is None or (combat_id is not None and row.combat_id != combat_id):
        return None
    return fighter_stats(db, row, profile)


# Iniciativa is read for every character of a fight at its start and at each roll.
_IDS: BindParameter[list[int]] = bindparam("ids", expanding=True)
_ATTRIBUTES = FastSelect(
    sa_select(
        col(Character.id), col(Character.fisico), col(Character.destreza),
        col(Character.inteligencia), col(Character.percepcion),
    ).where(col(Character.id).in_(_IDS))
)
_SKILLS = FastSelect(
    sa_select(col(Skill.character_id), col(Skill.name), col(Skill.level)).where(
        col(Skill.character_id).in_(_IDS)
    )
)
_WORN = FastSelect(
    sa_select(
        col(EquipmentItem.character_id), col(EquipmentItem.kind), col(EquipmentItem.name),
        col(EquipmentItem.details),
    )
    .where(
        col(EquipmentItem.character_id).in_(_IDS),
        col(EquipmentItem.equipped),
        col(EquipmentItem.kind).in_(("armour", "shield")),
    )
    .order_by(col(EquipmentItem.position), col(EquipmentItem.id))
)


def character_iniciativa(db: Session, character_id: int) -> tuple[int, int]:
    """A character's Iniciativa (estorbo taken off) and estorbo from its sheet as it is now:
    what :func:`fighter_stats` gives, without reading the token or building the attacks."""
    found = characters_iniciativa(db, (character_id,))
    if character_id not in found:
        raise KeyError(f"character {character_id} is gone")
    return found[character_id]


def characters_iniciativa(
    db: Session, character_ids: Collection[int]
) -> dict[int, tuple[int, int]]:
    """Iniciativa and estorbo of each character (by id; the gone ones left out) in three
    statements: Percepción, the skills and the equipped armour and shield, given to the rules'
    :func:`~ryf_desktop.rules.character.iniciativa` the way the sheet gives them (the first
    equipped armour and shield in the sheet's order), without reading the whole sheet."""
    ids = list(character_ids)
    if not ids:
        return {}
    given = {"ids": ids}
    attributes = {
        int(character_id): Attributes(fisico, destreza, inteligencia, percepcion)
        for character_id, fisico, destreza, inteligencia, percepcion in _ATTRIBUTES.rows(
            db, given
        )
    }
    skills: dict[int, dict[str, int]] = {character_id: {} for character_id in attributes}
    for character_id, name, level in _SKILLS.rows(db, given):
        skills[character_id][name] = level
    armours: dict[int, Armour] = {}
    shields: dict[int, Shield] = {}
    for character_id, kind, name, details in _WORN.rows(db, given):
        # Only the estorbo counts here; the sheet reads the other values the same way.
        hindrance = detail_number(json_object(details).get("encumbrance"))
        if kind == "armour":
            armours.setdefault(character_id, Armour(name, 0, hindrance))
        else:
            shields.setdefault(character_id, Shield(name, 0, 0, hindrance))
    found: dict[int, tuple[int, int]] = {}
    for character_id, values in attributes.items():
        sheet = CharacterSheet(
            values,
            skills[character_id],
            armour=armours.get(character_id),
            shield=shields.get(character_id),
        )
        found[character_id] = (
            character_rules.iniciativa(sheet).value, character_rules.estorbo(sheet).value
        )
    return found


def monster_iniciativa(fields: str | None, stored: int) -> int:
    """A creature's Ini from its ``fields`` JSON, else ``stored`` (the combatant's value)."""
    value = _written_ini(fields)
    return stored if value is None else value


@functools.lru_cache(maxsize=256)
def _written_ini(fields: str | None) -> int | None:
    # By text: the creatures of a fight share a few snapshots, and every refresh of the
    # tracker would parse each one again.
    value = monster_value(json_object(fields), "ini")
    return None if value is None else _int(value)


def _stats(
    db: Session, combatant: Combatant, profile: RulesProfile, token: _Placed | None
) -> FighterStats:
    if combatant.character_id is not None:
        return _character_stats(db, combatant, profile, token, None)
    return _monster_stats(db, combatant, token, None)


def _owner_token_select(owner: Any) -> FastSelect:
    """The first token of the owner ``owner`` (a token's owner column) names on a map."""
    return FastSelect(
        sa_select(col(MapToken.id), col(MapToken.x), col(MapToken.y), col(MapToken.size))
        .where(col(MapToken.map_id) == bindparam("map_id"), owner == bindparam("owner_id"))
        .order_by(col(MapToken.id))
        .limit(1)
    )


# Both fighters' tokens are read at every attack: past SQLAlchemy's per-call work.
_CHARACTER_TOKEN = _owner_token_select(col(MapToken.character_id))
_MONSTER_TOKEN = _owner_token_select(col(MapToken.monster_id))


def _owner_place(
    db: Session, map_id: int | None, *, character_id: int | None, monster_id: int | None
) -> _Placed | None:
    """Where :func:`owner_token` stands, as plain values."""
    if map_id is None:
        return None
    if character_id is not None:
        found = _CHARACTER_TOKEN.rows(db, {"map_id": map_id, "owner_id": character_id})
    elif monster_id is not None:
        found = _MONSTER_TOKEN.rows(db, {"map_id": map_id, "owner_id": monster_id})
    else:
        return None
    return _Placed(*found[0]) if found else None


def owner_token(
    db: Session,
    map_id: int | None,
    *,
    character_id: int | None = None,
    monster_id: int | None = None,
) -> MapToken | None:
    """The (first) token of a character or monster on a map, if any."""
    if map_id is None:
        return None
    query = select(MapToken).where(col(MapToken.map_id) == map_id)
    if character_id is not None:
        query = query.where(col(MapToken.character_id) == character_id)
    elif monster_id is not None:
        query = query.where(col(MapToken.monster_id) == monster_id)
    else:
        return None
    return db.exec(query.order_by(col(MapToken.id))).first()


def _place(token: _Placed | None) -> tuple[int | None, Square | None, int]:
    if token is None:
        return None, None, 1
    return token.id, (token.x, token.y), token.size


def _character_stats(
    db: Session,
    combatant: Combatant | CombatantFacts,
    profile: RulesProfile,
    token: _Placed | None,
    row: Character | None,
) -> FighterStats:
    assert combatant.character_id is not None
    details = character_details(
        db, combatant.character_id, profile, row=row, count_tokens=False
    )
    if details is None:
        raise KeyError(f"character {combatant.character_id} of combatant {combatant.id} is gone")
    # The sheet's derived values and equipment without its skill lines and pyramid.
    derived, equipment = fighting_sheet(details, profile)
    values: dict[str, int] = {}
    for derived_value in derived:
        values.setdefault(derived_value.key, derived_value.value)
    row = details.character

    def value(key: str) -> int:
        return values[key]

    estorbo = value("estorbo")
    melee = value("melee_attack")
    ranged = value("ranged_attack")
    shield = next(
        (line for line in equipment if line.equipped and line.kind == "shield"), None
    )
    attacks = [
        AttackOption(
            key=ATTACK_UNARMED,
            label=translate("Fighters", "Unarmed"),
            kind=MELEE,
            modifier=melee,
            damage=UNARMED_DAMAGE,
            ranges=None,
            ignores_armour=False,
            reload=False,
            item_id=None,
        )
    ]
    for line in equipment:
        if line.equipped and line.kind == "weapon":
            attacks.extend(_weapon_options(line, melee, ranged, shield_held=shield is not None))
    spells: tuple[SpellOption, ...] = ()
    mana: int | None = None
    if profile.magic:
        spells = tuple(
            SpellOption(
                spell_id=int(spell.id or 0),
                name=spell.name,
                level=spell.level,
                difficulty=spell.difficulty,
                mana_cost=spell.mana_cost,
                modifier=row.inteligencia + spell.level - estorbo,
            )
            for spell in details.spells
        )
        mana = mana_max(row.inteligencia) - row.mana_spent
    token_id, square, size = _place(token)
    return FighterStats(
        combatant_id=int(combatant.id or 0),
        name=row.name,
        side=SIDE_NPC if row.kind == SIDE_NPC else SIDE_PC,
        character_id=combatant.character_id,
        monster_id=None,
        iniciativa=value("iniciativa"),
        estorbo=estorbo,
        defensa=value("defensa"),
        absorption=value("absorption"),
        shield_cobertura=0 if shield is None else _int(shield.details.get("cover")),
        pv_max=details.hp_max,
        wounds=row.wounds,
        state=details.state,
        lasting_shift=-1 if details.state is HealthState.MALHERIDO else 0,
        attacks=tuple(attacks),
        spells=spells,
        mana=mana,
        token_id=token_id,
        square=square,
        size=size,
    )


def _weapon_options(
    line: EquipmentLine, melee: int, ranged: int, *, shield_held: bool
) -> list[AttackOption]:
    details = line.details
    written = str(details.get("damage", "")).strip() or UNARMED_DAMAGE
    try:
        ranges = parse_ranges(str(details.get("range", "n/a")))
    except ValueError:
        ranges = None
    reload = bool(details.get("reload"))
    ignores = bool(details.get("ignores_armour"))
    two_handed_only = bool(details.get("two_handed"))
    try:
        parsed = parse_damage(written)
    except CatalogTextError:
        parsed = None
    damage = written
    form = DamageForm.SINGLE
    if parsed is not None:
        reload = reload or parsed.reload
        form = parsed.form
        if parsed.by_band is not None:
            damage = "/".join(part or "-" for part in parsed.by_band)
        else:
            damage = parsed.base
    item_id = line.id
    base_key = f"item:{item_id}"

    def option(key: str, label: str, kind: str, dice: str, bands: Ranges | None) -> AttackOption:
        return AttackOption(
            key=key,
            label=label,
            kind=kind,
            modifier=melee if kind == MELEE else ranged,
            damage=dice,
            ranges=bands,
            ignores_armour=ignores,
            reload=reload,
            item_id=item_id,
        )

    if ranges is not None:
        thrown_too = (
            str(details.get("era", "")) == "medieval"
            and not two_handed_only
            and not reload
            and form in (DamageForm.SINGLE, DamageForm.BY_GRIP)
        )
        if thrown_too:
            return [
                option(base_key, line.name, MELEE, damage, None),
                option(
                    f"{base_key}:throw",
                    fill(translate("Fighters", "%1 (thrown)"), line.name),
                    RANGED,
                    damage,
                    ranges,
                ),
            ]
        return [option(base_key, line.name, RANGED, damage, ranges)]
    if parsed is not None and parsed.by_grip is not None:
        one, two = parsed.by_grip.one_handed, parsed.by_grip.two_handed
        one_hand = option(base_key, f"{line.name} (1M)", MELEE, one, None)
        two_hands = option(f"{base_key}:2h", f"{line.name} (2M)", MELEE, two, None)
        if line.grip == "two_hands":
            return [two_hands]
        if shield_held:
            return [one_hand]
        return [one_hand, two_hands]
    return [option(base_key, line.name, MELEE, damage, None)]


def _int(value: object) -> int:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value)
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return 0
    return 0


def monster_value(fields: dict[str, Any], key: str) -> object:
    """A monster's value by the bestiary's key ("ini", "ata", "def", "abs", "dano")."""
    for name in _MONSTER_KEYS.get(key, (key,)):
        if name in fields:
            return fields[name]
    return None


_MONSTER_VALUES = FastSelect(
    sa_select(
        col(MonsterInstance.name), col(MonsterInstance.pv_max), col(MonsterInstance.wounds),
        col(MonsterInstance.fields),
    ).where(col(MonsterInstance.id) == bindparam("monster_id"))
)


class _MonsterValues(NamedTuple):
    name: str
    pv_max: int
    wounds: int
    fields: str


def _monster_stats(
    db: Session,
    combatant: Combatant | CombatantFacts,
    token: _Placed | None,
    owner: Mapping[str, Any] | None,
) -> FighterStats:
    assert combatant.monster_id is not None
    if owner is not None:
        instance = _MonsterValues(owner["name"], owner["pv_max"], owner["wounds"], owner["fields"])
    else:
        found = _MONSTER_VALUES.rows(db, {"monster_id": combatant.monster_id})
        if not found:
            raise KeyError(f"monster {combatant.monster_id} of combatant {combatant.id} is gone")
        instance = _MonsterValues(*found[0])
    fields = json_object(instance.fields)
    ini_value = monster_value(fields, "ini")
    iniciativa = combatant.iniciativa if ini_value is None else _int(ini_value)
    damage = str(monster_value(fields, "dano") or UNARMED_DAMAGE).strip() or UNARMED_DAMAGE
    attack = AttackOption(
        key=ATTACK_MONSTER,
        label=fill(translate("Fighters", "Attack (%1)"), damage),
        kind=MELEE,
        modifier=_int(monster_value(fields, "ata")),
        damage=damage,
        ranges=None,
        ignores_armour=False,
        reload=False,
        item_id=None,
    )
    state = creature_state(instance.pv_max, instance.wounds)
    token_id, square, size = _place(token)
    return FighterStats(
        combatant_id=int(combatant.id or 0),
        name=instance.name,
        side=SIDE_MONSTER,
        character_id=None,
        monster_id=combatant.monster_id,
        iniciativa=iniciativa,
        estorbo=0,
        defensa=_int(monster_value(fields, "def")),
        absorption=_int(monster_value(fields, "abs")),
        shield_cobertura=0,
        pv_max=instance.pv_max,
        wounds=instance.wounds,
        state=state,
        lasting_shift=rank_penalty(state),
        attacks=(attack,),
        spells=(),
        mana=None,
        token_id=token_id,
        square=square,
        size=size,
    )
