"""What the battlemap reads of the open campaign: the list of maps, one map with its square
layers (:class:`~ryf_desktop.rules.square_mask.SquareMask`) and tokens as plain frozen data
(:class:`MapView`), image bytes, and the pure helper of the background calibration.

Each token carries what a view needs to draw it without further reads: its owner's name and
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
- A damaged stored layer, segment list or light list reads as empty rather than breaking the
  map.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from ryf_desktop.rules.health import health_of
from ryf_desktop.rules.map_features import Light, Segment, blocked_squares
from ryf_desktop.rules.movement import footprint
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.rules.sides import SIDE_MONSTER, side_of_character
from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.rules.thin_walls import ThinWalls
from ryf_desktop.session.model import CampaignModel
from ryf_desktop.storage.map_features_codec import MapFeaturesError, unpack_lights, unpack_segments
from ryf_desktop.storage.records import Character, Map, MapToken, MonsterInstance
from ryf_desktop.storage.squares import read_mask

if TYPE_CHECKING:
    from ryf_desktop.session.maps.shapes import MapShapes

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
    """One map with everything drawn on it; its square sets are masks of the map."""

    id: int
    name: str
    width: int
    height: int
    walls: SquareMask
    difficult: SquareMask
    fog: SquareMask
    doors: SquareMask
    open_doors: SquareMask
    background_image_id: int | None
    #: Background image pixels per square.
    image_scale: float
    #: Background image pixel at the top-left corner of square (0, 0).
    image_offset: tuple[float, float]
    notes: str
    tokens: tuple[TokenView, ...]
    #: Thin walls, object outlines and doors on lines, in squares (schema 4).
    segments: tuple[Segment, ...] = ()
    #: Lights, in squares (schema 4).
    lights: tuple[Light, ...] = ()

    @cached_property
    def thin_walls(self) -> ThinWalls:
        """The segments laid out for the movement and sight rules."""
        return ThinWalls(self.segments)

    @cached_property
    def blocked(self) -> SquareMask:
        """Walls and closed doors: what stops movement and sight."""
        return blocked_squares(self.walls, self.doors, self.open_doors)

    def token(self, token_id: int) -> TokenView | None:
        return next((token for token in self.tokens if token.id == token_id), None)

    def on_map(self, square: Square) -> bool:
        return 0 <= square[0] < self.width and 0 <= square[1] < self.height


# --------------------------------------------------------------------------- layers of a record


def layer(row: Map, name: str) -> SquareMask:
    """One stored square layer of a map (walls, difficult, fog, doors, open_doors) as a mask."""
    text: str = getattr(row, name)
    return read_mask(text, row.grid_width, row.grid_height)


def blocked_of(row: Map) -> SquareMask:
    """Walls and closed doors of a map: what stops movement and sight."""
    return blocked_squares(layer(row, "walls"), layer(row, "doors"), layer(row, "open_doors"))


def segments_of(text: str) -> tuple[Segment, ...]:
    """A map's stored segments; damaged ones read as none."""
    try:
        return unpack_segments(text)
    except MapFeaturesError:
        return ()


def lights_of(text: str) -> tuple[Light, ...]:
    """A map's stored lights; damaged ones read as none."""
    try:
        return unpack_lights(text)
    except MapFeaturesError:
        return ()


# --------------------------------------------------------------------------- reading


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


def maps(model: CampaignModel) -> list[MapSummary]:
    """The campaign's maps, in the GM's order (position, then id)."""
    rows = sorted(model.all(Map), key=lambda row: (row.position, row.id))
    return [MapSummary(row.id, row.name, row.grid_width, row.grid_height) for row in rows]


def token_view(model: CampaignModel, token: MapToken, profile: RulesProfile) -> TokenView:
    """A token with what its owner shows of it."""
    character = model.get(Character, token.character_id)
    portrait: int | None = None
    if character is not None:
        name, side = character.name, side_of_character(character.kind)
        health = health_of(character, profile).state.value
        portrait = character.portrait_image_id
    else:
        monster = model.get(MonsterInstance, token.monster_id)
        name = "?" if monster is None else monster.name
        side = SIDE_MONSTER
        health = "normal" if monster is None else health_of(monster, profile).state.value
    return TokenView(
        id=token.id, map_id=token.map_id, x=token.x, y=token.y, size=token.size,
        hidden=token.hidden, name=name, initials=initials(name), side=side, state=health,
        colour=owner_colour(token.character_id, token.monster_id), portrait_image_id=portrait,
        character_id=token.character_id, monster_id=token.monster_id,
    )


def tokens_of(model: CampaignModel, map_id: int) -> tuple[TokenView, ...]:
    """The tokens of a map with their owners' names, sides, states and colours, by id."""
    profile = model.profile
    return tuple(token_view(model, token, profile)
                 for token in model.of(MapToken, "map_id", map_id))


def map_view(model: CampaignModel, map_id: int) -> MapView:
    """One map as the battlemap draws it; KeyError when the campaign has no such map."""
    row = model.get(Map, map_id)
    if row is None:
        raise KeyError(map_id)
    return view_of(model, row)


def view_of(model: CampaignModel, row: Map, tokens: tuple[TokenView, ...] | None = None,
            shapes: MapShapes | None = None) -> MapView:
    """:func:`map_view` of the record ``row`` (with ``tokens`` when the caller has them); with
    the session's ``shapes``, the layers and segments decoded before are taken from there (a
    reveal changes the fog, not the walls)."""
    def read(name: str) -> SquareMask:
        return layer(row, name) if shapes is None else shapes.layer(row, name)

    thin = None if shapes is None else shapes.thin_walls(row)
    view = MapView(
        id=row.id, name=row.name, width=row.grid_width, height=row.grid_height,
        walls=read("walls"), difficult=read("difficult"), fog=read("fog"), doors=read("doors"),
        open_doors=read("open_doors"), background_image_id=row.background_image_id,
        image_scale=row.image_scale, image_offset=(row.image_offset_x, row.image_offset_y),
        notes=row.notes, tokens=tokens_of(model, row.id) if tokens is None else tokens,
        segments=segments_of(row.segments) if thin is None else thin.segments,
        lights=lights_of(row.lights),
    )
    if thin is not None:
        view.__dict__["thin_walls"] = thin  # the rules' layout of the same segments, kept
    return view


def image_bytes(model: CampaignModel, image_id: int) -> bytes:
    """The stored bytes of an image (a map background, a portrait); KeyError when it is gone."""
    data = model.image_data(image_id)
    if data is None:
        raise KeyError(image_id)
    return data


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
