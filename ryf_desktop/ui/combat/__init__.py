"""The combat round manager's panels: the tracker dock and the dialogs of a fight.

- :func:`install_combat` puts :class:`CombatDock` (order, round, the active combatant's budget,
  Next / Previous turn, attack, other actions, opposed roll, end) and a Combat menu in the
  window.
- Dialogs: start combat (:mod:`.start_dialog`), initiative typed (:mod:`.initiative_dialog`),
  attack with its odds (:mod:`.attack_dialog`), opposed roll (:mod:`.opposed_dialog`), the
  question before the end (:mod:`.end_question`), the summary with recuperar el aliento
  (:mod:`.summary_dialog`); each a window of the GM's main window, on its screen
  (:mod:`.placement`).
Every change is a session command; the panels hold no rules.
"""

from __future__ import annotations

from ryf_desktop.ui.combat.install import CombatDock, install_combat

__all__ = ["CombatDock", "install_combat"]
