"""The SQLModel tables of a campaign file (schema version 5), all on :data:`METADATA`.

The schema's history lives in ``ryf_desktop/storage/migrations/versions``; a test compares the
result of running every migration with these classes, so they cannot drift apart.
"""

from __future__ import annotations

from ryf_desktop.storage.records import (
    ATTRIBUTE_MAX,
    ATTRIBUTE_MIN,
    CAMPAIGN_ID,
    GRID_MAX,
    HANDOUT_TEXT_MAX,
    HANDOUT_TITLE_MAX,
    LEVEL_MAX,
    TOKEN_SIZE_MAX,
    utc_now_text,
)
from ryf_desktop.storage.tables.base import METADATA, CampaignTable
from ryf_desktop.storage.tables.campaign import Campaign, FileLock, Image
from ryf_desktop.storage.tables.character import (
    Character,
    EquipmentItem,
    Skill,
    Specialisation,
    Spell,
)
from ryf_desktop.storage.tables.combat import Combat, Combatant
from ryf_desktop.storage.tables.handout import Handout
from ryf_desktop.storage.tables.records import HealingRecord, LogEntry
from ryf_desktop.storage.tables.world import CatalogEntry, Map, MapToken, MonsterInstance

__all__ = [
    "ATTRIBUTE_MAX",
    "ATTRIBUTE_MIN",
    "CAMPAIGN_ID",
    "GRID_MAX",
    "HANDOUT_TEXT_MAX",
    "HANDOUT_TITLE_MAX",
    "LEVEL_MAX",
    "METADATA",
    "TOKEN_SIZE_MAX",
    "Campaign",
    "CampaignTable",
    "CatalogEntry",
    "Character",
    "Combat",
    "Combatant",
    "EquipmentItem",
    "FileLock",
    "Handout",
    "HealingRecord",
    "Image",
    "LogEntry",
    "Map",
    "MapToken",
    "MonsterInstance",
    "Skill",
    "Specialisation",
    "Spell",
    "utc_now_text",
]
