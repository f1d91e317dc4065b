"""Who a combatant is, as the round reads it from the records: name, side, health, its token.

A combatant fights for a character (a PC or an NPC) or a creature in play; its token is the
first token of that owner on the combat's map (any later one is scenery). The sides of a fight
are the characters against the creatures.
"""

from __future__ import annotations

from ryf_desktop.rules import character as character_rules
from ryf_desktop.rules.health import Health, HealthState, health_of
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.rules.sides import SIDE_PC, side_of_character
from ryf_desktop.session.fighting.character import character_sheet
from ryf_desktop.session.model import Records
from ryf_desktop.session.stored_values import as_int, json_object
from ryf_desktop.storage.records import (
    Character,
    Combat,
    Combatant,
    MapToken,
    MonsterInstance,
)

__all__ = [
    "Owner",
    "character_iniciativa",
    "health",
    "is_hidden",
    "monster_ini",
    "name_of",
    "owner",
    "owner_key",
    "owner_name",
    "side_of",
    "token_of",
]

#: A token's or a combatant's owner: ("c", character id) or ("m", creature id).
Owner = tuple[str, int]


def owner_key(character_id: int | None, monster_id: int | None) -> Owner:
    return ("c", character_id) if character_id is not None else ("m", int(monster_id or 0))


def owner_name(records: Records, character_id: int | None, monster_id: int | None) -> str:
    """The name of a character or a creature in play ("?" when it is gone)."""
    if character_id is not None:
        character = records.get(Character, character_id)
        return "?" if character is None else character.name
    monster = records.get(MonsterInstance, monster_id)
    return "?" if monster is None else monster.name


def name_of(records: Records, row: Combatant) -> str:
    return owner_name(records, row.character_id, row.monster_id)


def side_of(records: Records, row: Combatant) -> str:
    """"pc", "npc" or "monster"."""
    if row.character_id is None:
        return side_of_character(None)
    character = records.get(Character, row.character_id)
    return side_of_character(character.kind if character is not None else SIDE_PC)


def owner(records: Records, row: Combatant) -> Character | MonsterInstance | None:
    """The combatant's character or creature (None when it is gone)."""
    if row.character_id is not None:
        return records.get(Character, row.character_id)
    return records.get(MonsterInstance, row.monster_id)


def health(records: Records, row: Combatant, profile: RulesProfile) -> Health:
    """How hurt the combatant's character or creature is now (unhurt when it is gone)."""
    being = owner(records, row)
    if being is None:
        return Health(1, 0, HealthState.NORMAL)
    return health_of(being, profile)


def token_of(records: Records, map_id: int | None, row: Combatant) -> MapToken | None:
    """The token that fights for the combatant on the map ``map_id``, if any."""
    if map_id is None:
        return None
    if row.character_id is not None:
        tokens = records.of(MapToken, "character_id", row.character_id)
    else:
        tokens = records.of(MapToken, "monster_id", int(row.monster_id or 0))
    return next((token for token in tokens if token.map_id == map_id), None)


def is_hidden(records: Records, combat: Combat, row: Combatant) -> bool:
    """Whether the combatant's token on the combat's map is hidden from the players: what names
    it is then secret."""
    token = token_of(records, combat.map_id, row)
    return token is not None and token.hidden


def monster_ini(monster: MonsterInstance | None, stored: int) -> int:
    """A creature's Ini from its fields (the bestiary's "ini", or "initiative"), else
    ``stored`` (the combatant's value)."""
    if monster is None:
        return stored
    fields = json_object(monster.fields)
    for key in ("ini", "initiative"):
        if key in fields:
            return as_int(fields[key])
    return stored


def character_iniciativa(records: Records, character_id: int) -> tuple[int, int] | None:
    """A character's Iniciativa (estorbo taken off) and estorbo from its sheet as it is now
    (Percepción, Reflejos, the first equipped armour and shield in the sheet's order); None
    when the character is gone."""
    character = records.get(Character, character_id)
    if character is None:
        return None
    sheet = character_sheet(records, character)
    return character_rules.iniciativa(sheet).value, character_rules.estorbo(sheet).value
