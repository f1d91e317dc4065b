"""Putting a character or a combatant on a map without the GM picking every square.

- :class:`PutCharacterOnMap` — a character dropped on a square: a new token, or its token on
  that map moved there (a character stands at most once on a map).
- :class:`PutCombatantOnMap` — a combatant without a token gets one on the combat's map (or the
  map the GM shows), next to its side.
- :class:`PlaceNewCreature` — a creature of the bestiary dropped on a square: it joins the
  running combat on that map, else the one being prepared, and its token stands there, in one
  step.
- :func:`place_missing_tokens` — every combatant of a combat without a token gets one, next to
  its side (:class:`~ryf_desktop.session.combat.StartCombat` calls it).

Rulings:

- A dropped token may not stand on a wall, a closed door, off the map or on another token. A
  drop does not move the token of a character fighting in a combat running on that map (its
  moves follow the combat's rules, or are the GM's logged overrides).
- "Next to its side" is :mod:`ryf_desktop.rules.placement`'s rule; a creature added to a combat
  on a map goes next to the creatures (:func:`square_for_creature`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.catalog import Monster
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.rules.movement import footprint
from ryf_desktop.rules.placement import Ground, Square, free_square_for_side
from ryf_desktop.session.catalog_commands import AddMonsterToCombat
from ryf_desktop.session.combat.common import get_combatant
from ryf_desktop.session.combat.people import Owner, owner_key, owner_name
from ryf_desktop.session.combat.state import RUNNING
from ryf_desktop.session.command import CommandError, ModelCommand, required
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.common import get_map, placement_refusal
from ryf_desktop.session.maps.tokens import PlaceToken
from ryf_desktop.session.maps.views import blocked_of
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Character, Combat, Combatant, Map, MapToken

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

translate = QCoreApplication.translate


def ground_of(draft: Draft, map_row: Map) -> Ground:
    """The map ``map_row`` as the placement rule sees it: walls, closed doors and its tokens."""
    ground = Ground(map_row.grid_width, map_row.grid_height, blocked_of(map_row))
    for token in draft.of(MapToken, "map_id", map_row.id):
        ground.stand(owner_key(token.character_id, token.monster_id), (token.x, token.y),
                     token.size)
    return ground


def square_for_creature(draft: Draft, map_row: Map, combat_id: int) -> Square | None:
    """Where a new creature of the combat ``combat_id`` goes on ``map_row``: next to the
    creatures' side (see :func:`~ryf_desktop.rules.placement.free_square_for_side`)."""
    return free_square_for_side(ground_of(draft, map_row), _fighters(draft, combat_id), True)


def _fighters(draft: Draft, combat_id: int) -> list[Owner]:
    """The owners of the combat's combatants, in the combat's order."""
    combatants = sorted(draft.of(Combatant, "combat_id", combat_id),
                        key=lambda row: (row.order_position, row.id))
    return [owner_key(row.character_id, row.monster_id) for row in combatants]


def place_missing_tokens(draft: Draft, combat_id: int, map_id: int) -> list[int]:
    """A token on the map ``map_id`` for every combatant of ``combat_id`` that has none there,
    each next to its side (in the combat's order); the new tokens' ids. Combatants left over
    when the map is full stay without a token."""
    map_row = draft.get(Map, map_id)
    if map_row is None:
        return []
    ground = ground_of(draft, map_row)
    fighters = _fighters(draft, combat_id)
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
        combatant = get_combatant(draft, self.combatant_id)
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
        ground = ground_of(draft, map_row)
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


class PlaceNewCreature(ModelCommand):
    """A new creature of the bestiary (PV rolled, numbered) joins the running combat on
    ``map_id``, else the one being prepared (a new "Encounter" on ``map_id`` when none is), and
    its token stands on ``square`` of that map, hidden from the players with ``hidden``: one step
    ``text``; a square it may not stand on refuses the whole (the creature without its token is
    not wanted)."""

    def __init__(
        self, session: CampaignSession, text: str, monster: Monster, rng: RandomSource,
        map_id: int, square: Square, *, gm_id: int | None = None, hidden: bool = False,
    ) -> None:
        super().__init__(session, text)
        #: The creature's part: its name, PV and encounter after the push.
        self.added = AddMonsterToCombat(session, monster, rng, gm_id=gm_id, map_id=map_id,
                                        hidden=hidden)
        self.map_id = map_id
        self.square = square
        self.hidden = hidden

    def check(self) -> None:
        self.added.check()

    def work_out(self, draft: Draft) -> None:
        self.added.work_out(draft)
        PlaceToken(
            self.session, self.map_id, self.square[0], self.square[1],
            monster_id=self.added.monster_id, hidden=self.hidden,
        ).work_out(draft)
