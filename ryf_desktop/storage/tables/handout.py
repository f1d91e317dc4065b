"""The campaign's library of handouts (schema 5).

- ``handout``: a picture or a short text the GM may show the players (a letter, a portrait of a
  stranger, a map of the sewers): a title, a text of at most 4000 characters, a picture of the
  ``image`` table (shared by SHA-256, like a portrait or a map background) and its place in
  the GM's list. What is shown to whom is not stored: it lasts as long as the session.
"""

from __future__ import annotations

from sqlalchemy import CheckConstraint
from sqlmodel import Field

from ryf_desktop.storage.records import HANDOUT_TEXT_MAX, HANDOUT_TITLE_MAX, utc_now_text
from ryf_desktop.storage.tables.base import CampaignTable


class Handout(CampaignTable, table=True):
    __tablename__ = "handout"
    __table_args__ = (
        CheckConstraint(
            f"length(title) BETWEEN 1 AND {HANDOUT_TITLE_MAX}", name="title_length"
        ),
        CheckConstraint(f"length(text) <= {HANDOUT_TEXT_MAX}", name="text_length"),
    )

    id: int | None = Field(default=None, primary_key=True)
    title: str
    text: str = ""
    image_id: int | None = Field(
        default=None, foreign_key="image.id", ondelete="SET NULL", index=True
    )
    position: int = 0
    created_at: str = Field(default_factory=utc_now_text)
