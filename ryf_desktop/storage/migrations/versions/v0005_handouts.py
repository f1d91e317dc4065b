"""Schema 5: the campaign's library of handouts.

- ``handout``: a title (1 to 200 characters), a text (at most 4000), an optional picture of the
  ``image`` table (SET NULL when the picture goes), its place in the list and when it was made.

A new table only: existing files get an empty library, and nothing else changes.

Frozen: never edit a released migration.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision: str | None = "0004"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "handout",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(), nullable=False),
        sa.Column("text", sa.String(), nullable=False),
        sa.Column("image_id", sa.Integer(), nullable=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.String(), nullable=False),
        sa.CheckConstraint(
            "length(title) BETWEEN 1 AND 200", name=op.f("ck_handout_title_length")
        ),
        sa.CheckConstraint("length(text) <= 4000", name=op.f("ck_handout_text_length")),
        sa.ForeignKeyConstraint(
            ["image_id"],
            ["image.id"],
            name=op.f("fk_handout_image_id_image"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_handout")),
    )
    op.create_index(op.f("ix_handout_image_id"), "handout", ["image_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_handout_image_id"), table_name="handout")
    op.drop_table("handout")
