"""Plain words for the combat panels: health states, sides, initiative, what a turn has left.

Numbers go through the dice dock's :mod:`~ryf_desktop.ui.dice.formatting` (the locale's digits,
real minus signs, percentages that never read 0 % for what can still happen); words through Qt's
translation under the context ``CombatText``, written out in each call so pyside6-lupdate finds
them. Nothing here decides a rule: every number arrives computed by the session.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QKeySequence

from ryf_desktop.rules.health import HealthState
from ryf_desktop.rules.sides import SIDE_MONSTER, SIDE_NPC, SIDE_PC
from ryf_desktop.ui.common.health_states import STATE_COLOURS, state_name
from ryf_desktop.ui.dice.formatting import decimal, number, percent, signed

__all__ = [
    "STATE_COLOURS",
    "actions_text",
    "band_name",
    "budget_text",
    "cover_name",
    "decimal",
    "initiative_text",
    "metres",
    "number",
    "percent",
    "side_name",
    "signed",
    "state_name",
    "with_shortcut",
    "with_state",
]

#: The words of the rules' names (sides, range bands, covers), by their value in
#: the data (no two alike); :func:`_name` translates them.
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


def _name(value: str) -> str:
    """``value``'s name in the GM's language; an unknown value as it came."""
    english = _NAMES.get(value)
    return value if english is None else QCoreApplication.translate("CombatText", str(english))


def with_state(name: str, state: str) -> str:
    """'Goblin 2 (malherido)'; the name alone while its state is normal."""
    return name if state == HealthState.NORMAL.value else f"{name} ({state_name(state)})"


def side_name(side: str) -> str:
    return _name(side)


def band_name(band: str) -> str:
    return _name(band)


def cover_name(cover: str) -> str:
    return _name(cover)


def with_shortcut(tip: str, key: QKeySequence) -> str:
    """``tip`` with the key that does the same in brackets: 'End this turn (Ctrl+Space)'."""
    shown = key.toString(QKeySequence.SequenceFormat.NativeText)
    if not shown or f"({shown})" in tip:
        return tip
    return f"{tip} ({shown})" if tip else shown


def metres(value: float) -> str:
    """'7.5 m' / '7,5 m' as the locale writes it."""
    return QCoreApplication.translate("CombatText", "{value} m").format(value=decimal(value))


def actions_text(actions: int) -> str:
    """'1 action', '2 actions'."""
    if actions == 1:
        return QCoreApplication.translate("CombatText", "1 action")
    return QCoreApplication.translate("CombatText", "{n} actions").format(n=number(actions))


def initiative_text(
    total: int | None, actions: int, *, fumble: bool, acts: bool, short: bool = False
) -> str:
    """'27 · 2 actions', '4 · fumble: skips round 1', or 'not rolled'; ``short`` for the
    order's narrow column ('4 · fumble': what it means is in the row's tooltip)."""
    if total is None:
        return QCoreApplication.translate("CombatText", "not rolled")
    if fumble and short:
        return QCoreApplication.translate("CombatText", "{total} · fumble").format(
            total=number(total)
        )
    if fumble and not acts:
        return QCoreApplication.translate(
            "CombatText", "{total} · fumble: skips this round"
        ).format(total=number(total))
    text = f"{number(total)} · {actions_text(actions)}"
    if fumble:
        text += " · " + QCoreApplication.translate("CombatText", "fumble: acts last")
    return text


def budget_text(majors: int, minors: int, moved_m: float, max_move_m: float) -> str:
    """'1 major · 1 minor · 6 m to move' (what the active combatant still has this turn)."""
    parts = [
        QCoreApplication.translate("CombatText", "{n} major").format(n=number(majors))
        if majors == 1
        else QCoreApplication.translate("CombatText", "{n} majors").format(n=number(majors)),
        QCoreApplication.translate("CombatText", "{n} minor").format(n=number(minors))
        if minors == 1
        else QCoreApplication.translate("CombatText", "{n} minors").format(n=number(minors)),
        QCoreApplication.translate("CombatText", "{m} to move").format(m=metres(max_move_m)),
    ]
    text = " · ".join(parts)
    if moved_m > 0:
        text += " " + QCoreApplication.translate("CombatText", "(moved {m})").format(
            m=metres(moved_m)
        )
    return text
