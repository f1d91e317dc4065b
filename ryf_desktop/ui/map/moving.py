"""The step a drag of a token pushes, for the GM's map and the table screen's touch alike (the
same step, the same log line): the session's move and, when the GM reveals after every move,
the reveal from sight after it, as one composite command named "Move <name>"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.movement import Square
from ryf_desktop.session import combat as combats
from ryf_desktop.session import map_commands
from ryf_desktop.session.command import CompositeCommand, ModelCommand

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession

translate = QCoreApplication.translate

#: What pushing a move gives: the session's refusal (None: done) and the reveal pushed with it.
Pushed = tuple[str | None, "map_commands.RevealFromSight | None"]


def move_text(name: str) -> str:
    """The undo step's name of a move of the token called ``name``."""
    return translate("MapPanel", "Move {name}").format(name=name)


def push_move(session: CampaignSession, text: str, command: ModelCommand, *,
              reveal_map: int | None) -> Pushed:
    """``command`` and, with ``reveal_map`` given, the reveal from sight on that map after it, as
    one step called ``text``. Nobody to see with does not refuse the move (a quiet reveal)."""
    parts: list[ModelCommand] = [command]
    reveal: map_commands.RevealFromSight | None = None
    if reveal_map is not None:
        reveal = map_commands.RevealFromSight(session, reveal_map, quiet=True)
        parts.append(reveal)
    return session.attempt(CompositeCommand(session, text, parts)), reveal


def combat_move(session: CampaignSession, combatant_id: int, goal: Square, name: str, *,
                reveal_map: int | None) -> Pushed:
    """The active combatant's move to ``goal`` by the rules (its token called ``name``)."""
    return push_move(session, move_text(name), combats.MoveCombatant(session, combatant_id, goal),
                     reveal_map=reveal_map)


def free_move(session: CampaignSession, token_id: int, goal: Square, name: str, *,
              reveal_map: int | None) -> Pushed:
    """A token moved freely to ``goal`` (out of a fight), as the GM's free drag moves it."""
    return push_move(session, move_text(name),
                     map_commands.MoveToken(session, token_id, *goal), reveal_map=reveal_map)
