"""Whether a weapon that needs reloading (crossbow, sawn-off shotgun) is loaded: the combatant's
``reload_state`` JSON holds ``{"item:<id>": false}`` once it is shot; a weapon not named there is
loaded."""

from __future__ import annotations

import json

from ryf_desktop.session.fighting.stats import AttackOption
from ryf_desktop.session.stored_values import json_object
from ryf_desktop.storage.records import Combatant

__all__ = ["is_loaded", "reload_key", "reload_state_text"]


def reload_key(option: AttackOption) -> str:
    """The key of a weapon in ``Combatant.reload_state``: one entry per item, whatever the grip."""
    if option.item_id is not None:
        return f"item:{option.item_id}"
    return option.key


def _reload_state(row: Combatant) -> dict[str, bool]:
    return {str(k): bool(v) for k, v in json_object(row.reload_state).items()}


def is_loaded(row: Combatant, option: AttackOption) -> bool:
    """A weapon that needs reloading is loaded until it is shot, and again after a reload."""
    if not option.reload:
        return True
    return _reload_state(row).get(reload_key(option), True)


def reload_state_text(row: Combatant, option: AttackOption, loaded: bool) -> str:
    """The row's ``reload_state`` once the weapon of ``option`` is (un)loaded."""
    state = _reload_state(row)
    state[reload_key(option)] = loaded
    return json.dumps(state, sort_keys=True, separators=(",", ":"))
