"""What the attack dialog opens on: the weapon in hand, or what the attacker chose last time.

A combatant with a weapon equipped attacks with it, never "Unarmed" (the option every character
has, listed first). The weapon and target an attacker last used come back the next time its
dialog opens, while they are still on offer (a fallen target is not).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ryf_desktop.session.fighting.stats import AttackOption


def weapon_in_hand(options: Sequence[AttackOption]) -> str | None:
    """The key of the first equipped weapon's first way to attack (a thrown knife is held
    first, thrown second), else of the first option (unarmed, or a creature's attack)."""
    for option in options:
        if option.item_id is not None:
            return option.key
    return options[0].key if options else None


@dataclass(frozen=True)
class LastChoice:
    attack_key: str
    target_id: int


class AttackMemory:
    """Each attacker's last weapon and target; it lives as long as the open campaign (the
    controller makes a new one when another campaign opens)."""

    def __init__(self) -> None:
        self._last: dict[int, LastChoice] = {}

    def remember(self, attacker_id: int, attack_key: str, target_id: int) -> None:
        self._last[attacker_id] = LastChoice(attack_key, target_id)

    def attack_for(self, attacker_id: int, options: Sequence[AttackOption]) -> str | None:
        """The weapon to offer first: the one used last, else the one in hand."""
        last = self._last.get(attacker_id)
        keys = {option.key for option in options}
        if last is not None and last.attack_key in keys:
            return last.attack_key
        return weapon_in_hand(options)

    def target_for(self, attacker_id: int, target_ids: Sequence[int]) -> int | None:
        """The target attacked last, when it may still be attacked; else None (the list's
        first: the first enemy in the round's order)."""
        last = self._last.get(attacker_id)
        if last is not None and last.target_id in target_ids:
            return last.target_id
        return None
