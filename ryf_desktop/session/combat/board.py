"""Moving on the combat's map: :class:`MoveBoard` — what one mover's move must respect, read from
the model — its :meth:`~MoveBoard.reach` (where the token may end a move with the movement left,
what each square costs, what the turn's movement would then cost: "minor", "major" or "both")
and its :meth:`~MoveBoard.check` of one drop, with the reason written for the GM.

A board is a plain value: a view may keep one for a drag (a rules call per mouse move, nothing
read again) and drops it with the drag or on any change of the campaign.

Rulings on the board during a combat (RULES.md §7 leaves these open):

- Sides: player characters and NPCs against monsters. Enemies' tokens block; allies' may be
  crossed but not ended on.
- A fallen body — the token of anyone down (inconsciente, muerto, derrotado), in this combat or
  left from an earlier one — does not stop a move: it may be crossed and ended on (issue 23:
  RULES.md says only that enemies' squares block; a body on the floor is stepped over).
- A combatant out of the fight but standing, and a standing token on the map that is not in the
  combat, can be crossed but not ended on, whichever side it is.
- The start square of a move costs nothing; its tier is the one the turn's movement already
  costs ("minor" when nothing was moved yet).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.combat import MAX_MOVE_PER_TURN_M, RuleViolation, TurnBudget
from ryf_desktop.rules.health import health_of
from ryf_desktop.rules.movement import (
    MoveCheck,
    MoveReason,
    Square,
    check_move,
    reachable_squares,
)
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.rules.thin_walls import ThinWalls
from ryf_desktop.session.combat.common import get_combatant
from ryf_desktop.session.combat.people import Owner, health, name_of, owner_key
from ryf_desktop.session.combat.state import DOWN_STATES, load_budget
from ryf_desktop.session.maps.shapes import MapShapes
from ryf_desktop.session.model import Records
from ryf_desktop.session.texts import fill, metres_text
from ryf_desktop.storage.records import Character, Combat, Combatant, Map, MapToken, MonsterInstance

if TYPE_CHECKING:
    from ryf_desktop.session.model import CampaignModel

translate = QCoreApplication.translate

__all__ = ["MoveBoard", "Reach", "check_drop", "move_check", "move_message", "reach", "tier_of"]


@dataclass(frozen=True, slots=True)
class Reach:
    combatant_id: int
    token_id: int
    start: Square
    size: int
    #: Top-left squares the token may end on → metres the move costs.
    costs: dict[Square, float]
    #: What the turn's movement would cost after moving there: "minor", "major" or "both".
    tiers: dict[Square, str]
    left_m: float


def tier_of(budget: TurnBudget) -> str:
    """What a turn's movement costs so far: "minor", "major" or "both"."""
    majors, minors = budget.movement_charge
    if majors and minors:
        return "both"
    if majors:
        return "major"
    return "minor"


def _fighting_owners(
    records: Records, combat_id: int, profile: RulesProfile
) -> dict[Owner, tuple[bool, bool]]:
    """Each combatant's owner → (on the monsters' side, standing: neither out nor down)."""
    owners: dict[Owner, tuple[bool, bool]] = {}
    for row in records.of(Combatant, "combat_id", combat_id):
        standing = not row.out and health(records, row, profile).state not in DOWN_STATES
        owners.setdefault(
            owner_key(row.character_id, row.monster_id), (row.character_id is None, standing)
        )
    return owners


def _fallen(records: Records, token: MapToken, profile: RulesProfile) -> bool:
    """Whether the token's owner is down (its body on the floor)."""
    being: Character | MonsterInstance | None = (
        records.get(Character, token.character_id) if token.character_id is not None
        else records.get(MonsterInstance, token.monster_id or 0)
    )
    return being is not None and health_of(being, profile).state in DOWN_STATES


def _standing(
    records: Records, map_record: Map, combatant: Combatant,
    owners: dict[Owner, tuple[bool, bool]], profile: RulesProfile,
) -> tuple[MapToken | None, SquareMask, SquareMask]:
    """The mover's token on the map, and the squares its enemies and the others stand on."""
    mover_key = owner_key(combatant.character_id, combatant.monster_id)
    mover_enemy_side = combatant.character_id is None
    # Looked up by id, so that the many tokens of no combatant cost one dict look-up each.
    by_character = {key[1]: fighter for key, fighter in owners.items() if key[0] == "c"}
    by_monster = {key[1]: fighter for key, fighter in owners.items() if key[0] == "m"}
    seen: set[Owner] = set()
    mover: MapToken | None = None
    enemies: list[MapToken] = []
    others: list[MapToken] = []
    for token in records.of(MapToken, "map_id", map_record.id):
        character_id = token.character_id
        fighter = (by_character.get(character_id) if character_id is not None
                   else by_monster.get(token.monster_id or 0))
        if fighter is not None:
            key = owner_key(character_id, token.monster_id)
            # A combatant stands on the first token of its owner; any later one is scenery.
            if key not in seen:
                seen.add(key)
                if key == mover_key:
                    mover = token
                    continue
                if fighter[1] and fighter[0] != mover_enemy_side:
                    enemies.append(token)
                    continue
        if _fallen(records, token, profile):
            continue  # a body on the floor: crossed and ended on
        others.append(token)
    width, height = map_record.grid_width, map_record.grid_height
    return mover, _covered(width, height, enemies), _covered(width, height, others)


def _covered(width: int, height: int, tokens: list[MapToken]) -> SquareMask:
    """The squares of the map the tokens' footprints cover."""
    cells = np.zeros((height, width), dtype=np.bool_)
    xs = np.array([token.x for token in tokens], dtype=np.int64)
    ys = np.array([token.y for token in tokens], dtype=np.int64)
    inside = (xs >= 0) & (xs < width) & (ys >= 0) & (ys < height)
    cells[ys[inside], xs[inside]] = True
    for token in tokens:
        if token.size > 1:  # a footprint runs right and down from its top-left square
            cells[max(token.y, 0):max(token.y + token.size, 0),
                  max(token.x, 0):max(token.x + token.size, 0)] = True
    return SquareMask(cells)


@dataclass(frozen=True, slots=True)
class MoveBoard:
    """What a move on the combat's map must respect, for one mover."""

    combatant_id: int
    token_id: int
    start: Square
    size: int
    diagonals_taken: int
    width: int
    height: int
    blocked: SquareMask
    difficult: SquareMask
    enemies: SquareMask
    allies: SquareMask
    thin_walls: ThinWalls
    diagonal_rule: str
    #: Never changed in place: whoever tries a move on it works on a copy.
    budget: TurnBudget

    @classmethod
    def of(
        cls, records: Records, combatant_id: int, profile: RulesProfile,
        shapes: MapShapes | None = None,
    ) -> MoveBoard | None:
        """The board of the combatant's move now (the map's layers from ``shapes`` when given:
        the session's, kept while the layers stay the same); None without a token on the
        combat's map; CommandError when the combatant is gone."""
        combatant = get_combatant(records, combatant_id)
        combat = records.get(Combat, combatant.combat_id)
        map_record = None if combat is None else records.get(Map, combat.map_id)
        if combat is None or map_record is None:
            return None
        mover, enemies, allies = _standing(
            records, map_record, combatant, _fighting_owners(records, combat.id, profile),
            profile,
        )
        if mover is None:
            return None
        shapes = MapShapes() if shapes is None else shapes
        return cls(
            combatant_id=combatant_id,
            token_id=mover.id,
            start=(mover.x, mover.y),
            size=max(1, mover.size),
            diagonals_taken=combatant.diagonals_taken,
            width=map_record.grid_width,
            height=map_record.grid_height,
            blocked=shapes.blocked(map_record),
            difficult=shapes.layer(map_record, "difficult"),
            enemies=enemies,
            allies=allies,
            thin_walls=shapes.thin_walls(map_record),
            diagonal_rule=str(profile.diagonal_rule),
            budget=load_budget(combatant),
        )

    def _terrain(self) -> dict[str, Any]:
        """The board as the movement rules take it (the same for the reach and for a drop)."""
        return {
            "width": self.width,
            "height": self.height,
            "blocked": self.blocked,
            "difficult": self.difficult,
            "diagonal_rule": self.diagonal_rule,
            "enemies": self.enemies,
            "allies": self.allies,
            "size": self.size,
            "diagonals_taken": self.diagonals_taken,
            "segments": self.thin_walls,
        }

    def reach(self) -> Reach:
        """Where the token may end a move now (treat the dicts as read-only)."""
        left = self.budget.max_move_m()
        try:
            costs = reachable_squares(self.start, left, **self._terrain())
        except ValueError:  # the token stands off the grid (the map was made smaller)
            costs = {}
        tier_by_cost: dict[float, str] = {}
        tiers: dict[Square, str] = {}
        for square, cost in costs.items():
            if cost not in tier_by_cost:
                trial = self.budget.copy()
                try:
                    trial.move(cost)
                except RuleViolation:
                    tier_by_cost[cost] = "both"
                else:
                    tier_by_cost[cost] = tier_of(trial)
            tiers[square] = tier_by_cost[cost]
        return Reach(
            combatant_id=self.combatant_id,
            token_id=self.token_id,
            start=self.start,
            size=self.size,
            costs=costs,
            tiers=tiers,
            left_m=left,
        )

    def check(self, goal: Square) -> MoveCheck:
        """Whether the token may be dropped on ``goal`` now, with the route, its cost and, when
        not, the reason in words for the GM."""
        goal = (int(goal[0]), int(goal[1]))
        left = self.budget.max_move_m()
        try:
            verdict = check_move(self.start, goal, left, **self._terrain())
        except ValueError:  # the token itself stands off the grid
            verdict = MoveCheck(MoveReason.OFF_MAP, "", left_m=left)
        return dataclasses.replace(verdict, message=move_message(verdict))


def move_message(check: MoveCheck) -> str:
    """Why a drop is refused (or what it costs), in words for the GM."""
    reason = check.reason
    if reason is MoveReason.OK:
        return fill(
            translate("CombatQueries", "Move %1 m."), metres_text(check.cost_m or 0.0)
        )
    if reason is MoveReason.OFF_MAP:
        return translate("CombatQueries", "That square is off the map.")
    if reason is MoveReason.WALL:
        return translate("CombatQueries", "That square is a wall or a closed door.")
    if reason is MoveReason.ENEMY:
        return translate("CombatQueries", "An enemy stands on that square.")
    if reason is MoveReason.ALLY:
        return translate(
            "CombatQueries",
            "Someone already stands on that square; tokens may be crossed but not shared.",
        )
    if reason is MoveReason.BLOCKED_BY_ENEMIES:
        return translate("CombatQueries", "No way there: enemies are in the way.")
    if reason is MoveReason.BLOCKED:
        return translate("CombatQueries", "No way there: walls or closed doors are in the way.")
    cost = check.cost_m or 0.0
    if cost > MAX_MOVE_PER_TURN_M + 1e-6:
        return fill(
            translate(
                "CombatQueries",
                "The way there is %1 m, and %2 m is the most a combatant can move in a turn. "
                "Choose a nearer square.",
            ),
            metres_text(cost, round_up=True),
            metres_text(MAX_MOVE_PER_TURN_M),
        )
    if check.left_m <= 1e-6:
        return translate(
            "CombatQueries", "No movement left this turn. End the turn to move again."
        )
    return fill(
        translate(
            "CombatQueries",
            "The way there is %1 m, but only %2 m of movement are left this turn. Choose a "
            "nearer square.",
        ),
        metres_text(cost, round_up=True),
        metres_text(check.left_m),
    )


def _no_token_check(records: Records, combatant_id: int) -> MoveCheck:
    combatant = records.get(Combatant, combatant_id)
    name = "?" if combatant is None else name_of(records, combatant)
    return MoveCheck(
        MoveReason.OFF_MAP,
        fill(
            translate(
                "CombatQueries",
                "%1 has no token on the combat's map. Place one on the map first.",
            ),
            name,
        ),
    )


def check_drop(
    records: Records, combatant_id: int, goal: Square, profile: RulesProfile,
    shapes: MapShapes | None = None,
) -> MoveCheck:
    """:meth:`MoveBoard.check` of the combatant's board now, or why it has none."""
    board = MoveBoard.of(records, combatant_id, profile, shapes)
    if board is None:
        return _no_token_check(records, combatant_id)
    return board.check(goal)


def reach(model: CampaignModel, combatant_id: int) -> Reach | None:
    """Where the combatant's token may end a move now; None without a token on the combat's
    map; CommandError when the combatant is gone."""
    board = MoveBoard.of(model, combatant_id, model.profile)
    return None if board is None else board.reach()


def move_check(model: CampaignModel, combatant_id: int, goal: Square) -> MoveCheck:
    """Whether the combatant's token may be dropped on ``goal`` now (see
    :meth:`MoveBoard.check`)."""
    return check_drop(model, combatant_id, goal, model.profile)
