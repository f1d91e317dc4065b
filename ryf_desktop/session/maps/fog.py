"""The whole map covered with fog, or the whole fog lifted, in one step each.

Rulings:

- Covering puts fog on every square of the map, walls included (the players see nothing until
  the GM reveals); squares already fogged stay so. Lifting clears every square.
- A map already all fogged (or all clear) is left as it is, with no undo step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ryf_desktop.rules.square_mask import SquareMask
from ryf_desktop.session.command import ModelCommand
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.maps.common import get_map, translate
from ryf_desktop.session.maps.counts import MapCounts
from ryf_desktop.session.maps.views import layer
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.squares import pack_mask

if TYPE_CHECKING:
    from ryf_desktop.session.campaign_session import CampaignSession


class CoverWithFog(ModelCommand):
    """Every square of the map under fog (the players see none of it)."""

    def __init__(self, session: CampaignSession, map_id: int) -> None:
        super().__init__(session, translate("MapCommands", "Cover all with fog"))
        self.map_id = map_id
        #: How many squares went under the fog (after push).
        self.covered = 0

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        fog = layer(row, "fog")
        everything = SquareMask.full(row.grid_width, row.grid_height)
        added = (everything - fog).count()
        if not added:
            return
        draft.update(row, fog=pack_mask(everything))
        self.covered = added
        self.setText(fill(MapCounts().fog_covered(added), row.name))


class RevealAll(ModelCommand):
    """Every square of the map out of the fog (the players see all of it)."""

    def __init__(self, session: CampaignSession, map_id: int) -> None:
        super().__init__(session, translate("MapCommands", "Reveal all"))
        self.map_id = map_id
        #: How many squares came out of the fog (after push).
        self.revealed = 0

    def work_out(self, draft: Draft) -> None:
        row = get_map(draft, self.map_id)
        fog = layer(row, "fog")
        if not fog:
            return
        draft.update(row, fog=pack_mask(SquareMask.empty(row.grid_width, row.grid_height)))
        self.revealed = fog.count()
        self.setText(fill(MapCounts().fog_lifted(self.revealed), row.name))
