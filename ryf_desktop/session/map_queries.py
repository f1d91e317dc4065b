"""What the battlemap reads of the open campaign (one import for the widgets and the tests):
maps, tokens and their layers as masks (:mod:`.maps.views`), and what the player characters
see (:mod:`.maps.sight`). Every query takes the campaign's model
(:class:`~ryf_desktop.session.model.CampaignModel`)."""

from __future__ import annotations

from ryf_desktop.session.maps.sight import (
    sight_squares,
    sighted_tokens,
    visible_to_players,
)
from ryf_desktop.session.maps.views import (
    PALETTE,
    MapSummary,
    MapView,
    TokenView,
    calibration_from_drag,
    image_bytes,
    initials,
    layer,
    map_view,
    maps,
    owner_colour,
    token_view,
    tokens_of,
)

__all__ = [
    "PALETTE",
    "MapSummary",
    "MapView",
    "TokenView",
    "calibration_from_drag",
    "image_bytes",
    "initials",
    "layer",
    "map_view",
    "maps",
    "owner_colour",
    "sight_squares",
    "sighted_tokens",
    "token_view",
    "tokens_of",
    "visible_to_players",
]
