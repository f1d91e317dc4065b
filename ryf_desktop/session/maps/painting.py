"""Squares painted on a map's layers (walls, difficult terrain, fog, doors) and doors opened or
closed. Undo of a stroke puts the map's record back as it was (the core's one undo strategy).

Rulings:

- Squares outside the map are ignored.
- Erasing a door also forgets that it stood open; a new door is closed.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ryf_desktop.session.command import CommandError, ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.common import get_map, translate
from ryf_desktop.session.maps.counts import MapCounts
from ryf_desktop.session.maps.views import LAYERS, layer
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.squares import pack_mask

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession

Square = tuple[int, int]


class PaintSquares(ModelCommand):
    """Squares of one layer (walls, difficult terrain, fog or doors) painted on or erased;
    squares outside the map are ignored."""

    def __init__(
        self,
        session: CampaignSession,
        map_id: int,
        layer: str,
        squares: Iterable[Square],
        on: bool,
    ) -> None:
        super().__init__(session, translate("MapCommands", "Paint squares"))
        self.map_id = map_id
        self.layer = layer
        self.squares = frozenset((int(x), int(y)) for x, y in squares)
        self.on = on

    def check(self) -> None:
        if self.layer not in LAYERS:
            raise CommandError(
                translate(
                    "MapCommands",
                    "There is no map layer “%1”; paint walls, difficult, fog or doors."
                ),
                self.layer,
            )

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        current = layer(row, self.layer)
        updated = current.with_squares(self.squares, self.on)
        if updated == current:
            return
        values = {self.layer: pack_mask(updated)}
        if self.layer == "doors" and not self.on:
            open_doors = layer(row, "open_doors")
            still_open = open_doors.with_squares(self.squares, False)
            if still_open != open_doors:
                values["open_doors"] = pack_mask(still_open)
        draft.update(row, **values)
        self.setText(fill(MapCounts().layer_step(self.layer, self.on,
                                                 (updated ^ current).count()), row.name))


class ToggleDoor(ModelCommand):
    """A door opened or closed."""

    def __init__(self, session: CampaignSession, map_id: int, square: Square) -> None:
        super().__init__(session, translate("MapCommands", "Open or close a door"))
        self.map_id = map_id
        self.square = (int(square[0]), int(square[1]))

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        x, y = self.square
        if self.square not in layer(row, "doors"):
            raise CommandError(
                translate(
                    "MapCommands",
                    "There is no door on square %1, %2 of “%3”. Place a door there first, "
                    "or choose a door."
                ),
                x + 1, y + 1, row.name,
            )
        open_doors = layer(row, "open_doors")
        if self.square in open_doors:
            self.setText(fill(translate("MapCommands", "Close the door at %1, %2"), x + 1, y + 1))
        else:
            self.setText(fill(translate("MapCommands", "Open the door at %1, %2"), x + 1, y + 1))
        opened = self.square not in open_doors
        draft.update(row, open_doors=pack_mask(open_doors.with_squares([self.square], opened)))
