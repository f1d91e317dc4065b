"""The open campaign: undoable commands, change signals, backups off the GUI thread, the demo.

- :class:`CampaignSession` — the one writer of an open campaign (``open``/``create``, queries,
  ``push`` of commands, ``log_roll``, backups, ``close``); signals say what changed.
- :class:`SessionCommand` and the commands: :class:`RenameCampaign`, :class:`ChangeProfile`,
  :class:`SetDay`, :class:`AddCharacter`, :class:`DeleteCharacter`,
  :class:`DuplicateCharacter`, :class:`EditCharacterField`, :class:`SetWounds`.
- Query results: :class:`CharacterSummary`, :class:`CharacterDetails`, :class:`LogLine`,
  :class:`CampaignCounts`.
- The catalog's commands (:mod:`~ryf_desktop.session.catalog_commands`,
  :mod:`~ryf_desktop.session.gm_entry_commands`): :class:`AddToCharacter`,
  :class:`AddMonsterToCombat`, :class:`PlaceOnMap`, :class:`CreateGmEntry`,
  :class:`EditGmEntry`, :class:`DeleteGmEntry`, announced also through :func:`catalog_events`;
  the GM's own entries read with :func:`gm_entries` and checked by :func:`build_gm_entry`.
- The sheet's commands (:mod:`~ryf_desktop.session.sheet_commands`) and what it shows
  (:func:`sheet_view` → :class:`SheetView`).
- :mod:`ryf_desktop.session.demo` — ``demo_campaign_path``, ``ensure_demo_campaign``.
- Maps and combats, imported from their modules by the views that need them: every step a
  :class:`~ryf_desktop.session.snapshot_command.SnapshotCommand` (undo puts the rows back);
  :mod:`~ryf_desktop.session.map_queries` / :mod:`~ryf_desktop.session.map_commands` (maps,
  backgrounds, painting, tokens, sight), :mod:`~ryf_desktop.session.fighters`,
  :mod:`~ryf_desktop.session.combat_queries` / :mod:`~ryf_desktop.session.combat_commands`
  (initiative, turns, budgets, movement), :mod:`~ryf_desktop.session.attack_queries` /
  :mod:`~ryf_desktop.session.attack_commands` (attacks with their odds, spells, reloads, opposed
  rolls) and :mod:`~ryf_desktop.session.combat_log` (the log's sentences).

Qt here is QtCore and QtGui only (QObject, signals, QUndoStack): no widgets.
"""

from __future__ import annotations

from ryf_desktop.session.campaign_commands import ChangeProfile, RenameCampaign, SetDay
from ryf_desktop.session.campaign_log import CampaignCounts, LogLine
from ryf_desktop.session.campaign_session import LOG_LIMIT, CampaignSession
from ryf_desktop.session.catalog_commands import (
    AddMonsterToCombat,
    AddToCharacter,
    CatalogChanges,
    CatalogEvents,
    PlaceOnMap,
    catalog_events,
)
from ryf_desktop.session.catalog_queries import GmEntries, GmEntry, gm_entries, money_text
from ryf_desktop.session.changes import Changes
from ryf_desktop.session.character_commands import (
    DEFAULT_ATTRIBUTES,
    AddCharacter,
    DeleteCharacter,
    DuplicateCharacter,
    EditCharacterField,
    SetWounds,
)
from ryf_desktop.session.command import CommandError, SessionCommand
from ryf_desktop.session.demo import demo_campaign_path, ensure_demo_campaign
from ryf_desktop.session.gm_entries import GmEntryError, build_gm_entry, entry_fields
from ryf_desktop.session.gm_entry_commands import CreateGmEntry, DeleteGmEntry, EditGmEntry
from ryf_desktop.session.queries import CharacterDetails, CharacterSummary
from ryf_desktop.session.sheet_commands import (
    AddSpecialisation,
    CloseCreation,
    EquipItem,
    Heal,
    MedicineAttempt,
    NewCharacter,
    RaiseSkill,
    RemoveSkill,
    RemoveSpecialisation,
    RemoveSpell,
    SetSkill,
    SetSpell,
)
from ryf_desktop.session.sheet_queries import SheetView, sheet_view
from ryf_desktop.session.validation import CHARACTER_FIELDS

__all__ = [
    "CHARACTER_FIELDS",
    "DEFAULT_ATTRIBUTES",
    "LOG_LIMIT",
    "AddCharacter",
    "AddMonsterToCombat",
    "AddSpecialisation",
    "AddToCharacter",
    "CampaignCounts",
    "CampaignSession",
    "CatalogChanges",
    "CatalogEvents",
    "ChangeProfile",
    "Changes",
    "CharacterDetails",
    "CharacterSummary",
    "CloseCreation",
    "CommandError",
    "CreateGmEntry",
    "DeleteCharacter",
    "DeleteGmEntry",
    "DuplicateCharacter",
    "EditCharacterField",
    "EditGmEntry",
    "EquipItem",
    "GmEntries",
    "GmEntry",
    "GmEntryError",
    "Heal",
    "LogLine",
    "MedicineAttempt",
    "NewCharacter",
    "PlaceOnMap",
    "RaiseSkill",
    "RemoveSkill",
    "RemoveSpecialisation",
    "RemoveSpell",
    "RenameCampaign",
    "SessionCommand",
    "SetDay",
    "SetSkill",
    "SetSpell",
    "SetWounds",
    "SheetView",
    "build_gm_entry",
    "catalog_events",
    "demo_campaign_path",
    "ensure_demo_campaign",
    "entry_fields",
    "gm_entries",
    "money_text",
    "sheet_view",
]
