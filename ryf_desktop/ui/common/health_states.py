"""The health states' words and colours, read by the combat tracker, the map's tokens and the
character list.

Neither the combat package nor its widgets are imported: the character list reads it without
loading them (a campaign of thousands of characters opens faster for that).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from PySide6.QtGui import QColor

from ryf_desktop.rules.health import HealthState
from ryf_desktop.session.combat_log import state_text

__all__ = ["RING_COLOURS", "STATE_COLOURS", "state_name"]

#: Text and badge colours of each state in the lists (the tracker, a combat's summary, the
#: character list).
STATE_COLOURS: Mapping[str, QColor] = MappingProxyType({
    HealthState.NORMAL: QColor("#2e7d32"),
    HealthState.MALHERIDO: QColor("#c77700"),
    HealthState.INCONSCIENTE: QColor("#b3261e"),
    HealthState.MUERTO: QColor("#555555"),
    HealthState.DERROTADO: QColor("#555555"),
})

#: A token's ring on the map: brighter and further apart than the lists' colours, to read on
#: any terrain at a small zoom.
RING_COLOURS: Mapping[str, QColor] = MappingProxyType({
    HealthState.NORMAL: QColor("#2e7d32"),
    HealthState.MALHERIDO: QColor("#ef8f00"),
    HealthState.INCONSCIENTE: QColor("#c62828"),
    HealthState.MUERTO: QColor("#212121"),
    HealthState.DERROTADO: QColor("#616161"),
})

def state_name(state: str) -> str:
    """'malherido', 'inconsciente'… as the log words them (one set of words for the log and the
    lists); an unknown state as it came."""
    try:
        return state_text(state)
    except ValueError:
        return state
