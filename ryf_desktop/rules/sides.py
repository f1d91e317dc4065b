"""The sides of a fight, a law of the game written once: a combatant fights for a player
character ("pc"), a non-player character ("npc") or a creature ("monster"); the characters,
player or not, stand against the creatures."""

from __future__ import annotations

__all__ = ["SIDE_MONSTER", "SIDE_NPC", "SIDE_PC", "enemies", "side_of_character"]

SIDE_PC = "pc"
SIDE_NPC = "npc"
SIDE_MONSTER = "monster"


def side_of_character(kind: str | None) -> str:
    """The side of a character of ``kind`` ("pc" or "npc"); None: a creature."""
    if kind is None:
        return SIDE_MONSTER
    return SIDE_NPC if kind == SIDE_NPC else SIDE_PC


def enemies(a: str, b: str) -> bool:
    """Whether sides ``a`` and ``b`` fight each other: characters against creatures."""
    return (a == SIDE_MONSTER) != (b == SIDE_MONSTER)
