"""What the combat reads about a combatant, as plain frozen values: :class:`FighterStats`,
:class:`FighterBrief`, :class:`AttackOption`, :class:`SpellOption`, :class:`CombatantFacts`.

:mod:`~ryf_desktop.session.fighters` fills them (its docstring says where each value comes
from)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ryf_desktop.rules.attacks import Ranges
from ryf_desktop.rules.health import HealthState
from ryf_desktop.rules.movement import Square

ATTACK_UNARMED = "unarmed"
ATTACK_MONSTER = "monster"
MELEE = "melee"
RANGED = "ranged"

SIDE_PC = "pc"
SIDE_NPC = "npc"
SIDE_MONSTER = "monster"


@dataclass(frozen=True, slots=True)
class AttackOption:
    """One way a combatant can attack; ``key`` names it to the attack commands."""

    key: str
    label: str
    #: "melee" or "ranged".
    kind: str
    #: What the attack roll adds to 1o3d10: attribute + skill, or the monster's Ata.
    modifier: int
    #: The dice text, band damage allowed ("3d6+2/2d6/-").
    damage: str
    ranges: Ranges | None
    ignores_armour: bool
    reload: bool
    item_id: int | None
    #: The skill the roll uses (Cuerpo a Cuerpo, Armas a Distancia) and its level; None for a
    #: creature's Ata, which has no skill (RULES.md §2: a skill of 0 rolls at −1).
    skill: str | None = None
    skill_level: int | None = None
    #: The specialisations of that skill (one chosen for the roll is +1).
    specialisations: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SpellOption:
    spell_id: int
    name: str
    level: int
    difficulty: int
    mana_cost: int
    #: Inteligencia + level − estorbo.
    modifier: int


@dataclass(frozen=True, slots=True)
class FighterStats:
    """A combatant's fighting values now (wounds and state as stored)."""

    combatant_id: int
    name: str
    #: "pc", "npc" or "monster".
    side: str
    character_id: int | None
    monster_id: int | None
    #: The Iniciativa value (estorbo already taken off), or a monster's Ini.
    iniciativa: int
    estorbo: int
    defensa: int
    absorption: int
    shield_cobertura: int
    pv_max: int
    wounds: int
    state: HealthState
    #: -1 when malherido (a lasting reason: no double action), else 0.
    lasting_shift: int
    attacks: tuple[AttackOption, ...]
    spells: tuple[SpellOption, ...]
    #: Maná left (None for monsters and without magic).
    mana: int | None
    token_id: int | None
    square: Square | None
    size: int
    #: The character's tokens (0 for creatures, which have none).
    tokens: int = 0
    #: A spent token handed back by the GM: the character's next roll is at −1.
    token_penalty: bool = False

    @property
    def is_monster(self) -> bool:
        return self.monster_id is not None

    @property
    def enemy_side(self) -> bool:
        """True for monsters: the sides of a fight are characters (pc, npc) against monsters."""
        return self.side == SIDE_MONSTER

    def attack(self, key: str) -> AttackOption | None:
        return next((option for option in self.attacks if option.key == key), None)


@dataclass(frozen=True, slots=True)
class FighterBrief:
    """Who a combatant is, how hurt, and where it stands: what turns, the tracker and the map
    need, read for a whole combat in three queries (:func:`fighter_briefs`)."""

    combatant_id: int
    name: str
    side: str
    character_id: int | None
    monster_id: int | None
    pv_max: int
    wounds: int
    state: HealthState
    lasting_shift: int
    token_id: int | None
    square: Square | None
    size: int
    #: A monster's Ini; for a character the value stored when it joined (:func:`fighter_stats`
    #: computes it from the sheet as it is now).
    iniciativa: int = 0

    @property
    def enemy_side(self) -> bool:
        return self.side == SIDE_MONSTER



@dataclass(frozen=True, slots=True)
class CombatantFacts:
    """A combatant row's columns as plain values (what the tracker and the turn order read):
    building fifty ORM rows costs more than the rest of a tracker refresh."""

    id: int
    combat_id: int
    character_id: int | None
    monster_id: int | None
    order_position: int
    iniciativa: int
    initiative_total: int | None
    initiative_fumble: bool
    actions: int
    double_action: bool
    lasting_penalty: bool
    moved_m: float
    majors_spent: int
    minors_spent: int
    out: bool
    reload_state: str
    damage_dealt: int
    damage_taken: int



def combatant_facts(row: Mapping[str, Any]) -> CombatantFacts:
    """A combatant row's values (raw, as ``raw_sql.select_rows`` gives them, or typed) as
    :class:`CombatantFacts`, its flags as ``bool``."""
    return CombatantFacts(
        id=int(row["id"]),
        combat_id=int(row["combat_id"]),
        character_id=row["character_id"],
        monster_id=row["monster_id"],
        order_position=row["order_position"],
        iniciativa=row["iniciativa"],
        initiative_total=row["initiative_total"],
        initiative_fumble=bool(row["initiative_fumble"]),
        actions=row["actions"],
        double_action=bool(row["double_action"]),
        lasting_penalty=bool(row["lasting_penalty"]),
        moved_m=row["moved_m"],
        majors_spent=row["majors_spent"],
        minors_spent=row["minors_spent"],
        out=bool(row["out"]),
        reload_state=row["reload_state"],
        damage_dealt=row["damage_dealt"],
        damage_taken=row["damage_taken"],
    )


def as_int(value: object) -> int:
    """A stored value as a whole number (0 when it is not one): sheets and snapshots hold text."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value)
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return 0
    return 0
