"""Which target an attack dialog offers first (:func:`default_target`).

Ruling (issue 23): the nearest enemy the players can see, by the distance on the combat's map
(the campaign's diagonal rule, nearest squares of the two footprints); a tie goes to the one
that comes first in the round's order. Without a map, or when no enemy stands on it where the
attacker can be measured from, the first enemy of the round's order that is not hidden. A hidden
creature is offered first only when every enemy is hidden (the GM attacks with it in secret).
"""

from __future__ import annotations

from collections.abc import Sequence

from ryf_desktop.rules.movement import footprint_distance_m
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.fighting.fighters import fighter_of
from ryf_desktop.session.fighting.stats import FighterStats
from ryf_desktop.session.model import Records
from ryf_desktop.storage.records import MapToken

__all__ = ["default_target"]


def _hidden(records: Records, stats: FighterStats) -> bool:
    token = None if stats.token_id is None else records.get(MapToken, stats.token_id)
    return token is not None and token.hidden


def default_target(
    records: Records,
    profile: RulesProfile,
    combat_id: int,
    attacker_id: int,
    enemy_ids: Sequence[int],
) -> int | None:
    """Of ``enemy_ids`` (standing enemies, in the round's order), the one to offer first."""
    attacker = fighter_of(records, attacker_id, profile, combat_id=combat_id)
    enemies = [
        stats for stats in (
            fighter_of(records, enemy_id, profile, combat_id=combat_id) for enemy_id in enemy_ids
        ) if stats is not None
    ]
    seen = [stats for stats in enemies if not _hidden(records, stats)]
    if not seen:
        return enemy_ids[0] if enemy_ids else None
    here = None if attacker is None else attacker.square
    if attacker is not None and here is not None:
        measured = [
            (footprint_distance_m(here, attacker.size, stats.square, stats.size,
                                  profile.diagonal_rule), order, stats.combatant_id)
            for order, stats in enumerate(seen) if stats.square is not None
        ]
        if measured:
            return min(measured)[2]
    return seen[0].combatant_id
