"""When the rules let a character heal again (RULES.md §3, seed 001 lines 27–28), read from the
campaign in memory: *recuperar el aliento* once after each fight and never during one
(:func:`breath_refusal`, :func:`breath_candidates`), and a night's rest once a campaign day
(:func:`rest_refusal`).

Both limits are read from the campaign's log, where each healing writes its line: a breath line
names the fight it followed (``combat_id``, None before any fight the tracker ran), a rest line
carries the campaign day it was taken on. Undoing the healing takes its line away, and with it
the limit.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.health import HealthState, health_of
from ryf_desktop.rules.profile import RulesProfile
from ryf_desktop.session.combat.state import ENDED, RUNNING
from ryf_desktop.session.combat_log import BREATH_KIND
from ryf_desktop.session.model import Records
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Character, Combat, Combatant, LogEntry

__all__ = [
    "REST_KIND",
    "breath_candidates",
    "breath_refusal",
    "fighting_in",
    "last_fight",
    "rest_refusal",
]

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate
#: The log kind of a night's rest (its line holds the campaign day it was taken on).
REST_KIND = "rest"


def fighting_in(records: Records, character_id: int) -> Combat | None:
    """The running combat the character still fights in (not out of it), if any."""
    for row in records.of(Combatant, "character_id", character_id):
        combat = records.get(Combat, row.combat_id)
        if combat is not None and combat.status == RUNNING and not row.out:
            return combat
    return None


def last_fight(records: Records, character_id: int) -> Combat | None:
    """The latest combat the character took part in that was fought (round 1 begun) and is over:
    the fight a breath recovered now follows."""
    fights = [
        combat for row in records.of(Combatant, "character_id", character_id)
        if (combat := records.get(Combat, row.combat_id)) is not None
        and combat.status == ENDED and combat.round >= 1
    ]
    return max(fights, key=lambda combat: combat.id, default=None)


def _breath_taken(records: Records, character_id: int, fight: Combat | None) -> bool:
    fight_id = None if fight is None else fight.id
    return any(entry.kind == BREATH_KIND and entry.combat_id == fight_id
               for entry in records.of(LogEntry, "character_id", character_id))


def breath_refusal(records: Records, character_id: int) -> str:
    """Why the character may not recover their breath now ("" when they may): still fighting in
    a running combat, or already recovered since their last fight."""
    row = records.get(Character, character_id)
    name = "?" if row is None else row.name
    combat = fighting_in(records, character_id)
    if combat is not None:
        return fill(translate(
            "HealingLimits",
            "%1 is still fighting in “%2”: recuperar el aliento comes after the fight. End the "
            "combat first (Combat dock, End combat…)."), name, combat.name)
    fight = last_fight(records, character_id)
    if not _breath_taken(records, character_id, fight):
        return ""
    if fight is None:
        return fill(translate(
            "HealingLimits",
            "%1 has already recovered their breath, and has fought no combat since. Recuperar el "
            "aliento is once after each fight; heal other PV with Damage or heal…, a night's "
            "rest or Medicina."), name)
    return fill(translate(
        "HealingLimits",
        "%1 has already recovered their breath after “%2”. Recuperar el aliento is once after "
        "each fight; heal other PV with Damage or heal…, a night's rest or Medicina."),
        name, fight.name)


def breath_candidates(records: Records, profile: RulesProfile, combat_id: int
                      ) -> list[tuple[int, str]]:
    """The characters (id, name) who may recover their breath after ``combat_id`` ends: every
    character of the fight, player's or not, who is hurt, alive and has not recovered since;
    none for a combat ended before round 1. Creatures have no breath to recover (the rules say
    *los personajes*)."""
    combat = records.get(Combat, combat_id)
    if combat is None or combat.round < 1:
        return []
    found: list[tuple[int, str]] = []
    for row in records.of(Combatant, "combat_id", combat_id):
        character = records.get(Character, row.character_id)
        if character is None or character.wounds <= 0 or any(
                seen == character.id for seen, _name in found):
            continue
        dead = health_of(character, profile).state is HealthState.MUERTO
        if not dead and not breath_refusal(records, character.id):
            found.append((character.id, character.name))
    return found


def rest_refusal(records: Records, character_id: int, day: int) -> str:
    """Why the character may not take a night's rest now ("" when they may): they already rested
    on campaign day ``day`` (1 PV a night, 2 in full comfort)."""
    row = records.get(Character, character_id)
    if row is None or not any(entry.kind == REST_KIND and entry.game_day == day
                              for entry in records.of(LogEntry, "character_id", character_id)):
        return ""
    return fill(translate(
        "HealingLimits",
        "%1 has already rested on day %2: a night's rest heals once a night. Pass to the next "
        "day (Campaign dock, Next day) before resting again."), row.name, day)
