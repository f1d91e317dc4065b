"""The battlemap's commands: maps made, edited and deleted, background images, painted squares,
doors, tokens, and the fog lifted by what the player characters see.

Every command is a :class:`~ryf_desktop.session.snapshot_command.SnapshotCommand` (undo puts the
rows back as they were; :class:`RevealFromSight` puts back only the fog, the one column it
changes) and announces ``maps_changed`` through
:func:`~ryf_desktop.session.catalog_commands.catalog_events`; a command that would change nothing
succeeds without leaving an undo step. Squares in messages are counted from 1, as the grid's
coordinates show them.

Rulings:

- Shrinking a map drops the painted squares that fall outside it, and is refused while a token
  would fall off (the message names them). Growing it leaves the new squares bare (no fog).
- Background images: PNG, JPEG or WebP, at most 50 MB on disk and 16384 pixels a side (268
  megapixels). The header is read first (size and format, without decoding); only a picture
  within the limits is decoded, once and scaled down, to prove it is whole. The same picture is
  stored once (by SHA-256); a picture no map or portrait uses any more is dropped from the file
  (undo brings it back). A new background keeps the map's calibration when it has the same size
  in pixels as the old one; otherwise its width is fitted to the map's width, from the top-left
  corner.
- Erasing a door also forgets that it stood open; a new door is closed.
- Tokens: placing or moving refuses a footprint that leaves the map or covers a wall or a closed
  door; other tokens do not stop it (out of combat the GM places freely). A character or creature
  stands at most once on a map. Sizes 1 to 3.
- Reveal from sight with no tokens named and no visible player character on the map is refused
  (there is nobody to see with); with nothing new seen it succeeds and changes nothing.
"""

from __future__ import annotations

import hashlib
import math
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImageReader
from sqlalchemy import func
from sqlmodel import Session, col, select

from ryf_desktop.session.catalog_commands import CatalogChanges
from ryf_desktop.session.changes import Changes
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.map_queries import (
    LAYERS,
    lift_fog,
    pack_layer,
    read_sight_layers_on,
    read_sighted_on,
    repack_layer,
    sight_grid,
    squares_of,
)
from ryf_desktop.session.picture_reading import read_scaled
from ryf_desktop.session.snapshot_command import Scope, SnapshotCommand
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import NAME_MAX, TEXT_MAX, clean_name
from ryf_desktop.storage.raw_sql import dbapi
from ryf_desktop.storage.tables import (
    GRID_MAX,
    Character,
    Combat,
    Image,
    Map,
    MapToken,
    MonsterInstance,
)

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

Square = tuple[int, int]

#: Largest background file accepted, in bytes.
MAX_IMAGE_BYTES = 50 * 1024 * 1024
#: Longest side of a background, in pixels.
MAX_IMAGE_SIDE = 16384
#: Most pixels of a background: 16384² (268 megapixels), decoded scaled down (see
#: :mod:`~ryf_desktop.session.picture_reading`), never whole into memory for good.
MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE
#: A background is decoded this small to prove it whole (JPEG and WebP scale while decoding).
_CHECK_PIXELS = 1024 * 1024
#: A background as :func:`read_background` reads it: bytes, MIME type, width, height.
BackgroundPicture = tuple[bytes, str, int, int]
#: The formats a background may have (QImageReader's names) and their MIME types.
IMAGE_FORMATS: dict[str, str] = {
    "png": "image/png",
    "jpeg": "image/jpeg",
    "jpg": "image/jpeg",
    "webp": "image/webp",
}
#: The biggest token footprint a command places (RULES.md §7: 1×1, 2×2, 3×3).
TOKEN_SIZES = range(1, 4)

MAPS = CatalogChanges(maps=True)
# Only squares of a map's layers changed (see CatalogChanges.map_layers_only).
MAP_LAYERS = CatalogChanges(maps=True, map_layers_only=True)
NOTHING = CatalogChanges()


# Written out at every call site so that pyside6-lupdate finds the strings.
translate = QCoreApplication.translate


# --------------------------------------------------------------------------- shared


def get_map(db: Session, map_id: int) -> Map:
    row = db.get(Map, map_id)
    if row is None:
        raise CommandError(
            translate(
                "MapCommands",
                "That map is no longer in the campaign (it was deleted). Choose another map."
            )
        )
    return row


def get_token(db: Session, token_id: int) -> MapToken:
    row = db.get(MapToken, token_id)
    if row is None:
        raise CommandError(
            translate(
                "MapCommands",
                "That token is no longer on the map (it was deleted). Refresh the map."
            )
        )
    return row


def token_name(db: Session, token: MapToken) -> str:
    """Who the token stands for: the character's or the creature's name."""
    if token.character_id is not None:
        character = db.get(Character, token.character_id)
        return character.name if character is not None else "?"
    monster = db.get(MonsterInstance, token.monster_id)
    return monster.name if monster is not None else "?"


def _footprint(x: int, y: int, size: int) -> list[Square]:
    return [(x + dx, y + dy) for dy in range(size) for dx in range(size)]


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
    walls = squares_of(map_row.walls)
    closed = squares_of(map_row.doors) - squares_of(map_row.open_doors)
    for square in _footprint(x, y, size):
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


def _check_size(size: int) -> None:
    if size not in TOKEN_SIZES:
        raise CommandError(
            fill(
                translate(
                    "MapCommands",
                    "A token covers 1×1, 2×2 or 3×3 squares, not %1. Choose a size from 1 to 3."
                ),
                size,
            )
        )


def _image_users(db: Session, image_id: int) -> int:
    maps = db.exec(
        select(func.count()).select_from(Map).where(col(Map.background_image_id) == image_id)
    ).one()
    portraits = db.exec(
        select(func.count())
        .select_from(Character)
        .where(col(Character.portrait_image_id) == image_id)
    ).one()
    return int(maps) + int(portraits)


def drop_unused_image(db: Session, image_id: int | None) -> None:
    """Delete a picture nothing uses any more (call after pointing its map elsewhere)."""
    if image_id is None:
        return
    db.flush()
    if _image_users(db, image_id) == 0:
        image = db.get(Image, image_id)
        if image is not None:
            db.delete(image)


class _MapCommand(SnapshotCommand):
    """A command on one map: its row is in scope."""

    def __init__(self, session: CampaignSession, text: str, map_id: int) -> None:
        super().__init__(session, text)
        self.map_id = map_id
        self._background: tuple[int | None] | None = None

    def scope(self, db: Session) -> Scope:
        return [(Map, col(Map.id) == self.map_id)]

    def background_scope(self, db: Session) -> Scope:
        """The map's background picture as it was before acting (the command may drop it)."""
        if self._background is None:
            row = db.get(Map, self.map_id)
            self._background = (None if row is None else row.background_image_id,)
        image_id = self._background[0]
        return [] if image_id is None else [(Image, col(Image.id) == image_id)]


# --------------------------------------------------------------------------- maps


def _check_grid(width: int, height: int) -> None:
    if not (1 <= width <= GRID_MAX and 1 <= height <= GRID_MAX):
        raise CommandError(
            fill(
                translate(
                    "MapCommands",
                    "A map has from 1 to %1 squares a side, not %2×%3. Choose a size within "
                    "that."
                ),
                GRID_MAX, width, height,
            )
        )


def _clean_map_name(name: str) -> str:
    return clean_name(
        name,
        translate("MapCommands", "A map needs a name. Type one and try again."),
        fill(
            translate(
                "MapCommands", "A map's name has at most %1 characters. Shorten it and try again."
            ), NAME_MAX
        ),
    )


class CreateMap(SnapshotCommand):
    """A new, bare map of ``width``×``height`` squares, last in the GM's order."""

    def __init__(self, session: CampaignSession, name: str, width: int, height: int) -> None:
        super().__init__(session, fill(translate("MapCommands", "New map “%1”"), str(name).strip()))
        self.name = name
        self.width = width
        self.height = height
        self.map_id: int | None = None

    def check(self) -> None:
        self.name = _clean_map_name(self.name)
        _check_grid(self.width, self.height)

    def scope(self, db: Session) -> Scope:
        return [(Map, col(Map.id) == (self.map_id if self.map_id is not None else -1))]

    def act(self, db: Session) -> Changes:
        highest = db.exec(select(func.max(col(Map.position)))).one()
        row = Map(
            name=self.name,
            grid_width=self.width,
            grid_height=self.height,
            position=0 if highest is None else int(highest) + 1,
        )
        db.add(row)
        db.flush()
        self.map_id = row.id
        return MAPS


class EditMap(_MapCommand):
    """A map's name, size in squares or notes (``None`` = unchanged)."""

    def __init__(
        self,
        session: CampaignSession,
        map_id: int,
        *,
        name: str | None = None,
        width: int | None = None,
        height: int | None = None,
        notes: str | None = None,
    ) -> None:
        super().__init__(session, translate("MapCommands", "Edit map"), map_id)
        self.name = name
        self.width = width
        self.height = height
        self.notes = notes

    def check(self) -> None:
        if self.name is not None:
            self.name = _clean_map_name(self.name)
        if self.width is not None or self.height is not None:
            _check_grid(
                1 if self.width is None else self.width, 1 if self.height is None else self.height
            )
        if self.notes is not None and len(self.notes) > TEXT_MAX:
            raise CommandError(
                fill(
                    translate(
                        "MapCommands",
                        "A map's notes have at most %1 characters. Shorten them and try again."
                    ),
                    TEXT_MAX,
                )
            )

    def act(self, db: Session) -> Changes:
        row = get_map(db, self.map_id)
        width = row.grid_width if self.width is None else self.width
        height = row.grid_height if self.height is None else self.height
        changed = False
        if (width, height) != (row.grid_width, row.grid_height):
            self._refuse_tokens_off(db, row, width, height)
            for layer in (*LAYERS, "open_doors"):
                squares = squares_of(getattr(row, layer))
                kept = [(x, y) for x, y in squares if x < width and y < height]
                setattr(row, layer, pack_layer(kept))
            row.grid_width, row.grid_height = width, height
            changed = True
        if self.name is not None and self.name != row.name:
            self.setText(fill(translate(
                "MapCommands", "Rename map “%1” to “%2”"
            ), row.name, self.name))
            row.name = self.name
            changed = True
        elif changed:
            self.setText(fill(translate(
                "MapCommands", "Resize map “%1” to %2×%3"
            ), row.name, width, height))
        if self.notes is not None and self.notes != row.notes:
            if not changed:
                self.setText(fill(translate("MapCommands", "Edit the notes of map “%1”"), row.name))
            row.notes = self.notes
            changed = True
        if not changed:
            return NOTHING
        db.add(row)
        return MAPS

    def _refuse_tokens_off(self, db: Session, row: Map, width: int, height: int) -> None:
        off = [
            token
            for token in db.exec(select(MapToken).where(col(MapToken.map_id) == self.map_id))
            if token.x + token.size > width or token.y + token.size > height
        ]
        if off:
            names = ", ".join(sorted(token_name(db, token) for token in off))
            raise CommandError(
                fill(
                    translate(
                        "MapCommands",
                        "The map “%1” cannot shrink to %2×%3 squares: %4 would fall off it. "
                        "Move those tokens inside the new size first."
                    ),
                    row.name, width, height, names,
                )
            )


class DeleteMap(_MapCommand):
    """A map with its tokens; combats fought on it keep going without a map."""

    def __init__(self, session: CampaignSession, map_id: int) -> None:
        super().__init__(session, translate("MapCommands", "Delete map"), map_id)
        self._combat_ids: list[int] | None = None

    def scope(self, db: Session) -> Scope:
        if self._combat_ids is None:
            # By id: once unlinked, those combats no longer match ``map_id``, and the photograph
            # after acting must still find them (or it would take them for deleted).
            self._combat_ids = [
                int(combat_id)
                for combat_id in db.exec(
                    select(Combat.id).where(col(Combat.map_id) == self.map_id)
                )
                if combat_id is not None
            ]
        return [
            *super().scope(db),
            (MapToken, col(MapToken.map_id) == self.map_id),
            (Combat, col(Combat.id).in_(self._combat_ids)),
            *self.background_scope(db),
        ]

    def act(self, db: Session) -> Changes:
        row = get_map(db, self.map_id)
        self.setText(fill(translate("MapCommands", "Delete map “%1”"), row.name))
        image_id = row.background_image_id
        for token in db.exec(select(MapToken).where(col(MapToken.map_id) == self.map_id)):
            db.delete(token)
        for combat in db.exec(select(Combat).where(col(Combat.map_id) == self.map_id)):
            combat.map_id = None
            db.add(combat)
        db.delete(row)
        drop_unused_image(db, image_id)
        return CatalogChanges(maps=True, combats=True)


# --------------------------------------------------------------------------- background


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.1f}"


def _unreadable(shown: str, error: OSError) -> CommandError:
    return CommandError(
        fill(
            translate(
                "MapCommands",
                "The picture “%1” cannot be read (%2). Check that the file is still there."
            ),
            shown, error.strerror or error,
        )
    )


def _damaged(shown: str, reader: QImageReader) -> CommandError:
    return CommandError(
        fill(
            translate(
                "MapCommands",
                "The picture “%1” cannot be read (%2). The file may be damaged: save it "
                "again and import it."
            ),
            shown, reader.errorString(),
        )
    )


def read_background(path: Path) -> tuple[bytes, str, int, int]:
    """The file's bytes, MIME type and size in pixels; CommandError when it is refused.

    The size and format come from the header alone, so a huge picture is refused without being
    decoded; one within the limits is decoded once to prove it is whole.
    """
    shown = path.name
    try:
        size = path.stat().st_size
    except OSError as error:
        raise _unreadable(shown, error) from error
    if size > MAX_IMAGE_BYTES:
        raise CommandError(
            fill(
                translate(
                    "MapCommands",
                    "The picture “%1” is %2 MB; a map background may be at most %3 MB. Save it "
                    "smaller (for example as JPEG or WebP) and import it again."
                ),
                shown, _megabytes(size), MAX_IMAGE_BYTES // (1024 * 1024),
            )
        )
    reader = QImageReader(str(path))
    reader.setDecideFormatFromContent(True)
    image_format = bytes(reader.format().data()).decode("ascii", "replace").lower()
    if image_format not in IMAGE_FORMATS:
        raise CommandError(
            fill(
                translate(
                    "MapCommands",
                    "“%1” is not a PNG, JPEG or WebP picture, so it cannot be a map background. "
                    "Save it in one of those formats and import it again."
                ),
                shown,
            )
        )
    dimensions = reader.size()
    width, height = dimensions.width(), dimensions.height()
    if width <= 0 or height <= 0:
        raise _damaged(shown, reader)
    if max(width, height) > MAX_IMAGE_SIDE or width * height > MAX_IMAGE_PIXELS:
        raise CommandError(
            fill(
                translate(
                    "MapCommands",
                    "The picture “%1” is %2×%3 pixels; a map background may be at most %4 "
                    "pixels a side and %5 megapixels. Scale it down in an image editor and "
                    "import it again."
                ),
                shown, width, height, MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS // 1_000_000,
            )
        )
    try:
        data = path.read_bytes()
    except OSError as error:
        raise _unreadable(shown, error) from error
    if read_scaled(reader, _CHECK_PIXELS).isNull():
        raise _damaged(shown, reader)
    return data, IMAGE_FORMATS[image_format], width, height


class SetBackground(_MapCommand):
    """A picture file as the map's background (see the module's rulings for the limits)."""

    def __init__(self, session: CampaignSession, map_id: int, path: Path,
                 picture: BackgroundPicture | None = None) -> None:
        """``picture``: what :func:`read_background` returned for ``path``, when the caller
        read it already (off the GUI thread: a 16384² PNG takes seconds to prove whole)."""
        super().__init__(session, fill(translate(
            "MapCommands", "Set the background “%1”"
        ), Path(path).name), map_id)
        self.path = Path(path)
        self.image_id: int | None = None
        self._picture: tuple[bytes, str, int, int] | None = picture
        self._digest = ""

    def check(self) -> None:
        # Read outside the transaction: the file may be large and slow.
        if self._picture is None:
            self._picture = read_background(self.path)
        self._digest = hashlib.sha256(self._picture[0]).hexdigest()

    def scope(self, db: Session) -> Scope:
        return [
            *super().scope(db),
            (Image, col(Image.sha256) == self._digest),
            *self.background_scope(db),
        ]

    def act(self, db: Session) -> Changes:
        assert self._picture is not None  # check() read it
        data, mime, width, height = self._picture
        row = get_map(db, self.map_id)
        image = db.exec(select(Image).where(col(Image.sha256) == self._digest)).first()
        if image is None:
            image = Image(mime=mime, width=width, height=height, sha256=self._digest, data=data)
            db.add(image)
            db.flush()
        self.image_id = image.id
        self._picture = None  # the bytes now live in the file (and in the undo photograph)
        old_id = row.background_image_id
        if old_id == image.id:
            return NOTHING
        old = None if old_id is None else db.get(Image, old_id)
        if old is None or (old.width, old.height) != (width, height):
            row.image_scale = width / row.grid_width
            row.image_offset_x = row.image_offset_y = 0.0
        row.background_image_id = image.id
        db.add(row)
        self.setText(fill(translate(
            "MapCommands", "Set the background of “%1” to “%2”"
        ), row.name, self.path.name))
        drop_unused_image(db, old_id)
        return MAPS


class ClearBackground(_MapCommand):
    """The map without its background picture."""

    def __init__(self, session: CampaignSession, map_id: int) -> None:
        super().__init__(session, translate("MapCommands", "Remove the background"), map_id)

    def scope(self, db: Session) -> Scope:
        return [*super().scope(db), *self.background_scope(db)]

    def act(self, db: Session) -> Changes:
        row = get_map(db, self.map_id)
        old_id = row.background_image_id
        if old_id is None:
            return NOTHING
        self.setText(fill(translate("MapCommands", "Remove the background of “%1”"), row.name))
        row.background_image_id = None
        db.add(row)
        drop_unused_image(db, old_id)
        return MAPS


class CalibrateBackground(_MapCommand):
    """The background's alignment: ``scale`` image pixels per square, and the image pixel at the
    top-left corner of square (1, 1)."""

    def __init__(
        self,
        session: CampaignSession,
        map_id: int,
        scale: float,
        offset_x: float,
        offset_y: float,
    ) -> None:
        super().__init__(session, translate("MapCommands", "Calibrate the background"), map_id)
        self.scale = scale
        self.offset_x = offset_x
        self.offset_y = offset_y

    def check(self) -> None:
        if not (math.isfinite(self.scale) and self.scale > 0):
            raise CommandError(
                fill(
                    translate(
                        "MapCommands",
                        "The background's scale must be more than 0 image pixels per square, "
                        "not %1. Drag across some squares of the picture again, or type the "
                        "scale."
                    ),
                    self.scale,
                )
            )
        if not (math.isfinite(self.offset_x) and math.isfinite(self.offset_y)):
            raise CommandError(
                translate(
                    "MapCommands",
                    "The background's offset must be a number of pixels. Type it again."
                )
            )

    def act(self, db: Session) -> Changes:
        row = get_map(db, self.map_id)
        wanted = (float(self.scale), float(self.offset_x), float(self.offset_y))
        if (row.image_scale, row.image_offset_x, row.image_offset_y) == wanted:
            return NOTHING
        row.image_scale, row.image_offset_x, row.image_offset_y = wanted
        db.add(row)
        self.setText(fill(translate("MapCommands", "Calibrate the background of “%1”"), row.name))
        return MAPS


# --------------------------------------------------------------------------- painting


def _layer_texts(layer: str, on: bool) -> str:
    texts = {
        ("walls", True): translate("MapCommands", "Paint walls on “%1” (%2 squares)"),
        ("walls", False): translate("MapCommands", "Erase walls on “%1” (%2 squares)"),
        ("difficult", True): translate(
            "MapCommands", "Paint difficult terrain on “%1” (%2 squares)"
        ),
        ("difficult", False): translate(
            "MapCommands", "Erase difficult terrain on “%1” (%2 squares)"
        ),
        ("fog", True): translate("MapCommands", "Hide under fog on “%1” (%2 squares)"),
        ("fog", False): translate("MapCommands", "Reveal from the fog on “%1” (%2 squares)"),
        ("doors", True): translate("MapCommands", "Place doors on “%1” (%2 squares)"),
        ("doors", False): translate("MapCommands", "Erase doors on “%1” (%2 squares)"),
    }
    return texts[(layer, on)]


class PaintSquares(_MapCommand):
    """Squares of one layer (walls, difficult terrain, fog or doors) painted on or erased;
    squares outside the map are ignored."""

    def __init__(
        self,
        session: CampaignSession,
        map_id: int,
        layer: str,
        squares: Iterable[Square],
        on: bool,
    ) -> None:
        super().__init__(session, translate("MapCommands", "Paint squares"), map_id)
        self.layer = layer
        self.squares = frozenset((int(x), int(y)) for x, y in squares)
        self.on = on

    def check(self) -> None:
        if self.layer not in LAYERS:
            raise CommandError(
                fill(
                    translate(
                        "MapCommands",
                        "There is no map layer “%1”; paint walls, difficult, fog or doors."
                    ),
                    self.layer,
                )
            )

    def act(self, db: Session) -> Changes:
        row = get_map(db, self.map_id)
        width, height = row.grid_width, row.grid_height
        inside = {(x, y) for x, y in self.squares if 0 <= x < width and 0 <= y < height}
        current = squares_of(getattr(row, self.layer))
        updated = current | inside if self.on else current - inside
        if updated == current:
            return NOTHING
        setattr(row, self.layer, repack_layer(getattr(row, self.layer), updated, width, height))
        if self.layer == "doors" and not self.on:
            open_doors = squares_of(row.open_doors)
            if open_doors & inside:
                row.open_doors = pack_layer(open_doors - inside)
        db.add(row)
        self.setText(fill(_layer_texts(self.layer, self.on), row.name, len(updated ^ current)))
        return MAP_LAYERS


class ToggleDoor(_MapCommand):
    """A door opened or closed."""

    def __init__(self, session: CampaignSession, map_id: int, square: Square) -> None:
        super().__init__(session, translate("MapCommands", "Open or close a door"), map_id)
        self.square = (int(square[0]), int(square[1]))

    def act(self, db: Session) -> Changes:
        row = get_map(db, self.map_id)
        x, y = self.square
        if self.square not in squares_of(row.doors):
            raise CommandError(
                fill(
                    translate(
                        "MapCommands",
                        "There is no door on square %1, %2 of “%3”. Place a door there first, "
                        "or choose a door."
                    ),
                    x + 1, y + 1, row.name,
                )
            )
        open_doors = set(squares_of(row.open_doors))
        if self.square in open_doors:
            open_doors.discard(self.square)
            self.setText(fill(translate("MapCommands", "Close the door at %1, %2"), x + 1, y + 1))
        else:
            open_doors.add(self.square)
            self.setText(fill(translate("MapCommands", "Open the door at %1, %2"), x + 1, y + 1))
        row.open_doors = pack_layer(open_doors)
        db.add(row)
        return MAP_LAYERS


# --------------------------------------------------------------------------- tokens


class PlaceToken(_MapCommand):
    """A token for a character or a creature in play, at (x, y) as its top-left square."""

    def __init__(
        self,
        session: CampaignSession,
        map_id: int,
        x: int,
        y: int,
        *,
        character_id: int | None = None,
        monster_id: int | None = None,
        size: int = 1,
        hidden: bool = False,
    ) -> None:
        if (character_id is None) == (monster_id is None):
            raise ValueError("a token stands for either a character or a creature")
        super().__init__(session, translate("MapCommands", "Place a token"), map_id)
        self.x = x
        self.y = y
        self.character_id = character_id
        self.monster_id = monster_id
        self.size = size
        self.hidden = hidden
        self.token_id: int | None = None

    def check(self) -> None:
        _check_size(self.size)

    def scope(self, db: Session) -> Scope:
        token_id = self.token_id if self.token_id is not None else -1
        return [(MapToken, col(MapToken.id) == token_id)]

    def act(self, db: Session) -> Changes:
        row = get_map(db, self.map_id)
        name = self._owner_name(db)
        if self.character_id is not None:
            already = select(MapToken).where(col(MapToken.character_id) == self.character_id)
        else:
            already = select(MapToken).where(col(MapToken.monster_id) == self.monster_id)
        found = db.exec(already.where(col(MapToken.map_id) == self.map_id)).first()
        if found is not None:
            raise CommandError(
                fill(
                    translate(
                        "MapCommands",
                        "“%1” already stands on the map “%2” (square %3, %4). Move that token "
                        "instead."
                    ),
                    name, row.name, found.x + 1, found.y + 1,
                )
            )
        refusal = placement_refusal(row, self.x, self.y, self.size, name)
        if refusal is not None:
            raise CommandError(refusal)
        token = MapToken(
            map_id=self.map_id,
            character_id=self.character_id,
            monster_id=self.monster_id,
            x=self.x,
            y=self.y,
            size=self.size,
            hidden=self.hidden,
        )
        db.add(token)
        db.flush()
        self.token_id = token.id
        self.setText(fill(translate("MapCommands", "Place “%1” on the map “%2”"), name, row.name))
        ids = frozenset() if self.character_id is None else frozenset({self.character_id})
        return CatalogChanges(maps=True, character_ids=ids)

    def _owner_name(self, db: Session) -> str:
        if self.character_id is not None:
            character = db.get(Character, self.character_id)
            if character is None:
                raise CommandError(
                    translate(
                        "MapCommands",
                        "That character is no longer in the campaign (it was deleted), so it "
                        "cannot be placed. Refresh the list."
                    )
                )
            return character.name
        monster = db.get(MonsterInstance, self.monster_id)
        if monster is None:
            raise CommandError(
                translate(
                    "MapCommands",
                    "That creature is no longer in play (it was deleted), so it cannot be "
                    "placed. Place it again from the catalog."
                )
            )
        return monster.name


class _TokenCommand(SnapshotCommand):
    """A command on one token: its row is in scope."""

    def __init__(self, session: CampaignSession, text: str, token_id: int) -> None:
        super().__init__(session, text)
        self.token_id = token_id

    def scope(self, db: Session) -> Scope:
        return [(MapToken, col(MapToken.id) == self.token_id)]


class MoveToken(_TokenCommand):
    """A token moved freely to (x, y) (out of combat: no movement rules)."""

    def __init__(self, session: CampaignSession, token_id: int, x: int, y: int) -> None:
        super().__init__(session, translate("MapCommands", "Move a token"), token_id)
        self.x = x
        self.y = y

    def act(self, db: Session) -> Changes:
        token = get_token(db, self.token_id)
        if (token.x, token.y) == (self.x, self.y):
            return NOTHING
        name = token_name(db, token)
        refusal = placement_refusal(get_map(db, token.map_id), self.x, self.y, token.size, name)
        if refusal is not None:
            raise CommandError(refusal)
        token.x, token.y = self.x, self.y
        db.add(token)
        self.setText(fill(translate(
            "MapCommands", "Move “%1” to square %2, %3"
        ), name, self.x + 1, self.y + 1))
        return MAPS


class SetTokenHidden(_TokenCommand):
    """A token hidden from the players' screen, or shown to them again."""

    def __init__(self, session: CampaignSession, token_id: int, hidden: bool) -> None:
        super().__init__(session, translate("MapCommands", "Hide or show a token"), token_id)
        self.hidden = hidden

    def act(self, db: Session) -> Changes:
        token = get_token(db, self.token_id)
        if token.hidden == self.hidden:
            return NOTHING
        name = token_name(db, token)
        token.hidden = self.hidden
        db.add(token)
        if self.hidden:
            self.setText(fill(translate("MapCommands", "Hide “%1” from the players"), name))
        else:
            self.setText(fill(translate("MapCommands", "Show “%1” to the players"), name))
        return MAPS


class SetTokenSize(_TokenCommand):
    """A token's footprint: 1×1, 2×2 or 3×3 squares, grown from its top-left square."""

    def __init__(self, session: CampaignSession, token_id: int, size: int) -> None:
        super().__init__(session, translate("MapCommands", "Resize a token"), token_id)
        self.size = size

    def check(self) -> None:
        _check_size(self.size)

    def act(self, db: Session) -> Changes:
        token = get_token(db, self.token_id)
        if token.size == self.size:
            return NOTHING
        name = token_name(db, token)
        refusal = placement_refusal(get_map(db, token.map_id), token.x, token.y, self.size, name)
        if refusal is not None:
            raise CommandError(refusal)
        token.size = self.size
        db.add(token)
        self.setText(fill(translate("MapCommands", "Make “%1” %2×%2 squares"), name, self.size))
        return MAPS


class DeleteToken(_TokenCommand):
    """A token taken off its map (the character or creature stays in play)."""

    def __init__(self, session: CampaignSession, token_id: int) -> None:
        super().__init__(session, translate("MapCommands", "Delete a token"), token_id)

    def act(self, db: Session) -> Changes:
        token = get_token(db, self.token_id)
        self.setText(fill(translate("MapCommands", "Take “%1” off the map"), token_name(db, token)))
        db.delete(token)
        return MAPS


# --------------------------------------------------------------------------- sight


class RevealFromSight(_MapCommand):
    """The fog lifted from every square the tokens see (``None``: every player character's
    token not hidden); walls and closed doors block sight.

    Undone and redone by writing the map's fog back as it was before or after, not by the
    photographs of :class:`SnapshotCommand`: a reveal may follow every move, it changes that one
    column only, and photographing the whole row twice (its walls, its notes) and comparing the
    photographs cost more than the rest of the step's bookkeeping.

    The first run (:meth:`apply_first`) goes past the ORM's unit of work altogether, on a pooled
    connection of the campaign's engine in a transaction of its own (see there).
    """

    def __init__(
        self, session: CampaignSession, map_id: int, token_ids: Sequence[int] | None = None
    ) -> None:
        super().__init__(session, translate("MapCommands", "Reveal from sight"), map_id)
        self.token_ids = None if token_ids is None else tuple(token_ids)
        #: How many squares came out of the fog (after push).
        self.revealed = 0
        # The fog as stored before and after the first run, once it lifted some.
        self._fog_texts: tuple[str, str] | None = None

    @property
    def done(self) -> bool:
        return self._fog_texts is not None

    def apply_first(self) -> Changes:
        """The first run, in one transaction on the driver's connection: the reveal reads one
        row and the seeing tokens and writes one column, and the ORM's unit of work around it
        (its session, its connection's checkout and events, its flushes and commit) cost more
        thread time than all of that, after every move. The transaction is what the unit of
        work's would be (:meth:`~ryf_desktop.storage.CampaignFile.writing`: ``BEGIN IMMEDIATE``
        on a connection of the same pool, put on disk as every step is). Anything out of the
        ordinary (the map gone, the file refusing the write) is rolled back and run again the
        unit of work's way, which says what is wrong as every command does."""
        self.check()
        try:
            with self.session.file.writing() as raw:
                changes = self._reveal(raw)
        except (KeyError, sqlite3.Error):
            self._fog_texts = None
            self.revealed = 0
            return super().apply_first()
        # What CatalogCommand.apply records for the stack's first redo to announce.
        self._done = changes
        return changes

    def forwards(self, db: Session) -> Changes:
        if self._fog_texts is None:
            return self.act(db)
        self._write_fog(db, self._fog_texts[1])
        return MAP_LAYERS

    def backwards(self, db: Session) -> Changes:
        if self._fog_texts is None:
            return NOTHING
        self._write_fog(db, self._fog_texts[0])
        return MAP_LAYERS

    def _write_fog(self, db: Session, fog: str) -> None:
        # Straight to the driver, in the transaction of ``db``, as the reveal reads the row
        # (see map_queries.read_sight_layers_on): SQLAlchemy's statement took 0.25 ms of a step
        # that may follow every move, the driver 0.015 ms.
        db.flush()  # the driver does not see the ORM's pending changes
        raw = dbapi(db)
        raw.execute(_WRITE_FOG_SQL, (fog, self.map_id))
        # The ORM must not hand out a row read before this write.
        db.expunge_all()

    def act(self, db: Session) -> Changes:
        # The first run inside the unit of work ``db`` (when apply_first fell back to it).
        db.flush()  # the driver does not see the ORM's pending changes
        try:
            changes = self._reveal(dbapi(db))
        except KeyError:
            get_map(db, self.map_id)  # says the map is gone
            raise
        if changes:
            # The ORM must not hand out a row read before the write.
            db.expunge_all()
        return changes

    def _reveal(self, raw: sqlite3.Connection) -> Changes:
        """The first run on the driver's connection ``raw``, inside its transaction; KeyError
        when the map is gone."""
        # Only the layers of the map's row and the seeing tokens: the other tokens play no
        # part, and a reveal may follow every move.
        name, width, height, walls, doors, open_doors, fog, segments = read_sight_layers_on(
            raw, self.map_id
        )
        tokens = read_sighted_on(raw, self.map_id, self.token_ids)
        if not tokens:
            if self.token_ids is None:
                message = translate(
                    "MapCommands",
                    "No player character's token stands visible on “%1”, so nobody sees "
                    "anything. Place one, or choose the tokens whose sight to use."
                )
            else:
                message = translate(
                    "MapCommands",
                    "None of the chosen tokens stands on “%1” any more. Choose tokens on this "
                    "map."
                )
            raise CommandError(fill(message, name))
        grid = sight_grid(width, height, walls, doors, open_doors, segments)
        seen = grid.seen_mask(
            square for x, y, size in tokens for square in _footprint(x, y, size)
        )
        lifted, revealed = lift_fog(fog, seen, width, height)
        if not revealed:
            return NOTHING
        raw.execute(_WRITE_FOG_SQL, (lifted, self.map_id))
        self.revealed = revealed
        self._fog_texts = (fog, lifted)
        self.setText(fill(translate(
            "MapCommands", "Reveal from sight on “%1” (%2 squares)"
        ), name, revealed))
        return MAP_LAYERS


_WRITE_FOG_SQL = f"UPDATE {Map.__tablename__} SET fog = ? WHERE id = ?"
