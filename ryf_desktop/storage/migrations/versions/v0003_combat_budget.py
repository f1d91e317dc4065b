"""Schema 3: a combatant's turn budget stored exactly, and the damage it dealt and took.

- ``combatant.majors_spent`` and ``combatant.minors_spent``: the major actions spent on attacks
  and spells and the minor deeds done this turn, which together with ``actions``,
  ``double_action``, ``moved_m`` and ``diagonals_taken`` restore ``rules.combat.TurnBudget``
  exactly (``majors_left``/``minors_left`` stay, filled for readers);
- ``combatant.lasting_penalty``: the combatant began the turn malherido (no double action);
- ``combatant.damage_dealt`` and ``combatant.damage_taken``: wounds dealt and taken in the
  combat, for its summary.

Existing combatants get 0 / false: nothing spent, no damage counted (versions before schema 3
had no combat round, so no turn was under way). The table is rebuilt (SQLite's ALTER TABLE
cannot add the named CHECK constraint on the new counters); nothing references ``combatant``,
and :mod:`ryf_desktop.storage.migrate` runs the step inside one transaction anyway.

Frozen: never edit a released migration. ``_combatant_v2`` is the table exactly as schemas 1
and 2 made it, so the rebuild never depends on reflection.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None

_NEW_COUNTERS = ("majors_spent", "minors_spent")
_NEW_TOTALS = ("damage_dealt", "damage_taken")


def _combatant_v2() -> sa.Table:
    metadata = sa.MetaData()
    return sa.Table(
        "combatant",
        metadata,
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("combat_id", sa.Integer(), nullable=False),
        sa.Column("character_id", sa.Integer(), nullable=True),
        sa.Column("monster_id", sa.Integer(), nullable=True),
        sa.Column("iniciativa", sa.Integer(), nullable=False),
        sa.Column("initiative_total", sa.Integer(), nullable=True),
        sa.Column("initiative_fumble", sa.Boolean(), nullable=False),
        sa.Column("order_position", sa.Integer(), nullable=False),
        sa.Column("actions", sa.Integer(), nullable=False),
        sa.Column("double_action", sa.Boolean(), nullable=False),
        sa.Column("majors_left", sa.Integer(), nullable=False),
        sa.Column("minors_left", sa.Integer(), nullable=False),
        sa.Column("moved_m", sa.Float(), nullable=False),
        sa.Column("diagonals_taken", sa.Integer(), nullable=False),
        sa.Column("reload_state", sa.String(), nullable=False),
        sa.Column("out", sa.Boolean(), nullable=False),
        sa.CheckConstraint(
            "(character_id IS NULL) <> (monster_id IS NULL)", name="ck_combatant_one_fighter"
        ),
        sa.CheckConstraint(
            "actions >= 0 AND majors_left >= 0 AND minors_left >= 0 AND moved_m >= 0 "
            "AND diagonals_taken >= 0",
            name="ck_combatant_budget_not_negative",
        ),
        sa.ForeignKeyConstraint(
            ["character_id"],
            ["character.id"],
            name="fk_combatant_character_id_character",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["combat_id"],
            ["combat.id"],
            name="fk_combatant_combat_id_combat",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["monster_id"],
            ["monster_instance.id"],
            name="fk_combatant_monster_id_monster_instance",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_combatant"),
        sa.Index("ix_combatant_character_id", "character_id"),
        sa.Index("ix_combatant_combat_id", "combat_id"),
        sa.Index("ix_combatant_monster_id", "monster_id"),
    )


def upgrade() -> None:
    with op.batch_alter_table(
        "combatant", recreate="always", copy_from=_combatant_v2()
    ) as batch:
        for name in _NEW_COUNTERS:
            batch.add_column(
                sa.Column(name, sa.Integer(), nullable=False, server_default=sa.text("0"))
            )
        batch.add_column(
            sa.Column("lasting_penalty", sa.Boolean(), nullable=False, server_default=sa.text("0"))
        )
        for name in _NEW_TOTALS:
            batch.add_column(
                sa.Column(name, sa.Integer(), nullable=False, server_default=sa.text("0"))
            )
        batch.create_check_constraint(
            op.f("ck_combatant_spent_not_negative"),
            "majors_spent >= 0 AND minors_spent >= 0 AND damage_dealt >= 0 "
            "AND damage_taken >= 0",
        )


def downgrade() -> None:
    with op.batch_alter_table("combatant", recreate="always") as batch:
        batch.drop_constraint(op.f("ck_combatant_spent_not_negative"), type_="check")
        for name in (*_NEW_TOTALS, "lasting_penalty", *_NEW_COUNTERS):
            batch.drop_column(name)
