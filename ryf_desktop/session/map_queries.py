"""What the battlemap reads of the open campaign (one import for the widgets and the tests):
maps, tokens and their layers as masks (:mod:`.maps.views`), and what the player characters
see (:mod:`.maps.sight`). Every query takes the campaign's model
(:class:`~ryf_desktop.session.model.CampaignModel`)."""

from __future__ import annotations

from ryf_desktop.session.maps.sight import (
    seen_from,
    sight_squares,
    sighted_tokens,
    visible_to_players,
)
from ryf_desktop.session.maps.views import (
    LAYERS,
    PALETTE,
    MapSummary,
    MapView,
    TokenView,
    blocked_of,
    calibration_from_drag,
    image_bytes,
    initials,
    layer,
    lights_of,
    map_view,
    maps,
    owner_colour,
    segments_of,
    thin_walls_of,
    token_view,
    tokens_of,
    view_of,
)

__all__ = [
    "LAYERS",
    "PALETTE",
    "MapSummary",
    "MapView",
    "TokenView",
    "blocked_of",
    "calibration_from_drag",
    "image_bytes",
    "initials",
    "layer",
    "lights_of",
    "map_view",
    "maps",
    "owner_colour",
    "seen_from",
    "segments_of",
    "sight_squares",
    "sighted_tokens",
    "thin_walls_of",
    "token_view",
    "tokens_of",
    "view_of",
    "visible_to_players",
]
