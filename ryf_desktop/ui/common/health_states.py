"""The health states' words and colours, read by the combat tracker, the map's tokens and the
character list.

Only Qt's core and gui and the rules' states are imported: the character list reads it without
loading the combat package (a campaign of thousands of characters opens faster for that).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor

from ryf_desktop.rules.health import HealthState

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

#: The states' words, written out so pyside6-lupdate finds them; :func:`state_name` translates.
_WORDS: Mapping[str, object] = MappingProxyType({
    HealthState.NORMAL: QT_TRANSLATE_NOOP("HealthStates", "normal"),
    HealthState.MALHERIDO: QT_TRANSLATE_NOOP("HealthStates", "malherido"),
    HealthState.INCONSCIENTE: QT_TRANSLATE_NOOP("HealthStates", "inconsciente"),
    HealthState.MUERTO: QT_TRANSLATE_NOOP("HealthStates", "muerto"),
    HealthState.DERROTADO: QT_TRANSLATE_NOOP("HealthStates", "derrotado"),
})


def state_name(state: str) -> str:
    """'malherido', 'inconsciente'… in the GM's language; an unknown state as it came."""
    word = _WORDS.get(state)
    return state if word is None else QCoreApplication.translate("HealthStates", str(word))
