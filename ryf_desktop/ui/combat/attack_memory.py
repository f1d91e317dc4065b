"""What the attack dialog opens on: the weapon and target the attacker used last, while still on
offer, else the weapon in hand (never "Unarmed", listed first).
"""

from __future__ import annotations

from collections.abc import Sequence

from ryf_desktop.session.fighting.stats import AttackOption


def weapon_in_hand(options: Sequence[AttackOption]) -> str | None:
    """The key of the first equipped weapon's first way to attack (a thrown knife is held
    first, thrown second), else of the first option (unarmed, or a creature's attack)."""
    held = next((option for option in options if option.item_id is not None), None)
    return held.key if held is not None else options[0].key if options else None


class AttackMemory:
    """Each attacker's last (weapon, target), for as long as the open campaign."""

    def __init__(self) -> None:
        self._last: dict[int, tuple[str, int]] = {}

    def remember(self, attacker_id: int, attack_key: str, target_id: int) -> None:
        self._last[attacker_id] = (attack_key, target_id)

    def attack_for(self, attacker_id: int, options: Sequence[AttackOption]) -> str | None:
        """The weapon to offer first: the one used last, else the one in hand."""
        last = self._last.get(attacker_id)
        if last is not None and last[0] in {option.key for option in options}:
            return last[0]
        return weapon_in_hand(options)

    def target_for(self, attacker_id: int, target_ids: Sequence[int]) -> int | None:
        """The target attacked last, when it may still be attacked; else None."""
        last = self._last.get(attacker_id)
        return last[1] if last is not None and last[1] in target_ids else None
