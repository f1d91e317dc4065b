"""What views read from the session: plain frozen dataclasses and detached rows, never live
objects of a database session, so a view cannot change the campaign behind the session's back.

PV máx and the health state come from the rules (``rules.health``) under the campaign's
profile; the log's ``detail`` is the ``"detail"`` text of an entry's JSON data.
"""

from __future__ import annotations

import functools
import json
import sqlite3
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import bindparam, func
from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from ryf_desktop.rules.health import HealthState, hp_max, state
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.storage.raw_sql import FastSelect, fast_get, table_of, typed_row
from ryf_desktop.storage.tables import (
    Character,
    Combat,
    EquipmentItem,
    LogEntry,
    Map,
    MapToken,
    Skill,
    Specialisation,
    Spell,
)


@dataclass(frozen=True, slots=True)
class CharacterSummary:
    """One line of the GM's character list."""

    id: int
    name: str
    player: str
    #: "pc" or "npc".
    kind: str
    wounds: int
    hp_max: int
    state: HealthState
    position: int = 0

    @property
    def current_hp(self) -> int:
        return self.hp_max - self.wounds


@dataclass(frozen=True, slots=True)
class CharacterDetails:
    """A whole character sheet: the (detached) row and everything that belongs to it."""

    character: Character
    skills: tuple[Skill, ...]
    #: Skill id → the names of its specialisations.
    specialisations: dict[int, tuple[str, ...]]
    spells: tuple[Spell, ...]
    equipment: tuple[EquipmentItem, ...]
    hp_max: int
    state: HealthState
    #: How many map tokens stand for the character.
    token_count: int

    @property
    def id(self) -> int:
        return int(self.character.id or 0)

    @property
    def name(self) -> str:
        return self.character.name


@dataclass(frozen=True, slots=True)
class LogLine:
    """One entry of the campaign's roll and event log."""

    id: int
    at: datetime
    game_day: int
    kind: str
    text: str
    detail: str
    character_id: int | None = None
    combat_id: int | None = None
    #: Kept off every player surface: the GM asked for it, or it names a hidden combatant
    #: (``"secret": true`` in the entry's data).
    secret: bool = False


@dataclass(frozen=True, slots=True)
class CampaignCounts:
    characters: int
    maps: int
    tokens: int
    combats: int
    log_entries: int


# The character list reads them again whenever a character is hurt in a fight.
_SUMMARIES = FastSelect(
    sa_select(
        col(Character.id), col(Character.name), col(Character.player), col(Character.kind),
        col(Character.wounds), col(Character.fisico), col(Character.position),
    ).order_by(col(Character.position), col(Character.id))
)


def character_summaries(
    db: Session | sqlite3.Connection, profile: RulesProfile
) -> list[CharacterSummary]:
    return [
        CharacterSummary(
            id=int(character_id),
            name=name,
            player=player,
            kind=kind,
            wounds=wounds,
            hp_max=hp_max(fisico, profile),
            state=state(fisico, wounds, profile),
            position=position,
        )
        for character_id, name, player, kind, wounds, fisico, position in _SUMMARIES.rows(db)
    ]


def _rows_of(model: Any, order: tuple[Any, ...]) -> tuple[FastSelect, tuple[str, ...]]:
    statement = (
        sa_select(*table_of(model).columns)
        .where(table_of(model).c.character_id == bindparam("character_id"))
        .order_by(*order)
    )
    return FastSelect(statement), tuple(column.name for column in table_of(model).columns)


# A sheet is read whenever it opens, and a character's fighting values at every attack: the
# rows are read past the ORM and built without validation (they come from the file as is).
_SKILLS, _SKILL_NAMES = _rows_of(Skill, (col(Skill.position), col(Skill.id)))
_SPELLS, _SPELL_NAMES = _rows_of(Spell, (col(Spell.position), col(Spell.id)))
_EQUIPMENT, _EQUIPMENT_NAMES = _rows_of(
    EquipmentItem, (col(EquipmentItem.position), col(EquipmentItem.id))
)
_SPECIALISATIONS = FastSelect(
    sa_select(col(Specialisation.skill_id), col(Specialisation.name))
    .where(col(Specialisation.skill_id).in_(bindparam("skill_ids", expanding=True)))
    .order_by(col(Specialisation.id))
)
_CHARACTER_TABLE = table_of(Character)
_TOKEN_COUNT = FastSelect(
    sa_select(func.count())
    .select_from(MapToken)
    .where(col(MapToken.character_id) == bindparam("character_id"))
)


def character_details(
    db: Session,
    character_id: int,
    profile: RulesProfile,
    *,
    row: Character | None = None,
    count_tokens: bool = True,
) -> CharacterDetails | None:
    """The whole sheet of a character; None when it is gone.

    ``row`` is the character's row when the caller has already read it in this transaction
    (an attack has photographed it): it is used as it is. Without ``count_tokens`` the
    ``token_count`` is 0 (a fighter's values do not depend on it)."""
    if row is None:
        row = fast_get(db, Character, character_id)
        if row is None:
            return None
    given = {"character_id": character_id}
    skills = tuple(
        Skill.model_construct(**dict(zip(_SKILL_NAMES, values, strict=True)))
        for values in _SKILLS.rows(db, given)
    )
    names: dict[int, list[str]] = defaultdict(list)
    skill_ids = [skill.id for skill in skills]
    if skill_ids:
        for skill_id, name in _SPECIALISATIONS.rows(db, {"skill_ids": skill_ids}):
            names[skill_id].append(name)
    spells = tuple(
        Spell.model_construct(**dict(zip(_SPELL_NAMES, values, strict=True)))
        for values in _SPELLS.rows(db, given)
    )
    equipment = tuple(
        EquipmentItem.model_construct(**dict(zip(_EQUIPMENT_NAMES, values, strict=True)))
        for values in _EQUIPMENT.rows(db, given)
    )
    tokens = _TOKEN_COUNT.first_value(db, given) if count_tokens else 0
    return CharacterDetails(
        character=row,
        skills=skills,
        specialisations={key: tuple(value) for key, value in names.items()},
        spells=spells,
        equipment=equipment,
        hp_max=hp_max(row.fisico, profile),
        state=state(row.fisico, row.wounds, profile),
        token_count=int(tokens or 0),
    )


def detached_character(row: Mapping[str, Any]) -> Character:
    """A character row from its raw values (as ``raw_sql.select_rows`` gives them), built
    without validation like the sheet's other rows, for reading only: about a tenth of the
    ORM's own construction, which an attack would pay for each fighter."""
    return Character.model_construct(**typed_row(_CHARACTER_TABLE, row))


_LOG_COLUMNS = (
    col(LogEntry.id), col(LogEntry.at), col(LogEntry.game_day), col(LogEntry.kind),
    col(LogEntry.text), col(LogEntry.data), col(LogEntry.character_id), col(LogEntry.combat_id),
)
# Read after every step of a fight (the log follows it), so past SQLAlchemy's per-call work.
_NEWEST_LOG = FastSelect(
    sa_select(*_LOG_COLUMNS).order_by(col(LogEntry.id).desc()).limit(bindparam("limit"))
)


def log_lines(db: Session | sqlite3.Connection, limit: int) -> list[LogLine]:
    """The newest ``limit`` entries, oldest first (the order a log view shows them)."""
    rows = _NEWEST_LOG.rows(db, {"limit": max(0, limit)})
    rows.reverse()
    return [
        LogLine(
            id=int(entry_id),
            at=_time(at),
            game_day=game_day,
            kind=kind,
            text=text,
            detail=_detail(data),
            character_id=character_id,
            combat_id=combat_id,
            secret=_secret(data),
        )
        for entry_id, at, game_day, kind, text, data, character_id, combat_id in rows
    ]


def _time(text: str) -> datetime:
    try:
        return datetime.fromisoformat(text)
    except ValueError:  # written by hand with the sqlite3 client, say: keep the entry
        return datetime.fromtimestamp(0, UTC)


@functools.lru_cache(maxsize=512)
def _detail(data: str) -> str:
    # By text: the log view reads its newest lines again after every step of a fight, and
    # all but the newest were parsed the step before (the result depends on the text alone).
    try:
        value = json.loads(data)
    except ValueError:
        return ""
    detail = value.get("detail", "") if isinstance(value, dict) else ""
    return detail if isinstance(detail, str) else json.dumps(detail, ensure_ascii=False)


@functools.lru_cache(maxsize=512)
def _secret(data: str) -> bool:
    # By text, as _detail: the newest lines are read again after every step of a fight.
    try:
        value = json.loads(data)
    except ValueError:
        return False
    return isinstance(value, dict) and value.get("secret") is True


# The overview counts again whenever what it counts can have changed (a start of a fight).
_COUNTS = FastSelect(
    sa_select(
        *(
            sa_select(func.count()).select_from(table).scalar_subquery()
            for table in (Character, Map, MapToken, Combat, LogEntry)
        )
    )
)


def campaign_counts(db: Session | sqlite3.Connection) -> CampaignCounts:
    characters, maps, tokens, combats, log_entries = _COUNTS.rows(db)[0]
    return CampaignCounts(
        characters=int(characters),
        maps=int(maps),
        tokens=int(tokens),
        combats=int(combats),
        log_entries=int(log_entries),
    )
