"""The campaign row (name, setting, rules profile, in-game day), images, and the lock row.

- ``campaign`` holds exactly one row (id 1). Every key of the rules profile (RULES.md §10) is its
  own column, so a campaign file is readable with the plain ``sqlite3`` client and a profile key
  added later is a visible schema change with a migration.
- ``image`` holds every picture of the campaign (portraits, map backgrounds) as bytes with their
  MIME type, size in pixels and SHA-256, so the campaign is one file; rows are shared by hash.
- ``file_lock`` holds at most one row: who has the campaign open for writing (see
  :mod:`ryf_desktop.storage.locking`).
"""

from __future__ import annotations

from sqlalchemy import CheckConstraint, LargeBinary
from sqlmodel import Field

from ryf_desktop.rules.profile import MAX_ATTRIBUTE_POINTS, MIN_ATTRIBUTE_POINTS, RulesProfile
from ryf_desktop.storage.records import utc_now_text
from ryf_desktop.storage.tables.base import CampaignTable


class Campaign(CampaignTable, table=True):
    __tablename__ = "campaign"
    __table_args__ = (
        CheckConstraint("setting IN ('medieval', 'actual', 'futuro')", name="setting_known"),
        CheckConstraint("in_game_day >= 1", name="in_game_day_positive"),
        CheckConstraint(
            f"attribute_points BETWEEN {MIN_ATTRIBUTE_POINTS} AND {MAX_ATTRIBUTE_POINTS}",
            name="attribute_points_range",
        ),
        CheckConstraint("hp_per_fisico >= 1", name="hp_per_fisico_positive"),
    )

    id: int | None = Field(default=None, primary_key=True)
    name: str
    setting: str
    #: The in-game day, counted from 1; healing "once per patient per day" uses it.
    in_game_day: int = 1
    attribute_points: int = 30
    hp_per_fisico: int = 4
    skill_pyramids: str = "heroic"
    critical_damage: str = "d6_per_10"
    explode_attribute_rolls: bool = False
    diagonal_rule: str = "alternate"
    magic: bool = True
    notes: str = ""
    created_at: str = Field(default_factory=utc_now_text)

    def rules_profile(self) -> RulesProfile:
        # Every key of the profile (RULES.md §10) is a column of its own: from_dict picks them.
        return RulesProfile.from_dict(self.model_dump())

    def set_rules_profile(self, profile: RulesProfile) -> None:
        for key, value in profile.to_dict().items():
            setattr(self, key, value)


class Image(CampaignTable, table=True):
    __tablename__ = "image"
    __table_args__ = (
        CheckConstraint("width > 0 AND height > 0", name="size_positive"),
        CheckConstraint("length(sha256) = 64", name="sha256_hex"),
    )

    id: int | None = Field(default=None, primary_key=True)
    mime: str
    width: int
    height: int
    #: Hex SHA-256 of ``data``; unique, so the same picture is stored once.
    sha256: str = Field(unique=True)
    data: bytes = Field(sa_type=LargeBinary)


class FileLock(CampaignTable, table=True):
    __tablename__ = "file_lock"
    __table_args__ = (CheckConstraint("id = 1", name="single_row"),)

    id: int | None = Field(default=None, primary_key=True)
    user: str
    host: str
    pid: int
    #: When the holder opened the campaign (ISO 8601, UTC).
    since: str
    #: A random value per open, so a holder can tell its own row from a takeover.
    token: str
    program: str
    #: When the holder last said it still runs (ISO 8601, UTC; schema 4).
    heartbeat: str | None = None
