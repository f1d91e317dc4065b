"""The handouts the GM shows the players: what the table screen shows now, and what each
player's phone has received since the campaign was opened.

Rulings:

- A handout is shown to the table (the table screen and every phone) or to one player
  character (that character's phone only); never to an NPC, whose very name may be the GM's
  secret. Each showing has a serial, one more than the last, so showing the same handout again
  is a new event the surfaces can tell from the old one.
- The table shows one handout at a time, the last shown to it, until the GM takes it down.
- A phone's list holds every handout shown to the table or to its character, oldest first, each
  once (its newest showing); another character's private handout is never in it.
- Nothing of this is stored nor undoable (like the map shown): it lasts as long as the open
  session. A handout is read live by id, so an edit shows at once; a removed handout leaves the
  table and every list (an undo of the removal does not show it again: the GM shows it anew).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ryf_desktop.rules.sides import SIDE_PC
from ryf_desktop.session.model import CampaignModel
from ryf_desktop.storage.records import Character, Handout


@dataclass(frozen=True, slots=True)
class ShownHandout:
    """One showing of a handout, with the handout as it is now. ``to`` None: the table (the
    table screen and every phone); else the player character whose phone alone gets it.
    ``serial`` grows with every showing."""

    handout_id: int
    title: str
    text: str
    has_picture: bool
    to: int | None
    serial: int


@dataclass(frozen=True, slots=True)
class _Showing:
    handout_id: int
    to: int | None
    serial: int


def _is_player(model: CampaignModel, character_id: int) -> bool:
    character = model.get(Character, character_id)
    return character is not None and character.kind == SIDE_PC


class HandoutShowings:
    """What was shown to whom since the campaign was opened (see the module's rulings); the
    caller (:class:`~ryf_desktop.session.present.players_view.PlayersView`) tells the
    surfaces."""

    def __init__(self) -> None:
        self._serial = 0
        self._table: _Showing | None = None
        # The newest showing of each handout to each audience, oldest first.
        self._shown: list[_Showing] = []

    @property
    def table_id(self) -> int | None:
        """The id of the handout on the table, None for none."""
        return None if self._table is None else self._table.handout_id

    def show(self, model: CampaignModel, handout_id: int, to: int | None) -> ShownHandout | None:
        """Show ``handout_id`` to the table (``to`` None) or to player character ``to``; the
        showing, or None when there is no such handout or ``to`` is no player character."""
        handout = model.get(Handout, handout_id)
        if handout is None or (to is not None and not _is_player(model, to)):
            return None
        self._serial += 1
        showing = _Showing(handout_id, to, self._serial)
        self._shown = [old for old in self._shown
                       if (old.handout_id, old.to) != (handout_id, to)]
        self._shown.append(showing)
        if to is None:
            self._table = showing
        return _made(handout, showing)

    def dismiss(self) -> bool:
        """Take the table's handout down; whether there was one."""
        had = self._table is not None
        self._table = None
        return had

    def table(self, model: CampaignModel) -> ShownHandout | None:
        """The handout on the table as it is now (None: none, or it was removed)."""
        if self._table is None:
            return None
        handout = model.get(Handout, self._table.handout_id)
        return None if handout is None else _made(handout, self._table)

    def for_character(self, model: CampaignModel, character_id: int) -> tuple[ShownHandout, ...]:
        """Every handout player character ``character_id``'s phone has received, oldest first,
        each once (its newest showing); none for anyone else."""
        if not _is_player(model, character_id):
            return ()
        return self._received(model, lambda to: to is None or to == character_id)

    def for_table(self, model: CampaignModel) -> tuple[ShownHandout, ...]:
        """Every handout shown to the table, oldest first, each once: what a device that opened
        no sheet has received."""
        return self._received(model, lambda to: to is None)

    def _received(self, model: CampaignModel,
                  reaches: Callable[[int | None], bool]) -> tuple[ShownHandout, ...]:
        newest: dict[int, _Showing] = {}
        for showing in self._shown:
            if reaches(showing.to):
                newest[showing.handout_id] = showing
        found = []
        for showing in sorted(newest.values(), key=lambda shown: shown.serial):
            handout = model.get(Handout, showing.handout_id)
            if handout is not None:
                found.append(_made(handout, showing))
        return tuple(found)

    def forget_removed(self, model: CampaignModel) -> bool:
        """Drop the showings of handouts no longer in the campaign; whether the table's went."""
        self._shown = [showing for showing in self._shown
                       if model.get(Handout, showing.handout_id) is not None]
        if self._table is not None and model.get(Handout, self._table.handout_id) is None:
            self._table = None
            return True
        return False


def _made(handout: Handout, showing: _Showing) -> ShownHandout:
    return ShownHandout(
        handout_id=handout.id,
        title=handout.title,
        text=handout.text,
        has_picture=handout.image_id is not None,
        to=showing.to,
        serial=showing.serial,
    )
