"""What the combat controller's parts (the dialogs, the attacks, the other actions) ask of the
controller that holds them, as a protocol: so none of them imports the controller (no import
circle)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeVar

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog, QWidget

    from ryf_desktop.rules.dice import RandomSource
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session.combat import CombatView
    from ryf_desktop.session.combat.tracker import CombatantRow
    from ryf_desktop.session.command import ModelCommand
    from ryf_desktop.session.fighting.stats import FighterStats
    from ryf_desktop.session.present.combat_view import Target
    from ryf_desktop.ui.combat.attack_dialog import AttackDialog, AttackMemory
    from ryf_desktop.ui.combat.tracker_view import TrackerView
    from ryf_desktop.ui.secret_rolls import SecretRolls

D = TypeVar("D", bound="QDialog")


class CombatOwner(Protocol):
    """The combat controller as its parts see it: its view, the combat, pushing and dialogs."""

    view: TrackerView
    rng: RandomSource
    combat: CombatView | None
    attack_dialog: AttackDialog | None
    attack_memory: AttackMemory
    secret_rolls: SecretRolls | None
    #: The tracker's actions by name (see ``controller.ACTIONS``).
    action_named: dict[str, QAction]
    session: CampaignSession | None

    def active(self) -> CombatantRow | None: ...

    def row(self, combatant_id: int) -> CombatantRow | None: ...

    def targets(self, attacker_id: int) -> list[Target]: ...

    def first_target(self, attacker_id: int) -> int | None: ...

    def fighters_of(self, combatant_id: int) -> FighterStats | None: ...

    def push(self, command: ModelCommand) -> str | None: ...

    def tell(self, command: ModelCommand, lines: int = 1) -> tuple[str | None, str]: ...

    def gm_window(self) -> QWidget: ...

    def open(self, dialog: D) -> D: ...
