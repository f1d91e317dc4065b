"""The open campaign: undoable commands, change signals, backups off the GUI thread, the demo.

- :class:`CampaignSession` — the one writer of an open campaign (``open``/``create``, queries,
  ``push`` of commands, ``log_roll``, backups, ``close``); signals say what changed.
- :class:`SessionCommand` and the commands: :class:`RenameCampaign`, :class:`ChangeProfile`,
  :class:`SetDay`, :class:`AddCharacter`, :class:`DeleteCharacter`,
  :class:`DuplicateCharacter`, :class:`EditCharacterField`, :class:`SetWounds`.
- Query results: :class:`CharacterSummary`, :class:`CharacterDetails`, :class:`LogLine`,
  :class:`CampaignCounts`.
- :mod:`ryf_desktop.session.demo` — ``demo_campaign_path``, ``ensure_demo_campaign``.

Qt here is QtCore and QtGui only (QObject, signals, QUndoStack): no widgets.
"""

from __future__ import annotations

from ryf_desktop.session.campaign_commands import ChangeProfile, RenameCampaign, SetDay
from ryf_desktop.session.campaign_session import LOG_LIMIT, CampaignSession
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
from ryf_desktop.session.queries import (
    CampaignCounts,
    CharacterDetails,
    CharacterSummary,
    LogLine,
)
from ryf_desktop.session.validation import CHARACTER_FIELDS

__all__ = [
    "CHARACTER_FIELDS",
    "DEFAULT_ATTRIBUTES",
    "LOG_LIMIT",
    "AddCharacter",
    "CampaignCounts",
    "CampaignSession",
    "ChangeProfile",
    "Changes",
    "CharacterDetails",
    "CharacterSummary",
    "CommandError",
    "DeleteCharacter",
    "DuplicateCharacter",
    "EditCharacterField",
    "LogLine",
    "RenameCampaign",
    "SessionCommand",
    "SetDay",
    "SetWounds",
    "demo_campaign_path",
    "ensure_demo_campaign",
]
