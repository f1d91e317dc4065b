"""A creature's fighting values from its ``MonsterInstance.fields`` snapshot (the bestiary's keys
``ini``, ``ata``, ``def``, ``abs``, ``dano``, or their English names); its one attack is
``"monster"`` (melee, Ata, Daño)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.attacks import UNARMED_DAMAGE
from ryf_desktop.rules.health import health_of
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.fighting.stats import (
    ATTACK_MONSTER,
    MELEE,
    SIDE_MONSTER,
    AttackOption,
    FighterStats,
)
from ryf_desktop.session.model import Records
from ryf_desktop.session.stored_values import as_int, json_object
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Combatant, MapToken, MonsterInstance

__all__ = ["monster_stats", "monster_value"]

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

#: Names a monster's values may be stored under: the bestiary's keys first.
_MONSTER_KEYS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "ini": ("ini", "initiative"),
    "ata": ("ata", "attack"),
    "def": ("def", "defense", "defensa"),
    "abs": ("abs", "absorption"),
    "dano": ("dano", "damage", "daño"),
})


def monster_value(fields: Mapping[str, Any], key: str) -> object:
    """A monster's value by the bestiary's key ("ini", "ata", "def", "abs", "dano")."""
    for name in _MONSTER_KEYS.get(key, (key,)):
        if name in fields:
            return fields[name]
    return None


def monster_stats(
    records: Records, combatant: Combatant, profile: RulesProfile, token: MapToken | None
) -> FighterStats:
    """A creature's :class:`FighterStats`; KeyError when the creature is gone."""
    monster = records.get(MonsterInstance, combatant.monster_id)
    if monster is None:
        raise KeyError(f"monster {combatant.monster_id} of combatant {combatant.id} is gone")
    fields = json_object(monster.fields)
    ini_value = monster_value(fields, "ini")
    damage = str(monster_value(fields, "dano") or UNARMED_DAMAGE).strip() or UNARMED_DAMAGE
    attack = AttackOption(
        key=ATTACK_MONSTER,
        label=fill(translate("Fighters", "Attack (%1)"), damage),
        kind=MELEE,
        modifier=as_int(monster_value(fields, "ata")),
        damage=damage,
    )
    health = health_of(monster, profile)
    return FighterStats(
        combatant_id=combatant.id,
        name=monster.name,
        side=SIDE_MONSTER,
        character_id=None,
        monster_id=monster.id,
        iniciativa=combatant.iniciativa if ini_value is None else as_int(ini_value),
        estorbo=0,
        defensa=as_int(monster_value(fields, "def")),
        absorption=as_int(monster_value(fields, "abs")),
        shield_cobertura=0,
        pv_max=health.pv_max,
        wounds=monster.wounds,
        state=health.state,
        lasting_shift=health.rank_shift,
        attacks=(attack,),
        spells=(),
        mana=None,
        token_id=None if token is None else token.id,
        square=None if token is None else (token.x, token.y),
        size=1 if token is None else token.size,
    )
