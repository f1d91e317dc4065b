"""The GM's catalog entries, monster instances, maps and the tokens on them.

- ``catalog_entry``: the GM's own entries (a home-made monster, weapon, spell...). ``kind`` plus a
  JSON object of fields, because each kind has different columns (the shipped catalog in
  ``resources/catalog`` is read by ``ryf_desktop.catalog`` and is not copied into campaigns).
- ``monster_instance``: one creature of the bestiary in play: which entry (``catalog_name``), its
  number ("Goblin 2"), its rolled PV and its wounds; ``fields`` keeps a JSON snapshot of the
  entry's values so an edited catalog does not change a fight in progress.
- ``map``: grid size in squares, background image with its scale (image pixels per square) and
  offset (image pixel at the top-left corner of square (0, 0)). Walls, difficult terrain, fog,
  doors and open doors are *square sets*, stored compactly as JSON row runs (see
  :mod:`ryf_desktop.storage.squares`), never one row per square; thin segments and lights are
  JSON lists (:mod:`ryf_desktop.storage.map_features_codec`).
- ``map_token``: a token on a map, for exactly one character or one monster instance; (x, y) is
  its top-left square and ``size`` its footprint (1 = 1×1, 2 = 2×2...).
"""

from __future__ import annotations

from sqlalchemy import CheckConstraint, UniqueConstraint
from sqlmodel import Field

from ryf_desktop.storage.tables.base import CampaignTable


class CatalogEntry(CampaignTable, table=True):
    __tablename__ = "catalog_entry"
    __table_args__ = (UniqueConstraint("kind", "name"),)

    id: int | None = Field(default=None, primary_key=True)
    kind: str
    name: str
    #: JSON object of the entry's values (for a monster: pv, ini, ata, def, abs, esp...).
    fields: str = "{}"


class MonsterInstance(CampaignTable, table=True):
    __tablename__ = "monster_instance"
    __table_args__ = (
        CheckConstraint("number >= 1", name="number_positive"),
        CheckConstraint("pv_max >= 1 AND wounds >= 0", name="pv_range"),
    )

    id: int | None = Field(default=None, primary_key=True)
    catalog_name: str
    #: Shown name, usually "<catalog name> <number>".
    name: str
    number: int = 1
    pv_max: int
    wounds: int = 0
    fields: str = "{}"
    notes: str = ""


class Map(CampaignTable, table=True):
    __tablename__ = "map"
    __table_args__ = (
        CheckConstraint(
            "grid_width BETWEEN 1 AND 1000 AND grid_height BETWEEN 1 AND 1000", name="grid_range"
        ),
        CheckConstraint("image_scale > 0", name="image_scale_positive"),
    )

    id: int | None = Field(default=None, primary_key=True)
    name: str
    background_image_id: int | None = Field(
        default=None, foreign_key="image.id", ondelete="SET NULL", index=True
    )
    grid_width: int = 30
    grid_height: int = 20
    #: Background image pixels per grid square.
    image_scale: float = 70.0
    #: Background image pixel that lies at the top-left corner of square (0, 0).
    image_offset_x: float = 0.0
    image_offset_y: float = 0.0
    walls: str = "[]"
    difficult: str = "[]"
    #: Squares hidden from the players.
    fog: str = "[]"
    #: Door squares (schema 2); a closed door blocks like a wall.
    doors: str = "[]"
    #: The door squares that stand open (schema 2).
    open_doors: str = "[]"
    #: Thin walls, object outlines and doors on lines, JSON (schema 4; see
    #: :mod:`ryf_desktop.storage.map_features_codec`).
    segments: str = "[]"
    #: Lights, JSON (schema 4).
    lights: str = "[]"
    notes: str = ""
    position: int = 0


class MapToken(CampaignTable, table=True):
    __tablename__ = "map_token"
    __table_args__ = (
        CheckConstraint(
            "(character_id IS NULL) <> (monster_id IS NULL)", name="one_owner"
        ),
        CheckConstraint("x >= 0 AND y >= 0", name="position_not_negative"),
        CheckConstraint("size BETWEEN 1 AND 6", name="size_range"),
    )

    id: int | None = Field(default=None, primary_key=True)
    map_id: int = Field(foreign_key="map.id", ondelete="CASCADE", index=True)
    character_id: int | None = Field(
        default=None, foreign_key="character.id", ondelete="CASCADE", index=True
    )
    monster_id: int | None = Field(
        default=None, foreign_key="monster_instance.id", ondelete="CASCADE", index=True
    )
    x: int = 0
    y: int = 0
    size: int = 1
    #: Hidden from the players' window.
    hidden: bool = False
