"""The combat round manager: the tracker dock (:func:`install_combat`) and the dialogs of a fight,
each a window of the GM's main window; every change is a session command.
"""

from __future__ import annotations

from ryf_desktop.ui.combat.install import CombatDock, install_combat

__all__ = ["CombatDock", "install_combat"]
