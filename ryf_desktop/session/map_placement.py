"""Putting a character or a combatant on a map without the GM picking every square.

- :class:`PutCharacterOnMap` — a character dropped on a square: a new token, or its token on
  that map moved there (a character stands at most once on a map).
- :class:`PutCombatantOnMap` — a combatant without a token gets one on the combat's map (or the
  map the GM shows), next to its side.
- :func:`place_missing_tokens` — every combatant of a combat without a token gets one, next to
  its side (:class:`~ryf_desktop.session.combat.StartCombat` calls it).

Rulings:

- A dropped token may not stand on a wall, a closed door, off the map or on another token. A
  drop does not move the token of a character fighting in a combat running on that map (its
  moves follow the combat's rules, or are the GM's logged overrides).
- "Next to its side": the sides are the characters (PCs and NPCs) and the creatures. The search
  walks outwards square by square from the side's tokens — its combatants' on the map, else
  every token of that kind on the map, else the map's centre — walls and closed doors stopping
  it, and takes the first free square met (the nearest the tokens' centre among those as near):
  next to the side, on its side of a wall. Only when that part of the map is full does it take
  the free square nearest that centre anywhere.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Set
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.movement import footprint
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.session.combat.people import Owner, owner_key, owner_name
from ryf_desktop.session.combat.state import RUNNING
from ryf_desktop.session.command import CommandError, ModelCommand, required
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.common import get_map, placement_refusal
from ryf_desktop.session.maps.views import blocked_of
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Character, Combat, Combatant, Map, MapToken

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

Square = tuple[int, int]
#: A token's owner: ("c", character id) or ("m", creature id).
translate = QCoreApplication.translate

_NEIGHBOURS = tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0))


@dataclass
class Ground:
    """One map as the placement sees it: its size, the squares nothing may stand on (walls,
    closed doors) and the squares tokens cover, kept up to date as tokens are placed."""

    width: int
    height: int
    blocked: SquareMask | Set[Square]
    taken: set[Square] = field(default_factory=set)
    #: Where each owner's token stands (its top-left square) and its size.
    placed: dict[Owner, tuple[Square, int]] = field(default_factory=dict)

    @classmethod
    def of(cls, draft: Draft, map_row: Map) -> Ground:
        ground = cls(map_row.grid_width, map_row.grid_height, blocked_of(map_row))
        for token in draft.of(MapToken, "map_id", map_row.id):
            ground.stand(owner_key(token.character_id, token.monster_id), (token.x, token.y),
                         token.size)
        return ground

    def stand(self, owner: Owner, square: Square, size: int) -> None:
        self.placed.setdefault(owner, (square, size))
        self.taken.update(footprint(square, size))

    def walkable(self, square: Square) -> bool:
        x, y = square
        return 0 <= x < self.width and 0 <= y < self.height and square not in self.blocked

    def fits(self, square: Square, size: int) -> bool:
        """Whether a token of ``size`` may stand with ``square`` as its top-left square."""
        return all(
            self.walkable(part) and part not in self.taken for part in footprint(square, size)
        )

    def centre_of(self, owners: Iterable[Owner]) -> tuple[float, float] | None:
        """The centre of the tokens of ``owners`` on this map (in squares), None if none."""
        centres = [
            (square[0] + (size - 1) / 2, square[1] + (size - 1) / 2)
            for square, size in (self.placed[owner] for owner in owners if owner in self.placed)
        ]
        if not centres:
            return None
        return (sum(x for x, _ in centres) / len(centres),
                sum(y for _, y in centres) / len(centres))

    def free_square_near(self, centre: tuple[float, float], size: int = 1,
                         around: Iterable[Square] = ()) -> Square | None:
        """A free square for a token of ``size``: the fewest steps from the squares ``around``
        (a side's tokens; else from the square nearest ``centre``) without crossing a wall or a
        closed door, the nearest ``centre`` among those as near; else the free square nearest
        ``centre`` anywhere; None when the map is full."""
        starts = [square for square in around if self.walkable(square)]
        if not starts:
            start = self._walkable_near(centre)
            if start is None:
                return None
            starts = [start]
        found = self._flood_from(starts, centre, size)
        if found is not None:
            return found
        return next((square for square in self._spiral(centre) if self.fits(square, size)), None)

    def _walkable_near(self, centre: tuple[float, float]) -> Square | None:
        return next((square for square in self._spiral(centre) if self.walkable(square)), None)

    def _spiral(self, centre: tuple[float, float]) -> Iterator[Square]:
        """Every square of the map, ring by ring around ``centre``, the nearest first in each."""
        cx = min(self.width - 1, max(0, math.floor(centre[0] + 0.5)))
        cy = min(self.height - 1, max(0, math.floor(centre[1] + 0.5)))
        for radius in range(max(self.width, self.height)):
            ring = [
                (x, y)
                for y in range(max(0, cy - radius), min(self.height, cy + radius + 1))
                for x in range(max(0, cx - radius), min(self.width, cx + radius + 1))
                if max(abs(x - cx), abs(y - cy)) == radius
            ]
            yield from sorted(ring, key=lambda square: _distance(square, centre))

    def _flood_from(self, starts: list[Square], centre: tuple[float, float], size: int
                    ) -> Square | None:
        """Walk outwards from ``starts`` a step at a time (walls and closed doors stop the walk,
        tokens do not); the first free square met, the nearest ``centre`` among a step's."""
        seen = set(starts)
        layer = list(seen)
        while layer:
            for square in sorted(layer, key=lambda square: _distance(square, centre)):
                if self.fits(square, size):
                    return square
            following: list[Square] = []
            for x, y in layer:
                for dx, dy in _NEIGHBOURS:
                    step = (x + dx, y + dy)
                    if step not in seen and self.walkable(step):
                        seen.add(step)
                        following.append(step)
            layer = following
        return None


def _distance(square: Square, centre: tuple[float, float]) -> tuple[float, int, int]:
    # (Ties by row, then column: the same map always gives the same square.)
    return (math.hypot(square[0] - centre[0], square[1] - centre[1]), square[1], square[0])


def free_square_for_side(ground: Ground, fighters: Iterable[Owner], monster_side: bool
                         ) -> Square | None:
    """Where a new token of a side goes: next to the side's fighters on the map, else next to
    every token of that kind there, else at the map's centre (see :meth:`Ground.free_square_near`,
    the centre of those tokens breaking ties)."""
    kind = "m" if monster_side else "c"
    side = [owner for owner in fighters if owner[0] == kind and owner in ground.placed]
    if not side:
        side = [owner for owner in ground.placed if owner[0] == kind]
    centre = ground.centre_of(side) or ((ground.width - 1) / 2, (ground.height - 1) / 2)
    around = [part for owner in side for part in footprint(*ground.placed[owner])]
    return ground.free_square_near(centre, 1, around)


def place_missing_tokens(draft: Draft, combat_id: int, map_id: int) -> list[int]:
    """A token on the map ``map_id`` for every combatant of ``combat_id`` that has none there,
    each next to its side (in the combat's order); the new tokens' ids. Combatants left over
    when the map is full stay without a token."""
    map_row = draft.get(Map, map_id)
    if map_row is None:
        return []
    ground = Ground.of(draft, map_row)
    combatants = sorted(draft.of(Combatant, "combat_id", combat_id),
                        key=lambda row: (row.order_position, row.id))
    fighters = [owner_key(row.character_id, row.monster_id) for row in combatants]
    made: list[int] = []
    for owner in fighters:
        if owner in ground.placed:
            continue
        square = free_square_for_side(ground, fighters, owner[0] == "m")
        if square is None:
            break
        made.append(_new_token(draft, map_id, owner, square))
        ground.stand(owner, square, 1)
    return made


def _new_token(draft: Draft, map_id: int, owner: Owner, square: Square, size: int = 1) -> int:
    kind, owner_id = owner
    return draft.add(
        MapToken,
        map_id=map_id,
        character_id=owner_id if kind == "c" else None,
        monster_id=owner_id if kind == "m" else None,
        x=square[0],
        y=square[1],
        size=size,
    ).id


def _taken_by(draft: Draft, map_id: int, squares: Iterable[Square], owner: Owner) -> str | None:
    """The name of another owner's token covering one of ``squares``, or None."""
    wanted = set(squares)
    for token in draft.of(MapToken, "map_id", map_id):
        if owner_key(token.character_id, token.monster_id) == owner:
            continue
        if wanted.intersection(footprint((token.x, token.y), token.size)):
            return owner_name(draft, token.character_id, token.monster_id)
    return None


def _fights_here(draft: Draft, map_id: int, character_id: int) -> bool:
    """Whether the character is a combatant of a combat running on the map (its moves then
    follow the combat's rules, or are logged overrides)."""
    for combatant in draft.of(Combatant, "character_id", character_id):
        combat = draft.get(Combat, combatant.combat_id)
        if combat is not None and combat.map_id == map_id and combat.status == RUNNING:
            return True
    return False


def _token_of(draft: Draft, map_id: int, owner: Owner) -> MapToken | None:
    field = "character_id" if owner[0] == "c" else "monster_id"
    return next((token for token in draft.of(MapToken, field, owner[1])
                 if token.map_id == map_id), None)


class PutCharacterOnMap(ModelCommand):
    """The character ``character_id`` on ``square`` of the map ``map_id``: its token there
    moved, or a new one."""

    def __init__(
        self, session: CampaignSession, map_id: int, character_id: int, square: Square
    ) -> None:
        super().__init__(session, translate("MapPlacement", "Put a character on the map"))
        self.map_id = map_id
        self.character_id = character_id
        self.square = square
        #: Whether the first run moved a token that stood on the map already.
        self.moved = False
        self.token_id: int | None = None

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        character = required(draft, Character, self.character_id, translate(
            "MapPlacement",
            "That character is no longer in the campaign (it was deleted), so it "
            "cannot be put on the map. Refresh the list.",
        ))
        x, y = self.square
        token = _token_of(draft, self.map_id, ("c", self.character_id))
        if token is not None and _fights_here(draft, self.map_id, self.character_id):
            raise CommandError(
                translate(
                    "MapPlacement",
                    "“%1” fights in the combat running on this map: move the token on the "
                    "map (Alt-drag moves it anyway, and the log says so).",
                ),
                character.name,
            )
        size = token.size if token is not None else 1
        refusal = placement_refusal(row, x, y, size, character.name)
        if refusal is not None:
            raise CommandError(refusal)
        other = _taken_by(draft, self.map_id, footprint(self.square, size),
                          ("c", self.character_id))
        if other is not None:
            raise CommandError(
                translate(
                    "MapPlacement",
                    "“%1” cannot stand on square %2, %3: “%4” stands there. Drop it on a "
                    "free square.",
                ),
                character.name, x + 1, y + 1, other,
            )
        if token is None:
            self.token_id = _new_token(draft, self.map_id, ("c", self.character_id), self.square)
            self.setText(fill(translate("MapPlacement", "Put “%1” on the map “%2”"),
                              character.name, row.name))
        else:
            self.moved = True
            self.token_id = token.id
            if (token.x, token.y) == self.square:
                return
            draft.update(token, x=x, y=y)
            self.setText(fill(translate("MapPlacement", "Move “%1” to square %2, %3"),
                              character.name, x + 1, y + 1))


class PutCombatantOnMap(ModelCommand):
    """A token for the combatant ``combatant_id`` on its combat's map (or ``map_id`` when the
    combat has none yet: it becomes the combat's), next to its side; a creature's hidden from
    the players with ``hide_creature``."""

    def __init__(
        self, session: CampaignSession, combatant_id: int, map_id: int | None = None, *,
        hide_creature: bool = False,
    ) -> None:
        super().__init__(session, translate("MapPlacement", "Put a combatant on the map"))
        self.combatant_id = combatant_id
        self.map_id = map_id
        self.hide_creature = hide_creature
        self.token_id: int | None = None
        self.square: Square | None = None

    def _read_target(self, draft: Draft) -> tuple[int, int | None, Owner]:
        """The combat, the map the token goes on (None: no map) and the combatant's owner."""
        combatant = required(draft, Combatant, self.combatant_id, translate(
            "MapPlacement",
            "That combatant is no longer in the combat (it was removed). Refresh "
            "the combat.",
        ))
        combat = draft.get(Combat, combatant.combat_id)
        map_id = combat.map_id if combat is not None and combat.map_id is not None else (
            self.map_id
        )
        return (combatant.combat_id, map_id,
                owner_key(combatant.character_id, combatant.monster_id))

    def work_out(self, draft: Draft) -> None:
        combat_id, map_id, owner = self._read_target(draft)
        name = _owner_name(draft, owner)
        if map_id is None:
            raise CommandError(
                translate(
                    "MapPlacement",
                    "There is no map to put “%1” on: the combat has none and no map is "
                    "shown. Make or choose a map first.",
                ),
                name,
            )
        map_row = get_map(draft, map_id)
        ground = Ground.of(draft, map_row)
        if owner in ground.placed:
            standing = ground.placed[owner][0]
            raise CommandError(
                translate(
                    "MapPlacement",
                    "“%1” already stands on the map “%2” (square %3, %4).",
                ),
                name, map_row.name, standing[0] + 1, standing[1] + 1,
            )
        fighters = [owner_key(row.character_id, row.monster_id)
                    for row in draft.of(Combatant, "combat_id", combat_id)]
        square = free_square_for_side(ground, fighters, owner[0] == "m")
        if square is None:
            raise CommandError(
                translate(
                    "MapPlacement",
                    "The map “%1” has no free square left for “%2”. Make room first.",
                ),
                map_row.name, name,
            )
        combat = draft.get(Combat, combat_id)
        if combat is not None and combat.map_id is None:
            draft.update(combat, map_id=map_id)
        self.token_id = _new_token(draft, map_id, owner, square)
        if self.hide_creature and owner[0] == "m":
            token = draft.get(MapToken, self.token_id)
            if token is not None:
                draft.update(token, hidden=True)
        self.square = square
        self.setText(fill(translate("MapPlacement", "Put “%1” on the map “%2”"),
                          name, map_row.name))


def _owner_name(draft: Draft, owner: Owner) -> str:
    return owner_name(draft, owner[1] if owner[0] == "c" else None, owner[1])
