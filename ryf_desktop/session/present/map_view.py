"""The map's read model: what the map surfaces show of a map, worked out once per step.

For each map asked about: its masks (walls, difficult terrain, fog, doors, what blocks) and its
tokens as drawn (:class:`~ryf_desktop.session.maps.views.MapView`), and the token of the
combatant whose turn it is in a fight running on it; and the board of the combat move being
dragged (:class:`DragBoard`). The GM's map and the players' table screen read the same values,
so a step is worked out once for both.

What a step drops is declared in one place, :func:`dropped_by`: a map's layers when its record
changed (the record is compared, so a step that did not touch it keeps them), its tokens when
tokens or what they show changed (owners' names and states, the rules profile, portraits), the
active token when a combat changed, and the drag's board on every step (it is a value of the
campaign as it was).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ryf_desktop.rules.movement import MoveCheck, Square
from ryf_desktop.session.events import Changed
from ryf_desktop.session.maps.views import MapView, TokenView, tokens_of, view_of
from ryf_desktop.storage.records import Map

if TYPE_CHECKING:
    from ryf_desktop.session import CampaignSession
    from ryf_desktop.session import combat as combats

RUNNING = "running"


@dataclass(frozen=True, slots=True)
class Dropped:
    """What one step makes the map's read model work out again."""

    #: The tokens of every map (they are read again; unchanged ones are kept as they were).
    tokens: bool
    #: Whose turn it is (the active token of every map).
    active: bool

    @property
    def anything(self) -> bool:
        return self.tokens or self.active


def dropped_by(event: Changed) -> Dropped:
    """The one predicate of the map's read model over a step (see the module)."""
    return Dropped(
        tokens=bool(event.tokens or event.characters or event.monsters or event.campaign
                    or event.images),
        active=bool(event.combats or event.combat_list),
    )


def affects(event: Changed, map_id: int) -> bool:
    """Whether a step may change what a surface shows of the map ``map_id``."""
    return (map_id in event.maps or map_id in event.map_squares
            or dropped_by(event).anything)


def active_token_of(session: CampaignSession, map_id: int) -> int | None:
    """The token of the combatant whose turn it is, in a fight running on ``map_id``."""
    from ryf_desktop.session import combat as combats

    combat = combats.current_combat(session.model)
    if combat is None or combat.status != RUNNING or combat.map_id != map_id:
        return None
    active: int | None = None
    for row in combat.combatants:
        if row.active:
            active = row.token_id
    return active


class DragBoard:
    """The board of the combat move being dragged: made once at the press (where the reach
    comes from) and asked at each mouse move, so that a move reads nothing of the campaign
    again; each square's answer is kept, as the mouse passes over the same squares again.
    Dropped when the drag ends and on every step."""

    def __init__(self, session: CampaignSession) -> None:
        self._session = session
        self._board: combats.MoveBoard | None = None
        self._checks: dict[Square, MoveCheck] = {}

    def press(self, combatant_id: int) -> combats.Reach | None:
        """The reach of the combatant's move now (None without a token on the combat's map);
        its board is kept for the drag."""
        self.drop()
        board = self._board_of(combatant_id)
        return None if board is None else board.reach()

    def check(self, combatant_id: int, goal: Square) -> MoveCheck:
        """Whether the combatant's token may be dropped on ``goal``, asked of the kept board."""
        from ryf_desktop.session import combat as combats

        board = self._board_of(combatant_id)
        if board is None:  # no token on the combat's map: the query says why
            return combats.move_check(self._session.model, combatant_id, goal)
        found = self._checks.get(goal)
        if found is None:
            found = self._checks[goal] = board.check(goal)
        return found

    def drop(self) -> None:
        self._board = None
        self._checks = {}

    def _board_of(self, combatant_id: int) -> combats.MoveBoard | None:
        from ryf_desktop.session import combat as combats

        board = self._board
        if board is None or board.combatant_id != combatant_id:
            session = self._session
            board = combats.MoveBoard.of(session.model, combatant_id, session.profile,
                                         session.map_shapes)
            self._board, self._checks = board, {}
        return board


class MapReadModel(QObject):
    """The map's read model of one open campaign; one per session (:func:`map_view_of`).
    ``changed(event)`` after a step that dropped something of it (:func:`affects` says which
    map it may concern)."""

    changed = Signal(object)

    def __init__(self, session: CampaignSession) -> None:
        super().__init__(session)
        self._session = session
        # Per map: the record its view was read from, and the view.
        self._views: dict[int, tuple[Map, MapView]] = {}
        # The maps whose tokens are as the model holds them.
        self._tokens_known: set[int] = set()
        self._active: dict[int, int | None] = {}
        self.drag = DragBoard(session)
        session.stale.connect(self._session_changed)

    def view(self, map_id: int) -> MapView | None:
        """The map ``map_id`` as the model holds it now (None: the map is gone): its layers
        read again only when its record changed, its tokens only when a step named them, and
        the same values (the same objects) when nothing of it changed."""
        model = self._session.model
        row = model.get(Map, map_id)
        if row is None:
            self._views.pop(map_id, None)
            return None
        kept = self._views.get(map_id)
        previous = kept[1] if kept is not None else None
        tokens: tuple[TokenView, ...]
        if previous is not None and map_id in self._tokens_known:
            tokens = previous.tokens
        else:
            tokens = tokens_of(model, map_id)
            if previous is not None and tokens == previous.tokens:
                tokens = previous.tokens  # the same tuple: seen unchanged at a glance
            self._tokens_known.add(map_id)
        if kept is not None and row is kept[0] and tokens is kept[1].tokens:
            return kept[1]
        view = view_of(model, row, tokens, self._session.map_shapes)
        self._views[map_id] = (row, view)
        return view

    def active_token_id(self, map_id: int) -> int | None:
        """The token of the combatant whose turn it is in a fight running on ``map_id``."""
        if map_id not in self._active:
            self._active[map_id] = active_token_of(self._session, map_id)
        return self._active[map_id]

    def _session_changed(self, event: Changed) -> None:
        self.drag.drop()
        dropped = dropped_by(event)
        if dropped.tokens:
            self._tokens_known.clear()
        if dropped.active:
            self._active.clear()
        if event.maps or event.map_squares or dropped.anything:
            self.changed.emit(event)


def map_view_of(session: CampaignSession) -> MapReadModel:
    """The session's map read model, made the first time it is asked for (it lives and dies
    with the session)."""
    return session.findChild(MapReadModel) or MapReadModel(session)
