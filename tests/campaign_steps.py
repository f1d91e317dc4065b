"""One step of a campaign in one call, for tests: each pushes its command on the session.

The program pushes commands itself (``session.push(SetWounds(...))``); these only save the tests
from spelling each command out.
"""

from __future__ import annotations

from collections.abc import Callable

from ryf_desktop.rules.health import apply_damage, apply_healing
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.campaign_commands import ChangeProfile, RenameCampaign, SetDay
from ryf_desktop.session.character_commands import (
    AddCharacter,
    DeleteCharacter,
    DuplicateCharacter,
    EditCharacterField,
    SetWounds,
)
from ryf_desktop.storage.records import Character


def rename(session: CampaignSession, name: str) -> bool:
    return session.push(RenameCampaign(session, name))


def change_profile(session: CampaignSession, profile: RulesProfile) -> bool:
    return session.push(ChangeProfile(session, profile))


def set_day(session: CampaignSession, day: int) -> bool:
    return session.push(SetDay(session, day))


def next_day(session: CampaignSession) -> bool:
    return session.push(SetDay(session, session.day + 1))


def add_character(
    session: CampaignSession,
    name: str,
    kind: str = "pc",
    *,
    player: str = "",
    concept: str = "",
    fisico: int = 7,
    destreza: int = 8,
    inteligencia: int = 7,
    percepcion: int = 8,
    in_creation: bool = False,
) -> int | None:
    """The new character's id, or None when it was refused (``command_failed`` says why)."""
    command = AddCharacter(
        session, name, kind, player=player, concept=concept, fisico=fisico, destreza=destreza,
        inteligencia=inteligencia, percepcion=percepcion, in_creation=in_creation,
    )
    return command.character_id if session.push(command) else None


def delete_character(session: CampaignSession, character_id: int) -> bool:
    return session.push(DeleteCharacter(session, character_id))


def duplicate_character(session: CampaignSession, character_id: int) -> int | None:
    command = DuplicateCharacter(session, character_id)
    return command.character_id if session.push(command) else None


def edit_character(session: CampaignSession, character_id: int, field: str, value: object) -> bool:
    return session.push(EditCharacterField(session, character_id, field, value))


def set_wounds(session: CampaignSession, character_id: int, wounds: int) -> bool:
    return session.push(SetWounds(session, character_id, wounds))


def damage(session: CampaignSession, character_id: int, amount: int) -> bool:
    """``amount`` more wounds (refused, with a message, when negative)."""
    return _wounds_to(session, character_id, lambda wounds: apply_damage(wounds, amount))


def heal(session: CampaignSession, character_id: int, amount: int) -> bool:
    """``amount`` fewer wounds, never below 0."""
    return _wounds_to(session, character_id, lambda wounds: apply_healing(wounds, amount))


def _wounds_to(
    session: CampaignSession, character_id: int, change: Callable[[int], int]
) -> bool:
    row = session.model.get(Character, character_id)
    if row is None:
        return set_wounds(session, character_id, 0)  # reports the missing character
    try:
        wounds = change(row.wounds)
    except ValueError as error:
        session.command_failed.emit(str(error))
        return False
    return set_wounds(session, character_id, wounds)
