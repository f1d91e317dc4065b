"""The combat round (RULES.md §5): initiative, turn order and the per-turn action budget.

Also home of ``RuleViolation``, the error every rules module raises when the rules refuse
something a GM asked for; its message says what is wrong and how to fix it.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from ryf_desktop.rules.dice import RandomSource, Roll1o3d10, resolve_1o3d10, roll_1o3d10

__all__ = [
    "MAX_MOVE_PER_TURN_M",
    "MOVE_MAJOR_M",
    "MOVE_MINOR_M",
    "SQUARE_M",
    "InitiativeRoll",
    "OrderKey",
    "RuleViolation",
    "TurnBudget",
    "actions_for_initiative",
    "initiative_key",
    "resolve_initiative",
    "roll_initiative",
]

MOVE_MAJOR_M = 6.0
MOVE_MINOR_M = 3.0
MAX_MOVE_PER_TURN_M = 9.0
SQUARE_M = 1.5

# Paths measured with euclidean diagonals are irrational sums; a move that lands on the limit
# within this tolerance is the limit, not a violation.
_EPSILON_M = 1e-6


class RuleViolation(ValueError):  # noqa: N818 -- the name agreed in INTERFACES.md
    """The rules refuse an action; the message tells the GM what is wrong and how to fix it."""


def actions_for_initiative(total: int, *, natural_one: bool = False) -> int:
    """Actions per turn for an initiative total: below 20 one, then one per full 10; a natural
    1 gives one action whatever the total (RULES.md §11)."""
    if total < 20 or natural_one:
        return 1
    return total // 10


# --------------------------------------------------------------------------- initiative


@dataclass(frozen=True, slots=True)
class InitiativeRoll:
    """A combatant's initiative for the whole combat.

    ``base`` is Percepción + Reflejos (or a creature's Ini) before armour; ``iniciativa`` is the
    Iniciativa value of RULES.md §4 (base − estorbo), which also breaks ties in the order.
    """

    base: int
    estorbo: int
    roll: Roll1o3d10

    @property
    def iniciativa(self) -> int:
        return self.base - self.estorbo

    @property
    def total(self) -> int:
        return self.iniciativa + self.roll.value

    @property
    def fumble(self) -> bool:
        return self.roll.fumble

    @property
    def natural_one(self) -> bool:
        return self.roll.natural_one

    @property
    def actions(self) -> int:
        """Actions per turn from the total, one after a natural 1 (a fumbler still sits out
        round 1: see :func:`sits_out_round`)."""
        return actions_for_initiative(self.total, natural_one=self.natural_one)


def sits_out_round(initiative_fumble: bool, round_number: int) -> bool:
    """A fumbled initiative does not act in round 1 (RULES.md §5)."""
    return initiative_fumble and round_number == 1


#: What sorts combatants into initiative order (see :func:`initiative_key`).
OrderKey = tuple[bool, bool, int, int, int]


def initiative_key(
    total: int | None, fumble: bool, iniciativa: int, order_position: int
) -> OrderKey:
    """Where a combatant with these values goes in initiative order (RULES.md §5): highest
    total first, ties by higher Iniciativa, then by the GM's order (``order_position``);
    fumblers after everyone who did not fumble, those not rolled yet last."""
    if total is None:
        # Not rolled yet: after everyone who has, in the order they joined.
        return (True, False, 0, 0, order_position)
    # Full ties keep the GM's order (sorted() is stable, and the old position says it).
    return (False, fumble, -total, -iniciativa, order_position)


def roll_initiative(
    iniciativa: int, rng: RandomSource, *, rank: int = 0, estorbo: int = 0
) -> InitiativeRoll:
    """Roll Iniciativa − estorbo + 1o3d10 (explodes).

    ``iniciativa`` is Percepción + Reflejos (or a monster's Ini) *without* the armour estorbo,
    which is given separately so that the sheet can show both.
    """
    _check_estorbo(estorbo)
    return InitiativeRoll(iniciativa, estorbo, roll_1o3d10(rng, rank=rank, explode=True))


def resolve_initiative(
    iniciativa: int, throws: Sequence[Sequence[int]], *, rank: int = 0, estorbo: int = 0
) -> InitiativeRoll:
    """The same as ``roll_initiative`` for dice thrown at the table."""
    _check_estorbo(estorbo)
    return InitiativeRoll(iniciativa, estorbo, resolve_1o3d10(throws, rank=rank, explode=True))


def _check_estorbo(estorbo: int) -> None:
    if estorbo < 0:
        raise ValueError(f"estorbo cannot be negative ({estorbo}); use 0 for no armour")


# --------------------------------------------------------------------------- turn budget


@dataclass(frozen=True, slots=True)
class _Allocation:
    """How a turn's usage is paid: majors and minors for movement, minor uses paid by majors."""

    move_majors: int
    move_minors: int
    minors_as_majors: int


def _fmt_m(metres: float) -> str:
    return f"{round(metres, 2):g}"


class TurnBudget:
    """What a combatant may still do this turn.

    Each action grants one major and one minor action. A major is an attack, a spell or 6 m
    of movement; a minor is a small deed or 3 m of movement; a major may be spent as a minor.
    The budget does not remember the order things were done in: after every step it pays the
    whole turn so far (majors spent, minor deeds, metres moved) in the way that keeps the most
    majors, then the most minors (RULES.md §5). Movement is charged for the total moved this
    turn with the fewest majors, then the fewest minors, and never exceeds 9 m.
    """

    def __init__(
        self,
        actions: int,
        double_action: bool = False,
        *,
        lasting_penalty: bool = False,
        moved_m: float = 0.0,
        majors_spent: int = 0,
        minors_spent: int = 0,
    ) -> None:
        if actions < 0:
            raise ValueError(f"a turn cannot have {actions} actions; use 0 for no action")
        if moved_m < 0 or majors_spent < 0 or minors_spent < 0:
            raise ValueError("moved metres and spent actions cannot be negative")
        self._base_actions = actions
        self._lasting_penalty = lasting_penalty
        self._double = False
        self._moved_m = 0.0
        self._majors_spent = 0
        self._minors_spent = 0
        if double_action:
            self.take_double_action()
        # Restoring a saved turn goes through the same checks as playing it.
        if not self._pay(majors_spent, minors_spent, moved_m):
            raise RuleViolation(
                f"A turn with {self.actions} action(s) cannot hold {majors_spent} major "
                f"action(s), {minors_spent} minor action(s) and {_fmt_m(moved_m)} m of movement."
            )
        self._majors_spent = majors_spent
        self._minors_spent = minors_spent
        self._moved_m = moved_m

    # -- state ---------------------------------------------------------------------------

    @property
    def actions(self) -> int:
        """Actions this turn, including the double action when taken."""
        return self._base_actions + (1 if self._double else 0)

    @property
    def double_action(self) -> bool:
        return self._double

    @property
    def lasting_penalty(self) -> bool:
        return self._lasting_penalty

    @property
    def rank_shift(self) -> int:
        """-1 for every roll this turn after a double action, else 0."""
        return -1 if self._double else 0

    @property
    def moved_m(self) -> float:
        return self._moved_m

    @property
    def majors_spent(self) -> int:
        """Major actions spent on attacks and spells (not movement)."""
        return self._majors_spent

    @property
    def minors_spent(self) -> int:
        """Minor deeds done (not movement), whichever kind of action paid for them."""
        return self._minors_spent

    @property
    def majors_left(self) -> int:
        alloc = self._current()
        return (self.actions - self._majors_spent - alloc.move_majors - alloc.minors_as_majors)

    @property
    def minors_left(self) -> int:
        alloc = self._current()
        return self.actions - alloc.move_minors - (self._minors_spent - alloc.minors_as_majors)

    @property
    def movement_charge(self) -> tuple[int, int]:
        """(majors, minors) that the movement so far costs."""
        alloc = self._current()
        return alloc.move_majors, alloc.move_minors

    def max_move_m(self) -> float:
        """The most metres this turn's movement may still grow by."""
        capacity = self._capacity_m(self._majors_spent, self._minors_spent)
        return max(0.0, capacity - self._moved_m)

    def can_spend_major(self) -> bool:
        return self._pay(self._majors_spent + 1, self._minors_spent, self._moved_m)

    def can_spend_minor(self) -> bool:
        return self._pay(self._majors_spent, self._minors_spent + 1, self._moved_m)

    def can_take_double_action(self) -> bool:
        return self._double_refusal() is None

    def copy(self) -> TurnBudget:
        twin = TurnBudget(self._base_actions, lasting_penalty=self._lasting_penalty)
        twin._double = self._double
        twin._moved_m = self._moved_m
        twin._majors_spent = self._majors_spent
        twin._minors_spent = self._minors_spent
        return twin

    def __repr__(self) -> str:
        return (
            f"TurnBudget(actions={self.actions}, double_action={self._double}, "
            f"moved_m={_fmt_m(self._moved_m)}, majors_left={self.majors_left}, "
            f"minors_left={self.minors_left})"
        )

    # -- actions -------------------------------------------------------------------------

    def move(self, metres: float) -> None:
        """Add a move to this turn's movement, or raise RuleViolation when it does not fit."""
        if metres < 0:
            raise ValueError(f"cannot move a negative distance ({_fmt_m(metres)} m)")
        left = self.max_move_m()
        if metres > left + _EPSILON_M:
            if left <= _EPSILON_M:
                reason = "no movement left this turn"
            else:
                reason = f"only {_fmt_m(left)} m of movement left this turn"
            raise RuleViolation(
                f"Cannot move {_fmt_m(metres)} m: {reason} "
                f"({_fmt_m(MAX_MOVE_PER_TURN_M)} m per turn at most; "
                f"{_fmt_m(self._moved_m)} m moved, {self._usage_text()}). "
                + ("Choose a nearer square." if left > _EPSILON_M else "End the turn.")
            )
        total = self._moved_m + metres
        # Snap to the limit so that a path summed from irrational diagonals does not leave a
        # dust of 1e-15 m behind or creep past 9 m.
        capacity = self._capacity_m(self._majors_spent, self._minors_spent)
        self._moved_m = min(total, capacity)

    def spend_major(self) -> None:
        """Spend a major action (an attack, a spell, a reload)."""
        if not self.can_spend_major():
            raise RuleViolation(
                f"No major action left this turn ({self._usage_text()}). "
                + self._more_actions_hint()
            )
        self._majors_spent += 1

    def spend_minor(self) -> None:
        """Spend a minor action; a major one pays for it when no minor is left."""
        if not self.can_spend_minor():
            raise RuleViolation(
                f"No action left this turn for a minor action ({self._usage_text()}). "
                + self._more_actions_hint()
            )
        self._minors_spent += 1

    def take_double_action(self) -> None:
        """One action more this turn, and every roll this turn at -1 rank."""
        refusal = self._double_refusal()
        if refusal is not None:
            raise RuleViolation(refusal)
        self._double = True

    # -- paying --------------------------------------------------------------------------

    def _double_refusal(self) -> str | None:
        if self._double:
            return "A double action was already taken this turn; only one is allowed per turn."
        if self._lasting_penalty:
            return (
                "No double action while already rolling at -1 rank for a lasting reason "
                "(malherido): the rules allow it only to a combatant without that penalty."
            )
        if self._base_actions == 0:
            return "No double action: this combatant does not act this turn."
        return None

    def _more_actions_hint(self) -> str:
        if self._double_refusal() is None:
            return "Take a double action for one more, or end the turn."
        return "End the turn."

    def _usage_text(self) -> str:
        parts = [f"{self.actions} action(s)"]
        if self._double:
            parts[0] += " with the double action"
        if self._majors_spent:
            parts.append(f"{self._majors_spent} major spent")
        if self._minors_spent:
            parts.append(f"{self._minors_spent} minor spent")
        if self._moved_m > 0:
            majors, minors = self.movement_charge
            parts.append(
                f"{_fmt_m(self._moved_m)} m moved for {majors} major and {minors} minor"
            )
        return ", ".join(parts)

    def _allocations(self, majors_spent: int, minors_spent: int) -> list[_Allocation]:
        """Every way to pay the given deeds, with any amount of movement paid on top."""
        actions = self.actions
        # More than 2 majors or 3 minors never helps within 9 m (12 m and 9 m already).
        major_range = range(min(actions, 2) + 1)
        minor_range = range(min(actions, 3) + 1)
        found = []
        for move_majors, move_minors, as_majors in itertools.product(
            major_range, minor_range, range(minors_spent + 1)
        ):
            if majors_spent + move_majors + as_majors > actions:
                continue
            if move_minors + minors_spent - as_majors > actions:
                continue
            found.append(_Allocation(move_majors, move_minors, as_majors))
        return found

    def _best(
        self, majors_spent: int, minors_spent: int, moved_m: float
    ) -> _Allocation | None:
        if moved_m > MAX_MOVE_PER_TURN_M + _EPSILON_M:
            return None
        fitting = [
            a for a in self._allocations(majors_spent, minors_spent)
            if a.move_majors * MOVE_MAJOR_M + a.move_minors * MOVE_MINOR_M >= moved_m - _EPSILON_M
        ]
        if not fitting:
            return None
        # Keep the most majors, then the most minors; among equal ways, charge the movement
        # itself with the fewest majors, then the fewest minors.
        return min(
            fitting,
            key=lambda a: (
                a.move_majors + a.minors_as_majors,
                a.move_minors + minors_spent - a.minors_as_majors,
                a.move_majors,
                a.move_minors,
            ),
        )

    def _pay(self, majors_spent: int, minors_spent: int, moved_m: float) -> bool:
        return self._best(majors_spent, minors_spent, moved_m) is not None

    def _current(self) -> _Allocation:
        best = self._best(self._majors_spent, self._minors_spent, self._moved_m)
        # Every mutation is checked before it is made, so the current usage always fits.
        assert best is not None
        return best

    def _capacity_m(self, majors_spent: int, minors_spent: int) -> float:
        allocations = self._allocations(majors_spent, minors_spent)
        if not allocations:
            return 0.0
        most = max(a.move_majors * MOVE_MAJOR_M + a.move_minors * MOVE_MINOR_M
                   for a in allocations)
        return min(most, MAX_MOVE_PER_TURN_M)
