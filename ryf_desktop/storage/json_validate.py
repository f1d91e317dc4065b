"""Validation of an imported JSON document (see :mod:`~ryf_desktop.storage.json_export` for the
format) into rows ready for bulk insertion.

The whole document is checked before anything is written: types and ranges of every field,
unknown fields, that every reference (a portrait, a token's character, a log entry's combat)
names an entry of the document, that ids are unique, that squares and tokens lie on their map's
grid, and that each image's bytes match its SHA-256 and its MIME type. The first problem raises
:class:`~ryf_desktop.storage.errors.ImportValidationError` naming the field's path.

Ranges are those a campaign can sensibly hold, wider than the creation rules (an NPC may have
Físico 14): attributes 1..20, skill and spell levels 0..20, wounds, money and counters ≥ 0.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ryf_desktop.rules.character import Attribute
from ryf_desktop.rules.profile import (
    MAX_ATTRIBUTE_POINTS,
    MIN_ATTRIBUTE_POINTS,
    CriticalDamage,
    DiagonalRule,
    PyramidFamily,
)
from ryf_desktop.rules.skills import Setting
from ryf_desktop.storage.errors import ImportProblem, ImportValidationError
from ryf_desktop.storage.json_export import CAMPAIGN_FORMAT, CHARACTER_FORMAT, FORMAT_VERSION
from ryf_desktop.storage.json_handouts import read_handouts
from ryf_desktop.storage.json_images import read_images
from ryf_desktop.storage.json_map_features import read_lights, read_segments
from ryf_desktop.storage.json_reader import (
    ID_MAX,
    MAX_DEPTH,
    DocumentIds,
    Obj,
    Row,
    bounded_float,
    bounded_int,
    check_values,
    expected,
    fail,
)
from ryf_desktop.storage.records import dump_json
from ryf_desktop.storage.squares import pack_squares
from ryf_desktop.storage.tables import (
    ATTRIBUTE_MAX,
    ATTRIBUTE_MIN,
    GRID_MAX,
    LEVEL_MAX,
    TOKEN_SIZE_MAX,
)

BIG = 10**12
NAME_MAX = 200
TEXT_MAX = 100_000
#: The most log lines an import takes (documented in the README): years of weekly games, and
#: an import of them in a few seconds (300,000 took 7.8 s and 526 MB).
LOG_LINES_MAX = 200_000
ATTRIBUTES = tuple(str(attribute) for attribute in Attribute)
KINDS = ("pc", "npc")
GRIPS = ("", "one_hand", "two_hands")
COMBAT_STATUSES = ("preparing", "running", "ended")
HEADER_FIELDS = ("format", "format_version", "schema_version", "program", "exported_at")


@dataclass
class CharacterRows:
    doc_id: int | None
    #: Character columns; ``portrait_image_id`` is a document image id.
    row: Row
    skills: list[tuple[Row, list[str]]] = field(default_factory=list)
    spells: list[Row] = field(default_factory=list)
    equipment: list[Row] = field(default_factory=list)


@dataclass
class CampaignRows:
    campaign: Row
    images: list[Row]
    characters: list[CharacterRows]
    catalog: list[Row]
    monsters: list[Row]
    maps: list[Row]
    tokens: list[Row]
    combats: list[Row]
    combatants: list[Row]
    log: list[Row]
    healing: list[Row]
    #: Handout columns; ``image_id`` is a document image id (schema 5).
    handouts: list[Row] = field(default_factory=list)


def parse_json(text: str) -> Any:
    """``json.loads`` that refuses NaN and Infinity, reporting errors as a bad document."""

    def no_constants(name: str) -> Any:
        fail("", f"{name} is not a number JSON allows", ImportProblem.CONSTANT_NOT_ALLOWED,
             name=name)

    try:
        data = json.loads(
            text, parse_constant=no_constants, parse_int=bounded_int, parse_float=bounded_float
        )
    except json.JSONDecodeError as error:
        raise ImportValidationError(
            "", f"not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})",
            reason=ImportProblem.NOT_JSON, line=error.lineno, column=error.colno,
            detail=error.msg,
        ) from error
    except RecursionError as error:
        raise ImportValidationError(
            "", "nested too deeply", reason=ImportProblem.NESTED_TOO_DEEPLY, depth=MAX_DEPTH
        ) from error
    check_values(data)
    return data


def _check_format(data: Any, kind: str) -> None:
    """Refuse another kind of document before complaining about its fields."""
    if not isinstance(data, dict):
        expected("", "an object", data, ImportProblem.EXPECTED_OBJECT)
    found = data.get("format")
    if found != kind:
        if found == CHARACTER_FORMAT:
            fail("format", "this file holds one character, not a campaign: import it into a "
                 "campaign with Import character…", ImportProblem.CHARACTER_NOT_CAMPAIGN)
        if found == CAMPAIGN_FORMAT:
            fail("format", "this file holds a whole campaign, not one character: use Import "
                 "campaign…", ImportProblem.CAMPAIGN_NOT_CHARACTER)
        expected("format", repr(kind) + " (this is not a RyF Desktop export)", found,
                 ImportProblem.NOT_AN_EXPORT, kind=kind)
    version = data.get("format_version")
    if type(version) is int and version > FORMAT_VERSION:
        fail("format_version", f"this file was exported by a newer RyF Desktop (format {version}, "
             f"this version reads up to {FORMAT_VERSION}); update the program to import it",
             ImportProblem.NEWER_FORMAT, found=version, known=FORMAT_VERSION)


def _check_header(root: Obj) -> None:
    root.integer("format_version", 1, FORMAT_VERSION)
    root.integer("schema_version", 1, 10_000, default=1)
    root.text("program", NAME_MAX, default="")
    root.timestamp("exported_at", default="2000-01-01T00:00:00+00:00")


def validate_campaign_document(data: Any) -> CampaignRows:
    _check_format(data, CAMPAIGN_FORMAT)
    root = Obj(data, "", (
        *HEADER_FIELDS, "campaign", "images", "characters", "catalog", "monsters", "maps",
        "combats", "log", "healing", "handouts",
    ))
    _check_header(root)
    campaign = _campaign(root.obj("campaign", (
        "name", "setting", "in_game_day", "notes", "created_at", "rules_profile",
    )))
    images = read_images(root)
    image_ids = {row["id"] for row in images}
    characters: list[CharacterRows] = []
    character_ids = DocumentIds()
    for path, item in root.items("characters"):
        character = Obj(item, path, (*CHARACTER_FIELDS, "id"))
        doc_id = character_ids.add(character)
        characters.append(_character(character, image_ids, doc_id))
    catalog = _catalog(root)
    monster_ids = DocumentIds()
    monsters = [_monster(Obj(item, path, MONSTER_FIELDS), monster_ids)
                for path, item in root.items("monsters")]
    owners = _Owners(character_ids.seen, monster_ids.seen)
    map_ids = DocumentIds()
    maps: list[Row] = []
    tokens: list[Row] = []
    for path, item in root.items("maps"):
        map_row, map_tokens = _map(Obj(item, path, MAP_FIELDS), map_ids, image_ids, owners)
        maps.append(map_row)
        tokens.extend(map_tokens)
    combat_ids = DocumentIds()
    combats: list[Row] = []
    combatants: list[Row] = []
    for path, item in root.items("combats"):
        combat, fighters = _combat(Obj(item, path, COMBAT_FIELDS), combat_ids, map_ids.seen, owners)
        combats.append(combat)
        combatants.extend(fighters)
    log = [_log(Obj(item, path, LOG_FIELDS), character_ids.seen, combat_ids.seen)
           for path, item in root.items("log", max_items=LOG_LINES_MAX)]
    healing = [_healing(Obj(item, path, HEALING_FIELDS), character_ids.seen)
               for path, item in root.items("healing")]
    return CampaignRows(campaign, images, characters, catalog, monsters, maps, tokens, combats,
                        combatants, log, healing, read_handouts(root, image_ids))


def validate_character_document(data: Any) -> tuple[CharacterRows, list[Row]]:
    """The character of a character document and the images it refers to."""
    _check_format(data, CHARACTER_FORMAT)
    root = Obj(data, "", (*HEADER_FIELDS, "character", "images"))
    _check_header(root)
    images = read_images(root)
    character = _character(
        root.obj("character", CHARACTER_FIELDS), {row["id"] for row in images}, None
    )
    return character, images


@dataclass
class _Owners:
    characters: set[int]
    monsters: set[int]

    def read(self, entry: Obj) -> tuple[int | None, int | None]:
        """The ``character`` or ``monster`` an entry belongs to (exactly one of them)."""
        character = entry.value.get("character")
        monster = entry.value.get("monster")
        if (character is None) == (monster is None):
            fail(entry.path, "expected exactly one of 'character' and 'monster'",
                 ImportProblem.CHARACTER_OR_MONSTER)
        if character is not None:
            return _reference(entry, "character", self.characters), None
        return None, _reference(entry, "monster", self.monsters)


def _reference(entry: Obj, key: str, known: set[int], *, nullable: bool = False) -> int:
    if nullable and entry.value.get(key) is None:
        return 0
    value = entry.integer(key, 1, ID_MAX)
    if value not in known:
        fail(entry.at(key), f"refers to {key} {value}, which is not in the file",
             ImportProblem.DANGLING_REFERENCE, key=key, id=value)
    return value


def _optional_reference(entry: Obj, key: str, known: set[int]) -> int | None:
    value = _reference(entry, key, known, nullable=True)
    return value or None


def _campaign(campaign: Obj) -> Row:
    profile = campaign.obj("rules_profile", (
        "attribute_points", "hp_per_fisico", "skill_pyramids", "critical_damage",
        "explode_attribute_rolls", "diagonal_rule", "magic",
    ))
    row: Row = {
        "name": campaign.text("name", NAME_MAX, required=True),
        "setting": campaign.choice("setting", [str(setting) for setting in Setting]),
        "in_game_day": campaign.integer("in_game_day", 1, 10_000_000, default=1),
        "notes": campaign.text("notes", TEXT_MAX, default=""),
        "attribute_points": profile.integer("attribute_points", MIN_ATTRIBUTE_POINTS,
                                               MAX_ATTRIBUTE_POINTS),
        "hp_per_fisico": profile.integer("hp_per_fisico", 1, 20),
        "skill_pyramids": profile.choice("skill_pyramids", [str(v) for v in PyramidFamily]),
        "critical_damage": profile.choice("critical_damage", [str(v) for v in CriticalDamage]),
        "explode_attribute_rolls": profile.flag("explode_attribute_rolls"),
        "diagonal_rule": profile.choice("diagonal_rule", [str(v) for v in DiagonalRule]),
        "magic": profile.flag("magic"),
    }
    if campaign.has("created_at"):
        row["created_at"] = campaign.timestamp("created_at")
    return row


CHARACTER_FIELDS = (
    "kind", "name", "player", "concept", "background", "notes", "portrait_image", "attributes",
    "social_class", "money", "wounds", "tokens", "token_penalty", "xp", "mana_spent",
    "in_creation", "position", "skills", "spells", "equipment",
)


def _character(character: Obj, image_ids: set[int], doc_id: int | None) -> CharacterRows:
    attributes = character.obj("attributes", ATTRIBUTES)
    row: Row = {
        "kind": character.choice("kind", KINDS, default="pc"),
        "name": character.text("name", NAME_MAX, required=True),
        "player": character.text("player", NAME_MAX, default=""),
        "concept": character.text("concept", TEXT_MAX, default=""),
        "background": character.text("background", TEXT_MAX, default=""),
        "notes": character.text("notes", TEXT_MAX, default=""),
        "portrait_image_id": _optional_reference(character, "portrait_image", image_ids),
        **{
            name: attributes.integer(name, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
            for name in ATTRIBUTES
        },
        "social_class": character.text("social_class", NAME_MAX, default=""),
        "money": character.integer("money", 0, BIG, default=0),
        "wounds": character.integer("wounds", 0, 1_000_000, default=0),
        "tokens": character.integer("tokens", 0, 1000, default=0),
        "token_penalty": character.flag("token_penalty", default=False),
        "xp": character.integer("xp", 0, 1_000_000, default=0),
        "mana_spent": character.integer("mana_spent", 0, 1_000_000, default=0),
        "in_creation": character.flag("in_creation", default=False),
        "position": character.integer("position", 0, ID_MAX, default=0),
    }
    result = CharacterRows(doc_id, row)
    skill_names: set[str] = set()
    for path, item in character.items("skills"):
        skill = Obj(item, path, ("name", "attribute", "level", "position", "specialisations"))
        name = skill.text("name", NAME_MAX, required=True)
        if name in skill_names:
            fail(skill.at("name"), f"the skill {name!r} is listed twice",
                 ImportProblem.SKILL_TWICE, name=name)
        skill_names.add(name)
        specialisations: list[str] = []
        for special_path, special in skill.items("specialisations"):
            if not isinstance(special, str) or not special.strip() or len(special) > NAME_MAX:
                expected(special_path, f"a name of 1 to {NAME_MAX} characters", special,
                         ImportProblem.EXPECTED_NAME, max=NAME_MAX)
            if special in specialisations:
                fail(special_path, f"the specialisation {special!r} is listed twice",
                     ImportProblem.SPECIALISATION_TWICE, name=special)
            specialisations.append(special)
        result.skills.append(({
            "name": name,
            "attribute": skill.choice("attribute", ATTRIBUTES),
            "level": skill.integer("level", 0, LEVEL_MAX),
            "position": skill.integer("position", 0, ID_MAX, default=0),
        }, specialisations))
    for path, item in character.items("spells"):
        spell = Obj(item, path, ("name", "level", "difficulty", "mana_cost", "notes", "position"))
        result.spells.append({
            "name": spell.text("name", NAME_MAX, required=True),
            "level": spell.integer("level", 0, LEVEL_MAX),
            "difficulty": spell.integer("difficulty", 0, 100),
            "mana_cost": spell.integer("mana_cost", 0, 1000),
            "notes": spell.text("notes", TEXT_MAX, default=""),
            "position": spell.integer("position", 0, ID_MAX, default=0),
        })
    for path, item in character.items("equipment"):
        equipment = Obj(item, path, (
            "name", "kind", "catalog_name", "quantity", "equipped", "grip", "details", "notes",
            "position",
        ))
        result.equipment.append({
            "name": equipment.text("name", NAME_MAX, required=True),
            "kind": equipment.text("kind", 50, default="gear"),
            "catalog_name": equipment.text("catalog_name", NAME_MAX, default=""),
            "quantity": equipment.integer("quantity", 0, 1_000_000, default=1),
            "equipped": equipment.flag("equipped", default=False),
            "grip": equipment.choice("grip", GRIPS, default=""),
            "details": dump_json(equipment.free_object("details")),
            "notes": equipment.text("notes", TEXT_MAX, default=""),
            "position": equipment.integer("position", 0, ID_MAX, default=0),
        })
    return result


def _catalog(root: Obj) -> list[Row]:
    entries: list[Row] = []
    seen: set[tuple[str, str]] = set()
    for path, item in root.items("catalog"):
        entry = Obj(item, path, ("kind", "name", "fields"))
        kind = entry.text("kind", 50, required=True)
        name = entry.text("name", NAME_MAX, required=True)
        if (kind, name) in seen:
            fail(entry.at("name"), f"the {kind} {name!r} is listed twice",
                 ImportProblem.ENTRY_TWICE, kind=kind, name=name)
        seen.add((kind, name))
        fields = dump_json(entry.free_object("fields"))
        entries.append({"kind": kind, "name": name, "fields": fields})
    return entries


MONSTER_FIELDS = ("id", "catalog_name", "name", "number", "pv_max", "wounds", "fields", "notes")


def _monster(monster: Obj, ids: DocumentIds) -> Row:
    return {
        "id": ids.add(monster),
        "catalog_name": monster.text("catalog_name", NAME_MAX, required=True),
        "name": monster.text("name", NAME_MAX, required=True),
        "number": monster.integer("number", 1, 100_000, default=1),
        "pv_max": monster.integer("pv_max", 1, 1_000_000),
        "wounds": monster.integer("wounds", 0, 1_000_000, default=0),
        "fields": dump_json(monster.free_object("fields")),
        "notes": monster.text("notes", TEXT_MAX, default=""),
    }


MAP_FIELDS = (
    "id", "name", "background_image", "grid_width", "grid_height", "image_scale",
    "image_offset_x", "image_offset_y", "walls", "difficult", "fog", "doors", "open_doors",
    "notes", "position", "tokens", "segments", "lights",
)
SQUARE_SETS = ("walls", "difficult", "fog", "doors", "open_doors")


def _map(
    entry: Obj, ids: DocumentIds, image_ids: set[int], owners: _Owners
) -> tuple[Row, list[Row]]:
    map_id = ids.add(entry)
    width = entry.integer("grid_width", 1, GRID_MAX)
    height = entry.integer("grid_height", 1, GRID_MAX)
    row: Row = {
        "id": map_id,
        "name": entry.text("name", NAME_MAX, required=True),
        "background_image_id": _optional_reference(entry, "background_image", image_ids),
        "grid_width": width,
        "grid_height": height,
        "image_scale": entry.number("image_scale", 0.001, 100_000, default=70.0),
        "image_offset_x": entry.number("image_offset_x", -1e7, 1e7, default=0.0),
        "image_offset_y": entry.number("image_offset_y", -1e7, 1e7, default=0.0),
        "notes": entry.text("notes", TEXT_MAX, default=""),
        "position": entry.integer("position", 0, ID_MAX, default=0),
        "segments": read_segments(entry),
        "lights": read_lights(entry),
    }
    square_sets: dict[str, set[tuple[int, int]]] = {}
    for key in SQUARE_SETS:
        squares: set[tuple[int, int]] = set()
        for path, item in entry.items(key, max_items=GRID_MAX * GRID_MAX):
            if (
                not isinstance(item, list)
                or len(item) != 2
                or any(type(value) is not int for value in item)
                or not (0 <= item[0] < width and 0 <= item[1] < height)
            ):
                expected(path, f"a square [x, y] on the {width}×{height} grid", item,
                         ImportProblem.EXPECTED_SQUARE, width=width, height=height)
            squares.add((item[0], item[1]))
        square_sets[key] = squares
        row[key] = pack_squares(squares)
    for path, item in entry.items("open_doors"):
        if (item[0], item[1]) not in square_sets["doors"]:
            fail(path, f"the square {item} is not a door of this map",
                 ImportProblem.NOT_A_DOOR, square=f"[{item[0]}, {item[1]}]")
    tokens: list[Row] = []
    for path, item in entry.items("tokens"):
        token = Obj(item, path, ("character", "monster", "x", "y", "size", "hidden"))
        character_id, monster_id = owners.read(token)
        size = token.integer("size", 1, TOKEN_SIZE_MAX, default=1)
        tokens.append({
            "map_id": map_id,
            "character_id": character_id,
            "monster_id": monster_id,
            "x": token.integer("x", 0, max(0, width - size)),
            "y": token.integer("y", 0, max(0, height - size)),
            "size": size,
            "hidden": token.flag("hidden", default=False),
        })
    return row, tokens


COMBAT_FIELDS = (
    "id", "name", "map", "status", "round", "turn_position", "started_day", "combatants",
)
COMBATANT_FIELDS = (
    "character", "monster", "iniciativa", "initiative_total", "initiative_fumble",
    "order_position", "actions", "double_action", "majors_left", "minors_left", "moved_m",
    "diagonals_taken", "reload_state", "out", "majors_spent", "minors_spent", "lasting_penalty",
    "damage_dealt", "damage_taken",
)


def _combat(
    entry: Obj, ids: DocumentIds, map_ids: set[int], owners: _Owners
) -> tuple[Row, list[Row]]:
    combat_id = ids.add(entry)
    row: Row = {
        "id": combat_id,
        "name": entry.text("name", NAME_MAX, default=""),
        "map_id": _optional_reference(entry, "map", map_ids),
        "status": entry.choice("status", COMBAT_STATUSES, default="preparing"),
        "round": entry.integer("round", 0, 1_000_000, default=0),
        "turn_position": entry.integer("turn_position", 0, 100_000, default=0),
        "started_day": entry.integer("started_day", 1, 10_000_000, default=1),
    }
    fighters: list[Row] = []
    for path, item in entry.items("combatants"):
        fighter = Obj(item, path, COMBATANT_FIELDS)
        character_id, monster_id = owners.read(fighter)
        reload_state = fighter.free_object("reload_state")
        for weapon, loaded in reload_state.items():
            if not isinstance(loaded, bool):
                expected(f"{fighter.at('reload_state')}.{weapon}", "true or false", loaded,
                         ImportProblem.EXPECTED_FLAG)
        fighters.append({
            "combat_id": combat_id,
            "character_id": character_id,
            "monster_id": monster_id,
            "iniciativa": fighter.integer("iniciativa", -1000, 1000, default=0),
            "initiative_total": fighter.optional_integer("initiative_total", -1000, 1_000_000),
            "initiative_fumble": fighter.flag("initiative_fumble", default=False),
            "order_position": fighter.integer("order_position", 0, 100_000, default=0),
            "actions": fighter.integer("actions", 0, 1000, default=1),
            "double_action": fighter.flag("double_action", default=False),
            "majors_left": fighter.integer("majors_left", 0, 1000, default=1),
            "minors_left": fighter.integer("minors_left", 0, 1000, default=1),
            "moved_m": fighter.number("moved_m", 0, 10_000, default=0.0),
            "diagonals_taken": fighter.integer("diagonals_taken", 0, 100_000, default=0),
            "reload_state": dump_json(reload_state),
            "out": fighter.flag("out", default=False),
            # Schema 3: documents exported before it lack these and start from nothing spent.
            "majors_spent": fighter.integer("majors_spent", 0, 1000, default=0),
            "minors_spent": fighter.integer("minors_spent", 0, 1000, default=0),
            "lasting_penalty": fighter.flag("lasting_penalty", default=False),
            "damage_dealt": fighter.integer("damage_dealt", 0, 10_000_000, default=0),
            "damage_taken": fighter.integer("damage_taken", 0, 10_000_000, default=0),
        })
    return row, fighters


LOG_FIELDS = ("at", "game_day", "kind", "text", "data", "character", "combat")


def _log(entry: Obj, character_ids: set[int], combat_ids: set[int]) -> Row:
    return {
        "at": entry.timestamp("at"),
        "game_day": entry.integer("game_day", 1, 10_000_000, default=1),
        "kind": entry.text("kind", 50, default="note"),
        "text": entry.text("text", TEXT_MAX, default=""),
        "data": dump_json(entry.free_object("data")),
        "character_id": _optional_reference(entry, "character", character_ids),
        "combat_id": _optional_reference(entry, "combat", combat_ids),
    }


HEALING_FIELDS = ("healer", "patient", "day", "success", "critical", "healed")


def _healing(entry: Obj, character_ids: set[int]) -> Row:
    return {
        "healer_id": _reference(entry, "healer", character_ids),
        "patient_id": _reference(entry, "patient", character_ids),
        "day": entry.integer("day", 1, 10_000_000),
        "success": entry.flag("success"),
        "critical": entry.flag("critical", default=False),
        "healed": entry.integer("healed", 0, 100_000, default=0),
    }

