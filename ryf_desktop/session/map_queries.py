"""What the battlemap reads from an open campaign: the list of maps, one map with its square sets
and tokens as plain frozen data (:class:`MapView`), image bytes, what the player characters see,
and the pure helper of the background calibration.

Each token carries what a view needs to draw it without further queries: its owner's name and
initials, side ("pc", "npc" or "monster"), health state under the campaign's rules profile, a
colour that stays the same for the same owner, and the owner's portrait.

Rulings:

- Initials: the first letters of the first and last words ("Goblin 2" → "G2", "Ana María Ruiz"
  → "AR"); a one-word name gives its first two letters ("Aldric" → "Al").
- Colours come from a fixed palette of twelve, picked from the owner's id (characters and
  creatures apart), so a token keeps its colour across maps and sessions and twelve characters
  in a row never share one.
- :func:`calibration_from_drag` measures along the longer axis of the drag, so a slightly slanted
  drag along a row (or a column, or a diagonal of N squares) still gives pixels per square.
- :func:`sight_squares` with ``token_ids=None`` uses every token of a player character
  (``Character.kind == "pc"``) not hidden from the players; tokens named explicitly are used
  whether hidden or not.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlmodel import Session, col

from ryf_desktop.rules.health import creature_state, state
from ryf_desktop.rules.sight import SightGrid, footprint
from ryf_desktop.storage import unpack_squares
from ryf_desktop.storage.squares import SquareSetError
from ryf_desktop.storage.tables import (
    CAMPAIGN_ID,
    Campaign,
    Character,
    Image,
    Map,
    MapToken,
    MonsterInstance,
)

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

Square = tuple[int, int]

#: Token colours, distinct on a light or dark background and from the health-state rings.
PALETTE: tuple[str, ...] = (
    "#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2",
    "#17becf", "#bcbd22", "#3f51b5", "#795548", "#009688", "#c2185b",
)

#: The square-set layers of a map a brush may paint.
LAYERS: tuple[str, ...] = ("walls", "difficult", "fog", "doors")


@dataclass(frozen=True, slots=True)
class MapSummary:
    """One entry of the map chooser."""

    id: int
    name: str
    width: int
    height: int
    has_background: bool


@dataclass(frozen=True, slots=True)
class TokenView:
    """A token as the map draws it."""

    id: int
    map_id: int
    x: int
    y: int
    size: int
    hidden: bool
    name: str
    initials: str
    #: "pc", "npc" or "monster".
    side: str
    #: A HealthState value: normal, malherido, inconsciente, muerto or derrotado.
    state: str
    #: "#rrggbb", the same for the same owner.
    colour: str
    portrait_image_id: int | None
    character_id: int | None
    monster_id: int | None

    @property
    def squares(self) -> list[Square]:
        """The squares its footprint covers."""
        return footprint((self.x, self.y), self.size)


@dataclass(frozen=True)
class MapView:
    """One map with everything drawn on it; square sets are frozensets of ``(x, y)``."""

    id: int
    name: str
    width: int
    height: int
    walls: frozenset[Square]
    difficult: frozenset[Square]
    fog: frozenset[Square]
    doors: frozenset[Square]
    open_doors: frozenset[Square]
    background_image_id: int | None
    #: Background image pixels per square.
    image_scale: float
    #: Background image pixel at the top-left corner of square (0, 0).
    image_offset: tuple[float, float]
    notes: str
    tokens: tuple[TokenView, ...]

    @cached_property
    def closed_doors(self) -> frozenset[Square]:
        return self.doors - self.open_doors

    @cached_property
    def blocked(self) -> frozenset[Square]:
        """Walls and closed doors: what stops movement and sight."""
        return self.walls | self.closed_doors

    def token(self, token_id: int) -> TokenView | None:
        return next((token for token in self.tokens if token.id == token_id), None)

    def on_map(self, square: Square) -> bool:
        return 0 <= square[0] < self.width and 0 <= square[1] < self.height


# --------------------------------------------------------------------------- reading


def squares_of(text: str) -> frozenset[Square]:
    """A stored square set; a damaged one reads as empty rather than breaking the map."""
    try:
        return unpack_squares(text)
    except SquareSetError:
        return frozenset()


def initials(name: str) -> str:
    words = name.split()
    if not words:
        return "?"
    if len(words) == 1:
        word = words[0]
        return word[:1].upper() + word[1:2]
    return (words[0][:1] + words[-1][:1]).upper()


def owner_colour(character_id: int | None, monster_id: int | None) -> str:
    # Stepping by 5 (prime to 12) gives twelve consecutive ids twelve different colours;
    # creatures start half-way round so the first monster does not wear the first hero's colour.
    if character_id is not None:
        return PALETTE[(character_id * 5) % len(PALETTE)]
    return PALETTE[(int(monster_id or 0) * 5 + 6) % len(PALETTE)]


def read_maps(db: Session) -> list[MapSummary]:
    rows = db.execute(
        select(
            col(Map.id), col(Map.name), col(Map.grid_width), col(Map.grid_height),
            col(Map.background_image_id),
        ).order_by(col(Map.position), col(Map.id))
    ).all()
    return [
        MapSummary(int(row[0]), str(row[1]), int(row[2]), int(row[3]), row[4] is not None)
        for row in rows
    ]


def maps(session: CampaignSession) -> list[MapSummary]:
    """The campaign's maps, in the GM's order (position, then id)."""
    with session.file.transaction() as db:
        return read_maps(db)


def read_tokens(db: Session, map_id: int) -> tuple[TokenView, ...]:
    """The tokens of a map with their owners' names, sides, states and colours, by id."""
    rows = db.execute(
        select(
            col(MapToken.id), col(MapToken.x), col(MapToken.y), col(MapToken.size),
            col(MapToken.hidden), col(MapToken.character_id), col(MapToken.monster_id),
        )
        .where(col(MapToken.map_id) == map_id)
        .order_by(col(MapToken.id))
    ).all()
    if not rows:
        return ()
    character_ids = {row[5] for row in rows if row[5] is not None}
    monster_ids = {row[6] for row in rows if row[6] is not None}
    characters: dict[int, tuple[str, str, str, int | None]] = {}
    if character_ids:
        campaign = db.get(Campaign, CAMPAIGN_ID)
        assert campaign is not None
        profile = campaign.rules_profile()
        for cid, name, kind, fisico, wounds, portrait_id in db.execute(
            select(
                col(Character.id), col(Character.name), col(Character.kind),
                col(Character.fisico), col(Character.wounds), col(Character.portrait_image_id),
            ).where(col(Character.id).in_(character_ids))
        ).all():
            characters[int(cid)] = (
                str(name), str(kind), state(int(fisico), int(wounds), profile).value, portrait_id
            )
    monsters: dict[int, tuple[str, str]] = {}
    if monster_ids:
        for mid, name, pv_max, wounds in db.execute(
            select(
                col(MonsterInstance.id), col(MonsterInstance.name), col(MonsterInstance.pv_max),
                col(MonsterInstance.wounds),
            ).where(col(MonsterInstance.id).in_(monster_ids))
        ).all():
            monsters[int(mid)] = (str(name), creature_state(int(pv_max), int(wounds)).value)
    tokens: list[TokenView] = []
    for token_id, x, y, size, hidden, character_id, monster_id in rows:
        portrait: int | None = None
        if character_id is not None:
            name, side, health, portrait = characters[int(character_id)]
        else:
            name, health = monsters[int(monster_id)]
            side = "monster"
        tokens.append(
            TokenView(
                id=int(token_id), map_id=map_id, x=int(x), y=int(y), size=int(size),
                hidden=bool(hidden), name=name, initials=initials(name), side=side,
                state=health, colour=owner_colour(character_id, monster_id),
                portrait_image_id=portrait, character_id=character_id, monster_id=monster_id,
            )
        )
    return tuple(tokens)


def read_map_view(db: Session, map_id: int) -> MapView:
    """One map as the battlemap draws it (inside a transaction); KeyError when it is gone."""
    row = db.get(Map, map_id)
    if row is None:
        raise KeyError(map_id)
    return MapView(
        id=int(row.id or 0),
        name=row.name,
        width=row.grid_width,
        height=row.grid_height,
        walls=squares_of(row.walls),
        difficult=squares_of(row.difficult),
        fog=squares_of(row.fog),
        doors=squares_of(row.doors),
        open_doors=squares_of(row.open_doors),
        background_image_id=row.background_image_id,
        image_scale=row.image_scale,
        image_offset=(row.image_offset_x, row.image_offset_y),
        notes=row.notes,
        tokens=read_tokens(db, map_id),
    )


def map_view(session: CampaignSession, map_id: int) -> MapView:
    """One map as the battlemap draws it; KeyError when the campaign has no such map."""
    with session.file.transaction() as db:
        return read_map_view(db, map_id)


def image_bytes(session: CampaignSession, image_id: int) -> bytes:
    """The stored bytes of an image (a map background, a portrait); KeyError when it is gone."""
    with session.file.transaction() as db:
        data = db.execute(select(col(Image.data)).where(col(Image.id) == image_id)).scalar()
    if data is None:
        raise KeyError(image_id)
    return bytes(data)


# --------------------------------------------------------------------------- sight


def sighted_tokens(view: MapView, token_ids: Iterable[int] | None = None) -> list[TokenView]:
    """The tokens whose sight counts: those named, or every visible player character's."""
    if token_ids is None:
        return [token for token in view.tokens if token.side == "pc" and not token.hidden]
    wanted = set(token_ids)
    return [token for token in view.tokens if token.id in wanted]


def sight_squares(view: MapView, token_ids: Iterable[int] | None = None) -> set[Square]:
    """The squares the tokens see (walls and closed doors block sight, open doors do not)."""
    tokens = sighted_tokens(view, token_ids)
    if not tokens:
        return set()
    grid = SightGrid(view.width, view.height, view.blocked)
    origins = {square for token in tokens for square in token.squares}
    return grid.visible(origins)


# --------------------------------------------------------------------------- calibration


def calibration_from_drag(
    p1: tuple[float, float], p2: tuple[float, float], squares: int
) -> float:
    """Image pixels per square from a drag across ``squares`` squares of the background, from
    image point ``p1`` to ``p2``, measured along the drag's longer axis."""
    if squares < 1:
        raise ValueError(f"drag across at least one square, not {squares}")
    length = max(abs(p2[0] - p1[0]), abs(p2[1] - p1[1]))
    if length <= 0:
        raise ValueError("the drag has no length: drag across the squares of the image")
    return length / squares
