"""The campaign (or one character) as a versioned JSON document.

Campaign document (``"format": "ryf-desktop-campaign"``, ``"format_version": 1``)::

    {"format", "format_version", "schema_version", "program", "exported_at",
     "campaign": {"name", "setting", "in_game_day", "notes", "created_at",
                  "rules_profile": {every key of RULES.md §10}},
     "images":     [{"id", "mime", "width", "height", "sha256", "data": base64}],
     "characters": [{"id", "kind", "name", ..., "portrait_image": image id or null,
                     "attributes": {"fisico", "destreza", "inteligencia", "percepcion"},
                     "skills": [{"name", "attribute", "level", "position",
                                 "specialisations": [names]}],
                     "spells": [...], "equipment": [{..., "details": {...}}]}],
     "catalog":    [{"kind", "name", "fields": {...}}],
     "monsters":   [{"id", "catalog_name", "name", "number", "pv_max", "wounds", "fields",
                     "notes"}],
     "maps":       [{"id", "name", "background_image", "grid_width", "grid_height", "image_scale",
                     "image_offset_x", "image_offset_y", "walls", "difficult", "fog", "doors",
                     "open_doors" (each a list of [x, y] squares),
                     "segments": [{"x1", "y1", "x2", "y2", "kind", "closed"}],
                     "lights": [{"x", "y", "radius", "color", "intensity", "shadows"}]
                     (in squares, as :mod:`~ryf_desktop.storage.map_features_codec`; absent
                     in older exports = none), "notes", "position",
                     "tokens": [{"character" or "monster": id, "x", "y", "size", "hidden"}]}],
     "combats":    [{"id", "name", "map", "status", "round", "turn_position", "started_day",
                     "combatants": [{"character" or "monster": id, "iniciativa", ...,
                                     "majors_spent", "minors_spent", "lasting_penalty",
                                     "damage_dealt", "damage_taken" (schema 3; 0/false when
                                     absent)}]}],
     "log":        [{"at", "game_day", "kind", "text", "data", "character", "combat"}],
     "healing":    [{"healer", "patient", "day", "success", "critical", "healed"}],
     "handouts":   [{"title", "text", "image": image id or null, "position", "created_at"}]
                   (schema 5; absent in older exports = none)}

``id`` fields exist only on what other entries refer to, and only inside the document (an import
into a new file keeps them). Lists are in id order. The JSON columns of the tables (details,
fields, data, reload_state) appear as JSON objects, not as text. A character document
(``"format": "ryf-desktop-character"``) holds ``"character"`` (as above, without ``id``) and the
``"images"`` its portrait needs.
"""

from __future__ import annotations

import base64
import json
from collections import defaultdict
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlmodel import Session, col, select

from ryf_desktop.storage.file_format import SCHEMA_VERSION
from ryf_desktop.storage.locking import PROGRAM_NAME
from ryf_desktop.storage.map_features_codec import unpack_lights, unpack_segments
from ryf_desktop.storage.squares import unpack_squares
from ryf_desktop.storage.tables import (
    CAMPAIGN_ID,
    Campaign,
    CatalogEntry,
    Character,
    Combat,
    Combatant,
    EquipmentItem,
    Handout,
    HealingRecord,
    Image,
    LogEntry,
    Map,
    MapToken,
    MonsterInstance,
    Skill,
    Specialisation,
    Spell,
)

CAMPAIGN_FORMAT = "ryf-desktop-campaign"
CHARACTER_FORMAT = "ryf-desktop-character"
FORMAT_VERSION = 1


def _header(kind: str) -> dict[str, Any]:
    return {
        "format": kind,
        "format_version": FORMAT_VERSION,
        "schema_version": SCHEMA_VERSION,
        "program": PROGRAM_NAME,
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }


def campaign_document(session: Session) -> dict[str, Any]:
    """Everything in the campaign, read in the caller's (one) transaction."""
    campaign = session.get(Campaign, CAMPAIGN_ID)
    if campaign is None:
        raise ValueError("the file has no campaign row")
    characters = list(session.exec(select(Character).order_by(col(Character.id))))
    children = _CharacterChildren(session, None)
    tokens: dict[int, list[MapToken]] = defaultdict(list)
    for token in session.exec(select(MapToken).order_by(col(MapToken.id))):
        tokens[token.map_id].append(token)
    combatants: dict[int, list[Combatant]] = defaultdict(list)
    for combatant in session.exec(select(Combatant).order_by(col(Combatant.id))):
        combatants[combatant.combat_id].append(combatant)
    return {
        **_header(CAMPAIGN_FORMAT),
        "campaign": {
            **_columns(campaign, "name setting in_game_day notes created_at"),
            "rules_profile": campaign.rules_profile().to_dict(),
        },
        "images": [_image(image) for image in session.exec(select(Image).order_by(col(Image.id)))],
        "characters": [
            {"id": character.id, **_character(character, children)} for character in characters
        ],
        "catalog": [
            {"kind": entry.kind, "name": entry.name, "fields": json.loads(entry.fields)}
            for entry in session.exec(select(CatalogEntry).order_by(col(CatalogEntry.id)))
        ],
        "monsters": [
            {
                **_columns(monster, "id catalog_name name number pv_max wounds"),
                "fields": json.loads(monster.fields),
                "notes": monster.notes,
            }
            for monster in session.exec(select(MonsterInstance).order_by(col(MonsterInstance.id)))
        ],
        "maps": [
            _map(map_row, tokens[map_row.id or 0])
            for map_row in session.exec(select(Map).order_by(col(Map.id)))
        ],
        "combats": [
            _combat(combat, combatants[combat.id or 0])
            for combat in session.exec(select(Combat).order_by(col(Combat.id)))
        ],
        "log": [
            {
                **_columns(entry, "at game_day kind text"),
                "data": json.loads(entry.data),
                "character": entry.character_id,
                "combat": entry.combat_id,
            }
            for entry in session.exec(select(LogEntry).order_by(col(LogEntry.id)))
        ],
        "healing": [
            {
                "healer": record.healer_id,
                "patient": record.patient_id,
                **_columns(record, "day success critical healed"),
            }
            for record in session.exec(select(HealingRecord).order_by(col(HealingRecord.id)))
        ],
        "handouts": [
            {
                **_columns(handout, "title text"),
                "image": handout.image_id,
                **_columns(handout, "position created_at"),
            }
            for handout in session.exec(select(Handout).order_by(col(Handout.id)))
        ],
    }


def character_document(session: Session, character_id: int) -> dict[str, Any]:
    character = session.get(Character, character_id)
    if character is None:
        raise KeyError(f"there is no character with id {character_id}")
    images = []
    if character.portrait_image_id is not None:
        portrait = session.get(Image, character.portrait_image_id)
        if portrait is not None:
            images.append(_image(portrait))
    return {
        **_header(CHARACTER_FORMAT),
        "character": _character(character, _CharacterChildren(session, character_id)),
        "images": images,
    }


class _CharacterChildren:
    """Skills, specialisations, spells and equipment grouped by character, read in bulk."""

    def __init__(self, session: Session, character_id: int | None) -> None:
        def rows(table: Any, column: Any) -> Any:
            statement = select(table)
            if character_id is not None:
                statement = statement.where(column == character_id)
            return session.exec(statement.order_by(table.id))

        self.skills: dict[int, list[Skill]] = defaultdict(list)
        for skill in rows(Skill, Skill.character_id):
            self.skills[skill.character_id].append(skill)
        skill_ids = {skill.id for group in self.skills.values() for skill in group}
        self.specialisations: dict[int, list[str]] = defaultdict(list)
        specials = select(Specialisation).order_by(col(Specialisation.id))
        if character_id is not None:
            specials = specials.where(col(Specialisation.skill_id).in_(skill_ids))
        for special in session.exec(specials):
            self.specialisations[special.skill_id].append(special.name)
        self.spells: dict[int, list[Spell]] = defaultdict(list)
        for spell in rows(Spell, Spell.character_id):
            self.spells[spell.character_id].append(spell)
        self.equipment: dict[int, list[EquipmentItem]] = defaultdict(list)
        for item in rows(EquipmentItem, EquipmentItem.character_id):
            self.equipment[item.character_id].append(item)


def _character(character: Character, children: _CharacterChildren) -> dict[str, Any]:
    key = character.id or 0
    return {
        **_columns(character, "kind name player concept background notes"),
        "portrait_image": character.portrait_image_id,
        "attributes": _columns(character, "fisico destreza inteligencia percepcion"),
        **_columns(character, "social_class money wounds tokens token_penalty xp mana_spent "
                              "in_creation position"),
        "skills": [
            {
                **_columns(skill, "name attribute level position"),
                "specialisations": children.specialisations[skill.id or 0],
            }
            for skill in children.skills[key]
        ],
        "spells": [
            _columns(spell, "name level difficulty mana_cost notes position")
            for spell in children.spells[key]
        ],
        "equipment": [
            {
                **_columns(item, "name kind catalog_name quantity equipped grip"),
                "details": json.loads(item.details),
                **_columns(item, "notes position"),
            }
            for item in children.equipment[key]
        ],
    }


def _image(image: Image) -> dict[str, Any]:
    return {
        **_columns(image, "id mime width height sha256"),
        "data": base64.b64encode(image.data).decode("ascii"),
    }


def _squares(text: str) -> list[list[int]]:
    ordered = sorted(unpack_squares(text), key=lambda square: (square[1], square[0]))
    return [[x, y] for x, y in ordered]


def _features(column: str, check: Callable[[str], object]) -> list[Any]:
    """A segments or lights column as JSON, checked first so a damaged one stops the export."""
    check(column)
    items: list[Any] = json.loads(column)
    return items


def _map(map_row: Map, tokens: list[MapToken]) -> dict[str, Any]:
    return {
        **_columns(map_row, "id name"),
        "background_image": map_row.background_image_id,
        **_columns(map_row, "grid_width grid_height image_scale image_offset_x image_offset_y"),
        **{name: _squares(getattr(map_row, name))
           for name in ("walls", "difficult", "fog", "doors", "open_doors")},
        "segments": _features(map_row.segments, unpack_segments),
        "lights": _features(map_row.lights, unpack_lights),
        **_columns(map_row, "notes position"),
        "tokens": [
            {
                **_owner(token.character_id, token.monster_id),
                **_columns(token, "x y size hidden"),
            }
            for token in tokens
        ],
    }


def _combat(combat: Combat, combatants: list[Combatant]) -> dict[str, Any]:
    return {
        **_columns(combat, "id name"),
        "map": combat.map_id,
        **_columns(combat, "status round turn_position started_day"),
        "combatants": [
            {
                **_owner(fighter.character_id, fighter.monster_id),
                **_columns(fighter, "iniciativa initiative_total initiative_fumble order_position "
                                    "actions double_action majors_left minors_left moved_m "
                                    "diagonals_taken"),
                "reload_state": json.loads(fighter.reload_state),
                **_columns(fighter, "out majors_spent minors_spent lasting_penalty damage_dealt "
                                    "damage_taken"),
            }
            for fighter in combatants
        ],
    }


def _columns(row: Any, names: str) -> dict[str, Any]:
    """The columns ``names`` (space-separated) of ``row``, under their own names: most of the
    document is the tables' columns as they are; only what is renamed or decoded is spelt out."""
    return {name: getattr(row, name) for name in names.split()}


def _owner(character_id: int | None, monster_id: int | None) -> dict[str, int]:
    if character_id is not None:
        return {"character": character_id}
    return {"monster": monster_id or 0}
