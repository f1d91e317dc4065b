"""The one change event: :class:`Changed`, what one committed step changed, by kind and id.

The session emits it once per step (a push, an undo, a redo, a logged roll) after the model is
up to date; views refresh what it names and read the model.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from typing import Any

from ryf_desktop.storage import records as r
from ryf_desktop.storage.change import Change, Edit

#: A map's fields that are its square layers (a reveal, a brush stroke, a door, a wall line).
MAP_SQUARE_FIELDS = ("walls", "difficult", "fog", "doors", "open_doors", "segments", "lights")
#: A map's fields the list of maps shows or sorts by.
_MAP_LIST_FIELDS = ("name", "grid_width", "grid_height", "position")
_COMBAT_LIST_FIELDS = ("name", "status")


@dataclass(frozen=True, slots=True)
class Changed:
    """What one committed step changed; empty fields are unchanged."""

    #: The campaign record: name, setting, rules profile, in-game day, notes.
    campaign: bool = False
    #: Characters whose record, skills, specialisations, spells, items or healing records
    #: changed (added and removed ones too).
    characters: frozenset[int] = frozenset()
    #: A character was added, removed or moved in the list.
    character_list: bool = False
    monsters: frozenset[int] = frozenset()
    #: Maps whose record or tokens changed (added and removed ones too).
    maps: frozenset[int] = frozenset()
    #: A map was added, removed, renamed, resized or moved in the list.
    map_list: bool = False
    #: Maps whose square layers (walls, terrain, fog, doors, wall lines, lights) changed.
    map_squares: frozenset[int] = frozenset()
    tokens: frozenset[int] = frozenset()
    #: Combats whose record or combatants changed (added and removed ones too).
    combats: frozenset[int] = frozenset()
    #: A combat was added or removed, or its name or status changed.
    combat_list: bool = False
    combatants: frozenset[int] = frozenset()
    #: New lines of the log, by id, oldest first.
    log_added: tuple[int, ...] = ()
    #: Lines taken off the log (an undo).
    log_removed: frozenset[int] = frozenset()
    gm_entries: frozenset[int] = frozenset()
    images: frozenset[int] = frozenset()
    #: Handouts added, edited or removed.
    handouts: frozenset[int] = frozenset()
    #: A handout was added, removed or moved in the list.
    handout_list: bool = False

    def __bool__(self) -> bool:
        return any(getattr(self, field.name) for field in fields(self))

    def __str__(self) -> str:
        parts = []
        if self.campaign:
            parts.append("campaign")
        for name in ("characters", "monsters", "maps", "tokens", "combats", "combatants",
                     "gm_entries", "images", "handouts"):
            ids = getattr(self, name)
            if ids:
                parts.append(f"{name} {{{', '.join(map(str, sorted(ids)))}}}")
        if self.map_squares:
            parts.append(f"squares of maps {{{', '.join(map(str, sorted(self.map_squares)))}}}")
        for name in ("character_list", "map_list", "combat_list", "handout_list"):
            if getattr(self, name):
                parts.append(name.replace("_", " "))
        if self.log_added:
            parts.append(f"log +{len(self.log_added)}")
        if self.log_removed:
            parts.append(f"log -{len(self.log_removed)}")
        return "; ".join(parts) or "nothing"


class _Collect:
    """The sets a :class:`Changed` is made of, filled edit by edit."""

    def __init__(self) -> None:
        self.flags: set[str] = set()
        self.ids: dict[str, set[int]] = {}
        self.log_added: list[int] = []

    def add(self, name: str, *values: int | None) -> None:
        found = self.ids.setdefault(name, set())
        found.update(value for value in values if value is not None)

    def made(self) -> Changed:
        values: dict[str, Any] = {name: frozenset(ids) for name, ids in self.ids.items()}
        values.update(dict.fromkeys(self.flags, True))
        return Changed(log_added=tuple(sorted(self.log_added)), **values)


def _moved(edit: Edit, names: Iterable[str]) -> bool:
    """Whether the edit adds or removes its record or changes one of ``names``."""
    if edit.before is None or edit.after is None:
        return True
    return any(getattr(edit.before, name) != getattr(edit.after, name) for name in names)


def changed_by(change: Change, skill_owner: Callable[[int], int | None]) -> Changed:
    """The event for ``change``; ``skill_owner`` gives the character of a skill id (the model's)."""
    found = _Collect()
    skills_in_change = {
        record.id: record.character_id
        for edit in change.edits
        for record in (edit.before, edit.after)
        if isinstance(record, r.Skill)
    }
    for edit in change.edits:
        for record in (edit.before, edit.after):
            if record is not None:
                _collect(found, edit, record, skills_in_change, skill_owner)
    return found.made()


def _collect(
    found: _Collect,
    edit: Edit,
    record: r.Record,
    skills: dict[int, int],
    skill_owner: Callable[[int], int | None],
) -> None:
    match record:
        case r.Campaign():
            found.flags.add("campaign")
        case r.Character():
            found.add("characters", record.id)
            if _moved(edit, ("position",)):
                found.flags.add("character_list")
        case r.Skill() | r.Spell() | r.EquipmentItem():
            found.add("characters", record.character_id)
        case r.Specialisation():
            found.add("characters", skills.get(record.skill_id) or skill_owner(record.skill_id))
        case r.HealingRecord():
            found.add("characters", record.healer_id, record.patient_id)
        case r.MonsterInstance():
            found.add("monsters", record.id)
        case r.Map():
            found.add("maps", record.id)
            if _moved(edit, _MAP_LIST_FIELDS):
                found.flags.add("map_list")
            if _moved(edit, MAP_SQUARE_FIELDS):
                found.add("map_squares", record.id)
        case r.MapToken():
            found.add("tokens", record.id)
            found.add("maps", record.map_id)
        case r.Combat():
            found.add("combats", record.id)
            if _moved(edit, _COMBAT_LIST_FIELDS):
                found.flags.add("combat_list")
        case r.Combatant():
            found.add("combatants", record.id)
            found.add("combats", record.combat_id)
        case r.LogEntry():
            if edit.before is None and record.id not in found.log_added:
                found.log_added.append(record.id)
            elif edit.after is None:
                found.add("log_removed", record.id)
        case r.CatalogEntry():
            found.add("gm_entries", record.id)
        case r.Image():
            found.add("images", record.id)
        case r.Handout():
            found.add("handouts", record.id)
            if _moved(edit, ("position",)):
                found.flags.add("handout_list")
