"""Schema 2: doors on maps, and the "in creation" flag of characters.

- ``map.doors`` and ``map.open_doors``: square sets (JSON row runs) of door squares and of the
  doors that stand open; existing maps get none.
- ``character.in_creation``: a character still being built; existing characters are finished.
  The character table is rebuilt rather than altered in place: SQLite's ALTER TABLE cannot add
  the named CHECK constraint that keeps the flag 0 or 1, and the rebuild puts the column beside
  the other state. Other tables reference ``character``, which is the case STACK.md warns about:
  it only works because :mod:`ryf_desktop.storage.migrate` runs every step with foreign keys off
  inside one transaction and checks them before committing.

Frozen: never edit a released migration. ``_CHARACTER_V1`` is the table exactly as schema 1 made
it, so the rebuild never depends on reflection.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None


def _character_v1() -> sa.Table:
    metadata = sa.MetaData()
    return sa.Table(
        "character",
        metadata,
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("player", sa.String(), nullable=False),
        sa.Column("concept", sa.String(), nullable=False),
        sa.Column("background", sa.String(), nullable=False),
        sa.Column("notes", sa.String(), nullable=False),
        sa.Column("portrait_image_id", sa.Integer(), nullable=True),
        sa.Column("fisico", sa.Integer(), nullable=False),
        sa.Column("destreza", sa.Integer(), nullable=False),
        sa.Column("inteligencia", sa.Integer(), nullable=False),
        sa.Column("percepcion", sa.Integer(), nullable=False),
        sa.Column("social_class", sa.String(), nullable=False),
        sa.Column("money", sa.Integer(), nullable=False),
        sa.Column("wounds", sa.Integer(), nullable=False),
        sa.Column("tokens", sa.Integer(), nullable=False),
        sa.Column("token_penalty", sa.Boolean(), nullable=False),
        sa.Column("xp", sa.Integer(), nullable=False),
        sa.Column("mana_spent", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.CheckConstraint("kind IN ('pc', 'npc')", name="ck_character_kind_known"),
        sa.CheckConstraint(
            "fisico BETWEEN 1 AND 20 AND destreza BETWEEN 1 AND 20 "
            "AND inteligencia BETWEEN 1 AND 20 AND percepcion BETWEEN 1 AND 20",
            name="ck_character_attributes_range",
        ),
        sa.CheckConstraint(
            "wounds >= 0 AND tokens >= 0 AND xp >= 0 AND mana_spent >= 0 AND money >= 0",
            name="ck_character_counters_not_negative",
        ),
        sa.ForeignKeyConstraint(
            ["portrait_image_id"],
            ["image.id"],
            name="fk_character_portrait_image_id_image",
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_character"),
        sa.Index("ix_character_portrait_image_id", "portrait_image_id"),
    )


def upgrade() -> None:
    with op.batch_alter_table("character", recreate="always", copy_from=_character_v1()) as batch:
        batch.add_column(
            sa.Column("in_creation", sa.Boolean(), nullable=False, server_default=sa.text("0")),
            insert_before="position",
        )
        batch.create_check_constraint(
            op.f("ck_character_in_creation_flag"), "in_creation IN (0, 1)"
        )
    with op.batch_alter_table("map") as batch:
        batch.add_column(sa.Column("doors", sa.String(), nullable=False, server_default="[]"))
        batch.add_column(
            sa.Column("open_doors", sa.String(), nullable=False, server_default="[]")
        )


def downgrade() -> None:
    with op.batch_alter_table("map") as batch:
        batch.drop_column("open_doors")
        batch.drop_column("doors")
    with op.batch_alter_table("character", recreate="always") as batch:
        batch.drop_constraint(op.f("ck_character_in_creation_flag"), type_="check")
        batch.drop_column("in_creation")
