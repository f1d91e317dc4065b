"""Tokens placed, moved, hidden, resized and taken off a map.

Rulings:

- Placing or moving refuses a footprint that leaves the map or covers a wall or a closed door;
  other tokens do not stop it (out of combat the GM places freely). A character or creature
  stands at most once on a map. Sizes 1 to 3.
"""

from __future__ import annotations

from dataclasses import KW_ONLY, field
from typing import TYPE_CHECKING

from ryf_desktop.session.command import CommandError, ModelCommand, command, exactly_one, required
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.common import (
    check_token_size,
    get_map,
    get_token,
    placement_refusal,
    token_name,
    translate,
)
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import Character, MapToken, MonsterInstance

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession


@command
class PlaceToken(ModelCommand):
    """A token for a character or a creature in play, at (x, y) as its top-left square."""

    map_id: int
    x: int
    y: int
    _: KW_ONLY
    character_id: int | None = None
    monster_id: int | None = None
    size: int = 1
    hidden: bool = False
    token_id: int | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        exactly_one("PlaceToken", character_id=self.character_id, monster_id=self.monster_id)
        super().__post_init__()

    def initial_text(self) -> str:
        return translate("MapCommands", "Place a token")

    def check(self) -> None:
        check_token_size(self.size)

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        name = self._owner_name(draft)
        if self.character_id is not None:
            already = draft.of(MapToken, "character_id", self.character_id)
        else:
            already = draft.of(MapToken, "monster_id", self.monster_id)
        found = next((token for token in already if token.map_id == self.map_id), None)
        if found is not None:
            raise CommandError(
                translate(
                    "MapCommands",
                    "“%1” already stands on the map “%2” (square %3, %4). Move that token "
                    "instead."
                ),
                name, row.name, found.x + 1, found.y + 1,
            )
        refusal = placement_refusal(row, self.x, self.y, self.size, name)
        if refusal is not None:
            raise CommandError(refusal)
        token = draft.add(
            MapToken, map_id=self.map_id, character_id=self.character_id,
            monster_id=self.monster_id, x=self.x, y=self.y, size=self.size, hidden=self.hidden,
        )
        self.token_id = token.id
        self.setText(fill(translate("MapCommands", "Place “%1” on the map “%2”"), name, row.name))

    def _owner_name(self, draft: Draft) -> str:
        if self.character_id is not None:
            return required(draft, Character, self.character_id, translate(
                "MapCommands",
                "That character is no longer in the campaign (it was deleted), so it "
                "cannot be placed. Refresh the list."
            )).name
        return required(draft, MonsterInstance, self.monster_id, translate(
            "MapCommands",
            "That creature is no longer in play (it was deleted), so it cannot be "
            "placed. Place it again from the catalog."
        )).name


class MoveToken(ModelCommand):
    """A token moved freely to (x, y) (out of combat: no movement rules)."""

    def __init__(self, session: CampaignSession, token_id: int, x: int, y: int) -> None:
        super().__init__(session, translate("MapCommands", "Move a token"))
        self.token_id = token_id
        self.x = x
        self.y = y

    def work_out(self, draft: Draft) -> None:
        token = get_token(draft, self.token_id)
        if (token.x, token.y) == (self.x, self.y):
            return
        name = token_name(draft, token)
        refusal = placement_refusal(get_map(draft, token.map_id), self.x, self.y, token.size,
                                    name)
        if refusal is not None:
            raise CommandError(refusal)
        draft.update(token, x=self.x, y=self.y)
        self.setText(fill(translate(
            "MapCommands", "Move “%1” to square %2, %3"
        ), name, self.x + 1, self.y + 1))


class SetTokenHidden(ModelCommand):
    """A token hidden from the players' screen, or shown to them again."""

    def __init__(self, session: CampaignSession, token_id: int, hidden: bool) -> None:
        super().__init__(session, translate("MapCommands", "Hide or show a token"))
        self.token_id = token_id
        self.hidden = hidden

    def work_out(self, draft: Draft) -> None:
        token = get_token(draft, self.token_id)
        if token.hidden == self.hidden:
            return
        name = token_name(draft, token)
        draft.update(token, hidden=self.hidden)
        if self.hidden:
            self.setText(fill(translate("MapCommands", "Hide “%1” from the players"), name))
        else:
            self.setText(fill(translate("MapCommands", "Show “%1” to the players"), name))


class SetTokenSize(ModelCommand):
    """A token's footprint: 1×1, 2×2 or 3×3 squares, grown from its top-left square."""

    def __init__(self, session: CampaignSession, token_id: int, size: int) -> None:
        super().__init__(session, translate("MapCommands", "Resize a token"))
        self.token_id = token_id
        self.size = size

    def check(self) -> None:
        check_token_size(self.size)

    def work_out(self, draft: Draft) -> None:
        token = get_token(draft, self.token_id)
        if token.size == self.size:
            return
        name = token_name(draft, token)
        refusal = placement_refusal(get_map(draft, token.map_id), token.x, token.y, self.size,
                                    name)
        if refusal is not None:
            raise CommandError(refusal)
        draft.update(token, size=self.size)
        self.setText(fill(translate("MapCommands", "Make “%1” %2×%2 squares"), name, self.size))


class DeleteToken(ModelCommand):
    """A token taken off its map (the character or creature stays in play)."""

    def __init__(self, session: CampaignSession, token_id: int) -> None:
        super().__init__(session, translate("MapCommands", "Delete a token"))
        self.token_id = token_id

    def work_out(self, draft: Draft) -> None:
        token = get_token(draft, self.token_id)
        self.setText(fill(translate("MapCommands", "Take “%1” off the map"),
                          token_name(draft, token)))
        draft.remove(token)
