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

import contextlib
import functools
import json
import re
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from functools import cached_property
from itertools import chain, compress, repeat
from operator import itemgetter, le
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import Connection, Engine, event, select
from sqlmodel import Session, col

from ryf_desktop.rules.health import creature_state, state
from ryf_desktop.rules.map_features import Light, Segment
from ryf_desktop.rules.movement import footprint
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.rules.sight import SightGrid
from ryf_desktop.rules.thin_walls import ThinWalls
from ryf_desktop.storage import unpack_squares
from ryf_desktop.storage.map_features_codec import (
    MapFeaturesError,
    unpack_lights,
    unpack_segments,
)
from ryf_desktop.storage.raw_sql import dbapi
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
    """One map with everything drawn on it; square sets are frozensets of ``(x, y)`` (the fog
    just lifted by a reveal is a :class:`FogLeft`, which answers as one)."""

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
    #: Thin walls, object outlines and doors on lines, in squares (schema 4).
    segments: tuple[Segment, ...] = ()
    #: Lights, in squares (schema 4).
    lights: tuple[Light, ...] = ()

    @cached_property
    def thin_walls(self) -> ThinWalls:
        """The segments laid out for the movement and sight rules (the same segments give the
        same object, so what it worked out is kept while they stay)."""
        return thin_walls_of(self.segments)

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
    """A stored square set; a damaged one reads as empty rather than breaking the map.

    The same text gives the same (immutable) set without unpacking it again: a map is read after
    every change, and most changes leave most of its layers as they were.
    """
    found = _UNPACKED.get(text)
    if found is None:
        found = _quick_unpack(text)
        if found is None:  # damaged, or not as pack_squares writes: the careful way
            try:
                found = unpack_squares(text)
            except SquareSetError:
                found = frozenset()
        _remember(text, found)
    return found


@functools.lru_cache(maxsize=16)
def segments_of(text: str) -> tuple[Segment, ...]:
    """A map's stored segments; damaged ones read as none rather than breaking the map (as
    :func:`squares_of` does), kept by text: a map is read after every change."""
    try:
        return unpack_segments(text)
    except MapFeaturesError:
        return ()


@functools.lru_cache(maxsize=16)
def lights_of(text: str) -> tuple[Light, ...]:
    """A map's stored lights; damaged ones read as none."""
    try:
        return unpack_lights(text)
    except MapFeaturesError:
        return ()


@functools.lru_cache(maxsize=16)
def thin_walls_of(segments: tuple[Segment, ...]) -> ThinWalls:
    """The rules' layout of ``segments``, kept per set of segments: building the cut steps
    of a few thousand segments costs more than a search, and a drag searches at every move."""
    return ThinWalls(segments)


def _quick_unpack(text: str) -> frozenset[Square] | None:
    """``unpack_squares(text)`` for a well-formed layer, each run's squares made in C (a fogged
    100×100 map is 10,000 squares, read after every reveal); ``None`` for anything else."""
    try:
        runs = json.loads(text)
    except ValueError:
        return None
    if not isinstance(runs, list):
        return None
    for run in runs:
        if not (type(run) is list and len(run) == 3):
            return None
        y, first, last = run
        if not (type(y) is type(first) is type(last) is int and y >= 0 and 0 <= first <= last):
            return None
    return frozenset(chain.from_iterable(
        zip(range(first, last + 1), repeat(y)) for y, first, last in runs
    ))


def pack_layer(squares: Iterable[Square]) -> str:
    """``storage.pack_squares(squares)`` (the same text), remembered for :func:`squares_of`."""
    chosen = frozenset(squares)
    text = _encode_runs(_runs(chosen))
    _remember(text, chosen)
    return text


def repack_layer(text: str, squares: Iterable[Square], width: int, height: int) -> str:
    """:func:`pack_layer` of ``squares`` on a ``width``×``height`` map, where ``text`` is how the
    layer is stored now: only the squares that differ from it are written, so lifting a few
    squares of fog off a large map does not go through every fogged square."""
    chosen = frozenset(squares)
    old = squares_of(text)
    cells = bytearray(width * height)
    try:
        runs = json.loads(text)
        for y, first, last in runs:
            if not (type(y) is type(first) is type(last) is int
                    and 0 <= y < height and 0 <= first <= last < width):
                raise ValueError(text)
            cells[y * width + first:y * width + last + 1] = b"\x01" * (last - first + 1)
        for x, y in old ^ chosen:
            if not (0 <= x < width and 0 <= y < height):
                raise ValueError(text)
            cells[y * width + x] ^= 1
    except (TypeError, ValueError):
        return pack_layer(chosen)  # damaged or off the map: the plain way
    found = _encode_runs(_runs_of(cells, width, height))
    _remember(found, chosen)
    return found


_RUN = re.compile(b"\x01+")
# ``json.dumps(runs, separators=(",", ":"))``, as storage.pack_squares writes a layer, without
# the check for lists that contain themselves (runs never do): a third of the time of writing
# the few hundred runs of a fog layer after every reveal.
_encode_runs = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode


def _runs_of(cells: bytearray, width: int, height: int) -> list[list[int]]:
    return [
        [y, found.start() - start, found.end() - 1 - start]
        for y, start in zip(range(height), range(0, width * height, width), strict=True)
        for found in _RUN.finditer(cells, start, start + width)
    ]


def _runs(squares: frozenset[Square]) -> list[list[int]]:
    """``[y, x_first, x_last]`` runs of the squares, by row then column."""
    if not squares:
        return []
    width = max(squares)[0] + 1
    height = max(squares, key=itemgetter(1))[1] + 1
    if min(squares)[0] < 0 or min(squares, key=itemgetter(1))[1] < 0 or (
        width * height > 16 * len(squares) + 65536
    ):
        # Off any map, or scattered far apart: sort them.
        runs: list[list[int]] = []
        for x, y in sorted(squares, key=itemgetter(1, 0)):
            if runs and runs[-1][0] == y and runs[-1][2] == x - 1:
                runs[-1][2] = x
            else:
                runs.append([y, x, x])
        return runs
    # One byte a square of the map they lie on, then the runs of each row by a search in C.
    cells = bytearray(width * height)
    for x, y in squares:
        cells[y * width + x] = 1
    return _runs_of(cells, width, height)


# Unpacked square sets by their stored text, newest last; small, since a map has five layers.
_UNPACKED: dict[str, frozenset[Square]] = {}
_UNPACKED_MAX = 64


def _remember(text: str, squares: frozenset[Square]) -> None:
    _UNPACKED.pop(text, None)
    _UNPACKED[text] = squares
    while len(_UNPACKED) > _UNPACKED_MAX:
        del _UNPACKED[next(iter(_UNPACKED))]


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
    # Straight to the driver: the map panel reads the list after every change of a map.
    return _summaries(_driver_rows(db, _MAPS_SQL, ()))


def maps(session: CampaignSession) -> list[MapSummary]:
    """The campaign's maps, in the GM's order (position, then id)."""
    # A read past the ORM: the map panel reads the list after every change of a map (a reveal
    # may follow every move), where a unit of work cost more than the query.
    with session.file.reading() as connection:
        return _summaries(connection.execute(_MAPS_SQL).fetchall())


def _summaries(rows: Iterable[Sequence[Any]]) -> list[MapSummary]:
    return [
        MapSummary(int(row[0]), str(row[1]), int(row[2]), int(row[3]), row[4] is not None)
        for row in rows
    ]


def read_tokens(db: Session, map_id: int) -> tuple[TokenView, ...]:
    """The tokens of a map with their owners' names, sides, states and colours, by id."""
    # Straight to the driver: building SQLAlchemy rows would cost more than the query itself
    # for a thousand tokens. (The driver does not flush the ORM's pending changes: do it here.)
    db.flush()
    return _read_tokens_on(dbapi(db), map_id)


def _read_tokens_on(raw: sqlite3.Connection, map_id: int) -> tuple[TokenView, ...]:
    cursor = raw.cursor()
    try:
        cursor.execute(_TOKENS_SQL, (map_id,))
        rows = cast("list[tuple[Any, ...]]", cursor.fetchall())
        profile: RulesProfile | None = None
        if any(row[5] is not None for row in rows):
            cursor.execute(_PROFILE_SQL, (CAMPAIGN_ID,))
            profile = _profile(cursor.fetchone())
    finally:
        cursor.close()
    if not rows:
        _TOKENS.pop(map_id, None)
        return ()
    known = _TOKENS.get(map_id)
    cache = known[1] if known is not None else {}
    fresh: dict[tuple[object, ...], TokenView] = {}
    tokens: list[TokenView] = []
    for row in rows:
        # The row itself, plus the profile a character's state depends on.
        key = (*row, profile) if row[5] is not None else row
        token = cache.get(key)
        if token is None:
            token = _token_view(map_id, row, profile)
        fresh[key] = token
        tokens.append(token)
    found = tuple(tokens)
    if known is not None and len(known[0]) == len(found) and all(
        old is new for old, new in zip(known[0], found, strict=True)
    ):
        # Nothing changed: the same tuple, so a view can tell so at a glance.
        return known[0]
    _TOKENS[map_id] = (found, fresh)
    return found


def _token_view(map_id: int, row: Sequence[Any], profile: RulesProfile | None) -> TokenView:
    (token_id, x, y, size, hidden, character_id, monster_id, character_name, kind, fisico,
     character_wounds, portrait, monster_name, pv_max, monster_wounds) = row
    if character_id is not None:
        assert profile is not None
        name = str(character_name)
        side = str(kind)
        health = state(int(fisico), int(character_wounds), profile).value
    else:
        name = str(monster_name)
        side = "monster"
        health = creature_state(int(pv_max), int(monster_wounds)).value
        portrait = None
    return TokenView(
        id=int(token_id), map_id=map_id, x=int(x), y=int(y), size=int(size),
        hidden=bool(hidden), name=name, initials=initials(name), side=side,
        state=health, colour=owner_colour(character_id, monster_id),
        portrait_image_id=portrait, character_id=character_id, monster_id=monster_id,
    )


_PROFILE_COLUMNS = (
    "attribute_points", "hp_per_fisico", "skill_pyramids", "critical_damage",
    "explode_attribute_rolls", "diagonal_rule", "magic",
)
_PROFILE_SQL = (
    f"SELECT {', '.join(_PROFILE_COLUMNS)} FROM {Campaign.__tablename__} WHERE id = ?"
)


def _profile(values: tuple[Any, ...] | None) -> RulesProfile:
    """The campaign's rules profile from its columns (as ``Campaign.rules_profile`` reads it)."""
    if values is None:
        msg = "the campaign file has no campaign row"
        raise KeyError(msg)
    found = _PROFILES.get(values)
    if found is None:
        fields = dict(zip(_PROFILE_COLUMNS, values, strict=True))
        for flag in ("explode_attribute_rolls", "magic"):
            fields[flag] = bool(fields[flag])  # SQLite hands booleans back as 0 and 1
        found = _PROFILES[values] = RulesProfile.from_dict(fields)
    return found


_PROFILES: dict[tuple[Any, ...], RulesProfile] = {}
_TOKENS_SQL = (
    "SELECT t.id, t.x, t.y, t.size, t.hidden, t.character_id, t.monster_id,"
    " c.name, c.kind, c.fisico, c.wounds, c.portrait_image_id, m.name, m.pv_max, m.wounds"
    f" FROM {MapToken.__tablename__} AS t"
    f" LEFT JOIN {Character.__tablename__} AS c ON c.id = t.character_id"
    f" LEFT JOIN {MonsterInstance.__tablename__} AS m ON m.id = t.monster_id"
    " WHERE t.map_id = ? ORDER BY t.id"
)
# The last tokens read of each map, and each token by the row it was made from: most tokens are
# as they were at the last reading, and the same row makes the same token.
_TOKENS: dict[int, tuple[tuple[TokenView, ...], dict[tuple[object, ...], TokenView]]] = {}


def read_map_view(db: Session, map_id: int) -> MapView:
    """One map as the battlemap draws it (inside a transaction); KeyError when it is gone.

    Read again only when the file has changed since the last reading on the same connection:
    SQLite's ``data_version`` tells of changes committed by any other connection, and the
    connection's ``total_changes`` of its own. After a step, the GM's map, the table screen and
    its turn-order strip all ask for the map, and only the first reads it. The tokens (a thousand
    rows with their owners) are read again only when a token, an owner's drawn columns or the
    rules profile were written since (see :func:`_token_epoch`): a reveal or a wall painted
    leaves them as they were. A rolled back transaction forgets every reading of its connection.
    """
    db.flush()  # the ORM's pending changes count as changes
    fairy = db.connection().connection
    engine = db.get_bind()
    return _map_view_on(dbapi(db), fairy.info, map_id,
                        engine if isinstance(engine, Engine) else None)


def _map_view_on(raw: sqlite3.Connection, kept: dict[Any, Any], map_id: int,
                 engine: Engine | None) -> MapView:
    """:func:`read_map_view` on the driver's connection ``raw`` (in a transaction), whose
    readings are kept in ``kept`` (the pool's ``info`` of that connection)."""
    data_version = raw.execute("PRAGMA data_version").fetchone()[0]
    version = (data_version, raw.total_changes)
    readings: dict[int, tuple[object, MapView, object]] = kept.setdefault(_READINGS, {})
    known = readings.get(map_id)
    if known is not None and known[0] == version:
        return known[1]
    if engine is not None:
        _forget_on_rollback(engine)
    epoch = _token_epoch(raw, kept)
    tokens_version = None if epoch is None else (data_version, epoch)
    tokens = (known[1].tokens if known is not None and tokens_version is not None
              and known[2] == tokens_version else None)
    view = _read_map_view(raw, map_id, tokens)
    # The epoch may have moved while reading (never by a read): taken before, it errs on the
    # side of reading again.
    readings[map_id] = (version, view, tokens_version)
    return view


# Where a connection keeps its last reading of each map (SQLAlchemy's per-connection ``info``,
# which lives exactly as long as the driver's connection).
_READINGS = "ryf_map_views"
# Where a connection keeps its token epoch: a one-item list counting the writes its triggers saw.
_EPOCH = "ryf_token_epoch"
_TRIGGER_PREFIX = "ryf_tokens_touched_"
_TOUCHED_FUNCTION = "ryf_tokens_touched"
# The writes that change what a token shows: any to the tokens, the owners' drawn columns, the
# rules profile (a character's health state). Cascaded deletes fire the tokens' own triggers.
_WATCHED: tuple[tuple[str, str], ...] = (
    ("INSERT", MapToken.__tablename__),
    ("UPDATE", MapToken.__tablename__),
    ("DELETE", MapToken.__tablename__),
    ("INSERT", Character.__tablename__),
    ("UPDATE OF name, kind, fisico, wounds, portrait_image_id", Character.__tablename__),
    ("DELETE", Character.__tablename__),
    ("INSERT", MonsterInstance.__tablename__),
    ("UPDATE OF name, pv_max, wounds", MonsterInstance.__tablename__),
    ("DELETE", MonsterInstance.__tablename__),
    (f"UPDATE OF {', '.join(_PROFILE_COLUMNS)}", Campaign.__tablename__),
)


def _token_epoch(raw: Any, info: dict[Any, Any]) -> int | None:
    """How many writes to tokens, their owners or the rules profile this connection has made,
    counted by temporary triggers calling back into Python (a count that, unlike the file, a
    rollback does not take back); None where the triggers cannot be laid (then the tokens are
    read every time the file changed)."""
    counter: list[int] | None = info.get(_EPOCH)
    try:
        laid = raw.execute(
            "SELECT count(*) FROM sqlite_temp_master WHERE type = 'trigger' AND name LIKE ?",
            (_TRIGGER_PREFIX + "%",),
        ).fetchone()[0]
        if counter is not None and laid == len(_WATCHED):
            return counter[0]
        # First use on this connection, or the triggers went (a rolled back transaction took
        # them, a table was rebuilt): writes since may have gone uncounted, so a new epoch.
        if counter is None:
            counter = info[_EPOCH] = [0]
        counter[0] += 1
        found = counter

        def touched() -> int:
            found[0] += 1
            return 0

        raw.create_function(_TOUCHED_FUNCTION, 0, touched)
        for number, (event_name, table) in enumerate(_WATCHED):
            name = f"{_TRIGGER_PREFIX}{number}"
            raw.execute(f"DROP TRIGGER IF EXISTS temp.{name}")
            raw.execute(
                f'CREATE TEMP TRIGGER {name} AFTER {event_name} ON main."{table}"'
                f" BEGIN SELECT {_TOUCHED_FUNCTION}(); END"
            )
    except sqlite3.Error:
        return None
    return counter[0]


def _forget_on_rollback(engine: Engine) -> None:
    """Make a rollback on ``engine`` drop the readings of the connection rolled back: they may
    hold what the rollback took away, under a change count that stays as it was."""
    if not event.contains(engine, "rollback", _rolled_back):
        event.listen(engine, "rollback", _rolled_back)


def _rolled_back(connection: Connection) -> None:
    with contextlib.suppress(Exception):
        connection.connection.info.pop(_READINGS, None)


def _read_map_view(raw: sqlite3.Connection, map_id: int,
                   tokens: tuple[TokenView, ...] | None = None) -> MapView:
    # Straight from the driver, as the reveal reads the row: the ORM's loading of a row with
    # large square sets cost a millisecond of every refresh after a step.
    rows = cast("list[tuple[Any, ...]]", raw.execute(_MAP_VIEW_SQL, (map_id,)).fetchall())
    if not rows:
        raise KeyError(map_id)
    (row_id, name, width, height, walls, difficult, fog, doors, open_doors, image_id, scale,
     offset_x, offset_y, notes, segments, lights) = rows[0]
    return MapView(
        id=int(row_id),
        name=str(name),
        width=int(width),
        height=int(height),
        walls=squares_of(walls),
        difficult=squares_of(difficult),
        fog=squares_of(fog),
        doors=squares_of(doors),
        open_doors=squares_of(open_doors),
        background_image_id=None if image_id is None else int(image_id),
        image_scale=float(scale),
        image_offset=(float(offset_x), float(offset_y)),
        notes=str(notes),
        tokens=_read_tokens_on(raw, map_id) if tokens is None else tokens,
        segments=segments_of(str(segments)),
        lights=lights_of(str(lights)),
    )


def map_view(session: CampaignSession, map_id: int) -> MapView:
    """One map as the battlemap draws it; KeyError when the campaign has no such map."""
    # In a read transaction past the ORM: the scenes read the map after every step on it (a
    # unit of work cost ten times the read when nothing but the fog changed).
    with session.file.reading_kept() as (raw, kept):
        return _map_view_on(raw, kept, map_id, session.file.engine)


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
    """The squares the tokens see (walls and closed doors block sight, open doors do not;
    thin walls, objects and closed thin doors too)."""
    tokens = sighted_tokens(view, token_ids)
    return seen_from(view.width, view.height, view.blocked,
                     [(token.x, token.y, token.size) for token in tokens], view.thin_walls)


def read_sighted_on(
    raw: sqlite3.Connection, map_id: int, token_ids: Iterable[int] | None = None
) -> list[tuple[int, int, int]]:
    """``(x, y, size)`` of the map's tokens whose sight counts, as :func:`sighted_tokens` picks
    them, read without the rest of the map on the driver's connection ``raw`` (inside its
    transaction: a reveal runs after every move)."""
    parameters: tuple[int, ...] = (map_id,)
    if token_ids is None:
        sql = _SIGHTED_SQL
    else:
        wanted = sorted(set(token_ids))
        if not wanted:
            return []
        marks = ", ".join("?" * len(wanted))
        sql = f"{_TOKEN_SQUARES_SQL} AND t.id IN ({marks})"
        parameters = (map_id, *wanted)
    rows = cast("list[tuple[Any, ...]]", raw.execute(sql, parameters).fetchall())
    return [(int(x), int(y), int(size)) for x, y, size in rows]


def read_hidden_tokens(db: Session, token_ids: Iterable[int]) -> frozenset[int]:
    """Which of ``token_ids`` the GM hides from the players (inside a transaction): what the
    table screen's turn strip needs of the map, without reading the map."""
    wanted = sorted(set(token_ids))
    if not wanted:
        return frozenset()
    sql = (f"SELECT t.id FROM {MapToken.__tablename__} AS t"
           f" WHERE t.hidden AND t.id IN ({', '.join('?' * len(wanted))})")
    return frozenset(int(row[0]) for row in _driver_rows(db, sql, wanted))


def hidden_tokens(session: CampaignSession, token_ids: Iterable[int]) -> frozenset[int]:
    """:func:`read_hidden_tokens` in a transaction of its own."""
    with session.file.transaction() as db:
        return read_hidden_tokens(db, token_ids)


def visible_to_players(token: TokenView, fog: frozenset[Square]) -> bool:
    """Whether the players see ``token``: not hidden, and none of its squares under ``fog`` (a
    token partly under the fog would give itself away by its name or its ring)."""
    if token.hidden:
        return False
    if token.size == 1:
        return (token.x, token.y) not in fog
    return not any(square in fog for square in footprint((token.x, token.y), token.size))


def read_sight_layers_on(
    raw: sqlite3.Connection, map_id: int
) -> tuple[str, int, int, str, str, str, str, str]:
    """The map's name, width, height and stored walls, doors, open doors, fog and segments:
    what a reveal from sight reads of its row, on the driver's connection ``raw`` (inside its
    transaction); KeyError when the map is gone."""
    rows = cast("list[tuple[Any, ...]]", raw.execute(_SIGHT_LAYERS_SQL, (map_id,)).fetchall())
    if not rows:
        raise KeyError(map_id)
    name, width, height, walls, doors, open_doors, fog, segments = rows[0]
    return (str(name), int(width), int(height), str(walls), str(doors), str(open_doors),
            str(fog), str(segments))


def _driver_rows(db: Session, sql: str, parameters: Sequence[object]) -> list[tuple[Any, ...]]:
    db.flush()  # the driver does not see the ORM's pending changes
    raw = dbapi(db)
    cursor = raw.cursor()
    try:
        cursor.execute(sql, tuple(parameters))
        return cast("list[tuple[Any, ...]]", cursor.fetchall())
    finally:
        cursor.close()


_TOKEN_SQUARES_SQL = (
    f"SELECT t.x, t.y, t.size FROM {MapToken.__tablename__} AS t WHERE t.map_id = ?"
)
# From the few player characters to their tokens by the token's character index: SQLite would
# otherwise go through every token of the map (a thousand creatures) by the map's index, twenty
# times slower. ``+t.map_id`` keeps it off that index; CROSS JOIN keeps the characters first.
_SIGHTED_SQL = (
    f"SELECT t.x, t.y, t.size FROM {Character.__tablename__} AS c"
    f" CROSS JOIN {MapToken.__tablename__} AS t ON t.character_id = c.id"
    " WHERE c.kind = 'pc' AND +t.map_id = ? AND NOT t.hidden"
)
_MAPS_SQL = (
    "SELECT id, name, grid_width, grid_height, background_image_id"
    f" FROM {Map.__tablename__} ORDER BY position, id"
)
_MAP_VIEW_SQL = (
    "SELECT id, name, grid_width, grid_height, walls, difficult, fog, doors, open_doors,"
    " background_image_id, image_scale, image_offset_x, image_offset_y, notes, segments, lights"
    f" FROM {Map.__tablename__} WHERE id = ?"
)
_SIGHT_LAYERS_SQL = (
    "SELECT name, grid_width, grid_height, walls, doors, open_doors, fog, segments"
    f" FROM {Map.__tablename__} WHERE id = ?"
)


def seen_from(
    width: int, height: int, blocked: Iterable[Square], tokens: Iterable[tuple[int, int, int]],
    segments: ThinWalls | None = None,
) -> set[Square]:
    """What tokens at ``(x, y, size)`` see on a map of ``width``×``height`` squares."""
    origins = {square for x, y, size in tokens for square in footprint((x, y), size)}
    if not origins:
        return set()
    return SightGrid(width, height, blocked, segments).visible(origins)


def sight_grid(width: int, height: int, walls: str, doors: str, open_doors: str,
               segments: str = "[]") -> SightGrid:
    """The grid to cast sight on for a map whose layers are stored as ``walls``, ``doors``,
    ``open_doors`` and ``segments``: walls and closed doors are opaque, sight-blocking segments
    cut the lines of sight. The same layers give the same grid without laying it out again (a
    reveal after every move finds the walls as they were)."""
    key = (width, height, walls, doors, open_doors, segments)
    found = _GRIDS.get(key)
    if found is None:
        blocked = squares_of(walls) | (squares_of(doors) - squares_of(open_doors))
        found = SightGrid(width, height, blocked, thin_walls_of(segments_of(segments)))
        if len(_GRIDS) >= _GRIDS_MAX:
            _GRIDS.pop(next(iter(_GRIDS)))
        _GRIDS[key] = found
    return found


# Sight grids by the map's size and stored layers, oldest first; a few maps are in play at once.
_GRIDS: dict[tuple[int, int, str, str, str, str], SightGrid] = {}
_GRIDS_MAX = 4


def lift_fog(fog: str, seen: bytes, width: int, height: int) -> tuple[str, int]:
    """The fog layer stored as ``fog`` with the squares of ``seen`` lifted (a byte a square, row
    by row, 1 where seen: :meth:`~ryf_desktop.rules.sight.SightGrid.seen_mask`), and how many
    fogged squares that lifted. Only the rows where fog lifted are written again (so a layer
    stored by :func:`pack_layer` comes out as :func:`pack_layer` writes the new fog)."""
    size = width * height
    if len(seen) != size:
        raise ValueError(f"a sight mask of {len(seen)} bytes is not of a {width}×{height} map")
    laid_out = _lay_out(fog, width, height)
    if laid_out is None:
        # Damaged, or squares off the map: the plain way, square by square.
        old = squares_of(fog)
        lifted_squares = frozenset(
            square for square in old
            if 0 <= square[0] < width and 0 <= square[1] < height
            and seen[square[1] * width + square[0]]
        )
        if not lifted_squares:
            return fog, 0
        return pack_layer(old - lifted_squares), len(lifted_squares)
    runs, cells = laid_out
    # Both hold only 0 and 1 a byte: fog and sight meet where the bitwise and of the two as
    # numbers is set, and each byte set is one bit set.
    fogged = int.from_bytes(cells, "big")
    both = fogged & int.from_bytes(seen, "big")
    if not both:
        return fog, 0
    lifted = both.to_bytes(size, "big")
    rest = (fogged ^ both).to_bytes(size, "big")
    # The rows where fog lifted, top to bottom: from each square lifted to the next one past
    # its row, so a search for each row that lifted, not for each row of the map.
    changed_rows = []
    index = lifted.find(1)
    while index >= 0:
        y = index // width
        changed_rows.append(y)
        index = lifted.find(1, (y + 1) * width)
    changed = set(changed_rows)
    kept = [run for run in runs if run[0] not in changed]
    for y in changed_rows:
        start = y * width
        kept.extend(
            [y, first - start, end - 1 - start]
            for first, end in map(re.Match.span, _RUN.finditer(rest, start, start + width))
        )
    kept.sort()
    text = _encode_runs(kept)
    count = both.bit_count()
    # The fog left, ready for the map's next reading: from the fog as last read when it is at
    # hand (taking the few lifted squares away is much cheaper than making every square again).
    before = _UNPACKED.get(fog)
    if before is not None:
        # Neither the lifted squares nor ``before - lifted`` are made yet: each of the
        # thousands of squares would be touched (cold in the processor's cache after a paint, a
        # millisecond or two), and the scenes only ask what lifted laid out as bytes
        # (:func:`lift_between`) and whether a few squares are fogged.
        lifted_squares = cast(frozenset[Square], LiftedSquares(lifted, width, height, count))
        after = cast(frozenset[Square], _fog_left(before, lifted, width, height, count))
        _remember(text, after)
        _LAST_LIFT[:] = [(before, after, lifted_squares, FogLift(width, height, both,
                                                                    tuple(changed_rows)))]
    return text, count


def _fog_left(before: frozenset[Square], lifted: bytes, width: int, height: int,
              count: int) -> FogLeft:
    """``before`` without the ``count`` squares whose byte in ``lifted`` is set (a subset of it).

    A reveal after every move lifts fog from fog a reveal left: taking the squares away from
    that reveal's own ``before``, with both lifts' bytes joined, keeps one step between the fog
    and a set made once, where a step on a step would make every question about a square go
    through all the reveals of an evening (and keep all their squares alive)."""
    if isinstance(before, FogLeft):
        base, gone = before.parts()
        if (base is not None and isinstance(gone, LiftedSquares)
                and gone.laid_out_on(width, height)):
            joined = int.from_bytes(gone.cells, "big") | int.from_bytes(lifted, "big")
            return FogLeft(base, LiftedSquares(joined.to_bytes(width * height, "big"), width,
                                               height, len(gone) + count))
        # Made into its set already (then that set is the base), or lifted otherwise.
        before = before.whole()
    return FogLeft(before, LiftedSquares(lifted, width, height, count))


# A layer exactly as pack_squares writes it: runs of three plain (non-negative) integers, no
# spaces. Such a text is checked by a few passes in C rather than run by run in Python.
_PACKED = re.compile(r"\[(?:\[\d+,\d+,\d+\](?:,\[\d+,\d+,\d+\])*)?\]")
_YS = itemgetter(0)
_FIRSTS = itemgetter(1)
_LASTS = itemgetter(2)


def _lay_out(fog: str, width: int, height: int) -> tuple[list[list[int]], bytearray] | None:
    """The runs of a stored layer and its squares laid out a byte a square (1 where in the
    layer) on a ``width``×``height`` map; None when the text is damaged or goes off the map."""
    cells = bytearray(width * height)
    try:
        runs = json.loads(fog)
    except ValueError:
        return None
    if not isinstance(runs, list):
        return None
    if _PACKED.fullmatch(fog) is not None:
        # Only integers ≥ 0 in runs of three: what is left to check is the map's bounds.
        if runs and not (
            max(map(_YS, runs)) < height and max(map(_LASTS, runs)) < width
            and all(map(le, map(_FIRSTS, runs), map(_LASTS, runs)))
        ):
            return None
    else:
        for run in runs:
            if not (type(run) is list and len(run) == 3):
                return None
            y, first, last = run
            if not (type(y) is type(first) is type(last) is int
                    and 0 <= y < height and 0 <= first <= last < width):
                return None
    ones = b"\x01" * width
    for y, first, last in runs:
        start = y * width
        cells[start + first:start + last + 1] = ones[first:last + 1]
    return runs, cells


class _LazySet(AbstractSet[Square]):
    """A set of squares answering as a ``frozenset`` would, made as one (:meth:`whole`) only
    when something asks for the squares one by one; subclasses answer membership and size
    without it."""

    __slots__ = ("_whole",)

    def __init__(self) -> None:
        self._whole: frozenset[Square] | None = None

    def whole(self) -> frozenset[Square]:
        """The squares, as a set (made on the first call)."""
        whole = self._whole
        if whole is None:
            whole = self._whole = self._make()
        return whole

    def _make(self) -> frozenset[Square]:
        raise NotImplementedError

    def __contains__(self, square: object) -> bool:
        return square in self.whole()

    def __len__(self) -> int:
        return len(self.whole())

    def __iter__(self) -> Iterator[Square]:
        return iter(self.whole())

    def __eq__(self, other: object) -> bool:
        if other is self:
            return True
        if not isinstance(other, AbstractSet):
            return NotImplemented
        if isinstance(other, _LazySet):
            other = other.whole()
        return len(other) == len(self) and self.whole() == other

    def __hash__(self) -> int:
        return hash(self.whole())

    def __le__(self, other: AbstractSet[object]) -> bool:
        return self.whole() <= _plain(other)

    def __lt__(self, other: AbstractSet[object]) -> bool:
        return self.whole() < _plain(other)

    def __ge__(self, other: AbstractSet[object]) -> bool:
        return self.whole() >= _plain(other)

    def __gt__(self, other: AbstractSet[object]) -> bool:
        return self.whole() > _plain(other)

    def __and__(self, other: AbstractSet[Any]) -> frozenset[Square]:
        return self.whole() & _plain(other)

    def __or__(self, other: AbstractSet[Any]) -> frozenset[Any]:
        return self.whole() | _plain(other)

    def __sub__(self, other: AbstractSet[Any]) -> frozenset[Square]:
        return self.whole() - _plain(other)

    def __xor__(self, other: AbstractSet[Any]) -> frozenset[Any]:
        return self.whole() ^ _plain(other)

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__

    def __rsub__(self, other: AbstractSet[Any]) -> frozenset[Any]:
        return frozenset(other) - self.whole()

    def isdisjoint(self, other: Iterable[Any]) -> bool:
        return self.whole().isdisjoint(other)

    def union(self, *others: Iterable[Any]) -> frozenset[Any]:
        return self.whole().union(*others)

    def intersection(self, *others: Iterable[Any]) -> frozenset[Square]:
        return self.whole().intersection(*others)

    def difference(self, *others: Iterable[Any]) -> frozenset[Square]:
        return self.whole().difference(*others)

    def symmetric_difference(self, other: Iterable[Any]) -> frozenset[Any]:
        return self.whole().symmetric_difference(other)

    def issubset(self, other: Iterable[Any]) -> bool:
        return self.whole().issubset(other)

    def issuperset(self, other: Iterable[Any]) -> bool:
        return self.whole().issuperset(other)

    def copy(self) -> frozenset[Square]:
        return self.whole()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({set(self.whole())!r})"


def _plain(squares: AbstractSet[Any]) -> AbstractSet[Any]:
    # A frozenset's operators take only sets: a lazy one is handed over as the set it makes.
    return squares.whole() if isinstance(squares, _LazySet) else squares


class FogLeft(_LazySet):
    """The fog left after :func:`lift_fog`: ``before`` without ``lifted`` (a subset of it), a set
    made only when something asks for the squares one by one. Handed out where a
    ``frozenset`` is (``squares_of``, ``MapView.fog``): membership, size and comparisons answer
    without it; anything else works on the set made once."""

    __slots__ = ("_before", "_lifted")

    def __init__(self, before: frozenset[Square], lifted: AbstractSet[Square]) -> None:
        super().__init__()
        self._before = before
        self._lifted = lifted

    def parts(self) -> tuple[frozenset[Square] | None, AbstractSet[Square]]:
        """``before`` and ``lifted`` as given, or ``(None, …)`` once the set is made (then
        :meth:`whole` is the simpler answer)."""
        return (None if self._whole is not None else self._before), self._lifted

    def _make(self) -> frozenset[Square]:
        return self._before.difference(_plain(self._lifted))

    def __contains__(self, square: object) -> bool:
        whole = self._whole
        if whole is not None:
            return square in whole
        return square in self._before and square not in self._lifted

    def __len__(self) -> int:
        return len(self._before) - len(self._lifted)


class LiftedSquares(_LazySet):
    """The squares :func:`lift_fog` lifted, as it found them: a byte a square of a
    ``width``×``height`` map, row by row, 1 where lifted (``count`` of them). Handed out where a
    ``frozenset`` is (:func:`lifted_between`); the set is made only when something goes
    through the squares one by one (what draws the fog reads :class:`FogLift` instead)."""

    __slots__ = ("_cells", "_count", "_height", "_width")

    def __init__(self, cells: bytes, width: int, height: int, count: int) -> None:
        super().__init__()
        self._cells = cells
        self._width = width
        self._height = height
        self._count = count

    @property
    def cells(self) -> bytes:
        """A byte a square, row by row, 1 where lifted."""
        return self._cells

    def laid_out_on(self, width: int, height: int) -> bool:
        return (self._width, self._height) == (width, height)

    def _make(self) -> frozenset[Square]:
        # The squares whose byte is set, picked in C from the map's squares laid out a byte a
        # square (made once for the map's size: a reveal after every move on the same map).
        return frozenset(compress(_squares_laid_out(self._width, self._height), self._cells))

    def __contains__(self, square: object) -> bool:
        if type(square) is tuple and len(square) == 2:
            x, y = square
            if type(x) is int and type(y) is int:
                return (0 <= x < self._width and 0 <= y < self._height
                        and self._cells[y * self._width + x] == 1)
        # Anything else (True for 1, 1.0, a tuple's subclass) as the set would answer it.
        return square in self.whole()

    def __len__(self) -> int:
        return self._count


def _squares_laid_out(width: int, height: int) -> tuple[Square, ...]:
    """Every square of a ``width``×``height`` map, row by row: the square of byte ``i`` of a
    map's byte-a-square layout is item ``i``."""
    found = _LAID_OUT.get((width, height))
    if found is None:
        columns = chain.from_iterable(repeat(range(width), height))
        rows = chain.from_iterable(repeat(y, width) for y in range(height))
        found = tuple(zip(columns, rows, strict=True))
        if len(_LAID_OUT) >= _LAID_OUT_MAX:
            _LAID_OUT.pop(next(iter(_LAID_OUT)))
        _LAID_OUT[(width, height)] = found
    return found


# The squares of the last map sizes lifted on, oldest first: a 100×100 map's are 10,000 pairs
# (about a megabyte), kept for two sizes so that going back and forth between two maps does not
# lay them out again at every reveal.
_LAID_OUT: dict[tuple[int, int], tuple[Square, ...]] = {}
_LAID_OUT_MAX = 2


@dataclass(frozen=True)
class FogLift:
    """What :func:`lift_fog` lifted, laid out as it found it: what draws the fog of a map (the
    GM's tint, the players' fog, the players' tokens coming out of it) goes on with whole rows
    of bytes rather than square by square."""

    width: int
    height: int
    #: A byte a square, row by row, 1 where lifted, read as one big-endian number.
    bits: int
    #: The rows where something was lifted, top to bottom.
    rows: tuple[int, ...]


# The last fog lifted by lift_fog: the fog before, the fog after, the squares lifted, the lift.
_LAST_LIFT: list[tuple[frozenset[Square], frozenset[Square], frozenset[Square], FogLift]] = []


def lifted_between(old: frozenset[Square], new: frozenset[Square]) -> frozenset[Square] | None:
    """The squares :func:`lift_fog` lifted when the fog went from ``old`` to ``new`` (exactly
    those sets), or None when it did not: after a reveal, every layer and scene drawing the fog
    asks what changed, and the reveal knew it already."""
    last = _LAST_LIFT
    if last and last[0][0] is old and last[0][1] is new:
        return last[0][2]
    return None


def lift_between(old: frozenset[Square], new: frozenset[Square]) -> FogLift | None:
    """How :func:`lift_fog` laid out the squares of :func:`lifted_between` (None likewise)."""
    last = _LAST_LIFT
    if last and last[0][0] is old and last[0][1] is new:
        return last[0][3]
    return None


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
