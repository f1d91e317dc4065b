"""Schema 1: the first released schema of a campaign file.

Frozen: never edit a released migration; change the schema with a new one. Column types are plain
SQLAlchemy types (no SQLModel import), so the step always produces the same tables.

Revision ID: 0001
Revises: (none)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None

_TABLES_IN_CREATION_ORDER = (
    "campaign",
    "catalog_entry",
    "file_lock",
    "image",
    "monster_instance",
    "character",
    "map",
    "combat",
    "equipment_item",
    "healing_record",
    "map_token",
    "skill",
    "spell",
    "combatant",
    "log_entry",
    "specialisation",
)


def upgrade() -> None:
    op.create_table(
        "campaign",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("setting", sa.String(), nullable=False),
        sa.Column("in_game_day", sa.Integer(), nullable=False),
        sa.Column("attribute_points", sa.Integer(), nullable=False),
        sa.Column("hp_per_fisico", sa.Integer(), nullable=False),
        sa.Column("skill_pyramids", sa.String(), nullable=False),
        sa.Column("critical_damage", sa.String(), nullable=False),
        sa.Column("explode_attribute_rolls", sa.Boolean(), nullable=False),
        sa.Column("diagonal_rule", sa.String(), nullable=False),
        sa.Column("magic", sa.Boolean(), nullable=False),
        sa.Column("notes", sa.String(), nullable=False),
        sa.Column("created_at", sa.String(), nullable=False),
        sa.CheckConstraint(
            "setting IN ('medieval', 'actual', 'futuro')", name=op.f("ck_campaign_setting_known")
        ),
        sa.CheckConstraint(
            "attribute_points BETWEEN 16 AND 40", name=op.f("ck_campaign_attribute_points_range")
        ),
        sa.CheckConstraint("hp_per_fisico >= 1", name=op.f("ck_campaign_hp_per_fisico_positive")),
        sa.CheckConstraint("in_game_day >= 1", name=op.f("ck_campaign_in_game_day_positive")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_campaign")),
    )
    op.create_table(
        "catalog_entry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("fields", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_catalog_entry")),
        sa.UniqueConstraint("kind", "name", name=op.f("uq_catalog_entry_kind_name")),
    )
    op.create_table(
        "file_lock",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user", sa.String(), nullable=False),
        sa.Column("host", sa.String(), nullable=False),
        sa.Column("pid", sa.Integer(), nullable=False),
        sa.Column("since", sa.String(), nullable=False),
        sa.Column("token", sa.String(), nullable=False),
        sa.Column("program", sa.String(), nullable=False),
        sa.CheckConstraint("id = 1", name=op.f("ck_file_lock_single_row")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_file_lock")),
    )
    op.create_table(
        "image",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("mime", sa.String(), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("sha256", sa.String(), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.CheckConstraint("length(sha256) = 64", name=op.f("ck_image_sha256_hex")),
        sa.CheckConstraint("width > 0 AND height > 0", name=op.f("ck_image_size_positive")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_image")),
        sa.UniqueConstraint("sha256", name=op.f("uq_image_sha256")),
    )
    op.create_table(
        "monster_instance",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("catalog_name", sa.String(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("pv_max", sa.Integer(), nullable=False),
        sa.Column("wounds", sa.Integer(), nullable=False),
        sa.Column("fields", sa.String(), nullable=False),
        sa.Column("notes", sa.String(), nullable=False),
        sa.CheckConstraint("number >= 1", name=op.f("ck_monster_instance_number_positive")),
        sa.CheckConstraint(
            "pv_max >= 1 AND wounds >= 0", name=op.f("ck_monster_instance_pv_range")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_monster_instance")),
    )
    op.create_table(
        "character",
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
        sa.CheckConstraint("kind IN ('pc', 'npc')", name=op.f("ck_character_kind_known")),
        sa.CheckConstraint(
            "fisico BETWEEN 1 AND 20 AND destreza BETWEEN 1 AND 20 "
            "AND inteligencia BETWEEN 1 AND 20 AND percepcion BETWEEN 1 AND 20",
            name=op.f("ck_character_attributes_range"),
        ),
        sa.CheckConstraint(
            "wounds >= 0 AND tokens >= 0 AND xp >= 0 AND mana_spent >= 0 AND money >= 0",
            name=op.f("ck_character_counters_not_negative"),
        ),
        sa.ForeignKeyConstraint(
            ["portrait_image_id"],
            ["image.id"],
            name=op.f("fk_character_portrait_image_id_image"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_character")),
    )
    op.create_index(
        op.f("ix_character_portrait_image_id"), "character", ["portrait_image_id"], unique=False
    )
    op.create_table(
        "map",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("background_image_id", sa.Integer(), nullable=True),
        sa.Column("grid_width", sa.Integer(), nullable=False),
        sa.Column("grid_height", sa.Integer(), nullable=False),
        sa.Column("image_scale", sa.Float(), nullable=False),
        sa.Column("image_offset_x", sa.Float(), nullable=False),
        sa.Column("image_offset_y", sa.Float(), nullable=False),
        sa.Column("walls", sa.String(), nullable=False),
        sa.Column("difficult", sa.String(), nullable=False),
        sa.Column("fog", sa.String(), nullable=False),
        sa.Column("notes", sa.String(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "grid_width BETWEEN 1 AND 1000 AND grid_height BETWEEN 1 AND 1000",
            name=op.f("ck_map_grid_range"),
        ),
        sa.CheckConstraint("image_scale > 0", name=op.f("ck_map_image_scale_positive")),
        sa.ForeignKeyConstraint(
            ["background_image_id"],
            ["image.id"],
            name=op.f("fk_map_background_image_id_image"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_map")),
    )
    op.create_index(
        op.f("ix_map_background_image_id"), "map", ["background_image_id"], unique=False
    )
    op.create_table(
        "combat",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("map_id", sa.Integer(), nullable=True),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("turn_position", sa.Integer(), nullable=False),
        sa.Column("started_day", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "status IN ('preparing', 'running', 'ended')", name=op.f("ck_combat_status_known")
        ),
        sa.CheckConstraint(
            "round >= 0 AND turn_position >= 0", name=op.f("ck_combat_round_not_negative")
        ),
        sa.ForeignKeyConstraint(
            ["map_id"], ["map.id"], name=op.f("fk_combat_map_id_map"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_combat")),
    )
    op.create_index(op.f("ix_combat_map_id"), "combat", ["map_id"], unique=False)
    op.create_table(
        "equipment_item",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("character_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("catalog_name", sa.String(), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("equipped", sa.Boolean(), nullable=False),
        sa.Column("grip", sa.String(), nullable=False),
        sa.Column("details", sa.String(), nullable=False),
        sa.Column("notes", sa.String(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "grip IN ('', 'one_hand', 'two_hands')", name=op.f("ck_equipment_item_grip_known")
        ),
        sa.CheckConstraint("quantity >= 0", name=op.f("ck_equipment_item_quantity_not_negative")),
        sa.ForeignKeyConstraint(
            ["character_id"],
            ["character.id"],
            name=op.f("fk_equipment_item_character_id_character"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_equipment_item")),
    )
    op.create_index(
        op.f("ix_equipment_item_character_id"), "equipment_item", ["character_id"], unique=False
    )
    op.create_table(
        "healing_record",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("healer_id", sa.Integer(), nullable=False),
        sa.Column("patient_id", sa.Integer(), nullable=False),
        sa.Column("day", sa.Integer(), nullable=False),
        sa.Column("success", sa.Boolean(), nullable=False),
        sa.Column("critical", sa.Boolean(), nullable=False),
        sa.Column("healed", sa.Integer(), nullable=False),
        sa.CheckConstraint("healed >= 0", name=op.f("ck_healing_record_healed_not_negative")),
        sa.ForeignKeyConstraint(
            ["healer_id"],
            ["character.id"],
            name=op.f("fk_healing_record_healer_id_character"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["patient_id"],
            ["character.id"],
            name=op.f("fk_healing_record_patient_id_character"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_healing_record")),
    )
    op.create_index(
        op.f("ix_healing_record_healer_id"), "healing_record", ["healer_id"], unique=False
    )
    op.create_index(
        op.f("ix_healing_record_patient_day"), "healing_record", ["patient_id", "day"], unique=False
    )
    op.create_table(
        "map_token",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("map_id", sa.Integer(), nullable=False),
        sa.Column("character_id", sa.Integer(), nullable=True),
        sa.Column("monster_id", sa.Integer(), nullable=True),
        sa.Column("x", sa.Integer(), nullable=False),
        sa.Column("y", sa.Integer(), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("hidden", sa.Boolean(), nullable=False),
        sa.CheckConstraint(
            "(character_id IS NULL) <> (monster_id IS NULL)", name=op.f("ck_map_token_one_owner")
        ),
        sa.CheckConstraint("size BETWEEN 1 AND 6", name=op.f("ck_map_token_size_range")),
        sa.CheckConstraint("x >= 0 AND y >= 0", name=op.f("ck_map_token_position_not_negative")),
        sa.ForeignKeyConstraint(
            ["character_id"],
            ["character.id"],
            name=op.f("fk_map_token_character_id_character"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["map_id"], ["map.id"], name=op.f("fk_map_token_map_id_map"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["monster_id"],
            ["monster_instance.id"],
            name=op.f("fk_map_token_monster_id_monster_instance"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_map_token")),
    )
    op.create_index(op.f("ix_map_token_character_id"), "map_token", ["character_id"], unique=False)
    op.create_index(op.f("ix_map_token_map_id"), "map_token", ["map_id"], unique=False)
    op.create_index(op.f("ix_map_token_monster_id"), "map_token", ["monster_id"], unique=False)
    op.create_table(
        "skill",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("character_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("attribute", sa.String(), nullable=False),
        sa.Column("level", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "attribute IN ('fisico', 'destreza', 'inteligencia', 'percepcion')",
            name=op.f("ck_skill_attribute_known"),
        ),
        sa.CheckConstraint("level BETWEEN 0 AND 20", name=op.f("ck_skill_level_range")),
        sa.ForeignKeyConstraint(
            ["character_id"],
            ["character.id"],
            name=op.f("fk_skill_character_id_character"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_skill")),
        sa.UniqueConstraint("character_id", "name", name=op.f("uq_skill_character_id_name")),
    )
    op.create_table(
        "spell",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("character_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("level", sa.Integer(), nullable=False),
        sa.Column("difficulty", sa.Integer(), nullable=False),
        sa.Column("mana_cost", sa.Integer(), nullable=False),
        sa.Column("notes", sa.String(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "difficulty >= 0 AND mana_cost >= 0", name=op.f("ck_spell_costs_not_negative")
        ),
        sa.CheckConstraint("level BETWEEN 0 AND 20", name=op.f("ck_spell_level_range")),
        sa.ForeignKeyConstraint(
            ["character_id"],
            ["character.id"],
            name=op.f("fk_spell_character_id_character"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_spell")),
    )
    op.create_index(op.f("ix_spell_character_id"), "spell", ["character_id"], unique=False)
    op.create_table(
        "combatant",
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
            "(character_id IS NULL) <> (monster_id IS NULL)", name=op.f("ck_combatant_one_fighter")
        ),
        sa.CheckConstraint(
            "actions >= 0 AND majors_left >= 0 AND minors_left >= 0 AND moved_m >= 0 "
            "AND diagonals_taken >= 0",
            name=op.f("ck_combatant_budget_not_negative"),
        ),
        sa.ForeignKeyConstraint(
            ["character_id"],
            ["character.id"],
            name=op.f("fk_combatant_character_id_character"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["combat_id"],
            ["combat.id"],
            name=op.f("fk_combatant_combat_id_combat"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["monster_id"],
            ["monster_instance.id"],
            name=op.f("fk_combatant_monster_id_monster_instance"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_combatant")),
    )
    op.create_index(op.f("ix_combatant_character_id"), "combatant", ["character_id"], unique=False)
    op.create_index(op.f("ix_combatant_combat_id"), "combatant", ["combat_id"], unique=False)
    op.create_index(op.f("ix_combatant_monster_id"), "combatant", ["monster_id"], unique=False)
    op.create_table(
        "log_entry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("at", sa.String(), nullable=False),
        sa.Column("game_day", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("text", sa.String(), nullable=False),
        sa.Column("data", sa.String(), nullable=False),
        sa.Column("character_id", sa.Integer(), nullable=True),
        sa.Column("combat_id", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["character_id"],
            ["character.id"],
            name=op.f("fk_log_entry_character_id_character"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["combat_id"],
            ["combat.id"],
            name=op.f("fk_log_entry_combat_id_combat"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_log_entry")),
    )
    op.create_index(op.f("ix_log_entry_character_id"), "log_entry", ["character_id"], unique=False)
    op.create_index(op.f("ix_log_entry_combat_id"), "log_entry", ["combat_id"], unique=False)
    op.create_table(
        "specialisation",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("skill_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(
            ["skill_id"],
            ["skill.id"],
            name=op.f("fk_specialisation_skill_id_skill"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_specialisation")),
        sa.UniqueConstraint("skill_id", "name", name=op.f("uq_specialisation_skill_id_name")),
    )


def downgrade() -> None:
    for table in reversed(_TABLES_IN_CREATION_ORDER):
        op.drop_table(table)
