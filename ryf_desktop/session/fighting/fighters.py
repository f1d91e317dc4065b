"""A combatant's :class:`~ryf_desktop.session.fighting.stats.FighterStats` read from the model or
a command's draft: :func:`fighter`, :func:`fighters` (a whole combat) and :func:`fighter_of` (by
id).

A character's values come from its sheet as it is now
(:mod:`~ryf_desktop.session.fighting.character`), a creature's from its bestiary snapshot
(:mod:`~ryf_desktop.session.fighting.monster`); where it stands is the first token of its owner
on the combat's map (``combat.people.token_of``).
"""

from __future__ import annotations

from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.combat.people import token_of
from ryf_desktop.session.combat.state import combatants_in_order
from ryf_desktop.session.fighting.character import character_stats
from ryf_desktop.session.fighting.monster import monster_stats
from ryf_desktop.session.fighting.stats import FighterStats
from ryf_desktop.session.model import Records
from ryf_desktop.storage.records import Character, Combat, Combatant

__all__ = ["fighter", "fighter_of", "fighters"]


def fighter(records: Records, combatant: Combatant, profile: RulesProfile) -> FighterStats:
    """The fighting values of one combatant now; KeyError when its character or creature is
    gone."""
    combat = records.get(Combat, combatant.combat_id)
    token = token_of(records, None if combat is None else combat.map_id, combatant)
    if combatant.character_id is not None:
        character = records.get(Character, combatant.character_id)
        if character is None:
            raise KeyError(f"the character of combatant {combatant.id} is gone")
        return character_stats(records, character, profile, token, combatant_id=combatant.id)
    return monster_stats(records, combatant, profile, token)


def fighters(records: Records, combat_id: int, profile: RulesProfile) -> dict[int, FighterStats]:
    """Every combatant of the combat by id, in the round's order (``order_position``, id)."""
    return {
        row.id: fighter(records, row, profile) for row in combatants_in_order(records, combat_id)
    }


def fighter_of(
    records: Records, combatant_id: int, profile: RulesProfile, *, combat_id: int | None = None
) -> FighterStats | None:
    """One combatant's fighting values by id; None when it is gone, or not of ``combat_id`` when
    that is given."""
    row = records.get(Combatant, combatant_id)
    if row is None or (combat_id is not None and row.combat_id != combat_id):
        return None
    return fighter(records, row, profile)
