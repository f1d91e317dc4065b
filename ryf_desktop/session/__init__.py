"""The open campaign in memory: undoable commands, one change event, backups off the GUI thread.

- :class:`CampaignSession` — the one writer of an open campaign (``open``/``create``, its
  :class:`~.model.CampaignModel`, ``push`` of commands, ``log_roll``, backups, ``close``);
  ``changed`` (a :class:`Changed`) names what each step changed.
- :class:`~.command.ModelCommand` and the commands: :class:`RenameCampaign`,
  :class:`ChangeProfile`, :class:`SetDay`, :class:`AddCharacter`, :class:`DeleteCharacter`,
  :class:`DuplicateCharacter`, :class:`EditCharacterField`, :class:`SetWounds`; a character's
  check rolled in the dice dock, its token spent with it: :class:`CharacterCheck`
  (:mod:`~ryf_desktop.session.check_rolls`).
- Query results: :class:`CharacterSummary`, :class:`~.queries.CharacterDetails`,
  :class:`~.campaign_log.LogLine`, :class:`CampaignCounts`.
- The catalog's commands (:mod:`~ryf_desktop.session.catalog_commands`,
  :mod:`~ryf_desktop.session.gm_entry_commands`): :class:`AddToCharacter`,
  :class:`AddMonsterToCombat`, :class:`PlaceOnMap`, :class:`CreateGmEntry`,
  :class:`EditGmEntry`, :class:`DeleteGmEntry`;
  the GM's own entries read with :func:`gm_entries` and checked by :func:`build_gm_entry`.
- The characters' commands (:mod:`~ryf_desktop.session.character_commands`, and the sheet's
  by section: :mod:`~ryf_desktop.session.skill_commands`,
  :mod:`~ryf_desktop.session.item_commands`, :mod:`~ryf_desktop.session.healing_commands`) and
  what a sheet shows (:func:`sheet_view` → :class:`SheetView`).
- The library of handouts: :mod:`~ryf_desktop.session.handout_commands` (``AddHandout``,
  ``EditHandout``, ``RemoveHandout``, ``MoveHandout``) and
  :mod:`~ryf_desktop.session.handout_queries`; showing one to the players is the players'
  view's (:mod:`~ryf_desktop.session.present.players_view`).
- :mod:`ryf_desktop.session.demo` — ``demo_campaign_path``, ``ensure_demo_campaign``.
- Maps and combats, imported from their modules by the views that need them:
  :mod:`~ryf_desktop.session.map_queries` / :mod:`~ryf_desktop.session.map_commands` (maps,
  backgrounds, painting, tokens, sight), :mod:`~ryf_desktop.session.combat` /
  :mod:`~ryf_desktop.session.combat` (initiative, turns, budgets, movement),
  :mod:`~ryf_desktop.session.fighting` (what a combatant fights with; attacks with their odds,
  spells, reloads, opposed rolls, manual harm) and :mod:`~ryf_desktop.session.combat_log` (the
  log's sentences).

Qt here is QtCore and QtGui only (QObject, signals, QUndoStack): no widgets.
"""

from __future__ import annotations

from ryf_desktop.session.campaign_commands import ChangeProfile, RenameCampaign, SetDay
from ryf_desktop.session.campaign_log import CampaignCounts
from ryf_desktop.session.campaign_session import CampaignSession
from ryf_desktop.session.catalog_commands import (
    AddMonsterToCombat,
    AddToCharacter,
    PlaceOnMap,
)
from ryf_desktop.session.catalog_queries import GmEntries, GmEntry, gm_entries, money_text
from ryf_desktop.session.character_commands import (
    AddCharacter,
    DeleteCharacter,
    DuplicateCharacter,
    EditCharacterField,
    NewCharacter,
    SetWounds,
)
from ryf_desktop.session.check_rolls import CharacterCheck, HandBackToken
from ryf_desktop.session.demo import demo_campaign_path, ensure_demo_campaign
from ryf_desktop.session.events import Changed
from ryf_desktop.session.gm_entries import GmEntryError, build_gm_entry, entry_fields
from ryf_desktop.session.gm_entry_commands import CreateGmEntry, DeleteGmEntry, EditGmEntry
from ryf_desktop.session.healing_commands import Heal, MedicineAttempt
from ryf_desktop.session.item_commands import EquipItem, RemoveSpell, SetSpell
from ryf_desktop.session.queries import CharacterSummary
from ryf_desktop.session.sheet_queries import SheetView, sheet_view
from ryf_desktop.session.skill_commands import (
    AddSpecialisation,
    CloseCreation,
    RaiseSkill,
    RemoveSkill,
    RemoveSpecialisation,
    SetSkill,
)

__all__ = [
    "AddCharacter",
    "AddMonsterToCombat",
    "AddSpecialisation",
    "AddToCharacter",
    "CampaignCounts",
    "CampaignSession",
    "ChangeProfile",
    "Changed",
    "CharacterCheck",
    "CharacterSummary",
    "CloseCreation",
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
    "HandBackToken",
    "Heal",
    "MedicineAttempt",
    "NewCharacter",
    "PlaceOnMap",
    "RaiseSkill",
    "RemoveSkill",
    "RemoveSpecialisation",
    "RemoveSpell",
    "RenameCampaign",
    "SetDay",
    "SetSkill",
    "SetSpell",
    "SetWounds",
    "SheetView",
    "build_gm_entry",
    "demo_campaign_path",
    "ensure_demo_campaign",
    "entry_fields",
    "gm_entries",
    "money_text",
    "sheet_view",
]
