"""Where combatants stand: the first token of each character or monster on a combat's map,
read as plain columns (a whole map at once, or one owner), and which tokens are hidden."""

from __future__ import annotations

import sqlite3
from typing import Any, NamedTuple

from sqlalchemy import bindparam
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from ryf_desktop.rules.movement import Square
from ryf_desktop.session.fighter_records import CombatantFacts
from ryf_desktop.storage.raw_sql import FastSelect
from ryf_desktop.storage.tables import Combat, Combatant, MapToken

TokenKey = tuple[str, int]


class Placed(NamedTuple):
    """Where a token stands (read as plain columns: cheaper than rows for a whole map)."""

    id: int | None
    x: int
    y: int
    size: int


_MAP_TOKENS = (
    sa_select(
        col(MapToken.id), col(MapToken.character_id), col(MapToken.monster_id),
        col(MapToken.x), col(MapToken.y), col(MapToken.size),
    )
    .where(col(MapToken.map_id) == bindparam("map_id"))
    .order_by(col(MapToken.id))
)
_FAST_MAP_TOKENS = FastSelect(_MAP_TOKENS)


def first_tokens(db: Session | sqlite3.Connection, map_id: int | None) -> dict[TokenKey, Placed]:
    """The first token of each owner on the map: ("c", character id) or ("m", monster id)."""
    tokens: dict[TokenKey, Placed] = {}
    if map_id is None:
        return tokens
    for token_id, character_id, monster_id, x, y, size in _FAST_MAP_TOKENS.rows(
        db, {"map_id": map_id}
    ):
        key = ("c", character_id) if character_id is not None else ("m", int(monster_id or 0))
        tokens.setdefault(key, Placed(token_id, x, y, size))
    return tokens


def token_of(
    tokens: dict[TokenKey, Placed], combatant: Combatant | CombatantFacts
) -> Placed | None:
    """The token that fights for ``combatant`` among ``tokens`` (:func:`first_tokens`)."""
    if combatant.character_id is not None:
        return tokens.get(("c", combatant.character_id))
    return tokens.get(("m", int(combatant.monster_id or 0)))


# Whether each combatant's token is hidden: asked by every log line of a fight.
_TOKEN_HIDDEN = FastSelect(
    sa_select(col(Combatant.id), col(MapToken.hidden))
    .join(Combat, col(Combat.id) == col(Combatant.combat_id))
    .join(
        MapToken,
        (col(MapToken.map_id) == col(Combat.map_id))
        & (
            (col(MapToken.character_id) == col(Combatant.character_id))
            | (col(MapToken.monster_id) == col(Combatant.monster_id))
        ),
    )
    .where(col(Combatant.combat_id) == bindparam("combat_id"))
    .order_by(col(MapToken.id))
)


def hidden_combatants(db: Session | sqlite3.Connection, combat_id: int) -> frozenset[int]:
    """The combatants of the combat whose token on its map is hidden from the players (the
    first token of each, the one that fights); what names them is secret."""
    first: dict[int, bool] = {}
    for combatant_id, hidden in _TOKEN_HIDDEN.rows(db, {"combat_id": combat_id}):
        first.setdefault(int(combatant_id), bool(hidden))
    return frozenset(combatant_id for combatant_id, hidden in first.items() if hidden)


def _owner_token_select(owner: Any) -> FastSelect:
    """The first token of the owner ``owner`` (a token's owner column) names on a map."""
    return FastSelect(
        sa_select(col(MapToken.id), col(MapToken.x), col(MapToken.y), col(MapToken.size))
        .where(col(MapToken.map_id) == bindparam("map_id"), owner == bindparam("owner_id"))
        .order_by(col(MapToken.id))
        .limit(1)
    )


# Both fighters' tokens are read at every attack: past SQLAlchemy's per-call work.
_CHARACTER_TOKEN = _owner_token_select(col(MapToken.character_id))
_MONSTER_TOKEN = _owner_token_select(col(MapToken.monster_id))


def owner_place(
    db: Session, map_id: int | None, *, character_id: int | None, monster_id: int | None
) -> Placed | None:
    """Where :func:`owner_token` stands, as plain values."""
    if map_id is None:
        return None
    if character_id is not None:
        found = _CHARACTER_TOKEN.rows(db, {"map_id": map_id, "owner_id": character_id})
    elif monster_id is not None:
        found = _MONSTER_TOKEN.rows(db, {"map_id": map_id, "owner_id": monster_id})
    else:
        return None
    return Placed(*found[0]) if found else None


def owner_token(
    db: Session,
    map_id: int | None,
    *,
    character_id: int | None = None,
    monster_id: int | None = None,
) -> MapToken | None:
    """The (first) token of a character or monster on a map, if any."""
    if map_id is None:
        return None
    query = select(MapToken).where(col(MapToken.map_id) == map_id)
    if character_id is not None:
        query = query.where(col(MapToken.character_id) == character_id)
    elif monster_id is not None:
        query = query.where(col(MapToken.monster_id) == monster_id)
    else:
        return None
    return db.exec(query.order_by(col(MapToken.id))).first()


def place_of(token: Placed | None) -> tuple[int | None, Square | None, int]:
    """A token's id, square and size for :class:`FighterStats` (no token: None, None, 1)."""
    if token is None:
        return None, None, 1
    return token.id, (token.x, token.y), token.size
