"""A creature's fighting values from its ``monster_instance.fields`` snapshot (the bestiary's
keys ``ini``, ``ata``, ``def``, ``abs``, ``dano``, or their English names)."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication
from sqlalchemy import bindparam
from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from ryf_desktop.rules.attacks import UNARMED_DAMAGE
from ryf_desktop.rules.health import creature_state, rank_penalty
from ryf_desktop.session.fighter_records import (
    ATTACK_MONSTER,
    MELEE,
    SIDE_MONSTER,
    AttackOption,
    CombatantFacts,
    FighterStats,
    as_int,
)
from ryf_desktop.session.fighter_tokens import Placed, place_of
from ryf_desktop.session.sheet_queries import json_object
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.raw_sql import FastSelect
from ryf_desktop.storage.tables import Combatant, MonsterInstance

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

#: Names a monster's values may be stored under: the bestiary's keys first.
_MONSTER_KEYS: dict[str, tuple[str, ...]] = {
    "ini": ("ini", "initiative"),
    "ata": ("ata", "attack"),
    "def": ("def", "defense", "defensa"),
    "abs": ("abs", "absorption"),
    "dano": ("dano", "damage", "daño"),
}


def monster_iniciativa(fields: str | None, stored: int) -> int:
    """A creature's Ini from its ``fields`` JSON, else ``stored`` (the combatant's value)."""
    value = _written_ini(fields)
    return stored if value is None else value


@functools.lru_cache(maxsize=256)
def _written_ini(fields: str | None) -> int | None:
    # By text: the creatures of a fight share a few snapshots, and every refresh of the
    # tracker would parse each one again.
    value = monster_value(json_object(fields), "ini")
    return None if value is None else as_int(value)


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


def monster_stats(
    db: Session,
    combatant: Combatant | CombatantFacts,
    token: Placed | None,
    owner: Mapping[str, Any] | None,
) -> FighterStats:
    """A creature's :class:`FighterStats` (``owner``: its row when read already)."""
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
    iniciativa = combatant.iniciativa if ini_value is None else as_int(ini_value)
    damage = str(monster_value(fields, "dano") or UNARMED_DAMAGE).strip() or UNARMED_DAMAGE
    attack = AttackOption(
        key=ATTACK_MONSTER,
        label=fill(translate("Fighters", "Attack (%1)"), damage),
        kind=MELEE,
        modifier=as_int(monster_value(fields, "ata")),
        damage=damage,
        ranges=None,
        ignores_armour=False,
        reload=False,
        item_id=None,
    )
    state = creature_state(instance.pv_max, instance.wounds)
    token_id, square, size = place_of(token)
    return FighterStats(
        combatant_id=int(combatant.id or 0),
        name=instance.name,
        side=SIDE_MONSTER,
        character_id=None,
        monster_id=combatant.monster_id,
        iniciativa=iniciativa,
        estorbo=0,
        defensa=as_int(monster_value(fields, "def")),
        absorption=as_int(monster_value(fields, "abs")),
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
