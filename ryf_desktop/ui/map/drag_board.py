"""The board of a combat move's drag: made once at the press (where the reach comes from) and
asked at each mouse move, so that a move reads nothing of the campaign again; each square's
answer is kept, as the mouse passes over the same squares again.

A board is a value of the campaign as it was (:class:`~ryf_desktop.session.combat.MoveBoard`),
so the map controller drops it, and its answers, when the drag ends and on every change of the
campaign.
"""

from __future__ import annotations

from ryf_desktop.rules.movement import MoveCheck, Square
from ryf_desktop.session import CampaignSession
from ryf_desktop.session import combat as combats


class DragBoard:
    """The board of the drag under way: from its press until the drag ends or the campaign
    changes (:meth:`drop`)."""

    def __init__(self) -> None:
        self._board: combats.MoveBoard | None = None
        self._session: CampaignSession | None = None
        self._checks: dict[Square, MoveCheck] = {}

    def press(self, session: CampaignSession, combatant_id: int) -> combats.Reach | None:
        """The reach of the combatant's move now (None without a token on the combat's map);
        its board is kept for the drag."""
        self.drop()
        board = self._board_of(session, combatant_id)
        return None if board is None else board.reach()

    def check(self, session: CampaignSession, combatant_id: int, goal: Square) -> MoveCheck:
        """Whether the combatant's token may be dropped on ``goal``, asked of the kept board."""
        board = self._board_of(session, combatant_id)
        if board is None:  # no token on the combat's map: the query says why
            return combats.move_check(session.model, combatant_id, goal)
        found = self._checks.get(goal)
        if found is None:
            found = self._checks[goal] = board.check(goal)
        return found

    def drop(self) -> None:
        self._board = None
        self._session = None
        self._checks = {}

    def _board_of(self, session: CampaignSession, combatant_id: int) -> combats.MoveBoard | None:
        board = self._board
        if board is None or self._session is not session or board.combatant_id != combatant_id:
            board = combats.MoveBoard.of(session.model, combatant_id, session.profile,
                                         session.map_shapes)
            self._board, self._session, self._checks = board, session, {}
        return board
