"""A character's fighting values: :func:`character_stats` from its sheet as it is now, and
:func:`characters_iniciativa` (Iniciativa and estorbo) for many characters in three statements."""

from __future__ import annotations

import dataclasses
from collections.abc import Collection

from PySide6.QtCore import QCoreApplication
from sqlalchemy import BindParameter, bindparam
from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from ryf_desktop.rules import character as character_rules
from ryf_desktop.rules.attacks import UNARMED_DAMAGE
from ryf_desktop.rules.character import Armour, Attributes, CharacterSheet, Shield
from ryf_desktop.rules.health import HealthState
from ryf_desktop.rules.magic import mana_max
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.fighter_records import (
    ATTACK_UNARMED,
    MELEE,
    SIDE_NPC,
    SIDE_PC,
    AttackOption,
    CombatantFacts,
    FighterStats,
    SpellOption,
    as_int,
)
from ryf_desktop.session.fighter_tokens import Placed, place_of
from ryf_desktop.session.queries import character_details
from ryf_desktop.session.sheet_queries import detail_number, fighting_sheet, json_object
from ryf_desktop.session.weapon_attacks import attack_skills, weapon_options
from ryf_desktop.storage.raw_sql import FastSelect
from ryf_desktop.storage.tables import Character, Combatant, EquipmentItem, Skill

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


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


def character_stats(
    db: Session,
    combatant: Combatant | CombatantFacts,
    profile: RulesProfile,
    token: Placed | None,
    row: Character | None,
) -> FighterStats:
    """A character's :class:`FighterStats` from its sheet now (``row`` when read already)."""
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
    skills = attack_skills(details)
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
            attacks.extend(weapon_options(line, melee, ranged, shield_held=shield is not None))
    attacks = [dataclasses.replace(option, **skills[option.kind]) for option in attacks]
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
    token_id, square, size = place_of(token)
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
        shield_cobertura=0 if shield is None else as_int(shield.details.get("cover")),
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
        tokens=row.tokens,
        token_penalty=row.token_penalty,
    )
