"""Characters (player characters and NPCs) and what belongs to them: skills with their
specialisations, spells, and equipment.

Plain values only: the rules (``ryf_desktop.rules``) compute PV, states and budgets from them.
- Attributes are 1..20 in the file (creation limits of RULES.md §8 are warnings, not storage
  rules; a GM may give an NPC Físico 14).
- ``wounds`` is damage taken (current PV = PV máx − wounds); never negative.
- ``money`` is an integer in the campaign's smallest unit: copper (mc) in a medieval campaign,
  whole $ or cr otherwise (as ``rules.money`` counts it).
- ``token_penalty`` is the "spent token handed back" state: the next roll is at −1 rank.
- ``in_creation`` marks a character still being built (creation limits apply; schema 2).
- Child rows are deleted with their character (``ON DELETE CASCADE``).
"""

from __future__ import annotations

from sqlalchemy import CheckConstraint, UniqueConstraint
from sqlmodel import Field

from ryf_desktop.storage.tables.base import CampaignTable


class Character(CampaignTable, table=True):
    __tablename__ = "character"
    __table_args__ = (
        CheckConstraint("kind IN ('pc', 'npc')", name="kind_known"),
        CheckConstraint(
            "fisico BETWEEN 1 AND 20 AND destreza BETWEEN 1 AND 20 "
            "AND inteligencia BETWEEN 1 AND 20 AND percepcion BETWEEN 1 AND 20",
            name="attributes_range",
        ),
        CheckConstraint(
            "wounds >= 0 AND tokens >= 0 AND xp >= 0 AND mana_spent >= 0 AND money >= 0",
            name="counters_not_negative",
        ),
        CheckConstraint("in_creation IN (0, 1)", name="in_creation_flag"),
    )

    id: int | None = Field(default=None, primary_key=True)
    #: "pc" (a player's character) or "npc".
    kind: str = "pc"
    name: str
    player: str = ""
    concept: str = ""
    background: str = ""
    notes: str = ""
    portrait_image_id: int | None = Field(
        default=None, foreign_key="image.id", ondelete="SET NULL", index=True
    )
    fisico: int = 5
    destreza: int = 5
    inteligencia: int = 5
    percepcion: int = 5
    social_class: str = ""
    money: int = 0
    wounds: int = 0
    tokens: int = 0
    token_penalty: bool = False
    xp: int = 0
    mana_spent: int = 0
    in_creation: bool = False
    #: Display order in the GM's character list.
    position: int = 0


class Skill(CampaignTable, table=True):
    __tablename__ = "skill"
    __table_args__ = (
        UniqueConstraint("character_id", "name"),
        CheckConstraint(
            "attribute IN ('fisico', 'destreza', 'inteligencia', 'percepcion')",
            name="attribute_known",
        ),
        CheckConstraint("level BETWEEN 0 AND 20", name="level_range"),
    )

    id: int | None = Field(default=None, primary_key=True)
    character_id: int = Field(foreign_key="character.id", ondelete="CASCADE")
    name: str
    #: The attribute the skill adds to by default ("fisico", "destreza", ...).
    attribute: str
    level: int = 0
    position: int = 0


class Specialisation(CampaignTable, table=True):
    __tablename__ = "specialisation"
    __table_args__ = (UniqueConstraint("skill_id", "name"),)

    id: int | None = Field(default=None, primary_key=True)
    skill_id: int = Field(foreign_key="skill.id", ondelete="CASCADE")
    name: str


class Spell(CampaignTable, table=True):
    __tablename__ = "spell"
    __table_args__ = (
        CheckConstraint("level BETWEEN 0 AND 20", name="level_range"),
        CheckConstraint("difficulty >= 0 AND mana_cost >= 0", name="costs_not_negative"),
    )

    id: int | None = Field(default=None, primary_key=True)
    character_id: int = Field(foreign_key="character.id", ondelete="CASCADE", index=True)
    name: str
    level: int = 0
    difficulty: int = 15
    mana_cost: int = 0
    notes: str = ""
    position: int = 0


class EquipmentItem(CampaignTable, table=True):
    __tablename__ = "equipment_item"
    __table_args__ = (
        CheckConstraint("quantity >= 0", name="quantity_not_negative"),
        CheckConstraint("grip IN ('', 'one_hand', 'two_hands')", name="grip_known"),
    )

    id: int | None = Field(default=None, primary_key=True)
    character_id: int = Field(foreign_key="character.id", ondelete="CASCADE", index=True)
    name: str
    #: "weapon", "armour", "shield", "gear" or any kind the catalog uses.
    kind: str = "gear"
    #: Name of the catalog entry the item was taken from ("" for a home-made item).
    catalog_name: str = ""
    quantity: int = 1
    equipped: bool = False
    #: How an equipped weapon is held: "" (not held), "one_hand" (1M) or "two_hands" (2M).
    grip: str = ""
    #: JSON object with the item's own values (damage, absorption, ranges, price...).
    details: str = "{}"
    notes: str = ""
    position: int = 0
