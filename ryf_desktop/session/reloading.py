"""Whether a weapon that needs reloading (the crossbow, the sawn-off shotgun) is loaded, as a
combatant's ``reload_state`` JSON keeps it: ``{"item:<id>": false}`` once shot; a weapon not
named there is loaded (RULES.md §5).
"""

from __future__ import annotations

import json

from ryf_desktop.session.fighters import AttackOption, CombatantFacts
from ryf_desktop.storage.tables import Combatant

__all__ = ["is_loaded", "reload_key", "reload_state_text", "set_loaded"]


def reload_key(option: AttackOption) -> str:
    """The key of a weapon in ``Combatant.reload_state``: one entry per item, whatever the grip."""
    if option.item_id is not None:
        return f"item:{option.item_id}"
    return option.key


def _reload_state(row: Combatant | CombatantFacts) -> dict[str, bool]:
    try:
        value = json.loads(row.reload_state or "{}")
    except ValueError:
        return {}
    return {str(k): bool(v) for k, v in value.items()} if isinstance(value, dict) else {}


def is_loaded(row: Combatant | CombatantFacts, option: AttackOption) -> bool:
    """A weapon that needs reloading is loaded until it is shot, and again after a reload."""
    if not option.reload:
        return True
    return _reload_state(row).get(reload_key(option), True)


def set_loaded(row: Combatant, option: AttackOption, loaded: bool) -> None:
    row.reload_state = reload_state_text(row, option, loaded)


def reload_state_text(
    row: Combatant | CombatantFacts, option: AttackOption, loaded: bool
) -> str:
    """The row's ``reload_state`` once the weapon of ``option`` is (un)loaded."""
    state = _reload_state(row)
    state[reload_key(option)] = loaded
    return json.dumps(state, sort_keys=True, separators=(",", ":"))
