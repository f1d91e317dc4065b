"""What the battlemap's commands share: finding a map or a token (or saying it is gone), who a
token stands for, where a token may stand, and dropping a picture nothing uses any more.
Squares in messages are counted from 1, as the grid's coordinates show them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ryf_desktop.session.command import CommandError, required
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.views import layer
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Character, Handout, Image, Map, MapToken, MonsterInstance

Square = tuple[int, int]

#: The biggest token footprint a command places (RULES.md §7: 1×1, 2×2, 3×3).
TOKEN_SIZES = range(1, 4)

# Written out at every call site so that pyside6-lupdate finds the strings.
translate = QCoreApplication.translate


def get_map(draft: Draft, map_id: int) -> Map:
    return required(draft, Map, map_id, translate(
        "MapCommands",
        "That map is no longer in the campaign (it was deleted). Choose another map."
    ))


def get_token(draft: Draft, token_id: int) -> MapToken:
    return required(draft, MapToken, token_id, translate(
        "MapCommands",
        "That token is no longer on the map (it was deleted). Refresh the map."
    ))


def token_name(draft: Draft, token: MapToken) -> str:
    """Who the token stands for: the character's or the creature's name."""
    if token.character_id is not None:
        character = draft.get(Character, token.character_id)
        return character.name if character is not None else "?"
    monster = draft.get(MonsterInstance, token.monster_id)
    return monster.name if monster is not None else "?"


def placement_refusal(map_row: Map, x: int, y: int, size: int, name: str) -> str | None:
    """Why a token of ``size`` may not stand at (x, y) on the map, or None when it may."""
    if x < 0 or y < 0 or x + size > map_row.grid_width or y + size > map_row.grid_height:
        return fill(
            translate(
                "MapCommands",
                "“%1” would stand off the map “%2” at square %3, %4: the map has %5×%6 "
                "squares. Choose a square inside it."
            ),
            name, map_row.name, x + 1, y + 1, map_row.grid_width, map_row.grid_height,
        )
    walls = layer(map_row, "walls")
    closed = layer(map_row, "doors") - layer(map_row, "open_doors")
    for square in [(x + dx, y + dy) for dy in range(size) for dx in range(size)]:
        if square in walls:
            return fill(
                translate(
                    "MapCommands",
                    "“%1” cannot stand on square %2, %3 of “%4”: there is a wall. Choose a free "
                    "square, or erase the wall first."
                ),
                name, square[0] + 1, square[1] + 1, map_row.name,
            )
        if square in closed:
            return fill(
                translate(
                    "MapCommands",
                    "“%1” cannot stand on square %2, %3 of “%4”: there is a closed door. Open "
                    "the door first, or choose another square."
                ),
                name, square[0] + 1, square[1] + 1, map_row.name,
            )
    return None


def check_token_size(size: int) -> None:
    if size not in TOKEN_SIZES:
        raise CommandError(
            translate(
                "MapCommands",
                "A token covers 1×1, 2×2 or 3×3 squares, not %1. Choose a size from 1 to 3."
            ),
            size,
        )


def drop_unused_image(draft: Draft, image_id: int | None) -> None:
    """Remove a picture nothing uses any more (no map, portrait or handout; call after pointing
    its map or handout elsewhere)."""
    if image_id is None:
        return
    if draft.of(Map, "background_image_id", image_id):
        return
    if draft.of(Character, "portrait_image_id", image_id):
        return
    if draft.of(Handout, "image_id", image_id):
        return
    image = draft.get(Image, image_id)
    if image is not None:
        draft.remove(image)
