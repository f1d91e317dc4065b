"""Plain words for the combat panels: health states, sides, initiative, what a turn has left.

Numbers go through the dice dock's :mod:`~ryf_desktop.ui.dice.formatting`; words through Qt's
translation under the context ``CombatText``, written out in each call so pyside6-lupdate finds
them.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QKeySequence

from ryf_desktop.rules.health import HealthState
from ryf_desktop.rules.sides import SIDE_MONSTER, SIDE_NPC, SIDE_PC
from ryf_desktop.ui.common.health_states import STATE_COLOURS, state_name
from ryf_desktop.ui.dice.formatting import decimal, number, percent

__all__ = [
    "STATE_COLOURS",
    "budget_text",
    "decimal",
    "initiative_text",
    "metres",
    "number",
    "percent",
    "rule_name",
    "state_name",
    "with_shortcut",
    "with_state",
]

#: The words of the rules' names (sides, range bands, covers), by their value in
#: the data (no two alike); :func:`rule_name` translates them.
_NAMES: Mapping[str, object] = MappingProxyType({
    SIDE_PC: QT_TRANSLATE_NOOP("CombatText", "player character"),
    SIDE_NPC: QT_TRANSLATE_NOOP("CombatText", "non-player character"),
    SIDE_MONSTER: QT_TRANSLATE_NOOP("CombatText", "creature"),
    "bocajarro": QT_TRANSLATE_NOOP("CombatText", "bocajarro"),
    "corta": QT_TRANSLATE_NOOP("CombatText", "corta"),
    "media": QT_TRANSLATE_NOOP("CombatText", "media"),
    "larga": QT_TRANSLATE_NOOP("CombatText", "larga"),
    "none": QT_TRANSLATE_NOOP("CombatText", "no cover"),
    "light": QT_TRANSLATE_NOOP("CombatText", "light cover"),
    "medium": QT_TRANSLATE_NOOP("CombatText", "medium cover"),
    "heavy": QT_TRANSLATE_NOOP("CombatText", "heavy cover"),
})


def rule_name(value: str) -> str:
    """A side's, range band's or cover's name in the GM's language; an unknown value as it came."""
    english = _NAMES.get(value)
    return value if english is None else QCoreApplication.translate("CombatText", str(english))


def with_state(name: str, state: str) -> str:
    """'Goblin 2 (malherido)'; the name alone while its state is normal."""
    return name if state == HealthState.NORMAL.value else f"{name} ({state_name(state)})"


def with_shortcut(tip: str, key: QKeySequence) -> str:
    """``tip`` with the key that does the same in brackets: 'End this turn (Ctrl+Space)'."""
    shown = key.toString(QKeySequence.SequenceFormat.NativeText)
    if not shown or f"({shown})" in tip:
        return tip
    return f"{tip} ({shown})" if tip else shown


def metres(value: float) -> str:
    """'7.5 m' / '7,5 m' as the locale writes it."""
    return QCoreApplication.translate("CombatText", "{value} m").format(value=decimal(value))


def initiative_text(
    total: int | None, actions: int, *, fumble: bool, acts: bool, short: bool = False
) -> str:
    """'27 · 2 actions', '4 · fumble: skips round 1', or 'not rolled'; ``short`` for the
    order's narrow column ('4 · fumble': what it means is in the row's tooltip)."""
    translate = QCoreApplication.translate
    if total is None:
        return translate("CombatText", "not rolled")
    if fumble and short:
        return translate("CombatText", "{total} · fumble").format(total=number(total))
    if fumble and not acts:
        return translate("CombatText", "{total} · fumble: skips this round").format(
            total=number(total))
    text = f"{number(total)} · " + (
        translate("CombatText", "1 action") if actions == 1
        else translate("CombatText", "{n} actions").format(n=number(actions)))
    if fumble:
        text += " · " + translate("CombatText", "fumble: acts last")
    return text


def budget_text(majors: int, minors: int, moved_m: float, max_move_m: float) -> str:
    """'1 major · 1 minor · 6 m to move' (what the active combatant still has this turn)."""
    translate = QCoreApplication.translate
    text = " · ".join((
        (translate("CombatText", "{n} major") if majors == 1
         else translate("CombatText", "{n} majors")).format(n=number(majors)),
        (translate("CombatText", "{n} minor") if minors == 1
         else translate("CombatText", "{n} minors")).format(n=number(minors)),
        translate("CombatText", "{m} to move").format(m=metres(max_move_m)),
    ))
    if moved_m > 0:
        text += " " + translate("CombatText", "(moved {m})").format(m=metres(moved_m))
    return text
