"""The combat round on the open campaign in memory, by what it does.

- :mod:`.state` — the budget, the order and whose turn it is, on records;
- :mod:`.people` — who a combatant is (name, side, health, its token);
- :mod:`.preparation` — :class:`StartCombat`, :class:`AddCombatant`, :class:`RemoveCombatant`;
- :mod:`.initiative` — :class:`RollInitiative`, :class:`SetInitiative`, :class:`ReorderTie`;
- :mod:`.turns` — :class:`BeginCombat`, :class:`NextTurn`, :class:`PreviousTurn`,
  :class:`EndCombat` and the turn planner;
- :mod:`.actions` — :class:`SetDoubleAction`, :class:`SpendAction`;
- :mod:`.movement` — :class:`MoveCombatant`, :class:`OverrideMove`;
- :mod:`.tracker` — the tracker's view of a combat and the summary; :mod:`.board` — reach and
  the check of a move.

Every command is a :class:`~ryf_desktop.session.command.ModelCommand` that writes its log lines
with ``draft.log``; every query reads the model.
"""

from ryf_desktop.session.combat.actions import SetDoubleAction, SpendAction
from ryf_desktop.session.combat.board import (
    MoveBoard,
    Reach,
    move_check,
    reach,
)
from ryf_desktop.session.combat.initiative import ReorderTie, RollInitiative, SetInitiative
from ryf_desktop.session.combat.movement import MoveCombatant, OverrideMove
from ryf_desktop.session.combat.preparation import AddCombatant, RemoveCombatant, StartCombat
from ryf_desktop.session.combat.tracker import (
    CombatantRow,
    CombatView,
    combat_list,
    combat_summary,
    combat_view,
    current_combat,
    last_log_line,
)
from ryf_desktop.session.combat.turns import BeginCombat, EndCombat, NextTurn, PreviousTurn

__all__ = [
    "AddCombatant",
    "BeginCombat",
    "CombatView",
    "CombatantRow",
    "EndCombat",
    "MoveBoard",
    "MoveCombatant",
    "NextTurn",
    "OverrideMove",
    "PreviousTurn",
    "Reach",
    "RemoveCombatant",
    "ReorderTie",
    "RollInitiative",
    "SetDoubleAction",
    "SetInitiative",
    "SpendAction",
    "StartCombat",
    "combat_list",
    "combat_summary",
    "combat_view",
    "current_combat",
    "last_log_line",
    "move_check",
    "reach",
]
