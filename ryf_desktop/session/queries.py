"""What views read of the characters: plain frozen dataclasses made from the model's records
(or a command's draft over them), never the file.

PV máx and the health state come from the rules (:func:`~ryf_desktop.rules.health.health_of`)
under the campaign's profile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, TypeVar

from ryf_desktop.rules.health import HealthState, health_of
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.model import Records
from ryf_desktop.storage.records import (
    Character,
    EquipmentItem,
    Skill,
    Specialisation,
    Spell,
)

__all__ = [
    "CharacterDetails",
    "CharacterSummary",
    "character_details",
    "character_summaries",
    "listed",
]


class _Listed(Protocol):
    @property
    def id(self) -> int: ...

    @property
    def position(self) -> int: ...


L = TypeVar("L", bound=_Listed)


def listed(records: list[L]) -> list[L]:
    """``records`` in the order a sheet or list shows them: by position, then by id."""
    return sorted(records, key=lambda record: (record.position, record.id))


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
    """A whole character sheet: the character's record and everything that belongs to it."""

    character: Character
    skills: tuple[Skill, ...]
    #: Skill id → the names of its specialisations.
    specialisations: dict[int, tuple[str, ...]]
    spells: tuple[Spell, ...]
    equipment: tuple[EquipmentItem, ...]
    hp_max: int
    state: HealthState

    @property
    def id(self) -> int:
        return self.character.id

    @property
    def name(self) -> str:
        return self.character.name


def character_summaries(records: Records, profile: RulesProfile) -> list[CharacterSummary]:
    """Every character, in the list's order."""
    summaries = []
    for row in listed(records.all(Character)):
        health = health_of(row, profile)
        summaries.append(CharacterSummary(
            id=row.id, name=row.name, player=row.player, kind=row.kind, wounds=row.wounds,
            hp_max=health.pv_max, state=health.state, position=row.position,
        ))
    return summaries


def character_details(
    records: Records, character_id: int, profile: RulesProfile
) -> CharacterDetails | None:
    """The whole sheet of a character; None when it is gone."""
    row = records.get(Character, character_id)
    if row is None:
        return None
    skills = tuple(listed(records.of(Skill, "character_id", character_id)))
    names = {
        skill.id: tuple(special.name
                        for special in records.of(Specialisation, "skill_id", skill.id))
        for skill in skills
    }
    health = health_of(row, profile)
    return CharacterDetails(
        character=row,
        skills=skills,
        specialisations={skill_id: found for skill_id, found in names.items() if found},
        spells=tuple(listed(records.of(Spell, "character_id", character_id))),
        equipment=tuple(listed(records.of(EquipmentItem, "character_id", character_id))),
        hp_max=health.pv_max,
        state=health.state,
    )
