"""Maps made, edited and deleted.

Rulings:

- Shrinking a map drops the painted squares that fall outside it, and is refused while a token
  would fall off (the message names them). Growing it leaves the new squares bare (no fog).
- A new map may start all under fog (``fogged``): the players see nothing of it until the GM
  reveals. The dialogs offer it ticked.
- Deleting a map takes its tokens with it (and its picture, when nothing else uses it). It is
  refused while a running combat is fought on it (end the fight first); a combat being prepared
  or ended keeps going without a map.
"""

from __future__ import annotations

from dataclasses import KW_ONLY
from typing import TYPE_CHECKING

from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.session.command import CommandError, ModelCommand, command
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.common import drop_unused_image, get_map, token_name, translate
from ryf_desktop.session.maps.views import LAYERS, layer
from ryf_desktop.session.texts import fill
from ryf_desktop.session.validation import NAME_MAX, TEXT_MAX, clean_name
from ryf_desktop.storage.records import GRID_MAX, Combat, Map, MapToken
from ryf_desktop.storage.squares import pack_mask

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession


def check_grid(width: int, height: int) -> None:
    if not (1 <= width <= GRID_MAX and 1 <= height <= GRID_MAX):
        raise CommandError(
            translate(
                "MapCommands",
                "A map has from 1 to %1 squares a side, not %2×%3. Choose a size within "
                "that."
            ),
            GRID_MAX, width, height,
        )


def clean_map_name(name: str) -> str:
    return clean_name(
        name,
        translate("MapCommands", "A map needs a name. Type one and try again."),
        fill(
            translate(
                "MapCommands", "A map's name has at most %1 characters. Shorten it and try again."
            ), NAME_MAX
        ),
    )


class CreateMap(ModelCommand):
    """A new, bare map of ``width``×``height`` squares, last in the GM's order; all under fog
    when ``fogged``."""

    def __init__(self, session: CampaignSession, name: str, width: int, height: int, *,
                 fogged: bool = False) -> None:
        super().__init__(session, fill(translate("MapCommands", "New map “%1”"), str(name).strip()))
        self.name = name
        self.width = width
        self.height = height
        self.fogged = fogged
        self.map_id: int | None = None

    def check(self) -> None:
        self.name = clean_map_name(self.name)
        check_grid(self.width, self.height)

    def work_out(self, draft: Draft) -> None:
        highest = max((row.position for row in draft.all(Map)), default=None)
        fog = SquareMask.full(self.width, self.height) if self.fogged else None
        row = draft.add(
            Map, name=self.name, grid_width=self.width, grid_height=self.height,
            position=0 if highest is None else highest + 1,
            **({} if fog is None else {"fog": pack_mask(fog)}),
        )
        self.map_id = row.id


@command
class EditMap(ModelCommand):
    """A map's name, size in squares or notes (``None`` = unchanged)."""

    map_id: int
    _: KW_ONLY
    name: str | None = None
    width: int | None = None
    height: int | None = None
    notes: str | None = None

    def initial_text(self) -> str:
        return translate("MapCommands", "Edit map")

    def check(self) -> None:
        if self.name is not None:
            self.name = clean_map_name(self.name)
        if self.width is not None or self.height is not None:
            check_grid(
                1 if self.width is None else self.width, 1 if self.height is None else self.height
            )
        if self.notes is not None and len(self.notes) > TEXT_MAX:
            raise CommandError(
                translate(
                    "MapCommands",
                    "A map's notes have at most %1 characters. Shorten them and try again."
                ),
                TEXT_MAX,
            )

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        width = row.grid_width if self.width is None else self.width
        height = row.grid_height if self.height is None else self.height
        values: dict[str, object] = {}
        if (width, height) != (row.grid_width, row.grid_height):
            self._refuse_tokens_off(draft, row, width, height)
            for name in (*LAYERS, "open_doors"):
                values[name] = pack_mask(layer(row, name).resized(width, height))
            values.update(grid_width=width, grid_height=height)
        if self.name is not None and self.name != row.name:
            self.setText(fill(translate(
                "MapCommands", "Rename map “%1” to “%2”"
            ), row.name, self.name))
            values["name"] = self.name
        elif values:
            self.setText(fill(translate(
                "MapCommands", "Resize map “%1” to %2×%3"
            ), row.name, width, height))
        if self.notes is not None and self.notes != row.notes:
            if not values:
                self.setText(fill(translate("MapCommands", "Edit the notes of map “%1”"), row.name))
            values["notes"] = self.notes
        if values:
            draft.update(row, **values)

    def _refuse_tokens_off(self, draft: Draft, row: Map, width: int, height: int) -> None:
        off = [
            token
            for token in draft.of(MapToken, "map_id", self.map_id)
            if token.x + token.size > width or token.y + token.size > height
        ]
        if off:
            names = ", ".join(sorted(token_name(draft, token) for token in off))
            raise CommandError(
                translate(
                    "MapCommands",
                    "The map “%1” cannot shrink to %2×%3 squares: %4 would fall off it. "
                    "Move those tokens inside the new size first."
                ),
                row.name, width, height, names,
            )


class DeleteMap(ModelCommand):
    """A map with its tokens; refused while a running combat is fought on it, and a combat
    prepared or ended on it keeps going without a map."""

    def __init__(self, session: CampaignSession, map_id: int) -> None:
        super().__init__(session, translate("MapCommands", "Delete map"))
        self.map_id = map_id

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        fights = [combat for combat in draft.of(Combat, "map_id", self.map_id)
                  if combat.status == "running"]
        if fights:
            raise CommandError(
                translate(
                    "MapCommands",
                    "The map “%1” cannot be deleted while the combat “%2” is fought on it. "
                    "End the combat first."
                ),
                row.name, fights[0].name,
            )
        self.setText(fill(translate("MapCommands", "Delete map “%1”"), row.name))
        for combat in draft.of(Combat, "map_id", self.map_id):
            draft.update(combat, map_id=None)
        draft.remove(row)
        drop_unused_image(draft, row.background_image_id)
