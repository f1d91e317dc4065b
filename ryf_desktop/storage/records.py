"""The plain records of an open campaign: one frozen dataclass per table of the file.

The session keeps the whole campaign in memory as these records (its model) and the views read
them; the storage repositories load them at open and write a command's change of them in one
transaction. They carry the table's column names, types and defaults (a test compares them with
:mod:`ryf_desktop.storage.tables`), so a record is a row without the ORM: it can be compared,
kept as an undo step's "before" and handed to any thread.

Change a record with :func:`dataclasses.replace`; never mutate one (they are frozen).
An :class:`Image` in the model carries no bytes (``data`` is None): pictures are read on demand.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import Any

from ryf_desktop.rules.profile import RulesProfile

#: The id of the single row of the ``campaign`` table.
CAMPAIGN_ID = 1
#: Bounds the file's CHECK constraints put on attributes and levels.
ATTRIBUTE_MIN = 1
ATTRIBUTE_MAX = 20
LEVEL_MAX = 20
#: The largest map side in squares, and the largest token footprint.
GRID_MAX = 1000
TOKEN_SIZE_MAX = 6
#: The longest title and text of a handout (the file's CHECK constraint and the import's).
HANDOUT_TITLE_MAX = 200
HANDOUT_TEXT_MAX = 4000


def utc_now_text() -> str:
    """The current time as stored in the file: ISO 8601, UTC, with seconds."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def dump_json(value: Any) -> str:
    """JSON text for a column holding the variable part of a row (compact, stable key order)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def load_json(text: str) -> Any:
    return json.loads(text)


@dataclass(frozen=True, slots=True, kw_only=True)
class Record:
    """What every record has: its id (the table's primary key)."""

    id: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Campaign(Record):
    id: int = CAMPAIGN_ID
    name: str
    setting: str
    in_game_day: int = 1
    attribute_points: int = 30
    hp_per_fisico: int = 4
    skill_pyramids: str = "heroic"
    critical_damage: str = "d6_per_10"
    explode_attribute_rolls: bool = False
    diagonal_rule: str = "alternate"
    magic: bool = True
    notes: str = ""
    created_at: str = field(default_factory=utc_now_text)

    def rules_profile(self) -> RulesProfile:
        # Every key of the profile (RULES.md §10) is a column of its own: from_dict picks them.
        return RulesProfile.from_dict(asdict(self))

    @staticmethod
    def profile_values(profile: RulesProfile) -> dict[str, Any]:
        """The campaign's columns for ``profile`` (``replace(campaign, **values)``)."""
        return profile.to_dict()


@dataclass(frozen=True, slots=True, kw_only=True)
class Image(Record):
    mime: str
    width: int
    height: int
    sha256: str
    #: The picture's bytes when a command adds it; None in the model (read on demand).
    data: bytes | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class Character(Record):
    kind: str = "pc"
    name: str
    player: str = ""
    concept: str = ""
    background: str = ""
    notes: str = ""
    portrait_image_id: int | None = None
    fisico: int = 5
    destreza: int = 5
    inteligencia: int = 5
    percepcion: int = 5
    social_class: str = ""
    money: int = 0
    wounds: int = 0
    tokens: int = 0
    token_penalty: bool = False
    xp: int = 0
    mana_spent: int = 0
    in_creation: bool = False
    position: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Skill(Record):
    character_id: int
    name: str
    attribute: str
    level: int = 0
    position: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Specialisation(Record):
    skill_id: int
    name: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Spell(Record):
    character_id: int
    name: str
    level: int = 0
    difficulty: int = 15
    mana_cost: int = 0
    notes: str = ""
    position: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class EquipmentItem(Record):
    character_id: int
    name: str
    kind: str = "gear"
    catalog_name: str = ""
    quantity: int = 1
    equipped: bool = False
    grip: str = ""
    details: str = "{}"
    notes: str = ""
    position: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class CatalogEntry(Record):
    kind: str
    name: str
    fields: str = "{}"


@dataclass(frozen=True, slots=True, kw_only=True)
class MonsterInstance(Record):
    catalog_name: str
    name: str
    number: int = 1
    pv_max: int
    wounds: int = 0
    fields: str = "{}"
    notes: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Map(Record):
    name: str
    background_image_id: int | None = None
    grid_width: int = 30
    grid_height: int = 20
    image_scale: float = 70.0
    image_offset_x: float = 0.0
    image_offset_y: float = 0.0
    walls: str = "[]"
    difficult: str = "[]"
    fog: str = "[]"
    doors: str = "[]"
    open_doors: str = "[]"
    segments: str = "[]"
    lights: str = "[]"
    notes: str = ""
    position: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class MapToken(Record):
    map_id: int
    character_id: int | None = None
    monster_id: int | None = None
    x: int = 0
    y: int = 0
    size: int = 1
    hidden: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Combat(Record):
    name: str = ""
    map_id: int | None = None
    status: str = "preparing"
    round: int = 0
    turn_position: int = 0
    started_day: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class Combatant(Record):
    combat_id: int
    character_id: int | None = None
    monster_id: int | None = None
    iniciativa: int = 0
    initiative_total: int | None = None
    initiative_fumble: bool = False
    order_position: int = 0
    actions: int = 1
    double_action: bool = False
    majors_left: int = 1
    minors_left: int = 1
    moved_m: float = 0.0
    diagonals_taken: int = 0
    reload_state: str = "{}"
    out: bool = False
    majors_spent: int = 0
    minors_spent: int = 0
    lasting_penalty: bool = False
    damage_dealt: int = 0
    damage_taken: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class LogEntry(Record):
    at: str = field(default_factory=utc_now_text)
    game_day: int = 1
    kind: str = "note"
    text: str = ""
    data: str = "{}"
    character_id: int | None = None
    combat_id: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class HealingRecord(Record):
    healer_id: int
    patient_id: int
    day: int
    success: bool
    critical: bool = False
    healed: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Handout(Record):
    """A picture or a short text the GM may show the players (schema 5)."""

    title: str
    text: str = ""
    image_id: int | None = None
    position: int = 0
    created_at: str = field(default_factory=utc_now_text)


#: Every kind of record, parents before children (the order a change inserts them in).
RECORD_KINDS: tuple[type[Record], ...] = (
    Campaign, Image, Character, Skill, Specialisation, Spell, EquipmentItem, HealingRecord,
    CatalogEntry, MonsterInstance, Map, MapToken, Combat, Combatant, LogEntry, Handout,
)
