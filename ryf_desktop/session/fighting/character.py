"""A character's fighting values (:func:`character_stats`) from its records as they are now:
Iniciativa = Percepción + Reflejos − estorbo, Defensa with the equipped shield, absorption of the
equipped armour (the first equipped armour and shield in the sheet's order, as the sheet reads
them); its attacks ``"unarmed"`` (1d6, always there) and one or more per equipped weapon
(:mod:`~ryf_desktop.session.fighting.weapons`); its spells and maná left when the profile has
magic (``SpellOption.modifier`` = Inteligencia + level − estorbo).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules import character as sheet_rules
from ryf_desktop.rules.attacks import UNARMED_DAMAGE
from ryf_desktop.rules.character import Armour, Attributes, CharacterSheet, Shield
from ryf_desktop.rules.health import health_of
from ryf_desktop.rules.magic import casting_attribute, mana_left
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.rules.sides import side_of_character
from ryf_desktop.session.fighting.stats import (
    ATTACK_UNARMED,
    MELEE,
    AttackOption,
    FighterStats,
    SpellOption,
)
from ryf_desktop.session.fighting.weapons import attack_skills, weapon_options
from ryf_desktop.session.model import Records
from ryf_desktop.session.queries import listed
from ryf_desktop.session.stored_values import as_int, json_object
from ryf_desktop.storage.records import Character, EquipmentItem, MapToken, Skill, Spell

__all__ = ["character_sheet", "character_stats"]

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate


def _worn(items: Sequence[EquipmentItem], kind: str) -> EquipmentItem | None:
    return next((item for item in items if item.equipped and item.kind == kind), None)


def rules_sheet(
    character: Character, skills: Sequence[Skill], items: Sequence[EquipmentItem],
    details: dict[int, dict[str, Any]],
) -> CharacterSheet:
    """The numbers the rules derive the fighting values from, as the sheet reads them
    (``details``: each item's stored details, by id)."""
    armour, shield = _worn(items, "armour"), _worn(items, "shield")
    armour_of = {} if armour is None else details[armour.id]
    shield_of = {} if shield is None else details[shield.id]
    return CharacterSheet(
        Attributes(character.fisico, character.destreza, character.inteligencia,
                   character.percepcion),
        {skill.name: skill.level for skill in skills},
        armour=None if armour is None else Armour(
            armour.name, as_int(armour_of.get("absorption")),
            as_int(armour_of.get("encumbrance")),
        ),
        shield=None if shield is None else Shield(
            shield.name, as_int(shield_of.get("defense")), as_int(shield_of.get("cover")),
            as_int(shield_of.get("encumbrance")),
        ),
    )


def stored_sheet(
    character: Character, skills: Sequence[Skill], items: Sequence[EquipmentItem]
) -> CharacterSheet:
    """:func:`rules_sheet` with each item's details read from its stored JSON."""
    return rules_sheet(character, skills, items,
                       {item.id: json_object(item.details) for item in items})


def character_sheet(records: Records, character: Character) -> CharacterSheet:
    """The character's sheet as the rules read it: its skills, the first armour and shield worn
    in the sheet's order."""
    return stored_sheet(character, listed(records.of(Skill, "character_id", character.id)),
                        listed(records.of(EquipmentItem, "character_id", character.id)))


def _attacks(
    records: Records, sheet: CharacterSheet, skills: Sequence[Skill],
    items: Sequence[EquipmentItem], details: dict[int, dict[str, Any]],
) -> tuple[AttackOption, ...]:
    """Unarmed and the equipped weapons' attacks, each with the skill it rolls."""
    melee = sheet_rules.melee_attack(sheet).value
    ranged = sheet_rules.ranged_attack(sheet).value
    attacks = [
        AttackOption(
            key=ATTACK_UNARMED,
            label=translate("Fighters", "Unarmed"),
            kind=MELEE,
            modifier=melee,
            damage=UNARMED_DAMAGE,
        )
    ]
    shield_held = sheet.shield is not None
    for item in items:
        if item.equipped and item.kind == "weapon":
            attacks.extend(
                weapon_options(item, details[item.id], melee, ranged, shield_held=shield_held)
            )
    skill_of = attack_skills(records, skills)
    return tuple(dataclasses.replace(option, **skill_of[option.kind]) for option in attacks)


def _spells(
    records: Records, character: Character, profile: RulesProfile, estorbo: int
) -> tuple[tuple[SpellOption, ...], int | None]:
    """The character's spells and maná left (none without magic)."""
    if not profile.magic:
        return (), None
    spells = tuple(
        SpellOption(
            spell_id=spell.id,
            name=spell.name,
            level=spell.level,
            difficulty=spell.difficulty,
            mana_cost=spell.mana_cost,
            modifier=casting_attribute(character.inteligencia, estorbo) + spell.level,
        )
        for spell in listed(records.of(Spell, "character_id", character.id))
    )
    return spells, mana_left(character.inteligencia, character.mana_spent)


def character_stats(
    records: Records,
    character: Character,
    profile: RulesProfile,
    token: MapToken | None,
    *,
    combatant_id: int = 0,
) -> FighterStats:
    """A character's :class:`FighterStats` as combatant ``combatant_id`` (0: out of a fight)."""
    skills: list[Skill] = listed(records.of(Skill, "character_id", character.id))
    items: list[EquipmentItem] = listed(
        records.of(EquipmentItem, "character_id", character.id)
    )
    details = {item.id: json_object(item.details) for item in items}
    sheet = rules_sheet(character, skills, items, details)
    shield = _worn(items, "shield")
    estorbo = sheet_rules.estorbo(sheet).value
    spells, mana = _spells(records, character, profile, estorbo)
    health = health_of(character, profile)
    return FighterStats(
        combatant_id=combatant_id,
        name=character.name,
        side=side_of_character(character.kind),
        character_id=character.id,
        monster_id=None,
        iniciativa=sheet_rules.iniciativa(sheet).value,
        estorbo=estorbo,
        defensa=sheet_rules.defensa(sheet).value,
        absorption=sheet_rules.absorption(sheet).value,
        shield_cobertura=0 if shield is None else as_int(details[shield.id].get("cover")),
        pv_max=health.pv_max,
        wounds=character.wounds,
        state=health.state,
        lasting_shift=health.lasting_shift,
        attacks=_attacks(records, sheet, skills, items, details),
        spells=spells,
        mana=mana,
        token_id=None if token is None else token.id,
        square=None if token is None else (token.x, token.y),
        size=1 if token is None else token.size,
        tokens=character.tokens,
        token_penalty=character.token_penalty,
    )
