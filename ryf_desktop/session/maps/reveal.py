"""The fog lifted by what the player characters see: :class:`RevealFromSight`.

Rulings:

- With no tokens named and no visible player character on the map it is refused (there is
  nobody to see with); with nothing new seen it succeeds and changes nothing.
- Walls and closed doors block sight, as do thin walls, objects and closed thin doors.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import KW_ONLY, field

from ryf_desktop.rules.movement import footprint
from ryf_desktop.rules.sides import SIDE_PC
from ryf_desktop.session.command import CommandError, ModelCommand, command
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.common import get_map, translate
from ryf_desktop.session.maps.counts import MapCounts
from ryf_desktop.session.maps.views import layer
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Character, MapToken
from ryf_desktop.storage.squares import pack_mask


def seeing_tokens(draft: Draft, map_id: int, token_ids: Sequence[int] | None
                  ) -> list[MapToken]:
    """The tokens whose sight counts: those named on the map, or every visible player
    character's (from the few player characters to their tokens, not through every token)."""
    if token_ids is not None:
        found = (draft.get(MapToken, token_id) for token_id in token_ids)
        return [token for token in found if token is not None and token.map_id == map_id]
    return [
        token
        for character in draft.all(Character) if character.kind == SIDE_PC
        for token in draft.of(MapToken, "character_id", character.id)
        if token.map_id == map_id and not token.hidden
    ]


@command
class RevealFromSight(ModelCommand):
    """The fog lifted from every square the tokens see (``None``: every player character's
    token not hidden); walls and closed doors block sight."""

    map_id: int
    token_ids: Sequence[int] | None = None
    _: KW_ONLY
    #: With nobody to see with: change nothing instead of refusing (the reveal after a
    #: move, which must not refuse the move), keeping the reason in :attr:`unseen`.
    quiet: bool = False
    unseen: str = field(default="", init=False)
    #: How many squares came out of the fog (after push).
    revealed: int = field(default=0, init=False)

    def initial_text(self) -> str:
        return translate("MapCommands", "Reveal from sight")

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        tokens = seeing_tokens(draft, self.map_id, self.token_ids)
        if not tokens:
            if self.token_ids is None:
                message = translate(
                    "MapCommands",
                    "No player character's token stands visible on “%1”, so nobody sees "
                    "anything. Place one, or choose the tokens whose sight to use."
                )
            else:
                message = translate(
                    "MapCommands",
                    "None of the chosen tokens stands on “%1” any more. Choose tokens on this "
                    "map."
                )
            if self.quiet:
                self.unseen = fill(message, row.name)
                return
            raise CommandError(message, row.name)
        fog = layer(row, "fog")
        if not fog:
            return
        grid = self.session.map_shapes.sight_grid(row)
        seen = grid.seen_mask(
            square for token in tokens for square in footprint((token.x, token.y), token.size)
        )
        lifted = fog & seen
        revealed = lifted.count()
        if not revealed:
            return
        draft.update(row, fog=pack_mask(fog - lifted))
        self.revealed = revealed
        self.setText(fill(MapCounts().revealed_from_sight(revealed), row.name))
