"""What the player characters see on a map, and what the players may see of its tokens.

Rulings:

- :func:`sight_squares` with ``token_ids=None`` uses every token of a player character
  (``Character.kind == "pc"``) not hidden from the players; tokens named explicitly are used
  whether hidden or not.
- Walls and closed doors block sight, open doors do not; thin walls, objects and closed thin
  doors cut the lines of sight (:mod:`ryf_desktop.rules.sight`).
- A token partly under the fog is not shown to the players (its name or its ring would give it
  away).
"""

from __future__ import annotations

from collections.abc import Iterable, Set

from ryf_desktop.rules.movement import footprint
from ryf_desktop.rules.sides import SIDE_PC
from ryf_desktop.rules.sight import SightGrid
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.rules.thin_walls import ThinWalls
from ryf_desktop.session.maps.views import MapView, TokenView

Square = tuple[int, int]


def sighted_tokens(view: MapView, token_ids: Iterable[int] | None = None) -> list[TokenView]:
    """The tokens whose sight counts: those named, or every visible player character's."""
    if token_ids is None:
        return [token for token in view.tokens if token.side == SIDE_PC and not token.hidden]
    wanted = set(token_ids)
    return [token for token in view.tokens if token.id in wanted]


def sight_squares(view: MapView, token_ids: Iterable[int] | None = None) -> SquareMask:
    """The squares the tokens see (see the module rulings)."""
    tokens = sighted_tokens(view, token_ids)
    return seen_from(view.width, view.height, view.blocked,
                     [(token.x, token.y, token.size) for token in tokens], view.thin_walls)


def seen_from(
    width: int, height: int, blocked: SquareMask, tokens: Iterable[tuple[int, int, int]],
    segments: ThinWalls | None = None,
) -> SquareMask:
    """What tokens at ``(x, y, size)`` see on a map of ``width``×``height`` squares."""
    origins = [square for x, y, size in tokens for square in footprint((x, y), size)]
    if not origins:
        return SquareMask.empty(width, height)
    return SightGrid(width, height, blocked, segments).seen_mask(origins)


def visible_to_players(token: TokenView, fog: SquareMask | Set[Square]) -> bool:
    """Whether the players see ``token``: not hidden, and none of its squares under ``fog``."""
    if token.hidden:
        return False
    if token.size == 1:
        return (token.x, token.y) not in fog
    return not any(square in fog for square in footprint((token.x, token.y), token.size))
