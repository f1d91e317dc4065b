"""What the combat's commands share: the log line kinds, counts in words, the refusals, and
:func:`log_line` (the combat's log lines, written one way)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from ryf_desktop.session.combat.people import name_of
from ryf_desktop.session.combat.state import ENDED, RUNNING, active_combatant
from ryf_desktop.session.combat_log import mark_secret
from ryf_desktop.session.command import CommandError, required
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.model import Records
from ryf_desktop.session.texts import fill, nest_quotes
from ryf_desktop.session.validation import TEXT_MAX
from ryf_desktop.storage.records import Combat, Combatant

#: Short name for the translation calls below (pyside6-lupdate finds ``translate("Context", ...)``).
translate = QCoreApplication.translate

#: ``LogEntry.kind`` of the lines the combat's commands write.
COMBAT_KIND = "combat"
INITIATIVE_KIND = "initiative"
TURN_KIND = "turn"
ACTION_KIND = "action"
MOVE_KIND = "move"
OVERRIDE_KIND = "override"


# Counts are worded by hand: pyside6-lupdate only marks a Python translate() as a plural when its
# count is a literal. Spanish, like English, uses the singular for 1 alone.


def actions_text(count: int) -> str:
    """The count of actions in words ("1 action", "2 actions")."""
    if count == 1:
        return translate("CombatCommands", "1 action")
    return fill(translate("CombatCommands", "%1 actions"), count)


def rounds_text(count: int) -> str:
    if count == 1:
        return translate("CombatCommands", "1 round")
    return fill(translate("CombatCommands", "%1 rounds"), count)


def squares_text(count: int) -> str:
    if count == 1:
        return translate("CombatCommands", "1 square")
    return fill(translate("CombatCommands", "%1 squares"), count)


def get_combat(records: Records, combat_id: int) -> Combat:
    return required(records, Combat, combat_id, translate(
        "CombatCommands",
        "The combat %1 is not in this campaign any more (deleted, or an undo took "
        "it back). Choose another combat.",
    ))


def get_combatant(records: Records, combatant_id: int) -> Combatant:
    return required(records, Combatant, combatant_id, translate(
        "CombatCommands",
        "Combatant %1 is not in the combat any more (removed, or an undo took it "
        "back).",
    ))


def refuse_ended(combat: Combat) -> None:
    if combat.status == ENDED:
        raise CommandError(
            translate(
                "CombatCommands",
                "The combat “%1” has ended; it cannot change any more. Start a new combat.",
            ),
            combat.name,
        )


def require_running(combat: Combat) -> None:
    refuse_ended(combat)
    if combat.status != RUNNING:
        raise CommandError(
            translate(
                "CombatCommands",
                "The combat “%1” has not begun yet. Roll initiative for everyone and begin "
                "it first.",
            ),
            combat.name,
        )


def open_combat(records: Records, combat_id: int) -> Combat:
    """The combat, or CommandError when it is gone or has ended."""
    combat = get_combat(records, combat_id)
    refuse_ended(combat)
    return combat


def open_row(records: Records, combatant_id: int) -> tuple[Combat, Combatant]:
    """The combatant's combat and its record, or CommandError when either is gone or the
    combat has ended."""
    row = get_combatant(records, combatant_id)
    return open_combat(records, row.combat_id), row


def acting(records: Records, combatant_id: int) -> tuple[Combat, Combatant]:
    """The combatant whose turn it is, or CommandError saying whose turn it is."""
    row = get_combatant(records, combatant_id)
    combat = get_combat(records, row.combat_id)
    require_running(combat)
    active = active_combatant(records, combat)
    if active is None or active.id != row.id:
        raise CommandError(not_their_turn(name_of(records, row),
                                          "" if active is None else name_of(records, active)))
    return combat, row


def not_their_turn(name: str, whose: str) -> str:
    """Why ``name`` may not act (nor move) now: it is ``whose`` turn ('' for nobody's). The one
    refusal of a combatant acting out of turn, the session's and the map's."""
    return fill(
        translate(
            "CombatCommands",
            "It is not %1's turn (it is %2's). Only the combatant whose turn it is "
            "can act; use Next turn to get there.",
        ),
        name,
        whose or "—",
    )


def log_line(
    draft: Draft,
    kind: str,
    text: str,
    data: Mapping[str, object],
    *,
    combat_id: int | None,
    character_id: int | None = None,
    secret: bool = False,
) -> None:
    """One line of the campaign log; ``secret`` keeps it off the players' surfaces (see
    ``combat_log.mark_secret``)."""
    draft.log(
        nest_quotes(text)[:TEXT_MAX],
        kind=kind,
        data=mark_secret(dict(data), secret),
        character_id=character_id,
        combat_id=combat_id,
    )

