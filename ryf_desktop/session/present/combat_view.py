"""The combat as the GM's views read it: the current combat, whose turn it is, who fights whom,
which targets an attack offers (and which first), and who may move a token now and why not —
worked out here once, so the tracker, the attack dialog and the map cannot disagree.

**The current combat** is the running one, else the newest one being prepared.

**Targets**: every other combatant still standing (not dead nor defeated), the enemies first in
the order of the round, the allies after (a GM may need them); the one offered first is the
nearest enemy the players see (:func:`~ryf_desktop.session.fighting.targets.default_target`).

**Who recovers breath** when the fight ends: the player characters not dead, once the fight
has begun.

**Who may move**: with no combat running on the map, any token moves freely, as does a token
that is not in the fight. In a fight on that map only the active combatant's token moves, by the
rules of movement; another combatant's is refused with the session's own reason (the one a move
command out of turn gets). An override (the GM's Alt-drag, *Move anyway*) moves a combatant's
token regardless, logged as such.

:class:`CombatReadModel` keeps these for one session, worked out lazily once per step and dropped
when the session's :class:`~ryf_desktop.session.events.Changed` names what they are made of
(:func:`affects`); ``changed`` then tells the views to read them again.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ryf_desktop.rules.sides import SIDE_PC, enemies
from ryf_desktop.session.combat.common import not_their_turn
from ryf_desktop.session.combat.tracker import CombatantRow, CombatView, current_combat
from ryf_desktop.session.events import Changed
from ryf_desktop.session.fighting.targets import default_target

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession

__all__ = [
    "COMBAT",
    "FREE",
    "OVERRIDE",
    "CombatReadModel",
    "Movement",
    "Target",
    "affects",
    "breathers",
    "combat_view_of",
    "movement",
    "targets_of",
]

PREPARING = "preparing"
RUNNING = "running"
#: How a token's drag moves it: freely, by the combat's rules, or as a logged override.
FREE = "free"
COMBAT = "combat"
OVERRIDE = "override"
FALLEN = ("muerto", "derrotado")


@dataclass(frozen=True, slots=True)
class Target:
    """A combatant an attack may aim at, as the attack dialog lists it."""

    id: int
    name: str
    state: str = "normal"
    enemy: bool = True


@dataclass(frozen=True, slots=True)
class Movement:
    """How a drag of a token moves it: ``mode`` (None: it may not move now, ``refusal`` says
    why) and the combatant it moves for (None outside the fight)."""

    mode: str | None
    combatant_id: int | None = None
    refusal: str = ""


def targets_of(combat: CombatView, attacker_id: int) -> tuple[Target, ...]:
    """Whom ``attacker_id`` may attack (see the module's docstring), in the order offered."""
    attacker = combat.row(attacker_id)
    side = attacker.side if attacker is not None else SIDE_PC
    targets = [
        Target(row.id, row.name, row.state, enemies(side, row.side))
        for row in combat.combatants
        if row.id != attacker_id and row.state not in FALLEN
    ]
    return tuple(sorted(targets, key=lambda target: not target.enemy))


def movement(combat: CombatView | None, map_id: int | None, token_id: int, *,
             override: bool) -> Movement:
    """How a drag of ``token_id`` on ``map_id`` moves it (see the module's docstring)."""
    if combat is None or combat.status != RUNNING or map_id is None or combat.map_id != map_id:
        return Movement(FREE)
    row = next((row for row in combat.combatants if row.token_id == token_id), None)
    if row is None:
        return Movement(FREE)
    if override:
        return Movement(OVERRIDE, row.id)
    if not row.active:
        active = combat.active
        return Movement(None, row.id, not_their_turn(row.name, active.name if active else ""))
    return Movement(COMBAT, row.id)


def breathers(combat: CombatView) -> list[tuple[int, str]]:
    """The player characters (id, name) who may recover their breath when ``combat`` ends:
    after a fight fought (not one ended before round 1), those not dead."""
    if combat.status == PREPARING:
        return []
    return [(row.character_id, row.name) for row in combat.combatants
            if row.side == SIDE_PC and row.character_id and row.state != "muerto"]


def affects(event: Changed) -> bool:
    """Whether a step may change the combat as read here: a combat or a combatant, a name, a
    state or a token (a square, hidden or not), a map, or the rules profile (distances)."""
    return bool(event.combats or event.combat_list or event.combatants or event.characters
                or event.monsters or event.tokens or event.maps or event.map_list
                or event.campaign)


class CombatReadModel(QObject):
    """The combat of one open campaign; one per session (:func:`combat_view_of`)."""

    #: What the combat shows may have changed: read it again.
    changed = Signal()

    def __init__(self, session: CampaignSession) -> None:
        super().__init__(session)
        self._session = session
        self._targets: dict[int, tuple[Target, ...]] = {}
        self._first_target: dict[int, int | None] = {}
        session.stale.connect(self._session_changed)

    @cached_property
    def combat(self) -> CombatView | None:
        """The current combat (the running one, else the newest being prepared), or None."""
        session = self._session
        return None if session.closed else current_combat(session.model)

    @property
    def active(self) -> CombatantRow | None:
        """The combatant whose turn it is (None before round 1 or with no combat)."""
        combat = self.combat
        return None if combat is None else combat.active

    def row(self, combatant_id: int) -> CombatantRow | None:
        combat = self.combat
        return None if combat is None else combat.row(combatant_id)

    def running_on(self, map_id: int | None) -> CombatView | None:
        """The combat running on ``map_id``, if any."""
        combat = self.combat
        here = (combat is not None and combat.status == RUNNING and map_id is not None
                and combat.map_id == map_id)
        return combat if here else None

    def targets(self, attacker_id: int) -> tuple[Target, ...]:
        """Whom ``attacker_id`` may attack, in the order offered (empty with no combat)."""
        combat = self.combat
        if combat is None:
            return ()
        if attacker_id not in self._targets:
            self._targets[attacker_id] = targets_of(combat, attacker_id)
        return self._targets[attacker_id]

    def first_target(self, attacker_id: int) -> int | None:
        """The target offered first: the nearest enemy the players see (None: no enemy)."""
        combat = self.combat
        if combat is None:
            return None
        if attacker_id not in self._first_target:
            session = self._session
            self._first_target[attacker_id] = default_target(
                session.model, session.profile, combat.id, attacker_id,
                [target.id for target in self.targets(attacker_id) if target.enemy])
        return self._first_target[attacker_id]

    def movement(self, map_id: int | None, token_id: int, *, override: bool) -> Movement:
        """How a drag of ``token_id`` on ``map_id`` moves it, and why not when it may not."""
        return movement(self.combat, map_id, token_id, override=override)

    def _session_changed(self, event: Changed) -> None:
        if self._session.closed or not affects(event):
            return
        vars(self).pop("combat", None)
        self._targets.clear()
        self._first_target.clear()
        self.changed.emit()


def combat_view_of(session: CampaignSession) -> CombatReadModel:
    """The session's combat read model, made the first time it is asked for (it lives and dies
    with the session)."""
    return session.findChild(CombatReadModel) or CombatReadModel(session)
