"""What the combat reads about a combatant, as plain frozen values: :class:`FighterStats` (the
one type of a fighter), :class:`AttackOption` and :class:`SpellOption`.

:mod:`~ryf_desktop.session.fighting.fighters` fills them; its docstring says where each value
comes from.
"""

from __future__ import annotations

from dataclasses import dataclass

from ryf_desktop.rules.attacks import Ranges
from ryf_desktop.rules.health import HealthState
from ryf_desktop.rules.movement import Square
from ryf_desktop.rules.sides import SIDE_MONSTER, SIDE_NPC, SIDE_PC
from ryf_desktop.rules.strike import MELEE, RANGED, Stand, Weapon

__all__ = [
    "ATTACK_MONSTER",
    "ATTACK_UNARMED",
    "MELEE",
    "RANGED",
    "SIDE_MONSTER",
    "SIDE_NPC",
    "SIDE_PC",
    "AttackOption",
    "FighterStats",
    "SpellOption",
]

ATTACK_UNARMED = "unarmed"
ATTACK_MONSTER = "monster"



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
    #: A weapon's; an unarmed blow and a creature's Ata have no ranges, reload or item.
    ranges: Ranges | None = None
    ignores_armour: bool = False
    reload: bool = False
    item_id: int | None = None
    #: The skill the roll uses (Cuerpo a Cuerpo, Armas a Distancia) and its level; None for a
    #: creature's Ata, which has no skill (RULES.md §2: a skill of 0 rolls at −1).
    skill: str | None = None
    skill_level: int | None = None
    #: The specialisations of that skill (one chosen for the roll is +1).
    specialisations: tuple[str, ...] = ()

    @property
    def weapon(self) -> Weapon:
        """The option as the rules strike with it."""
        return Weapon(self.kind, self.modifier, self.damage, self.ranges, self.ignores_armour)


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
    #: A character's Iniciativa from its sheet now (estorbo taken off), or a monster's Ini.
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
    def stand(self) -> Stand:
        """Where the fighter stands and what protects it, as the rules read it."""
        return Stand(self.square, self.size, self.defensa, self.absorption, self.shield_cobertura)

    def attack(self, key: str) -> AttackOption | None:
        return next((option for option in self.attacks if option.key == key), None)
